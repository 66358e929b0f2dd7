"""Charts over the years stop at the years without papers (charts62, issue 10): a line from
2022 to 2024 drew a 2023 the ACL + NAACL + COLING corpus does not hold (ICLR: 2015-2016),
as if measured.  A year between the first and the last without a row in a trend table had
no paper: a line stops there (None), a stacked area is a stack per run of years; a year
with papers and none of a line's is a real 0.  And a year axis ending at its first year
sets its labels lower, clear of the y axis's "0" at the corner."""

from __future__ import annotations

import pandas as pd

from analysis.trends.periods import year_runs

YEARS = [2013, 2014, 2017, 2018]  # ICLR's: no papers in 2015-2016


def _figures() -> dict[str, dict]:
    """Each chart over the years drawn from planted tables of :data:`YEARS` (one row per
    year with papers, as the trend tables give them); the keyword's 2014 a real 0."""
    from dashboard.figures import (
        followed_trends_figure,
        keyword_trend_figure,
        topic_trends_figure,
        type_shares_figure,
    )
    from dashboard.figures.decisions import authors_by_year_figure

    n = len(YEARS)
    topics = pd.DataFrame([(y, k, f"topic {k}", 10 * (k + 1), 60, 0.1) for y in YEARS
                           for k in range(2)],
                          columns=["year", "topic", "topic_label", "n_papers", "year_papers",
                                   "share_expected"])
    followed = pd.DataFrame({"year": YEARS, "item": "q:x", "label": "x", "kind": "search",
                             "n_papers": 5, "year_papers": 50, "share": 0.1,
                             "share_expected": 0.12})
    keyword = pd.DataFrame({"year": YEARS, "term": "x", "n_papers": [5, 0, 5, 5],
                            "year_papers": 50, "share": [0.1, 0.0, 0.1, 0.1],
                            "share_expected": 0.12})
    types = pd.DataFrame({"year": YEARS, "typed": 10, **{
        f"{k}{s}": v for k in ("theory", "empirical", "both")
        for s, v in (("", 3), ("_share", 1 / 3))}})
    authors = pd.DataFrame({"year": YEARS, "newcomer_share": [0.5] * n,
                            "mean_team_size": [3.0] * n,
                            "newcomer_share_known": [0.5, 0.2, 0.5, 0.5],
                            "new_venues": ["", "B", "", ""],
                            "newcomers": 10, "newcomers_new_venues": [0, 8, 0, 0],
                            "authors": 20})
    return {
        "topics": topic_trends_figure(topics.assign(share=topics["n_papers"] / 60), plain=True),
        "one topic": topic_trends_figure(topics[topics["topic"] == 0].assign(share=0.2),
                                         plain=True),
        "follow": followed_trends_figure(followed, plain=True),
        "keyword": keyword_trend_figure(keyword, plain=True),
        "type shares": type_shares_figure(types, plain=True),
        "newcomers": authors_by_year_figure(authors, plain=True),
    }


def _joined(trace: dict) -> list[tuple[int, int]]:
    """The pairs of years a trace draws a line or an area between, a year or more apart."""
    points = [(x, y) for x, y in zip(trace["x"], trace["y"], strict=True)]
    out = []
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        if y0 is not None and y1 is not None and x1 - x0 > 1:
            out.append((x0, x1))
    return out


def test_no_line_or_area_is_drawn_across_the_years_without_papers():
    for name, fig in _figures().items():
        drawn = [t for t in fig["data"] if "lines" in t.get("mode", "")]
        assert drawn, name
        for trace in drawn:
            assert not _joined(trace), (name, trace["name"], _joined(trace))
            # each year with papers drawn, at its own value; none in the years between
            at = {x: y for x, y in zip(trace["x"], trace["y"], strict=True)}
            assert all(at.get(y) is not None for y in YEARS if trace.get("stackgroup") is None
                       or y in trace["x"]), (name, trace["name"])
            assert at.get(2015) is None and at.get(2016) is None, (name, trace["name"])


def test_a_year_with_papers_and_none_of_a_line_is_a_real_zero():
    line = _figures()["keyword"]["data"][0]
    assert dict(zip(line["x"], line["y"], strict=True)) == {
        2013: 10.0, 2014: 0.0, 2015: None, 2016: None, 2017: 10.0, 2018: 10.0}
    # its hover's counts at the same years
    assert line["customdata"][1][1:] == [0, 50] and line["customdata"][2] is None


def test_a_stacked_area_is_a_stack_per_run_of_years_under_one_legend_entry():
    for name in ("topics", "type shares"):
        fig = _figures()[name]
        areas = [t for t in fig["data"] if t.get("stackgroup")]
        runs = {}
        for t in areas:
            runs.setdefault(t["stackgroup"], set()).add(tuple(t["x"]))
        # two stacks, one per run of years, each of its years alone
        assert sorted(runs.values()) == [{(2013, 2014)}, {(2017, 2018)}], name
        shown = [t["name"] for t in areas if t.get("showlegend", True)]
        assert len(shown) == len(set(shown)) == len(areas) // 2, name
        for t in areas:  # each run filters as its area does, in its colour
            twin = [u for u in areas if u["name"] == t["name"]]
            assert len(twin) == 2, name
            assert {(u.get("meta"), u["fillcolor"]) for u in twin} == {
                (t.get("meta"), t["fillcolor"])}, name


def test_the_runs_of_years():
    assert year_runs([2018, 2013, 2014, 2017, 2014]) == [(2013, 2014), (2017, 2018)]
    assert year_runs([]) == []
    assert year_runs([2020]) == [(2020, 2020)]


def test_a_year_axis_ending_at_its_first_year_sets_its_labels_below_the_corner():
    """The first year's label sat in the y axis's "0" at the plot's corner (ACL + NAACL +
    COLING, "2020" 5-6 px into it, 1,400 and 390 px; ICRA + IROS + RSS's bars, 26 years
    at 1,400 px, "2000" half a year in, 4 px into it): lower, the bottom margin grown by
    as much."""
    from dashboard.figures.base import CORNER_STANDOFF, year_axis
    from dashboard.figures.margins import fitted_margins

    for name, fig in _figures().items():
        assert fig["layout"]["xaxis"]["ticklabelstandoff"] == CORNER_STANDOFF >= 6, name
    assert year_axis(YEARS, 0.5)["ticklabelstandoff"] == CORNER_STANDOFF
    data = _figures()["keyword"]["data"]
    lowered = {"xaxis": year_axis(YEARS, title={"text": "year"}), "margin": {}}
    level = {"xaxis": {**lowered["xaxis"], "ticklabelstandoff": 0}, "margin": {}}
    assert fitted_margins(data, lowered)["b"] - fitted_margins(data, level)["b"] == \
        CORNER_STANDOFF


def test_a_year_alone_is_a_block_within_its_year_that_a_phone_reads_as_the_year():
    """A year alone between years without papers is an area of no width: drawn as a block
    within its own year (the 24k's AISTATS, 1995-2003 every other year), which the phone's
    year steps count as that year (``narrow._years``: [] for any x not whole, so the
    chart lost its steps)."""
    from dashboard.figures import type_shares_figure
    from dashboard.figures.gaps import LONE_YEAR
    from dashboard.figures.narrow import _years

    years = [2013, 2015, 2016]
    types = pd.DataFrame({"year": years, "typed": 10, **{
        f"{k}{s}": v for k in ("theory", "empirical", "both")
        for s, v in (("", 3), ("_share", 1 / 3))}})
    fig = type_shares_figure(types, plain=True)
    lone = [t for t in fig["data"] if t["stackgroup"].endswith("-0")]
    assert [t["x"] for t in lone] == [[2013 - LONE_YEAR, 2013 + LONE_YEAR]] * 3
    assert all(t["y"] == [33.33, 33.33] and t["xhoverformat"] == ".0f" for t in lone)
    assert _years(fig["data"]) == years

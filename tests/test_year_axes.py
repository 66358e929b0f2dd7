"""Every chart over the years ends at its first and last year (charts61): autoranged,
Plotly padded a line with markers ~5% each side and an area not at all, so the 24k's
newcomers and keyword charts ran 1984-2028 for papers of 1987-2025 while topics over the
years ended at 2025.  Lines and areas end at the years; bars, a year wide, half a year
past them; the end markers are drawn whole over the axis's ends."""

from __future__ import annotations

import pandas as pd

YEARS = list(range(2016, 2024))


def _figures() -> dict[str, tuple[dict, float]]:
    """Each chart over the years of planted tables (2016-2023): (layout and data, edge)."""
    from dashboard.figures import (
        followed_trends_figure,
        keyword_trend_figure,
        paper_types_by_figure,
        topic_trends_figure,
        type_shares_figure,
        venue_years_figure,
    )
    from dashboard.figures.decisions import authors_by_year_figure

    n = len(YEARS)
    topics = pd.DataFrame([(y, k, f"topic {k}", 10 * (k + 1), 60) for y in YEARS
                           for k in range(2)],
                          columns=["year", "topic", "topic_label", "n_papers", "year_papers"])
    followed = pd.DataFrame({"year": YEARS, "item": "q:x", "label": "x", "kind": "search",
                             "n_papers": 5, "year_papers": 50, "share": 0.1})
    keyword = pd.DataFrame({"year": YEARS, "term": "x", "n_papers": 5, "year_papers": 50,
                            "share": 0.1})
    types = pd.DataFrame({"year": YEARS, "typed": 10, **{
        f"{k}{s}": v for k in ("theory", "empirical", "both")
        for s, v in (("", 3), ("_share", 1 / 3))}})
    by_year = pd.DataFrame({"year": YEARS, "total": 10, "theory": 3, "empirical": 4,
                            "both": 3, "unknown": 0})
    authors = pd.DataFrame({"year": YEARS, "newcomer_share": [0.5] * n,
                            "mean_team_size": [3.0] * n})
    venues = pd.DataFrame({"venue": "A", "year": YEARS, "all_papers": 50,
                           "share_of_year": 1.0, "n_papers": 50})
    return {
        "topics": (topic_trends_figure(topics.assign(share=topics["n_papers"] / 60),
                                       plain=True), 0),
        "follow": (followed_trends_figure(followed, plain=True), 0),
        "keyword": (keyword_trend_figure(keyword, plain=True), 0),
        "type shares": (type_shares_figure(types, plain=True), 0),
        "newcomers": (authors_by_year_figure(authors, plain=True), 0),
        "types per year": (paper_types_by_figure(by_year, "year", plain=True), 0.5),
        "venues per year": (venue_years_figure(venues, plain=True), 0.5),
    }


def test_every_chart_over_the_years_ends_at_its_first_and_last_year():
    for name, (fig, edge) in _figures().items():
        axis = fig["layout"]["xaxis"]
        assert axis["range"] == [2016 - edge, 2023 + edge], name
        assert axis["dtick"] == 1, name
        # a marker at an end is drawn whole, not cut by the plot's edge
        for trace in fig["data"]:
            if "markers" in trace.get("mode", ""):
                assert trace.get("cliponaxis") is False, (name, trace["name"])
    # the newcomers' last year's label, at the plot's right end, met the right axis's "0"
    # (the 24k at 1,400 px: "2025" over it): lowered, as every axis ending at its first
    # year (tests/test_year_gaps.py)
    layout = _figures()["newcomers"][0]["layout"]
    assert layout["xaxis"]["ticklabelstandoff"] >= 5
    # and its markers of the last year, on the team-size axis, met its labels ("4" under
    # the NLP venues' 67% of 2025): these 5 px off, the right margin 5 px wider for them
    assert layout["yaxis2"]["ticklabelstandoff"] == 5
    without = {**layout["yaxis2"], "ticklabelstandoff": 0}
    from dashboard.figures.margins import fitted_margins

    data, bare = _figures()["newcomers"][0]["data"], {**layout, "margin": {}}
    assert fitted_margins(data, bare)["r"] - fitted_margins(
        data, {**bare, "yaxis2": without})["r"] == 5

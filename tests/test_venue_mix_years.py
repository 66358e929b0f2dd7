"""The years of other venues than the rest's, marked on the topics-over-the-years chart
(analysis.trends.venue_mix): 61k ICRA + IROS + RSS, 2024-2025 hold RSS alone."""

from __future__ import annotations

import pandas as pd
import pytest

from analysis import tables
from analysis.trends.venue_mix import distinct_mix_years
from dashboard.figures import topic_trends_figure


def _venue_years(rows: list[tuple[str, int, int]]) -> pd.DataFrame:
    return pd.DataFrame(rows, columns=["venue", "year", "all_papers"])


# two large venues every year, a small one from 2019, alone in its last two years (as RSS)
PLANTED = _venue_years([
    *[(v, y, n) for y in range(2016, 2022) for v, n in (("ICRA", 900), ("IROS", 800))],
    *[("RSS", y, 40) for y in range(2019, 2024)],
])


def test_a_year_of_a_small_venue_alone_is_marked_and_named():
    runs = distinct_mix_years(PLANTED)
    assert runs[["first", "last", "label", "venues"]].values.tolist() == [
        [2022, 2023, "only RSS", "RSS"]]
    assert runs["distance"].iat[0] > 0.95 and runs["papers"].iat[0] == 80
    # the years without RSS (2016-2018) differ from the rest by RSS's 2%: not marked
    # one venue, or one year: nothing to mark
    assert distinct_mix_years(PLANTED[PLANTED["venue"] == "RSS"]).empty
    assert distinct_mix_years(PLANTED[PLANTED["year"] == 2020]).empty


def test_a_large_venue_alone_is_not_apart_from_a_rest_it_dominates():
    # NeurIPS alone in 1987-1994 of the 24k corpora: 37% of the rest is NeurIPS's (0.66,
    # under the 0.75 line); mostly one venue, most of the rest's, is not marked either
    rows = _venue_years([("A", 2019, 300), ("A", 2020, 200), ("B", 2020, 200),
                         ("A", 2021, 180), ("B", 2021, 20)])
    assert distinct_mix_years(rows).empty
    # a year of two venues the rest barely has is labelled by both
    two = _venue_years([*[(v, y, 500) for y in (2019, 2020) for v in ("A", "B")],
                        ("C", 2021, 50), ("D", 2021, 45), ("A", 2021, 5)])
    assert distinct_mix_years(two)["label"].tolist() == ["C, D, …"]


def _trends(years: range) -> pd.DataFrame:
    rows = [(y, k, f"topic {k}", 10 * (k + 1), 60) for y in years for k in range(2)]
    t = pd.DataFrame(rows, columns=["year", "topic", "topic_label", "n_papers", "year_papers"])
    return t.assign(share=t["n_papers"] / 60)


def test_the_topic_trends_chart_pales_and_labels_those_years_only():
    runs = distinct_mix_years(PLANTED)
    layout = topic_trends_figure(_trends(range(2016, 2024)), runs, plain=True)["layout"]
    band = [s for s in layout["shapes"] if s.get("fillcolor", "").startswith("rgba(255")]
    # within the years drawn (a band to 2023.5 widened the axis past the last year)
    assert [(s["x0"], s["x1"]) for s in band] == [(2021.5, 2023)]
    notes = [a for a in layout["annotations"] if a["text"] == "only RSS"]
    # the band ends at the last year drawn: its label ends there too, inside the plot
    assert len(notes) == 1 and (notes[0]["x"], notes[0]["xanchor"]) == (2023, "right")
    assert "2022–2023: papers of RSS" in notes[0]["hovertext"]
    # years drawn before the run: no band; without runs the figure is as before
    assert "shapes" not in topic_trends_figure(_trends(range(2016, 2022)), runs,
                                               plain=True)["layout"]
    assert topic_trends_figure(_trends(range(2016, 2024)), plain=True) == \
        topic_trends_figure(_trends(range(2016, 2024)), runs.iloc[:0], plain=True)


def test_the_marks_come_from_the_venue_years_table(planted_analysis):
    # the planted corpus's venues keep one mix: its chart is unchanged
    a = planted_analysis
    assert distinct_mix_years(tables.venue_years_table(a, None)).empty


def test_the_note_names_the_paled_years():
    from dashboard.figures.venue_mix import mix_words as _mix_words

    assert _mix_words(distinct_mix_years(PLANTED)) == (
        " Paled: 2022–2023 (only RSS), whose papers come from other venues than the other "
        "years'.")
    assert _mix_words(distinct_mix_years(PLANTED[PLANTED["venue"] != "RSS"])) == ""


def test_a_year_apart_is_no_baseline_for_the_others():
    """ACL + NAACL + COLING (24k and 61k, walk59b): 2020 and 2025 hold COLING alone, 2024
    NAACL alone.  Against all other years pooled, COLING's 2025 made 2020 0.73 from the
    rest and it went unmarked, while 2025, the same venue alone, was paled; measured
    against the years not set apart (2021-2022), 2020 is 0.83 from them."""
    nlp = _venue_years([("COLING", 2020, 650), ("ACL", 2021, 710), ("NAACL", 2021, 533),
                        ("ACL", 2022, 1031), ("COLING", 2022, 630), ("NAACL", 2022, 705),
                        ("NAACL", 2024, 912), ("COLING", 2025, 848)])
    runs = distinct_mix_years(nlp)
    assert runs[["first", "last", "label"]].values.tolist() == [
        [2020, 2020, "only COLING"], [2024, 2024, "only NAACL"], [2025, 2025, "only COLING"]]
    assert round(runs["distance"].iat[0], 2) == 0.83
    # and the rounds stop there: 2021 and 2022 share ACL and NAACL (0.27 apart)
    assert len(distinct_mix_years(nlp[nlp["year"] <= 2022])) == 1


def test_adjacent_runs_labels_take_two_rows():
    """Two one-year runs side by side (ACL + NAACL + COLING: 2024 NAACL alone, 2025 COLING
    alone) had their labels on one row, overprinted on a phone ("only I only COLING",
    walk59b): a run starting within a year of the last one's end is labelled a row lower;
    a run further on goes back to the top row."""
    runs = pd.DataFrame({"first": [2016, 2020, 2021, 2023], "last": [2016, 2020, 2021, 2023],
                         "label": ["only A", "only B", "only C", "only D"],
                         "venues": ["A", "B", "C", "D"]})
    layout = topic_trends_figure(_trends(range(2016, 2024)), runs, plain=True)["layout"]
    rows = {a["text"]: a["yshift"] for a in layout["annotations"]
            if a["text"].startswith("only")}
    assert rows["only A"] == rows["only B"] == rows["only D"] == 2
    assert rows["only C"] == 2 + 16  # a row above "only B"'s (charts61: above the plot)


def test_every_chart_over_the_years_takes_the_same_band():
    """The follow chart, the paper-type shares and counts per year, the newcomers chart and
    the keyword chart pale the runs the topics chart pales, with the same label (trends60:
    only topics over the years did)."""
    from dashboard.figures import (
        followed_trends_figure,
        keyword_trend_figure,
        paper_types_by_figure,
        type_shares_figure,
    )
    from dashboard.figures.decisions import authors_by_year_figure

    runs = distinct_mix_years(PLANTED)
    years = list(range(2016, 2024))
    n = len(years)
    followed = pd.DataFrame({"year": years, "item": "q:x", "label": "x", "kind": "search",
                             "n_papers": 5, "year_papers": 50, "share": 0.1})
    keyword = pd.DataFrame({"year": years, "term": "x", "n_papers": 5, "year_papers": 50,
                            "share": 0.1})
    types = pd.DataFrame({"year": years, "typed": 10, **{
        f"{k}{s}": v for k in ("theory", "empirical", "both")
        for s, v in (("", 3), ("_share", 1 / 3))}})
    by_year = pd.DataFrame({"year": years, "total": 10, "theory": 3, "empirical": 4,
                            "both": 3, "unknown": 0})
    authors = pd.DataFrame({"year": years, "newcomer_share": [0.5] * n,
                            "mean_team_size": [3.0] * n})
    figures = {
        "follow": followed_trends_figure(followed, runs, plain=True),
        "keyword": keyword_trend_figure(keyword, runs, plain=True),
        "type shares": type_shares_figure(types, runs, plain=True),
        "types per year": paper_types_by_figure(by_year, "year", runs, plain=True),
        "newcomers": authors_by_year_figure(authors, runs, plain=True),
    }
    for name, fig in figures.items():
        layout = fig["layout"]
        band = [(s["x0"], s["x1"]) for s in layout.get("shapes", [])
                if s.get("fillcolor", "").startswith("rgba(255")]
        # bars are a year wide: their band reaches the last bar's edge
        assert band == [(2021.5, 2023.5 if name == "types per year" else 2023)], name
        assert [a["text"] for a in layout["annotations"]] == ["only RSS"], name


def test_the_labels_sit_above_the_plot_in_a_margin_of_their_own():
    """Inside the plot's top a label covered data: on a phone "only COLING" over 2020 hid
    2021's 85% newcomers (ACL + NAACL + COLING), "only AISTATS" the 24k's team sizes of
    2021-2024 and 2024's bar (charts61).  Above the plot nothing is drawn: the labels go
    there, the top margin grows by their rows, and a legend above the plot goes above
    them; the axes are as without a run."""
    from dashboard.figures import keyword_trend_figure
    from dashboard.figures.decisions import authors_by_year_figure

    years = list(range(2016, 2024))
    authors = pd.DataFrame({"year": years, "newcomer_share": [0.85] * len(years),
                            "mean_team_size": [3.0] * len(years)})
    runs = pd.DataFrame({"first": [2022, 2023], "last": [2022, 2023],
                         "label": ["only B", "only C"], "venues": ["B", "C"]})
    plain = authors_by_year_figure(authors, plain=True)["layout"]
    marked = authors_by_year_figure(authors, runs, plain=True)["layout"]
    assert marked["yaxis"] == plain["yaxis"] and marked["yaxis"]["rangemode"] == "tozero"
    notes = marked["annotations"]
    assert [(n["y"], n["yanchor"], n["yshift"]) for n in notes] == [
        (1, "bottom", 2), (1, "bottom", 18)]  # two rows: adjacent runs
    # the second row's top: 18 px up, a 13-px line and its box's 2 px
    assert plain["margin"]["t"] == 16 and marked["margin"]["t"] == 18 + 13 + 2
    keyword = pd.DataFrame({"year": years, "term": "x", "n_papers": 5, "year_papers": 50,
                            "share": 0.1})
    bare = keyword_trend_figure(keyword, plain=True)["layout"]
    lifted = keyword_trend_figure(keyword, runs, plain=True)["layout"]
    plot = lifted["height"] - lifted["margin"]["t"] - lifted["margin"]["b"]
    # the legend's bottom 33 px higher (in plot heights), the margin 33 px taller
    assert lifted["legend"]["y"] == pytest.approx(1.02 + 33 / plot, abs=1e-4)
    assert lifted["margin"]["t"] - bare["margin"]["t"] == pytest.approx(33, abs=1)


def test_a_label_at_an_end_of_the_years_stays_within_them():
    """Plotly widens an autoranged axis to hold every annotation: a label centred on a
    one-year band at the last year ran the 24k's axes to 2031 on a phone (papers to 2025)."""
    from dashboard.figures.venue_mix import mix_marks

    runs = pd.DataFrame({"first": [2000, 2010, 2025], "last": [2000, 2011, 2025],
                         "label": ["only A", "only B", "only C"],
                         "venues": ["A", "B", "C"]})
    notes = mix_marks(runs, list(range(2000, 2026)))["annotations"]
    placed = [(n["text"], n["x"], n.get("xanchor", "center")) for n in notes]
    assert placed == [("only A", 2000, "left"), ("only B", 2010.5, "center"),
                      ("only C", 2025, "right")]
    # bars reach half a year past the ends: the labels end where the bands do
    bars = mix_marks(runs, list(range(2000, 2026)), edge=0.5)["annotations"]
    assert [(n["x"], n.get("xanchor", "center")) for n in bars] == \
        [(1999.5, "left"), (2010.5, "center"), (2025.5, "right")]


def test_labels_that_would_meet_on_a_phone_take_two_rows():
    """Runs two years apart over 2013-2025 left their labels on one row (only runs within
    a year of each other took two): on a 198-pixel phone plot "only COLING" takes ~4 years,
    so 2018's and 2020's met.  A label goes to the first row where it meets none; far
    apart, runs share the first row."""
    from dashboard.figures.venue_mix import mix_marks

    runs = pd.DataFrame({"first": [2018, 2020, 2024], "last": [2018, 2020, 2024],
                         "label": ["only COLING", "only NAACL", "only COLING"],
                         "venues": ["COLING", "NAACL", "COLING"]})
    notes = mix_marks(runs, list(range(2013, 2026)))["annotations"]
    # 2024's label, centred on its band, ran ~2 years past 2025 on a phone's plot (past
    # the chart, ui67); ending at its band's end it meets 2018's and 2020's: a third row
    assert [n["yshift"] for n in notes] == [2, 18, 34]
    assert (notes[2]["x"], notes[2]["xanchor"]) == (2024.5, "right")
    far = runs.iloc[[0, 2]].assign(first=[2014, 2024], last=[2014, 2024])
    assert [n["yshift"] for n in mix_marks(far, list(range(2013, 2026)))[
        "annotations"]] == [2, 2]


def test_a_label_near_an_end_ends_within_the_years_on_a_phone():
    """The 61k's "IJCAI, WACV, …" over 2019-2020 of 1987-2025, centred on its band, ran
    4 px past a 390-pixel window's chart (ui67): it ends at its band's end."""
    from dashboard.figures.venue_mix import _label_years, mix_marks

    runs = pd.DataFrame({"first": [2019], "last": [2020], "label": ["IJCAI, WACV, …"],
                         "venues": ["IJCAI; WACV; COLING"]})
    note = mix_marks(runs, list(range(1987, 2026)))["annotations"][0]
    assert (note["x"], note["xanchor"]) == (2020.5, "right")
    start, end = _label_years(note["text"], note, 2025 - 1987)
    assert 1987 <= start and end <= 2025

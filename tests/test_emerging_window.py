"""The years emerging terms are judged on (analysis/trends/window.py), on a planted corpus
shaped like the 24k corpora: venue A (most of the papers) 2005-2018, venue S (5 papers a
year) 2005-2019, so the latest year holds S alone (the 24k's 2025: AISTATS alone).
"differential privacy" takes off in A in 2012 (its first papers there; emerge72).  Judged in S alone (under half of the
papers) the list was empty; judged up to 2018 it lists the term and says why 2019 was not
judged."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from analysis import tables
from analysis.filters import Filters, select
from analysis.trends import trend_context
from analysis.trends.window import judged_end, later_years, window_words
from dashboard.figures.emerging import emerging_figure
from dashboard.summaries.trends import emerging_summary
from tests.test_trends_emerging_covering import PLAN, YEARS, _analysed, _row, _rows


def _small(year: int) -> int:
    return 5


SMALL = {"A": (range(2005, 2019), PLAN["A"][1]),
         "S": (YEARS, [(PLAN["A"][1][0][0], _small)])}


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    return _analysed(tmp_path_factory, "window_small", _rows(("A", "S"), SMALL))


WHY_2019 = ("Judged up to 2018: in 2019 the venues that can show a burst (papers that year "
            "and in two earlier years) hold under half of the papers.")


def test_a_last_year_of_one_small_venue_does_not_empty_the_list(small):
    t = tables.emerging_terms_table(small)
    row = _row(t, "differential privacy")
    assert row is not None and row["takeoff_year"] == 2012
    assert set(t["judged_to"]) == {2018} and set(t["latest_year"]) == {2019}
    s_2019 = 5 / len(small.papers)
    assert t["covered"].iloc[0] == pytest.approx(1 - s_2019)
    words = emerging_summary(t, venue_years=tables.venue_years_table(small)).text
    assert words.startswith("1 term bursts up to 2018 in the venues that can show it (A, S: "
                            "99% of the papers). Strongest: differential privacy, took off "
                            "in 2012")
    assert words.endswith(WHY_2019)
    assert emerging_figure(t)["data"]  # drawn, not "No emerging term to list"


def test_the_small_venue_alone_is_judged_to_its_latest_year(small):
    f = Filters(venues=("S",))
    own = tables.emerging_terms_table(small, select(small, f), trend_context(small, f))
    assert own.empty or (set(own["judged_to"]) == {2019} and own["covered"].iloc[0] == 1.0)
    assert _row(own, "differential privacy") is None  # S never wrote it


def _years(plan: dict[str, tuple[range, int]]) -> pd.DataFrame:
    return pd.DataFrame([{"venue": v, "year": y, "n_papers": n, "all_papers": n,
                          "share_of_year": 0.0}
                         for v, (years, n) in plan.items() for y in years],
                        columns=["venue", "year", "n_papers", "all_papers", "share_of_year"])


def _end(plan: dict[str, tuple[range, int]]) -> int | None:
    t = _years(plan)
    return judged_end(t["venue"].to_numpy(), t["year"].to_numpy(), t["all_papers"].to_numpy())


def test_the_last_year_judged_is_the_newest_whose_venues_hold_half():
    # the 24k's shape: N large to 2018, C small throughout, L (one venue) alone in 2025
    shape = {"N": (range(1990, 2019), 400), "C": (range(2011, 2025), 100),
             "L": (range(2019, 2026), 300)}
    assert _end(shape) == 2018
    # every venue in the latest year: the latest year, as before
    assert _end({"A": (range(2010, 2020), 100), "B": (range(2015, 2020), 50)}) == 2019
    # a venue of the latest year holding half of the papers: judged to it
    assert _end({"A": (range(2010, 2015), 100), "B": (range(2010, 2020), 100)}) == 2019
    # venues that follow each other, none ever half: no year has a basis
    assert _end({"A": (range(2005, 2008), 100), "B": (range(2008, 2011), 100),
                 "C": (range(2011, 2014), 100)}) is None
    assert _end({}) is None


def test_the_words_name_the_years_left_out():
    assert later_years(2018, 2025) == "2019–2025" and later_years(2024, 2025) == "2025"
    assert later_years(2025, 2025) == "" and window_words(2025, 2025) == ""
    assert window_words(2018, 2019) == WHY_2019


def test_an_empty_list_says_the_years_it_was_judged_on():
    years = _years({"N": (range(1990, 2019), 400), "C": (range(2011, 2025), 100),
                    "L": (range(2019, 2026), 300)})
    text = emerging_summary(pd.DataFrame(columns=["term"]), venue_years=years).text
    judged = 400 * 29 + 100 * 8
    total = int(np.sum(years["all_papers"]))
    assert text == (f"No term's use bursts up to 2018 in the venues that can show it (C, N: "
                    f"{judged:,} of the {total:,} papers). Judged up to 2018: in each of "
                    "2019–2025 the venues that can show a burst (papers that year and in two "
                    "earlier years) hold under half of the papers.")
    # no year with a basis: the no-basis sentence, as before
    none = _years({"A": (range(2005, 2008), 100), "B": (range(2008, 2011), 100),
                   "C": (range(2011, 2014), 100)})
    text = emerging_summary(pd.DataFrame(columns=["term"]), venue_years=none).text
    assert text.startswith("No basis for emerging terms here: a burst up to 2013")


def test_the_manifest_says_the_years_as_the_table_does(small):
    from analysis.trends.window import judged_years

    t = tables.emerging_terms_table(small)
    years = tables.venue_years_table(small)
    said = {"judged_to": 2018, "latest_year": 2019, "why": WHY_2019}
    assert judged_years(t, years) == said
    assert judged_years(t.iloc[:0], years) == said  # no term listed: the same rule
    assert judged_years(None, None) == {}


def test_the_chart_says_the_years_the_card_says(small):
    """polish65: judged up to 2018, the card said so and the chart's axis "% of ... the
    years", its empty state "for these filters", without the years."""
    t = tables.emerging_terms_table(small)
    fig = emerging_figure(t).to_plotly_json()
    assert fig["layout"]["xaxis"]["title"]["text"] == "% of the years' papers in A, S, up to 2018"
    since = next(d for d in fig["data"] if d.get("name") == "since take-off")
    assert "of the papers in A, S, up to 2018<extra>" in since["hovertemplate"]
    # no term listed: the years from the venues' papers, by the card's rule
    shape = _years({"N": (range(1990, 2019), 400), "C": (range(2011, 2025), 100),
                    "L": (range(2019, 2026), 300)})
    empty = emerging_figure(pd.DataFrame(columns=["term"]), venue_years=shape)
    assert empty["layout"]["annotations"][0]["text"].replace("<br>", " ") == \
        "No emerging term up to 2018 to list for these filters."
    # the latest year judged: no years said, as before
    whole = _years({"A": (range(2010, 2020), 100), "B": (range(2015, 2020), 50)})
    empty = emerging_figure(pd.DataFrame(columns=["term"]), venue_years=whole)
    assert empty["layout"]["annotations"][0]["text"].replace("<br>", " ") == \
        "No emerging term to list for these filters."
    assert emerging_figure(t.assign(judged_to=2019)).to_plotly_json()["layout"]["xaxis"][
        "title"]["text"] == "% of the years' papers in A, S"
    assert emerging_figure(t.assign(covered=1.0)).to_plotly_json()["layout"]["xaxis"][
        "title"]["text"] == "% of all papers of the years up to 2018"  # every venue judged


def test_the_terms_go_above_their_dots_on_a_phone(small):
    """ui67: beside the terms' labels the plot kept 14 px of a 390-pixel window's chart
    (24k); on a chart too narrow for them, each label is written above its dots."""
    from dashboard.figures.narrow import PHONE_CHART

    fig = emerging_figure(tables.emerging_terms_table(small)).to_plotly_json()
    tiers = [t for t in fig["layout"]["meta"]["narrow"] if "annotations" in t["layout"]]
    assert tiers and tiers[0]["below"] > PHONE_CHART
    notes = tiers[0]["layout"]["annotations"]
    assert sorted(n["y"] for n in notes) == sorted(set(fig["data"][1]["y"]))
    assert tiers[0]["layout"]["yaxis"] == {"showticklabels": False}
    assert all(d["cliponaxis"] is False for d in fig["data"] if d.get("mode") == "markers")


def test_the_manifest_says_why_when_no_year_has_a_basis():
    """ACL + NAACL + COLING (2020-2025): no year's venues with papers then and in two earlier
    years hold half of the papers, and `analyze` wrote an empty emerging_terms.csv with
    ``"emerging_terms": {}`` in manifest.json and no word why (the dashboard's card said
    it).  The manifest now says why, and the chart names no year it was judged up to."""
    from analysis.trends.window import judged_years

    none = _years({"A": (range(2005, 2008), 100), "B": (range(2008, 2011), 100),
                   "C": (range(2011, 2014), 100)})
    years = judged_years(pd.DataFrame(columns=["term"]), none)
    assert years == {
        "judged_to": None, "latest_year": 2013,
        "why": "No basis, so no term is listed: a burst up to 2013 shows only in venues with "
               "papers that year and in two earlier years (here: C), and they hold under "
               "half of the papers, as do those of every earlier year. Analyse those venues "
               "alone to see their own emerging terms."}
    figure = emerging_figure(pd.DataFrame(columns=["term", "takeoff_year"]), venue_years=none)
    assert "None" not in str(figure["layout"])

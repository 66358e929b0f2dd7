"""Papers without a venue are named "(no venue)" wherever a venue is shown, and counted as
one venue of their own: "" in the corpus and NaN once a table is read back from CSV alike
(a reviewer, wave 36: the venue-years card said "the most from B (105)" of a table whose
100 papers without a venue pandas' factorize had added to B, the last venue)."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest

from analysis.schema import NO_VENUE, shown_venue, venue_keys
from analysis.trends.changes import VenueAccount
from analysis.trends.periods import Periods
from dashboard.figures import venue_years_figure
from dashboard.summaries.trends import venue_years_summary
from dashboard.summaries.venue_mix import thin_venue_years


def test_a_missing_venue_is_shown_as_no_venue():
    assert [shown_venue(v) for v in ("ICML", "", None, np.nan, pd.NA)] == \
        ["ICML", NO_VENUE, NO_VENUE, NO_VENUE, NO_VENUE]
    assert venue_keys(pd.Series(["A", np.nan, None, ""])).tolist() == ["A", "", "", ""]


def _venue_years() -> pd.DataFrame:
    """A 10 + 10 papers, no venue 50 + 50, B 5 (the reviewer's case), as the CSV holds
    it: the missing venue an empty cell."""
    rows = [("A", 2020, 10), ("A", 2021, 10), ("", 2020, 50), ("", 2021, 50), ("B", 2021, 5)]
    table = pd.DataFrame(rows, columns=["venue", "year", "all_papers"])
    totals = table.groupby("year")["all_papers"].transform("sum")
    return table.assign(n_papers=table["all_papers"], share_of_year=table["all_papers"] / totals)


def _read_back(table: pd.DataFrame) -> pd.DataFrame:
    buffer = io.StringIO()
    table.to_csv(buffer, index=False)
    return pd.read_csv(io.StringIO(buffer.getvalue()))


@pytest.mark.parametrize("read_back", [False, True], ids=["as analysed", "read from CSV"])
def test_the_venue_years_card_and_chart_count_papers_without_a_venue_apart(read_back):
    table = _read_back(_venue_years()) if read_back else _venue_years()
    assert table["venue"].isna().any() == read_back
    summary = venue_years_summary(table)
    assert summary.text == ("125 papers from 3 venues, 2020–2021; the most from (no venue) "
                            "(100); the busiest year 2021 (65 papers).")
    assert {row[0].text: [c.text for c in row[1:]] for row in summary.rows} == {
        NO_VENUE: ["50", "50"], "A": ["10", "10"], "B": ["0", "5"]}
    bars = {t["name"]: t["y"] for t in venue_years_figure(table, plain=True)["data"]}
    assert bars == {NO_VENUE: [50, 50], "A": [10, 10], "B": [0, 5]}


def test_other_venue_sentences_name_no_venue_never_nan():
    venue = venue_keys(pd.Series([np.nan] * 4 + ["A"] * 4))
    year = np.array([2018, 2019, 2020, 2021] * 2)
    papers = np.array([100, 100, 5, 100, 50, 50, 50, 50])
    assert "(no venue) 2020 (5); its median year 100" in thin_venue_years(venue, year, papers)
    periods = Periods((2018, 2019), (2020, 2021))
    assert VenueAccount(("",), (), (), 0.0, periods).describe() == "one venue ((no venue))"
    assert VenueAccount(("A",), (np.nan,), (), 0.0, periods).describe().endswith(
        "; left out: (no venue) (2018–2019 only)")


def test_one_venue_or_one_year_is_said_without_a_span_a_most_or_a_busiest():
    # walk 58: a click on one year's bar said "1,123 papers from 1 venue, 2020–2020; the
    # most from ICRA (1,123); the busiest year 2020 (1,123 papers)."
    one = pd.DataFrame([("ICRA", 2020, 1123)], columns=["venue", "year", "all_papers"])
    assert venue_years_summary(one).text == "1,123 papers from 1 venue, in 2020 (ICRA)."
    years = pd.DataFrame([("ICRA", 2019, 3), ("ICRA", 2020, 5)],
                         columns=["venue", "year", "all_papers"])
    assert venue_years_summary(years).text == (
        "8 papers from 1 venue, 2019–2020 (ICRA); the busiest year 2020 (5 papers).")
    venues = pd.DataFrame([("ICRA", 2020, 3), ("IROS", 2020, 5)],
                          columns=["venue", "year", "all_papers"])
    assert venue_years_summary(venues).text == (
        "8 papers from 2 venues, in 2020; the most from IROS (5).")

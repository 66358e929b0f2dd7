"""A click on a "(no venue)" bar filters by the papers without a venue (fix37).

The bars of papers without a venue carried the fragment ``venue=`` (the types-per-venue
chart and its table) or none at all (the venue-years chart and its table): the blank value
was dropped when the fragment was parsed, so a click on "(no venue)"'s theory segment
filtered by theory alone, over every venue, and the venue-years bar filtered nothing.  A
filter now names them as every page shows them, :data:`~analysis.schema.NO_VENUE`, and
selects them by their venue key (""; None and NaN alike,
:func:`~analysis.schema.venue_keys`); the venue filter's menu offers it.  Planted: the
planted corpus with 30 of its papers' venues taken away (every tenth paper's), and, for
the selection itself, papers whose venue is None or NaN (a table read back from CSV)."""

from __future__ import annotations

import dataclasses
import json
import re
from urllib.parse import parse_qs

import numpy as np
import pandas as pd
import pytest

from analysis import tables
from analysis.filters import Filters, select
from analysis.io import load_corpus
from analysis.schema import NO_VENUE, venue_choices, venue_mask
from dashboard import ids
from dashboard.figures import paper_types_by_figure
from dashboard.page import render
from dashboard.sections.header import filter_bar
from dashboard.state import controls_from_filters, filters_from_controls, sync
from dashboard.summaries import paper_types_by_summary
from dashboard.view import make_view, parse_state, selected

UNPLACED = 30  # papers of the planted corpus whose venue is taken away


def _without_venue(analysis):
    papers = analysis.papers.copy()
    venue = papers["venue"].astype(object).to_numpy(copy=True)
    rows = np.arange(0, len(venue), 10)[:UNPLACED]  # of every theme and year
    venue[rows] = ""  # as the corpus readers leave a missing venue
    return dataclasses.replace(analysis, papers=papers.assign(venue=venue))


@pytest.fixture(scope="module")
def unplaced(planted_analysis):
    return make_view(_without_venue(planted_analysis))


def _click(view, graph, custom):
    return sync(view, graph, "", controls_from_filters(view, Filters()),
                clicks={graph: {"points": [{"customdata": custom}]}})


def _no_venue_rows(view, **also) -> int:
    papers = view.analysis.papers
    mask = papers["venue"].isna() | papers["venue"].eq("")
    for column, value in also.items():
        mask &= papers[column].eq(value)
    return int(mask.sum())


def test_a_filter_of_no_venue_selects_the_papers_without_one():
    papers = pd.DataFrame({"venue": ["A", "", None, np.nan, "B", "A"], "topic": [0] * 6,
                           "year": [2020] * 6, "paper_type": ["theory"] * 6})
    assert select(papers, Filters(venues=(NO_VENUE,))).tolist() == \
        [False, True, True, True, False, False]
    assert select(papers, Filters(venues=("A", NO_VENUE))).tolist() == \
        [True, True, True, True, False, True]
    assert select(papers, Filters(venues=("A",))).tolist() == \
        [True, False, False, False, False, True]
    assert venue_choices(papers["venue"]) == ("A", "B", NO_VENUE)
    assert venue_choices(pd.Series(["B", "A"])) == ("A", "B")


def _types_by_venue(view):
    """The types-per-venue table as the page draws it: the papers without a venue are one
    venue "" (as the venue-years table counts them; it left them out before)."""
    return tables.paper_types_by(view.analysis, by="venue")


def test_types_per_venue_counts_the_papers_without_a_venue(unplaced):
    table = _types_by_venue(unplaced)
    row = table[table["venue"] == ""]
    assert len(row) == 1
    assert int(row["total"].iloc[0]) == UNPLACED  # were in no row
    assert int(table["total"].sum()) == len(unplaced.analysis.papers)


def test_clicking_the_no_venue_segment_of_types_per_venue_filters_by_it(unplaced):
    table = _types_by_venue(unplaced)
    theory = next(t for t in paper_types_by_figure(table, "venue")["data"]
                  if t["name"] == "Theory")
    at = theory["y"].index(NO_VENUE)
    custom = theory["customdata"][at]
    assert parse_qs(custom) == {"venue": [NO_VENUE], "type": ["theory"]}  # was venue=
    result = _click(unplaced, ids.TYPES_BY_VENUE, custom)
    assert result["filters"] == Filters(venues=(NO_VENUE,), types=("theory",))
    n = _no_venue_rows(unplaced, paper_type="theory")
    assert 0 < n < UNPLACED
    assert int(selected(unplaced, result["state"])[1].sum()) == n == theory["x"][at]
    # the page keeps it: the URL reads back to it, and so do the controls it shows
    assert parse_state(unplaced, result["search"])[0] == result["filters"]
    assert filters_from_controls(unplaced, *result["controls"]) == result["filters"]
    # clicking it again clears it
    again = sync(unplaced, ids.TYPES_BY_VENUE, result["search"], result["controls"],
                 clicks={ids.TYPES_BY_VENUE: {"points": [{"customdata": custom}]}})
    assert again["filters"] == Filters()
    # the table under the chart filters alike
    row = next(r for r in paper_types_by_summary(table, "venue").rows if r[0].text == NO_VENUE)
    assert all(parse_qs(c.filter)["venue"] == [NO_VENUE] for c in row[1:] if c.filter)


def test_the_venue_years_bars_and_tables_of_no_venue_filter_by_it(unplaced):
    out = render(unplaced, "")
    bars = next(t for t in out[ids.VENUE_YEARS]["data"] if t["name"] == NO_VENUE)
    year = bars["x"][0]
    custom = bars["customdata"][0]
    assert custom[0] is not None  # was None: the bar filtered nothing
    result = _click(unplaced, ids.VENUE_YEARS, custom)
    assert result["filters"] == Filters(venues=(NO_VENUE,), years=(year, year))
    n = _no_venue_rows(unplaced, year=year)
    assert int(selected(unplaced, result["state"])[1].sum()) == n == bars["y"][0] > 0
    # the table under the chart links the same filters (its cells were plain text)
    row = next(r for r in out["words"][ids.VENUE_YEARS].rows if r[0].text == NO_VENUE)
    assert [parse_qs(c.filter) for c in row[1:]] == [
        {"venue": [NO_VENUE], "years": [f"{y}-{y}"]} for y in bars["x"]]


def test_the_venue_filter_offers_no_venue_with_its_papers(unplaced, planted_analysis):
    assert unplaced.filter_venues == (*unplaced.venues, NO_VENUE)
    assert make_view(planted_analysis).filter_venues == make_view(planted_analysis).venues
    header = str(filter_bar(unplaced))
    # its option's own label counts its papers (any option's count passed before)
    label = re.search(r"\{'label': '([^']*)', 'title': '([^']*)', 'value': "
                      rf"'{re.escape(NO_VENUE)}'", header)  # the count: the title (browser70)
    assert label is not None and label.groups() == (NO_VENUE, f"({UNPLACED:,})")


def test_the_types_per_venue_summary_does_not_count_no_venue_as_a_venue(unplaced):
    """It said "Papers of each of 3 venues" with two venues and the papers without one."""
    text = paper_types_by_summary(_types_by_venue(unplaced), "venue").text
    n = len(unplaced.venues)
    assert text.startswith(f"Papers of each of {n} venues and the papers without one by type.")
    everyone = _without_venue(unplaced.analysis)
    everyone = dataclasses.replace(everyone, papers=everyone.papers.assign(venue=""))
    text = paper_types_by_summary(tables.paper_types_by(everyone, by="venue"), "venue").text
    assert text.startswith("Papers without a venue by type.")  # was "Papers of (no venue)"


@pytest.mark.parametrize("spelled", [NO_VENUE, " (No Venue) ", "(NO VENUE)"])
def test_a_venue_spelled_no_venue_is_read_as_a_missing_one(tmp_path, spelled):
    """A literal "(no venue)" was a venue of its own that the filter could not select
    (its "(no venue)" selects the blank venues), that the menu listed as "(no venue) (0)",
    and, beside blank venues, twice; the readers now read it as missing, as pages name it."""
    rows = [("ICML", "a"), (spelled, "b"), ("", "c"), (spelled, "d")]
    f = tmp_path / "papers.jsonl"
    f.write_text("\n".join(json.dumps(
        {"id": key, "title": f"Paper {key}", "venue": venue, "year": 2020,
         "abstract": "We study a problem of some importance and propose a method. "
                     f"Experiments on benchmarks show it works well ({key})."})
        for venue, key in rows))
    venue = load_corpus([f]).papers["venue"]
    assert venue.tolist() == ["ICML", "", "", ""]  # was ["ICML", spelled, "", spelled]
    assert venue_choices(venue) == ("ICML", NO_VENUE)  # listed once
    assert select(pd.DataFrame({"venue": venue, "topic": 0, "year": 2020, "paper_type": "x"}),
                  Filters(venues=(NO_VENUE,))).tolist() == [False, True, True, True]


def test_no_venue_selects_blank_and_missing_venues_of_an_arrow_column():
    """The mask compares the column in place (no Python string per row: 189 -> 18 ms at a
    million Arrow-backed rows, measured by hand, not here); an Arrow column's missing
    values and blanks are both "(no venue)", named venues are not."""
    venue = pd.Series(["ICML", "", None, "ICLR", "", "NeurIPS"], dtype="string[pyarrow]")
    assert venue_mask(venue, (NO_VENUE,)).tolist() == [False, True, True, False, True, False]
    assert venue_mask(venue, ("ICML", NO_VENUE)).tolist() == \
        [True, True, True, False, True, False]
    assert venue_mask(venue, ("ICLR",)).tolist() == [False, False, False, True, False, False]

"""The papers without a venue can be compared and followed like a venue (fix37b).

The venue filter accepts "(no venue)" (:data:`~analysis.schema.NO_VENUE`) and selects
the papers without one, but a compared or followed item was checked against the named
venues alone: ``venue:(no venue)`` parsed as None (a shared link's comparison dropped
with a warning) and the compare pickers never offered it.  Items are now checked, and
the pickers' venues offered, as the venue filter's (:func:`~analysis.schema.venue_choices`).
Planted: the planted corpus with 30 of its papers' venues taken away."""

from __future__ import annotations

import dataclasses
from urllib.parse import urlencode

import numpy as np
import pytest

from analysis.schema import NO_VENUE
from analysis.trends import Item, TrendOptions, item_mask, parse_item
from dashboard import ids
from dashboard.pickers import (
    GROUP_KINDS,
    group_defaults,
    item_options,
    picker_defaults,
    picker_options,
)
from dashboard.view import make_view

UNPLACED = 30
ITEM = f"venue:{NO_VENUE}"


@pytest.fixture(scope="module")
def unplaced(planted_analysis):
    papers = planted_analysis.papers.copy()
    venue = papers["venue"].astype(object).to_numpy(copy=True)
    venue[np.arange(0, len(venue), 10)[:UNPLACED]] = ""  # of every theme and year
    return make_view(dataclasses.replace(planted_analysis, papers=papers.assign(venue=venue)))


def test_no_venue_parses_as_an_item_when_some_paper_has_none(unplaced, planted_analysis):
    a = unplaced.analysis
    assert parse_item(ITEM, a) == Item("venue", NO_VENUE)  # was None
    assert parse_item("venue: (No Venue)", a) == Item("venue", NO_VENUE)
    assert parse_item(ITEM, planted_analysis) is None  # every paper has a venue
    b = unplaced.venues[0]
    opts, warnings = TrendOptions.from_query(urlencode({"compare_a": ITEM,
                                                        "compare_b": f"venue:{b}"}), a)
    assert (opts.compare_a, opts.compare_b, warnings) == (ITEM, f"venue:{b}", [])


def test_the_compare_pickers_offer_no_venue(unplaced, planted_analysis):
    assert Item("venue", NO_VENUE) in group_defaults(unplaced)
    assert Item("venue", NO_VENUE) not in group_defaults(make_view(planted_analysis))
    typed = [o["value"] for o in item_options(unplaced, "no ven", [], GROUP_KINDS, [])]
    assert ITEM in typed
    # a comparison of it, from the URL, keeps its value among the options
    options = TrendOptions(compare_a=ITEM, compare_b=f"venue:{unplaced.venues[0]}")
    got = picker_options(unplaced, options, picker_defaults(unplaced))
    by_picker = dict(zip((ids.FOLLOW_TERMS, ids.COMPARE_A, ids.COMPARE_B), got, strict=True))
    assert by_picker[ids.COMPARE_A][0]["value"] == ITEM


def test_the_compared_papers_are_those_without_a_venue(unplaced):
    a = unplaced.analysis
    rows = item_mask(a, parse_item(ITEM, a))
    assert rows.sum() == UNPLACED
    assert np.array_equal(rows, a.papers["venue"].eq("").to_numpy())

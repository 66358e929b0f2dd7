"""The named venues have one definition (:func:`~analysis.schema.named_venues`) and the
papers without one one key (:func:`~analysis.schema.no_venue`), so that the corpus's
venues, the venue filter's choices and the count of "(no venue)" agree.

``Analysis.venues`` sorted every non-empty value, NaN among them: a table read back from
CSV (a NaN venue) raised TypeError there, so no dashboard could be made of it; the filter
bar counted the papers without a venue as those left over by the named ones.  Planted:
the planted corpus with three venues taken away, as NaN, None and ""."""

from __future__ import annotations

import dataclasses
import re

import numpy as np
import pandas as pd
import pytest

from analysis.schema import NO_VENUE, named_venues, no_venue, venue_choices
from dashboard.sections.header import filter_bar
from dashboard.view import make_view

MISSING = (np.nan, None, "")  # as CSV, a reader and the corpus readers leave a venue


def test_named_venues_leave_out_nan_none_and_blank():
    venue = pd.Series(["NeurIPS", np.nan, "COLT", None, "", "NeurIPS"], dtype=object)
    assert named_venues(venue) == ["COLT", "NeurIPS"]
    assert no_venue(venue).tolist() == [False, True, False, True, True, False]
    assert venue_choices(venue) == ("COLT", "NeurIPS", NO_VENUE)
    assert venue_choices(venue.iloc[[0, 2]]) == ("COLT", "NeurIPS")


@pytest.fixture(scope="module")
def read_back(planted_analysis):
    papers = planted_analysis.papers.copy()
    venue = papers["venue"].astype(object).to_numpy(copy=True)
    for row, missing in zip((0, 10, 20), MISSING, strict=True):
        venue[row] = missing
    return dataclasses.replace(planted_analysis, papers=papers.assign(venue=venue))


def test_the_corpus_venues_and_the_filter_agree_on_a_nan_venue(read_back, planted_analysis):
    named = sorted(set(planted_analysis.papers["venue"]))
    assert read_back.venues == named  # was TypeError: NaN sorted with the names
    view = make_view(read_back)
    assert view.venues == tuple(named)
    assert view.filter_venues == (*named, NO_VENUE)


def test_the_filter_bar_counts_no_venue_by_its_key(read_back):
    header = str(filter_bar(make_view(read_back)))
    label = re.search(r"\{'label': '([^']*)', 'title': '([^']*)', 'value': "
                      rf"'{re.escape(NO_VENUE)}'", header)  # the count: the title (browser70)
    assert label is not None and label.groups() == (NO_VENUE, f"({len(MISSING)})")

"""The year slider spans the chosen venues' years (61k ICRA + IROS + RSS: RSS alone,
2009-2025, not the corpus's 2000-2025), and a venue change keeps the reader's range."""

from __future__ import annotations

from dataclasses import replace

import pandas as pd
import pytest

from analysis.filters import Filters
from dashboard import ids
from dashboard.state import (
    YEAR_SLIDER,
    _venue_spans,
    controls_from_filters,
    sync,
    year_slider,
    year_span,
)
from dashboard.view import make_view


@pytest.fixture(scope="module")
def view(planted_analysis):
    """The planted corpus (ICML and COLT, 2019-2021) with COLT's papers said to start in
    2020, as RSS starts after ICRA and IROS."""
    planted = make_view(planted_analysis)
    assert _venue_spans(planted_analysis).values.tolist() == [["COLT", 2019, 2021],
                                                            ["ICML", 2019, 2021]]
    spans = pd.DataFrame({"venue": ["COLT", "ICML"], "min": [2020, 2019], "max": [2021, 2021]})
    return replace(planted, whole=lambda build: spans if build is _venue_spans
                   else planted.whole(build))


def _change(view, trigger, venues, years, shown):
    controls = list(controls_from_filters(view, Filters()))
    controls[2], controls[3] = venues, years
    return sync(view, trigger, "", tuple(controls), year_shown=shown)


def test_the_slider_spans_the_chosen_venues_years(view):
    assert year_span(view) == (2019, 2021) and year_span(view, ("COLT",)) == (2020, 2021)
    assert year_span(view, ("COLT", "ICML")) == (2019, 2021)
    # a range the reader chose is never cut: the span widens to it
    assert year_span(view, ("COLT",), (2019, 2019)) == (2019, 2021)
    # COLT chosen with the slider at its full range: no year filter, the slider 2020-2021
    colt = _change(view, ids.VENUE_FILTER, ["COLT"], [2019, 2021], (2019, 2021))
    assert colt["filters"] == Filters(venues=("COLT",))
    assert colt["year_span"] == (2020, 2021) and colt["controls"][3] == [2020, 2021]
    assert year_slider(view, colt["year_span"], (2019, 2021)) == dict(zip(
        YEAR_SLIDER, (2020, 2021, {2020: "2020", 2021: "2021"}), strict=True))
    assert year_slider(view, colt["year_span"], (2020, 2021)) == {}  # shown already


def test_a_venue_change_keeps_the_readers_range_and_its_absence(view):
    # COLT's slider at its full range (2020-2021), COLT removed: still no year filter
    # (2020-2021 was not chosen: it was every COLT year)
    back = _change(view, ids.VENUE_FILTER, [], [2020, 2021], (2020, 2021))
    assert back["filters"] == Filters() and back["year_span"] == (2019, 2021)
    assert back["controls"][3] == [2019, 2021]
    # a range chosen on COLT's slider stays when COLT is removed, and when it is chosen
    chosen = _change(view, ids.YEAR_FILTER, ["COLT"], [2021, 2021], (2020, 2021))
    assert chosen["filters"] == Filters(venues=("COLT",), years=(2021, 2021))
    kept = _change(view, ids.VENUE_FILTER, [], [2021, 2021], (2020, 2021))
    assert kept["filters"] == Filters(years=(2021, 2021))
    # the corpus's slider at 2019-2020, then COLT: the range is kept, the slider spans it
    early = _change(view, ids.VENUE_FILTER, ["COLT"], [2019, 2020], (2019, 2021))
    assert early["filters"] == Filters(venues=("COLT",), years=(2019, 2020))
    assert early["year_span"] == (2019, 2021)


def test_a_forged_slider_span_is_the_corpus_span():
    from dashboard.callbacks import _shown_span

    assert _shown_span([2009, 2025]) == (2009, 2025)
    for forged in ([None, None], ["a", "b"], [2025, 2009], [True, 2], [2009.5, 2025], [1]):
        assert _shown_span(forged) is None


def _change_from(view, search, trigger, venues, years, shown):
    controls = list(controls_from_filters(view, Filters()))
    controls[2], controls[3] = venues, years
    return sync(view, trigger, search, tuple(controls), year_shown=shown)


def test_a_chosen_range_equal_to_the_venues_years_stays_chosen(view):
    # 2020-2021 chosen on the corpus's slider, then COLT (its years are just 2020-2021):
    # its slider is at its full range, yet the range was chosen, and stays when COLT goes
    colt = _change_from(view, "?years=2020-2021", ids.VENUE_FILTER, ["COLT"], [2020, 2021],
                        (2019, 2021))
    assert colt["filters"] == Filters(venues=("COLT",), years=(2020, 2021))
    assert colt["year_span"] == (2020, 2021)
    gone = _change_from(view, "?venue=COLT&years=2020-2021", ids.VENUE_FILTER, [],
                        [2020, 2021], (2020, 2021))
    assert gone["filters"] == Filters(years=(2020, 2021))
    # dragged to the full range on purpose: no year filter
    cleared = _change_from(view, "?venue=COLT&years=2021-2021", ids.YEAR_FILTER, ["COLT"],
                           [2020, 2021], (2020, 2021))
    assert cleared["filters"] == Filters(venues=("COLT",))


def test_a_links_years_are_cut_to_its_venues_years_not_the_slider_widened(view):
    """walk62: ``?venue=ICLR&years=2022-2024`` on the 24k (ICLR to 2018) drew a slider
    2013-2024.  A link's years are cut to its venues' years, as to the corpus's; wholly
    outside them, ignored with a note."""
    part = sync(view, ids.URL, "?venue=COLT&years=2019-2021", _controls_of(view))
    assert part["filters"] == Filters(venues=("COLT",), years=(2020, 2021))
    assert part["year_span"] == (2020, 2021) and part["note"] == ""
    assert part["search"] == "?venue=COLT&years=2020-2021"
    out = sync(view, ids.URL, "?venue=COLT&years=2019", _controls_of(view))
    assert out["filters"] == Filters(venues=("COLT",)) and out["year_span"] == (2020, 2021)
    assert out["note"] == ("Part of the address was ignored: year 2019 is outside the years "
                           "of COLT (2020-2021).")
    both = sync(view, ids.URL, "?venue=COLT,ICML&years=2019", _controls_of(view))
    assert both["filters"] == Filters(venues=("COLT", "ICML"), years=(2019, 2019))
    # the slider's range chosen before the venue is kept (a reader's, not a link's)
    early = _change(view, ids.VENUE_FILTER, ["COLT"], [2019, 2019], (2019, 2021))
    assert early["filters"].years == (2019, 2019) and early["year_span"] == (2019, 2021)


def _controls_of(view):
    return controls_from_filters(view, Filters())

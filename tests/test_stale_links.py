"""A link made on another corpus (a bookmark: ``compare_b=venue:CoRL``, ``venue=CoRL``,
``topic=99``) is read without an error and without a silent drop: the address note names
what was ignored and what this corpus has, and the compare cards say why nothing is
compared and what to pick (robust70).  On 7358e63 both compare cards read "Nothing
compared yet." beside "Now pick group B above.", and the note said only "'venue:CoRL' is
not a topic, venue, period or type of this corpus"."""

from __future__ import annotations

import pytest

from analysis.filters import Filters
from analysis.trends import TrendOptions
from dashboard import ids
from dashboard.figures.base import empty_message
from dashboard.page import render
from dashboard.state import controls_from_filters, controls_from_options, sync
from dashboard.view import make_view

CORL = ("Venue 'CoRL' is not in this corpus (its venues: COLT, ICML), so nothing is "
        "compared: pick another group B above.")


@pytest.fixture(scope="module")
def planted(planted_analysis):
    return make_view(planted_analysis)


def _cards(view, trend: str, f: Filters | None = None) -> list[tuple[str | None, str]]:
    out = render(view, (f or Filters()).to_query(), trend)
    return [(empty_message(out[c]), out["words"][c].text)
            for c in (ids.COMPARE_TERMS, ids.COMPARE_TOPICS)]


def test_a_compared_venue_the_corpus_lacks_is_said_with_its_venues(planted):
    assert _cards(planted, "compare_a=venue:COLT&compare_b=venue:CoRL") == [(CORL, CORL)] * 2
    # under a filter too, and with group A not picked at all
    assert _cards(planted, "compare_b=venue:CoRL", Filters(years=(2020, 2021))) == \
        [(CORL, CORL)] * 2
    both = _cards(planted, "compare_a=topic:99&compare_b=type:poetry")[0][0]
    assert both is not None
    assert both.startswith("Topic '99' does not exist (this corpus's topics are 0-3). "
                           "Paper type 'poetry' is not one of ")
    assert both.endswith(", so nothing is compared: pick other groups above.")


def test_the_link_loader_names_what_it_ignored_and_keeps_the_asked_group(planted):
    got = sync(planted, ids.URL, "?compare_a=venue:COLT&compare_b=venue:CoRL&venue=NeurIPS"
               "&topic=7", controls_from_filters(planted, Filters()))
    note = got["note"]
    assert note.startswith("Part of the address was ignored: ")
    assert "venue 'NeurIPS' is not in this corpus (its venues: COLT, ICML)" in note
    assert "topic '7' does not exist (this corpus's topics are 0-3)" in note
    assert "group B venue:CoRL: venue 'CoRL' is not in this corpus (its venues: COLT, ICML)" \
        in note
    assert got["filters"] == Filters()
    assert got["options"].compare_a == "venue:COLT" and got["options"].compare_b == ""
    assert got["options"].missing_b == "venue:CoRL"
    assert got["trend_controls"][3:] == ("venue:COLT", None)  # the picker shows no CoRL
    assert "compare_b=venue%3ACoRL" in got["search"]  # the card can still say it on reload


def test_a_filter_change_keeps_the_missing_group_said_until_another_is_picked(planted):
    search = "?compare_a=venue:COLT&compare_b=venue:CoRL"
    shown = sync(planted, ids.URL, search, controls_from_filters(planted, Filters()))
    trend = shown["trend_controls"]
    changed = sync(planted, ids.VENUE_FILTER, shown["search"],
                   controls_from_filters(planted, Filters(venues=("ICML",))),
                   trend_controls=trend)
    assert changed["options"].missing_b == "venue:CoRL"
    picked = sync(planted, ids.COMPARE_B, changed["search"],
                  controls_from_filters(planted, Filters(venues=("ICML",))),
                  trend_controls=(*trend[:4], "venue:ICML"))
    assert picked["options"].compare_b == "venue:ICML" and picked["options"].missing_b == ""
    assert "CoRL" not in picked["search"]


def test_missing_groups_round_trip_through_the_query(planted_analysis):
    asked = "compare_a=venue%3ACOLT&compare_b=venue%3ACoRL"
    options, warnings = TrendOptions.from_query(asked, planted_analysis)
    assert (options.compare_a, options.compare_b, options.missing_b) == \
        ("venue:COLT", "", "venue:CoRL")
    assert not options.comparing and len(warnings) == 1
    assert options.to_query() == asked
    assert controls_from_options(options)[3:] == ("venue:COLT", None)

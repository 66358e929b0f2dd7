"""The paper-types section names only the per-year / per-venue charts a corpus lacks
(newuser72: WACV 2020-2025, one venue, read "Per-year and per-venue counts appear when the
papers span several venues." above its own per-year chart)."""

from __future__ import annotations

import random

import pytest

from dashboard.sections.paper_types import _missing_note
from dashboard.view import make_view
from tests.test_trends_nested import analysed, themed_abstract


def _rows(venues: list[str], years: list[int]) -> list[dict]:
    rng = random.Random(11)
    return [{"id": f"{v}{y}{i}", "title": f"{v} {y} paper {i}", "year": y, "venue": v,
             "abstract": themed_abstract(rng, [["graph neural network", "image segmentation"]
                                               [i % 2], "benchmark dataset"])}
            for v in venues for y in years for i in range(20)]


@pytest.mark.parametrize("venues, years, said", [
    (["WACV"], [2020, 2021, 2022], "Per-venue counts appear when the papers span several "
                                   "venues."),
    (["AAAI", "IJCAI"], [2022], "Per-year counts appear when the papers span several years."),
])
def test_only_the_missing_charts_are_named(tmp_path_factory, venues, years, said):
    view = make_view(analysed(tmp_path_factory, "types_note", _rows(venues, years),
                              n_topics=2))
    assert [p.children for p in _missing_note(view)] == [said]


def test_one_venue_and_one_year_names_both(seeds_analysis):
    assert [p.children for p in _missing_note(make_view(seeds_analysis))] == [
        "Per-year and per-venue counts appear when the papers span several years and venues."]

"""What an emerging-terms card says of the venues (trends67).

1. "The venue mix alone predicts" is each venue's share *before* take-off at the venue mix
   since: with a steady mix it is the share before, so the whole rise reads as within
   venues.  Main gave the burst test's baseline (each venue's share over all years, the
   burst's included), which lies between the shares before and since by construction
   (61k, ICRA + IROS + RSS: "neural network" 2.0% before, 11% since, "the venue mix alone
   predicts 5.3%").
2. The one or two judged venues holding most of the judged papers, when under half of the
   judged venues, are named (61k, judged to 2023 in six venues: "IROS and ICRA hold 84% of
   those"): the list is mostly theirs.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.trends.cells import Cells
from analysis.trends.emerging import emerging
from analysis.trends.window import leading_venues
from dashboard.summaries.trends import emerging_summary

YEARS = np.arange(2010, 2020)


def _steady() -> tuple[np.ndarray, Cells]:
    """Venues V and W, 100 papers a year each, 2010-2019; "diffusion model" in 2% of each
    venue's papers to 2016 and 20% from 2017; "steady" in 10% every year."""
    venue = np.repeat(np.array(["V", "W"], dtype=object), len(YEARS))
    year = np.tile(YEARS, 2)
    base = np.full(len(year), 100)
    term = np.where(year >= 2017, 20, 2)
    counts = np.stack([term, np.full(len(year), 10)], axis=1).astype(float)
    cells = Cells(key=np.arange(len(year)), venue=venue, year=year, base=base, papers=base,
                  of_paper=np.zeros(0, dtype=np.int64))
    return counts, cells


def test_a_steady_venue_mix_predicts_the_share_before():
    counts, cells = _steady()
    t = emerging(counts, cells, pd.Series(["diffusion model", "steady"]),
                 np.array([True, True]))
    row = t[t["term"] == "diffusion model"].iloc[0]
    assert row["takeoff_year"] == 2017
    assert row["share_before"] == 0.02 and row["share_since"] == 0.2
    # main: the baseline over all years, (7 * 2% + 3 * 20%) / 10 = 7.4%
    assert abs(row["share_expected"] - 0.02) < 1e-12


def test_a_venue_new_since_take_off_is_given_the_share_before():
    counts, cells = _steady()
    late = cells.venue == "W"
    keep = ~late | (cells.year >= 2015)  # W from 2015, with 2% until 2016
    judged = Cells(key=cells.key[keep], venue=cells.venue[keep], year=cells.year[keep],
                   base=cells.base[keep], papers=cells.papers[keep],
                   of_paper=np.zeros(0, dtype=np.int64))
    t = emerging(counts[keep], judged, pd.Series(["diffusion model", "steady"]),
                 np.array([True, True]))
    assert abs(t[t["term"] == "diffusion model"]["share_expected"].iloc[0] - 0.02) < 1e-12


VENUE_YEARS = pd.DataFrame({
    "venue": ["ICRA", "ICRA", "IROS", "IROS", "WACV", "WACV", "ACML", "ACML", "RSS", "RSS"],
    "year": [2022, 2023, 2022, 2023, 2022, 2023, 2022, 2023, 2022, 2023],
    "all_papers": [900, 1000, 950, 1050, 300, 400, 100, 100, 20, 20],
})


def _table() -> pd.DataFrame:
    return pd.DataFrame({
        "term": ["model predictive control"], "acronym": [""], "head": [""],
        "first_year": [2022], "takeoff_year": [2023], "n_papers": [90], "n_since": [60],
        "share_before": [0.01], "share_since": [0.024], "share_expected": [0.011],
        "covered": [0.7], "venues": ["ACML, ICRA, IROS, RSS, WACV"], "judged_to": [2023],
        "latest_year": [2023]})


def test_the_venues_holding_most_of_the_judged_papers():
    venues, share = leading_venues(VENUE_YEARS["venue"].to_numpy(), VENUE_YEARS["year"],
                                   VENUE_YEARS["all_papers"], ["ACML", "ICRA", "IROS", "WACV"],
                                   2023)
    assert venues == ["IROS", "ICRA"] and abs(share - 3900 / 4800) < 1e-12  # RSS not judged
    # judged to 2022: their papers up to then
    venues, share = leading_venues(VENUE_YEARS["venue"].to_numpy(), VENUE_YEARS["year"],
                                   VENUE_YEARS["all_papers"], ["ICRA", "IROS", "WACV"], 2022)
    assert venues == ["IROS", "ICRA"] and abs(share - 1850 / 2150) < 1e-12


def test_the_card_names_them():
    text = emerging_summary(_table(), venue_years=VENUE_YEARS).text
    assert text.startswith("1 term bursts up to the latest year in the venues that can show "
                           "it (ACML, ICRA, IROS +2 more: 70% of the papers; IROS and ICRA "
                           "hold 81% of those). Strongest: model predictive control")
    # none named when it takes three venues, or half of the judged venues (IROS of two)
    even = VENUE_YEARS.assign(all_papers=[500] * 8 + [0, 0])  # two hold half, not more
    assert "of those" not in emerging_summary(_table(), venue_years=even).text
    two = _table().assign(venues="ICRA, IROS, WACV, ACML")
    assert "of those" not in emerging_summary(two, venue_years=VENUE_YEARS).text

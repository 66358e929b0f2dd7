"""Which changes between two periods are listed: those the test holds, on planted counts
(walk 57: COLT 2016-2024, topic #30 fell from 48 of 627 papers to 17 of 499, Fisher
p 0.003, and the rising/falling card said nothing changed)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.trends.cells import Cells
from analysis.trends.changes import CHANGE_COLUMNS, nearest_change, ranked_changes, venue_account
from analysis.trends.periods import Periods

YEARS = np.arange(2016, 2025)
PERIODS = Periods(before=(2016, 2021), recent=(2022, 2024))


def _one_venue(before: list[int], recent: list[int], papers_a: int, papers_b: int
               ) -> tuple[np.ndarray, Cells]:
    """One venue, 2016-2024: the items' papers (cells x items) spread evenly over each
    period's years (the remainder in its first year), and the papers of each period."""
    n_a, n_b = (PERIODS.before[1] - PERIODS.before[0] + 1), (PERIODS.recent[1]
                                                           - PERIODS.recent[0] + 1)

    def spread(total: int, years: int) -> list[int]:
        return [total // years + (total % years if i == 0 else 0) for i in range(years)]

    base = np.array(spread(papers_a, n_a) + spread(papers_b, n_b))
    counts = np.array([spread(a, n_a) + spread(b, n_b)
                       for a, b in zip(before, recent, strict=True)], dtype=float).T
    cells = Cells(key=np.arange(len(YEARS)), venue=np.full(len(YEARS), "COLT", dtype=object),
                  year=YEARS, base=base, papers=base, of_paper=np.zeros(0, dtype=np.int64))
    return counts, cells


def test_a_fall_the_test_holds_is_listed_though_the_shrunk_z_is_under_2():
    # the walk's topic: 48 of 627 -> 17 of 499 (test z -3.0; the prior's z only -1.7),
    # beside an item whose share does not move (5% in both periods)
    counts, cells = _one_venue([48, 31], [17, 25], 627, 499)
    out = ranked_changes(counts, cells, PERIODS, np.array(["bandits", "steady"], dtype=object),
                         "topic")
    assert list(out["term"]) == ["bandits"]
    assert list(out["direction"]) == ["falling"]
    assert out["q"][0] < 0.01 and -2 < out["z"][0] < -1.5


def test_a_move_within_chance_of_many_tested_is_not_listed():
    # the walk's keyword: 29 of 627 -> 7 of 499 (p 0.002), but among 69 items tested whose
    # other 68 do not move: Benjamini-Hochberg gives q ~0.16, and noise is not listed
    before, recent = [29] + [20] * 68, [7] + [16] * 68
    counts, cells = _one_venue(before, recent, 627, 499)
    names = np.array([f"term {i}" for i in range(69)], dtype=object)
    out = ranked_changes(counts, cells, PERIODS, names, "keyword")
    assert len(out["term"]) == 0


def test_nothing_listed_still_says_what_was_tested_and_the_nearest_candidate():
    # the walk's keyword among 68 steady ones: nothing is listed, but the card can say that
    # 69 were tested and that the nearest, 29 of 627 -> 7 of 499 papers, has q ~0.16
    from dashboard.summaries import ranked_changes_summary

    before, recent = [29] + [20] * 68, [7] + [16] * 68
    counts, cells = _one_venue(before, recent, 627, 499)
    names = np.array(["multi-armed bandit"] + [f"term {i}" for i in range(68)], dtype=object)
    near = nearest_change(counts, cells, PERIODS, names, "keyword")
    assert (near["compared"], near["held"], near["term"]) == (69, 0, "multi-armed bandit")
    assert (near["count_a"], near["count_b"], near["direction"]) == (29, 7, "falling")
    assert 0.1 < near["q"] < 0.2 and abs(near["share_a"] - 29 / 627) < 1e-12
    empty = pd.DataFrame(columns=CHANGE_COLUMNS)
    account = venue_account(cells, PERIODS)
    text = ranked_changes_summary(empty, "keyword", account=account,
                                  evidence=pd.DataFrame([near])).text
    assert text.startswith("No keyword changed its share significantly from 2016–2021 to "
                           "2022–2024")
    assert text.endswith(f"(1,126 papers shown). 69 keywords tested; the nearest, multi-armed "
                         f"bandit (29 → 7 papers, 4.6% → 1.4%), has q {near['q']:.2g} (listed at q < 0.05, "
                         "Benjamini-Hochberg).")

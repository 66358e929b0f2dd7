"""When an emerging term took off (analysis/trends/emerging.py, emerge72).

Whether a term is emerging is Kleinberg's automaton on the term's share over all years; the
burst is then dated on the share it had *before* the burst, re-estimated until the start is
stable.  On 9be8f82 the baseline included the burst's own years, so a term that kept rising
raised its own baseline and only its last year cleared it: WACV's "diffusion model" (0.6%,
6.1%, 13.8% in 2023-2025) "took off in 2025", and every AAAI+IJCAI term in 2024, the latest
year.  Planted series, one venue of 400 papers a year, 2010-2024.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.trends.cells import Cells
from analysis.trends.emerging import emerging

YEARS = np.arange(2010, 2025)
PAPERS = 400


def _table(series: dict[str, list[int]], venue_of: dict[str, np.ndarray] | None = None
           ) -> pd.DataFrame:
    """The emerging table of planted terms: papers per year (of ``PAPERS``) each."""
    venue = np.full(len(YEARS), "V", dtype=object)
    base = np.full(len(YEARS), PAPERS)
    cells = Cells(key=np.arange(len(YEARS)), venue=venue, year=YEARS, base=base,
                  papers=base, of_paper=np.zeros(0, dtype=np.int64))
    counts = np.array(list(series.values()), dtype=float).T
    return emerging(counts, cells, pd.Series(list(series)), np.ones(len(series), dtype=bool))


def _takeoff(t: pd.DataFrame, term: str) -> int | None:
    row = t[t["term"] == term]
    return None if row.empty else int(row["takeoff_year"].iloc[0])


FLAT = [20, 21, 19, 20, 22, 18, 20, 21, 19, 20, 20, 21, 19, 20, 21]  # 5% every year


def test_a_steady_rise_takes_off_where_it_starts_not_in_the_last_year():
    # 1% (4 papers) to 2016, then 5 more papers each year from 2017: 9, 14, ... 44 in 2024
    rising = [4] * 7 + [4 + 5 * k for k in range(1, 9)]
    t = _table({"rising": rising, "flat": FLAT})
    assert _takeoff(t, "rising") in (2017, 2018)  # 9be8f82: 2020
    row = t[t["term"] == "rising"].iloc[0]
    assert row["share_before"] <= 0.02  # the share before the rise, not its middle


def test_a_new_term_rising_from_its_first_papers_takes_off_then():
    # unused to 2019, then 2, 6, 12, 20, 30 papers: 0.5% -> 7.5%
    t = _table({"new": [0] * 10 + [2, 6, 12, 20, 30], "flat": FLAT})
    assert _takeoff(t, "new") == 2020  # 9be8f82: 2022


def test_a_flat_term_does_not_emerge():
    t = _table({"flat": FLAT, "other": [1] * 14 + [12]})
    assert _takeoff(t, "flat") is None


def test_a_one_year_spike_in_the_last_year_takes_off_that_year():
    t = _table({"spike": [4] * 14 + [24], "flat": FLAT})
    assert _takeoff(t, "spike") == 2024


def test_a_stray_early_paper_does_not_date_a_later_burst():
    # one paper in 2015, none to 2020, then 3, 6, 8, 9: the burst is 2021's, not 2015's
    # (a baseline of exactly 0 before it would let the burst state stay free over 2016-2020)
    t = _table({"stray": [0] * 5 + [1] + [0] * 5 + [3, 6, 8, 9], "flat": FLAT})
    assert _takeoff(t, "stray") == 2021


def test_an_old_burst_is_not_emerging_and_a_past_peak_is_not_redated():
    # rose in 2012-2016 and fell back: the all-years baseline decides, as before
    t = _table({"old": [4, 4, 20, 30, 40, 40, 40, 20, 10, 6, 4, 4, 4, 4, 4], "flat": FLAT})
    assert _takeoff(t, "old") is None

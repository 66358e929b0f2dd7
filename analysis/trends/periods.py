"""The two periods a ranked change compares.

By default the two halves of the papers, split at the year where half of them have been
published: both periods then weigh the same, and on a corpus whose venues come and go the
comparison covers the whole span rather than its last, often thinnest, years.  A reader
can ask instead for the last N calendar years against the M before them ("the last 3 years
against the 5 before", counted back from the latest year of the papers).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

MAX_YEARS = 30  # the longest period a URL (or the period pickers) may ask for


@dataclass(frozen=True)
class Periods:
    """An earlier period ``before`` and a later one ``recent``, each (first, last) year."""

    before: tuple[int, int]
    recent: tuple[int, int]

    @property
    def labels(self) -> tuple[str, str]:
        return period_label(self.before), period_label(self.recent)

    def describe(self) -> str:
        """"2023–2025 against 2018–2022"."""
        return f"{self.labels[1]} against {self.labels[0]}"


def period_label(period: tuple[int, int]) -> str:
    return str(period[0]) if period[0] == period[1] else f"{period[0]}–{period[1]}"


def choose_periods(per_year: pd.Series, recent: int | None = None,
                   before: int | None = None) -> Periods | None:
    """The periods a ranked change compares, for ``per_year`` papers per year (a Series
    indexed by year, as :func:`year_counts` gives).

    By default (``recent`` None) the two halves of the papers (:func:`split_periods`), so
    that both periods weigh the same; else the last ``recent`` calendar years against the
    ``before`` years before them (None: every earlier year).  None when the years span
    fewer than two calendar years, or when the earlier period would hold no paper.
    """
    counts = per_year[per_year > 0].sort_index()
    if len(counts) < 2:
        return None
    if not recent:
        first_end = _half_year(counts)
        later = counts.index[counts.index > first_end]
        return Periods(before=(int(counts.index.min()), first_end),
                       recent=(int(later.min()), int(later.max())))
    first, last = int(counts.index.min()), int(counts.index.max())
    later_years = (max(first, last - min(recent, MAX_YEARS) + 1), last)
    n_before = min(before, MAX_YEARS) if before else later_years[0] - first
    earlier = (max(first, later_years[0] - n_before), later_years[0] - 1)
    if earlier[1] < earlier[0] or counts[(counts.index >= earlier[0])
                                         & (counts.index <= earlier[1])].sum() == 0:
        return None
    return Periods(before=earlier, recent=later_years)


def year_counts(years: pd.Series | np.ndarray) -> pd.Series:
    """Papers per year (sorted by year) of the papers' ``years``."""
    return pd.Series(years).dropna().astype(int).value_counts().sort_index()


def _half_year(counts: pd.Series) -> int:
    """The last year of the earlier half: where the cumulative share first reaches 50%
    (but never the last year, so the later half has one)."""
    cum = counts.cumsum() / counts.sum()
    return int(cum.index[min(np.searchsorted(cum.to_numpy(), 0.5), len(cum) - 2)])


def split_periods(years: pd.Series) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """Two periods with about half of the papers each: (first, last) year of each.

    None when the papers span fewer than two years.
    """
    periods = choose_periods(year_counts(years))
    return None if periods is None else (periods.before, periods.recent)


def year_runs(years: Sequence[int] | np.ndarray) -> list[tuple[int, int]]:
    """The runs of consecutive years among ``years`` (first, last), in order.

    A trend table holds a row for each year with papers in its denominator, a real 0
    where a year's papers hold none of a line's; a year between two runs has no row
    because it had no paper (ICLR has none in 2015-2016; ACL + NAACL + COLING none in
    2023): its share is not known, and a chart stops there rather than join the runs
    (``dashboard.figures.gaps``)."""
    present = sorted({int(y) for y in years})
    runs: list[tuple[int, int]] = []
    for y in present:
        if runs and y == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], y)
        else:
            runs.append((y, y))
    return runs

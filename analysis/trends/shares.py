"""Shares of papers per group (a year, a venue): the one meaning every trend has.

A trend is a share of *papers*: a term's share in 2019 is the number of 2019 papers that
use it over the number of 2019 papers in the *denominator* (:mod:`analysis.trends.context`:
every paper within the venue, year and paper-type filters), so years with more papers do
not look more "trendy" and a search or topic being explored never divides by itself.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.schema import Mask


def papers_per_year(year: np.ndarray, rows: Mask) -> pd.Series:
    """Papers of ``rows`` per year (``year`` as float, NaN for none), sorted by year."""
    y = year[rows]
    y = y[~np.isnan(y)].astype(np.int64)
    if y.size == 0:
        return pd.Series(dtype=np.int64)
    first = int(y.min())
    counts = np.bincount(y - first)
    keep = np.flatnonzero(counts)
    return pd.Series(counts[keep], index=keep + first)

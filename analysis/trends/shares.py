"""Shares of papers per group (a year, a venue): the one meaning every trend has.

A trend is a share of *papers*: a term's share in 2019 is the number of 2019 papers that
use it over the number of 2019 papers in the *denominator* (:mod:`analysis.trends.context`:
every paper within the venue, year and paper-type filters), so years with more papers do
not look more "trendy" and a search or topic being explored never divides by itself.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd
import scipy.sparse as sp

from analysis.schema import Mask


def shares_by_group(membership: sp.spmatrix | np.ndarray, groups: pd.Series,
                    names: Sequence[object], sizes: pd.Series | None = None) -> pd.DataFrame:
    """Papers per (group, item) and their share of the group's papers.

    ``membership`` is an n_papers x n_items 0/1 matrix (sparse or dense); ``groups`` gives
    each paper's group (e.g. its year), NaN for papers outside every counted group (not
    selected); ``names`` names the columns.  ``sizes`` (group -> papers) is the
    denominator; by default the papers of each group in ``groups``.
    Returns columns group, item, n_papers, share; groups in sorted order.
    """
    groups = pd.Series(groups).reset_index(drop=True)
    valid = groups.notna().to_numpy()
    codes, uniques = pd.factorize(groups[valid], sort=True)
    if sizes is not None:  # every group of the denominator, also those the items miss
        uniques = np.asarray(sorted(sizes.index))
        codes = np.searchsorted(uniques, groups[valid].to_numpy())
    if len(uniques) == 0 or len(names) == 0:
        return pd.DataFrame(columns=["group", "item", "n_papers", "share"])
    G = sp.csr_matrix((np.ones(len(codes), dtype=np.float32),
                       (codes, np.flatnonzero(valid))), shape=(len(uniques), len(groups)))
    counts = G @ membership
    counts = counts.toarray() if sp.issparse(counts) else np.asarray(counts)
    n = (np.bincount(codes, minlength=len(uniques)) if sizes is None
         else sizes.reindex(uniques).to_numpy())
    out = pd.DataFrame({
        "group": np.repeat(np.asarray(uniques), len(names)),
        "item": np.tile(np.asarray(names, dtype=object), len(uniques)),
        "n_papers": np.rint(counts).reshape(-1).astype(int),
    })
    out["share"] = out["n_papers"] / np.maximum(np.repeat(n, len(names)), 1)
    return out


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


def year_shares(year: np.ndarray, numerator: Mask, base: Mask) -> pd.DataFrame:
    """Per year of ``base``: papers of ``numerator & base``, the year's papers, the share.

    Columns year, n_papers, year_papers, share (n_papers / year_papers); every year with a
    paper in ``base`` is listed, also those where ``numerator`` has none.
    """
    sizes = papers_per_year(year, base)
    hits = papers_per_year(year, numerator & base).reindex(sizes.index, fill_value=0)
    return pd.DataFrame({"year": sizes.index.astype(int), "n_papers": hits.to_numpy(),
                         "year_papers": sizes.to_numpy(),
                         "share": hits.to_numpy() / np.maximum(sizes.to_numpy(), 1)})

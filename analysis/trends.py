"""Shares over years and venues, and which terms rise or fall between two groups.

Shares are of *papers*: a term's share in 2019 is the fraction of 2019's papers
that use it, so years with more papers do not look more "trendy".

Rising and falling terms are scored with the log-odds ratio with an informative
Dirichlet prior (Monroe, Colaresi & Quinn 2008, "Fightin' Words", Political
Analysis 16(4), eq. 16-22).  Its z-score shrinks rare terms towards zero, so a
term used by 3 papers is not crowned the top riser.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd
import scipy.sparse as sp

Z_SIGNIFICANT = 1.96


def shares_by_group(membership: sp.spmatrix | np.ndarray, groups: pd.Series,
                    names: Sequence[object]) -> pd.DataFrame:
    """Papers per (group, item) and their share of the group's papers.

    ``membership`` is an n_papers x n_items 0/1 matrix (sparse or dense) for the
    selected papers; ``groups`` gives each paper's group (e.g. its year), NaN for
    papers outside every group; ``names`` names the columns.
    Returns columns group, item, n_papers, share; groups in sorted order.
    """
    groups = pd.Series(groups).reset_index(drop=True)
    valid = groups.notna().to_numpy()
    codes, uniques = pd.factorize(groups[valid], sort=True)
    if len(uniques) == 0 or len(names) == 0:
        return pd.DataFrame(columns=["group", "item", "n_papers", "share"])
    G = sp.csr_matrix((np.ones(len(codes), dtype=np.float32),
                       (codes, np.flatnonzero(valid))), shape=(len(uniques), len(groups)))
    counts = G @ membership
    counts = counts.toarray() if sp.issparse(counts) else np.asarray(counts)
    sizes = np.bincount(codes, minlength=len(uniques))
    out = pd.DataFrame({
        "group": np.repeat(np.asarray(uniques), len(names)),
        "item": np.tile(np.asarray(names, dtype=object), len(uniques)),
        "n_papers": counts.reshape(-1).astype(int),
    })
    out["share"] = out["n_papers"] / np.repeat(sizes, len(names))
    return out


def log_odds_dirichlet(counts_a: np.ndarray, counts_b: np.ndarray,
                       prior: np.ndarray | None = None, prior_scale: float = 1.0) -> pd.DataFrame:
    """Log-odds ratio of each item between groups b and a, with its z-score.

    Positive values mean the item is more used in group b than in a.  The prior is
    the items' counts in both groups together (the "informative" prior of Monroe
    et al.), scaled by ``prior_scale``.  Returns columns log_odds, z.
    """
    ya = np.asarray(counts_a, dtype=float)
    yb = np.asarray(counts_b, dtype=float)
    alpha = (ya + yb if prior is None else np.asarray(prior, dtype=float)) * prior_scale
    alpha = np.maximum(alpha, 1e-3)
    a0, na, nb = alpha.sum(), ya.sum(), yb.sum()
    la = np.log(ya + alpha) - np.log(na + a0 - ya - alpha)
    lb = np.log(yb + alpha) - np.log(nb + a0 - yb - alpha)
    delta = lb - la
    var = 1.0 / (ya + alpha) + 1.0 / (yb + alpha)
    return pd.DataFrame({"log_odds": delta, "z": delta / np.sqrt(var)})


def split_periods(years: pd.Series) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """Two periods with about half of the papers each: (first, last) year of each.

    None when the papers span fewer than two years.
    """
    y = pd.Series(years).dropna().astype(int)
    if y.nunique() < 2:
        return None
    counts = y.value_counts().sort_index()
    cum = counts.cumsum() / counts.sum()
    first_end = int(cum.index[min(np.searchsorted(cum.to_numpy(), 0.5), len(cum) - 2)])
    later = counts.index[counts.index > first_end]
    return (int(counts.index.min()), first_end), (int(later.min()), int(later.max()))


def compare_groups(counts_a: np.ndarray, counts_b: np.ndarray, n_a: int, n_b: int,
                   names: list[str], label_a: str, label_b: str, top: int = 15,
                   directions: tuple[str, str] = ("rising", "falling")) -> pd.DataFrame:
    """The items most over-used in group b (``directions[0]``) and in group a (``directions[1]``).

    ``counts_a``/``counts_b`` are papers using each item in groups a and b, of
    ``n_a``/``n_b`` papers.  Only items with |z| >= 1.96 are listed, at most ``top``
    per direction.  Columns: term, group_a, group_b, count_a, count_b, share_a,
    share_b, log_odds, z, direction.
    """
    ca = np.asarray(counts_a, dtype=float)
    cb = np.asarray(counts_b, dtype=float)
    z_all = log_odds_dirichlet(ca, cb)
    z = z_all["z"].to_numpy()
    # pick the few rows to report before building any table (this runs per filter change)
    up = np.flatnonzero(z >= Z_SIGNIFICANT)
    down = np.flatnonzero(z <= -Z_SIGNIFICANT)
    up = up[np.argsort(-z[up], kind="stable")][:top]
    down = down[np.argsort(z[down], kind="stable")][:top]
    picked = np.concatenate([up, down]).astype(np.int64)
    return pd.DataFrame({
        "term": np.asarray(names, dtype=object)[picked], "group_a": label_a, "group_b": label_b,
        "count_a": ca[picked].astype(int), "count_b": cb[picked].astype(int),
        "share_a": ca[picked] / max(n_a, 1), "share_b": cb[picked] / max(n_b, 1),
        "log_odds": z_all["log_odds"].to_numpy()[picked], "z": z[picked],
        "direction": [directions[0]] * len(up) + [directions[1]] * len(down),
    })


def period_label(period: tuple[int, int]) -> str:
    return str(period[0]) if period[0] == period[1] else f"{period[0]}–{period[1]}"

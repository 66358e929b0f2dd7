"""Which items (terms, topics) one group of papers uses more than another, and how sure.

The score is the log-odds ratio with an informative Dirichlet prior (Monroe, Colaresi &
Quinn 2008, "Fightin' Words", Political Analysis 16(4), eq. 16-22), the scorer Scattertext
uses (Kessler 2017).  Its z-score shrinks rare items towards zero, so a term used by 3
papers is not crowned the top riser.

:func:`binomial_log_odds` applies it to *papers*: per item, the two outcomes "a paper uses
it" and "it does not", out of the group's papers, so the shares compared are the shares of
papers every chart shows.  The prior is the item's pooled share of both groups, as strong
as the data (Monroe et al.'s informative prior with the compared papers as background).

:func:`pool_strata` combines per-stratum scores (one per venue) by inverse-variance
weighting, the fixed-effect estimate of a meta-analysis (Cochran 1954; Borenstein et al.
2009, "Introduction to Meta-Analysis", ch. 11): a change is what holds *within* venues,
so a venue joining the corpus in the later period cannot make its vocabulary "rise".
"""

from __future__ import annotations

import numpy as np
import pandas as pd

Z_SIGNIFICANT = 1.96  # |z| at which a change is listed: two-sided 5%
_FLOOR = 1e-2  # prior pseudo-count for an item no paper of the stratum uses (weight ~0)


def binomial_log_odds(y_a: np.ndarray, n_a: np.ndarray | float, y_b: np.ndarray,
                      n_b: np.ndarray | float) -> tuple[np.ndarray, np.ndarray]:
    """(log-odds ratio, its variance) of "a paper uses the item", group b against a.

    ``y_a``, ``y_b``: papers using each item (any shape); ``n_a``, ``n_b``: the groups'
    papers (broadcast against them).  Prior Beta(α, β) with α = y_a + y_b and
    β = (n_a + n_b) - α: the pooled share, as strong as the data.  The variance keeps both
    terms of the binomial logit, so a term half the papers use is not over-trusted.
    """
    ya, yb = np.asarray(y_a, dtype=float), np.asarray(y_b, dtype=float)
    na = np.broadcast_to(np.asarray(n_a, dtype=float), ya.shape)
    nb = np.broadcast_to(np.asarray(n_b, dtype=float), yb.shape)
    alpha = np.maximum(ya + yb, _FLOOR)
    beta = np.maximum(na + nb - ya - yb, _FLOOR)
    hit_a, miss_a = ya + alpha, np.maximum(na - ya, 0) + beta
    hit_b, miss_b = yb + alpha, np.maximum(nb - yb, 0) + beta
    delta = np.log(hit_b / miss_b) - np.log(hit_a / miss_a)
    var = 1 / hit_a + 1 / miss_a + 1 / hit_b + 1 / miss_b
    return delta, var


def pool_strata(delta: np.ndarray, var: np.ndarray, axis: int = -1
                ) -> tuple[np.ndarray, np.ndarray]:
    """Inverse-variance pooled log-odds and z over ``axis`` (the strata, e.g. venues)."""
    weight = 1.0 / var
    total = weight.sum(axis=axis)
    pooled = (delta * weight).sum(axis=axis) / total
    return pooled, pooled * np.sqrt(total)


def significant(z: np.ndarray, top: int) -> tuple[np.ndarray, np.ndarray]:
    """Positions of the ``top`` largest z >= 1.96 and the ``top`` smallest z <= -1.96,
    strongest first (ties by position)."""
    up = np.flatnonzero(z >= Z_SIGNIFICANT)
    down = np.flatnonzero(z <= -Z_SIGNIFICANT)
    return (up[np.argsort(-z[up], kind="stable")][:top],
            down[np.argsort(z[down], kind="stable")][:top])


def compare_groups(counts_a: np.ndarray, counts_b: np.ndarray, n_a: int, n_b: int,
                   names: list[str], label_a: str, label_b: str, top: int = 15,
                   directions: tuple[str, str] = ("rising", "falling")) -> pd.DataFrame:
    """The items most over-used in group b (``directions[0]``) and in group a (``directions[1]``).

    ``counts_a``/``counts_b`` are papers using each item in groups a and b, of
    ``n_a``/``n_b`` papers; scored by :func:`binomial_log_odds`.  Only items with
    |z| >= 1.96 are listed, at most ``top`` per direction.  Columns: term, group_a,
    group_b, count_a, count_b, share_a, share_b, log_odds, z, direction.
    """
    ca = np.asarray(counts_a, dtype=float)
    cb = np.asarray(counts_b, dtype=float)
    delta, var = binomial_log_odds(ca, n_a, cb, n_b)
    z = delta / np.sqrt(var)
    up, down = significant(z, top)
    picked = np.concatenate([up, down]).astype(np.int64)
    return pd.DataFrame({
        "term": np.asarray(names, dtype=object)[picked], "group_a": label_a, "group_b": label_b,
        "count_a": ca[picked].astype(int), "count_b": cb[picked].astype(int),
        "share_a": ca[picked] / max(n_a, 1), "share_b": cb[picked] / max(n_b, 1),
        "log_odds": delta[picked], "z": z[picked],
        "direction": [directions[0]] * len(up) + [directions[1]] * len(down),
    })

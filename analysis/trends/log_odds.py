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

:func:`false_discovery` says which listed items could be chance.  Monroe et al.'s z,
with a prior as strong as the data, is built to *rank* (it shrinks rare items) and is about
half a test's z, so it is not read as a p-value.  The test is the Cochran-Mantel-Haenszel
test of the venues' 2x2 tables (:func:`mantel_haenszel_z`; Mantel & Haenszel 1959, J. Natl.
Cancer Inst. 22(4); one table when there are no strata), the standard test of an
association within strata; and since a list tests hundreds to thousands of items, its
p-values become Benjamini-Hochberg q-values (Benjamini & Hochberg 1995, J. R. Stat. Soc. B
57(1)) over every item compared: the smallest false discovery rate at which the item
would still be declared changed.  Every list (changes, group comparisons, characteristic
keywords) lists an item only where q < :data:`Q_HOLDS` (5%).
The statistic is written out over arrays because it runs for up to 2,000 items on every
filter change (statsmodels' ``StratifiedTable`` is one object per item, and not a
dependency); the tests check it against scipy's chi-square on one table.

A group comparison ("what sets these papers apart", two venues compared) gives the
account of a selection against the rest (:mod:`analysis.tables.keywords`): an item is
*listed* where the test holds (q < :data:`Q_HOLDS`) and is *ranked* by Monroe et al.'s z,
which is no test and has no threshold of its own (review 55: "z 2.75" beside q 4e-8 read
as two tests that disagree).  It also asks the item to be used at least
:data:`MIN_RATIO` (1.25) times as often by the group it is said to characterise
(:func:`apart`): with tens of thousands of papers a side, the test holds on small relative
differences, and the most used words lead (61k, ICRA against IROS: "robot", 58% of IROS's
papers against 54% of ICRA's, a ratio of 1.07, z 4.2, topped IROS's list; "graph", 1.19,
ICRA's).  A quarter more is the smallest difference a reader would call setting a group
apart; at 1.25 those two, "walking" and "locomotion" (1.22) leave the ICRA/IROS lists and
"human-robot interaction" (1.28) stays, and no listed keyword of the 24k corpora's
characteristic views (COLT, UAI, 2021-2022, a topic) has a ratio under 1.5.
Changes over time (rising and falling) are listed by the same test (q < :data:`Q_HOLDS`,
the venues' test, pooled within venues) and ranked by the z pooled within venues
(:func:`significant`), with no ratio: a four-point rise of a term every second paper uses
is a trend.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
from scipy.special import ndtr

from analysis.trends.exact import exact_where_needed

Q_HOLDS = 0.05  # false discovery rate at which a listed change is said to hold
#: A group comparison lists an item only if the group it characterises uses it at least
#: this many times as often (module docstring)
MIN_RATIO = 1.25
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


def mantel_haenszel_z(y_a: np.ndarray, n_a: np.ndarray | float, y_b: np.ndarray,
                      n_b: np.ndarray | float, axis: int = -1) -> np.ndarray:
    """Signed Cochran-Mantel-Haenszel z of "a paper uses the item", group b against a, over
    the strata on ``axis`` (each stratum's 2x2 table: papers using the item or not, in a
    and in b; no continuity correction).  NaN where no stratum has any variance (every
    paper or none uses the item): no test."""
    ya, yb = np.asarray(y_a, dtype=float), np.asarray(y_b, dtype=float)
    na = np.broadcast_to(np.asarray(n_a, dtype=float), ya.shape)
    nb = np.broadcast_to(np.asarray(n_b, dtype=float), yb.shape)
    total, using = na + nb, ya + yb
    expected = nb * using / np.maximum(total, 1)
    variance = (na * nb * using * (total - using)
                / np.maximum(total * total * (total - 1), 1))
    spread = variance.sum(axis=axis)
    with np.errstate(divide="ignore", invalid="ignore"):
        z = (yb - expected).sum(axis=axis) / np.sqrt(spread)
    return np.where(spread > 0, z, np.nan)


def false_discovery(z: np.ndarray) -> np.ndarray:
    """Benjamini-Hochberg q-values (scipy's ``false_discovery_control``) of two-sided
    z-tests, one per entry of ``z`` (all the items compared: NaN entries are not tests and
    get NaN).  scipy.stats is imported here, not with the module: it takes ~0.5 s, and a
    page that never lists changes need not pay it."""
    from scipy.stats import false_discovery_control

    z = np.asarray(z, dtype=float)
    q = np.full(z.shape, np.nan)
    tested = np.isfinite(z)
    if tested.any():
        q[tested] = false_discovery_control(2.0 * ndtr(-np.abs(z[tested])), method="bh")
    return q


def significant(z: np.ndarray, test: np.ndarray, q: np.ndarray, top: int
                ) -> tuple[np.ndarray, np.ndarray]:
    """Positions of the ``top`` rising and ``top`` falling items whose test holds
    (``q`` < :data:`Q_HOLDS`, direction the ``test``'s sign), ranked by the shrunk ``z``,
    strongest first (ties by position).  Not ``|z| >= 1.96``: with a prior as strong as the
    data that z is about half the test's, so it asked p < 1e-4 of each item whatever the
    number tested (COLT 2016-2024, topic #30: 48 of 627 papers to 17 of 499, the one topic
    tested, test z -3.04, q 0.002, shrunk z -1.74: not listed)."""
    with np.errstate(invalid="ignore"):
        holds = q < Q_HOLDS
        up, down = np.flatnonzero(holds & (test > 0)), np.flatnonzero(holds & (test < 0))
    return (up[np.argsort(-z[up], kind="stable")][:top],
            down[np.argsort(z[down], kind="stable")][:top])


def apart(share: np.ndarray, other: np.ndarray) -> np.ndarray:
    """Whether each item's ``share`` is at least :data:`MIN_RATIO` times ``other``'s."""
    return np.asarray(share, dtype=float) >= MIN_RATIO * np.asarray(other, dtype=float)


def compare_groups(counts_a: np.ndarray, counts_b: np.ndarray, n_a: int, n_b: int,
                   names: list[str], label_a: str, label_b: str, top: int = 15,
                   directions: tuple[str, str] = ("rising", "falling")) -> pd.DataFrame:
    """The items most over-used in group b (``directions[0]``) and in group a (``directions[1]``).

    ``counts_a``/``counts_b`` are papers using each item in groups a and b, of
    ``n_a``/``n_b`` papers; scored by :func:`binomial_log_odds`.  Listed, at most ``top``
    per direction, where the test holds (``q`` < :data:`Q_HOLDS`) and one group uses the
    item :data:`MIN_RATIO` times as often; ranked by the shrunk z (module docstring).
    Columns: term, group_a, group_b, count_a, count_b, share_a, share_b, log_odds, z, q
    (:func:`false_discovery` of the one-table test, Fisher's exact test where its normal
    approximation is no test: :mod:`analysis.trends.exact`, over the items tested), compared (how
    many), direction.
    """
    ca = np.asarray(counts_a, dtype=float)
    cb = np.asarray(counts_b, dtype=float)
    delta, var = binomial_log_odds(ca, n_a, cb, n_b)
    z = delta / np.sqrt(var)
    na, nb = np.array([float(n_a)]), np.array([float(n_b)])
    test = exact_where_needed(mantel_haenszel_z(ca[:, None], na, cb[:, None], nb, axis=1),
                              ca[:, None], na, cb[:, None], nb)
    q = false_discovery(test)
    share_a, share_b = ca / max(n_a, 1), cb / max(n_b, 1)
    # listed where the test holds and one group uses it MIN_RATIO times as often, ranked
    # by z (module docstring: the account of analysis.tables.keywords)
    with np.errstate(invalid="ignore"):
        holds = q < Q_HOLDS
        up = np.flatnonzero(holds & (test > 0) & apart(share_b, share_a))
        down = np.flatnonzero(holds & (test < 0) & apart(share_a, share_b))
    up, down = (up[np.argsort(-z[up], kind="stable")][:top],
                down[np.argsort(z[down], kind="stable")][:top])
    picked = np.concatenate([up, down]).astype(np.int64)
    return pd.DataFrame({
        "term": np.asarray(names, dtype=object)[picked], "group_a": label_a, "group_b": label_b,
        "count_a": ca[picked].astype(int), "count_b": cb[picked].astype(int),
        "share_a": share_a[picked], "share_b": share_b[picked],
        "log_odds": delta[picked], "z": z[picked], "q": q[picked],
        "compared": int(np.isfinite(test).sum()),
        "direction": [directions[0]] * len(up) + [directions[1]] * len(down),
    })

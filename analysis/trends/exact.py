"""The exact test of a change within venues where the Cochran-Mantel-Haenszel z is no test.

The change lists hold an item where the Cochran-Mantel-Haenszel test of the venues' 2x2
tables (:func:`~analysis.trends.log_odds.mantel_haenszel_z`) holds after Benjamini-
Hochberg.  Its z is a normal approximation, valid only when the expected count of the
tested cell is far from its bounds: Mantel & Fleiss (1980, "Minimum expected cell size
requirements for the Mantel-Haenszel one-degree-of-freedom chi-square test and a related
rapid procedure", Am. J. Epidemiol. 112(1)) ask that the summed expected count lie at
least 5 from both the smallest and the largest values the summed cell can take.  A term
of one paper fails it by far: on the 61k corpora's theory papers, "haptic interface" is
one ICRA 2022 paper, ICRA's theory papers 214 before 2022 and 6 from it, so the expected
count of the later cell is 0.03 and the z 6.0 (q 3e-6): the card listed it as rising
most, "0% -> 0.4%" (trends67).  Conditioned on the margins, that one paper falls in the
later period with probability 6/220 = 0.027: no evidence over hundreds of terms.

So where the criterion fails, the test is the exact conditional test of the same
hypothesis (no association in any stratum): the summed later-period cell's distribution
given every stratum's margins is the convolution of the strata's hypergeometric
distributions (the exact test of Mantel-Haenszel's statistic: Gart 1970, Biometrika 57(3);
StatXact's exact stratified test), and its two-sided p-value sums the outcomes no more
likely than the one observed (as Fisher's exact test does with one table).  The p-value
is returned as the z of the same two-sided p, signed as the count's departure from its
expectation, so Benjamini-Hochberg, the nested-term bar and the direction read it as they
read any test z.  Only items whose approximate z would count (|z| >= 1.96, two-sided
p < 0.05) are recomputed: an item the approximation already leaves out is never listed,
and a change of the few it concerns costs one small convolution each.
"""

from __future__ import annotations

import numpy as np

MIN_EXPECTED = 5.0  # Mantel & Fleiss (1980): the summed expected count's distance from its bounds
APPROX_COUNTS = 1.96  # |z| under which the approximate test already lists nothing


def mantel_fleiss_fails(ya: np.ndarray, na: np.ndarray, yb: np.ndarray, nb: np.ndarray
                        ) -> np.ndarray:
    """A bool per item (rows of ``ya``, ``yb``: items x strata; ``na``, ``nb`` the strata's
    papers per group): whether the summed expected later-period count lies under
    :data:`MIN_EXPECTED` from either bound of the summed cell."""
    using = ya + yb
    total = na + nb
    expected = (nb * using / np.maximum(total, 1)).sum(axis=1)
    low = np.maximum(0, using - na).sum(axis=1)
    high = np.minimum(using, nb).sum(axis=1)
    return np.minimum(expected - low, high - expected) < MIN_EXPECTED


def hypergeom_pmf(low: int, high: int, total: int, using: int, drawn: int) -> np.ndarray:
    """P(k of the ``drawn`` papers use the item), k = low..high, ``using`` of ``total``
    doing so: scipy.stats.hypergeom's pmf from log-binomials, without its per-call
    machinery (~0.1 ms a call, which a filter change paid per stratum and item)."""
    from scipy.special import gammaln

    k = np.arange(low, high + 1, dtype=float)
    log = (gammaln(using + 1) - gammaln(k + 1) - gammaln(using - k + 1)
           + gammaln(total - using + 1) - gammaln(drawn - k + 1)
           - gammaln(total - using - drawn + k + 1)
           - gammaln(total + 1) + gammaln(drawn + 1) + gammaln(total - drawn + 1))
    return np.exp(log)


def exact_z(ya: np.ndarray, na: np.ndarray, yb: np.ndarray, nb: np.ndarray) -> float:
    """The exact conditional test of one item (``ya``, ``yb``: papers using it per stratum
    in each group) as a signed two-sided z (module docstring); NaN when no stratum varies."""
    from scipy.special import ndtri

    dist = np.ones(1)
    low_sum = 0
    expected = 0.0
    for a, n_a, b, n_b in zip(ya, na, yb, nb, strict=True):
        using, total = int(a + b), int(n_a + n_b)
        if using == 0 or using == total:  # one outcome: its count, fixed
            low_sum += int(b)
            expected += float(b)
            continue
        low, high = max(0, using - int(n_a)), min(using, int(n_b))
        dist = np.convolve(dist, hypergeom_pmf(low, high, total, using, int(n_b)))
        low_sum += low
        expected += n_b * using / total
    if dist.size == 1:
        return float("nan")
    observed = int(yb.sum()) - low_sum
    p = float(dist[dist <= dist[observed] * (1 + 1e-7)].sum())
    sign = np.sign(yb.sum() - expected)
    return float(sign * -ndtri(min(p, 1.0) / 2)) if p < 1 else 0.0


def exact_where_needed(test: np.ndarray, ya: np.ndarray, na: np.ndarray, yb: np.ndarray,
                       nb: np.ndarray) -> np.ndarray:
    """``test`` (Cochran-Mantel-Haenszel z per item) with the exact test's z where the
    Mantel-Fleiss criterion fails and the approximate z would count."""
    with np.errstate(invalid="ignore"):
        counts = np.abs(test) >= APPROX_COUNTS
    redo = np.flatnonzero(counts & mantel_fleiss_fails(ya, na, yb, nb))
    if not redo.size:
        return test
    out = test.copy()
    for i in redo:
        out[i] = exact_z(ya[i], na, yb[i], nb)
    return out

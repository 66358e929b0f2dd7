"""A selection against the rest of the corpus at the selection's venue mix.

Why: a selection's venue mix is rarely the rest's.  On the 24,000 papers the years
2021-2022 are 64% ACL and NAACL papers (venues of 2021-2024 only), so "what these years
use more than the others" is mostly what ACL uses more than NeurIPS: transformer, machine
translation.  Rising/falling compares within venues for that reason
(:mod:`analysis.trends.changes`); this module does the same for one selection against the
rest.

How (indirect standardisation).  In each venue with papers on both sides, the rest's
papers carry the weight w_v = (the selection's papers in v) / (the rest's papers in v), so
the weighted rest has the selection's venue mix and as many papers as the selection there;
an item's weighted rest count E = Σ_v w_v r_v is the number of selected papers expected to
use it if each venue kept its rate among its other papers (the expected count of indirect
standardisation, as the emerging terms' venue baseline,
:func:`analysis.trends.emerging.venue_baseline`).  A venue whose papers are all selected
has no rate to keep: it is left out, and ``covered`` is the share of the selection's papers
in the venues compared.  When no venue has papers on both sides the selection is made of
whole venues: the comparison is with the other venues, the plain contrast, which is what
was asked (:data:`OTHER_VENUES`) -- at the selection's year mix when the years differ
(below).  With one venue, or the same venue mix on both sides,
every w_v is equal and the weighting changes nothing: the plain contrast is computed as it
always was (:data:`OTHER_PAPERS`).

Whole venues, at their own years (:data:`YEAR_MATCHED`).  Against the other venues, a
selection of whole venues is also compared with their years: on the 61k, COLING is the only
venue with 2025 papers (848, 58% of them about LLMs), so against AAAI and IJCAI over all
years "large language model" set COLING apart (23% against 1.8%) while in the years the
three share it is ~0.2% on each side: the list answered "what sets 2025 apart".  So the
same standardisation runs over years instead of venues (:func:`venue_plan` on the papers
per year): the other venues' papers of each year the selection shares carry
w_y = (selected in y) / (rest in y), and the years only the selection has are left out
(``left_out``, ``covered``), as a venue whose papers are all selected is, since no other
paper says what they would use.  It is the indirect standardisation of rates over an age
(here: year) structure (Breslow & Day 1987, "Statistical Methods in Cancer Research"
vol. II, ch. 2), the venues' weighting with years as the strata.  A selection whose years
the rest has in the same mix gets equal weights: the plain contrast, as before
(``other venues``); so does one sharing no year with the rest (nothing to standardise).

The score with weighted counts.  Monroe, Colaresi & Quinn's log-odds (2008,
:func:`~analysis.trends.log_odds.binomial_log_odds`) reads its counts as binomial: y papers
of n, variance from y and n, and a prior (the pooled share, "as strong as the data") of the
size of the data.  A weighted count is not binomial at its nominal size: E counts n_sel
papers, but its variance is Σ_v w_v² n_v p_v(1 - p_v), larger than a binomial's at n_sel
when a few rest papers stand for many selected ones (NAACL's 2023-2024 papers for its
2021-2022 ones) and smaller when the rest is much larger than the selection.  Fed E and
n_sel, the score would trust a thin rest as much as a full one, and the prior would be as
strong as papers the rest does not have.  So the weighted rest is scaled back to its
effective number of papers, Kish's n_eff = (Σ_v w_v n_v)² / Σ_v w_v² n_v (Kish 1965,
"Survey Sampling", §11.7; Kish 1992, "Weighting for unequal Pi", J. Off. Stat. 8(2)),
keeping its share: E n_eff / n_sel papers of n_eff.  A share of n_eff binomial papers has
the variance of the weighted share when the item's rate is alike across the venues (Kish's
design effect of unequal weights), and the prior is as strong as the data really are.  With
equal weights n_eff is the rest's papers and the count its own: the plain contrast.  In a
simulated null (a venue of 200 papers, 80% selected, beside one of 1,000, 10% selected;
rates 20% and 5%; 20,000 draws) the scaled z spreads about as the plain score does with one
venue (sd 0.57 against 0.48) and lists 0.01% of the draws; fed E and n_sel it spreads 0.83
and lists 1%; the plain contrast lists 70%.  The other options: the pooled per-venue scores
of rising/falling have no "share expected" to show beside the selection's share, and an
O-vs-E z alone would lose Monroe's shrinkage of rare items.

The test.  Kish's factor is an approximation where an item's rate differs between venues,
so whether a listed item holds (``q``) does not rest on it: the test is the
Cochran-Mantel-Haenszel test of the compared venues' 2x2 tables, selected or not against
using the item or not (:func:`~analysis.trends.log_odds.mantel_haenszel_z`; Mantel &
Haenszel 1959), the standard test of an association within strata, which needs no weights
(its expected count is the same indirect standardisation with each venue's pooled rate).
Where its normal approximation is no test (a term of one or two papers in a thin group: the
Mantel-Fleiss criterion), the exact conditional test of the same hypothesis replaces it
(:func:`~analysis.trends.exact.exact_where_needed`, Fisher's exact test with one stratum),
as it does for rising/falling.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from analysis.trends.exact import exact_where_needed
from analysis.trends.log_odds import binomial_log_odds, mantel_haenszel_z

OTHER_PAPERS = "other papers"  # one venue, or the same venue mix on both sides
VENUE_MATCHED = "venue-matched"  # the other papers of the same venues, at the selection's mix
OTHER_VENUES = "other venues"  # the selection is whole venues: the other venues' papers
#: the selection is whole venues: the other venues' papers of its years, at its year mix
YEAR_MATCHED = "year-matched"
_SAME_MIX = 1e-9  # relative spread of the weights under which the mixes are the same


@dataclass(frozen=True)
class VenuePlan:
    """Which comparison a selection gets, from its papers and the rest's per venue."""

    baseline: str  # OTHER_PAPERS, VENUE_MATCHED, OTHER_VENUES or YEAR_MATCHED
    matched: np.ndarray  # bool per venue: papers on both sides (compared, when matched)
    weight: np.ndarray  # w_v of the matched venues
    covered: float  # share of the selection's papers in the venues compared
    left_out: tuple[str, ...]  # strata of the selection with no other papers (matched only)


def venue_plan(selected: np.ndarray, papers: np.ndarray, venues: list[str],
               matched_as: str = VENUE_MATCHED) -> VenuePlan:
    """The :class:`VenuePlan` of a selection with ``selected`` of the ``papers`` of each of
    ``venues`` (at least one paper on each side); the strata may be years (``matched_as``
    :data:`YEAR_MATCHED`, ``venues`` the years' names)."""
    selected, papers = np.asarray(selected, dtype=float), np.asarray(papers, dtype=float)
    rest = papers - selected
    matched = (selected > 0) & (rest > 0)
    weight = selected[matched] / rest[matched]
    if not matched.any():
        return VenuePlan(OTHER_VENUES, matched, weight, 1.0, ())
    if (matched == (papers > 0)).all() and np.ptp(weight) <= _SAME_MIX * weight.max():
        return VenuePlan(OTHER_PAPERS, matched, weight, 1.0, ())
    alone = (selected > 0) & (rest == 0)
    return VenuePlan(matched_as, matched, weight,
                     float(selected[matched].sum() / selected.sum()),
                     tuple(v for v, out in zip(venues, alone, strict=True) if out))


@dataclass(frozen=True)
class Contrast:
    """Each item's use in the selection against the rest as the plan compares them.

    ``inside`` of ``n_in`` selected papers (in the venues compared) against ``rest`` of
    ``n_rest``: the rest's papers, or venue-matched the expected count E of ``n_in``
    papers; ``z`` ranks (Monroe et al.'s score), ``test`` is the Mantel-Haenszel z (NaN:
    no test).
    """

    inside: np.ndarray
    rest: np.ndarray
    n_in: float
    n_rest: float
    log_odds: np.ndarray
    z: np.ndarray
    test: np.ndarray


def plain_contrast(inside: np.ndarray, rest: np.ndarray, n_in: int, n_rest: int) -> Contrast:
    """The selection against the other papers, unweighted (one 2x2 table per item)."""
    delta, var = binomial_log_odds(rest, n_rest, inside, n_in)
    ya, yb = np.asarray(rest, dtype=float)[:, None], np.asarray(inside, dtype=float)[:, None]
    na, nb = np.array([float(n_rest)]), np.array([float(n_in)])
    test = exact_where_needed(mantel_haenszel_z(ya, na, yb, nb, axis=1), ya, na, yb, nb)
    return Contrast(inside, rest, n_in, n_rest, delta, delta / np.sqrt(var), test)


def matched_contrast(inside: np.ndarray, total: np.ndarray, plan: VenuePlan,
                     selected: np.ndarray, papers: np.ndarray) -> Contrast:
    """The selection against the venue-matched rest (module docstring): ``inside`` and
    ``total`` are items x matched venues (papers using each item, selected and all),
    ``selected`` and ``papers`` the matched venues' papers."""
    n_sel = np.asarray(selected, dtype=float)
    n_out = np.asarray(papers, dtype=float) - n_sel
    ins, out = np.asarray(inside, dtype=float), np.asarray(total, dtype=float) - inside
    w = plan.weight
    n_in = float(n_sel.sum())
    used = ins.sum(axis=1)
    expected = np.einsum("iv,v->i", out, w)  # einsum: no BLAS threads for a product this small
    n_eff = n_in * n_in / float((w * w * n_out).sum())
    delta, var = binomial_log_odds(expected * (n_eff / n_in), n_eff, used, n_in)
    test = exact_where_needed(mantel_haenszel_z(out, n_out, ins, n_sel, axis=1), out, n_out,
                              ins, n_sel)
    return Contrast(used, expected, n_in, n_in, delta, delta / np.sqrt(var), test)


def two_groups(count_a: np.ndarray, count_b: np.ndarray, n_a: np.ndarray, n_b: np.ndarray,
               strata: list[str], matched_as: str) -> tuple[Contrast, str]:
    """Group b against group a, as a selection against the rest is compared: ``count_a``,
    ``count_b`` are items x strata (papers using each item), ``n_a``, ``n_b`` the groups'
    papers per stratum (years, or venues for two periods: ``matched_as``).  Group a is
    weighted to b's mix over the strata both have (:func:`matched_contrast`, the test
    Mantel-Haenszel over them); with the same mix, or one stratum, the plain contrast
    (:data:`OTHER_PAPERS`).  Also returns which of the two it was."""
    count_a, count_b = np.asarray(count_a, dtype=float), np.asarray(count_b, dtype=float)
    n_a, n_b = np.asarray(n_a, dtype=float), np.asarray(n_b, dtype=float)
    plan = venue_plan(n_b, n_a + n_b, strata, matched_as)
    if plan.baseline == matched_as:
        m = plan.matched
        return matched_contrast(count_b[:, m], (count_a + count_b)[:, m], plan, n_b[m],
                                (n_a + n_b)[m]), matched_as
    return plain_contrast(count_b.sum(axis=1), count_a.sum(axis=1), int(n_b.sum()),
                          int(n_a.sum())), OTHER_PAPERS

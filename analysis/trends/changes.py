"""Ranked changes between two periods, measured within venues.

A corpus's venue mix changes over time (ACL and NAACL join the 24k corpora in 2021,
NeurIPS leaves after 2018), and a term "rises" in the crude shares whenever a venue that
uses it joins.  So each item (term or topic) is scored inside each venue that has papers in
both periods (:func:`analysis.trends.log_odds.binomial_log_odds`, the venue's own prior)
and the venues' scores are pooled by inverse variance (:func:`~analysis.trends.log_odds.
pool_strata`).  A venue present in only one period says nothing about change and is left
out; :class:`VenueAccount` says which venues were used and which were not, in words, for
the chart note and the ``venue_adjustment`` column of ``rising_falling.csv``.

The shares shown beside a change.  ``share_a`` and ``share_b`` are each period's papers
using the item over its papers in the venues used: crude shares, each at its own period's
venue mix.  Where the venues used weigh differently in the two periods, the crude shares
can move against the change measured within venues (trends67, 61k 2015-2022: the topic
"neural network · architecture · layer" falls within venues, z -2.2, in COLING 7.7% ->
3.2%, ECCV 12.8% -> 6.7%, WACV 12.4% -> 10.5%, while its crude share rose 5.5% -> 5.8%,
ICRA and IROS, which use it at 3%, holding less of the later papers), and a card reading
"falling (5.5% -> 5.8%)" says the opposite of its bar.  So ``share_a_mix`` is the earlier
period's share at the later period's venue mix, Σ_v (n_bv / n_b) · y_av / n_av over the
venues used (direct standardisation, the later period as the standard population: Breslow
& Day 1987, "Statistical Methods in Cancer Research" vol. II, ch. 2): the share the
earlier papers would have had with the later period's venues in the later proportions.
``share_b`` is already at that mix, so ``share_a_mix`` -> ``share_b`` is a weighted mean
of the venues' own changes and moves as they do; with one venue, or the same mix in both
periods, it is ``share_a``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pandas as pd

from analysis.schema import shown_venue
from analysis.trends.cells import Cells
from analysis.trends.exact import exact_where_needed
from analysis.trends.log_odds import (
    Q_HOLDS,
    binomial_log_odds,
    false_discovery,
    mantel_haenszel_z,
    pool_strata,
    significant,
)
from analysis.trends.periods import Periods

MIX_CHANGE = 0.1  # total variation distance of the venue shares called a change of mix
#: ``acronym`` and ``head`` spell a keyword's ``term`` (:mod:`analysis.terms.spelling`)
CHANGE_COLUMNS = ["kind", "term", "acronym", "head", "topic", "group_a", "group_b", "count_a",
                  "count_b", "share_a", "share_b", "share_a_mix", "log_odds", "z", "q",
                  "compared", "venues_using", "direction", "venue_adjustment", "covered",
                  "share_of"]


@dataclass(frozen=True)
class VenueAccount:
    """Which venues a comparison of two periods used (papers in both) and left out."""

    used: tuple[str, ...]
    only_before: tuple[str, ...]
    only_recent: tuple[str, ...]
    mix_change: float  # total variation distance between the periods' venue shares
    periods: Periods
    #: the share of the two periods' papers of the denominator (all papers) in the venues
    #: used: what the shares are of (24k, halves 1987-2018 / 2019-2025: AISTATS, COLT and
    #: ICML, 39%)
    covered: float = 1.0
    #: the selected papers (the papers shown) of each period in the venues used: what the
    #: counts are made of (24k, topic #13 of 652 papers, halves: 44 and 58, 102 in all)
    compared: tuple[int, int] = (0, 0)
    #: the selected papers of each period, in every venue
    shown: tuple[int, int] = (0, 0)
    #: the selected papers with a year, in or out of the periods
    shown_all: int = 0

    @property
    def mix_changes(self) -> bool:
        return self.mix_change >= MIX_CHANGE or bool(self.only_before or self.only_recent)

    def coverage(self) -> str:
        """"102 of the 652 papers shown": the papers shown that the venues used hold (of
        those of the two periods, "in these periods", when other years hold some too)."""
        shown = sum(self.shown)
        where = " in these periods" if shown < self.shown_all else ""
        return f"{sum(self.compared):,} of the {shown:,} papers shown{where}"

    def describe(self) -> str:
        """The ``venue_adjustment`` text: how venues were accounted for, and how many of the
        papers shown that leaves (a topic of 652 papers on the 24k corpora keeps 102: the
        venues used, AISTATS, COLT and ICML, hold 39% of all papers but 16% of it)."""
        names = [shown_venue(v) for v in self.used]
        if not names:
            return "no venue has papers in both periods: no change can be measured"
        if len(names) == 1 and not (self.only_before or self.only_recent):
            return f"one venue ({names[0]})"
        text = (f"within each venue with papers in both periods ({', '.join(names)}: "
                f"{self.coverage()}), pooled")
        left = [f"{shown_venue(v)} ({label} only)" for group, label in
                ((self.only_before, self.periods.labels[0]),
                 (self.only_recent, self.periods.labels[1])) for v in group]
        return text + (f"; left out: {', '.join(left)}" if left else "")


def _period_sums(counts: np.ndarray, cells: Cells, years: tuple[int, int]
                 ) -> tuple[np.ndarray, np.ndarray]:
    """(items x venues counts, papers per venue) over the cells of the period ``years``;
    ``counts`` is cells x items."""
    inside = _inside(cells, years)
    return cells.by_venue(counts, inside).T, cells.by_venue(cells.base.astype(float), inside)


def _inside(cells: Cells, years: tuple[int, int]) -> np.ndarray:
    """Whether each cell's year is in the period ``years``."""
    return (cells.year >= years[0]) & (cells.year <= years[1])


def venue_account(cells: Cells, periods: Periods) -> VenueAccount:
    """Which venues have papers in both periods, and how much the venue mix changes."""
    venues = cells.venue_index()[0]
    _, n_a = _period_sums(np.zeros((len(cells.base), 0)), cells, periods.before)
    _, n_b = _period_sums(np.zeros((len(cells.base), 0)), cells, periods.recent)
    share_a, share_b = n_a / max(n_a.sum(), 1), n_b / max(n_b.sum(), 1)

    def named(which: np.ndarray) -> tuple[str, ...]:
        return tuple(v for v, ok in zip(venues, which, strict=True) if ok)

    used = (n_a > 0) & (n_b > 0)
    # the selected papers per venue of each period (the denominator's are n_a, n_b)
    s_a, s_b = (cells.by_venue(cells.papers.astype(np.int64), _inside(cells, years))
                for years in (periods.before, periods.recent))
    return VenueAccount(used=named(used),
                        only_before=named((n_a > 0) & (n_b == 0)),
                        only_recent=named((n_a == 0) & (n_b > 0)),
                        mix_change=float(np.abs(share_a - share_b).sum() / 2), periods=periods,
                        covered=float((n_a + n_b)[used].sum() / max((n_a + n_b).sum(), 1)),
                        compared=(int(s_a[used].sum()), int(s_b[used].sum())),
                        shown=(int(s_a.sum()), int(s_b.sum())),
                        shown_all=int(cells.papers.sum()))


@dataclass(frozen=True)
class ChangeBar:
    """What a keyword nested in a listed one must reach with its own papers to keep a place
    (:mod:`analysis.trends.nested`): the list's own two steps.  ``test``: the smallest |test
    z| that holds among the items compared (q < :data:`~analysis.trends.log_odds.Q_HOLDS`),
    so an own test at least as strong holds in the same Benjamini-Hochberg family (inf when
    nothing holds); ``z``: the shrunk |z| of the list's ``top``-th place (0 when fewer are
    listed: the test alone)."""

    z: float
    test: float


def change_scores(counts: np.ndarray, cells: Cells, periods: Periods
                  ) -> tuple[np.ndarray, np.ndarray]:
    """Each column's pooled shrunk z and Cochran-Mantel-Haenszel test z of the change from
    ``periods.before`` to ``periods.recent`` within venues, as :func:`ranked_changes`
    scores them (NaN: no venue in both periods, or no test)."""
    y_a, n_a = _period_sums(counts, cells, periods.before)
    y_b, n_b = _period_sums(counts, cells, periods.recent)
    used = (n_a > 0) & (n_b > 0)
    if not used.any():
        return np.full(counts.shape[1], np.nan), np.full(counts.shape[1], np.nan)
    ya, yb, na, nb = y_a[:, used], y_b[:, used], n_a[used], n_b[used]
    delta, var = binomial_log_odds(ya, na, yb, nb)
    test = exact_where_needed(mantel_haenszel_z(ya, na, yb, nb, axis=1), ya, na, yb, nb)
    return pool_strata(delta, var, axis=1)[1], test


def ranked_changes(counts: np.ndarray, cells: Cells, periods: Periods, names: np.ndarray,
                   kind: str, top: int = 15,
                   prune: Callable[[np.ndarray, float, ChangeBar, int], np.ndarray] | None = None
                   ) -> dict[str, np.ndarray]:
    """The items (columns of ``counts``: cells x items, papers using each) that rose and
    fell most from ``periods.before`` to ``periods.recent``, within venues: columns of
    :data:`CHANGE_COLUMNS` as arrays (:func:`changes_table` makes the table).

    At most ``top`` per direction, where the test holds once every item compared
    (``compared``: tested, i.e. used by some but not every paper of the venues used) is
    accounted for (``q`` < 5%: the venues' Cochran-Mantel-Haenszel test,
    :func:`~analysis.trends.log_odds.false_discovery`), ranked by the pooled z.  Counts
    and shares are over the venues used (papers in both periods), so they are the numbers
    the score compared; ``topic`` is the item's position for topics (their id), NaN for
    terms.  ``prune`` (ranked positions, direction +1/-1, the :class:`ChangeBar`,
    ``top`` -> the positions listed, :mod:`analysis.trends.nested`) takes each
    direction's ``top``.
    """
    scored = _scored(counts, cells, periods)
    if scored is None:
        return {}
    ya, yb, na, nb, pooled, z, test, q = scored
    up, down = significant(z, test, q, top if prune is None else len(z))
    if prune is not None:
        with np.errstate(invalid="ignore"):
            held = np.abs(test[q < Q_HOLDS])
        cut = float(held.min()) if held.size else np.inf
        up, down = (prune(side, sign, ChangeBar(_bar(np.abs(z[side]), top), cut), top)
                    for side, sign in ((up, 1.0), (down, -1.0)))
    picked = np.concatenate([up, down]).astype(np.int64)
    ca, cb = ya.sum(axis=1)[picked], yb.sum(axis=1)[picked]
    return {
        "kind": np.full(len(picked), kind, dtype=object), "term": names[picked],
        "topic": picked.astype(float) if kind == "topic" else np.full(len(picked), np.nan),
        "count_a": ca.astype(int), "count_b": cb.astype(int),
        "share_a": ca / max(na.sum(), 1), "share_b": cb / max(nb.sum(), 1),
        "share_a_mix": at_later_mix(ya[picked], na, nb),
        "log_odds": pooled[picked], "z": z[picked], "q": q[picked],
        "compared": np.full(len(picked), int(np.isfinite(test).sum())),
        "venues_using": _venues_using(ya[picked] + yb[picked], _used_venues(cells, periods)),
        "direction": np.array(["rising"] * len(up) + ["falling"] * len(down), dtype=object),
    }


def _used_venues(cells: Cells, periods: Periods) -> list[str]:
    """The venues with papers in both periods, in :func:`_scored`'s order."""
    n_a = _period_sums(np.zeros((len(cells.base), 0)), cells, periods.before)[1]
    n_b = _period_sums(np.zeros((len(cells.base), 0)), cells, periods.recent)[1]
    venues = cells.venue_index()[0]
    return [v for v, a, b in zip(venues, n_a, n_b, strict=True) if a > 0 and b > 0]


def _venues_using(used: np.ndarray, venues: list[str]) -> np.ndarray:
    """Each item's venues (of those used) with a paper using it in either period, joined
    by ", ": the change is measured in them alone (a venue without the item adds nothing
    to the test).  61k, halves: "model predictive control" rose in ICRA, IROS and RSS, 3
    of the 7 venues compared, and a card reading the 7 said it of vision venues too."""
    return np.array([", ".join(v for v, n in zip(venues, row, strict=True) if n > 0)
                     for row in used], dtype=object)


def at_later_mix(ya: np.ndarray, na: np.ndarray, nb: np.ndarray) -> np.ndarray:
    """Each item's earlier share at the later period's venue mix (module docstring):
    ``ya`` items x venues papers using it in the earlier period, ``na``, ``nb`` each
    period's papers per venue (the venues used: papers in both)."""
    weight = nb / max(float(nb.sum()), 1.0)
    return (ya / np.maximum(na, 1)) @ weight


def _scored(counts: np.ndarray, cells: Cells, periods: Periods) -> tuple[np.ndarray, ...] | None:
    """(items x venues papers using each item in each period, each period's papers per
    venue, pooled log-odds, shrunk z, test z, q) over the venues with papers in both
    periods; None when there is no such venue or no item."""
    y_a, n_a = _period_sums(counts, cells, periods.before)
    y_b, n_b = _period_sums(counts, cells, periods.recent)
    used = (n_a > 0) & (n_b > 0)
    if not used.any() or counts.shape[1] == 0:
        return None
    ya, yb, na, nb = y_a[:, used], y_b[:, used], n_a[used], n_b[used]
    delta, var = binomial_log_odds(ya, na, yb, nb)
    pooled, z = pool_strata(delta, var, axis=1)
    test = mantel_haenszel_z(ya, na, yb, nb, axis=1)  # NaN: no paper (or every one) uses it
    # exact where the approximation is no test (analysis.trends.exact: a one-paper term)
    test = exact_where_needed(test, ya, na, yb, nb)
    return ya, yb, na, nb, pooled, z, test, false_discovery(test)


EVIDENCE_COLUMNS = ["kind", "compared", "held", "term", "acronym", "head", "topic", "group_a",
                    "group_b", "count_a", "count_b", "share_a", "share_b", "share_a_mix", "z",
                    "q", "direction"]


def nearest_change(counts: np.ndarray, cells: Cells, periods: Periods, names: np.ndarray,
                   kind: str) -> dict[str, object]:
    """What :func:`ranked_changes` tested, for a card that lists nothing: how many items
    (``compared``), how many hold (``held``: q < 5%, before any cap or nested-term rule),
    and the nearest candidate, the item of smallest q (ties: the larger |test z|), with
    its counts and shares as :func:`ranked_changes` gives them and its ``direction``
    (rising or falling: the test's sign).  A "no change" then shows its evidence (walk 57:
    COLT, topic #30's keywords: 69 tested, the nearest "multi-armed bandit" 29 -> 7
    papers, q 0.16).  ``group_a``, ``group_b``: the periods' labels.  No candidate
    (``compared`` 0) when nothing was tested."""
    scored = _scored(counts, cells, periods)
    tested = np.zeros(0, dtype=bool) if scored is None else np.isfinite(scored[6])
    groups = {"group_a": periods.labels[0], "group_b": periods.labels[1]}
    if scored is None or not tested.any():
        return {"kind": kind, "compared": 0, "held": 0, **groups}
    ya, yb, na, nb, _, z, test, q = scored
    where = np.flatnonzero(tested)
    i = int(where[np.lexsort((-np.abs(test[where]), q[where]))[0]])
    ca, cb = float(ya[i].sum()), float(yb[i].sum())
    return {"kind": kind, "compared": int(tested.sum()), "held": int((q[where] < Q_HOLDS).sum()),
            "term": names[i], "topic": float(i) if kind == "topic" else np.nan, **groups,
            "count_a": int(ca), "count_b": int(cb), "share_a": ca / max(na.sum(), 1),
            "share_b": cb / max(nb.sum(), 1),
            "share_a_mix": float(at_later_mix(ya[i:i + 1], na, nb)[0]),
            "z": float(z[i]), "q": float(q[i]),
            "direction": "rising" if test[i] > 0 else "falling"}


def _bar(scores: np.ndarray, top: int) -> float:
    """The ``top``-th score of a ranking (0 when fewer are ranked: the entry test alone)."""
    return float(scores[top - 1]) if len(scores) >= top else 0.0


def changes_table(parts: list[dict[str, np.ndarray]], periods: Periods, account: VenueAccount,
                  share_of: str) -> pd.DataFrame:
    """One table of the :func:`ranked_changes` of several kinds (built once: this runs on
    every filter change)."""
    parts = [p for p in parts if p and len(p["z"])]
    if not parts:
        return pd.DataFrame(columns=CHANGE_COLUMNS)
    columns = {c: np.concatenate([p[c] for p in parts]) for c in parts[0]}
    return pd.DataFrame({
        **{c: columns[c] for c in ("kind", "term")},
        "topic": pd.array(columns["topic"], dtype="Int64"),
        "group_a": periods.labels[0], "group_b": periods.labels[1],
        **{c: columns[c] for c in ("count_a", "count_b", "share_a", "share_b", "share_a_mix",
                                   "log_odds", "z", "q", "compared", "venues_using",
                                   "direction")},
        "venue_adjustment": account.describe(), "covered": account.covered,
        "share_of": share_of,
    }, columns=CHANGE_COLUMNS)

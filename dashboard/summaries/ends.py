"""What a sentence about lines over the years may claim: the shares at the two ends of the
years, each end pooled until it holds enough papers, and whether a change between periods
is significant in the page's own within-venue test.

A share of one year's papers moves a point per paper when the year holds a hundred, and
more when it holds fewer: on the 24k corpora COLT 2011 holds 42 papers, so topic #31's 5
papers were "12% in 2011" (its next years: 4.5%, 2.6%, 10.1%), and the sentence named it
"Falling most" against 2024's 5 of 169 papers, while the growing and shrinking topics card
of the same page found no significant change.  So the sentences compare the first and the
last years pooled (:func:`pooled_ends`) and read the verdict of the within-venue test
(``tables.rising_falling_table``, the periods and venues of ``tables.change_periods``)
instead of ranking noise as a trend.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from analysis.tables.comparisons import CHANGES_LISTED
from analysis.trends import Q_HOLDS
from analysis.trends.changes import VenueAccount
from analysis.trends.periods import period_label
from dashboard.figures.base import TYPE_LABELS, records
from dashboard.figures.venue_mix import MIX_WORDS
from dashboard.summaries.base import share_cell, share_words

#: The papers (all papers of the years: the shares' denominator) each end of a sentence
#: from the first years to the last holds at least: consecutive years are pooled until it
#: does.  At 100 papers one paper moves a share by one point, and a topic's typical share
#: (1 in 39 topics, 2.6%) has a binomial standard error of 1.6 points; at COLT 2011's 42
#: papers one paper is 2.4 points and 5 papers read as 12%.  A larger minimum would blur
#: the ends into long periods on a small selection (COLT pools 2011-2013 for 100 papers,
#: 2011-2015 for 300).
END_PAPERS = 100
#: What a pooled end's share is, said beside it: the chart beside the sentence draws each
#: year, so "9.7% in 2016–2017" (11.6% and 8.0% on the chart) is found nowhere on it (walk 57)
POOLED_WORDS = "a share of those years' papers together, not a point of the chart"
#: A line's highest (lowest) year between the ends is said when it lies this many binomial
#: standard errors of its own share beyond both ends (and further than half the change
#: between them): the ends alone made "SVM" on NeurIPS 1987-2018 "0% → 0.8% (+0.8
#: points)", a rise, where it went to 12% in 2000 and fell fifteen-fold (walk59).  Three,
#: not two: the highest of some thirty years of a steady share lies about two standard
#: errors above its mean by chance alone.
BEYOND_ENDS_SE = 3.0


@dataclass(frozen=True)
class Ends:
    """The first and the last years a sentence compares (each a (first, last) year span,
    ``at`` a bool per year of the grid) and all the papers each holds."""

    first: tuple[int, int]
    last: tuple[int, int]
    at: tuple[np.ndarray, np.ndarray]
    papers: tuple[int, int]
    #: too few papers for END_PAPERS at each end without the two ends meeting: the two
    #: halves of the papers instead
    halves: bool = False

    @property
    def labels(self) -> tuple[str, str]:
        return period_label(self.first), period_label(self.last)

    def how(self, sentence: bool = False) -> str:
        """How the ends were pooled: " (the first years pooled to 100 papers or more)",
        or as a sentence (``sentence``: " The first years are pooled to ..."); "" when
        each end is one year."""
        pooled = [w for w, (lo, hi) in (("first", self.first), ("last", self.last))
                  if hi > lo]
        if self.halves:
            words = f"too few papers for {END_PAPERS} at each end: the two halves of the papers"
            return f" ({words}; {POOLED_WORDS})" if not sentence else \
                f" Too few papers for {END_PAPERS} at each end: the two halves of the papers " \
                f"are compared ({POOLED_WORDS})."
        if not pooled:
            return ""
        which = " and the ".join(pooled)
        each = " each" if len(pooled) > 1 else ""
        if sentence:
            return (f" The {which} years are{each} pooled to {END_PAPERS} papers or more "
                    f"({POOLED_WORDS}).")
        return f" (the {which} years{each} pooled to {END_PAPERS} papers or more: {POOLED_WORDS})"


def pooled_ends(years: list[int], papers: np.ndarray, minimum: int = END_PAPERS) -> Ends:
    """The fewest first years and the fewest last years that each hold ``minimum`` papers
    (``papers``: all papers of each year of ``years``, in order); where the two would
    meet, the two halves of the papers (split where half of them are published, as the
    ranked changes' default periods)."""
    n = len(years)
    papers = np.asarray(papers, dtype=float)
    ahead, behind = np.cumsum(papers), np.cumsum(papers[::-1])
    i = int(np.searchsorted(ahead, minimum))  # the last year of the first end
    j = n - 1 - int(np.searchsorted(behind, minimum))  # the first year of the last end
    halves = i >= j
    if halves:
        i = min(int(np.searchsorted(ahead, ahead[-1] / 2)), n - 2)
        j = i + 1
    index = np.arange(n)
    first, last = index <= i, index >= j
    return Ends((years[0], years[i]), (years[j], years[-1]), (first, last),
                (int(papers[first].sum()), int(papers[last].sum())), halves)


def end_share_words(ends: Ends, counts: np.ndarray, base: np.ndarray | None = None
                    ) -> tuple[str, str]:
    """A count's share at each pooled end, with its papers: ("12% (19 of 136)", "25% (42 of
    169)"); ``base`` (per year, as ``counts``) is the share's denominator when it is not
    the papers the ends were pooled on (a mean's weights, say)."""
    counts = np.asarray(counts, dtype=float)
    said = []
    for at, papers in zip(ends.at, ends.papers, strict=True):
        d = float(np.asarray(base, dtype=float)[at].sum()) if base is not None else papers
        n = float(counts[at].sum())
        said.append(f"{share_words(n / max(d, 1))} ({int(n):,} of {int(d):,})")
    return said[0], said[1]


@dataclass(frozen=True)
class YearGrid:
    """A line-per-item x year grid of ``share``, ``n_papers`` and ``year_papers`` (missing:
    0), as the figures build it: a few numpy arrays, not a groupby per line (a summary is
    made on every filter change, so pandas' per-call overhead adds up)."""

    keys: list[Any]  # the items in the order they first appear (the figure's), or sorted
    years: list[int]
    share: np.ndarray
    n_papers: np.ndarray
    year_papers: np.ndarray
    first: dict[Any, dict[str, Any]]  # each item's first row (its label, kind...)
    #: each line's share from the venue mix alone (``share_expected``; NaN: not known)
    expected: np.ndarray | None = None

    @classmethod
    def of(cls, table: pd.DataFrame, key: str, sort: bool = False) -> YearGrid:
        codes, keys = pd.factorize(table[key], sort=sort)
        year_codes, year_values = pd.factorize(table["year"], sort=True)
        grids = {}
        for column in ("share", "n_papers", "year_papers"):
            grids[column] = np.zeros((len(keys), len(year_values)))
            grids[column][codes, year_codes] = np.nan_to_num(
                table.get(column, table["n_papers"]).to_numpy(float))
        if "share_expected" in table:
            grids["expected"] = np.full((len(keys), len(year_values)), np.nan)
            grids["expected"][codes, year_codes] = table["share_expected"].to_numpy(float)
        _, where = np.unique(codes, return_index=True)  # each item's first row
        first = dict(zip(keys, records(table, where), strict=True))
        return cls(list(keys), [int(y) for y in year_values], grids["share"],
                   grids["n_papers"], grids["year_papers"], first, grids.get("expected"))

    def ends(self) -> Ends:
        """The pooled first and last years (:func:`pooled_ends`) of every line: a year's
        papers are the same for each (a line without a row in a year has 0 there)."""
        return pooled_ends(self.years, self.year_papers.max(axis=0))

    def at_ends(self, i: int, ends: Ends) -> tuple[np.ndarray, np.ndarray]:
        """Line ``i``'s (papers, share) at the two ends: its papers over the end's."""
        n = np.array([self.n_papers[i, at].sum() for at in ends.at])
        return n, n / np.maximum(np.array(ends.papers, dtype=float), 1)

    def end_words(self, i: int, ends: Ends) -> tuple[str, str, str, str, float]:
        """Line ``i``'s two ends in words: share and papers of each ("7.7%", "24 of 310",
        "12%", "58 of 480"), and its change."""
        n, share = self.at_ends(i, ends)
        return (share_words(share[0]), f"{int(n[0]):,} of {ends.papers[0]:,}",
                share_words(share[1]), f"{int(n[1]):,} of {ends.papers[1]:,}",
                float(share[1] - share[0]))

    def between_words(self, i: int, ends: Ends) -> str:
        """", peaking between them at 12% in 2000 (18 of 148)" (or "dipping ... to"): line
        ``i``'s highest (lowest) single year between the two ends, when it lies further
        beyond both ends than :data:`BEYOND_ENDS_SE` standard errors of its own share and
        than half the change between the ends; "" otherwise (each can be said)."""
        _, end_share = self.at_ends(i, ends)
        inside = ~(ends.at[0] | ends.at[1]) & (self.year_papers[i] > 0)
        if not inside.any():
            return ""
        papers = self.year_papers[i]
        share = np.where(inside, self.n_papers[i] / np.maximum(papers, 1), np.nan)
        change = abs(float(end_share[1] - end_share[0]))
        said = []
        for pick, edge, sign, verb in ((np.nanargmax, end_share.max(), 1, "peaking"),
                                       (np.nanargmin, end_share.min(), -1, "dipping")):
            t = int(pick(share))
            s, d = float(share[t]), float(papers[t])
            se = np.sqrt(max(s * (1 - s), 1 / d) / d)  # a share of 0 or 1: one paper's worth
            beyond = sign * (s - edge)
            if beyond > BEYOND_ENDS_SE * se and beyond > change / 2:
                said.append(f"{verb} between them {'at' if sign > 0 else 'to'} "
                            f"{share_words(s)} in {self.years[t]} "
                            f"({int(self.n_papers[i, t]):,} of {int(d):,})")
        return "".join(f", {w}" for w in said)

    def mix_words(self, i: int, ends: Ends, change: float | None = None) -> str:
        """"; the venue mix alone: 56% → 6.0%": line ``i``'s dotted companion over the two
        ends (each year's weighted by its papers), or "" where it is not known.  With the
        line's own ``change``, how much of it the mix gives (", 2.1 of its 8.6 points"; ",
        the other way"): "most of this change may be the venue mix" stood beside a mix
        that gave a quarter of it (walk59b: a search for BERT, ACL + NAACL + COLING)."""
        if self.expected is None:
            return ""
        year_papers = self.year_papers.max(axis=0)
        e = [self.expected[i, at] for at in ends.at]
        if not all(np.isfinite(x).all() for x in e):
            return ""
        pooled = [float((x * year_papers[at]).sum()) / max(p, 1)
                  for x, at, p in zip(e, ends.at, ends.papers, strict=True)]
        said = f"; {MIX_WORDS}: {share_words(pooled[0])} → {share_words(pooled[1])}"
        if change is None:
            return said
        return said + mix_part(100 * (pooled[1] - pooled[0]), 100 * change)

    def cells(self, i: int) -> list[str]:
        """Line ``i``'s year cells: "18.3% (12 of 102)"."""
        return [f"{share_cell(s)} ({int(n):,} of {int(d):,})" for s, n, d in
                zip(self.share[i], self.n_papers[i], self.year_papers[i], strict=True)]


def mix_part(moved: float, own: float) -> str:
    """How much of a line's own change (``own`` points) the venue mix alone gives
    (``moved`` points): ", 2.1 of its 8.6 points", ", the other way", or, where the mix
    alone moves it further than it moved, ", 0.4 points, more than its own 0.1" (was "0.4
    of its 0.1 points": "kalman filter", ICRA + IROS + RSS, walk64); "" where either
    rounds to 0."""
    if round(abs(own), 1) == 0 or round(abs(moved), 1) == 0:
        return ""
    if moved * own < 0:
        return ", the other way"
    if abs(moved) > abs(own) and _points(moved) != _points(own):
        return f", {_points(moved)} points, more than its own {_points(own)}"
    return f", {_points(moved)} of its {_points(own)} points"


def _points(d: float) -> str:
    """A change in points, unsigned, rounded as :func:`~dashboard.summaries.base.points_words`
    rounds the line's own ("45 of its 45 points", "2.1 of its 8.6")."""
    return f"{abs(d):.0f}" if abs(d) >= 9.95 else f"{abs(d):.1f}"


def few_compared(account: VenueAccount) -> str:
    """What the within-venue test could compare, when that is not every paper shown: no
    venue with papers in both periods, or the papers shown that the venues used hold
    ("the venues with papers in both periods hold 102 of the 652 papers shown, 44 in
    1987–2018 and 58 in 2019–2025"); "" when they hold them all.  Counts, not a verdict
    on the test's power: its shares are of all the papers of those venues, so a small
    selection can still show a significant change (24k, a search for "large language
    model": 71 papers compared, and the keyword holds), and the reader judges."""
    a, b = account.periods.labels
    if not account.used:
        return f"no venue has papers in both {a} and {b}, so no change can be measured"
    if sum(account.compared) >= sum(account.shown):
        return ""
    n_a, n_b = account.compared
    return (f"the venues with papers in both periods hold {account.coverage()}, "
            f"{n_a:,} in {a} and {n_b:,} in {b}")


def coverage_words(account: VenueAccount) -> str:
    """", in the venues with papers in both periods: 102 of the 652 papers shown", or ""
    when those venues hold every paper shown of the two periods."""
    if sum(account.compared) >= sum(account.shown):
        return ", in the venues with papers in both periods (shares of all their papers)"
    return (f", in the venues with papers in both periods ({account.coverage()}; shares of "
            f"all their papers)")


def verdict(changes: pd.DataFrame, topic: int, sign: float) -> str:
    """What the within-venue test (``tables.rising_falling_table``'s topic rows) says of
    ``topic``'s change of direction ``sign`` (+1 a rise): "significant", "may be chance"
    (listed, but not once every topic compared is counted), "not significant" (not
    listed), or that it changed the other way within venues."""
    t = changes[changes["kind"] == "topic"]
    mine = t[t["topic"].astype(float) == float(topic)]
    grows = sign > 0
    if mine.empty:
        side = (t["direction"] == ("rising" if grows else "falling")).sum()
        if side >= CHANGES_LISTED:  # the side is full: it may be further down
            return f"not among the {CHANGES_LISTED} strongest {'rises' if grows else 'falls'}"
        return "not significant"
    row = records(mine, np.arange(1))[0]
    if (row["direction"] == "rising") != grows:
        return f"within venues it {'shrinks' if grows else 'grows'} instead"
    held = "q" not in row or float(row["q"]) < Q_HOLDS
    return "significant" if held else "may be chance"


def one_type_words(counts: dict[str, float], ends: Ends) -> str:
    """Where the papers shown with a type are all of one type (a type filter), that type
    and its papers at the two ends, else "": its share is 100% (the others' 0%) in every
    year, which "100% (96 of 96) → 100% (84 of 84)" said as if it were a finding."""
    only = [k for k, n in counts.items() if n > 0]
    if len(only) != 1:
        return ""
    first, last = ends.labels
    return (f"Every paper shown with a type is {TYPE_LABELS[only[0]].lower()}: "
            f"{ends.papers[0]:,} in {first}, {ends.papers[1]:,} in {last}.")

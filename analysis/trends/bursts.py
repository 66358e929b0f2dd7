"""Kleinberg's two-state burst automaton over yearly batches, and a burst dated against
the share it rose from.

Kleinberg (2002), "Bursty and Hierarchical Structure in Streams", KDD, §4 (batched
arrivals): each year is a batch of d_t papers of which r_t use the term; the automaton
either emits at the baseline share p0 or, in a burst, at s·p0, and entering the burst
costs γ·ln(T) for T years; the cheapest state sequence (Viterbi) marks the burst years.
s = 2 and γ = 1 are Kleinberg's own settings.  :mod:`analysis.trends.emerging` says which
terms are emerging with it (on each venue's rate over all years, at each year's venue mix)
and why; this module also dates their bursts (:func:`dated`).

Take-off: Kleinberg's baseline, the share over all years, holds the burst's own years, so a
term that keeps rising raises its own baseline and only its last year or two clear it (WACV,
9be8f82: "diffusion model" 0.6%, 6.1%, 13.8% in 2023-2025 "took off in 2025"; all 22
AAAI+IJCAI terms in 2023-2024, 19 of them in 2024, the latest year). So the burst of an
emerging term is dated again with the baseline it rose from: each venue's share *before* the
burst's first year (at each year's venue mix, as emerging's), the automaton run again, and
the baseline re-estimated before the new first year until that year is stable: the EM-like
reading of the two-state model, whose states' rates are fitted to the years each state holds
(Kleinberg §2; Baum-Welch re-estimation). The first year only moves earlier: a round that
would date the burst later keeps the year it had (on the 24k two terms cycled, 2012 -> 2015
-> 2014 -> 2012), so the rounds end, one a year at most; on the corpora they end in 2 to 4.

Only the years before the burst enter, not every calm year: a term used in one stray year
long before would otherwise leave a baseline of 0 over the years between, where the burst
state costs nothing and the burst would stretch back to the stray paper. A venue's rate
before is the Jeffreys estimate (used + ½) / (papers + 1) (Brown, Cai & DasGupta 2001,
"Interval Estimation for a Binomial Proportion"): a term no paper used before has a small
baseline, not none, so one paper years before a burst does not date it
(tests/test_emerging_takeoff.py). A venue with no papers before the burst keeps its rate
over all its years, so a venue that joins in the burst still raises the baseline of its own
vocabulary. The term *took off* in the dated burst's first year with a paper using it (a
year whose venues never use it has a baseline near 0, where the two states cost the same, to
rounding); a new term rising from its first papers takes off with them (WACV "vision
transformer": 1.2%, 3.4%, 4.5%, 5.8% in 2022-2025, took off in 2022). If the automaton on
the baseline before ends in no burst, or in one begun later (a term used more long ago than
now), the dating it had stands. Which terms are emerging does not change: a term that rose
years ago and stays above its old share is no burst against its share over all years. Its
burst weight, the cost the burst state saves over the dated burst's years against the
baseline before it, ranks the terms (Kleinberg's weight).
"""

from __future__ import annotations

from typing import Protocol

import numpy as np

from analysis.trends.cells import Cells

BURST_SCALE = 2.0  # s: the burst state's share is s times the baseline's
BURST_COST = 1.0  # γ: entering a burst costs γ ln(years)
#: The Jeffreys prior's half paper each way on a venue's rate before a burst: a term no
#: paper used before has a small baseline, not none (module docstring)
JEFFREYS = 0.5


class VenueMix(Protocol):
    """What a baseline at each year's venue mix reads (``emerging.BurstFrame``)."""

    @property
    def years(self) -> np.ndarray: ...
    @property
    def venue_papers(self) -> np.ndarray: ...
    @property
    def mix(self) -> np.ndarray: ...
    @property
    def mix_papers(self) -> np.ndarray: ...


def _costs(r: np.ndarray, d: np.ndarray, p: np.ndarray) -> np.ndarray:
    """−log-likelihood of r of d papers at share p (the binomial coefficient cancels)."""
    p = np.clip(p, 1e-12, 1 - 1e-9)
    return -(r * np.log(p) + (d - r) * np.log1p(-p))


def burst_states(r: np.ndarray, d: np.ndarray, p0: np.ndarray, s: float = BURST_SCALE,
                 gamma: float = BURST_COST) -> tuple[np.ndarray, np.ndarray]:
    """Kleinberg's two-state burst automaton, one column per item (years x items): ``r``
    papers using the item of ``d`` (a column: papers per year) at baseline share ``p0``.

    Returns (in a burst: bool years x items, cost saved per year by the burst state).
    """
    n_years = r.shape[0]
    d = d.reshape(-1, 1)
    c0, c1 = _costs(r, d, p0), _costs(r, d, np.minimum(s * p0, 0.999))
    enter = gamma * np.log(max(n_years, 2))
    if r.ndim == 2 and r.shape[1] == 1:  # one item: the nested-term rule asks per term
        return _one_item(c0[:, 0].tolist(), c1[:, 0].tolist(), float(enter)), c0 - c1
    from_burst = np.zeros(r.shape, dtype=bool)  # the best way into each state
    into_burst = np.zeros(r.shape, dtype=bool)
    cost0, cost1 = c0[0].copy(), c1[0] + enter
    for t in range(1, n_years):
        from_burst[t] = cost1 < cost0  # into state 0: leaving a burst is free
        into_burst[t] = cost1 <= cost0 + enter  # into state 1: stay, or enter
        cost0, cost1 = np.minimum(cost0, cost1) + c0[t], np.minimum(cost0 + enter, cost1) + c1[t]
    state = np.zeros(r.shape, dtype=bool)
    state[-1] = cost1 < cost0
    for t in range(n_years - 1, 0, -1):
        state[t - 1] = np.where(state[t], into_burst[t], from_burst[t])
    return state, c0 - c1


def _one_item(c0: list[float], c1: list[float], enter: float) -> np.ndarray:
    """:func:`burst_states`' automaton for one item, in Python floats: the same IEEE
    double sums and comparisons in the same order as the arrays' (the costs are finite
    and positive, so ``min`` is ``np.minimum``), without an array operation's overhead
    for each of the ~40 years (0.3 of the 0.5 ms one term's test took at 24,000 papers)."""
    n_years = len(c0)
    from_burst, into_burst = [False] * n_years, [False] * n_years
    cost0, cost1 = c0[0], c1[0] + enter
    for t in range(1, n_years):
        from_burst[t] = cost1 < cost0
        into_burst[t] = cost1 <= cost0 + enter
        cost0, cost1 = min(cost0, cost1) + c0[t], min(cost0 + enter, cost1) + c1[t]
    state = [False] * n_years
    state[-1] = cost1 < cost0
    for t in range(n_years - 1, 0, -1):
        state[t - 1] = into_burst[t] if state[t] else from_burst[t]
    return np.array(state, dtype=bool)[:, None]


def dated(state: np.ndarray, saved: np.ndarray, p0: np.ndarray, r: np.ndarray, d: np.ndarray,
          counts: np.ndarray, cells: Cells, frame: VenueMix
          ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each item's burst start (position among the years), baseline and cost saved per
    year, the bursts that run to the latest year dated on the baseline before them,
    re-estimated until the start is stable (module docstring).  ``state``, ``saved``:
    :func:`burst_states` on ``p0``; ``r``: papers per year; ``d``: the years' papers;
    ``counts``: cells x items."""
    start = last_burst(state, r)
    live = np.flatnonzero(state[-1] & (start > 0))
    if not len(live):
        return start, p0, saved
    p0, saved = p0.copy(), saved.copy()
    at, low = live, start[live]
    while len(at):  # the start only moves earlier: at most one round a year
        p1 = baseline_before(counts[:, at], cells, frame, frame.years[low])
        s1, v1 = burst_states(r[:, at], d, p1)
        new = last_burst(s1, r[:, at])
        # no burst at the end on this baseline, or one begun later: left as it was
        ok = s1[-1] & (new > 0) & (new <= low)
        start[at[ok]], p0[:, at[ok]], saved[:, at[ok]] = new[ok], p1[:, ok], v1[:, ok]
        moved = ok & (new < low)
        at, low = at[moved], new[moved]
    return start, p0, saved


def last_burst(state: np.ndarray, r: np.ndarray) -> np.ndarray:
    """The position of each column's last burst's first year with a paper (``state``: in a
    burst, years x items; ``r``: papers per year): the year after its last calm year, or
    the first year with a paper since (in a year whose venues never use the item the
    baseline is 0, the two states cost the same to rounding, and the burst may start
    there); 0 with no calm year."""
    calm, end = ~state, len(state) - 1
    start = np.where(calm.any(axis=0), end - np.argmax(calm[::-1], axis=0), -1) + 1
    used = (r > 0) & (np.arange(len(state))[:, None] >= start[None, :])
    return np.where(used.any(axis=0), np.argmax(used, axis=0), start)


def baseline_before(counts: np.ndarray, cells: Cells, frame: VenueMix,
                    takeoff: np.ndarray) -> np.ndarray:
    """:func:`venue_baseline` with each venue's rate for each item (``counts``: cells x
    items) from its years before the item's ``takeoff`` year alone: the share the item
    had before its burst, at each year's venue mix.  A venue with no papers before the
    take-off keeps its rate over all its years, so a venue that joins in the burst still
    raises the baseline of its own vocabulary (module docstring)."""
    before = cells.year[:, None] < takeoff[None, :]
    papers = cells.by_venue(cells.base.astype(float)[:, None] * before)
    used = cells.by_venue(counts * before)
    rate = np.where(papers > 0, (used + JEFFREYS) / (papers + 2 * JEFFREYS),
                    cells.by_venue(counts) / frame.venue_papers)
    return np.einsum("tv,vi->ti", frame.mix, rate) / frame.mix_papers

"""Emerging terms: terms in a burst of use that lasts to the latest year, found by
Kleinberg's burst detection.

Kleinberg (2002), "Bursty and Hierarchical Structure in Streams", KDD, §4 (batched
arrivals): each year is a batch of d_t papers of which r_t use the term; a two-state
automaton either emits at the term's baseline share p0 or, in a burst, at s·p0, and moving
into the burst state costs γ·ln(T) for T years.  The cheapest state sequence (Viterbi) marks
the burst years.  A term is *emerging* when its last burst runs to the latest year, with
Kleinberg's baseline: the term's share over all years.  Its take-off year is dated
again against the share it rose from (:mod:`analysis.trends.bursts`, which holds the
automaton too).

Parameters: s = 2 (a burst at least doubles the share) and γ = 1, Kleinberg's own
settings; a term needs 5 papers since take-off, so a burst is never a handful of papers.

Venue mix: the baseline p0 of a year is the share the term would have if each venue kept
its own rate for the term, weighted by that year's venue mix (an expected count, as in
indirect standardisation).  A venue that joins late raises the baseline of the terms it uses
in the years it is there, so its vocabulary is not called emerging; with one venue the
baseline is the term's overall share, as in Kleinberg's paper.  Beside the shares before
and since the table gives the share since that the venue mix alone predicts
(``share_expected``: each venue's share before take-off at the venue mix since,
:mod:`analysis.trends.mix_alone`; empty with one venue, where there is no mix), so a term
whose share of all papers fell while it burst within its venues (a venue that uses it
little joined) reads as what it is.

Covering venues: only the venues with papers in the view's latest year can say whether a
term is still in a burst that year, so the terms are judged in those venues alone, over
all their years (:func:`covering`): the automaton, the baseline, the take-off year, the
papers (``n_papers``, ``n_since``), the shares and the burst weight are theirs.  Pooled
with every venue, a venue that stops early carried its burst into years it has no papers
in (61k: ICRA and IROS end in 2023, and "collaborative robot", an ICRA/IROS burst since
2017, was emerging up to 2025 on no paper in 2024 and RSS's 3 in 2025), and a venue
present in the last years but not the latest moved the take-off (24k: 2025 has AISTATS
alone; NAACL 2024 used "transformer" at 6.3%, below its own 10%, so the pooled take-off
was 2025, where AISTATS's own is 2023).  The table says what it was judged on:
``venues`` (their names) and ``covered`` (their share of the view's papers; 24k:
AISTATS, 21%).  With every venue in the latest year (or one venue) they are the view
itself, ``covered`` 1.0, and nothing changes.  ``first_year`` (and the table's first
paper) is the first use among all the view's papers, whatever the venue: it says when
the words first appeared, and it is never after the take-off.

Basis: a venue shows a burst up to the latest year only with papers that year and in
at least two earlier years (:data:`MIN_VENUE_YEARS`, three years: the automaton's own
minimum, a "before" to compare the latest year with and a year to rise in); a venue of
one year (61k: ALT, 51 papers, 2025 alone) cannot, and is left out of the judging venues
and their share.  The list speaks for the view only when those venues hold at least half
of its papers (:data:`BASIS_MIN`): "the terms emerging here" is then true of most of the
papers it is said of.  Below that it is a claim about a few venues dressed as the view's
(61k: ALT, COLING, RSS and WACV hold 12%, 24k: AISTATS 21%), so no term is listed and the
page says there is no basis, naming the venues and their share, and that filtering to
them gives their own emerging terms (where they are the view: ``covered`` 1.0).

Gaps: a venue missing the years just before the take-off year (held every other year, or
missing from the data) cannot say when the burst began there.  When such venues hold most
of the take-off year's papers using the term, ``takeoff_from`` is the first year after
their previous papers and ``gap_venues`` names them, and the page reads "took off in
2023–2025 (COLING: no papers 2023–2024)" (61k: COLING has 2022 and 2025, and "large
language model" went from 0.3% to 56% of its papers; 6 of the 25 listed terms).  The
range never starts before the term's ``first_year``: no burst begins before the first
paper using the term.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pandas as pd

from analysis.schema import shown_venue
from analysis.trends.bursts import burst_states, dated
from analysis.trends.cells import Cells
from analysis.trends.mix_alone import mix_alone

MIN_PAPERS = 5  # papers using the term since take-off
#: Years with papers a venue needs (the latest among them) to show a burst up to it: the
#: latest year, one before it to compare with and one to rise in (module docstring)
MIN_VENUE_YEARS = 3
#: The share of the view's papers the judging venues must hold for a list to speak for
#: the view: most of them (module docstring)
BASIS_MIN = 0.5
EMERGING_COLUMNS = ["term", "first_year", "takeoff_year", "n_papers", "n_since",
                    "share_before", "share_since", "share_expected", "burst_weight",
                    "takeoff_from", "gap_venues"]


@dataclass(frozen=True)
class BurstFrame:
    """What burst detection needs of a view's cells besides the items' counts: the same
    for every item, so made once per view (the nested-term rule asks the automaton about
    one term at a time, several times a filter change)."""

    years: np.ndarray  # the distinct years
    d: np.ndarray  # the denominator's papers per year
    last: np.ndarray  # a bool per cell: in the latest year
    venue_papers: np.ndarray  # the denominator's papers per venue (at least 1), venues x 1
    mix: np.ndarray  # the denominator's papers per year and venue, years x venues
    mix_papers: np.ndarray  # their sum per year (at least 1), years x 1
    mix_last: np.ndarray  # the latest year's papers per venue
    mix_last_papers: float  # their sum (at least 1)


def burst_frame(cells: Cells) -> BurstFrame:
    """The :class:`BurstFrame` of ``cells``."""
    venues, vwhere = cells.venue_index()
    years, ywhere = cells.year_index()
    base = cells.base.astype(float)
    mix = np.zeros((len(years), len(venues)))
    np.add.at(mix, (ywhere, vwhere), base)
    last = ywhere == len(years) - 1
    mix_last = cells.by_venue(base, last)
    return BurstFrame(years=years, d=cells.by_year(base), last=last,
                      venue_papers=np.maximum(cells.by_venue(base), 1)[:, None], mix=mix,
                      mix_papers=np.maximum(mix.sum(axis=1), 1)[:, None], mix_last=mix_last,
                      mix_last_papers=max(mix_last.sum(), 1))


@dataclass(frozen=True)
class Covering:
    """The venues a view's emerging terms are judged in: those with papers in its latest
    year and in two earlier years (module docstring), with all their years."""

    cells: Cells  # their cells (the view's own when every venue has papers in that year)
    rows: np.ndarray | None  # a bool per cell of the view: theirs (None: every cell)
    frame: BurstFrame | None  # their burst frame (None: the view's, shared with its lines)
    covered: float  # their share of the view's papers (1.0: every venue)
    venues: tuple[str, ...]  # their names, sorted

    @property
    def basis(self) -> bool:
        """Whether they hold enough of the view's papers to speak for it
        (:data:`BASIS_MIN`)."""
        return bool(self.venues) and self.covered >= BASIS_MIN

    def names(self) -> str:
        """The venues' names, all of them ("ALT, COLING, RSS, WACV": data, which a page
        may shorten)."""
        return ", ".join(map(shown_venue, self.venues))


def latest_venues(venue: np.ndarray, year: np.ndarray) -> np.ndarray:
    """The venues (sorted) that can say whether a burst lasts to the latest of ``year``
    (one entry per (venue, year) cell with papers): papers in that year and in
    :data:`MIN_VENUE_YEARS` years in all (module docstring); shared with the page's
    sentence for a view with no emerging term."""
    venue = venue.astype(str)
    if not len(year):
        return np.unique(venue[:0])
    names, where = np.unique(venue, return_inverse=True)
    years = np.bincount(where, minlength=len(names))  # cells, one a year with papers
    latest = np.bincount(where[year == year.max()], minlength=len(names)) > 0
    return names[latest & (years >= MIN_VENUE_YEARS)]


def covering(cells: Cells, last: int | None = None) -> Covering:
    """The :class:`Covering` venues of a view's ``cells``: the view itself (``rows`` None,
    ``covered`` 1.0) when every venue has papers in the latest year.  ``last``: judge the
    years up to it alone (:mod:`analysis.trends.window`); ``covered`` stays a share of
    all the view's papers."""
    if not len(cells.year):
        return Covering(cells=cells, rows=None, frame=None, covered=1.0, venues=())
    venue = cells.venue.astype(str)
    upto = cells.year <= (cells.year.max() if last is None else last)
    has = (cells.base > 0) & upto
    venues = latest_venues(venue[has], cells.year[has])
    keep = np.isin(venue, venues) & upto
    if not keep.any():  # no venue can show a burst: no basis, nothing to judge
        return Covering(cells=cells, rows=keep, frame=None, covered=0.0, venues=())
    if keep.all():
        return Covering(cells=cells, rows=None, frame=None, covered=1.0,
                        venues=tuple(venues.tolist()))
    judged = cells.within(keep)
    return Covering(cells=judged, rows=keep, frame=burst_frame(judged),
                    covered=float(cells.base[keep].sum() / max(cells.base.sum(), 1)),
                    venues=tuple(venues.tolist()))


def venue_baseline(counts: np.ndarray, cells: Cells, frame: BurstFrame | None = None
                   ) -> np.ndarray:
    """Each item's expected share per year (years x items) if it kept each venue's own
    rate: sum over venues of (the venue's papers that year) x (the item's share at the
    venue over all years), over the year's papers.  ``counts`` is cells x items."""
    frame = frame or burst_frame(cells)
    rate = cells.by_venue(counts) / frame.venue_papers
    # einsum, not @: a product this small waits on BLAS's threads on a busy machine
    return np.einsum("tv,vi->ti", frame.mix, rate) / frame.mix_papers


def emerging(counts: np.ndarray, cells: Cells, names: pd.Series, candidates: np.ndarray,
             top: int = 25,
             prune: Callable[[np.ndarray, float, float, int], np.ndarray] | None = None,
             frame: BurstFrame | None = None,
             first: tuple[Cells, np.ndarray] | None = None) -> pd.DataFrame:
    """The ``top`` emerging items among ``candidates`` (a bool per column of ``counts``:
    cells x items, papers using each), strongest burst first.  Columns
    :data:`EMERGING_COLUMNS`.  ``prune`` (the ranked columns, +1, the ``top``-th's burst weight,
    ``top`` -> the columns listed, :mod:`analysis.trends.nested`) takes the ``top``;
    ``frame``: the cells' :class:`BurstFrame`, when the caller has it; ``first``: the cells
    and counts (cells x items) whose first year with a paper is ``first_year`` (default
    ``cells`` and ``counts``; the whole view's when these are its :func:`covering` venues').

    An item can only end in a burst if its share in the latest year is above its baseline
    (there alone is the burst state cheaper, and leaving it is free), so the automaton runs
    on those items alone.
    """
    frame = frame or burst_frame(cells)
    found = _bursts(counts, cells, _candidates(counts, cells, candidates, frame), frame)
    if found is None:
        return pd.DataFrame(columns=EMERGING_COLUMNS)
    cols, keep, weight, r, d, since, start, years, p0 = found
    if prune is not None:
        bar = float(weight[keep[top - 1]]) if len(keep) >= top else 0.0
        kept = set(prune(cols[keep], 1.0, bar, top).tolist())
        keep = keep[[int(c) in kept for c in cols[keep]]]
    keep = keep[:top]
    n_since = (r * since).sum(axis=0)
    papers_before = (d[:, None] * ~since).sum(axis=0)
    papers_since = (d[:, None] * since).sum(axis=0)
    first_year = _first_years(first, cols[keep]) if first is not None \
        else years[np.argmax(r[:, keep] > 0, axis=0)].astype(int)
    before = ((r * ~since).sum(axis=0) / np.maximum(papers_before, 1))[keep]
    return pd.DataFrame({
        "term": names.iloc[cols[keep]].to_numpy(),
        "first_year": first_year,
        "takeoff_year": years[start[keep]].astype(int),
        "n_papers": r[:, keep].sum(axis=0).astype(int),
        "n_since": n_since[keep].astype(int),
        "share_before": before,
        "share_since": (n_since / np.maximum(papers_since, 1))[keep],
        # each venue's share before take-off at the venue mix since (analysis.trends.mix_alone)
        "share_expected": mix_alone(counts, cells, cols[keep], years[start[keep]], before)
        if frame.mix.shape[1] > 1 else np.full(len(keep), np.nan),
        "burst_weight": weight[keep].round(2),
        **_gaps(counts, cells, cols[keep], years[start[keep]], first_year),
    }, columns=EMERGING_COLUMNS)


def _gaps(counts: np.ndarray, cells: Cells, cols: np.ndarray, takeoff: np.ndarray,
          first_year: np.ndarray) -> dict[str, np.ndarray]:
    """``takeoff_from`` and ``gap_venues`` of each item: when most of its take-off year's
    papers come from venues with no papers the year before but papers earlier (a venue
    held every other year, or a gap in the data), the burst may have started in any year
    since (61k: "large language model" took off in 2025, 56% of COLING 2025's papers
    against 0.3% of its 2022's, and COLING has no 2023 or 2024): the first year after
    those venues' previous papers, never before the term's ``first_year`` (no burst begins
    before the term's first paper; first used in the take-off year, it began then), and
    the venues ("COLING").  Otherwise the take-off year itself and "".  Half is the line:
    the venues back after a gap then decide the year."""
    names, where = cells.venue_index()
    start = takeoff.astype(int).copy()
    gaps = np.full(len(cols), "", dtype=object)
    for i, (col, year) in enumerate(zip(cols.tolist(), takeoff.tolist(), strict=True)):
        now = cells.year == year
        held = counts[now, col].astype(float)
        if held.sum() <= 0:
            continue
        back, since = [], []
        for v, n in zip(where[now].tolist(), held.tolist(), strict=True):
            earlier = cells.year[(where == v) & (cells.year < year) & (cells.base > 0)]
            if n > 0 and len(earlier) and earlier.max() < year - 1:
                back.append((names[v], n))
                since.append(int(earlier.max()) + 1)
        # a term first used in its take-off year began there, gap or none
        if sum(n for _, n in back) > held.sum() / 2 and first_year[i] < year:
            start[i] = max(min(since), int(first_year[i]))
            gaps[i] = ", ".join(sorted(shown_venue(v) for v, _ in back))
    return {"takeoff_from": start, "gap_venues": gaps}


def _first_years(first: tuple[Cells, np.ndarray], cols: np.ndarray) -> np.ndarray:
    """The first year of ``first``'s cells in which each column ``cols`` of its counts has
    a paper."""
    cells, counts = first
    used = cells.by_year(counts[:, cols]) > 0
    return cells.year_index()[0][np.argmax(used, axis=0)].astype(int)


def _candidates(counts: np.ndarray, cells: Cells, candidates: np.ndarray,
                frame: BurstFrame) -> np.ndarray | None:
    """The columns of ``candidates`` that can end in a burst (their latest year's share
    above its baseline) with :data:`MIN_PAPERS`; None with fewer than three years."""
    if len(frame.years) < 3:
        return None
    rate = cells.by_venue(counts) / frame.venue_papers
    p0_last = np.einsum("v,vi->i", frame.mix_last, rate) / frame.mix_last_papers
    return np.flatnonzero(candidates & (counts[frame.last].sum(axis=0) > p0_last * frame.d[-1])
                          & (counts.sum(axis=0) >= MIN_PAPERS))


def _bursts(counts: np.ndarray, cells: Cells, cols: np.ndarray | None,
            frame: BurstFrame) -> tuple | None:
    """The columns ``cols`` (:func:`_candidates`) in a burst to the latest year, strongest
    first: (their columns, ``keep`` (positions among them, ranked), burst weights, papers
    per year ``r``, the years' papers ``d``, the years since take-off, take-off positions,
    the years, the baseline shares); None with fewer than three years.  One pass for
    :func:`emerging` and :func:`bursts_alone` (which asks it once per nested term on a
    filter change: no table built)."""
    if cols is None:
        return None
    years, d = frame.years, frame.d
    r = cells.by_year(counts[:, cols])
    p0 = venue_baseline(counts[:, cols], cells, frame)
    state, saved = burst_states(r, d, p0)
    # emerging is decided on the baseline of all years (Kleinberg's); the burst is dated
    # on the baseline before it, re-estimated until its start is stable (bursts.dated)
    start, p0, saved = dated(state, saved, p0, r, d, counts[:, cols], cells, frame)
    since = np.arange(len(years))[:, None] >= start[None, :]
    n_since = (r * since).sum(axis=0)
    weight = (saved * since).sum(axis=0)
    keep = np.flatnonzero(state[-1] & (n_since >= MIN_PAPERS) & (start > 0))
    keep = keep[np.argsort(-weight[keep], kind="stable")]
    return cols, keep, weight, r, d, since, start, years, p0


def bursts_alone(counts: np.ndarray, cells: Cells, bar: float = 0.0,
                 frame: BurstFrame | None = None) -> bool:
    """Whether the one item of ``counts`` (cells x 1) is emerging by itself, with a burst
    weight of at least ``bar`` (``frame``: the cells' :class:`BurstFrame`, made once
    for the many items a view asks about).  An item whose latest year is not above its
    baseline cannot end in a burst: the automaton is not run."""
    frame = frame or burst_frame(cells)
    cols = _candidates(counts, cells, np.array([True]), frame)
    found = _bursts(counts, cells, cols, frame) if cols is not None and len(cols) else None
    if found is None or not len(found[1]):
        return False
    return float(found[2][found[1][0]]) >= bar

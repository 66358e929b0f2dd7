"""The denominator of every trend, and what a trend table needs besides the selected rows.

Every trend is a share of *all* papers of a year within the venue, year and paper-type
filters (:func:`denominator_filters`).  The topics and the search being explored select
the numerator: they are highlighted against the denominator, never divided by themselves
(a search for "graph neural networks" divided by its own papers would be 100% every year).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from analysis.decisions import STATUS_LABELS
from analysis.filters import Filters, select
from analysis.result import Analysis
from analysis.schema import Mask, Rows, as_mask
from analysis.trends.cells import TermCube
from analysis.trends.items import Item, item_mask
from analysis.trends.options import TrendOptions

T = TypeVar("T")
TYPE_WORDS = {"theory": "theory only", "empirical": "empirical only",
              "both": "theory + empirical", "unclear": "unclear"}


def denominator_filters(filters: Filters) -> Filters:
    """The filters a trend's denominator keeps: venues, years, paper types, decisions (and
    "needs review", a filter on the types' confidence)."""
    return Filters(venues=filters.venues, years=filters.years, types=filters.types,
                   review=filters.review, statuses=filters.statuses)


def denominator_words(filters: Filters | None, per: str = "year") -> str:
    """The denominator in words, for chart notes, tables and reports: "all papers of each
    year" or "all ICML papers of each year, 2015–2019, theory only" (``per``: "year" or
    "period")."""
    if filters is None:
        return f"all papers of each {per}"
    venues = "/".join(filters.venues)
    parts = [f"all {venues + ' ' if venues else ''}papers of each {per}"]
    if filters.years:
        lo, hi = filters.years
        parts.append(str(lo) if lo == hi else f"{lo}–{hi}")
    if filters.types:
        parts.append(" or ".join(TYPE_WORDS[t] for t in filters.types))
    if filters.review:
        parts.append("types needing review")
    if filters.statuses:
        parts.append(" or ".join(STATUS_LABELS[s].lower() for s in filters.statuses))
    return ", ".join(parts)


@dataclass(frozen=True)
class TrendContext:
    """What a trend table needs besides the selected rows.

    ``base``: the denominator rows (None: the selected rows themselves); ``options``: what
    is followed, the periods, the compared groups; ``filters``: the view's filters (a
    compared group replaces one of them; None: the whole corpus); ``masks``: the papers of
    a followed item (default :func:`~analysis.trends.items.item_mask`; the dashboard passes
    a cached one); ``cube``: each term's papers per (venue, year, type), when the caller
    keeps one (:func:`~analysis.trends.cells.build_term_cube`).  ``derive`` keeps what
    several tables of one view share (the counts per venue and year), computed once.
    """

    base: Mask | None = None
    options: TrendOptions = field(default_factory=TrendOptions)
    filters: Filters | None = None
    masks: Callable[[Item], Mask] | None = None
    cube: TermCube | None = field(default=None, repr=False)
    _memo: dict[Hashable, Any] = field(default_factory=dict, repr=False, compare=False)

    def base_rows(self, rows: Mask) -> Mask:
        """The denominator: ``base``, or ``rows`` when none was given."""
        return rows if self.base is None else self.base

    def item_rows(self, analysis: Analysis, item: Item) -> Mask:
        return self.masks(item) if self.masks is not None else item_mask(analysis, item)

    def derive(self, key: Hashable, rows: Mask, build: Callable[[], T]) -> T:
        """``build()`` once per ``key`` and selection ``rows``."""
        memo_key = (key, hash(rows.tobytes()))
        if memo_key not in self._memo:
            self._memo[memo_key] = build()
        return self._memo[memo_key]

    def words(self, per: str = "year") -> str:
        return denominator_words(self.filters, per)


def trend_context(analysis: Analysis, filters: Filters,
                  options: TrendOptions | None = None) -> TrendContext:
    """The context of a view: its denominator rows selected from ``filters``."""
    base = select(analysis, denominator_filters(filters))
    return TrendContext(base=base, options=options or TrendOptions(), filters=filters)


def context_rows(analysis: Analysis, rows: Rows,
                 context: TrendContext | None) -> tuple[Mask, Mask, TrendContext]:
    """(the selected rows within the denominator, the denominator, the context)."""
    mask = as_mask(rows, analysis.n_papers)
    context = context or TrendContext()
    base = context.base_rows(mask)
    return mask & base, base, context

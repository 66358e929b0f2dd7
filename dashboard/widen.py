"""What to change when the papers shown span one year: which filter, removed, shows papers
from two years or more.

Why: a card over the years beside the papers of one year says so ("The papers shown are
all from 2022: rising and falling keywords need papers shown from at least two years.",
``dashboard.figures.one_year``, ``sections.trends._one_year``) and stopped there; the
24k's topic #33 + ACL + empirical is one paper, and which of the three filters to take
away was left to the reader (ui68).  Each set filter is tried alone (the filter bar's
names, :func:`dashboard.sections.header.set_filters`, as the empty page's "without ACL: 45
papers" tries them) and those whose removal leaves papers of two years or more named:
"To show papers from more years, remove topic #33 or ACL."  A selection per set
filter (a few ms each at 61,000 papers), only on a view of one year.

The acceptance cards likewise (ui69): "No rejected or withdrawn papers under these
filters" named no filter, and which one to remove is not for the reader to guess (the
rates count only the venue-years that list rejections: ICLR 2013, 2017 and 2018 of the
24k).  Each set filter is tried alone again, the Decision filter aside (a rate counts
every decision: ``view.every_decision``), and those whose removal brings in a paper the
rate counts (:class:`analysis.decisions.rates.RatePools`) named: "To show acceptance
rates, remove ACL."  Where none does alone, the venue-years the rate counts are named.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from analysis.decisions.rates import counted_venue_years
from analysis.filters import Filters
from analysis.tables.decisions import pools_of
from dashboard.figures.decisions import NO_ACCEPTANCE, NO_ORALS
from dashboard.sections.header import set_filters
from dashboard.summaries.base import year_runs
from dashboard.view import View, selected

#: the words an empty chart's message has when it needs papers from two years (every one
#: of ``figures.one_year``, ``figures.trends.type_years_missing``, ``sections.trends``)
TWO_YEARS_WORDS = "two years"


def n_years(view: View, rows: np.ndarray) -> int:
    """How many years the papers at ``rows`` are from."""
    years = np.unique(view.year[rows])
    return int((~np.isnan(years)).sum())


def _joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


def widen_words(view: View, f: Filters) -> str | None:
    """The filters of ``f`` of which removing any one shows papers from two years or
    more, as one sentence; None when none does (or none is set)."""
    names = [name for name, without in set_filters(f)
             if n_years(view, selected(view, without.to_query())[1]) >= 2]
    if not names:
        return None
    return f"To show papers from more years, remove {_joined(names)}."


def rates_words(view: View, f: Filters, pool: np.ndarray, what: str) -> str:
    """The filters of ``f`` of which removing any one brings in a paper of ``pool`` (the
    papers a rate counts), as one sentence; else which venue-years the rate counts."""
    names = [name for name, without in set_filters(f)
             if pool[selected(view, without.with_(statuses=()).to_query())[1]].any()]
    if names:
        return f"To show {what}, remove {_joined(names)}."
    counted = counted_venue_years(view.analysis.papers, pool)
    listed = "; ".join(f"{venue} {year_runs(years)}" for venue, years in counted.items())
    return (f"{what[0].upper()}{what[1:]} count only the papers of {listed}, and removing "
            "any one filter alone brings none of them in.")


def _kind(message: str) -> str | None:
    """Which advice an empty chart's message takes (None: none)."""
    if TWO_YEARS_WORDS in message:
        return "years"
    if message.startswith(NO_ACCEPTANCE):  # the rates per type: either rate draws it
        return "acceptance or oral rates" if NO_ORALS in message else "acceptance rates"
    return None


def _advice(view: View, f: Filters, rows: np.ndarray, kind: str) -> str | None:
    """What to change (None: nothing to add) for a message of ``kind``."""
    if kind == "years":
        return widen_words(view, f) if n_years(view, rows) < 2 else None
    pools = pools_of(view.analysis)
    pool = pools.decided if kind == "acceptance rates" else pools.decided | pools.presented
    return rates_words(view, f, pool, kind) if pool.any() else None


def widened(view: View, f: Filters, rows: np.ndarray) -> Callable[[str], str]:
    """An empty chart's message with what to change added: :func:`widen_words` where it
    says the papers shown span fewer than two years and they do (``rows``),
    :func:`rates_words` where it says there is no rate; each found once, when first asked."""
    found: dict[str, str | None] = {}

    def said(message: str) -> str:
        if (kind := _kind(message)) is None:
            return message
        if kind not in found:
            found[kind] = _advice(view, f, rows, kind)
        return f"{message} {found[kind]}" if found[kind] else message
    return said

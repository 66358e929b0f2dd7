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
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from analysis.filters import Filters
from dashboard.sections.header import set_filters
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


def widened(view: View, f: Filters, rows: np.ndarray) -> Callable[[str], str]:
    """An empty chart's message with :func:`widen_words` added where it says the papers
    shown span fewer than two years and they do (``rows``); found once, when first asked."""
    found: list[str | None] = []

    def said(message: str) -> str:
        if TWO_YEARS_WORDS not in message:
            return message
        if not found:
            found.append(widen_words(view, f) if n_years(view, rows) < 2 else None)
        return f"{message} {found[0]}" if found[0] else message
    return said

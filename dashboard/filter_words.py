"""A view's filters and trend options in words, as the filter bar and the trend controls
name them: one function for the workbook's About sheet (:mod:`analysis.about`, about66)
and the trend report (:mod:`dashboard.report`), which listed the search, topics, venues,
years and types but not the decisions, the author or "needs review" (polish66).

Here, not in :mod:`analysis.about`: the words are the page's (a topic's name as the
figures give it, a paper type's label), and analysis/ knows no page.
"""

from __future__ import annotations

from analysis.about import NO_FILTER
from analysis.decisions import STATUS_LABELS
from analysis.filters import Filters
from analysis.trends import TrendContext, item_label, parse_item
from dashboard.figures import TYPE_LABELS, topic_name
from dashboard.view import View

WHOLE = 10_000  # an item's label in a file: whole (a chart's is cut to 40)


def filter_words(view: View, f: Filters, context: TrendContext) -> list[tuple[str, str]]:
    """(filter, its value) of each filter set in ``f``, as the filter bar names them (or
    :data:`~analysis.about.NO_FILTER`), then the trend tables' denominator and the trend
    options set (followed items, compared groups)."""
    a = view.analysis
    years = f.years and (str(f.years[0]) if f.years[0] == f.years[1]
                         else f"{f.years[0]}\u2013{f.years[1]}")
    lines = [
        ("Search", f"\u201c{f.query}\u201d") if f.query else None,
        ("Topics", ", ".join(topic_name(k, a.topics.labels[k], None) for k in f.topics))
        if f.topics else None,
        ("Venues", ", ".join(f.venues)) if f.venues else None,
        ("Years", years) if years else None,
        ("Paper types", ", ".join(TYPE_LABELS[t] for t in f.types)) if f.types else None,
        ("Needs review", "only the papers whose type needs review") if f.review else None,
        ("Decisions", ", ".join(STATUS_LABELS[s] for s in f.statuses))
        if f.statuses else None,
        ("Author", f.author) if f.author else None,
    ]
    said = [line for line in lines if line is not None] or [NO_FILTER]
    if said[0] != NO_FILTER:  # the trend tables' denominator (without one: every paper)
        said.append(("Trend shares are of", context.words()))
    options = context.options
    followed = [item_label(a, i, WHOLE) for i in (parse_item(t, a) for t in options.follow)
                if i]
    groups = [parse_item(g, a) for g in (options.compare_a, options.compare_b)]
    if followed:
        said.append(("Followed", ", ".join(followed)))
    if groups[0] is not None and groups[1] is not None:
        said.append(("Groups compared", f"{item_label(a, groups[0], WHOLE)} against "
                                        f"{item_label(a, groups[1], WHOLE)}"))
    return said

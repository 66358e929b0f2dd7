"""The page: a header with the headline and the filter bar, then one section per view.

The layout is built once per corpus from the (read-only) analysis: filter options, the
year range, and which charts apply (a single-year corpus gets a note instead of trend
charts, a single-venue corpus no venue chart: each :class:`~dashboard.charts.Chart` says,
in its ``applies``).  Everything that depends on the filters is filled in by the
callbacks: :func:`render` draws the headline and every chart of one filter state.

:data:`CHARTS` is the chart registry: the charts of every section, in page order.  A new
chart is its figure function (:mod:`dashboard.figures`), its id (:mod:`dashboard.ids`)
and one line in its section's ``CHARTS``.
"""

from __future__ import annotations

from typing import Any

from dash import dcc, html

from dashboard import ids
from dashboard.charts import Chart, Scope, applicable
from dashboard.figures import trace_fragments
from dashboard.sections import downloads, header, keywords, paper_types, papers, topics
from dashboard.view import View, selected

CHARTS: tuple[Chart, ...] = (*topics.CHARTS, *keywords.CHARTS, *paper_types.CHARTS)


def present_charts(view: View) -> list[Chart]:
    """The charts this corpus's page has (no trend charts for a single year, ...)."""
    return applicable(CHARTS, view)


def present_graphs(view: View) -> list[str]:
    """The ids of :func:`present_charts`."""
    return [c.id for c in present_charts(view)]


def build_layout(view: View) -> html.Div:
    corpus = view.analysis.name
    return html.Div(
        [
            dcc.Location(id=ids.URL, refresh=False),
            dcc.Store(id=ids.FILTER_STATE, data=None),
            dcc.Store(id=ids.TRACE_KEYS, data={}),
            dcc.Store(id=ids.GRID_REFRESH),
            *header.layout(view),
            html.Main([topics.layout(view), keywords.layout(view), paper_types.layout(view),
                       papers.layout(view)], id=ids.VIEWS),
            downloads.layout(view),
            html.Footer(f"Paper Trends · {corpus} · computed offline; nothing here is fetched "
                        "from the internet."),
        ],
        className="page",
    )


def render(view: View, state: str | None) -> dict[str, Any]:
    """Everything on the page that follows the filters, keyed by component id, and
    ``count``, ``detail`` (the headline), ``empty`` and ``keywords`` (the picker's terms).

    A pure function of the filter state (the callback caches it per state); the charts of
    one state share their tables (:class:`~dashboard.charts.Scope`).
    """
    f, rows = selected(view, state)
    out: dict[str, Any] = {"empty": int(rows.sum()) == 0}
    if out["empty"]:
        out["count"], out["detail"] = header.empty_headline(view)
        return out
    scope = Scope(view, f, rows)
    out["count"], out["detail"] = header.headline(scope)
    drawn = []
    for chart in present_charts(view):
        if chart.draw is None:
            continue  # its section's own callback draws it
        out[chart.id] = chart.draw(scope)
        drawn.append(chart.id)
        if chart.live_note is not None and chart.note_id:
            out[chart.note_id] = chart.live_note(scope)
    # each chart's traces' filter fragments, for the legend clicks and the map's dots
    out[ids.TRACE_KEYS] = {g: keys for g in drawn if any(keys := trace_fragments(out[g]))}
    out["keywords"] = keywords.pick_terms(scope)
    return out

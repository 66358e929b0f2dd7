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

from collections.abc import Collection
from dataclasses import replace
from typing import Any

from dash import dcc, html

from dashboard import ids
from dashboard.charts import Chart, Scope, about_chart, applicable, attributes
from dashboard.figures import trace_fragments
from dashboard.figures.base import empty_figure, empty_message
from dashboard.patches import Shown
from dashboard.sections import (
    compare,
    decisions,
    downloads,
    header,
    keywords,
    paper_types,
    papers,
    topics,
    trends,
)
from dashboard.view import View, parse_options, selected
from dashboard.widen import widened

# Dash's own page shell with the language set (WCAG 3.1.1: screen readers pick their voice
# from it) and the scripts in a plain <div>: Dash's default puts them in a second <footer>.
INDEX_STRING = """<!DOCTYPE html>
<html lang="en">
    <head>
        {%metas%}
        <title>{%title%}</title>
        {%favicon%}
        {%css%}
    </head>
    <body>
        {%app_entry%}
        <div class="dash-scripts">
            {%config%}
            {%scripts%}
            {%renderer%}
        </div>
    </body>
</html>"""

# The scripts Dash's components load on demand, only once the layout has arrived and
# been rendered (~0.9 s into the first load at 24,000 papers): fetched from the first
# byte of the page instead, beside the other scripts, they are ready when asked for (the
# browser's preload cache serves those requests).  Only the scripts of components the
# page has (a single-year corpus has no year slider): a preloaded script the page never
# asks for is 44 kB for nothing and a console warning.  Not plotly.js: the page loads
# plotly.js's basic bundle from assets/vendor/ (every trace type the charts draw, a
# quarter of the full bundle's size and a sixth of its evaluation: bench/FIRST_LOAD.md),
# and dcc.Graph uses the ``window.Plotly`` it finds instead of fetching its own.  Not AG
# Grid's (870 kB): the papers grid is built only when the reader goes to it
# (assets/papers_grid.js), and dash-ag-grid's own script is run then too (dashboard/shell.py).
PRELOADED = (
    "_dash-component-suites/dash/dcc/async-graph.js",
    "_dash-component-suites/dash/dcc/async-dropdown.js",
)


# What Dash's renderer fetches once its scripts have run (~1 s into the first load at
# 24,000 papers): asked for from the page's first byte instead, beside the scripts, they
# are in the browser's preload cache when it asks.
FETCHED = ("_dash-layout", "_dash-dependencies")

SLIDER_JS = "_dash-component-suites/dash/dcc/async-slider.js"
UPLOAD_JS = "_dash-component-suites/dash/dcc/async-upload.js"


def preloaded(view: View, uploads: bool) -> tuple[str, ...]:
    """The on-demand scripts this corpus's page asks for: :data:`PRELOADED`, the year
    slider's when the corpus spans years, the upload control's when the server takes
    uploads."""
    return (*PRELOADED, *([SLIDER_JS] if len(view.years) >= 2 else []),
            *([UPLOAD_JS] if uploads else []))


def index_string(url_prefix: str = "/", scripts: tuple[str, ...] = PRELOADED) -> str:
    """:data:`INDEX_STRING` with ``scripts`` preloaded from the page's own server."""
    links = "".join(f'\n        <link rel="preload" href="{url_prefix}{path}" as="script">'
                    for path in scripts)
    links += "".join(f'\n        <link rel="preload" href="{url_prefix}{path}" as="fetch" '
                     'crossorigin="anonymous">' for path in FETCHED)
    return INDEX_STRING.replace("{%css%}", "{%css%}" + links)


CHARTS: tuple[Chart, ...] = (*topics.CHARTS, *trends.CHARTS, *compare.CHARTS,
                             *keywords.CHARTS, *paper_types.CHARTS, *decisions.CHARTS)


def present_charts(view: View) -> list[Chart]:
    """The charts this corpus's page has (no trend charts for a single year, ...)."""
    return applicable(CHARTS, view)


def present_graphs(view: View) -> list[str]:
    """The ids of :func:`present_charts`."""
    return [c.id for c in present_charts(view)]


def first_screen(view: View) -> list[str]:
    """The charts a page opened at its top shows first (the topics section's): drawn by the
    first answer, before the page's script says which charts are near the viewport."""
    return [c.id for c in applicable(topics.CHARTS, view) if c.draw is not None]


def build_layout(view: View, upload_panel: Any = None) -> html.Div:
    """The page; ``upload_panel``: the upload control (:mod:`dashboard.sections.upload`),
    when the server takes uploads."""
    corpus = view.analysis.name
    return html.Div(
        [
            dcc.Location(id=ids.URL, refresh=False),
            dcc.Store(id=ids.FILTER_STATE, data=None),
            dcc.Store(id=ids.TREND_STATE, data=None),
            dcc.Store(id=ids.TRACE_KEYS, data={}),
            dcc.Store(id=ids.GRID_REFRESH),
            dcc.Store(id=ids.OPEN_TABLES, data=[]),
            dcc.Store(id=ids.CHARTS_NEAR, data=first_screen(view)),
            dcc.Store(id=ids.CHARTS_CAME, data=0),
            dcc.Store(id=ids.CHARTS_DRAWN, data={}),
            html.A("Skip to the papers table", href=f"#{ids.PAPERS_TABLE}", className="skip-link"),
            *header.layout(view),
            html.Main([topics.layout(view), trends.layout(view), compare.layout(view),
                       keywords.layout(view), paper_types.layout(view),
                       decisions.layout(view), papers.layout(view)],
                      id=ids.VIEWS, **attributes(data_first_screen=" ".join(first_screen(view)))),
            downloads.layout(view),
            *([upload_panel] if upload_panel is not None else []),
            html.Footer(f"Paper Trends · {corpus} · computed offline; nothing here is fetched "
                        "from the internet."),
        ],
        className="page",
    )


def scope_of(view: View, state: str | None, bases: Shown[Any] | None = None) -> Scope | None:
    """The scope of a filter state (None when no paper matches); ``bases``: what follows
    the denominator alone, kept across states (:meth:`~dashboard.charts.Scope.per_base`)."""
    f, rows = selected(view, state)
    return Scope(view, f, rows, bases=bases) if rows.any() else None


def render(view: View, state: str | None, trend_state: str | None = "",
           scope: Scope | None = None, only_options: bool = False,
           charts: Collection[str] | None = None, headline: bool | None = None) -> dict[str, Any]:
    """Everything on the page that follows the filters and the trend options, keyed by
    component id (each chart's summary under ``ids.chart_about(chart)``, the
    :class:`~dashboard.summaries.Summary` itself under ``words``), and ``count``,
    ``detail`` (the headline), ``status`` (the count said to screen readers), ``empty`` and
    ``keywords`` (the picker's terms).  With ``only_options``, only the charts that follow
    the trend options (what is followed, the periods, the groups compared); with ``charts``,
    only those (the charts near the reader's viewport: :mod:`dashboard.lazy`), listed under
    ``drawn``; ``headline`` False leaves out the headline and the picker's terms (the
    default: unless ``only_options``).

    A pure function of the two states (the callback caches it); the charts of one filter
    state share their tables (:class:`~dashboard.charts.Scope`, passed in to share them
    between a filter change and the trend changes that follow it).
    """
    scope = scope or scope_of(view, state)
    out: dict[str, Any] = {"empty": scope is None}
    if scope is None:
        out["count"], out["detail"] = header.empty_headline(view, selected(view, state)[0])
        out["status"] = f"No paper matches these filters: {out['count']}."
        return out
    options, _ = parse_options(view, trend_state)
    with_options = scope.with_options(options)
    if headline if headline is not None else not only_options:
        out["count"], out["detail"] = header.headline(scope)
        out["status"] = f"Showing {out['count']}."
        out["keywords"] = keywords.pick_terms(scope)
    out["drawn"] = drawn = []
    out["words"] = words = {}
    drawn_for = f"{state or ''}|{trend_state or ''}"
    widen = widened(view, scope.filters, scope.rows)  # a view of one year: what to remove
    for chart in present_charts(view):
        if chart.draw is None or (only_options and not chart.uses_options) or (
                charts is not None and chart.id not in charts):
            continue  # drawn by its section's own callback, unchanged, or out of sight
        own = with_options if chart.uses_options else scope
        out[chart.id] = chart.draw(own)
        shown = empty_message(out[chart.id])
        if shown is not None and (said := widen(shown)) != shown:  # the filter to remove
            out[chart.id] = empty_figure(said, plain=True)
        if chart.describe is not None:  # in words, from the same (memoised) tables
            words[chart.id] = chart.describe(own)
            if shown is not None and words[chart.id].text.startswith(shown):  # (+ a note's)
                words[chart.id] = replace(words[chart.id], text=widen(shown) + words[
                    chart.id].text[len(shown):])
            out[ids.chart_about(chart.id)] = about_chart(chart, words[chart.id], drawn_for,
                                                         empty_message(out[chart.id]))
        drawn.append(chart.id)
        if chart.live_note is not None and chart.note_id:
            out[chart.note_id] = chart.live_note(own)
    # the legend clicks' and the map dots' filter fragments of the charts drawn
    out[ids.TRACE_KEYS] = {g: keys for g in drawn if any(keys := trace_fragments(out[g]))}
    return out

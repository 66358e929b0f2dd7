"""Wiring: URL ⇄ filters ⇄ tables ⇄ figures.

Every callback is a thin wrapper around a plain function that takes the read-only
:class:`~dashboard.view.View` and plain values, so ``tests/test_callbacks.py`` calls them
without a browser.  Nothing here fits a model, counts or filters by itself: rows come from
:func:`analysis.filters.select`, tables from :mod:`analysis.tables`, files from
:mod:`analysis.export`.  Each section registers the callbacks only it needs; this module
wires the two the whole page shares, and the per-state caches.

Flow of one filter change::

    control / chart click / legend click / URL  ──► state.sync()  ──► URL, controls, filter-state
    trend control (follow, periods, groups)     ──► state.sync()  ──► URL, trend-state
    filter-state, trend-state                   ──► page.render() ──► headline, every chart,
                                                                  its words, the open tables
    a chart's table opened (clientside store)   ──► the cached render ──► that table
    typing in a follow or group picker          ──► pickers        ──► its options
    filter-state, keyword picker                ──► keywords.keyword_views() ──► trend, context
    filter-state (clientside)                   ──► the papers grid re-asks for its rows
    grid getRowsRequest                         ──► papers.papers_page() ──► one page of rows
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from dash import Dash, Input, Output, State, ctx, html, no_update
from dash.exceptions import PreventUpdate

from dashboard import ids, state
from dashboard.charts import Chart, table_children
from dashboard.page import present_charts, render, scope_of
from dashboard.pickers import register_pickers
from dashboard.sections import decisions, downloads, header, keywords, papers
from dashboard.view import View

RENDER_CACHE = 16  # (filter, trend) states whose charts are kept
SCOPE_CACHE = 4  # filter states whose rows and shared counts are kept (~3 MB each at 24k)


def _register_render(app: Dash, view: View, charts: list[Chart],
                     rendered: Callable[[str, str, bool], dict[str, Any]]) -> None:
    """The render callback: the filter state and the trend state -> the headline, every
    chart the page draws from them, the chart's trace keys (legend clicks) and the keyword
    picker.  A change of the trend options alone redraws only the charts that follow them."""
    drawn = [c.id for c in charts if c.draw is not None]
    notes = [c.note_id for c in charts if c.draw is not None and c.live_note and c.note_id]
    notes += [ids.chart_about(c.id) for c in charts if c.draw is not None and c.describe]
    follows = {c.id for c in charts if c.uses_options} | {
        c.note_id for c in charts if c.uses_options and c.note_id} | {
        ids.chart_about(c.id) for c in charts if c.uses_options and c.describe}
    described = [c for c in charts if c.draw is not None and c.describe]

    def open_tables(out: dict[str, Any], open_now: list[str] | None) -> list[Any]:
        """The tables of the charts drawn now whose <details> is open (others: kept)."""
        return [table_children(c, out["words"][c.id])
                if c.id in (open_now or []) and c.id in out.get("words", {}) else no_update
                for c in described]

    @app.callback(
        Output(ids.PAPER_COUNT, "children"),
        Output(ids.HEADLINE_DETAIL, "children"),
        Output(ids.FILTER_STATUS, "children"),
        Output(ids.EMPTY_MESSAGE, "hidden"),
        Output(ids.VIEWS, "hidden"),
        *[Output(g, "figure") for g in drawn],
        *[Output(n, "children") for n in notes],
        *[Output(ids.chart_table(c.id), "children") for c in described],
        Output(ids.TRACE_KEYS, "data"),
        Output(ids.KEYWORD_PICK, "options"),
        Output(ids.KEYWORD_PICK, "value"),
        Input(ids.FILTER_STATE, "data"),
        Input(ids.TREND_STATE, "data"),
        State(ids.KEYWORD_PICK, "value"),
        State(ids.OPEN_TABLES, "data"),
    )
    def _render(filter_state: str | None, trend_state: str | None,
                pick: list[str] | None, open_now: list[str] | None) -> tuple[Any, ...]:
        if filter_state is None:
            raise PreventUpdate
        only_options = ctx.triggered_id == ids.TREND_STATE
        out = rendered(filter_state, trend_state or "", only_options)
        if out["empty"]:
            return (out["count"], out["detail"], out["status"], False, True,
                    *[no_update] * (len(drawn) + len(notes) + len(described) + 3))
        if only_options:
            return (*[no_update] * 5, *[out[g] if g in follows else no_update for g in drawn],
                    *[out[n] if n in follows else no_update for n in notes],
                    *open_tables(out, open_now), *[no_update] * 3)
        options, value = keywords.pick_for(view, filter_state, out["keywords"], pick)
        return (out["count"], out["detail"], out["status"], True, False,
                *[out[g] for g in drawn], *[out[n] for n in notes],
                *open_tables(out, open_now), out[ids.TRACE_KEYS], options, value)

    @app.callback(*[Output(ids.chart_table(c.id), "children", allow_duplicate=True)
                    for c in described],
                  Input(ids.OPEN_TABLES, "data"), State(ids.FILTER_STATE, "data"),
                  State(ids.TREND_STATE, "data"), prevent_initial_call=True)
    def _opened(open_now: list[str] | None, filter_state: str | None,
                trend_state: str | None) -> tuple[Any, ...]:
        """A table just opened: its rows, from the page's render (cached)."""
        if filter_state is None:
            raise PreventUpdate
        out = rendered(filter_state, trend_state or "", False)
        if not out["empty"]:
            return tuple(open_tables(out, open_now))
        # the selection emptied since the charts were drawn (its last paper's type
        # corrected out of the review list): an opened table says so, not nothing
        return tuple(html.P("No papers match these filters now.")
                     if c.id in (open_now or []) else no_update for c in described)


def register(app: Dash, view: View) -> Callable[[], None]:
    """Attach every callback to ``app``; ``view`` is captured read-only.

    Returns a function that empties the per-state caches (rows, views) except the
    precomputed unfiltered view, for benchmarks that measure uncached filter changes.
    """
    charts = present_charts(view)
    # Views are a pure function of the two states and of the paper-type corrections'
    # version (a correction changes counts and charts); a filter state's scope (its rows
    # and the counts its trends share) is kept for the trend-option changes that follow
    # it.  The unfiltered page (first visit, "clear all filters") is computed now, once.
    scopes = functools.lru_cache(maxsize=SCOPE_CACHE)(
        lambda state, version: scope_of(view, state))

    @functools.lru_cache(maxsize=RENDER_CACHE)
    def rendered_at(state: str, trend_state: str, only_options: bool,
                    version: int) -> dict[str, Any]:
        return render(view, state, trend_state, scopes(state, version), only_options)

    def rendered(state: str, trend_state: str, only_options: bool) -> dict[str, Any]:
        return rendered_at(state, trend_state, only_options, view.live.refresh())

    @functools.lru_cache(maxsize=RENDER_CACHE)
    def followed_at(filter_state: str, pick: tuple[str, ...], version: int) -> dict[str, Any]:
        return keywords.keyword_views(view, filter_state, list(pick))

    def followed(filter_state: str, pick: tuple[str, ...]) -> dict[str, Any]:
        return followed_at(filter_state, pick, view.live.refresh())

    def prime() -> None:
        first = rendered("", "", False)
        followed("", tuple(keywords.pick_for(view, "", first.get("keywords", []), None)[1]))

    prime()
    state.register(app, view, charts)
    _register_render(app, view, charts, rendered)
    keywords.register(app, view, followed)
    header.register(app, view)
    papers.register(app, view)
    downloads.register(app, view)
    decisions.register(app, view)
    register_pickers(app, view)

    def clear_caches() -> None:
        view.selection.cache_clear()
        view.item_rows.cache_clear()
        scopes.cache_clear()
        rendered_at.cache_clear()
        followed_at.cache_clear()
        prime()

    return clear_caches

"""Wiring: URL ⇄ filters ⇄ tables ⇄ figures, one request per change.

Every callback is a thin wrapper around a plain function that takes the read-only
:class:`~dashboard.view.View` and plain values, so ``tests/test_callbacks.py`` calls them
without a browser.  Nothing here fits a model, counts or filters by itself: rows come from
:func:`analysis.filters.select`, tables from :mod:`analysis.tables`, files from
:mod:`analysis.export`.  Each section registers the callbacks only it needs; this module
wires the page's one callback (:class:`dashboard.update.PageUpdate`) and the caches.

Flow of one change (one request: the table's first page comes with it)::

    control / chart click / legend click / URL /
    trend control / keyword picker               ──► update.change() ──► URL, controls,
        the states, headline, every chart near the viewport (patched), the followed
        keywords, the table's first page, the search note, the paper panel
    filter-state, trend-state (clientside)       ──► the download links
    filter-state (clientside)                    ──► the papers grid re-asks for its rows:
        the first page from the answer (assets/papers_grid.js), any other
    grid getRowsRequest                          ──► papers.papers_page() ──► one page
    typing in a picker                           ──► its options
    a chart's table opened (clientside store)    ──► the cached render ──► that table

Each chart the render draws also comes in words (``ids.chart_about``); its table
(``ids.chart_table``) is sent only while the reader has it open (``ids.OPEN_TABLES``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from dash import ClientsideFunction, Dash, Input, Output, State, ctx, no_update
from dash.exceptions import PreventUpdate

from dashboard import ids, lazy, report
from dashboard.charts import Chart
from dashboard.outputs import (
    AUTHORS,
    DETAIL,
    EMPTY_SAVED,
    FOLLOWED_TABLE,
    HEADLINE,
    REVIEW_OPTIONS,
    SEARCH_NOTE,
    YEAR_SLIDER,
    Key,
)
from dashboard.page import first_screen, present_charts, render, scope_of
from dashboard.patches import Shown
from dashboard.pickers import PICKERS, register_pickers
from dashboard.sections import decisions, downloads, header, keywords, papers
from dashboard.state import CONTROLS, TREND_CONTROLS
from dashboard.update import Event, PageUpdate
from dashboard.view import View

#: Dash's renderer, told to let the lazy charts' script give each request of the page's
#: callback the charts ahead as they are when it is sent (assets/lazy_charts.js requestPre:
#: the charts-near store is told 80 ms after the page moves, and a change sent meanwhile
#: computed the charts ahead of where the page was: a second request after a topic pick
#: under load, flake73).
RENDERER = ("var renderer = new DashRenderer({request_pre: function (payload) {"
            " var lazy = window.dash_clientside && window.dash_clientside.lazyCharts;"
            " if (lazy && lazy.requestPre) { lazy.requestPre(payload); } }});")
RENDER_CACHE = 48  # renders kept: (filter, trend) states × the charts drawn (near, open)
SCOPE_CACHE = 4  # filter states whose rows and shared counts are kept (~3 MB each at 24k)
BASE_CACHE = 16  # denominator-only pieces kept (a few kB each: two per denominator)


def _register_page(app: Dash, view: View, charts: list[Chart], page: PageUpdate,
                   outputs: list[Key]) -> None:
    """The page's one callback: every control, trend control, the keyword picker, "clear",
    the chart clicks and legend clicks, and a correction of a paper's type (the charts
    count types: drawn again, from the same filters) in; every output of
    :meth:`PageUpdate.change` out.
    The states the page shows go along (``State``), so only what changed comes back."""
    app.renderer = RENDERER
    clickable = [c.id for c in charts if c.clickable]
    legends = [c.id for c in charts if c.legend_filters]
    n_controls, n_trend, n_clicks = len(CONTROLS), len(TREND_CONTROLS), len(clickable)
    first_event = n_controls + n_trend + 3  # the controls, the picker, the two "clear"s
    shared = set(DETAIL) | {(ids.KEYWORD_PICK, "options"), AUTHORS} | {
        (p, "options") for p in PICKERS}

    @app.callback(
        *[Output(c, p, allow_duplicate=(c, p) in shared) for c, p in outputs],
        Input(ids.URL, "search"),
        *[Input(c, p) for c, p in CONTROLS + TREND_CONTROLS],
        Input(ids.KEYWORD_PICK, "value"),
        *[Input(c, "n_clicks") for c in ids.CLEARS],
        *[Input(g, "clickData") for g in clickable],
        *[Input(g, "restyleData") for g in legends],
        Input(ids.CORRECTION_VERSION, "data"),  # a paper's type corrected: redraw
        Input(ids.CHARTS_CAME, "data"),  # the reader scrolled: a chart came near
        State(ids.CHARTS_NEAR, "data"),
        State(ids.TRACE_KEYS, "data"),
        State(ids.FILTER_STATE, "data"),
        State(ids.TREND_STATE, "data"),
        State(ids.PAPER_ROW, "data"),
        State(ids.OPEN_TABLES, "data"),
        State(ids.CHARTS_DRAWN, "data"),
        State(ids.YEAR_FILTER, "min"),  # the slider's span as shown: its full range
        State(ids.YEAR_FILTER, "max"),
        # what the filter note and the "Saved" line hold: sent back only when they change
        # (each of them, sent unchanged with every change, was a store update that every
        # component of the page re-checked: bench/INTERACTION.md, browser72)
        State(ids.FILTER_NOTE, "children"),
        State(ids.EMPTY_SAVED, "children"),
        prevent_initial_call="initial_duplicate",
    )
    def _change(search: str | None, *args: Any) -> tuple[Any, ...]:
        # the events, then the correction version and the charts' arrival, then the
        # charts near, the states, the year slider's span and the two notes
        notes, args = args[-2:], args[:-2]
        span, args = args[-2:], args[:-2]
        events, near, states = args[first_event:-9], args[-7], args[-6:]
        trigger = ctx.triggered_id
        prop = ctx.triggered[0]["prop_id"].rsplit(".", 1)[-1] if ctx.triggered else ""
        held = [g for g, data in zip(clickable, events[:n_clicks], strict=True) if data]
        cleared = [c for c, n in zip(ids.CLEARS, args[first_event - 2:first_event], strict=True)
                   if n]
        trigger, prop = _dropped_event(trigger, prop, held, cleared)
        clicks = dict(zip(clickable, events[:n_clicks], strict=True)) \
            if prop == "clickData" else {}
        restyles = dict(zip(legends, events[n_clicks:], strict=True)) \
            if prop == "restyleData" else {}
        if prop == "clickData" and not clicks.get(trigger):
            raise PreventUpdate  # our own reset of clickData
        if trigger in ids.CLEARS and trigger not in cleared:
            raise PreventUpdate  # our own reset of a clear's n_clicks
        out = page.change(Event(
            trigger=trigger, prop=prop, search=search, controls=tuple(args[:n_controls]),
            trend_controls=tuple(args[n_controls:n_controls + n_trend]),
            pick=args[n_controls + n_trend], clicks=clicks, restyles=restyles,
            trace_keys=states[0], filter_state=states[1], trend_state=states[2],
            paper_row=states[3], open_tables=states[4], near=lazy.near_of(near),
            drawn=lazy.drawn_of(states[5]),
            year_shown=_shown_span(span), notes_shown=(notes[0], notes[1])))
        for c in cleared:  # made now, or lost to a control changed since (as before)
            out[(c, "n_clicks")] = 0
        return tuple(out.get(key, no_update) for key in outputs)

    # the charts left showing older filters are dimmed (assets/lazy_charts.js)
    app.clientside_callback(ClientsideFunction("lazyCharts", "markStale"),
                            Input(ids.CHARTS_DRAWN, "data"))
    _register_tables(app, page, outputs)


def _register_tables(app: Dash, page: PageUpdate, outputs: list[Key]) -> None:
    """A chart's table, sent when the reader opens it (not with every filter change)."""
    tables = [(ids.chart_table(c.id), "children") for c in page.described]
    if FOLLOWED_TABLE in outputs:
        tables.append(FOLLOWED_TABLE)
    if not tables:
        return

    @app.callback(*[Output(c, p, allow_duplicate=True) for c, p in tables],
                  Input(ids.OPEN_TABLES, "data"), State(ids.FILTER_STATE, "data"),
                  State(ids.TREND_STATE, "data"), State(ids.KEYWORD_PICK, "value"),
                  prevent_initial_call=True)
    def _opened(open_now: list[str] | None, filter_state: str | None,
                trend_state: str | None, pick: list[str] | None) -> tuple[Any, ...]:
        """A table just opened: its rows, from the page's render (cached)."""
        out = page.opened(filter_state, trend_state, open_now, pick)
        return tuple(out.get(key, no_update) for key in tables)


def _shown_span(values: Any) -> tuple[int, int] | None:
    """The year slider's (min, max) as the page sent them; None unless two whole years (a
    forged or missing value: the corpus's span is taken)."""
    try:
        lo, hi = (int(v) for v in values)
    except (TypeError, ValueError):
        return None
    return (lo, hi) if all(isinstance(v, int | float) and not isinstance(v, bool)
                           and v == int(v) for v in values) and lo <= hi else None


def _dropped_event(trigger: Any, prop: str, held: list[str],
                   cleared: list[str]) -> tuple[Any, str]:
    """The event an answer makes: a chart coming near while a chart click's or a "clear"'s
    request ran makes Dash drop that answer for this one, so this one makes the click (its
    clickData is still set) or the clear (its n_clicks is: a chart came near 20-70 ms after
    7 of 30 clears on the 61k corpora); every answer resets what it used."""
    if trigger == ids.CHARTS_CAME and held:
        return held[0], "clickData"
    if trigger == ids.CHARTS_CAME and cleared:
        return cleared[0], "n_clicks"
    return trigger, prop


def page_outputs(view: View, charts: list[Chart]) -> list[Key]:
    """Every (id, property) the page's one callback may set, in a fixed order."""
    drawn = [(c.id, "figure") for c in charts if c.draw is not None]
    notes = [(c.note_id, "children") for c in charts
             if c.draw is not None and c.live_note and c.note_id]
    notes += [(ids.chart_about(c.id), "children") for c in charts
              if c.draw is not None and c.describe]
    tables = [(ids.chart_table(c.id), "children") for c in charts
              if c.draw is not None and c.describe]
    followed = [(ids.KWIC, "children")] + (
        [(ids.KEYWORD_TREND, "figure"), (ids.chart_about(ids.KEYWORD_TREND), "children"),
         (ids.KEYWORD_TREND_NOTE, "children"), FOLLOWED_TABLE]
        if keywords.TREND.applies(view) else [])
    return [(ids.URL, "search"), *CONTROLS, *TREND_CONTROLS, *[(p, "options") for p in PICKERS],
            AUTHORS, (ids.FILTER_STATE, "data"), (ids.TREND_STATE, "data"),
            (ids.ROWS_PREFETCH, "data"),
            (ids.FILTER_NOTE, "children"), (ids.FILTER_NOTE, "hidden"),
            *[(c.id, "clickData") for c in charts if c.clickable],
            *[(c, "n_clicks") for c in ids.CLEARS],
            *HEADLINE, EMPTY_SAVED, REVIEW_OPTIONS, *drawn, *notes, (ids.TRACE_KEYS, "data"),
            (ids.CHARTS_DRAWN, "data"), (ids.KEYWORD_PICK, "options"),
            (ids.KEYWORD_PICK, "value"), *followed, *SEARCH_NOTE, *DETAIL, *tables,
            *(YEAR_SLIDER if view.multi_year else [])]


def register(app: Dash, view: View, prime_all: bool = True) -> Callable[[], None]:
    """Attach every callback to ``app``; ``view`` is captured read-only.

    The unfiltered page is computed now (primed): what its first screen shows, and
    with ``prime_all`` everything else; without, ``app.paper_trends_prime_rest()`` does
    the rest (``serve`` calls it in the background once the dashboard answers, or before
    forking gunicorn's workers, so they share it).

    Returns a function that empties the per-state caches (rows, views) except the
    precomputed unfiltered view, for benchmarks that measure uncached filter changes.
    """
    charts = present_charts(view)
    # Views are a pure function of the two states and of the paper-type corrections'
    # version (a correction changes counts and charts); a filter state's scope (its rows
    # and the counts its trends share) is kept for the trend-option changes that follow
    # it.  The unfiltered page (first visit, "clear all filters") is computed now, once.
    # what follows the denominator alone (the venue mix's summary and note) is kept across
    # the filter states that share it: a search or a topic pick keeps the denominator
    bases: Shown[Any] = Shown(BASE_CACHE)
    scopes = functools.lru_cache(maxsize=SCOPE_CACHE)(
        lambda state, version: scope_of(view, state, bases))

    @functools.lru_cache(maxsize=RENDER_CACHE)
    def rendered_at(state: str, trend_state: str, charts: tuple[str, ...] | None,
                    headline: bool, version: int) -> dict[str, Any]:
        return render(view, state, trend_state, scopes(state, version), charts=charts,
                      headline=headline)

    def rendered(state: str, trend_state: str, charts: tuple[str, ...] | None,
                 headline: bool) -> dict[str, Any]:
        return rendered_at(state, trend_state, charts, headline, view.live.refresh())

    outputs = page_outputs(view, charts)
    drawn = [c for c in charts if c.draw is not None]
    page = PageUpdate(view, rendered, drawn, [c.id for c in charts if c.clickable],
                      described=[c for c in drawn if c.describe])

    def prime_first_screen() -> None:
        # what a first visitor's page asks for at once: the headline and the first
        # screen's charts of the unfiltered page, and the papers table's first page
        rendered("", "", tuple(first_screen(view)), True)
        papers.papers_page(view, "", {"startRow": 0, "endRow": papers.PAGE_SIZE})

    def prime_rest() -> None:
        # the trends' term cube, then the unfiltered page's every chart (its tables, kept
        # for the charts drawn as the reader scrolls) and its followed keywords
        view.term_cube()
        first = rendered("", "", None, True)
        page.followed("", keywords.pick_for(view, "", first.get("keywords", []), None)[1])
        view.sort_keys.build_all()
        page.primed = True  # the layout's placeholders can take the charts' heights now

    def prime() -> None:
        prime_first_screen()
        prime_rest()

    prime_first_screen()
    if prime_all:
        prime_rest()
    app.paper_trends_prime_rest = prime_rest  # type: ignore[attr-defined]
    _register_page(app, view, charts, page, outputs)
    app.paper_trends_page = page  # type: ignore[attr-defined]  # tests and benchmarks
    keywords.register(app, view)
    header.register(app, view)
    papers.register(app, view)
    downloads.register(app, view)
    report.register_route(app, view)
    decisions.register(app, view)
    register_pickers(app, view)

    def clear_caches() -> None:
        view.selection.cache_clear()
        view.item_rows.cache_clear()
        scopes.cache_clear()
        bases.clear()
        rendered_at.cache_clear()
        page.clear()
        prime()

    return clear_caches

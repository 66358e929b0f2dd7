"""One filter change, one request: everything the page shows for it, and only what changed.

Before, a filter change set off a chain in the browser: the sync callback (URL, controls,
filter state), then the render, the keywords, the search note, the paper panel and the
download links (one request each, set off by the new filter state), then the keywords
again (set off by the render's keyword pick) and the papers table's first page (set off by
the grid's refresh): 7 requests in three rounds, each round waiting for the one before,
0.9 s at 24,000 papers although each callback took ~50 ms (bench/INTERACTION.md).

:meth:`PageUpdate.change` computes all of it in one callback: the canonical state
(:func:`dashboard.state.sync`), the render (:func:`dashboard.page.render`, cached per
state), the followed keywords, the search note and the paper panel's reset.  The download
links follow the states in the browser (:mod:`dashboard.sections.downloads`); the papers
table's first page comes with the answer (:func:`dashboard.sections.papers.first_page`) and
the grid's request for it is answered in the browser (assets/papers_grid.js): before, that
request left only once the answer had been applied and the charts in view drawn, a second
round trip 250-400 ms after the first at 24,000 papers.  Each output is sent only when it
differs from what the page shows, figures as :class:`dash.Patch` (:mod:`dashboard.patches`).
What the browser sent is an :class:`dashboard.event.Event`; the followed keywords' part of
a change (the reader's pick, the keyword-trend chart and snippets) is :mod:`dashboard.followed`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from dash import html, no_update
from dash.exceptions import PreventUpdate

from analysis.trends import TrendOptions
from dashboard import ids, lazy, paper_link
from dashboard.charts import Chart, table_children
from dashboard.event import Event
from dashboard.followed import followed_views, pick_left, picked
from dashboard.outputs import (
    AUTHORS,
    DETAIL,
    EMPTY_SAVED,
    FOLLOWED_TABLE,
    HEADLINE,
    REVIEW_OPTIONS,
    SEARCH_NOTE,
    Key,
)
from dashboard.patches import Shown, changed
from dashboard.pickers import PICKERS, picker_defaults, picker_options
from dashboard.sections import header, keywords, papers, review
from dashboard.sections.decisions import author_options
from dashboard.state import (
    CONTROLS,
    TREND_CONTROLS,
    TREND_IDS,
    sync,
    year_slider,
)
from dashboard.view import View, parse_options, parse_state

SHOWN_STATES = 16  # page states whose outputs are kept to diff against (~1 MB each at 24k)
SHOWN_ITEMS = 24 * SHOWN_STATES  # kept per chart (and headline): ~24 per page state


@dataclass
class PageUpdate:
    """The page's one callback, as a plain object over the read-only view.

    ``rendered(filter_state, trend_state, charts, headline)`` is :func:`dashboard.page.render`,
    cached by the caller; the followed keywords' views are kept here (:meth:`followed`)."""

    view: View
    rendered: Callable[[str, str, tuple[str, ...] | None, bool], dict[str, Any]]
    charts: list[Chart]  # the charts the render draws (in page order)
    clickable: list[str]
    described: list[Chart] = field(default_factory=list)  # the charts with a table
    shown: Shown[dict[Key, Any]] = field(default_factory=lambda: Shown(SHOWN_ITEMS))
    views: Shown[dict[str, Any]] = field(default_factory=lambda: Shown(SHOWN_STATES))
    pickers: Shown[tuple[Any, ...]] = field(default_factory=lambda: Shown(SHOWN_STATES))
    primed: bool = False  # the unfiltered page's every chart is computed (and cached)

    def __post_init__(self) -> None:
        self.defaults = picker_defaults(self.view)
        # each chart's outputs: its figure, its summary in words, its live note
        self.chart_keys: dict[str, list[Key]] = {c.id: [
            (c.id, "figure"), *([(ids.chart_about(c.id), "children")] if c.describe else []),
            *([(c.note_id, "children")] if c.live_note and c.note_id else [])]
            for c in self.charts}

    def clear(self) -> None:
        """Forget what was shown (benchmarks of uncached changes)."""
        self.shown.clear()
        self.views.clear()
        self.pickers.clear()

    def followed(self, state: str, pick: list[str] | None,
                 make: bool = True) -> dict[str, Any] | None:
        """:func:`keywords.keyword_views` of a state and pick, kept (``make`` False: only
        if kept)."""
        key = (state, tuple(pick or ()), self.view.live.refresh())
        now = self.views.peek(key)
        if now is None and make:
            now = self.views.put(key, keywords.keyword_views(self.view, state, list(key[1])))
        return now

    def tables(self, out: dict[str, Any], open_now: list[str] | None) -> dict[Key, Any]:
        """The tables of the charts ``out`` (a render) drew whose <details> is open; the
        others are left as they are (only open tables are sent: :func:`table_children`)."""
        words = out.get("words", {})
        return {(ids.chart_table(c.id), "children"): table_children(c, words[c.id])
                for c in self.described if c.id in (open_now or []) and c.id in words}

    def opened(self, state: str | None, trend: str | None, open_now: list[str] | None,
               pick: list[str] | None = None) -> dict[Key, Any]:
        """A table just opened: the open tables, from the page's render (cached), and the
        followed keywords' (``pick``: the picker's value) from their views (kept)."""
        if state is None:
            raise PreventUpdate
        followed: dict[Key, Any] = {}
        if ids.KEYWORD_TREND in (open_now or []):
            views = self.followed(state, pick) or {}
            followed = {FOLLOWED_TABLE: views[FOLLOWED_TABLE[0]]} \
                if FOLLOWED_TABLE[0] in views else {}
        out = self.rendered(state, trend or "", tuple(open_now or ()), False)
        if not out["empty"]:
            return {**self.tables(out, open_now), **followed}
        # the selection emptied since the charts were drawn (its last paper's type
        # corrected out of the review list): an opened table says so, not nothing
        empty = html.P("No papers match these filters now.")
        return {**followed, **{(ids.chart_table(c.id), "children"): empty
                               for c in self.described if c.id in (open_now or [])}}

    def change(self, e: Event) -> dict[Key, Any]:
        """Output (id, property) -> value for one event; outputs left out are unchanged."""
        if e.trigger == ids.KEYWORD_PICK:
            if e.filter_state is None:
                raise PreventUpdate
            return {**picked(self.view, e), **followed_views(
                self.view, self.followed, e, e.filter_state, e.pick, {}, force=True)}
        if e.trigger == ids.CHARTS_CAME and e.filter_state is None:
            # the page's first answer is not in yet: Dash drops it (the callback was set
            # off again), so this answer is the first
            e = replace(e, trigger=None, prop="")
        result = sync(self.view, e.trigger, e.search, e.controls, clicks=e.clicks,
                      restyles=e.restyles, trace_keys=e.trace_keys,
                      trend_controls=e.trend_controls, year_shown=e.year_shown)
        if e.trigger == ids.CHARTS_CAME and result["state"] == e.filter_state and \
                result["trend_state"] == (e.trend_state or ""):
            # the reader scrolled: the charts that came near (a change whose answer Dash
            # dropped for this one shows in the controls: then the whole change below)
            drawn, _ = self._render(e, result["state"], e.trend_state or "")
            drawn.update(followed_views(self.view, self.followed, e, result["state"], e.pick,
                                        drawn))
            if not drawn:
                raise PreventUpdate
            return drawn
        if result.get("unchanged"):
            raise PreventUpdate  # a click on nothing, a legend double click: Plotly's own
        out = self._controls(e, result)
        from_url = e.trigger in (None, ids.URL)
        trend_trigger = e.trigger in TREND_IDS
        state = e.filter_state if trend_trigger and e.filter_state is not None \
            else result["state"]
        # (a chart came near: the controls hold any change whose answer Dash dropped)
        trend = result["trend_state"] if from_url or trend_trigger or \
            e.trigger == ids.CHARTS_CAME else (e.trend_state or "")
        out[(ids.FILTER_STATE, "data")] = state if state != e.filter_state else no_update
        out[(ids.TREND_STATE, "data")] = trend if trend != e.trend_state else no_update
        out.update(self._pickers(e, result))
        drawn, terms = self._render(e, state, trend)
        out.update(drawn)
        if from_url and (ids.CHARTS_DRAWN, "data") not in out:
            # sent even unchanged (the unfiltered page's layout shows its first view): the
            # page's script hears that the page's first answer is in (lazy_charts.js)
            out[(ids.CHARTS_DRAWN, "data")] = self._drawn_store(e, state, trend)
        if state != e.filter_state:
            out.update(self._filter_outputs(e, state, terms))
            pick = out.get((ids.KEYWORD_PICK, "value"))
            out.update(followed_views(self.view, self.followed, e, state, pick, out))
            out.update(pick_left(self.view, state, trend, pick))
        elif from_url and (result["options"].keywords or result["options"].keywords_emptied) \
                and list(result["options"].keywords) != list(e.pick or []):
            # the unfiltered page with a pick in its URL: the layout's picker shows its own
            options, value = keywords.picker_for(self.view, state,
                                                 list(result["options"].keywords))
            value = [] if result["options"].keywords_emptied else value
            out[(ids.KEYWORD_PICK, "options")] = options
            out[(ids.KEYWORD_PICK, "value")] = value
            out.update(followed_views(self.view, self.followed, e, state, value, out, force=True))
        return out

    def _controls(self, e: Event, result: dict[str, Any]) -> dict[Key, Any]:
        """The URL, the controls (only those whose value changed), the note on the URL and
        the chart click just used, reset (so the same click again is an event)."""
        from_url = e.trigger in (None, ids.URL)
        out: dict[Key, Any] = {
            (ids.URL, "search"): no_update if from_url and not result["note"] and (
                (e.search or "") == result["search"]) else result["search"],
            **_note_outputs(result["note"], e.notes_shown)}
        for key, new, now in zip(CONTROLS + TREND_CONTROLS,
                                 (*result["controls"], *result["trend_controls"]),
                                 (*e.controls, *e.trend_controls), strict=True):
            out[key] = changed(new, now)
        if e.prop == "clickData" and e.trigger in self.clickable:
            out[(e.trigger, "clickData")] = None
        out.update(year_slider(self.view, result["year_span"], e.year_shown))
        return out

    def _pickers(self, e: Event, result: dict[str, Any]) -> dict[Key, Any]:
        """The follow and group pickers' options and the author filter's, sent when they
        differ from the shown state's."""
        f = result["filters"]
        new = self._picker_values(result["options"], f.query, f.author)
        old: tuple[Any, ...] | None = None
        if e.filter_state is not None:
            was = parse_state(self.view, e.filter_state)[0]
            old = self._picker_values(parse_options(self.view, e.trend_state)[0], was.query,
                                      was.author)
        return {key: changed(n, o, old is not None)
                for key, n, o in zip([*[(p, "options") for p in PICKERS], AUTHORS], new,
                                     old or new, strict=True)}

    def _picker_values(self, options: TrendOptions, query: str,
                       author: str | None) -> tuple[Any, ...]:
        """The pickers' options and the author filter's for these trend options, search and
        author, kept: the page's states are asked for again by the next change (to diff
        against), ~1 ms each time made."""
        key = (options.to_query(), query, author)
        now = self.pickers.peek(key)
        if now is None:
            now = self.pickers.put(key, (
                *picker_options(self.view, options, self.defaults, query),
                author_options(self.view, "", author)))
        return now

    def _render(self, e: Event, state: str,
                trend: str) -> tuple[dict[Key, Any], list[str] | None]:
        """The headline and the charts near the viewport that do not show the new states
        yet (:mod:`dashboard.lazy`), each against what the page shows; the keyword
        picker's terms (None: the headline was not drawn, or no paper matches)."""
        version = self.view.live.refresh()
        shown = lazy.shown_now(self.charts, None if e.drawn is None else e.drawn.get("shown", {}),
                               e.filter_state, e.trend_state, version, e.pick)
        want = lazy.wanted(self.charts, state, trend, version)
        todo = lazy.to_draw(self.charts, e.near, shown, want)
        headline = shown.get(lazy.HEADLINE) != want[lazy.HEADLINE]
        if not todo and not headline:
            return {}, None
        out = self.rendered(state, trend, tuple(todo), headline)
        sent: dict[Key, Any] = {}
        if headline:  # the views hidden and the "no paper matches" note shown, or not
            values = dict(zip(HEADLINE, (out["count"], out["detail"], out["status"],
                                         not out["empty"], out["empty"]), strict=True))
            sent.update(self._against(lazy.HEADLINE, values, shown, want))
            was, shown[lazy.HEADLINE] = shown.get(lazy.HEADLINE), want[lazy.HEADLINE]
            # counted again after a correction (in whichever event's answer: Dash drops one
            # for a newer event's): the papers left to review; if none match, what was saved
            if lazy.version_of(was) not in (None, version):
                sent[REVIEW_OPTIONS] = review.toggle_options(self.view)
            emptied = out["empty"] and lazy.recounted(was, want[lazy.HEADLINE])
            row = papers.row_of(self.view, e.paper_row) if emptied else None  # (a browser's)
            saved = review.saved_note(self.view, row)  # ("" for no row)
            sent[EMPTY_SAVED] = saved if e.notes_shown is None else \
                changed(saved, e.notes_shown[1] or "")
        if out["empty"]:  # the charts keep what they show, hidden
            sent[(ids.CHARTS_DRAWN, "data")] = {
                "shown": shown, "stale": lazy.stale(self.charts, shown, want)}
            return sent, None
        keys = dict(e.trace_keys or {})
        for chart in out["drawn"]:
            values = {key: out[key[0]] for key in self.chart_keys[chart] if key[0] in out}
            sent.update(self._against(chart, values, shown, want))
            keys.pop(chart, None)
        keys.update(out[ids.TRACE_KEYS])
        sent[(ids.TRACE_KEYS, "data")] = changed(keys, e.trace_keys or {})
        shown.update({c: want[c] for c in out["drawn"]})
        drawn = {"shown": shown, "stale": lazy.stale(self.charts, shown, want)}
        sent[(ids.CHARTS_DRAWN, "data")] = drawn
        sent.update(self.tables(out, e.open_tables))  # not kept: only while open
        return sent, list(out["keywords"]) if headline else None

    def _drawn_store(self, e: Event, state: str, trend: str) -> dict[str, Any]:
        """The charts-drawn store for the page's states: what each chart shows, and which
        of them show other states than these."""
        version = self.view.live.refresh()
        shown = lazy.shown_now(self.charts, None if e.drawn is None else e.drawn.get("shown", {}),
                               e.filter_state, e.trend_state, version, e.pick)
        return {"shown": shown,
                "stale": lazy.stale(self.charts, shown, lazy.wanted(self.charts, state, trend,
                                                                    version))}

    def _against(self, item: str, values: dict[Key, Any], shown: dict[str, str],
                 want: dict[str, str]) -> dict[Key, Any]:
        """``values`` (one chart's outputs, or the headline's) as sent against what the
        page shows of ``item`` (kept: a patch; not kept: whole), kept for the next."""
        old = None if item not in shown else self.shown.peek((item, shown[item]))
        self.shown.put((item, want[item]), values)
        return {key: changed(value, (old or {}).get(key), old is not None)
                for key, value in values.items()}

    def _filter_outputs(self, e: Event, state: str,
                        terms: list[str] | None) -> dict[Key, Any]:
        """What follows the filter state alone: the keyword picker and its views, the papers
        table's first page, the search note and the paper panel (emptied: pick a paper
        again)."""
        new: dict[Key, Any] = {}
        if terms is not None:
            chose = keywords.default_pick(self.view, e.filter_state) \
                if e.filter_state is not None and e.pick else None
            url = parse_options(self.view, e.search)[0] if e.trigger in (None, ids.URL) \
                else None
            options, value = keywords.pick_for(self.view, state, terms,
                                               list(url.keywords if url else ()) or e.pick,
                                               chose)
            value = [] if url and url.keywords_emptied else value  # a link to an empty pick
            new[(ids.KEYWORD_PICK, "options")] = options
            new[(ids.KEYWORD_PICK, "value")] = changed(value, e.pick)  # (views: below)
        new[(ids.ROWS_PREFETCH, "data")] = papers.first_page(self.view, state)
        children, hidden = header.search_note(self.view, state)
        was = header.search_note(self.view, e.filter_state) if e.filter_state is not None \
            else None
        new[SEARCH_NOTE[0]] = changed(children, was and was[0], was is not None)
        new[SEARCH_NOTE[1]] = changed(hidden, was and was[1], was is not None)
        if e.paper_row is not None and not paper_link.named(e.trigger, e.search):
            new.update(zip(DETAIL, (papers.paper_detail(self.view, None, state), None, True,
                                    None, "", None), strict=True))
        return new


def _note_outputs(note: str, shown: tuple[Any, Any] | None) -> dict[Key, Any]:
    """The filter note (shown only when it has something to say) against what the page
    holds (``shown[0]``; None: not known, sent): nothing when the same."""
    if shown is None:
        return {(ids.FILTER_NOTE, "children"): note, (ids.FILTER_NOTE, "hidden"): not note}
    was = shown[0] or ""
    return {(ids.FILTER_NOTE, "children"): changed(note, was),
            (ids.FILTER_NOTE, "hidden"): no_update if bool(note) == bool(was) else not note}

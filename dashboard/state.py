"""URL ⇄ filters ⇄ controls: one filter change, from wherever it came, made canonical.

A filter change can come from the URL (page load, back/forward, a pasted link), a control,
"clear all filters", a chart click or a legend click.  :func:`sync` turns each into one
:class:`~analysis.filters.Filters` value and from it the URL, the controls and the filter
state (the canonical query string) every view renders from.  Chart clicks carry URL query
fragments (:mod:`dashboard.figures`), parsed like the URL, so a click and a bookmark can
never disagree.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs

from dash import Dash, Input, Output, State, ctx, no_update
from dash.exceptions import PreventUpdate

from analysis.filters import Filters
from analysis.schema import PAPER_TYPES
from dashboard import ids
from dashboard.charts import Chart
from dashboard.view import View, parse_state

# URL key -> Filters field, for the fragments that chart clicks carry.
FRAGMENT_FIELDS = {"topic": "topics", "q": "query", "venue": "venues", "years": "years",
                   "year": "years", "type": "types"}
CONTROLS = [(ids.TOPIC_FILTER, "value"), (ids.KEYWORD_FILTER, "value"),
            (ids.VENUE_FILTER, "value"), (ids.YEAR_FILTER, "value"), (ids.TYPE_FILTER, "value"),
            (ids.REVIEW_FILTER, "value")]
# (topics, query, venues, year range, types, review) as the controls hold them
Controls = tuple[Any, ...]
REVIEW = "review"  # the review checkbox's value when ticked


def filters_from_controls(view: View, topics: list[int] | None, query: str | None,
                          venues: list[str] | None, year_range: list[int] | None,
                          types: list[str] | None, review: list[str] | None = None) -> Filters:
    """The filters the controls show; a year slider at its full range is no year filter."""
    years = None
    if view.multi_year and year_range and len(year_range) == 2:
        lo, hi = sorted(int(y) for y in year_range)
        if (lo, hi) != (view.years[0], view.years[-1]):
            years = (lo, hi)
    k = view.analysis.topics.n_topics
    return Filters(
        topics=tuple(sorted({int(t) for t in (topics or []) if 0 <= int(t) < k})),
        query=(query or "").strip(),
        venues=tuple(v for v in (venues or []) if v in view.venues),
        years=years,
        types=tuple(t for t in PAPER_TYPES if t in (types or [])),
        review=REVIEW in (review or []),
    )


def controls_from_filters(view: View, f: Filters) -> Controls:
    """(topics, query, venues, year range, types, review) to show in the controls."""
    if view.multi_year:
        years = list(f.years) if f.years else [view.years[0], view.years[-1]]
    else:
        only = view.years[0] if view.years else 0
        years = [only, only + 1]
    return (list(f.topics), f.query, list(f.venues), years, list(f.types),
            [REVIEW] if f.review else [])


def click_fragment(click_data: dict[str, Any] | None,
                   keys: list[str | None] | None = None) -> str | None:
    """The filter fragment a chart click carries: the point's customdata, else (for
    traces whose points all filter alike, e.g. a topic's dots on the map) its trace's."""
    if not click_data or not click_data.get("points"):
        return None
    point = click_data["points"][0]
    custom = point.get("customdata")
    if isinstance(custom, list):
        custom = custom[0] if custom else None
    if isinstance(custom, str):
        return custom
    curve = point.get("curveNumber")
    if keys and isinstance(curve, int) and 0 <= curve < len(keys):
        return keys[curve]
    return None


def legend_fragment(restyle: list[Any] | None, keys: list[str | None] | None) -> str | None:
    """The fragment of the legend entry a single legend click toggled.

    Plotly reports a legend click as a restyle of ``visible`` on one trace
    (``[{"visible": ["legendonly"]}, [2]]``); a double click restyles every trace and
    is left to Plotly (show only / show all).
    """
    if not restyle or len(restyle) != 2 or not keys:
        return None
    change, traces = restyle
    if not isinstance(change, dict) or "visible" not in change or not traces:
        return None
    if len(traces) != 1 or not isinstance(traces[0], int) or traces[0] >= len(keys):
        return None
    return keys[traces[0]]


def apply_fragment(view: View, f: Filters, fragment: str) -> Filters:
    """Set the filters a click names; clicking what is already the filter clears it."""
    keys = {FRAGMENT_FIELDS[k] for k in parse_qs(fragment) if k in FRAGMENT_FIELDS}
    if not keys:
        return f
    parsed, _ = parse_state(view, fragment)
    wanted = {k: getattr(parsed, k) for k in keys}
    if all(getattr(f, k) == v for k, v in wanted.items()):
        return f.with_(**{k: getattr(Filters(), k) for k in keys})
    return f.with_(**wanted)


def sync(view: View, trigger: str | None, search: str | None, controls: Controls,
         clicks: dict[str, Any] | None = None, restyles: dict[str, Any] | None = None,
         trace_keys: dict[str, list[str | None]] | None = None) -> dict[str, Any]:
    """One filter change, from wherever it came, to the URL, the controls and the state.

    ``trigger`` is the id of what changed: ``url`` (page load, back/forward, a pasted
    link), a control, ``clear-filters``, a graph (click or legend).  Returns ``search``
    (the canonical URL query), ``controls``, ``state`` (the query the views render) and
    ``note`` (what was ignored in the URL, or ""); or ``{"unchanged": True}`` when a chart
    event names no filter (a legend double click, a click on an empty spot).
    """
    note = ""
    if trigger in (None, ids.URL):
        f, warnings = parse_state(view, search)
        if warnings:
            note = "Part of the address was ignored: " + "; ".join(warnings) + "."
    elif trigger in (ids.CLEAR_FILTERS, ids.CLEAR_FILTERS_EMPTY):
        f = Filters()
    else:
        f = filters_from_controls(view, *controls)
        frag = None
        if clicks and trigger in clicks:
            frag = click_fragment(clicks[trigger], (trace_keys or {}).get(trigger))
        if frag is None and restyles and trigger in restyles:
            frag = legend_fragment(restyles[trigger], (trace_keys or {}).get(trigger))
        if frag:
            f = apply_fragment(view, f, frag)
        elif trigger in (clicks or {}) or trigger in (restyles or {}):
            return {"unchanged": True}
    state = f.to_query()
    return {"search": f"?{state}" if state else "", "controls": controls_from_filters(view, f),
            "state": state, "note": note, "filters": f}


def register(app: Dash, view: View, charts: list[Chart]) -> None:
    """The sync callback: the URL, every control, "clear", and the clicks and legend clicks
    of ``charts`` (those on the page) in; the URL, the controls and the filter state out."""
    clickable = [c.id for c in charts if c.clickable]
    legends = [c.id for c in charts if c.legend_filters]
    n_controls, n_clicks, n_legends = len(CONTROLS), len(clickable), len(legends)

    @app.callback(
        Output(ids.URL, "search"),
        *[Output(c, p) for c, p in CONTROLS],
        Output(ids.FILTER_STATE, "data"),
        Output(ids.FILTER_NOTE, "children"),
        Output(ids.FILTER_NOTE, "hidden"),
        *[Output(g, "clickData") for g in clickable],
        Input(ids.URL, "search"),
        *[Input(c, p) for c, p in CONTROLS],
        Input(ids.CLEAR_FILTERS, "n_clicks"),
        Input(ids.CLEAR_FILTERS_EMPTY, "n_clicks"),
        *[Input(g, "clickData") for g in clickable],
        *[Input(g, "restyleData") for g in legends],
        State(ids.TRACE_KEYS, "data"),
    )
    def _sync(search: str | None, *args: Any) -> tuple[Any, ...]:
        control_values = args[:n_controls]
        click_values = args[n_controls + 2:n_controls + 2 + n_clicks]
        restyle_values = args[n_controls + 2 + n_clicks:n_controls + 2 + n_clicks + n_legends]
        trace_keys = args[-1]
        trigger = ctx.triggered_id
        prop = ctx.triggered[0]["prop_id"].rsplit(".", 1)[-1] if ctx.triggered else ""
        clicks = dict(zip(clickable, click_values, strict=True)) if prop == "clickData" else {}
        restyles = dict(zip(legends, restyle_values, strict=True)) if prop == "restyleData" else {}
        if prop == "clickData" and not clicks.get(trigger):
            raise PreventUpdate  # our own reset of clickData
        result = sync(view, trigger, search, tuple(control_values), clicks=clicks,
                      restyles=restyles, trace_keys=trace_keys)
        if result.get("unchanged"):
            raise PreventUpdate  # a click on nothing, a legend double click: Plotly's own
        search_out = no_update if trigger in (None, ids.URL) and not result["note"] and (
            (search or "") == result["search"]) else result["search"]
        return (search_out, *result["controls"], result["state"], result["note"],
                not result["note"], *([None] * n_clicks))

"""The unfiltered page's first screen, in the served layout itself.

Before, the layout came with empty charts and the page's one callback filled them: after
the scripts and the layout, the browser rendered the empty page, asked for the first view
(~230 kB at 24,000 papers: the headline, the first screen's charts and words, the table's
first page, the pickers' options), and applied the answer, rendering most of the page a
second time (``bench/FIRST_LOAD.md``).  Now the layout holds what that first answer held,
computed once per app from the primed render (:func:`dashboard.callbacks.register`): the
page is drawn from the layout, and the page's callback, set off at load as before (a URL
may carry filters), finds the states and charts the page shows already (the stores are in
the layout too: ``filter-state``, ``trend-state``, ``charts-drawn``) and answers with
what differs: nothing for the unfiltered page, a patch of the first view for a URL with
filters.  The charts near the viewport and not in the first screen are drawn as before,
when the page says they are near (:mod:`dashboard.lazy`).  A paper's type corrected changes
counts and the table's rows: the layout is made again for the corrections' new version
(:func:`layout_function`), on the first page load after it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

from dash import Patch, dcc, no_update
from dash.development.base_component import Component

from dashboard import ids
from dashboard.page import first_screen
from dashboard.state import CONTROLS, TREND_CONTROLS
from dashboard.update import Event, Key, PageUpdate


def components(root: Any) -> Iterator[Component]:
    """Every component of a layout, depth first."""
    if isinstance(root, Component):
        yield root
        for child in _children(root):
            yield from components(child)
    elif isinstance(root, list | tuple):
        for child in root:
            yield from components(child)


def _children(component: Component) -> list[Any]:
    children = getattr(component, "children", None)
    return list(children) if isinstance(children, list | tuple) else [children]


def with_ids(layout: Component) -> dict[str, Component]:
    """The layout's components that have an id (a string), by id."""
    found = ((getattr(c, "id", None), c) for c in components(layout))
    return {cid: c for cid, c in found if isinstance(cid, str)}


def id_only(layouts: list[Component]) -> Component:
    """Every component of ``layouts`` that has an id, as a bare component of its type
    with that id alone: what Dash's renderer checks the callbacks against (the app's
    ``validation_layout``).  Dash takes that from a layout function by calling it, and
    puts it in every page's HTML, where the renderer parses it: the whole first view a
    second time (84 kB of the seeds' 90 kB page)."""
    from dash import html

    return html.Div([type(c)(id=cid) for layout in layouts for cid, c in
                     with_ids(layout).items()])


def first_answer(page: PageUpdate, layout: Component) -> dict[Key, Any]:
    """What the page's callback answers a browser that opens the page without filters,
    with the layout's controls and nothing drawn (output -> value; no ``no_update``)."""
    by_id = with_ids(layout)

    def held(key: Key) -> Any:
        return getattr(by_id[key[0]], key[1], None) if key[0] in by_id else None

    event = Event(trigger=None, prop="", search="", controls=tuple(map(held, CONTROLS)),
                  trend_controls=tuple(map(held, TREND_CONTROLS)),
                  pick=held((ids.KEYWORD_PICK, "value")), trace_keys={}, open_tables=[],
                  near=first_screen(page.view), drawn={"shown": {}})
    out = page.change(event)
    return {key: value for key, value in out.items() if value is not no_update}


def figure_height(figure: Any) -> int | None:
    """The height a figure asks for (a dict or a plotly Figure), or None."""
    layout = figure.get("layout") if isinstance(figure, dict) else getattr(figure, "layout", None)
    height = layout.get("height") if isinstance(layout, dict) else getattr(layout, "height", None)
    return int(height) if isinstance(height, int | float) and height > 0 else None


def narrow_heights(figure: Any) -> list[dict[str, Any]]:
    """The tiers of a figure's ``meta.narrow`` (:mod:`dashboard.figures.narrow`, widest
    first) that set its height, each as its ``below`` and that height alone."""
    layout = figure.get("layout") if isinstance(figure, dict) else getattr(figure, "layout", None)
    meta = layout.get("meta") if isinstance(layout, dict) else getattr(layout, "meta", None)
    tiers = meta.get("narrow") if isinstance(meta, dict) else None
    return [{"below": t["below"], "layout": {"height": int(t["layout"]["height"])}}
            for t in tiers or [] if isinstance(t, dict) and "height" in (t.get("layout") or {})]


def narrow_css(base: int, tiers: list[dict[str, Any]]) -> str | None:
    """What a chart's frame adds to ``base`` (px) for the height tiers (:func:`narrow_heights`)
    its width is under, as CSS: a step per tier, ``clamp`` of (its ``below`` less the frame's
    width, ``100cqw``) times 100,000 between 0 and the height it adds; None for none.  The
    server cannot know the width, the browser's CSS can (``assets/dashboard.css``)."""
    steps, now = [], base
    for tier in tiers:
        height = int(tier["layout"]["height"])
        if height != now:
            step = f"clamp(0px, ({int(tier['below'])}px - 100cqw) * 100000, {abs(height - now)}px)"
            steps.append(("+ " if height > now else "- ") + step)
            now = height
    return f"calc(0px {' '.join(steps)})" if steps else None


def placeholder(height: int | None, tiers: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A chart's figure until its own comes: no trace, its own figure's height, and the
    heights of its narrow tiers (:func:`narrow_heights`): a phone's labels above the bars
    made the chart 764 px taller than the placeholder held, and the page below jumped."""
    layout: dict[str, Any] = {"height": height} if height else {}
    return {"data": [], "layout": {**layout, "meta": {"narrow": tiers}} if tiers else layout}


def rest_of_page(page: PageUpdate, pick: Any) -> dict[Key, Any]:
    """What the charts outside the first screen show on the unfiltered page, less their
    drawings: each figure's height (:func:`placeholder`), its summary in words, its live
    note, and the followed keywords' snippets (``pick``: the picker's value) and trend;
    nothing until that page is computed (:func:`dashboard.callbacks.register` primes it:
    this takes it from the caches)."""
    if not page.primed:
        return {}
    out = page.rendered("", "", None, True)
    if out["empty"]:
        return {}
    rest: dict[Key, Any] = {}
    for chart in out["drawn"]:
        rest.update({key: out[key[0]] for key in page.chart_keys[chart] if key[0] in out})
    followed = page.followed("", list(pick) if isinstance(pick, list | tuple) else None,
                             make=False) or {}
    rest.update({(k, "figure" if k == ids.KEYWORD_TREND else "children"): v
                 for k, v in followed.items() if k != ids.chart_table(ids.KEYWORD_TREND)})
    return {(cid, prop): placeholder(figure_height(value), narrow_heights(value))
            if prop == "figure" else value for (cid, prop), value in rest.items()}


def hold_heights(layout: Component) -> None:
    """Each chart's frame told its figure's height (``--figure-height``, in place), which
    ``assets/dashboard.css`` gives the chart until it is first drawn.

    dcc.Graph is a lazy component: the layout's first render shows an empty box of no
    height in its place, and React reveals the charts ~0.5 s later.  In between, charts
    below the first screen were within the viewport (at a 1,000 px window the topic
    trends and the term trends, 1,519 and 2,236 px down once drawn) and were drawn with
    the first screen's, cold, before the page settled (``assets/lazy_charts.js`` decides
    from where a chart is when it is given its figure; ``bench/FIRST_LOAD.md``, wave 11);
    and the page below moved by their heights when they came."""
    for frame in components(layout):
        graph = getattr(frame, "children", None)
        if "figure-frame" not in str(getattr(frame, "className", "")) or \
                not isinstance(graph, dcc.Graph):
            continue
        figure = getattr(graph, "figure", None)
        height = figure_height(figure)
        if height:
            narrow = narrow_css(height, narrow_heights(figure))
            style = {**(getattr(frame, "style", None) or {}), "--figure-height": f"{height}px",
                     **({"--figure-narrow": narrow} if narrow else {})}
            setattr(frame, "style", style)  # noqa: B010 (Component declares no style)


def fill_first_view(page: PageUpdate, layout: Component,
                    rest: Callable[[Any], dict[Key, Any]] | None = None) -> Component:
    """``layout`` with :func:`first_answer` set on its components (in place), and the
    rest of the page (``rest(pick)``: :func:`rest_of_page`) where the answer sets nothing.

    The rest of the page holds its place: each chart outside the first screen at its
    figure's height (``assets/lazy_charts.js`` keeps a chart it has not drawn at its
    figure's height), its summary and notes in their slots.  Else a chart is Plotly's
    default 450 px with empty slots until its figure and words come as the reader nears
    it, and the page below it moves then: a control the keyboard just reached is left out
    of view, the browser's scrolling to it having aimed at where it was (the 200% zoom
    test of tests/test_accessibility.py).  The charts-drawn store is the answer's: those
    charts are drawn, and their words sent again, when they come near, as before."""
    by_id = with_ids(layout)
    answer = first_answer(page, layout)
    for (cid, prop), value in answer.items():
        if cid == ids.URL or cid not in by_id:
            continue  # the address is the browser's; an output of a part not shown
        if isinstance(value, Patch):
            raise ValueError(f"{cid}.{prop}: a patch in the first view (nothing was drawn)")
        setattr(by_id[cid], prop, value)
    pick = answer.get((ids.KEYWORD_PICK, "value"), getattr(by_id.get(ids.KEYWORD_PICK), "value",
                                                           None))
    for (cid, prop), value in (rest(pick) if rest else {}).items():
        if cid in by_id and (cid, prop) not in answer:
            setattr(by_id[cid], prop, value)
    hold_heights(layout)
    mark_empty_cards(layout)
    return layout


def _hides_note(figure: Any) -> bool:
    """An empty figure's message (:func:`~dashboard.figures.base.empty_figure`) whose card's
    note is hidden beside it (not one that says what to do: ``keep_note``)."""
    if figure is None:
        return False
    layout = (figure if isinstance(figure, dict) else figure.to_plotly_json()).get("layout")
    meta = (layout or {}).get("meta")
    return isinstance(meta, dict) and bool(meta.get("empty")) and not meta.get("keep_note")


def mark_empty_cards(layout: Component) -> None:
    """Each card whose charts all show an empty figure's message marked ``chart-empty`` in
    the served layout, as ``assets/lazy_charts.js`` (``markEmpty``) marks it when a figure
    arrives: its note hidden from the first paint (marked by the script as the chart came
    near, the follow card's note went and the page below moved up 42-119 px:
    test_browser_first_load, ui68)."""
    for card in components(layout):
        classes = str(getattr(card, "className", "") or "").split()
        if "card" not in classes or "chart-empty" in classes:
            continue
        graphs = [c for c in components(card) if isinstance(c, dcc.Graph)]
        if graphs and all(_hides_note(getattr(g, "figure", None)) for g in graphs):
            setattr(card, "className", " ".join([*classes, "chart-empty"]))  # noqa: B010


def layout_function(page: PageUpdate, build: Callable[[], Component]) -> Callable[[], Component]:
    """The layout Dash serves (a function: called for every page load): ``build()`` with the
    first view of the paper-type corrections in force, made once per corrections' version
    (the newest kept), and again once the unfiltered page's every chart is computed
    (:func:`rest_of_page`)."""
    lock = threading.Lock()
    kept: dict[tuple[int, bool], Component] = {}

    def layout() -> Component:
        key = (page.view.live.refresh(), page.primed)
        with lock:
            if key not in kept:
                kept.clear()
                kept[key] = fill_first_view(page, build(), lambda pick: rest_of_page(page, pick))
            return kept[key]

    return layout

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

from dash import Patch, no_update
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


def fill_first_view(page: PageUpdate, layout: Component) -> Component:
    """``layout`` with :func:`first_answer` set on its components (in place)."""
    by_id = with_ids(layout)
    for (cid, prop), value in first_answer(page, layout).items():
        if cid == ids.URL or cid not in by_id:
            continue  # the address is the browser's; an output of a part not shown
        if isinstance(value, Patch):
            raise ValueError(f"{cid}.{prop}: a patch in the first view (nothing was drawn)")
        setattr(by_id[cid], prop, value)
    return layout


def layout_function(page: PageUpdate, build: Callable[[], Component]) -> Callable[[], Component]:
    """The layout Dash serves (a function: called for every page load): ``build()`` with the
    first view of the paper-type corrections in force, made once per corrections' version
    (the newest kept)."""
    lock = threading.Lock()
    kept: dict[int, Component] = {}

    def layout() -> Component:
        version = page.view.live.refresh()
        with lock:
            if version not in kept:
                kept.clear()
                kept[version] = fill_first_view(page, build())
            return kept[version]

    return layout

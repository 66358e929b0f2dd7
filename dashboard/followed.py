"""The followed keywords' part of a change (the keyword-trend chart, its snippets and the
keyword picker's pick), for :class:`dashboard.update.PageUpdate`.

The reader's pick is kept in the trend options (so the URL and the keyword trends'
download hold it) only while it differs from the picker's own choice
(:func:`picked`, :func:`pick_left`); the chart and the snippets are sent when their
section is near the viewport and the page does not show them for this state and pick yet
(:func:`followed_views`), as a patch against what it shows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dash import no_update

from dashboard import ids, lazy
from dashboard.event import Event
from dashboard.outputs import FOLLOWED_TABLE, Key
from dashboard.patches import changed
from dashboard.sections import keywords
from dashboard.state import trend_outputs
from dashboard.view import View, parse_options, parse_state

# the charts whose coming near draws the followed keywords (the section they are in)
FOLLOWED_NEAR = frozenset({c.id for c in keywords.CHARTS} | {ids.KEYWORD_TREND})
# a state's and pick's followed views, kept (make False: None unless kept)
Views = Callable[[str, Any, bool], dict[str, Any] | None]


def pick_left(view: View, state: str, trend: str, shown: Any) -> dict[Key, Any]:
    """The reader's pick dropped from the trend options once the picker shows its own
    choice again (a search picks its terms), so the download keeps to the chart."""
    options = parse_options(view, trend)[0]
    if not (options.keywords or options.keywords_emptied) or shown is None or \
            shown is no_update or list(shown) == list(options.keywords):
        return {}
    return trend_outputs(parse_state(view, state)[0],
                          options.with_(keywords=(), keywords_emptied=False))


def picked(view: View, e: Event) -> dict[Key, Any]:
    """The reader's keyword pick into the trend options, so the URL and the download
    of the keyword trends hold it (none when the picker shows its own choice; an
    emptied picker as such: the chart asks for a pick, the download holds none)."""
    f, _ = parse_state(view, e.filter_state)
    was = parse_options(view, e.trend_state)[0]
    own = keywords.default_pick(view, e.filter_state)
    pick = tuple(t for t in (e.pick or []) if view.analysis.vocab.lookup(t) is not None)
    options = was.with_(keywords=() if list(pick) == own else pick,
                        keywords_emptied=not pick and bool(own))
    return {} if options == was else trend_outputs(f, options)


def followed_views(view: View, views: Views, e: Event, state: str, pick: Any,
                   sent: dict[Key, Any], force: bool = False) -> dict[Key, Any]:
    """The followed keywords' trend and snippets for ``pick`` (None or no_update: the
    page's), when their section is near the viewport (or ``force``: the picker was
    used) and the page does not show them yet, against what it shows (``views``:
    :meth:`dashboard.update.PageUpdate.followed`); with the charts-drawn store
    (``sent``'s, or the page's) saying so."""
    pick = e.pick if pick is None or pick is no_update else pick
    key = ids.CHARTS_DRAWN, "data"
    store = sent.get(key) if isinstance(sent.get(key), dict) else e.drawn
    version = view.live.refresh()
    want = lazy.followed_key(state, pick, version)
    if store is None:  # a caller that does not keep the map: what the states show
        store = {"shown": {lazy.FOLLOWED: lazy.followed_key(
            e.filter_state or "", e.pick, version)}
            if e.filter_state is not None and not force else {}}
    shown = dict(store.get("shown", {}))
    # near: any chart of the keywords section (a single-year corpus has no trend)
    near = e.near is None or bool(FOLLOWED_NEAR.intersection(e.near))
    if not force and (shown.get(lazy.FOLLOWED) == want or not near):
        return {}
    was = lazy.followed_of(shown.get(lazy.FOLLOWED))
    before = None if was is None else views(*was, False)
    now = views(state, pick, True)
    assert now is not None
    # their table only while its <details> is open (as the charts' tables)
    table_open = ids.KEYWORD_TREND in (e.open_tables or [])
    out: dict[Key, Any] = {(k, "figure" if k == ids.KEYWORD_TREND else "children"): changed(
        v, (before or {}).get(k), before is not None) for k, v in now.items()
        if table_open or k != FOLLOWED_TABLE[0]}
    shown[lazy.FOLLOWED] = want
    out[key] = {**store, "shown": shown}
    return out

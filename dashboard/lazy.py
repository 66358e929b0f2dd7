"""Which charts a change draws: those near the reader's viewport that do not show it yet.

The page holds about twenty charts; one screen shows three to five.  Drawing all of them
for every filter change cost the server ~140 ms of CPU at 24,000 papers (of which the
charts out of sight were ~75%), sent ~250 kB and made the browser apply twenty figures
(bench/load/RESULTS.md, bench/INTERACTION.md).  So the page's one callback computes only
the charts ahead of the reader, as ``assets/lazy_charts.js`` reports them (the
``ids.CHARTS_NEAR`` store: within two screens above or below, so a chart is ready while
the reader scrolls towards it, and a change that moves the charts by less than a screen
needs no second request); the others keep what they show and are drawn, from the newest
states, when one of them comes within one screen (``ids.CHARTS_CAME``: the same
callback).  The unfiltered page's first screen comes in the served layout
(:mod:`dashboard.first_view`), with the store saying so.

What each chart shows is kept in the page (the ``ids.CHARTS_DRAWN`` store: chart id ->
the key of the states it was drawn for), so the server knows, per chart, what the
browser shows and sends a patch against it (:mod:`dashboard.patches`), and which charts
are stale: those are dimmed and marked busy in the page until drawn again, their
sentences, tables and snippets hidden behind "Updating for the new settings…" (a printout
or screenshot read the older numbers as the filtered page's).  The key is
the filter state, the trend state for the charts that follow the trend options, and the
paper-type corrections' version (a correction changes the counts).  ``HEADLINE`` is the
headline's entry: it follows the filter state only and is always drawn.  ``FOLLOWED`` is
the keywords section's followed keywords (their trend chart and snippets, ~30% of a
change's work): they follow the filter state and the keyword picker, and are drawn when
their trend chart is near.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from dashboard import ids
from dashboard.charts import Chart

HEADLINE = "headline"  # the headline's entry in the drawn map (the count and its detail)
# the followed keywords' views' entry (their trend and snippets), named by their trend
# chart's id as the page's script reads it (it asks for any chart near the viewport that the
# store does not name: assets/lazy_charts.js)
FOLLOWED = ids.KEYWORD_TREND


def drawn_key(chart: Chart | None, state: str, trend: str, version: int) -> str:
    """The key of what ``chart`` (None: the headline) shows when drawn for these states."""
    follows = chart is not None and chart.uses_options
    return f"{state}|{trend if follows else ''}|{version}"


def _split(key: object) -> tuple[str, int] | None:
    """(the states, the corrections' version) of a key of :func:`drawn_key`; None for
    anything else (the keys come back from the page)."""
    if not isinstance(key, str) or "|" not in key:
        return None
    states, version = key.rsplit("|", 1)
    return (states, int(version)) if version.isdigit() else None


def version_of(key: object) -> int | None:
    """The corrections' version a drawn key was drawn at (None: not a key)."""
    parts = _split(key)
    return None if parts is None else parts[1]


def recounted(shown: object, want: str) -> bool:
    """Whether ``want`` is ``shown`` drawn again after a correction: the same states, a
    newer corrections' version."""
    was, now = _split(shown), _split(want)
    return was is not None and now is not None and was[0] == now[0] and was[1] != now[1]


def wanted(charts: Sequence[Chart], state: str, trend: str, version: int) -> dict[str, str]:
    """Chart id (and ``HEADLINE``) -> the key it must show for these states."""
    keys = {c.id: drawn_key(c, state, trend, version) for c in charts}
    keys[HEADLINE] = drawn_key(None, state, trend, version)
    return keys


def shown_now(charts: Sequence[Chart], drawn: dict[str, str] | None,
              filter_state: str | None, trend_state: str | None,
              version: int, pick: Sequence[str] | None = None) -> dict[str, str]:
    """What the page shows, chart by chart.  ``drawn`` None (a caller that does not keep
    the map: tests, benchmarks, a page from before it): every chart shows the page's
    states (and the followed views its picked keywords), as when every change drew all."""
    if drawn is not None:
        return dict(drawn)
    if filter_state is None:
        return {}
    return {**wanted(charts, filter_state, trend_state or "", version),
            FOLLOWED: followed_key(filter_state, pick, version)}


def to_draw(charts: Sequence[Chart], near: Sequence[str] | None,
            shown: dict[str, str], want: dict[str, str]) -> list[str]:
    """The charts to draw now, in page order: near the viewport (``near`` None: every
    chart) and not showing what they must."""
    close = None if near is None else set(near)
    return [c.id for c in charts
            if (close is None or c.id in close) and shown.get(c.id) != want[c.id]]


def stale(charts: Sequence[Chart], shown: dict[str, str], want: dict[str, str]) -> list[str]:
    """The charts drawn once that show other states than ``want`` (dimmed in the page)."""
    return [c.id for c in charts if c.id in shown and shown[c.id] != want[c.id]]


def followed_key(state: str, pick: Sequence[str] | None, version: int) -> str:
    """The key of the followed keywords' views for a filter state and picked keywords."""
    return json.dumps([state, list(pick or ()), version])


def followed_of(key: str | None) -> tuple[str, list[str]] | None:
    """The (filter state, picked keywords) a :func:`followed_key` names (None: none)."""
    if not key:
        return None
    try:
        state, pick, _ = json.loads(key)
    except (ValueError, TypeError):
        return None  # a page's store we did not write: sent whole
    return str(state), [str(p) for p in pick]


def near_of(value: object) -> list[str] | None:
    """The charts-near store as the page sent it, read defensively (a crafted request may
    send anything): its strings, or None (every chart, the bounded worst case)."""
    if not isinstance(value, list | tuple):
        return None
    return [v for v in value if isinstance(v, str)]


def drawn_of(value: object) -> dict[str, object] | None:
    """The charts-drawn store as the page sent it, read defensively: ``{"shown": {item:
    key}}`` with strings only (anything else: nothing drawn, so figures are sent whole);
    None stays None (a caller that does not keep the map)."""
    if value is None:
        return None
    shown = value.get("shown") if isinstance(value, dict) else None
    if not isinstance(shown, dict):
        return {"shown": {}}
    return {"shown": {k: v for k, v in shown.items() if isinstance(k, str) and isinstance(v, str)}}

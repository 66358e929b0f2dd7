"""Room above a chart for Plotly's toolbar (the modebar, shown on hover at the top right).

A chart of horizontal bars is a ranking whose first bar, at the top, is its longest: on
the template's 8 px top margin the toolbar hid that bar's right half (small72).
"""

from __future__ import annotations

from typing import Any

from dashboard.figures.margins import MODEBAR_ROOM


def with_toolbar_room(data: list[dict[str, Any]], layout: dict[str, Any]) -> dict[str, Any]:
    """``layout`` with :data:`~dashboard.figures.margins.MODEBAR_ROOM` above the plot of a
    chart of horizontal bars (its height raised as much): their first, at the top, is the
    longest of a ranking, and Plotly's toolbar, shown on hover at the graph's top right,
    hid its right half on an 8 px margin (small72: rising keywords, keywords, topic sizes
    at 1,400 px; in Chromium the toolbar is 2-28 px from the graph's top)."""
    if not any(t.get("type") == "bar" and t.get("orientation") == "h" for t in data):
        return layout
    margin = dict(layout.get("margin") or {})
    top = int(margin.get("t", 0))
    if top >= MODEBAR_ROOM:
        return layout
    margin["t"] = MODEBAR_ROOM
    height = layout.get("height")
    return {**layout, "margin": margin,
            **({"height": int(height) + MODEBAR_ROOM - top} if height is not None else {})}

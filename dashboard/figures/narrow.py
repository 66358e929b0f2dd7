"""Charts on a narrow window (a phone): a horizontal bar chart's labels above its bars,
a legend beside the plot above it, where beside it they would leave the plot no room.

Why: the margins are fitted on the server to the labels for a desktop card
(:mod:`dashboard.figures.margins`): the topic labels take ~280-300 px, and in a 390-pixel
phone window the chart is ~336 px wide, so the bars had 0-40 px and only the percentages
showed (review53); the topics-over-the-years legend left its plot ~10 px.  The server
does not know the window; the browser does.  So such a figure carries, in
``layout.meta.narrow``, the layout keys for a chart narrower than ``below`` pixels (the
margins beside the plot and :data:`MIN_BARS`), and ``assets/narrow_charts.js`` lays them
over the figure before Plotly draws it (again when the window crosses that width).
Narrow bars: the tick labels hidden, each written above its bar at the plot's left edge
(an annotation), the left margin :data:`~margins.EDGE`, each row :data:`NARROW_ROW`
pixels with :data:`NARROW_GAP` of it between bars for the label.  A chart as wide as a
desktop card is drawn as before (1,400-pixel window: 639 px; ``below`` is 440-470 px at
the corpora's topic labels).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dashboard.figures.margins import (
    EDGE,
    FONT_SIZE,
    HALF_LABEL,
    LEGEND_PAD,
    LEGEND_ROW,
    _labels,
    _tick_size,
    legend_rows,
)

MIN_BARS = 120  # px the bars need beside the labels; narrower, the labels go above them
NARROW_ROW = 40  # px per bar on a narrow window: the bar, and the label above it
NARROW_GAP = 0.5  # of a row between bars: room for an 11-12 px label (~15 px)
PHONE_CHART = 336  # px of a chart card's figure in a 390-pixel window (measured in Chromium)


def with_narrow_layout(data: Sequence[dict[str, Any]], layout: dict[str, Any]) -> dict[str, Any]:
    """``layout`` (margins fitted) with ``meta.narrow``: ``below`` (px) and the ``layout``
    keys a chart narrower than that is drawn with (:func:`narrow_labels`,
    :func:`narrow_legend`); unchanged when neither applies."""
    parts = [p for p in (narrow_labels(data, layout), narrow_legend(data, layout)) if p]
    if not parts:
        return layout
    keys: dict[str, Any] = {}
    for _, part in parts:
        keys = {**keys, **part, "margin": {**keys.get("margin", {}), **part["margin"]}}
    keys["height"] = max(part["height"] for _, part in parts)
    below = max(b for b, _ in parts)
    meta = layout.get("meta")
    meta = meta if isinstance(meta, dict) else {}
    return {**layout, "meta": {**meta, "narrow": {"below": below, "layout": keys}}}


def narrow_labels(data: Sequence[dict[str, Any]],
                  layout: dict[str, Any]) -> tuple[int, dict[str, Any]] | None:
    """A horizontal bar chart's category labels above its bars, when its plot would keep
    less than :data:`MIN_BARS` beside them: (below, layout keys), or None."""
    labels = list(dict.fromkeys(_labels(data, "y")))
    if not labels:
        return None
    margin = layout["margin"]
    size = _tick_size(layout.get("yaxis") or {}) or FONT_SIZE
    notes = [{"text": label, "x": 0, "xref": "paper", "y": label, "yref": "y",
              "xanchor": "left", "yanchor": "bottom", "showarrow": False,
              "yshift": NARROW_ROW * (1 - NARROW_GAP) / 2, "font": {"size": size}}
             for label in labels]
    height = margin["t"] + margin["b"] + NARROW_ROW * len(labels)
    return margin["l"] + margin["r"] + MIN_BARS, {
        "margin": {"l": EDGE},
        "yaxis": {"showticklabels": False},
        "bargap": NARROW_GAP,
        "height": max(int(layout.get("height", 0)), height),
        "annotations": notes,
    }


def narrow_legend(data: Sequence[dict[str, Any]],
                  layout: dict[str, Any]) -> tuple[int, dict[str, Any]] | None:
    """A vertical legend right of the plot moved above it (horizontal, its rows laid out
    on a phone's chart, :data:`PHONE_CHART`), when the plot would keep less than
    :data:`MIN_BARS` beside it (topics over the years: ~10 px at 390 px): (below, layout
    keys), or None."""
    legend = layout.get("legend") or {}
    names = [str(t["name"]) for t in data if t.get("name") and t.get("showlegend", True)]
    if not layout.get("showlegend") or not names or legend.get("orientation") == "h":
        return None
    margin = layout["margin"]
    size = float((legend.get("font") or {}).get("size", FONT_SIZE))
    width = PHONE_CHART - margin["l"] - HALF_LABEL - LEGEND_PAD
    title = legend.get("title") if isinstance(legend.get("title"), dict) else None
    rows = legend_rows(names, size, width) + (1 if title else 0)
    top = rows * LEGEND_ROW + LEGEND_PAD
    moved = {**legend, "orientation": "h", "x": 0, "xanchor": "left", "y": 1.02,
             "yanchor": "bottom", **({"title": {**title, "side": "top"}} if title else {})}
    return margin["l"] + margin["r"] + MIN_BARS, {
        "legend": moved,
        "margin": {"r": HALF_LABEL, "t": max(margin["t"], top)},
        "height": int(layout.get("height", 450)) + max(0, top - margin["t"]),
    }

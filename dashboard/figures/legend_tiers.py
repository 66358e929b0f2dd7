"""A legend above the plot given the rows Plotly draws it in at each chart width.

Why: a horizontal legend wraps on the plot's width, and one top margin cannot fit a chart
card 336-659 pixels wide: fitted for a 560-pixel card (4 rows of the paper types'
legend), it left 55 px of white above the 2 rows Plotly drew on the 639-pixel card of a
1,400-pixel window (legend62, ``bench/BROWSER_TESTS.md``).  So the figure's own margin
holds the rows of the widest chart (:func:`~dashboard.figures.margins.plotly_legend_rows`
on an unbounded plot), and ``layout.meta.narrow`` (``assets/narrow_charts.js`` lays each
tier a chart is narrower than over the figure) gets a tier at every width under which
Plotly's rule draws one row more: the top margin grown by :data:`~margins.LEGEND_ROW` a
row, the chart's height kept (a tier with a height of its own, the phone's labels
above the bars, grows by the rows).  (Grown by as much, as first made, the chart was taller
than the height the page holds for it until it is drawn, ``assets/lazy_charts.js`` and
``first_view.hold_heights``, which cannot know the card's width: at 640 px the page
below the paper types per year moved 19 px as it was drawn.  The plot gives the row.)  The other
tiers (:mod:`dashboard.figures.narrow`: labels above the bars widen the plot, a legend
moved above it on a phone) get the top margin of the rows drawn on their own margins.

Method: each tier's rows are counted at its widest chart (``below`` - 1, the widest it
applies to), on the left and right margins of every tier wider than it; a legend tier's
``below`` is the plot width of a step (:func:`~margins.legend_steps`) plus those margins
and 1 (at equal widths Plotly already draws the extra row).  Entry widths are upper
bounds (:func:`~margins.text_width`, 12-21% above Chromium's), so within ~20-60 px above
a step a chart keeps one row more than Plotly draws (one row's white, 19 px), never one
fewer.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from dashboard.figures.margins import (
    FONT_SIZE,
    LEGEND_PAD,
    LEGEND_ROW,
    LEGEND_TITLE,
    legend_entries,
    legend_steps,
    plotly_legend_rows,
    text_width,
)


def _side(layout: dict[str, Any]) -> str | None:
    """The margin a horizontal legend is drawn in: "t" above the plot (``y`` >= 1), "b"
    below it; None for no such legend."""
    legend = layout.get("legend") or {}
    if not layout.get("showlegend") or legend.get("orientation") != "h":
        return None
    return "t" if float(legend.get("y", -0.1)) >= 1 else "b"


def _margin(drawn: dict[str, Any], side: str, height: int, edge: int, rows: int) -> int:
    """The ``side`` margin holding the ``rows`` (px, :func:`_rows`) of ``drawn``'s legend
    on a chart ``height`` pixels high whose margin there is now ``edge``: above, its lift
    (``y`` - 1 of the plot's height) and the rows; below, hung ``-y`` of the plot's height
    under it, b >= -y (H - t - b) + rows (as :func:`~margins.fitted_margins` counts one
    row)."""
    legend, margin, rows_px = drawn["legend"], drawn["margin"], rows + LEGEND_PAD
    if side == "t":
        plot = height - edge - int(margin["b"])
        return math.ceil(rows_px + (float(legend.get("y", 1)) - 1) * plot)
    y = float(legend.get("y", -0.1))
    return math.ceil((-y * (height - int(margin["t"])) + rows_px) / (1 - y))


def _overlaid(layout: dict[str, Any], keys: dict[str, Any]) -> dict[str, Any]:
    """``layout`` with a tier's ``keys`` laid over it as ``narrow_charts.js`` lays them
    (a dict key merged one level deep, any other replaced; lists are not needed here)."""
    return {**layout, **{k: {**layout[k], **v} if isinstance(v, dict) and isinstance(
        layout.get(k), dict) else v for k, v in keys.items()}}


def _rows(names: Sequence[str], layout: dict[str, Any], width: float) -> int:
    """Pixels of the rows of ``layout``'s legend on a chart ``width`` pixels wide (a title
    above its entries, the phone's topic legend: :data:`~margins.LEGEND_TITLE` more; as
    one more row, 20 px, it left 28 px of white above that legend, not 15)."""
    legend = layout.get("legend") or {}
    size = float((legend.get("font") or {}).get("size", FONT_SIZE))
    margin = layout["margin"]
    title = legend.get("title")
    titled = isinstance(title, dict) and bool(title.get("text"))
    plot = width - int(margin["l"]) - int(margin["r"])
    return plotly_legend_rows(legend_entries(names, size), plot) * LEGEND_ROW \
        + LEGEND_TITLE * int(titled)


def with_legend_widths(data: list[dict[str, Any]], layout: dict[str, Any]
                       ) -> list[dict[str, Any]]:
    """``data`` with each legend entry's ``legendwidth`` its text's upper bound
    (:func:`~margins.legend_entries` less the symbol), when the legend is above the plot
    or beside it (moved above it on a phone, :func:`~dashboard.figures.narrow.narrow_legend`;
    Plotly reads ``legendwidth`` in a horizontal legend only).  Plotly then lays the
    entries out on the widths the rows are counted on, not on Chromium's, 12-21% narrower:
    counted on the bound, the paper types' legend reserved 4 rows on a phone where 2 were
    drawn; laid out on it, the rows reserved are the rows drawn."""
    legend = layout.get("legend") or {}
    if not layout.get("showlegend"):
        return data
    size = float((legend.get("font") or {}).get("size", FONT_SIZE))
    return [{**t, "legendwidth": text_width([str(t["name"])], size)}
            if t.get("name") and t.get("showlegend", True) and "legendwidth" not in t else t
            for t in data]


def with_legend_tiers(data: Sequence[dict[str, Any]], layout: dict[str, Any],
                      tiers: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``tiers`` (widest first, :func:`dashboard.figures.narrow.with_narrow_layout`) with
    the top margin and height of the rows a legend above the plot is drawn in under each,
    and a tier added at each width where Plotly draws one row more; unchanged when no
    legend is above the plot at any width."""
    names = [str(t["name"]) for t in data if t.get("name") and t.get("showlegend", True)]
    drawn_sides = [s for s in (_side(layout), *(_side(_overlaid(layout, t["layout"]))
                                                for t in tiers)) if s]
    if not names or not drawn_sides:
        return tiers
    side = drawn_sides[0]  # a legend stays above or below; one beside the plot moves above
    floor, base_height = int(layout["margin"][side]), int(layout.get("height", 450))
    state, now = layout, (base_height, floor)  # drawn so far: the layout, (height, edge)
    out: list[dict[str, Any]] = []

    def fitted(below: int, keys: dict[str, Any]) -> dict[str, Any] | None:
        """``keys`` with the margin and height of the rows under ``below``; None for a
        legend tier that changes nothing."""
        nonlocal now
        drawn = _overlaid(state, keys)
        if not _side(drawn):
            return keys
        if "height" in keys:  # its height counted on its own margin, or the figure's
            height = int(keys["height"])
            edge = int((keys.get("margin") or {}).get(side, floor))
        else:
            height, edge = now
        rows = _rows(names, drawn, below - 1)
        new_edge = max(floor, _margin(drawn, side, height, edge, rows))
        # a tier of its own height (the phone's labels above the bars, spaced on it) grows
        # by the rows; a legend tier alone keeps the chart's: nothing below it moves
        new = (height + new_edge - edge if "height" in keys else height, new_edge)
        if not keys and new == now:
            return None
        now = new
        return {**keys, "margin": {**(keys.get("margin") or {}), side: new_edge},
                "height": new[0]}

    widest = math.inf
    for tier in [*tiers, None]:
        narrowest = int(tier["below"]) if tier else 0
        if _side(state):
            sides = int(state["margin"]["l"]) + int(state["margin"]["r"])
            size = float((state["legend"].get("font") or {}).get("size", FONT_SIZE))
            for step in legend_steps(legend_entries(names, size)):
                below = sides + step + 1
                keys = fitted(below, {}) if narrowest < below < widest else None
                if keys is not None:
                    out.append({"below": below, "layout": keys})
        if tier is not None:
            keys = fitted(narrowest, tier["layout"])
            out.append({**tier, "layout": keys})
            state = _overlaid(state, tier["layout"])
        widest = narrowest
    return out

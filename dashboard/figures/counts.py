"""Counts on bar charts: count axes ticked in whole papers, and the text written on a bar
inside it only where it fits.

Whole ticks: Plotly's own ticks split a range under about 5 into steps of 0.2 or 0.5, so
a one-paper selection's topic bars were ticked "0, 0.2, ... 1 papers" (walk63).  An axis
is a count axis when its title counts papers ("papers", "papers in the selection") and
every value drawn on it is a whole number (:func:`whole_counts`); it is ticked a paper
apart while its longest bar (a stack's total) is under :data:`WHOLE_TICKS` papers, where
Plotly's own steps (1, 2, 5, ...) are whole already.

In-bar text: Plotly's ``textposition="auto"`` measures the text as it draws it, and in the
dashboard the decisions chart's "826 (13.7%)" was put inside a bar it ran 15 px past
(walk63, 1,400 px).  :func:`bar_text_positions` decides on the server, from the text's
upper-bound width (:func:`~dashboard.figures.margins.text_width`), which text goes inside
(it fits in its bar on a plot :data:`MIN_PLOT` pixels wide, a phone's) and which outside.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dashboard.figures.margins import text_width

WHOLE_TICKS = 5  # papers under which a count axis is ticked one paper apart
MIN_PLOT = 200  # px of the narrowest bar plot with text in its bars: a 390-px phone's
# 336-px chart less its labels and right margin (decisions: "Findings", ~80 px, and 24)
IN_BAR_PAD = 8  # px Plotly keeps between a bar's end and the text inside it (2 x 3, and 2)


def _counts_papers(axis: Any) -> bool:
    title = axis.get("title") if isinstance(axis, dict) else None
    text = title.get("text") if isinstance(title, dict) else title
    return isinstance(text, str) and text.startswith("papers")


def _longest(data: Sequence[dict[str, Any]], letter: str, stacked: bool) -> float | None:
    """The longest bar on axis ``letter`` (a stack's total when ``stacked``), None when a
    value drawn on it is not a whole number (not a count)."""
    totals: dict[object, float] = {}
    for trace in data:
        across = "y" if letter == "x" else "x"
        if trace.get("type") == "bar" and (trace.get("orientation") == "h") != (letter == "x"):
            continue  # a bar trace whose values lie on the other axis
        values = trace.get(letter) or []
        if any(not isinstance(v, int | float) or float(v) != int(v) for v in values):
            return None
        places = trace.get(across) or range(len(values))
        for place, v in zip(places, values, strict=False):
            key = place if stacked else (id(trace), place)
            totals[key] = totals.get(key, 0.0) + float(v) if stacked else float(v)
    return max(totals.values(), default=None)


def whole_counts(data: Sequence[dict[str, Any]], layout: dict[str, Any]) -> dict[str, Any]:
    """``layout`` with each count axis under :data:`WHOLE_TICKS` papers ticked a paper
    apart (``dtick`` 1 from 0); other axes, and an axis given its own ``dtick``, as they
    are."""
    out = layout
    for letter in ("x", "y"):
        axis = layout.get(f"{letter}axis")
        if not isinstance(axis, dict) or not _counts_papers(axis) or "dtick" in axis:
            continue
        longest = _longest(data, letter, layout.get("barmode") == "stack")
        if longest is not None and longest < WHOLE_TICKS:
            out = {**out, f"{letter}axis": {**axis, "tick0": 0, "dtick": 1}}
    return out


def bar_text_positions(values: Sequence[float], texts: Sequence[str]) -> list[str]:
    """Where each bar's text goes: "inside" where it fits in its bar on a plot
    :data:`MIN_PLOT` pixels wide that ends at the longest bar, else "outside"."""
    longest = max((abs(float(v)) for v in values), default=0.0) or 1.0
    return ["inside" if text_width([t]) + IN_BAR_PAD <= abs(float(v)) / longest * MIN_PLOT
            else "outside" for v, t in zip(values, texts, strict=True)]

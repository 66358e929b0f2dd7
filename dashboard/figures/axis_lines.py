"""A horizontal bar chart's labels beside its bars in up to two lines, each no wider than
its longest one-line label.

Why: an axis label is cut to one line of :data:`~dashboard.figures.labels.LABEL_CHARS`
characters, and at 1,400 px (a 639-pixel chart) 21 of the 24k's 39 topic labels were cut
("#31 multi-armed bandit · Thompson…", "#33 support vector machine · kernel…"), so a
reader saw a topic's first two terms, and two labels could read alike, with ~300 px of
bars beside them (ui67).  Given the chart's ``names`` (each axis label's fuller name at a
character limit, as the labels above the bars of a narrow chart use them,
:func:`dashboard.figures.narrow.roomy`), each label is written as the fullest name that
breaks into :data:`LINES` lines of the label area's width: the widest axis label's, or
the widest whole name's up to :data:`LABEL_CHARS` average letters (:data:`CAP_CHAR`) where
that is wider, so the label area follows the longest label within the axis's cap and the
bars keep their room.  A name is broken between its terms (" · ") where that takes no more
lines, else between words (:func:`~dashboard.figures.margins.wrapped`).  The categories
(``y``) stay the axis labels: a click, the hover and the labels above the bars of a narrow
chart key on them; the lines are ``yaxis.ticktext``.  Each row then needs two lines'
height: the margins count a row's lines (:func:`~dashboard.figures.margins.row_height`;
Plotly draws a tick label's lines :data:`~dashboard.figures.margins.LINE_EM` apart,
centred on its row).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeAlias

from dashboard.figures.labels import LABEL_CHARS
from dashboard.figures.margins import _labels, _tick_size, text_width, wrapped

LINES = 2  # lines a label beside its bar may take
CAP_CHAR = "x"  # a line holds LABEL_CHARS of these (a lower-case letter of average width:
# 271 px at 11 px), where every axis label is narrower: "Bidirectional Encoder…", its
# chart's widest label "parameter-efficient fine-tuning" (197 px), then read
# "Bidirectional Encoder / Representations from…"
TERM = " · "  # between a topic label's terms: a line breaks after one where it can
#: A bar's name at a character limit, from its axis label (a 10,000 limit: whole)
Names: TypeAlias = Callable[[str, int], str]


def broken(name: str, room: int, size: float) -> list[str]:
    """``name`` in lines of at most ``room`` px at ``size`` px: after its terms'
    :data:`TERM` where that takes no more lines than between its words."""
    words = wrapped(name, room, size).split("<br>")
    lines: list[str] = []
    for term in name.split(TERM):
        joined = f"{lines[-1]}{TERM}{term}" if lines else term
        if lines and text_width([joined], size) <= room:
            lines[-1] = joined
        else:
            if lines:
                lines[-1] += TERM.rstrip()
            lines.append(term)
    fits = all(text_width([line], size) <= room for line in lines)
    return lines if fits and len(lines) <= len(words) else words


def in_lines(label: str, names: Names, room: int, size: float) -> str:
    """The fullest of ``label``'s ``names`` that breaks (:func:`broken`) into at most
    :data:`LINES` lines of ``room`` px, its lines joined by ``<br>``: the whole name
    where it does, else cut at the most characters that do (a binary search on the
    limit); ``label`` itself when no fuller name does."""
    def fit(name: str) -> str | None:
        lines = broken(name, room, size)
        ok = len(lines) <= LINES and text_width(lines, size) <= room
        return "<br>".join(lines) if ok else None

    whole = names(label, 10_000)
    if (done := fit(whole)) is not None:
        return done
    lo, hi, best = len(label) + 1, len(whole) - 1, label
    while lo <= hi:
        mid = (lo + hi) // 2
        name = names(label, mid)
        if (done := fit(name)) is not None:
            lo = mid + 1
            best = done if len(name) >= len(best.replace("<br>", " ")) else best
        else:
            hi = mid - 1
    return best


def with_axis_lines(data: Sequence[dict[str, Any]], layout: dict[str, Any],
                    names: Names | None) -> dict[str, Any]:
    """``layout`` with the y axis's category labels written in lines (:func:`in_lines`,
    ``tickvals``/``ticktext``) where any is fuller than its label; unchanged without
    ``names``, without category labels, or where every label is whole already."""
    labels = list(dict.fromkeys(_labels(data, "y")))
    given = layout.get("yaxis")
    axis: dict[str, Any] = given if isinstance(given, dict) else {}
    if names is None or not labels or axis.get("ticktext") is not None:
        return layout
    size = _tick_size(axis)
    wholes = [names(label, 10_000) for label in labels]
    room = max(text_width(labels, size),
               min(text_width(wholes, size), text_width([CAP_CHAR * LABEL_CHARS], size)))
    texts = [in_lines(label, names, room, size) for label in labels]
    if texts == labels:
        return layout
    return {**layout, "yaxis": {**axis, "tickmode": "array", "tickvals": labels,
                                "ticktext": texts}}

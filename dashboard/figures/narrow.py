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
Above its bar a label has the chart's width, not the axis's 38 characters: given its
bars' ``names`` (the topics'), each tier of :data:`LABEL_WIDTHS` under ``below`` writes
each label as long as that tier's narrowest chart holds (:func:`roomy`; 24k at 390 px:
"#1 reinforcement learning · Markov decision…", was "· Markov…"; at 1,024 px most
labels whole), a narrower tier's labels in place of a wider one's (``restate``).

A year axis (``xaxis.dtick``, :func:`~dashboard.figures.base.year_tick`) gets a wider
step on a narrow chart (:func:`narrow_years`): Plotly turns its tick labels upright when
two neighbours' boxes meet, and its bottom margin, fitted to one row of labels, then put
the title "year" over them (walk59: 2013-2025 at 390 px, every chart over the years).  So
``meta.narrow`` is a list of tiers, widest first, each a ``below`` and its ``layout``
keys; the browser lays over the figure every tier its chart is narrower than, in order.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, TypeAlias

from dashboard.figures.gaps import LONE_YEAR
from dashboard.figures.labels import LABEL_CHARS
from dashboard.figures.legend_tiers import _overlaid, with_legend_tiers
from dashboard.figures.margins import (
    EDGE,
    FONT_SIZE,
    HALF_LABEL,
    LEGEND_ITEM_GAP,
    LEGEND_PAD,
    LEGEND_ROW,
    LEGEND_TITLE,
    MODEBAR_ROOM,
    NARROW_CARD,
    _labels,
    _line,
    _tick_size,
    _title_text,
    _visible,
    above_plot,
    card_title,
    fitted_margins,
    legend_entries,
    legend_rows,
    lifted_legend,
    text_width,
    title_room,
    wrapped,
)

MIN_BARS = 120  # px the bars need beside the labels; narrower, the labels go above them
#: px per bar on a narrow window: the bar, and the label above it.  40 (a 20-px bar under a
#: 20-px gap) made the 24k's 39 topics a 1,870-px card on a 1,024-pixel window, beside a
#: 600-px map, and 1,928 px on a phone; 33 holds the same label (Chromium: a 16-px box at
#: 11 px) above a 15-px bar (the desktop's are 16), 2 px clear of the bar above (ui66; at
#: 32, 17 px of gap, the box met the bar above)
NARROW_ROW = 33
NARROW_GAP = 18 / 33  # of a row between bars: the label's 16 px and 2 px
PHONE_CHART = 336  # px of a chart card's figure in a 390-pixel window (measured in Chromium)
SMALL_PHONE_CHART = 266  # px of it in a 320-pixel window, the narrowest phone checked
YEAR_STEPS = (1, 2, 5, 10, 20, 50)  # years between ticks: ticks on round years
YEAR_PAD = 1.1  # of a year axis's span its range takes (Plotly: 5% each side of a line;
# NeurIPS 1987-2018 at 390 px: 35 years drawn, not 32, and "1985 1990 ... 2020" 3 px apart)
# MODEBAR_ROOM (margins) above the plot of bars labelled above: Plotly's toolbar (shown on
# a touch, at the chart's top right) is 26 px high, and covered the first topic's label,
# written from the plot's top (walk62, 390 px: toolbar 0-26 px, label 8-21 px)
TICK_ROOM = 3  # px between two year labels: Plotly turns them upright when boxes 2 px
# wider than the labels meet
#: A bar's label above it, as long as its chart holds, at each width it is fitted to: the
#: chart of a 1,024-pixel window's card, a 390-pixel phone's, a 320-pixel phone's
LABEL_WIDTHS = (NARROW_CARD, PHONE_CHART, SMALL_PHONE_CHART)
#: A bar's name at a character limit, from its axis label (its limit :data:`LABEL_CHARS`):
#: :func:`~dashboard.figures.labels.topic_name` of the topic the label names
Names: TypeAlias = Callable[[str, int], str]


def with_narrow_layout(data: Sequence[dict[str, Any]], layout: dict[str, Any],
                       bars: bool = True, names: Names | None = None) -> dict[str, Any]:
    """``layout`` (margins fitted) with ``meta.narrow``: tiers, widest first, each a
    ``below`` (px) and the ``layout`` keys a chart narrower than that is drawn with: the
    year axis's wider steps (:func:`narrow_years`) and, with ``bars``, the bar labels
    above the bars and the legend above the plot (:func:`narrow_labels`,
    :func:`narrow_legend`, one tier); unchanged when none applies.  Under a one-line
    x title's width (:func:`narrow_card_title`), every tier is counted on the title
    broken into lines.  ``names``: the bar labels written above the bars as long as each
    tier's chart holds (:func:`roomy_labels`)."""
    card = narrow_card_title(data, layout)
    tiers: list[dict[str, Any]] = [{"below": card[0], "layout": card[1]}] if card else []
    given, layout = layout, _overlaid(layout, card[1]) if card else layout
    parts = [p for p in (narrow_labels(data, layout, names), narrow_legend(data, layout))
             if p] if bars else []
    if parts:
        keys: dict[str, Any] = {}
        for _, part in parts:
            keys = {**keys, **part, "margin": {**keys.get("margin", {}), **part["margin"]}}
        keys["height"] = max(part["height"] for _, part in parts)
        tiers.append({"below": max(b for b, _ in parts), "layout": keys})
        tiers += roomy_labels(keys.get("annotations") or [], tiers[-1]["below"], names)
    tiers += [{"below": b, "layout": keys}
              for b, keys in narrow_years(data, layout, *([tiers[-1]] if parts else []))]
    if not parts:  # (the labels' tier leaves the title the plot's width, EDGE each side)
        tiers += [{"below": b, "layout": keys} for b, keys in narrow_title(layout)]
    tiers += [{"below": b, "layout": keys} for b, keys in narrow_categories(data, layout)]
    ordered = with_legend_tiers(data, given, sorted(tiers, key=lambda t: -t["below"]))
    if not ordered:
        return given
    meta = given.get("meta")
    meta = meta if isinstance(meta, dict) else {}
    return {**given, "meta": {**meta, "narrow": ordered}}


def narrow_card_title(data: Sequence[dict[str, Any]],
                      layout: dict[str, Any]) -> tuple[int, dict[str, Any]] | None:
    """The x title broken into lines for a chart card of a 1,024-pixel window
    (:func:`~margins.card_title`), and the bottom margin of its lines, for a chart
    narrower than the title's line (Plotly centres it on the plot, :func:`~margins.
    title_room`: the line and the margins' difference): (below, layout keys), or None.
    The chart keeps its height (:func:`~margins.fitted_layout` counted it on these lines):
    nothing below it moves when it is drawn."""
    margin = layout["margin"]
    axis = card_title(layout, margin)
    if axis is None:
        return None
    below = text_width([_title_text(layout["xaxis"])]) + abs(int(margin["l"]) - int(margin["r"]))
    bottom = max(fitted_margins(data, {**layout, "xaxis": axis})["b"], int(margin["b"]))
    return below, {"xaxis": {"title": axis["title"]}, "margin": {"b": bottom}}


def _years(data: Sequence[dict[str, Any]]) -> list[int]:
    """The whole-number x values of the traces (years), [] if any x is not one; a year
    alone between years without papers, drawn as a block :data:`LONE_YEAR` each side of
    it (:func:`dashboard.figures.gaps.split_areas`), counts as its year."""
    values = [v for t in data for v in (t.get("x") or []) if v is not None]
    if not values or not all(isinstance(v, int | float) and math.isfinite(v) and (
            float(v).is_integer() or math.isclose(abs(v - round(v)), LONE_YEAR))
                             for v in values):
        return []
    return sorted({int(round(v)) for v in values})


def narrow_years(data: Sequence[dict[str, Any]], layout: dict[str, Any],
                 narrower: dict[str, Any] | None = None) -> list[tuple[int, dict[str, Any]]]:
    """A year axis's wider steps (:data:`YEAR_STEPS`), each with the chart width below
    which the step before it would have Plotly turn its labels upright: each tick label
    (its widest year, :func:`~margins.text_width`, an upper bound) and :data:`TICK_ROOM`
    must fit between two ticks, the plot holding :data:`YEAR_PAD` times the span and a
    year (Plotly pads a line's range 5% each side and a marker; a bar half a year).
    Steps are added until one fits a :data:`SMALL_PHONE_CHART` chart.

    ``narrower``: the tier that moves a legend off the plot's side (:func:`narrow_legend`)
    under its ``below``: a step is counted on its margins there (topics over the years: a
    250-pixel legend beside the plot had every step up to 50 years "needed"), on the
    figure's own margins above it."""
    axis: dict[str, Any] = layout.get("xaxis") or {}
    axis = axis if isinstance(axis, dict) else {}
    years = _years(data)
    if not axis.get("dtick") or len(years) < 2:
        return []
    label = text_width([str(y) for y in years], _tick_size(axis)) + TICK_ROOM
    slots = YEAR_PAD * (years[-1] - years[0]) + 1

    def fits(step: int, margin: dict[str, Any]) -> int:  # the chart width whose plot
        return int(margin["l"]) + int(margin["r"]) + math.ceil(slots * label / step)

    def ladder(margin: dict[str, Any], top: float) -> list[tuple[int, int]]:
        """(below, step) for charts narrower than ``top`` on ``margin``: each step's
        tier where the one before it no longer fits."""
        out = []
        steps = [s for s in YEAR_STEPS if s >= int(axis["dtick"])]
        for step, wider in zip(steps, steps[1:], strict=False):
            need = fits(step, margin)
            if need <= SMALL_PHONE_CHART or step >= slots:
                break
            out.append((int(min(need, top)), wider))
        return out

    own = layout["margin"]
    if narrower is None:
        steps = ladder(own, math.inf)
    else:  # the figure's margins above narrower's below, narrower's under it, where the
        # steps start again from the figure's own
        below = int(narrower["below"])
        wide = [(b, step) for b, step in ladder(own, math.inf) if b > below]
        steps = [*wide, *([(below, int(axis["dtick"]))] if wide else []),
                 *ladder({**own, **narrower["layout"].get("margin", {})}, below)]
    return [(b, {"xaxis": {"dtick": step}}) for b, step in steps]


def narrow_title(layout: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    """An x-axis title broken into more lines where a phone's chart (:data:`PHONE_CHART`,
    then :data:`SMALL_PHONE_CHART`) cuts it, the bottom margin and the height grown by
    the lines added: (below, layout keys) per width.  Plotly centres the title on the
    plot (:func:`~margins.title_room`): "rate (dots) and 95% Wilson interval (bars)"
    ran ~40 px past a 390-pixel window's chart (walk59)."""
    axis: dict[str, Any] = layout.get("xaxis") or {}
    axis = axis if isinstance(axis, dict) else {}
    text = _title_text(axis)
    if not text or not _visible(axis):
        return []
    margin = layout["margin"]
    tiers, lines = [], text.split("<br>")
    for chart in (PHONE_CHART, SMALL_PHONE_CHART):
        widest = text_width(lines)
        below = widest + abs(int(margin["l"]) - int(margin["r"]))  # its room's width
        if below <= chart:
            continue
        broken = wrapped(" ".join(lines), title_room(margin, chart))
        added = (broken.count("<br>") + 1 - len(lines)) * _line(FONT_SIZE)
        lines = broken.split("<br>")
        title = axis["title"] if isinstance(axis.get("title"), dict) else {}
        tiers.append((below, {"xaxis": {"title": {**title, "text": broken}},
                              "margin": {"b": int(margin["b"]) + added},
                              "height": int(layout.get("height", 450)) + added}))
        margin = {**margin, "b": int(margin["b"]) + added}
        layout = {**layout, "height": int(layout.get("height", 450)) + added}
    return tiers


def narrow_categories(data: Sequence[dict[str, Any]],
                      layout: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    """A category x axis's labels broken into lines, level, where a chart is too narrow
    for each on one line (its widest, :func:`~margins.text_width`, and :data:`TICK_ROOM`
    per category): (below, layout keys), or [].  Plotly turns labels that meet on their
    side, and the bottom margin, fitted to one level row, cut them: "Theory only",
    "Empirical + both", "Unclear" read "Theo", "Empiri", "Uncle" at 390 px (walk62).
    Each is broken to its category's room on a :data:`SMALL_PHONE_CHART` chart; the
    bottom margin and the height grow by the lines added."""
    axis: dict[str, Any] = layout.get("xaxis") or {}
    axis = axis if isinstance(axis, dict) else {}
    names = list(dict.fromkeys(str(v) for t in data for v in (t.get("x") or [])
                               if isinstance(v, str)))
    if axis.get("type") != "category" or not names or not _visible(axis):
        return []
    size, margin = _tick_size(axis), layout["margin"]
    sides = int(margin["l"]) + int(margin["r"])
    below = sides + len(names) * (text_width(names, size) + TICK_ROOM)
    room = max(1, (SMALL_PHONE_CHART - sides) // len(names) - TICK_ROOM)
    broken = [wrapped(n, room, size) for n in names]
    added = (max(b.count("<br>") for b in broken)) * _line(size)
    return [(below, {"xaxis": {"tickangle": 0, "tickmode": "array", "tickvals": names,
                               "ticktext": broken},
                     "margin": {"b": int(margin["b"]) + added},
                     "height": int(layout.get("height", 450)) + added})]


def _widths(below: int) -> list[int]:
    """The chart widths of :data:`LABEL_WIDTHS` under ``below``, widest first (the
    narrowest alone when none is)."""
    return [w for w in LABEL_WIDTHS if w < below] or [LABEL_WIDTHS[-1]]


def roomy(label: str, names: Names | None, chart: int, size: float) -> str:
    """``label`` (a bar's axis label) as the longest of its ``names`` a bar label above
    the bars of a ``chart``-pixel chart holds (from the plot's left edge, :data:`~margins.
    EDGE` from each side): the whole name where it fits, else cut at the most characters
    that fit (a binary search on the limit); ``label`` itself when no longer name fits.
    At 390 px the topic labels were cut at 38 characters with ~100 px of their row blank
    ("#1 reinforcement learning · Markov…", 24k: polish65)."""
    room = chart - 2 * EDGE
    if names is None or text_width([label], size) > room:
        return label
    whole = names(label, 10_000)
    if text_width([whole], size) <= room:
        return whole
    lo, hi, best = LABEL_CHARS + 1, len(whole) - 1, label
    while lo <= hi:
        mid = (lo + hi) // 2
        name = names(label, mid)
        if text_width([name], size) <= room:
            lo, best = mid + 1, name if len(name) > len(best) else best
        else:
            hi = mid - 1
    return best


def roomy_labels(notes: list[dict[str, Any]], below: int,
                 names: Names | None) -> list[dict[str, Any]]:
    """The tiers writing the bar labels above the bars (``notes``, :func:`narrow_labels`'s,
    fitted to the widest of :func:`_widths`) again at each narrower width: each tier's
    ``restate`` has ``narrow_charts.js`` draw its labels in place of the earlier tier's
    (a list of a tier is otherwise added to the figure's).  [] without ``names``."""
    if names is None or not notes:
        return []
    widths, tiers = _widths(below), []
    for wider, chart in zip(widths, widths[1:], strict=False):
        texts = [roomy(n["y"], names, chart, n["font"]["size"]) for n in notes]
        if texts != [n["text"] for n in notes]:
            notes = [{**n, "text": t} for n, t in zip(notes, texts, strict=True)]
            tiers.append({"below": wider, "layout": {"annotations": notes},
                          "restate": ["annotations"]})
    return tiers


def narrow_labels(data: Sequence[dict[str, Any]], layout: dict[str, Any],
                  names: Names | None = None) -> tuple[int, dict[str, Any]] | None:
    """A horizontal bar chart's category labels above its bars, when its plot would keep
    less than :data:`MIN_BARS` beside them: (below, layout keys), or None.  With
    ``names``, each label as long as the widest chart of :func:`_widths` holds
    (:func:`roomy`)."""
    labels = list(dict.fromkeys(_labels(data, "y")))
    if not labels:
        return None
    margin = layout["margin"]
    size = _tick_size(layout.get("yaxis") or {}) or FONT_SIZE
    need = margin["l"] + margin["r"] + max(MIN_BARS, _legend_pair(data, layout))
    chart = _widths(need)[0]
    notes = [{"text": roomy(label, names, chart, size), "x": 0, "xref": "paper", "y": label,
              "yref": "y", "xanchor": "left", "yanchor": "bottom", "showarrow": False,
              "yshift": NARROW_ROW * (1 - NARROW_GAP) / 2, "font": {"size": size}}
             for label in labels]
    # each row exactly NARROW_ROW, which the labels' offset is counted on: a desktop
    # height kept (its 160-px floor) made one bar's row 80 px and wrote its label over it
    top = max(int(margin["t"]), MODEBAR_ROOM)  # the first label clear of the toolbar
    height = top + margin["b"] + NARROW_ROW * len(labels)
    return need, {
        "margin": {"l": EDGE, "t": top},
        "yaxis": {"showticklabels": False},
        "bargap": NARROW_GAP,
        "height": height,
        "annotations": notes,
    }


def _legend_pair(data: Sequence[dict[str, Any]], layout: dict[str, Any]) -> int:
    """px of a plot that holds two columns of its horizontal legend above it (Plotly's
    columns are its widest entry's, :func:`~margins.plotly_legend_rows`); 0 for none.
    Beside the labels a plot narrower kept one column: the paper types per topic of the
    seeds on a 1,024-pixel window, a 195-px plot under a 4-row legend, 2 of its 5 topic
    labels dropped by Plotly for want of height (ui66); above the bars, 1 row."""
    legend = layout.get("legend") or {}
    if not layout.get("showlegend") or legend.get("orientation") != "h" or float(
            legend.get("y", 0)) < 1:
        return 0
    names = [str(t["name"]) for t in data if t.get("name") and t.get("showlegend", True)]
    size = float((legend.get("font") or {}).get("size", FONT_SIZE))
    entries = legend_entries(names, size)
    return 2 * (max(entries) + LEGEND_ITEM_GAP) if len(entries) > 2 else 0


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
    rows = legend_rows(names, size, width) * LEGEND_ROW + (LEGEND_TITLE if title else 0)
    above = above_plot(layout)  # over the labels above the plot (the years of other venues)
    top = rows + LEGEND_PAD + above
    plot = int(layout.get("height", 450)) - margin["t"] - margin["b"]  # kept: the height
    # grows with the margin
    moved = lifted_legend({**legend, "orientation": "h", "x": 0, "xanchor": "left",
                           "y": 1.02, "yanchor": "bottom",
                           **({"title": {**title, "side": "top"}} if title else {})},
                          above, plot)
    return margin["l"] + margin["r"] + MIN_BARS, {
        "legend": moved,
        "margin": {"r": HALF_LABEL, "t": max(margin["t"], top)},
        "height": int(layout.get("height", 450)) + max(0, top - margin["t"]),
    }

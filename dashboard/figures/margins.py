"""Each figure's margins, computed from its own labels, so the browser need not measure them.

Why: Plotly's ``automargin`` draws every tick label, measures its bounding box, widens the
margins and draws the plot again; at 24,000 papers that was most of the 40-270 ms each
chart took in ``Plotly.react`` (``bench/FIGURE_DRAW.md``).  The template leaves it off
(Plotly's default) and :func:`fitted_margins` gives each side the room its labels
need, from their characters.

Method: a label's width is the sum of its characters' advance widths, each taken as the
upper bound of its class (:data:`CHAR_CLASSES`, :data:`CHAR_EM`, in ems) in DejaVu Sans,
measured in Chromium: the font Debian's Chromium draws the template's stack in, and a
wide face (Segoe UI, Roboto, San Francisco, Helvetica are narrower; they are not
installed here to measure).  Lower case and digits 0.65 (DejaVu's widest: 0.64),
capitals 0.8 (``O``: 0.79), ``m``, ``w``, ``M``, ``W``, ``%``, ``#``, ``…`` and East Asian
wide characters 1.0 (``W``: 0.99), narrower classes (``i``, ``l``, ``t``, ``c``, ``s``,
punctuation) their own bound.  :data:`SAFETY` (1.08) covers glyph advances rounded to
whole pixels at 10-12 px (up to half a pixel on a 6-7 px letter).  Over the 285 axis
and legend labels of the 24,000-paper corpus and the seeds (10 characters or more) the
bound is 12-21% above the width Chromium measures (median 15%), never below; the topic
bars' left margin is 291 px where automargin made it 248
(``tests/test_figure_margins.py`` keeps measured widths).  The labels are
already shortened (``LABEL_CHARS``), so no margin grows without bound.

The other sides, calibrated against the margins automargin gave every chart of the
24,000-paper corpus and the seeds: a row of tick labels or an axis title takes
:data:`LINE_EM` of its font size plus :data:`TICK_GAP`; a numeric axis's labels are as
wide as :data:`NUMBER_LABEL`; its end labels stick out by half a label
(:data:`HALF_LABEL`, :data:`HALF_LINE`).  A vertical legend gets its widest entry on the
right.  A horizontal legend above the plot (``y`` > 1) or below it (``y`` < 0, in paper
units: a fraction of the plot's height below it) gets the rows, :data:`LEGEND_ROW` pixels
each, Plotly draws it in on the widest chart (:func:`plotly_legend_rows`, Plotly's own
rule), and each narrower width its own (:mod:`dashboard.figures.legend_tiers`).  (Below,
counted first-fit on a :data:`CARD_WIDTH` card, the newcomers' legend kept a second row
of white at 1,400 px under the one row drawn: charts64.)
An x-axis title is broken into lines (:func:`card_title`, a tier of
:mod:`dashboard.figures.narrow` for a chart narrower than its one line), between its parts
(``"   ·   "``) where it can, so that each line fits in the figure of a chart card in a
1,024-pixel window (:data:`NARROW_CARD`): Plotly centres the title on the plot, so a line
may take the plot's width and as much again on each side as the narrower margin gives
(:func:`title_room`).  Wrapped for a 1,200-pixel window's card, the topics' "← falling
·  z-score, …" and the acceptance rates' titles ran 14-29 px past the figure's right edge
at 1,024 px, cut.  Automargin did not keep such titles whole either
(``bench/figure_fit.py``).  A margin given by the
figure (room on the right for the bars' outside text) is kept when larger.
"""

from __future__ import annotations

import functools
import math
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any

#: Upper bounds of the advance widths in ems (DejaVu Sans, measured in Chromium), by class;
#: a character in none of them is "wide" if East Asian wide, "capital" if upper case.
CHAR_CLASSES = (
    (0.33, frozenset(" .,:;'!|·ijlIJ")),  # DejaVu: 0.27-0.32
    (0.42, frozenset("ft()[]-/r")),  # 0.34-0.41
    (0.6, frozenset("cksvxyzLF")),  # 0.52-0.59
    (1.0, frozenset("mwMW%#…&@")),  # 0.78-1.0
)
CHAR_EM = {"other": 0.65, "capital": 0.8, "wide": 1.0}  # other: a-z, 0-9: 0.64; O: 0.79
SAFETY = 1.08  # whole-pixel rounding of glyph advances at 10-12 px
FONT_SIZE = 12  # the template's font size
LINE_EM = 1.3  # a line of text: its font size and the space between lines
TICK_GAP = 6  # px between the axis and its tick labels (Plotly: 5-6)
NUMBER_LABEL = "100%"  # the widest numeric tick label drawn: 4 digits ("8888", then
# "10k"), a share ("100%"), a decimal ("0.05", "-2.5")
LEGEND_ROW = 19  # px per row of a horizontal legend at 10-12 px: Plotly's max(16, 1.3 x
# size) + 3 (at 20, 1 px a row over: the phone's 11-row topic legend had 28 px of white)
LEGEND_TITLE = 16  # px of a legend's title line above its entries (1.3 x 12, measured)
LEGEND_PAD = 22  # px of a legend besides its rows (Plotly: 18-20)
LEGEND_SYMBOL = 52  # px of an entry besides its text: the symbol and the gaps (~46)
LEGEND_TEXT_GAP = 40  # px of an entry besides its text in Plotly's horizontal layout: the
# symbol's 30 and an item gap each side (plotly.js 4.1: indentation 0 + itemwidth 30 + 2 x 5)
LEGEND_ITEM_GAP = 5  # px between a horizontal legend's entries (plotly.js: itemGap)
CARD_WIDTH = 560  # px of a chart card in the two-column grid of a 1,200-pixel window
NARROW_CARD = 451  # px of a chart in a card of the two-column grid of a 1,024-pixel window
# (measured in Chromium), the narrowest window checked for cut titles; 821-1,023 px windows
# keep two narrower columns, and a title's longest word then may stick out
TITLE_ROOM = 120  # px an x title's line may always take (about 18 characters)
SEPARATOR = "   ·   "  # between the parts of an axis title ("← falling   ·   z-score")
EDGE = 8  # px left around the plot where nothing is drawn
BOTTOM_EDGE = 2  # px under the x title (automargin's bottom: ticks 24 px, with a title 38)
CATEGORY_ROW = 20  # px the plot keeps per category: Plotly drops every other label under
# 1.2 font sizes (13-14 px), and a bar chart is drawn with 20-24 px per bar
ROW_GAP = 4  # px between two rows' labels of several lines: a 2-line label is 27.3 px high
# at 11 px in Chromium (29.6 at 12), rows 2 x 15 + 4 = 34 px apart left them 6.7 px clear
# (4.1 at 12 px; the 24k at 1,400 px, ui67)
HALF_LABEL = 24  # px right of a numeric x axis: half its last tick label ("2025"), 23
HALF_LINE = 16  # px above a numeric y axis: half its top tick label ("100"), 15
#: px above the plot of horizontal bars: Plotly's toolbar (modebar), shown on hover (or a
#: touch), is a 25.75 px row 2 px below the graph's top, over its right half; it covered
#: the first topic's label on a phone (walk62), and on an 8 px margin the right half of
#: the top bar, a ranking's longest, at any width (small72: rising keywords, keywords,
#: topic sizes)
MODEBAR_ROOM = 30


def char_em(char: str) -> float:
    """The upper bound of ``char``'s advance width, in ems."""
    for em, chars in CHAR_CLASSES:
        if char in chars:
            return em
    if unicodedata.east_asian_width(char) in ("W", "F"):
        return CHAR_EM["wide"]
    return CHAR_EM["capital"] if char.isupper() else CHAR_EM["other"]


@functools.lru_cache(maxsize=8192)
def label_em(label: str) -> float:
    """The upper bound of ``label``'s width, in ems (the same labels recur in every
    filter state and across a stacked chart's traces: kept)."""
    return sum(char_em(c) for c in label)


def text_width(labels: Iterable[object], size: float = FONT_SIZE) -> int:
    """Pixels the widest of ``labels`` takes at ``size`` px (0 for none)."""
    widest = max((label_em(str(label)) for label in set(labels)), default=0.0)
    return math.ceil(widest * size * SAFETY)


def _line(size: float) -> int:
    return math.ceil(size * LINE_EM)


def _axis(layout: dict[str, Any], name: str) -> dict[str, Any]:
    axis = layout.get(name)
    return axis if isinstance(axis, dict) else {}


def _visible(axis: dict[str, Any]) -> bool:
    return axis.get("visible") is not False


def _title_text(axis: dict[str, Any]) -> str:
    title = axis.get("title")
    text = title.get("text") if isinstance(title, dict) else title
    return str(text or "")


def _title(axis: dict[str, Any]) -> int:
    text = _title_text(axis)
    return _line(FONT_SIZE) * (text.count("<br>") + 1) if text else 0


def wrapped(text: str, width: int, size: float = FONT_SIZE) -> str:
    """``text`` broken into lines (``<br>``) of at most ``width`` pixels where its words
    allow, between the parts of a title set apart by ``"   ·   "`` where possible.  A
    two-ended title ("← falling   ·   z-score, …   ·   rising →") too wide for one line
    keeps its ends together on the first line and its middle under them
    (:func:`two_ended`) where that takes no more lines: broken in order it read
    "← falling / z-score, 2020–2022 → / 2024–2025 / rising →", five lines at 1,400 px
    (walk63)."""
    ends = two_ended(text)
    in_order = _in_order(text, width, size)
    if ends and text_width([text], size) > width:
        split = "<br>".join(_in_order(part, width, size) for part in ends)
        return split if split.count("<br>") <= in_order.count("<br>") else in_order
    return in_order


def _in_order(text: str, width: int, size: float) -> str:
    lines: list[str] = []
    for part in text.split(SEPARATOR):
        if lines and text_width([lines[-1] + SEPARATOR + part], size) <= width:
            lines[-1] += SEPARATOR + part
            continue
        lines.append("")
        for word in part.split(" "):
            joined = f"{lines[-1]} {word}" if lines[-1] else word
            if lines[-1] and text_width([joined], size) > width:
                lines.append(word)
            else:
                lines[-1] = joined
    return "<br>".join(line.strip() for line in lines)


def two_ended(text: str) -> tuple[str, str] | None:
    """A diverging axis's title, "← A   ·   M   ·   B →", as its ends ("← A   ·   B →")
    and its middle ("M"); None for any other text."""
    parts = text.split(SEPARATOR)
    if len(parts) != 3 or not parts[0].startswith("←") or not parts[2].endswith("→"):
        return None
    return parts[0] + SEPARATOR + parts[2], parts[1]


def _tick_size(axis: dict[str, Any]) -> float:
    font = axis.get("tickfont")
    return float(font.get("size", FONT_SIZE)) if isinstance(font, dict) else FONT_SIZE


def _labels(data: Sequence[dict[str, Any]], axis: str) -> list[str]:
    """The category labels of the traces on vertical axis ``axis`` ("y", "y2"); [] when
    its values are numbers."""
    values = [v for t in data if t.get("yaxis", "y") == axis for v in (t.get("y") or [])
              if v is not None]
    return [str(v) for v in values] if any(isinstance(v, str) for v in values) else []


def tick_lines(axis: dict[str, Any]) -> list[str]:
    """The lines of an axis's ``ticktext`` ([] without): a category label written in
    lines (:mod:`dashboard.figures.axis_lines`) takes its widest line's width."""
    return [line for text in axis.get("ticktext") or [] for line in str(text).split("<br>")]


def row_height(axis: dict[str, Any]) -> int:
    """px a category row of ``axis`` needs: :data:`CATEGORY_ROW`, or its most lines of
    ``ticktext`` and :data:`ROW_GAP` where a label has more than one."""
    most = max((str(t).count("<br>") + 1 for t in axis.get("ticktext") or []), default=1)
    return CATEGORY_ROW if most < 2 else max(CATEGORY_ROW,
                                             most * _line(_tick_size(axis)) + ROW_GAP)


def side_width(data: Sequence[dict[str, Any]], layout: dict[str, Any], axis: str) -> int:
    """Pixels beside vertical axis ``axis`` ("y", "y2"): its tick labels (and their
    ``ticklabelstandoff``) and its title."""
    spec = _axis(layout, axis.replace("y", "yaxis", 1))
    if not _visible(spec):
        return 0
    labels = tick_lines(spec) or _labels(data, axis)
    if spec.get("type") != "category" and not labels:
        labels = [NUMBER_LABEL]
    return (text_width(labels, _tick_size(spec)) + TICK_GAP + int(spec.get(
        "ticklabelstandoff", 0)) + _title(spec))


def legend_entries(names: Sequence[str], size: float) -> list[int]:
    """Pixels each of a horizontal legend's entries takes in Plotly's layout: its text
    (an upper bound, :func:`text_width`) and :data:`LEGEND_TEXT_GAP`."""
    return [text_width([name], size) + LEGEND_TEXT_GAP for name in names]


def plotly_legend_rows(entries: Sequence[int], plot: float) -> int:
    """Rows Plotly draws a horizontal legend of ``entries`` (:func:`legend_entries`) in
    on a plot ``plot`` pixels wide: one row if they fit side by side with
    :data:`LEGEND_ITEM_GAP` between them, otherwise a grid whose every column is the
    widest entry's width (plotly.js 4.1 ``legend/draw.js``, ``computeLegendDimensions``:
    ``oneRowLegend``, else ``maxItemWidth``; its ``_maxWidth`` is the plot's width for a
    legend within x 0-1).  Where the legend62 session counted first-fit rows on the plot
    less 22 px, the paper types' legend got 4 rows on a 639-pixel chart, drawn in 2."""
    if not entries:
        return 0
    if sum(entries) + LEGEND_ITEM_GAP * (len(entries) - 1) < plot:
        return 1
    column = max(entries) + LEGEND_ITEM_GAP
    per_row = max(1, math.ceil((plot + LEGEND_ITEM_GAP) / column) - 1)  # k: k·column - gap < plot
    return math.ceil(len(entries) / per_row)


def legend_steps(entries: Sequence[int]) -> list[int]:
    """The plot widths, widest first, at and under which :func:`plotly_legend_rows` may
    draw more rows than just above them: the one-row width, then each column count's."""
    if len(entries) < 2:
        return []
    column = max(entries) + LEGEND_ITEM_GAP
    one_row = sum(entries) + LEGEND_ITEM_GAP * (len(entries) - 1)
    return [one_row, *(k * column - LEGEND_ITEM_GAP for k in range(len(entries) - 1, 0, -1))]


def legend_rows(names: Sequence[str], size: float, width: int) -> int:
    """Rows a horizontal legend of ``names`` wraps into on ``width`` pixels."""
    rows, used = 0, width
    for name in names:
        entry = text_width([name], size) + LEGEND_SYMBOL
        if used + entry > width:
            rows, used = rows + 1, 0
        used += entry
    return rows


def above_plot(layout: dict[str, Any]) -> int:
    """Pixels the annotations written just above the plot take (``yref`` "paper", ``y`` 1,
    ``yanchor`` "bottom": the labels of the years of other venues,
    :func:`dashboard.figures.venue_mix.mix_marks`), their shift and box; 0 for none.
    Plotly widens no margin for an annotation: the top margin holds them, and a legend
    above the plot goes above them (:func:`lifted_legend`)."""
    notes = layout.get("annotations") or []
    return max((int(n.get("yshift", 0)) + _line(float((n.get("font") or {}).get(
        "size", FONT_SIZE))) + 2 * int(n.get("borderpad", 1))
        for n in notes if isinstance(n, dict) and n.get("yref") == "paper"
        and n.get("y") == 1 and n.get("yanchor") == "bottom"), default=0)


def lifted_legend(legend: dict[str, Any], above: int, plot: float) -> dict[str, Any]:
    """A horizontal legend above the plot (``y`` >= 1, anchored by its bottom) raised over
    the ``above`` pixels of labels there (:func:`above_plot`), ``plot`` pixels high: its
    ``y`` is in plot heights."""
    if not above or float(legend.get("y", 0)) < 1 or plot <= 0:
        return legend
    return {**legend, "y": round(float(legend["y"]) + above / plot, 4)}


def _legend(data: Sequence[dict[str, Any]], layout: dict[str, Any],
            margins: dict[str, int]) -> dict[str, int]:
    """``margins`` widened to hold the legend: right of the plot (vertical), or above or
    below it (horizontal, its rows laid out on the plot's width in a chart card; above
    the labels written above the plot, :func:`above_plot`)."""
    legend = layout.get("legend") or {}
    names = [str(t["name"]) for t in data if t.get("name") and t.get("showlegend", True)]
    if not layout.get("showlegend") or not names:
        return margins
    size = float((legend.get("font") or {}).get("size", FONT_SIZE))
    if legend.get("orientation") != "h":
        right = text_width(names, size) + LEGEND_SYMBOL + EDGE
        return {**margins, "r": max(margins["r"], right)}
    # the rows Plotly draws on the widest chart (a chart narrower than that, above or
    # below: :mod:`dashboard.figures.legend_tiers`)
    rows_px = plotly_legend_rows(legend_entries(names, size), math.inf) * LEGEND_ROW \
        + LEGEND_PAD
    height = float(layout.get("height", 450))
    y = float(legend.get("y", -0.1))  # Plotly's default for a horizontal legend
    if y >= 1:  # above: y - 1 of the plot's height, then the rows
        top = rows_px + (y - 1) * (height - margins["b"]) / (1 + (y - 1)) + above_plot(layout)
        return {**margins, "t": max(margins["t"], math.ceil(top))}
    # below: hung -y of the plot's height under it: b >= -y (H - t - b) + rows
    below = (-y * (height - margins["t"]) + rows_px) / (1 - y)
    return {**margins, "b": max(margins["b"], math.ceil(below))}


def card_title(layout: dict[str, Any], margins: dict[str, int]) -> dict[str, Any] | None:
    """The x axis of ``layout`` with its title broken into lines that fit a chart card of
    a 1,024-pixel window (:func:`title_room`), or None when it fits on one line there (or
    is broken already).  The figure keeps the title on one line; a chart narrower than
    the line is drawn with this axis (:func:`dashboard.figures.narrow.narrow_card_title`):
    wrapped for 1,024 px in the figure itself, the compare view's title took two lines at
    1,400 px too, where one fits (charts64)."""
    x_axis = _axis(layout, "xaxis")
    title = _title_text(x_axis)
    room = title_room(margins)
    if "<br>" in title or text_width([title]) <= room:
        return None
    spec = x_axis["title"] if isinstance(x_axis["title"], dict) else {}
    return {**x_axis, "title": {**spec, "text": wrapped(title, room)}}


def fitted_layout(data: Sequence[dict[str, Any]], layout: dict[str, Any]) -> dict[str, Any]:
    """``layout`` with :func:`fitted_margins` and the height raised where the margins would
    leave a category less than :data:`CATEGORY_ROW` pixels, counted with the x-axis
    title as a chart card of a 1,024-pixel window breaks it (:func:`card_title`), so that
    the chart keeps its height where it does."""
    margins = fitted_margins(data, layout)
    broken = card_title(layout, margins)
    bottom = fitted_margins(data, {**layout, "xaxis": broken})["b"] if broken else margins["b"]
    rows = len(set(_labels(data, "y")))  # a plot never so short that labels drop
    if rows and "height" in layout:
        floor = margins["t"] + bottom + rows * row_height(_axis(layout, "yaxis"))
        layout = {**layout, "height": max(int(layout["height"]), floor)}
    legend = layout.get("legend")
    if isinstance(legend, dict) and legend.get("orientation") == "h":
        plot = float(layout.get("height", 450)) - margins["t"] - margins["b"]
        layout = {**layout, "legend": lifted_legend(legend, above_plot(layout), plot)}
    return {**layout, "margin": margins}


def title_room(margins: dict[str, int], width: int = NARROW_CARD) -> int:
    """Pixels a line of the x-axis title may take in a figure ``width`` wide: Plotly
    centres it on the plot, so the plot's width and the narrower margin on either side
    (at least :data:`TITLE_ROOM`)."""
    plot = width - margins["l"] - margins["r"]
    return max(TITLE_ROOM, plot + 2 * min(margins["l"], margins["r"]))


def fitted_margins(data: Sequence[dict[str, Any]], layout: dict[str, Any]) -> dict[str, int]:
    """The margins (``l``, ``r``, ``t``, ``b``) ``data`` on ``layout`` needs, in pixels:
    the widest tick label of each side, the axis titles and the legend, at least the
    layout's own ``margin``."""
    given = layout.get("margin") or {}
    x_axis, y_axis = _axis(layout, "xaxis"), _axis(layout, "yaxis")
    numeric_x = _visible(x_axis) and x_axis.get("type") != "category" and not any(
        isinstance(v, str) for t in data for v in (t.get("x") or []))
    numeric_y = _visible(y_axis) and y_axis.get("type") != "category" and not _labels(data, "y")
    fitted = {
        "l": side_width(data, layout, "y") + EDGE,
        "r": side_width(data, layout, "y2") + EDGE if "yaxis2" in layout else
        (HALF_LABEL if numeric_x else EDGE),
        "t": max(HALF_LINE if numeric_y else EDGE, above_plot(layout)),
        "b": (_line(_tick_size(x_axis)) + TICK_GAP + _title(x_axis) + BOTTOM_EDGE
              + int(x_axis.get("ticklabelstandoff", 0)) if _visible(x_axis) else EDGE),
    }
    fitted = {k: max(v, int(given.get(k, 0))) for k, v in fitted.items()}
    return _legend(data, layout, fitted)

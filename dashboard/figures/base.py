"""What every chart shares: colours, the template, names, fragments, the figure shell.

Colours: one colour per topic (:func:`topic_color`, Paul Tol's "muted" scheme; past its
9 colours they repeat with a hatch or a marker symbol, :func:`topic_hatch`,
:func:`topic_symbol`) and one per paper type (:data:`TYPE_COLORS`, Okabe & Ito 2008, with a
pattern each, :data:`TYPE_PATTERNS`), the same in every chart.

Colour vision: every set of colours that shares a chart (:data:`PALETTES`) stays apart for
the three common colour-vision deficiencies.  ``tests/test_colours.py`` simulates
protanopia, deuteranopia and tritanopia (Machado, Oliveira & Fernandes 2009, severity 1:
full dichromacy) and asks every pair of a set for a distance of at least
:data:`MIN_DELTA_E` in CAM02-UCS (Luo et al. 2006), where about 1 is a just-noticeable
difference.  That is why topics get 9 colours, not 20: Tol's muted and light schemes
mixed (the palette this replaced) put #44AA99 beside #44BB99 and #88CCEE beside #99DDFF,
under 6 apart for anyone and 1 apart for protanopes.  Past a set's size the colours
repeat, and a pattern (bars, areas) or a marker symbol (dots, lines) tells the repeats
apart; every chart also names what each colour is (axis labels, legends, hover) and has
its numbers as a table, so colour never carries information alone.

Speed: building a ``go.Figure`` costs about 0.5 ms per trace even without validation
(20 ms for the 40-topic trend chart), so the callbacks ask for ``plain=True``: the same
figure as the plain dict Dash sends to the browser (:func:`make_figure`).  Figures are
built with ``_validate=False``; ``tests/test_figures.py`` validates every figure instead.
Drawing: the axes leave ``automargin`` off (Plotly's default): measuring the tick labels
and drawing again was most of each chart's time in the browser at 24,000 papers.
:func:`make_figure` gives every figure margins from its own labels instead
(:mod:`dashboard.figures.margins`; ``bench/FIGURE_DRAW.md``).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Any, TypeAlias
from urllib.parse import urlencode

import numpy as np
import pandas as pd
import plotly.graph_objects as go

from analysis.search import phrase_query
from dashboard.figures.axis_lines import with_axis_lines
from dashboard.figures.counts import whole_counts
from dashboard.figures.labels import LABEL_CHARS as LABEL_CHARS
from dashboard.figures.labels import shorten as shorten
from dashboard.figures.labels import topic_name as topic_name
from dashboard.figures.labels import topic_names as topic_names
from dashboard.figures.legend_tiers import with_legend_widths
from dashboard.figures.margins import LINE_EM, fitted_layout, wrapped
from dashboard.figures.narrow import Names, with_narrow_layout
from dashboard.figures.toolbar import with_toolbar_room

#: A figure: a ``go.Figure``, or with ``plain=True`` the dict Dash sends to the browser.
Figure: TypeAlias = "go.Figure | dict[str, Any]"

TYPE_LABELS = {
    "theory": "Theory only",
    "empirical": "Empirical only",
    "both": "Theory + empirical",
    "unclear": "Unclear",
}
#: A type's name in a chart's legend: a word each, the colours' key on a phone.  Plotly
#: lays a legend that wraps out in columns of its widest entry: "Theory + empirical" made
#: the 4 entries one column, 4 rows above a 336-pixel chart of a 390-pixel phone (and on
#: the per-topic chart of a 1,400-pixel window, its plot narrowed by the topic labels);
#: at a word each they are 2 rows there, 1 on a 451-pixel card of a 1,024-pixel window
#: (ui66).  The three types exclude each other, so "both" beside "theory" and "empirical"
#: says "only"; the hovers and the summaries keep :data:`TYPE_LABELS`.
TYPE_LEGEND = {
    "theory": "Theory",
    "empirical": "Empirical",
    "both": "Both",
    "unclear": "Unclear",
}
# Okabe & Ito (2008), "Color Universal Design": blue, orange, bluish green, grey.
TYPE_COLORS = {
    "theory": "#0072B2",
    "empirical": "#E69F00",
    "both": "#009E73",
    "unclear": "#BBBBBB",
}
# ... and a pattern each, so a stacked segment says its type without its colour.
TYPE_PATTERNS = {"theory": "/", "empirical": "", "both": "x", "unclear": "."}
# Paul Tol, "Colour schemes" (SRON/EPS/TN/09-002), "muted": 9 colours designed to stay
# apart for colour-blind readers.  Topic k always gets TOPIC_PALETTE[k % 9].
TOPIC_PALETTE = (
    "#332288", "#88CCEE", "#44AA99", "#117733", "#999933",
    "#DDCC77", "#CC6677", "#882255", "#AA4499",
)
RISING_COLOR = "#4477AA"  # Tol's blue ...
FALLING_COLOR = "#D55E00"  # ... against Okabe & Ito's vermillion (Tol's red is a grey to
KEYWORD_COLOR = "#4477AA"  # protanopes: 8 from NEUTRAL_COLOR, too close)
NEUTRAL_COLOR = "#8C8C8C"
# Venues: Okabe & Ito's palette without black (which the text uses).
VENUE_PALETTE = ("#0072B2", "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#D55E00", "#CC79A7")
MIN_DELTA_E = 10.0  # CAM02-UCS distance every pair of a set keeps under each simulation
#: The sets of colours that share a chart, each checked by tests/test_colours.py.
PALETTES: dict[str, tuple[str, ...]] = {
    "topics": TOPIC_PALETTE,
    "paper types": tuple(TYPE_COLORS.values()),
    "venues": VENUE_PALETTE,
    "rising, falling, neither": (RISING_COLOR, FALLING_COLOR, NEUTRAL_COLOR),
}

FONT = (
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", '
    '"Liberation Sans", "DejaVu Sans", Arial, sans-serif'
)
# A small explicit template: without one Plotly embeds its 7 kB default in every figure.
_TEMPLATE = {
    "layout": {
        "font": {"family": FONT, "size": 12, "color": "#1f2933"},
        "paper_bgcolor": "rgba(0,0,0,0)",
        "plot_bgcolor": "rgba(0,0,0,0)",
        "hoverlabel": {"font": {"family": FONT}},
        "colorway": list(TOPIC_PALETTE),
        # axis titles at the size the margins and the titles' lines are counted at
        # (margins.FONT_SIZE): Plotly's default, 1.2 x the font (14 px), drew the 24k's
        # "← falling   ·   z, 1987–2018 → 2019–25   ·   rising →" 352 px wide where 336
        # was counted, its arrow cut by the chart's edge at 1,400 px (ui67)
        "xaxis": {"gridcolor": "#e5e7eb", "zerolinecolor": "#cbd2d9",
                  "title": {"font": {"size": 12}}},
        "yaxis": {"gridcolor": "#e5e7eb", "zerolinecolor": "#cbd2d9",
                  "title": {"font": {"size": 12}}},
    }
}
MAP_TITLE_CHARS = 60  # longest title in a map dot's hover (keeps the payload small)
MESSAGE_WIDTH = 340  # px of a line of an empty figure's message: a card of a 900 px window
MESSAGE_SIZE = 13  # its font size


def topic_color(topic: int) -> str:
    """The colour of topic ``topic`` in every chart."""
    return TOPIC_PALETTE[int(topic) % len(TOPIC_PALETTE)]


# Past 9 topics colours repeat, so a topic's second mark tells them apart: a hatch on
# bars and areas, a symbol on the map (topic 3: plain green; topic 12: hatched green):
# 54 topics each get their own pair.
HATCHES = ("", "/", "x", ".", "\\", "+")
SYMBOLS = ("circle", "diamond", "square", "triangle-up", "cross", "star")


def topic_hatch(topic: int) -> str:
    """The bar/area fill pattern of topic ``topic`` ("" for the first 9 topics)."""
    return HATCHES[(int(topic) // len(TOPIC_PALETTE)) % len(HATCHES)]


def topic_symbol(topic: int) -> str:
    """The map marker of topic ``topic`` ("circle" for the first 9 topics)."""
    return SYMBOLS[(int(topic) // len(TOPIC_PALETTE)) % len(SYMBOLS)]


def venue_hatch(rank: int) -> str:
    """The bar pattern of the ``rank``-th venue ("" for the first 7: colours repeat after)."""
    return HATCHES[(int(rank) // len(VENUE_PALETTE)) % len(HATCHES)]


def line_symbol(rank: int) -> str:
    """The marker of the ``rank``-th line of a chart: a second mark beside its colour."""
    return SYMBOLS[int(rank) % len(SYMBOLS)]


def fragment(**params: object) -> str:
    """The URL query fragment a click filters by, e.g. ``fragment(topic=3) == "topic=3"``.

    Every point of a chart carries one (~900 per filter change at 24k papers), and the
    same few recur (a topic, a year, a type): they are encoded once each."""
    items = tuple((k, v) for k, v in params.items() if v is not None)
    try:
        return _encoded(items)
    except TypeError:  # a value that cannot be a cache key (a list)
        return urlencode(items)


@functools.lru_cache(maxsize=4096)
def _encoded(params: tuple[tuple[str, object], ...]) -> str:
    return urlencode(params)


def lines_with_papers(table: pd.DataFrame, key: str) -> pd.DataFrame:
    """The rows of ``table`` whose line (``key``) has papers in some year (its
    ``n_papers`` summed above 0): what a trend chart and its summary draw.  A bincount,
    not a groupby transform: that took ~1.4 ms of a filter change at 24,000 papers,
    made twice (the chart and its summary)."""
    if table.empty:
        return table
    codes, _ = pd.factorize(table[key])
    totals = np.bincount(codes[codes >= 0], weights=table["n_papers"].to_numpy(
        dtype=float)[codes >= 0], minlength=int(codes.max()) + 1)
    keep = (codes >= 0) & (totals[np.maximum(codes, 0)] > 0)
    return table if keep.all() else table[keep]


def records(table: pd.DataFrame, at: np.ndarray) -> list[dict[str, Any]]:
    """The rows ``at`` of ``table`` as dicts of plain Python values, as
    ``table.iloc[at].to_dict("records")`` gives them, column by column (pandas' per-row
    path cost ~1 ms a call, on every filter change)."""
    sub = table.iloc[at]
    columns = list(sub.columns)
    values = [sub[c].tolist() for c in columns]
    return [dict(zip(columns, row, strict=True)) for row in zip(*values, strict=True)] \
        if columns else [{} for _ in range(len(sub))]


def keyword_query(term: str) -> str:
    """The search query for one term: phrases in quotes, so they match as a phrase; the
    query whose papers every keyword count counts (``analysis.search.term_papers``)."""
    return phrase_query(term)


def make_figure(data: list[dict[str, Any]], layout: dict[str, Any], plain: bool = False,
                narrow: bool = False, names: Names | None = None) -> Figure:
    """A figure of ``data`` (traces) on the shared template, click events on, its margins
    fitted to its labels (:func:`~dashboard.figures.margins.fitted_layout`); ``narrow``:
    its bar labels above the bars and a legend beside the plot above it on a narrow window
    (:mod:`dashboard.figures.narrow`); a year axis's ticks wider apart there, always; a
    count axis ticked in whole papers (:func:`~dashboard.figures.counts.whole_counts`);
    ``names``: the bar labels above the bars as long as the chart holds
    (:func:`~dashboard.figures.narrow.roomy`), and beside them in two lines
    (:func:`~dashboard.figures.axis_lines.with_axis_lines`)."""
    base = {
        "template": _TEMPLATE,
        "margin": {"l": 8, "r": 16, "t": 8, "b": 8},
        "showlegend": False,
        "clickmode": "event",
        "hovermode": "closest",
    }
    merged = with_toolbar_room(data, {**base, **layout})
    fitted = fitted_layout(data, with_axis_lines(data, whole_counts(data, merged), names))
    data = with_legend_widths(data, fitted)  # laid out as its rows are counted
    spec = {"data": data, "layout": with_narrow_layout(data, fitted, bars=narrow,
                                                            names=names)}
    return spec if plain else go.Figure(spec, _validate=False)


def bar_height(n_rows: int, per_row: int = 24, minimum: int = 160, maximum: int = 900) -> int:
    """The height of a bar chart of ``n_rows`` bars, within [minimum, maximum] pixels."""
    return max(minimum, min(maximum, 40 + per_row * n_rows))


#: The gap between bars of a chart of one bar: the 160-px floor of :func:`bar_height` left
#: one bar ~70 px thick at a 0.2 gap, a block filling the plot (61k ``?venue=RSS``, paper
#: types per venue); at 0.6 it is ~35 px, two rows' bars of a long chart (24 px a row)
ONE_BAR_GAP = 0.6


def bar_gap(n_rows: int, gap: float) -> float:
    """The gap between the bars of a chart of ``n_rows`` bars: ``gap``, wider for one bar."""
    return ONE_BAR_GAP if n_rows == 1 else gap


#: px above and below an empty figure's message, inside its 8 px margins
EMPTY_PAD = 10


def empty_height(text: str, size: float = MESSAGE_SIZE) -> int:
    """The height of an empty figure showing ``text`` (lines split by ``<br>``): its lines
    and :data:`EMPTY_PAD` around them.  A fixed 160 px held one line ("No keyword
    listed.") in a box three times its height, above the words that explain it."""
    return 2 * (8 + EMPTY_PAD) + (text.count("<br>") + 1) * math.ceil(size * LINE_EM)


def empty_figure(message: str = "Nothing to show for these filters.", *,
                 plain: bool = False, keep_note: bool = False) -> Figure:
    """A figure with no axes and a centred message (never blank axes), as tall as the
    message (:func:`empty_height`); the message is also its ``meta``
    (:func:`empty_message`).  Its card's note, which tells what the chart draws, is
    hidden while it shows the message (``assets/lazy_charts.js``, ``markEmpty``: "Bars
    show ..." beside an empty box, ui68); ``keep_note``: a note that says what to do
    (the comparison's "Pick group A and group B above") stays."""
    text = wrapped(message, MESSAGE_WIDTH, MESSAGE_SIZE)
    return make_figure(
        [],
        {
            "meta": {"empty": message, **({"keep_note": True} if keep_note else {})},
            "height": empty_height(text),
            "xaxis": {"visible": False},
            "yaxis": {"visible": False},
            "annotations": [
                {
                    "text": text,
                    "showarrow": False,
                    "xref": "paper",
                    "yref": "paper",
                    "x": 0.5,
                    "y": 0.5,
                    "font": {"size": MESSAGE_SIZE, "color": "#52606d"},
                }
            ],
        }, plain=plain)


def empty_message(figure: Figure) -> str | None:
    """The message :func:`empty_figure` drew in place of a chart, else None."""
    layout = (figure if isinstance(figure, dict) else figure.to_plotly_json()).get("layout")
    meta = (layout or {}).get("meta")
    return meta.get("empty") if isinstance(meta, dict) else None


def share_words(x: float) -> str:
    """A share for words (the summaries and the headline): whole percent from 10%, one
    decimal below ("4.2%"), where a rounding to the whole percent would move it by up to an
    eighth of itself (3.5% read "4%")."""
    p = 100 * float(x)
    if p == 0:
        return "0%"
    if abs(p) < 0.05:
        return "under 0.1%"
    return f"{p:.0f}%" if abs(p) >= 9.95 else f"{p:.1f}%"


def percent(x: float) -> str:
    """A share as a percentage with one decimal: 0.256 -> "25.6%"."""
    return f"{100 * float(x):.1f}%"


def year_tick(years: Sequence[int]) -> int:
    """Years between axis ticks: every year up to 12 years, then every 2nd, then 5th."""
    span = int(max(years)) - int(min(years)) if len(years) else 0
    return 1 if span <= 12 else 2 if span <= 24 else 5


def year_axis(years: Sequence[int], edge: float = 0.0, **keys: Any) -> dict[str, Any]:
    """A year axis (``xaxis``) from the first year drawn to the last, ``edge`` past each
    (0 for lines and areas, 0.5 for bars a year wide), its ticks :func:`year_tick` apart.
    Autoranged, Plotly padded a line with markers ~5% each side (the 24k's newcomers and
    keyword charts ran 1984-2028 for papers of 1987-2025) and an area not at all; the end
    markers are drawn whole over the axis's end (:data:`WHOLE_MARKERS`).

    Ending at the first year (``edge`` 0), that year's label sits at the plot's corner,
    under the y axis's "0", whose box reaches half a line below the axis; half a year in,
    a bar's first label reaches it when a year is narrower than the label (ICRA + IROS +
    RSS, 26 years at 1,400 px): the labels :data:`CORNER_STANDOFF` lower (ACL + NAACL +
    COLING: "2020" 5-6 px into "0", charts62)."""
    return {"ticklabelstandoff": CORNER_STANDOFF, **keys, "dtick": year_tick(years),
            "range": [min(years) - edge, max(years) + edge]}


#: px a year axis's labels sit lower, clear of the y axis's "0" at the plot's corner
#: (:func:`year_axis`): the y axis's "0" reaches ~7 px under the axis, a year's label
#: starts ~2 px under it (Chromium, 12-px labels): 1 px between their boxes
CORNER_STANDOFF = 6


#: On a line with markers over a year axis that ends at its first and last years
#: (:func:`year_axis`): the end markers drawn whole, not halved by the plot's edge
WHOLE_MARKERS = {"cliponaxis": False}


GAP_FILL = "rgba(245, 247, 250, 0.8)"  # washes out what is drawn across the gap


def year_gaps(years: Sequence[int]) -> list[tuple[int, int]]:
    """Runs of years without papers between the first year and the last (first, last):
    without any paper in a trend's denominator, or without a paper of the selection in a
    chart of the papers shown (so the band says "no papers shown", true of both).

    A line or an area drawn from 2014 to 2017 shows a trend through 2015 and 2016 that the
    data does not have (ICLR has no 2015 or 2016 papers; AISTATS met every other year)."""
    present = sorted({int(y) for y in years})
    return [(a + 1, b - 1) for a, b in zip(present, present[1:], strict=False) if b - a > 1]


def gap_marks(years: Sequence[int]) -> dict[str, Any]:
    """Layout shapes that shade, above the traces, each run of years without papers, each
    labelled; empty when there is no gap, so such figures are unchanged."""
    gaps = year_gaps(years)
    if not gaps:
        return {}
    return {
        "shapes": [{"type": "rect", "xref": "x", "yref": "paper", "x0": lo - 0.5,
                    "x1": hi + 0.5, "y0": 0, "y1": 1, "layer": "above", "fillcolor": GAP_FILL,
                    "line": {"width": 1, "dash": "dot", "color": "#9aa5b1"}}
                   for lo, hi in gaps],
        "annotations": [{"text": "no papers shown", "textangle": -90, "showarrow": False,
                         "xref": "x", "yref": "paper", "x": (lo + hi) / 2, "y": 0.5,
                         "font": {"size": 10, "color": "#52606d"}} for lo, hi in gaps],
    }


def merged_marks(*marks: dict[str, Any]) -> dict[str, Any]:
    """Layout marks (shapes, annotations) of several kinds as one layout part."""
    out: dict[str, Any] = {}
    for m in marks:
        for key, value in m.items():
            out[key] = [*out.get(key, []), *value]
    return out


def trace_fragments(fig: Figure) -> list[str | None]:
    """The filter fragment of each trace (its ``meta``; None: the trace does not filter)."""
    traces = fig["data"] if isinstance(fig, dict) else [t.to_plotly_json() for t in fig.data]
    return [t.get("meta") if isinstance(t.get("meta"), str) else None for t in traces]

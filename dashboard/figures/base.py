"""What every chart shares: colours, the template, names, fragments, the figure shell.

Colours: one colour per topic (:func:`topic_color`, Paul Tol's colour-blind-safe "muted"
scheme, then his "light" scheme; past 20 topics colours repeat with a hatch or a marker
symbol, :func:`topic_hatch`, :func:`topic_symbol`) and one per paper type
(:data:`TYPE_COLORS`, Okabe & Ito 2008), the same in every chart.

Speed: building a ``go.Figure`` costs about 0.5 ms per trace even without validation
(20 ms for the 40-topic trend chart), so the callbacks ask for ``plain=True``: the same
figure as the plain dict Dash sends to the browser (:func:`make_figure`).  Figures are
built with ``_validate=False``; ``tests/test_figures.py`` validates every figure instead.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, TypeAlias
from urllib.parse import urlencode

import plotly.graph_objects as go

#: A figure: a ``go.Figure``, or with ``plain=True`` the dict Dash sends to the browser.
Figure: TypeAlias = "go.Figure | dict[str, Any]"

TYPE_LABELS = {
    "theory": "Theory only",
    "empirical": "Empirical only",
    "both": "Theory + empirical",
    "unclear": "Unclear",
}
# Okabe & Ito (2008), "Color Universal Design": blue, orange, bluish green, grey.
TYPE_COLORS = {
    "theory": "#0072B2",
    "empirical": "#E69F00",
    "both": "#009E73",
    "unclear": "#BBBBBB",
}
# Paul Tol, "Colour schemes" (SRON/EPS/TN/09-002): muted (9), then light (8) and the dark
# ends of his bright scheme; all distinguishable under the common colour-vision deficiencies
# within each group.  Topic k always gets TOPIC_PALETTE[k % len].
TOPIC_PALETTE = (
    "#332288", "#88CCEE", "#44AA99", "#117733", "#999933",
    "#DDCC77", "#CC6677", "#882255", "#AA4499",
    "#77AADD", "#EE8866", "#EEDD88", "#FFAABB", "#99DDFF",
    "#44BB99", "#BBCC33", "#AAAA00", "#4477AA", "#EE6677", "#228833",
)
RISING_COLOR = "#4477AA"
FALLING_COLOR = "#EE6677"
KEYWORD_COLOR = "#4477AA"
NEUTRAL_COLOR = "#8C8C8C"

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
        "xaxis": {"gridcolor": "#e5e7eb", "zerolinecolor": "#cbd2d9", "automargin": True},
        "yaxis": {"gridcolor": "#e5e7eb", "zerolinecolor": "#cbd2d9", "automargin": True},
    }
}
LABEL_CHARS = 38  # longest topic/venue label on an axis before it is shortened
MAP_TITLE_CHARS = 60  # longest title in a map dot's hover (keeps the payload small)


def topic_color(topic: int) -> str:
    """The colour of topic ``topic`` in every chart."""
    return TOPIC_PALETTE[int(topic) % len(TOPIC_PALETTE)]


# Past 20 topics colours repeat, so a topic's second mark tells them apart: a hatch on
# bars and areas, a symbol on the map (topic 3: plain green; topic 23: hatched green).
_HATCHES = ("", "/", "x", ".", "\\", "+")
_SYMBOLS = ("circle", "diamond", "square", "triangle-up", "cross", "star")


def topic_hatch(topic: int) -> str:
    """The bar/area fill pattern of topic ``topic`` ("" for the first 20 topics)."""
    return _HATCHES[(int(topic) // len(TOPIC_PALETTE)) % len(_HATCHES)]


def topic_symbol(topic: int) -> str:
    """The map marker of topic ``topic`` ("circle" for the first 20 topics)."""
    return _SYMBOLS[(int(topic) // len(TOPIC_PALETTE)) % len(_SYMBOLS)]


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


def keyword_query(term: str) -> str:
    """The search query for one term: phrases in quotes, so they match as a phrase."""
    return f'"{term}"' if " " in term.strip() else term


def shorten(text: str, limit: int = LABEL_CHARS) -> str:
    """``text`` cut at a word boundary to at most ``limit`` characters, with an ellipsis."""
    text = " ".join(str(text).split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0] or text[: limit - 1]
    return cut.rstrip(" ,;:·-") + "…"


def topic_name(topic: int, label: str, limit: int = LABEL_CHARS) -> str:
    """How a topic is named on axes and legends: ``"#3 diffusion · score matching"``."""
    return f"#{int(topic)} {shorten(label, limit)}"


def make_figure(data: list[dict[str, Any]], layout: dict[str, Any], plain: bool = False) -> Figure:
    """A figure of ``data`` (traces) on the shared template, click events on."""
    base = {
        "template": _TEMPLATE,
        "margin": {"l": 8, "r": 16, "t": 8, "b": 8},
        "showlegend": False,
        "clickmode": "event",
        "hovermode": "closest",
    }
    spec = {"data": data, "layout": {**base, **layout}}
    return spec if plain else go.Figure(spec, _validate=False)


def bar_height(n_rows: int, per_row: int = 24, minimum: int = 160, maximum: int = 900) -> int:
    """The height of a bar chart of ``n_rows`` bars, within [minimum, maximum] pixels."""
    return max(minimum, min(maximum, 40 + per_row * n_rows))


def empty_figure(message: str = "Nothing to show for these filters.", *,
                 plain: bool = False) -> Figure:
    """A figure with no axes and a centred message (never blank axes)."""
    return make_figure(
        [],
        {
            "height": 160,
            "xaxis": {"visible": False},
            "yaxis": {"visible": False},
            "annotations": [
                {
                    "text": message,
                    "showarrow": False,
                    "xref": "paper",
                    "yref": "paper",
                    "x": 0.5,
                    "y": 0.5,
                    "font": {"size": 13, "color": "#52606d"},
                }
            ],
        }, plain=plain)


def percent(x: float) -> str:
    """A share as a percentage with one decimal: 0.256 -> "25.6%"."""
    return f"{100 * float(x):.1f}%"


def year_tick(years: Sequence[int]) -> int:
    """Years between axis ticks: every year up to 12 years, then every 2nd, then 5th."""
    span = int(max(years)) - int(min(years)) if len(years) else 0
    return 1 if span <= 12 else 2 if span <= 24 else 5


def trace_fragments(fig: Figure) -> list[str | None]:
    """The filter fragment of each trace (its ``meta``; None: the trace does not filter)."""
    traces = fig["data"] if isinstance(fig, dict) else [t.to_plotly_json() for t in fig.data]
    return [t.get("meta") if isinstance(t.get("meta"), str) else None for t in traces]

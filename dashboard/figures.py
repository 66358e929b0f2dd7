"""Pure figure functions: ``*_figure(table) -> go.Figure``.

Each function takes a summary table of :mod:`analysis.tables` (documented columns, any
number of rows, possibly none) and returns a Plotly figure.  Nothing here filters papers,
counts anything or touches Dash: the callbacks hand in the tables of the current filter.

Colours: one colour per topic (:func:`topic_color`, Paul Tol's colour-blind-safe "muted"
scheme, then his "light" scheme; past 20 topics colours repeat with a hatch or a marker
symbol, :func:`topic_hatch`, :func:`topic_symbol`) and one per paper type
(:data:`TYPE_COLORS`, Okabe & Ito 2008), the same in every chart.

Cross-filtering: a clickable point carries in ``customdata`` the URL query fragment it
filters by (``"topic=3"``, ``"type=theory"``, ``"years=2019-2019"``,
``"q=%22graph+neural%22"``); a trace whose points (or legend entry) all filter alike
carries its fragment once, in ``meta``.  The callbacks parse fragments with the same parser
as the URL, so a click and a bookmark can never disagree.

Speed: building a ``go.Figure`` costs about 0.5 ms per trace even without validation
(20 ms for the 40-topic trend chart), so the callbacks ask for ``plain=True``: the same
figure as the plain dict Dash sends to the browser.  Figures are built with
``_validate=False``; ``tests/test_figures.py`` validates every figure instead.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from urllib.parse import urlencode

import numpy as np
import pandas as pd
import plotly.graph_objects as go

PAPER_TYPES = ("theory", "empirical", "both", "unclear")
TYPE_LABELS = {
    "theory": "Theory only",
    "empirical": "Empirical only",
    "both": "Theory + empirical",
    "unclear": "Unclear",
}
# The overall chart's two headline columns: theory only against everything with experiments.
OVERALL_THEORY = "Theory only"
OVERALL_EMPIRICAL = "Empirical + both"
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
    """The URL query fragment a click filters by, e.g. ``fragment(topic=3) == "topic=3"``."""
    return urlencode({k: v for k, v in params.items() if v is not None})


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


def _figure(data: list, layout: dict, plain: bool = False) -> go.Figure | dict:
    base = {
        "template": _TEMPLATE,
        "margin": {"l": 8, "r": 16, "t": 8, "b": 8},
        "showlegend": False,
        "clickmode": "event",
        "hovermode": "closest",
    }
    spec = {"data": data, "layout": {**base, **layout}}
    return spec if plain else go.Figure(spec, _validate=False)


def _height(n_rows: int, per_row: int = 24, minimum: int = 160, maximum: int = 900) -> int:
    return max(minimum, min(maximum, 40 + per_row * n_rows))


def empty_figure(message: str = "Nothing to show for these filters.", *,
                 plain: bool = False) -> go.Figure | dict:
    """A figure with no axes and a centred message (never blank axes)."""
    return _figure(
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


def _pct(x: float) -> str:
    return f"{100 * float(x):.1f}%"


# --------------------------------------------------------------------------- topics


def topic_sizes_figure(topics: pd.DataFrame, *, plain: bool = False) -> go.Figure | dict:
    """Papers per topic (``tables.topics_table``), largest at the top; a click filters by topic.

    Topics with no paper among the rows shown are left out.
    """
    t = topics.reset_index(drop=True)
    t = t[t["n_papers"] > 0].sort_values(["n_papers", "topic"], ascending=[True, False])
    if t.empty:
        return empty_figure("No topic has papers under these filters.", plain=plain)
    names = [topic_name(k, lab) for k, lab in zip(t["topic"], t["label"], strict=True)]
    bar = {
        "type": "bar",
        "orientation": "h",
        "x": t["n_papers"].tolist(),
        "y": names,
        "marker": {"color": [topic_color(k) for k in t["topic"]],
                   # default "replace" mode: "overlay" with per-bar colours makes
                   # plotly.js warn "Invalid color specifier" for every bar
                   "pattern": {"shape": [topic_hatch(k) for k in t["topic"]], "size": 6,
                               "solidity": 0.45}},
        "text": [_pct(s) for s in t["share"]],
        "textposition": "outside",
        "cliponaxis": False,
        "customdata": [fragment(topic=int(k)) for k in t["topic"]],
        "hovertext": [
            f"<b>{topic_name(k, lab, 60)}</b><br>{shorten(terms.replace(';', ','), 80)}"
            for k, lab, terms in zip(t["topic"], t["label"], t["top_terms"], strict=True)
        ],
        "hovertemplate": "%{hovertext}<br>%{x:,} papers (%{text})<extra></extra>",
    }
    return _figure(
        [bar],
        {
            "height": _height(len(t)),
            "margin": {"l": 8, "r": 48, "t": 8, "b": 8},
            "xaxis": {"title": {"text": "papers"}, "rangemode": "tozero"},
            "yaxis": {"type": "category", "tickfont": {"size": 11}},
            "bargap": 0.25,
        }, plain=plain)


def topic_map_figure(points: pd.DataFrame, extent: tuple | None = None, *,
                     plain: bool = False) -> go.Figure | dict:
    """The 2-D topic map: one dot per paper at (map_x, map_y), coloured by topic.

    ``points`` has the papers columns ``map_x, map_y, topic, topic_label, title``; hovering
    shows the title and topic, a click filters by the dot's topic.  One trace per topic,
    so the legend lists topics; the topic's fragment is the trace's ``meta`` (not repeated
    per dot, to keep the payload small).  ``extent`` ((x0, x1), (y0, y1)), the whole
    corpus's, keeps every paper in the same place whatever the filters.
    """
    if points.empty:
        return empty_figure("No papers to place on the map.", plain=plain)
    topic = points["topic"].to_numpy()
    xs = points["map_x"].to_numpy(dtype=float).round(3)
    ys = points["map_y"].to_numpy(dtype=float).round(3)
    titles = np.array([shorten(t, MAP_TITLE_CHARS) for t in points["title"]], dtype=object)
    labels = points["topic_label"].to_numpy()
    order = np.argsort(topic, kind="stable")  # numpy, not groupby: 40 groups cost 10 ms
    keys, starts = np.unique(topic[order], return_index=True)
    data = []
    for k, part in zip(keys, np.split(order, starts[1:]), strict=True):
        name = topic_name(k, labels[part[0]], 30)
        data.append(
            {
                "type": "scatter",
                "mode": "markers",
                "name": name,
                "legendgroup": name,
                "meta": fragment(topic=int(k)),
                "x": xs[part].tolist(),
                "y": ys[part].tolist(),
                "text": titles[part].tolist(),
                "marker": {"color": topic_color(k), "size": 6, "opacity": 0.8,
                           "symbol": topic_symbol(k)},
                "hoverlabel": {"namelength": -1},
                "hovertemplate": "<b>%{text}</b><br>" + name + "<extra></extra>",
            }
        )
    return _figure(
        data,
        {
            "height": 420,
            "showlegend": False,  # the topic bars beside it are the colour key
            "xaxis": {"visible": False, **({"range": list(extent[0])} if extent else {})},
            "yaxis": {"visible": False, "scaleanchor": "x",
                      **({"range": list(extent[1])} if extent else {})},
            "dragmode": "pan",
        }, plain=plain)


def topic_trends_figure(trends: pd.DataFrame, *, plain: bool = False) -> go.Figure | dict:
    """Each topic's share of each year's papers (``tables.topic_trends_table``), stacked.

    With a single topic the share is 100% every year, so the papers per year are drawn
    instead.  A click on an area or a legend entry filters by that topic.
    """
    if not trends.empty:
        trends = trends[trends.groupby("topic")["n_papers"].transform("sum") > 0]
    if trends.empty or trends["year"].nunique() < 2:
        return empty_figure("Trends need papers from at least two years.", plain=plain)
    single = trends["topic"].nunique() == 1
    value = "n_papers" if single else "share"
    topic_codes, topic_ids = pd.factorize(trends["topic"], sort=True)
    year_codes, year_values = pd.factorize(trends["year"], sort=True)
    values = np.zeros((len(topic_ids), len(year_values)))
    np.add.at(values, (topic_codes, year_codes), trends[value].to_numpy(dtype=float))
    values *= 1 if single else 100
    labels = dict(zip(trends["topic"], trends["topic_label"], strict=True))
    years = [int(y) for y in year_values]
    data = []
    for k, y in zip(topic_ids, values, strict=True):
        name = topic_name(k, labels[k], 30)
        data.append(
            {
                "type": "scatter",
                "mode": "lines",
                "stackgroup": None if single else "share",
                "name": name,
                "meta": fragment(topic=int(k)),
                "x": years,
                "y": y.round(1).tolist(),
                "line": {"color": topic_color(k), "width": 1 if not single else 2},
                "fillcolor": topic_color(k),
                **({"fillpattern": {"shape": topic_hatch(k), "fillmode": "overlay",
                                    "fgcolor": "#ffffff", "size": 6}}
                   if topic_hatch(k) and not single else {}),
                "hovertemplate": (
                    f"<b>{name}</b><br>%{{x}}: %{{y:,}} papers<extra></extra>"
                    if single
                    else f"<b>{name}</b><br>%{{x}}: %{{y:.1f}}% of the year's papers"
                    "<extra></extra>"
                ),
            }
        )
    return _figure(
        data,
        {
            "height": 380,
            "showlegend": True,
            "legend": {"font": {"size": 10}, "traceorder": "normal"},
            "hovermode": "closest",
            "xaxis": {"title": {"text": "year"}, "dtick": _year_tick(years)},
            "yaxis": (
                {"title": {"text": "papers"}, "rangemode": "tozero"}
                if single
                else {"title": {"text": "% of the year's papers"}, "range": [0, 100]}
            ),
        }, plain=plain)


def _year_tick(years: Sequence[int]) -> int:
    span = int(max(years)) - int(min(years)) if len(years) else 0
    return 1 if span <= 12 else 2 if span <= 24 else 5


# --------------------------------------------------------------------------- keywords


def keywords_figure(keywords: pd.DataFrame, top: int = 20, *,
                    plain: bool = False) -> go.Figure | dict:
    """The ``top`` most frequent keywords and phrases (``tables.keywords_table``).

    Bar length: papers using the term; label: share of the papers shown.  A click searches
    for the term.
    """
    k = keywords.head(top)
    k = k[k["n_papers"] > 0].iloc[::-1]
    if k.empty:
        return empty_figure("No keywords in these papers.", plain=plain)
    bar = {
        "type": "bar",
        "orientation": "h",
        "x": k["n_papers"].tolist(),
        "y": k["term"].tolist(),
        "marker": {"color": KEYWORD_COLOR},
        "text": [_pct(s) for s in k["share"]],
        "textposition": "outside",
        "cliponaxis": False,
        "customdata": [fragment(q=keyword_query(t)) for t in k["term"]],
        "hovertemplate": "<b>%{y}</b><br>%{x:,} papers (%{text})<extra></extra>",
    }
    return _figure(
        [bar],
        {
            "height": _height(len(k), per_row=20),
            "margin": {"l": 8, "r": 48, "t": 8, "b": 8},
            "xaxis": {"title": {"text": "papers"}, "rangemode": "tozero"},
            "yaxis": {"type": "category", "tickfont": {"size": 11}},
            "bargap": 0.25,
        }, plain=plain)


def keyword_trend_figure(trends: pd.DataFrame, *, plain: bool = False) -> go.Figure | dict:
    """Share of each year's papers using each term (``tables.keyword_trends_table``)."""
    if trends.empty or trends["year"].nunique() < 2:
        return empty_figure("Trends need papers from at least two years.", plain=plain)
    years = sorted(trends["year"].unique())
    data = []
    for i, (term, grp) in enumerate(trends.groupby("term", sort=False)):
        g = grp.set_index("year").reindex(years)
        frag = fragment(q=keyword_query(term))
        data.append(
            {
                "type": "scatter",
                "mode": "lines+markers",
                "name": term,
                "meta": frag,
                "x": [int(v) for v in years],
                "y": (g["share"].fillna(0) * 100).round(2).tolist(),
                "customdata": [[frag, int(n)] for n in g["n_papers"].fillna(0)],
                "line": {"color": TOPIC_PALETTE[i % len(TOPIC_PALETTE)], "width": 2},
                "marker": {"size": 5},
                "hovertemplate": "<b>%{fullData.name}</b><br>%{x}: %{y:.1f}% of the year's "
                "papers (%{customdata[1]:,})<extra></extra>",
            }
        )
    return _figure(
        data,
        {
            "height": 320,
            "showlegend": True,
            "legend": {"orientation": "h", "y": -0.2},
            "xaxis": {"title": {"text": "year"}, "dtick": _year_tick(years)},
            "yaxis": {"title": {"text": "% of the year's papers"}, "rangemode": "tozero"},
        }, plain=plain)


def rising_falling_figure(table: pd.DataFrame, top: int = 12, *,
                          plain: bool = False) -> go.Figure | dict:
    """Keywords that rose or fell most between two periods (``tables.rising_falling_table``).

    Bar length: the z-score of the log-odds ratio with an informative Dirichlet prior
    (Monroe, Colaresi & Quinn 2008); positive = more frequent in the later period.  A click
    searches for the term.
    """
    t = table[table["kind"] == "keyword"] if "kind" in table else table
    if t.empty:
        return empty_figure("No keyword changed share between the periods.", plain=plain)
    rising = t[t["z"] > 0].nlargest(top, "z")
    falling = t[t["z"] < 0].nsmallest(top, "z")
    t = pd.concat([falling.iloc[::-1], rising.iloc[::-1]])
    if t.empty:
        return empty_figure("No keyword changed share between the periods.", plain=plain)
    a, b = str(t["group_a"].iloc[0]), str(t["group_b"].iloc[0])
    bar = {
        "type": "bar",
        "orientation": "h",
        "x": t["z"].round(2).tolist(),
        "y": t["term"].tolist(),
        "marker": {"color": [RISING_COLOR if z > 0 else FALLING_COLOR for z in t["z"]]},
        "customdata": [
            [fragment(q=keyword_query(term)), _pct(sa), _pct(sb)]
            for term, sa, sb in zip(t["term"], t["share_a"], t["share_b"], strict=True)
        ],
        "hovertemplate": "<b>%{y}</b><br>" + a + ": %{customdata[1]} of papers<br>" + b
        + ": %{customdata[2]} of papers<br>z = %{x}<extra></extra>",
    }
    return _figure(
        [bar],
        {
            "height": _height(len(t), per_row=20),
            "xaxis": {
                "title": {"text": f"← falling   ·   z-score, {a} → {b}   ·   rising →"},
                "zeroline": True,
            },
            "yaxis": {"type": "category", "tickfont": {"size": 11}},
            "bargap": 0.25,
        }, plain=plain)


# --------------------------------------------------------------------------- paper types


def _type_counts(row: pd.Series) -> list[int]:
    return [int(row.get(t, 0) or 0) for t in PAPER_TYPES]


def paper_types_overall_figure(paper_types: pd.DataFrame, *,
                               plain: bool = False) -> go.Figure | dict:
    """Theory only against empirical + both (the headline split), with the three-way split
    inside: the second bar stacks empirical only and theory + empirical; unclear beside.

    Reads the ``all`` row of ``tables.paper_types_table``; a click on a segment filters by
    that paper type.
    """
    allrow = paper_types[paper_types["topic"].astype(str) == "all"]
    if allrow.empty or int(allrow["total"].iloc[0]) == 0:
        return empty_figure("No papers under these filters.", plain=plain)
    row = allrow.iloc[0]
    counts = dict(zip(PAPER_TYPES, _type_counts(row), strict=True))
    total = max(1, int(row["total"]))
    columns = {"theory": OVERALL_THEORY, "empirical": OVERALL_EMPIRICAL,
               "both": OVERALL_EMPIRICAL, "unclear": TYPE_LABELS["unclear"]}
    bars = [{
        "type": "bar",
        "name": TYPE_LABELS[t],
        "x": [columns[t]],
        "y": [counts[t]],
        "marker": {"color": TYPE_COLORS[t]},
        # the stacked segments name themselves; column totals are annotations
        "text": [f"{counts[t]:,} {TYPE_LABELS[t].lower()}" if t in ("empirical", "both")
                 else ""],
        "textposition": "inside" if t in ("empirical", "both") else "none",
        "insidetextanchor": "middle",
        "customdata": [fragment(type=t)],
        "hovertemplate": (f"<b>{TYPE_LABELS[t]}</b><br>%{{y:,}} papers "
                          f"({100 * counts[t] / total:.0f}% of all)<extra></extra>"),
    } for t in PAPER_TYPES]
    share = float(row["theory_only_share"])
    heads = [(OVERALL_THEORY, counts["theory"], share),
             (OVERALL_EMPIRICAL, counts["empirical"] + counts["both"], 1.0 - share)]
    notes = [{"x": x, "y": n, "text": f"<b>{n:,}</b> ({100 * p:.0f}%)", "showarrow": False,
              "yanchor": "bottom", "yshift": 2} for x, n, p in heads]
    notes.append({"x": TYPE_LABELS["unclear"], "y": counts["unclear"], "showarrow": False,
                  "text": f"{counts['unclear']:,}", "yanchor": "bottom", "yshift": 2})
    return _figure(
        bars,
        {
            "height": 280,
            "barmode": "stack",
            "annotations": notes,
            "yaxis": {"title": {"text": "papers"}, "rangemode": "tozero"},
            "xaxis": {"type": "category",
                      "categoryarray": [OVERALL_THEORY, OVERALL_EMPIRICAL,
                                        TYPE_LABELS["unclear"]],
                      "categoryorder": "array"},
            "margin": {"l": 8, "r": 8, "t": 24, "b": 8},
        }, plain=plain)


def _stacked_types(
    categories: list[str],
    rows: pd.DataFrame,
    fragments: Iterable[dict],
    orientation: str,
) -> list[dict]:
    fragments = list(fragments)
    data = []
    for t in PAPER_TYPES:
        counts = rows[t].fillna(0).astype(int).tolist() if t in rows else [0] * len(categories)
        values = {"x": counts, "y": categories} if orientation == "h" else {
            "x": categories, "y": counts}
        data.append(
            {
                "type": "bar",
                "orientation": orientation,
                "name": TYPE_LABELS[t],
                "meta": fragment(type=t),
                **values,
                "marker": {"color": TYPE_COLORS[t]},
                "customdata": [fragment(**f, type=t) for f in fragments],
                "hovertemplate": f"<b>%{{{'y' if orientation == 'h' else 'x'}}}</b><br>"
                f"{TYPE_LABELS[t]}: %{{{'x' if orientation == 'h' else 'y'}:,}}<extra></extra>",
            }
        )
    return data


_TYPE_LEGEND = {"orientation": "h", "x": 0, "y": 1.02, "yanchor": "bottom",
                "font": {"size": 11}, "traceorder": "normal"}


def paper_types_by_topic_figure(paper_types: pd.DataFrame, *,
                                plain: bool = False) -> go.Figure | dict:
    """Paper types per topic, stacked (``tables.paper_types_table``, rows other than ``all``).

    A click filters by the topic and the type of the segment; a legend click by the type.
    """
    t = paper_types[paper_types["topic"].astype(str) != "all"]
    t = t[t["total"] > 0].copy()
    if t.empty:
        return empty_figure("No papers under these filters.", plain=plain)
    t["topic"] = t["topic"].astype(int)
    t = t.sort_values(["total", "topic"], ascending=[True, False])
    names = [topic_name(k, lab) for k, lab in zip(t["topic"], t["topic_label"], strict=True)]
    data = _stacked_types(names, t, ({"topic": int(k)} for k in t["topic"]), "h")
    return _figure(
        data,
        {
            "height": _height(len(t)) + 30,
            "barmode": "stack",
            "showlegend": True,
            "legend": _TYPE_LEGEND,
            "xaxis": {"title": {"text": "papers"}},
            "yaxis": {"type": "category", "tickfont": {"size": 11}},
            "bargap": 0.25,
        }, plain=plain)


def paper_types_by_figure(table: pd.DataFrame, by: str, *,
                          plain: bool = False) -> go.Figure | dict:
    """Paper types per year or per venue, stacked (``tables.paper_types_by(…, by=by)``).

    Years run left to right; venues are horizontal bars, largest at the top.  A click
    filters by the year (or venue) and the type of the segment.
    """
    t = table[table["total"] > 0] if not table.empty else table
    if t.empty:
        return empty_figure("No papers under these filters.", plain=plain)
    if by == "year":
        t = t.sort_values("year")
        years = [int(y) for y in t["year"]]
        data = _stacked_types(years, t, ({"years": f"{y}-{y}"} for y in years), "v")
        layout = {
            "height": 320,
            "xaxis": {"title": {"text": "year"}, "dtick": _year_tick(years)},
            "yaxis": {"title": {"text": "papers"}},
        }
    elif by == "venue":
        t = t.sort_values(["total", "venue"], ascending=[True, False])
        venues = [v if v else "(unknown)" for v in t["venue"]]
        data = _stacked_types(
            [shorten(v) for v in venues], t, ({"venue": v} for v in t["venue"]), "h")
        layout = {
            "height": _height(len(t)) + 30,
            "xaxis": {"title": {"text": "papers"}},
            "yaxis": {"type": "category"},
        }
    else:
        raise ValueError(f"by must be 'year' or 'venue', not {by!r}")
    layout.update({"barmode": "stack", "showlegend": True, "legend": _TYPE_LEGEND,
                   "bargap": 0.2})
    return _figure(data, layout, plain=plain)


# --------------------------------------------------------------------------- helpers


def trace_fragments(fig: go.Figure | dict) -> list[str | None]:
    """The filter fragment of each trace (its ``meta``; None: the trace does not filter)."""
    traces = fig["data"] if isinstance(fig, dict) else [t.to_plotly_json() for t in fig.data]
    return [t.get("meta") if isinstance(t.get("meta"), str) else None for t in traces]

"""Topic charts: papers per topic, the topic map, topics over the years."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd
import plotly.graph_objects as go

from dashboard.figures import one_year
from dashboard.figures.base import (
    MAP_TITLE_CHARS,
    Figure,
    bar_height,
    empty_figure,
    fragment,
    lines_with_papers,
    make_figure,
    percent,
    shorten,
    topic_color,
    topic_hatch,
    topic_name,
    topic_names,
    topic_symbol,
    year_axis,
)
from dashboard.figures.gaps import split_areas
from dashboard.figures.labels import legend_topic_name
from dashboard.figures.legend_names import with_whole_names
from dashboard.figures.margins import wrapped
from dashboard.figures.one_year import one_year_words
from dashboard.figures.venue_mix import mix_line, year_marks

TREND_LEGEND = 10  # legend entries of the topic trends: the largest topics
#: characters of a topic's name in that legend (:func:`~dashboard.figures.labels.
#: legend_topic_name`) on a chart under :func:`~dashboard.figures.legend_names.whole_below`
#: (whole names on a wider one): it sits beside the plot from a ~470-px chart up
TREND_NAME_CHARS = 30
OTHER_COLOR = "#d5dbe1"  # the band of the other topics: grey, no topic's colour
#: The topic map's height (px): the 420 it always had, and at most 600, as the bars of
#: that many topics beside it (:func:`map_height`), and 420 on a chart narrower than
#: :data:`MAP_WIDE` (one card a row; a phone), where the square map would float in blank.
MAP_HEIGHT, MAP_TALLEST, MAP_WIDE = 420, 600, 560
#: px of a hover's topic name on a line (Plotly's 13-px hover font): a whole label, as the
#: term list under it spells it, broken into lines a 390-pixel phone window holds
HOVER_WIDTH, HOVER_FONT = 320, 13
NUMBER_HALO = ", ".join(f"{x}px {y}px 1px #fff" for x in (-1, 1) for y in (-1, 1))


def topics_by_size(topics: pd.DataFrame, largest_first: bool = True) -> np.ndarray:
    """Row positions of the topics with papers (``n_papers`` > 0), largest first (smallest
    first with ``largest_first`` False), ties by topic number: what a boolean filter and a
    ``sort_values`` of two columns give, at a tenth of their cost (~1 ms a filter change,
    twice: the chart and its summary)."""
    n, k = topics["n_papers"].to_numpy(), topics["topic"].to_numpy()
    keep = np.flatnonzero(n > 0)
    keys = (k[keep], -n[keep]) if largest_first else (-k[keep], n[keep])
    return keep[np.lexsort(keys)]


def topic_sizes_figure(topics: pd.DataFrame, *, plain: bool = False) -> Figure:
    """Papers per topic (``tables.topics_table``), largest at the top; a click filters by topic.

    Topics with no paper among the rows shown are left out.
    """
    t = topics.reset_index(drop=True)
    t = t.iloc[topics_by_size(t, largest_first=False)]
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
        "text": [percent(s) for s in t["share"]],
        "textposition": "outside",
        "cliponaxis": False,
        "customdata": [fragment(topic=int(k)) for k in t["topic"]],
        "hovertext": [
            f"<b>{hover_name(k, lab)}</b><br>{shorten(terms.replace(';', ','), 80)}"
            for k, lab, terms in zip(t["topic"], t["label"], _shown_terms(t), strict=True)
        ],
        "hovertemplate": "%{hovertext}<br>%{x:,} papers (%{text})<extra></extra>",
    }
    return make_figure(
        [bar],
        {
            "height": bar_height(len(t)),
            "margin": {"l": 8, "r": 48, "t": 8, "b": 8},
            "xaxis": {"title": {"text": "papers"}, "rangemode": "tozero"},
            "yaxis": {"type": "category", "tickfont": {"size": 11}},
            "bargap": 0.25,
        }, plain=plain, narrow=True, names=topic_names(names, t["topic"], t["label"]))


def hover_name(topic: int, label: str) -> str:
    """A topic's name in a hover: whole (:func:`topic_name` without a limit), in lines of
    :data:`HOVER_WIDTH`.  Cut to an axis's length it shed its acronyms ("reinforcement
    learning · Markov decision process · game" over "reinforcement learning (RL), ...",
    24k topic #1): one spelling wherever a reader looks (issue 10)."""
    return wrapped(topic_name(topic, label, None), HOVER_WIDTH, HOVER_FONT)


def _shown_terms(topics: pd.DataFrame) -> pd.Series:
    """Each topic's listed terms as readers see them: ``top_terms_shown`` (a keyword
    spelled as its label spells it, :func:`analysis.tables.topics.topics_table`), else
    ``top_terms`` (a table made without it)."""
    return topics.get("top_terms_shown", topics["top_terms"])


def topic_map_figure(points: pd.DataFrame, extent: tuple | None = None, *,
                     plain: bool = False) -> Figure:
    """The 2-D topic map: one dot per paper at (map_x, map_y), coloured by topic.

    ``points`` has the papers columns ``map_x, map_y, topic, topic_label, title``; hovering
    shows the title and topic, a click filters by the dot's topic (each dot's
    ``customdata``: its topic's fragment and name).  One trace for every dot, in topic
    order (the later topics drawn on top, as before): one trace per topic drew 10-30 ms
    slower at 24,000 papers (42 traces' set-up), for 60 kB less on a filter change
    (``bench/FIGURE_DRAW.md``).  Each topic's number sits at the median of its dots
    (:func:`_topic_numbers`), so neighbouring topics can be told apart without hovering.
    ``extent``
    ((x0, x1), (y0, y1)), the whole corpus's, keeps every paper in the same place
    whatever the filters.
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
    codes = np.repeat(np.arange(len(keys)), np.diff([*starts, len(order)])).tolist()
    names = [hover_name(k, labels[order[s]]) for k, s in zip(keys, starts, strict=True)]
    custom = [[fragment(topic=int(k)), name] for k, name in zip(keys, names, strict=True)]
    colors, symbols = [topic_color(k) for k in keys], [topic_symbol(k) for k in keys]
    data = [{
        "type": "scatter", "mode": "markers",
        "x": xs[order].tolist(), "y": ys[order].tolist(), "text": titles[order].tolist(),
        "customdata": [custom[c] for c in codes],  # a topic's list shared by its dots
        "marker": {"color": [colors[c] for c in codes], "size": 6, "opacity": 0.8,
                   "symbol": [symbols[c] for c in codes]},
        "hovertemplate": "<b>%{text}</b><br>%{customdata[1]}<extra></extra>",
    }]
    data.append(_topic_numbers(keys, names, xs, ys, order, starts))
    height = map_height(len(keys))
    return make_figure(
        data,
        {
            "height": height,
            **({"meta": {"narrow": [{"below": MAP_WIDE, "layout": {"height": MAP_HEIGHT}}]}}
               if height > MAP_HEIGHT else {}),
            "showlegend": False,  # the topic bars beside it are the colour key
            "xaxis": {"visible": False, **({"range": list(extent[0])} if extent else {})},
            "yaxis": {"visible": False, "scaleanchor": "x",
                      **({"range": list(extent[1])} if extent else {})},
            "dragmode": "pan",
        }, plain=plain)


def map_height(n_topics: int) -> int:
    """The map's height beside the bars of ``n_topics`` topics (:func:`topic_sizes_figure`,
    :func:`bar_height`): 39 robotics topics drew 900 px of bars beside a 420-px map, ~400
    px of its card blank (walk64).  A map as tall as its ~600-px-wide card at 1,400 px
    fills it (both axes one scale: taller, it would gain blank above and below)."""
    return max(MAP_HEIGHT, min(MAP_TALLEST, bar_height(n_topics)))


def _topic_numbers(keys: np.ndarray, names: list[str], xs: np.ndarray, ys: np.ndarray,
                   order: np.ndarray, starts: np.ndarray) -> dict[str, Any]:
    """Each topic's number just above the median of its dots (on it, a topic of one paper
    had its one dot under the number: walk63), as one text trace: 40 annotations
    took 25-30 ms of the map's drawing at 24,000 papers (``bench/FIGURE_DRAW.md``), the
    trace none to speak of.  A white halo (``textfont.shadow``) keeps the numbers legible
    over the dots, as the annotations' box did; hovering names the topic, a click on the
    number filters by it, as a click on its dots does."""
    parts = np.split(order, starts[1:])
    return {
        "type": "scatter", "mode": "text", "showlegend": False,
        "x": [float(np.median(xs[p])) for p in parts],
        "y": [float(np.median(ys[p])) for p in parts],
        "text": [f"#{k}" for k in keys],
        "textfont": {"size": 11, "color": "#1f2933", "shadow": NUMBER_HALO},
        "textposition": "top center",  # above the median: over it, a lone dot was hidden
        "customdata": [fragment(topic=int(k)) for k in keys],
        "hovertext": names,
        "hovertemplate": "%{hovertext}<extra></extra>",
    }


#: Decimals of a topic's area (in % of the year's papers), as the trend lines and their
#: dotted companions (figures.base.mix_line): at one decimal a search's or one paper's
#: share of a year of 2,794 papers (0.036%) was drawn as 0, under its visible dotted line
#: (review53, 61k corpora).
SHARE_DIGITS = 3


def _other_band(shares: np.ndarray, counts: np.ndarray, sizes: np.ndarray, years: list[int],
                n: int) -> dict[str, Any]:
    """The smaller topics' papers as one grey band (no filter: a click on it is no topic)."""
    return {
        "type": "scatter", "mode": "lines", "stackgroup": "share", "name": f"{n} other topics",
        "showlegend": True, "legendrank": TREND_LEGEND + 1, "x": years,
        "y": shares.round(SHARE_DIGITS).tolist(),
        "customdata": np.stack([counts, sizes], axis=1).astype(np.int64).tolist(),
        "line": {"color": OTHER_COLOR, "width": 1}, "fillcolor": OTHER_COLOR,
        "hovertemplate": f"<b>{n} other topics</b><br>%{{x}}: %{{y:.2f}}% of all papers "
        "(%{customdata[0]:,} of %{customdata[1]:,}); the topics chart lists each"
        "<extra></extra>",
    }


def topic_trends_figure(trends: pd.DataFrame, mix_runs: pd.DataFrame | None = None, *,
                        plain: bool = False) -> Figure:
    """Each topic's papers as a share of all papers of each year
    (``tables.topic_trends_table``), stacked: to 100% when every paper is shown, to the
    selection's share when a search or topic selects some.  The tooltip gives the count and
    the year's papers; a click on an area or a legend entry filters by that topic.

    The legend lists the :data:`TREND_LEGEND` topics with the most papers, largest first:
    its 40 entries at 24,000 papers took half of the chart's drawing (77 ms, against 36 ms
    without a legend and 40 ms with 10 entries; ``bench/FIGURE_DRAW.md``) and, taller
    than the chart, had to be scrolled.  The other topics are one grey band on top (39
    areas in 10 colours and their hatchings could not be told apart); the topics bar chart
    and the table keep every topic.  A click on a topic's area filters by its topic.

    ``mix_runs`` (``analysis.trends.venue_mix.distinct_mix_years`` of the same papers'
    ``tables.venue_years_table``): the years of other venues than the rest's, paled and
    labelled ("only RSS": the 61k ICRA + IROS + RSS's 2024-2025, where every share jumped).
    """
    trends = lines_with_papers(trends, "topic")
    if trends.empty or trends["year"].nunique() < 2:
        return empty_figure(one_year_words(trends, one_year.TOPIC_TRENDS), plain=plain)
    topic_codes, topic_ids = pd.factorize(trends["topic"], sort=True)
    year_codes, year_values = pd.factorize(trends["year"], sort=True)
    grid = (len(topic_ids), len(year_values))
    shares, counts, sizes = np.zeros(grid), np.zeros(grid), np.zeros(grid)
    np.add.at(shares, (topic_codes, year_codes), trends["share"].to_numpy(dtype=float) * 100)
    np.add.at(counts, (topic_codes, year_codes), trends["n_papers"].to_numpy(dtype=float))
    year_papers = trends.get("year_papers", trends["n_papers"]).to_numpy(dtype=float)
    sizes[topic_codes, year_codes] = year_papers
    labels = dict(zip(trends["topic"].tolist(), trends["topic_label"].tolist(), strict=True))
    years = [int(y) for y in year_values]
    full = bool(np.allclose(shares.sum(axis=0), 100, atol=0.5))
    rank = np.empty(len(topic_ids), dtype=int)  # 0: the topic with the most papers
    rank[np.argsort(-counts.sum(axis=1), kind="stable")] = np.arange(len(topic_ids))
    # each point's (count, the year's papers), as int() of each would give them: made per
    # point in Python, they took ~7 ms of every filter change at 24,000 papers
    custom = np.stack([counts, sizes], axis=2).astype(np.int64).tolist()
    # past TREND_LEGEND + 1 topics, the smaller ones are one grey band on top: 39 bands in
    # 10 colours and their hatchings could not be told apart (a reviewer, wave 35, on the
    # 61k corpora); the topics bar chart and the table beside it keep every topic
    rest = rank >= TREND_LEGEND if len(topic_ids) > TREND_LEGEND + 1 else rank < 0
    areas = [(int(k), y.round(SHARE_DIGITS).tolist(), c, int(r)) for k, y, c, r in zip(
        topic_ids[~rest], shares[~rest], np.asarray(custom)[~rest].tolist(), rank[~rest],
        strict=True)]

    def traces(limit: int | None) -> list[dict[str, Any]]:  # the legend's names at ``limit``
        data = [_topic_area(k, labels[k], years, y, c, r, limit) for k, y, c, r in areas]
        if rest.any():
            data.append(_other_band(shares[rest].sum(axis=0), counts[rest].sum(axis=0),
                                    sizes.max(axis=0), years, int(rest.sum())))
        data = split_areas(data, years)  # a stack per run of years (figures.gaps)
        if len(topic_ids) == 1 and "share_expected" in trends:  # one topic explored: its line
            one = trends.set_index("year")["share_expected"].reindex(year_values)
            mix = mix_line(data[0]["name"], years, one, "#1f2933")
            data.extend([mix] if mix else [])
        return data

    layout = {
        "height": 380, "showlegend": True, "hovermode": "closest",
        "legend": {"font": {"size": 10}, "traceorder": "normal",
                   **({"title": {"text": f"{TREND_LEGEND} largest of {len(topic_ids)}"}}
                      if rest.any() else {})},
        "xaxis": year_axis(years, title={"text": "year"}),
        **year_marks(years, mix_runs),
        "yaxis": {"title": {"text": "% of all papers of the year"},
                  **({"range": [0, 100]} if full else {"rangemode": "tozero"})},
    }
    spec = with_whole_names(*(make_figure(traces(limit), layout, plain=True, narrow=True)
                              for limit in (None, TREND_NAME_CHARS)))
    return spec if plain else go.Figure(spec, _validate=False)


def _topic_area(k: int, label: str, years: list[int], y: list[float], custom: list[Any],
                rank: int, limit: int | None) -> dict[str, Any]:
    """A topic's area over the years, named in the legend at ``limit`` characters
    (:func:`~dashboard.figures.labels.legend_topic_name`; None: whole) and whole in its
    hover; a click on it filters by the topic (its ``meta``)."""
    name = topic_name(k, label, None) if limit is None else legend_topic_name(k, label, limit)
    return {
        "type": "scatter", "mode": "lines", "stackgroup": "share", "name": name,
        "showlegend": True, "legendrank": rank,
        "meta": fragment(topic=k), "x": years, "y": y, "customdata": custom,
        "line": {"color": topic_color(k), "width": 1}, "fillcolor": topic_color(k),
        **({"fillpattern": {"shape": topic_hatch(k), "fillmode": "overlay",
                            "fgcolor": "#ffffff", "size": 6}} if topic_hatch(k) else {}),
        "hovertemplate": f"<b>{hover_name(k, label)}</b><br>%{{x}}: %{{y:.2f}}% of "
        "all papers (%{customdata[0]:,} of %{customdata[1]:,})<extra></extra>",
    }

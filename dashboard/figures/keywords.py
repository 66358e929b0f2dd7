"""Keyword charts: the top keywords, a keyword's share over the years, rising and falling
keywords."""

from __future__ import annotations

import pandas as pd

from dashboard.figures.base import (
    KEYWORD_COLOR,
    TOPIC_PALETTE,
    Figure,
    bar_height,
    empty_figure,
    fragment,
    keyword_query,
    line_symbol,
    make_figure,
    percent,
    year_tick,
)
from dashboard.figures.trends import ranked_changes_figure


def keywords_figure(keywords: pd.DataFrame, top: int = 20, *,
                    plain: bool = False) -> Figure:
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
        "text": [percent(s) for s in k["share"]],
        "textposition": "outside",
        "cliponaxis": False,
        "customdata": [fragment(q=keyword_query(t)) for t in k["term"]],
        "hovertemplate": "<b>%{y}</b><br>%{x:,} papers (%{text})<extra></extra>",
    }
    return make_figure(
        [bar],
        {
            "height": bar_height(len(k), per_row=20),
            "margin": {"l": 8, "r": 48, "t": 8, "b": 8},
            "xaxis": {"title": {"text": "papers"}, "rangemode": "tozero"},
            "yaxis": {"type": "category", "tickfont": {"size": 11}},
            "bargap": 0.25,
        }, plain=plain)


def keyword_trend_figure(trends: pd.DataFrame, *, plain: bool = False) -> Figure:
    """Share of all papers of each year using each term (``tables.keyword_trends_table``),
    with the count and the year's papers in the tooltip."""
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
                "customdata": [[frag, int(n), int(d)] for n, d in zip(
                    g["n_papers"].fillna(0), g.get("year_papers", g["n_papers"]).fillna(0),
                    strict=True)],
                "line": {"color": TOPIC_PALETTE[i % len(TOPIC_PALETTE)], "width": 2},
                "marker": {"size": 6, "symbol": line_symbol(i)},
                "hovertemplate": "<b>%{fullData.name}</b><br>%{x}: %{y:.1f}% of all papers "
                "(%{customdata[1]:,} of %{customdata[2]:,})<extra></extra>",
            }
        )
    return make_figure(
        data,
        {
            "height": 320,
            "showlegend": True,
            "legend": {"orientation": "h", "y": -0.2},
            "xaxis": {"title": {"text": "year"}, "dtick": year_tick(years)},
            "yaxis": {"title": {"text": "% of all papers of the year"}, "rangemode": "tozero"},
        }, plain=plain)


def rising_falling_figure(table: pd.DataFrame, top: int = 12, *,
                          plain: bool = False) -> Figure:
    """Keywords that rose or fell most between two periods (``tables.rising_falling_table``):
    :func:`dashboard.figures.trends.ranked_changes_figure` of its keywords."""
    return ranked_changes_figure(table, "keyword", top, plain=plain)

"""Keyword charts: the top keywords, a keyword's share over the years, rising and falling
keywords."""

from __future__ import annotations

import pandas as pd

from dashboard.figures.base import (
    FALLING_COLOR,
    KEYWORD_COLOR,
    RISING_COLOR,
    TOPIC_PALETTE,
    Figure,
    bar_height,
    empty_figure,
    fragment,
    keyword_query,
    make_figure,
    percent,
    year_tick,
)


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
    return make_figure(
        data,
        {
            "height": 320,
            "showlegend": True,
            "legend": {"orientation": "h", "y": -0.2},
            "xaxis": {"title": {"text": "year"}, "dtick": year_tick(years)},
            "yaxis": {"title": {"text": "% of the year's papers"}, "rangemode": "tozero"},
        }, plain=plain)


def rising_falling_figure(table: pd.DataFrame, top: int = 12, *,
                          plain: bool = False) -> Figure:
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
            [fragment(q=keyword_query(term)), percent(sa), percent(sb)]
            for term, sa, sb in zip(t["term"], t["share_a"], t["share_b"], strict=True)
        ],
        "hovertemplate": "<b>%{y}</b><br>" + a + ": %{customdata[1]} of papers<br>" + b
        + ": %{customdata[2]} of papers<br>z = %{x}<extra></extra>",
    }
    return make_figure(
        [bar],
        {
            "height": bar_height(len(t), per_row=20),
            "xaxis": {
                "title": {"text": f"← falling   ·   z-score, {a} → {b}   ·   rising →"},
                "zeroline": True,
            },
            "yaxis": {"type": "category", "tickfont": {"size": 11}},
            "bargap": 0.25,
        }, plain=plain)

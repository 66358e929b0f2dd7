"""Keyword charts: the top keywords, a keyword's share over the years, rising and falling
keywords, and the keywords characteristic of the papers shown.

A keyword with an acronym is labelled "generative adversarial network (GAN)"
(:func:`keyword_labels`); a click searches for the term itself.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from analysis.terms import spelling
from dashboard.figures import one_year
from dashboard.figures.base import (
    KEYWORD_COLOR,
    TOPIC_PALETTE,
    WHOLE_MARKERS,
    Figure,
    bar_height,
    empty_figure,
    fragment,
    keyword_query,
    line_symbol,
    make_figure,
    percent,
    year_axis,
)
from dashboard.figures.gaps import on_grid, year_grid
from dashboard.figures.one_year import one_year_words
from dashboard.figures.ranked import q_words, ranked_changes_figure
from dashboard.figures.venue_mix import mix_line, year_marks


def keyword_labels(table: pd.DataFrame) -> list[str]:
    """The labels of a table's keywords (its ``acronym`` and ``head`` columns if any):
    "generative adversarial network (GAN)", "Kullback-Leibler (KL) divergence", or the
    term alone: the one spelling every display uses (:mod:`analysis.terms.spelling`)."""
    return spelling.labels(table)


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
        "y": keyword_labels(k),
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
        }, plain=plain, narrow=True)


def keyword_trend_figure(trends: pd.DataFrame, mix_runs: pd.DataFrame | None = None, *,
                         plain: bool = False) -> Figure:
    """Share of all papers of each year using each term (``tables.keyword_trends_table``),
    with the count and the year's papers in the tooltip; the years of other venues
    (``mix_runs``: ``analysis.trends.venue_mix.distinct_mix_years``) paled and labelled."""
    if trends.empty or trends["year"].nunique() < 2:
        return empty_figure(one_year_words(trends, one_year.KEYWORD_TRENDS), plain=plain)
    years = sorted(trends["year"].unique())
    data: list[dict[str, Any]] = []
    for i, (term, grp) in enumerate(trends.groupby("term", sort=False)):
        g = grp.set_index("year").reindex(years)
        frag = fragment(q=keyword_query(term))
        name = spelling.label(grp.iloc[0])  # as every display spells it
        data.append(
            {
                "type": "scatter",
                "mode": "lines+markers",
                "name": name,
                "meta": frag,
                # every year, None where none has papers: the line stops there
                # (figures.gaps); a year with papers and none of the term's is a real 0
                "x": year_grid([int(v) for v in years]),
                "y": on_grid(years, (g["share"].fillna(0) * 100).round(2).tolist()),
                "customdata": on_grid(years, [[frag, int(n), int(d)] for n, d in zip(
                    g["n_papers"].fillna(0), g.get("year_papers", g["n_papers"]).fillna(0),
                    strict=True)]),
                "line": {"color": TOPIC_PALETTE[i % len(TOPIC_PALETTE)], "width": 2},
                "marker": {"size": 6, "symbol": line_symbol(i)}, **WHOLE_MARKERS,
                "hovertemplate": "<b>%{fullData.name}</b><br>%{x}: %{y:.1f}% of all papers "
                "(%{customdata[1]:,} of %{customdata[2]:,})<extra></extra>",
            }
        )
        if "share_expected" in g:
            mix = mix_line(name, [int(v) for v in years], g["share_expected"],
                           data[-1]["line"]["color"])
            data.extend([mix] if mix else [])
    return make_figure(
        data,
        {
            "height": 320,
            "showlegend": True,
            # above the plot: under it, anchored by its bottom, it covered "year" (review53)
            "legend": {"orientation": "h", "y": 1.02, "yanchor": "bottom"},
            "xaxis": year_axis([int(y) for y in years], title={"text": "year"}),
            **year_marks([int(y) for y in years], mix_runs),
            "yaxis": {"title": {"text": "% of all papers of the year"}, "rangemode": "tozero"},
        }, plain=plain)


def rising_falling_figure(table: pd.DataFrame, top: int = 12, *,
                          plain: bool = False) -> Figure:
    """Keywords that rose or fell most between two periods (``tables.rising_falling_table``):
    :func:`dashboard.figures.ranked.ranked_changes_figure` of its keywords."""
    return ranked_changes_figure(table, "keyword", top, plain=plain)


#: What sets the papers shown apart, when nothing can: every paper is shown, or no keyword
#: is used clearly more here (said by the empty chart and, for screen readers, its summary)
NOTHING_TO_SET_APART = ("Filter the papers (a topic, a venue, years) to see the keywords "
                        "that set them apart.")
NOTHING_SETS_APART = ("No keyword is used clearly more by these papers than by the others "
                      "(a test that holds, q < 0.05, and 1.25 times as often).")


def nothing_apart(everything: bool) -> str:
    return NOTHING_TO_SET_APART if everything else NOTHING_SETS_APART


#: What the papers shown were compared with, by the table's ``baseline``
#: (:mod:`analysis.trends.matched`)
OTHERS = {"other papers": "the other papers", "other venues": "the other venues' papers",
          "venue-matched": "the other papers of the same venues, at the venue mix shown",
          "year-matched": "the other venues' papers of the same years, at the year mix shown"}


def others_words(table: pd.DataFrame) -> str:
    """What the papers shown were compared with (``tables.characteristic_keywords_table``
    before its ``baseline`` column: the other papers)."""
    baseline = str(table["baseline"].iat[0]) if "baseline" in table and len(table) else ""
    return OTHERS.get(baseline, OTHERS["other papers"])


def _test_words(z_test: float, q: float) -> str:
    """The hover line of the test that listed a keyword (its z, then q's verdict)."""
    if np.isnan(z_test):
        return q_words(q)
    return (f"<br>test (Mantel-Haenszel, or exact): z = {z_test:.2f}"
            + q_words(q).replace("<br>", ", "))


def characteristic_keywords_figure(table: pd.DataFrame, top: int = 15, *,
                                   everything: bool = False, plain: bool = False) -> Figure:
    """The keywords most characteristic of the papers shown against the other papers
    (``tables.characteristic_keywords_table``).

    The table's one account (:mod:`analysis.tables.keywords`): the test lists (q), the
    shrunk score ranks.  Bar length: that score, the z of the log-odds ratio with an
    informative Dirichlet prior (Monroe, Colaresi & Quinn 2008), named on the axis as the
    ranking score it is, not a test; the hover gives both shares (the other papers' as
    compared: :func:`others_words`), the score and the test's own z and q.  A click
    searches for the term.
    """
    t = table.head(top).iloc[::-1]
    if t.empty:
        return empty_figure(nothing_apart(everything), plain=plain)
    others = others_words(t)
    q = t["q"].to_numpy(dtype=float) if "q" in t else np.full(len(t), np.nan)
    tested = t["z_test"].to_numpy(dtype=float) if "z_test" in t else np.full(len(t), np.nan)
    bar = {
        "type": "bar",
        "orientation": "h",
        "x": t["z"].round(2).tolist(),
        "y": keyword_labels(t),
        "marker": {"color": KEYWORD_COLOR},
        "customdata": [[fragment(q=keyword_query(term)), percent(a), percent(b),
                        _test_words(zt, v)]
                       for term, a, b, zt, v in zip(t["term"], t["share"], t["share_rest"],
                                                    tested, q, strict=True)],
        "hovertemplate": "<b>%{y}</b><br>%{customdata[1]} of the papers shown<br>"
        f"%{{customdata[2]}} of {others}<br>ranking score %{{x}} (shrunk log-odds z)"
        "%{customdata[3]}<extra></extra>",
    }
    return make_figure(
        [bar],
        {
            "height": bar_height(len(t), per_row=20),
            "margin": {"l": 8, "r": 24, "t": 8, "b": 8},
            "xaxis": {"title": {"text": "ranking score (shrunk log-odds z): more used here →"},
                      "rangemode": "tozero"},
            "yaxis": {"type": "category", "tickfont": {"size": 11}},
            "bargap": 0.25,
        }, plain=plain, narrow=True)

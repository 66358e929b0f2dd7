"""Summaries of the topic and keyword charts: papers per topic, the topic map, topics over
the years, the top keywords, the keywords that set the papers shown apart, and lines over
the years (followed items, keywords)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pandas as pd

from dashboard.figures.base import fragment, keyword_query, topic_name
from dashboard.figures.keywords import keyword_label
from dashboard.summaries.base import (
    Cell,
    Rows,
    Summary,
    cells,
    listing,
    points_words,
    share_cell,
    share_words,
)

NAME_CHARS = 60  # a topic's label in a sentence or a table (the axis cuts at 38)


def _topic(k: Any, label: Any) -> str:
    return topic_name(int(k), str(label), NAME_CHARS)


def _topic_cell(k: Any, label: Any) -> Cell:
    return Cell(_topic(k, label), fragment(topic=int(k)), "Filter by topic")


def topic_sizes_summary(topics: pd.DataFrame) -> Summary:
    """Papers per topic (``tables.topics_table``): the largest and smallest topics."""
    t = topics[topics["n_papers"] > 0].sort_values(["n_papers", "topic"],
                                                    ascending=[False, True])
    if t.empty:
        return Summary("No topic has papers under these filters.")
    big, small = t.iloc[0], t.iloc[-1]
    text = (f"{len(t)} topics among the papers shown. Largest: {_topic(big['topic'], big['label'])}"
            f", {share_words(big['share'])} of the papers ({int(big['n_papers']):,}).")
    if len(t) > 1:
        text += (f" Smallest: {_topic(small['topic'], small['label'])}, "
                 f"{share_words(small['share'])} ({int(small['n_papers']):,}).")
    rows = tuple(cells(_topic_cell(k, lab), f"{int(n):,}", share_cell(s))
                 for k, lab, n, s in zip(t["topic"], t["label"], t["n_papers"], t["share"],
                                         strict=True))
    return Summary(text, ("Topic", "Papers", "Share of the papers shown"), rows,
                   "Papers per topic, largest first.")


def topic_map_summary(points: pd.DataFrame) -> Summary:
    """The topic map (its drawn papers: ``topic``, ``topic_label``): dots per topic."""
    if points.empty:
        return Summary("No papers to place on the map.")
    counts = points.groupby(["topic", "topic_label"], sort=False).size().reset_index(name="n")
    counts = counts.sort_values(["n", "topic"], ascending=[False, True])
    top = counts.iloc[0]
    text = (f"{len(points):,} papers drawn as dots, coloured by topic ({len(counts)} "
            f"topics); the most dots: "
            f"{_topic(top['topic'], top['topic_label'])} ({int(top['n']):,}).")
    rows = tuple(cells(_topic_cell(k, lab), f"{int(n):,}")
                 for k, lab, n in zip(counts["topic"], counts["topic_label"], counts["n"],
                                      strict=True))
    return Summary(text, ("Topic", "Papers on the map"), rows, "Dots on the map per topic.")


def _by_year(table: pd.DataFrame, key: str) -> tuple[list[int], dict[object, pd.DataFrame]]:
    years = sorted(int(y) for y in table["year"].unique())
    groups = {k: g.set_index("year").reindex(years) for k, g in table.groupby(key, sort=False)}
    return years, groups


def _year_cells(g: pd.DataFrame) -> list[str]:
    denominators = g.get("year_papers", g["n_papers"]).fillna(0)
    return [f"{share_cell(s)} ({int(n):,} of {int(d):,})" for s, n, d in
            zip(g["share"].fillna(0), g["n_papers"].fillna(0), denominators, strict=True)]


def _change(g: pd.DataFrame) -> float:
    s = g["share"].fillna(0).to_numpy(dtype=float)
    return float(s[-1] - s[0])


def topic_trends_summary(trends: pd.DataFrame) -> Summary:
    """Each topic's share of all papers per year (``tables.topic_trends_table``): the topic
    that rose most and the one that fell most between the first and the last year."""
    if not trends.empty:
        trends = trends[trends.groupby("topic")["n_papers"].transform("sum") > 0]
    if trends.empty or trends["year"].nunique() < 2:
        return Summary("Trends need papers from at least two years.")
    # a topic x year grid, as the figure builds it (40 topics, 39 years: no groupby)
    topic_codes, topic_ids = pd.factorize(trends["topic"], sort=True)
    year_codes, year_values = pd.factorize(trends["year"], sort=True)
    grid = {c: np.zeros((len(topic_ids), len(year_values))) for c in
            ("share", "n_papers", "year_papers")}
    for c, values in grid.items():
        values[topic_codes, year_codes] = trends.get(c, trends["n_papers"]).to_numpy(float)
    labels = dict(zip(trends["topic"], trends["topic_label"], strict=False))
    years = [int(y) for y in year_values]
    change = grid["share"][:, -1] - grid["share"][:, 0]
    text = f"Each topic's share of all papers of the year, {years[0]}–{years[-1]}."

    def said(i: int) -> str:
        k, s = topic_ids[i], grid["share"][i]
        return (f"{_topic(k, labels[k])}, {share_words(s[0])} in {years[0]} to "
                f"{share_words(s[-1])} in {years[-1]} ({points_words(change[i])})")

    up, down = int(np.argmax(change)), int(np.argmin(change))
    if change[up] > 0:
        text += f" Rising most: {said(up)}."
    if change[down] < 0:
        text += f" Falling most: {said(down)}."

    def rows() -> Rows:
        return tuple(cells(_topic_cell(k, labels[k]), *[
            f"{share_cell(s)} ({int(n):,} of {int(d):,})" for s, n, d in
            zip(grid["share"][i], grid["n_papers"][i], grid["year_papers"][i], strict=True)])
            for i, k in enumerate(topic_ids))

    return Summary(text, ("Topic", *[str(y) for y in years]), rows,
                   "Share of all papers of each year (papers of the topic of the year's).")


def _keyword_names(table: pd.DataFrame) -> list[str]:
    """The keywords as the chart labels them: "generative adversarial network (GAN)"."""
    acronyms = table["acronym"] if "acronym" in table else [""] * len(table)
    return [keyword_label(str(t), a) for t, a in zip(table["term"], acronyms, strict=True)]


def _search_cell(term: object, name: str) -> Cell:
    return Cell(name, fragment(q=keyword_query(str(term))), "Search for")


def keywords_summary(keywords: pd.DataFrame, top: int = 20) -> Summary:
    """The top keywords (``tables.keywords_table``), as the chart draws them."""
    k = keywords.head(top)
    k = k[k["n_papers"] > 0]
    if k.empty:
        return Summary("No keywords in these papers.")
    names = _keyword_names(k)
    said = [f"{t} ({share_words(s)})" for t, s in zip(names[1:3], k["share"][1:3],
                                                       strict=False)]
    first = k.iloc[0]
    text = (f"Most used: {names[0]}, in {share_words(first['share'])} of the papers "
            f"shown ({int(first['n_papers']):,})" + (f"; then {listing(said)}." if said else "."))
    rows = tuple(cells(_search_cell(t, name), f"{int(n):,}", share_cell(s))
                 for t, name, n, s in zip(k["term"], names, k["n_papers"], k["share"],
                                          strict=True))
    return Summary(text, ("Keyword", "Papers", "Share of the papers shown"), rows,
                   "The most used keywords and phrases.")


def characteristic_keywords_summary(table: pd.DataFrame, top: int = 15) -> Summary:
    """The keywords that set the papers shown apart (``tables.characteristic_keywords_table``,
    most characteristic first), as the chart draws them: each with its share here and in the
    other papers, the numbers a reader compares."""
    t = table.head(top)
    if t.empty:
        return Summary("No keyword sets these papers apart: filter the papers (a topic, a "
                       "venue, years) to see the keywords they use more than the others.")
    names = _keyword_names(t)
    said = [f"{name} ({share_words(a)} of the papers shown, {share_words(b)} of the others)"
            for name, a, b in zip(names[:3], t["share"][:3], t["share_rest"][:3], strict=False)]
    text = f"Used more here than in the other papers: {listing(said)}."
    rows = tuple(cells(_search_cell(term, name),
                       f"{share_cell(a)} ({int(n):,})", f"{share_cell(b)} ({int(m):,})",
                       f"{float(z):.2f}")
                 for term, name, a, n, b, m, z in zip(
                     t["term"], names, t["share"], t["n_papers"], t["share_rest"], t["n_rest"],
                     t["z"], strict=True))
    return Summary(text, ("Keyword", "Papers shown", "Other papers", "z"), rows,
                   "Share of the papers shown and of the other papers (papers), and the "
                   "z-score of the log-odds ratio, most characteristic first.")


def lines_summary(table: pd.DataFrame, key: str, name: Callable[[pd.DataFrame], str],
                  filter_of: Callable[[pd.DataFrame], str | None], what: str = "Item",
                  said_at_most: int = 3) -> Summary:
    """Lines over the years (a row per ``key`` and year: ``share``, ``n_papers``,
    ``year_papers``): each line's share in the first and the last year."""
    if table.empty or table["year"].nunique() < 2:
        return Summary("Nothing followed over the years yet.")
    years, groups = _by_year(table, key)
    y0, y1 = years[0], years[-1]
    said = []
    for g in list(groups.values())[:said_at_most]:
        s = g["share"].fillna(0)
        said.append(f"{name(g)}: {share_words(s.iloc[0])} of all papers in {y0}, "
                    f"{share_words(s.iloc[-1])} in {y1} ({points_words(_change(g))})")
    more = len(groups) - len(said)
    text = "; ".join(said) + (f"; {more} more in the table." if more > 0 else ".")
    rows = []
    for g in groups.values():
        frag = filter_of(g)
        label = Cell(name(g), frag, "Filter by") if frag else Cell(name(g))
        rows.append(cells(label, *_year_cells(g)))
    return Summary(text, (what, *[str(y) for y in years]), tuple(rows),
                   "Share of all papers of each year.")


def first_value(g: pd.DataFrame, column: str) -> str:
    """The first non-missing value of ``column`` in one line's rows."""
    values = g[column].dropna()
    return str(values.iloc[0]) if len(values) else ""

"""Summaries of the compare charts: the terms and topics that set two groups apart
(``tables.comparison_table``)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pandas as pd

from analysis.terms import spelling
from dashboard.figures.base import fragment, keyword_query
from dashboard.figures.compare import (
    NO_KEYWORD,
    TERMS_DRAWN,
    TERMS_LABELLED,
    no_topic_words,
    not_compared,
)
from dashboard.summaries.base import Cell, Rows, Summary, cells, listing, share_cell
from dashboard.summaries.trends import _groups, diverging_summary


def compare_topics_summary(table: pd.DataFrame, empty: str, top: int = 10) -> Summary:
    """The topics characteristic of each of two groups (``tables.comparison_table``)."""
    if table.empty:
        return Summary(empty)
    if (why := not_compared(table)) is not None:  # the chart's words
        return Summary(why)
    t = table[table["kind"] == "topic"] if "kind" in table else table
    labels = _groups(t)
    caveat = str(t["caveat"].iloc[0]) if "caveat" in t else ""
    said = diverging_summary(t[t["direction"] != ""], labels, top,
                             no_topic_words(table),
                             (f"More in {labels[0]}", f"More in {labels[1]}"),
                             only_mixed="are used more by one group", between=" vs ")
    return dataclasses.replace(said, text=f"{said.text} {caveat}") if caveat else said


def compare_terms_summary(table: pd.DataFrame, empty: str) -> Summary:
    """The terms the compare plot names: the most characteristic of each group, among the
    terms the test lists (``direction``), as the plot names only those
    (:func:`~dashboard.figures.compare.compare_terms_figure`): ACL 2022 against COLING
    2022 named five terms "most characteristic of ACL" by their z alone where the test
    held for none of them, under a plot naming only "relation" (walk59b)."""
    if table.empty:
        return Summary(empty)
    if (why := not_compared(table)) is not None:  # the chart's words
        return Summary(why)
    t = table[table["kind"] == "keyword"] if "kind" in table else table
    if t.empty:
        return Summary(NO_KEYWORD)
    a, b = str(t["group_a"].iloc[0]), str(t["group_b"].iloc[0])
    counts = (t["count_a"] + t["count_b"]).to_numpy()
    drawn = t.iloc[np.argsort(-counts, kind="stable")[:TERMS_DRAWN]]
    listed = drawn[drawn["direction"].fillna("").astype(str) != ""]
    order = listed.iloc[np.argsort(listed["z"].to_numpy(dtype=float), kind="stable")]
    of_a = order.head(TERMS_LABELLED)
    of_a = of_a[of_a["z"] < 0]
    of_b = order.tail(TERMS_LABELLED).iloc[::-1]
    of_b = of_b[of_b["z"] > 0]
    text = f"{len(drawn):,} terms placed by their share of each group's papers."
    for group, part in ((a, of_a), (b, of_b)):
        text += (f" Most characteristic of {group}: {listing(spelling.labels(part.head(5)))}."
                 if len(part) else
                 f" No term is characteristic of {group} by the test (none coloured for it).")
    caveat = str(t["caveat"].iloc[0]) if "caveat" in t else ""
    text += f" {caveat}" if caveat else ""

    def rows() -> Rows:  # formatted only when the table is opened
        return tuple(cells(Cell(spelling.label(r), fragment(q=keyword_query(str(r["term"]))),
                                "Search for"),
                           f"{share_cell(r['share_a'])} ({int(r['count_a']):,})",
                           f"{share_cell(r['share_b'])} ({int(r['count_b']):,})",
                           f"{float(r['z']):+.2f}")
                     for _, r in pd.concat([of_a, of_b]).iterrows())

    return Summary(text, ("Term", a, b, "z"), rows,
                   f"The terms named on the plot: share of each group's papers (papers) and "
                   f"z; positive: more in {b}.")

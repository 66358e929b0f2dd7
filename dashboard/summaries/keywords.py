"""Summaries of the keyword charts: the top keywords, and the keywords that set the papers
shown apart (with what they were compared with, the venues left out and the search's own
terms, which are not listed)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from dashboard.figures.base import fragment, keyword_query, records
from dashboard.figures.keywords import (
    NOTHING_SETS_APART,
    OTHERS,
    keyword_labels,
    nothing_apart,
    others_words,
)
from dashboard.summaries.base import (
    Cell,
    Rows,
    Summary,
    cells,
    holds_sentence,
    listing,
    share_cell,
    share_words,
)


def _search_cell(term: object, name: str) -> Cell:
    return Cell(name, fragment(q=keyword_query(str(term))), "Search for")


def keywords_summary(keywords: pd.DataFrame, top: int = 20) -> Summary:
    """The top keywords (``tables.keywords_table``), as the chart draws them."""
    k = keywords.head(top)
    k = k[k["n_papers"] > 0]
    if k.empty:
        return Summary("No keywords in these papers.")
    names = keyword_labels(k)  # as the chart labels them
    said = [f"{t} ({share_words(s)})" for t, s in zip(names[1:3], k["share"][1:3],
                                                       strict=False)]
    first = k.iloc[0]
    text = (f"Most used: {names[0]}, in {share_words(first['share'])} of the papers "
            f"shown ({int(first['n_papers']):,})" + (f"; then {listing(said)}." if said else "."))

    def rows() -> Rows:  # formatted only when the table is opened
        return tuple(cells(_search_cell(t, name), f"{int(n):,}", share_cell(s))
                     for t, name, n, s in zip(k["term"], names, k["n_papers"], k["share"],
                                              strict=True))

    return Summary(text, ("Keyword", "Papers", "Share of the papers shown"), rows,
                   "The most used keywords and phrases.")


def characteristic_keywords_summary(table: pd.DataFrame, top: int = 15, *,
                                    everything: bool = False) -> Summary:
    """The keywords that set the papers shown apart (``tables.characteristic_keywords_table``,
    most characteristic first), as the chart draws them: each with its share here and in the
    other papers, the numbers a reader compares; what the other papers were (the same
    venues at the venue mix shown, or the other venues) and the venues left out."""
    t = table.head(top)
    if t.empty:
        named = list(table.attrs.get("searched", ()))
        if named and not everything:  # every keyword the test holds is the search's own
            return Summary(f"Besides the search's own terms ({listing(named)}: the search "
                           "finds every paper that uses them), n"
                           + NOTHING_SETS_APART[1:])
        return Summary(nothing_apart(everything))
    names = keyword_labels(t)
    others = others_words(t)
    by_year = others == OTHERS["year-matched"]
    matched = by_year or others == OTHERS["venue-matched"]
    said = [f"{name} ({share_words(a)} of the papers shown, {share_words(b)} of the others)"
            for name, a, b in zip(names[:3], t["share"][:3], t["share_rest"][:3], strict=False)]
    text = f"Used more here than in {others}: {listing(said)}."
    if matched:
        text += _left_out_words(t)
    text += _searched_words(t)
    with_q = "q" in t
    if with_q:
        text += holds_sentence(records(t.assign(kind="keyword"), np.arange(len(t))), table)

    def rows() -> Rows:  # formatted only when the table is opened
        return tuple(cells(_search_cell(term, name),
                           f"{share_cell(a)} ({int(n):,})",
                           f"{share_cell(b)} ({float(m):,.1f})" if matched
                           else f"{share_cell(b)} ({int(m):,})",
                           f"{float(z):.2f}", *([f"{float(q):.2g}"] if with_q else []))
                     for term, name, a, n, b, m, z, q in zip(
                         t["term"], names, t["share"], t["n_papers"], t["share_rest"], t["n_rest"],
                         t["z"], t["q"] if with_q else t["z"], strict=True))

    rest = ("Other venues, same years (expected)" if by_year else
            "Same venues, other papers (expected)" if matched else
            "Other venues" if others == OTHERS["other venues"] else "Other papers")
    return Summary(text, ("Keyword", "Papers shown", rest, "Score", *(["q"] if with_q else [])),
                   rows, "Share of the papers shown and of " + others + " (papers"
                   + ("; the share and papers expected if each year kept the other venues' "
                      "rate" if by_year else "; the share and papers expected if each venue "
                      "kept its own rate among its other papers" if matched else "")
                   + "), and the ranking score (the log-odds ratio's z shrunk to the "
                   "pooled share: it ranks, it is no test), most characteristic first."
                   + (" q: the Mantel-Haenszel test (exact where its papers are too few), "
                      "Benjamini-Hochberg over every keyword used; a keyword is listed when it "
                      "is below 0.05." if with_q else ""))


def _searched_words(table: pd.DataFrame) -> str:
    """The search's own terms, not listed: the search finds every paper using them."""
    named = list(table.attrs.get("searched", ()))
    if not named:
        return ""
    one = len(named) == 1
    return (f" Not listed: {listing(named)}: the search finds every paper that uses "
            f"{'it' if one else 'them'}.")


def _left_out_words(table: pd.DataFrame) -> str:
    """The venues of the papers shown with no other papers, left out of the comparison."""
    covered = float(table["covered"].iat[0]) if "covered" in table else 1.0
    left = [v for v in str(table["left_out"].iat[0]).split(", ") if v] \
        if "left_out" in table else []
    if not left:
        return ""
    one = len(left) == 1
    whose = "other venues' papers" if table["baseline"].iat[0] == "year-matched" \
        else "other papers"
    return (f" {listing(left)} {'has' if one else 'have'} no {whose} to compare with "
            f"and {'is' if one else 'are'} left out ({share_words(1 - covered)} of the papers "
            f"shown); the shares are of the other {share_words(covered)}.")

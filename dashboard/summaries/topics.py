"""Summaries of the topic and keyword charts: papers per topic, the topic map, topics over
the years, the top keywords, the keywords that set the papers shown apart, and lines over
the years (followed items, keywords)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from dashboard.figures.base import (
    MIX_WORDS,
    fragment,
    keyword_query,
    lines_with_papers,
    records,
    topic_name,
)
from dashboard.figures.keywords import OTHERS, keyword_label, nothing_apart, others_words
from dashboard.figures.topics import topics_by_size
from dashboard.summaries.base import (
    Cell,
    Rows,
    Summary,
    cells,
    counted,
    holds_sentence,
    listing,
    points_words,
    share_cell,
    share_words,
)
from dashboard.summaries.venue_mix import mix_change_note

NAME_CHARS = 60  # a topic's label in a sentence or a table (the axis cuts at 38)


def _topic(k: Any, label: Any) -> str:
    return topic_name(int(k), str(label), NAME_CHARS)


def _topic_cell(k: Any, label: Any) -> Cell:
    return Cell(_topic(k, label), fragment(topic=int(k)), "Filter by topic")


def topic_sizes_summary(topics: pd.DataFrame) -> Summary:
    """Papers per topic (``tables.topics_table``): the largest and smallest topics."""
    t = topics.iloc[topics_by_size(topics)]
    if t.empty:
        return Summary("No topic has papers under these filters.")
    big, small = ({c: t[c].iat[i] for c in ("topic", "label", "share", "n_papers")}
                  for i in (0, -1))
    text = (f"{counted(len(t), 'topic')} among the papers shown. Largest: "
            f"{_topic(big['topic'], big['label'])}"
            f", {share_words(big['share'])} of the papers ({int(big['n_papers']):,}).")
    if len(t) > 1:
        text += (f" Smallest: {_topic(small['topic'], small['label'])}, "
                 f"{share_words(small['share'])} ({int(small['n_papers']):,}).")

    def rows() -> Rows:  # formatted only when the table is opened
        return tuple(cells(_topic_cell(k, lab), f"{int(n):,}", share_cell(s))
                     for k, lab, n, s in zip(t["topic"], t["label"], t["n_papers"], t["share"],
                                             strict=True))

    return Summary(text, ("Topic", "Papers", "Share of the papers shown"), rows,
                   "Papers per topic, largest first.")


def topic_map_summary(points: pd.DataFrame) -> Summary:
    """The topic map (its drawn papers: ``topic``, ``topic_label``): dots per topic."""
    if points.empty:
        return Summary("No papers to place on the map.")
    topics, where, n = np.unique(points["topic"].to_numpy(), return_index=True,
                                 return_counts=True)
    labels = points["topic_label"].to_numpy()[where]
    order = np.lexsort((topics, -n))  # the most dots first, then by topic
    top = order[0]
    text = (f"{len(points):,} papers drawn as dots, coloured by topic "
            f"({counted(len(topics), 'topic')}); the most dots: "
            f"{_topic(topics[top], labels[top])} ({int(n[top]):,}).")

    def rows() -> Rows:  # formatted only when the table is opened
        return tuple(cells(_topic_cell(topics[i], labels[i]), f"{int(n[i]):,}") for i in order)

    return Summary(text, ("Topic", "Papers on the map"), rows, "Dots on the map per topic.")


@dataclass(frozen=True)
class YearGrid:
    """A line-per-item x year grid of ``share``, ``n_papers`` and ``year_papers`` (missing:
    0), as the figures build it: a few numpy arrays, not a groupby per line (a summary is
    made on every filter change, so pandas' per-call overhead adds up)."""

    keys: list[Any]  # the items in the order they first appear (the figure's), or sorted
    years: list[int]
    share: np.ndarray
    n_papers: np.ndarray
    year_papers: np.ndarray
    first: dict[Any, dict[str, Any]]  # each item's first row (its label, kind...)
    #: each line's share from the venue mix alone (``share_expected``; NaN: not known)
    expected: np.ndarray | None = None

    @classmethod
    def of(cls, table: pd.DataFrame, key: str, sort: bool = False) -> YearGrid:
        codes, keys = pd.factorize(table[key], sort=sort)
        year_codes, year_values = pd.factorize(table["year"], sort=True)
        grids = {}
        for column in ("share", "n_papers", "year_papers"):
            grids[column] = np.zeros((len(keys), len(year_values)))
            grids[column][codes, year_codes] = np.nan_to_num(
                table.get(column, table["n_papers"]).to_numpy(float))
        if "share_expected" in table:
            grids["expected"] = np.full((len(keys), len(year_values)), np.nan)
            grids["expected"][codes, year_codes] = table["share_expected"].to_numpy(float)
        _, where = np.unique(codes, return_index=True)  # each item's first row
        first = dict(zip(keys, records(table, where), strict=True))
        return cls(list(keys), [int(y) for y in year_values], grids["share"],
                   grids["n_papers"], grids["year_papers"], first, grids.get("expected"))

    def mix_words(self, i: int) -> str:
        """"; the venue mix alone: 56% → 6.0%": line ``i``'s dotted companion at the two
        ends, or "" where it is not known."""
        e = self.expected[i] if self.expected is not None else np.full(2, np.nan)
        if not np.isfinite(e[[0, -1]]).all():
            return ""
        return f"; {MIX_WORDS}: {share_words(e[0])} → {share_words(e[-1])}"

    def cells(self, i: int) -> list[str]:
        """Line ``i``'s year cells: "18.3% (12 of 102)"."""
        return [f"{share_cell(s)} ({int(n):,} of {int(d):,})" for s, n, d in
                zip(self.share[i], self.n_papers[i], self.year_papers[i], strict=True)]


def topic_trends_summary(trends: pd.DataFrame,
                         venue_years: pd.DataFrame | None = None) -> Summary:
    """Each topic's share of all papers per year (``tables.topic_trends_table``): the topic
    that rose most and the one that fell most between the first and the last year, with
    :func:`mix_change_note` when the two years' venues differ (``venue_years``:
    ``tables.venue_years_table`` of the same papers)."""
    trends = lines_with_papers(trends, "topic")
    if trends.empty or trends["year"].nunique() < 2:
        return Summary("Trends need papers from at least two years.")
    grid = YearGrid.of(trends, "topic", sort=True)
    topic_ids, years = grid.keys, grid.years
    labels = {k: row["topic_label"] for k, row in grid.first.items()}
    change = grid.share[:, -1] - grid.share[:, 0]
    text = f"Each topic's share of all papers of the year, {years[0]}–{years[-1]}."
    note = mix_change_note(venue_years, years[0], years[-1])

    def said(i: int) -> str:
        k, s = topic_ids[i], grid.share[i]
        return (f"{_topic(k, labels[k])}, {share_words(s[0])} in {years[0]} to "
                f"{share_words(s[-1])} in {years[-1]} ({points_words(change[i])}"
                f"{grid.mix_words(i) if note else ''})")

    up, down = int(np.argmax(change)), int(np.argmin(change))
    if change[up] > 0:
        text += f" Rising most: {said(up)}."
    if change[down] < 0:
        text += f" Falling most: {said(down)}."
    if change[up] > 0 or change[down] < 0:
        text += note

    def rows() -> Rows:
        return tuple(cells(_topic_cell(k, labels[k]), *grid.cells(i))
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
        return Summary(nothing_apart(everything))
    names = _keyword_names(t)
    others = others_words(t)
    matched = others == OTHERS["venue-matched"]
    said = [f"{name} ({share_words(a)} of the papers shown, {share_words(b)} of the others)"
            for name, a, b in zip(names[:3], t["share"][:3], t["share_rest"][:3], strict=False)]
    text = f"Used more here than in {others}: {listing(said)}."
    if matched:
        text += _left_out_words(t)
    with_q = "q" in t
    if with_q:
        text += holds_sentence(records(t.assign(kind="keyword"), np.arange(len(t))))

    def rows() -> Rows:  # formatted only when the table is opened
        return tuple(cells(_search_cell(term, name),
                           f"{share_cell(a)} ({int(n):,})",
                           f"{share_cell(b)} ({float(m):,.1f})" if matched
                           else f"{share_cell(b)} ({int(m):,})",
                           f"{float(z):.2f}", *([f"{float(q):.2g}"] if with_q else []))
                     for term, name, a, n, b, m, z, q in zip(
                         t["term"], names, t["share"], t["n_papers"], t["share_rest"], t["n_rest"],
                         t["z"], t["q"] if with_q else t["z"], strict=True))

    rest = ("Same venues, other papers (expected)" if matched else
            "Other venues" if others == OTHERS["other venues"] else "Other papers")
    return Summary(text, ("Keyword", "Papers shown", rest, "z", *(["q"] if with_q else [])),
                   rows, "Share of the papers shown and of " + others + " (papers"
                   + ("; the share and papers expected if each venue kept its own rate among "
                      "its other papers" if matched else "") + "), and the z-score of the "
                   "log-odds ratio, most characteristic first."
                   + (" q: Benjamini-Hochberg over every keyword used; below 0.05 it holds."
                      if with_q else ""))


def _left_out_words(table: pd.DataFrame) -> str:
    """The venues of the papers shown with no other papers, left out of the comparison."""
    covered = float(table["covered"].iat[0]) if "covered" in table else 1.0
    left = [v for v in str(table["left_out"].iat[0]).split(", ") if v] \
        if "left_out" in table else []
    if not left:
        return ""
    one = len(left) == 1
    return (f" {listing(left)} {'has' if one else 'have'} no other papers to compare with "
            f"and {'is' if one else 'are'} left out ({share_words(1 - covered)} of the papers "
            f"shown); the shares are of the other {share_words(covered)}.")


Row = dict[str, Any]  # a line's first row of its table, to name it and say its filter


def lines_summary(table: pd.DataFrame, key: str, name: Callable[[Row], str],
                  filter_of: Callable[[Row], str | None], what: str = "Item",
                  said_at_most: int = 3, venue_years: pd.DataFrame | None = None) -> Summary:
    """Lines over the years (a row per ``key`` and year: ``share``, ``n_papers``,
    ``year_papers``): each line's share in the first and the last year (with
    :func:`mix_change_note`)."""
    if table.empty or table["year"].nunique() < 2:
        return Summary("Nothing followed over the years yet.")
    grid = YearGrid.of(table, key)
    y0, y1 = grid.years[0], grid.years[-1]
    note = mix_change_note(venue_years, y0, y1)
    said = []
    for i, k in enumerate(grid.keys[:said_at_most]):
        s = grid.share[i]
        # the dotted line's two ends, where the venues changed enough to be noted
        mix = grid.mix_words(i) if note else ""
        said.append(f"{name(grid.first[k])}: {share_words(s[0])} of all papers in {y0}, "
                    f"{share_words(s[-1])} in {y1} ({points_words(s[-1] - s[0])}{mix})")
    more = len(grid.keys) - len(said)
    text = "; ".join(said) + (f"; {more} more in the table." if more > 0 else ".")
    text += note

    def rows() -> Rows:
        out = []
        for i, k in enumerate(grid.keys):
            row = grid.first[k]
            frag = filter_of(row)
            label = Cell(name(row), frag, "Filter by") if frag else Cell(name(row))
            out.append(cells(label, *grid.cells(i)))
        return tuple(out)

    return Summary(text, (what, *[str(y) for y in grid.years]), rows,
                   "Share of all papers of each year.")

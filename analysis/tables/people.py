"""People tables: the authors of a selection, and newcomers and team sizes per year.

Names are normalised by :mod:`analysis.decisions.authors` (case and spacing folded; an
initialled spelling joined to the one full name the corpus has for it, kept apart when it
has several: :mod:`analysis.decisions.name_variants`).  ``first_year`` is an author's
earliest paper in the whole corpus, whatever the filters, so a **newcomer** of a year is
an author with no earlier paper anywhere in the corpus; in the corpus's first year
everyone is one by construction, so that year's share is left empty (NaN).  **Team
size** is the number of authors of a paper (papers with no author listed are left out).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.decisions import Authorship, authorship_of, per_corpus, split_authors
from analysis.result import Analysis
from analysis.schema import Mask, Rows, as_mask
from analysis.trends.newcomers import known_author_years, new_venue_names, venue_first_years

AUTHOR_COLUMNS = ["author", "n_papers", "first_year", "last_year", "main_topic",
                  "main_topic_label", "corpus_papers"]
YEAR_COLUMNS = ["year", "papers", "papers_with_authors", "authors", "newcomers",
                "newcomer_share", "mean_team_size", "median_team_size",
                # the newcomers a venue new to the corpus brings (analysis.trends.newcomers)
                "newcomers_new_venues", "new_venues", "newcomer_share_known"]


def authorship(analysis: Analysis) -> Authorship:
    """Who wrote what in this corpus, once."""
    return authorship_of(analysis, analysis.papers)


def _years(analysis: Analysis) -> np.ndarray:
    """Each paper's year (-1: none), once."""
    return per_corpus(analysis, "years", lambda: analysis.papers["year"].astype("Int64")
                      .fillna(-1).to_numpy(dtype=np.int64))


def lists_any_author(analysis: Analysis) -> bool:
    """Whether any paper of the corpus lists an author, once: the first paper that lists
    one answers, so opening the dashboard, which asks this of the whole corpus to choose
    its tables and charts, does not build the whole :class:`Authorship` for it (0.5 s at
    250,000 papers, 2 s at a million, before the first page; it is built later, by the
    server's background priming or the first author view)."""
    return per_corpus(analysis, "lists_any_author", lambda: any(
        split_authors(field) for field in analysis.papers["authors"].tolist() if field))


def has_authors(analysis: Analysis, rows: Mask) -> bool:
    """Whether any selected paper lists an author."""
    if not lists_any_author(analysis):
        return False
    if rows.all():
        return True
    return bool((authorship(analysis).team_size[rows] > 0).any())


def _pairs(analysis: Analysis, mask: Mask) -> tuple[np.ndarray, np.ndarray]:
    """The (paper, author) pairs of the selected papers."""
    who = authorship(analysis)
    keep = mask[who.paper]
    return who.paper[keep], who.author[keep]


def _first_last(group: np.ndarray, year: np.ndarray, n_groups: int) -> tuple[np.ndarray, ...]:
    """The earliest and latest dated year per group (-1: none dated), by one sort."""
    dated = year >= 0
    group, year = group[dated], year[dated]
    order = np.lexsort((year, group))
    group, year = group[order], year[order]
    first, last = np.full(n_groups, -1), np.full(n_groups, -1)
    starts = np.flatnonzero(np.r_[True, group[1:] != group[:-1]]) if len(group) else group
    ends = np.r_[starts[1:] - 1, len(group) - 1] if len(group) else group
    first[group[starts]], last[group[ends]] = year[starts], year[ends]
    return first, last


def _nullable_years(years: np.ndarray) -> pd.arrays.IntegerArray:
    """Years with -1 as missing."""
    return pd.arrays.IntegerArray(years.astype(np.int64), years < 0)


def authors_table(analysis: Analysis, rows: Rows = None,
                  limit: int | None = None) -> pd.DataFrame:
    """Every author of the selection (or the ``limit`` first), most papers first: papers
    in the selection, their first and last year there, the topic most of them are in, and
    papers in the whole corpus."""
    mask = as_mask(rows, analysis.n_papers)
    who = authorship(analysis)
    paper, author = _pairs(analysis, mask)
    n = np.bincount(author, minlength=who.n_authors)
    ids = np.flatnonzero(n)
    ids = ids[np.lexsort((ids, -n[ids]))][:limit]  # ids follow the names' keys: ties by name
    if not len(ids):
        return pd.DataFrame(columns=AUTHOR_COLUMNS)
    position = np.full(who.n_authors, -1)
    position[ids] = np.arange(len(ids))
    keep = position[author] >= 0
    group, paper = position[author[keep]], paper[keep]
    first, last = _first_last(group, _years(analysis)[paper], len(ids))
    k = analysis.topics.n_topics
    topic = analysis.papers["topic"].to_numpy(np.int64)[paper]
    main = np.bincount(group * k + topic, minlength=len(ids) * k).reshape(-1, k).argmax(axis=1)
    corpus = np.bincount(who.author, minlength=who.n_authors)[ids]
    return pd.DataFrame({
        "author": who.names[ids], "n_papers": n[ids],
        "first_year": _nullable_years(first), "last_year": _nullable_years(last),
        "main_topic": main, "main_topic_label": np.asarray(analysis.topics.labels)[main],
        "corpus_papers": corpus}, columns=AUTHOR_COLUMNS)


def _median_per_year(year_index: np.ndarray, size: np.ndarray, n_years: int) -> np.ndarray:
    """The median team size per year, from each year's histogram of sizes (sizes are
    small integers: a cumulative count finds the middle without sorting)."""
    top = int(size.max()) + 1 if len(size) else 1
    hist = np.bincount(year_index * top + size, minlength=n_years * top).reshape(n_years, top)
    total = hist.sum(axis=1)
    cum = hist.cumsum(axis=1)
    low = (cum >= ((total + 1) // 2)[:, None]).argmax(axis=1)  # the lower middle
    high = (cum >= (total // 2 + 1)[:, None]).argmax(axis=1)  # the upper middle
    return np.where(total > 0, (low + high) / 2, np.nan)


def authors_by_year_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """Per year of the selection: papers, authors, newcomers (no earlier paper in the
    corpus) and their share of the year's authors, the mean and median team size, and the
    newcomers of venues new to the corpus that year (:mod:`analysis.trends.newcomers`)."""
    mask = as_mask(rows, analysis.n_papers)
    year_of = _years(analysis)
    dated = mask & (year_of >= 0)
    if not dated.any():
        return pd.DataFrame(columns=YEAR_COLUMNS)
    who = authorship(analysis)
    years, year_index = np.unique(year_of[dated], return_inverse=True)
    n_years = len(years)
    paper, author = _pairs(analysis, dated)
    index_of = np.full(analysis.n_papers, -1)
    index_of[dated] = year_index
    pair_year = index_of[paper]
    first_of_venue = venue_first_years(analysis.papers["venue"], year_of)
    # (year, author), and whether a paper of it is in a venue of an earlier year
    unique, known = known_author_years(pair_year * who.n_authors + author,
                                       first_of_venue[paper] < year_of[paper])
    u_year, u_author = unique // max(who.n_authors, 1), unique % max(who.n_authors, 1)
    new = who.first_year[u_author] == years[u_year]
    size = who.team_size[dated].astype(np.int64)
    teams = size > 0
    with_authors = np.bincount(year_index[teams], minlength=n_years)
    n_authors = np.bincount(u_year, minlength=n_years)
    newcomers = np.bincount(u_year[new], minlength=n_years)
    later = years > year_of[year_of >= 0].min()
    share = np.where(later & (n_authors > 0), newcomers / np.maximum(n_authors, 1), np.nan)
    n_known = np.bincount(u_year[known], minlength=n_years)
    new_known = np.bincount(u_year[new & known], minlength=n_years)
    mean = np.bincount(year_index[teams], weights=size[teams], minlength=n_years)
    return pd.DataFrame({
        "year": years, "papers": np.bincount(year_index, minlength=n_years),
        "papers_with_authors": with_authors, "authors": n_authors, "newcomers": newcomers,
        "newcomer_share": share,
        "mean_team_size": np.where(with_authors > 0, mean / np.maximum(with_authors, 1),
                                   np.nan).round(3),
        "median_team_size": _median_per_year(year_index[teams], size[teams], n_years),
        "newcomers_new_venues": np.where(later, newcomers - new_known, 0),
        "new_venues": np.where(later, new_venue_names(
            analysis.papers["venue"], year_of, first_of_venue, years, dated), ""),
        "newcomer_share_known": np.where(later & (n_known > 0),
                                         new_known / np.maximum(n_known, 1), np.nan)},
        columns=YEAR_COLUMNS)

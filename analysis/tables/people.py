"""People tables: the authors of a selection, and newcomers and team sizes per year.

Names are normalised by :mod:`analysis.decisions.authors` (case and spacing folded,
initials kept, no two people merged).  ``first_year`` is an author's earliest paper in the
whole corpus, whatever the filters, so a **newcomer** of a year is an author with no
earlier paper anywhere in the corpus; in the corpus's first year everyone is one by
construction, so that year's share is left empty (NaN).  **Team size** is the number of
authors of a paper (papers with no author listed are left out of it).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.decisions import Authorship, authorship_of
from analysis.result import Analysis
from analysis.schema import Mask, Rows, as_mask

AUTHOR_COLUMNS = ["author", "n_papers", "first_year", "last_year", "main_topic",
                  "main_topic_label", "corpus_papers"]
YEAR_COLUMNS = ["year", "papers", "papers_with_authors", "authors", "newcomers",
                "newcomer_share", "mean_team_size", "median_team_size"]


def authorship(analysis: Analysis) -> Authorship:
    """Who wrote what in this corpus, once."""
    return authorship_of(analysis, analysis.papers)


def has_authors(analysis: Analysis, rows: Mask) -> bool:
    """Whether any selected paper lists an author."""
    return bool((authorship(analysis).team_size[rows] > 0).any())


def _pairs(analysis: Analysis, mask: Mask) -> tuple[np.ndarray, np.ndarray]:
    """The (paper, author) pairs of the selected papers."""
    who = authorship(analysis)
    keep = mask[who.paper]
    return who.paper[keep], who.author[keep]


def authors_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """Every author of the selection, most papers first: papers in the selection, their
    first and last year there, the topic most of them are in, and papers in the corpus."""
    mask = as_mask(rows, analysis.n_papers)
    who = authorship(analysis)
    paper, author = _pairs(analysis, mask)
    if not len(author):
        return pd.DataFrame(columns=AUTHOR_COLUMNS)
    ids, inverse = np.unique(author, return_inverse=True)
    n = np.bincount(inverse)
    year = analysis.papers["year"].astype("Int64").to_numpy(dtype=float, na_value=np.nan)[paper]
    first = np.full(len(ids), np.inf)
    last = np.full(len(ids), -np.inf)
    np.minimum.at(first, inverse, np.nan_to_num(year, nan=np.inf))
    np.maximum.at(last, inverse, np.nan_to_num(year, nan=-np.inf))
    k = analysis.topics.n_topics
    topic = analysis.papers["topic"].to_numpy(np.int64)[paper]
    per_topic = np.bincount(inverse * k + topic, minlength=len(ids) * k).reshape(-1, k)
    main = per_topic.argmax(axis=1)
    corpus = np.bincount(who.author, minlength=who.n_authors)[ids]
    out = pd.DataFrame({
        "author": who.names[ids], "n_papers": n,
        "first_year": pd.array(np.where(np.isfinite(first), first, np.nan), dtype="Int64"),
        "last_year": pd.array(np.where(np.isfinite(last), last, np.nan), dtype="Int64"),
        "main_topic": main, "main_topic_label": np.asarray(analysis.topics.labels)[main],
        "corpus_papers": corpus}, columns=AUTHOR_COLUMNS)
    order = np.lexsort((who.keys[ids], -n))
    return out.iloc[order].reset_index(drop=True)


def authors_by_year_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """Per year of the selection: papers, authors, newcomers (no earlier paper in the
    corpus) and their share of the year's authors, and the mean and median team size."""
    mask = as_mask(rows, analysis.n_papers)
    years = analysis.papers["year"]
    dated = mask & years.notna().to_numpy()
    if not dated.any():
        return pd.DataFrame(columns=YEAR_COLUMNS)
    who = authorship(analysis)
    year_of = years.astype("Int64").fillna(-1).to_numpy(dtype=np.int64)
    paper, author = _pairs(analysis, dated)
    pairs = pd.DataFrame({"year": year_of[paper], "author": author}).drop_duplicates()
    pairs["new"] = who.first_year[pairs["author"].to_numpy()] == pairs["year"].to_numpy()
    per_year = pairs.groupby("year").agg(authors=("author", "size"), newcomers=("new", "sum"))
    team = pd.DataFrame({"year": year_of[dated], "size": who.team_size[dated]})
    teams = team[team["size"] > 0].groupby("year")["size"]
    out = pd.DataFrame({"papers": team.groupby("year").size()})
    out["papers_with_authors"] = teams.size()
    out = out.join(per_year).join(teams.mean().rename("mean_team_size")).join(
        teams.median().rename("median_team_size")).fillna(
        {"papers_with_authors": 0, "authors": 0, "newcomers": 0})
    out = out.reset_index()
    corpus_first = int(years.min())
    out["newcomer_share"] = np.where((out["year"] > corpus_first) & (out["authors"] > 0),
                                     out["newcomers"] / out["authors"].clip(lower=1), np.nan)
    out[["papers_with_authors", "authors", "newcomers"]] = out[
        ["papers_with_authors", "authors", "newcomers"]].astype(int)
    out["mean_team_size"] = out["mean_team_size"].round(3)
    return out[YEAR_COLUMNS]

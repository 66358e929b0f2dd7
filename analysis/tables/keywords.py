"""Keyword tables: papers using each keyword, and each keyword's share of each year's papers."""

from __future__ import annotations

import pandas as pd

from analysis.result import Analysis
from analysis.schema import Rows, as_mask
from analysis.terms import keyword_counts, top_keyword_ids
from analysis.trends import shares_by_group

KEYWORDS_LISTED = 500  # rows of keywords.csv: the most used keywords
TRENDS_FOLLOWED = 25  # keywords in keyword_trends.csv when none are named


def keywords_table(analysis: Analysis, rows: Rows = None,
                   limit: int | None = KEYWORDS_LISTED) -> pd.DataFrame:
    """The keywords of the selected papers, most used first (at most ``limit``)."""
    mask = as_mask(rows, analysis.n_papers)
    return keyword_counts(analysis.vocab, mask, limit=limit).reset_index(drop=True)


def keyword_trends_table(analysis: Analysis, rows: Rows = None, terms: list[str] | None = None,
                         top: int = TRENDS_FOLLOWED) -> pd.DataFrame:
    """Each keyword's share of each year's selected papers (top keywords by default)."""
    mask = as_mask(rows, analysis.n_papers)
    vocab = analysis.vocab
    if terms:
        ids = [i for i in (vocab.lookup(t) for t in terms) if i is not None]
        names = [vocab.terms.at[i, "term"] for i in ids]
    else:
        top_ids = top_keyword_ids(vocab, mask, top)
        ids, names = top_ids.tolist(), vocab.terms["term"].to_numpy()[top_ids].tolist()
    groups = analysis.papers["year"].where(mask)  # unselected papers have no group
    out = shares_by_group(vocab.presence[:, ids], groups, names)
    out = out.rename(columns={"group": "year", "item": "term"})
    return out.astype({"year": int})

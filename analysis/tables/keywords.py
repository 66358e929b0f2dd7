"""Keyword tables: papers using each keyword (its trend over the years is in
:mod:`analysis.tables.trends`)."""

from __future__ import annotations

import pandas as pd

from analysis.result import Analysis
from analysis.schema import Rows, as_mask
from analysis.terms import keyword_counts

KEYWORDS_LISTED = 500  # rows of keywords.csv: the most used keywords


def keywords_table(analysis: Analysis, rows: Rows = None,
                   limit: int | None = KEYWORDS_LISTED) -> pd.DataFrame:
    """The keywords of the selected papers, most used first (at most ``limit``)."""
    mask = as_mask(rows, analysis.n_papers)
    return keyword_counts(analysis.vocab, mask, limit=limit).reset_index(drop=True)

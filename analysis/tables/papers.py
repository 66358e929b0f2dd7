"""The papers table: one row per selected paper, the columns of ``papers.csv``."""

from __future__ import annotations

import pandas as pd

from analysis.result import Analysis
from analysis.schema import EXPORTED_PAPER_COLUMNS, Rows, as_mask


def papers_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """The selected papers with their topic and paper type (``EXPORTED_PAPER_COLUMNS``;
    without the abstract when the papers at hand have none: a cluster run's client
    holds the papers without their texts, which its workers saved)."""
    mask = as_mask(rows, analysis.n_papers)
    columns = [c for c in EXPORTED_PAPER_COLUMNS if c != "abstract" or c in analysis.papers]
    if mask.all():  # every paper (the CLI's export): the columns, not a copy of them
        return analysis.papers[columns].reset_index(drop=True)
    return analysis.papers.loc[mask, columns].reset_index(drop=True)

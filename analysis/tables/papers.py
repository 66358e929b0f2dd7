"""The papers table: one row per selected paper, the columns of ``papers.csv``."""

from __future__ import annotations

import pandas as pd

from analysis.result import Analysis
from analysis.schema import EXPORTED_PAPER_COLUMNS, Rows, as_mask


def papers_table(analysis: Analysis, rows: Rows = None) -> pd.DataFrame:
    """The selected papers with their topic and paper type (``EXPORTED_PAPER_COLUMNS``)."""
    mask = as_mask(rows, analysis.n_papers)
    return analysis.papers.loc[mask, EXPORTED_PAPER_COLUMNS].reset_index(drop=True)

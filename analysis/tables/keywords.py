"""Keyword tables: papers using each keyword, and the keywords characteristic of a
selection (a keyword's trend over the years is in :mod:`analysis.tables.trends`).

Characteristic keywords
    The keywords the selected papers use more than the rest of the corpus: the log-odds
    ratio with an informative Dirichlet prior (Monroe, Colaresi & Quinn 2008, as
    rising/falling does, :func:`analysis.trends.binomial_log_odds`: "a paper uses it"
    in the selection against the other papers), listed when its z-score is
    at least 1.96, highest first; ``q`` says whether it holds once every keyword the
    corpus uses is counted (the one-table Mantel-Haenszel test, Benjamini-Hochberg: as
    rising/falling, :mod:`analysis.trends.log_odds`).  Filtering to a topic or a venue
    shows what sets it apart, not the words every paper uses.  Counts are one sparse
    product over the keyword columns (a few ms at 24,000 papers).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.result import Analysis
from analysis.schema import Rows, as_mask
from analysis.terms import keyword_counts
from analysis.trends import Z_SIGNIFICANT, binomial_log_odds, false_discovery, mantel_haenszel_z

KEYWORDS_LISTED = 500  # rows of keywords.csv: the most used keywords
CHARACTERISTIC_LISTED = 50  # rows of characteristic_keywords.csv
CHARACTERISTIC_COLUMNS = ["term", "acronym", "n_papers", "share", "n_rest", "share_rest",
                          "log_odds", "z", "q", "compared"]


def keywords_table(analysis: Analysis, rows: Rows = None,
                   limit: int | None = KEYWORDS_LISTED) -> pd.DataFrame:
    """The keywords of the selected papers, most used first (at most ``limit``)."""
    mask = as_mask(rows, analysis.n_papers)
    return keyword_counts(analysis.vocab, mask, limit=limit).reset_index(drop=True)


def characteristic_keywords_table(analysis: Analysis, rows: Rows = None,
                                  limit: int = CHARACTERISTIC_LISTED) -> pd.DataFrame:
    """The keywords characteristic of the selected papers against the others (module
    docstring), most characteristic first; empty when every paper or none is selected.

    Columns: term, acronym, n_papers and share (in the selection), n_rest and share_rest
    (in the other papers), log_odds, z, q, compared (keywords tested).
    """
    mask = as_mask(rows, analysis.n_papers)
    n_in = int(mask.sum())
    n_out = analysis.n_papers - n_in
    if n_in == 0 or n_out == 0:
        return pd.DataFrame(columns=CHARACTERISTIC_COLUMNS)
    vocab = analysis.vocab
    ids = vocab.keyword_ids
    inside = vocab.keyword_counts(mask)
    outside = vocab.keyword_counts(None) - inside
    delta, var = binomial_log_odds(outside, n_out, inside, n_in)
    z = delta / np.sqrt(var)
    test = mantel_haenszel_z(outside[:, None], n_out, inside[:, None], n_in)
    q = false_discovery(test)
    keep = np.flatnonzero((z >= Z_SIGNIFICANT) & (inside > 0))
    keep = keep[np.argsort(-z[keep], kind="stable")][:limit]
    terms = vocab.terms
    return pd.DataFrame({
        "term": terms["term"].to_numpy()[ids[keep]],
        "acronym": terms["acronym"].to_numpy()[ids[keep]],
        "n_papers": inside[keep], "share": inside[keep] / n_in,
        "n_rest": outside[keep], "share_rest": outside[keep] / n_out,
        "log_odds": delta[keep], "z": z[keep], "q": q[keep],
        "compared": int(np.isfinite(test).sum()),
    }, columns=CHARACTERISTIC_COLUMNS)

"""Keyword tables: papers using each keyword, each keyword's share of each year's papers,
and the keywords characteristic of a selection.

Characteristic keywords
    The keywords the selected papers use more than the rest of the corpus: the log-odds
    ratio with an informative Dirichlet prior (Monroe, Colaresi & Quinn 2008, as
    rising/falling does, :func:`analysis.trends.log_odds_dirichlet`) of each keyword's
    paper count in the selection against the other papers, listed when its z-score is
    at least 1.96 (significant at 5%), highest first.  Filtering to a topic or a venue
    shows what sets it apart, not the words every paper uses.  Counts are one sparse
    product over the keyword columns (a few ms at 24,000 papers).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.result import Analysis
from analysis.schema import Rows, as_mask
from analysis.terms import keyword_counts, top_keyword_ids
from analysis.trends import Z_SIGNIFICANT, log_odds_dirichlet, shares_by_group

KEYWORDS_LISTED = 500  # rows of keywords.csv: the most used keywords
TRENDS_FOLLOWED = 25  # keywords in keyword_trends.csv when none are named
CHARACTERISTIC_LISTED = 50  # rows of characteristic_keywords.csv
CHARACTERISTIC_COLUMNS = ["term", "acronym", "n_papers", "share", "n_rest", "share_rest",
                          "log_odds", "z"]


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


def characteristic_keywords_table(analysis: Analysis, rows: Rows = None,
                                  limit: int = CHARACTERISTIC_LISTED) -> pd.DataFrame:
    """The keywords characteristic of the selected papers against the others (module
    docstring), most characteristic first; empty when every paper or none is selected.

    Columns: term, acronym, n_papers and share (in the selection), n_rest and share_rest
    (in the other papers), log_odds, z.
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
    scored = log_odds_dirichlet(outside, inside)
    z = scored["z"].to_numpy()
    keep = np.flatnonzero((z >= Z_SIGNIFICANT) & (inside > 0))
    keep = keep[np.argsort(-z[keep], kind="stable")][:limit]
    terms = vocab.terms
    return pd.DataFrame({
        "term": terms["term"].to_numpy()[ids[keep]],
        "acronym": terms["acronym"].to_numpy()[ids[keep]],
        "n_papers": inside[keep], "share": inside[keep] / n_in,
        "n_rest": outside[keep], "share_rest": outside[keep] / n_out,
        "log_odds": scored["log_odds"].to_numpy()[keep], "z": z[keep],
    }, columns=CHARACTERISTIC_COLUMNS)

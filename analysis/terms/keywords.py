"""Keyword counts and look-ups.

A keyword is a term of the :class:`analysis.terms.Vocabulary` (single word or phrase)
that is not generic (see :mod:`analysis.text.stopwords`).  Its count is the number of
papers that use it at least once (document frequency), not its number of occurrences, so
one long abstract cannot inflate it.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
import pandas as pd

from analysis.schema import Mask, as_mask
from analysis.terms.vocabulary import Vocabulary


def keyword_counts(vocab: Vocabulary, rows: npt.ArrayLike | None = None,
                   limit: int | None = None) -> pd.DataFrame:
    """Keywords of the selected papers, most used first.

    Parameters
    ----------
    vocab
        The corpus vocabulary.
    rows
        Boolean mask (or row indices) of the papers to count; None = all.
    limit
        Keep only the first ``limit`` keywords; None = every keyword used.

    Returns
    -------
    DataFrame
        Columns ``term`` (display form), ``n_papers`` (selected papers using it) and
        ``share`` (``n_papers`` / number of selected papers, 0..1); sorted by
        ``n_papers`` descending, ties alphabetically by normalised key.  Generic words
        are excluded.
    """
    mask = as_mask(rows, vocab.n_docs)
    n_selected = int(mask.sum())
    ids = top_keyword_ids(vocab, mask, limit)
    counts = vocab.doc_counts(mask)[ids]
    out = pd.DataFrame({"term": vocab.terms["term"].to_numpy()[ids], "n_papers": counts})
    out["share"] = out["n_papers"] / n_selected if n_selected else 0.0
    return out


def top_keyword_ids(vocab: Vocabulary, rows: npt.ArrayLike | None = None,
                    limit: int | None = None) -> np.ndarray:
    """Term ids of the keywords of the selected papers, most used first.

    The ids behind :func:`keyword_counts`, for callers that go on to count by id.
    """
    mask = None if rows is None else as_mask(rows, vocab.n_docs)
    counts = vocab.doc_counts(mask)
    keep = np.flatnonzero((~vocab.terms["generic"].to_numpy()) & (counts > 0))
    # most used first; ties by term id, i.e. alphabetically by normalised key
    ids = keep[np.argsort(-counts[keep], kind="stable")]
    return ids if limit is None else ids[: int(limit)]


def papers_with_term(vocab: Vocabulary, term: str) -> Mask:
    """Boolean mask over papers: those using ``term`` (any case or inflection).

    A phrase matches where its words are adjacent.  An unknown term selects no paper.
    """
    mask = np.zeros(vocab.n_docs, dtype=bool)
    term_id = vocab.lookup(term)
    if term_id is not None:
        mask[vocab.term_docs(term_id)] = True
    return mask

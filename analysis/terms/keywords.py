"""Keyword counts and look-ups.

A keyword is a term of the :class:`analysis.terms.Vocabulary` (single word or phrase)
that names a research subject (:mod:`analysis.terms.termhood`).  Its count is the number
of papers that use it at least once (document frequency; an acronym and its expansion
are one term, so a paper using both counts once), not its number of occurrences, so one
long abstract cannot inflate it.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
import pandas as pd

from analysis.schema import Mask, as_mask
from analysis.terms.spelling import spelling_columns
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
        Columns ``term`` (display form; an acronym's expansion), ``n_papers`` (selected
        papers using it), ``share`` (``n_papers`` / number of selected papers, 0..1) and
        ``acronym`` (the acronym joined to it as shown, "" if none or too rarely
        written: :mod:`analysis.terms.shown_acronyms`; "generative adversarial
        network (GAN)") and ``head`` (the word a label ends with, ""
        if none: "Kullback-Leibler (KL) divergence", :func:`analysis.terms.headed.
        term_label`); sorted by ``n_papers`` descending, ties
        alphabetically by normalised key.  Only keywords are listed.
    """
    mask = as_mask(rows, vocab.n_docs)
    n_selected = int(mask.sum())
    ids, counts = _ranked(vocab, mask, limit)
    # the frame built at once, spelled as every table naming a keyword is
    spelled = spelling_columns(vocab, ids)
    return pd.DataFrame({"term": spelled["term"], "n_papers": counts,
                         "share": counts / n_selected if n_selected else 0.0,
                         "acronym": spelled["acronym"], "head": spelled["head"]})


def top_keyword_ids(vocab: Vocabulary, rows: npt.ArrayLike | None = None,
                    limit: int | None = None) -> np.ndarray:
    """Term ids of the keywords of the selected papers, most used first.

    The ids behind :func:`keyword_counts`, for callers that go on to count by id.
    """
    return _ranked(vocab, None if rows is None else as_mask(rows, vocab.n_docs), limit)[0]


def _ranked(vocab: Vocabulary, mask: Mask | None,
            limit: int | None) -> tuple[np.ndarray, np.ndarray]:
    """Keyword ids used by the selected papers, most used first (ties by term id, i.e.
    alphabetically by normalised key), and their paper counts."""
    counts = vocab.keyword_counts(mask)
    used = np.flatnonzero(counts > 0)
    order = used[np.argsort(-counts[used], kind="stable")]
    if limit is not None:
        order = order[: int(limit)]
    return vocab.keyword_ids[order], counts[order]


def papers_with_term(vocab: Vocabulary, term: str) -> Mask:
    """Boolean mask over papers: those using ``term`` (any case, inflection or spelling;
    an acronym or its expansion: "GAN" finds the papers that only write "generative
    adversarial networks" too).

    A phrase matches where its words are adjacent.  An unknown term selects no paper.
    """
    mask = np.zeros(vocab.n_docs, dtype=bool)
    term_id = vocab.lookup(term)
    if term_id is not None:
        mask[vocab.term_docs(term_id)] = True
    return mask

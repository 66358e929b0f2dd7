"""Step 6 of the vocabulary: one chunk's rows of the document-term matrix.

:func:`encode` reads a chunk with a fixed :class:`~analysis.terms.model.TermModel`: each
word token counts for its word's term (an acronym for its expansion's), each phrase
occurrence for its phrase's term; a phrase's words count for their own terms too.
Rows are float32 CSR with sorted indices, so the chunks stack (``scipy.sparse.vstack``)
into the corpus's matrix in paper order, identical whatever the chunk size.

With the rows comes a small mergeable count: each term's *standalone* word occurrences
(word tokens not inside an occurrence of a phrase term), which tells a word that names
a subject on its own ("clustering") from the head of many phrases ("selection" in
"feature selection", "model selection"; see :mod:`analysis.terms.termhood`).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import scipy.sparse as sp

from analysis.terms.counting import distinct, positions
from analysis.terms.model import TermModel
from analysis.terms.phrase_counts import occurrences
from analysis.terms.tokens import ChunkTokens


class EncodedChunk(NamedTuple):
    """One chunk encoded: its ``rows`` (papers x terms counts, float32 CSR), each term's
    ``standalone`` word occurrences in it (int64, summed over chunks) and ``shown``, its
    papers x shown-words presence (0/1 float32 CSR over ``model.shown_words``: which
    papers hold each word of a display form as written)."""

    rows: sp.csr_matrix
    standalone: np.ndarray
    shown: sp.csr_matrix


def encode(chunk: ChunkTokens, model: TermModel, ids: np.ndarray | None = None
           ) -> EncodedChunk:
    """The chunk's papers x terms occurrence counts and standalone word counts
    (``ids``: ``model.words.ids(chunk)`` if already known)."""
    n_terms = len(model.terms)
    column_of_key = np.full(len(chunk.keys), -1, dtype=np.int64)
    if len(chunk.keys):
        found = model.word_columns.reindex(chunk.keys)
        column_of_key = np.where(found.notna(), found.fillna(-1), -1).astype(np.int64)
    is_word = chunk.key >= 0
    token_column = np.full(chunk.key.size, -1, dtype=np.int64)
    token_column[is_word] = column_of_key[chunk.key[is_word]]
    rows = [chunk.doc[token_column >= 0]]
    columns = [token_column[token_column >= 0]]
    ids = model.words.ids(chunk) if ids is None else ids
    cover = np.zeros(chunk.key.size + 1, dtype=np.int64)  # phrase starts minus ends
    for level, codes in model.phrase_codes.items():
        if codes.size == 0:
            continue
        start, end, code, _ = occurrences(chunk, ids, level, model.words.bits)
        at, hit = positions(code, codes)
        rows.append(chunk.doc[start[hit]])
        columns.append(model.phrase_columns[level][at[hit]])
        np.add.at(cover, start[hit], 1)
        np.add.at(cover, end[hit] + 1, -1)
    inside = np.cumsum(cover[:-1]) > 0
    alone = token_column[(token_column >= 0) & ~inside]
    standalone = np.bincount(alone, minlength=n_terms).astype(np.int64)
    row = np.concatenate(rows)
    column = np.concatenate(columns)
    matrix = sp.csr_matrix((np.ones(row.size, dtype=np.float32), (row, column)),
                           shape=(chunk.n_docs, n_terms))
    matrix.sum_duplicates()
    matrix.sort_indices()
    return EncodedChunk(matrix, standalone, _shown_presence(chunk, model))


def _shown_presence(chunk: ChunkTokens, model: TermModel) -> sp.csr_matrix:
    """Papers x shown words, 1 where the paper holds the word as written (any case)."""
    n_words = len(model.shown_words)
    column_of_surface = model.shown_words.get_indexer(chunk.folded).astype(np.int64) \
        if len(chunk.folded) else np.empty(0, dtype=np.int64)
    column = column_of_surface[chunk.surface] if chunk.surface.size else chunk.surface
    hit = column >= 0
    pairs = distinct(chunk.doc[hit] * max(n_words, 1) + column[hit])
    shown = sp.csr_matrix((np.ones(pairs.size, dtype=np.float32),
                           (pairs // max(n_words, 1), pairs % max(n_words, 1))),
                          shape=(chunk.n_docs, n_words))
    shown.sort_indices()
    return shown

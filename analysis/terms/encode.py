"""Step 6 of the vocabulary: one chunk's rows of the document-term matrix.

:func:`encode` reads a chunk with a fixed :class:`~analysis.terms.model.TermModel`: each
word token counts for its word's term (an acronym for its expansion's where it is written
as a short form, but not in a paper that defines it otherwise: :mod:`analysis.terms.
redefined`), each phrase occurrence for its phrase's term (and each occurrence of a
defined long form with a function word inside for its acronym's: :mod:`analysis.terms.
defined`); a phrase's words count for their own terms too.
Rows are float32 CSR with sorted indices, so the chunks stack (``scipy.sparse.vstack``)
into the corpus's matrix in paper order, identical whatever the chunk size.

With the rows comes a small mergeable count, each term's *standalone* uses: a word's
tokens not inside an occurrence of a phrase term, which tells a word that names a subject
on its own ("clustering") from the head of many phrases ("selection" in "feature
selection", "model selection"); a phrase's papers that use it outside every longer phrase
term (or write its acronym), which tells a term from a fragment of longer ones
("component analysis" of "principal component analysis"; see
:mod:`analysis.terms.termhood`, nested terms).  Papers, not occurrences, for phrases:
every count of a keyword is a count of papers.  And each term's papers naming it in their
lead (first sentence), and each word's naming it there on its own, outside every phrase
term (which words are named on their own: :mod:`analysis.terms.termhood`).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import scipy.sparse as sp

from analysis.terms.counting import distinct, positions
from analysis.terms.defined import forget_chunk as forget_defined
from analysis.terms.defined import occurrences as defined_occurrences
from analysis.terms.model import TermModel
from analysis.terms.phrase_counts import occurrences
from analysis.terms.redefined import (
    acronym_columns,
    forget_chunk,
    redefined_tokens,
    unwritten_tokens,
)
from analysis.terms.tokens import ChunkTokens


class EncodedChunk(NamedTuple):
    """One chunk encoded: its ``rows`` (papers x terms counts, float32 CSR), each term's
    ``standalone`` word occurrences in it (int64, summed over chunks), ``shown``, its
    papers x shown-words presence (0/1 float32 CSR over ``model.shown_words``: which
    papers hold each word of a display form as written) and ``acronym_papers``, each
    term's papers writing its joined acronym as counted (int64, summed over chunks:
    :mod:`analysis.terms.shown_acronyms`) and ``expansion_papers``, its papers writing any
    other of its spellings (which terms are shown by their acronym alone), and
    ``lead_papers`` / ``own_lead_papers``, each term's papers naming it in their lead
    and each word term's naming it there outside every phrase term (int64, summed over
    chunks)."""

    rows: sp.csr_matrix
    standalone: np.ndarray
    shown: sp.csr_matrix
    acronym_papers: np.ndarray | None = None
    expansion_papers: np.ndarray | None = None
    lead_papers: np.ndarray | None = None
    own_lead_papers: np.ndarray | None = None


def encode(chunk: ChunkTokens, model: TermModel, ids: np.ndarray | None = None
           ) -> EncodedChunk:
    """The chunk's papers x terms occurrence counts and standalone word counts
    (``ids``: ``model.words.ids(chunk)`` if already known)."""
    n_terms = len(model.terms)
    # each token's word column by one gather: a key of -1 (no word) reads the -1 appended
    column_of_key, column_of_surface = _lookups(chunk, model)
    token_column = column_of_key[chunk.key]
    # an acronym not written as one ("slip"), or one the paper defines otherwise
    token_column[unwritten_tokens(chunk, model) | redefined_tokens(chunk, model)] = -1
    is_term = token_column >= 0
    acronym_at, acronym_column = acronym_columns(chunk, model, token_column)
    acronym_papers = _papers_by_column(chunk.doc[acronym_at], acronym_column, n_terms)
    rows = [chunk.doc[is_term]]
    columns = [token_column[is_term]]
    ids = model.words.ids(chunk) if ids is None else ids
    starts, ends = [], []  # of the phrase terms' occurrences
    for level, codes in model.phrase_codes.items():
        if codes.size == 0:
            continue
        start, end, code, _ = occurrences(chunk, ids, level, model.words.bits)
        at, hit = positions(code, codes)
        rows.append(chunk.doc[start[hit]])
        columns.append(model.phrase_columns[level][at[hit]])
        starts.append(start[hit])
        ends.append(end[hit] + 1)
    if model.defined:  # long forms with a function word inside (analysis.terms.defined)
        start, end, column = defined_occurrences(chunk, model.defined)
        rows.append(chunk.doc[start])
        columns.append(column)
        starts.append(start)
        ends.append(end)
    size = chunk.key.size + 1
    start = np.concatenate(starts or [np.empty(0, np.int64)])
    end = np.concatenate(ends or [np.empty(0, np.int64)])
    cover = np.bincount(start, minlength=size) - np.bincount(end, minlength=size)
    inside = np.cumsum(cover[:-1]) > 0
    alone = is_term & ~inside
    phrase = _phrase_columns(model)
    single = alone & ~phrase[token_column]  # a word term's tokens; an acronym is a phrase's
    standalone = np.bincount(token_column[single], minlength=n_terms).astype(np.int64)
    phrase_column = np.concatenate(columns[1:] or [start])  # each phrase occurrence's term
    spans = spanned(start, end, chunk.doc.size)
    standalone += _own_papers(chunk.doc, phrase_column, start, spans,
                              token_column, alone & ~single, phrase)
    matrix = count_matrix(np.concatenate(rows), np.concatenate(columns), chunk.n_docs, n_terms)
    spelled = is_term.copy()  # every hit but the acronym's tokens
    spelled[acronym_at] = False
    hit_docs = np.concatenate([chunk.doc[spelled], *rows[1:]])
    hit_columns = np.concatenate([token_column[spelled], *columns[1:]])
    # only terms with an acronym are read (shown_acronyms): sorting every term's hits
    # cost the 24k analysis ~9% of its time
    joined = _with_acronym(model)[hit_columns]
    expansion_papers = _papers_by_column(hit_docs[joined], hit_columns[joined], n_terms)
    # the papers naming each term in their lead (a phrase: an occurrence starting there),
    # and those naming a word on its own there (outside every phrase term)
    named = is_term & chunk.lead
    opens = chunk.lead[start]
    lead_papers = _papers_by_column(
        np.concatenate([chunk.doc[named], chunk.doc[start[opens]]]),
        np.concatenate([token_column[named], phrase_column[opens]]),
        n_terms)
    own = single & chunk.lead
    # a word term written as a phrase ("bin picking" of "bin-picking") is the word itself
    written = opens & ~phrase[phrase_column] & ~spans
    own_lead = _papers_by_column(np.concatenate([chunk.doc[own], chunk.doc[start[written]]]),
                                 np.concatenate([token_column[own], phrase_column[written]]),
                                 n_terms)
    return EncodedChunk(matrix, standalone, _shown_presence(chunk, model, column_of_surface),
                        acronym_papers, expansion_papers, lead_papers, own_lead)


#: (model, whether each of its terms has an acronym): the model read last.
_JOINED: list[tuple[TermModel, np.ndarray]] = []


def _with_acronym(model: TermModel) -> np.ndarray:
    """Whether each of the model's terms has an acronym (the terms ``expansion_papers``
    is read for)."""
    if not (_JOINED and _JOINED[0][0] is model):
        has = model.terms["acronym"].fillna("").astype(str).to_numpy() != ""
        _JOINED[:] = [(model, has)]
    return _JOINED[0][1]


def _papers_by_column(doc: np.ndarray, column: np.ndarray, n_terms: int) -> np.ndarray:
    """Papers holding a token of each term (``doc``, ``column``: each token's paper and
    term)."""
    pairs = distinct(doc.astype(np.int64) * n_terms + column)
    return np.bincount(pairs % max(n_terms, 1), minlength=n_terms).astype(np.int64)


def _phrase_columns(model: TermModel) -> np.ndarray:
    """Whether each term is a phrase, and one False more (a token of no term reads it)."""
    return np.append(model.terms["n_words"].to_numpy() > 1, False)


def spanned(start: np.ndarray, end: np.ndarray, n_tokens: int) -> np.ndarray:
    """Whether a longer phrase term's occurrence spans each occurrence (``start`` to
    ``end``, exclusive) of a chunk of ``n_tokens`` tokens."""
    length = end - start
    spans = np.zeros(start.size, dtype=bool)
    if start.size:
        reach = np.full(n_tokens + 1, -1, dtype=np.int64)
        for size in np.unique(length)[::-1]:  # longest first: reach holds longer ones
            mine = length == size
            spans[mine] = np.maximum.accumulate(reach)[start[mine]] >= end[mine]
            np.maximum.at(reach, start[mine], end[mine])
    return spans


def _own_papers(doc: np.ndarray, column: np.ndarray, start: np.ndarray, spans: np.ndarray,
                token_column: np.ndarray, acronym: np.ndarray, phrase: np.ndarray
                ) -> np.ndarray:
    """Papers using each phrase term (``phrase``: :func:`_phrase_columns`) on its own: an
    occurrence (``start``; ``column`` its term) that no longer phrase term's occurrence
    spans (``spans``: :func:`spanned`), or its acronym written outside every phrase
    (``acronym``: those tokens).  A phrase term's *standalone* count is this number of
    papers (:mod:`analysis.terms.termhood`, nested terms); a word's ("decision-making",
    also spelled as the phrase "decision making") stays its tokens."""
    n_terms = phrase.size - 1
    at = np.flatnonzero(acronym)
    own = ~spans & phrase[column]
    papers = np.concatenate([doc[start[own]], doc[at]]).astype(np.int64)
    terms = np.concatenate([column[own], token_column[at]]).astype(np.int64)
    pairs = distinct(papers * n_terms + terms)
    return np.bincount(pairs % n_terms, minlength=n_terms).astype(np.int64)


def word_columns(keys: np.ndarray, model: TermModel) -> np.ndarray:
    """The term column of each of a chunk's word ``keys`` (-1: none), and one -1 more at
    the end, which a token's key of -1 reads."""
    out = np.full(len(keys) + 1, -1, dtype=np.int64)
    if len(keys):
        at = model.word_columns.index.get_indexer(keys)
        found = at >= 0
        out[:-1][found] = model.word_columns.to_numpy(dtype=np.int64)[at[found]]
    return out


#: The look-ups of the chunk encoded last: (model, keys, folded, word columns, shown-word
#: columns).  A chunk is encoded in parts (analysis.terms.vocabulary.encode_parts) that
#: share its keys and forms, so each part looked up the same strings again.
_LAST: list[tuple[TermModel, np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []


def _lookups(chunk: ChunkTokens, model: TermModel) -> tuple[np.ndarray, np.ndarray]:
    """:func:`word_columns` of the chunk's keys and the shown-word column of each of its
    surface forms (-1: none), looked up once for all the parts of a chunk."""
    if _LAST and _LAST[0][0] is model and _LAST[0][1] is chunk.keys \
            and _LAST[0][2] is chunk.folded:
        return _LAST[0][3], _LAST[0][4]
    words = word_columns(chunk.keys, model)
    shown = model.shown_words.get_indexer(chunk.folded).astype(np.int64) \
        if len(chunk.folded) else np.empty(0, dtype=np.int64)
    forget_lookups()
    _LAST.append((model, chunk.keys, chunk.folded, words, shown))
    return words, shown


def forget_lookups() -> None:
    """Let the last chunk's look-ups go (after the last part is encoded)."""
    _LAST.clear()
    forget_chunk()
    forget_defined()


def count_matrix(row: np.ndarray, column: np.ndarray, n_rows: int, n_columns: int,
                 presence: bool = False) -> sp.csr_matrix:
    """Rows x columns float32 CSR of how often each (row, column) pair occurs (1 for
    each pair with ``presence``), indices sorted: what ``csr_matrix((ones, (row,
    column)))`` with ``sum_duplicates`` and ``sort_indices`` gives (of the distinct pairs,
    with ``presence``), by one sort of the pairs' flat codes (the COO conversion and its
    duplicate sums were a sixth of the encoding: bench/SCALE.md, wave 16).  The sort is the
    stable one: the rows come as a few runs in paper order (the word tokens, each level's
    phrase occurrences), which timsort merges some 3x faster than the quicksort
    (:func:`~analysis.terms.counting.distinct`; bench/SCALE.md, vocab71)."""
    width = max(n_columns, 1)
    flat = np.sort(row.astype(np.int64) * width + column, kind="stable")
    first = np.empty(flat.size, dtype=bool)
    first[:1] = True
    np.not_equal(flat[1:], flat[:-1], out=first[1:])
    starts = np.flatnonzero(first)
    counts = np.ones(starts.size, dtype=np.float32) if presence else \
        np.diff(np.append(starts, flat.size)).astype(np.float32)
    pairs = flat[starts]
    indptr = np.zeros(n_rows + 1, dtype=np.int64)
    np.cumsum(np.bincount(pairs // width, minlength=n_rows), out=indptr[1:])
    matrix = sp.csr_matrix((counts, pairs % width, indptr), shape=(n_rows, n_columns))
    matrix.has_sorted_indices = True
    return matrix


def _shown_presence(chunk: ChunkTokens, model: TermModel,
                    column_of_surface: np.ndarray) -> sp.csr_matrix:
    """Papers x shown words, 1 where the paper holds the word as written (any case)."""
    column = column_of_surface[chunk.surface] if chunk.surface.size else chunk.surface
    hit = np.flatnonzero(column >= 0)
    return count_matrix(chunk.doc[hit], column[hit], chunk.n_docs, len(model.shown_words),
                        presence=True)

"""Terms (single words and multi-word phrases) and the document-term matrix.

Every later stage (keywords, topics, trends, search) counts the same terms, so the
vocabulary is built once per corpus by :func:`build_vocabulary`, in the chunked shape
every corpus-wide stage has (count -> select -> encode, docs/architecture.md):

1. :mod:`~analysis.terms.tokens`: each chunk of papers scanned into token arrays.
2. :mod:`~analysis.terms.word_counts`: each chunk's word statistics, summed over chunks.
3. :mod:`~analysis.terms.phrase_counts`: candidate phrases counted level by level
   (two to four content words, at most one "of"/"to" inside), summed over chunks.
4. :mod:`~analysis.terms.phrase_selection` and :mod:`~analysis.terms.model`: the
   phrases that are terms, acronyms joined to their expansions (a defined expansion
   may hold "and", "from", ...: :mod:`~analysis.terms.defined`), spellings merged,
   display forms, and which terms are keywords (:mod:`~analysis.terms.termhood`).
5. :mod:`~analysis.terms.encode`: each chunk's rows of the matrix, stacked in order.

Counts are sums, and every decision is taken on the merged counts, so the terms and the
matrix are the same whatever the chunk size and the order of the papers.  The result,
:class:`~analysis.terms.term_matrix.Vocabulary` (its look-ups and counts), is in
:mod:`analysis.terms.term_matrix`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import cast

import numpy as np
import scipy.sparse as sp

from analysis.memory import pages_returned, release_free_memory, return_free_pages
from analysis.terms.counting import CodeTable, code_table, merged
from analysis.terms.encode import EncodedChunk, encode, forget_lookups
from analysis.terms.inflection import surface_key
from analysis.terms.lookup import lookup_index
from analysis.terms.model import TermModel, select_terms
from analysis.terms.packed import PackedChunk, PackedChunks, PackedCodes, PhraseTokens, SurfaceCodes
from analysis.terms.parallel import ordered_map, workers_for
from analysis.terms.phrase_counts import (
    MAX_LEVEL,
    PhraseCounts,
    PhraseWords,
    count_phrases,
    phrase_words,
)
from analysis.terms.phrase_selection import word_level
from analysis.terms.shown_acronyms import with_shown_acronyms
from analysis.terms.stacking import stacked_rows
from analysis.terms.term_matrix import Vocabulary
from analysis.terms.termhood import standalone_keywords
from analysis.terms.tokens import ChunkTokens, tokenize_chunk
from analysis.terms.word_counts import WordCounts, count_words, merge_all

#: Papers per chunk when the vocabulary is built on one machine: the 24,000-paper corpus
#: in one chunk (merging chunks costs time), a chunk's token arrays a few hundred MB at
#: most (the chunks are kept between the counting passes).
CHUNK_SIZE = 25_000
#: Papers encoded at a time (a packed chunk in parts): encoding a part holds some 20 KB a
#: paper of temporaries (token arrays, phrase occurrences), the vocabulary stage's peak
#: once its rows are stacked in place (bench/SCALE.md, wave 14); half a chunk halves it.
ENCODE_PAPERS = CHUNK_SIZE // 2


def default_min_df(n_docs: int) -> int:
    """Minimum number of papers for a term: ``clip(round(sqrt(n) / 10), 2, 20)``.

    2 papers for up to ~250 abstracts, 5 at 3,000, 15 at 24,000.
    """
    return int(np.clip(round(np.sqrt(max(n_docs, 1)) / 10), 2, 20))


def chunks_of(texts: Sequence[str], size: int) -> Iterator[Sequence[str]]:
    for start in range(0, len(texts), max(int(size), 1)):
        yield texts[start:start + size]


def build_vocabulary(texts: Sequence[str], min_df: int | None = None,
                     chunk_size: int = CHUNK_SIZE, workers: int | None = 1) -> Vocabulary:
    """Build the terms and document-term matrix of cleaned ``title. abstract`` texts.

    ``min_df``: a term must be used by at least this many papers (default
    :func:`default_min_df`).  ``chunk_size``: papers per chunk (the result does not
    depend on it).  ``workers``: forked processes for the per-chunk passes (the result
    does not depend on it; ``None``: :func:`~analysis.terms.parallel.workers_for`).  One by
    default: in ``analyze`` the second core already types the papers, and two workers
    beside it made the 250,000-paper run slower (288 s against 254 s) and raised its
    peak over 3 GB (bench/SCALE.md, wave 10).  The same texts in any order give the
    same terms and ids (the matrix rows follow ``texts``).
    """
    min_df = max(1, int(default_min_df(len(texts)) if min_df is None else min_df))
    ranges = [(a, min(a + chunk_size, len(texts)))
              for a in range(0, len(texts), max(int(chunk_size), 1))] or [(0, 0)]
    workers = workers_for(len(ranges)) if workers is None else max(int(workers), 1)
    # packed between passes: all chunks are read several times (analysis.terms.packed)
    packed, counts = [], []
    for chunk, words in ordered_map(_scanned, texts, ranges, workers):
        packed.append(chunk)
        counts.append(words)
    chunks = PackedChunks(packed)
    del packed
    surface_key.cache_clear()  # the forms' keys, kept while the chunks were scanned
    release_free_memory()  # the tokeniser's strings: their pages back before counting
    model, ids = fit_term_model(chunks, min_df, merge_all(counts), workers)
    del counts
    release_free_memory()  # the merged counts' temporaries, before encoding
    encoded = ordered_map(_encoded, (chunks, model, cast(SurfaceCodes, ids)),
                          encode_parts(chunks), workers)
    del chunks, ids  # the encoding holds them, and lets them go before the stacking
    return vocabulary_of(model, encoded)


def _scanned(texts: Sequence[str], start: int, stop: int) -> tuple[PackedChunk, WordCounts]:
    """One chunk's texts scanned (packed) and its word counts (steps 1-2)."""
    tokens = tokenize_chunk(texts[start:stop])
    return PackedChunk.pack(tokens), count_words(tokens)


def _phrases(shared: tuple[PackedChunks, PhraseWords, Sequence[np.ndarray], int,
                           CodeTable | None], index: int) -> PhraseCounts:
    """One chunk's phrase counts of ``level`` (a packed chunk is not unpacked for them)."""
    chunks, vocab_words, ids, level, lower = shared
    if isinstance(chunks, PackedChunks) and isinstance(ids, SurfaceCodes):
        return count_phrases(PhraseTokens.of(chunks.chunks[index], ids.tables[index]),
                             vocab_words, level, lower)
    return count_phrases(chunks[index], vocab_words, level, lower, ids[index])


def encode_parts(chunks: PackedChunks, size: int | None = None) -> list[tuple[int, int, int]]:
    """(chunk, first paper, stop) of each part encoded at a time, in paper order: a chunk
    in parts of at most ``size`` papers (default :data:`ENCODE_PAPERS`)."""
    size = max(int(size or ENCODE_PAPERS), 1)
    return [(i, first, min(first + size, chunk.tokens.n_docs))
            for i, chunk in enumerate(chunks.chunks)
            for first in range(0, max(chunk.tokens.n_docs, 1), size)]


def _encoded(shared: tuple[PackedChunks, TermModel, SurfaceCodes], index: int, first: int,
             stop: int) -> EncodedChunk:
    """Papers ``first .. stop - 1`` of packed chunk ``index`` encoded (a paper's row does
    not depend on the other papers: :meth:`~analysis.terms.packed.PackedChunk.unpack`)."""
    chunks, model, ids = shared
    return encode(chunks.chunks[index].unpack(first, stop), model, ids.part(index, first, stop))


def fit_term_model(chunks: Sequence[ChunkTokens], min_df: int,
                   words: WordCounts | None = None, workers: int = 1
                   ) -> tuple[TermModel, Sequence[np.ndarray]]:
    """Count every chunk, merge, select: the fixed term model (steps 2-4), and each
    chunk's phrase-word ids (to encode the same chunks without looking them up again).
    ``words``: the chunks' merged word counts, if already counted; ``workers``:
    processes counting a level's phrases (:func:`~analysis.terms.parallel.ordered_map`)."""
    if words is None:
        words = merge_all([count_words(c) for c in chunks])
    vocab_words = phrase_words(words, min_df)
    # kept small: one id per distinct surface form of a packed chunk, else int32
    ids: Sequence[np.ndarray] = SurfaceCodes.of_keys(
        chunks, (vocab_words.key_ids(c.tokens.keys) for c in chunks.chunks)) \
        if isinstance(chunks, PackedChunks) else PackedCodes(map(vocab_words.ids, chunks))
    levels: dict[int, PhraseCounts] = {1: word_level(words, vocab_words)}
    lower: CodeTable | None = None
    tasks = [(i,) for i in range(len(chunks))]
    for level in range(2, MAX_LEVEL + 1):
        counts = merged(pages_returned(ordered_map(
            _phrases, (chunks, vocab_words, ids, level, lower), tasks, workers)),
                        PhraseCounts.merge).wide()  # as they come; there is always a chunk
        levels[level] = counts
        # one hash table of the level's frequent codes for every chunk of the next level
        lower = code_table(counts.codes[counts.column("df") >= min_df])
        if len(lower) == 0:
            break
    return select_terms(words, levels, vocab_words, min_df), ids


def vocabulary_of(model: TermModel, chunks: Iterable[EncodedChunk]) -> Vocabulary:
    """The :class:`Vocabulary` of a model and every chunk encoded, in paper order: the
    stacked rows, and the keywords decided on the summed standalone counts.

    Given an iterator (one chunk encoded at a time, which owns the packed tokens and lets
    them go when it ends), the chunks' rows are kept and their encoding's freed pages
    handed back as they come, and each chunk's rows are let go as they are stacked
    (:func:`~analysis.terms.stacking.stacked_rows`), so the stacked matrices and their
    parts are not all held at once.
    """
    rows, shown_parts, standalone, papers = _collect(chunks, len(model.terms))
    forget_lookups()  # the last chunk's
    release_free_memory()  # the packed tokens', before the stacked arrays are written
    matrix = stacked_rows(rows, len(model.terms))
    shown = stacked_rows(shown_parts, len(model.shown_words)).tocsc()
    return_free_pages()  # the stacked CSR of the shown words
    shown.sort_indices()
    matrix.sort_indices()
    presence = matrix.tocsc(copy=True)
    presence.data[:] = 1.0
    presence.sort_indices()
    return vocabulary_from(model, matrix, presence, shown, standalone,
                           np.asarray(matrix.sum(axis=0)).ravel(), *papers)


def vocabulary_from(model: TermModel, matrix: sp.csr_matrix, presence: sp.csc_matrix,
                    shown: sp.csc_matrix, standalone: np.ndarray, totals: np.ndarray,
                    acronym_papers: np.ndarray | None = None,
                    expansion_papers: np.ndarray | None = None,
                    lead_papers: np.ndarray | None = None) -> Vocabulary:
    """The :class:`Vocabulary` of matrices already stacked (here, or by a cluster's
    workers into files), the summed standalone counts, each term's occurrences and
    papers writing its acronym and any other spelling (how acronyms are shown: None,
    all beside their long form) and ``lead_papers``: two rows, each term's papers naming
    it in their first sentence and each word's naming it there outside every phrase term
    (which words are keywords: :func:`analysis.terms.termhood.named_alone`; None: not
    counted, no word is judged so)."""
    terms = model.terms.copy()
    terms.insert(3, "df", np.diff(presence.indptr).astype(np.int64))
    if expansion_papers is not None and model.defining_papers is not None:
        # a defining paper writes the long form, matched or not ("... in the Wild (LFW)")
        expansion_papers = np.maximum(expansion_papers, model.defining_papers)
    terms = with_shown_acronyms(terms, acronym_papers, expansion_papers)
    # words: tokens on their own over tokens; phrases: papers on their own over papers
    phrase = terms["n_words"].to_numpy() > 1
    terms["standalone_share"] = standalone / np.maximum(
        np.where(phrase, terms["df"].to_numpy(), totals), 1)
    if lead_papers is not None:
        terms["lead_papers"], terms["own_lead_papers"] = lead_papers[0], lead_papers[1]
    terms["keyword"] = standalone_keywords(terms, presence)
    terms["generic"] = ~terms["keyword"]  # for code that leaves generic terms out
    return Vocabulary(terms=terms, matrix=matrix, presence=presence, model=model, shown=shown,
                      _index=lookup_index(terms),
                      _keys={str(k): j for j, k in enumerate(terms["key"])})


def _collect(chunks: Iterable[EncodedChunk], n_terms: int) -> tuple[
        list[sp.csr_matrix | None], list[sp.csr_matrix | None], np.ndarray,
        tuple[np.ndarray, np.ndarray | None, np.ndarray | None]]:
    """Every chunk's rows and shown-word rows (in order), the summed standalone counts
    and the summed papers writing each term's acronym and its other spellings, and
    naming each term in their lead and each word on its own there (two rows)."""
    rows: list[sp.csr_matrix | None] = []
    shown: list[sp.csr_matrix | None] = []
    standalone = np.zeros(n_terms, dtype=np.int64)
    acronym_papers = np.zeros(n_terms, dtype=np.int64)
    expansion_papers: np.ndarray | None = np.zeros(n_terms, dtype=np.int64)
    lead: np.ndarray | None = np.zeros((2, n_terms), dtype=np.int64)
    for chunk in chunks:
        if chunk.lead_papers is None or chunk.own_lead_papers is None or lead is None:
            lead = None  # a chunk encoded without them: not counted
        else:
            lead[0] += chunk.lead_papers
            lead[1] += chunk.own_lead_papers
        rows.append(chunk.rows)
        shown.append(chunk.shown)
        standalone += chunk.standalone
        if chunk.acronym_papers is not None:
            acronym_papers += chunk.acronym_papers
        if chunk.expansion_papers is None or expansion_papers is None:
            expansion_papers = None  # a chunk encoded without it: not counted
        else:
            expansion_papers += chunk.expansion_papers
        del chunk
        return_free_pages()  # the encoding's temporaries (~0.5 GB a chunk of 25,000)
    return rows, shown, standalone, (acronym_papers, expansion_papers, lead)

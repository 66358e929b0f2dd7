"""Step 3 of the vocabulary: the mergeable statistics of candidate phrases, level by level.

A candidate phrase is a run of two to four *phrase words* (the words used by at least
``min_df`` papers: a phrase is never used by more papers than its words) inside one
clause, with at most one connector inside ("mixture of experts", "learning to rank",
"alternating direction method of multipliers"); never across punctuation, a number or
any other function word.  Its *level* is its number of content words.

Counting goes level by level, as in Apriori (Agrawal & Srikant 1994): a candidate of
level ``m`` is counted only where its prefix and its suffix (one content word less,
with the connector next to the dropped word) are frequent candidates of level
``m - 1``.  A phrase is never used by more papers than its parts, so nothing frequent
is lost, and the counts stay small even at a million papers: no chunk ever holds the
rare n-grams that make up most of a corpus.  Each level is one pass of
:func:`count_phrases` over the chunks, whose :class:`PhraseCounts` are summed
(``merge``) before the next level.

Codes
    A phrase is one int64: its content words' phrase-word ids, ``bits`` bits each
    (first word most significant), shifted left by 3 bits that hold the connector: 0
    for none, else ``1 + 2 j + t`` for a connector of type ``t`` (0 "of", 1 "to") after
    content word ``j``.  Four words of at most 15 bits each fit, so phrase words are
    capped at the :data:`MAX_PHRASE_WORDS` most used (a word beyond that rank is used
    by so few papers that the phrases it is part of rarely are, at any corpus size).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np
import pandas as pd

from analysis.terms.counting import Codes, CodeTable, distinct, is_among, sorted_union
from analysis.terms.packed import AtSurface, PhraseTokens
from analysis.terms.tokens import ChunkTokens
from analysis.terms.word_counts import STATS, WordCounts

MAX_LEVEL = 4
MAX_PHRASE_WORDS = 2**15 - 1
_INT32_MAX = int(np.iinfo(np.int32).max)


def _narrow(stats: np.ndarray) -> np.ndarray:
    """``stats`` as int32 when every count fits (a chunk's always do), else int64."""
    if stats.size and int(stats.max()) > _INT32_MAX:
        return stats.astype(np.int64, copy=False)
    return stats.astype(np.int32)


@dataclass(frozen=True)
class PhraseWords:
    """The words phrases are made of, with their phrase-word ids (fixed for a corpus).

    ``keys`` holds the word keys by id; ``bits`` the bits of one id in a phrase code.
    """

    keys: pd.Index
    bits: int

    @cached_property
    def id_of(self) -> dict[str, int]:
        """Phrase-word id by key, for looking up a few words at a time (a pandas lookup
        per phrase cost 2-4 s over the 10,000 acronym expansions of 250,000 papers)."""
        return {str(key): i for i, key in enumerate(self.keys)}

    def ids(self, chunk: ChunkTokens) -> Codes:
        """Each token's phrase-word id; -1 where the token is no phrase word."""
        return self.key_ids(chunk.keys)[chunk.key]

    def key_ids(self, keys: np.ndarray) -> Codes:
        """The phrase-word id of each of a chunk's word ``keys`` (-1: none), and one -1
        more at the end, which a token's key of -1 (no word) reads: a token's id is one
        gather."""
        return np.append(self.keys.get_indexer(keys).astype(np.int64), np.int64(-1))

    def words_of(self, codes: Codes, level: int) -> list[np.ndarray]:
        """The word keys (str arrays) at each content position of ``codes``."""
        content = codes >> 3
        mask = (1 << self.bits) - 1
        keys = self.keys.to_numpy()
        return [keys[(content >> (self.bits * (level - 1 - j))) & mask] for j in range(level)]


def phrase_words(words: WordCounts, min_df: int) -> PhraseWords:
    """The words used by at least ``min_df`` papers, most used first (ties by key),
    capped at :data:`MAX_PHRASE_WORDS`."""
    stats = words.stats
    frequent = stats[stats["df"] >= min_df]
    order = np.lexsort((frequent.index.to_numpy(dtype=str), -frequent["df"].to_numpy()))
    keys = frequent.index[order][:MAX_PHRASE_WORDS]
    return PhraseWords(keys=pd.Index(keys), bits=max(int(len(keys)).bit_length(), 1))


@dataclass(frozen=True)
class PhraseCounts:
    """Statistics of the candidate phrases of one level.

    ``codes`` are sorted; ``stats`` has one row per code, columns :data:`STATS` then
    ``plural_0`` .. ``plural_{level-1}`` (occurrences whose word at that position was
    an inflected form, for the display form).  While counting and merging, ``stats`` is
    int32 as long as the sums fit (the level-2 counts are the vocabulary's largest
    table, and its merges held three of them: half the bytes, bench/SCALE.md, wave 14);
    :meth:`wide` gives the int64 table the term selection reads.
    """

    level: int
    codes: Codes
    stats: np.ndarray

    def merge(self, other: PhraseCounts) -> PhraseCounts:
        """The counts of both sets of papers.

        Both sides' codes are sorted and distinct, so each row lands at one place of the
        union: the sum is two scatters into one table (the level-2 counts are the
        vocabulary's largest array, some 90 bytes a code; stacking both sides and
        summing column by column held about four times that at once).
        """
        codes = sorted_union(self.codes, other.codes)
        narrow = self.stats.dtype == other.stats.dtype == np.int32 and \
            int(self.stats.max(initial=0)) + int(other.stats.max(initial=0)) <= _INT32_MAX
        stats = np.zeros((codes.size, self.stats.shape[1]),
                         dtype=np.int32 if narrow else np.int64)
        stats[np.searchsorted(codes, self.codes)] += self.stats
        stats[np.searchsorted(codes, other.codes)] += other.stats
        return PhraseCounts(self.level, codes, stats)

    def wide(self) -> PhraseCounts:
        """These counts with int64 ``stats`` (the term selection's arithmetic as ever)."""
        if self.stats.dtype == np.int64:
            return self
        return PhraseCounts(self.level, self.codes, self.stats.astype(np.int64))

    def column(self, name: str) -> np.ndarray:
        return self.stats[:, list(STATS).index(name)] if name in STATS else self.stats[
            :, len(STATS) + int(name.rsplit("_", 1)[1])]


def empty_counts(level: int) -> PhraseCounts:
    return PhraseCounts(level, np.empty(0, np.int64),
                        np.zeros((0, len(STATS) + level), dtype=np.int32))


def occurrences(chunk: ChunkTokens | PhraseTokens, ids: Codes | AtSurface, level: int,
                bits: int) -> tuple[Codes, Codes, Codes, np.ndarray]:
    """Every candidate occurrence of ``level`` in the chunk: first token, last token,
    code, and whether each content word was an inflected form (n x level).

    Runs without a connector are read at every position; runs with one only around the
    connectors ("of", "to": a few percent of the tokens).  The ids are read only at
    positions whose words are all phrase words (a :class:`PhraseTokens` keeps which
    tokens are as one byte a token, and the ids per surface form)."""
    n = chunk.connector.size
    connectors = np.flatnonzero(chunk.connector > 0)
    valid = chunk.valid if isinstance(chunk, PhraseTokens) else np.asarray(ids) >= 0
    found: list[tuple[Codes, Codes, Codes, np.ndarray]] = []
    for slot in range(-1, level - 1):  # -1: no connector; j: connector after word j
        length = level + (slot >= 0)
        if n < length:
            continue
        offsets = [j + (slot >= 0 and j > slot) for j in range(level)]
        # the positions whose words are all phrase words first (one byte a token), then
        # the codes of those only: most positions fail, and int64 work on every token
        # was most of this function's work
        if slot < 0:  # every position: slices, no index arrays
            span = n - length + 1
            ok = valid[:span].copy()
            for q in offsets[1:]:
                ok &= valid[q:q + span]
            at = np.flatnonzero(ok)
        else:
            at = connectors - (slot + 1)
            at = at[(at >= 0) & (at + length <= n)]
            ok = np.ones(at.size, dtype=bool)
            for q in offsets:
                ok &= valid[at + q]
            at = at[ok]
        content = np.zeros(at.size, dtype=np.int64)
        for q in offsets:
            content = (content << np.int64(bits)) | ids[at + q]
        connector = np.zeros(at.size, dtype=np.int64)
        if slot >= 0:
            connector = 1 + 2 * slot + (chunk.connector[at + slot + 1].astype(np.int64) - 1)
        plural = np.column_stack([chunk.plural[at + q] for q in offsets])
        found.append((at, at + length - 1, (content << np.int64(3)) | connector, plural))
    if not found:
        empty = np.empty(0, dtype=np.int64)
        return empty, empty, empty, np.zeros((0, level), dtype=bool)
    return (np.concatenate([f[0] for f in found]), np.concatenate([f[1] for f in found]),
            np.concatenate([f[2] for f in found]), np.vstack([f[3] for f in found]))


def parts(codes: Codes, level: int, bits: int) -> tuple[Codes, Codes]:
    """Prefix and suffix codes (one content word less; a connector next to the dropped
    word dropped with it) of level-``level`` ``codes``."""
    connector = codes & 7
    content = codes >> 3
    slot = np.where(connector > 0, (connector - 1) // 2, -1)
    prefix_connector = np.where((connector > 0) & (slot < level - 2), connector, 0)
    suffix_connector = np.where((connector > 0) & (slot > 0), connector - 2, 0)
    prefix = ((content >> bits) << 3) | prefix_connector
    suffix = ((content & ((1 << (bits * (level - 1))) - 1)) << 3) | suffix_connector
    return prefix, suffix


def candidate_occurrences(chunk: ChunkTokens | PhraseTokens, words: PhraseWords, level: int,
                          lower: CodeTable | None, ids: Codes | None = None
                          ) -> tuple[Codes, Codes, Codes, np.ndarray]:
    """The occurrences of level ``level`` whose prefix and suffix are among the sorted
    codes ``lower`` (the frequent candidates of the level below, best as a
    :func:`~analysis.terms.counting.code_table` kept for every chunk; None at level 2);
    ``ids``: ``words.ids(chunk)`` if already known (a :class:`PhraseTokens` has them)."""
    start, end, code, plural = occurrences(
        chunk, chunk.ids if isinstance(chunk, PhraseTokens) else
        words.ids(chunk) if ids is None else ids, level, words.bits)
    if lower is not None:
        prefix, suffix = parts(code, level, words.bits)
        keep = is_among(prefix, lower)
        keep[keep] = is_among(suffix[keep], lower)  # the suffixes of kept prefixes only
        start, end, code, plural = start[keep], end[keep], code[keep], plural[keep]
    return start, end, code, plural


def count_phrases(chunk: ChunkTokens | PhraseTokens, words: PhraseWords, level: int,
                  lower: CodeTable | None = None, ids: Codes | None = None) -> PhraseCounts:
    """The statistics (:data:`STATS` and plural counts) of the chunk's candidates of
    ``level`` (see :func:`candidate_occurrences`)."""
    start, end, code, plural = candidate_occurrences(chunk, words, level, lower, ids)
    if code.size == 0:
        return empty_counts(level)
    codes, which = np.unique(code, return_inverse=True)
    n_codes = codes.size
    doc = chunk.doc[start]

    def papers(mask: np.ndarray | None = None) -> np.ndarray:
        pairs = distinct((doc if mask is None else doc[mask]) * n_codes
                         + (which if mask is None else which[mask]))
        return np.bincount(pairs % n_codes, minlength=n_codes)

    def total(mask: np.ndarray) -> np.ndarray:
        return np.bincount(which, weights=mask, minlength=n_codes).astype(np.int64)

    after = end + 1  # always a token: the document end closes every paper
    before = np.maximum(start - 1, 0)
    previous = np.where(start > 0, chunk.connector[before], 0)
    columns = [papers(), np.bincount(which, minlength=n_codes), papers(chunk.lead[start]),
               total(chunk.key[after] < 0), total(chunk.connector[after] == 1),
               total(chunk.connector[after] == 2), total(previous == 1), total(previous == 2)]
    columns += [total(plural[:, j]) for j in range(level)]
    return PhraseCounts(level, codes, _narrow(np.column_stack(columns)))


def phrase_code(key: str, phrase_words: PhraseWords) -> tuple[int, int] | None:
    """(level, code) of a phrase key made of phrase words and at most one connector
    inside, else None."""
    words = key.split()
    connectors = [j for j, w in enumerate(words) if w in ("of", "to")]
    if len(connectors) > 1 or (connectors and connectors[0] in (0, len(words) - 1)):
        return None
    content = [w for w in words if w not in ("of", "to")]
    level = len(content)
    if not 2 <= level <= 4:
        return None
    ids = [phrase_words.id_of.get(w, -1) for w in content]
    if min(ids) < 0:
        return None
    code = 0
    for i in ids:
        code = (code << phrase_words.bits) | int(i)
    conn = 0
    if connectors:
        slot = connectors[0] - 1
        conn = 1 + 2 * slot + (0 if words[connectors[0]] == "of" else 1)
    return level, (code << 3) | conn

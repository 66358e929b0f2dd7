"""Step 4 of the vocabulary: which candidate phrases are terms.

From the merged counts of every level (:mod:`analysis.terms.phrase_counts`), a
candidate used by at least ``min_df`` papers is a phrase when it is

cohesive
    Without a connector: the normalised pointwise mutual information (Bouma 2009)
    between its prefix and its last word, and between its first word and its suffix,
    over token positions, is at least :data:`MIN_NPMI` (0.25) both ways; the classic
    collocation test (Manning & Schuetze 1999, ch. 5).  With a connector ("mixture of
    experts"): NPMI penalises the frequent words such phrases are made of ("learning
    to rank"), so the test is instead that the phrase is the usual continuation on one
    side: at least :data:`MIN_CONTINUATION` (half) of the uses of "learning to" go on
    with "rank", or half of the uses of "to rank" follow "learning".  "number of
    parameters" fails both ways and is no term.
not a fragment
    No single longer candidate accounts for :data:`FRAGMENT_SHARE` (80%) of its
    occurrences ("deep neural" of "deep neural networks", "stochastic variance
    reduced" of "... gradient").

The numbers: 0.25 is the bigram threshold the vocabulary has always used (checked on
the benchmark corpora: lower admits "paper proposes"-like pairs, higher drops "loss
function"); half is the plain majority; 80% leaves a phrase that stands on its own in
one use out of five.
"""

from __future__ import annotations

import numpy as np

from analysis.terms.counting import Codes, positions
from analysis.terms.phrase_counts import MAX_LEVEL, PhraseCounts, PhraseWords, parts
from analysis.terms.word_counts import WordCounts

MIN_NPMI = 0.25
MIN_CONTINUATION = 0.5
FRAGMENT_SHARE = 0.8


def word_level(words: WordCounts, phrase_words: PhraseWords) -> PhraseCounts:
    """The phrase words' statistics in the shape of a level-1 :class:`PhraseCounts`
    (code = id << 3), so that a phrase's parts are looked up alike at every level."""
    stats = words.stats.reindex(phrase_words.keys).to_numpy(dtype=np.int64)
    codes = np.arange(len(phrase_words.keys), dtype=np.int64) << 3
    return PhraseCounts(1, codes, np.hstack([stats, np.zeros((len(codes), 1), np.int64)]))


def lookup(counts: PhraseCounts, codes: Codes, column: str) -> np.ndarray:
    """``column`` of each of ``codes`` in ``counts`` (0 where a code is absent)."""
    if counts.codes.size == 0 or codes.size == 0:
        return np.zeros(codes.size, dtype=np.int64)
    at, hit = positions(codes, counts.codes)
    return np.where(hit, counts.column(column)[at], 0)


def select_phrases(levels: dict[int, PhraseCounts], n_tokens: int, min_df: int,
                   bits: int) -> dict[int, Codes]:
    """The codes kept as phrases at each level (see the module docstring); ``levels``
    holds the level-1 word counts (:func:`word_level`) and every counted level."""
    kept: dict[int, Codes] = {}
    for level in range(2, MAX_LEVEL + 1):
        counts = levels.get(level)
        if counts is None or counts.codes.size == 0:
            kept[level] = np.empty(0, dtype=np.int64)
            continue
        frequent = counts.column("df") >= min_df
        ok = frequent & cohesive(counts, levels, n_tokens, bits)
        ok &= ~fragments(counts, levels.get(level + 1), bits)
        kept[level] = counts.codes[ok]
    return kept


def cohesive(counts: PhraseCounts, levels: dict[int, PhraseCounts], n_tokens: int,
             bits: int) -> np.ndarray:
    """Mask over ``counts.codes``: the cohesion test of the module docstring."""
    level, codes = counts.level, counts.codes
    together = counts.column("tf").astype(np.float64)
    connector = codes & 7
    out = np.zeros(codes.size, dtype=bool)
    plain = connector == 0
    if plain.any():
        prefix, suffix = parts(codes[plain], level, bits)
        first, last = _edge_words(codes[plain], level, bits)
        below, words = levels[level - 1], levels[1]
        npmi = np.minimum(
            _npmi(together[plain], lookup(below, prefix, "tf"), lookup(words, last, "tf"),
                  n_tokens),
            _npmi(together[plain], lookup(words, first, "tf"), lookup(below, suffix, "tf"),
                  n_tokens))
        out[plain] = npmi >= MIN_NPMI
    for slot in range(level - 1):
        for kind, name in ((0, "of"), (1, "to")):
            mine = connector == 1 + 2 * slot + kind
            if not mine.any():
                continue
            left, right = _sides(codes[mine], level, slot, bits)
            after_left = lookup(levels[slot + 1], left, f"next_{name}")
            before_right = lookup(levels[level - slot - 1], right, f"prev_{name}")
            share = np.maximum(together[mine] / np.maximum(after_left, 1),
                               together[mine] / np.maximum(before_right, 1))
            out[mine] = share >= MIN_CONTINUATION
    return out


def fragments(counts: PhraseCounts, longer: PhraseCounts | None, bits: int) -> np.ndarray:
    """Mask over ``counts.codes``: candidates one longer candidate nearly always extends."""
    out = np.zeros(counts.codes.size, dtype=bool)
    if longer is None or longer.codes.size == 0 or counts.codes.size == 0:
        return out
    most = np.zeros(counts.codes.size, dtype=np.int64)
    tf = longer.column("tf")
    for part in parts(longer.codes, longer.level, bits):
        at, hit = positions(part, counts.codes)
        np.maximum.at(most, at[hit], tf[hit])
    return most >= FRAGMENT_SHARE * np.maximum(counts.column("tf"), 1)


def _npmi(together: np.ndarray, a: np.ndarray, b: np.ndarray, n: int) -> np.ndarray:
    """NPMI of two parts from token counts (-1 where a part is unknown)."""
    n = max(n, 1)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = together / n
        pmi = np.log(p) - np.log(a / n) - np.log(b / n)
        out = pmi / -np.log(p)
    out[(a <= 0) | (b <= 0) | (together <= 0)] = -1.0
    out[p >= 1] = 1.0
    return out


def _edge_words(codes: Codes, level: int, bits: int) -> tuple[Codes, Codes]:
    """Level-1 codes of the first and the last content word."""
    content = codes >> 3
    mask = (1 << bits) - 1
    return ((content >> (bits * (level - 1))) & mask) << 3, (content & mask) << 3


def _sides(codes: Codes, level: int, slot: int, bits: int) -> tuple[Codes, Codes]:
    """Codes of the content before the connector (level ``slot + 1``) and after it."""
    content = codes >> 3
    right_words = level - slot - 1
    left = content >> (bits * right_words)
    right = content & ((1 << (bits * right_words)) - 1)
    return left << 3, right << 3

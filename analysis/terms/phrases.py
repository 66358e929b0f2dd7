"""Step 3 of the vocabulary: multi-word phrases, found as collocations.

A phrase is a contiguous run of two or three content words inside one sentence clause
(never across punctuation, numbers or a function word), not starting or ending with a
generic modifier or verb ("novel", "achieves"), used by at least ``min_df`` papers and
cohesive: the phrase's normalised pointwise mutual information over token positions
(Bouma 2009) is at least :data:`BIGRAM_MIN_NPMI` (0.25) for bigrams, and a trigram
accounts for at least :data:`TRIGRAM_MIN_SHARE` (a quarter) of the occurrences of its
rarer sub-bigram.  This is the classic collocation filter (Manning & Schuetze 1999,
ch. 5) on frequent n-grams.  An n-gram nearly always (:data:`FRAGMENT_SHARE`, 80%)
followed, or preceded, by the same word is a fragment of a longer phrase and is dropped
("deep neural" of "deep neural networks").  A phrase made only of generic words
("proposed method") is never a term.

Only words used by at least ``min_df`` papers can be part of a phrase (a phrase is never
more frequent than its words), which keeps the n-gram codes small: a phrase is coded as
a base-``n`` number of its words' compact ids (see :class:`FrequentWords`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from analysis.terms.counting import Codes, count_in, doc_code_counts, is_among
from analysis.text.stopwords import ENGLISH, GENERIC, GENERIC_EDGE

BoolArray = npt.NDArray[np.bool_]

# An n-gram whose occurrences are (almost) all followed, or all preceded, by the same
# word is a fragment of a longer phrase ("deep neural" of "deep neural networks").
FRAGMENT_SHARE = 0.8
BIGRAM_MIN_NPMI = 0.25
TRIGRAM_MIN_SHARE = 0.25


@dataclass(frozen=True)
class FrequentWords:
    """The words used by at least ``min_df`` papers, numbered 0..n-1 (compact ids).

    Attributes
    ----------
    key_ids : ndarray of int64
        The key id (see :class:`analysis.terms.inflection.SurfaceKeys`) of each compact id.
    base : int64
        ``max(n, 1)``: an n-gram's code is ``(w0 * base + w1) * base + w2``.
    of_token : ndarray of int64
        Each token's compact id; -1 where the token is no frequent word.
    """

    key_ids: Codes
    base: np.int64
    of_token: Codes

    def phrase_key_ids(self, code: int, n_words: int) -> list[int]:
        """Key ids of the words of the phrase coded ``code``, first word first."""
        ids = []
        for _ in range(n_words):
            ids.append(int(self.key_ids[int(code % self.base)]))
            code //= int(self.base)
        return ids[::-1]


@dataclass(frozen=True)
class PhraseSet:
    """The phrases of one length kept as terms, and where the candidates occur.

    Attributes
    ----------
    n_words : int
        2 or 3.
    kept : ndarray of int64
        Sorted codes of the phrases kept as terms.
    positions, position_codes : ndarray of int64
        Token position of the first word of every candidate occurrence, and the n-gram's
        code there (display forms are taken from the occurrences of the kept codes).
    doc, code, count : ndarray of int64
        One row per (paper, kept phrase): the phrase's occurrences in that paper.
    """

    n_words: int
    kept: Codes
    positions: Codes
    position_codes: Codes
    doc: Codes
    code: Codes
    count: Codes


def frequent_words(token_key: Codes, frequent: BoolArray) -> FrequentWords:
    """Compact ids of the frequent words, and of every token (-1: not a frequent word)."""
    key_ids = np.flatnonzero(frequent)
    compact = np.full(len(frequent), -1, dtype=np.int64)
    compact[key_ids] = np.arange(len(key_ids))
    of_token = np.full(token_key.size, -1, dtype=np.int64)
    is_key = token_key >= 0
    of_token[is_key] = compact[token_key[is_key]]
    return FrequentWords(key_ids=key_ids, base=np.int64(max(len(key_ids), 1)),
                         of_token=of_token)


def find_phrases(doc: Codes, token_key: Codes, keys: np.ndarray, frequent: BoolArray,
                 min_df: int) -> tuple[FrequentWords, list[PhraseSet]]:
    """The bigrams and trigrams kept as terms (see the module docstring).

    ``doc`` and ``token_key`` give each token's paper and key id (-1: no word), ``keys``
    the key strings, ``frequent`` the keys used by at least ``min_df`` papers.
    """
    words = frequent_words(token_key, frequent)
    frequent_keys = [str(keys[k]) for k in words.key_ids]
    can_edge = np.array([k not in GENERIC_EDGE and k not in ENGLISH for k in frequent_keys],
                        dtype=bool)
    generic = np.array([k in GENERIC for k in frequent_keys], dtype=bool)
    is_key = token_key >= 0
    word_tokens = np.bincount(token_key[is_key], minlength=len(keys)).astype(np.float64)
    n_tokens = float(is_key.sum())
    edge = np.zeros(words.of_token.size, dtype=bool)  # tokens that may start or end a phrase
    is_frequent = words.of_token >= 0
    edge[is_frequent] = can_edge[words.of_token[is_frequent]]
    bigrams = _bigrams(doc, words, edge, generic, word_tokens[words.key_ids], n_tokens, min_df)
    trigrams = _trigrams(doc, words, edge, generic, min_df)
    return words, [bigrams, trigrams]


def _bigrams(doc: Codes, words: FrequentWords, edge: BoolArray, generic: BoolArray,
             word_tokens: np.ndarray, n_tokens: float, min_df: int) -> PhraseSet:
    """Two edge-worthy words in a row, kept when cohesive (NPMI over token positions)."""
    base, of_token = words.base, words.of_token
    positions = np.flatnonzero(edge[:-1] & edge[1:])
    codes = of_token[positions] * base + of_token[positions + 1]
    per_doc = doc_code_counts(doc[positions], codes, base * base)
    candidates = _used_by(per_doc[1], min_df)
    kept = candidates[:0]
    if candidates.size:
        together = count_in(codes, candidates).astype(np.float64)
        first, second = candidates // base, candidates % base
        p_pair = together / n_tokens
        pmi = (np.log(p_pair) - np.log(word_tokens[first] / n_tokens)
               - np.log(word_tokens[second] / n_tokens))
        npmi = pmi / -np.log(p_pair)
        keep = (npmi >= BIGRAM_MIN_NPMI) & ~(generic[first] & generic[second])
        keep &= ~_fragments(candidates, positions, codes, 2, of_token, base)
        kept = candidates[keep]
    return _phrase_set(2, kept, positions, codes, per_doc)


def _trigrams(doc: Codes, words: FrequentWords, edge: BoolArray, generic: BoolArray,
              min_df: int) -> PhraseSet:
    """Edge-worthy first and last words around any frequent word, kept when the trigram
    accounts for enough of its rarer sub-bigram."""
    base, of_token = words.base, words.of_token
    inside = of_token >= 0
    positions = np.flatnonzero(edge[:-2] & inside[1:-1] & edge[2:])
    codes = (of_token[positions] * base + of_token[positions + 1]) * base + of_token[
        positions + 2]
    per_doc = doc_code_counts(doc[positions], codes, base * base * base)
    candidates = _used_by(per_doc[1], min_df)
    kept = candidates[:0]
    if candidates.size:
        together = count_in(codes, candidates)
        head, tail = candidates // base, candidates % (base * base)
        adjacent = inside[:-1] & inside[1:]
        all_pairs = (of_token[:-1] * base + of_token[1:])[adjacent]
        sub_bigrams = np.unique(np.concatenate([head, tail]))
        pair_count = count_in(all_pairs, sub_bigrams)
        rarer = np.minimum(pair_count[np.searchsorted(sub_bigrams, head)],
                           pair_count[np.searchsorted(sub_bigrams, tail)])
        w0, w1, w2 = candidates // (base * base), (candidates // base) % base, candidates % base
        keep = (together >= TRIGRAM_MIN_SHARE * rarer) & ~(generic[w0] & generic[w1]
                                                            & generic[w2])
        kept = candidates[keep]
        kept = kept[~_fragments(kept, positions, codes, 3, of_token, base)]
    return _phrase_set(3, kept, positions, codes, per_doc)


def _used_by(doc_codes: Codes, min_df: int) -> Codes:
    """Sorted codes appearing in at least ``min_df`` of the (doc, code) rows, i.e. used
    by at least ``min_df`` papers."""
    codes, n_docs = np.unique(doc_codes, return_counts=True)
    return codes[n_docs >= min_df]


def _phrase_set(n_words: int, kept: Codes, positions: Codes, codes: Codes,
                per_doc: tuple[Codes, Codes, Codes]) -> PhraseSet:
    doc, code, count = per_doc
    chosen = is_among(code, kept)
    return PhraseSet(n_words=n_words, kept=kept, positions=positions, position_codes=codes,
                     doc=doc[chosen], code=code[chosen], count=count[chosen])


def _fragments(candidates: Codes, positions: Codes, codes: Codes, n_words: int,
               of_token: Codes, base: np.int64) -> BoolArray:
    """Mask over sorted ``candidates``: n-grams nearly always extended by the same word
    on one side (fragments of a longer phrase)."""
    out = np.zeros(candidates.size, dtype=bool)
    if candidates.size == 0:
        return out
    occurs = is_among(codes, candidates)
    start = positions[occurs]
    which = np.searchsorted(candidates, codes[occurs])
    total = np.bincount(which, minlength=candidates.size)
    after = of_token[np.minimum(start + n_words, of_token.size - 1)]
    before = of_token[np.maximum(start - 1, 0)]
    for neighbour in (after, before):
        is_word = neighbour >= 0
        pair, count = np.unique(which[is_word] * np.int64(base) + neighbour[is_word],
                                return_counts=True)
        most = np.zeros(candidates.size, dtype=np.int64)
        np.maximum.at(most, pair // np.int64(base), count)
        out |= most >= FRAGMENT_SHARE * np.maximum(total, 1)
    return out

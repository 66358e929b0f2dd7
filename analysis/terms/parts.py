"""The spellings the term model is formed from: a frequent word or a kept phrase, with its
statistics (:class:`Part`), before :mod:`analysis.terms.model` groups them into terms.

A phrase's key is its words joined by spaces, with the "of"/"to" its code holds
(:func:`phrase_keys`: "mixture of expert").  A defined long form with a function word
inside is a part too, with the code :data:`DEFINED_CODE` (no phrase code holds it:
:mod:`analysis.terms.defined`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from analysis.terms.counting import Codes
from analysis.terms.phrase_counts import PhraseCounts, PhraseWords
from analysis.terms.tokens import CONNECTOR_WORDS
from analysis.terms.word_counts import STATS

#: The code of a defined long form with a function word inside (no phrase code holds it:
#: :mod:`analysis.terms.defined`; its occurrences are matched word by word).
DEFINED_CODE = -2


@dataclass
class Part:
    """One spelling before terms are formed: a word (level 1, ``code`` -1) or a phrase."""

    key: str
    level: int
    code: int
    shown: str
    stats: np.ndarray
    plural: list[float]


def phrase_parts(levels: dict[int, PhraseCounts], kept: dict[int, Codes],
                 phrase_words: PhraseWords) -> list[Part]:
    """The part of each kept phrase code, with its statistics and plural shares."""
    out = []
    for level, codes in kept.items():
        if codes.size == 0:
            continue
        counts = levels[level]
        at = np.searchsorted(counts.codes, codes)
        stats = counts.stats[at]
        for code, row, key in zip(codes, stats, phrase_keys(codes, level, phrase_words),
                                  strict=True):
            tf = max(int(row[1]), 1)
            out.append(Part(key, level, int(code), "", row[:len(STATS)],
                            [int(x) / tf for x in row[len(STATS):]]))
    return out


def phrase_keys(codes: Codes, level: int, phrase_words: PhraseWords) -> list[str]:
    """The key ("mixture of expert") of each phrase code."""
    columns = phrase_words.words_of(codes, level)
    connector = codes & 7
    out = []
    for i in range(codes.size):
        words = [str(c[i]) for c in columns]
        if connector[i]:
            slot, kind = divmod(int(connector[i]) - 1, 2)
            words.insert(slot + 1, CONNECTOR_WORDS[kind + 1])
        out.append(" ".join(words))
    return out

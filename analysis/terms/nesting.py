"""Nested terms: one term written inside another, so the papers using the longer use the
shorter by construction.

Term ``a`` is nested in term ``b`` when ``a``'s key words are a subset of ``b``'s
("neural network" in "deep neural network", "language model" in "large language model";
a word set, so "network" is nested in "neural network" too), or ``b``'s words hold the
acronym joined to ``a`` ("generative adversarial network (GAN)" in "GAN training").  The
words are the vocabulary's keys (normalised, singular), so "large language models" and
"language model" are compared as written in the same form.

One rule, read by every list that must not spend two places on one idea: the topics'
terms (:mod:`analysis.topics.overlap`, which also blocks other by-construction pairs) and
the trends' rising, falling and emerging terms (:mod:`analysis.trends.nested`).
"""

from __future__ import annotations

import numpy as np

from analysis.terms.vocabulary import Vocabulary

_KEYS = "_nesting_keys"  # the attribute :func:`nesting_keys` keeps its answer in


def nested_in(words_a: frozenset[str], acronym_a: str, words_b: frozenset[str]) -> bool:
    """Whether a term of key words ``words_a`` (joined to ``acronym_a``, "" if none) is
    nested in a term of key words ``words_b`` (module docstring)."""
    return words_a <= words_b or bool(acronym_a and acronym_a.lower() in words_b)


def nesting_keys(vocab: Vocabulary) -> tuple[list[frozenset[str]], list[str]]:
    """Each term's key words and the acronym joined to it ("" if none), by term id.

    Read from the vocabulary's columns once and kept on it: every filter change asks
    :func:`nested_pairs` about a few dozen terms, and converting the whole ``key`` and
    ``acronym`` columns for each question cost more than the question (~1 ms a call at
    24,000 papers, several calls a change)."""
    found = vocab.__dict__.get(_KEYS)
    if found is None:
        keys = vocab.terms["key"].to_numpy(dtype=object).tolist()
        acronyms = vocab.terms["acronym"].to_numpy(dtype=object).tolist()
        found = ([frozenset(k.split()) for k in keys], [str(a or "") for a in acronyms])
        vocab.__dict__[_KEYS] = found  # a frozen dataclass: kept as cached_property keeps
    return found


def nested_pairs(vocab: Vocabulary, ids: np.ndarray) -> list[tuple[int, int]]:
    """(i, j) positions in ``ids`` (term ids) where term ``ids[i]`` is nested in term
    ``ids[j]``, i != j.  Two terms of the same words are nested in each other: both pairs."""
    all_words, all_acronyms = nesting_keys(vocab)
    ids = np.asarray(ids, dtype=np.int64).tolist()
    words = [all_words[i] for i in ids]
    acronyms = [all_acronyms[i] for i in ids]
    return [(i, j) for i in range(len(words)) for j in range(len(words))
            if i != j and nested_in(words[i], acronyms[i], words[j])]

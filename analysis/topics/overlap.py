"""Pairs of terms that co-occur by construction, which a topic never shows together.

Two terms found in the same papers because one is written inside the other tell a
reader nothing new, and they raise a co-occurrence coherence score (NPMI, Lau et al.
2014) by construction rather than by subject: the brief calls a metric raised so a
defect.  Three cases, all read from the corpus's own vocabulary:

Nested
    One term's words are a subset of the other's ("convergence rate" beside
    "convergence", "deep neural network" beside "neural network"), or one holds the
    acronym the other is joined to ("GAN training" beside "generative adversarial
    network (GAN)"): :func:`analysis.terms.nesting.nested_in`, the rule the trends'
    lists read too.
Inside one phrase
    Both terms' words are words of one phrase term of the vocabulary, and that phrase
    accounts for at least :data:`PHRASE_SHARE` (half: "mostly") of the papers using
    both ("machine" and "translation" where "machine translation" is most of their
    co-occurrence; "reading" and "comprehension").  The phrase itself may be shown.
Acronym beside its expansion
    One term holds an acronym ("SVRG", "GRU", "SQuAD dataset") and the other a word of
    its expansion ("variance-reduced", "gated", "Stanford").  An acronym the corpus
    defines too rarely to be joined to its expansion is shown alone, and its expansion
    may be longer than the vocabulary's phrases ("stochastic variance reduced
    gradient"), so a word counts as one of its expansion's when it is a word of a phrase
    term whose initials (the initials test of Schwartz & Hearst 2003 as
    :mod:`analysis.terms.acronyms` applies it: content words, each part of a hyphenated
    word) spell two or more consecutive letters of the acronym ("variance reduced":
    V-R of SVRG; "gated recurrent": G-R of GRU), or a word starting with one of its
    letters that most (:data:`PHRASE_SHARE`) of the acronym's papers use ("Stanford"
    in the papers naming SQuAD, "Stanford Question Answering Dataset").

:data:`PHRASE_SHARE` is not tuned: "mostly" read as a majority.
"""

from __future__ import annotations

import numpy as np

from analysis.terms import Vocabulary
from analysis.terms.acronyms import is_short_form
from analysis.terms.nesting import nested_in

PHRASE_SHARE = 0.5
_SKIPPED = frozenset({"of", "to", "for", "and", "the", "in", "on", "a", "an", "with"})


class Overlaps:
    """Which of a vocabulary's terms may not be shown together (module docstring).

    Built once per model; a term's words and expansions are computed on first use.
    """

    def __init__(self, vocab: Vocabulary) -> None:
        self._vocab = vocab
        terms = vocab.terms
        self._keys = terms["key"].astype(str).to_numpy()
        self._shown = terms["term"].astype(str).to_numpy()
        self._acronym = terms["acronym"].astype(str).to_numpy()
        self._df = terms["df"].to_numpy()
        phrases = np.flatnonzero(terms["n_words"].to_numpy() > 1)
        self._phrase_words = {int(p): frozenset(self._keys[p].split()) for p in phrases}
        self._by_word: dict[str, list[int]] = {}
        for p, words in self._phrase_words.items():
            for w in words:
                self._by_word.setdefault(w, []).append(p)
        self._words: dict[int, frozenset[str]] = {}
        self._expansions: dict[str, frozenset[str]] = {}
        self._phrase_initials: list[tuple[int, str]] | None = None
        self._docs: dict[int, np.ndarray] = {}

    def words(self, term: int) -> frozenset[str]:
        """The term's key words."""
        found = self._words.get(term)
        if found is None:
            found = frozenset(self._keys[term].split())
            self._words[term] = found
        return found

    def blocks(self, a: int, b: int) -> bool:
        """Whether terms ``a`` and ``b`` co-occur by construction (module docstring)."""
        wa, wb = self.words(a), self.words(b)
        if nested_in(wa, self._acronym[a], wb) or nested_in(wb, self._acronym[b], wa):
            return True
        if self._acronym_beside_expansion(a, b) or self._acronym_beside_expansion(b, a):
            return True
        return self._inside_one_phrase(a, b, wa | wb)

    def _acronym_beside_expansion(self, term: int, other: int) -> bool:
        words = self.words(other)
        for token in self._shown[term].split():
            if not is_short_form(token):
                continue
            if words & self._expansion_words(token):
                return True
            if len(words) == 1 and _letters(token).find(next(iter(words))[0]) >= 0:
                together = np.intersect1d(self._term_docs(term), self._term_docs(other),
                                          assume_unique=True).size
                if together >= PHRASE_SHARE * max(self._term_docs(term).size, 1):
                    return True
        return False

    def _expansion_words(self, acronym: str) -> frozenset[str]:
        """Words of every phrase term whose initials spell two or more consecutive
        letters of ``acronym``, and of the expansion it is joined to."""
        found = self._expansions.get(acronym)
        if found is not None:
            return found
        wanted = _letters(acronym)
        if self._phrase_initials is None:  # once per model, on the first acronym
            self._phrase_initials = [(p, initials) for p in self._phrase_words
                                     if len(initials := _initials(self._keys[p])) >= 2]
        words: set[str] = set()
        for p, initials in self._phrase_initials:
            if initials in wanted:
                words |= self._phrase_words[p]
        joined = np.flatnonzero(self._acronym == acronym)
        for t in joined:
            words |= set(self._keys[t].split())
        found = frozenset(words - _SKIPPED)
        self._expansions[acronym] = found
        return found

    def _inside_one_phrase(self, a: int, b: int, union: frozenset[str]) -> bool:
        lists = [self._by_word.get(w) for w in union]
        if any(not found for found in lists):
            return False
        shared = set.intersection(*(set(found) for found in lists if found))
        shared -= {a, b}
        if not shared:
            return False
        largest = max(int(self._df[p]) for p in shared)
        together = np.intersect1d(self._term_docs(a), self._term_docs(b),
                                  assume_unique=True).size
        return together > 0 and largest >= PHRASE_SHARE * together

    def _term_docs(self, term: int) -> np.ndarray:
        found = self._docs.get(term)
        if found is None:
            found = self._vocab.term_docs(term)
            self._docs[term] = found
        return found


def _letters(acronym: str) -> str:
    """The acronym's letters and digits, lower case, a plural "s" dropped ("GANs")."""
    letters = acronym[:-1] if acronym.endswith("s") and acronym[:-1].isupper() else acronym
    return "".join(c.lower() for c in letters if c.isalnum())


def _initials(key: str) -> str:
    return "".join(part[0] for w in key.split() if w not in _SKIPPED
                   for part in w.split("-") if part)

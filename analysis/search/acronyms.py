"""Acronym/expansion pairs a search treats as the same term ("MoE" = "mixture of experts").

The pairs come from the corpus itself (a paper that writes "mixture of experts (MoE)"
defines one; the vocabulary finds them, after Schwartz & Hearst 2003) and reach the
search as plain ``(acronym, expansion)`` string pairs, so the search does not depend on
how they were found.  They are compared by search keys (:mod:`analysis.search.keys`), so
"Mixtures-of-Experts"/"MoEs" given as a pair is the same pair as "mixture of experts"/"MoE".

A pair whose two sides differ only by where words are split ("auto-encoder" /
"autoencoder", "data set" / "datasets", "multi-class" / "multiclass": the spellings the
vocabulary counts as one term, :mod:`analysis.terms.model`) is a *spelling*: each side
finds the other, with none of the guards below (joined, the two are the same letters, so
neither can mean something else).  So is a pair whose first side is a phrase of two
words or more that the vocabulary counts as the term: an acronym with a head ("EM
algorithm" / "expectation-maximization", "OOD detection" / "out-of-distribution
detection", :mod:`analysis.terms.headed`), an adjective for a noun ("robotic arm" /
"robot arm", :mod:`analysis.terms.adjectives`), or a gerund for its base ("grasp" /
"grasping", :mod:`analysis.terms.gerunds`).  The search then finds a term's papers
exactly as the vocabulary's keyword counts count them (:mod:`analysis.search.term_papers`).

Both directions are used, with guards against matching far more than was meant:

- an acronym finds every expansion the corpus gives it (at most
  :data:`MAX_EXPANSIONS`, the first given first): the user typed an ambiguous word;
- an expansion finds its acronym only when the corpus gives that acronym no other
  expansion: "genetic programming" must not find every "GP" of the Gaussian-process
  papers;
- an acronym the search adds is found only where it is written as a short form, in any
  case, its final capital S a letter when the corpus defines it so, and "x-NN" not as
  "NN" when the corpus defines "kNN" otherwise (:mod:`analysis.search.shortforms`), and
  not in the papers whose context gives its letters another sense the corpus defines
  (:mod:`analysis.search.senses`, :meth:`Acronyms.with_senses`);
- an acronym must be one word of two or more characters that is not a function word
  ("IT", "CAN", "US" would otherwise match most papers), and an expansion at least two
  words without punctuation.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from analysis.search.keys import BOUNDARY, phrase_keys
from analysis.search.shortforms import Written, kept_s, written_forms
from analysis.terms.gerunds import gerund_variant
from analysis.terms.inflection import spelling_key
from analysis.text.stopwords import NEVER

#: Expansions an acronym finds at most (each costs the query its words: bounded work).
MAX_EXPANSIONS = 3

#: A phrase as search keys.
Phrase = tuple[str, ...]


@dataclass(frozen=True)
class Acronyms:
    """The pairs of a corpus by keys: each phrase -> the phrases it also finds."""

    equivalents: Mapping[Phrase, tuple[Phrase, ...]] = field(default_factory=dict)
    shown: Mapping[Phrase, str] = field(default_factory=dict)  # keys -> as first written
    pairs: tuple[tuple[str, str], ...] = ()  # the accepted pairs as given (persisted)
    #: Lower-case word -> key, for acronyms whose final S is a letter ("mcts" -> "mcts").
    letter_s: Mapping[str, str] = field(default_factory=dict)
    #: One-word acronyms -> how the search finds them where it adds them.
    written: Mapping[Phrase, Written] = field(default_factory=dict)

    @classmethod
    def from_pairs(cls, pairs: Iterable[tuple[str, str]]) -> Acronyms:
        """The pairs (acronym, expansion) that pass the guards of the module docstring."""
        expansions: dict[Phrase, list[Phrase]] = {}
        spellings: dict[Phrase, list[Phrase]] = {}
        shown: dict[Phrase, str] = {}
        kept: list[tuple[str, str]] = []
        pairs = list(pairs)
        letter_s = kept_s(pairs)
        for acronym, expansion in pairs:
            a, e = phrase_keys(acronym, letter_s), phrase_keys(expansion, letter_s)
            if _spelling(a, e) or (" " in acronym.strip() and _headed(a, e)) \
                    or gerund_variant(a, e):
                spellings.setdefault(a, []).append(e)
                spellings.setdefault(e, []).append(a)
                shown.setdefault(a, " ".join(acronym.split()))
                shown.setdefault(e, " ".join(expansion.split()))
                kept.append((acronym, expansion))
                continue
            if not _usable(a, e) or e in expansions.setdefault(a, []):
                continue
            if len(expansions[a]) >= MAX_EXPANSIONS:
                continue
            expansions[a].append(e)
            shown.setdefault(a, acronym.strip())
            shown.setdefault(e, " ".join(expansion.split()))
            kept.append((acronym, expansion))
        equivalents: dict[Phrase, tuple[Phrase, ...]] = {}
        for a, es in expansions.items():
            if not es:
                continue
            equivalents[a] = tuple(es)
            if len(es) == 1:
                equivalents[es[0]] = equivalents.get(es[0], ()) + (a,)
        return cls(equivalents=_with_spellings(equivalents, spellings), shown=shown,
                   pairs=tuple(kept), letter_s=letter_s,
                   written=written_forms(shown, expansions, pairs))

    def with_senses(self, senses: Mapping[Phrase, Iterable[int]]) -> Acronyms:
        """These pairs, each one-word acronym of ``senses`` not found in the papers given
        for it (:mod:`analysis.search.senses`: it means something else there)."""
        written = dict(self.written)
        for phrase, rows in senses.items():
            if phrase in written:
                excluded = tuple(sorted({int(r) for r in rows}))
                written[phrase] = dataclasses.replace(written[phrase], excluded=excluded)
        return dataclasses.replace(self, written=written)

    def of(self, phrase: Phrase) -> tuple[Phrase, ...]:
        """The phrases ``phrase`` also finds (none when it is no acronym or expansion)."""
        return self.equivalents.get(phrase, ())

    def show(self, phrase: Phrase) -> str:
        return self.shown.get(phrase, " ".join(phrase))


def _with_spellings(equivalents: dict[Phrase, tuple[Phrase, ...]],
                    spellings: dict[Phrase, list[Phrase]]) -> dict[Phrase, tuple[Phrase, ...]]:
    """Each spelling also finds the other spellings of its term and what they find (the
    acronym joined to "autoencoder" is found from "auto-encoder" too).  The vocabulary
    gives each spelling paired with the term's display form, so one step reaches all."""
    out = dict(equivalents)
    for phrase, others in spellings.items():
        found = [*equivalents.get(phrase, ()), *others]
        for other in others:
            found += [p for p in (*equivalents.get(other, ()), *spellings.get(other, ()))
                      if p != phrase]
        out[phrase] = tuple(dict.fromkeys(found))
    return out


def _spelling(one: Phrase, other: Phrase) -> bool:
    """Two spellings of one term: the same letters, split into words differently, or a
    clipped last word ("neural net"), as the vocabulary counts them
    (:func:`analysis.terms.inflection.spelling_key`)."""
    return (one != other and BOUNDARY not in one and BOUNDARY not in other
            and spelling_key(" ".join(one)) == spelling_key(" ".join(other)))


def _headed(variant: Phrase, term: Phrase) -> bool:
    """A phrase the vocabulary counts as a term though its letters differ: an acronym
    with a head ("EM algorithm" for "expectation-maximization", "OOD detection" for
    "out-of-distribution detection", :mod:`analysis.terms.headed`), an adjective
    ("robotic arm" for "robot arm"), found both ways like a spelling (the two name one
    thing).  Given with a space (an acronym never is:
    "k-NN" is two keys but one word, and keeps the acronym's guards)."""
    return (variant != term and len(variant) >= 2 and len(term) >= 1
            and BOUNDARY not in variant and BOUNDARY not in term)


def _usable(acronym: Phrase, expansion: Phrase) -> bool:
    return (len(acronym) == 1 and len(acronym[0]) >= 2 and acronym[0] not in NEVER
            and acronym[0] != BOUNDARY and len(expansion) >= 2
            and BOUNDARY not in expansion and acronym != expansion)


NO_ACRONYMS = Acronyms()

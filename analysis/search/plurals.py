"""The forms of a typed plural of two singulars: "basis" also finds "bases".

Why
    The search keys typed words and papers alike by the vocabulary's rule
    (:func:`analysis.terms.inflection.word_key`), so "network" and "networks" are one key
    and either typed finds both.  A plural of two singulars ("bases": base and basis;
    "leaves": leaf and leave; "lives": life and live,
    :data:`analysis.terms.inflection.AMBIGUOUS_PLURALS`) keeps its own key since session
    62 (made "basis" everywhere, "knowledge bases" was counted as "knowledge basis"), and
    a search for "basis" or "leaf" no longer found the papers writing "bases" or "leaves"
    (the 24k corpus: "orthonormal basis" missed the papers writing only "orthonormal
    bases").

Method
    A typed phrase holding such a word is also searched with each other form of the
    word in its place, by the keys the vocabulary gives them: a singular with its plural
    ("orthonormal basis" -> "orthonormal bases"; "base" does not find "basis"), the plural
    with both singulars ("bases" -> "base", "basis": the user typed an ambiguous word, as
    an acronym typed finds every expansion).  The forms are words, not senses: "basis"
    also finds "knowledge bases", "leaf" finds "leaves" the verb, as before session 62
    (the word alone cannot say which is meant; a phrase can, and the vocabulary's terms
    follow it: :mod:`analysis.terms.plural_joins`).  Each form is one more phrase of the
    query and counts towards its limits (:mod:`analysis.search.query`, "Bounded work");
    at most :data:`MAX_FORMS` per typed phrase.
"""

from __future__ import annotations

import itertools

from analysis.terms.inflection import AMBIGUOUS_PLURALS

#: Phrases a typed phrase is searched as at most (itself first): two plurals of two
#: singulars each would be nine.
MAX_FORMS = 4

#: Each ambiguous plural's key -> its singulars; each singular's -> its plurals.
_FORMS: dict[str, tuple[str, ...]] = dict(AMBIGUOUS_PLURALS)
for _plural, _singulars in AMBIGUOUS_PLURALS.items():
    for _one in _singulars:
        _FORMS[_one] = (*_FORMS.get(_one, ()), _plural)


def plural_forms(keys: tuple[str, ...]) -> list[tuple[str, ...]]:
    """``keys`` (a typed phrase's search keys) and the phrases with another form of each
    ambiguous plural's word in its place (module docstring), ``keys`` first."""
    if not any(k in _FORMS for k in keys):
        return [keys]
    options = [(k, *_FORMS.get(k, ())) for k in keys]
    return list(itertools.islice(itertools.product(*options), MAX_FORMS))

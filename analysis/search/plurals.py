"""The plural a typed singular also finds when the plural has two singulars: "basis" ->
"bases".

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
    A typed phrase holding a singular of such a plural is also searched with the plural's
    key in its place, by the keys the vocabulary gives them: "basis" finds "bases",
    "orthonormal basis" finds "orthonormal bases" ("base" still does not find "basis").
    The forms are words, not senses: "basis" also finds "knowledge bases", "leaf" finds
    "leaves" the verb, as before session 62 (the word alone cannot say which is meant; a
    phrase can, and the vocabulary's terms follow it: :mod:`analysis.terms.plural_joins`).
    On the 24k corpus "basis" finds 567 papers (478 before), "leaf" 74 (26), "life" 159
    (141).  A typed plural finds itself only, and the singular phrase its term is joined
    to (the vocabulary's spelling pairs, :func:`analysis.search.term_papers.variant_pairs`):
    given both singulars, "leaves" found 150 papers where 51 write it, most of them
    "leave-one-out", and "lives" 195 where 19 do, most "live" video (bench/keywords/
    RESULTS.md, session 63).  Each form is one more phrase of the query and counts
    towards its limits (:mod:`analysis.search.query`, "Bounded work"); at most
    :data:`MAX_FORMS` per typed phrase.
"""

from __future__ import annotations

import itertools

from analysis.terms.inflection import AMBIGUOUS_PLURALS

#: Phrases a typed phrase is searched as at most (itself first): four is two such
#: singulars in one phrase.
MAX_FORMS = 4

#: Each singular's key -> the ambiguous plurals it has.
_FORMS: dict[str, tuple[str, ...]] = {}
for _plural, _singulars in AMBIGUOUS_PLURALS.items():
    for _one in _singulars:
        _FORMS[_one] = (*_FORMS.get(_one, ()), _plural)


def plural_forms(keys: tuple[str, ...]) -> list[tuple[str, ...]]:
    """``keys`` (a typed phrase's search keys) and the phrases with the ambiguous plural
    of each of its singulars in its place (module docstring), ``keys`` first."""
    if not any(k in _FORMS for k in keys):
        return [keys]
    options = [(k, *_FORMS.get(k, ())) for k in keys]
    return list(itertools.islice(itertools.product(*options), MAX_FORMS))

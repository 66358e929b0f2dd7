"""Each joined acronym as the search adds it to its term, read once per analysis.

Two rules take papers from an acronym the search adds (:mod:`analysis.search.shortforms`):
those using its letters in another context (:mod:`analysis.search.senses`) and those
writing it only in compounds defined as other names (:mod:`analysis.search.compounds`).
Both start from the same reading of every term with an acronym: the plan of a search for
the term (:func:`analysis.search.query.phrase_query`), its acronyms matched as written
short forms and its other phrases.  :func:`acronym_uses` makes that reading once and
:func:`analysis.search.senses.with_senses` gives it to both (a reviewer, wave 36: each
rule planned every acronym term's search again).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from analysis.search.acronyms import Phrase
from analysis.search.index import SearchIndex
from analysis.search.query import phrase_query
from analysis.search.shortforms import Written
from analysis.terms.vocabulary import Vocabulary


@dataclass(frozen=True)
class AcronymUse:
    """One acronym the search adds to a term: the term, the acronym's phrase, how the
    search finds it, and the term's other phrases (its spellings, the long form's)."""

    term_id: int
    phrase: Phrase
    written: Written
    rest: tuple[Phrase, ...]


def acronym_uses(vocab: Vocabulary, index: SearchIndex) -> list[AcronymUse]:
    """Each term's acronyms the search adds as written short forms, term order (none when
    the search finds the term by more than one term of its plan)."""
    out: list[AcronymUse] = []
    terms = vocab.terms
    for j in np.flatnonzero(terms["acronym"].fillna("").astype(str).to_numpy() != ""):
        plan = index.plan(phrase_query(str(terms.at[j, "term"])))
        if len(plan.terms) != 1:
            continue
        (term,) = plan.terms
        written = dict(term.written)
        rest = tuple(p for p in term.phrases if p not in written)
        out += [AcronymUse(int(j), phrase, w, rest) for phrase, w in written.items()]
    return out

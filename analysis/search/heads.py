"""The head a term's label ends with: the one most of the term's papers write.

A term joined with the head its long form is normally written with (:mod:`analysis.terms.
headed`, rule 1: "KL divergence" and "Kullback-Leibler divergence" are the term
"Kullback-Leibler (KL)") may be shown with that head: "Kullback-Leibler (KL) divergence".
The label names what the term counts, papers.  So it holds the head when more than half
of the term's papers write the head after either form ("KL divergence", "Kullback-Leibler
divergence") or after a definition ("Kullback-Leibler (KL) divergence", "KL (Kullback-
Leibler) divergence").  Of a long form's candidate heads (:class:`analysis.terms.TermModel`
``heads``), the label takes the one written by the most papers, and only with a strict
majority: a head written by exactly half of the papers is not what most of them write.

Why papers, not uses (a reviewer, wave 36).  The label was decided on uses, the
occurrences of both forms: "map" followed 0.56 of the uses of the 61k corpus's
"high-definition (HD)", so the term's 123 papers were labelled "high-definition (HD)
map".  The term counts every paper that writes "HD" or "high-definition" in any sense,
and papers on maps repeat "HD map" many times, so uses overstate it.  Counted in papers
(main at 2da9e2e, bench/keywords/RESULTS.md wave 37): 63 of the 123 write "HD map(s)" or
"high-definition (HD) map(s)" (0.512, with the 8 that write it only as "High-Definition
(HD) maps" or "HD-maps"); the other 60 write the letters before something else ("HD
video", "HD cameras", "high-definition images").  A bare majority, which keeps the head.
On the 24k corpus "Kullback-Leibler (KL) divergence" keeps it (162 of 201 papers, 0.81)
and "expectation-maximization (EM) algorithm" gains it (196 of 374, 0.52; 0.43 of the
uses).  On the 61k corpus "expectation-maximization (EM)" (84 of 177, 0.47) and
"proportional-integral-derivative (PID)" (69 of 164 write "controller", 0.42) stay
without it.

How.  The term's papers are its column once the columns are final (a keyword's are its
search's: :mod:`analysis.search.term_papers`).  The papers writing a head are those the
index finds by a phrase: each phrase the search finds the term by (its spellings and its
acronym, :func:`analysis.search.query.phrase_query`), then the head; and each two of them
with a boundary between and after them, then the head (the index keys a definition's
brackets as a boundary: "kullback leibler _ kl _ divergence").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

import numpy as np

from analysis.search.acronyms import Phrase
from analysis.search.index import SearchIndex, _match
from analysis.search.keys import BOUNDARY, phrase_keys
from analysis.search.query import phrase_query
from analysis.terms.vocabulary import Vocabulary


def with_head_labels(vocab: Vocabulary, index: SearchIndex) -> Vocabulary:
    """``vocab`` with the column ``head``: the head each term's label ends with, "" if none
    (module docstring), of its candidates ``heads`` (none: no label holds a head)."""
    heads = np.full(len(vocab.terms), "", dtype=object)
    if "heads" in vocab.terms and vocab.n_docs:
        candidates = vocab.terms["heads"].fillna("").astype(str).to_numpy()
        terms = vocab.terms["term"].astype(str).to_numpy()
        for j in np.flatnonzero(candidates != ""):
            heads[j] = label_head(vocab.term_docs(int(j)), {
                h: head_papers(index, str(terms[j]), h) for h in candidates[j].split(";")})
    table = vocab.terms.copy()
    table["head"] = heads
    return dataclasses.replace(vocab, terms=table)


def label_head(papers: np.ndarray, written: Mapping[str, np.ndarray]) -> str:
    """The head of ``written`` (head -> the papers writing it, in order of preference) that
    the most of ``papers`` (a term's) write, when more than half of them do; else ""."""
    best, most = "", 0
    for head, rows in written.items():
        n = int(np.intersect1d(papers, rows).size)
        if n > most:  # a tie keeps the first
            best, most = head, n
    return best if 2 * most > papers.size else ""


def head_papers(index: SearchIndex, term: str, head: str) -> np.ndarray:
    """The papers writing ``head`` after one of the phrases the search finds ``term`` by,
    or after two of them as a definition (module docstring)."""
    plan = index.plan(phrase_query(term))
    h = phrase_keys(head)
    if len(plan.terms) != 1 or not h:
        return np.empty(0, np.int64)
    forms = [p for p in plan.terms[0].phrases if p[-len(h):] != h]
    phrases: list[Phrase] = [p + h for p in forms]
    phrases += [a + (BOUNDARY,) + b + (BOUNDARY,) + h for a in forms for b in forms if a != b]
    expression = " OR ".join(f'"{" ".join(p)}"' for p in dict.fromkeys(phrases))
    with index.store.lock:
        return _match(index.store.connection(), expression) if phrases else \
            np.empty(0, np.int64)

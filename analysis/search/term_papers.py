"""A term's papers: the one definition every count of a keyword uses.

A term's papers are the papers a search for the term finds (:func:`term_papers`: the
term as a phrase, :func:`analysis.search.phrase_query`; the search adds its acronym and
its other spellings, :mod:`analysis.search.acronyms`).  The keyword chart, keywords.csv,
the characteristic keywords, acceptance by keyword, keyword trends, rising and falling
keywords, the keyword in context and a click on a keyword (which searches for it) then
all count the same papers: issue 10's "a term is counted one way everywhere".

Why the search's reading and not the vocabulary encoder's.  The encoder reads a
hyphenated compound as one word (:mod:`analysis.terms.tokens`), so "LLM-based agents"
did not count for "large language model (LLM)", while the search, which reads a hyphen
as a space (:mod:`analysis.search.keys`), found it: on the 57 seeds the chart said 15
papers and the keyword in context "18 of 18"; on ICML 2013-2019, 20 of the top 30
keywords differed ("graph" 207 / 220, "convex optimization" 70 / 103 with
"non-convex optimization"; "autoencoder" 84 / 64 the other way, as the search did not
know the spelling "auto-encoder").  A reader checking a count does it with the search
box, so the search's reading is the one a count can be checked against; the spellings
the vocabulary merges reach the search as pairs (:func:`variant_pairs`), so nothing the
vocabulary counted is lost.

How: once the search index is built, :func:`with_term_papers` sets the keyword columns
of the vocabulary's matrices (``presence``, every count of papers, and ``matrix``, whose
nonzeros the trend cells count) to the search's papers: one search per keyword (0.2 s
for 875 keywords at 24,000 papers), the other columns untouched, so topics and their
terms are as before.  A paper the search adds gets an occurrence count of 1.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping

import numpy as np
import scipy.sparse as sp

from analysis.schema import Mask
from analysis.search.index import SearchIndex
from analysis.search.query import SearchPlan, phrase_query
from analysis.terms.inflection import spelling_key, text_key, word_key
from analysis.terms.vocabulary import Vocabulary


def term_papers(index: SearchIndex, term: str, plan: SearchPlan | None = None) -> Mask:
    """The papers using ``term`` (read-only mask): those a search for it as a phrase finds
    (``plan``: that search's plan, when made already)."""
    return index.find(phrase_query(term), plan).mask


def variant_pairs(vocab: Vocabulary) -> list[tuple[str, str]]:
    """(acronym or spelling, term) pairs for the search: each term's acronym ("GAN",
    Schwartz & Hearst 2003) and every other spelling the vocabulary counts as the term
    ("auto-encoder" for "autoencoder", "ConvNet" for "convolutional neural network")."""
    terms = vocab.terms
    if "acronym" not in terms.columns:
        return []
    pairs = []
    spellings = terms["spellings"] if "spellings" in terms.columns else [""] * len(terms)
    for term, acronym, key, spelled in zip(terms["term"].astype(str),
                                           terms["acronym"].fillna("").astype(str),
                                           terms["key"].astype(str), spellings, strict=True):
        if acronym:
            pairs.append((acronym, term))
        # every spelling but the one the term as shown is searched by: the term's key is
        # one to give when the term is shown by another part ("knowledge bases", the
        # expansion of "KB", shown "knowledge base": analysis.terms.plural_joins)
        shown = text_key(term)
        for s in str(spelled or "").split(";"):
            if s and s != shown and s != word_key(acronym):
                pairs.append((_other_acronym(s, key, acronym), term))
    return pairs


def _other_acronym(spelled: str, key: str, acronym: str) -> str:
    """A spelling of a term as the search is given it: in capitals when it is another
    acronym joined to the term (one word of letters and digits whose letters are not the
    term's: "vt" of "vision transformer (ViT)"), so that the search finds it only as a
    short form and not where a paper defines it otherwise or it is written in another
    sense (:mod:`analysis.search.shortforms`, :mod:`analysis.search.senses`), as the term's
    own acronym; given in lower case, the 61k corpus's "vision transformer" found every
    "VT" and "vt": "VT&R" (visual teach and repeat), "VT (vector-touch)", a tactile
    display of 2004 as its first paper.  Its case is not kept by the vocabulary (a key),
    so it is given in the case of the term's acronym when it has the same letters ("ReID"
    for "re-identification (Re-ID)": 48 papers of the 61k corpus define it so), else in
    capitals when it is short (:data:`MAX_OTHER`; a mixed-case one is then found in
    capitals only)."""
    if not spelled.isalnum() or spelling_key(spelled) == spelling_key(key):
        return spelled
    letters = "".join(c for c in acronym if c.isalnum())
    if letters.lower() == spelled:
        return letters
    return spelled.upper() if len(spelled) <= MAX_OTHER else spelled


#: The longest other acronym given in capitals: a longer one is written as a word as
#: often as a short form ("convnet" of "convolutional neural network (CNN)": "Convnets",
#: "ConvNets"; 28 papers of the 24k corpus lost in capitals), so it stays a spelling.
MAX_OTHER = 4


def with_term_papers(vocab: Vocabulary, index: SearchIndex,
                     removed: Mapping[int, np.ndarray] | None = None) -> Vocabulary:
    """``vocab`` with each keyword's papers those :func:`term_papers` finds (module
    docstring): ``presence``, the nonzeros of ``matrix`` and ``df`` of the keyword
    columns; the ``removed`` papers out of the columns of other terms (those an
    ambiguous acronym of theirs means something else in: :mod:`analysis.search.senses`);
    every other column as it was."""
    ids = vocab.keyword_ids
    found = keyword_rows(vocab, index)
    if removed:
        ids = np.r_[ids, np.asarray(sorted(removed), dtype=np.int64)]
        found += [np.setdiff1d(vocab.term_docs(j), removed[j]).astype(np.int32)
                  for j in sorted(removed)]
    return with_column_rows(vocab, ids, found)


def keyword_rows(vocab: Vocabulary, index: SearchIndex) -> list[np.ndarray]:
    """Each keyword's papers (:data:`Vocabulary.keyword_ids` order): the rows
    :func:`term_papers` finds, as int32 (none when there is no keyword or paper)."""
    return rows_of_terms(index, keyword_terms(vocab))


def keyword_terms(vocab: Vocabulary) -> list[str]:
    """The keywords (:data:`Vocabulary.keyword_ids` order; none when there is no paper)."""
    ids = vocab.keyword_ids
    if ids.size == 0 or vocab.n_docs == 0:
        return []
    terms = vocab.terms["term"].to_numpy()
    return [str(terms[j]) for j in ids]


def rows_of_terms(index: SearchIndex, terms: list[str],
                  plans: list[SearchPlan] | None = None) -> list[np.ndarray]:
    """Each term's papers: the rows :func:`term_papers` finds, as int32 (``plans``: their
    searches' plans, when made already)."""
    planned: list[SearchPlan | None] = list(plans) if plans is not None else [None] * len(terms)
    return [np.flatnonzero(term_papers(index, term, plan)).astype(np.int32)
            for term, plan in zip(terms, planned, strict=True)]


def with_keyword_rows(vocab: Vocabulary, found: list[np.ndarray]) -> Vocabulary:
    """``vocab`` with the keyword columns' papers ``found`` (:func:`keyword_rows`)."""
    return with_column_rows(vocab, vocab.keyword_ids, found)


def with_column_rows(vocab: Vocabulary, ids: np.ndarray, found: list[np.ndarray]) -> Vocabulary:
    """``vocab`` with the papers of columns ``ids`` (distinct, any order) those
    ``found``, the other columns as they were."""
    if ids.size == 0 or vocab.n_docs == 0:
        return vocab
    presence = _replaced_columns(vocab.presence, ids, found)
    matrix = _matrix_with(vocab.matrix, vocab.presence, ids, found)
    table = vocab.terms.copy()
    table["df"] = np.diff(presence.indptr).astype(np.int64)
    return dataclasses.replace(vocab, terms=table, matrix=matrix, presence=presence)


def _replaced_columns(presence: sp.csc_matrix, ids: np.ndarray,
                      rows: list[np.ndarray]) -> sp.csc_matrix:
    """0/1 csc ``presence`` with columns ``ids`` holding ``rows`` instead."""
    new_rows = dict(zip(ids.tolist(), rows, strict=True))
    indptr = presence.indptr
    parts = [new_rows.get(j, presence.indices[indptr[j]:indptr[j + 1]])
             for j in range(presence.shape[1])]
    lengths = np.fromiter((p.size for p in parts), dtype=np.int64, count=len(parts))
    indices = np.concatenate(parts).astype(presence.indices.dtype, copy=False) \
        if parts else np.empty(0, np.int32)
    out = sp.csc_matrix((np.ones(indices.size, dtype=presence.dtype), indices,
                         np.r_[0, np.cumsum(lengths)]), shape=presence.shape)
    out.sort_indices()
    return out


def _matrix_with(matrix: sp.csr_matrix, presence: sp.csc_matrix, ids: np.ndarray,
                 rows: list[np.ndarray]) -> sp.csr_matrix:
    """``matrix`` with the nonzeros of columns ``ids`` exactly at ``rows``: entries of
    papers the search does not find dropped, papers it adds counted once (one sum with a
    small change matrix: one new matrix, the old one left to the caller)."""
    indptr = presence.indptr
    change = change_matrix(matrix, ((presence.indices[indptr[j]:indptr[j + 1]], found, j)
                                    for j, found in zip(ids.tolist(), rows, strict=True)))
    if change is None:
        return matrix
    out = sp.csr_matrix(matrix + change)
    out.eliminate_zeros()
    out.sort_indices()
    return out


def change_matrix(matrix: sp.csr_matrix,
                  columns: Iterable[tuple[np.ndarray, np.ndarray, int]]) -> sp.csr_matrix | None:
    """The matrix to add to ``matrix`` so that each column ``j`` of ``columns`` (``had``
    rows, ``found`` rows, ``j``) holds nonzeros exactly at ``found``: minus the old value
    where a paper is no longer found, one where it is new; None when nothing changes."""
    gone_parts, new_parts = [], []
    for had, found, j in columns:
        gone_parts.append((np.setdiff1d(had, found, assume_unique=True), j))
        new_parts.append((np.setdiff1d(found, had, assume_unique=True), j))
    gone_rows, gone_cols = _flat(gone_parts)
    new_rows, new_cols = _flat(new_parts)
    if gone_rows.size == 0 and new_rows.size == 0:
        return None
    was = np.asarray(matrix[gone_rows, gone_cols]).ravel() if gone_rows.size \
        else np.zeros(0, dtype=matrix.dtype)
    return sp.csr_matrix(
        (np.r_[-was, np.ones(new_rows.size)].astype(matrix.dtype),
         (np.r_[gone_rows, new_rows], np.r_[gone_cols, new_cols])), shape=matrix.shape)


def _flat(parts: list[tuple[np.ndarray, int]]) -> tuple[np.ndarray, np.ndarray]:
    """(rows, columns) of every (rows of a column, column) part."""
    if not parts:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    return (np.concatenate([r.astype(np.int64) for r, _ in parts]),
            np.concatenate([np.full(r.size, j, dtype=np.int64) for r, j in parts]))

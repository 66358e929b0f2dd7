"""Terms (single words and multi-word phrases) and the document-term matrix.

Every later stage (keywords, topics, trends) counts the same terms, so the vocabulary
is built once per corpus by :func:`build_vocabulary`, in steps:

1. :mod:`~analysis.terms.tokens`: the texts scanned into one flat token array, with a
   boundary (punctuation, numbers, the end of a paper) that no phrase may span.
2. :mod:`~analysis.terms.inflection`: each word's key (folded, plural inflection
   removed: "LLMs" -> "llm"); function words and debris never become terms.
3. A word used by at least ``min_df`` papers is a term; :mod:`~analysis.terms.phrases`
   finds the two- and three-word collocations among such words (NPMI, Bouma 2009).
4. :mod:`~analysis.terms.display`: each term's display form, in its usual case.
5. Here: the terms sorted by key (so ids do not depend on document order) and the
   papers x terms count matrix.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np
import pandas as pd
import scipy.sparse as sp

from analysis.terms.counting import Codes, doc_code_counts
from analysis.terms.display import folded_forms, phrase_display_forms, word_display_forms
from analysis.terms.inflection import key_surfaces, text_key
from analysis.terms.phrases import find_phrases
from analysis.terms.tokens import scan_tokens
from analysis.text import fold
from analysis.text.stopwords import GENERIC


def default_min_df(n_docs: int) -> int:
    """Minimum number of papers for a term: ``clip(round(sqrt(n) / 10), 2, 20)``.

    2 papers for up to ~250 abstracts, 5 at 3,000, 15 at 24,000.
    """
    return int(np.clip(round(np.sqrt(max(n_docs, 1)) / 10), 2, 20))


@dataclass(frozen=True)
class Vocabulary:
    """The corpus's terms and its document-term count matrix.

    Attributes
    ----------
    terms : DataFrame
        Index ``term_id`` 0..V-1 (sorted by key, so ids do not depend on document order);
        columns ``term`` (display form), ``key`` (normalised words joined by spaces),
        ``n_words`` (1-3), ``df`` (number of papers using the term) and ``generic``
        (True for words every abstract uses, see :mod:`analysis.text.stopwords`).
    matrix : csr_matrix
        ``n_docs x V`` occurrence counts (a phrase counts where its words are adjacent;
        its words are counted too).
    presence : csc_matrix
        ``n_docs x V`` 0/1 (float32): who uses what.  Column-major, so a term's papers
        and ``presence.T @ mask`` (papers per term in any selection) are cheap; every
        count of papers (keywords, trends) is taken from it.
    """

    terms: pd.DataFrame
    matrix: sp.csr_matrix
    presence: sp.csc_matrix = field(repr=False, compare=False)
    _index: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
    _keys: dict[str, int] = field(default_factory=dict, repr=False, compare=False)

    @property
    def n_docs(self) -> int:
        return int(self.matrix.shape[0])

    def lookup(self, text: str) -> int | None:
        """Term id of ``text`` (case- and inflection-insensitive: "Models" -> "model")."""
        if not text:
            return None
        hit = self._index.get(fold(text.strip()))
        if hit is not None:
            return hit
        return self._keys.get(text_key(text))

    def key_id(self, key: str) -> int | None:
        """Term id of a normalised key ("large language model"), or None."""
        return self._keys.get(key)

    def term_docs(self, term_id: int) -> np.ndarray:
        """Row indices of the papers using term ``term_id``."""
        p = self.presence
        return p.indices[p.indptr[term_id]:p.indptr[term_id + 1]].copy()

    def doc_counts(self, rows: np.ndarray | None = None) -> np.ndarray:
        """Papers using each term among ``rows`` (bool mask; None = all), as ints."""
        if rows is None:
            return self.terms["df"].to_numpy()
        return np.rint(self.presence.T @ np.asarray(rows, dtype=np.float32)).astype(np.int64)


class _Term(NamedTuple):
    """One term before ids are given: ``code`` is a word's key id or a phrase's code."""

    key: str
    display: str
    n_words: int
    code: int


# Occurrences of one kind of term: (n_words, doc, code, count), one row per paper and term.
_Counts = tuple[int, Codes, Codes, Codes]


def build_vocabulary(texts: Sequence[str], min_df: int | None = None) -> Vocabulary:
    """Build the terms and document-term matrix of cleaned ``title. abstract`` texts.

    Parameters
    ----------
    texts
        Cleaned texts (:func:`analysis.text.clean_text` output), one per paper.
    min_df
        A term must be used by at least this many papers; default
        :func:`default_min_df` of the corpus size.

    Returns
    -------
    Vocabulary
        Term ids are sorted by key, so the same texts in any order give the same terms
        and ids (the matrix rows follow ``texts``).
    """
    min_df = max(1, int(default_min_df(len(texts)) if min_df is None else min_df))
    # words: a key used by at least min_df papers is a term
    tokens = scan_tokens(texts)
    surface_keys = key_surfaces(tokens.surfaces)
    keys = surface_keys.keys
    token_key = surface_keys.key_of_surface[tokens.surface]
    is_key = token_key >= 0
    # one row per (paper, word key): the paper, the key, the word's occurrences there
    doc_of_row, key_of_row, count_of_row = doc_code_counts(tokens.doc[is_key],
                                                           token_key[is_key], len(keys))
    word_ids = np.flatnonzero(np.bincount(key_of_row, minlength=len(keys)) >= min_df)
    frequent = np.zeros(len(keys), dtype=bool)
    frequent[word_ids] = True
    words, phrase_sets = find_phrases(tokens.doc, token_key, keys, frequent, min_df)

    # display forms; then terms sorted by key, and their counts
    surface_counts = tokens.surface_counts()
    forms = folded_forms(tokens, surface_keys.folded, surface_counts)
    word_display = word_display_forms(word_ids, keys, surface_keys.key_of_surface, forms,
                                      surface_counts)
    terms = [_Term(str(keys[k]), word_display[int(k)], 1, int(k)) for k in word_ids]
    terms += [_Term(*phrase) for phrase in
              phrase_display_forms(phrase_sets, words, keys, tokens, forms)]
    terms.sort(key=lambda term: term.key)

    is_term = np.isin(key_of_row, word_ids)
    counts: list[_Counts] = [(1, doc_of_row[is_term], key_of_row[is_term],
                              count_of_row[is_term])]
    counts += [(p.n_words, p.doc, p.code, p.count) for p in phrase_sets]
    matrix = _count_matrix(len(texts), terms, counts)
    presence = matrix.tocsc().astype(np.float32)
    presence.data[:] = 1.0
    presence.sort_indices()
    table = _terms_table(terms, np.diff(presence.indptr))
    index, key_ids = _lookup_indexes(table)
    return Vocabulary(terms=table, matrix=matrix, presence=presence, _index=index,
                      _keys=key_ids)


def _count_matrix(n_docs: int, terms: list[_Term], counts: list[_Counts]) -> sp.csr_matrix:
    """The papers x terms occurrence counts, columns in the order of ``terms``."""
    column_of = {(term.n_words, term.code): j for j, term in enumerate(terms)}
    rows, columns, values = [], [], []
    for n_words, doc, code, count in counts:
        if code.size == 0:
            continue
        rows.append(doc)
        columns.append(_columns(n_words, code, column_of))
        values.append(count)
    empty = np.empty(0, dtype=np.int64)
    matrix = sp.csr_matrix(
        (np.concatenate(values or [empty]).astype(np.float64),
         (np.concatenate(rows or [empty]), np.concatenate(columns or [empty]))),
        shape=(n_docs, len(terms)))
    matrix.sum_duplicates()
    matrix.sort_indices()
    return matrix


def _columns(n_words: int, code: Codes, column_of: dict[tuple[int, int], int]) -> Codes:
    """The matrix column of each code: through a table indexed by code for words (key
    ids are small), by binary search among the distinct codes for phrases (their codes
    are large, their rows few)."""
    if n_words == 1:
        table = np.full(int(code.max()) + 1, -1, dtype=np.int64)
        for c in np.flatnonzero(np.bincount(code)):
            table[c] = column_of[(1, int(c))]
        return table[code]
    distinct = np.unique(code)
    column = np.array([column_of[(n_words, int(c))] for c in distinct], dtype=np.int64)
    return column[np.searchsorted(distinct, code)]


def _terms_table(terms: list[_Term], df: np.ndarray) -> pd.DataFrame:
    """The ``terms`` DataFrame of :class:`Vocabulary`."""
    table = pd.DataFrame({
        "term": [t.display for t in terms],
        "key": [t.key for t in terms],
        "n_words": np.array([t.n_words for t in terms], dtype=np.int64),
        "df": df.astype(np.int64),
        "generic": [all(w in GENERIC for w in t.key.split()) for t in terms],
    })
    table.index.name = "term_id"
    return table


def _lookup_indexes(table: pd.DataFrame) -> tuple[dict[str, int], dict[str, int]]:
    """Term ids by folded display form or key, and by key alone.

    Display forms go first, so that ``lookup(term)`` always returns that term's id.
    """
    key_ids = {key: j for j, key in enumerate(table["key"])}
    index: dict[str, int] = {}
    for j, shown in enumerate(table["term"]):
        index.setdefault(fold(shown), j)
    for key, j in key_ids.items():
        index.setdefault(key, j)
    return index, key_ids

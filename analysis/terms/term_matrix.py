"""The :class:`Vocabulary`: a corpus's terms and its document-term matrix, and what every
later stage reads of them (term look-ups, labels, spellings, papers per term, keyword
counts for any selection of papers).

It is built once per corpus by :func:`analysis.terms.vocabulary.build_vocabulary`; the
counts here read the matrices it stacked, never the texts.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np
import numpy.typing as npt
import pandas as pd
import scipy.sparse as sp

from analysis.memory import drop_pages_read
from analysis.terms.headed import term_label
from analysis.terms.inflection import text_key
from analysis.terms.lookup import compact
from analysis.terms.model import TermModel
from analysis.text import fold

#: Stored values of the presence matrix :meth:`Vocabulary.doc_counts` reads at once: a
#: mapped file's pages are released after each block (in one pass, such as the export:
#: :func:`analysis.memory.mapped_pages_released`), so a count holds ~32 MB of them, not
#: the whole file's (~0.6 GB at 1,000,000 papers, read again for every venue profiled).
COUNT_ENTRIES = 4_000_000



@dataclass(frozen=True)
class Vocabulary:
    """The corpus's terms and its document-term count matrix.

    Attributes
    ----------
    terms : DataFrame
        Index ``term_id`` 0..V-1 (sorted by key, so ids do not depend on document order);
        columns ``term`` (display form), ``key`` (normalised words joined by spaces),
        ``n_words``, ``df`` (papers using the term), ``acronym`` (the acronym joined to
        it, "" if none), ``keyword`` (it names a research subject:
        :mod:`analysis.terms.termhood`), ``content`` and the termhood statistics (see
        :class:`~analysis.terms.model.TermModel`), ``generic`` (not a keyword: the
        complement of ``keyword``, for code that leaves generic terms out).
    matrix : csr_matrix
        ``n_docs x V`` float32 occurrence counts (a phrase counts where its words are
        adjacent; its words are counted too; an acronym counts for its expansion).
    presence : csc_matrix
        ``n_docs x V`` 0/1 (float32): who uses what.  Every count of papers (keywords,
        trends) is taken from it.
    model : TermModel
        The fixed term model: encodes more papers the same way
        (:func:`analysis.terms.encode.encode`).
    shown : csc_matrix
        ``n_docs x len(model.shown_words)`` 0/1: which papers hold each word of the
        terms' display forms as written (:meth:`shown_docs`).
    """

    terms: pd.DataFrame
    matrix: sp.csr_matrix
    presence: sp.csc_matrix = field(repr=False, compare=False)
    model: TermModel | None = field(default=None, repr=False, compare=False)
    shown: sp.csc_matrix | None = field(default=None, repr=False, compare=False)
    _index: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
    _keys: dict[str, int] = field(default_factory=dict, repr=False, compare=False)

    @property
    def n_docs(self) -> int:
        return int(self.matrix.shape[0])

    def lookup(self, text: str) -> int | None:
        """Term id of ``text`` as typed: any case, inflection, hyphenation, display form,
        acronym or expansion; None if none.  A word in capitals is read as in papers ("IRLS"
        is no plural of "IRL"), a phrase also lower-cased ("LARGE LANGUAGE MODELS")."""
        text = text.strip() if text else ""
        candidates = [fold(text), text_key(text), compact(text_key(text))] if text else []
        candidates += [text_key(text.lower())] if " " in text else []
        return next((self._index[c] for c in candidates if c in self._index), None)

    def key_id(self, key: str) -> int | None:
        """Term id of a normalised key ("large language model"), or None."""
        return self._keys.get(key)

    def label(self, term_id: int) -> str:
        """The term as shown: "generative adversarial network (GAN)" when it has an acronym,
        "Kullback-Leibler (KL) divergence" with a label head (:func:`term_label`)."""
        term, acronym, head = (column[term_id] for column in self.spelled)
        return term_label(str(term), acronym, head)

    @cached_property
    def spelled(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Each term's display form, acronym as shown (``shown_acronym``; a vocabulary
        saved before that rule: ``acronym``) and label head, "" where none, as object
        arrays by term id (:mod:`analysis.terms.spelling`).  Made once (~2 ms at 24,000
        papers): read per term from :attr:`terms` a label cost ~0.2 ms (a row by ``loc``),
        ~90 of them a filter change for the keyword pickers' options, and each spelled
        table took its three columns again (perf65: ~40 ms of CPU a topic pick)."""
        acronym = self.terms["shown_acronym"] if "shown_acronym" in self.terms \
            else self.terms["acronym"]
        return (self.terms["term"].to_numpy(dtype=object),
                acronym.fillna("").to_numpy(dtype=object), self.heads.to_numpy(dtype=object))

    @cached_property
    def display_ids(self) -> dict[str, int]:
        """Term id of each display form as written (the first of equal ones): a table's
        ``term`` read back to its id without :meth:`lookup`'s folding (~13 µs a term, on
        every filter change for a comparison's 2,000 keywords)."""
        ids: dict[str, int] = {}
        for j, term in enumerate(self.terms["term"].tolist()):
            ids.setdefault(str(term), j)
        return ids

    @cached_property
    def heads(self) -> pd.Series:
        """Each term's label head ("divergence" of "Kullback-Leibler (KL) divergence"), ""
        if none: the column ``head`` :mod:`analysis.search.heads` decides once the terms'
        papers are known (none before)."""
        if "head" not in self.terms:
            return pd.Series("", index=self.terms.index, dtype=object)
        return self.terms["head"].fillna("").astype(str)

    def expansion(self, acronym: str) -> str | None:
        """The expansion the corpus defines for ``acronym`` ("GAN" -> "generative
        adversarial network"), or None."""
        term_id = self.lookup(acronym)
        if term_id is None:
            return None
        row = self.terms.loc[term_id]
        return str(row["term"]) if row["acronym"] and fold(row["acronym"]) == text_key(
            acronym) else None

    def spellings(self, term_id: int) -> list[str]:
        """Every key counted as the term (its spellings and its acronym), for search:
        a paper matches the term when it holds any of them."""
        return str(self.terms.at[term_id, "spellings"]).split(";")

    def term_docs(self, term_id: int) -> np.ndarray:
        """Row indices of the papers using term ``term_id``."""
        p = self.presence
        return p.indices[p.indptr[term_id]:p.indptr[term_id + 1]].copy()

    def shown_docs(self, term_id: int) -> np.ndarray:
        """Row indices of the papers holding every word of the term's display form as
        written, anywhere ("Gaussian process": "gaussian" and "process"; "networks" is
        not "network"): how a reader checking the papers sees the term (topic
        coherence is counted so)."""
        if self.shown is None or self.model is None:
            return self.term_docs(term_id)
        rows: np.ndarray | None = None
        columns = self.model.shown_words.get_indexer(
            [fold(w) for w in str(self.terms.at[term_id, "term"]).split()])
        for j in dict.fromkeys(int(c) for c in columns):
            if j < 0:
                return np.empty(0, dtype=np.int32)
            found = self.shown.indices[self.shown.indptr[j]:self.shown.indptr[j + 1]]
            rows = found if rows is None else np.intersect1d(rows, found, assume_unique=True)
        return np.empty(0, dtype=np.int32) if rows is None else rows.copy()

    def doc_counts(self, rows: npt.ArrayLike | None = None) -> np.ndarray:
        """Papers using each term among ``rows`` (bool mask; None = all), as ints: the
        product with the presence matrix a block of :data:`COUNT_ENTRIES` stored values
        at a time (each term's sum is made of the same values in the same order)."""
        if rows is None:
            return self.terms["df"].to_numpy()
        picked, p = np.asarray(rows, dtype=np.float32), self.presence
        counts = np.empty(p.shape[1], dtype=np.int64)
        for a, b in column_blocks(p.indptr, COUNT_ENTRIES):
            start, stop = p.indptr[a], p.indptr[b]
            block = sp.csr_matrix((p.data[start:stop], p.indices[start:stop],
                                   p.indptr[a:b + 1] - start), shape=(b - a, p.shape[0]))
            counts[a:b] = np.rint(block @ picked)
            drop_pages_read(p.data, p.indices)  # a mapped file's pages read so far
        return counts

    @cached_property
    def keyword_ids(self) -> np.ndarray:
        """Term ids of the keywords, ascending."""
        return np.flatnonzero(self.terms["keyword"].to_numpy())

    @cached_property
    def _keyword_presence(self) -> sp.csr_matrix:
        # keywords x papers: a selection's keyword counts are one small product
        return sp.csr_matrix(self.presence[:, self.keyword_ids].T)

    def keyword_counts(self, rows: npt.ArrayLike | sp.spmatrix | None = None) -> np.ndarray:
        """Papers using each keyword (in :attr:`keyword_ids` order) among ``rows``
        (bool mask; None = all): the per-filter count, over keywords only (fast).  A sparse
        papers x groups 0/1 matrix gives keywords x groups, every group in one product."""
        if sp.issparse(rows):
            return np.rint((self._keyword_presence @ rows).toarray()).astype(np.int64)
        picked = None if rows is None else np.asarray(rows)
        if picked is None or (picked.dtype == bool and picked.all()):
            return self.terms["df"].to_numpy()[self.keyword_ids]
        picked = picked.astype(np.float32)
        return np.rint(self._keyword_presence @ picked).astype(np.int64)


def column_blocks(indptr: np.ndarray, entries: int) -> Iterator[tuple[int, int]]:
    """Consecutive column ranges ``[a, b)`` of a CSC matrix, each of at most ``entries``
    stored values (or one column)."""
    n, a = len(indptr) - 1, 0
    while a < n:
        b = int(np.searchsorted(indptr, indptr[a] + entries, side="right")) - 1
        b = min(max(b, a + 1), n)
        yield a, b
        a = b

"""The search index and each keyword's papers, made in a second process meanwhile.

Why: the search index (every text keyed, then inserted into SQLite) needs only the
texts, and each keyword's papers (:func:`~analysis.search.term_papers.keyword_rows`)
only the index and the vocabulary's keywords and pairs; nothing reads either until the
topics are fitted.  Made in this process, the second core sat idle meanwhile
(bench/PIPELINE.md, wave 14).  Started after the vocabulary (wave 14), the child did
most of its keying after the topics, with this process waiting: the paper typing held
the second core until then (bench/SCALE.md, wave 15).  So the child is forked as soon as
the papers are loaded (:class:`SearchBeside`): it keys and inserts the texts through the
vocabulary and the topics, on what the other two leave of the cores (at a lower
priority: :data:`NICENESS`), then waits for what it needs of the vocabulary
(:meth:`SearchBeside.vocabulary`: the acronym pairs and the keywords, sent through a
file), writes them and runs each keyword's search, half of them in a child of its own
(:func:`rows_in_two`: this process waits for them, with a core otherwise idle); only the
acronym pairs kept and the keywords' rows come back.  The file is this process's from
the start (a temporary folder it removes with the index), so a child that dies leaves
nothing behind: the work is done again here (the file rewritten), with the same result.

The child keys in as many worker processes as this process's chain and the typing leave
cores (:func:`keying_workers`); on two cores, none: the child keys and inserts by
itself.  Those cores are busy until this process waits, so workers add little speed
there, and each held ~0.3 GB of its own at 250,000 papers (its memo of runs, its
chunks): with two, the tree's peak was 3.4-3.5 GB during the vocabulary, without them
2.7 GB (at the assembly), for the same wait at the end (bench/SCALE.md, wave 19).
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from multiprocessing.connection import Connection
from pathlib import Path

import numpy as np

from analysis.background import Background
from analysis.search.acronyms import Acronyms
from analysis.search.build import keyed_texts, write_index
from analysis.search.index import FILE_NAME, SearchIndex, Store
from analysis.search.term_papers import (
    keyword_terms,
    rows_of_terms,
    variant_pairs,
    with_keyword_rows,
)
from analysis.terms.vocabulary import Vocabulary

#: The child's nice value above this process's: this process (the loading's, the
#: vocabulary's and the topics' chain) and the paper typing keep their cores and the
#: child takes what is left; at the same priority the child and its workers shared this
#: process's core too, and the topics took longer (bench/PIPELINE.md, wave 14).  Once
#: this process waits, the child has the cores whatever its nice value.  (With Linux's
#: autogroups, the default, a nice value weighs only against the processes of the same
#: session.)
NICENESS = 10

#: Keywords from which their searches are split between two processes (:func:`rows_in_two`).
SPLIT_MIN_TERMS = 2_000

#: What the child needs of the vocabulary: the (acronym or spelling, term) pairs and the
#: keywords (:data:`Vocabulary.keyword_ids` order).
Wanted = tuple[list[tuple[str, str]], list[str]]


class SearchBeside:
    """:func:`~analysis.search.build_search_index` of ``texts`` with the vocabulary's
    pairs, and the vocabulary with each keyword's papers the search's
    (:func:`~analysis.search.with_term_papers`), computed from now on (a second process
    from :data:`~analysis.background.BACKGROUND_MIN_ITEMS` papers); the vocabulary is
    given when it exists (:meth:`vocabulary`, or here), :meth:`result` waits."""

    def __init__(self, texts: Sequence[str], vocab: Vocabulary | None = None) -> None:
        folder = Path(tempfile.mkdtemp(prefix="paper-trends-search-"))
        self._store = Store(folder / FILE_NAME, owned=True)  # removed with the index
        self._n_papers = len(texts)
        self._vocab: Vocabulary | None = None
        receive, self._send = multiprocessing.get_context().Pipe(duplex=False)
        self._wanted = _Wanted(receive, self._send, folder / "wanted.pickle")
        self._child = Background(_index_and_rows, str(self._store.path), texts,
                                 self._wanted, n_items=len(texts), niceness=NICENESS)
        if self._child.forked:
            receive.close()  # the child's end
        if vocab is not None:
            self.vocabulary(vocab)

    @contextmanager
    def cancelled_on_error(self) -> Iterator[None]:
        """Stop the child if the block fails (its result will not be asked for)."""
        try:
            yield
        except BaseException:
            self._send.close()  # first: a child waiting for the vocabulary ends by itself
            self._child.cancel()
            raise

    def vocabulary(self, vocab: Vocabulary) -> None:
        """The vocabulary whose pairs the index holds and whose keywords' papers are
        found (handed to the child without waiting for it)."""
        self._vocab = vocab
        self._wanted.give((variant_pairs(vocab), keyword_terms(vocab)),
                          to_child=self._child.forked)

    def working(self) -> bool:
        """Whether a child is still at work: :meth:`result` would wait for it."""
        return not self._child.ready()

    def result(self) -> tuple[SearchIndex, Vocabulary]:
        """The search index and the vocabulary with the keywords' papers."""
        if self._vocab is None:
            raise RuntimeError("the vocabulary was not given")
        known, rows = self._child.result()
        index = SearchIndex(n_papers=self._n_papers, acronyms=known, store=self._store)
        vocab, self._vocab = self._vocab, None  # not held to the end by this object
        return index, with_keyword_rows(vocab, rows)


class _Wanted:
    """The vocabulary's part the child needs, given after the fork: pickled to a file
    whose path is sent through a pipe (a pipe holds 64 KB: a larger message would make
    this process wait for the busy child), or kept here when the work runs here."""

    def __init__(self, receive: Connection, send: Connection, path: Path) -> None:
        self._receive, self._send, self._path = receive, send, path
        self._value: Wanted | None = None

    def give(self, value: Wanted, to_child: bool) -> None:
        self._value = value  # for the work here, if the child dies
        if not to_child or self._send.closed:
            return
        with open(self._path, "wb") as file:
            pickle.dump(value, file, protocol=pickle.HIGHEST_PROTOCOL)
        try:
            self._send.send(str(self._path))
        except OSError:  # the child has died: the work will be done here
            pass
        self._send.close()

    def started(self) -> None:
        """Called first where the work runs: in a child, the parent's end closed, so
        that the parent's death ends the wait (EOFError); here, nothing more is sent."""
        self._send.close()

    def get(self) -> Wanted:
        """The value (in a child: received at the first call)."""
        if self._value is None:
            with open(self._receive.recv(), "rb") as file:
                self._value = pickle.load(file)
        return self._value

    def pairs(self) -> Iterator[tuple[str, str]]:
        """The pairs, asked for only when the index needs them (after the texts)."""
        yield from self.get()[0]


def _index_and_rows(path: str, texts: Sequence[str],
                    wanted: _Wanted) -> tuple[Acronyms, list[np.ndarray]]:
    """Write the index to ``path``; its acronym pairs and the keywords' rows."""
    wanted.started()
    known = write_index(Path(path), keyed_texts(texts, keying_workers()), len(texts),
                        wanted.pairs())
    index = SearchIndex(n_papers=len(texts), acronyms=known,
                        store=Store(Path(path), owned=False))  # the caller's file
    try:
        return known, rows_in_two(index, wanted.get()[1])
    finally:
        with index.store.lock:
            index.store.close()


def keying_workers(cores: int | None = None) -> int:
    """The child's keying workers: the cores left by this process's chain and the
    paper typing (at least one: the child itself keys when there is no core to spare)."""
    cores = (os.cpu_count() or 1) if cores is None else cores
    return max(1, cores - 2)


def rows_in_two(index: SearchIndex, terms: list[str]) -> list[np.ndarray]:
    """:func:`rows_of_terms`, the terms of odd positions searched by a forked child
    (its own connection to the file) while this process searches the others: the
    keyword searches are the child's last work, with this process waiting for them
    and a core otherwise idle (2.5 CPU-s for 5,222 keywords at 250,000 papers, more
    at a million).  The same rows in the same order; below :data:`SPLIT_MIN_TERMS`
    terms both halves are searched here (a fork costs ~0.1 s)."""
    odd = Background(rows_of_terms, index, terms[1::2], n_items=len(terms),
                     min_items=SPLIT_MIN_TERMS)
    with odd.cancelled_on_error():
        even = rows_of_terms(index, terms[0::2])
    rows = [np.empty(0, np.int32)] * len(terms)
    rows[0::2], rows[1::2] = even, odd.result()
    return rows

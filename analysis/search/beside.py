"""The search index and each keyword's papers, made in a second process meanwhile.

Why: after the vocabulary, the search index (every text keyed: pure Python, about 4
CPU-seconds at 24,000 papers) and the topic model (3-4 s, half of it scikit-learn's
import) need only the texts and the vocabulary, and nothing reads either until both are
done.  Made one after the other, the second core sat idle through the topics and this
process through the keying (it only inserted the keys): at 24,000 papers about 3 s of
the command's wall time (bench/PIPELINE.md, wave 14).  How: a forked child
(:class:`~analysis.background.Background`) writes the index file and runs each keyword's
search (:func:`~analysis.search.term_papers.keyword_rows`) while this process fits the
topics (at a lower priority: :data:`NICENESS`); only the acronym pairs kept and the
keywords' rows come back.  The file is this
process's from the start (a temporary folder it removes with the index), so a child that
dies leaves nothing behind: the work is done again here (the file rewritten), with the
same result.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from analysis.background import Background
from analysis.search.acronyms import Acronyms
from analysis.search.build import keyed_texts, write_index
from analysis.search.index import FILE_NAME, SearchIndex, Store
from analysis.search.term_papers import keyword_rows, variant_pairs, with_keyword_rows
from analysis.terms.vocabulary import Vocabulary

#: The child's nice value above this process's: the topics and everything after them
#: (this process: the longer chain) keep their core and the child takes what is left
#: (the second core, shared with the paper typing if it still runs); at the same
#: priority the child and its workers shared this process's core too, and the topics
#: took longer (bench/PIPELINE.md, wave 14).  Once this process waits, the child has the
#: cores whatever its nice value.  (With Linux's autogroups, the default, a nice value
#: weighs only against the processes of the same session.)
NICENESS = 10


class SearchBeside:
    """:func:`~analysis.search.build_search_index` of ``texts`` with the vocabulary's
    pairs, and ``vocab`` with each keyword's papers the search's
    (:func:`~analysis.search.with_term_papers`), computed from now on (a second process
    from :data:`~analysis.background.BACKGROUND_MIN_ITEMS` papers); :meth:`result` waits."""

    def __init__(self, texts: Sequence[str], vocab: Vocabulary) -> None:
        folder = Path(tempfile.mkdtemp(prefix="paper-trends-search-"))
        self._store = Store(folder / FILE_NAME, owned=True)  # removed with the index
        self._vocab, self._n_papers = vocab, len(texts)
        self._child = Background(_index_and_rows, str(self._store.path), texts, vocab,
                                 n_items=len(texts), niceness=NICENESS)

    @contextmanager
    def cancelled_on_error(self) -> Iterator[None]:
        """Stop the child if the block fails (its result will not be asked for)."""
        try:
            yield
        except BaseException:
            self._child.cancel()
            raise

    def result(self) -> tuple[SearchIndex, Vocabulary]:
        """The search index and the vocabulary with the keywords' papers."""
        known, rows = self._child.result()
        index = SearchIndex(n_papers=self._n_papers, acronyms=known, store=self._store)
        return index, with_keyword_rows(self._vocab, rows)


def _index_and_rows(path: str, texts: Sequence[str],
                    vocab: Vocabulary) -> tuple[Acronyms, list[np.ndarray]]:
    """Write the index to ``path``; its acronym pairs and the keywords' rows."""
    known = write_index(Path(path), keyed_texts(texts), len(texts), variant_pairs(vocab))
    index = SearchIndex(n_papers=len(texts), acronyms=known,
                        store=Store(Path(path), owned=False))  # the caller's file
    try:
        return known, keyword_rows(vocab, index)
    finally:
        with index.store.lock:
            index.store.close()

"""The client's pages of the mapped matrices, released after the stages that read them.

The Dask engine's client memory-maps the matrices the workers wrote
(:mod:`analysis.cluster.rows`).  A stage that reads whole columns of them here and
there (the topics' term ranking, overlaps and labels) would otherwise keep every page
it read resident in the client (``RssFile``, counted in its peak) to the end of the run;
the pages stay in the kernel's page cache, so a later read costs a minor fault.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from analysis.memory import release_mapped
from analysis.terms import Vocabulary

#: Seconds between two releases of the mapped matrices' pages during a stage.
RELEASE_SECONDS = 0.5


def release_pages(vocab: Vocabulary) -> None:
    """Drop the pages of the mapped matrices a stage read (whole columns of the papers'
    terms: ~0.6 GB at 1,000,000 papers after the topics' term ranking and labels), which
    would otherwise stay in the client's memory to the end
    (:func:`analysis.memory.release_mapped`; arrays in memory are left alone)."""
    release_mapped(*(getattr(matrix, part) for matrix in (vocab.matrix, vocab.presence,
                                                          vocab.shown) if matrix is not None
                     for part in ("data", "indices", "indptr")))


@contextmanager
def pages_released(vocab: Vocabulary, every: float = RELEASE_SECONDS) -> Iterator[None]:
    """While a stage reads whole columns of the mapped matrices here and there (the
    topics' term ranking, overlaps and labels: the columns of the papers' most used
    terms, ~0.6 GB of pages at 1,000,000 papers), a thread releases the pages read every
    ``every`` seconds (:func:`release_pages`), and once more at the end.  Safe while they
    are read: a released page of a read-only file mapping is read again from the page
    cache at its next use, the same bytes."""
    stop = threading.Event()

    def release() -> None:
        while not stop.wait(every):
            release_pages(vocab)

    thread = threading.Thread(target=release, name="release-pages", daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()
        release_pages(vocab)

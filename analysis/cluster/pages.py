"""The client's pages of the mapped matrices, released after the stages that read them.

The Dask engine's client memory-maps the matrices the workers wrote
(:mod:`analysis.cluster.rows`).  A stage that reads whole columns of them here and
there (the topics' term ranking, overlaps and labels) would otherwise keep every page
it read resident in the client (``RssFile``, counted in its peak) to the end of the run;
the pages stay in the kernel's page cache, so a later read costs a minor fault.

Released once after each such stage, not on a timer during it: clean pages of a read-only
file mapping are reclaimed by the kernel under memory pressure anyway, so trimming them
while a stage runs would lower the measured peak (RSS) without lowering what the client
needs (bench/dask/RESULTS.md reports private memory beside RSS for that reason).
"""

from __future__ import annotations

from analysis.memory import release_mapped
from analysis.terms import Vocabulary


def release_pages(vocab: Vocabulary) -> None:
    """Drop the pages of the mapped matrices a stage read (whole columns of the papers'
    terms: ~0.6 GB at 1,000,000 papers after the topics' term ranking and labels), which
    would otherwise stay in the client's memory to the end
    (:func:`analysis.memory.release_mapped`; arrays in memory are left alone)."""
    release_mapped(*(getattr(matrix, part) for matrix in (vocab.matrix, vocab.presence,
                                                          vocab.shown) if matrix is not None
                     for part in ("data", "indices", "indptr")))

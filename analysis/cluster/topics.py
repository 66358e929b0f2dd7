"""The topic model on the cluster: the per-paper work on the workers, the fit on the client.

:func:`analysis.topics.fit_topics` with a :class:`WorkerSegments` runner
(:mod:`analysis.topics.segments`): each segment of rows is read by a worker from the
matrix the workers wrote (:func:`analysis.cluster.rows.read_rows`: the stacked CSR
files in the folder they share with the client), and every per-paper step (digests,
strengths, mixtures, map positions) runs there, each step's result kept on its worker
for the next.  The client receives the sample's rows (at most
:data:`~analysis.topics.factorization.MAX_FIT_PAPERS`), which it fits on, and sums over
papers (topics x terms, K x K, K); then each segment's mixtures, strengths and
positions, one segment at a time, which it writes to ``.npy`` files in the folder and
memory-maps (the store links those files, as it does the matrix's).  The result is the
single process's, bit for bit: the same functions on the same segments, the sums added
in the same order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from distributed import Future

from analysis.cluster.rows import _NpyFile, read_rows
from analysis.topics.segments import Each, SegmentOutput


class WorkerSegments:
    """A :class:`~analysis.topics.segments.Runner` on a Dask cluster (module docstring).

    ``submit(fn, *args, name=...)`` submits one task (the engine's
    :meth:`~analysis.cluster.loading.Partitions.submit_one`, so keys name the run);
    ``share`` makes a value the workers read (once, and again if a worker holding it is
    lost: :mod:`analysis.cluster.shared`); ``matrix`` is the stem of the CSR
    files (``matrix.data.npy``, ...) and ``n_cols`` its columns; ``folder`` where the
    model's per-paper arrays are written."""

    def __init__(self, submit: Callable[..., Future], share: Callable[[Any], Any],
                 matrix: Path, n_cols: int, folder: Path) -> None:
        self.submit, self.share = submit, share
        self.matrix, self.n_cols, self.folder = matrix, n_cols, folder
        self.calls = 0

    def rows(self, ranges: Sequence[tuple[int, int]]) -> list[Any]:
        self.calls += 1
        return [self.submit(read_rows, str(self.matrix), r0, r1, self.n_cols,
                            name=f"topics-rows-{self.calls}-{i}")
                for i, (r0, r1) in enumerate(ranges)]

    def map(self, fn: Callable[..., Any], handles: Sequence[Any], *args: Any) -> list[Any]:
        self.calls += 1
        shared = [a if isinstance(a, Each | int | float | str) else self.share(a)
                  for a in args]
        name = f"topics-{getattr(fn, '__name__', 'step').replace('_', '-')}-{self.calls}"
        return [self.submit(fn, h, *(a.values[i] if isinstance(a, Each) else a
                                     for a in shared), name=f"{name}-{i}")
                for i, h in enumerate(handles)]

    def gather(self, handles: Sequence[Any]) -> Iterator[Any]:
        for future in handles:
            yield future.result()

    def output(self, handles: Sequence[Any], n_docs: int, n_topics: int
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The segments' arrays written to ``folder/topics.*.npy`` one segment at a time
        and memory-mapped read-only; the main topics (8 bytes a paper) in memory."""
        stem = self.folder / "topics"
        assignment = np.empty(n_docs, dtype=np.int64)
        with _NpyFile(f"{stem}.doc_topic.npy", np.float64, n_topics) as mixture, \
                _NpyFile(f"{stem}.strength.npy", np.float64, n_topics) as strength, \
                _NpyFile(f"{stem}.map_xy.npy", np.float64, 2) as map_xy:
            row = 0
            for out in self.gather(handles):
                assert isinstance(out, SegmentOutput) and out.first_row == row
                mixture.write(out.mixture)
                strength.write(out.strength)
                map_xy.write(out.map_xy)
                assignment[row:row + len(out.assignment)] = out.assignment
                row += len(out.assignment)
        if row != n_docs:
            raise ValueError(f"the topic segments gave {row:,} papers, {n_docs:,} expected")
        return (np.load(f"{stem}.doc_topic.npy", mmap_mode="r"),
                np.load(f"{stem}.strength.npy", mmap_mode="r"), assignment,
                np.load(f"{stem}.map_xy.npy", mmap_mode="r"))

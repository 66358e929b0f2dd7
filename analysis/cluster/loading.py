"""The partitions of a cluster run and their reading: stage 1 of :mod:`analysis.cluster.engine`.

Each input file (or JSON Lines shard) is one partition, read and cleaned on the workers
with the single-process loader (:func:`analysis.io.corpus.load_file`).  The client gets
each file's report and its papers' 16-byte de-duplication keys, finds the papers an
earlier file already holds, and has that file read again with exactly those keys, so the
rows, the skip counts and the skip messages are the single process's
(:func:`analysis.io.load_corpus`).  :class:`Partitions` then holds every partition's
papers on the workers for the later stages, and the way tasks are submitted, named and
their results taken.

Apart from the engine (which runs the stages in order) so that each has room: the reading
and de-duplication is self-contained, and the engine module had reached the 400 lines
every module keeps to.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from distributed import Client, Future

from analysis.cluster import partitions as part
from analysis.cluster.shared import shared
from analysis.io.corpus import (
    MIN_ABSTRACT_CHARS,
    FileReport,
    InputFile,
    LoadResult,
    SkippedFile,
    input_files,
)
from analysis.progress import Progress


class Partitions:
    """The futures of every partition's papers (on the workers) and the client's
    account of them, in file order."""

    def __init__(self, client: Client, inputs: list[InputFile]) -> None:
        self.client, self.inputs = client, inputs
        # task keys are "<stage>-<partition>-<run>": the dashboard groups them by stage,
        # and a second run on the same cluster never reuses a first run's results
        self.run = uuid.uuid4().hex[:8]
        self.loaded: list[Future] = []  # LoadedPartition of each file
        self.papers: list[Future] = []  # its papers DataFrame (on the same worker)
        self.summaries: list[part.PartitionSummary] = []
        self.shared = 0  # values shared so far (their keys' numbers)

    def submit(self, fn: Any, *args: Any, name: str, **kwargs: Any) -> list[Future]:
        """``fn(partition's papers, *args)`` for every partition, on the workers."""
        return self.map(fn, self.papers, *args, name=name, **kwargs)

    def map(self, fn: Any, values: Sequence[Any], *args: Any, name: str,
            **kwargs: Any) -> list[Future]:
        """``fn(value, *args)`` for each partition's value (a future), on the workers."""
        return [self.submit_one(fn, value, *args, name=f"{name}-{i}", **kwargs)
                for i, value in enumerate(values)]

    def submit_one(self, fn: Any, *args: Any, name: str, **kwargs: Any) -> Future:
        return self.client.submit(fn, *args, key=f"{name}-{self.run}", pure=False, **kwargs)

    def share(self, value: Any, name: str) -> Future:
        """``value`` for the workers' tasks, made again if a worker holding it is lost
        (:mod:`analysis.cluster.shared`)."""
        self.shared += 1
        return shared(self.client, value, f"{name}-{self.shared}-{self.run}")

    def each(self, futures: list[Future]) -> Iterator[Any]:
        """Each future's result in partition order, one at a time, the future released
        (taken out of ``futures``) as its result is taken: the client holds one
        partition's result at once, and a worker lost afterwards has nothing of it
        recomputed (nor rewritten: some tasks write files the client then reads)."""
        while futures:
            yield futures.pop(0).result()


def load_partitions(client: Client, paths: Sequence[str | Path] | None,
                    progress: Progress) -> Partitions:
    """Read and clean every file on the workers, de-duplicated across files as
    :func:`analysis.io.load_corpus` does (see the module docstring)."""
    parts = Partitions(client, input_files(paths))
    parts.loaded = [parts.submit_one(part.load_partition, inp, MIN_ABSTRACT_CHARS,
                                     name=f"load-{i}") for i, inp in enumerate(parts.inputs)]
    earlier_keys: list[np.ndarray] = []
    earlier_owner: list[np.ndarray] = []  # (partition, row) of each earlier key
    for i, inp in enumerate(parts.inputs):
        summary = parts.submit_one(part.LoadedPartition.summary, parts.loaded[i],
                                   name=f"summary-{i}").result()
        repeats = _repeated(summary.keys, earlier_keys, earlier_owner)
        if repeats:
            earlier = _earlier_ids(parts, repeats)
            parts.loaded[i] = parts.submit_one(part.load_partition, inp, MIN_ABSTRACT_CHARS,
                                               earlier, name=f"reload-{i}")
            summary = parts.submit_one(part.LoadedPartition.summary, parts.loaded[i],
                                       name=f"resummary-{i}").result()
        parts.summaries.append(summary)
        earlier_keys.append(summary.keys)
        earlier_owner.append(np.column_stack([np.full(len(summary.keys), i),
                                              np.arange(len(summary.keys))]))
        progress.advance()
    # partitions without papers (a file of skipped records, a folder's notes) take no
    # further part, as load_corpus leaves their empty frames out of the papers
    parts.papers = parts.map(part.papers_of, [loaded for loaded, summary in zip(
        parts.loaded, parts.summaries, strict=True) if summary.n_papers], name="papers")
    return parts


def _repeated(keys: np.ndarray, earlier_keys: list[np.ndarray],
              earlier_owner: list[np.ndarray]) -> dict[bytes, tuple[int, int]]:
    """The keys of ``keys`` an earlier partition holds, with that (partition, row)."""
    if not earlier_keys or keys.size == 0:
        return {}
    known = np.concatenate(earlier_keys)
    owners = np.concatenate(earlier_owner)
    hit = np.flatnonzero(np.isin(known, keys))
    # the raw 16 bytes: a numpy bytes scalar drops trailing zero bytes, which a digest has
    raw = known.view(np.uint8).reshape(-1, known.dtype.itemsize)
    return {raw[j].tobytes(): (int(owners[j, 0]), int(owners[j, 1])) for j in hit}


def _earlier_ids(parts: Partitions, repeats: dict[bytes, tuple[int, int]]) -> dict[bytes, str]:
    """The file and record of each repeated paper ("a.jsonl line 4"), asked of the
    partitions that hold them."""
    out: dict[bytes, str] = {}
    by_partition: dict[int, list[tuple[bytes, int]]] = {}
    for key, (p, row) in repeats.items():
        by_partition.setdefault(p, []).append((key, row))
    for p, items in by_partition.items():
        rows = np.array([row for _, row in items])
        ids = parts.submit_one(part.records_named, parts.loaded[p], rows,
                               name=f"ids-{p}").result()
        out.update(zip([key for key, _ in items], ids, strict=True))
    return out


def load_result(parts: Partitions) -> LoadResult:
    """What the files held, as :func:`analysis.io.load_corpus` reports it (the papers
    themselves stay on the workers)."""
    files = [s.outcome for s in parts.summaries if isinstance(s.outcome, FileReport)]
    skipped = [s.outcome for s in parts.summaries if isinstance(s.outcome, SkippedFile)]
    return LoadResult(papers=pd.DataFrame(), files=files, skipped_files=skipped)

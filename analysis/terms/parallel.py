"""The vocabulary's per-chunk passes on every core (two on the machine we target).

Why: the vocabulary is the longest stage on the main process's path (bench/SCALE.md,
wave 10), and each of its passes (scanning and word counts, each phrase level's counts,
the encoding) is a pure function of one chunk of papers whose results are summed or
stacked in chunk order.  How: the chunks are handed to *forked* workers
(``multiprocessing``'s "fork" start method: they inherit the texts, the packed chunks and
the model without copying or pickling them; only each chunk's result comes back,
pickled), and :func:`ordered_map` yields the results in chunk order, so the sums and the
stacked matrix are those of the one-process loop, bit for bit.  With one core, without
fork, or for a single chunk, the passes run in this process.  ``build_vocabulary`` asks
for one worker unless told otherwise: in ``analyze`` the second core is the paper typing's
(bench/SCALE.md, wave 10).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

#: Workers of a pass: each holds one chunk unpacked (some 0.3 GB at 25,000 papers), so
#: more than two would raise the peak for little gain on the two cores we target.
MAX_WORKERS = 2

_shared: Any = None  # what a worker inherited (set in the worker by its initializer)


def workers_for(n_chunks: int) -> int:
    """Processes to use for ``n_chunks`` chunks (1: run here)."""
    if n_chunks < 2 or "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return max(1, min(os.cpu_count() or 1, MAX_WORKERS, n_chunks))


def ordered_map(function: Callable[..., T], shared: Any, tasks: Sequence[tuple[Any, ...]],
                workers: int) -> Iterator[T]:
    """``function(shared, *task)`` for each task, in order; in ``workers`` forked
    processes that inherit ``shared`` when ``workers > 1`` (``function`` must be a
    module-level function: it is named to the workers, not inherited)."""
    if workers <= 1 or len(tasks) < 2:
        for task in tasks:
            yield function(shared, *task)
        return
    context = multiprocessing.get_context("fork")
    with context.Pool(workers, initializer=_inherit, initargs=(shared,)) as pool:
        yield from pool.imap(_call, [(function, task) for task in tasks])


def _inherit(shared: Any) -> None:
    global _shared
    _shared = shared


def _call(job: tuple[Callable[..., T], tuple[Any, ...]]) -> T:
    function, task = job
    return function(_shared, *task)

"""Giving freed memory back to the operating system before a fork, where the C library allows.

Why: the analysis forks helpers (paper typing beside the vocabulary, the search index's
keying workers).  A forked child shares the parent's pages until one of them writes to a
page; from then on that page exists twice.  The parent's heap after loading holds some
hundreds of MB of *freed* memory (the loader's Python objects, reused later by the
vocabulary), so every such page the parent reuses while the child lives was copied for
the child: at 250,000 papers the typing child held ~0.9 GB this way (bench/SCALE.md).
Handing the free pages back first (glibc's ``malloc_trim``, which releases free pages
anywhere in the heap) leaves the child sharing only live data, and the parent's later
allocations get fresh pages that belong to it alone.

Nothing here changes a result; where the function is missing (musl, macOS, Windows) it
does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
import mmap
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

import numpy as np

T = TypeVar("T")


@functools.cache
def _libc() -> Any:
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    return libc if libc is not None and hasattr(libc, "malloc_trim") else None


def release_free_memory() -> bool:
    """Collect garbage and return the heap's free pages to the OS; True if it could."""
    gc.collect()
    libc = _libc()
    if libc is None:
        return False
    libc.malloc_trim(0)
    return True


@contextmanager
def long_lived_frozen() -> Iterator[None]:
    """The objects alive now moved out of the cyclic garbage collector's passes
    (``gc.freeze``) until the block ends (``gc.unfreeze``); nothing if a caller froze them.

    Why: an analysis starts with some 90,000 tracked objects it never frees (the modules
    of pandas, scipy, scikit-learn and the cues, their functions and caches), and each
    full collection walks them all again: the explicit ones before a fork
    (:func:`release_free_memory`) and the collector's own, some 14 in a 24k run and its
    forked children's, about 1 s of CPU in all, most of it on those objects (bench/PIPELINE.md,
    perf58).  The children inherit the frozen set; a frozen object is never written by a
    pass, so their shared pages stay shared too (the reason :mod:`dashboard.app` freezes
    the served analysis).  Garbage among the frozen objects waits for the block's end.
    """
    if gc.get_freeze_count():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def return_free_pages() -> bool:
    """Return the heap's free pages to the OS (no garbage collection: for a loop that
    frees large arrays by reference counting, where a collection per turn would cost
    more than it finds); True if it could.

    Why: arrays under glibc's mmap threshold (up to 32 MB) live in the heap, and a heap
    page freed between two live arrays stays resident; the vocabulary's encoding frees
    ~0.5 GB of such temporaries per chunk while it keeps each chunk's rows, so without
    this its resident memory grew by ~80 MB a chunk of garbage (bench/SCALE.md, wave 14).
    """
    libc = _libc()
    if libc is None:
        return False
    libc.malloc_trim(0)
    return True


def pages_returned(items: Iterable[T]) -> Iterator[T]:
    """``items``, with the heap's free pages handed back (:func:`return_free_pages`)
    before each next one is made: for a pass whose every step frees hundreds of MB of
    temporaries while the caller keeps a little of each (the vocabulary's phrase counts)."""
    for item in items:
        yield item
        return_free_pages()


def release_mapped(*arrays: Any) -> int:
    """Drop this process's resident pages of the read-only memory-mapped ``.npy`` files
    these arrays are (or are views of); returns how many mappings were released.

    A stage that reads a mapped matrix a block at a time (the Dask engine's matrices and
    topic mixtures are files the client maps) would otherwise keep every page it read
    resident in the process (``RssFile``, counted in its peak) until the end.  The pages
    stay in the kernel's page cache, so reading them again costs a minor fault, not a
    disk read; nothing read changes.  Arrays that are not read-only mappings are left
    alone (a sparse matrix: pass its ``data``, ``indices`` and ``indptr``)."""
    released = 0
    for array in arrays:
        top = array
        while isinstance(top, np.ndarray) and not isinstance(top, np.memmap):
            top = top.base
        handle = getattr(top, "_mmap", None) if isinstance(top, np.memmap) else None
        if isinstance(handle, mmap.mmap) and top.mode == "r" and hasattr(handle, "madvise"):
            try:
                handle.madvise(mmap.MADV_DONTNEED)
                released += 1
            except (OSError, ValueError):
                pass
    return released


_RELEASING: ContextVar[bool] = ContextVar("release_mapped_pages", default=False)


@contextmanager
def mapped_pages_released() -> Iterator[None]:
    """Within it, :func:`drop_pages_read` releases the pages a pass read
    (:func:`release_mapped`): for one pass over a large analysis, such as writing every
    table at the end of ``analyze``; not for the dashboard, which reads the same pages
    again at every filter change."""
    token = _RELEASING.set(True)
    try:
        yield
    finally:
        _RELEASING.reset(token)


def drop_pages_read(*arrays: Any) -> None:
    """:func:`release_mapped` within :func:`mapped_pages_released`; else nothing."""
    if _RELEASING.get():
        release_mapped(*arrays)

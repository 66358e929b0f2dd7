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
from typing import Any


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

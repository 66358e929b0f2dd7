"""SIGTERM ends our commands the way Ctrl-C does: through Python's exit.

Why: an analysis made in a process keeps its search index in a temporary folder that is
removed when the index is (``analysis.search.index``: a ``weakref.finalize``, which
Python runs at exit).  Python's default for SIGTERM, what ``kill``, systemd, ``docker
stop``, test harnesses and the upload sweeper (:mod:`dashboard.uploads`) send, is to die
at once, so every server or upload job stopped that way left its index behind in the
temporary folder (a day of such stops here: 58 folders, up to 15 MB each).  Raising
``SystemExit`` instead lets the interpreter unwind and run its exit handlers.
gunicorn's master installs its own handler once it runs, which exits the same way.

Forked children (the search's keying workers, the paper-typing child) go back to dying at
once: ``multiprocessing``'s ``Pool.terminate`` ends its workers with SIGTERM while it
holds their queue's lock, and a worker that takes the signal just before it blocks on
that lock runs a Python handler only when it wakes, which it never does (a 24k
``analyze`` hung so, once in a few runs).
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType


def _exit(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(128 + signum)  # the shell's status for a process ended by a signal


def _default_in_child() -> None:
    if signal.getsignal(signal.SIGTERM) is _exit:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


os.register_at_fork(after_in_child=_default_in_child)


@contextmanager
def terminate_as_exit() -> Iterator[None]:
    """Within the block, SIGTERM raises ``SystemExit`` in the main thread; the previous
    handler is back after it (the command may run inside a test's process).  Outside
    the main thread, where Python allows no handler, nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _exit)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)

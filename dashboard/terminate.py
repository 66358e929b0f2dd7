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

SIGTERM is held back (blocked) in the forking thread from just before the fork until the
child has its default back: a child runs with this process's Python handler until its
after-fork hooks reset it, and a SIGTERM that came meanwhile was lost (CPython clears
the signals tripped before the fork's end, and an exception raised by a handler within an
after-fork hook is only printed).  The paper-typing child, stopped so when a broken file
ended the loading a few milliseconds after its fork, lived on waiting for papers while
the upload job waited for it: the job stayed at "reading and cleaning the papers, 0%"
(a browser test's upload, 1 run in 3).  Held back, the signal stays pending and ends the
child as soon as its default is back.
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


_held = threading.local()  # the forking thread's signal mask before the fork


def _hold_before_fork() -> None:
    if signal.getsignal(signal.SIGTERM) is _exit:
        _held.mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})


def _release(default: bool) -> None:
    mask, _held.mask = getattr(_held, "mask", None), None
    try:
        if default and signal.getsignal(signal.SIGTERM) is _exit:
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
    finally:
        if mask is not None:  # a SIGTERM held back acts now
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)


os.register_at_fork(before=_hold_before_fork,
                    after_in_parent=lambda: _release(default=False),
                    after_in_child=lambda: _release(default=True))


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

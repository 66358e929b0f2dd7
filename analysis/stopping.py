"""A stop (SIGTERM, as :mod:`dashboard.terminate` raises it) held until a few statements
are done.

Why: a command stopped between a forked child's start and the record that cancels it at
exit (:class:`analysis.background.Background`) left a child no one stopped, which Python's
exit (``multiprocessing`` joins its children) then waited for: for as long as the
child's work took (an ``analyze``'s store save, sigterm73).  The signal's handler lives
in :mod:`dashboard.terminate` (the dashboard sets it); the hold lives here, so that the
analysis may ask for it (the analysis imports nothing of the dashboard).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager


class Stopped(SystemExit):
    """The ``SystemExit`` of a stop by a signal (its code: 128 + the signal's number)."""


_deferral = {"depth": 0, "code": 0}  # the main thread's blocks open; a stop held (0: none)


def held(code: int) -> bool:
    """Whether a stop (``code``) is held, not raised now: within :func:`stop_deferred`.
    For the signal's handler, which runs in the main thread."""
    if not _deferral["depth"]:
        return False
    _deferral["code"] = code
    return True


@contextmanager
def stop_deferred() -> Iterator[None]:
    """A stop that comes within the block is raised at its end, not within it; outside
    the main thread (where no signal handler runs) nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _deferral["depth"] += 1
    try:
        yield
    finally:
        _deferral["depth"] -= 1
        if _deferral["code"] and not _deferral["depth"]:  # else the outer block raises it
            code, _deferral["code"] = _deferral["code"], 0
            raise Stopped(code)

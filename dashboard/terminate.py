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

A command stopped so in its own process (the ``paper-trends`` script: :func:`main` given
no arguments) ends once its blocks have unwound and its exit handlers have run (its
children cancelled, :mod:`analysis.background`; its temporary folders removed), without
Python's teardown freeing every object one by one: at 60,000 papers that took 4-5 s of
the ~6 s a SIGTERM took on a loaded machine (ui69), and it grows with the corpus.  Not
while another (non-daemon) thread works, which may be finishing a write.

A SIGTERM that came during a fork was lost in the *parent* too: its handler ran within an
at-fork hook (ours, as the signal held back was let go, or another Python one), where the
``SystemExit`` is only printed, and the command went on as if never stopped: an
``analyze`` then waited for its store's child (sigterm73: 2 stops in 12 lost in a loop of
forks, 1 ``analyze`` in 30 stopped at random instants ran to its end).  Such a swallowed
stop (any unraisable context: a hook, a ``__del__``, a weakref callback) is sent again to
the main thread a moment later (:func:`_unraisable`), until it lands where it unwinds.
Where a few statements must not be cut in two (a forked child and the record that
cancels it at exit, :class:`analysis.background.Background`),
:func:`analysis.stopping.stop_deferred` holds the stop until they are done.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

from analysis.stopping import Stopped, held


def _exit(signum: int, frame: FrameType | None) -> None:
    if held(128 + signum):  # within stop_deferred: raised at its end
        return
    raise Stopped(128 + signum)  # the shell's status for a process ended by a signal


def _unraisable(previous: Callable[[Any], Any], unraisable: Any) -> None:
    """``sys.unraisablehook`` within :func:`terminate_as_exit`: a stop swallowed (ours, or
    Ctrl-C's ``KeyboardInterrupt``) is sent again (module docstring); anything else goes
    to the previous hook."""
    stop = unraisable.exc_value
    if isinstance(stop, Stopped) and isinstance(stop.code, int):
        again: tuple[int, Any] = (stop.code - 128, _exit)
    elif isinstance(stop, KeyboardInterrupt):
        again = (signal.SIGINT, signal.default_int_handler)
    else:
        previous(unraisable)
        return
    threading.Thread(target=_send_again, args=again, daemon=True,
                     name="paper-trends-stop-again").start()


#: How long a swallowed stop waits before it is sent again: the main thread leaves the
#: fork's hooks in microseconds (a busy machine: milliseconds).
AGAIN_SECONDS = 0.02


def _send_again(signum: int, handler: Any) -> None:
    time.sleep(AGAIN_SECONDS)
    if signal.getsignal(signum) is handler:  # still within terminate_as_exit
        # to the main thread itself: a signal wakes it from a wait (a lock's, a pipe's)
        signal.pthread_kill(threading.main_thread().ident or 0, signum)


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


def _end_now(code: int) -> None:
    """The exit handlers, then the process's end (module docstring), unless another thread
    works (then Python's own exit, which waits for it)."""
    if any(t.is_alive() and not t.daemon and t is not threading.current_thread()
           for t in threading.enumerate()):
        return
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)


@contextmanager
def terminate_as_exit(own_process: bool = False) -> Iterator[None]:
    """Within the block, SIGTERM raises ``SystemExit`` in the main thread; the previous
    handler is back after it (the command may run inside a test's process).  Outside
    the main thread, where Python allows no handler, nothing changes.  ``own_process``:
    the process is the command's, and a SIGTERM or Ctrl-C ends it once the block has
    unwound, without Python's teardown (module docstring)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _exit)
    hook = sys.unraisablehook
    sys.unraisablehook = functools.partial(_unraisable, hook)
    try:
        yield
    except KeyboardInterrupt:
        if own_process:
            _end_now(128 + signal.SIGINT)
        raise
    except SystemExit as stop:
        if own_process and stop.code == 128 + signal.SIGTERM:
            _end_now(128 + signal.SIGTERM)
        raise
    finally:
        signal.signal(signal.SIGTERM, previous)
        if isinstance(sys.unraisablehook, functools.partial) and \
                sys.unraisablehook.func is _unraisable:  # not replaced since
            sys.unraisablehook = hook

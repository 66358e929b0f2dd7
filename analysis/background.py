"""Run one stage of the analysis in a second process while the first works on the rest.

Why: the analysis is a chain of stages on one core, and the machine we target has two.
Paper typing reads only the papers' texts and titles, and nothing later reads its result
until the papers table is assembled, so it can run beside the vocabulary, the search index
and the topic model (on the 24,000 papers about 8 s of the 24 s, bench/PIPELINE.md).

How: a *forked* child (``multiprocessing``'s "fork" start method) inherits the papers
without copying or pickling them; only the result (one row per paper: label, evidence,
confidence) is pickled back through a pipe.  The result is the function's, whichever
process computes it: the stage is a pure function of the papers.  Where fork does not
exist (Windows, macOS's default), with one core, or for fewer than
:data:`BACKGROUND_MIN_ITEMS` papers (a fork costs more than it saves), the function simply
runs in this process when its result is asked for.  An error in the child is raised
again here; a child that died (killed, out of memory) is not waited on forever: the
stage runs again in this process, and says so.  The answer is received by a thread as
soon as the child sends it, so the child ends then (a living child keeps a copy of every
page this process has rewritten since the fork: :mod:`analysis.memory`).  That thread is
the only one that waits for the child's exit (``waitpid``): when two threads wait for
one child, the one that loses the race sees no child and takes a finished process for a
living one; everything else here asks the thread instead.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
from collections.abc import Callable, Iterator, Sized
from contextlib import contextmanager
from multiprocessing.connection import Connection, wait
from typing import Any, Generic, TypeVar

from analysis.memory import release_free_memory

T = TypeVar("T")
P = TypeVar("P", bound=Sized)  # a part: its len() is its items

#: Below this many papers the stage runs in this process: forking a process of a few
#: hundred MB and pickling its answer back costs about 0.1-0.3 s.
BACKGROUND_MIN_ITEMS = 5_000
#: A :class:`Relay` starts a child once this many items wait: at about 2,000 papers a
#: second typed, a child's fork (~10 ms) and answer are a small part of its work.
RELAY_BATCH_ITEMS = 1_000


class Background(Generic[T]):
    """``function(*args)``, computed in a forked child from now on; :meth:`result` waits."""

    def __init__(self, function: Callable[..., T], *args: Any, n_items: int,
                 min_items: int | None = None, after: Background[Any] | None = None) -> None:
        """``min_items``: fork from this many items on (default
        :data:`BACKGROUND_MIN_ITEMS`); ``after``: a child that starts while ``after``'s
        still works waits for it to end before it begins (one core for the two of them)."""
        self._function, self._args = function, args
        self._process: Any = None
        self._receiver: threading.Thread | None = None
        self._outcome: tuple[bool, Any] | None = None  # None: the child died unanswered
        floor = BACKGROUND_MIN_ITEMS if min_items is None else min_items
        if _can_fork() and n_items >= floor:
            if n_items >= BACKGROUND_MIN_ITEMS:  # a large stage, not a relay's small batch
                release_free_memory()  # the child shares live pages only (analysis.memory)
            context = multiprocessing.get_context("fork")
            receive, send = context.Pipe(duplex=False)
            # not a daemon: the stage may fork workers of its own (paper typing does)
            self._process = context.Process(target=_run, args=(function, args, send,
                                                               _sentinel(after)))
            self._process.start()
            send.close()
            # the answer is taken as soon as it is sent, so the child ends then instead of
            # waiting (with the pages it shares with this process, now copies) until asked
            self._receiver = threading.Thread(target=self._receive, args=(receive,),
                                              daemon=True)
            self._receiver.start()

    def _receive(self, receive: Connection) -> None:
        try:
            self._outcome = receive.recv()
        except EOFError:  # the child died without answering
            self._outcome = None
        finally:
            receive.close()
        self._process.join()

    def cancel(self) -> None:
        """Stop the child, if any (its result is not wanted: an error came first)."""
        if not self.ready():
            self._process.terminate()  # its pipe closes: the receiving thread ends
        self.wait()

    def ready(self) -> bool:
        """Whether :meth:`result` would answer without waiting for the child."""
        return self._receiver is None or not self._receiver.is_alive()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the child, if any, has answered or died and has been reaped
        (at most ``timeout`` seconds); whether it has."""
        if self._receiver is not None:
            self._receiver.join(timeout)
        return self.ready()

    def result(self) -> T:
        """The function's result (raised again if it failed in the child)."""
        if self._receiver is None:
            return self._function(*self._args)
        self._receiver.join()
        if self._outcome is None:
            print(f"paper-trends: a background stage stopped (exit code "
                  f"{self._process.exitcode}); running it here instead", file=sys.stderr)
            return self._function(*self._args)
        ok, value = self._outcome
        if not ok:
            raise value
        return value


class Relay(Generic[P, T]):
    """``function(parts)`` over parts handed over one at a time (:meth:`add`) while this
    process goes on making the next ones, ``combine`` of the results in order.

    Why: paper typing needs only the loaded papers, and the papers load file by file
    on one core; typed as they load, on the second core, the typing is mostly done when
    the loading is (bench/PIPELINE.md, 2026-11-30 21:30).  How: a forked child
    (:class:`Background`) takes every part handed over since the last child started,
    as soon as that child is done: one child at a time, so this process keeps its core.
    :meth:`close` hands the last parts to a child at once, which begins when the child
    still working has ended: two typing children beside the vocabulary took a third of
    this process's core (bench/PIPELINE.md, wave 12); where nothing was handed to a child
    yet, only when the whole has :data:`BACKGROUND_MIN_ITEMS` items (below that
    a fork costs more than it saves: the function runs here when the result is asked
    for).  Where fork does not exist nothing is forked.  The result is the same either
    way as long as ``combine`` of the functions of consecutive runs of parts is the
    function of all of them (a stage computed item by item).
    """

    def __init__(self, function: Callable[[list[P]], T], combine: Callable[[list[T]], T],
                 batch_items: int | None = None) -> None:
        """``batch_items``: a child starts once this many items wait (default
        :data:`RELAY_BATCH_ITEMS`)."""
        self._function, self._combine = function, combine
        self._batch_items = RELAY_BATCH_ITEMS if batch_items is None else batch_items
        self._started: list[Background[T]] = []
        self._results: list[T] = []  # of the first children started, taken as they end
        self._pending: list[P] = []
        self._pending_items = 0

    def add(self, part: P) -> None:
        """One more part, after every part added before."""
        self._pending.append(part)
        self._pending_items += len(part)
        if not _can_fork() or self._pending_items < self._batch_items:
            return
        if self._started and not self._started[-1].ready():
            return  # one child at a time
        if len(self._results) < len(self._started):  # the last child has answered:
            self._results.append(self._started[-1].result())  # taken, so that it ends
        self._start(min_items=0)

    def close(self) -> None:
        """No more parts: the last ones go to a child now, which begins when the child
        still working, if any, has ended (see the class)."""
        if self._pending:
            self._start(min_items=0 if self._started else None,
                        after=self._started[-1] if self._started else None)

    def result(self) -> T:
        """``combine`` of every batch's result, in order (a child's error raised here)."""
        self.close()
        waiting = self._started[len(self._results):]
        return self._combine(self._results + [batch.result() for batch in waiting])

    @contextmanager
    def cancelled_on_error(self) -> Iterator[None]:
        """Stop every child if the block fails (a bad file while loading), so that no
        child is left waiting to hand over a result nobody asks for."""
        try:
            yield
        except BaseException:
            for batch in self._started[len(self._results):]:
                batch.cancel()
            raise

    def _start(self, min_items: int | None, after: Background[T] | None = None) -> None:
        self._started.append(Background(self._function, self._pending,
                                        n_items=self._pending_items, min_items=min_items,
                                        after=after))
        self._pending, self._pending_items = [], 0


def _can_fork() -> bool:
    return (os.cpu_count() or 1) >= 2 and "fork" in multiprocessing.get_all_start_methods()


def _sentinel(before: Background[Any] | None) -> int | None:
    """The file descriptor that becomes readable when ``before``'s child has ended (None:
    nothing to wait for).  The descriptor stays open in this process as long as
    ``before`` lives (a Relay keeps every child it started), so a child forked now
    inherits it."""
    if before is None or before._process is None or before.ready():
        return None
    return int(before._process.sentinel)


def _run(function: Callable[..., Any], args: tuple[Any, ...], send: Connection,
         after: int | None = None) -> None:
    if after is not None:  # the previous child's core: taken once it has ended
        wait([after])
    try:
        send.send((True, function(*args)))
    except BaseException as error:  # noqa: BLE001 - every failure goes back to the parent
        send.send((False, error))
    finally:
        send.close()

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
page this process has rewritten since the fork: :mod:`analysis.memory`).
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, Generic, TypeVar

from analysis.memory import release_free_memory

T = TypeVar("T")

#: Below this many papers the stage runs in this process: forking a process of a few
#: hundred MB and pickling its answer back costs about 0.1-0.3 s.
BACKGROUND_MIN_ITEMS = 5_000


class Background(Generic[T]):
    """``function(*args)``, computed in a forked child from now on; :meth:`result` waits."""

    def __init__(self, function: Callable[..., T], *args: Any, n_items: int) -> None:
        self._function, self._args = function, args
        self._process: Any = None
        self._receiver: threading.Thread | None = None
        self._outcome: tuple[bool, Any] | None = None  # None: the child died unanswered
        if _can_fork() and n_items >= BACKGROUND_MIN_ITEMS:
            release_free_memory()  # the child then shares live pages only (analysis.memory)
            context = multiprocessing.get_context("fork")
            receive, send = context.Pipe(duplex=False)
            # not a daemon: the stage may fork workers of its own (paper typing does)
            self._process = context.Process(target=_run, args=(function, args, send))
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


def _can_fork() -> bool:
    return (os.cpu_count() or 1) >= 2 and "fork" in multiprocessing.get_all_start_methods()


def _run(function: Callable[..., Any], args: tuple[Any, ...], send: Connection) -> None:
    try:
        send.send((True, function(*args)))
    except BaseException as error:  # noqa: BLE001 - every failure goes back to the parent
        send.send((False, error))
    finally:
        send.close()

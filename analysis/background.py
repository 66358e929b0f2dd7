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
living one; everything else here asks the thread instead, through an event it sets at its
end: not ``Thread.join``, which a SIGTERM interrupted marks the thread ended while it
still waits (python/cpython#90882, Python <= 3.11), so a stop while ``analyze`` waited
for its store's child cancelled nothing, and Python's exit waited for that child for as
long as the save took (sigterm73: every time, here; the CI run's timeout).

A child whose result is no longer wanted (an error came first: :meth:`Background.cancel`)
is stopped with SIGTERM and, if it has not ended :data:`CANCEL_SECONDS` later, killed;
the error is then raised without waiting for the child any longer.  Why: a child that
survives its SIGTERM (one lost in the fork's first instants, :mod:`dashboard.terminate`;
a handler of its own) and waits for this process, for parts or for the vocabulary, was
waited on forever, and with it the user's upload (it stayed at "reading and cleaning the
papers, 0%").  The inputs a child waits for are closed before it is stopped, so that
such a child ends by itself too.  So is every child still at work when this process exits
(:func:`_cancel_at_exit`): ``multiprocessing`` joins its children at exit, so a SIGTERM or
Ctrl-C during a 60k ``analyze``'s vocabulary waited ~110 s for the paper typing (ui69).
Several children are stopped at once (:func:`cancel_all`), and a stop that comes while a
child is started waits until it is recorded (:func:`analysis.stopping.stop_deferred`):
cut in between, the child was cancelled by no one and joined at exit (sigterm73).
"""

from __future__ import annotations

import atexit
import functools
import multiprocessing
import os
import pickle
import shutil
import sys
import tempfile
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sized
from contextlib import contextmanager
from multiprocessing.connection import Connection
from typing import Any, Generic, TypeVar

from analysis.background_child import run as _run
from analysis.memory import release_free_memory
from analysis.stopping import stop_deferred

T = TypeVar("T")
P = TypeVar("P", bound=Sized)  # a part: its len() is its items

#: Below this many papers the stage runs in this process: forking a process of a few
#: hundred MB and pickling its answer back costs about 0.1-0.3 s.
BACKGROUND_MIN_ITEMS = 5_000
#: How long a cancelled child has to end after SIGTERM, then after SIGKILL (seconds).  A
#: child ends at once on either (SIGTERM's default action, once the child has it back);
#: 5 s leaves room for a child on a swamped machine to be scheduled and to free its
#: memory (a few GB at a million papers), and is short beside what a user waits for an
#: upload's error.  Only a child that cannot end at all (stuck in the kernel) is left.
CANCEL_SECONDS = 5.0
#: A :class:`Relay`'s child applies the function to the parts waiting, up to about this
#: many items at a time: few calls (each has a fixed cost), a bounded batch in memory.
RELAY_BATCH_ITEMS = 10_000


class Background(Generic[T]):
    """``function(*args)``, computed in a forked child from now on; :meth:`result` waits."""

    def __init__(self, function: Callable[..., T], *args: Any, n_items: int,
                 min_items: int | None = None,
                 fallback: Callable[[], T] | None = None, niceness: int = 0) -> None:
        """``min_items``: fork from this many items on (default
        :data:`BACKGROUND_MIN_ITEMS`); ``fallback``: what gives the result here if the
        child dies (default: the function); ``niceness``: added to the child's (and so
        its own workers') nice value, so that this process, the longer chain, keeps its
        core while the child takes what is left (the function runs at this process's
        priority where it runs here)."""
        self._function, self._args = function, args
        self._fallback = fallback or functools.partial(function, *args)
        self._process: Any = None
        self._receiver: threading.Thread | None = None
        self._done = threading.Event()  # set by the receiver at its end (module docstring)
        self._outcome: tuple[bool, Any] | None = None  # None: the child died unanswered
        floor = BACKGROUND_MIN_ITEMS if min_items is None else min_items
        if _can_fork() and n_items >= floor:
            if n_items >= BACKGROUND_MIN_ITEMS:  # a large stage, not a relay's small batch
                release_free_memory()  # the child shares live pages only (analysis.memory)
            with stop_deferred():  # a child started is a child cancelled (module docstring)
                self._start(function, args, niceness)

    def _start(self, function: Callable[..., T], args: tuple[Any, ...], niceness: int) -> None:
        context = multiprocessing.get_context("fork")
        receive, send = context.Pipe(duplex=False)
        # not a daemon: the stage may fork workers of its own (paper typing does)
        self._process = context.Process(target=_run,
                                        args=(function, args, send, niceness, receive))
        self._process.start()
        _at_work[self] = os.getpid()  # cancelled if this process exits first
        send.close()
        # the answer is taken as soon as it is sent, so the child ends then instead of
        # waiting (with the pages it shares with this process, now copies) until asked
        self._receiver = threading.Thread(target=self._receive, args=(receive,),
                                          daemon=True)
        self._receiver.start()

    def _receive(self, receive: Connection) -> None:
        try:
            try:
                self._outcome = receive.recv()
            except EOFError:  # the child died without answering
                self._outcome = None
            finally:
                receive.close()
            self._process.join()
        finally:
            self._done.set()

    @property
    def forked(self) -> bool:
        """Whether the function runs in a child (else here, when the result is asked)."""
        return self._receiver is not None

    def cancel(self) -> None:
        """Stop the child, if any (its result is not wanted: an error came first):
        :func:`cancel_all` of this one."""
        cancel_all([self])

    @contextmanager
    def cancelled_on_error(self) -> Iterator[None]:
        """Stop the child if the block fails (its result will not be asked for)."""
        try:
            yield
        except BaseException:
            self.cancel()
            raise

    def ready(self) -> bool:
        """Whether :meth:`result` would answer without waiting for the child."""
        return self._receiver is None or self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the child, if any, has answered or died and has been reaped
        (at most ``timeout`` seconds); whether it has."""
        return self._receiver is None or self._done.wait(timeout)

    def result(self) -> T:
        """The function's result (raised again if it failed in the child)."""
        if self._receiver is None:
            return self._function(*self._args)
        self._done.wait()
        if self._outcome is None:
            print(f"paper-trends: a background stage stopped (exit code "
                  f"{self._process.exitcode}); running it here instead", file=sys.stderr)
            return self._fallback()
        ok, value = self._outcome
        if not ok:
            raise value
        return value


class Relay(Generic[P, T]):
    """``function(parts)`` over parts handed over one at a time (:meth:`add`) while this
    process goes on making the next ones, ``combine`` of the results in order.

    Why: paper typing needs only the loaded papers, and the papers load file by file
    on one core; typed as they load, on the second core, the typing is mostly done when
    the loading is (bench/PIPELINE.md, 2026-11-30 21:30).  How: one child, forked when
    the relay is made (before the parts exist, so before this process has imported
    what only the function needs: ``prepare`` does that in the child, on the second
    core, while this process starts loading), takes the parts as they come and applies
    the function to those waiting each time it is free (at most
    :data:`RELAY_BATCH_ITEMS` at a time).  A part goes to the child through a file (a
    pipe's 64 KB at a time would make this process wait for the busy
    child).  One child for the whole stage, so this process keeps its core: a child
    forked per batch from a process of hundreds of MB added copies of its pages, and a
    second child beside the first took a third of this process's core during the
    vocabulary (bench/PIPELINE.md, wave 12).  Where fork does not exist, the function
    runs here when the result is asked for; so it does, on every part, if the child
    dies.  The result is the same either way as long as ``combine`` of the functions of
    consecutive runs of parts is the function of all of them (a stage computed item by
    item).
    """

    def __init__(self, function: Callable[[list[P]], T], combine: Callable[[list[T]], T],
                 prepare: Callable[[], None] | None = None) -> None:
        self._function, self._combine = function, combine
        self._parts: list[P] = []  # for a child that dies, or where nothing forks
        self._child: Background[T] | None = None
        self._folder = ""
        self._remove_folder: Callable[[], Any] = lambda: None
        if _can_fork():
            self._folder = tempfile.mkdtemp(prefix="paper-trends-relay-")
            receive, self._send = multiprocessing.get_context("fork").Pipe(duplex=False)
            # at the result, or when this process exits first (SIGTERM ends the CLI's
            # jobs through Python's exit): the pipe closed, so that a child waiting for
            # parts ends (it is joined at exit), and the folder removed (a forked child
            # exits without running this)
            self._remove_folder = weakref.finalize(self, _end_relay, self._send, self._folder)
            self._child = Background(_serve, function, combine, prepare, receive,
                                     self._send, self._spare_flag(), n_items=0,
                                     min_items=0, fallback=self._here)
            receive.close()

    def add(self, part: P) -> None:
        """One more part, after every part added before."""
        self._parts.append(part)
        if self._child is None or self._send.closed:
            return
        path = os.path.join(self._folder, f"{len(self._parts):06d}.pickle")
        with open(path, "wb") as file:
            pickle.dump(part, file, protocol=pickle.HIGHEST_PROTOCOL)
        try:
            self._send.send(path)
        except OSError:  # the child has died: the result is computed here
            self._send.close()

    def close(self) -> None:
        """No more parts."""
        if self._child is not None and not self._send.closed:
            try:
                self._send.send(None)
            except OSError:
                pass
            self._send.close()

    def result(self) -> T:
        """``combine`` of the function of the parts (a child's error raised here)."""
        self.close()
        try:
            return self._here() if self._child is None else self._child.result()
        finally:
            self._remove_folder()

    def spare_core(self) -> None:
        """Tell the child that this process has a core to spare until the result (it
        only waits from now on): the function may then share its remaining work with a
        process of its own (:func:`core_spared`)."""
        if self._child is not None:
            try:
                with open(self._spare_flag(), "w"):
                    pass
            except OSError:  # the relay's folder is gone: its result was taken
                pass

    def _spare_flag(self) -> str:
        return os.path.join(self._folder, "core-spared")

    def working(self) -> bool:
        """Whether a child is still at work: :meth:`result` would wait for it."""
        return self._child is not None and not self._child.ready()

    def wait(self, timeout: float) -> bool:
        """Wait at most ``timeout`` seconds for the child to end; whether it has."""
        return self._child is None or self._child.wait(timeout)

    @contextmanager
    def cancelled_on_error(self) -> Iterator[None]:
        """Stop the child if the block fails (a bad file while loading), so that it is
        not left waiting for parts that will not come."""
        try:
            yield
        except BaseException:
            self._remove_folder()  # first: a child waiting for parts ends by itself
            if self._child is not None:
                self._child.cancel()
            raise

    def _here(self) -> T:
        return self._combine([self._function(self._parts)])


def _end_relay(send: Connection, folder: str) -> None:
    send.close()
    shutil.rmtree(folder, ignore_errors=True)


def _serve(function: Callable[[list[Any]], T], combine: Callable[[list[T]], T],
           prepare: Callable[[], None] | None, receive: Connection,
           parents_end: Connection, spare_flag: str = "") -> T:
    """The relay's child: ``prepare()``, then the function of the parts in order, as
    many at a time as wait, up to :data:`RELAY_BATCH_ITEMS` items (the files of the
    others are read when their turn comes: a backlog stays on disk, not in memory),
    until the end (None) has come.  ``spare_flag``: the file :meth:`Relay.spare_core`
    lays (:func:`core_spared`)."""
    global _SPARE_FLAG
    _SPARE_FLAG = spare_flag
    parents_end.close()  # so that the parent's death ends this pipe (EOFError)
    if prepare is not None:
        prepare()
    results: list[T] = []
    waiting: deque[str] = deque()
    ended = False
    while waiting or not ended:
        while not ended and (not waiting or receive.poll()):
            path = receive.recv()
            if path is None:
                ended = True
            else:
                waiting.append(path)
        batch: list[Any] = []
        items = 0
        while waiting and items < RELAY_BATCH_ITEMS:
            batch.append(_read_part(waiting.popleft()))
            items += len(batch[-1])
        if batch:
            results.append(function(batch))
    return combine(results)


#: In a relay's child, the file whose presence says the parent has a core to spare.
_SPARE_FLAG = ""


def core_spared() -> bool:
    """In a relay's child, whether the parent has said it has a core to spare
    (:meth:`Relay.spare_core`); False anywhere else.  Why: at the end of the 24k's
    analysis the parent only waits for the typing child, one core idle (bench/PIPELINE.md,
    perf49); a stat of a file costs a few microseconds."""
    return bool(_SPARE_FLAG) and os.path.exists(_SPARE_FLAG)


def _read_part(path: str) -> Any:
    with open(path, "rb") as file:
        part = pickle.load(file)
    os.remove(path)
    return part


def cancel_all(children: Iterable[Background[Any]]) -> None:
    """Stop the children still at work, all at once: SIGTERM to each, then SIGKILL to
    those not ended :data:`CANCEL_SECONDS` later; waits at most twice that in all, so an
    error or a stop is never held back by children that do not end.  Why at once: one
    after the other, each child that survived its SIGTERM (a handler of its own, a
    swamped machine) held the others back by as long (sigterm73)."""
    working = [child for child in children if not child.ready()]
    for child in working:
        child._process.terminate()  # its pipe closes: the receiving thread ends
    working = _not_ended(working, CANCEL_SECONDS)
    if not working:
        return
    print(f"paper-trends: {_stages(working)} did not stop within {CANCEL_SECONDS:g} s of "
          "SIGTERM; killing it", file=sys.stderr)
    for child in working:
        child._process.kill()
    if _not_ended(working, CANCEL_SECONDS):
        print(f"paper-trends: {_stages(working)} did not end; not waiting for it",
              file=sys.stderr)


def _not_ended(children: list[Background[Any]], seconds: float) -> list[Background[Any]]:
    """Those of ``children`` not ended within ``seconds`` (one deadline for all)."""
    end = time.monotonic() + seconds
    return [child for child in children
            if not child.wait(max(0.0, end - time.monotonic()))]


def _stages(children: list[Background[Any]]) -> str:
    return "a background stage" if len(children) == 1 else \
        f"{len(children)} background stages"


_at_work: weakref.WeakKeyDictionary[Background[Any], int] = weakref.WeakKeyDictionary()


@atexit.register  # after multiprocessing's (imported above): so it runs before its join
def _cancel_at_exit() -> None:
    # not a forked process's copies (a gunicorn worker's)
    cancel_all([child for child, pid in list(_at_work.items()) if pid == os.getpid()])


def _can_fork() -> bool:
    return (os.cpu_count() or 1) >= 2 and "fork" in multiprocessing.get_all_start_methods()

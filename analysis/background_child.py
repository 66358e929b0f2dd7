"""The forked child's side of :class:`analysis.background.Background`: the function run,
its outcome sent back, and the child's end once its parent has died."""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

#: How often a child checks that its parent is alive: an orphan ends within this (s).
ORPHAN_CHECK_SECONDS = 0.5


def run(function: Callable[..., Any], args: tuple[Any, ...], send: Connection,
         niceness: int = 0, parents_end: Connection | None = None) -> None:
    """The child: ``function(*args)``, its outcome sent back.  Its copy of the pipe's
    reading end is closed first: a child that held it, once orphaned (its parent killed,
    a typing child cancelled while its own forked process worked), blocked for ever on
    an answer larger than the pipe's 64 KiB, a process that never ended; without it the
    send fails and the child ends, quietly (nobody is left to tell), as it does as soon
    as it finds itself orphaned (:func:`_end_when_orphaned`)."""
    if parents_end is not None:
        parents_end.close()
    _end_when_orphaned()
    try:
        if niceness:
            os.nice(niceness)
        outcome: tuple[bool, Any] = (True, function(*args))
    except BaseException as error:  # noqa: BLE001 - every failure goes back to the parent
        outcome = (False, error)
    try:
        send.send(outcome)
    except OSError:  # the parent has gone: no one waits for the answer
        pass
    except BaseException as error:  # noqa: BLE001 - the result does not pickle: say why
        with contextlib.suppress(OSError):
            send.send((False, error))
    finally:
        send.close()


def _end_when_orphaned() -> None:
    """End this child once its parent has died (its parent id changes when it is
    reparented), checking every :data:`ORPHAN_CHECK_SECONDS`: an orphan's work is
    wanted by no one, and it holds a copy of every page its parent had rewritten."""
    parent = os.getppid()

    def watch() -> None:
        while True:
            time.sleep(ORPHAN_CHECK_SECONDS)
            if os.getppid() != parent:
                os._exit(1)

    threading.Thread(target=watch, daemon=True, name="paper-trends-orphan-check").start()

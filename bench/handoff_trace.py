"""When paper typing's spare-core hand-off happens in `paper-trends analyze` (issue 12).

    SPARE_LOG=/tmp/handoff.log PYTHONPATH=. python bench/handoff_trace.py analyze CORPUS --out DIR -q

Runs the CLI with timestamps (seconds from start, pid) appended to ``$SPARE_LOG`` at: each
batch the typing child (:class:`analysis.background.Relay`) types, the main process's wait
for either child (:func:`analysis.pipeline._wait_for_either`: which has ended), the
moment it lays :meth:`~analysis.background.Relay.spare_core`, the typing child's fork of
the papers left (:func:`analysis.paper_types.classify._scored`: how many it hands over)
and how long it then waits for them, and the typing result's wait.  Nothing else
changes (the functions are wrapped, not replaced).  Beside it, ``bench/cpu_timeline.py``
gives each role's CPU second by second (the hand-off's process counts as typing's).
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

import analysis.background as background
import analysis.paper_types.classify as classify
import analysis.pipeline as pipeline

LOG = os.environ.get("SPARE_LOG", "handoff.log")
T0 = time.time()


def log(message: str) -> None:
    with open(LOG, "a", encoding="utf-8") as file:
        file.write(f"{time.time() - T0:8.2f} pid={os.getpid()} {message}\n")


def _wrap(owner: Any, name: str, before: Any, after: Any = None) -> None:
    original = getattr(owner, name)

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        before(*args)
        value = original(*args, **kwargs)
        if after is not None:
            after(*args)
        return value

    setattr(owner, name, wrapped)


class _LoggedBackground(background.Background):
    def __init__(self, function: Any, abstracts: Any, *args: Any, **kwargs: Any) -> None:
        log(f"hand-off: the forked process takes {len(abstracts)} papers")
        super().__init__(function, abstracts, *args, **kwargs)

    def result(self) -> Any:
        start = time.time()
        value = super().result()
        log(f"hand-off: its papers waited for {time.time() - start:.2f} s")
        return value


def _papers(files: list[Any]) -> int:
    return sum(len(f) for f in files)


_wrap(pipeline, "paper_types_of",
      lambda files: log(f"typing batch of {_papers(files)} papers starts, "
                        f"core spared: {background.core_spared()}"),
      lambda files: log(f"typing batch of {_papers(files)} papers ends"))
_wrap(pipeline, "_wait_for_either",
      lambda typing, searching, *_: log(f"waiting for either child: typing "
                                        f"{typing.working()}, search {searching.working()}"),
      lambda typing, searching, *_: log(f"either ended: typing {typing.working()}, "
                                        f"search {searching.working()}"))
_wrap(background.Relay, "spare_core", lambda relay: log("spare core laid"))
_wrap(background.Relay, "result", lambda relay: log("typing result awaited"),
      lambda relay: log("typing result received"))
classify.Background = _LoggedBackground  # type: ignore[misc,assignment]

if __name__ == "__main__":
    from dashboard.cli import main

    log("start")
    sys.exit(main(sys.argv[1:]))

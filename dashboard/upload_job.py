"""The analysis of one upload, in a process of its own: ``python -m dashboard.upload_job
FOLDER MAX_EXPANDED_BYTES SECONDS`` (started by :func:`dashboard.uploads.start_job`).

It reads the file with the command line's loaders (:func:`analysis.pipeline.analyze`), so
an upload is read, counted and refused exactly as ``paper-trends analyze`` would, and
saves the analysis beside it (``FOLDER/store``, :func:`analysis.store.save_analysis`),
which every server process can then open.  Its progress (the pipeline's own
:class:`~analysis.progress.Progress`) goes to ``FOLDER/status.json``, rewritten
atomically at most twice a second, which the page polls.

Jobs run one at a time (an exclusive ``flock`` on the uploads folder: the others wait,
and say so), at a lower priority than the server (``nice`` 10), and for at most
``SECONDS`` (its alarm; a job that cannot act on it, its main thread stuck outside
Python, is killed by the server a minute later: :data:`dashboard.uploads.OVERDUE_SECONDS`);
a message names the file by the name the user gave it, never by the server's path.
"""

from __future__ import annotations

import fcntl
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

from analysis.progress import Progress
from dashboard.terminate import terminate_as_exit
from dashboard.uploads import INPUT, META, STATUS, STORE, TOO_LONG, read_json, write_json

WRITE_EVERY = 0.5  # s between two status writes within a stage
SKIPPED_EXAMPLES = 5  # skipped records named on the page (the rest are counted)


class StatusProgress(Progress):
    """The pipeline's progress, written to ``status.json`` for the page."""

    def __init__(self, path: Path, started: float) -> None:
        super().__init__()
        self.path, self.started = path, started  # the server's bound counts from then
        self._written = 0.0
        self._stage = ""
        self.write("running")

    def write(self, state: str, **extra: Any) -> None:
        self._written = time.monotonic()
        write_json(self.path, {"state": state, "pid": os.getpid(), "started": self.started,
                               "progress": self.describe(), **extra})

    def _changed(self) -> None:
        if self.current != self._stage or time.monotonic() - self._written >= WRITE_EVERY:
            self._stage = self.current
            self.write("running")


class TookTooLong(Exception):
    pass


def _too_long(signum: int, frame: Any) -> None:
    raise TookTooLong


def summary_lines(manifest: dict[str, Any], shown: str) -> list[str]:
    """The command line's summary (records loaded, skipped by reason), then a few of the
    skipped records by position (the first of each reason first: as ``analyze`` names
    them), so the user can find them in the file."""
    from analysis.io.skips import chosen_skips
    from dashboard.cli import load_summary

    lines = load_summary(manifest)
    lines += [f"{shown}: {said}" for _, said in chosen_skips(manifest, SKIPPED_EXAMPLES)]
    return lines


def analyse(folder: Path, max_expanded: int, started: float) -> dict[str, Any]:
    """Read, check, analyse and save the upload; the final status."""
    from analysis.io import CorpusError
    from analysis.io.skips import skipped_total
    from analysis.io.source import read_bytes
    from analysis.pipeline import analyze
    from analysis.store import analysis_settings, fingerprint_inputs, save_analysis

    meta = read_json(folder / META) or {}
    shown = str(meta.get("name") or "the file")  # the browser's name, reduced (uploads.safe_name)
    [path] = list((folder / INPUT).iterdir())
    progress = StatusProgress(folder / STATUS, started)
    try:
        read_bytes(path, max_expanded)  # a gzip "bomb" stops here, before the analysis
        progress.expect(["save"])
        analysis = analyze([path], progress=progress, name=Path(shown).name.split(".")[0])
        progress.stage("save")
        save_analysis(analysis, folder / STORE, fingerprint_inputs([path]),
                      analysis_settings(None, 0))
    except CorpusError as e:
        message = str(e).replace(str(path), shown)
        return {"state": "failed", "cause": "file", "message": message}
    except TookTooLong:
        return {"state": "failed", "message": TOO_LONG}
    except MemoryError:
        return {"state": "failed", "message": "The server ran out of memory analysing the "
                "file; analyse it with `paper-trends analyze` on a larger machine."}
    progress.done()
    return {"state": "done", "papers": analysis.n_papers,
            "topics": analysis.topics.n_topics,
            "summary": summary_lines(analysis.manifest, shown),
            "skipped": skipped_total(analysis.manifest)}


def main(argv: list[str]) -> int:
    folder, max_expanded, seconds = Path(argv[0]), int(argv[1]), int(argv[2])
    os.nice(10)
    with open(folder.parent / ".jobs.lock", "wb") as lock:
        try:  # one analysis at a time; the rest wait here, and say so
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            write_json(folder / STATUS, {"state": "waiting", "pid": os.getpid()})
            fcntl.flock(lock, fcntl.LOCK_EX)
        if not folder.is_dir():  # expired while it waited
            return 0
        started = time.time()  # uploads.status_of kills a job running long past its alarm
        write_json(folder / STATUS, {"state": "running", "pid": os.getpid(), "started": started})
        signal.signal(signal.SIGALRM, _too_long)
        signal.alarm(seconds)
        try:
            final = analyse(folder, max_expanded, started)
        except Exception as e:  # noqa: BLE001 - the user is told; the log keeps the trace
            import traceback

            traceback.print_exc()
            final = {"state": "failed", "message": f"The analysis failed ({type(e).__name__}: "
                     f"{e}). Please report this with the file."}
        signal.alarm(0)
        # the lock is released here, not when the file closes: children forked meanwhile
        # share the open file, and one still ending would keep the next upload waiting
        fcntl.flock(lock, fcntl.LOCK_UN)
    if folder.is_dir():
        write_json(folder / STATUS, {**final, "pid": os.getpid()})
    return 0


if __name__ == "__main__":
    with terminate_as_exit():  # a removed upload's job leaves no temporary index behind
        sys.exit(main(sys.argv[1:]))

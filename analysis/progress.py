"""Where a long run is: its stage, how far through it, and an estimate of the time left.

The pipeline tells a :class:`Progress` what it does (:meth:`Progress.stage`,
:meth:`Progress.advance`); the progress only keeps the state, which a terminal
(:class:`TerminalProgress`) or the server's "preparing the analysis" page reads.  The
base class shows nothing (``--quiet``, tests, library use).

The percentage weighs each stage by its share of a run, as measured on the 250,000-paper
scale corpus (issue 12: load 37 s, vocabulary 53 s, topics 50 s, paper types 47 s, search
index 21 s of 225 s): about a sixth to a quarter each for the five large stages, the rest
small.  A stage whose share changes moves the estimate, not the result.  Within a stage the
fraction is its own count (files read, papers typed).  The estimate is the time so far
scaled by the fraction still to do, shown from 5% on (earlier it is mostly noise).

A stage that counts nothing (or has counted nothing yet) does not move the fraction while
it runs, so that scaling held the estimate still, or let it grow, however long the stage
took: the 24k's ``analyze`` (load 10-17) said "97%, about 4 s left" when it began building
and writing the tables, then ran ~55 s (small72; that last stage also waits for the
saved analysis and the papers file, written by niced children, and writes the workbook).
Such a stage is given its share of the run at the pace of the run so far, counted down
while it runs (:meth:`Progress.seconds_left`); once it has run past that share its end
cannot be told, and no estimate is shown until a stage that can be measured begins.
``analyze`` now counts its tables, then waits for the store ("save"), then writes the
files ("write"; "workbook" with ``--excel``, ~12% of the 24k's run: 32 s of 274 s).
"""

from __future__ import annotations

import sys
import threading
import time
from typing import IO, Any

#: Each stage's share of a run (see the module docstring); unknown stages weigh 0.05.
STAGE_WEIGHTS: dict[str, float] = {
    "open": 0.10, "load_and_clean": 0.17, "vocabulary": 0.24, "search_index": 0.09,
    "topics": 0.22, "paper_types": 0.21, "assemble": 0.02, "tables": 0.03, "save": 0.05,
    "write": 0.02, "workbook": 0.12,
}
STAGE_NAMES: dict[str, str] = {
    "open": "opening the saved analysis", "load_and_clean": "reading and cleaning the papers",
    "vocabulary": "finding the terms", "topics": "fitting the topics",
    "paper_types": "typing the papers", "assemble": "assembling the results",
    "search_index": "indexing the text for search", "tables": "building the tables",
    "save": "saving the analysis",
    "write": "writing the files", "workbook": "writing the files and the Excel workbook",
}
ESTIMATE_FROM = 0.05


class Progress:
    """The state of a run: stage, counts, percent, estimate.  Thread-safe to read."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.started = time.monotonic()
        self.plan: list[str] = []
        self.finished: list[str] = []
        self.current = ""
        self.done_count = 0
        self.total: int | None = None
        self.unit = ""
        self.notes: list[str] = []
        self.complete = False
        self.stage_started = self.started  # when the current stage began
        self.fraction_before = 0.0  # the fraction of the run done when it began

    def expect(self, stages: list[str]) -> None:
        """Stages this run will go through, in order (for the percentage); a caller that
        knows more (opening, saving) announces its stages first, the pipeline adds its own."""
        with self._lock:
            self.plan += [s for s in stages if s not in self.plan]

    def stage(self, name: str, total: int | None = None, unit: str = "") -> None:
        """Begin stage ``name`` (ending the previous one); ``total`` items of ``unit``."""
        with self._lock:
            if self.current and self.current not in self.finished:
                self.finished.append(self.current)
            if name not in self.plan:
                self.plan.append(name)
            self.current, self.done_count, self.total, self.unit = name, 0, total, unit
            self.complete = False
            self.stage_started = time.monotonic()
            self.fraction_before = self._fraction()
        self._changed()

    def advance(self, n: int = 1) -> None:
        with self._lock:
            self.done_count += n
        self._changed()

    def note(self, message: str) -> None:
        """Something the user should read (e.g. why a saved analysis was not used)."""
        with self._lock:
            self.notes.append(message)
        self._noted(message)

    def done(self) -> None:
        with self._lock:
            if self.current and self.current not in self.finished:
                self.finished.append(self.current)
            self.current, self.complete = "", True
        self._changed()

    @property
    def fraction(self) -> float:
        """0..1 of the whole run, stages weighted by :data:`STAGE_WEIGHTS`."""
        with self._lock:
            return self._fraction()

    def _fraction(self) -> float:
        if self.complete:
            return 1.0
        done = sum(self._share(s) for s in self.finished if s in self.plan)
        if self.current and self.total:
            done += self._share(self.current) * min(1.0, self.done_count / self.total)
        return min(1.0, done)

    def _share(self, stage: str) -> float:
        """``stage``'s share of the run: its weight among the planned stages'."""
        total = sum(STAGE_WEIGHTS.get(s, 0.05) for s in self.plan) or 1.0
        return STAGE_WEIGHTS.get(stage, 0.05) / total if stage in self.plan else 0.0

    def seconds_left(self) -> float | None:
        """The time left: the time so far scaled by the fraction still to do; in a stage
        that has counted nothing, its share at the run's pace before it, less the time it
        has run, and the later stages' at that pace (None once it has run past its share:
        its end cannot be told; see the module docstring)."""
        with self._lock:
            f = self._fraction()
            if f < ESTIMATE_FROM or f >= 1.0:
                return None
            now = time.monotonic()
            if not (self.current and self.total and self.done_count):  # nothing counted
                before, share = self.fraction_before, self._share(self.current)
                if before < ESTIMATE_FROM:
                    return None
                pace = (self.stage_started - self.started) / before  # seconds per fraction
                here = pace * share - (now - self.stage_started)
                if here < 0:
                    return None
                return here + pace * max(0.0, 1.0 - before - share)
            return (now - self.started) * (1 - f) / f

    def describe(self) -> dict[str, Any]:
        """The state as plain values (the preparing page's JSON)."""
        left = self.seconds_left()
        return {"stage": self.current, "stage_name": STAGE_NAMES.get(self.current, self.current),
                "done": self.done_count, "total": self.total, "unit": self.unit,
                "percent": round(100 * self.fraction), "complete": self.complete,
                "seconds_left": None if left is None else round(left),
                "notes": list(self.notes)}

    def line(self) -> str:
        """One line for a log or a terminal: stage, counts, percent, estimate."""
        d = self.describe()
        if d["complete"]:
            return "ready"
        counts = f" ({d['done']:,}/{d['total']:,} {d['unit']})" if d["total"] else ""
        left = f", about {format_seconds(d['seconds_left'])} left" \
            if d["seconds_left"] is not None else ""
        return f"{d['stage_name']}{counts}: {d['percent']}%{left}"

    # hooks for reporters
    def _changed(self) -> None:
        pass

    def _noted(self, message: str) -> None:
        pass


def format_seconds(seconds: float) -> str:
    seconds = max(0, round(seconds))
    return f"{seconds} s" if seconds < 90 else f"{round(seconds / 60)} min"


class TerminalProgress(Progress):
    """A tqdm bar on a terminal; a plain line per stage (and every ``every`` seconds)
    when the output is a file or a pipe, so logs stay readable."""

    def __init__(self, stream: IO[str] | None = None, every: float = 10.0) -> None:
        super().__init__()
        self.stream = stream or sys.stderr
        self.every = every
        self._last_line = 0.0
        self._last_stage = ""
        self._bar: Any = None
        self._tty = bool(getattr(self.stream, "isatty", lambda: False)())

    def _changed(self) -> None:
        if self._tty:
            self._draw_bar()
            return
        now = time.monotonic()
        if self.current != self._last_stage or now - self._last_line >= self.every:
            self._last_stage, self._last_line = self.current, now
            if self.complete:
                return
            print(f"paper-trends: {self.line()}", file=self.stream, flush=True)

    def _draw_bar(self) -> None:
        from tqdm import tqdm

        now = time.monotonic()
        if self.current == self._last_stage and now - self._last_line < 0.2 \
                and not self.complete:
            return  # at most five redraws a second
        self._last_stage, self._last_line = self.current, now
        if self._bar is None:
            self._bar = tqdm(total=100, file=self.stream, unit="%", leave=False,
                             bar_format="{desc}: {percentage:3.0f}%|{bar}| {elapsed}<{remaining}"
                             "{postfix}")
        d = self.describe()
        self._bar.set_description_str(d["stage_name"] or "done", refresh=False)
        self._bar.set_postfix_str(f"{d['done']:,}/{d['total']:,} {d['unit']}"
                                  if d["total"] else "", refresh=False)
        self._bar.n = d["percent"]
        self._bar.refresh()
        if self.complete:
            self._bar.close()
            self._bar = None

    def _noted(self, message: str) -> None:
        if self._bar is not None:
            self._bar.write(f"paper-trends: {message}", file=self.stream)
        else:
            print(f"paper-trends: {message}", file=self.stream, flush=True)

"""What every chart summary shares: the :class:`Summary` value and number wording.

A summary is what a screen-reader user (and anyone who wants the numbers) gets in place of
a chart: one or two sentences saying what it shows, and its marks as a table whose cells
can carry the filter a click on the mark applies (:class:`Cell`).  Like the figures, a
summary is a pure function of a summary table of :mod:`analysis.tables`: the render that
draws a chart hands its summary the same table, so the two can never disagree.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from analysis.trends import Q_HOLDS

if TYPE_CHECKING:
    import pandas as pd
from dashboard.figures.base import share_words  # noqa: F401 - one wording, used here too


@dataclass(frozen=True)
class Cell:
    """One table cell; with ``filter`` (a URL query fragment, exactly the one the chart's
    mark carries) it is a button that filters the page as a click on the mark would.
    ``action`` says what the button does, for screen readers ("Filter by topic")."""

    text: str
    filter: str | None = None
    action: str = "Filter by"


Rows = tuple[tuple[Cell, ...], ...]


@dataclass(frozen=True)
class Summary:
    """A chart in words (``text``) and its marks as a table (``columns``, :attr:`rows`).
    A column header with a filter stands for a legend entry that filters (a paper type).

    ``body`` is the rows, or a function that makes them: the page sends a chart's table
    only while the reader has it open, so a big one (every topic's share in each of 39
    years) is formatted only then, not on every filter change."""

    text: str
    columns: tuple[str | Cell, ...] = ()
    body: Rows | Callable[[], Rows] = ()
    caption: str = ""

    @functools.cached_property
    def rows(self) -> Rows:
        return self.body() if callable(self.body) else self.body


def cells(*values: object) -> tuple[Cell, ...]:
    """A row of plain cells (a :class:`Cell` is kept as it is)."""
    return tuple(v if isinstance(v, Cell) else Cell(str(v)) for v in values)


def share_cell(x: float) -> str:
    """A share for a table cell: one decimal ("18.3%")."""
    return f"{100 * float(x):.1f}%"


def points_words(delta: float) -> str:
    """A change of share in percentage points: "+6 points", "-0.8 points"; a change that
    rounds to nothing "±0.0 points", never "-0.0" (EM at NeurIPS, 0.8% → 0.8%: walk59)."""
    d = 100 * float(delta)
    value = f"{d:+.0f}" if abs(d) >= 9.95 else f"{d:+.1f}"
    return f"{'±0.0' if float(value) == 0 else value} points"


def counted(n: int, noun: str) -> str:
    """"1 venue", "3 venues", "1,200 papers": a count with its noun in the right number."""
    return f"{n:,} {noun}" if n == 1 else f"{n:,} {noun}s"


def year_runs(years: list[int]) -> str:
    """Years as runs: [2015, 2016, 2019] -> "2015–2016 and 2019"."""
    runs: list[list[int]] = []
    for y in sorted(years):
        if runs and y == runs[-1][1] + 1:
            runs[-1][1] = y
        else:
            runs.append([y, y])
    return listing([f"{a}–{b}" if b > a else str(a) for a, b in runs])


def listing(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def holds_sentence(drawn: list[dict], listed: pd.DataFrame | None = None) -> str:
    """How many of the drawn changes hold once every item compared is accounted for
    (the ``q`` and ``compared`` columns; empty where the table has none); with the whole
    ``listed`` table, how many of it hold when more do than are drawn ("All 19 hold" read
    as every change that holds where 22 did, 19 drawn: newuser72)."""
    if not drawn or "q" not in drawn[0]:
        return ""
    holds = sum(float(r["q"]) < Q_HOLDS for r in drawn)
    compared = max(int(r["compared"]) for r in drawn)
    kind = str(drawn[0].get("kind") or "item")
    over = f"over the {counted(compared, kind)} compared"
    rate = f"at a {Q_HOLDS:.0%} false discovery rate {over} (Benjamini-Hochberg)"
    in_all = 0 if listed is None or "q" not in listed else int((listed["q"] < Q_HOLDS).sum())
    more = f" {in_all:,} hold in all; the table lists them." if in_all > holds else ""
    if holds == len(drawn):
        every = f"All {holds} {'drawn ' if more else ''}hold" if holds > 1 else "It holds"
        return f" {every} {rate}.{more}"
    if holds == 0:
        return f" None of the {len(drawn)} drawn holds {rate}: each may be chance.{more}"
    verb = "holds" if holds == 1 else "hold"
    return f" {holds} of the {len(drawn)} drawn {verb} {rate}; the others may be chance.{more}"

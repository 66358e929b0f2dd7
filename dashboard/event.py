"""What the browser sent for one change of the page: the event :class:`dashboard.update.PageUpdate`
answers (made by :mod:`dashboard.callbacks` from the page's one callback's inputs, and by
:mod:`dashboard.first_view` for the page's first answer)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """What the browser sent: what changed (``trigger``, ``prop``), the values the page
    holds, and the states it shows (``filter_state`` None: nothing drawn yet)."""

    trigger: str | None
    prop: str
    search: str | None
    controls: tuple[Any, ...]
    trend_controls: tuple[Any, ...]
    pick: list[str] | None
    clicks: dict[str, Any] = field(default_factory=dict)
    restyles: dict[str, Any] = field(default_factory=dict)
    trace_keys: dict[str, list[str | None]] | None = None
    filter_state: str | None = None
    trend_state: str | None = None
    paper_row: int | None = None
    open_tables: list[str] | None = None  # the charts whose table the reader has open
    near: list[str] | None = None  # the charts near the viewport (None: every chart)
    drawn: dict[str, Any] | None = None  # what each chart shows (None: the states above)
    year_shown: tuple[int, int] | None = None  # the year slider's (min, max) (None: the corpus's)
    #: what the filter note and the "Saved" line under "no papers match" hold (their
    #: ``children``; None: not known): each is sent only when it changes
    notes_shown: tuple[Any, Any] | None = None


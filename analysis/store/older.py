"""A saved analysis of another version: found, opened when it can be, else why not, in one line.

``serve PATH...`` looks for its saved analysis in a cache folder named after a hash of the
inputs, the settings and the store format's version (:func:`analysis.store.cache.cache_folder`),
so a store of an older format is in a folder the new version never looks in: it analysed
again saying only "analysed and saved", the reason unsaid and the old folder left on
disk (ui65).  :func:`older_store` finds the store of the same corpus, inputs and settings
under another folder name; the cache opens it when it passes every check (a hash of the
same inputs and settings), else says in one line why it analyses again and how long that
will take (:func:`reanalysing`).

The time is the one the store's own analysis took (its manifest's ``total_seconds``, kept
in ``store.json`` since the store has been saved), else :data:`SECONDS_PER_PAPER` per
paper: 16 CPU-seconds for 24,000 papers in the main process, 225 s for 250,000
(``bench/SERVE.md``, issue 12), i.e. 0.7-0.9 ms a paper, rounded up to 1 ms (a busy
machine takes longer: 75-164 s wall at 24,000 on our 2-core test machine).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from analysis.progress import format_seconds
from analysis.store.saved import SPEC_FILE

SECONDS_PER_PAPER = 0.001  # see the module docstring (and 5 s to start)


def lenient_head(folder: Path) -> dict[str, Any]:
    """``store.json`` of a store of any version, or {} when it cannot be read."""
    try:
        head = json.loads((Path(folder) / SPEC_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return {}
    return head if isinstance(head, dict) else {}


def _total_seconds(spec: Any) -> float | None:
    """The ``total_seconds`` of the analysis's manifest, wherever the spec keeps it."""
    stack = [spec]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            seconds = value.get("total_seconds")
            if isinstance(seconds, int | float) and "stage_seconds" in value and seconds > 0:
                return float(seconds)
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return None


def reanalysing(folder: Path, reason: str, head: dict[str, Any] | None = None) -> str:
    """One line: which saved analysis is not used, why, and how long analysing again takes."""
    head = lenient_head(folder) if head is None else head
    n = head.get("n_papers")
    papers = f"{n:,} papers, " if isinstance(n, int) and n > 0 else ""
    took = _total_seconds(head.get("analysis"))
    if took is not None:
        time = f"about {format_seconds(took)} as the saved analysis took"
    elif isinstance(n, int) and n > 0:
        time = f"about {format_seconds(n * SECONDS_PER_PAPER + 5)} at ~1 ms a paper on one core"
    else:
        time = "a minute or more for tens of thousands of papers"
    return f"the saved analysis in {folder} is not used: {reason}; analysing again " \
           f"({papers}{time})"


def older_store(root: Path, name: str, files: Sequence[Path], settings: dict[str, Any],
                besides: Path) -> Path | None:
    """The newest store under ``root`` (other than ``besides``) saved from exactly these
    input files and settings, by any version: a cache folder named ``{name}-{hash}`` of
    another store format; None when there is none."""
    wanted = sorted(str(f) for f in files)
    found = []
    try:
        folders = [p for p in Path(root).iterdir()
                   if p.name.startswith(f"{name}-") and p != besides and p.is_dir()]
    except OSError:
        return None
    for folder in folders:
        head = lenient_head(folder)
        try:
            paths = sorted(str(i["path"]) for i in head["inputs"])
        except (KeyError, TypeError):
            continue
        if paths == wanted and head.get("settings") == json.loads(json.dumps(settings)):
            found.append((str(head.get("created", "")), folder))
    return max(found)[1] if found else None

"""JSON Lines: one paper object per line, blank lines ignored."""

from __future__ import annotations

import json
from pathlib import Path

from analysis.io.base import (
    CorpusError,
    FileHead,
    InputFormat,
    Record,
    field_map,
    record_from_mapping,
)


def sniff(head: FileHead) -> bool:
    """A text starting with '{' is taken for JSON Lines (a single JSON object is one line
    of it, possibly broken)."""
    return head.text.startswith("{")


def read(path: Path, text: str) -> list[Record | str]:
    """One record per non-blank line; the key defaults to the count of non-blank lines
    before it, so blank lines do not shift keys."""
    out: list[Record | str] = []
    position = 0
    # "\n" alone ends a line: U+2028/9 are valid inside JSON strings (local fix until wt-i13)
    for lineno, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            raise CorpusError(path, f"line {lineno}, column {e.colno}", f"broken JSON ({e.msg})",
                              "Each line must be one JSON object.") from None
        if not isinstance(obj, dict):
            out.append(f"line {lineno} is a {type(obj).__name__}, not an object")
        else:
            out.append(record_from_mapping(obj, field_map(obj.keys()), position))
        position += 1
    return out


FORMAT = InputFormat(
    name="jsonl",
    suffixes=(".jsonl", ".ndjson"),
    listed_as="JSON Lines",
    expected_as="JSON Lines",
    precedence=1,
    sniff=sniff,
    read=read,
)

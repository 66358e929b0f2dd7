"""JSON Lines: one paper object per line, blank lines ignored.

Lines are split on ``\\n`` alone (the JSON Lines definition): U+2028 and U+2029 are valid
inside JSON strings and common in scraped abstracts, so they must not end a line.  A
file is JSON Lines only when its first line is itself a complete paper object; a JSON
object that spans lines, or one that holds a list of papers, is a JSON document
(:mod:`analysis.io.json_document`), so nothing is read as a single broken line.
"""

from __future__ import annotations

import json
from pathlib import Path

from analysis.io.base import FileHead, InputFormat, Record, Skipped
from analysis.io.json_values import is_metadata, loads, paper_list_in, record_from_object

_FIX = "Each line must be one JSON object."


def sniff(head: FileHead) -> bool:
    """The first line parses as an object, and it is a paper: not a holder of papers, not
    JSON-LD metadata."""
    if not head.first_line.startswith("{"):
        return False
    try:
        first = json.loads(head.first_line)
    except (ValueError, RecursionError):
        return False
    return isinstance(first, dict) and paper_list_in(first) is None and not is_metadata(first)


def read(path: Path, text: str) -> list[Record | Skipped]:
    """One record per non-blank line; the key defaults to the count of non-blank lines
    before it, so blank lines do not shift keys."""
    out: list[Record | Skipped] = []
    position = 0
    for lineno, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        obj = loads(path, line, _FIX, first_line=lineno)
        out.append(record_from_object(obj, position, f"line {lineno}"))
        position += 1
    return out


FORMAT = InputFormat(
    name="jsonl",
    suffixes=(".jsonl", ".ndjson"),
    listed_as="JSON Lines",
    expected_as="JSON Lines",
    precedence=0,
    sniff=sniff,
    read=read,
)

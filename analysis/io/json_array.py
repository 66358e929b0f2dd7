"""JSON arrays of paper objects: PaperCopilot's files and any export shaped like them."""

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
    """A text starting with '[' can only be meant as JSON; a parse error is then reported
    as broken JSON rather than as an unknown format."""
    return head.text.startswith("[")


def read(path: Path, text: str) -> list[Record | str]:
    """A JSON array of paper objects (PaperCopilot: id, title, author, abstract, site, ...).

    Items that are not objects come back as a string saying why, so the caller
    counts them as skipped instead of dropping them.
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise CorpusError(path, f"line {e.lineno}, column {e.colno}", f"broken JSON ({e.msg})",
                          "Fix the JSON (e.g. check it with `python -m json.tool`).") from None
    if not isinstance(data, list):
        raise CorpusError(path, "top level", "expected a JSON array of paper objects")
    out: list[Record | str] = []
    for i, obj in enumerate(data):
        if not isinstance(obj, dict):
            out.append(f"item {i} is a {type(obj).__name__}, not an object")
            continue
        out.append(record_from_mapping(obj, field_map(obj.keys()), i))
    return out


FORMAT = InputFormat(
    name="json",
    suffixes=(".json",),
    listed_as="JSON arrays (PaperCopilot)",
    expected_as="a JSON array of papers",
    precedence=0,
    sniff=sniff,
    read=read,
)

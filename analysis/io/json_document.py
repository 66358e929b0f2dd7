"""JSON documents: an array of paper objects (PaperCopilot's files), or an object holding one
(``{"papers": [...]}``, ``{"data": [...]}``, OpenReview's ``{"notes": [...]}``).

The whole text is parsed as one value, so a document is read completely however it is
laid out: on one line or pretty-printed.  An object that holds no list of papers (a
dataset's ``croissant.json`` metadata) is :class:`~analysis.io.base.NotAPaperList`: a
folder scan skips it, a file named on the command line is refused.
"""

from __future__ import annotations

from pathlib import Path

from analysis.io.base import FileHead, InputFormat, NotAPaperList, Record, Skipped
from analysis.io.json_values import (
    PAPER_LIST_KEYS,
    has_abstract,
    is_metadata,
    loads,
    paper_list_in,
    record_from_object,
)

_FIX_ARRAY = "Fix the JSON (e.g. check it with `python -m json.tool`)."
_FIX_OBJECT = ("Fix the JSON (e.g. check it with `python -m json.tool`); in JSON Lines each line "
               "must be one complete paper object.")


def sniff(head: FileHead) -> bool:
    """Text starting with '[' or '{' can only be meant as JSON: a parse error is then reported
    as broken JSON rather than as an unknown format.  JSON Lines is tried first and takes
    the '{' texts whose first line is a paper object."""
    return head.text.startswith(("[", "{"))


def _papers(path: Path, data: object) -> list[object]:
    if isinstance(data, list):
        return data
    if isinstance(data, dict):
        papers = paper_list_in(data)
        if papers is not None:
            return papers
        if has_abstract(data) and not is_metadata(data):  # a single paper, pretty-printed
            return [data]
        keys = ", ".join(map(repr, list(data)[:8])) + (", ..." if len(data) > 8 else "")
        raise NotAPaperList(path, "top level", f"a JSON object with no list of papers "
                            f"(its keys: {keys or 'none'})",
                            "Give the papers as a JSON array, or as a list under one of the keys "
                            + ", ".join(f'"{k}"' for k in PAPER_LIST_KEYS[:3]) + ".")
    raise NotAPaperList(path, "top level", f"a JSON {type(data).__name__}, not a list of papers",
                        "Give the papers as a JSON array of objects.")


def read(path: Path, text: str) -> list[Record | Skipped]:
    """Every item of the paper list; items that are not objects come back as skips."""
    fix = _FIX_ARRAY if text.lstrip().startswith("[") else _FIX_OBJECT
    papers = _papers(path, loads(path, text, fix))
    return [record_from_object(item, i, f"item {i}") for i, item in enumerate(papers)]


FORMAT = InputFormat(
    name="json",
    suffixes=(".json",),
    listed_as='JSON (an array of papers, or an object holding one, e.g. {"papers": [...]})',
    expected_as='a JSON array of papers (or an object holding one, e.g. {"papers": [...]})',
    precedence=1,
    sniff=sniff,
    read=read,
)

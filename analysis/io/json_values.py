"""What the JSON formats share: parsing with positioned errors, finding the list of papers in
an object, and turning one paper object into a record.

Python's JSON parser recurses once per level of nesting and raises ``RecursionError`` near
1,000 levels.  Real paper files nest three (a list of objects whose author field is a
list), so a deeper file is not a paper list; the error names the line and column where
the nesting peaks, found by a second scan that runs only on that error path.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Final

from analysis.io.base import CorpusError, Record, Skipped, field_map, record_from_mapping

#: Keys under which exports keep their list of papers (OpenReview: ``notes``), tried in order
#: before any other key whose value is a list of objects.
#: A JSON value's kind as the user wrote it (Python's names are not JSON's).
_JSON_KINDS: Final = {str: "a string", int: "a number", float: "a number", bool: "true or false",
                      list: "a list", type(None): "null"}
PAPER_LIST_KEYS: Final = ("papers", "data", "notes", "records", "items", "results", "entries",
                          "rows", "submissions")
# A JSON string (escapes included) or a bracket: enough to measure nesting outside strings.
_STRING_OR_BRACKET = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)


def _line_column(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def deepest_nesting(text: str) -> tuple[int, int]:
    """The deepest level of brackets in ``text`` (strings skipped) and the offset where it is."""
    depth = deepest = where = 0
    for m in _STRING_OR_BRACKET.finditer(text):
        bracket = m.group()
        if bracket in "[{":
            depth += 1
            if depth > deepest:
                deepest, where = depth, m.start()
        elif bracket in "]}":
            depth -= 1
    return deepest, where


def loads(path: Path, text: str, fix: str, first_line: int = 1) -> object:
    """``json.loads`` whose every failure is a :class:`CorpusError` naming line and column
    (``first_line`` is the file line ``text`` starts on, for JSON Lines)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        where = f"line {e.lineno + first_line - 1}, column {e.colno}"
        # review66: Python's "Unterminated string starting at" expects the position after it.
        msg = re.sub(r" at$", " here", e.msg)
        if _ends_early(text, e):  # upload61: a cut file read as a stray character
            what = "the file" if first_line == 1 else "the line"
            raise CorpusError(path, where, f"broken JSON: {what} ends before the JSON is "
                              f"complete, as if cut short ({msg})", fix) from None
        raise CorpusError(path, where, f"broken JSON ({msg})", fix) from None
    except RecursionError:
        depth, offset = deepest_nesting(text)
        line, column = _line_column(text, offset)
        raise CorpusError(path, f"line {line + first_line - 1}, column {column}",
                          f"the JSON nests {depth:,} levels of lists or objects, too deep to read",
                          "A paper list needs three: a list of paper objects with lists of "
                          "authors. Check how the file was made.") from None
    except ValueError as e:  # e.g. an integer of more than 4,300 digits
        raise CorpusError(path, f"line {first_line}", f"unreadable JSON ({e})", fix) from None


def _ends_early(text: str, error: json.JSONDecodeError) -> bool:
    """Whether the parse failed for want of text (the error at the end, or a string never
    closed): a download or copy cut short, not a wrong character."""
    if error.pos >= len(text.rstrip()):
        return True
    return error.msg.startswith("Unterminated string") and '"' not in text[error.pos + 1:]


def has_abstract(obj: dict[str, object]) -> bool:
    """Whether an object has an abstract field, by any accepted name."""
    return "abstract" in field_map(obj.keys())


def is_metadata(obj: dict[str, object]) -> bool:
    """A JSON-LD document (``@context``), e.g. a dataset's ``croissant.json``: it describes a
    dataset ("name", "description", "distribution") and is never a paper."""
    return "@context" in obj


def _is_paper_list(value: object) -> bool:
    return (isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)
            and any(has_abstract(v) for v in value))


def paper_list_in(obj: dict[str, object]) -> list[object] | None:
    """The list of papers an exported object holds (``{"papers": [...]}``), if any.

    A known key holding a list wins; otherwise the one value that is a list of objects
    with abstracts.  Several such values and no known key: None, since guessing could
    pick the wrong list.  JSON-LD metadata holds lists of file and field descriptions,
    never papers.
    """
    for key in PAPER_LIST_KEYS:
        value = obj.get(key)
        if isinstance(value, list):
            return value
    if is_metadata(obj):
        return None
    lists = [v for v in obj.values() if _is_paper_list(v)]
    return lists[0] if len(lists) == 1 else None  # type: ignore[return-value]


def _unwrap_content(obj: dict[str, object]) -> dict[str, object]:
    """OpenReview notes keep their fields in ``content``, API v2 each as ``{"value": ...}``."""
    content = obj.get("content")
    if not isinstance(content, dict):
        return obj
    merged = {k: v for k, v in obj.items() if k != "content"}
    for key, value in content.items():
        merged[key] = value["value"] if isinstance(value, dict) and "value" in value else value
    return merged


def record_from_object(item: object, position: int, where: str) -> Record | Skipped:
    """One paper object as a record; anything else is skipped as malformed."""
    if not isinstance(item, dict):
        kind = _JSON_KINDS.get(type(item), type(item).__name__)
        return Skipped("malformed", where, f"it is {kind}, not an object")
    obj = _unwrap_content(item)
    return record_from_mapping(obj, field_map(obj.keys()), position, where)

"""JSON Lines: one paper object per line, blank lines ignored.

Lines are split on ``\\n`` alone (the JSON Lines definition): U+2028 and U+2029 are valid
inside JSON strings and common in scraped abstracts, so they must not end a line.  A
file is JSON Lines only when its first line is itself a complete paper object; a JSON
object that spans lines, or one that holds a list of papers, is a JSON document
(:mod:`analysis.io.json_document`), so nothing is read as a single broken line.

A broken line after the first (invalid JSON, a value that is not an object, a last line
cut short, nesting too deep to read) is one skipped record, ``malformed``, named by its
line with the parser's message and column, counted and listed like any other skip
(jsonl66).  Each line is a record of its own, unlike a JSON document where one error
leaves the rest unreadable, so one bad line among a million papers (the scale corpora
are JSON Lines shards) must not lose the other 999,999: the project's rule is that a bad
record is named, counted and skipped, and only a file that cannot be read stops the run.

A file whose lines are mostly broken is not a paper list with a few bad records but the
wrong file, or not JSON Lines at all (a log whose first line happens to be a JSON object):
it stops the run with the first broken line's message and the count.  "Mostly" is more
than :data:`MOSTLY_BROKEN` (half) of the first :data:`CHECKED_LINES` (1,000) records, or
of all of a shorter file's.  Half, because a file with more bad lines than good has no
sound reading as papers; the first 1,000, because the decision is then made once and early
on a sample large enough that one or two bad lines (a cut last line, a stray log line)
never tip it, and the rest of a large shard is read without a second guess: a bad stretch
later in it is counted and listed, not a failure after minutes of reading.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Final

from analysis.io.base import CorpusError, FileHead, InputFormat, Record, Skipped
from analysis.io.json_values import is_metadata, loads, paper_list_in, record_from_object

_FIX = "Each line must be one JSON object."
#: Records checked for the share of broken lines, and the share over which a file fails.
CHECKED_LINES: Final = 1_000
MOSTLY_BROKEN: Final = 0.5


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


def _line_record(path: Path, line: str, lineno: int, position: int
                 ) -> tuple[Record | Skipped, CorpusError | None]:
    """One line's record, or its skip with the parser's error (kept for the message of a
    mostly broken file)."""
    where = f"line {lineno}"
    try:
        obj = loads(path, line, _FIX, first_line=lineno)
    except CorpusError as e:
        column = e.where.removeprefix(where).removeprefix(", ")
        return Skipped("malformed", where, f"{column}: {e.reason}" if column else e.reason), e
    return record_from_object(obj, position, where), None


def read(path: Path, text: str) -> list[Record | Skipped]:
    """One record per non-blank line; the key defaults to the count of non-blank lines
    before it, so blank lines do not shift keys.  A broken line is a ``malformed`` skip;
    a file whose first :data:`CHECKED_LINES` records are mostly broken is a
    :class:`CorpusError` naming the first."""
    out: list[Record | Skipped] = []
    broken = 0
    first_error: CorpusError | None = None
    position = 0
    for lineno, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        rec, error = _line_record(path, line, lineno, position)
        out.append(rec)
        position += 1
        if position <= CHECKED_LINES and isinstance(rec, Skipped) and rec.reason == "malformed":
            broken += 1
            first_error = first_error or error or CorpusError(path, rec.where, rec.detail, _FIX)
        if position == CHECKED_LINES:
            _fail_if_mostly_broken(path, broken, position, first_error)
    if position < CHECKED_LINES:
        _fail_if_mostly_broken(path, broken, position, first_error)
    return out


def _fail_if_mostly_broken(path: Path, broken: int, checked: int,
                           first: CorpusError | None) -> None:
    if first is None or broken <= MOSTLY_BROKEN * checked:
        return
    raise CorpusError(path, first.where, f"{first.reason}; {broken:,} of the first {checked:,} "
                      "lines are not paper objects, too many to skip as bad records",
                      first.fix or _FIX)


FORMAT = InputFormat(
    name="jsonl",
    suffixes=(".jsonl", ".ndjson"),
    listed_as="JSON Lines",
    expected_as="JSON Lines",
    precedence=0,
    sniff=sniff,
    read=read,
)

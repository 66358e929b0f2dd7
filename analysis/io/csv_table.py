"""CSV, TSV and semicolon-separated tables with a header naming an abstract column.

The delimiter is the first of ``,``, tab, ``;`` that splits the header into columns
one of which is an abstract (:data:`analysis.io.base.FIELD_NAMES`), so a title with a
comma in a tab-separated file does not mislead it.

A cell longer than :data:`~analysis.io.base.MAX_FIELD_CHARS` skips its row as
``too_large``, not the file: the parser's own field limit is raised to the most a file
may hold (:data:`~analysis.io.source.MAX_FILE_BYTES`), once for the process, so it
reads the long cell whole and the rows after it stay in step.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from analysis.io.base import (
    MAX_FIELD_CHARS,
    CorpusError,
    FileHead,
    InputFormat,
    Record,
    Skipped,
    field_map,
    record_from_mapping,
)
from analysis.io.source import MAX_FILE_BYTES

_DELIMITERS = (",", "\t", ";")
csv.field_size_limit(max(csv.field_size_limit(), MAX_FILE_BYTES))


def abstract_header_delimiter(first_line: str) -> str | None:
    """The delimiter under which ``first_line`` is a header with an abstract column, if any."""
    for delim in _DELIMITERS:
        if delim in first_line:
            cols = next(csv.reader([first_line], delimiter=delim))
            if "abstract" in field_map(cols):
                return delim
    return None


def sniff(head: FileHead) -> bool:
    """A header with an abstract column; without one a table is of no use to us anyway."""
    return abstract_header_delimiter(head.first_line) is not None


def _oversized_cell(row: dict[str | None, object]) -> str | None:
    """The first cell longer than the limit, named by its column, if any."""
    for column, value in row.items():
        cells = value if isinstance(value, list) else [value]  # extra cells come as a list
        for cell in cells:
            if isinstance(cell, str) and len(cell) > MAX_FIELD_CHARS:
                name = "an extra cell" if column is None else f"the {column!r} cell"
                return f"{name} has {len(cell):,} characters (limit {MAX_FIELD_CHARS:,})"
    return None


def read(path: Path, text: str) -> list[Record | Skipped]:
    """One record per row; a row with more cells than the header is counted as malformed,
    one with an oversized cell as too large."""
    text = text.lstrip()
    delim = abstract_header_delimiter(text.split("\n", 1)[0].strip()) or ","
    reader = csv.DictReader(io.StringIO(text, newline=""), delimiter=delim)
    header = reader.fieldnames or []
    fields = field_map(header)
    out: list[Record | Skipped] = []
    try:
        for i, row in enumerate(reader):
            where = f"row {i + 2}"
            oversized = _oversized_cell(row)
            if oversized:
                out.append(Skipped("too_large", where, oversized))
            elif None in row:  # more cells than header columns
                cells = len(header) + len(row[None])
                out.append(Skipped("malformed", where, f"it has {cells} cells, "
                                   f"the header {len(header)}"))
            else:
                out.append(record_from_mapping(row, fields, i, where))
    except csv.Error as e:
        raise CorpusError(path, f"line {reader.line_num}", f"broken CSV ({e})") from None
    return out


FORMAT = InputFormat(
    name="csv",
    suffixes=(".csv", ".tsv"),
    listed_as="CSV with an 'abstract' column",
    expected_as="CSV with an 'abstract' column",
    precedence=2,
    sniff=sniff,
    read=read,
)

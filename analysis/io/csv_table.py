"""CSV, TSV and semicolon-separated tables with a header naming an abstract column.

The delimiter is the first of ``,``, tab, ``;`` that splits the header into columns
one of which is an abstract (:data:`analysis.io.base.FIELD_NAMES`), so a title with a
comma in a tab-separated file does not mislead it.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from analysis.io.base import (
    CorpusError,
    FileHead,
    InputFormat,
    Record,
    field_map,
    record_from_mapping,
)

_DELIMITERS = (",", "\t", ";")


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


def read(path: Path, text: str) -> list[Record | str]:
    """One record per row; a row with more cells than the header is counted as malformed."""
    first_line = text.lstrip().splitlines()[0]
    delim = abstract_header_delimiter(first_line) or ","
    reader = csv.DictReader(io.StringIO(text.lstrip()), delimiter=delim)
    header = reader.fieldnames or []
    fields = field_map(header)
    out: list[Record | str] = []
    try:
        for i, row in enumerate(reader):
            if None in row:  # more cells than header columns
                extra = row[None]
                out.append(f"row {i + 2} has {len(header) + len(extra)} cells, "
                           f"the header {len(header)}")
                continue
            out.append(record_from_mapping(row, fields, i))
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

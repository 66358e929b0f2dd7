"""The one list of input formats: detection, accepted suffixes and the names users see.

To add a format, write a module with ``sniff``, ``read`` and a ``FORMAT`` entry (see
:class:`analysis.io.base.InputFormat`) and add it to :data:`FORMATS`.  The folder scan,
``paper-trends --help`` and the "unknown format" error then all know about it.

Detection reads the content, not the file name, because exports are often misnamed
(a ``.txt`` holding JSON, a CSV with no extension).  Formats are tried by ascending
``precedence``: the certain signatures first (a leading ``[`` is a JSON array, a leading
``{`` JSON Lines), then a CSV header with an abstract column, and the paper-list
paragraph test last, since it would accept almost any text with blank lines.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from analysis.io import csv_table, json_array, json_lines, paper_list
from analysis.io.base import CorpusError, FileHead, InputFormat

#: Every input format, in the order help texts and messages list them.
FORMATS: Final[tuple[InputFormat, ...]] = (
    paper_list.FORMAT,
    json_array.FORMAT,
    json_lines.FORMAT,
    csv_table.FORMAT,
)
_DETECTION_ORDER: Final = tuple(sorted(FORMATS, key=lambda fmt: fmt.precedence))

#: File endings a folder scan picks up (compared lower-cased).
SUFFIXES: Final = frozenset(suffix for fmt in FORMATS for suffix in fmt.suffixes)

#: The formats as ``--help`` lists them, e.g. "paper lists (...), JSON arrays (...), ...".
FORMATS_HELP: Final = ", ".join(fmt.listed_as for fmt in FORMATS)

#: The main suffix of each format, e.g. ".txt, .json, .jsonl or .csv".
MAIN_SUFFIXES: Final = (", ".join(fmt.suffixes[0] for fmt in FORMATS[:-1])
                        + f" or {FORMATS[-1].suffixes[0]}")

_EXPECTED: Final = (", ".join(fmt.expected_as for fmt in FORMATS[:-1])
                    + f", or {FORMATS[-1].expected_as}")


def detect_format(path: Path, text: str) -> InputFormat:
    """The format of ``text``, from its content alone; ``path`` only names it in errors."""
    stripped = text.lstrip()
    if not stripped:
        raise CorpusError(path, "", "the file is empty", "Remove it or add papers to it.")
    head = FileHead(stripped)
    for fmt in _DETECTION_ORDER:
        if fmt.sniff(head):
            return fmt
    raise CorpusError(path, "line 1", "unknown format", f"Expected {_EXPECTED}.")

"""The one list of input formats: detection, accepted suffixes and the names users see.

To add a format, write a module with ``sniff``, ``read`` and a ``FORMAT`` entry (see
:class:`analysis.io.base.InputFormat`) and add it to :data:`FORMATS`.  The folder scan,
``paper-trends --help`` and the "unknown format" error then all know about it.

Detection reads the content, not the file name, because exports are often misnamed
(a ``.txt`` holding JSON, a CSV with no extension).  Formats are tried by ascending
``precedence``: the certain signatures first (a first line that is a whole paper object
is JSON Lines; any other text starting with ``[`` or ``{`` is a JSON document), then a
CSV header with an abstract column, and the paper-list paragraph test last, since it
would accept almost any text with blank lines.  Any of them may be gzip-compressed
(:mod:`analysis.io.source` recognises that by content; a folder scan also picks up
:data:`COMPRESSED_SUFFIX` endings such as ``.jsonl.gz``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from analysis.io import csv_table, json_document, json_lines, paper_list
from analysis.io.base import FileHead, InputFormat, NotAPaperList

#: Every input format, in the order help texts and messages list them.
FORMATS: Final[tuple[InputFormat, ...]] = (
    paper_list.FORMAT,
    json_document.FORMAT,
    json_lines.FORMAT,
    csv_table.FORMAT,
)
_DETECTION_ORDER: Final = tuple(sorted(FORMATS, key=lambda fmt: fmt.precedence))

#: File endings a folder scan picks up (compared lower-cased), each also with
#: :data:`COMPRESSED_SUFFIX` after it.
SUFFIXES: Final = frozenset(suffix for fmt in FORMATS for suffix in fmt.suffixes)
COMPRESSED_SUFFIX: Final = ".gz"

#: The formats as ``--help`` lists them, e.g. "paper lists (...), JSON arrays (...), ...".
FORMATS_HELP: Final = (", ".join(fmt.listed_as for fmt in FORMATS)
                       + f"; any of them gzip-compressed ({COMPRESSED_SUFFIX})")

#: The main suffix of each format, e.g. ".txt, .json, .jsonl or .csv".
MAIN_SUFFIXES: Final = (", ".join(fmt.suffixes[0] for fmt in FORMATS[:-1])
                        + f" or {FORMATS[-1].suffixes[0]}")

_EXPECTED: Final = (", ".join(fmt.expected_as for fmt in FORMATS[:-1])
                    + f", or {FORMATS[-1].expected_as}")


def is_corpus_name(path: Path) -> bool:
    """Whether a folder scan reads ``path``: a registered ending, possibly followed by .gz."""
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] == COMPRESSED_SUFFIX:
        suffixes.pop()
    return bool(suffixes) and suffixes[-1] in SUFFIXES


def detect_format(path: Path, text: str) -> InputFormat:
    """The format of ``text``, from its content alone; ``path`` only names it in errors.

    A text no format accepts, or an empty one, is :class:`NotAPaperList`.
    """
    stripped = text.lstrip()
    if not stripped:
        raise NotAPaperList(path, "", "the file is empty", "Remove it or add papers to it.")
    head = FileHead(stripped)
    for fmt in _DETECTION_ORDER:
        if fmt.sniff(head):
            return fmt
    raise NotAPaperList(path, "line 1", "unknown format", f"Expected {_EXPECTED}.")

"""Paper lists: a header line naming venue and year, then one abstract per paragraph.

The bundled ICML 2026 seeds are in this form.  Records have no titles (one is
derived from the abstract later) and take their key from their position in the file.
"""

from __future__ import annotations

import re
from pathlib import Path

from analysis.io.base import (
    MAX_FIELD_CHARS,
    YEAR,
    FileHead,
    InputFormat,
    Record,
    Skipped,
    venue_name,
    venue_year_from_name,
)

_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")


def sniff(head: FileHead) -> bool:
    """A one-line header of at most 200 characters and at least one paragraph after it.

    Tried last: any text with blank lines passes, a pretty-printed JSON array included.
    """
    paragraphs = [p for p in _PARAGRAPH_BREAK.split(head.text) if p.strip()]
    return (len(paragraphs) >= 2 and len(head.first_line) <= 200
            and "\n" not in paragraphs[0].strip())


def read(path: Path, text: str) -> list[Record | Skipped]:
    """Venue and year from the header (else from the file name), one record per paragraph."""
    paragraphs = [p.strip() for p in _PARAGRAPH_BREAK.split(text.strip())]
    header, abstracts = paragraphs[0], [p for p in paragraphs[1:] if p]
    venue_m = re.match(r"\s*([A-Za-z][A-Za-z&-]*)", header)
    year_m = YEAR.search(header)
    file_venue, file_year = venue_year_from_name(path)
    venue = venue_name(venue_m.group(1)) if venue_m else file_venue
    year = int(year_m.group(1)) if year_m else file_year
    records: list[Record | Skipped] = []
    for i, para in enumerate(abstracts):
        if len(para) > MAX_FIELD_CHARS:
            records.append(Skipped("too_large", f"paragraph {i + 1}", f"it has {len(para):,} "
                                   f"characters (limit {MAX_FIELD_CHARS:,})"))
            continue
        abstract = " ".join(para.split())
        records.append(Record(source_key=str(i), abstract=abstract, title_is_derived=True,
                              venue=venue, year=year, where=f"paragraph {i + 1}"))
    return records


FORMAT = InputFormat(
    name="paper-list",
    suffixes=(".txt",),
    listed_as="paper lists (.txt: a header line, then one abstract per paragraph)",
    expected_as="a paper list (a header line, then one abstract per paragraph)",
    precedence=3,
    sniff=sniff,
    read=read,
)

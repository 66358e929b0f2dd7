"""Readers for the input formats, detected from a file's content.

Each reader turns one file's text into :class:`Record` objects, or raises
:class:`CorpusError` naming the file, the position and what to do.  Readers do
not validate abstracts: :mod:`analysis.io.corpus` does that once, for every format,
so the skip counts mean the same thing everywhere.
"""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import dataclass
from pathlib import Path

PAPER_LIST = "paper-list"
JSON_ARRAY = "json"  # PaperCopilot and any JSON array of paper objects
JSON_LINES = "jsonl"
CSV = "csv"

# Column-name variants accepted for each field (compared case-insensitively,
# ignoring spaces, '-' and '_').
FIELD_NAMES: dict[str, tuple[str, ...]] = {
    "abstract": ("abstract", "abstracts", "summary", "paperabstract", "abstracttext", "abs",
                 "description"),
    "title": ("title", "papertitle", "name", "papername"),
    "year": ("year", "pubyear", "publicationyear", "date", "published", "publicationdate"),
    "venue": ("venue", "conference", "conf", "booktitle", "journal", "source", "proceedings"),
    "authors": ("authors", "author", "authornames", "creators"),
    "url": ("url", "site", "link", "paperurl", "pageurl", "href", "pdfurl", "pdf"),
    "id": ("id", "paperid", "key", "uid", "identifier", "doi"),
}
# Known venue spellings; anything else is shown upper-cased.
VENUE_NAMES = {
    "nips": "NeurIPS", "neurips": "NeurIPS", "icml": "ICML", "iclr": "ICLR", "aistats": "AISTATS",
    "colt": "COLT", "uai": "UAI", "acl": "ACL", "naacl": "NAACL", "emnlp": "EMNLP",
    "eacl": "EACL", "coling": "COLING", "cvpr": "CVPR", "iccv": "ICCV", "eccv": "ECCV",
    "aaai": "AAAI", "ijcai": "IJCAI", "kdd": "KDD", "jmlr": "JMLR", "tmlr": "TMLR",
}
_YEAR = re.compile(r"(?<!\d)(19[5-9]\d|20\d\d)(?!\d)")
_FILE_VENUE_YEAR = re.compile(r"^([A-Za-z]+)[ _-]?((?:19|20)\d\d)")


class CorpusError(Exception):
    """A file that cannot be used, with what the user can do about it."""

    def __init__(self, path: Path | str, where: str, reason: str, fix: str = ""):
        self.path, self.where, self.reason, self.fix = str(path), where, reason, fix
        msg = f"{self.path}: {where}: {reason}" if where else f"{self.path}: {reason}"
        super().__init__(msg + (f". {fix}" if fix else ""))


@dataclass
class Record:
    """One paper as read from a file, before validation and cleaning."""

    source_key: str
    abstract: str
    title: str = ""
    title_is_derived: bool = False
    venue: str = ""
    year: int | None = None
    authors: str = ""
    url: str = ""


def venue_name(raw: str) -> str:
    raw = (raw or "").strip()
    return VENUE_NAMES.get(raw.lower(), raw.upper() if raw.isalpha() and len(raw) <= 8 else raw)


def venue_year_from_name(path: Path) -> tuple[str, int | None]:
    """``icml2019.json`` -> ("ICML", 2019); unknown parts come back empty."""
    m = _FILE_VENUE_YEAR.match(path.stem)
    if m:
        return venue_name(m.group(1)), int(m.group(2))
    y = _YEAR.search(path.stem)
    return "", int(y.group(1)) if y else None


def detect_format(path: Path, text: str) -> str:
    """Name the format of ``text`` from its content; the extension only breaks ties."""
    head = text.lstrip()
    if not head:
        raise CorpusError(path, "", "the file is empty", "Remove it or add papers to it.")
    first_line = head.splitlines()[0].strip()
    if head.startswith("["):
        return JSON_ARRAY
    if head.startswith("{"):
        return JSON_LINES
    if _csv_abstract_column(first_line) is not None:
        return CSV
    paragraphs = [p for p in re.split(r"\n\s*\n", head) if p.strip()]
    if len(paragraphs) >= 2 and len(first_line) <= 200 and "\n" not in paragraphs[0].strip():
        return PAPER_LIST
    raise CorpusError(
        path, "line 1", "unknown format",
        "Expected a paper list (a header line, then one abstract per paragraph), a JSON array "
        "of papers, JSON Lines, or CSV with an 'abstract' column.",
    )


def _norm_field(name: str) -> str:
    return re.sub(r"[\s_\-]+", "", str(name).strip().lower())


def _field_map(keys) -> dict[str, str]:
    """Map our field names to the record's own keys, by the accepted variants."""
    normalised = {_norm_field(k): k for k in keys}
    found = {}
    for field, variants in FIELD_NAMES.items():
        for v in variants:
            if v in normalised:
                found[field] = normalised[v]
                break
    return found


def _csv_abstract_column(first_line: str) -> str | None:
    for delim in (",", "\t", ";"):
        if delim in first_line:
            cols = next(csv.reader([first_line], delimiter=delim))
            if "abstract" in _field_map(cols):
                return delim
    return None


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _text(value) -> str:
    """A field as a string; lists joined, control characters (seen in real author lists) removed."""
    if value is None:
        return ""
    if isinstance(value, list):
        return "; ".join(_text(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(_text(v) for v in value.values())
    return _CONTROL.sub("", str(value)).strip()


def _year(value) -> int | None:
    m = _YEAR.search(_text(value))
    return int(m.group(1)) if m else None


def _record_from_mapping(obj: dict, fields: dict[str, str], position: int) -> Record:
    get = lambda f: obj.get(fields[f]) if f in fields else None  # noqa: E731
    key = _text(get("id")) or str(position)
    return Record(
        source_key=key,
        abstract=_text(get("abstract")),
        title=_text(get("title")),
        venue=venue_name(_text(get("venue"))),
        year=_year(get("year")),
        authors=_text(get("authors")).replace(" and ", "; ") if "authors" in fields else "",
        url=_text(get("url")),
    )


def read_paper_list(path: Path, text: str) -> list[Record]:
    """Header line naming venue and year, then one abstract per paragraph, no titles."""
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", text.strip())]
    header, abstracts = paragraphs[0], [p for p in paragraphs[1:] if p]
    venue_m = re.match(r"\s*([A-Za-z][A-Za-z&-]*)", header)
    year_m = _YEAR.search(header)
    file_venue, file_year = venue_year_from_name(path)
    venue = venue_name(venue_m.group(1)) if venue_m else file_venue
    year = int(year_m.group(1)) if year_m else file_year
    records = []
    for i, para in enumerate(abstracts):
        abstract = " ".join(para.split())
        records.append(Record(source_key=str(i), abstract=abstract, title_is_derived=True,
                              venue=venue, year=year))
    return records


def read_json_array(path: Path, text: str) -> list[Record | str]:
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
        out.append(_record_from_mapping(obj, _field_map(obj.keys()), i))
    return out


def read_json_lines(path: Path, text: str) -> list[Record | str]:
    out: list[Record | str] = []
    position = 0
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            raise CorpusError(path, f"line {lineno}, column {e.colno}", f"broken JSON ({e.msg})",
                              "Each line must be one JSON object.") from None
        if not isinstance(obj, dict):
            out.append(f"line {lineno} is a {type(obj).__name__}, not an object")
        else:
            out.append(_record_from_mapping(obj, _field_map(obj.keys()), position))
        position += 1
    return out


def read_csv(path: Path, text: str) -> list[Record | str]:
    first_line = text.lstrip().splitlines()[0]
    delim = _csv_abstract_column(first_line) or ","
    reader = csv.DictReader(io.StringIO(text.lstrip()), delimiter=delim)
    fields = _field_map(reader.fieldnames or [])
    out: list[Record | str] = []
    try:
        for i, row in enumerate(reader):
            if None in row:  # more cells than header columns
                out.append(f"row {i + 2} has {len(reader.fieldnames) + len(row[None])} cells, "
                           f"the header {len(reader.fieldnames)}")
                continue
            out.append(_record_from_mapping(row, fields, i))
    except csv.Error as e:
        raise CorpusError(path, f"line {reader.line_num}", f"broken CSV ({e})") from None
    return out


READERS = {PAPER_LIST: read_paper_list, JSON_ARRAY: read_json_array,
           JSON_LINES: read_json_lines, CSV: read_csv}

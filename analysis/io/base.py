"""What every input format shares: the record, the errors, the format entry, field mapping
and the limits a record must keep.

Each reader turns one file's text into :class:`Record` objects, or raises
:class:`CorpusError` naming the file, the position and what to do.  Readers do
not validate abstracts: :mod:`analysis.io.corpus` does that once, for every format,
so the skip counts mean the same thing everywhere.  A record a reader cannot use
(a JSON item that is not an object, a CSV row with extra cells, a 50 MB cell) comes
back as a :class:`Skipped` with its reason, so the loader counts it instead of losing it.

Limits, and why these numbers: a field may hold :data:`MAX_FIELD_CHARS` characters
(131,072: Python's own CSV field limit, which bounded CSV cells before, and eight times
the longest field among the 85,000 real PaperCopilot papers, a 16,310-character
abstract); a field's value may nest :data:`MAX_FIELD_DEPTH` levels of lists and objects
(real author lists nest two: a list of objects).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Final

from analysis.schema import NO_VENUE
from analysis.text.escapes import restore_commands

# Column-name variants accepted for each field (compared case-insensitively,
# ignoring spaces, '-' and '_').
FIELD_NAMES: Final[dict[str, tuple[str, ...]]] = {
    "abstract": ("abstract", "abstracts", "summary", "paperabstract", "abstracttext", "abs",
                 "description"),
    "title": ("title", "papertitle", "name", "papername"),
    "year": ("year", "pubyear", "publicationyear", "date", "published", "publicationdate"),
    "venue": ("venue", "conference", "conf", "booktitle", "journal", "source", "proceedings"),
    "authors": ("authors", "author", "authornames", "creators"),
    "url": ("url", "site", "link", "paperurl", "pageurl", "href", "pdfurl", "pdf"),
    "id": ("id", "paperid", "key", "uid", "identifier", "doi"),
    # The decision as given (normalised by analysis.decisions.status); ``type`` last, since
    # some exports use it for the kind of publication instead.
    "status": ("status", "decision", "acceptance", "acceptancestatus", "presentation",
               "presentationtype", "type"),
    "track": ("track", "conferencetrack", "papertrack"),
}
# Known venue spellings; anything else is shown upper-cased.
VENUE_NAMES: Final = {
    "nips": "NeurIPS", "neurips": "NeurIPS", "icml": "ICML", "iclr": "ICLR", "aistats": "AISTATS",
    "colt": "COLT", "uai": "UAI", "acl": "ACL", "naacl": "NAACL", "emnlp": "EMNLP",
    "eacl": "EACL", "coling": "COLING", "cvpr": "CVPR", "iccv": "ICCV", "eccv": "ECCV",
    "aaai": "AAAI", "ijcai": "IJCAI", "kdd": "KDD", "jmlr": "JMLR", "tmlr": "TMLR",
    "automl": "AutoML",  # the AutoML Conference (PaperCopilot's automl2022.json): not "AUTOML"
}
#: A plausible publication year standing alone (not part of a longer number).
YEAR: Final = re.compile(r"(?<!\d)(19[5-9]\d|20\d\d)(?!\d)")
_FILE_VENUE_YEAR = re.compile(r"^([A-Za-z]+)[ _-]?((?:19|20)\d\d)")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
#: The most characters one field (or CSV cell) of a record may hold; longer: ``too_large``.
MAX_FIELD_CHARS: Final = 131_072
#: How deep a field's value may nest lists and objects; deeper: ``malformed``.
MAX_FIELD_DEPTH: Final = 8


class CorpusError(Exception):
    """A file that cannot be used, with what the user can do about it."""

    def __init__(self, path: Path | str, where: str, reason: str, fix: str = ""):
        self.path, self.where, self.reason, self.fix = str(path), where, reason, fix
        msg = f"{self.path}: {where}: {reason}" if where else f"{self.path}: {reason}"
        super().__init__(msg + (f". {fix}" if fix else ""))

    def __reduce__(self) -> tuple[type, tuple[str, str, str, str]]:
        # rebuilt from its parts, so it crosses a process boundary (a cluster worker's
        # error reaches the client as the same CorpusError, naming file and record)
        return type(self), (self.path, self.where, self.reason, self.fix)


class NotAPaperList(CorpusError):
    """A file that holds no papers at all: empty, an unknown format, a dataset's metadata.

    A folder scan skips such a file and lists it (a ``notes.txt`` or ``croissant.json``
    beside the papers is normal); a file named on the command line is refused, since the
    user meant it to be read.
    """


@dataclass(frozen=True)
class Skipped:
    """A record a reader could not use: ``reason`` is one of
    :data:`analysis.schema.SKIP_REASONS`, ``where`` names the record and says why."""

    reason: str
    where: str
    detail: str = ""  # what is wrong with it, when ``where`` does not say


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
    status: str = ""  # the decision as given (PaperCopilot ``status``, a ``decision`` column)
    track: str = ""
    where: str = ""  # the record in its file, as its reader counts ("line 7", "row 5", "item 3")
    #: What the abstract's value was when not text (:data:`ABSTRACT_TYPES`), so a skip can
    #: say what is wrong ("its abstract is a number") rather than only "too short".
    abstract_type: str = "text"
    fields: tuple[str, ...] = ()  # the record's own field names, kept when it has no abstract


#: The kinds of abstract value a record can hold: ``text`` (a string, or a list of them
#: joined), no ``missing`` field, JSON ``null``, a ``number``, ``true``/``false``, an ``object``.
ABSTRACT_TYPES: Final = ("text", "missing", "null", "number", "boolean", "object")


def abstract_type(value: object, present: bool) -> str:
    """Which of :data:`ABSTRACT_TYPES` an abstract field's value is."""
    if not present:
        return "missing"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    return "object" if isinstance(value, dict) else "text"


@dataclass(frozen=True)
class FileHead:
    """A file's text as the sniffers see it, prepared once per file whichever sniffer asks."""

    text: str  # the whole text without leading whitespace; never empty

    @cached_property
    def first_line(self) -> str:
        """Split on ``\\n`` only: U+2028 and U+2029 are characters inside a line (JSON
        strings may hold them raw), not line breaks.  Cut, not split: splitting would copy
        the rest of the file too."""
        end = self.text.find("\n")
        return (self.text if end < 0 else self.text[:end]).strip()


#: A reader: one file's text in, its records out (a :class:`Skipped` for each it could not use).
Reader = Callable[[Path, str], list[Record | Skipped]]


@dataclass(frozen=True)
class InputFormat:
    """One input format, as registered in :data:`analysis.io.registry.FORMATS`.

    ``name`` is written into manifest.json per file, so it must not change.  ``suffixes``
    are the file endings a folder scan picks up; the first one is the one messages name.
    ``listed_as`` (plural, for ``--help``) and ``expected_as`` (singular, for the
    "unknown format" error) are two wordings because the two texts have always worded
    the formats differently, and the CLI's output must not change.  ``precedence``
    orders detection (lowest first): a sniffer may accept a file that a more certain
    one would claim, e.g. the paper-list paragraph test accepts a pretty-printed JSON
    array, so the order is part of each format's contract.
    """

    name: str
    suffixes: tuple[str, ...]
    listed_as: str
    expected_as: str
    precedence: int
    sniff: Callable[[FileHead], bool]
    read: Reader


def venue_name(raw: str) -> str:
    """The display spelling of a venue: known names as the venue writes itself, short
    all-letter names upper-cased (an acronym), anything else as given.  A venue spelled
    as the pages name a missing one (:data:`~analysis.schema.NO_VENUE`, any case) is
    read as missing (""): the filter's "(no venue)" selects the blank venues, so a venue
    of that name could be neither selected nor listed apart from them."""
    raw = (raw or "").strip()
    if raw.lower() == NO_VENUE:
        return ""
    return VENUE_NAMES.get(raw.lower(), raw.upper() if raw.isalpha() and len(raw) <= 8 else raw)


def venue_year_from_name(path: Path) -> tuple[str, int | None]:
    """``icml2019.json`` -> ("ICML", 2019); unknown parts come back empty."""
    m = _FILE_VENUE_YEAR.match(path.stem)
    if m:
        return venue_name(m.group(1)), int(m.group(2))
    y = YEAR.search(path.stem)
    return "", int(y.group(1)) if y else None


_FIELD_NOISE = re.compile(r"[\s_\-]+")


@lru_cache(maxsize=4096)
def _norm_field(name: str) -> str:
    """A field name as compared with the variants; cached, as every record of a file
    repeats the same few names (a regex per name per record showed in the load's profile)."""
    return _FIELD_NOISE.sub("", str(name).strip().lower())


def field_map(keys: Iterable[str]) -> dict[str, str]:
    """Map our field names to the record's own keys, by the accepted variants (found
    once per set of keys: the records of a file repeat a few)."""
    return dict(_field_map(tuple(keys)))


@lru_cache(maxsize=256)
def _field_map(keys: tuple[str, ...]) -> dict[str, str]:
    normalised = {_norm_field(k): k for k in keys}
    found = {}
    for field, variants in FIELD_NAMES.items():
        for v in variants:
            if v in normalised:
                found[field] = normalised[v]
                break
    return found


class _TooDeep(ValueError):
    pass


def _text(value: object, depth: int = 0) -> str:
    """A field as a string; lists joined, LaTeX commands a JSON escape swallowed restored
    (:mod:`analysis.text.escapes`), other control characters (seen in real author lists)
    removed."""
    if value is None:
        return ""
    if isinstance(value, (list, dict)):
        if depth >= MAX_FIELD_DEPTH:
            raise _TooDeep
        items = value.values() if isinstance(value, dict) else value
        return "; ".join(_text(v, depth + 1) for v in items)
    text = str(value)
    # a printable string holds no control character (most fields): no regex pass
    if text.isprintable():
        return text.strip()
    return _CONTROL.sub("", restore_commands(text)).strip()


def _year(value: object) -> int | None:
    m = YEAR.search(_text(value))
    return int(m.group(1)) if m else None


def record_from_mapping(obj: Mapping[str, object], fields: dict[str, str],
                        position: int, where: str) -> Record | Skipped:
    """A record from one JSON object or CSV row; ``fields`` comes from :func:`field_map`.

    Without an id field the position in the file is the key, so keys stay stable as
    long as the file does.  ``where`` names the record in a skip ("item 3", "row 5").
    """
    values: dict[str, str] = {}
    for field, key in fields.items():
        try:
            values[field] = _text(obj.get(key))
        except _TooDeep:
            return Skipped("malformed", where, f"field {key!r} nests more than "
                           f"{MAX_FIELD_DEPTH} levels of lists or objects")
        if len(values[field]) > MAX_FIELD_CHARS:
            return Skipped("too_large", where, f"field {key!r} has "
                           f"{len(values[field]):,} characters (limit {MAX_FIELD_CHARS:,})")
    authors = values.get("authors", "")
    abstract_key = fields.get("abstract")
    kind = abstract_type(obj.get(abstract_key) if abstract_key else None,
                         abstract_key is not None and abstract_key in obj)
    return Record(
        source_key=values.get("id") or str(position),
        abstract=values.get("abstract", ""),
        title=values.get("title", ""),
        venue=venue_name(values.get("venue", "")),
        year=_year(values.get("year")),
        authors=authors.replace(" and ", "; "),
        url=values.get("url", ""),
        status=values.get("status", ""),
        track=values.get("track", ""),
        where=where, abstract_type=kind,
        fields=tuple(map(str, obj.keys())) if kind == "missing" else (),
    )

"""Load paper files and folders into one papers DataFrame, counting every record.

Files are read in sorted path order whatever order they were given in, so the
same corpus always yields the same rows (and so the same topics).  A file that
cannot be used stops the load with a :class:`CorpusError`; a record that cannot
be used is skipped and counted by reason, so ``loaded + skipped == read`` for
every file.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from analysis.io.base import CorpusError, Record, venue_year_from_name
from analysis.io.registry import MAIN_SUFFIXES, SUFFIXES, detect_format
from analysis.schema import LOADED_COLUMNS, SKIP_REASONS
from analysis.text import clean_text, fold
from analysis.text.titles import derive_title

SEEDS_DIR = Path(__file__).resolve().parents[2] / "seeds"
#: Records whose abstract is shorter than this are skipped as ``too_short`` (README says 100).
MIN_ABSTRACT_CHARS = 100


@dataclass
class FileReport:
    """What happened to one input file; becomes an entry of manifest.json."""

    path: str
    format: str
    read: int = 0
    loaded: int = 0
    skipped: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SKIP_REASONS, 0))
    examples: list[str] = field(default_factory=list)  # a few skipped records, for the user

    def skip(self, reason: str, where: str) -> None:
        self.skipped[reason] += 1
        if len(self.examples) < 10:
            self.examples.append(f"{where}: {reason.replace('_', ' ')}")

    def as_dict(self) -> dict[str, object]:
        return {"path": self.path, "format": self.format, "read": self.read,
                "loaded": self.loaded, "skipped": dict(self.skipped),
                "skipped_examples": list(self.examples)}


@dataclass
class LoadResult:
    """The loaded papers (columns :data:`analysis.schema.LOADED_COLUMNS`) and how each file
    contributed, so the manifest can account for every record read."""

    papers: pd.DataFrame
    files: list[FileReport]

    @property
    def counts(self) -> dict[str, int]:
        total = {"read": sum(f.read for f in self.files),
                 "loaded": sum(f.loaded for f in self.files)}
        for reason in SKIP_REASONS:
            total[f"skipped_{reason}"] = sum(f.skipped[reason] for f in self.files)
        return total


def expand_paths(paths: Sequence[str | Path] | None) -> list[Path]:
    """Files to read: given files, plus every corpus file below given folders, sorted.

    Given files are read whatever their ending (detection reads the content); in
    folders only the registered suffixes count, and hidden folders are skipped, so
    notes and version-control files lying next to a corpus stay out of it.
    """
    if not paths:
        paths = [SEEDS_DIR]
    files: set[Path] = set()
    for p in map(Path, paths):
        if p.is_dir():
            found = [f for f in p.rglob("*") if f.is_file() and f.suffix.lower() in SUFFIXES
                     and not any(part.startswith(".") for part in f.relative_to(p).parts)]
            if not found:
                raise CorpusError(p, "", f"the folder holds no {MAIN_SUFFIXES} files")
            files.update(f.resolve() for f in found)
        elif p.is_file():
            files.add(p.resolve())
        else:
            raise CorpusError(p, "", "no such file or folder")
    return sorted(files)


def read_text(path: Path) -> str:
    """The file as UTF-8 (a byte-order mark dropped); an error names the first bad byte
    and its line, so the user can find it."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise CorpusError(path, f"byte {e.start} (line {line})", "the file is not UTF-8 text",
                          "Re-save it as UTF-8.") from None


def _dedupe_key(rec: Record, abstract_clean: str) -> bytes:
    """Title and cleaned abstract, case, accents and punctuation folded away: the same
    paper exported twice differs in exactly these.  Kept as a 16-byte BLAKE2 digest, not
    the text: a million keys then take ~100 MB instead of a copy of every abstract."""
    title = "" if rec.title_is_derived else rec.title

    def norm(s: str) -> str:
        return re.sub(r"\W+", " ", fold(s)).strip()

    key = f"{norm(title)}\x00{norm(abstract_clean)}".encode()
    return hashlib.blake2b(key, digest_size=16).digest()


def _load_file(path: Path, min_abstract_chars: int, seen: dict[bytes, str],
               rows: list[dict[str, object]]) -> FileReport:
    """Append the usable records of one file to ``rows`` and count the rest.

    ``seen`` maps the de-duplication key of every paper loaded so far (from any file)
    to its paper_id, so a repeat names the paper it repeats.
    """
    text = read_text(path)
    fmt = detect_format(path, text)
    report = FileReport(path=str(path), format=fmt.name)
    file_venue, file_year = venue_year_from_name(path)
    keys_used: set[str] = set()
    for position, rec in enumerate(fmt.read(path, text)):
        report.read += 1
        if isinstance(rec, str):
            report.skip("malformed", rec)
            continue
        where = f"record {position} (key {rec.source_key})"
        raw = rec.abstract.strip()
        if not raw:
            report.skip("no_abstract", where)
            continue
        if len(raw) < min_abstract_chars:
            report.skip("too_short", where)
            continue
        abstract_clean = clean_text(raw)
        key = _dedupe_key(rec, abstract_clean)
        if key in seen:
            report.skip("duplicate", f"{where} repeats {seen[key]}")
            continue
        source_key = rec.source_key
        if source_key in keys_used:  # ids repeated inside a file: keep both, distinctly
            source_key = f"{source_key}#{position}"
        keys_used.add(source_key)
        paper_id = f"{path.stem}:{source_key}"
        seen[key] = paper_id
        derived = rec.title_is_derived or not rec.title
        title = derive_title(abstract_clean) if derived else clean_text(rec.title)
        rows.append({
            "paper_id": paper_id, "source_file": path.name, "source_key": source_key,
            "venue": rec.venue or file_venue, "year": rec.year or file_year,
            "title": title, "title_is_derived": derived, "authors": rec.authors,
            "url": rec.url, "abstract": raw,
            "text": abstract_clean if derived else f"{title}. {abstract_clean}",
        })
        report.loaded += 1
    return report


def _papers_frame(rows: list[dict[str, object]]) -> pd.DataFrame:
    papers = pd.DataFrame(rows, columns=LOADED_COLUMNS)
    papers["year"] = papers["year"].astype("Int64")
    papers["title_is_derived"] = papers["title_is_derived"].astype(bool)
    return papers


def load_corpus(paths: Sequence[str | Path] | None = None,
                min_abstract_chars: int = MIN_ABSTRACT_CHARS,
                on_file: Callable[[FileReport], None] | None = None) -> LoadResult:
    """Read, detect, validate, clean and de-duplicate; see the module docstring.

    Each file's rows become a DataFrame (Arrow-backed strings) before the next file is
    read, so the Python objects of one file only are alive at a time; ``on_file`` is
    called after each file (progress).
    """
    seen: dict[bytes, str] = {}
    reports, frames = [], []
    for path in expand_paths(paths):
        rows: list[dict[str, object]] = []
        reports.append(_load_file(path, min_abstract_chars, seen, rows))
        frames.append(_papers_frame(rows))
        del rows
        if on_file is not None:
            on_file(reports[-1])
    frames = [f for f in frames if len(f)] or frames[:1]  # an empty frame's columns are untyped
    papers = pd.concat(frames, ignore_index=True) if len(frames) > 1 else frames[0]
    return LoadResult(papers=papers, files=reports)

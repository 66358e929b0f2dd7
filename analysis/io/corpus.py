"""Load paper files and folders into one papers DataFrame, counting every record.

Files are read in sorted path order whatever order they were given in, so the
same corpus always yields the same rows (and so the same topics).  A file that
cannot be used stops the load with a :class:`CorpusError`; a record that cannot
be used is skipped and counted by reason, so ``loaded + skipped == read`` for
every file.  A proceedings' front matter (its preface, the list of keynote talks: not a
paper) is skipped and counted too (:mod:`analysis.io.front_matter`).

Folders are scanned leniently, named files strictly: a file found in a folder that
holds no papers at all (:class:`~analysis.io.base.NotAPaperList`: a ``notes.txt``, a
dataset's ``croissant.json``) is skipped and listed in :attr:`LoadResult.skipped_files`
(and so in manifest.json and the run's summary); named on the command line, the same
file is an error, since the user meant it to be read.  A broken paper file (bad JSON,
not UTF-8) is an error either way: skipping it would lose its papers.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

import pandas as pd

from analysis.decisions.status import clean_label, normalise_status
from analysis.io.base import CorpusError, NotAPaperList, Record, Skipped, venue_year_from_name
from analysis.io.dedupe import dedupe_keys
from analysis.io.front_matter import is_front_matter
from analysis.io.registry import MAIN_SUFFIXES, detect_format, is_corpus_name
from analysis.io.source import read_text
from analysis.schema import LOADED_COLUMNS, SKIP_REASONS
from analysis.text import display_title
from analysis.text.clean import clean_texts
from analysis.text.titles import derive_title

SEEDS_DIR = Path(__file__).resolve().parents[2] / "seeds"
#: Records whose abstract is shorter than this are skipped as ``too_short`` (README says 100).
MIN_ABSTRACT_CHARS = 100
#: Skipped records listed per file (all are counted): a real file skips at most a few
#: hundred (the 24k corpus: 360 of 24,424 in 92 files); a hostile one of a million empty
#: records would otherwise carry a million entries into manifest and store.
MAX_LISTED = 10_000
#: An abstract that is only a number ("12345", "3.5e2", "1,024"): an id or a count in the
#: abstract's column, not text.
_NUMBER = re.compile(r"[-+]?\d[\d,.\s]*(?:[eE][-+]?\d+)?")


def skip_said(where: str, reason: str, detail: str = "") -> str:
    """A skipped record in words: "line 5: malformed: column 15: broken JSON (...)"."""
    return f"{where}: {reason.replace('_', ' ')}" + (f": {detail}" if detail else "")


@dataclass
class FileReport:
    """What happened to one input file; becomes an entry of manifest.json."""

    path: str
    format: str
    read: int = 0
    loaded: int = 0
    skipped: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SKIP_REASONS, 0))
    examples: list[str] = field(default_factory=list)  # a few skipped records, for the user
    #: Every skipped record (up to :data:`MAX_LISTED`) as [record, reason, what is wrong]:
    #: the list a user downloads (:mod:`analysis.io.skips`).
    listed: list[list[str]] = field(default_factory=list)

    def skip(self, reason: str, where: str, detail: str = "") -> None:
        self.skipped[reason] += 1
        # the first of each reason is kept past both bounds: a run's summary names it
        # (:func:`analysis.io.skips.chosen_skips`; polish66: one broken line after 10
        # front matter records was only counted)
        first = self.skipped[reason] == 1
        if len(self.examples) < 10 or first:
            self.examples.append(skip_said(where, reason, detail))
        if len(self.listed) < MAX_LISTED or first:
            self.listed.append([where, reason, detail])

    def as_dict(self) -> dict[str, object]:
        return {"path": self.path, "format": self.format, "read": self.read,
                "loaded": self.loaded, "skipped": dict(self.skipped),
                "skipped_examples": list(self.examples), "skipped_records": list(self.listed)}


@dataclass(frozen=True)
class InputFile:
    """A file to read; ``named`` on the command line (strict) or found in a folder (lenient)."""

    path: Path
    named: bool


@dataclass(frozen=True)
class SkippedFile:
    """A file found in a folder that holds no papers, and why."""

    path: str
    reason: str

    def as_dict(self) -> dict[str, str]:
        return {"path": self.path, "reason": self.reason}


@dataclass
class LoadResult:
    """The loaded papers (columns :data:`analysis.schema.LOADED_COLUMNS`), how each file
    contributed and which files of a folder held no papers, so the manifest can account
    for every record and every file read."""

    papers: pd.DataFrame
    files: list[FileReport]
    skipped_files: list[SkippedFile] = field(default_factory=list)

    @property
    def counts(self) -> dict[str, int]:
        total = {"read": sum(f.read for f in self.files),
                 "loaded": sum(f.loaded for f in self.files)}
        for reason in SKIP_REASONS:
            total[f"skipped_{reason}"] = sum(f.skipped[reason] for f in self.files)
        return total


def input_files(paths: Sequence[str | Path] | None) -> list[InputFile]:
    """Files to read: given files, plus every corpus file below given folders, sorted.

    Given files are read whatever their ending (detection reads the content); in
    folders only the registered suffixes count (also gzip-compressed, ``.jsonl.gz``),
    and hidden files and folders are skipped, so version-control files and other
    documents lying next to a corpus stay out of it.  A file both named and inside a
    named folder is read once, strictly.
    """
    if not paths:
        paths = [SEEDS_DIR]
    named: dict[Path, bool] = {}
    for p in map(Path, paths):
        if p.is_dir():
            found = [f for f in p.rglob("*") if f.is_file() and is_corpus_name(f)
                     and not any(part.startswith(".") for part in f.relative_to(p).parts)]
            if not found:
                raise CorpusError(p, "", f"the folder holds no {MAIN_SUFFIXES} files")
            for f in found:
                named.setdefault(f.resolve(), False)
        elif p.is_file():
            named[p.resolve()] = True
        else:
            raise CorpusError(p, "", "no such file or folder")
    return [InputFile(path, named[path]) for path in sorted(named)]


def expand_paths(paths: Sequence[str | Path] | None) -> list[Path]:
    """The paths :func:`input_files` reads."""
    return [f.path for f in input_files(paths)]


def _read_records(path: Path) -> tuple[str, list[Record | Skipped]]:
    """The file's format name and records, or a :class:`CorpusError`."""
    text = read_text(path)
    fmt = detect_format(path, text)
    return fmt.name, fmt.read(path, text)


def _load_file(path: Path, format_name: str, records: list[Record | Skipped],
               min_abstract_chars: int, seen: dict[bytes, str],
               rows: list[dict[str, object]]) -> FileReport:
    """Append the usable records of one file to ``rows`` and count the rest.

    ``seen`` maps the de-duplication key of every paper loaded so far (from any file)
    to its file and record (:func:`record_named`), so a repeat names the paper it repeats
    where the user can find it ("same title and abstract as a.jsonl line 4"; before,
    robust70b, its paper_id "a:p4").  The abstracts and titles
    are cleaned and keyed for the whole file first (:func:`cleaned_and_keyed`).
    """
    report = FileReport(path=str(path), format=format_name)
    file_venue, file_year = venue_year_from_name(path)
    keys_used: set[str] = set()
    raws = [None if isinstance(rec, Skipped) else rec.abstract.strip() for rec in records]
    cleaned = cleaned_and_keyed(records, raws, min_abstract_chars)
    for position, rec in enumerate(records):
        report.read += 1
        if isinstance(rec, Skipped):
            report.skip(rec.reason, rec.where, rec.detail)
            continue
        raw = raws[position]
        problem = abstract_problem(rec, raw or "", min_abstract_chars)
        if problem is not None:
            report.skip(problem[0], _where(position, rec), problem[1])
            continue
        if not rec.title_is_derived and is_front_matter(rec.title):
            report.skip("front_matter", f"{_where(position, rec)} titled {rec.title!r}")
            continue
        abstract_clean, title_clean, key = cleaned[position]
        if key in seen:
            report.skip("duplicate", _where(position, rec),
                        f"same title and abstract as {seen[key]}")
            continue
        source_key = rec.source_key
        if source_key in keys_used:  # ids repeated inside a file: keep both, distinctly
            source_key = f"{source_key}#{position}"
        keys_used.add(source_key)
        paper_id = f"{path.stem}:{source_key}"
        seen[key] = record_named(path, position, rec)
        derived = rec.title_is_derived or not rec.title
        title_clean = derive_title(abstract_clean) if derived else title_clean
        rows.append({
            "paper_id": paper_id, "source_file": path.name, "source_key": source_key,
            "venue": rec.venue or file_venue, "year": rec.year or file_year,
            "title": title_clean if derived else display_title(rec.title),
            "title_is_derived": derived, "authors": rec.authors, "url": rec.url,
            "abstract": raw, "title_clean": title_clean,
            "text": abstract_clean if derived else f"{title_clean}. {abstract_clean}",
            "status": normalise_status(rec.status, rec.track),
            "status_original": clean_label(rec.status), "track": clean_label(rec.track),
        })
        report.loaded += 1
    return report


def cleaned_and_keyed(records: list[Record | Skipped], raws: list[str | None],
                      min_abstract_chars: int) -> dict[int, tuple[str, str, bytes]]:
    """The cleaned abstract, the cleaned title ("" where it is derived from the abstract)
    and the de-duplication key of each record (by position) whose stripped abstract
    ``raws`` holds at least ``min_abstract_chars`` characters, for the file at once
    (:func:`analysis.text.clean.clean_texts`, :func:`analysis.io.dedupe.dedupe_keys`):
    per paper they cost a fifth of reading a corpus (bench/SCALE.md, wave 15)."""
    usable = [(i, rec) for i, (rec, raw) in enumerate(zip(records, raws, strict=True))
              if isinstance(rec, Record) and raw and len(raw) >= min_abstract_chars]
    abstracts = clean_texts([cast(str, raws[i]) for i, _ in usable])
    titles = clean_texts(["" if rec.title_is_derived or not rec.title else rec.title
                          for _, rec in usable])
    keys = dedupe_keys(["" if rec.title_is_derived else rec.title for _, rec in usable],
                       abstracts)
    found = zip(abstracts, titles, keys, strict=True)
    return {i: each for (i, _), each in zip(usable, found, strict=True)}


def record_named(path: Path, position: int, rec: Record) -> str:
    """A loaded record as a later repeat of it names it: "a.jsonl line 4"."""
    return f"{path.name} {rec.where or f'record {position}'}"


def _where(position: int, rec: Record) -> str:
    """A skipped record named in the report (only skipped ones are): as its reader counts
    it ("line 7" of JSON Lines, "row 5" of a CSV, "item 3" of a JSON array), and its key."""
    return f"{rec.where or f'record {position}'} (key {rec.source_key})"


def abstract_problem(rec: Record, raw: str, min_chars: int) -> tuple[str, str] | None:
    """Why the record's abstract (stripped: ``raw``) cannot be used, as (a skip reason of
    :data:`~analysis.schema.SKIP_REASONS`, what is wrong in words), or None.

    A value that is not text is named as such (``malformed``): a number was counted as
    "too short" before (upload61), which sent the user looking for a short abstract.
    A missing field, a null and an empty string are each ``no_abstract``, told apart.
    """
    kind = rec.abstract_type
    short = len(raw) < min_chars  # an object's values joined may make a whole abstract
    if kind in ("number", "boolean") or (kind == "object" and short) \
            or (kind == "text" and _NUMBER.fullmatch(raw)):
        what = {"boolean": raw.lower(), "object": "an object"}.get(
            kind, f"a number ({raw if len(raw) <= 40 else raw[:40] + '…'})")
        return "malformed", f"its abstract is {what}, not text"
    if not raw:
        if kind == "missing":
            fields = ", ".join(map(repr, rec.fields[:8])) + (", ..." if len(rec.fields) > 8 else "")
            return "no_abstract", f"it has no abstract field (its fields: {fields or 'none'})"
        if kind == "null":
            return "no_abstract", "its abstract is null"
        return "no_abstract", "its abstract is empty"
    if short:
        return "too_short", (f"its abstract has {len(raw)} character{'s' * (len(raw) != 1)}, "
                             f"fewer than the {min_chars} an abstract needs")
    return None


def _papers_frame(rows: list[dict[str, object]]) -> pd.DataFrame:
    """The papers of one file as a frame.  Built column by column (a quarter faster than
    from the rows: bench/SCALE.md, wave 16) where there are rows; an empty one from the
    rows, whose columns' dtypes the column lists would not give."""
    papers = pd.DataFrame({c: [row[c] for row in rows] for c in LOADED_COLUMNS}) if rows \
        else pd.DataFrame(rows, columns=LOADED_COLUMNS)
    papers["year"] = papers["year"].astype("Int64")
    papers["title_is_derived"] = papers["title_is_derived"].astype(bool)
    return papers


def load_file(inp: InputFile, min_abstract_chars: int, seen: dict[bytes, str]
              ) -> tuple[FileReport | SkippedFile, pd.DataFrame]:
    """One input file's papers and report (or why a folder's file holds no papers).

    ``seen`` maps the de-duplication key of every paper loaded before this file to its
    file and record (:func:`record_named`), and gains this file's papers:
    :func:`load_corpus` passes one dict through every file; a cluster loads each file on
    its own and passes only the keys an earlier file holds (:mod:`analysis.cluster`),
    which gives the same rows.
    """
    try:
        format_name, records = _read_records(inp.path)
    except NotAPaperList as e:
        if inp.named:
            raise
        return SkippedFile(str(inp.path), e.reason), _papers_frame([])
    rows: list[dict[str, object]] = []
    report = _load_file(inp.path, format_name, records, min_abstract_chars, seen, rows)
    del records
    return report, _papers_frame(rows)


def load_corpus(paths: Sequence[str | Path] | None = None,
                min_abstract_chars: int = MIN_ABSTRACT_CHARS,
                on_file: Callable[[Path], None] | None = None,
                on_papers: Callable[[pd.DataFrame], None] | None = None) -> LoadResult:
    """Read, detect, validate, clean and de-duplicate; see the module docstring.

    Each file's rows become a DataFrame (Arrow-backed strings) before the next file is
    read, so the Python objects of one file only are alive at a time; ``on_file`` is
    called after each file, read or skipped (progress); ``on_papers`` with each file's
    papers, if it has any: in order, they are the rows of the result's papers (the
    pipeline types them while the next files load).
    """
    seen: dict[bytes, str] = {}
    reports: list[FileReport] = []
    skipped_files: list[SkippedFile] = []
    frames = []
    for inp in input_files(paths):
        outcome, frame = load_file(inp, min_abstract_chars, seen)
        if isinstance(outcome, SkippedFile):
            skipped_files.append(outcome)
        else:
            reports.append(outcome)
            frames.append(frame)
            if on_papers is not None and len(frame):
                on_papers(frame)
        if on_file is not None:
            on_file(inp.path)
    frames = [f for f in frames if len(f)] or frames[:1] or [_papers_frame([])]
    papers = pd.concat(frames, ignore_index=True) if len(frames) > 1 else frames[0]
    return LoadResult(papers=papers, files=reports, skipped_files=skipped_files)

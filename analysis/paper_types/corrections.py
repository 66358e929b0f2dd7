"""Paper types set by hand: a small corrections file the user owns, laid over the model.

A reader who disagrees with a label sets the paper's type in the dashboard (or edits the
file); the correction is kept in a CSV with the header ``paper_id,paper_type,time,note``
(columns a user adds after them are kept, with their cells, when a save rewrites the file;
UTF-8; one row per corrected paper, the latest correction of a paper wins; ``time`` is
UTC ISO 8601; ``note`` is optional).  It is applied after classification, on every
analysis and, in a running server, as soon as the file changes
(:class:`CorrectionsFile` re-reads it when its modification time or size changes, so a
correction written by one gunicorn worker is seen by the others at their next request).
A row whose type differs from the model's is a correction: every table and download then
carries ``paper_type_source`` = ``corrected`` for the paper and its band is ``corrected``.
A row with the model's own type is a confirmation (the reader read the paper and agrees:
it leaves the review list as a change does): source and band ``confirmed``, its evidence
"confirmed by hand" (a change's "corrected by hand").  Both were ``corrected`` until
review61, so a chair filtering a download on ``corrected`` got 94 rows on ICML for 27
changed types; a confirmation is a review, not a correction.  The file's format is
unchanged: which of the two a row is follows from the model's type.

Where the file lives (:func:`default_corrections_path`; ``--corrections FILE`` overrides):

* one corpus folder ``DIR``: ``DIR/.paper-trends/corrections.csv`` (the corpus loader
  skips hidden folders, so the file is never read as papers);
* one corpus file ``DIR/NAME.json``: ``DIR/.paper-trends/NAME.corrections.csv``;
* a corpus in a folder the user cannot write (a read-only share): as several paths,
  below;
* the bundled seeds, or several paths: ``~/.paper-trends/corrections/NAME.csv`` in the
  user's home (``PAPER_TRENDS_HOME`` replaces ``~/.paper-trends``), NAME being the
  corpus name the page shows and, for several paths, a short hash of them
  (``colt+alt-a6e6bf09.csv``; a file kept as ``corpus-a6e6bf09.csv`` before is renamed).

Writes are atomic (a temporary file in the same folder, then ``os.replace``): a reader sees the
old file or the new one, never half of one; a save holds a ``flock`` on the folder: two
processes saving at once lose no row (review71).  A row that cannot be used (no paper_id, an
unknown type, a paper_id no paper of the corpus has: :func:`not_in_corpus`) is skipped and
reported with its file, line and reason, never dropped silently; a correction saved in the
dashboard writes such rows back as they were, for the user to mend (review67: a row of type
"theroy" vanished from the file at the next save).  A file that cannot be read as a whole (not
UTF-8, a header without paper_id and paper_type, such as a spreadsheet's semicolon-separated
export, a folder) is reported as such, and nothing is written over it
(:class:`CorrectionsFileError`): until review67 the next save replaced every row of it by that
one, and a file not UTF-8 stopped ``analyze`` with a traceback, the dashboard at every request.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as dt
import fcntl
import hashlib
import io
import os
import re
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from analysis.schema import PAPER_TYPES

COLUMNS = ("paper_id", "paper_type", "time", "note")
HOME_ENV = "PAPER_TRENDS_HOME"
HIDDEN_FOLDER = ".paper-trends"
MODEL, CORRECTED, CONFIRMED = "model", "corrected", "confirmed"   # paper_type_source
#: The sources (and bands) of a type set by hand: changed, or the model's confirmed.
HAND_SET = (CORRECTED, CONFIRMED)
# how a hand-set label's evidence starts: the model's type changed, or the model's confirmed
CORRECTED_BY_HAND, CONFIRMED_BY_HAND = "corrected by hand", "confirmed by hand"


@dataclass(frozen=True)
class Correction:
    paper_id: str
    paper_type: str
    time: str
    note: str = ""
    line: int = 0  # the file's line it was read from (0: not read from a file)
    extra: tuple[str, ...] = ()  # its cells of the file's other columns (extra_columns)


class CorrectionsFileError(ValueError):
    """A corrections file that cannot be read as a whole, so is not written over."""


@dataclass
class Corrections:
    """The usable corrections of a file (paper_id -> Correction) and the rows skipped."""

    path: Path | None = None
    by_id: dict[str, Correction] = field(default_factory=dict)
    skipped: list[str] = field(default_factory=list)
    #: why the file cannot be read as a whole ("" when it can): it is not written over
    broken: str = ""
    #: the skipped rows' cells (:data:`COLUMNS`, then :attr:`extra_columns`), written
    #: back as they were
    unused: list[tuple[str, ...]] = field(default_factory=list)
    #: the header's columns past :data:`COLUMNS` (a user's own, added by hand): kept, with
    #: every row's cells, when a save rewrites the file (polish67: a save dropped them)
    extra_columns: tuple[str, ...] = ()


def user_home() -> Path:
    """``PAPER_TRENDS_HOME``, else ``~/.paper-trends``."""
    return Path(os.environ.get(HOME_ENV) or Path.home() / HIDDEN_FOLDER)


def default_corrections_path(paths: Sequence[str | Path] | None, name: str) -> Path:
    """Where a corpus's corrections are kept unless ``--corrections`` says otherwise
    (see the module docstring)."""
    from analysis.io import SEEDS_DIR
    resolved = [Path(p).resolve() for p in paths or []]
    if len(resolved) == 1 and resolved[0] != SEEDS_DIR.resolve():
        p = resolved[0]
        beside = (p / HIDDEN_FOLDER / "corrections.csv" if p.is_dir()
                  else p.parent / HIDDEN_FOLDER / f"{p.stem}.corrections.csv")
        if _can_write(beside.parent):
            return beside
    if resolved and not (len(resolved) == 1 and resolved[0] == SEEDS_DIR.resolve()):
        # the page's name ("colt+alt") and the paths' digest, which tells apart two
        # corpora of one name; the file was "corpus-DIGEST.csv" until ui64 (every
        # multi-path corpus was once "corpus"), and is renamed where it is found
        digest = hashlib.sha1("\n".join(sorted(map(str, resolved))).encode()).hexdigest()[:8]
        path = user_home() / "corrections" / f"{_file_safe(name)}-{digest}.csv"
        _move_older(user_home() / "corrections" / f"corpus-{digest}.csv", path)
        return path
    return user_home() / "corrections" / f"{name}.csv"


def _can_write(folder: Path) -> bool:
    """Whether a corrections file can be made in ``folder``: it, or the nearest folder
    above it that exists, is writable (a corpus on a read-only share or another user's
    folder keeps its corrections in the user's home instead of failing at the first
    correction)."""
    while not folder.exists() and folder.parent != folder:
        folder = folder.parent
    return os.access(folder, os.W_OK)


def _file_safe(name: str) -> str:
    """``name`` as a file name on any system: letters, digits and ``+ . _ -`` kept, any
    other run one "_", at most 60 characters ("corpus" if nothing is left)."""
    safe = re.sub(r"[^A-Za-z0-9+._-]+", "_", name).strip("._")[:60]
    return safe or "corpus"


def _move_older(older: Path, path: Path) -> None:
    """The corrections kept under a corpus's older file name renamed to ``path`` (atomic;
    never over a file already at ``path``; another process renaming it first is fine)."""
    if older == path or path.exists() or not older.is_file():
        return
    try:
        os.replace(older, path)
    except FileNotFoundError:  # another worker moved it first
        pass


def _text(path: Path) -> str:
    """The file's text; :class:`CorrectionsFileError` saying where and why if it has none."""
    try:
        data = path.read_bytes()
    except OSError as e:
        raise CorrectionsFileError(f"{path}: cannot be read ({e.strerror or e})") from e
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise CorrectionsFileError(
            f"{path}:{line}: not UTF-8 text (byte {data[e.start]:#04x}); save the file as "
            "CSV UTF-8") from e


def read_corrections(path: str | Path | None) -> Corrections:
    """The corrections in ``path`` (none if the file does not exist); what cannot be used
    in ``skipped`` (file:line: reason), and in ``broken`` when none of it can."""
    out = Corrections(Path(path) if path else None)
    if out.path is None or not out.path.exists():
        return out
    try:
        text = _text(out.path)
    except CorrectionsFileError as e:
        out.broken = str(e)
        out.skipped.append(out.broken)
        return out
    reader = csv.DictReader(io.StringIO(text))
    if reader.fieldnames is None or not {"paper_id", "paper_type"} <= set(reader.fieldnames):
        out.broken = (f"{out.path}:1: the header must name paper_id and paper_type, "
                      f"comma-separated (found {reader.fieldnames})")
        out.skipped.append(out.broken)
        return out
    out.extra_columns = tuple(c for c in dict.fromkeys(reader.fieldnames)
                              if c and c not in COLUMNS)
    for line, row in enumerate(reader, start=2):
        cells = tuple(str(row.get(c) or "").strip() for c in COLUMNS)
        extra = tuple(str(row.get(c) or "") for c in out.extra_columns)
        paper_id, paper_type = cells[0], cells[1].lower()
        if not paper_id:
            out.skipped.append(f"{out.path}:{line}: no paper_id")
        elif paper_type not in PAPER_TYPES:
            out.skipped.append(f"{out.path}:{line}: paper {paper_id}: type {paper_type!r} is "
                               f"not one of {', '.join(PAPER_TYPES)}")
        else:
            out.by_id[paper_id] = Correction(paper_id, paper_type, cells[2], cells[3], line,
                                             extra)
            continue
        if any(cells) or any(extra):
            out.unused.append(cells + extra)
    return out


def file_named(path: str | Path | None) -> str | None:
    """The corrections file an account names: ``path`` where a file is there, else None
    (said "none"): the default path of a corpus with no corrections is no file of it
    (polish67: the About sheet named one that did not exist)."""
    return str(path) if path and Path(path).is_file() else None


def not_in_corpus(corrections: Corrections, paper_ids: pd.Series) -> list[str]:
    """The corrections naming no paper of ``paper_ids`` (file:line: reason): a mistyped id,
    or another corpus's file; they change nothing and are reported, not dropped."""
    known = set(paper_ids.astype(str))
    return [f"{corrections.path}:{c.line}: paper {c.paper_id}: no paper of this corpus has "
            "this paper_id (mistyped, or another corpus's?)"
            for c in sorted(corrections.by_id.values(), key=lambda c: c.line)
            if c.paper_id not in known]


def rows_not_used(corrections: Corrections, paper_ids: pd.Series) -> list[str]:
    """Every row of the file that changes nothing (:attr:`Corrections.skipped` and
    :func:`not_in_corpus`), in the file's order (file:line: reason)."""
    said = [*corrections.skipped, *not_in_corpus(corrections, paper_ids)]
    line = re.compile(r":(\d+): ")
    return sorted(said, key=lambda s: int(m.group(1)) if (m := line.search(s)) else 0)


def _write_atomically(path: Path, rows: Sequence[Correction],
                      unused: Sequence[Sequence[str]] = (), extra: Sequence[str] = ()) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow((*COLUMNS, *extra))
    blank = ("",) * len(extra)
    writer.writerows((c.paper_id, c.paper_type, c.time, c.note, *(c.extra or blank))
                     for c in rows)
    writer.writerows(unused)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(buffer.getvalue())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


_WRITE_LOCK = threading.Lock()


@contextlib.contextmanager
def _folder_locked(folder: Path):  # this thread alone, and this process alone, writes there
    folder.mkdir(parents=True, exist_ok=True)
    with _WRITE_LOCK:
        fd = os.open(folder, os.O_RDONLY)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)  # released as the descriptor is closed
            yield
        finally:
            os.close(fd)


def set_paper_type(path: str | Path, paper_id: str, paper_type: str | None,
                   note: str = "", now: dt.datetime | None = None) -> Corrections:
    """Record (or, with ``paper_type`` None, remove) a paper's correction; the whole file
    is rewritten atomically, its unusable rows as they were.  Returns the corrections now
    in the file; :class:`CorrectionsFileError` if it cannot be read (nothing written)."""
    if paper_type is not None and paper_type not in PAPER_TYPES:
        raise ValueError(f"paper type {paper_type!r} is not one of {', '.join(PAPER_TYPES)}")
    path = Path(path)
    with _folder_locked(path.parent):
        current = read_corrections(path)
        if current.broken:
            raise CorrectionsFileError(f"{current.broken}. Nothing was written: mend the "
                                       "file, or move it aside to start a new one")
        rows = dict(current.by_id)
        before = rows.pop(paper_id, None)
        if paper_type is not None:  # the paper's cells of the user's columns kept
            stamp = (now or dt.datetime.now(dt.timezone.utc)).replace(microsecond=0)
            rows[paper_id] = Correction(paper_id, paper_type, stamp.isoformat(),
                                        " ".join(note.split()),
                                        extra=before.extra if before else ())
        _write_atomically(path, list(rows.values()), current.unused, current.extra_columns)
    return read_corrections(path)


def apply_corrections(papers: pd.DataFrame, corrections: Corrections) -> pd.DataFrame:
    """``papers`` with the corrections laid over the model's labels.

    Adds ``paper_type_source`` (``model`` / ``corrected`` / ``confirmed``); a paper set by
    hand takes the hand-set type, band and source ``corrected`` (``confirmed`` when the
    hand-set type is the model's) and an evidence that says so, and keeps what the model
    said.  Corrections of
    papers not in ``papers`` are ignored (another corpus's ids).
    """
    out = papers.copy()
    out["paper_type_source"] = MODEL
    if not corrections.by_id or out.empty:
        return out
    hit = out["paper_id"].isin(corrections.by_id.keys()).to_numpy()
    if not hit.any():
        return out
    rows = out.loc[hit]
    fixes = [corrections.by_id[pid] for pid in rows["paper_id"]]
    out.loc[hit, "paper_type_evidence"] = [
        f"{CONFIRMED_BY_HAND if c.paper_type == t else CORRECTED_BY_HAND}"
        f"{f' ({c.time[:10]})' if c.time else ''}"
        f"{f': {c.note}' if c.note else ''}; the model said {t} ({e})"
        for c, t, e in zip(fixes, rows["paper_type"], rows["paper_type_evidence"], strict=True)]
    marks = [CONFIRMED if c.paper_type == t else CORRECTED
             for c, t in zip(fixes, rows["paper_type"], strict=True)]
    out.loc[hit, "paper_type"] = [c.paper_type for c in fixes]
    out.loc[hit, "paper_type_source"] = marks
    if "paper_type_band" in out:
        out.loc[hit, "paper_type_band"] = marks
    return out


def hand_set_counts(papers: pd.DataFrame) -> dict[str, int]:
    """A manifest's account of the types set by hand: ``applied`` (every one), and of them
    ``corrected`` (changed) and ``confirmed`` (the model's kept)."""
    source = papers["paper_type_source"] if "paper_type_source" in papers else pd.Series()
    counts = {s: int((source == s).sum()) for s in HAND_SET}
    return {"applied": sum(counts.values()), **counts}


_MODEL_SAID = re.compile(rf"^(?:{CORRECTED_BY_HAND}|{CONFIRMED_BY_HAND}).*?; the model said "
                         r"(\w+) \((.*)\)$", re.S)


def model_said(evidence: object) -> tuple[str, str] | None:
    """The model's type and evidence a corrected paper's evidence keeps (the "; the model
    said T (E)" :func:`apply_corrections` writes), read through nested ones (older saved
    analyses corrected a correction); None for a model's own evidence.  Read beside the
    writer so the format lives in one module (a saved analysis holds only the evidence)."""
    said = _MODEL_SAID.match(evidence) if isinstance(evidence, str) else None
    if said is None:
        return None
    inner = model_said(said.group(2))
    return inner if inner is not None else (said.group(1), said.group(2))


def model_evidence(evidence: str, paper_type: str) -> str:
    """The model's evidence a corrected paper's evidence keeps, given the model's type
    (the saved ``paper_type_model``): what follows the last "; the model said T (", so a
    note written in that form, which comes before it, is never taken for it (review58).
    The evidence as it is when it holds no such part."""
    marker = f"; the model said {paper_type} ("
    at = evidence.rfind(marker)
    if at < 0 or not evidence.endswith(")"):
        return evidence
    return evidence[at + len(marker):-1]


def is_confirmation(evidence: object) -> bool:
    """Whether a paper's evidence is a hand-set label that confirms the model's type."""
    return isinstance(evidence, str) and evidence.startswith(CONFIRMED_BY_HAND)


class CorrectionsFile:
    """A corrections file read again whenever it changes on disk (modification time and
    size), so that every server process sees every correction at its next request."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._stamp: tuple[int, int] | None = None
        self._corrections = Corrections(self.path)
        self._lock = threading.Lock()

    def _current_stamp(self) -> tuple[int, int] | None:
        try:
            st = self.path.stat()
        except FileNotFoundError:
            return None
        return (st.st_mtime_ns, st.st_size)

    def current(self) -> Corrections:
        """The corrections as the file holds them now (re-read only if it changed)."""
        stamp = self._current_stamp()
        with self._lock:
            if stamp != self._stamp:
                self._corrections = read_corrections(self.path)
                self._stamp = stamp
            return self._corrections

    def set(self, paper_id: str, paper_type: str | None, note: str = "") -> Corrections:
        """Record a correction (see :func:`set_paper_type`) and return the new state."""
        set_paper_type(self.path, paper_id, paper_type, note)
        return self.current()

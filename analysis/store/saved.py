"""Save an :class:`~analysis.result.Analysis` to a folder, and open it again only when whole.

The folder holds ``store.json`` (written last) and the files of :mod:`analysis.store.codec`.
``store.json`` names the format and its version, the package version and a digest of the
analysis code (:func:`code_fingerprint`), the inputs' fingerprints (path, size,
modification time, SHA-256), the settings, and every file with its size and CRC-32.
Opening checks all of that before a single array is read, so a store from another
program, another version, a truncated or damaged file, or changed inputs or settings is
refused with :class:`StoreError` naming what differs, never half-loaded.

Writes are atomic: the files go to a hidden sibling folder and replace the old store by
two renames at the end, so a crash or an error leaves the previous store (or none), and
a server still reading the old files keeps its (unlinked) copies until it stops.  A
writer stopped without its clean-up (SIGKILL; SIGTERM in a forked child) leaves its
hidden folder, which the next save removes once its writer is provably gone
(:mod:`analysis.store.leftovers`); a stop between the two renames puts the old store back.
"""

from __future__ import annotations

import datetime as dt
import errno
import functools
import hashlib
import json
import os
import shutil
import zlib
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from analysis import __version__
from analysis.result import Analysis
from analysis.store.codec import Spec, StoreFormatError, decode, dumps, encode, spec_files
from analysis.store.leftovers import release, remove_dead, work_folder

FORMAT = "paper-trends-analysis"
#: Bumped whenever the layout changes; a store of another format version is rebuilt.
FORMAT_VERSION = 3  # 2: papers carry status, status_original, track (issue 16); 3: a keyword's
# papers are those its search finds (the vocabulary's keyword columns replaced, issue 10)
SPEC_FILE = "store.json"
#: The saved analysis's folder inside ``paper-trends analyze --out DIR``.
STORE_FOLDER = "store"
_READ_BLOCK = 16 << 20


#: Not part of :func:`code_fingerprint`: the store itself (its layout is
#: :data:`FORMAT_VERSION`'s, and a store that cannot be decoded is refused as damaged) and
#: the progress reports.  Neither computes a value of the analysis, yet an edit of either
#: (a message's words) made every saved analysis "other analysis code": the 24,000 papers
#: analysed again at the next start, ~2 min (ui65).
NOT_ANALYSIS = ("store/", "progress.py")


def fingerprint_code(root: Path) -> str:
    """A digest of the analysis code and data files under ``root`` (the ``analysis``
    package), but for :data:`NOT_ANALYSIS`.  Byte for byte: a comment counts (parsing the
    205 modules to leave comments and docstrings out took ~6 s of every start)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in Path(root).rglob("*") if p.is_file() and p.suffix in (
            ".py", ".json", ".txt", ".csv") and "__pycache__" not in p.parts):
        name = path.relative_to(root).as_posix()
        if not name.startswith(NOT_ANALYSIS):
            digest.update(name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


@functools.cache
def code_fingerprint() -> str:
    """A digest of this installation's analysis code and data files.

    The package version alone does not say whether a saved analysis is still what this
    code would compute: a development install changes without a new version number.  A
    store made by other code (any file of the ``analysis`` package that computes differing,
    :func:`fingerprint_code`) is refused as another version and, where its inputs are at
    hand, made again.
    """
    return fingerprint_code(Path(__file__).resolve().parents[1])


class StoreError(Exception):
    """A saved analysis that cannot be used as it is; ``kind`` says why:
    ``missing``, ``foreign``, ``version``, ``corrupt``, ``settings`` or ``stale``."""

    def __init__(self, folder: Path | str, kind: str, reason: str):
        self.folder, self.kind, self.reason = Path(folder), kind, reason
        super().__init__(f"{folder}: {reason}")


def _file_digest(path: Path, algorithm: str) -> str | int:
    """SHA-256 hex digest, or CRC-32 (fast: 1.5 GB/s, enough to catch a damaged file)."""
    crc = 0
    sha = hashlib.sha256() if algorithm == "sha256" else None
    with open(path, "rb") as f:
        while block := f.read(_READ_BLOCK):
            if sha is not None:
                sha.update(block)
            else:
                crc = zlib.crc32(block, crc)
    return sha.hexdigest() if sha is not None else crc


def fingerprint_inputs(files: Iterable[Path]) -> list[dict[str, Any]]:
    """Path, size, modification time and SHA-256 of each input file."""
    out = []
    for path in files:
        st = path.stat()
        out.append({"path": str(path), "size": st.st_size, "mtime_ns": st.st_mtime_ns,
                    "sha256": _file_digest(path, "sha256")})
    return out


def changed_inputs(saved: Sequence[dict[str, Any]], current: Sequence[Path]) -> list[str]:
    """What differs between the saved fingerprints and the input files now, in words
    (empty: the same files, same contents).  Size and modification time decide first;
    a file touched but unchanged is hashed and found the same."""
    saved_by_path = {s["path"]: s for s in saved}
    now = {str(p) for p in current}
    problems = [f"{p} is new" for p in sorted(now - set(saved_by_path))]
    problems += [f"{p} is gone" for p in sorted(set(saved_by_path) - now)]
    for path in sorted(now & set(saved_by_path)):
        old, st = saved_by_path[path], Path(path).stat()
        if st.st_size != old["size"]:
            problems.append(f"{path} changed ({old['size']:,} -> {st.st_size:,} bytes)")
        elif st.st_mtime_ns != old["mtime_ns"] and \
                _file_digest(Path(path), "sha256") != old["sha256"]:
            problems.append(f"{path} changed (same size, other contents)")
    return problems


def save_analysis(analysis: Analysis, folder: Path, inputs: list[dict[str, Any]],
                  settings: dict[str, Any]) -> Path:
    """Write ``analysis`` as a store at ``folder`` (replacing one there), atomically."""
    folder = Path(folder)
    folder.parent.mkdir(parents=True, exist_ok=True)
    remove_dead(folder)  # what a stopped save left (analysis.store.leftovers)
    tmp = work_folder(folder, "partial")
    try:
        spec = encode(analysis, tmp, "analysis")
        files = {name: {"size": (tmp / name).stat().st_size,
                        "crc32": _file_digest(tmp / name, "crc32")}
                 for name in spec_files(spec)}
        head = {"format": FORMAT, "format_version": FORMAT_VERSION,
                "package_version": __version__, "code": code_fingerprint(),
                "created": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
                "corpus": analysis.name, "n_papers": analysis.n_papers, "inputs": inputs,
                "settings": settings, "files": files, "analysis": spec}
        (tmp / SPEC_FILE).write_text(dumps(head), encoding="utf-8")
        _swap_in(tmp, folder)
    except OSError as e:
        said = _write_error(e, tmp, folder)
        shutil.rmtree(tmp, ignore_errors=True)
        raise said from e
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    finally:
        release(tmp)
    return folder


def _write_error(e: OSError, tmp: Path, folder: Path) -> OSError:
    """A write of the store that failed, said with the store's folder, how much was
    written and what is free: a full disk read "1320 requested and 496 written" (numpy's
    short write, no file named) or named the *source* of a copy in /tmp (robust70)."""
    written = sum(p.stat().st_size for p in tmp.rglob("*") if p.is_file())
    try:
        free = f"{shutil.disk_usage(folder.parent).free:,} bytes free"
    except OSError:
        free = "free space unknown"
    full = e.errno in (errno.ENOSPC, errno.EDQUOT) or (
        e.errno is None and " requested and " in str(e))  # numpy's tofile/save
    why = "no space left on the disk" if full else (e.strerror or str(e)).lower()
    return OSError(errno.ENOSPC if full else e.errno, f"{why} while saving the analysis "
                   f"({written:,} bytes written, {free}; the previous store, if any, is "
                   "left as it was)", str(folder))


def _swap_in(new: Path, folder: Path) -> None:
    """Replace ``folder`` by ``new`` with renames (each atomic on one file system); the
    old store is put back if this stops between them (SIGTERM's SystemExit, Ctrl-C)."""
    old = None
    try:
        if folder.exists():
            old = work_folder(folder, "old")
            os.rename(folder, old / folder.name)
        os.rename(new, folder)
    except BaseException:
        if old is not None and not folder.exists() and (old / folder.name).is_dir():
            os.rename(old / folder.name, folder)
        raise
    finally:
        if old is not None:
            release(old)
            shutil.rmtree(old, ignore_errors=True)


def read_head(folder: Path) -> dict[str, Any]:
    """``store.json``, checked to be this format and version (StoreError otherwise)."""
    path = Path(folder) / SPEC_FILE
    if not path.is_file():
        raise StoreError(folder, "missing", "no saved analysis here (no store.json)")
    try:
        head = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as e:
        raise StoreError(folder, "corrupt", f"store.json is damaged ({e})") from None
    if not isinstance(head, dict) or head.get("format") != FORMAT:
        raise StoreError(folder, "foreign", "store.json is not a Paper Trends saved analysis")
    if head.get("format_version") != FORMAT_VERSION or head.get("package_version") != __version__:
        raise StoreError(folder, "version", f"saved by paper-trends {head.get('package_version')}"
                         f" (store format {head.get('format_version')}); this is {__version__} "
                         f"(format {FORMAT_VERSION})")
    if head.get("code") != code_fingerprint():
        raise StoreError(folder, "version", "saved by other analysis code (the analysis package "
                         f"changed since: code {head.get('code')}, now {code_fingerprint()})")
    return head


def verify_files(folder: Path, head: dict[str, Any], checksums: bool = True) -> None:
    """Every file the store lists, present with its size (and CRC-32) as written.

    Sizes first, for every file (a truncated file is named at once); then checksums, a
    thread per core (zlib releases the GIL): ~1 s for the 1.6 GB of 250,000 papers, and
    the pages read stay in the page cache for the server.
    """
    folder = Path(folder)
    for name, expected in head["files"].items():
        path = folder / name
        if not path.is_file():
            raise StoreError(folder, "corrupt", f"{name} is missing")
        size = path.stat().st_size
        if size != expected["size"]:
            raise StoreError(folder, "corrupt", f"{name} is {size:,} bytes, "
                             f"{expected['size']:,} were written (truncated or replaced)")
    if not checksums:
        return
    names = sorted(head["files"], key=lambda n: -head["files"][n]["size"])
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        crcs = dict(zip(names, pool.map(lambda n: _file_digest(folder / n, "crc32"), names),
                        strict=True))
    for name in names:
        if crcs[name] != head["files"][name]["crc32"]:
            raise StoreError(folder, "corrupt", f"{name} is damaged (checksum differs)")


def check_store(folder: Path, settings: dict[str, Any] | None = None,
                input_files: Sequence[Path] | None = None,
                checksums: bool = True) -> dict[str, Any]:
    """``store.json`` of a store that is whole, and (when given) made from exactly these
    settings and input files; StoreError otherwise."""
    head = read_head(folder)
    if settings is not None and head["settings"] != json.loads(json.dumps(settings)):
        raise StoreError(folder, "settings", f"made with settings {head['settings']}, "
                         f"now {settings}")
    if input_files is not None:
        problems = changed_inputs(head["inputs"], input_files)
        if problems:
            more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
            raise StoreError(folder, "stale", "the inputs changed since it was saved: "
                             + "; ".join(problems[:3]) + more)
    verify_files(folder, head, checksums)
    return head


def open_analysis(folder: Path, settings: dict[str, Any] | None = None,
                  input_files: Sequence[Path] | None = None,
                  checksums: bool = True) -> Analysis:
    """The saved analysis, memory-mapped read-only, after :func:`check_store`."""
    folder = Path(folder)
    head = check_store(folder, settings, input_files, checksums)
    spec: Spec = head["analysis"]
    try:
        analysis = decode(spec, folder)
    except (StoreFormatError, OSError, ValueError, KeyError, TypeError) as e:
        raise StoreError(folder, "corrupt", f"cannot be read ({e})") from None
    if not isinstance(analysis, Analysis):
        raise StoreError(folder, "foreign", "store.json does not describe an analysis")
    return analysis

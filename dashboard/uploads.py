"""Paper lists uploaded in the browser: where they are kept, who may see them, when they go.

An upload is a folder ``ROOT/<id>/`` holding ``meta.json`` (written once, by the server:
the owner, the name shown, the time), ``input/<name>`` (the bytes received),
``status.json`` (written by the analysis job, :mod:`dashboard.upload_job`, as it goes) and,
once analysed, ``store/`` (a saved analysis, :mod:`analysis.store`).  Everything a server
process knows about an upload is on disk, so any gunicorn worker answers for any upload.

Why these rules:

- **Unguessable ids.** An id is 16 random bytes from :mod:`secrets` (128 bits, URL-safe
  base64, 22 characters); a request naming anything else is refused before the disk is
  touched.  Nothing lists uploads.
- **One user never sees another's upload.** The browser that uploads gets an owner
  cookie (HttpOnly, SameSite=Strict, a further 128 random bits); ``meta.json`` keeps its
  SHA-256, and an upload is shown, polled or served only to a request bearing that
  cookie.  A leaked link alone opens nothing; a stranger gets the same "not found" as
  for an id that never existed.
- **No path chosen by the client.** The browser's file name is for display only: the
  file is created (``O_EXCL``: never an existing file) inside the upload's fresh folder
  under a name reduced to letters, digits, ``.``, ``_`` and ``-`` (so a venue and year in
  the name, ``icml2019.json``, still name the papers, as on the command line).
- **Bounded.** :data:`DEFAULT_MAX_MB` per file as sent (25 MB: ten times the largest real
  conference file, ECCV 2022 at 2.6 MB; larger corpora belong to ``paper-trends
  analyze``), :data:`EXPAND_FACTOR` times that once decompressed; at most
  :data:`MAX_PENDING` uploads waiting or being analysed at once (the jobs run one at a
  time, behind a lock); uploads expire after :data:`DEFAULT_MAX_AGE_HOURS` and the
  oldest go first when the folder passes :data:`DEFAULT_DISK_MB`.

Settings come from the environment (``PAPER_TRENDS_UPLOADS``: the folder, or ``off``;
``PAPER_TRENDS_UPLOAD_MAX_MB``, ``PAPER_TRENDS_UPLOAD_MAX_AGE_HOURS``,
``PAPER_TRENDS_UPLOAD_DISK_MB``), see README.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DEFAULT_MAX_MB = 25
DEFAULT_MAX_AGE_HOURS = 24
DEFAULT_DISK_MB = 2_000
#: A gzip upload may hold this many times the upload limit once decompressed (text
#: compresses 3-6 times; 10 leaves room without letting a small "bomb" through).
EXPAND_FACTOR = 10
#: Uploads waiting for or in analysis at once, across every worker; more are refused.
MAX_PENDING = 4
#: The longest an analysis job may run (a 25 MB file is about 20,000 papers: ~1 min).
JOB_SECONDS = 15 * 60
#: A job still running this long after it began is killed (its process group: its
#: children too) and reported as too long: its own alarm (:data:`JOB_SECONDS`) ends it
#: only while its main thread runs Python, and one stuck elsewhere would otherwise show
#: "running" for ever and hold the lock every later upload waits for.  A minute past the
#: alarm: the job's own message, and its cleanup, come first whenever they can.
OVERDUE_SECONDS = JOB_SECONDS + 60
TOO_LONG = ("The analysis took too long and was stopped; analyse the file with "
            "`paper-trends analyze FILE --out DIR` instead.")
OWNER_COOKIE = "paper_trends_owner"
#: What an upload may be (the loaders of :mod:`analysis.io`), said by the drop zone and
#: by an upload's failure page.
FORMATS_TEXT = ("a JSON array or object of papers, JSON Lines, CSV, or the plain list of "
                "abstracts; gzip-compressed too (.gz)")
ID_RE = re.compile(r"[A-Za-z0-9_-]{22}")
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
META, STATUS, INPUT, STORE = "meta.json", "status.json", "input", "store"


class UploadError(Exception):
    """An upload refused, with the reason the user reads."""


@dataclass(frozen=True)
class UploadSettings:
    """Where uploads are kept and their limits."""

    root: Path
    max_bytes: int = DEFAULT_MAX_MB * 1_000_000
    max_age_seconds: float = DEFAULT_MAX_AGE_HOURS * 3600
    disk_bytes: int = DEFAULT_DISK_MB * 1_000_000

    @property
    def max_expanded_bytes(self) -> int:
        return self.max_bytes * EXPAND_FACTOR

    @property
    def limit_text(self) -> str:
        return f"{self.max_bytes / 1_000_000:g} MB"


def settings_from_env(cache_root: Path) -> UploadSettings | None:
    """The settings the environment asks for; None when uploads are ``off``."""
    env = os.environ
    where = env.get("PAPER_TRENDS_UPLOADS", "").strip()
    if where.lower() in ("off", "0", "no", "false"):
        return None

    def number(name: str, default: float) -> float:
        value = env.get(name, "").strip()
        return float(value) if value else default

    return UploadSettings(
        root=Path(where).expanduser() if where else cache_root / "uploads",
        max_bytes=int(number("PAPER_TRENDS_UPLOAD_MAX_MB", DEFAULT_MAX_MB) * 1_000_000),
        max_age_seconds=number("PAPER_TRENDS_UPLOAD_MAX_AGE_HOURS", DEFAULT_MAX_AGE_HOURS) * 3600,
        disk_bytes=int(number("PAPER_TRENDS_UPLOAD_DISK_MB", DEFAULT_DISK_MB) * 1_000_000))


def new_owner_token() -> str:
    return secrets.token_urlsafe(16)


def owner_digest(token: str | None) -> str:
    return hashlib.sha256((token or "").encode()).hexdigest()


def safe_name(name: str | None) -> str:
    """The browser's file name reduced to a plain base name (display and venue/year only)."""
    base = re.split(r"[/\\]", unicodedata.normalize("NFKC", name or ""))[-1]
    base = _UNSAFE.sub("_", base).lstrip("._-")[:100]
    return base or "papers"


def write_json(path: Path, value: dict[str, Any]) -> None:
    """Atomically: a reader sees the old file or the new one, never half of one."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(value), encoding="utf-8")
    os.replace(tmp, path)


def read_json(path: Path) -> dict[str, Any] | None:
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return value if isinstance(value, dict) else None


def folder_of(settings: UploadSettings, upload_id: str) -> Path | None:
    """The upload's folder, when ``upload_id`` is well formed and the folder exists."""
    if not isinstance(upload_id, str) or not ID_RE.fullmatch(upload_id):
        return None
    folder = settings.root / upload_id
    return folder if folder.is_dir() else None


def owned_folder(settings: UploadSettings, upload_id: str, owner: str | None) -> Path | None:
    """The upload's folder if the owner cookie ``owner`` is its owner's, else None."""
    folder = folder_of(settings, upload_id)
    meta = read_json(folder / META) if folder else None
    if folder is None or meta is None or not owner:
        return None
    if not secrets.compare_digest(meta.get("owner", ""), owner_digest(owner)):
        return None
    return folder


def _alive(pid: object) -> bool:
    if not isinstance(pid, int) or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def status_of(folder: Path, now: float | None = None) -> dict[str, Any]:
    """The job's status; a job that died without saying so is reported as stopped, one
    running past :data:`OVERDUE_SECONDS` is killed and reported as too long."""
    status = read_json(folder / STATUS) or {"state": "starting", "since": 0}
    now = time.time() if now is None else now
    if status.get("state") == "running" and _alive(status.get("pid")) \
            and now - float(status.get("started", now)) > OVERDUE_SECONDS:
        try:
            os.killpg(int(status["pid"]), signal.SIGKILL)
        except (OSError, ValueError):
            pass
        status = {**status, "state": "failed", "message": TOO_LONG}
        write_json(folder / STATUS, status)
        return status
    unfinished = status.get("state") in ("starting", "waiting", "running")
    never_began = "pid" not in status and time.time() - float(status.get("since", 0)) > 60
    if unfinished and (never_began if "pid" not in status else not _alive(status["pid"])):
        status = {**status, "state": "failed",
                  "message": "The analysis stopped unexpectedly (the server may have been "
                  "restarted or run out of memory). Upload the file again."}
    return status


def pending(settings: UploadSettings) -> int:
    """Uploads waiting for or in analysis (in any worker)."""
    if not settings.root.is_dir():
        return 0
    return sum(1 for f in settings.root.iterdir() if ID_RE.fullmatch(f.name) and f.is_dir()
               and status_of(f).get("state") in ("starting", "waiting", "running"))


def _size(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())


def _remove(folder: Path) -> None:
    status = read_json(folder / STATUS) or {}
    if status.get("state") in ("waiting", "running") and _alive(status.get("pid")):
        try:  # the job this server started for the upload (its own process group)
            os.killpg(int(status["pid"]), signal.SIGTERM)
        except (OSError, ValueError):
            pass
    shutil.rmtree(folder, ignore_errors=True)


def sweep(settings: UploadSettings, now: float | None = None) -> list[str]:
    """Remove uploads older than the age limit, then the oldest until the folder is within
    its disk cap; returns the ids removed."""
    if not settings.root.is_dir():
        return []
    now = time.time() if now is None else now
    folders = []
    for folder in settings.root.iterdir():
        if not (ID_RE.fullmatch(folder.name) and folder.is_dir()):
            continue
        meta = read_json(folder / META) or {}
        created = float(meta.get("created", folder.stat().st_mtime))
        folders.append((created, folder))
    removed = []
    kept = []
    for created, folder in sorted(folders):
        if now - created > settings.max_age_seconds:
            _remove(folder)
            removed.append(folder.name)
        else:
            kept.append((folder, _size(folder)))
    total = sum(size for _, size in kept)
    for folder, size in kept:  # oldest first
        if total <= settings.disk_bytes:
            break
        _remove(folder)
        removed.append(folder.name)
        total -= size
    return removed


def create_upload(settings: UploadSettings, name: str | None, data: bytes,
                  owner: str) -> str:
    """Keep ``data`` as a new upload of ``owner`` and start its analysis; returns the id.
    :class:`UploadError` when the file is empty or too large, or the server is full."""
    if not data:
        raise UploadError("The file is empty.")
    if len(data) > settings.max_bytes:
        raise UploadError(f"The file holds {len(data) / 1_000_000:,.1f} MB, more than the "
                          f"{settings.limit_text} an upload may hold. Analyse it with "
                          "`paper-trends analyze FILE --out DIR` and serve DIR instead.")
    sweep(settings)
    if pending(settings) >= MAX_PENDING:
        raise UploadError(f"{MAX_PENDING} uploads are being analysed; try again in a minute.")
    settings.root.mkdir(parents=True, exist_ok=True)
    in_use = sum(_size(f) for f in settings.root.iterdir() if f.is_dir())
    if in_use + len(data) > settings.disk_bytes:
        raise UploadError("The server's space for uploads is full; try again later.")
    upload_id = secrets.token_urlsafe(16)
    folder = settings.root / upload_id
    (folder / INPUT).mkdir(parents=True)  # fails if it exists: never someone else's
    shown = safe_name(name)
    with open(folder / INPUT / shown, "xb") as fh:
        fh.write(data)
    write_json(folder / META, {"owner": owner_digest(owner), "name": shown,
                               "shown_name": (name or shown)[:200], "created": time.time(),
                               "bytes": len(data)})
    start_job(settings, folder)
    return upload_id


def start_job(settings: UploadSettings, folder: Path) -> None:
    """Analyse the upload in a process of its own (:mod:`dashboard.upload_job`): not a
    thread of the server, so the page stays quick and a worker's restart does not stop it."""
    write_json(folder / STATUS, {"state": "starting", "since": time.time()})
    log = open(folder / "job.log", "wb")  # noqa: SIM115 - handed to the child
    try:
        process = subprocess.Popen(
            [sys.executable, "-m", "dashboard.upload_job", str(folder),
             str(settings.max_expanded_bytes), str(JOB_SECONDS)],
            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
            start_new_session=True, cwd=str(Path(__file__).resolve().parent.parent))
    finally:
        log.close()
    _reap_later(process)


def _reap_later(process: subprocess.Popen[bytes]) -> None:
    """Wait for the job in a daemon thread, so it leaves no zombie behind."""
    import threading

    threading.Thread(target=process.wait, name="upload-job", daemon=True).start()

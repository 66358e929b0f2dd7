"""The hidden work folders of a write that was stopped, removed once their writer is gone.

A store is written into a hidden sibling folder and swapped in by two renames
(:mod:`analysis.store.saved`).  A writer stopped without its clean-up left that folder
behind for ever: the save child of ``paper-trends analyze --out`` dies at SIGTERM's
default action (a forked child has it back, :mod:`dashboard.terminate`), so a SIGTERM or
Ctrl-C during "saving the analysis" left a ``.store.partial-*`` folder of 117 MB at
60,000 papers (ui69), and SIGKILL leaves one whatever the writer does.

So each work folder is made by :func:`work_folder`, named with its maker's process id, and
held with an exclusive ``flock`` on the folder as long as its maker (or a child it forked)
lives: the kernel drops the lock when the last descriptor closes, at any death, SIGKILL
included.  :func:`remove_dead` removes a sibling only when both say its writer is gone: no
process has that id (``kill(pid, 0)``), and the lock is free.  The id alone would be wrong
for a writer in another pid namespace (a container sharing the folder), the lock alone in
the instant between the folder's making and its locking.  A folder named without an id
(by an older version) cannot be proved dead and is left.  An ``.old-`` folder that holds
the store while the store itself is missing (a stop between the swap's two renames) is
renamed back, not removed: the previous analysis stays whole and loadable.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

#: The kinds of work folder beside a store ``S``: ``.S.partial-PID-*`` (the new store being
#: written) and ``.S.old-PID-*`` (the store replaced, on its way out).
KINDS = ("partial", "old")
_held: dict[str, int] = {}  # folder -> the descriptor that holds its lock


def work_folder(folder: Path, kind: str) -> Path:
    """A new hidden sibling of ``folder`` for ``kind`` (:data:`KINDS`), locked by this
    process until :func:`release` (or its end)."""
    path = Path(tempfile.mkdtemp(dir=folder.parent, prefix=f".{folder.name}.{kind}-"
                                 f"{os.getpid()}-"))
    fd = os.open(path, os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # new, so no one else holds it
    _held[str(path)] = fd
    return path


def release(path: Path) -> None:
    """Drop this process's lock on a work folder (renamed or removed since, or not)."""
    fd = _held.pop(str(path), None)
    if fd is not None:
        os.close(fd)


def _writer_alive(name: str, path: Path) -> bool:
    """Whether the writer of the work folder ``path`` may live (module docstring)."""
    pid = name.split("-", 1)[0]
    if not pid.isdigit():
        return True  # no id in the name: cannot be proved dead
    try:
        os.kill(int(pid), 0)
        return True
    except ProcessLookupError:
        pass
    except PermissionError:  # a process of another user has that id
        return True
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return True  # gone meanwhile, or unreadable: not ours to remove
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return False
    except OSError:
        return True
    finally:
        os.close(fd)


def remove_dead_named(parent: Path, prefix: str) -> list[Path]:
    """Remove the folders ``prefix`` + ``PID-...`` in ``parent`` whose process is gone (no
    lock asked: for folders made as ``tempfile.TemporaryDirectory(prefix=prefix + PID-)``,
    e.g. ``analyze --out``'s staged tables, :class:`analysis.export.StagedOutputs`)."""
    done: list[Path] = []
    with contextlib.suppress(OSError):
        for path in sorted(Path(parent).iterdir()):
            if path.name.startswith(prefix) and path.is_dir() and \
                    not _writer_alive(path.name[len(prefix):], path):
                shutil.rmtree(path)
                done.append(path)
    return done


def remove_dead(folder: Path) -> list[Path]:
    """Remove the work folders beside ``folder`` whose writer is gone (an ``.old-`` one
    holding the store while ``folder`` is missing is renamed back first); the folders
    removed or restored.  Quiet where the folder cannot be listed or changed (a read-only
    one is read, not tidied)."""
    folder = Path(folder)
    done: list[Path] = []
    try:
        siblings = sorted(folder.parent.iterdir())
    except OSError:
        return done
    for path in siblings:
        for kind in KINDS:
            prefix = f".{folder.name}.{kind}-"
            if not path.name.startswith(prefix) or not path.is_dir() or \
                    _writer_alive(path.name[len(prefix):], path):
                continue
            with contextlib.suppress(OSError):
                if kind == "old" and not folder.exists() and (path / folder.name).is_dir():
                    os.rename(path / folder.name, folder)
                shutil.rmtree(path)
                done.append(path)
    return done


def stopped_and_removed(writer: Any, folder: Path) -> None:
    """``writer`` (a :class:`~analysis.background.Background` saving a store at
    ``folder``) stopped if it still works, then its work folder removed: what a command
    calls on its way out, done or not (a finished writer leaves nothing to remove)."""
    writer.cancel()
    remove_dead(folder)


def first_missing(folder: Path) -> Path | None:
    """The outermost folder of ``folder``'s path that does not exist yet (``folder``
    itself, or a parent): what a run that creates ``folder`` creates; None if it exists."""
    folder = Path(folder).absolute()
    if folder.exists():
        return None
    while not folder.parent.exists():
        folder = folder.parent
    return folder


def remove_empty_created(folder: Path, created: Path | None) -> None:
    """Remove ``folder`` and its parents up to ``created`` (:func:`first_missing`, taken
    before the run made them) while they are empty: a run that fails leaves no folder it
    made (robust70b), and one that existed before stays as it was."""
    if created is None:
        return
    folder = Path(folder).absolute()
    with contextlib.suppress(OSError):  # not empty (a file of another run): left
        while folder.is_relative_to(created) and folder.is_dir() and \
                not any(folder.iterdir()):
            folder.rmdir()
            if folder == created:
                return
            folder = folder.parent

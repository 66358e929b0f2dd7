"""Analyse once, serve many: reuse a saved analysis when the inputs and settings are unchanged.

A corpus's saved analysis lives in the cache folder (``--cache DIR``, else the
``PAPER_TRENDS_CACHE`` environment variable, else ``~/.cache/paper-trends``, or
``$XDG_CACHE_HOME/paper-trends``), in a sub-folder named after the corpus and a hash of
the input paths and the settings, so the same command finds it again and another corpus
or another ``--topics`` never does.  Before it is used, the store's fingerprints of the
input files (size and time, then SHA-256) and its own files (size and CRC-32) are
checked (:func:`analysis.store.check_store`); anything that differs is said, in one line
with the time analysing again takes, and the corpus analysed again.  A store of another
format version, in the folder of its own format's hash, is found and opened when it
passes, else named as the one not used (:mod:`analysis.store.older`).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from analysis.io.corpus import MIN_ABSTRACT_CHARS, expand_paths
from analysis.progress import Progress
from analysis.result import Analysis
from analysis.store.leftovers import remove_dead
from analysis.store.older import older_store, reanalysing
from analysis.store.saved import (
    FORMAT_VERSION,
    SPEC_FILE,
    STORE_FOLDER,
    StoreError,
    fingerprint_inputs,
    open_analysis,
    save_analysis,
)

CACHE_ENV = "PAPER_TRENDS_CACHE"


def default_cache_root() -> Path:
    """``PAPER_TRENDS_CACHE``, else the user's cache folder (XDG), ``paper-trends`` in it."""
    env = os.environ.get(CACHE_ENV, "").strip()
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME", "").strip()
    return (Path(xdg) if xdg else Path.home() / ".cache") / "paper-trends"


def analysis_settings(n_topics: int | None, seed: int,
                      model: str | None = None) -> dict[str, Any]:
    """The settings a saved analysis must share with a run to stand in for it."""
    return {"n_topics": n_topics, "seed": seed, "min_abstract_chars": MIN_ABSTRACT_CHARS,
            "model": model}


def cache_folder(root: Path, name: str, files: Sequence[Path],
                 settings: dict[str, Any]) -> Path:
    """Where the saved analysis of these input files and settings lives under ``root``."""
    key = json.dumps({"format": FORMAT_VERSION, "files": [str(f) for f in files],
                      "settings": settings}, sort_keys=True)
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]
    return Path(root) / f"{name}-{digest}"


@dataclass(frozen=True)
class Prepared:
    """An analysis ready to serve, where it is saved, and what was done to get it."""

    analysis: Analysis
    store: Path | None
    message: str  # for the user: reused, or why it was analysed again


def prepare(paths: Sequence[str | Path] | None, n_topics: int | None = None, seed: int = 0,
            cache_root: Path | None = None, progress: Progress | None = None) -> Prepared:
    """The saved analysis of ``paths`` when it is still right, else a fresh one, saved.

    ``cache_root`` None: no cache (analyse, save nothing).
    """
    from analysis.pipeline import STAGES, analyze, corpus_name

    progress = progress or Progress()
    progress.expect(["open", *STAGES, "save"] if cache_root else STAGES)
    settings = analysis_settings(n_topics, seed)
    files = expand_paths(paths)
    if cache_root is None:
        analysis = analyze(paths, n_topics, seed, progress=progress)
        progress.done()
        return Prepared(analysis, None, "analysed (no cache)")
    folder = cache_folder(cache_root, corpus_name(paths), files, settings)
    remove_dead(folder)  # a save stopped mid-swap: its old store back (store.leftovers)
    why = ""
    # the store of another format version is in another folder (the key holds the format)
    found = folder if folder.exists() else older_store(cache_root, corpus_name(paths), files,
                                                       settings, folder)
    if found is not None:
        progress.stage("open")
        try:
            analysis = open_analysis(found, settings, files)
            progress.done()
            return Prepared(analysis, found, f"reused the saved analysis in {found} "
                            "(inputs and settings unchanged)")
        except StoreError as e:
            why = reanalysing(found, e.reason)
            progress.note(why)
    analysis = analyze(paths, n_topics, seed, progress=progress)
    progress.stage("save")
    try:
        save_analysis(analysis, folder, fingerprint_inputs(files), settings)
        saved = f"analysed and saved in {folder} for the next start"
    except OSError as e:  # a full or read-only cache must not stop the server
        saved = (f"analysed, but not saved in {folder} ({e.strerror or e}): the next start "
                 "analyses again; choose another --cache or free some space")
        progress.note(saved)
    progress.done()
    if found is not None and found != folder:  # kept: another version may still use it
        saved += f" (the older one in {found} may be deleted)"
    return Prepared(analysis, folder, (why + ". " if why else "") + saved)


def saved_folder(path: Path) -> Path | None:
    """The saved analysis at ``path``: the store itself, or ``path/store`` (an
    ``analyze --out`` folder); None when ``path`` holds none (a corpus folder)."""
    path = Path(path)
    for folder in (path, path / STORE_FOLDER):
        remove_dead(folder)  # a save stopped mid-swap: its old store back (store.leftovers)
        if (folder / SPEC_FILE).is_file():
            return folder
    return None


def out_folder(paths: Sequence[str | Path]) -> Sequence[str | Path]:
    """``paths`` with a saved analysis's store named itself (``DIR/store``, as
    ``PAPER_TRENDS_STORE`` names it) read as the ``analyze --out`` folder around it (DIR,
    its manifest.json beside it): the folder whose corrections file ``serve DIR`` and
    ``analyze --out DIR`` use.  newuser72: ``serve DIR/store`` kept its corrections in
    ``DIR/store/.paper-trends/``, which ``analyze --out DIR`` neither applied nor kept (it
    writes the store whole): the types set in that dashboard were lost at the next run."""
    if len(paths) == 1:
        store = Path(paths[0])
        if store.name == STORE_FOLDER and (store / SPEC_FILE).is_file() \
                and (store.parent / "manifest.json").is_file():
            return [store.parent]
    return paths


def _recorded(folder: Path) -> tuple[list[Path], dict[str, Any], str] | None:
    """The input files, settings and corpus name a store was made from, read leniently
    (from a store of another version too), or None when store.json cannot say."""
    try:
        head = json.loads((folder / SPEC_FILE).read_text(encoding="utf-8"))
        return ([Path(i["path"]) for i in head["inputs"]], dict(head["settings"]),
                str(head["corpus"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def open_saved(folder: Path, progress: Progress | None = None) -> Prepared:
    """A saved analysis named by the user (``serve DIR``): whole, of this version and
    of unchanged inputs; else rebuilt from its inputs (and saved back) when they are
    all still there; else :class:`StoreError` saying what to do."""
    progress = progress or Progress()
    progress.stage("open")
    recorded = _recorded(folder)
    present = recorded is not None and all(p.is_file() for p in recorded[0])
    try:
        analysis = open_analysis(folder, input_files=recorded[0] if present and recorded
                                 else None)
        progress.done()
        note = "" if present else "; its input files are not all on this machine, so it " \
            "is served as saved"
        return Prepared(analysis, folder, f"opened the saved analysis in {folder}{note}")
    except StoreError as e:
        model = recorded[1].get("model") if recorded else None
        if not present or recorded is None or e.kind == "foreign" or model:
            # a store extended with --model is not what analysing its files gives
            out = folder.parent if folder.name == STORE_FOLDER else folder
            again = f" NEW_PATHS --model {model}" if model else " PATH..."
            raise StoreError(folder, e.kind, f"{e.reason}. Run `paper-trends analyze{again} "
                             f"--out {out}` again") from None
        why = reanalysing(folder, e.reason)
        progress.note(why)
    from analysis.pipeline import analyze

    files, settings, name = recorded
    analysis = analyze(files, settings.get("n_topics"), int(settings.get("seed", 0)),
                       progress=progress, name=name)
    progress.stage("save")
    save_analysis(analysis, folder, fingerprint_inputs(files), settings)
    progress.done()
    return Prepared(analysis, folder, f"{why}; saved again in {folder}{_tables_before(folder)}")


def _tables_before(folder: Path) -> str:
    """A note that the tables ``analyze --out`` wrote beside a store analysed again are of
    the analysis before: the dashboard's downloads and the folder's CSVs no longer agree,
    and nothing said so (review66)."""
    out = folder.parent
    if folder.name != STORE_FOLDER or not (out / "manifest.json").is_file():
        return ""
    return (f" (the tables in {out} are still of the analysis before: `paper-trends "
            f"analyze PATH... --out {out}` writes them again)")

"""Which corrections file (paper types set by hand) a command reads and writes.

``analyze --out DIR`` and ``serve DIR`` must agree on one file, or a reviewer's
corrections made in one are lost to the other (review55, review71, small72, newuser72):
``analyze`` applies DIR's own file when it has one and records the file it applied, as
an absolute path, in DIR's manifest; ``serve DIR`` (or ``serve DIR/store``) reads that file
while it exists; ``--corrections FILE`` overrides both.  The file's format and its
default place beside the corpus are :mod:`analysis.paper_types.corrections`'.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def corrections_path(args: argparse.Namespace, own_folder: bool = True) -> Path:
    """``--corrections``; for ``serve``, :func:`saved_analysis_corrections`;
    for ``analyze --out DIR``, DIR's own file (``serve DIR`` writes it) when it has one (a
    re-run read only PATH's, review55) and is of this corpus (``own_folder``: False when
    ``--replace`` writes over another's, :mod:`dashboard.other_corpus`), else the corpus's
    default.  Absolute: the manifest
    records it, and a path relative to the folder ``analyze`` ran in named another file,
    or none, to a ``serve DIR`` run elsewhere (small72)."""
    return _corrections_path(args, own_folder).absolute()


def _corrections_path(args: argparse.Namespace, own_folder: bool) -> Path:
    from analysis.paper_types.corrections import HIDDEN_FOLDER, default_corrections_path
    from analysis.pipeline import corpus_name

    if args.corrections is not None:
        return Path(args.corrections)
    default = default_corrections_path(args.paths, corpus_name(args.paths))
    if args.command == "serve":  # of a saved analysis: the file it applied, or its own
        return saved_analysis_corrections(args.paths, default)
    beside = Path(args.out) / HIDDEN_FOLDER / "corrections.csv" if (
        args.out and own_folder) else None
    if beside is None or not beside.is_file() or beside.resolve() == default.resolve():
        return default
    if default.is_file():
        print(f"paper-trends: warning: the corrections in {beside} are applied, not those "
              f"in {default} (--corrections FILE chooses)", file=sys.stderr)
    return beside


def saved_analysis_corrections(paths: list[str], own: Path) -> Path:
    """The corrections file of ``serve DIR``, DIR a saved analysis: DIR's own (``own``,
    the one it writes) when there is one, else the file its analysis applied (manifest
    ``corrections.path``) while that is there.  review71: the 164 types a reviewer set in
    ``serve CORPUS`` were applied by ``analyze CORPUS --out DIR``, then ``serve DIR`` read
    its own new file and showed every one as the model had said, the review list back to
    its start; its corrections then went to DIR, and the next ``analyze`` used only those.
    A relative ``corrections.path`` is of DIR, where the manifest is (``analyze`` writes it
    absolute since small72; a hand-edited one): it was read from the folder ``serve`` ran
    in, which found another file of that name, or none.
    ``serve DIR/store`` is ``serve DIR`` here (:func:`analysis.store.cache.out_folder`)."""
    from analysis.paper_types.corrections import default_corrections_path
    from analysis.pipeline import corpus_name
    from analysis.store.cache import out_folder
    if (around := out_folder(paths)) is not paths:  # DIR/store: DIR's file (newuser72)
        paths = [str(p) for p in around]
        own = default_corrections_path(paths, corpus_name(paths))
    manifest = Path(paths[0]) / "manifest.json" if len(paths) == 1 else None
    if manifest is None or not manifest.is_file():
        return own
    try:
        saved = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return own
    applied = saved.get("corrections") if isinstance(saved, dict) else None  # a hand-edited
    if not isinstance(applied, dict):  # manifest's other shapes: DIR's own file, as before
        return own
    used = Path(applied["path"]) if isinstance(applied.get("path"), str) else None
    if used is not None and not used.is_absolute():
        used = manifest.parent / used
    if used is None or not used.is_file() or used.resolve() == own.resolve():
        return own
    if not own.is_file():
        return used
    print(f"paper-trends: warning: the analysis applied the corrections in {used}; the "
          f"dashboard shows those in {own} (--corrections FILE chooses)", file=sys.stderr)
    return own

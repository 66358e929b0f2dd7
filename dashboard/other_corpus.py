"""``analyze --out DIR`` over the analysis of another corpus: refused, unless ``--replace``.

newuser72: ``analyze ALT --out DIR`` wrote over DIR's analysis of ALT+COLT without a word,
and DIR's corrections file (the paper types a reviewer set in ``serve DIR``, which the next
``analyze --out DIR`` applies) then named papers of the other corpus.  Analysing the same
corpus into DIR again is how corrections get applied, so it goes on; another corpus is
refused before anything is read, in a message naming both and how to go on.  With
``--replace`` it is written, DIR's corrections are not applied to it, and once the run has
written DIR their file is moved aside (:func:`set_aside`), never silently orphaned.

The same corpus: the same input files, or the same corpus name (the same folders, which
gained or lost files) sharing a file; with ``--model DIR``, every file of the analysis in
``--out`` is still in it (its papers keep their types).  A folder without a readable
manifest, or one whose manifest names no inputs, holds no analysis to protect.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from analysis.export import OutputError

CORRECTIONS = Path(".paper-trends") / "corrections.csv"  # serve DIR's own (HIDDEN_FOLDER)


def _saved_corpus(out: Path) -> tuple[str, set[Path]] | None:
    """The corpus name and input files of the analysis in ``out``, None when none is."""
    try:
        manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
        inputs = {Path(i["path"]) for i in manifest["inputs"]}
        name = str(manifest.get("corpus") or "corpus")
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return (name, inputs) if inputs else None


def _this_corpus(args: argparse.Namespace) -> tuple[str, set[Path]]:
    """The name and input files of this run (with ``--model``, the saved ones too)."""
    from analysis.io.corpus import expand_paths
    from analysis.io.names import corpus_name

    files = {p.resolve() for p in expand_paths(args.paths)}
    if getattr(args, "model", None) is not None:
        files |= _model_files(Path(args.model))
    return corpus_name(args.paths), files


def _model_files(model: Path) -> set[Path]:
    """The input files of the saved analysis ``--model`` names (DIR or DIR/store); none
    when it cannot say (the run then stops on it with its own message)."""
    from analysis.store import StoreError, saved_folder
    from analysis.store.saved import read_head

    folder = saved_folder(model)
    try:
        return {Path(i["path"]) for i in read_head(folder)["inputs"]} if folder else set()
    except (StoreError, KeyError, TypeError):
        return set()


def _described(name: str, files: set[Path]) -> str:
    n = len(files)
    return f"{name} ({n:,} file{'' if n == 1 else 's'}, e.g. {min(files)})"


def _same(saved: tuple[str, set[Path]], this: tuple[str, set[Path]], extending: bool) -> bool:
    (old_name, old), (name, new) = saved, this
    if old == new or (extending and old <= new):
        return True
    return old_name == name and bool(old & new)


def other_corpus(args: argparse.Namespace) -> str | None:
    """The analysis of another corpus that ``args.out`` holds, described, or None (no
    analysis there, or one of this corpus).  Raises :class:`OutputError` saying what to do
    when there is one and ``--replace`` was not given."""
    saved = _saved_corpus(Path(args.out))
    if saved is None:
        return None
    this = _this_corpus(args)
    if _same(saved, this, getattr(args, "model", None) is not None):
        return None
    old = _described(*saved)
    if getattr(args, "replace", False):
        return old
    fixes = Path(args.out) / CORRECTIONS
    kept = (f", and its paper types set by hand ({fixes}) were set for that corpus"
            if fixes.is_file() else "")
    raise OutputError(
        f"{args.out} holds the analysis of another corpus, {old}; this run analyses "
        f"{_described(*this)}. Writing it there would replace that analysis{kept}. Give "
        f"another --out, or add --replace to replace it"
        + (" (the corrections file is then kept aside, not applied)" if kept else ""))


def set_aside(out: Path, old: str, chosen: Path | None) -> str:
    """Move DIR's corrections file (of the corpus replaced) to a name of its own beside
    it, unless it is the file this run applied (``--corrections`` named it); what was done,
    in words, a line ("" when nothing)."""
    fixes = Path(out) / CORRECTIONS
    if not fixes.is_file() or (chosen is not None and chosen.resolve() == fixes.resolve()):
        return ""
    name = old.split(" (")[0].replace("/", "_")
    target = fixes.with_name(f"corrections.replaced-{name}.csv")
    n = 1
    while target.exists():
        n += 1
        target = fixes.with_name(f"corrections.replaced-{name}-{n}.csv")
    fixes.rename(target)
    return (f"replaced the analysis of {old}; its paper types set by hand were not applied "
            f"and are kept in {target} (--corrections FILE applies them to a run of that "
            "corpus)\n")


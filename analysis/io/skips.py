"""The skipped records of a run as one table: file, record, reason, what is wrong.

Built from manifest.json's account of each file (:class:`analysis.io.corpus.FileReport`),
so ``paper-trends analyze`` writes it (``skipped_records.csv``, beside manifest.json) and
the dashboard offers it for download from the same numbers; an upload's result and its
dashboard's masthead say how many and why (:func:`skip_counts_text`).  Records are named
as their reader counts them ("line 7" of JSON Lines, "row 5" of a CSV, "item 3" of a JSON
array), so the user can find each in the file.  Files of a folder that held no papers at
all are rows too (record "whole file"): nothing read is left out of the list.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

import pandas as pd

from analysis.io.base import CorpusError
from analysis.io.corpus import MIN_ABSTRACT_CHARS, SEEDS_DIR, LoadResult, skip_said

if TYPE_CHECKING:
    from analysis.terms import Vocabulary

#: The columns of the skipped-records table, in order.
SKIPPED_COLUMNS: Final = ["file", "record", "reason", "detail"]


def skipped_records_table(manifest: dict[str, Any]) -> pd.DataFrame:
    """Every skipped record of the run (:data:`SKIPPED_COLUMNS`), in file order; a file's
    name is its base name (an upload's server path is not the user's)."""
    rows = [[Path(str(f["path"])).name, *entry]
            for f in manifest.get("inputs", []) for entry in f.get("skipped_records", [])]
    rows += [[Path(str(f["path"])).name, "whole file", "not_a_paper_list", f["reason"]]
             for f in manifest.get("skipped_files", [])]
    return pd.DataFrame(rows, columns=SKIPPED_COLUMNS, dtype=object)


def skipped_total(manifest: dict[str, Any]) -> int:
    """How many records were skipped (every one is counted, listed or not)."""
    counts = manifest.get("counts", {})
    return sum(int(v) for k, v in counts.items() if k.startswith("skipped_"))


def records_skipped(total: int) -> str:
    """"3 records skipped"."""
    return f"{total:,} record{'s' * (total != 1)} skipped"


def skip_reasons_text(manifest: dict[str, Any]) -> str:
    """"2 too short, 1 malformed": the skipped records counted by reason."""
    counts = manifest.get("counts", {})
    return ", ".join(f"{v:,} {k.removeprefix('skipped_').replace('_', ' ')}"
                     for k, v in counts.items() if k.startswith("skipped_") and v)


def skip_counts_text(manifest: dict[str, Any]) -> str:
    """"3 records skipped: 2 too short, 1 malformed", or "" when none was."""
    total = skipped_total(manifest)
    return f"{records_skipped(total)}: {skip_reasons_text(manifest)}" if total else ""


def chosen_skips(manifest: dict[str, Any], shown: int = 3) -> list[tuple[str, str]]:
    """(file name, the record in words) of ``shown`` skipped records: the first of each
    reason, the rarest reason first, then the next ones in file order.  In file order alone
    a 50k corpus with one broken JSON Lines line named three front matter records and the
    broken line only in the count (polish66).  A file's records are read from its list
    (``skipped_records``, which keeps the first of each reason) when the manifest holds it,
    else from its examples, in file order (manifest.json keeps only those)."""
    entries: list[tuple[str, str | None, str]] = []  # (file, reason or None, in words)
    for f in manifest.get("inputs", []):
        name = Path(str(f["path"])).name
        if "skipped_records" in f:
            entries += [(name, str(reason), skip_said(str(where), str(reason), str(detail)))
                        for where, reason, detail in f["skipped_records"]]
        else:
            entries += [(name, None, str(e)) for e in f.get("skipped_examples", [])]
    first: dict[str, int] = {}
    for i, (_, reason, _) in enumerate(entries):
        if reason is not None:
            first.setdefault(reason, i)
    counts = manifest.get("counts", {})
    rarest = sorted(first, key=lambda r: (int(counts.get(f"skipped_{r}", 0)), first[r]))
    chosen = [first[r] for r in rarest][:shown]
    chosen += [i for i in range(len(entries)) if i not in chosen][:shown - len(chosen)]
    return [(entries[i][0], entries[i][2]) for i in chosen]


def skipped_examples(manifest: dict[str, Any], listed_in: Path, shown: int = 3) -> list[str]:
    """A few skipped records named (file, record, reason: :func:`chosen_skips`) and the
    file of all of them, for the run's summary: the count alone left the user to find that
    file (review66)."""
    named = [f"  {name}: {said}" for name, said in chosen_skips(manifest, shown)]
    if not named:
        return []
    return [*named, f"  every skipped record, with the reason: {listed_in}"]


def manifest_without_list(manifest: dict[str, Any]) -> dict[str, Any]:
    """The manifest as manifest.json holds it: each file's skipped records are in
    ``skipped_records.csv`` (its few examples stay)."""
    inputs = [{k: v for k, v in f.items() if k != "skipped_records"}
              for f in manifest.get("inputs", [])]
    return {**manifest, "inputs": inputs}


def no_papers_error(paths: Sequence[str | Path] | None, loaded: LoadResult) -> CorpusError:
    """The error of a corpus with no usable paper: how many records were read and why
    each kind was skipped (upload61: a file of records without an abstract field said only
    "no paper with a usable abstract"), naming a few, and the files that held none."""
    read = loaded.counts["read"]
    why = "".join(f"; {Path(f.path).name}: {e}" for f in loaded.files for e in f.examples[:3])
    said = (f"{read:,} record{'s' * (read != 1)} read, none usable" if read else
            "no paper with a usable abstract was found")
    not_lists = "".join(f"; {Path(f.path).name} skipped: {f.reason}"
                        for f in loaded.skipped_files[:5])
    return CorpusError(", ".join(map(str, paths or [SEEDS_DIR])), "", said + why + not_lists,
                       f"Each paper needs an abstract of at least {MIN_ABSTRACT_CHARS} "
                       "characters.")


def with_shared_terms(paths: Sequence[str | Path] | None, vocab: Vocabulary) -> Vocabulary:
    """``vocab``, when its papers share a term a topic can use; else the error of a corpus
    whose papers share none (one paper; two on unrelated subjects), with the counts.
    Before, ``analyze`` of a one-paper folder ended in a traceback, "ValueError: no topic
    terms in the corpus" (robust70)."""
    from analysis.terms import default_min_df  # here: analysis.io stays light to import
    from analysis.topics.ranking import topic_columns

    if len(topic_columns(vocab)):
        return vocab
    n_papers, min_df = vocab.n_docs, default_min_df(vocab.n_docs)
    raise CorpusError(", ".join(map(str, paths or [SEEDS_DIR])), "",
                       f"{n_papers:,} paper{'s' * (n_papers != 1)} loaded, and no term is "
                       f"used by {min_df} or more of them, so no topic can be fitted",
                       "Topics and trends need papers that share terms: add more papers "
                       "(a few dozen on related subjects at least)")

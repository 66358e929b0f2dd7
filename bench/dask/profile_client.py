"""Where the Dask engine's client holds memory: its private and file-backed resident
memory sampled through a whole `analyze --engine dask` command, by stage.

    python bench/dask/profile_client.py CORPUS_DIR [--memory-limit 6GB]

The command runs in this process (``dashboard.cli.main``) so a thread can sample
``/proc/self/status`` every 0.2 s (``RssAnon``: what the client itself holds;
``RssFile``: memory-mapped files, page cache the kernel may drop) and note the stage
the progress last announced.  Printed: each stage's largest private, file-backed and
total resident memory, and its private memory at the stage's start (what earlier
stages left held), MB; the whole command's peak (VmHWM) and wall time; the manifest's
stage times and peaks, each worker's peak and the workers' computing seconds.  Used
to decide what to move off the client (bench/dask/RESULTS.md).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analysis.progress import Progress  # noqa: E402

STAGE = ["start"]
#: Calls within the stages whose memory is told apart (module, name): the client's parts
#: of the vocabulary, topics and assemble stages.
DETAIL = [("analysis.cluster.engine", n) for n in (
    "phrase_words", "word_level", "select_terms", "vocabulary_of", "index_of_keys",
    "fit_topics", "assembled", "with_term_papers", "joined_frame", "_client_columns",
    "_written_parts", "with_term_papers_on_disk")] + [
    ("analysis.topics.model", n) for n in (
        "smallest_digests", "fit_on_sample", "order_of_keys", "rank_terms_by_shares",
        "label_terms", "centres_of", "paper_draws")] + [
    ("analysis.cluster.topics", "WorkerSegments.output"),
    ("analysis.pipeline", "also_about"),
    ("analysis.pipeline", "with_results"),
    ("analysis.pipeline", "apply_corrections")] + [
    ("analysis.terms.phrase_counts", "PhraseCounts.merge"),
    ("analysis.terms", "WordCounts.merge")]


def _labelled(fn: Any, name: str) -> Any:
    """``fn``, noting ``stage:name`` as the stage while it runs."""
    def call(*args: Any, **kwargs: Any) -> Any:
        outer = STAGE[0]
        STAGE[0] = f"{outer.split(':')[0]}:{name}"
        try:
            return fn(*args, **kwargs)
        finally:
            STAGE[0] = outer
    return call


def _label_tables() -> None:
    """Each table of the export labelled by its name (``tables:<name>``), and the writing
    of the files (``tables:write_outputs``)."""
    from analysis import export
    from analysis.tables.registry import TableSpec

    make = TableSpec.make

    def labelled_make(self: TableSpec, *args: Any, **kwargs: Any) -> Any:
        return _labelled(make, self.name)(self, *args, **kwargs)

    TableSpec.make = labelled_make  # type: ignore[method-assign]
    export.write_outputs = _labelled(export.write_outputs, "write_outputs")


def _label_calls() -> None:
    for module_name, dotted in DETAIL:
        owner: Any = importlib.import_module(module_name)
        *path, name = dotted.split(".")
        for attr in path:
            owner = getattr(owner, attr)
        setattr(owner, name, _labelled(getattr(owner, name), name))


def _status() -> dict[str, int]:
    wanted = {"RssAnon": "anon", "RssFile": "file", "VmRSS": "rss", "VmHWM": "hwm"}
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            key = line.split(":")[0]
            if key in wanted:
                out[wanted[key]] = int(line.split()[1]) // 1024
    return out


def _sample(samples: list[tuple[float, str, dict[str, int]]], stop: threading.Event) -> None:
    while not stop.is_set():
        samples.append((time.perf_counter(), STAGE[0], _status()))
        time.sleep(0.2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("--memory-limit", default="6GB")
    parser.add_argument("--out", type=Path, default=None,
                        help="keep the command's outputs here (default: a temporary folder)")
    parser.add_argument("--dashboard", default=":8787", help="the cluster's dashboard address")
    args = parser.parse_args()
    original = Progress.stage

    def stage(self: Progress, name: str, *a: object, **k: object) -> None:
        STAGE[0] = name
        original(self, name, *a, **k)

    Progress.stage = stage  # type: ignore[method-assign]
    _label_calls()
    _label_tables()
    from dashboard.cli import main as cli

    samples: list[tuple[float, str, dict[str, int]]] = []
    stop = threading.Event()
    sampler = threading.Thread(target=_sample, args=(samples, stop), daemon=True)
    sampler.start()
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="profile-client-") as tmp:
        out = args.out or Path(tmp) / "out"
        code = cli(["analyze", args.corpus, "--out", str(out), "-q", "--engine", "dask",
                    "--workers", "2", "--memory-limit", args.memory_limit,
                    "--dashboard", args.dashboard])
        manifest = json.loads((out / "manifest.json").read_text()) if code == 0 else {}
    stop.set()
    sampler.join()
    stages: dict[str, dict[str, int]] = {}
    for _, name, s in samples:
        row = stages.setdefault(name, {"private_at_start": s["anon"], "private": 0,
                                       "mapped": 0, "resident": 0})
        row["private"] = max(row["private"], s["anon"])
        row["mapped"] = max(row["mapped"], s["file"])
        row["resident"] = max(row["resident"], s["rss"])
        row["seconds"] = round(row.get("seconds", 0) + 0.2, 1)
    print(json.dumps({"exit": code, "wall_s": round(time.perf_counter() - t0, 1),
                      "peak_mb": samples[-1][2]["hwm"], "by_stage_mb": stages,
                      "papers": manifest.get("counts", {}).get("loaded"),
                      "stage_seconds": manifest.get("stage_seconds"),
                      "stage_peak_mb": manifest.get("stage_peak_mb"),
                      "worker_peak_mb": manifest.get("engine", {}).get("worker_peak_mb"),
                      "task_seconds": manifest.get("engine", {}).get("task_seconds")},
                     indent=1))


if __name__ == "__main__":
    main()

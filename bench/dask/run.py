"""The Dask engine at scale: `paper-trends analyze --engine dask`, with the single process as peer.

    python bench/dask/run.py --corpus s250k               # dask and single at 250k
    python bench/dask/run.py --corpus s1m --peer s250k    # the issue's run: 1M on dask,
                                                          # the single process at 250k
    python bench/dask/run.py --corpus 24k --compare       # also: same results?

Each run is the whole command a user types, in a fresh process (imports, the cluster's
start, the analysis, the saved analysis, every table): ``python -m dashboard.cli
analyze PATH --out TMP -q [--engine dask --workers 2 --memory-limit LIMIT]``.
Reported: wall time; the client's peak RSS (the command's own process, ``VmHWM``
sampled every 0.5 s, and the manifest's peak at the end of each stage), and the largest
private (``RssAnon``) and file-backed (``RssFile``) parts of it sampled; each worker's
peak RSS (``ru_maxrss`` of each worker process, in the manifest); the workers'
computing seconds per stage and the papers per computing second, from which the
README's estimate for larger corpora is made; the 1-minute load average before and
after (other agents share the machine's 2 cores).  ``--compare`` opens both saved
analyses and counts differing vocabulary, paper types and topic assignments.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: Where the shared corpora are: beside the checkout, or PAPER_TRENDS_WORK (a snapshot
#: of the code run from elsewhere, so editing the checkout cannot change a long run)
WORK = Path(os.environ.get("PAPER_TRENDS_WORK", ROOT.parent))
CORPORA = {
    "24k": WORK / "shared" / "corpora" / "papercopilot",
    "icml": WORK / "shared" / "corpora" / "papercopilot" / "icml",
    "s250k": WORK / "scale" / "s250k",
    "s1m": WORK / "scale" / "s1m",
}


def _memory_mb(pid: int) -> dict[str, int]:
    """A process's peak resident memory so far (VmHWM) and its resident memory now,
    private (RssAnon) and file-backed (RssFile: memory-mapped files, page cache the
    kernel may drop), MB; empty once it is gone."""
    wanted = {"VmHWM:": "hwm", "RssAnon:": "anon", "RssFile:": "file"}
    out = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                key = line.split(":")[0] + ":"
                if key in wanted:
                    out[wanted[key]] = int(line.split()[1]) // 1024
    except OSError:
        pass
    return out


def run(corpus: str, engine: str, out: Path, memory_limit: str, workers: int) -> dict:
    """One whole `analyze` command; its figures."""
    command = [sys.executable, "-m", "dashboard.cli", "analyze", str(CORPORA[corpus]),
               "--out", str(out), "-q"]
    if engine == "dask":
        command += ["--engine", "dask", "--workers", str(workers),
                    "--memory-limit", memory_limit, "--dashboard", ":8790"]
    load_before = os.getloadavg()[0]
    t0 = time.perf_counter()
    proc = subprocess.Popen(command, cwd=ROOT, stderr=subprocess.PIPE, text=True)
    peaks = {"hwm": 0, "anon": 0, "file": 0}
    while proc.poll() is None:
        for key, value in _memory_mb(proc.pid).items():
            peaks[key] = max(peaks[key], value)
        time.sleep(0.5)
    wall = time.perf_counter() - t0
    stderr = proc.stderr.read() if proc.stderr else ""
    if proc.returncode != 0:
        raise SystemExit(f"{engine} on {corpus} failed ({proc.returncode}):\n{stderr[-3000:]}")
    manifest = json.loads((out / "manifest.json").read_text())
    stage_peaks = manifest.get("stage_peak_mb", {})
    return {"corpus": corpus, "engine": engine, "papers": manifest["counts"]["loaded"],
            "wall_s": round(wall, 1),
            "client_peak_mb": max([peaks["hwm"], *stage_peaks.values()]),
            "client_peak_private_mb": peaks["anon"], "client_peak_mapped_mb": peaks["file"],
            "stage_seconds": manifest["stage_seconds"], "stage_peak_mb": stage_peaks,
            "stage_resident_mb": manifest.get("stage_resident_mb"),
            "store_mb": _store_mb(out),
            "engine_account": manifest.get("engine"),
            "load_before_after": [round(load_before, 1), round(os.getloadavg()[0], 1)]}


def _store_mb(out: Path) -> dict[str, int]:
    """The saved analysis's files by kind (the papers' own columns, their text parts,
    the matrices, the topic mixtures, ...), MB: what a client holding them would hold."""
    sizes: dict[str, int] = {}
    for path in (out / "store").glob("analysis.*"):
        parts = path.name.split(".")[1:3]
        kind = "papers.texts" if parts[-1].startswith("part-") else ".".join(parts)
        size = sum(p.stat().st_size for p in path.rglob("*")) if path.is_dir() \
            else path.stat().st_size
        sizes[kind] = sizes.get(kind, 0) + size
    return {k: round(v / 2**20) for k, v in sorted(sizes.items())}


def compare(single: Path, on_cluster: Path) -> dict:
    """Differences between two saved analyses of the same corpus."""
    import numpy as np

    sys.path.insert(0, str(ROOT))
    from analysis.store import STORE_FOLDER, open_analysis

    a = open_analysis(single / STORE_FOLDER)
    b = open_analysis(on_cluster / STORE_FOLDER)
    return {"terms_equal": bool(a.vocab.terms.equals(b.vocab.terms)),
            "matrix_cells_differing": int((a.vocab.matrix != b.vocab.matrix).nnz),
            "paper_types_differing": int((a.papers["paper_type"].to_numpy()
                                          != b.papers["paper_type"].to_numpy()).sum()),
            "topic_assignments_differing": int(np.sum(a.topics.assignment
                                                      != b.topics.assignment)),
            "papers_equal": bool(a.papers.equals(b.papers)),
            "papers_dtypes_equal": bool(a.papers.dtypes.equals(b.papers.dtypes)),
            "tables_compared": len(list(single.glob("*.csv"))),
            "tables_differing": _differing_tables(single, on_cluster)}


def _differing_tables(single: Path, on_cluster: Path) -> list[str]:
    """The exported tables (and which) whose files are not byte for byte the same."""
    names = {p.name for p in single.glob("*.csv")} | {p.name for p in on_cluster.glob("*.csv")}
    return sorted(n for n in names if not (single / n).is_file() or not (on_cluster / n).is_file()
                  or (single / n).read_bytes() != (on_cluster / n).read_bytes())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", choices=sorted(CORPORA), default="s250k")
    parser.add_argument("--peer", choices=sorted(CORPORA), default=None,
                        help="corpus for the single-process peer (default: --corpus)")
    parser.add_argument("--memory-limit", default="5GB", help="per local worker")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--compare", action="store_true")
    parser.add_argument("--no-peer", action="store_true")
    args = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory(prefix="bench-dask-") as tmp:
        cluster_out, single_out = Path(tmp) / "dask", Path(tmp) / "single"
        results.append(run(args.corpus, "dask", cluster_out, args.memory_limit, args.workers))
        print(json.dumps(results[-1], indent=1), flush=True)
        if not args.no_peer:
            results.append(run(args.peer or args.corpus, "single", single_out,
                               args.memory_limit, args.workers))
            print(json.dumps(results[-1], indent=1), flush=True)
        if args.compare and not args.no_peer and (args.peer or args.corpus) == args.corpus:
            print(json.dumps({"compare": compare(single_out, cluster_out)}, indent=1))
    print(f"uname: {os.uname().nodename}, cores: {os.cpu_count()}")


if __name__ == "__main__":
    main()

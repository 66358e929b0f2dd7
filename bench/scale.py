"""`paper-trends analyze` at scale: wall time and peak memory, 24k to 1,000,000 papers.

    python bench/scale.py                         # 24k, 250k (the issue's figures)
    python bench/scale.py --corpus s1m            # 1,000,000 papers
    python bench/scale.py --corpus s250k --baseline /work/baseline-checkout

Each run is the whole command a user types (``python -m dashboard.cli analyze PATH
--out TMP --quiet``: imports, analysis, the saved analysis, every table) in a fresh
process.  Memory is sampled every 0.5 s (reading smaps_rollup of a
multi-GB process costs CPU, which the run shares) as the sum of PSS over the process and its
children (the paper-type workers are forked: PSS counts their shared pages once), and
the main process's own peak RSS (``ru_maxrss``) is read from its manifest.  With
``--baseline DIR`` a checkout of another commit runs the same corpus in the same
session (its peak RSS from the same sampling), so both see the same machine load.

Scale corpora: ``../shared/tools/make_scale_corpus.py --papers N --out DIR`` (JSON Lines
shards built from the 85,000 real abstracts); the 1-minute load average before and
after each run is printed beside it, since other agents share the 2 cores.
Targets (issue 12): 250k in <= 120 s and <= 3 GB; 1M in <= 600 s and <= 10 GB.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _beside(*parts: str) -> Path:
    """``parts`` beside the checkout, or beside its parent (a worktree under ``wt/``)."""
    return next((p.joinpath(*parts) for p in ROOT.parents[:2] if p.joinpath(*parts).exists()),
                ROOT.parent.joinpath(*parts))


CORPORA = {
    "24k": _beside("shared", "corpora", "papercopilot"),
    "s250k": _beside("scale", "s250k"),
    "s1m": _beside("scale", "s1m"),
}
TARGETS = {"s250k": (120, 3000), "s1m": (600, 10000)}  # seconds, MB


def _pss_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            for line in f:
                if line.startswith("Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _rss_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _tree(pid: int) -> list[int]:
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        try:
            with open(f"/proc/{p}/task/{p}/children") as f:
                todo += [int(c) for c in f.read().split()]
        except OSError:
            pass
    return out


def load() -> float:
    return os.getloadavg()[0]


def run(checkout: Path, corpus: Path, max_mb: int, keep: Path | None = None) -> dict:
    """One analyze run in ``checkout``: wall, peak tree PSS, main RSS, stages; stopped
    (and reported as such) when the tree's PSS passes ``max_mb``, so a run that would
    exhaust the shared machine's memory ends first."""
    with tempfile.TemporaryDirectory(dir="/tmp") as tmp:
        out = str(keep) if keep else tmp
        env = {**os.environ, "PYTHONPATH": str(checkout)}
        load_before = load()
        t0 = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "dashboard.cli", "analyze", str(corpus),
                                 "--out", out, "--quiet"], cwd=checkout, env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        peak_pss = peak_rss = 0
        while proc.poll() is None:
            tree = _tree(proc.pid)
            peak_pss = max(peak_pss, sum(_pss_kb(p) for p in tree))
            peak_rss = max(peak_rss, _rss_kb(proc.pid))
            if peak_pss > max_mb * 1024:
                proc.kill()
                proc.wait()
                return {"checkout": str(checkout), "stopped": f"over {max_mb} MB after "
                        f"{time.perf_counter() - t0:.0f} s", "papers": 0,
                        "wall_s": round(time.perf_counter() - t0, 1),
                        "peak_tree_pss_mb": round(peak_pss / 1024),
                        "peak_main_rss_mb": round(peak_rss / 1024), "stages_s": {},
                        "stage_peak_mb": {}, "store_mb": 0, "papers_csv_mb": None,
                        "load_before": round(load_before, 2), "load_after": round(load(), 2)}
            time.sleep(0.5)
        wall = time.perf_counter() - t0
        stdout, stderr = proc.communicate()
        if proc.returncode:
            raise SystemExit(f"{checkout}: analyze failed:\n{stderr[-3000:]}")
        manifest = json.loads((Path(out) / "manifest.json").read_text())
        store = Path(out) / "store"
        store_mb = sum(f.stat().st_size for f in store.iterdir()) / 1e6 if store.is_dir() else 0
        papers_csv = Path(out) / "papers.csv"
        return {"checkout": str(checkout), "papers": manifest["counts"]["loaded"],
                "wall_s": round(wall, 1), "peak_tree_pss_mb": round(peak_pss / 1024),
                "peak_main_rss_mb": round(peak_rss / 1024),
                "stages_s": manifest["stage_seconds"],
                "stage_peak_mb": manifest.get("stage_peak_mb", {}),
                "store_mb": round(store_mb), "papers_csv_mb": round(
                    papers_csv.stat().st_size / 1e6) if papers_csv.exists() else None,
                "load_before": round(load_before, 2), "load_after": round(load(), 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", nargs="+", default=["24k", "s250k"], choices=list(CORPORA))
    ap.add_argument("--baseline", type=Path, default=None,
                    help="a checkout of another commit to run in the same session")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "SCALE.md")
    ap.add_argument("--keep", type=Path, default=None, metavar="DIR",
                    help="write the (last) run's output here, e.g. for bench/serve.py")
    ap.add_argument("--max-mb", type=int, default=14000,
                    help="stop a run whose memory passes this (default 14000)")
    args = ap.parse_args()
    rows = []
    for name in args.corpus:
        for checkout in [ROOT] + ([args.baseline] if args.baseline else []):
            keep = args.keep / name if args.keep and checkout == ROOT else None
            r = {"corpus": name, **run(checkout, CORPORA[name], args.max_mb, keep)}
            print(json.dumps(r), flush=True)
            rows.append(r)
    report(rows, args.out)


def report(rows: list[dict], out: Path) -> None:
    lines = [f"Run of {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}: "
             f"`python bench/scale.py --corpus {' '.join(dict.fromkeys(r['corpus'] for r in rows))}`"
             f"; {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}.",
             "", "| corpus | code | papers | wall s | target s | peak PSS MB (tree) | peak RSS MB "
             "(main) | target MB | store MB | papers.csv MB | load avg before/after | stages s |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        t = TARGETS.get(r["corpus"])
        code = "this" if r["checkout"] == str(ROOT) else Path(r["checkout"]).name
        stages = ", ".join(f"{k} {v:.1f}" for k, v in r["stages_s"].items())
        if "stopped" in r:
            code += f" (stopped: {r['stopped']})"
        lines.append(f"| {r['corpus']} | {code} | {r['papers']:,} | {r['wall_s']} | "
                     f"{t[0] if t else '–'} | {r['peak_tree_pss_mb']:,} | {r['peak_main_rss_mb']:,}"
                     f" | {t[1] if t else '–'} | {r['store_mb']} | {r['papers_csv_mb']} | "
                     f"{r['load_before']}/{r['load_after']} | {stages} |")
    text = "\n".join(lines) + "\n"
    with open(out, "a", encoding="utf-8") as f:
        f.write("\n" + text)
    print(text)


if __name__ == "__main__":
    main()

"""`paper-trends analyze`: CPU seconds per stage, this checkout against another, in turns.

    python bench/stage_cpu.py --corpus 24k --baseline /work/main --rounds 3
    python bench/stage_cpu.py --corpus s250k --baseline /work/main --rounds 1

Each run is the whole command (``python -m dashboard.cli analyze PATH --out TMP -q``) in a
fresh process under ``/usr/bin/time -v`` (wall time, the CPU of the process and of every
child it reaped, the largest process's peak RSS), the baseline's run first in each round
(old, new, old, new: both see the same machine load).  Inside, each pipeline stage is
timed twice: this process's CPU (``time.process_time``) and the CPU of the children that
ended during it (``RUSAGE_CHILDREN``: the paper-typing children, the search keying
workers); children that end later count in the stage they end in, so the per-stage
children's figures say where the other core's work was collected, the total what it
cost.  The 1-minute load average before and after each run is printed beside it: the
machine is shared, and CPU seconds, not wall time, are what compare across loads.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# beside the checkout (/work/main), or /work's from a worktree (/work/wt/NAME)
WORK = next((p for p in (ROOT.parent, ROOT.parent.parent) if (p / "shared").is_dir()), ROOT.parent)
CORPORA = {"24k": WORK / "shared" / "corpora" / "papercopilot",
           "s250k": WORK / "scale" / "s250k"}


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_inside(corpus: str, out: str, report: str) -> None:
    """Run the CLI in this process with every stage's CPU recorded into ``report``."""
    import analysis.pipeline as pipeline
    from dashboard import cli

    cpu: dict[str, list[float]] = {}
    timed = pipeline.timed_stage

    @contextmanager
    def counted(seconds, progress, name, *args, **kwargs):
        own, children = time.process_time(), _children_cpu()
        with timed(seconds, progress, name, *args, **kwargs):
            yield
        cpu[name] = [round(time.process_time() - own, 2), round(_children_cpu() - children, 2)]

    pipeline.timed_stage = counted
    if cli.main(["analyze", corpus, "--out", out, "-q"]):
        raise SystemExit(f"analyze {corpus} failed")
    Path(report).write_text(json.dumps({  # this process's CPU from its start: imports too
        "stages": cpu, "main_cpu": round(time.process_time(), 2),
        "children_cpu": round(_children_cpu(), 2)}))


def _load() -> float:
    return os.getloadavg()[0]


def one_run(checkout: Path, corpus: Path, keep: Path | None = None) -> dict:
    """One whole command of ``checkout`` on ``corpus``: its figures (its tables copied
    into ``keep``, to compare the two codes' outputs)."""
    with tempfile.TemporaryDirectory(prefix="stage-cpu-") as tmp:
        report = Path(tmp) / "report.json"
        env = dict(os.environ, PYTHONPATH=str(checkout))
        before = _load()
        done = subprocess.run(
            ["/usr/bin/time", "-v", sys.executable, str(Path(__file__).resolve()), "--inside",
             str(corpus), str(Path(tmp) / "out"), str(report)],
            cwd=checkout, env=env, capture_output=True, text=True, check=True)
        timing = dict(re.findall(r"^\s*(.+?): (.+)$", done.stderr, re.M))
        wall = timing["Elapsed (wall clock) time (h:mm:ss or m:ss)"].split(":")
        stages = json.loads(report.read_text())
        manifest = json.loads((Path(tmp) / "out" / "manifest.json").read_text())
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            for table in (Path(tmp) / "out").glob("*.csv"):
                shutil.copy(table, keep / table.name)
        return {"wall_s": round(float(wall[-2]) * 60 + float(wall[-1]), 1),
                "cpu_s": round(float(timing["User time (seconds)"])
                               + float(timing["System time (seconds)"]), 1),
                "peak_rss_mb": int(timing["Maximum resident set size (kbytes)"]) // 1024,
                "load": f"{before:.2f}/{_load():.2f}", **stages,
                "stage_wall": manifest.get("stage_seconds", {})}


def main() -> None:
    if len(sys.argv) == 5 and sys.argv[1] == "--inside":
        run_inside(*sys.argv[2:])
        return
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", choices=list(CORPORA), default="24k")
    ap.add_argument("--baseline", type=Path, required=True, help="checkout of the old code")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--keep", type=Path, default=None, metavar="DIR",
                    help="keep each run's CSV tables in DIR/ROUND-CODE")
    args = ap.parse_args()
    for round_ in range(args.rounds):
        for name, checkout in (("baseline", args.baseline.resolve()), ("this", ROOT)):
            keep = args.keep / f"{round_ + 1}-{name}" if args.keep else None
            row = one_run(checkout, CORPORA[args.corpus], keep)
            print(json.dumps({"round": round_ + 1, "code": name, "corpus": args.corpus, **row}),
                  flush=True)


if __name__ == "__main__":
    main()

"""End-to-end speed and memory of the whole analysis, against BERTopic in the same run.

    python bench/pipeline.py                      # seeds, ICML 2013-2019, all 24k papers
    python bench/pipeline.py --bertopic           # + BERTopic end to end on the same corpora

"The whole analysis" is what `paper-trends analyze` does before writing files: load,
clean, vocabulary, topics, keywords, paper types, and every summary table.  Each
corpus runs in a fresh subprocess so peak memory (ru_maxrss) is that run's alone.

BERTopic end to end = sentence embeddings (all-MiniLM-L6-v2, computed in this run,
no cache) + UMAP + HDBSCAN + c-TF-IDF, via ``bench/topics/peers.py`` in the peers'
venv (see bench/topics/README.md); its documents are loaded by the shared scorer's
loader, as in the topic benchmark.  Targets (issue 3): 24k papers under 30 s, at
least 10x faster than BERTopic, seeds under 2 s, peak memory under 2 GB.
Results go to bench/PIPELINE.md.
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
CORPORA = ROOT.parent / "shared" / "corpora" / "papercopilot"
PEER_PY = os.environ.get("PEERS_PYTHON", "/opt/peers/bin/python")
TARGETS = {"seeds": 2.0, "icml": None, "papercopilot": 20.0}  # 24k: issue 10 (was 30 s)

CHILD = r"""
import json, resource, sys, time
t0 = time.perf_counter()
from analysis.pipeline import analyze
from analysis.tables import all_tables
t_import = time.perf_counter() - t0
t1 = time.perf_counter()
a = analyze(json.loads(sys.argv[1]) or None)
t2 = time.perf_counter()
tables = all_tables(a)
t3 = time.perf_counter()
own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({
    "cpu_s": round(own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime, 1),
    "n_papers": len(a.papers), "n_topics": a.topics.n_topics,
    "stages": {**a.manifest["stage_seconds"], "tables": round(t3 - t2, 3)},
    "analysis_s": round(t3 - t1, 3), "import_s": round(t_import, 3),
    "peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
}))
"""


def run_ours(paths: list[str]) -> dict:
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", CHILD, json.dumps(paths)], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    res = json.loads(proc.stdout.strip().splitlines()[-1])
    res["process_s"] = round(time.perf_counter() - t0, 3)
    return res


def run_bertopic(corpus: str) -> dict:
    """BERTopic end to end in the peers' venv, embeddings computed now (fresh cache)."""
    with tempfile.TemporaryDirectory() as cache, tempfile.NamedTemporaryFile(suffix=".json") as out:
        cmd = [PEER_PY, str(ROOT / "bench/topics/peers.py"), "--corpus", corpus, "--peer",
               "bertopic", "--k", "20", "--cache", cache, "--out", out.name]
        t0 = time.perf_counter()
        subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True,
                       env={**os.environ, "HF_HUB_OFFLINE": "1"})
        wall = time.perf_counter() - t0
        data = json.loads(Path(out.name).read_text())
    results = {(r["peer"], r["k_requested"]): r for r in data["results"]}
    return {"process_s": round(wall, 1), "embed_s": round(results[("embed", None)]["wall_s"], 1),
            "fit_s": round(results[("bertopic", None)]["wall_s"], 1),
            "peak_mb": round(data["peak_MB"])}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", nargs="+", default=list(TARGETS), choices=list(TARGETS))
    ap.add_argument("--bertopic", action="store_true", help="also run BERTopic end to end")
    args = ap.parse_args()
    paths = {"seeds": [], "icml": [str(CORPORA / "icml")], "papercopilot": [str(CORPORA)]}
    rows = []
    load_start = os.getloadavg()[0]
    for name in args.corpus:
        ours = run_ours(paths[name])
        row = {"corpus": name, **ours}
        if args.bertopic and name != "seeds":
            bt = run_bertopic("icml" if name == "icml" else "papercopilot")
            row["bertopic"] = bt
            row["speedup"] = round(bt["process_s"] / ours["process_s"], 1)
        rows.append(row)
        print(json.dumps(row), flush=True)
    write_report(rows, (load_start, os.getloadavg()[0]),
                 None if args.corpus == list(TARGETS) else args.corpus)


def write_report(rows: list[dict], load: tuple[float, float],
                 corpora: list[str] | None = None) -> None:
    report = ROOT / "bench" / "PIPELINE.md"
    lines = [
        "" if report.exists() else "# Whole-analysis speed and memory", "",
        f"## Run of {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}: "
        f"`python bench/pipeline.py{' --corpus ' + ' '.join(corpora) if corpora else ''}"
        f"{' --bertopic' if any('bertopic' in r for r in rows) else ''}`; "
        f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
        f"1-min load average {load[0]:.1f} at the start, {load[1]:.1f} at the end (other "
        "work shares the machine: cpu_s, the CPU seconds of the run and its worker "
        "processes, is what it costs on an idle machine).", "",
        "analysis_s: load + clean + vocabulary + topics + paper types + every summary table, "
        "excluding interpreter start and imports; process_s: the whole subprocess, imports "
        "included (what a user waits for, less writing files). BERTopic: process wall of "
        "embeddings (computed in this run) + UMAP + HDBSCAN + c-TF-IDF.", "",
        "| corpus | papers | topics | analysis_s | cpu_s | process_s | target | peak MB | "
        "stages (s) | BERTopic process_s | speed-up |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        target = TARGETS[r["corpus"]]
        stages = ", ".join(f"{k} {v:.2f}" for k, v in r["stages"].items())
        bt = r.get("bertopic", {})
        lines.append(
            f"| {r['corpus']} | {r['n_papers']:,} | {r['n_topics']} | {r['analysis_s']:.2f} | "
            f"{r.get('cpu_s', '–')} | {r['process_s']:.2f} | {f'< {target:g} s' if target else '–'}"
            f"{(' ✔' if r['analysis_s'] < target else ' ✘') if target else ''} | {r['peak_mb']} | "
            f"{stages} | {bt.get('process_s', '–')} | "
            f"{str(r['speedup']) + '×' if 'speedup' in r else '–'} |")
    with report.open("a", encoding="utf-8") as fh:  # a dated section; earlier runs kept
        fh.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()

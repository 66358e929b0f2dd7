"""Memory of N gunicorn workers serving one saved analysis: do they share one copy?

    python bench/workers.py --store OUT250K/store [--workers 1 4] [--rounds 2]

For each N, ``python -m dashboard.cli serve STORE --workers N --quiet`` is started
(gunicorn, analysis preloaded in the master, workers forked), then 4 client threads
each play every filter change of ``bench/interaction.py`` (sync, render, keywords,
table page: the requests a browser sends) ``--rounds`` times over new connections,
plus a papers download per change, so every worker serves requests and touches the
papers, the matrices and the search index.  Then, per process (master and workers):
PSS (shared pages divided among the processes mapping them, so the sum is the real
total) and USS (pages only that process holds), from /proc/PID/smaps_rollup.

Peer in the same run: ``gunicorn -w N`` *without* preloading (``PAPER_TRENDS_STORE``,
each worker opens the store itself: the arrays are still memory-mapped and shared, the
rest is per worker), unless ``--no-peer``.  Target (issue 12): total PSS of 4 workers
<= 1.5 x that of 1 worker.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from interaction import Driver, run_change, scenarios  # noqa: E402
from serve import free_port, status  # noqa: E402

CLIENTS = 4


class _Response:
    def __init__(self, code: int, data: bytes):
        self.status_code, self.data = code, data

    def get_data(self) -> bytes:
        return self.data

    def get_json(self):
        return json.loads(self.data)


class HttpClient:
    """The two calls bench/interaction.py's Driver makes, over real HTTP (new connection
    per request, so gunicorn hands them to any worker)."""

    def __init__(self, base: str):
        self.base = base

    def _send(self, req: urllib.request.Request) -> _Response:
        try:
            with urllib.request.urlopen(req, timeout=300) as r:
                return _Response(r.status, r.read())
        except urllib.error.HTTPError as e:
            return _Response(e.code, e.read())

    def get(self, path: str) -> _Response:
        return self._send(urllib.request.Request(self.base + path))

    def post(self, path: str, json: dict) -> _Response:  # noqa: A002 (the test client's name)
        import json as _json

        return self._send(urllib.request.Request(
            self.base + path, data=_json.dumps(json).encode(), method="POST",
            headers={"Content-Type": "application/json"}))


def http_driver(base: str) -> Driver:
    driver = Driver.__new__(Driver)
    driver.clear = lambda: None
    driver.client = HttpClient(base)
    deps = driver.client.get("/_dash-dependencies").get_json()
    driver.deps = {Driver._key(d): d for d in deps if not d.get("clientside_function")}
    driver.cpu_ms = 0.0
    return driver


def memory(pid: int) -> list[dict]:
    """PSS and USS (MB) of the server and its children."""
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        fields = {}
        with open(f"/proc/{p}/smaps_rollup") as f:
            for line in f:
                parts = line.split()
                if len(parts) >= 2 and parts[1].isdigit():
                    fields[parts[0].rstrip(":")] = int(parts[1])
        out.append({"pid": p, "pss_mb": round(fields["Pss"] / 1024),
                    "uss_mb": round((fields["Private_Clean"] + fields["Private_Dirty"]) / 1024),
                    "rss_mb": round(fields["Rss"] / 1024),
                    "anon_mb": round(fields.get("Anonymous", 0) / 1024)})
        with open(f"/proc/{p}/task/{p}/children") as f:
            todo += [int(c) for c in f.read().split()]
    return out


def play(base: str, view, rounds: int, errors: list, limit: int | None = None) -> None:
    try:
        driver = http_driver(base)
        for _ in range(rounds):
            for name, changed, extra, before in scenarios(view)[:limit]:
                out = run_change(driver, view, name, changed, extra, before)
                driver.client.get(f"/_paper-trends/download/papers?{out['state']}")
    except Exception as e:  # reported, not hidden
        errors.append(repr(e))


def measure(store: str, workers: int, rounds: int, view, preload: bool,
            limit: int | None = None) -> dict:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    if preload:
        cmd = [sys.executable, "-m", "dashboard.cli", "serve", store, "--quiet", "--port",
               str(port), "--workers", str(workers)]
        env = dict(os.environ)
    else:
        cmd = [sys.executable, "-m", "gunicorn", "-w", str(workers), "-k", "gthread",
               "--threads", "4", "-b", f"127.0.0.1:{port}", "--timeout", "300",
               "dashboard.app:server"]
        env = {**os.environ, "PAPER_TRENDS_STORE": store}
    load = os.getloadavg()[0]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        t0 = time.perf_counter()
        while status(base + "/_dash-layout") != 200:
            if proc.poll() is not None or time.perf_counter() - t0 > 900:
                raise SystemExit(f"{cmd} did not start")
            time.sleep(0.2)
        errors: list = []
        threads = [threading.Thread(target=play, args=(base, view, rounds, errors, limit))
                   for _ in range(CLIENTS)]
        t1 = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        played = time.perf_counter() - t1
        procs = memory(proc.pid)
    finally:
        proc.terminate()
        proc.wait(60)
    return {"workers": workers, "preload": preload, "errors": errors[:3],
            "processes": procs, "pss_total_mb": sum(p["pss_mb"] for p in procs),
            "uss_total_mb": sum(p["uss_mb"] for p in procs), "played_s": round(played, 1),
            "load_before": round(load, 2), "load_after": round(os.getloadavg()[0], 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--store", required=True)
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 4])
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--no-peer", action="store_true")
    ap.add_argument("--peer-only", action="store_true")
    ap.add_argument("--scenarios", type=int, default=None,
                    help="play only the first N filter changes (a lighter run at 250k)")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "WORKERS.md")
    args = ap.parse_args()
    from analysis.store import open_analysis, saved_folder
    from dashboard.view import make_view

    store = str(saved_folder(Path(args.store)))
    analysis = open_analysis(Path(store))
    view = make_view(analysis)
    rows = []
    for preload in ([] if args.peer_only else [True]) + ([] if args.no_peer else [False]):
        for n in args.workers:
            r = measure(store, n, args.rounds, view, preload, args.scenarios)
            print(json.dumps(r), flush=True)
            rows.append(r)
    report(rows, analysis.n_papers, args)


def report(rows: list[dict], n_papers: int, args) -> None:
    lines = [f"Run of {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}: `python bench/"
             f"workers.py --store {args.store} --rounds {args.rounds}"
             f"{f' --scenarios {args.scenarios}' if args.scenarios else ''}`; {n_papers:,} papers; "
             f"{platform.machine()}, {os.cpu_count()} cores.  {CLIENTS} clients × "
             f"{args.rounds} round(s) of {'the first ' + str(args.scenarios) if args.scenarios else 'every'}"
             " filter change before measuring.", "",
             "| gunicorn | workers | total PSS MB | total USS MB | vs 1 worker (PSS) | per process "
             "PSS/USS MB (master first) | played s | errors | load avg before/after |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        one = next((x for x in rows if x["preload"] == r["preload"] and x["workers"] == 1), None)
        ratio = f"{r['pss_total_mb'] / one['pss_total_mb']:.2f}×" if one else "–"
        per = ", ".join(f"{p['pss_mb']}/{p['uss_mb']}" for p in r["processes"])
        lines.append(f"| {'preloaded (serve --workers)' if r['preload'] else 'not preloaded'} | "
                     f"{r['workers']} | {r['pss_total_mb']:,} | {r['uss_total_mb']:,} | {ratio} | "
                     f"{per} | {r['played_s']} | {len(r['errors'])} | "
                     f"{r['load_before']}/{r['load_after']} |")
    text = "\n".join(lines) + "\n"
    with open(args.out, "a", encoding="utf-8") as f:
        f.write("\n" + text)
    print(text)


if __name__ == "__main__":
    main()

"""How long `paper-trends serve` takes to answer, from a saved analysis and from papers.

    python bench/serve.py --store 24k=OUT24K/store s250k=OUT250K/store s1m=OUT1M/store
    python bench/serve.py --store 24k=OUT24K/store --corpus 24k=../shared/corpora/papercopilot

For each saved analysis: the command ``python -m dashboard.cli serve DIR --quiet`` is
started, and the root URL and the Dash layout are requested every 0.1 s.  Reported:
``first_answer_s`` (any HTTP answer: the "preparing the analysis" page) and
``dashboard_s`` (the dashboard's page and its layout both answer 200: what the browser
needs to draw the page), both from the command's start, the server's CPU seconds until then (on a
shared machine the wall time grows with the load; the CPU time much less), and its PSS
once ready.  Then, as a first visitor's browser does at once, the page's callback for the
unfiltered page (the headline and the charts of the first screen, the layout's values
sent as the browser holds them) and the papers table's first page: ``first_screen_s``,
from the command's start until both have answered (the server may still be computing
the rest of the page in the background then: what that visitor waits for).  ``--corpus NAME=PATH`` runs the same command on the papers with ``--no-cache``
(analysed at start, as every start did before the saved analysis) as the peer.
Targets (issue 12): from a saved 250k analysis <= 5 s, 1M <= 15 s.  The 1-minute load
average before each start is printed beside it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
TARGETS = {"s250k": 5.0, "s1m": 15.0}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=30) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code
    except OSError:
        return 0


def pss_mb(pid: int) -> int:
    with open(f"/proc/{pid}/smaps_rollup") as f:
        return round(next(int(x.split()[1]) for x in f if x.startswith("Pss:")) / 1024)


def cpu_s(pid: int) -> float:
    """User + system CPU seconds of the process so far (what it would take on an idle
    machine, roughly: the server uses about one core until it is ready)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _get_json(url: str):
    with urllib.request.urlopen(url, timeout=300) as r:
        return json.loads(r.read())


def _post_json(url: str, body: dict) -> int:
    req = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=300) as r:
            r.read()
            return r.status
    except urllib.error.HTTPError as e:
        return e.code


def layout_values(node, out: dict | None = None) -> dict:
    """"id.prop" -> value of every component of a Dash layout (what the browser holds)."""
    out = {} if out is None else out
    if isinstance(node, list):
        for item in node:
            layout_values(item, out)
    elif isinstance(node, dict) and isinstance(node.get("props"), dict):
        props = node["props"]
        if isinstance(props.get("id"), str):
            out.update({f"{props['id']}.{k}": v for k, v in props.items() if k != "children"})
        layout_values(props.get("children"), out)
    return out


def _callback_body(dep: dict, values: dict, changed: list[str]) -> dict:
    outputs = [{"id": o.rsplit(".", 1)[0], "property": o.rsplit(".", 1)[1]}
               for o in dep["output"].strip(".").split("...")]

    def spec(items):
        return [{**i, "value": values.get(f"{i['id']}.{i['property']}")} for i in items]

    return {"output": dep["output"], "inputs": spec(dep["inputs"]), "state": spec(dep["state"]),
            "outputs": outputs if dep["output"].startswith("..") else outputs[0],
            "changedPropIds": changed}


def first_screen(base: str) -> bool:
    """The first visitor's request after the layout: the page's one callback for the
    unfiltered page, which carries the papers table's first page too (the grid itself is
    built when the reader nears it: bench/INTERACTION.md); True when it answered 200."""
    from dashboard import ids

    values = layout_values(_get_json(base + "/_dash-layout"))
    values[f"{ids.URL}.search"] = ""
    deps = [d for d in _get_json(base + "/_dash-dependencies") if not d.get("clientside_function")]
    page = next(d for d in deps if f"{ids.PAPER_COUNT}.children" in d["output"])
    return _post_json(base + "/_dash-update-component",
                      _callback_body(page, values, [f"{ids.URL}.search"])) == 200


def start(target: str, extra: list[str], timeout: float = 1200) -> dict:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    load = os.getloadavg()[0]
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "dashboard.cli", "serve", target, "--quiet",
                             "--port", str(port), *extra], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    first = ready = None
    cpu = -1.0
    try:
        while time.perf_counter() - t0 < timeout:
            if proc.poll() is not None:
                raise SystemExit(f"serve {target} stopped:\n{proc.stdout.read()[-3000:]}")
            code = status(base + "/")
            if code and first is None:
                first = time.perf_counter() - t0
            if code == 200 and status(base + "/_dash-layout") == 200:
                ready = time.perf_counter() - t0
                cpu = cpu_s(proc.pid)
                break
            time.sleep(0.1)
        shown = time.perf_counter() - t0 if ready and first_screen(base) else -1
        memory = pss_mb(proc.pid)
    finally:
        proc.terminate()
        proc.wait(30)
    return {"first_answer_s": round(first or -1, 2), "dashboard_s": round(ready or -1, 2),
            "cpu_s": round(cpu, 2), "first_screen_s": round(shown, 2),
            "pss_mb": memory, "load_before": round(load, 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--store", nargs="*", default=[], metavar="NAME=DIR")
    ap.add_argument("--corpus", nargs="*", default=[], metavar="NAME=PATH")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "SERVE.md")
    args = ap.parse_args()
    rows = []
    for kind, items, extra in (("saved analysis", args.store, []),
                               ("papers, analysed at start", args.corpus, ["--no-cache"])):
        for item in items:
            name, _, path = item.partition("=")
            for i in range(args.repeat):
                r = {"corpus": name, "from": kind, "run": i + 1, **start(path, extra)}
                print(json.dumps(r), flush=True)
                rows.append(r)
    lines = [f"Run of {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}: `python bench/"
             f"serve.py` ({platform.machine()}, {os.cpu_count()} cores, Python "
             f"{platform.python_version()}).", "",
             "| corpus | serving from | run | first answer s | dashboard answers s | CPU s until "
             "then | target s | first screen s | server PSS MB | load avg before |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        target = TARGETS.get(r["corpus"]) if r["from"] == "saved analysis" else None
        lines.append(f"| {r['corpus']} | {r['from']} | {r['run']} | {r['first_answer_s']} | "
                     f"{r['dashboard_s']} | {r['cpu_s']} | {target or '–'} | "
                     f"{r['first_screen_s']} | {r['pss_mb']:,} | "
                     f"{r['load_before']} |")
    text = "\n".join(lines) + "\n"
    with open(args.out, "a", encoding="utf-8") as f:
        f.write("\n" + text)
    print(text)


if __name__ == "__main__":
    main()

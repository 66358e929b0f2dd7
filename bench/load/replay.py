"""Many users at once: filter changes replayed against gunicorn, with and without abusers.

    python bench/load/replay.py --store OUT24K [--clients 20] [--seconds 60] [--think 1]

Starts ``python -m dashboard.cli serve STORE --workers 2`` (gunicorn, the production
command) on 127.0.0.1, then runs three phases of ``--seconds`` each against it:

0. **alone**: one client, no pause: what one filter change costs on this machine at this
   moment (the peer of the phases below, measured in the same run);

1. **normal**: ``--clients`` clients, each a process of its own with one keep-alive
   connection (as a browser tab has), replay varied filter changes: the 17 scenarios of
   ``bench/interaction.py`` (topic, venue, years, types, searches, chart clicks, shared
   URLs, clear) plus ``--varied`` random ones (any topic, venue, year range, type, one of
   the corpus's top keywords, and combinations), in a random order per client.  A filter
   change is what the browser sends for it since issue 12 (``dashboard/update.py``): the
   page's one callback request (the URL, every control, the keyword picker, "clear", the
   chart clicks and legends in; the trace keys, filter and trend states, paper row and
   open tables as state), whose answer carries the papers table's first page (the
   grid's request for it is answered in the browser, assets/papers_grid.js; until
   2026-12-01 it was a second request, made here too).  The bodies are
   built from the served ``/_dash-dependencies``, with the values a page holds after its
   first load (the served layout's, then the first answer's: one untimed load per
   client), as headless Chromium sends them (checked against captured requests: the same
   inputs, states and values, ``getRowsRequest`` included).  Between two changes a client waits
   ``--think`` seconds (a reader looks at the charts; 0 is a stress test, not a user).
2. **abused**: the same, plus ``--searchers`` clients that type a ``--search-kb`` kB search
   (``"of the" `` repeated, issue 13's worst case) and send it as the page does (the
   page's request, then the grid's), over and over, no pause.

Reported per phase: filter changes and requests done, errors (any non-200/204 answer, a
broken connection, or a callback cut by the 20 s deadline: HTTP -1 in the examples), p50/p95/max per filter change, and the abusers' own times; then
gunicorn's log is read for worker timeouts, kills and restarts ("Booting worker" beyond
the first ``--workers``).  The phase-1 p95 is the peer of phase 2's (same server, same
run): their ratio is the cost of the abusers to everyone else.  Targets (issue 13):
phase 1 p95 <= 300 ms and 0 errors; phase 2 p95 < 500 ms, no worker killed.  The load
average before and after each phase is printed beside it (this machine is shared).
"""

from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing
import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from interaction import page_state, scenarios  # noqa: E402
from serve import free_port, status  # noqa: E402

from analysis.filters import Filters  # noqa: E402
from dashboard import ids  # noqa: E402

CALLBACK = "/_dash-update-component"
CUT_MESSAGE = b"the server stopped waiting"
TARGET_P95_MS, ABUSED_P95_MS = 300.0, 500.0


# --------------------------------------------------------------------------- the plans


def varied(view, n: int, seed: int) -> list[tuple[str, str, dict, Filters]]:
    """``n`` random filter changes over the whole corpus (seeded)."""
    rng = random.Random(seed)
    a = view.analysis
    topics = sorted(int(t) for t in a.papers["topic"].unique())
    venues = a.papers["venue"].value_counts().index.tolist()
    y0, y1 = view.years[0], view.years[-1]
    terms = a.vocab.terms
    words = terms[terms["keyword"]].nlargest(300, "df")["term"].tolist()
    types = ["theory", "empirical", "both", "unclear"]
    out = []
    for i in range(n):
        kind = rng.choice(["topic", "venue", "years", "type", "search", "combo"])
        extra: dict = {}
        if kind in ("topic", "combo"):
            extra["topic-filter.value"] = rng.sample(topics, rng.choice([1, 1, 2]))
        if kind in ("venue", "combo"):
            extra["venue-filter.value"] = rng.sample(venues, min(len(venues), rng.choice([1, 2])))
        if kind in ("years", "combo"):
            a_, b_ = sorted(rng.sample(range(y0, y1 + 1), 2)) if y1 > y0 else (y0, y1)
            extra["year-filter.value"] = [a_, b_]
        if kind == "type":
            extra["type-filter.value"] = rng.sample(types, rng.choice([1, 2]))
        if kind in ("search", "combo"):
            word = rng.choice(words)
            extra["keyword-filter.value"] = f'"{word}"' if " " in word else word
        changed = sorted(extra)[-1]
        out.append((f"varied {kind} {i}", changed, extra, Filters()))
    return out


def plans(view, n_varied: int, seed: int) -> list[dict]:
    """Every filter change as plain values (no analysis needed to replay it); the first is
    the unfiltered page's load."""
    out = []
    for name, changed, extra, before in scenarios(view) + varied(view, n_varied, seed):
        values = page_state(view, before)
        values.update(extra)
        # a URL opened (page load, shared link) comes to a page that shows nothing yet
        values[f"{ids.FILTER_STATE}.data"] = None if changed == f"{ids.URL}.search" \
            else before.to_query()
        out.append({"name": name, "changed": changed, "values": values})
    return out


# --------------------------------------------------------------------------- a client


class Connection:
    """One keep-alive HTTP connection, as a browser tab holds (re-opened if dropped)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=300)

    def post(self, path: str, body: dict) -> tuple[int, bytes]:
        data = json.dumps(body).encode()
        for attempt in (0, 1):
            try:
                self.conn.request("POST", path, body=data,
                                  headers={"Content-Type": "application/json"})
                resp = self.conn.getresponse()
                return resp.status, resp.read()
            except (http.client.HTTPException, OSError):
                self.conn.close()
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=300)
                if attempt:
                    return 0, b""
        return 0, b""

    def get(self, path: str) -> tuple[int, bytes]:
        self.conn.request("GET", path)
        resp = self.conn.getresponse()
        return resp.status, resp.read()


def callback_body(dep: dict, values: dict, changed: list[str]) -> dict:
    """The body Dash's renderer posts for ``dep`` when the props ``changed`` changed."""
    outputs = [{"id": o.rsplit(".", 1)[0], "property": o.rsplit(".", 1)[1]}
               for o in dep["output"].strip(".").split("...")]

    def spec(items):
        return [{"id": i["id"], "property": i["property"],
                 "value": values.get(f"{i['id']}.{i['property']}")} for i in items]

    return {"output": dep["output"],
            "outputs": outputs if dep["output"].startswith("..") else outputs[0],
            "inputs": spec(dep["inputs"]), "changedPropIds": changed,
            "parsedChangedPropsIds": changed, "state": spec(dep["state"])}


def find(deps: list[dict], fragment: str) -> dict:
    return next(d for d in deps if fragment in d["output"] and not d.get("clientside_function"))


def as_values(resp: dict) -> dict:
    """A callback's answer as "id.prop" -> value, figure patches left out."""
    return {f"{cid}.{prop}": value for cid, props in resp.items()
            for prop, value in props.items()
            if not (isinstance(value, dict) and "__dash_patch_update" in value)}


def replay_change(conn: Connection, deps: dict, plan: dict,
                  page: dict) -> tuple[float, list[int], dict]:
    """One filter change as the browser sends it: the page's one request (its answer
    carries the table's first page).  ``page``: the values the page holds (from
    :func:`load_page`).  (total ms, the HTTP statuses, the page callback's answer)."""
    values = {**page, **plan["values"]}
    statuses = []
    t0 = time.perf_counter()

    def call(dep: dict, changed: str) -> dict:
        code, data = conn.post(CALLBACK, callback_body(dep, values, [changed]))
        # a callback cut by the deadline (dashboard/deadline.py) answers 200 with a message:
        # counted as an error (-1), since the user got no chart
        statuses.append(-1 if code == 200 and CUT_MESSAGE in data else code)
        return json.loads(data).get("response", {}) if code == 200 else {}

    resp = call(deps["page"], plan["changed"])
    return (time.perf_counter() - t0) * 1000, statuses, resp


def layout_values(conn: Connection) -> dict:
    """Every "id.prop" -> value the served layout (``/_dash-layout``) sets: what the
    browser holds before any callback ("clear" not clicked, no table open, ...)."""
    code, data = conn.get("/_dash-layout")
    out: dict = {}

    def walk(node) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict) and "props" in node:
            props = node["props"]
            if isinstance(props.get("id"), str):
                out.update({f"{props['id']}.{k}": v for k, v in props.items()
                            if k not in ("id", "children")})
            for value in props.values():
                walk(value)

    walk(json.loads(data))
    return out


def load_page(conn: Connection, deps: dict, plan: dict) -> dict:
    """The values a page holds once loaded (untimed): the layout's, the controls of the
    plan's filters, then what the page's first answer set (filter and trend state, trace
    keys, keyword pick)."""
    values = {**layout_values(conn), **plan["values"], f"{ids.FILTER_STATE}.data": None}
    _, statuses, resp = replay_change(conn, deps, {"values": {}, "changed": f"{ids.URL}.search"},
                                      values)
    if any(s != 200 for s in statuses):
        raise SystemExit(f"the page did not load: HTTP {statuses}")
    values.update(as_values(resp))
    return values


def dependencies(port: int) -> dict:
    conn = Connection(port)
    code, data = conn.get("/_dash-dependencies")
    deps = json.loads(data)
    page = find(deps, f"{ids.URL}.search")
    # one callback answers a filter change (issue 12): the headline comes with the URL
    assert page is find(deps, f"{ids.PAPER_COUNT}.children"), "the page has two callbacks again"
    return {"page": page}


def normal_client(port: int, all_plans: list[dict], seconds: float, think: float, seed: int,
                  out: multiprocessing.Queue) -> None:
    rng = random.Random(seed)
    order = list(all_plans)
    rng.shuffle(order)
    deps = dependencies(port)
    conn = Connection(port)
    page = load_page(conn, deps, all_plans[0])  # the unfiltered page, as a visit starts
    end = time.monotonic() + seconds
    times, errors, requests, i = [], [], 0, 0
    time.sleep(rng.random() * max(think, 0.2))  # clients do not start in step
    while time.monotonic() < end:
        plan = order[i % len(order)]
        i += 1
        ms, statuses, _ = replay_change(conn, deps, plan, page)
        requests += len(statuses)
        bad = [s for s in statuses if s not in (200, 204)]
        if bad:
            errors.append(f"{plan['name']}: HTTP {bad}")
        times.append(ms)
        if think:
            time.sleep(think * (0.5 + rng.random()))
    out.put({"kind": "normal", "times": times, "errors": errors, "requests": requests})


def search_client(port: int, home: dict, seconds: float, kb: int,
                  out: multiprocessing.Queue) -> None:
    """Types a huge search into the unfiltered page and sends it, again and again (the
    page's request, then the grid's)."""
    deps = dependencies(port)
    conn = Connection(port)
    page = load_page(conn, deps, home)
    query = ('"of the" ' * (kb * 1000 // 9 + 1))[: kb * 1000]
    plan = {"name": "abuse", "changed": f"{ids.KEYWORD_FILTER}.value",
            "values": {f"{ids.KEYWORD_FILTER}.value": query}}
    end = time.monotonic() + seconds
    times, errors, requests = [], [], 0
    while time.monotonic() < end:
        ms, statuses, _ = replay_change(conn, deps, plan, page)
        requests += len(statuses)
        if any(s not in (200, 204) for s in statuses):
            errors.append(f"HTTP {statuses}")
        times.append(ms)
    out.put({"kind": "search", "times": times, "errors": errors, "requests": requests})


# --------------------------------------------------------------------------- a phase


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q / 100 * (len(s) - 1))))]


def server_cpu(pid: int) -> float:
    """CPU seconds (user + system) of the server and all its processes so far."""
    total, todo = 0.0, [pid]
    tick = os.sysconf("SC_CLK_TCK")
    while todo:
        p = todo.pop()
        try:
            with open(f"/proc/{p}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / tick
            with open(f"/proc/{p}/task/{p}/children") as f:
                todo += [int(c) for c in f.read().split()]
        except OSError:
            continue
    return total


def phase(port: int, all_plans: list[dict], args, searchers: int, server: int,
          clients: int | None = None, think: float | None = None) -> dict:
    ctx = multiprocessing.get_context("fork")
    out: multiprocessing.Queue = ctx.Queue()
    clients = args.clients if clients is None else clients
    think = args.think if think is None else think
    procs = [ctx.Process(target=normal_client,
                         args=(port, all_plans, args.seconds, think, 1000 + c, out))
             for c in range(clients)]
    procs += [ctx.Process(target=search_client,
                          args=(port, all_plans[0], args.seconds, args.search_kb, out))
              for _ in range(searchers)]
    load0 = os.getloadavg()[0]
    cpu0 = server_cpu(server)
    t0 = time.perf_counter()
    for p in procs:
        p.start()
    results = [out.get(timeout=args.seconds + 600) for _ in procs]
    for p in procs:
        p.join()
    wall = time.perf_counter() - t0
    cpu = server_cpu(server) - cpu0
    normal = [r for r in results if r["kind"] == "normal"]
    search = [r for r in results if r["kind"] == "search"]
    times = [t for r in normal for t in r["times"]]
    s_times = [t for r in search for t in r["times"]]
    requests = sum(r["requests"] for r in results)
    return {"clients": clients, "think": think, "searchers": searchers, "wall_s": round(wall, 1),
            "changes": len(times), "requests": requests,
            "requests_per_s": round(requests / wall, 1), "server_cpu_s": round(cpu, 1),
            "server_cpu_ms_per_change": round(1000 * cpu / max(1, len(times) + len(s_times))),
            "errors": sum(len(r["errors"]) for r in results),
            "error_examples": [e for r in results for e in r["errors"]][:5],
            "p50_ms": round(pct(times, 50)), "p95_ms": round(pct(times, 95)),
            "max_ms": round(max(times, default=float("nan"))),
            "search_changes": len(s_times), "search_p50_ms": round(pct(s_times, 50)) if s_times
            else None, "search_max_ms": round(max(s_times)) if s_times else None,
            "load_before": round(load0, 2), "load_after": round(os.getloadavg()[0], 2)}


# --------------------------------------------------------------------------- the server


def start_server(store: str, workers: int, log: Path) -> tuple[subprocess.Popen, int]:
    port = free_port()
    cmd = [sys.executable, "-m", "dashboard.cli", "serve", store, "--port", str(port),
           "--workers", str(workers)]
    fh = open(log, "wb")  # noqa: SIM115 - the server's whole life
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=fh, stderr=subprocess.STDOUT,
                            env={**os.environ, "PAPER_TRENDS_UPLOADS": "off"})
    t0 = time.perf_counter()
    while status(f"http://127.0.0.1:{port}/_dash-layout") != 200:
        if proc.poll() is not None or time.perf_counter() - t0 > 900:
            raise SystemExit(f"{' '.join(cmd)} did not start; see {log}")
        time.sleep(0.3)
    return proc, port


def worker_events(log: Path, workers: int) -> dict:
    """What gunicorn's log says about its workers."""
    text = log.read_text(errors="replace")
    booted = len(re.findall(r"Booting worker with pid", text))
    return {"booted": booted, "restarted": max(0, booted - workers),
            "timeouts": len(re.findall(r"WORKER TIMEOUT", text)),
            "killed": len(re.findall(r"was sent SIG(KILL|ABRT)|Worker exiting|"
                                     r"exited with code", text))}


def report(rows: list[dict], events: dict, n_papers: int, args, log: Path) -> list[str]:
    alone, normal, abused = rows
    ratio = abused["p95_ms"] / normal["p95_ms"] if normal["p95_ms"] else float("nan")
    lines = [
        f"### Run of {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}", "",
        f"`python bench/load/replay.py --store {args.store} --clients {args.clients} "
        f"--seconds {args.seconds:g} --think {args.think:g} --near {args.near} --searchers {args.searchers} "
        f"--search-kb {args.search_kb}`: {n_papers:,} papers, gunicorn with {args.workers} "
        f"workers ({os.cpu_count()} cores shared with other work; the load averages are "
        "beside each phase).", "",
        "| phase | clients (think s) | abusers | filter changes | requests/s | errors | p50 ms | "
        "p95 ms | max ms | abusers' changes (p50 / max ms) | server CPU s (ms per change) | "
        "load before / after |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for name, r in (("alone", alone), ("normal", normal), ("abused", abused)):
        search = (f"{r['search_changes']} ({r['search_p50_ms']} / {r['search_max_ms']})"
                  if r["searchers"] else "–")
        lines.append(f"| {name} | {r['clients']} ({r['think']:g}) | {r['searchers']} | {r['changes']} | "
                     f"{r['requests_per_s']} | {r['errors']} | {r['p50_ms']} | {r['p95_ms']} | "
                     f"{r['max_ms']} | {search} | {r['server_cpu_s']} "
                     f"({r['server_cpu_ms_per_change']}) | {r['load_before']} / "
                     f"{r['load_after']} |")
    verdict = [
        f"one client alone, no pause (the peer: what one filter change costs on this machine "
        f"now): p50 {alone['p50_ms']} ms, p95 {alone['p95_ms']} ms; the {args.clients} clients' p95 is "
        f"{normal['p95_ms'] / max(alone['p95_ms'], 1):.2f}x that",
        f"normal p95 {normal['p95_ms']} ms (target <= {TARGET_P95_MS:g}): "
        f"{'met' if normal['p95_ms'] <= TARGET_P95_MS else 'NOT met'}; errors "
        f"{normal['errors']} (target 0)",
        f"abused p95 {abused['p95_ms']} ms (target < {ABUSED_P95_MS:g}): "
        f"{'met' if abused['p95_ms'] < ABUSED_P95_MS else 'NOT met'}; {ratio:.2f}x the normal "
        f"phase's p95; errors {abused['errors']}",
        f"gunicorn's log ({log.name}): {events['booted']} workers booted, "
        f"{events['restarted']} restarted, {events['timeouts']} worker timeouts, "
        f"{events['killed']} kill/exit lines",
    ]
    examples = normal["error_examples"] + abused["error_examples"]
    return lines + [""] + [f"- {v}" for v in verdict] + (
        [f"- error examples: {examples}"] if examples else []) + [""]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--store", required=True, help="a folder written by `analyze --out DIR`")
    ap.add_argument("--clients", type=int, default=20)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--think", type=float, default=1.0,
                    help="mean seconds a client waits between two filter changes")
    ap.add_argument("--searchers", type=int, default=2)
    ap.add_argument("--search-kb", type=int, default=100)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--varied", type=int, default=60)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--near", choices=("top", "all"), default="top",
                    help="the charts near the readers' viewport: those of a page at its top "
                         "(as the layout holds them), or all (a reader who scrolled them all)")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "load" / "RESULTS.md")
    args = ap.parse_args(argv)
    from analysis.store import open_saved, saved_folder
    from dashboard.view import make_view

    folder = saved_folder(Path(args.store))
    if folder is None:
        raise SystemExit(f"{args.store}: no saved analysis there")
    view = make_view(open_saved(folder).analysis)
    all_plans = plans(view, args.varied, args.seed)
    if args.near == "all":  # every chart computed for every change, as before issue 12's lazy
        for plan in all_plans:
            plan["values"][f"{ids.CHARTS_NEAR}.data"] = None
    log = args.out.parent / "gunicorn.log"
    proc, port = start_server(args.store, args.workers, log)
    try:
        rows = [phase(port, all_plans, args, 0, proc.pid, clients=1, think=0.0)]
        print(json.dumps(rows[-1]), flush=True)
        for searchers in (0, args.searchers):
            rows.append(phase(port, all_plans, args, searchers, proc.pid))
            print(json.dumps(rows[-1]), flush=True)
        events = worker_events(log, args.workers)  # before the server is stopped
    finally:
        proc.terminate()
        proc.wait(60)
    lines = report(rows, events, view.n_papers, args, log)
    print("\n".join(lines))
    with args.out.open("a", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

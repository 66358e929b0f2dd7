"""The first page load in the browser, for one or more checkouts of the project, in turns.

Usage::

    python bench/first_load.py STORE_DIR [--root CHECKOUT ...] [--rounds 5]

Each checkout (default: this one) serves ``STORE_DIR`` with its own code (``python -m
dashboard.cli serve STORE_DIR --port P -q`` in a process of its own, measured once it
answers and its background priming is over), and headless Chromium (1,400 x 1,000, a new
profile per load: nothing cached) loads each page in turns (A, B, A, B ...), so the
machine's load falls on all of them.  Per load:

- ``tool s``: what ``../shared/tools/browser_latency.py`` prints as "first load": from
  ``page.goto`` until every Dash request has answered, 400 ms have passed since the last
  answer, and two frames have been painted (so it holds 0.4 s of waiting by design);
- ``answered ms``: the last Dash answer's end, from the navigation (Resource Timing);
- ``layout ms``: when the layout was drawn (the headline's count in the page);
- ``sent ms``: when the load's first Dash request left (after the layout's render and
  Dash's bookkeeping of the callbacks set off at load);
- ``chart ms``: when the first chart's SVG was in the page (a MutationObserver);
- ``screen ms``: when every chart in the viewport had its drawing (0: not by the time the
  load counted as settled);
- ``undrawn``: charts in the viewport still not drawn when the load counted as settled (the
  tool's figure would then end before what the reader waits for: should be 0);
- ``requests``, ``kB``: the Dash callback requests of the load and their answers' size;
- from a Chrome performance trace of a second load of the same page (traced apart, as
  tracing slows the page), until settled, the main thread's CPU time (thread time, so the
  machine's other work does not inflate it): ``cpu ms`` in all, ``eval ms`` evaluating
  scripts (``plotly eval`` the plotly.js bundle's share), and the rest (``run ms``: Dash's
  renderer, React, the requests' handling, Plotly's drawing, layout and paint).

The medians per checkout are printed last, with the 1-minute load average.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from browser_interaction import settle  # the shared tool's "settled": one definition

# the charts in the viewport that have no drawing yet (a chart React has not revealed is an
# empty box of no height: counted where it is; a hidden one, no paper matching, is not)
UNDRAWN = """() => Array.from(document.querySelectorAll('.dash-graph[id]')).filter(g => {
  if (!g.getClientRects().length) { return false; }
  const b = g.getBoundingClientRect();
  return b.top < innerHeight && b.bottom >= 0 && !g.querySelector('.main-svg');
}).length"""
HOOK = """
window.__pt = {inflight: 0, last: performance.now(), bytes: 0, n: 0, chart: 0, layout: 0,
               sent: 0};
const of = window.fetch;
window.fetch = async function(...a) {
  const u = String(a[0] && a[0].url || a[0]); const dash = u.includes('_dash-update-component');
  if (dash) { window.__pt.inflight++; window.__pt.n++;
              window.__pt.sent = window.__pt.sent || performance.now(); }
  try { const r = await of.apply(this, a);
        if (dash) { r.clone().text().then(t => { window.__pt.bytes += t.length; }); } return r; }
  finally { if (dash) { window.__pt.inflight--; window.__pt.last = performance.now(); } }
};
new MutationObserver((m, o) => {
  if (!window.__pt.layout && document.getElementById('paper-count')) {
    window.__pt.layout = performance.now(); }
  if (!window.__pt.chart && document.querySelector('.dash-graph[id] .main-svg')) {
    window.__pt.chart = performance.now(); }
  if (window.__pt.chart && !window.__pt.screen && !(__UNDRAWN__)()) {
    window.__pt.screen = performance.now(); o.disconnect(); }
}).observe(document, {childList: true, subtree: true});""".replace("__UNDRAWN__", UNDRAWN)

CATEGORIES = "toplevel,devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(root: Path, store: Path, port: int | None = None) -> tuple[subprocess.Popen, str]:
    """``root``'s server of ``store`` (on ``port``, else a free one), once it answers with
    the dashboard and its priming is over (its CPU time grows by less than 0.1 s in 2 s)."""
    port = port or free_port()
    env = {**os.environ, "PYTHONPATH": str(root)}  # root's code, whatever is installed
    proc = subprocess.Popen([sys.executable, "-m", "dashboard.cli", "serve", str(store),
                             "--port", str(port), "-q"], cwd=root, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    for _ in range(240):
        time.sleep(0.5)
        try:
            if b"_dash-config" in urllib.request.urlopen(url, timeout=5).read():
                break
        except OSError:
            continue
    ticks = os.sysconf("SC_CLK_TCK")

    def cpu() -> float:
        fields = Path(f"/proc/{proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / ticks

    for _ in range(60):
        was = cpu()
        time.sleep(2)
        if cpu() - was < 0.1:
            break
    return proc, url


def main_thread(events: list[dict]) -> dict[str, float]:
    """CPU ms of the page's main thread from its navigation: in all, evaluating scripts,
    evaluating plotly.js."""
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in events
             if e.get("ph") == "M" and e.get("name") == "thread_name"}
    navs = [e for e in events if e.get("name") == "navigationStart" and str(
        e.get("args", {}).get("data", {}).get("documentLoaderURL", "")).startswith("http")]
    if not navs:
        return {}
    start = max(e["ts"] for e in navs)
    evaluating = [(e["pid"], e["tid"]) for e in events if e.get("name") == "EvaluateScript"
                  and e["ts"] >= start and names.get((e["pid"], e["tid"])) == "CrRendererMain"]
    if not evaluating:
        return {}
    main = max(set(evaluating), key=evaluating.count)  # the page's renderer
    mine = [e for e in events if (e["pid"], e["tid"]) == main and e.get("ph") == "X"
            and e["ts"] >= start]
    total = sum(e.get("tdur", 0) for e in mine if e["name"] == "RunTask")
    evals = [e for e in mine if e["name"] == "EvaluateScript"]
    plotly = sum(e.get("tdur", 0) for e in evals
                 if "plotly" in str(e.get("args", {}).get("data", {}).get("url", "")))
    ev = sum(e.get("tdur", 0) for e in evals)
    return {"cpu": total / 1000, "eval": ev / 1000, "plotly": plotly / 1000,
            "run": (total - ev) / 1000}


def load_once(browser, url: str, trace: bool) -> dict[str, float]:
    """One first load of ``url`` in a new profile: the figures above (``trace``: only the
    main thread's CPU time)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.add_init_script(HOOK)
    cdp = context.new_cdp_session(page)
    events: list[dict] = []
    done: list[bool] = []
    cdp.on("Tracing.dataCollected", lambda p: events.extend(p["value"]))
    cdp.on("Tracing.tracingComplete", lambda p: done.append(True))
    if trace:
        cdp.send("Tracing.start", {"categories": CATEGORIES, "transferMode": "ReportEvents"})
    t0 = time.time()
    page.goto(url, wait_until="domcontentloaded", timeout=180000)
    page.wait_for_selector("#paper-count", timeout=180000)
    settled = settle(page, 120) is not None
    tool = time.time() - t0 if settled else float("nan")
    undrawn = page.evaluate(UNDRAWN)
    got = page.evaluate("""() => ({n: window.__pt.n, kb: window.__pt.bytes / 1024,
        chart: window.__pt.chart, layout: window.__pt.layout, sent: window.__pt.sent,
        screen: window.__pt.screen,
        answered: Math.max(0, ...performance.getEntriesByType(
          'resource').filter(e => e.name.includes('_dash-update-component'))
          .map(e => e.responseEnd))})""")
    if not trace:
        context.close()
        return {"tool": tool, "layout": got["layout"], "sent": got["sent"],
                "answered": got["answered"], "chart": got["chart"], "screen": got["screen"],
                "undrawn": undrawn,
                "requests": got["n"], "kb": got["kb"]}
    cdp.send("Tracing.end")
    while not done:
        page.wait_for_timeout(50)
    context.close()
    return main_thread(events)


COLUMNS = (("tool", "tool s", "{:.2f}", 1), ("layout", "layout ms", "{:.0f}", 1),
           ("sent", "sent ms", "{:.0f}", 1), ("answered", "answered ms", "{:.0f}", 1),
           ("chart", "chart ms", "{:.0f}", 1), ("screen", "screen ms", "{:.0f}", 1),
           ("undrawn", "undrawn", "{:.0f}", 1),
           ("requests", "requests", "{:.0f}", 1),
           ("kb", "kB", "{:.0f}", 1), ("cpu", "cpu ms", "{:.0f}", 1),
           ("eval", "eval ms", "{:.0f}", 1), ("plotly", "plotly eval ms", "{:.0f}", 1),
           ("run", "run ms", "{:.0f}", 1))


def row(label: str, values: dict[str, float]) -> str:
    # (a figure a load did not give, e.g. no chart drawn by then: nan)
    cells = [fmt.format(float("nan") if values.get(key) is None else values[key] * k)
             for key, _, fmt, k in COLUMNS]
    return f"| {label} | " + " | ".join(cells) + " |"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("store", type=Path)
    ap.add_argument("--root", type=Path, action="append",
                    help="a checkout to serve (repeat; default: this one)")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args(argv)
    roots = args.root or [Path(__file__).resolve().parent.parent]
    from playwright.sync_api import sync_playwright

    servers = [start(root.resolve(), args.store.resolve()) for root in roots]
    loads: dict[Path, list[dict[str, float]]] = {root: [] for root in roots}
    print(f"1-minute load {os.getloadavg()[0]:.1f} at the start")
    print("| checkout (round) | " + " | ".join(c[1] for c in COLUMNS) + " |")
    print("| --- |" + " ---: |" * len(COLUMNS))
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                         args=["--no-sandbox", "--disable-gpu",
                                               "--disable-dev-shm-usage"])
            for r in range(args.rounds):
                traced = {root: load_once(browser, url, trace=True)
                          for root, (_, url) in zip(roots, servers, strict=True)}
                for root, (_, url) in zip(roots, servers, strict=True):
                    got = {**load_once(browser, url, trace=False), **traced[root]}
                    loads[root].append(got)
                    print(row(f"{root.resolve().name} ({r + 1})", got), flush=True)
            browser.close()
    finally:
        for proc, _ in servers:
            proc.terminate()
            proc.wait(timeout=30)
    print(f"\nmedians, 1-minute load {os.getloadavg()[0]:.1f} at the end:\n")
    print("| checkout | " + " | ".join(c[1] for c in COLUMNS) + " |")
    print("| --- |" + " ---: |" * len(COLUMNS))
    for root in roots:
        med = {key: statistics.median(v[key] for v in loads[root] if v.get(key) is not None)
               for key, *_ in COLUMNS if any(v.get(key) is not None for v in loads[root])}
        print(row(str(root.resolve()), med))
    print(json.dumps({str(r): loads[r] for r in roots}), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""What a user waits for in the browser after a filter change, with the server's share.

Serves a saved analysis (``paper-trends analyze PATH --out DIR``) in this process
(werkzeug, threaded, as ``paper-trends serve DIR``), drives headless Chromium through the
20 filter changes of ``../shared/tools/browser_latency.py`` (searches, topic picks,
"clear all filters"), and measures the way that tool does: from the action (Playwright's
fill and Enter, or its clicks on the topic menu) until every Dash request it set off has
answered (``answered``); beside it the part from the first request to the last answer
(``requests``: what the page's callbacks cost, without the time the driver's clicks
take), the requests, their bytes, and the server's time for them (Flask's request hooks:
parsing, the callback, serialising).

Usage::

    python bench/browser_interaction.py STORE_DIR [--root CHECKOUT] [--label NAME]

``--root`` measures another checkout of the project (e.g. main) with the same script, so
two versions are compared in one run under the same load.  ``--paths other`` drives 20
changes the shared tool does not make, measured the same way: venue, paper type and
decision picks from their menus, the "needs review" switch (scrolled into view before its
click is timed, as a reader scrolls to it first), clicks on bars of the topic
sizes and keywords charts (timed from the click), each pick added to the last until
"clear all filters".  ``--paths people``: clicks on the most prolific authors' bars and
decision picks, each undone by "clear all filters" (issue 16's filters).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from pathlib import Path

HOOK = """
window.__pt = {inflight: 0, last: performance.now(), bytes: 0, n: 0, first: 0};
const of = window.fetch;
window.fetch = async function(...a) {
  const u = String(a[0] && a[0].url || a[0]); const dash = u.includes('_dash-update-component');
  if (dash) { if (!window.__pt.n) { window.__pt.first = performance.now(); }
              window.__pt.inflight++; window.__pt.n++; }
  try { const r = await of.apply(this, a);
        if (dash) { r.clone().text().then(t => { window.__pt.bytes += t.length; }); }
        return r; }
  finally { if (dash) { window.__pt.inflight--; window.__pt.last = performance.now(); } }
};"""
WORDS = ["reinforcement learning", "graph", "privacy", "kernel", "bandit", "convex optimization",
         "gaussian process", "adversarial", "clustering", "sparse", "variational inference",
         "transformer"]


def serve(store: Path, corrections: Path | None = None) -> tuple[str, list[tuple[float, int]]]:
    """The app of ``store`` on a free port (paper types corrected in ``corrections``, if
    given), and the list its hooks append (server ms, response bytes) to for every
    callback request."""
    import flask
    import werkzeug.serving

    from analysis.store import open_saved, saved_folder
    from dashboard.app import create_app

    folder = saved_folder(store)
    if folder is None:
        raise SystemExit(f"{store}: no saved analysis (paper-trends analyze PATH --out DIR)")
    app = create_app(open_saved(folder).analysis, corrections)
    served: list[tuple[float, int]] = []

    @app.server.before_request
    def _start() -> None:
        flask.g.t0 = time.perf_counter()

    @app.server.after_request
    def _end(response: flask.Response) -> flask.Response:
        if flask.request.path.endswith("_dash-update-component"):
            served.append(((time.perf_counter() - flask.g.t0) * 1000,
                           response.calculate_content_length() or 0))
        return response

    server = werkzeug.serving.make_server("127.0.0.1", 0, app.server, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}/", served


def settle(page, timeout: float = 60) -> dict | None:
    end = time.time() + timeout
    while time.time() < end:
        st = page.evaluate("() => ({i: window.__pt.inflight, last: window.__pt.last, "
                           "now: performance.now(), b: window.__pt.bytes, n: window.__pt.n, "
                           "f: window.__pt.first})")
        if st["i"] == 0 and st["n"] > 0 and st["now"] - st["last"] > 400:
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => "
                          "requestAnimationFrame(r)))")
            return st
        page.wait_for_timeout(15)
    return None


def open_dashboard(pw, url: str, hook: str):
    """Chromium at the shared tool's window size with ``hook`` installed, the page loaded
    and settled: (browser, page, the search box, the first load in seconds).  One
    definition for every browser bench here (browser_interaction.py, change_timeline.py)."""
    browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                 args=["--no-sandbox", "--disable-gpu",
                                       "--disable-dev-shm-usage"])
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.add_init_script(hook)
    t0 = time.time()
    page.goto(url, wait_until="domcontentloaded", timeout=180000)
    page.wait_for_selector("#paper-count", timeout=180000)
    settle(page, 180)
    load = time.time() - t0
    box = page.locator("#keyword-filter")
    box = box.locator("input") if box.evaluate("e => e.tagName") != "INPUT" else box
    return browser, page, box, load


def pick(page, control: str, k: int) -> None:
    """Choose the ``k``-th entry (wrapping) of the menu ``#control``, as a user does."""
    page.locator(f"#{control}").click()
    options = page.get_by_role("option")
    options.nth(k % max(1, options.count())).click()
    page.keyboard.press("Escape")


def bar(page, graph: str, k: int):
    """The ``k``-th bar of ``#graph``, hovered (Plotly reports the point last hovered):
    returns the click to time."""
    chart = page.locator(f"#{graph}")
    chart.scroll_into_view_if_needed()
    page.wait_for_function(f"() => document.querySelectorAll('#{graph} .bars path').length > 0")
    marks = page.locator(f"#{graph} .bars path")
    box = marks.nth(k % max(1, marks.count())).bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.wait_for_timeout(300)
    return lambda: page.mouse.click(x, y)


def switch(page, selector: str):
    """The control ``selector``, scrolled into view first (a reader scrolls to the papers
    table before ticking its switch; Playwright's own scroll comes within two frames of
    its click, before the page has been told which charts are near): returns the click
    to time, as :func:`bar` does."""
    control = page.locator(selector).first
    control.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    return lambda: control.click()


def other_paths(page, act) -> None:
    """The 20 changes of ``--paths other`` (module docstring)."""
    clear = lambda: page.locator("#clear-filters").click()  # noqa: E731
    for round_ in range(4):
        act("venue pick", lambda r=round_: pick(page, "venue-filter", 1 + 2 * r))
        act("paper type pick", lambda r=round_: pick(page, "type-filter", r))
        if round_ % 2 == 0:
            act("decision pick", lambda r=round_: pick(page, "status-filter", r // 2))
        else:
            act("needs review", switch(page, "#review-filter input"))
        act("clear all filters", clear)
        page.evaluate("() => window.scrollTo(0, 0)")
    for k, graph in enumerate(["topic-sizes-graph", "keywords-graph"]):
        act(f"click: {graph}", bar(page, graph, 2 + k))
        page.evaluate("() => window.scrollTo(0, 0)")
        act("clear all filters", clear)


def people_paths(page, act) -> None:
    """The 20 changes of ``--paths people`` (issue 16): a click on a bar of the most
    prolific authors (the chart settled after its scroll, as a reader sees it drawn before
    clicking), a decision picked from its menu, each followed by "clear all filters"."""
    clear = lambda: page.locator("#clear-filters").click()  # noqa: E731
    for round_ in range(5):
        page.locator("#prolific-authors-graph").scroll_into_view_if_needed()
        page.wait_for_timeout(600)
        settle(page, 10)
        act("click: prolific-authors-graph", bar(page, "prolific-authors-graph", round_))
        page.evaluate("() => window.scrollTo(0, 0)")
        act("clear all filters", clear)
        act("decision pick", lambda r=round_: pick(page, "status-filter", r))
        act("clear all filters", clear)


PATHS = {"other": other_paths, "people": people_paths}  # the paths the tool does not take


def tool_path(page, box, act) -> None:
    """browser_latency.py's 20 changes (its searches, a topic pick after every third, "clear
    all filters" after every fourth), each made by ``act(label, fn)``."""
    def topic(k: int) -> None:
        page.locator("#topic-filter").click()
        options = page.get_by_role("option")
        options.nth(1 + k % max(1, options.count() - 1)).click()
        page.keyboard.press("Escape")

    clear = lambda: page.locator("#clear-filters").click()  # noqa: E731
    for i, word in enumerate(WORDS):
        act(f"search: {word}", lambda w=word: (box.fill(w), box.press("Enter")))
        if i % 3 == 2:
            act("topic pick", lambda k=i: topic(k))
        if i % 4 == 3:
            act("clear all filters", clear)
    act("clear all filters", clear)


def drive(url: str, served: list[tuple[float, int]], paths: str = "tool"
          ) -> tuple[list[dict], float]:
    """The 20 changes of browser_latency.py: (label, answered s, request-to-answer s,
    requests, kB, server ms) each, and the first load in seconds."""
    from playwright.sync_api import sync_playwright

    changes: list[dict] = []
    with sync_playwright() as pw:
        browser, page, box, load = open_dashboard(pw, url, HOOK)

        def act(label: str, fn) -> None:
            page.evaluate("() => { window.__pt.bytes = 0; window.__pt.n = 0; "
                          "window.__pt.first = 0; }")
            before = len(served)
            t = page.evaluate("() => performance.now()")
            fn()
            st = settle(page)
            if st is None:
                changes.append({"label": label, "answered": 60.0, "wire": 60.0})
                return
            mine = served[before:]
            changes.append({"label": label, "answered": (st["last"] - t) / 1000,
                            "wire": (st["last"] - st["f"]) / 1000,
                            "requests": st["n"], "kb": st["b"] / 1024,
                            "server_ms": sum(ms for ms, _ in mine)})

        if paths in PATHS:
            PATHS[paths](page, act)
            browser.close()
            return changes, load
        tool_path(page, box, act)
        browser.close()
    return changes, load


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("store", type=Path)
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    ap.add_argument("--label", default="")
    ap.add_argument("--paths", choices=["tool", "other", "people"], default="tool",
                    help="the shared tool's 20 changes, or 20 others (module docstring)")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(args.root.resolve()))
    os.chdir(args.root)
    load_avg = os.getloadavg()[0]
    url, served = serve(args.store)
    changes, first = drive(url, served, args.paths)
    done = [c for c in changes if "requests" in c]
    print(f"## {args.label or args.root}, {args.paths} paths  (1-min load {load_avg:.1f} at the start, "
          f"{os.getloadavg()[0]:.1f} at the end)")
    print("| change | answered s | first request to last answer s | requests | kB | "
          "server ms |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for c in changes:
        print(f"| {c['label']} | {c['answered']:.3f} | {c['wire']:.3f} | "
              f"{c.get('requests', '-')} | {c.get('kb', 0):.0f} | {c.get('server_ms', 0):.0f} |")
    answered = [c["answered"] for c in changes]
    wire = [c["wire"] for c in changes]
    print(f"\n{len(changes)} changes: answered p50 {statistics.median(answered):.3f} s, p95 "
          f"{pct(answered, 0.95):.3f} s, max {max(answered):.3f} s; first request to last answer "
          f"p50 {statistics.median(wire):.3f} s, p95 {pct(wire, 0.95):.3f} s; requests per "
          f"change {statistics.median([c['requests'] for c in done]):.0f}, kB per change "
          f"{statistics.median([c['kb'] for c in done]):.0f}, server ms per change p50 "
          f"{statistics.median([c['server_ms'] for c in done]):.0f} p95 "
          f"{pct([c['server_ms'] for c in done], 0.95):.0f}; first load {first:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

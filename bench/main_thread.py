"""How long a filter change blocks the browser's main thread (what Plotly's drawing costs a
reader), for one or more running dashboards, measured in turns.

Usage (servers of the two versions, e.g. main's code and this branch's on one saved
analysis):

    python bench/main_thread.py http://127.0.0.1:8792/ http://127.0.0.1:8791/ [--rounds 2]

Method: headless Chromium (1,400 x 1,000 window) loads each page and records every long
task (the Long Tasks API: a task of 50 ms or more on the main thread) and every Dash
request.  Then 12 searches are typed, one at a time; each change waits until no request
is in flight, 600 ms have passed since the last one answered and two frames have been
painted.  Per change: ``blocked``, the summed long tasks after the change (the page
cannot answer a click or a key meanwhile), and ``idle``, from the key press to the end of
the last long task or response, whichever is later (the page settled and drawn).  The
pages are measured in turns (A, B, A, B ...) so the machine's load falls on both; the
medians and the largest are printed per page and round.  ``browser_latency.py`` stops
its clock at the last response, before the drawing; this measures the drawing too.
"""

from __future__ import annotations

import argparse
import os
import statistics

from playwright.sync_api import Page, sync_playwright

WORDS = ("graph", "privacy", "kernel", "bandit", "adversarial", "clustering", "sparse",
         "transformer", "reinforcement learning", "gaussian process", "convex", "causal")
HOOK = """
window.__lt = [];
new PerformanceObserver(l => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); })
  .observe({type: 'longtask', buffered: true});
window.__rq = {inflight: 0, last: 0, n: 0};
const of = window.fetch;
window.fetch = async function(...a) {
  const dash = String(a[0] && a[0].url || a[0]).includes('_dash-update-component');
  if (dash) { window.__rq.inflight++; window.__rq.n++; }
  try { return await of.apply(this, a); }
  finally { if (dash) { window.__rq.inflight--; window.__rq.last = performance.now(); } }
};"""
SETTLED_JS = """() => window.__rq.inflight === 0 && window.__rq.n > 0
  && performance.now() - window.__rq.last > 600"""
MEASURE_JS = """(t0) => { const lt = window.__lt.filter(e => e[0] >= t0);
  const end = Math.max(window.__rq.last, ...lt.map(e => e[0] + e[1]));
  return {blocked: lt.reduce((s, e) => s + e[1], 0), idle: end - t0}; }"""


def change(page: Page, box, word: str) -> dict[str, float]:
    """Type ``word`` in the search box; the main thread's long tasks and the settling."""
    page.evaluate("() => { window.__rq.n = 0; }")
    t0 = page.evaluate("() => performance.now()")
    box.fill(word)
    box.press("Enter")
    page.wait_for_function(SETTLED_JS, timeout=60000, polling=20)
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    return page.evaluate(MEASURE_JS, t0)


def measure(browser, url: str) -> dict[str, list[float]]:
    """Every change of WORDS on the page at ``url``."""
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.add_init_script(HOOK)
    page.goto(url, timeout=180000)
    page.wait_for_selector("#paper-count", timeout=180000)
    page.wait_for_timeout(3000)
    box = page.locator("#keyword-filter")
    box = box.locator("input") if box.evaluate("e => e.tagName") != "INPUT" else box
    out: dict[str, list[float]] = {"blocked": [], "idle": []}
    for word in WORDS:
        got = change(page, box, word)
        for key in out:
            out[key].append(got[key])
    page.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("urls", nargs="+")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    print("| round | page | load | blocked ms, median | max | idle ms, median | max |")
    print("| ---: | --- | --- | ---: | ---: | ---: | ---: |")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                     args=["--no-sandbox", "--disable-gpu",
                                           "--disable-dev-shm-usage"])
        for round_ in range(1, args.rounds + 1):
            for url in args.urls:
                load = " ".join(f"{x:.1f}" for x in os.getloadavg())
                got = measure(browser, url)
                print(f"| {round_} | {url} | {load} | {statistics.median(got['blocked']):.0f} | "
                      f"{max(got['blocked']):.0f} | {statistics.median(got['idle']):.0f} | "
                      f"{max(got['idle']):.0f} |", flush=True)
        browser.close()


if __name__ == "__main__":
    main()

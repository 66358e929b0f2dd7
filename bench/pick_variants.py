"""A topic pick on one warm server, the page as served against variants of it, in turns.

``../shared/tools/browser_latency.py``'s p95 is a topic pick (Playwright clicks
``#topic-filter``, counts the options by role, clicks one, presses Escape).  To find what
in the page makes that slower than on a bare Dash page, this makes the same pick many times
on the dashboard at URL as served, on variants of it rewritten in the browser (an asset
replaced through a Playwright route, or something removed from the page once it is
loaded: no server restart, so every variant meets the same warm server and its render
cache) and on ``bench/pick_floor.py``'s bare page (the same dropdown, one callback that
answers at once), the variants in turns (reversed every other round), a new browser
context per variant and round.  Each pick is made after a search (the tool's order) and
followed by "clear all filters", and split at marks the page sets (medians, ms from the
action):

- ``open``: the menu's trigger pressed (Playwright found and checked it);
- ``option``: an option pressed (the menu opened and drawn, Playwright's role query over
  the page, its checks that the option is visible, still and hit);
- ``->req``: the request left (the dropdown's change, Dash's work before sending);
- ``answered``: the last answer in, what the tool counts;
- ``idle``: time in ``requestIdleCallback`` work (charts drawn when idle,
  ``assets/lazy_charts.js``) between the action and the request.

Usage::

    python bench/pick_variants.py http://127.0.0.1:8050/ [--rounds 3] [--picks 8]
        [--variants base,bare,no-has,no-a11y,no-chart-svg]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import time

from browser_interaction import settle  # browser_latency.py's settle
from change_timeline import TIMED_FETCH
from pick_floor import bare_page
from playwright.sync_api import sync_playwright

HOOK = TIMED_FETCH + """
window.__mk = {}; window.__idle = [];
document.addEventListener('pointerdown', e => {
  const t = e.target;
  if (t && t.closest && t.closest('#topic-filter')) { window.__mk.open = performance.now(); }
  if (t && t.closest && t.closest('[role=option]')) { window.__mk.opt = performance.now(); }
}, true);
const ric = window.requestIdleCallback;
window.requestIdleCallback = function (fn, opts) {
  return ric.call(window, function (d) {
    const t = performance.now();
    try { return fn(d); } finally { window.__idle.push([t, performance.now() - t]); }
  }, opts);
};"""
WORDS = ("privacy", "convex optimization", "clustering", "transformer")
HAS_RULE = re.compile(r"\.figure-frame > \.dash-graph:not\(:has[^{]*\{[^}]*\}")
# name -> (routes {url glob: new body, or a function of the served body}, scripts run once
# the page has settled, or the bare page)
VARIANTS = {
    "base": ({}, ()),
    "no-has": ({"**/assets/dashboard.css*": lambda css: HAS_RULE.sub("", css)}, ()),
    "no-a11y": ({"**/assets/a11y.js*": ""}, ()),
    "no-chart-svg": ({}, ("() => document.querySelectorAll('.js-plotly-plot .svg-container')"
                          ".forEach(e => e.remove())",)),
}
COLUMNS = ("open", "option", "->req", "answered", "idle")


def _route(body):
    def handle(route) -> None:
        if callable(body):
            served = route.fetch()
            route.fulfill(response=served, body=body(served.text()))
        else:
            kind = "text/css" if ".css" in route.request.url else "application/javascript"
            route.fulfill(body=body, content_type=kind)
    return handle


def picks(browser, url: str, variant: str, count: int) -> tuple[float, list[tuple]]:
    """The page's load (s) and ``count`` topic picks split at the marks (ms)."""
    routes, after = VARIANTS.get(variant, ({}, ()))
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.add_init_script(HOOK)
    for glob, body in routes.items():
        page.route(glob, _route(body))
    t0 = time.time()
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_selector("#paper-count")
    settle(page, 120)
    load = time.time() - t0
    for script in after:
        page.evaluate(script)
    box = page.locator("#keyword-filter")
    box = box.locator("input") if box.evaluate("e => e.tagName") != "INPUT" else box
    out = []
    for k in range(count):
        page.evaluate("() => { window.__pt.n = 0; }")
        box.fill(WORDS[k % len(WORDS)])
        box.press("Enter")
        settle(page)
        page.evaluate("() => { window.__pt.n = 0; window.__pt.starts = []; window.__mk = {}; }")
        t = page.evaluate("() => performance.now()")
        page.locator("#topic-filter").click()
        options = page.get_by_role("option")
        options.nth(1 + (3 * k + 2) % max(1, options.count() - 1)).click()
        page.keyboard.press("Escape")
        st = settle(page)
        opened, pressed, sent = page.evaluate(
            "() => [window.__mk.open, window.__mk.opt, window.__pt.starts[0]]")
        idle = page.evaluate("t => window.__idle.filter(x => x[0] >= t && x[0] <= "
                             "window.__pt.starts[0]).reduce((a, x) => a + x[1], 0)", t)
        out.append((opened - t, pressed - t, sent - t, st["last"] - t if st else 60000, idle))
        page.evaluate("() => { window.__pt.n = 0; }")
        page.locator("#clear-filters").click()
        settle(page)
    context.close()
    return load, out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("url")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--picks", type=int, default=8)
    ap.add_argument("--variants", default="base,bare,no-has,no-a11y,no-chart-svg")
    args = ap.parse_args(argv)
    names = args.variants.split(",")
    urls = {n: (bare_page() if n == "bare" else args.url) for n in names}
    got: dict[str, list[tuple]] = {n: [] for n in names}
    loads: dict[str, list[float]] = {n: [] for n in names}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                     args=["--no-sandbox", "--disable-gpu",
                                           "--disable-dev-shm-usage"])
        picks(browser, args.url, "base", 1)  # the server's caches warm
        for r in range(args.rounds):
            for n in (names if r % 2 == 0 else names[::-1]):
                load, out = picks(browser, urls[n], n, args.picks)
                got[n] += out
                loads[n].append(load)
        browser.close()
    print(f"1-minute load at the end {os.getloadavg()[0]:.2f}; medians of "
          f"{args.rounds * args.picks} picks per variant, ms from the action")
    print("| variant | " + " | ".join(COLUMNS) + " | page load s |")
    print("| --- |" + " ---: |" * (len(COLUMNS) + 1))
    for n in names:
        cols = [statistics.median(c) for c in zip(*got[n], strict=True)]
        print(f"| {n} | " + " | ".join(f"{c:.0f}" for c in cols)
              + f" | {statistics.median(loads[n]):.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

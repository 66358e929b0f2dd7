"""Where a filter change's time goes in the browser: before the request, on the wire, after.

``../shared/tools/browser_latency.py`` times a change from the action to the last answer
(Dash's fetch resolving); this splits the same 20 changes (its searches, topic picks and
"clear all filters") into:

- ``->req``: the action (Playwright's typing, or its clicks on the topic menu) until the
  page's request leaves: the driver, and Dash's work in the page before it sends;
- ``wire``: the request until its answer (the server's time, mostly);
- ``answered``: the two together, what the shared tool reports;
- ``LT<req``: long tasks (50 ms or more of the main thread) before the request;
- ``LT after``: long tasks after the answer (Dash applying it, Plotly drawing);
- ``painted``: the action until the last of those ended (the page drawn).

Usage::

    python bench/change_timeline.py http://127.0.0.1:8050/ [http://127.0.0.1:8051/ ...]

Several URLs (e.g. main's server and a branch's on one saved analysis) are measured one
after the other; run them in turns for a comparison.
"""

from __future__ import annotations

import statistics
import sys

from browser_interaction import open_dashboard, pct, settle, tool_path
from playwright.sync_api import Page, sync_playwright

# each Dash request's start and end (performance.now()), which settle() also reads
TIMED_FETCH = """
window.__pt = Object.assign({inflight: 0, last: performance.now(), n: 0, starts: [], ends: []},
                            window.__pt || {});
const of = window.fetch;
window.fetch = async function(...a) {
  const u = String(a[0] && a[0].url || a[0]); const dash = u.includes('_dash-update-component');
  if (dash) { window.__pt.inflight++; window.__pt.n++; window.__pt.starts.push(performance.now()); }
  try { return await of.apply(this, a); }
  finally { if (dash) { window.__pt.inflight--; window.__pt.last = performance.now();
                        window.__pt.ends.push(performance.now()); } }
};"""
HOOK = """
window.__lt = [];
new PerformanceObserver(l => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); })
  .observe({type: 'longtask', buffered: true});""" + TIMED_FETCH
COLUMNS = ("->req", "wire", "answered", "LT<req", "LT after", "painted")


def split(page: Page, act) -> dict[str, float] | None:
    """One change's times (ms), by the columns of the module docstring."""
    page.evaluate("() => { window.__pt.n = 0; window.__pt.starts = []; window.__pt.ends = []; }")
    t = page.evaluate("() => performance.now()")
    act()
    settle(page)
    page.wait_for_timeout(300)  # the long tasks that end after the page settled
    d = page.evaluate("(t) => ({s: window.__pt.starts, e: window.__pt.ends, "
                      "lt: window.__lt.filter(x => x[0] + x[1] >= t)})", t)
    if not d["s"]:
        return None
    sent, answered = d["s"][0], max(d["e"])
    before = sum(min(x[1], sent - x[0]) for x in d["lt"] if x[0] < sent)
    after = [x for x in d["lt"] if x[0] + x[1] > answered]
    painted = max([x[0] + x[1] for x in after], default=answered)
    return dict(zip(COLUMNS, (sent - t, answered - sent, answered - t, before,
                              sum(x[1] for x in after), painted - t), strict=True))


def drive(url: str) -> list[tuple[str, dict[str, float]]]:
    rows: list[tuple[str, dict[str, float]]] = []
    with sync_playwright() as pw:
        browser, page, box, _ = open_dashboard(pw, url, HOOK)

        def act(label: str, fn) -> None:
            got = split(page, fn)
            if got is not None:
                rows.append((label, got))

        tool_path(page, box, act)
        browser.close()
    return rows



def main(urls: list[str]) -> int:
    for url in urls:
        rows = drive(url)
        print(f"## {url}\n| change | " + " | ".join(f"{c} ms" for c in COLUMNS) + " |")
        print("| --- |" + " ---: |" * len(COLUMNS))
        for label, got in rows:
            print(f"| {label} | " + " | ".join(f"{got[c]:.0f}" for c in COLUMNS) + " |")
        print("\n" + "; ".join(
            f"{c} p50 {statistics.median([g[c] for _, g in rows]):.0f} p95 "
            f"{pct([g[c] for _, g in rows], 0.95):.0f}" for c in COLUMNS) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""What the topic map's dots cost the latency tool's topic pick: the page's elements, each
chart's, and the driver's role query and the option's hover with the menu open, before
and after the map's 1,000 dots are taken out of the page.

    python bench/role_query_probe.py CHECKOUT STORE_DIR [--rounds 7]

Why: the tool's topic pick (``../shared/tools/browser_latency.py``) queries the page by
ARIA role (``get_by_role("option")``: ``count``, then ``nth(...).click``), and a role
query walks every element of the page; the map's dots are 1,000 of its ~3,000.  The
hover stands for the click without sending a request: Playwright's checks that the
option is visible, stable and hit, and the mouse's move.  On a fresh server of the store
(``first_load.start``), the checkout's code.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from first_load import start
from playwright.sync_api import Page, sync_playwright

CHART_ELEMENTS = """() => { const out = {};
  document.querySelectorAll('.js-plotly-plot').forEach(e => {
    let p = e; while (p && !p.id) p = p.parentElement;
    out[(p && p.id) || '?'] = e.querySelectorAll('*').length; });
  return out; }"""
MAP_DOTS = "#topic-map-graph .scatterlayer .points path"


def rounds(page: Page, n: int) -> tuple[list[float], list[float]]:
    """The role query's and the hover's milliseconds, ``n`` times with the menu open."""
    counts, hovers = [], []
    for _ in range(n):
        page.locator("#topic-filter").click()
        page.wait_for_timeout(300)
        t = time.perf_counter()
        page.get_by_role("option").count()
        counts.append(round((time.perf_counter() - t) * 1000, 1))
        t = time.perf_counter()
        page.get_by_role("option").nth(1).hover()
        hovers.append(round((time.perf_counter() - t) * 1000, 1))
        page.keyboard.press("Escape")
        page.wait_for_timeout(300)
    return counts, hovers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkout", type=Path)
    parser.add_argument("store", type=Path)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    proc, url = start(args.checkout, args.store)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=[
                "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
            page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
            page.goto(url)
            page.wait_for_selector("#paper-count")
            page.wait_for_timeout(4000)
            for label in ("as served", "without the map's dots"):
                if label != "as served":
                    page.evaluate(f"document.querySelectorAll('{MAP_DOTS}')"
                                  ".forEach(e => e.remove())")
                elements = page.evaluate("document.querySelectorAll('*').length")
                counts, hovers = rounds(page, args.rounds)
                print(f"{label}: {elements} elements {page.evaluate(CHART_ELEMENTS)}\n"
                      f"  role query ms {counts}\n  option hover ms {hovers}")
            browser.close()
    finally:
        proc.terminate()
        proc.wait()


if __name__ == "__main__":
    main()

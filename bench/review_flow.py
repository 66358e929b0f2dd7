"""How long reviewing paper types takes in the browser: "needs review", paper after paper.

Issue 14 asks that a user of a 3,000-paper venue can review the 100 least certain papers
in minutes.  This drives headless Chromium as a reviewer does, ``--papers N`` times:
click the first row of the review list (the least certain paper left), wait for its
abstract in the panel (``open``), choose a type in the panel's menu, Save and wait for
"Saved" (``save``), then for the list to show the next paper's title in that row (``next``,
from Save: the corrected paper leaves the list; the grid shows the row empty until its
rows come again, so an empty row is not the next paper).  Each correction is checked: the count of papers to
review drops by one.  The reader's own time (reading the abstract) is not in it.

Since review57 Save in "Needs review" opens the next paper itself: the bench then clicks
no row after the first and times ``panel`` (from Save to the next paper's title in the
panel: the reader can read on) instead of a click's ``open``.  Whether the dashboard does
is found on the first paper (3 s), so the bench also runs against older code.

Usage::

    python bench/review_flow.py STORE_DIR [--papers 20] [--type empirical]

Serves the saved analysis (``paper-trends analyze PATH --out DIR``) in this process with a
fresh corrections file in a temporary folder (the store and the corpus are not touched).
"""

from __future__ import annotations

import argparse
import logging
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from browser_interaction import serve  # noqa: E402  (the same server as the other browser benches)

from analysis.schema import PAPER_TYPES  # noqa: E402
from dashboard.figures import TYPE_LABELS  # noqa: E402


def count(text: str) -> int:
    return int(text.split(" of ")[0].replace(",", ""))


def review(url: str, n: int, label: str) -> list[dict]:
    from playwright.sync_api import expect, sync_playwright

    out = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                    args=["--no-sandbox", "--headless"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(f"{url}/?review=1")
        headline = page.locator("#paper-count")
        expect(page.locator("#review-filter input")).to_be_checked(timeout=60_000)
        page.wait_for_load_state("networkidle")
        page.locator("#papers").scroll_into_view_if_needed()
        first = page.locator("#papers-table .ag-row[row-index='0']")
        shown = page.locator("#paper-detail h3")
        opens_next = None  # whether Save opens the next paper (found on the first one)
        for i in range(n):
            cell = first.locator("[col-id=title]")
            expect(cell).not_to_have_text(re.compile(r"^\s*$"), timeout=30_000)
            title, left = cell.inner_text().strip(), count(headline.inner_text())
            t0 = time.perf_counter()
            if not opens_next:
                first.locator("[col-id=venue]").click()
            expect(shown).to_have_text(title, timeout=30_000)
            expect(page.locator("#correct-form")).to_be_visible()
            opened = time.perf_counter() - t0
            page.locator("#correct-type").click()
            page.locator(".dash-dropdown-content .dash-options-list-option").filter(
                has_text=re.compile(f"^{re.escape(label)}$")).click()
            page.keyboard.press("Escape")
            t1 = time.perf_counter()
            page.locator("#correct-save").click()
            expect(page.locator("#correct-status")).to_contain_text("Saved", timeout=30_000)
            saved = time.perf_counter() - t1
            # the next paper's title in the row (the grid empties it while it asks again)
            expect(cell).not_to_have_text(re.compile(rf"^\s*$|^\s*{re.escape(title)}\s*$"),
                                          timeout=30_000)
            listed = time.perf_counter() - t1
            panel = None
            if opens_next is not False:
                try:  # the next paper in the panel, opened by the Save
                    expect(shown).to_have_text(cell.inner_text().strip(),
                                               timeout=30_000 if opens_next else 3_000)
                    panel, opens_next = time.perf_counter() - t1, True
                except AssertionError:
                    opens_next = False
            expect(headline).to_have_text(re.compile(rf"^{left - 1:,} of "), timeout=30_000)
            out.append({"open": opened, "save": saved, "next": listed, "panel": panel,
                        "clicked": i == 0 or not opens_next, "title": title})
            print(f"{i + 1:3d}  open {opened:.2f}  save {saved:.2f}  next {listed:.2f}  "
                  f"panel {panel or 0:.2f}  left {left - 1:,}  {title[:60]}", flush=True)
        browser.close()
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("store", type=Path)
    ap.add_argument("--papers", type=int, default=20)
    ap.add_argument("--type", default="empirical", choices=PAPER_TYPES)
    a = ap.parse_args(argv)
    corrections = Path(tempfile.mkdtemp()) / "corrections.csv"
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # no line per request
    url = serve(a.store, corrections)[0].rstrip("/")
    rows = review(url, a.papers, TYPE_LABELS[a.type])
    print(f"\n{started}, {a.store}, {len(rows)} papers corrected "
          f"({len(corrections.read_text().splitlines()) - 1} rows in {corrections})")
    clicked = [r for r in rows if r["clicked"]]
    for key, among in (("open", clicked), ("save", rows), ("next", rows),
                       ("panel", [r for r in rows if r["panel"] is not None])):
        values = sorted(r[key] for r in among)
        if not values:
            continue
        p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
        print(f"{key:5s} median {statistics.median(values):.2f} s  p95 {p95:.2f} s  "
              f"max {values[-1]:.2f} s  ({len(values)} papers)")
    # from opening the list to the last Save's next paper: each paper's open (a click) or
    # the Save's wait for the next paper in the panel, reading and choosing not counted
    total = sum(r["open"] + (r["panel"] if r["panel"] is not None else r["next"])
                for r in rows)
    print(f"rows clicked: {len(clicked)} of {len(rows)}; the dashboard's share of reviewing "
          f"{len(rows)} papers: {total:.1f} s ({total / len(rows):.2f} s a paper, reading "
          "and choosing not counted)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""What a browser goes through on an upload's page while it is analysed, on running servers.

    python bench/upload_wait.py http://127.0.0.1:8761 http://127.0.0.1:8760 --file PAPERS.json

For each server (started with ``PAPER_TRENDS_UPLOADS=DIR python -m dashboard.cli serve``,
e.g. one from main and one from a branch, as peers in the same run): headless Chromium
opens the dashboard, drops ``--file`` on the upload panel, opens ``/u/<id>/`` at once (the
id from the tab's session storage, so a server without a link to it is measured too) and
waits for the upload's dashboard (or, for a file that cannot be used, its failure page).
Reported: which appeared and after how many seconds, the status the page answers when
asked again (200; a failure 422 or 500 since upload61, 404 before), the page
loads meanwhile (each one restarts a screen reader's reading), the meta refresh elements
on the waiting page (axe's WCAG 2.2.1 "meta-refresh") and the console errors.
"""

from __future__ import annotations

import argparse
import json
import os
import time

from playwright.sync_api import sync_playwright

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]


def measure(browser, url: str, path: str) -> dict:
    page = browser.new_page(viewport={"width": 1000, "height": 800})
    errors: list[str] = []
    loads: list[float] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(url)
    page.wait_for_selector("#paper-count", timeout=60_000)
    page.locator("#upload input[type=file]").set_input_files(path)
    t0 = time.time()
    while not (upload_id := page.evaluate("() => sessionStorage.getItem('upload-id')")):
        time.sleep(0.1)
    page.on("load", lambda: loads.append(round(time.time() - t0, 1)))
    page.goto(f"{url}/u/{json.loads(upload_id)}/")
    metas = page.locator("meta[http-equiv=refresh]").count()
    failed = page.locator("h1", has_text="could not be analysed")
    while time.time() - t0 < 300 and not page.locator(".masthead .corpus").count() \
            and not failed.count():
        time.sleep(0.2)
    outcome = "failed" if failed.count() else "dashboard"
    status = page.request.get(page.url).status  # the page's own answer, asked again
    page.close()
    return {"url": url, "outcome": outcome, "after_s": round(time.time() - t0, 1),
            "http_status": status, "page_loads": len(loads), "meta_refresh": metas,
            "console_errors": len(errors), "errors": sorted(set(errors))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("urls", nargs="+")
    parser.add_argument("--file", required=True)
    parser.add_argument("--runs", type=int, default=2)
    args = parser.parse_args()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for run in range(1, args.runs + 1):
            for url in args.urls:
                load = os.getloadavg()[0]
                print(json.dumps({"run": run, "load_avg_before": round(load, 2),
                                  **measure(browser, url, args.file)}), flush=True)
        browser.close()


if __name__ == "__main__":
    main()

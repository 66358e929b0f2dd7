"""A page opened while ``serve DIR`` still loads its saved analysis (walk59: some 60
"Failed to load resource: 503" console errors, one per poll of the preparing page):
the preparing page waits quietly and turns into the dashboard (dashboard/serving.py)."""

from __future__ import annotations

import threading
import time
from argparse import Namespace
from types import SimpleNamespace

import pytest
from playwright.sync_api import Page, expect

from analysis.progress import Progress
from dashboard import serving
from tests.test_browser import watch  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser


def test_a_page_opened_while_the_analysis_loads_logs_no_error(page: Page, watch,  # noqa: F811
                                                               planted_analysis, tmp_path,
                                                               monkeypatch):
    """A planted slow load: ``serve``'s analysis arrives only when the test lets it,
    after the page has polled a few times; then the dashboard appears at the same URL
    (filters kept) and the console holds no error."""
    loaded = threading.Event()

    def slow_load(args, progress):
        progress.stage("load_and_clean", total=4, unit="files")
        loaded.wait(60)
        return SimpleNamespace(analysis=planted_analysis, store=None, message="planted")

    monkeypatch.setattr(serving, "prepare_for", slow_load)
    monkeypatch.setenv("PAPER_TRENDS_UPLOADS", "off")
    progress = Progress()
    progress.expect(["load_and_clean", "vocabulary"])
    early = serving.start_preparing("127.0.0.1", 0, progress, quiet=True)
    args = Namespace(debug=False, workers=0, cache=tmp_path, host="127.0.0.1", port=0,
                     quiet=True)
    thread = threading.Thread(target=serving.serve,
                              args=(args, progress, lambda a: "", early), daemon=True)
    thread.start()
    try:
        page.goto(f"{early.url}?topic=1")
        expect(page.get_by_role("heading", name="Preparing the analysis")).to_be_visible()
        time.sleep(3.5)  # three polls of the preparing page
        assert watch["errors"] == []
        loaded.set()
        expect(page.locator("#topic-sizes-graph")).to_be_visible(timeout=60_000)
        assert page.url.endswith("/?topic=1")
        assert watch["errors"] == []
    finally:
        loaded.set()
        early.server.shutdown()
        thread.join(10)

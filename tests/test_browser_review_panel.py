"""Going down "Needs review" paper after paper in headless Chromium (review55, COLT's 100
least certain papers): the panel opens each paper at its top, its Save stays in view below
a long abstract, and a note typed for one paper is not saved again with the next.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import re

import pandas as pd
import pytest
from playwright.sync_api import Page, expect

from tests.test_browser import menu_entries, see_papers, watch  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser

# a short window: the seeds' abstracts overflow the panel (max-height 100vh - 170 px)
VIEWPORT = {"width": 1280, "height": 560}


def _open(page: Page, index: int) -> str:
    row = page.locator(f"#papers-table .ag-row[row-index='{index}']")
    title = row.locator("[col-id=title]")
    expect(title).not_to_have_text(re.compile(r"^\s*$"))
    text = title.inner_text().strip()
    row.locator("[col-id=venue]").click()
    expect(page.locator("#paper-detail h3")).to_have_text(text)
    return text


def _choose(page: Page, label: str) -> None:
    page.locator("#correct-type").click()
    menu_entries(page, re.compile(f"^{re.escape(label)}$")).click()
    page.keyboard.press("Escape")


@pytest.fixture
def review_url(review_analysis, tmp_path):
    from dashboard.app import create_app
    from tests.conftest import _serve

    fixes = tmp_path / "fixes.csv"
    srv, url = _serve(create_app(review_analysis, fixes))
    yield url, fixes
    srv.shutdown()


def _to_review(page: Page, url: str) -> None:
    page.set_viewport_size(VIEWPORT)
    page.goto(f"{url}/?review=1")
    see_papers(page)
    # the reader scrolls the table up under the filters: the panel beside it is stuck
    page.locator("#papers-table").evaluate(
        "e => window.scrollBy(0, e.getBoundingClientRect().top - 150)")


def test_the_next_paper_opens_at_its_top_with_save_in_view(page: Page, review_url,
                                                           watch):  # noqa: F811
    url, _ = review_url
    _to_review(page, url)
    card = page.locator(".detail.card")
    _open(page, 0)
    assert card.evaluate("c => c.scrollHeight > c.clientHeight + 50")  # a long abstract
    # Save is in the panel's visible part without scrolling it (it was below the abstract)
    inside = ("c => { const s = document.querySelector('#correct-save')"
              ".getBoundingClientRect(), k = c.getBoundingClientRect();"
              " return s.top >= k.top && s.bottom <= k.bottom && s.bottom <= innerHeight; }")
    assert card.evaluate(inside)
    # read to the abstract's end, then the next paper: its title and evidence, not its middle
    card.evaluate("c => { c.scrollTop = c.scrollHeight; }")
    _open(page, 1)
    expect(page.locator("#paper-detail h3")).to_be_in_viewport()
    assert card.evaluate("c => c.scrollTop") == 0
    assert card.evaluate(inside)
    assert watch["errors"] == []


def test_a_note_is_saved_with_its_paper_only(page: Page, review_url, watch):  # noqa: F811
    url, fixes = review_url
    _to_review(page, url)
    first = _open(page, 0)
    _choose(page, "Unclear")
    page.locator("#correct-note").fill("an open problem, no result")
    page.locator("#correct-save").click()
    expect(page.locator("#correct-status")).to_contain_text("Saved: unclear")
    # the next paper has taken the first row
    expect(page.locator("#papers-table .ag-row[row-index='0'] [col-id=title]")).not_to_have_text(
        re.compile(rf"^\s*$|^\s*{re.escape(first)}\s*$"))
    _open(page, 0)
    expect(page.locator("#correct-note")).to_have_value("")
    _choose(page, "Theory only")
    page.locator("#correct-save").click()
    expect(page.locator("#correct-status")).to_contain_text("Saved: theory only")
    saved = pd.read_csv(fixes, keep_default_na=False)
    assert list(saved["note"]) == ["an open problem, no result", ""]
    # back to the first paper (all papers, sorted by confidence): its own note is shown
    page.goto(url)
    see_papers(page)
    band = page.locator("#papers-table .ag-header-cell[col-id=band]")
    band.click()
    band.click()  # descending: corrected first
    for index in (0, 1):
        if _open(page, index) == first:
            break
    expect(page.locator("#correct-note")).to_have_value("an open problem, no result")
    assert watch["errors"] == []

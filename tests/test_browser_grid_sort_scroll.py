"""A sort in the papers table shows the newly ordered papers with their titles (walk57):
where the table is wider than its place, the reader scrolls sideways to reach the
Confidence header, and after the sort the table stayed there, every title out of view.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _wait_ready,
    see_papers,
    watch,
)

pytestmark = pytest.mark.browser
#: a window where the table (~855 px of columns) is wider than its place (~565 px)
NARROW = {"width": 900, "height": 900}
VIEWPORT = "#papers-table .ag-center-cols-viewport"


def _scroll_left(page: Page) -> float:
    return page.evaluate(f"document.querySelector('{VIEWPORT}').scrollLeft")


def test_a_sort_reached_by_scrolling_sideways_shows_the_titles(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    page.set_viewport_size(NARROW)
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    see_papers(page)
    title = page.locator("#papers-table .ag-header-cell[col-id=title]")
    band = page.locator("#papers-table .ag-header-cell[col-id=band]")
    expect(page.locator("#papers-table .ag-row[row-index='0'] [col-id=title]")).not_to_have_text(
        re.compile(r"^\s*$"))
    sizes = page.evaluate(f"(() => {{ const v = document.querySelector('{VIEWPORT}');"
                          "return [v.clientWidth, v.scrollWidth]; })()")
    assert sizes[1] > sizes[0] + 100, sizes  # the table is wider than its place
    # sideways, as a reader's trackpad (shift + wheel) takes it, to the Confidence header
    page.evaluate(f"document.querySelector('{VIEWPORT}').scrollLeft = 10000")
    page.wait_for_function(f"document.querySelector('{VIEWPORT}').scrollLeft > 100")
    band.click()  # in view across: Playwright scrolls the page down to it, not sideways
    expect(band).to_have_attribute("aria-sort", "ascending")
    page.wait_for_function(f"document.querySelector('{VIEWPORT}').scrollLeft === 0")
    grid = page.locator("#papers-table .ag-root-wrapper").bounding_box()
    head = title.bounding_box()
    assert grid is not None and head is not None
    assert head["x"] >= grid["x"] - 1  # the titles' column in view, from its left edge
    assert _scroll_left(page) == 0
    assert watch["errors"] == []

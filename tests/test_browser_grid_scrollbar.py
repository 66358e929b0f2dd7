"""The papers table's sideways scroll bar within reach (review58): below ~1,200 px the
table's columns (~855 px) are wider than its place, and its scroll bar sat under its 20
rows (~1,300 px down), out of sight: only shift + wheel reached Confidence and Type
evidence.  Now the bar keeps to the window's bottom edge while the rows are in view.

Scroll bars are shown here as a desktop browser shows them: headless Chromium hides them
unless told not to (Playwright's default ``--hide-scrollbars`` is left out).

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.test_browser import _wait_ready, see_papers

pytestmark = pytest.mark.browser
BAR = "#papers-table .ag-body-horizontal-scroll"
VIEWPORT = "#papers-table .ag-center-cols-viewport"


@pytest.fixture
def shown_page(browser_type, browser_type_launch_args):
    browser = browser_type.launch(**browser_type_launch_args,
                                  ignore_default_args=["--hide-scrollbars"])
    page = browser.new_page(viewport={"width": 1000, "height": 800})
    yield page
    browser.close()


def test_the_sideways_scroll_bar_is_in_view_with_the_rows_and_scrolls(
        shown_page, planted_url, planted_analysis):
    page = shown_page
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    see_papers(page)
    expect(page.locator("#papers-table .ag-row[row-index='0'] [col-id=title]")).not_to_have_text(
        re.compile(r"^\s*$"))
    # the reader scrolls the table's top under the filters: its first rows fill the window
    page.locator("#papers-table").evaluate(
        "e => window.scrollBy(0, e.getBoundingClientRect().top - 150)")
    sizes = page.evaluate(f"(() => {{ const v = document.querySelector('{VIEWPORT}');"
                          "return [v.clientWidth, v.scrollWidth]; })()")
    assert sizes[1] > sizes[0] + 100, sizes  # wider than its place: there is a bar to reach
    table = page.locator("#papers-table .ag-root-wrapper").bounding_box()
    bar = page.locator(BAR).bounding_box()
    assert table is not None and bar is not None
    assert table["y"] + table["height"] > 800 + 300  # rows run on below the window
    assert bar["height"] > 5 and bar["y"] + bar["height"] <= 800 + 0.5, bar  # in view
    # dragged by the mouse, the bar brings the right columns in view
    y = bar["y"] + bar["height"] / 2
    page.mouse.move(bar["x"] + 40, y)
    page.mouse.down()
    page.mouse.move(bar["x"] + bar["width"] - 10, y, steps=6)
    page.mouse.up()
    page.wait_for_function(f"document.querySelector('{VIEWPORT}').scrollLeft > 100")
    head = page.locator("#papers-table .ag-header-cell[col-id=evidence]").bounding_box()
    assert head is not None and head["x"] + head["width"] <= table["x"] + table["width"] + 1

"""The section menu's links land on their sections (walk64).

The papers grid is built when its place comes near the viewport; a smooth scroll from the
menu to "Downloads", below the table, passed that place, and building the grid stopped
the scroll short, on the table: the Downloads heading ended 1,857 px down (the seeds,
1,400 px wide), 1,556 on ICRA + IROS + RSS.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.test_browser import watch  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("width", [1400, 390])
def test_the_menus_downloads_link_lands_on_downloads_past_the_unbuilt_table(
        page: Page, seeds_url, width, watch):  # noqa: F811
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(seeds_url)
    expect(page.locator("#paper-count")).to_contain_text("of 57 papers")
    assert page.locator("#papers-table .ag-root-wrapper").count() == 0  # not built yet
    page.locator("a[href='#downloads']").first.click()
    expect(page.locator("#papers-table .ag-row").first).to_be_attached()  # built on the way
    # the scroll settles (smooth): the heading's place the same for 1.6 s
    page.wait_for_function("""() => { const y = Math.round(document.getElementById('downloads')
        .getBoundingClientRect().top); window.__same = window.__y === y ? window.__same + 1 : 0;
        window.__y = y; return window.__same >= 4; }""", polling=400, timeout=15_000)
    top = page.locator("#downloads").bounding_box()["y"]
    assert 0 <= top < 900 - 100, top  # in view, with room for its buttons
    assert watch["errors"] == []

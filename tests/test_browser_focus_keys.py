"""What the mouse's focus draws, and the Tab stops of the papers table (walk63's leftovers).

Dash 4 draws a 1-px purple border and ring on a menu the mouse opened and closed (its
``.dash-dropdown:focus`` rule): the page's own ring is for the keyboard (``:focus-visible``).
The grid's column headers were a Tab stop each: 7 presses before the rows.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.test_browser import see_papers, watch  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser
DASH_PURPLE = "rgb(127, 75, 196)"  # --Dash-Fill-Interactive-Strong
FOCUS = "rgb(29, 78, 216)"  # the page's --focus
RING = "e => { const c = getComputedStyle(e); return [c.borderColor, c.outlineStyle, c.outlineColor]; }"


def test_a_menu_the_mouse_focused_has_no_purple_ring_the_keyboards_has_the_pages(
        page: Page, seeds_url, watch):  # noqa: F811
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(seeds_url)
    menu = page.locator("#topic-filter")
    expect(menu).to_be_enabled()
    rest = menu.evaluate(RING)
    menu.click()  # open
    expect(page.get_by_role("option").first).to_be_visible()
    menu.click()  # and closed: the focus stays on the menu
    expect(menu).to_be_focused()
    border, style, _ = menu.evaluate(RING)
    assert border == rest[0] and DASH_PURPLE not in border
    assert style == "none"
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")  # the keyboard's focus
    expect(menu).to_be_focused()
    _, style, colour = menu.evaluate(RING)
    assert (style, colour) == ("solid", FOCUS)
    assert watch["errors"] == []


def test_the_tables_headers_are_one_tab_stop_before_its_rows(page: Page, seeds_url,
                                                              watch):  # noqa: F811
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(seeds_url)
    see_papers(page)
    first = page.locator("#papers-table .ag-header-cell").first
    expect(first).to_be_visible()
    first.focus()
    page.keyboard.press("ArrowRight")  # the arrows still move along the headers
    expect(page.locator("#papers-table .ag-header-cell").nth(1)).to_be_focused()
    page.keyboard.press("Tab")  # one press: the rows
    cell = page.locator("#papers-table .ag-cell[col-id='title']").first
    expect(cell).to_be_focused()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")  # back past the headers in one press too
    assert page.evaluate("!document.activeElement.closest('.ag-header')")
    assert watch["errors"] == []

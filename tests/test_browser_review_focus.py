"""Where the focus is once "Needs review" has opened the next paper after a click (walk60).

A chair clicked "Label is right" on ICML 2013-2019's least certain paper; the next paper
opened with the focus still on the button, now "Label is right" for that paper, and the
Space pressed to scroll its abstract confirmed it unread (the corrections file gained a
row, a third paper opened).  The focus now goes to the next paper's title, as after a
keyboard save, without scrolling the page.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import pandas as pd
import pytest
from playwright.sync_api import Page, expect

from tests.test_browser import see_papers, watch  # noqa: F401 (a fixture)
from tests.test_browser_review_panel import (  # noqa: F401 (a fixture)
    VIEWPORT,
    _choose,
    _open,
    _title_at,
    review_url,
)

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("button", ["#correct-confirm", "#correct-save"])
def test_after_a_click_a_space_scrolls_the_next_paper_and_keeps_nothing(
        page: Page, review_url, button, watch):  # noqa: F811
    url, fixes = review_url
    page.set_viewport_size(VIEWPORT)
    page.goto(f"{url}/?review=1")
    see_papers(page)
    page.locator("#papers-table").evaluate(
        "e => window.scrollBy(0, e.getBoundingClientRect().top - 150)")
    _open(page, 0)
    second = _title_at(page, 1)
    if button == "#correct-save":
        _choose(page, "Unclear" if "Unclear" not in page.locator(
            "#paper-detail .chip").nth(1).inner_text() else "Theory only")
    page.locator(button).click()
    title = page.locator("#paper-detail h3")
    expect(title).to_have_text(second)
    expect(page.locator("#correct-status")).to_contain_text("Previous paper")
    expect(title).to_be_focused()  # not the button: it now keeps this paper's label
    y = page.evaluate("scrollY")
    card = page.locator(".detail.card")
    assert card.evaluate("c => c.scrollHeight > c.clientHeight + 50")  # a long abstract
    page.keyboard.press("Space")  # the reader scrolls the next abstract
    page.wait_for_timeout(1_500)  # (a confirmation opened the next paper within ~0.5 s)
    expect(title).to_have_text(second)
    assert len(pd.read_csv(fixes)) == 1
    assert card.evaluate("c => c.scrollTop") > 0  # the Space scrolled the abstract
    assert abs(page.evaluate("scrollY") - y) < 2  # and not the page
    assert watch["errors"] == []


def test_the_key_y_in_the_paper_confirms_its_label_and_opens_the_next(
        page: Page, review_url, watch):  # noqa: F811
    """review61: every review action had a key path but "Label is right", five Tabs and
    an Enter from the paper's title (walk60).  Y in the paper's panel presses it; typed
    into the note it is a letter; the button and the keys line under the form say so."""
    url, fixes = review_url
    page.set_viewport_size(VIEWPORT)
    page.goto(f"{url}/?review=1")
    see_papers(page)
    first = _open(page, 0)
    second = _title_at(page, 1)
    confirm = page.locator("#correct-confirm")
    expect(confirm).to_have_attribute("aria-keyshortcuts", "Y")
    expect(page.locator(".correct-keys")).to_be_visible()
    expect(page.locator(".correct-keys")).to_contain_text("Y = Label is right")
    label = confirm.inner_text()  # "Label is right: <the model's type>"
    page.locator(".detail.card").focus()
    page.keyboard.press("y")
    title = page.locator("#paper-detail h3")
    expect(title).to_have_text(second)
    expect(title).to_be_focused()
    fixes_read = pd.read_csv(fixes)
    assert len(fixes_read) == 1 and first != second
    assert label.startswith("Label is right: ")
    # in the note, Y is a letter: nothing is kept, the paper stays
    note = page.locator("#correct-note")
    note.click()
    page.keyboard.press("y")
    expect(note).to_have_value("y")
    page.wait_for_timeout(1_000)
    expect(title).to_have_text(second)
    assert len(pd.read_csv(fixes)) == 1
    # from the title again (where the last confirmation left the focus): the next one
    note.fill("")
    page.locator(".detail.card").focus()
    page.keyboard.press("Y")
    expect(title).not_to_have_text(second)
    assert len(pd.read_csv(fixes)) == 2
    assert watch["errors"] == []


@pytest.mark.parametrize("key", ["Enter", " "])
def test_a_type_picked_from_the_keyboard_closes_its_menu_and_tab_reaches_save(
        page: Page, review_url, key, watch):  # noqa: F811
    """review71: Enter (or Space) on an option of the type menu picked it and closed the
    menu, the focus on the field, whose keyup then opened the menu again: Tab went round
    the options, never to Save (the README's "Tab to the type and Save").  Now the menu
    stays closed, and two Tabs (the note, Save) and Enter save the type."""
    url, fixes = review_url
    page.set_viewport_size(VIEWPORT)
    page.goto(f"{url}/?review=1")
    see_papers(page)
    first = _open(page, 0)
    field = page.locator("#correct-type")
    field.focus()
    page.keyboard.press("Enter")  # opens the menu, the focus in its search
    menu = page.locator(".dash-dropdown-content")
    expect(menu).to_be_visible()
    # the keys go where the focus is: once in the menu's search (on a loaded machine the
    # menu showed before its search had the focus, and the arrows went nowhere)
    expect(menu.get_by_role("searchbox")).to_be_focused()
    page.keyboard.press("ArrowDown")  # Theory only
    page.keyboard.press("ArrowDown")  # Empirical only
    expect(page.locator(".dash-dropdown-content [role=option]:focus")).to_have_text(
        "Empirical only")
    page.keyboard.down(key)  # held as a hand holds it: the release after the menu closed
    page.wait_for_timeout(150)
    page.keyboard.up(key)
    expect(field).to_have_text("Empirical only")
    page.wait_for_timeout(500)  # the key's release has come and gone
    expect(menu).to_have_count(0)
    expect(field).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.locator("#correct-note")).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.locator("#correct-save")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#correct-status")).to_contain_text(first[:40])
    saved = pd.read_csv(fixes)
    assert list(saved["paper_type"]) == ["empirical"]
    assert watch["errors"] == []

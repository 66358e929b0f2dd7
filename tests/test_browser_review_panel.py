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
    expect(page.locator("#correct-status")).to_contain_text("Saved: Unclear, in ")
    # the next paper has taken the first row
    expect(page.locator("#papers-table .ag-row[row-index='0'] [col-id=title]")).not_to_have_text(
        re.compile(rf"^\s*$|^\s*{re.escape(first)}\s*$"))
    _open(page, 0)
    expect(page.locator("#correct-note")).to_have_value("")
    _choose(page, "Theory only")
    page.locator("#correct-save").click()
    expect(page.locator("#correct-status")).to_contain_text("Saved: Theory only, in ")
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


def _count(page: Page) -> int:
    return int(page.locator("#paper-count").inner_text().split(" of ")[0].replace(",", ""))


def test_label_is_right_confirms_in_one_click_and_opens_the_next(page: Page, review_url,
                                                                watch):  # noqa: F811
    """review55: a paper read and agreed with stayed in "Needs review" and came back, among
    the unread, after a reload.  One click keeps the model's type as a correction marked
    "confirmed" (a changed type reads "corrected"), and the next paper opens."""
    url, fixes = review_url
    _to_review(page, url)
    left = _count(page)
    first = _open(page, 0)
    model_type = page.locator("#paper-detail .chip").nth(1).inner_text()
    second = page.locator("#papers-table .ag-row[row-index='1'] [col-id=title]").inner_text()
    page.locator("#correct-confirm").click()
    expect(page.locator("#paper-detail h3")).to_have_text(second.strip())  # the next paper
    expect(page.locator("#paper-count")).to_have_text(re.compile(rf"^{left - 1:,} of "))
    saved = pd.read_csv(fixes, keep_default_na=False)
    assert len(saved) == 1 and saved["paper_type"].iat[0] in model_type.lower().replace(
        " only", "").replace("theory + empirical", "both")
    # the next one changed: the table tells the two apart
    _choose(page, "Unclear" if "Unclear" not in page.locator(
        "#paper-detail .chip").nth(1).inner_text() else "Theory only")
    page.locator("#correct-save").click()
    expect(page.locator("#correct-status")).to_contain_text("Saved")
    page.reload()
    see_papers(page)
    expect(page.locator("#paper-count")).to_have_text(re.compile(rf"^{left - 2:,} of "))
    titles = page.locator("#papers-table .ag-row [col-id=title]")
    expect(titles.first).not_to_have_text(re.compile(r"^\s*$"))
    assert first not in titles.all_inner_texts()  # not back in "Needs review"
    page.goto(url)
    see_papers(page)
    band = page.locator("#papers-table .ag-header-cell[col-id=band]")
    band.click()
    band.click()  # descending: hand-set first
    marks = {}
    for index in (0, 1):
        row = page.locator(f"#papers-table .ag-row[row-index='{index}']")
        expect(row.locator("[col-id=band]")).to_have_text(re.compile("Confirmed|Corrected"))
        marks[row.locator("[col-id=title]").inner_text().strip()] = row.locator(
            "[col-id=band]").inner_text().strip()
    assert marks == {first: "Confirmed", second.strip(): "Corrected"}
    for index in (0, 1):
        if _open(page, index) == first:
            break
    expect(page.locator("#paper-detail .chip.band")).to_have_text("confirmed by hand")
    assert watch["errors"] == []


@pytest.mark.parametrize("size", [{"width": 1400, "height": 900},
                                  {"width": 1024, "height": 768}])
def test_save_is_in_the_window_beside_a_page_s_first_rows(page: Page, review_url, size,
                                                         watch):  # noqa: F811
    """review55: the panel beside a page's first rows (the table's top low in the window,
    the panel not yet stuck) ran past the window's bottom with its Save (23 of 100)."""
    url, _ = review_url
    page.set_viewport_size(size)
    page.goto(f"{url}/?review=1")
    see_papers(page)
    # the table's top low in the window, as after a page turn or coming down to it
    page.locator("#papers-table").evaluate(
        f"e => window.scrollBy(0, e.getBoundingClientRect().top - {size['height'] - 260})")
    _open(page, 0)
    for button in ("#correct-save", "#correct-confirm"):
        expect(page.locator(button)).to_be_in_viewport(ratio=1)
        assert page.locator(".detail.card").evaluate(
            "(c, b) => { const s = document.querySelector(b).getBoundingClientRect(),"
            " k = c.getBoundingClientRect(); return s.top >= k.top && s.bottom <= k.bottom"
            " && s.bottom <= innerHeight; }", button)
    expect(page.locator("#paper-detail h3")).to_be_in_viewport()
    expect(page.locator("#papers-table .ag-row[row-index='0']")).to_be_in_viewport()
    # Escape closes the type menu and no more: it also went back to the row (the page
    # scrolled, the panel unstuck, Save below the window after every type changed)
    _choose(page, "Unclear")
    page.wait_for_timeout(700)  # (the smooth scroll it started took ~300 ms)
    # the focus stays in the form, not taken back to the row's cell
    assert page.evaluate("!document.activeElement.closest('#papers-table')")
    expect(page.locator("#correct-save")).to_be_in_viewport(ratio=1)
    assert watch["errors"] == []


def test_label_is_right_from_the_keyboard_focuses_the_next_paper(page: Page, review_url,
                                                                watch):  # noqa: F811
    url, fixes = review_url
    _to_review(page, url)
    _open(page, 0)
    second = page.locator("#papers-table .ag-row[row-index='1'] [col-id=title]").inner_text()
    page.locator("#correct-confirm").focus()
    page.keyboard.press("Enter")
    title = page.locator("#paper-detail h3")
    expect(title).to_have_text(second.strip())
    expect(title).to_be_focused()
    assert len(pd.read_csv(fixes)) == 1
    assert watch["errors"] == []


ODD_DOLLARS = (r"We prove a regret of $\tilde{O}(\sqrt{T})$ for $K$ arms, on a robot that "
               r"costs $150 in parts.")


PRICES = r"A robot that costs $5 and $10 a run learns $\alpha$ in $K$ trials."


def _planted(review_analysis, abstract: str):
    """The app with the least certain paper's abstract replaced by ``abstract``."""
    import dataclasses

    from dashboard.app import create_app
    from tests.conftest import _serve

    papers = review_analysis.papers.copy()
    least = papers["paper_type_confidence"].to_numpy().argmin()
    papers.loc[papers.index[least], "abstract"] = abstract
    return _serve(create_app(dataclasses.replace(review_analysis, papers=papers)))


@pytest.fixture
def odd_dollars_url(review_analysis):
    """The least certain paper's abstract planted with three $: two maths, one price."""
    srv, url = _planted(review_analysis, ODD_DOLLARS)
    yield url
    srv.shutdown()


@pytest.fixture
def prices_url(review_analysis):
    """The least certain paper's abstract planted with two prices and two maths."""
    srv, url = _planted(review_analysis, PRICES)
    yield url
    srv.shutdown()


def test_an_abstract_with_a_lone_dollar_renders_its_maths(page: Page, odd_dollars_url,
                                                          watch):  # noqa: F811
    """review57: one "$150" left every $ of the abstract literal: "$Õ(√T)$", "$K$"."""
    _to_review(page, odd_dollars_url)
    _open(page, 0)  # least certain first
    expect(page.locator("#paper-detail .abstract")).to_have_text(
        "We prove a regret of Õ(√T) for K arms, on a robot that costs $150 in parts.")
    assert watch["errors"] == []


def test_an_abstract_with_two_prices_shows_them_as_written(page: Page, prices_url,
                                                           watch):  # noqa: F811
    """review58: an even number of $ were all maths: "costs 5 and10 a run"."""
    _to_review(page, prices_url)
    _open(page, 0)
    expect(page.locator("#paper-detail .abstract")).to_have_text(
        "A robot that costs $5 and $10 a run learns α in K trials.")
    assert watch["errors"] == []


def _title_at(page: Page, index: int) -> str:
    cell = page.locator(f"#papers-table .ag-row[row-index='{index}'] [col-id=title]")
    expect(cell).not_to_have_text(re.compile(r"^\s*$"))
    return cell.inner_text().strip()


def test_save_in_needs_review_opens_the_next_paper_and_says_what_it_saved(page: Page,
                                                                           review_url,
                                                                           watch):  # noqa: F811
    """review57: after Save the panel stayed on the corrected paper; only "Label is right"
    went on.  Now Save in "Needs review" opens the next paper too, with the saved one's
    message and title under it."""
    url, fixes = review_url
    _to_review(page, url)
    left = _count(page)
    first = _open(page, 0)
    second = _title_at(page, 1)
    _choose(page, "Unclear" if "Unclear" not in page.locator(
        "#paper-detail .chip").nth(1).inner_text() else "Theory only")
    page.locator("#correct-save").click()
    expect(page.locator("#paper-detail h3")).to_have_text(second)
    expect(page.locator("#correct-status")).to_have_text(
        re.compile(rf"^Previous paper, “{re.escape(first[:80])}.*”: Saved: "))
    expect(page.locator("#paper-count")).to_have_text(re.compile(rf"^{left - 1:,} of "))
    assert len(pd.read_csv(fixes)) == 1
    assert watch["errors"] == []


def test_save_outside_needs_review_stays_on_the_paper(page: Page, review_url,
                                                      watch):  # noqa: F811
    """Not in "Needs review" a Save is a correction made in passing: the panel stays, with
    "Saved", and the row, still in the list, reads Corrected."""
    url, fixes = review_url
    page.set_viewport_size(VIEWPORT)
    page.goto(url)
    see_papers(page)
    first = _open(page, 0)
    was = page.locator("#paper-detail .chip").nth(1).inner_text()
    _choose(page, "Unclear" if "Unclear" not in was else "Theory only")
    page.locator("#correct-save").click()
    expect(page.locator("#correct-status")).to_contain_text("Saved: ")
    row = page.locator("#papers-table .ag-row[row-index='0']")
    expect(row.locator("[col-id=band]")).to_have_text("Corrected")
    page.wait_for_timeout(1_000)  # (the next paper opened within ~0.5 s in Needs review)
    expect(page.locator("#paper-detail h3")).to_have_text(first)
    expect(page.locator("#correct-status")).to_contain_text("Saved: ")
    assert len(pd.read_csv(fixes)) == 1
    assert watch["errors"] == []


def test_label_is_right_names_the_label_it_keeps(page: Page, review_url, watch):  # noqa: F811
    """review57: on a paper corrected to another type "Label is right" (tooltip: "keep the
    model's type") kept the hand-set type.  The button names the label it keeps."""
    url, fixes = review_url
    page.set_viewport_size(VIEWPORT)
    page.goto(url)
    see_papers(page)
    _open(page, 0)
    model_type = page.locator("#paper-detail .chip").nth(1).inner_text().strip()
    button = page.locator("#correct-confirm")
    expect(button).to_have_text(f"Label is right: {model_type}")
    expect(button).to_have_attribute("title", re.compile(
        rf"^keep the model's type, {re.escape(model_type)}, confirmed by hand"))
    other, value = (("Theory only", "theory") if model_type != "Theory only"
                    else ("Unclear", "unclear"))
    _choose(page, other)
    page.locator("#correct-save").click()
    expect(page.locator("#correct-status")).to_contain_text("Saved: ")
    expect(button).to_have_text(f"Keep {other}, set by hand")
    expect(button).to_have_attribute("title", re.compile(
        rf"^keep the type set by hand, {re.escape(other)} \(the model said "
        rf"{re.escape(model_type)}\)"))
    second = _title_at(page, 1)
    button.click()  # keeps the hand-set type and opens the row below
    expect(page.locator("#paper-detail h3")).to_have_text(second)
    expect(page.locator("#correct-status")).to_contain_text(
        f"Kept: {other}, as corrected by hand")
    assert list(pd.read_csv(fixes)["paper_type"]) == [value]
    # the next paper, the model's: the button says so again
    expect(button).to_have_text(re.compile(r"^Label is right: "))
    assert watch["errors"] == []


def test_save_from_the_keyboard_focuses_the_next_paper(page: Page, review_url,
                                                        watch):  # noqa: F811
    url, fixes = review_url
    _to_review(page, url)
    _open(page, 0)
    second = _title_at(page, 1)
    _choose(page, "Unclear" if "Unclear" not in page.locator(
        "#paper-detail .chip").nth(1).inner_text() else "Theory only")
    page.locator("#correct-save").focus()
    page.keyboard.press("Enter")
    title = page.locator("#paper-detail h3")
    expect(title).to_have_text(second)
    expect(title).to_be_focused()
    assert len(pd.read_csv(fixes)) == 1
    assert watch["errors"] == []

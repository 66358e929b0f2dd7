"""The papers table on a phone (ui65): the venue and year of each paper were a sideways
scroll away (after Title, Type and Confidence); each title now has them under it there,
and the desktop table is as it was.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.test_browser import _wait_ready, see_papers, watch  # noqa: F401 (a fixture)
from tests.test_browser_review_panel import _choose, review_url  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser

_CELLS = """() => [...document.querySelectorAll('#papers-table .ag-center-cols-container .ag-row')]
  .sort((a, b) => a.getAttribute('row-index') - b.getAttribute('row-index')).map((row) => {
    const cell = (id) => row.querySelector(`[col-id=${id}]`);
    const parts = [...cell('title').querySelectorAll('.agGrid-Markdown > div')];
    return {parts: parts.map((d) => d.innerText.trim()),
            place: parts.length > 1 ? getComputedStyle(parts[1]).fontWeight : null,
            venue: cell('venue').innerText.trim(), year: cell('year').innerText.trim()};
  })"""

# the columns a reader needs on a phone, within the window: [id, right edge]
_RIGHTS = """() => ['title', 'paper_type', 'band'].map((id) => [id, Math.round(
  document.querySelector(`#papers-table .ag-header-cell[col-id=${id}]`)
    .getBoundingClientRect().right)])"""


def _rows(page: Page) -> list[dict]:
    see_papers(page)
    expect(page.locator("#papers-table .ag-row[row-index='19'] [col-id=venue]")) \
        .not_to_have_text("")
    return page.evaluate(_CELLS)


def test_a_phone_shows_each_papers_venue_and_year_under_its_title(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    rows = _rows(page)
    assert len(rows) == 20
    titles = set(planted_analysis.papers["title"].str.strip())
    for row in rows:
        title, place = row["parts"]
        assert title in titles  # the title whole (the cell clamps it, the text is all there)
        assert place == f"{row['venue']} {row['year']}", row
        assert row["venue"] in ("ICML", "COLT") and row["year"] in ("2019", "2020", "2021")
        assert row["place"] == "400"  # set apart from the bold title
    assert {r["venue"] for r in rows} == {"ICML", "COLT"}  # (not one value repeated)
    for column, right in page.evaluate(_RIGHTS):
        assert right <= 390, column  # no sideways scroll to read them
    # the desktop table unchanged: the title alone, the columns' own order
    page.set_viewport_size({"width": 1400, "height": 900})
    page.wait_for_function("() => document.querySelector("
                           "'#papers-table .ag-row[row-index=\"0\"] [col-id=title] "
                           ".agGrid-Markdown').children.length === 1")
    wide = _rows(page)
    assert [r["parts"] for r in wide] == [[r["parts"][0]] for r in rows]
    headers = page.locator("#papers-table .ag-header-cell").evaluate_all(
        "(cells) => cells.sort((a, b) => a.getAttribute('aria-colindex') - "
        "b.getAttribute('aria-colindex')).map((c) => c.getAttribute('col-id'))")
    assert headers[:4] == ["title", "venue", "year", "topic"]
    # and back to a phone
    page.set_viewport_size({"width": 390, "height": 844})
    expect(page.locator("#papers-table .ag-row[row-index='0'] [col-id=title] "
                        ".agGrid-Markdown > div")).to_have_count(2)
    assert watch["errors"] == []


def test_on_a_phone_save_in_needs_review_opens_the_next_paper(
        page: Page, review_url, watch):  # noqa: F811
    """The page's scripts know a row by its title (the next paper to review, the panel to
    bring into view): on a phone the cell now holds its venue and year too."""
    url, _ = review_url
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{url}/?review=1")
    see_papers(page)
    titles = [page.locator(f"#papers-table .ag-row[row-index='{i}'] [col-id=title] "
                           ".agGrid-Markdown > div").first for i in (0, 1)]
    expect(titles[1]).not_to_have_text("")
    first, second = (t.inner_text().strip() for t in titles)
    page.locator("#papers-table .ag-row[row-index='0'] [col-id=paper_type]").click()
    heading = page.locator("#paper-detail h3")
    expect(heading).to_have_text(first)
    expect(heading).to_be_in_viewport()
    _choose(page, "Unclear" if "Unclear" not in page.locator(
        "#paper-detail .chip").nth(1).inner_text() else "Theory only")
    page.locator("#correct-save").click()
    expect(heading).to_have_text(second)
    assert watch["errors"] == []

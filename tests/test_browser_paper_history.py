"""Back and forward through the papers read, and a link to a paper the corpus lacks
(ui65: Back from a paper opened another paper's filters with an empty panel, or left the
page; an unknown ``paper=`` showed nothing to say so).

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _count,
    _query,
    _wait_ready,
    open_paper_row,
    watch,
)

pytestmark = pytest.mark.browser


def _open(page: Page, analysis, index: int) -> tuple[str, str]:
    """Open the table's row ``index``; its title and paper id once the panel and the
    address show it."""
    title = page.locator(f"#papers-table .ag-row[row-index='{index}'] [col-id=title]")
    open_paper_row(page, index)
    shown = title.inner_text().strip()
    expect(page.locator("#paper-detail h3")).to_have_text(shown)
    papers = analysis.papers
    paper_id = str(papers.loc[papers["title"].str.strip() == shown, "paper_id"].iloc[0])
    page.wait_for_function("(id) => new URL(location.href).searchParams.get('paper') === id",
                           arg=paper_id)
    return shown, paper_id


def _shows(page: Page, title: str, paper_id: str) -> None:
    expect(page.locator("#paper-detail h3")).to_have_text(title)
    page.wait_for_timeout(600)  # any late answer (the filters' own) would empty it now
    expect(page.locator("#paper-detail h3")).to_have_text(title)
    assert _query(page).get("paper") == [paper_id]


def test_back_and_forward_go_through_the_papers_read(page: Page, seeds_url, seeds_analysis,
                                                     watch):  # noqa: F811
    page.goto(f"{seeds_url}/?venue=ICML")
    _wait_ready(page, seeds_analysis, venues=("ICML",))
    a = _open(page, seeds_analysis, 0)
    b = _open(page, seeds_analysis, 2)
    assert a[1] != b[1]
    page.go_back()
    _shows(page, *a)
    page.go_forward()
    _shows(page, *b)
    page.go_back()
    _shows(page, *a)
    page.go_back()  # the page before any paper: none open
    expect(page.locator("#paper-detail")).to_contain_text("Click a paper")
    assert _query(page) == {"venue": ["ICML"]}
    page.go_forward()
    _shows(page, *a)
    assert watch["errors"] == []


def test_back_to_a_paper_read_under_other_filters(page: Page, seeds_url, seeds_analysis,
                                                  watch):  # noqa: F811
    """The filters' answer (which empties the panel when the filters change) and the
    linked paper's both follow Back: the panel ended empty when the filters' came last."""
    page.goto(f"{seeds_url}/?venue=ICML")
    _wait_ready(page, seeds_analysis, venues=("ICML",))
    a = _open(page, seeds_analysis, 1)
    page.locator("#keyword-filter").fill("learning")
    page.locator("#keyword-filter").press("Enter")
    page.wait_for_function("() => new URL(location.href).searchParams.has('q')")
    expect(page.locator("#paper-detail")).to_contain_text("Click a paper")
    b = _open(page, seeds_analysis, 0)
    for _ in range(2):
        page.go_back()  # the search, no paper open
        expect(page.locator("#paper-detail")).to_contain_text("Click a paper")
        page.go_back()  # ICML, with the first paper
        expect(page.locator("#keyword-filter")).to_have_value("")
        _shows(page, *a)
        page.go_forward()
        page.go_forward()
        expect(page.locator("#keyword-filter")).to_have_value("learning")
        _shows(page, *b)
    assert watch["errors"] == []


def test_a_link_to_a_paper_not_in_the_corpus_says_so(page: Page, seeds_url, seeds_analysis,
                                                     watch):  # noqa: F811
    page.goto(f"{seeds_url}/?venue=ICML&paper=no-such-paper")
    # the count, not the topic bars: the page goes to the note, and the charts it leaves
    # above are drawn only when the reader comes near them (lazy_charts.js)
    expect(page.locator("#paper-count")).to_have_text(_count(seeds_analysis, venues=("ICML",)))
    detail = page.locator("#paper-detail")
    expect(detail).to_contain_text(re.compile(r"no paper .*no-such-paper.* in this corpus",
                                              re.IGNORECASE))
    expect(detail).to_contain_text("filters are kept")
    assert _query(page) == {"venue": ["ICML"]}  # the address names what is shown
    assert "not a filter" not in (page.locator("#filter-note").inner_text() or "")
    # the rest of the page works: a paper opens, a filter applies
    a = _open(page, seeds_analysis, 0)
    assert _query(page) == {"venue": ["ICML"], "paper": [a[1]]}
    assert watch["errors"] == []


@pytest.mark.parametrize("width", [390, 1280])
def test_a_link_to_a_paper_brings_the_paper_into_view(page: Page, seeds_url, seeds_analysis,
                                                      watch, width):  # noqa: F811
    """The paper a link opened was ~11,000 px below the page's top at 1,400 px on the
    24,000 papers (~25,000 on a phone), the page left at its top (ui65 walk): the page
    now goes to it, beside the rows (wide) or below them (a phone); a paper the corpus
    lacks is shown saying so."""
    papers = seeds_analysis.papers
    row = papers[papers["venue"] == "ICML"].iloc[-1]
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(f"{seeds_url}/?venue=ICML&paper={row['paper_id']}")
    title = page.locator("#paper-detail h3")
    expect(title).to_have_text(str(row["title"]).strip())
    expect(title).to_be_in_viewport()
    if width > 1000:  # the rows beside it, and the panel's foot (its Save) in the window
        expect(page.locator("#papers-table .ag-row[row-index='0']")).to_be_in_viewport()
        page.wait_for_timeout(1600)  # its checks done
        box = page.locator(".detail.card").bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= 801, box
    page.goto(f"{seeds_url}/?venue=ICML&paper=no-such-paper")
    expect(page.locator("#paper-detail")).to_contain_text("in this corpus")
    expect(page.locator("#paper-detail p")).to_be_in_viewport()
    page.goto(f"{seeds_url}/?venue=ICML")  # no paper: the page stays at its top
    _wait_ready(page, seeds_analysis, venues=("ICML",))
    page.wait_for_timeout(1000)
    assert page.evaluate("window.scrollY") == 0
    assert watch["errors"] == []

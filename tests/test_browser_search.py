"""The search box in headless Chromium: variants and OR, the note under the box, the URL."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlencode, urlparse

import pytest
from playwright.sync_api import Page, expect

from analysis.filters import Filters, select
from tests.test_browser import see_papers

pytestmark = pytest.mark.browser
TIMEOUT = 20_000


@pytest.fixture
def errors(page: Page):
    seen: list[str] = []
    page.on("console", lambda m: seen.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: seen.append(str(e)))
    page.set_default_timeout(TIMEOUT)
    expect.set_options(timeout=TIMEOUT)
    return seen


def count(analysis, query: str) -> str:
    n = int(select(analysis, Filters(query=query)).sum())
    return f"{n:,} of {len(analysis.papers):,} papers"


def search(page: Page, query: str) -> None:
    page.locator("#keyword-filter").fill(query)
    page.locator("#keyword-filter").press("Enter")


def test_variants_and_or_count_highlight_and_survive_a_reload(page: Page, seeds_url,
                                                              seeds_analysis, errors):
    query = '"state of the art" OR "fine tuning"'
    page.goto(seeds_url)
    expect(page.locator("#paper-count")).to_contain_text("papers")
    search(page, query)
    expected = count(seeds_analysis, query)
    assert expected != count(seeds_analysis, '"state of the art"')  # OR adds papers
    expect(page.locator("#paper-count")).to_have_text(expected)
    assert parse_qs(urlparse(page.url).query) == {"q": [query]}
    # the seeds write "state-of-the-art" and "fine-tuning": the hyphenated spelling is marked
    see_papers(page)
    page.locator("#papers-table .ag-row [col-id=venue]").first.click()
    marks = page.locator("#paper-detail mark")
    expect(marks.first).to_have_text(re.compile(r"state-of-the-art|fine-tuning", re.I))
    page.reload()
    expect(page.locator("#paper-count")).to_have_text(expected)
    expect(page.locator("#keyword-filter")).to_have_value(query)
    assert errors == []


def test_a_malformed_search_gets_a_note_and_still_answers(page: Page, seeds_url,
                                                          seeds_analysis, errors):
    page.goto(seeds_url)
    expect(page.locator("#paper-count")).to_contain_text("papers")
    search(page, '"fine tuning OR')
    expect(page.locator("#search-note")).to_be_visible()
    expect(page.locator("#search-note")).to_contain_text("A quote was not closed")
    expect(page.locator("#paper-count")).to_have_text(count(seeds_analysis, '"fine tuning OR'))
    search(page, "diffusion")
    expect(page.locator("#search-note")).to_be_hidden()
    assert errors == []


def test_an_18_kb_search_in_the_address_is_cut_with_a_note(page: Page, seeds_url,
                                                          seeds_analysis, errors):
    huge = '"of the" ' * 2_000
    page.goto(f"{seeds_url}/?{urlencode({'q': huge})}")
    expect(page.locator("#filter-note")).to_contain_text("the search was 17,999 characters long")
    kept, _ = Filters.from_query(urlencode({"q": huge}))
    expect(page.locator("#paper-count")).to_have_text(count(seeds_analysis, kept.query))
    assert len(parse_qs(urlparse(page.url).query)["q"][0]) <= 500
    assert errors == []

"""The papers table's order in headless Chromium: newest first, then by title, and a
column sort keeps that order among its ties (review53: a year's papers came in reverse
file order, "Z" to "A" on the 61k corpora, and a sort by venue listed each venue's
papers oldest first).

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
ROWS = 12


def _rows(page: Page) -> list[tuple[str, int, str]]:
    """(venue, year, title) of the table's first rows, once they hold their papers."""
    out = []
    for i in range(ROWS):
        row = page.locator(f"#papers-table .ag-row[row-index='{i}']")
        expect(row.locator("[col-id=title]")).not_to_have_text(re.compile(r"^\s*$"))
        out.append((row.locator("[col-id=venue]").inner_text().strip(),
                    int(row.locator("[col-id=year]").inner_text()),
                    row.locator("[col-id=title]").inner_text().strip()))
    return out


def test_newest_first_then_by_title_and_a_sort_keeps_it_among_ties(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    see_papers(page)
    newest = int(planted_analysis.papers["year"].max())
    first = _rows(page)
    assert [y for _, y, _ in first] == [newest] * ROWS
    titles = [t for _, _, t in first]
    assert titles == sorted(titles, key=str.lower)  # A to Z within the year

    page.locator("#papers-table .ag-header-cell[col-id=venue]").click()  # by venue, A-Z
    expect(page.locator("#papers-table .ag-row[row-index='0'] [col-id=venue]")).to_have_text(
        "COLT")
    by_venue = _rows(page)
    assert {v for v, _, _ in by_venue} == {"COLT"}
    assert by_venue[0][1] == newest  # the venue's newest papers first, by title
    assert [y for _, y, _ in by_venue] == sorted((y for _, y, _ in by_venue), reverse=True)
    same_year = [t for _, y, t in by_venue if y == newest]
    assert same_year == sorted(same_year, key=str.lower)
    assert watch["errors"] == []

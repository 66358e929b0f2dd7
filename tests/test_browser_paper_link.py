"""A shared link opens the paper it was sent with (walk64: the link kept the filters but
not the open paper; the friend saw the same papers, none open).

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

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


def _wait_counted(page: Page, analysis, **filters) -> None:
    """Ready as a linked page is: the count said.  A link with ``paper=`` scrolls to the
    paper, and the topic chart above is drawn only when the reader nears it, so its bars
    are no sign of readiness there (they were awaited: 1 run in 2 fresh clones failed)."""
    expect(page.locator("#paper-count")).to_have_text(_count(analysis, **filters))


def test_a_link_keeps_the_open_paper_and_opens_it(page: Page, seeds_url, seeds_analysis,
                                                   watch):  # noqa: F811
    page.goto(f"{seeds_url}/?venue=ICML")
    _wait_ready(page, seeds_analysis, venues=("ICML",))
    open_paper_row(page, 2)
    title = page.locator("#paper-detail h3")
    expect(title).not_to_have_text("")
    shown = title.inner_text().strip()
    papers = seeds_analysis.papers
    paper_id = str(papers.loc[papers["title"].str.strip() == shown, "paper_id"].iloc[0])
    page.wait_for_function("() => new URL(location.href).searchParams.has('paper')")
    assert _query(page) == {"venue": ["ICML"], "paper": [paper_id]}
    link = page.url

    friend = page.context.new_page()
    friend.goto(link)
    _wait_counted(friend, seeds_analysis, venues=("ICML",))
    expect(friend.locator("#paper-detail h3")).to_have_text(shown)
    assert "not a filter" not in (friend.locator("#filter-note").inner_text() or "")

    # a filter changed: the panel is emptied, and the address loses the paper
    friend.locator("#keyword-filter").fill("learning")
    friend.locator("#keyword-filter").press("Enter")
    friend.wait_for_function("() => new URL(location.href).searchParams.has('q')")
    expect(friend.locator("#paper-detail")).to_contain_text("Click a paper")
    assert "paper" not in _query(friend)

    # a paper the corpus lacks opens none, and says so (and is no filter to warn of)
    friend.goto(f"{seeds_url}/?venue=ICML&paper=no-such-paper")
    _wait_counted(friend, seeds_analysis, venues=("ICML",))
    expect(friend.locator("#paper-detail")).to_contain_text("in this corpus")
    expect(friend.locator("#paper-detail")).to_contain_text("Click a paper")
    assert watch["errors"] == []

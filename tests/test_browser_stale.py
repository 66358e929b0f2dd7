"""A chart not drawn for the page's filters yet (drawn when the reader comes near it:
assets/lazy_charts.js) must not show its older sentence as the page's: a reviewer read the
ICRA-filtered page's "robot, in 35% … (21,222)", the unfiltered number, above the fold of a
printout.  In headless Chromium: the stale sentence and table are hidden behind
"Updating for the new settings…" until drawn.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from analysis.filters import Filters, select
from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _count,
    _wait_ready,
    look_at,
    wait_out_of_reach,
    watch,
)

pytestmark = pytest.mark.browser
GRAPH = "types-overall-graph"  # far below the first screen


def _before(page: Page, selector: str) -> str:
    """The text CSS puts before ``selector`` ("none" without)."""
    return page.evaluate("(s) => getComputedStyle(document.querySelector(s), '::before')"
                         ".content", selector)


def test_a_stale_sentence_reads_updating_until_drawn(page: Page, seeds_url, seeds_analysis,
                                                     watch):  # noqa: F811
    a = seeds_analysis
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(seeds_url)
    _wait_ready(page, a)
    look_at(page, GRAPH)
    summary = page.locator(f"#{GRAPH}-summary")
    expect(summary).to_be_visible()
    old = summary.inner_text()
    assert old and any(c.isdigit() for c in old)
    slot = page.locator(f"#{GRAPH}-about")
    assert _before(page, f"#{GRAPH}-about") == "none"
    page.evaluate("() => window.scrollTo(0, 0)")
    wait_out_of_reach(page, GRAPH)  # else the search computes it, as if still near
    page.locator("#keyword-filter").fill("model")
    page.locator("#keyword-filter").press("Enter")
    expect(page.locator("#paper-count")).to_have_text(_count(a, query="model"))
    page.wait_for_load_state("networkidle")
    assert int(select(a, Filters(query="model")).sum()) < len(a.papers)
    # not drawn for the search: its figure dimmed, its sentence out of sight (nor
    # printed, nor copied: innerText leaves hidden text out), "Updating…" in its place
    expect(page.locator(".figure-frame", has=page.locator(f"#{GRAPH}"))).to_have_attribute(
        "aria-busy", "true")
    expect(slot).to_have_attribute("aria-busy", "true")
    expect(summary).to_be_hidden()
    assert summary.text_content() == old  # still there, for the moment it is drawn again
    assert old not in slot.inner_text()
    assert old not in page.locator("body").inner_text()
    assert "Updating for the new settings" in _before(page, f"#{GRAPH}-about")
    page.emulate_media(media="print")
    expect(summary).to_be_hidden()
    page.emulate_media(media="screen")
    # drawn when the reader comes near: the search's sentence, shown
    look_at(page, GRAPH)
    expect(slot).not_to_have_attribute("aria-busy", "true")
    expect(summary).to_be_visible()
    expect(summary).not_to_have_text(old)
    assert _before(page, f"#{GRAPH}-about") == "none"
    assert watch["errors"] == []

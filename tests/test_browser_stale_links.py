"""A bookmark of another corpus in headless Chromium (robust70): ``compare_b=venue:CoRL``
and ``venue=NeurIPS`` on the planted corpus (COLT and ICML).  The address note names what
was ignored and the venues there are, the compare cards say why nothing is compared and
what to pick, no error is raised; on 7358e63 the cards read "Nothing compared yet." beside
"Now pick group B above.".

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import os

import pytest
from playwright.sync_api import Page, expect

from dashboard import ids
from tests.test_browser import look_at, watch  # noqa: F401 (watch: a fixture)

pytestmark = pytest.mark.browser
#: Where the screenshot goes when set (the check looked at by eye, bench/INTERACTION.md).
SHOT = os.environ.get("PAPER_TRENDS_SHOT", "")


def test_a_bookmark_of_another_corpus_says_what_is_missing_and_what_to_pick(
        page: Page, planted_url, watch):  # noqa: F811
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(f"{planted_url}?venue=NeurIPS&compare_a=venue:COLT&compare_b=venue:CoRL")
    expect(page.locator("#paper-count")).not_to_have_text("")
    note = page.locator(f"#{ids.FILTER_NOTE}")
    expect(note).to_be_visible()
    expect(note).to_contain_text("venue 'NeurIPS' is not in this corpus (its venues: COLT, "
                                 "ICML)")
    expect(note).to_contain_text("group B venue:CoRL: venue 'CoRL' is not in this corpus")
    look_at(page, ids.COMPARE_TERMS)
    said = page.locator(f"#{ids.COMPARE_TERMS} .annotation-text").first
    expect(said).to_contain_text("Venue 'CoRL' is not in this corpus")
    expect(said).to_contain_text("pick another group B above.")
    expect(page.locator(f"#{ids.COMPARE_NOTE}")).to_be_hidden()  # "Now pick group B": gone
    look_at(page, ids.COMPARE_TOPICS)
    expect(page.locator(f"#{ids.COMPARE_TOPICS} .annotation-text").first).to_contain_text(
        "pick another group B above.")
    assert "compare_b=venue%3ACoRL" in page.url  # kept, so a reload says it again
    if SHOT:
        page.locator("#compare").screenshot(path=SHOT)
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=SHOT.replace(".png", "-top.png"))
    assert watch["errors"] == []

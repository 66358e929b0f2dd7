"""A link's years outside the corpus in headless Chromium (review53): wholly outside,
they are ignored with a note, as an unknown venue is (they showed "0 papers", no note,
and a year slider pinned to its end under the label "2030–2040"); partly outside, they
are cut to the corpus's years.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _count,
    _query,
    _wait_ready,
    watch,
)

pytestmark = pytest.mark.browser


def test_years_outside_the_corpus_are_noted_or_cut_to_it(page: Page, planted_url,
                                                        planted_analysis, watch):  # noqa: F811
    first, last = min(planted_analysis.years), max(planted_analysis.years)
    page.goto(f"{planted_url}/?years={last + 9}-{last + 19}&venue=ICML")
    _wait_ready(page, planted_analysis, venues=("ICML",))
    note = page.locator("#filter-note")
    expect(note).to_contain_text(f"years {last + 9}-{last + 19} are outside this corpus's "
                                 f"years ({first}-{last})")
    assert _query(page) == {"venue": ["ICML"]}
    expect(page.locator("#year-range-label")).to_have_text(f"{first}–{last}")

    page.goto(f"{planted_url}/?years={last}-{last + 19}")
    _wait_ready(page, planted_analysis, years=(last, last))
    assert _query(page) == {"years": [f"{last}-{last}"]}
    expect(page.locator("#year-range-label")).to_have_text(str(last))
    expect(page.locator("#paper-count")).to_have_text(
        _count(planted_analysis, years=(last, last)))
    assert watch["errors"] == []


def test_the_year_handles_are_named_for_screen_readers_and_move_by_keyboard(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    """walk62: a screen reader said "Minimum, slider, 2013" and "Maximum, slider, 2025"
    (Dash's own names) with nothing saying what they choose; they are "First year" and
    "Last year", and the arrow keys still move them."""
    first, last = min(planted_analysis.years), max(planted_analysis.years)
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    handles = page.get_by_role("slider")
    expect(handles).to_have_count(2)
    expect(page.get_by_role("slider", name="First year", exact=True)).to_have_attribute(
        "aria-valuenow", str(first))
    last_year = page.get_by_role("slider", name="Last year", exact=True)
    expect(last_year).to_have_attribute("aria-valuenow", str(last))
    last_year.focus()
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#paper-count")).to_have_text(
        _count(planted_analysis, years=(first, last - 1)))
    expect(page.get_by_role("slider", name="Last year", exact=True)).to_have_attribute(
        "aria-valuenow", str(last - 1))
    assert watch["errors"] == []

"""A click on the "(no venue)" bars in headless Chromium filters by the papers without a
venue, and the venue filter then shows it (fix37: the bar filtered nothing).

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page, expect

from analysis.schema import NO_VENUE
from tests.conftest import _serve
from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _click_plotly,
    _count,
    _wait_ready,
    look_at,
    watch,
)
from tests.test_no_venue_filter import UNPLACED, _without_venue

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def unplaced_analysis(planted_analysis):
    return _without_venue(planted_analysis)


@pytest.fixture(scope="module")
def unplaced_url(unplaced_analysis):
    from dashboard.app import create_app

    srv, url = _serve(create_app(unplaced_analysis))
    yield url
    srv.shutdown()


def test_clicking_a_no_venue_bar_filters_by_the_papers_without_a_venue(
        page: Page, unplaced_url, unplaced_analysis, watch):  # noqa: F811
    page.goto(unplaced_url)
    _wait_ready(page, unplaced_analysis)
    chart = look_at(page, "venue-years-graph")
    expect(chart.locator(".barlayer .trace .point path").first).to_be_visible()
    names = page.evaluate("() => document.querySelector('#venue-years-graph .js-plotly-plot')"
                          ".data.map(t => t.name)")
    trace = chart.locator(".barlayer .trace").nth(names.index(NO_VENUE))
    _click_plotly(page, trace.locator(".point path").first)
    query = parse_qs(urlparse(page.url).query)
    assert query["venue"] == [NO_VENUE]
    year = int(query["years"][0].split("-")[0])
    expect(page.locator("#paper-count")).to_have_text(
        _count(unplaced_analysis, venues=(NO_VENUE,), years=(year, year)))
    expect(page.locator("#venue-filter .dash-dropdown-value")).to_have_text(
        NO_VENUE, use_inner_text=True)
    papers = unplaced_analysis.papers
    assert 0 < int(((papers["venue"] == "") & (papers["year"] == year)).sum()) < UNPLACED
    assert watch["errors"] == []

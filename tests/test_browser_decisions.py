"""Decisions and people in headless Chromium: filter by a decision in the filter bar, then
click an author's bar, on the planted decisions corpus (tests/planted_decisions.py).

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page, expect

from tests.conftest import _serve
from tests.planted_decisions import write_decisions_corpus
from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _click_plotly,
    _wait_ready,
    look_at,
    menu_entries,
    watch,
)
from tests.test_browser_trends import _figure

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def decisions_analysis(tmp_path_factory):
    from analysis.pipeline import analyze

    return analyze([write_decisions_corpus(tmp_path_factory.mktemp("decisions"))], n_topics=4)


@pytest.fixture(scope="module")
def decisions_url(decisions_analysis):
    from dashboard.app import create_app

    srv, url = _serve(create_app(decisions_analysis))
    yield url
    srv.shutdown()


def test_status_filter_then_author_click(page: Page, decisions_url, decisions_analysis,
                                         watch):  # noqa: F811
    page.goto(decisions_url)
    _wait_ready(page, decisions_analysis)
    expect(look_at(page, "acceptance-by-topic-graph").locator(".points path").first
           ).to_be_visible()
    page.wait_for_load_state("networkidle")
    page.locator("#status-filter").click()
    menu_entries(page, "Rejected (84)").click()
    page.keyboard.press("Escape")
    expect(page).to_have_url(re.compile(r"status=rejected"))
    expect(page.locator("#paper-count")).to_have_text("84 of 240 papers")
    # rejected papers only: Ada Lovelace (16 rejected ICLR diffusion papers) leads
    bars = look_at(page, "prolific-authors-graph").locator(".bars path")
    expect(page.locator("#prolific-authors-graph .ytick")).to_have_count(15)
    expect(page.locator("#prolific-authors-graph .ytick", has_text="Ada Lovelace")).to_be_visible()
    # (a chart near the viewport is drawn when the browser is idle: waited for)
    page.wait_for_function(
        "() => { const g = document.querySelector('#prolific-authors-graph .js-plotly-plot');"
        " return g && g.data && g.data[0].y[0] === 'Ada Lovelace'; }")
    assert _figure(page, "prolific-authors-graph")["data"][0]["y"][0] == "Ada Lovelace"
    _click_plotly(page, bars.first)
    expect(page).to_have_url(re.compile(r"author=Ada"))
    assert parse_qs(urlparse(page.url).query) == {"status": ["rejected"],
                                                  "author": ["Ada Lovelace"]}
    expect(page.locator("#paper-count")).to_have_text("16 of 240 papers")
    expect(page.locator("#author-filter")).to_contain_text("Ada Lovelace")
    page.reload()
    expect(page.locator("#paper-count")).to_have_text("16 of 240 papers")
    expect(page.locator("#status-filter")).to_contain_text("Rejected")
    # the download of the authors table follows the filters
    href = page.locator("#download-authors").get_attribute("href")
    assert "status=rejected" in href and "author=Ada" in href
    assert watch["errors"] == []

"""Decisions and people in headless Chromium: filter by a decision in the filter bar, then
click an author's bar, on the planted decisions corpus (tests/planted_decisions.py).

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import json
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
    see_papers,
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


CUT_CELLS = """() => [...document.querySelectorAll('#papers-table .ag-cell[col-id=decision]')]
  .filter(c => c.innerText.trim()).map(c => ({text: c.innerText.replace(/\\s+/g, ' '),
    cut: c.scrollWidth > c.clientWidth + 1 || c.scrollHeight > c.clientHeight + 1}))"""


@pytest.fixture(scope="module")
def acl_like(tmp_path_factory):
    """The planted decisions with NeurIPS's papers in ACL's words ("Long", "Short")."""
    from analysis.pipeline import analyze
    from dashboard.app import create_app

    path = write_decisions_corpus(tmp_path_factory.mktemp("acl_like"))
    rows = json.loads(path.read_text(encoding="utf-8"))
    for r in rows:
        if r["venue"] == "NeurIPS":
            r["status"] = {"Poster": "Long", "Oral": "Short"}[r["status"]]
    path.write_text(json.dumps(rows), encoding="utf-8")
    analysis = analyze([path], n_topics=4)
    srv, url = _serve(create_app(analysis))
    yield url, analysis
    srv.shutdown()


def test_the_decision_column_shows_the_datas_word_not_cut(page: Page, acl_like,
                                                          watch):  # noqa: F811
    """walk63: every paper of ACL, NAACL and COLING read "Accepte…" in the table (the
    decision with the data's own word, "Accepted (Main)", "Accepted (Industry)", on one
    line of a 90-px column), so the word that tells them apart was never seen (the 24k's
    ACL and NAACL alike: "Accepted (Long)", "Accepted (Short)").  It wraps, as the type
    does."""
    page.set_viewport_size({"width": 1400, "height": 900})
    url, analysis = acl_like
    page.goto(f"{url}/?venue=NeurIPS")
    _wait_ready(page, analysis, venues=("NeurIPS",))
    see_papers(page)
    expect(page.locator("#papers-table .ag-cell[col-id=decision]",
                        has_text="Accepted").first).to_be_visible()
    cells = page.evaluate(CUT_CELLS)
    assert {c["text"] for c in cells} & {"Accepted (Long)", "Accepted (Short)"}, cells
    assert [c for c in cells if c["cut"]] == [], cells
    assert watch["errors"] == []

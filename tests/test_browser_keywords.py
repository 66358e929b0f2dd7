"""In headless Chromium: a keyword is counted one way on the page (issue 10): the bar of
the keyword chart, the keyword in context and the papers a click on the bar shows."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from analysis import tables
from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _click_plotly,
    _wait_ready,
    watch,
)

pytestmark = pytest.mark.browser


def test_the_top_keyword_is_the_same_count_in_chart_context_and_search(
        page: Page, seeds_url, seeds_analysis, watch):  # noqa: F811
    top = tables.keywords_table(seeds_analysis).iloc[0]
    n, total = int(top["n_papers"]), seeds_analysis.n_papers
    assert top["term"] == "large language model" and n == 18  # "LLM-based" papers counted
    page.goto(seeds_url)
    _wait_ready(page, seeds_analysis)
    chart = page.locator("#keywords-graph")
    # brought into view by script: the lazily drawn chart is replaced as it is drawn
    page.evaluate("document.getElementById('keywords-graph').scrollIntoView()")
    bar_label = chart.locator(".bars .point text").last  # the top keyword is drawn last
    expect(bar_label).to_have_text(f"{n / total:.1%}")
    # the keyword in context follows the top keyword and counts the same papers
    page.evaluate("document.getElementById('kwic').scrollIntoView()")

    expect(page.locator(".kwic-count")).to_have_text(
        f"“{top['term']}”: {min(n, 20)} of {n} papers shown")
    # a click on the bar searches for the keyword: the papers shown are the bar's
    for _ in range(3):  # a redraw of the lazily drawn chart may replace the bar mid-click
        try:
            page.wait_for_load_state("networkidle")
            _click_plotly(page, chart.locator(".bars path").last)
            break
        except PlaywrightError:
            continue
    expect(page).to_have_url(re.compile(r"q=%22large\+language\+model%22"))
    expect(page.locator("#paper-count")).to_have_text(f"{n} of {total} papers")
    assert watch["errors"] == []


def test_the_topic_hover_lists_a_keyword_as_the_keyword_chart_spells_it(
        page: Page, seeds_url, seeds_analysis, watch):  # noqa: F811
    """The topic bars' hover lists each topic's terms as readers see them
    (``top_terms_shown``): "large language model (LLM)", as the keyword chart and the
    label say; ``top_terms`` keeps the bare term (session 65: it is what the topic
    coherence is scored on)."""
    page.goto(seeds_url)
    _wait_ready(page, seeds_analysis)
    bars = page.locator("#topic-sizes-graph .bars path")
    hovers = []
    for i in range(bars.count()):
        bars.nth(i).hover(force=True)
        hover = page.locator("#topic-sizes-graph .hoverlayer .hovertext")
        expect(hover).to_be_visible()
        if hovers:  # the next bar's hover, not the last one's still on screen
            expect(hover).not_to_have_text(hovers[-1])
        hovers.append(hover.text_content() or "")
    shown = " ".join(hovers)
    # each topic's first three terms as the table spells them, in the hover's order; the
    # seeds' topics list "spiking neural network (SNN)" among them (a spelled keyword)
    from analysis.tables.topics import topics_table
    firsts = [", ".join(terms.split("; ")[:3])
              for terms in topics_table(seeds_analysis)["top_terms_shown"]]
    assert any("(SNN)" in first for first in firsts), firsts
    for first in firsts:
        assert first in shown, (first, hovers)
    assert watch["errors"] == []

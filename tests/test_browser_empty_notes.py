"""An empty chart's card in headless Chromium (ui68): its note, which says what the chart
draws ("Topics ranked by the change in their share ..."), is hidden while the chart shows
why it is empty, and shown again once the chart is drawn; the comparison's note, which
says what to do ("Pick group A and group B above"), stays beside its empty chart.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from analysis.filters import Filters
from dashboard import ids
from tests.test_browser import _wait_ready, look_at, watch  # noqa: F401 (watch: a fixture)

pytestmark = pytest.mark.browser


def _note(page: Page, card: str):
    return page.locator(f"#{card} > .chart-note")


def test_an_empty_chart_s_card_hides_the_note_that_describes_the_chart(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    year = int(planted_analysis.papers["year"].max())
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(planted_url + "?" + Filters(years=(year, year)).to_query())
    expect(page.locator("#paper-count")).not_to_have_text("")
    look_at(page, ids.TOPIC_CHANGES)
    chart = page.locator(f"#{ids.TOPIC_CHANGES} .annotation-text")
    expect(chart.first).to_contain_text("remove the years")  # (lines joined without a space)
    expect(_note(page, ids.TOPIC_CHANGES_CARD)).to_be_hidden()  # on b9db9c9: "Topics ranked"
    look_at(page, ids.COMPARE_TOPICS)
    expect(page.locator(f"#{ids.COMPARE_NOTE}")).to_be_visible()  # what to do: kept
    page.goto(planted_url)  # every year: the chart drawn, its note back
    _wait_ready(page, planted_analysis)
    look_at(page, ids.TOPIC_CHANGES)
    expect(page.locator(f"#{ids.TOPIC_CHANGES} .bars path").first).to_be_visible()
    expect(_note(page, ids.TOPIC_CHANGES_CARD)).to_be_visible()
    assert watch["errors"] == []


def test_a_compared_group_without_papers_is_said_and_the_note_hidden(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    """Two groups picked, one empty under the filters (COLT has no diffusion paper): the
    chart says so and what to change, and the note describing the plot is hidden (on
    33b394c: "Nothing compared yet." beside "... against ..., counted over ...", ui69)."""
    papers = planted_analysis.papers
    topic = {theme: int(papers.loc[papers["url"].str.contains(f"/{theme}/"), "topic"].mode()[0])
             for theme in ("diffusion", "bandits")}
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(f"{planted_url}?{Filters(venues=('COLT',)).to_query()}&compare_a=topic:"
              f"{topic['diffusion']}&compare_b=topic:{topic['bandits']}")
    expect(page.locator("#paper-count")).not_to_have_text("")
    look_at(page, ids.COMPARE_TERMS)
    said = page.locator(f"#{ids.COMPARE_TERMS} .annotation-text").first
    expect(said).to_contain_text("under these filters (")  # (lines joined without a space)
    expect(said).to_contain_text("pick another group A.")
    expect(page.locator(f"#{ids.COMPARE_NOTE}")).to_be_hidden()
    look_at(page, ids.COMPARE_TOPICS)
    expect(page.locator(f"#{ids.COMPARE_TOPICS} .annotation-text").first).to_contain_text(
        "pick another group A.")
    assert watch["errors"] == []

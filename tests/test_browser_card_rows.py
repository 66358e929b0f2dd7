"""The page's layout in headless Chromium (ui66): no card beside an empty cell, no card
stretched into an empty box, the topic filter's whole labels, a phone's paper-type
legends in two rows.

Session 65's screenshots of the 24k: the emerging terms alone beside an empty cell at
1,024 and 1,400 px; the topic map's card stretched beside 39 topic bars (1,870 px at
1,024); topic names cut at 48 characters in the filter; the paper-type legends in 4 rows
above their charts at 390 px.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from dashboard import ids
from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _wait_ready,
    look_at,
    menu_entries,
    settle,
    watch,
)

pytestmark = pytest.mark.browser


def _rows(page: Page) -> list[list[dict]]:
    """Each visible card grid's rows: the cards of a row, by their top edge."""
    return page.evaluate("""() => [...document.querySelectorAll('.grid')]
      .filter(g => g.getBoundingClientRect().height > 0).map(g => {
        const width = g.getBoundingClientRect().width, rows = {};
        for (const c of g.children) {
          const r = c.getBoundingClientRect();
          (rows[Math.round(r.top)] ||= []).push({id: c.id, share: r.width / width});
        }
        return Object.values(rows);
      }).flat()""")


@pytest.mark.parametrize("width", [1024, 1400])
def test_every_card_row_is_filled(page: Page, planted_url, planted_analysis, watch,  # noqa: F811
                                  width):
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    rows = _rows(page)
    assert len(rows) >= 8
    for row in rows:  # two cards, or one across the grid (main: a half-width one alone)
        assert len(row) == 2 or row[0]["share"] > 0.99, row
    emerging = [r for r in rows if r[0]["id"] == ids.EMERGING_CARD]
    assert emerging and emerging[0][0]["share"] > 0.99
    assert watch["errors"] == []


def test_the_topic_map_keeps_its_own_height_beside_the_bars(page: Page, planted_url,
                                                           planted_analysis, watch):  # noqa: F811
    """Its card ends under its content, whichever of the two is taller (main: stretched
    to the bars' card, 1,250 px of it empty on the 24k at 1,024 px)."""
    page.set_viewport_size({"width": 1024, "height": 900})
    page.goto(f"{planted_url}/?q=kernel")  # few papers: the bars' card the shorter
    expect(page.locator("#topic-map-graph .scatterlayer path").first).to_be_attached()
    settle(page)
    room = page.evaluate("""() => [...document.querySelectorAll('#topics > .grid > .card')]
      .filter(c => !c.classList.contains('wide')).map(c => {
        const last = c.lastElementChild.getBoundingClientRect().bottom;
        return Math.round(c.getBoundingClientRect().bottom - last); })""")
    assert len(room) == 2 and all(r <= 20 for r in room), room  # the card's padding


def test_the_topic_filter_shows_and_searches_whole_labels(page: Page, seeds_url,
                                                          seeds_analysis, watch):  # noqa: F811
    """Seeds topic #1 is 50 characters long: cut at 48 it read "#1 diffusion model ·
    representation learning…", and typing its last word found no topic."""
    label = seeds_analysis.topics.labels[1]
    assert len(label) > 48 and label.endswith(" · number")
    page.goto(seeds_url)
    _wait_ready(page, seeds_analysis)
    page.locator(f"#{ids.TOPIC_FILTER}").click()
    expect(menu_entries(page, f"#1 {label}")).to_have_count(1)
    page.keyboard.type("learning · number")
    expect(menu_entries(page)).to_have_count(1)
    expect(menu_entries(page).first).to_have_accessible_name(
        re.compile(f"^{re.escape(f'#1 {label} (')}"))
    menu_entries(page).first.click()
    page.keyboard.press("Escape")
    expect(page).to_have_url(f"{seeds_url}/?topic=1")
    assert watch["errors"] == []


def test_the_paper_type_legends_take_two_rows_on_a_phone(page: Page, planted_url,
                                                         planted_analysis, watch):  # noqa: F811
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    for graph in (ids.TYPES_BY_TOPIC, ids.TYPES_BY_YEAR, ids.TYPES_BY_VENUE):
        look_at(page, graph)
        expect(page.locator(f"#{graph} g.legend .traces")).to_have_count(4)
        settle(page)
        rows = page.evaluate("""(graph) => new Set([...document.querySelectorAll(
            '#' + graph + ' g.legend .traces')].map(e => Math.round(
            e.getBoundingClientRect().top))).size""", graph)
        assert rows == 2, graph  # main: 4
    assert watch["errors"] == []

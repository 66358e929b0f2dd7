"""Accessibility in headless Chromium: axe-core on every state the browser tests reach,
the keyboard alone, screen-reader text, 200% zoom.

axe-core comes inside axe-playwright-python (its axe.min.js is injected into the page: no
download).  Each state fails on any violation of a WCAG 2.0 / 2.1 level A or AA rule; the
message lists each rule, its elements and what axe says is wrong.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import io
import re
import threading
from urllib.parse import parse_qs, urlparse

import pandas as pd
import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from analysis.filters import Filters, select
from dashboard import ids
from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _count,
    _wait_ready,
    menu_entries,
    open_paper_row,
    see_every_chart,
    watch,
)

pytestmark = pytest.mark.browser
WCAG_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
AXE = Axe()


def axe_violations(page: Page) -> list[dict]:
    """axe-core's WCAG 2.x A/AA violations on the page as it is now."""
    result = AXE.run(page, options={"runOnly": {"type": "tag", "values": WCAG_A_AA},
                                    "resultTypes": ["violations"]})
    return result.response["violations"]


def report(violations: list[dict]) -> str:
    lines = []
    for v in violations:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']}")
        for node in v["nodes"][:5]:
            checks = node.get("any", []) + node.get("all", []) + node.get("none", [])
            why = checks[0]["message"] if checks else ""
            lines.append(f"    {', '.join(map(str, node['target']))}: {why}")
    return "\n".join(lines)


def assert_no_violations(page: Page) -> None:
    page.wait_for_load_state("networkidle")
    see_every_chart(page)
    open_every_table(page)
    violations = axe_violations(page)
    assert violations == [], "\n" + report(violations)


def open_every_table(page: Page) -> None:
    """Open every chart's table (the page then asks for their rows) and wait for them, so
    the tables are checked too."""
    page.evaluate("() => document.querySelectorAll('details.chart-table:not([open]) > summary')"
                  ".forEach(s => s.click())")
    page.wait_for_function("() => Array.from(document.querySelectorAll('details.chart-table'))"
                           ".every(d => !d.offsetParent || d.querySelector('table, p'))")


def _open_a_paper(page: Page) -> None:
    open_paper_row(page)
    expect(page.locator("#paper-detail h3")).to_be_visible()


SEEDS_STATES = {
    "default": ("", {}),
    "filtered, a paper open": ("?topic=1&q=model", {"topics": (1,), "query": "model"}),
    "needs review": ("?review=1", None),
}
PLANTED_STATES = {
    "default": ("", {}),
    "trends": ("?venue=ICML&follow=diffusion&follow=topic%3A1&recent=1", {"venues": ("ICML",)}),
    "compare": ("?compare_a=venue%3AICML&compare_b=venue%3ACOLT", {}),
    "no paper matches": ("?q=zzzqqqxxx", None),
}


def _check_state(page: Page, url: str, analysis, query: str, filters: dict | None) -> None:
    page.goto(f"{url}/{query}")
    if filters is None:  # the count alone says the page is drawn
        expect(page.locator("#paper-count")).to_contain_text(" of ")
        page.wait_for_load_state("networkidle")
    else:
        _wait_ready(page, analysis, **filters)
        if filters:
            _open_a_paper(page)
    assert_no_violations(page)


@pytest.mark.parametrize("state", list(SEEDS_STATES))
def test_no_wcag_violations_on_the_seeds(page: Page, seeds_url, seeds_analysis, watch,  # noqa: F811
                                         state):
    query, filters = SEEDS_STATES[state]
    _check_state(page, seeds_url, seeds_analysis, query, filters)
    assert watch["errors"] == []


@pytest.mark.parametrize("state", list(PLANTED_STATES))
def test_no_wcag_violations_on_years_and_venues(page: Page, planted_url, planted_analysis,
                                                watch, state):  # noqa: F811
    query, filters = PLANTED_STATES[state]
    _check_state(page, planted_url, planted_analysis, query, filters)
    if state == "compare":
        expect(page.locator("#compare-terms-summary")).to_contain_text("ICML")
    assert watch["errors"] == []


@pytest.mark.parametrize("corpus", ["seeds", "planted"])
def test_no_wcag_violations_on_a_narrow_screen(page: Page, request, watch, corpus):  # noqa: F811
    page.set_viewport_size({"width": 375, "height": 812})
    url, analysis = (request.getfixturevalue(f"{corpus}_url"),
                     request.getfixturevalue(f"{corpus}_analysis"))
    _check_state(page, url, analysis, "", {})
    assert watch["errors"] == []


def test_no_wcag_violations_with_a_filter_menu_open(page: Page, seeds_url, seeds_analysis,
                                                    watch):  # noqa: F811
    page.goto(seeds_url)
    _wait_ready(page, seeds_analysis)
    page.locator("#topic-filter").click()
    expect(menu_entries(page).first).to_be_visible()
    # the entries are the options of a listbox named by the filter's label, which a
    # screen reader calls selected or not; the inputs nested in them are inert
    menu = page.get_by_role("listbox", name="Topics")
    expect(menu).to_have_attribute("aria-multiselectable", "true")
    expect(menu.get_by_role("option").first).to_be_visible()
    assert menu.locator("input").count() > 0
    assert menu.locator("input:not([inert])").count() == 0
    violations = axe_violations(page)
    assert violations == [], "\n" + report(violations)
    assert watch["errors"] == []


def test_no_wcag_violations_after_a_paper_type_is_corrected(page: Page, seeds_analysis,
                                                            tmp_path, watch):  # noqa: F811
    """The review list with a paper open, its type set by hand: the form, its message and
    the "corrected by hand" mark."""
    from dashboard.app import create_app
    from tests.conftest import _serve

    srv, url = _serve(create_app(seeds_analysis, tmp_path / "fixes.csv"))
    try:
        page.goto(f"{url}/?review=1")
        expect(page.locator("#paper-count")).to_contain_text(" of ")
        open_paper_row(page)
        expect(page.locator("#correct-form")).to_be_visible()
        page.locator("#correct-type").click()
        menu_entries(page, "Unclear").click()
        page.keyboard.press("Escape")
        page.locator("#correct-save").click()
        # corrected by hand, the paper leaves the review list (its only paper): the views,
        # the paper panel and its "Saved" are hidden once that answer is in (the panel's
        # message shows only until then: a test that waited for it failed under load), so
        # the "no papers match" message says what was saved
        expect(page.locator("#paper-count")).to_have_text(
            f"0 of {len(seeds_analysis.papers)} papers")
        expect(page.get_by_role("status").filter(
            has_text=re.compile(r"^Saved: .+ is now Unclear, corrected by hand \(kept in "
                                r".*fixes\.csv\)\. It was the last paper"))).to_be_visible()
        expect(page.locator("#empty-saved")).to_be_focused()  # not lost with the form
        expect(page.locator("#paper-detail")).to_contain_text("corrected by hand")
        assert_no_violations(page)
        assert watch["errors"] == []
    finally:
        srv.shutdown()


def test_the_preparing_page_is_accessible_and_updates_in_place(page: Page):
    """``serve``'s page while the analysis is prepared: no violation (a timed reload is
    one, WCAG 2.2.1), the stage in a live region, the new stage shown without a reload,
    and the page at the same URL (filters kept) once the dashboard answers."""
    from werkzeug.serving import make_server

    from analysis.progress import Progress
    from dashboard.serving import SwitchingApp

    progress = Progress()
    progress.expect(["load_and_clean", "vocabulary"])
    progress.stage("load_and_clean", total=10, unit="files")
    progress.advance(5)
    switch = SwitchingApp(progress)
    srv = make_server("127.0.0.1", 0, switch, threaded=True)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        page.goto(f"http://127.0.0.1:{srv.server_port}/?topic=2")
        expect(page.get_by_role("status")).to_have_text("reading and cleaning the papers")
        expect(page.get_by_role("progressbar")).to_have_accessible_name(
            "reading and cleaning the papers")
        violations = axe_violations(page)
        assert violations == [], "\n" + report(violations)
        page.evaluate("() => { window.sameDocument = true; }")
        progress.stage("vocabulary")
        expect(page.get_by_role("status")).to_have_text("finding the terms")
        assert page.evaluate("() => window.sameDocument === true")  # updated, not reloaded
        switch.app = lambda environ, respond: (
            respond("200 OK", [("Content-Type", "text/html")]),
            [b"<!doctype html><html lang=en><title>ready</title><h1>Dashboard</h1></html>"])[1]
        expect(page.get_by_role("heading", name="Dashboard")).to_be_visible()
        assert page.url.endswith("/?topic=2")
    finally:
        srv.shutdown()


# --------------------------------------------------------------------------- keyboard

FOCUSED = """() => { const e = document.activeElement; if (!e || e === document.body) return null;
  const ringed = e.closest('.dash-input-container') || e;  // a text box's ring is on its box
  const s = getComputedStyle(ringed); const r = e.getBoundingClientRect();
  return {id: e.id, tag: e.tagName, cls: String(e.className), text: e.innerText || e.value || '',
          outline: s.outlineStyle, width: parseFloat(s.outlineWidth),
          visible: r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight,
          in: (sel) => !!e.closest(sel)}; }"""


def focused(page: Page) -> dict:
    return page.evaluate(FOCUSED) or {}


def focused_matches(page: Page, selector: str) -> bool:
    return page.evaluate("(sel) => !!(document.activeElement && document.activeElement"
                         ".closest(sel))", selector)


def tab_to(page: Page, selector: str, limit: int = 120, back: bool = False) -> dict:
    """Press Tab (Shift+Tab with ``back``) until the focus is on (or in) ``selector``;
    every stop on the way must show a focus ring."""
    for _ in range(limit):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        now = focused(page)
        if now:
            assert now["outline"] != "none" and now["width"] >= 2, f"no focus ring on {now}"
        if focused_matches(page, selector):
            # scrolled into view (smoothly: wait for the scroll to end)
            page.wait_for_function("() => { const r = document.activeElement"
                                   ".getBoundingClientRect(); return r.bottom > 0 && "
                                   "r.top < innerHeight; }", timeout=3000)
            return now
    raise AssertionError(f"{limit} presses of Tab never reached {selector}")


RINGS = """() => [document.activeElement, ...document.querySelectorAll('.filter-search *')]
  .filter((e, i, all) => all.indexOf(e) === i).map(e => ({cls: String(e.className),
    style: getComputedStyle(e).outlineStyle, width: parseFloat(getComputedStyle(e).outlineWidth),
    color: getComputedStyle(e).outlineColor}))
  .filter(r => r.style !== 'none' && r.width > 0)"""


def test_the_search_box_shows_one_focus_ring_the_pages(page: Page, seeds_url, seeds_analysis):
    """Tab to the search: one 3-px ring in the page's focus colour, on the box (Dash's box
    clips the input's own ring and drew a 1-px purple one round it: two rings, walk62)."""
    page.goto(seeds_url)
    _wait_ready(page, seeds_analysis)
    tab_to(page, f"#{ids.KEYWORD_FILTER}")
    rings = page.evaluate(RINGS)
    assert len(rings) == 1, rings
    assert rings[0]["width"] == 3 and rings[0]["color"] == "rgb(29, 78, 216)", rings
    assert "dash-input-container" in rings[0]["cls"], rings  # outside the clipping box


def test_keyboard_alone_filters_opens_a_paper_and_downloads(page: Page, seeds_url,
                                                            seeds_analysis, watch):  # noqa: F811
    """Filter by a topic (the filter bar) and a keyword (the top-keywords chart's table),
    open a paper, download the papers CSV: Tab, Enter, arrows and Escape only."""
    a = seeds_analysis
    page.goto(seeds_url)
    _wait_ready(page, a)
    page.wait_for_load_state("networkidle")
    # the first stop is the skip link, shown when focused
    skip = tab_to(page, "a.skip-link", limit=1)
    assert skip["text"] == "Skip to the papers table"
    # a topic, from the filter bar: open its menu, move down to topic #1, pick it, close
    tab_to(page, "#topic-filter")
    page.keyboard.press("Enter")
    expect(page.locator("input.dash-dropdown-search")).to_be_focused()
    boxes = page.get_by_role("listbox", name="Topics").get_by_role("option")
    page.keyboard.press("ArrowDown")
    expect(boxes.nth(0)).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(boxes.nth(1)).to_be_focused()
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"\?topic=1$"))
    expect(boxes.nth(1)).to_have_attribute("aria-selected", "true")
    page.keyboard.press("Escape")
    # the menu gives the focus back to its control (a frame later on a busy machine)
    expect(page.locator("#topic-filter")).to_be_focused()
    expect(page.locator("#paper-count")).to_have_text(_count(a, topics=(1,)))
    # the new count is said by a live region
    status = page.get_by_role("status").filter(has_text="Showing")
    expect(status).to_have_text(f"Showing {_count(a, topics=(1,))}.")
    # a keyword, from the top-keywords chart's table: the button a click on its bar equals
    tab_to(page, "a[href='#keywords']")
    page.keyboard.press("Enter")
    keyword_table = f"details[data-graph='{ids.KEYWORDS}']"
    tab_to(page, f"{keyword_table} summary")
    page.keyboard.press("Enter")
    expect(page.locator(f"{keyword_table} table")).to_be_visible()
    button = tab_to(page, f"{keyword_table} button[data-filter]", limit=3)
    # the label is the bar's ("spiking neural network (SNN)"); the search is for the term
    label = button["text"].removeprefix("Search for").strip()
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"topic=1&q="))
    query = parse_qs(urlparse(page.url).query)["q"][0]
    searched = query.strip('"')
    assert label == a.vocab.label(a.vocab.lookup(searched)) and label.startswith(searched)
    expect(page.locator("#paper-count")).to_have_text(_count(a, topics=(1,), query=query))
    expect(status).to_have_text(f"Showing {_count(a, topics=(1,), query=query)}.")
    # the focus stays in the keywords table, not lost to the page
    page.wait_for_load_state("networkidle")
    page.wait_for_function("(sel) => !!document.activeElement.closest(sel)", arg=keyword_table)
    # the papers CSV, from the Downloads jump link
    tab_to(page, "a[href='#downloads']", back=True)
    page.keyboard.press("Enter")
    tab_to(page, "#download-papers")
    expect(page.locator("#download-papers")).to_have_attribute("href", re.compile("topic=1"))
    with page.expect_download() as info:
        page.keyboard.press("Enter")
    csv = pd.read_csv(io.BytesIO(open(info.value.path(), "rb").read()))
    f = Filters(topics=(1,), query=query)
    assert len(csv) == int(select(a, f).sum()) > 0
    assert set(csv["topic"]) == {1}
    # a paper: back to the skip link, into the table, Enter on a row
    tab_to(page, "a.skip-link", back=True, limit=200)
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    assert focused_matches(page, "#papers-table")
    if not focused_matches(page, ".ag-row"):  # on a column header: down to the first row
        page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")  # the second paper
    row = page.locator("#papers-table .ag-row-focus, #papers-table .ag-row:has(.ag-cell-focus)")
    title = row.first.locator("[col-id=title]").inner_text()
    page.keyboard.press("Enter")
    expect(page.locator("#paper-detail h3")).to_have_text(title.strip())
    expect(page.locator("#paper-detail h3")).to_be_focused()
    # Escape: back to the row it came from
    page.keyboard.press("Escape")
    page.wait_for_function("() => !!document.activeElement.closest('#papers-table .ag-row')")
    assert title.strip() in page.evaluate(
        "() => document.activeElement.closest('.ag-row').innerText")
    assert watch["errors"] == []


def test_tab_leaves_the_papers_rows_in_one_press(page: Page, seeds_url, seeds_analysis,
                                                 watch):  # noqa: F811
    """walk63: Tab went through the table cell by cell, 7 stops a row, 140 to pass a page of
    20 papers before the pages' buttons and the downloads.  The arrows move between the
    cells (the grid pattern); Tab goes on to the table's page buttons."""
    page.goto(seeds_url)
    _wait_ready(page, seeds_analysis)
    page.wait_for_load_state("networkidle")
    tab_to(page, "a.skip-link", limit=1)
    page.keyboard.press("Enter")
    expect(page.locator("#papers-table .ag-row[row-index='1'] [col-id=title]")).not_to_have_text(
        re.compile(r"^\s*$"))
    page.keyboard.press("Tab")
    if not focused_matches(page, ".ag-row"):  # on a column header: down to the first row
        page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowRight")  # the arrows still move from cell to cell
    assert focused(page)["cls"].count("ag-cell") and focused_matches(page, "[col-id=venue]")
    page.keyboard.press("Tab")
    assert not focused_matches(page, ".ag-row"), focused(page)
    assert focused_matches(page, ".ag-paging-panel"), focused(page)
    tab_to(page, "#download-papers", limit=6)
    assert watch["errors"] == []


def test_enter_on_the_next_row_focuses_its_paper_not_the_body(page: Page, seeds_url,
                                                                seeds_analysis, watch):  # noqa: F811
    """Reviewing paper after paper from the keyboard: Enter on a row while the panel shows
    another paper.  The panel's old title took the focus and was then replaced by the new
    paper's, so the focus fell to the body (the next Tab started over at the skip link)."""
    page.goto(seeds_url)
    _wait_ready(page, seeds_analysis)
    page.wait_for_load_state("networkidle")
    tab_to(page, "a.skip-link", limit=1)
    page.keyboard.press("Enter")  # the grid is built now: its rows, then into it
    expect(page.locator("#papers-table .ag-row[row-index='1'] [col-id=title]")).not_to_have_text(
        re.compile(r"^\s*$"))
    page.keyboard.press("Tab")
    if not focused_matches(page, ".ag-row"):  # on a column header: down to the first row
        page.keyboard.press("ArrowDown")
    rows = page.locator("#papers-table .ag-row-focus, #papers-table .ag-row:has(.ag-cell-focus)")
    title = page.locator("#paper-detail h3")
    for _ in range(2):  # the first paper (an empty panel), then the next (the panel full)
        shown = rows.first.locator("[col-id=title]").inner_text().strip()
        page.keyboard.press("Enter")
        expect(title).to_have_text(shown)
        expect(title).to_be_focused()
        page.wait_for_load_state("networkidle")
        page.wait_for_timeout(300)  # every redraw of the answer done: still there
        expect(title).to_be_focused()
        page.keyboard.press("Escape")  # back to its row, then down to the next
        page.wait_for_function("() => !!document.activeElement.closest('#papers-table .ag-row')")
        page.keyboard.press("ArrowDown")
    assert watch["errors"] == []


# --------------------------------------------------------------------------- screen readers


def test_each_chart_is_named_summarised_and_tabled(page: Page, planted_url, planted_analysis,
                                                   watch):  # noqa: F811
    """Every chart on the page is a figure named by its card's title and described by a
    summary that says what it shows; the planted answer is in the topic trends' words."""
    from dashboard.page import present_charts
    from dashboard.view import make_view

    a = planted_analysis
    page.goto(planted_url)
    _wait_ready(page, a)
    page.wait_for_load_state("networkidle")
    see_every_chart(page)
    charts = present_charts(make_view(a))
    for chart in charts:
        frame = page.locator(f"#{chart.id}").locator("xpath=ancestor::*[@role='figure'][1]")
        expect(frame).to_have_attribute("aria-labelledby", ids.chart_title(chart.id))
        expect(page.locator(f"#{ids.chart_title(chart.id)}")).to_have_text(chart.title)
        described = page.locator(f"#{ids.chart_summary(chart.id)}")
        if chart.draw is not None or chart.id == ids.KEYWORD_TREND:
            expect(described).not_to_be_empty()
        # the SVG is hidden from screen readers: the summary says it instead
        assert page.locator(f"#{chart.id} svg.main-svg:not([aria-hidden='true'])").count() == 0
    # the planted corpus: diffusion rises, kernels fall (tests/conftest.py)
    trends = page.locator(f"#{ids.chart_summary(ids.TOPIC_TRENDS)}")
    expect(trends).to_contain_text(re.compile(r"the largest rise: #\d+ [^,]*diffusion"))
    expect(trends).to_contain_text(re.compile(r"the largest fall: #\d+ [^,]*kernel"))
    # the numbers on demand: a real table, with column headers and row headers
    table = page.locator(f"details[data-graph='{ids.TOPIC_TRENDS}']")
    table.locator("summary").click()
    expect(table.locator("table th[scope=col]").first).to_have_text("Topic")
    assert table.locator("tbody th[scope=row]").count() == a.topics.n_topics
    assert watch["errors"] == []


# --------------------------------------------------------------------------- zoom


def test_zoom_to_200_percent_keeps_content_and_controls(browser, planted_url,
                                                        planted_analysis):
    """A 1280 px window at 200% zoom lays out like a 640 px one with 2 device pixels a CSS
    pixel: nothing scrolls sideways, every filter and download is on the page and reached
    with Tab."""
    context = browser.new_context(viewport={"width": 640, "height": 720},
                                  device_scale_factor=2)
    page = context.new_page()
    try:
        page.set_default_timeout(20_000)
        page.goto(planted_url)
        _wait_ready(page, planted_analysis)
        page.wait_for_load_state("networkidle")
        width, inner = page.evaluate(
            "[document.documentElement.scrollWidth, window.innerWidth]")
        assert width <= inner, f"the page scrolls sideways: {width} > {inner}"
        wider = page.evaluate("""() => Array.from(document.querySelectorAll(
            'main .card, .filters, .masthead, .downloads, .jump'))
            .filter(e => e.getBoundingClientRect().right > innerWidth + 1)
            .map(e => e.className)""")
        assert wider == [], f"cut off on the right: {wider}"
        for control in ("#keyword-filter", "#topic-filter", "#venue-filter", "#type-filter",
                        "#clear-filters", "#download-papers", "#download-excel"):
            tab_to(page, control, limit=400)
            box = page.locator(control).bounding_box()
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= inner + 1, control
        assert axe_violations(page) == []
    finally:
        context.close()

"""The first page load in headless Chromium: what it fetches, what it asks, what it shows.

The served layout holds the unfiltered page's first view (``dashboard/first_view.py``): the
page shows it without waiting for a callback, and the one callback set off at load (a URL
may carry filters) answers with what differs.  The page draws with plotly.js's basic
bundle, shipped in ``assets/vendor/`` (a quarter of the full bundle, a sixth of its
evaluation: ``bench/FIRST_LOAD.md``): these tests check that it is the one the page uses,
that it is the version the plotly package writes figures for, and that it holds every
trace type a chart of the page draws.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from analysis.filters import Filters, select
from dashboard import ids
from dashboard.page import first_screen, present_charts, render
from dashboard.sections import keywords
from dashboard.sections.papers import FIRST_REQUEST, papers_page
from dashboard.view import make_view
from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _count,
    _wait_ready,
    see_every_chart,
    watch,
)

BUNDLE = Path(__file__).resolve().parent.parent / "assets" / "vendor" / "plotly-basic.min.js"


def test_the_shipped_bundle_is_the_plotly_js_the_plotly_package_writes_for():
    """A new plotly (Python) writes figures for its own plotly.js: the shipped bundle must
    be replaced by that version's basic bundle (``npm pack plotly.js-basic-dist-min@V``)."""
    from plotly.offline import get_plotlyjs_version

    head = BUNDLE.read_text(encoding="utf-8")[:200]
    assert re.search(r"plotly\.js \(basic - minified\) v(\S+)", head).group(1) == \
        get_plotlyjs_version()


def _trace_types(analysis) -> set[str]:
    """Every trace type the page's charts draw: every chart for every paper, a search, the
    trend options (items followed, two groups compared), and the followed keywords."""
    view = make_view(analysis)
    states = [("", ""), ("q=graph", ""),
              ("", "follow=topic%3A1&follow=%22graph%22&compare_a=venue%3AICML"
                   "&compare_b=venue%3ACOLT")]
    kinds: set[str] = set()
    figures = []
    for state, trend in states:
        out = render(view, state, trend)
        figures += [out[c.id] for c in present_charts(view) if c.id in out]
        views = keywords.keyword_views(view, state, out["keywords"][:3])
        figures += [v for k, v in views.items() if k == ids.KEYWORD_TREND]
    for figure in figures:
        fig = figure if isinstance(figure, dict) else figure.to_plotly_json()
        kinds |= {trace.get("type", "scatter") for trace in fig.get("data", [])}
    return kinds


@pytest.mark.browser
def test_the_page_draws_every_chart_with_the_shipped_bundle(page: Page, planted_url,
                                                            planted_analysis, watch):  # noqa: F811
    """The page's plotly.js is the shipped basic bundle (the full one is never fetched),
    its version the plotly package's, and it has every trace type the charts use; every
    chart draws without an error."""
    from plotly.offline import get_plotlyjs_version

    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    see_every_chart(page)
    fetched = page.evaluate("() => performance.getEntriesByType('resource')"
                            ".map(e => new URL(e.name).pathname)")
    assert "/assets/vendor/plotly-basic.min.js" in fetched
    assert not [p for p in fetched if p.endswith("plotly.min.js")], fetched
    # nor Dash's polyfill and DataTable (dashboard/shell.py): the components it loads on
    # demand (every chart here) find regenerator-runtime, shipped alone
    assert not [p for p in fetched if "polyfill@" in p or "dash_table" in p], fetched
    assert page.evaluate("() => typeof window.regeneratorRuntime.mark") == "function"
    assert page.evaluate("() => window.Plotly.version") == get_plotlyjs_version()
    registered = set(page.evaluate("() => Object.keys(window.Plotly.PlotSchema.get().traces)"))
    used = _trace_types(planted_analysis)
    assert used and used <= registered, used - registered
    drawn = page.locator(".dash-graph[id] .main-svg")
    expect(drawn.first).to_be_visible()
    assert drawn.count() >= 10
    expect(page.locator("#paper-count")).to_have_text(_count(planted_analysis))
    assert watch["errors"] == []


def _layout_props(app) -> dict[str, dict]:
    """The served layout's components by id: their props as the browser gets them."""
    props: dict[str, dict] = {}

    def walk(node) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("props", {}).get("id"), str):
                props[node["props"]["id"]] = node["props"]
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(json.loads(app.server.test_client().get("/_dash-layout").data))
    return props


def test_the_served_layout_holds_the_unfiltered_first_view(planted_analysis):
    """The layout the browser fetches has the headline, the first screen's charts with
    their words, the papers table's first page and the states they show; the charts below
    the first screen are drawn when the reader comes near them, but hold their place from
    the start: a figure with no trace at their own figure's height, their words in place."""
    from dashboard.app import create_app

    view = make_view(planted_analysis)
    app = create_app(planted_analysis)
    props = _layout_props(app)
    n = len(planted_analysis.papers)
    assert props[ids.PAPER_COUNT]["children"] == f"{n:,} of {n:,} papers"
    assert props[ids.FILTER_STATE]["data"] == "" and props[ids.TREND_STATE]["data"] == ""
    first = first_screen(view)
    assert ids.TOPIC_SIZES in first
    bars = props[ids.TOPIC_SIZES]["figure"]["data"][0]
    assert sorted(bars["x"]) == sorted(
        planted_analysis.papers["topic"].value_counts().tolist())
    for graph in first:
        assert props[graph]["figure"]["data"], graph
        assert props[ids.chart_about(graph)]["children"], graph
    later = [c.id for c in present_charts(view) if c.draw is not None and c.id not in first]
    assert later and all(props[g]["figure"]["data"] == [] for g in later), later
    whole = render(view, "", "")
    for graph in later:
        height = whole[graph].to_plotly_json()["layout"].get("height") if hasattr(
            whole[graph], "to_plotly_json") else whole[graph]["layout"].get("height")
        assert props[graph]["figure"]["layout"].get("height") == height, graph
    described = [g for g in later if ids.chart_about(g) in whole]
    assert described
    for graph in described:
        words = json.dumps(props[ids.chart_about(graph)]["children"], ensure_ascii=False)
        assert whole["words"][graph].text in words, graph
    shown = props[ids.CHARTS_DRAWN]["data"]["shown"]
    assert sorted(shown) == sorted([*first, "headline"])
    rows = props[ids.ROWS_PREFETCH]["data"]
    assert rows["state"] == "" and rows["page"] == papers_page(view, "", FIRST_REQUEST)
    # the papers grid is not in it: the page builds it from the spec when wanted, in its
    # place (the skip link's target), which holds its height until then
    place = props[ids.PAPERS_TABLE]["children"]
    assert place["type"] == "Div" and place["props"]["className"] == "grid-placeholder"
    spec = props[ids.GRID_SPEC]["data"]
    assert spec["type"] == "AgGrid" and spec["props"]["id"] == ids.PAPERS_GRID
    # the page's HTML does not carry the layout a second time (Dash's validation layout,
    # taken from a layout function by calling it): ids alone
    html = app.server.test_client().get("/").get_data(as_text=True)
    assert len(html) < 40_000 and "rowData" not in html and '"figure"' not in html


PLACES = """() => Array.from(document.querySelectorAll(
    'main .card, #papers, .downloads')).filter(e => e.offsetParent)
    .map(e => [e.id || (e.querySelector('h3, h2') || e).textContent.slice(0, 40),
               Math.round(e.getBoundingClientRect().top + scrollY),
               Math.round(e.getBoundingClientRect().height)])"""


@pytest.mark.browser
@pytest.mark.parametrize("width", [1400, 640, 390])
def test_nothing_moves_as_the_charts_below_are_drawn(browser, planted_url, planted_analysis,
                                                      width):
    """The charts below the first screen are drawn as the reader comes near them, and
    nothing on the page moves then: every card, the papers section and the downloads stay
    where the page first put them and keep their heights.  (A page that moves under a
    reader moving through it with the keyboard leaves the control just reached out of
    view: the browser scrolled to where it was.)  On a phone (390) too: the bars' labels
    above them make a chart taller there (charts64: the 24k's paper types per topic held
    930 px and was drawn 1,694 px high)."""
    context = browser.new_context(viewport={"width": width, "height": 720})
    page = context.new_page()
    try:
        page.goto(planted_url)
        _wait_ready(page, planted_analysis)
        page.wait_for_load_state("networkidle")
        before = page.evaluate(PLACES)
        see_every_chart(page)
        view = make_view(planted_analysis)
        whole = render(view, "", "")
        traced = sorted(c.id for c in present_charts(view) if c.id in whole and (
            whole[c.id] if isinstance(whole[c.id], dict) else whole[c.id].to_plotly_json()
        )["data"])
        drawn = page.evaluate("() => Array.from(document.querySelectorAll('.dash-graph[id]'))"
                              ".filter(g => (g.querySelector('.js-plotly-plot') || {}).data"
                              "?.length).map(g => g.id).sort()")
        assert len(traced) > 10 and set(traced) <= set(drawn)  # every chart drawn now
        assert page.evaluate(PLACES) == before
    finally:
        context.close()


def _frames(node, found: list[tuple[dict, dict]]) -> list[tuple[dict, dict]]:
    """(figure frame's props, its chart's props) of a served layout (JSON)."""
    if isinstance(node, dict):
        props = node.get("props", {})
        child = props.get("children")
        if "figure-frame" in str(props.get("className")) and isinstance(child, dict) and \
                child.get("type") == "Graph":
            found.append((props, child["props"]))
        for value in node.values():
            _frames(value, found)
    elif isinstance(node, list):
        for value in node:
            _frames(value, found)
    return found


def test_every_chart_frame_holds_its_figures_height(planted_analysis):
    """Each chart's frame in the served layout carries its figure's height, which the page's
    CSS gives the chart until it is first drawn (dashboard/first_view.py hold_heights)."""
    from dashboard.app import create_app

    app = create_app(planted_analysis)
    frames = _frames(json.loads(app.server.test_client().get("/_dash-layout").data), [])
    held = [(frame.get("style") or {}).get("--figure-height") for frame, _ in frames]
    want = [f"{graph['figure']['layout']['height']}px" for _, graph in frames]
    assert len(frames) > 10 and held == want


@pytest.mark.browser
def test_the_charts_have_their_heights_from_the_layouts_first_render(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    """dcc.Graph is a lazy component: React's first render of the layout shows an empty box
    per chart and puts the chart in it ~0.5 s later.  Each box has its figure's height from
    that first render, so the charts below the first screen are already below it (none is
    found in view, and drawn, with the first screen's) and nothing moves by a chart's
    height when they come (bench/FIRST_LOAD.md, wave 11)."""
    page.goto(planted_url, wait_until="domcontentloaded")
    page.wait_for_selector("#paper-count", state="attached")
    boxes = page.evaluate("""() => Array.from(document.querySelectorAll(
        '.figure-frame > .dash-graph')).filter(g => g.offsetParent).map(g => [g.id,
        Math.round(g.getBoundingClientRect().height),
        parseInt(getComputedStyle(g.parentElement).getPropertyValue('--figure-height'))])""")
    assert len(boxes) > 10 and all(height == want for _, height, want in boxes), boxes
    _wait_ready(page, planted_analysis)
    assert watch["errors"] == []


def _answers(page: Page) -> list[tuple[str, str]]:
    """(request body, answer body) of every callback request answered from now on."""
    got: list[tuple[str, str]] = []

    def done(request) -> None:
        if "_dash-update-component" in request.url:
            got.append((request.post_data or "", request.response().text()))

    page.on("requestfinished", done)
    return got


def tab_to_papers(page: Page) -> None:
    """The keyboard's first stop, the skip link to the papers table: the page builds the
    grid (assets/papers_grid.js) without scrolling, so no chart comes near and asks."""
    page.keyboard.press("Tab")
    expect(page.locator("a.skip-link")).to_be_focused()


@pytest.mark.browser
def test_the_first_load_shows_the_layouts_view_and_asks_one_small_request(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    """Opened without filters, the page shows the unfiltered view from its layout: the
    count, the topic bars, the map, the table's first rows; it sends one callback request
    (the page's, set off at load), answered without a chart, a table or a page of rows
    (the page shows them already), and no other (not the table's rows either)."""
    answers = _answers(page)
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    expect(page.locator("#topic-map-graph .main-svg").first).to_be_visible()
    want = papers_page(make_view(planted_analysis), "", FIRST_REQUEST)["rowData"][0]
    tab_to_papers(page)
    first = page.locator("#papers-table .ag-row[row-index='0'] [col-id=title]")
    expect(first).to_contain_text(want["title_plain"][:30])
    page.wait_for_timeout(800)
    page.wait_for_load_state("networkidle")
    assert len(answers) == 1, [a[0][-200:] for a in answers]
    request, answer = answers[0]
    assert "url.search" in request
    assert len(answer) < 2000 and "figure" not in answer and "rowData" not in answer, answer
    bars = page.locator("#topic-sizes-graph .bars path")
    expect(bars).to_have_count(planted_analysis.topics.n_topics)
    assert watch["errors"] == []


@pytest.mark.browser
def test_a_first_load_with_filters_in_the_address_shows_them(page: Page, planted_url,
                                                              planted_analysis, watch):  # noqa: F811
    """An address with filters (a shared link) is opened with its filters: the page's one
    request at load answers with them (patches of the layout's first view), and what the
    page then shows is the search's: its count, its topics' bars, its first rows."""
    answers = _answers(page)
    page.goto(f"{planted_url}/?q=bandit")
    _wait_ready(page, planted_analysis, query="bandit")
    rows = select(planted_analysis, Filters(query="bandit"))
    topics = planted_analysis.papers.loc[rows, "topic"].nunique()
    assert 0 < rows.sum() < len(rows) and topics < planted_analysis.topics.n_topics
    expect(page.locator("#topic-sizes-graph .bars path")).to_have_count(topics)
    want = papers_page(make_view(planted_analysis), Filters(query="bandit").to_query(),
                       FIRST_REQUEST)["rowData"][0]
    tab_to_papers(page)
    first = page.locator("#papers-table .ag-row[row-index='0'] [col-id=title]")
    expect(first).to_contain_text(want["title_plain"][:30])
    page.wait_for_timeout(800)
    page.wait_for_load_state("networkidle")
    assert len(answers) == 1 and "url.search" in answers[0][0], [a[0][-200:] for a in answers]
    assert watch["errors"] == []


def test_the_page_leaves_out_the_polyfill_and_the_datatable(seeds_analysis):
    """The page's scripts: Dash's own, less @babel/polyfill and DataTable's bundle, and the
    page's assets, regenerator-runtime among them, before the renderer that needs it."""
    from dashboard.app import create_app

    page = create_app(seeds_analysis).server.test_client().get("/").get_data(as_text=True)
    scripts = re.findall(r'<script src="([^"]+)"', page)
    assert not [s for s in scripts if "polyfill@" in s or "dash_table" in s], scripts
    names = [s.split("?")[0].rsplit("/", 1)[-1] for s in scripts]
    assert names.index("regenerator-runtime.js") < next(
        i for i, n in enumerate(names) if n.startswith("dash_renderer")), names
    assert any(n.startswith("react-dom@") for n in names)
    assert any(n.startswith("dash_core_components.v") for n in names)


def test_the_page_runs_ag_grids_script_when_the_grid_is_made(seeds_analysis):
    """dash-ag-grid's bundle is not among the page's scripts: a stand-in in its place
    (dashboard/grid_later.js) knows its address, which the server serves; the layout and
    the callbacks' list, which the renderer asks for once its scripts have run, are
    preloaded from the page's first byte."""
    from dashboard.app import create_app

    client = create_app(seeds_analysis).server.test_client()
    page = client.get("/").get_data(as_text=True)
    scripts = re.findall(r'<script src="([^"]+)"', page)
    assert not [s for s in scripts if "dash_ag_grid" in s], scripts
    src = re.search(r'var SRC = "([^"]+dash_ag_grid\.v[^"]+\.js)"', page).group(1)
    assert len(client.get(src).get_data()) > 500_000
    assert page.index("var SRC") < page.index('src="/assets/papers_grid.js')  # before it
    assert not [s for s in scripts if "async-community" in s]
    fetched = re.findall(r'<link rel="preload" href="([^"]+)" as="fetch" crossorigin', page)
    assert fetched == ["/_dash-layout", "/_dash-dependencies"]


@pytest.mark.browser
def test_the_grids_script_comes_after_the_first_answer_and_the_grid_works(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    """The first load does not fetch dash-ag-grid's script: it is fetched once, after the
    page's first answer, when the grid is made; the grid then shows the first page of rows
    (its filter changes: tests/test_browser.py).  The layout and the callbacks' list are
    fetched once each (the renderer's requests are served from the preload)."""
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    page.wait_for_load_state("networkidle")
    page.locator("#papers-table").scroll_into_view_if_needed()
    want = papers_page(make_view(planted_analysis), "", FIRST_REQUEST)["rowData"][0]
    first = page.locator("#papers-table .ag-row[row-index='0'] [col-id=title]")
    expect(first).to_contain_text(want["title_plain"][:30])
    got = page.evaluate("""() => performance.getEntriesByType('resource').map(e => [
        new URL(e.name).pathname, e.startTime, e.responseEnd])""")
    grid = [start for path, start, _ in got if "/dash_ag_grid/dash_ag_grid." in path]
    answered = min(end for path, _, end in got if path.endswith("_dash-update-component"))
    assert len(grid) == 1 and grid[0] > answered, (grid, answered)
    for path in ("/_dash-layout", "/_dash-dependencies"):
        assert [p for p, *_ in got].count(path) == 1, path
    assert watch["errors"] == []


def test_a_page_loaded_after_a_correction_shows_it_from_the_layout(seeds_analysis, tmp_path):
    """A paper's type corrected (here written by another process): the next page load's
    layout counts it, in the headline and in the table's first page."""
    import time

    from analysis.paper_types.corrections import set_paper_type
    from dashboard.app import create_app

    fixes = tmp_path / "fixes.csv"
    app = create_app(seeds_analysis, fixes)
    before = _layout_props(app)
    row = before[ids.ROWS_PREFETCH]["data"]["page"]["rowData"][0]
    paper_id = seeds_analysis.papers["paper_id"].iat[int(row["row"])]
    new = "unclear" if row["paper_type"].lower() != "unclear" else "theory"
    time.sleep(0.05)  # (the file is re-read when its modification time or size changes)
    set_paper_type(fixes, paper_id, new)
    after = _layout_props(app)
    first = after[ids.ROWS_PREFETCH]["data"]["page"]["rowData"][0]
    assert first["row"] == row["row"] and first["paper_type"].lower() == new
    assert after[ids.HEADLINE_DETAIL] != before[ids.HEADLINE_DETAIL]
    assert _layout_props(app)[ids.HEADLINE_DETAIL] == after[ids.HEADLINE_DETAIL]

"""Charts on a phone-width window in headless Chromium (review53): the topic bars beside
labels fitted for a desktop card had no room at 390 px (the labels took ~300 of the
chart's ~336 px: only the percentages showed), and the papers-per-venue-and-year chart's
legend covered its x title "year".

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from dashboard.figures.labels import _JOINED_ACRONYM
from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _wait_ready,
    look_at,
    see_papers,
    settle,
    watch,
)

pytestmark = pytest.mark.browser
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1400, "height": 1000}
SMALL_PHONE = {"width": 320, "height": 640}


def _bars(page: Page, graph: str) -> dict:
    """The chart's width, its widest bar, its drawn labels (annotations above the bars)
    and its visible y tick labels, with each label's and bar's boxes."""
    return page.evaluate("""(graph) => {
      const root = document.querySelector('#' + graph);
      const box = (el) => el.getBoundingClientRect();
      const bars = [...root.querySelectorAll('.bars path')].map(box).filter(b => b.width > 0);
      return {width: box(root).width,
              widest: Math.max(0, ...bars.map(b => b.width)),
              bars: bars.map(b => [b.left, b.top, b.bottom]),
              notes: [...root.querySelectorAll('.annotation-text')].map(
                el => [el.textContent, box(el).left, box(el).bottom]),
              ticks: [...root.querySelectorAll('.ytick text')].filter(
                el => box(el).width > 0).map(el => {  // a label in lines: joined by a space
                  const lines = [...el.querySelectorAll('tspan.line')];
                  return lines.length ? lines.map(t => t.textContent).join(' ')
                    : el.textContent;})};
    }""", graph)


@pytest.mark.parametrize("graph", ["topic-sizes-graph", "types-by-topic-graph"])
def test_topic_bars_have_room_on_a_phone_and_are_unchanged_on_a_desktop(
        page: Page, planted_url, planted_analysis, watch, graph):  # noqa: F811
    page.set_viewport_size(PHONE)
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    look_at(page, graph)
    topics = int(planted_analysis.papers["topic"].nunique())
    expect(page.locator(f"#{graph} .annotation-text")).to_have_count(topics)
    phone = _bars(page, graph)
    assert phone["widest"] > 0.6 * phone["width"], phone  # was ~0.1
    assert phone["ticks"] == []  # the labels are written above the bars instead
    labels = sorted(t for t, _, _ in phone["notes"])
    assert all(t.startswith("#") for t in labels) and len(set(labels)) == topics
    plot_left = min(left for left, _, _ in phone["bars"])
    for _, left, bottom in phone["notes"]:  # at the bars' left edge, each above a bar
        assert abs(left - plot_left) < 6
        assert any(0 <= top - bottom <= 6 for _, top, _ in phone["bars"]), phone

    page.set_viewport_size(DESKTOP)  # a wider window: drawn as on a desktop again
    look_at(page, graph)  # (a chart out of sight is drawn again when it comes near)
    expect(page.locator(f"#{graph} .annotation-text")).to_have_count(0)
    desktop = _bars(page, graph)
    # the same bars; above them on a phone each label as long as the chart holds (polish65:
    # "#1 graph neural network · citation graph…" over the axis's "· citation…"), beside
    # them on a desktop in two lines, whole where they hold it (ui67: "#1 graph neural
    # network · citation graph · / knowledge graph")
    assert len(desktop["ticks"]) == len(labels)
    for tick, label in zip(sorted(desktop["ticks"]), labels, strict=True):
        whole, phone = _JOINED_ACRONYM.sub("", tick), _JOINED_ACRONYM.sub("", label)
        assert whole.startswith(phone.rstrip("…")), (tick, label)
    assert watch["errors"] == []


def test_a_desktop_load_draws_the_labels_beside_the_bars(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    page.set_viewport_size(DESKTOP)
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    desktop = _bars(page, "topic-sizes-graph")
    assert desktop["notes"] == [] and len(desktop["ticks"]) == int(
        planted_analysis.papers["topic"].nunique())
    assert watch["errors"] == []


@pytest.mark.parametrize("size", [PHONE, DESKTOP])
def test_the_venue_years_legend_leaves_the_x_title_clear(
        page: Page, planted_url, planted_analysis, watch, size):  # noqa: F811
    page.set_viewport_size(size)
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    look_at(page, "venue-years-graph")
    expect(page.locator("#venue-years-graph .legend")).to_be_attached()
    boxes = page.evaluate("""() => {
      const root = document.querySelector('#venue-years-graph');
      const box = (el) => { const b = el.getBoundingClientRect();
                            return [b.left, b.top, b.right, b.bottom]; };
      return {title: box(root.querySelector('.g-xtitle text')),
              legend: box(root.querySelector('.legend')),
              ticks: [...root.querySelectorAll('.xtick text')].map(box)};
    }""")
    left, top, right, bottom = boxes["legend"]

    def clear(b):
        return b[2] <= left or b[0] >= right or b[3] <= top or b[1] >= bottom

    assert clear(boxes["title"]), boxes
    assert all(clear(b) for b in boxes["ticks"]), boxes
    assert watch["errors"] == []


def test_the_topic_trends_legend_goes_above_the_plot_on_a_phone(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    def plot(size):
        page.set_viewport_size(size)
        look_at(page, "topic-trends-graph")
        expect(page.locator("#topic-trends-graph .legend")).to_be_attached()
        page.wait_for_load_state("networkidle")
        settle(page)  # measured mid-redraw, the desktop legend was still above (CI)
        return page.evaluate("""() => {
          const root = document.querySelector('#topic-trends-graph');
          const box = (el) => el.getBoundingClientRect();
          const lg = box(root.querySelector('.legend'));
          return {width: box(root).width, plot: box(root.querySelector('.nsewdrag')).width,
                  plotTop: box(root.querySelector('.nsewdrag')).top, legendBottom: lg.bottom};
        }""")

    page.set_viewport_size(PHONE)
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    phone = plot(PHONE)
    assert phone["plot"] > 0.6 * phone["width"], phone  # the legend beside it left ~10 px
    assert phone["legendBottom"] <= phone["plotTop"] + 1, phone  # above the plot
    desktop = plot(DESKTOP)
    assert desktop["legendBottom"] > desktop["plotTop"], desktop  # beside it, as before
    assert watch["errors"] == []


@pytest.mark.parametrize(("graph", "query"), [("keywords-graph", ""),
                                               ("characteristic-keywords-graph", "?venue=COLT")])
def test_keyword_bars_have_room_on_a_phone(page: Page, planted_url, graph, query,
                                            watch):  # noqa: F811
    """The keyword charts' labels ("conditional generative adversarial network (cGAN)",
    vision venues of the 61k, walk59) took a 390-pixel phone's chart: the bars were 0-20
    px wide, the x ticks one blot.  The planted labels are shorter ("kernel ridge
    regression"): a 320-pixel phone is as short of room for them."""
    page.set_viewport_size(SMALL_PHONE)
    page.goto(planted_url + query)
    expect(page.locator("#topic-sizes-graph .bars path").first).to_be_visible()
    look_at(page, graph)
    expect(page.locator(f"#{graph} .annotation-text").first).to_be_attached()
    phone = _bars(page, graph)
    assert phone["widest"] > 0.6 * phone["width"], phone
    assert phone["ticks"] == []  # the labels are written above the bars instead
    assert len(phone["notes"]) == len(phone["bars"]) > 0

def test_a_single_bar_s_label_stays_above_it_on_a_phone(page: Page, planted_url,
                                                        watch):  # noqa: F811
    """One bar (one topic shown; walk59: growing and shrinking topics, NeurIPS, search
    "SVM"): the chart kept its desktop height, so its one row was far taller than the 40
    px the label's offset is counted on, and the label was written over the bar."""
    page.set_viewport_size(PHONE)
    page.goto(planted_url + "?topic=1")
    look_at(page, "topic-sizes-graph")
    expect(page.locator("#topic-sizes-graph .annotation-text")).to_have_count(1)
    settle(page)
    phone = _bars(page, "topic-sizes-graph")
    assert len(phone["bars"]) == 1 and phone["ticks"] == [], phone
    (_, top, _), (_, _, bottom) = phone["bars"][0], phone["notes"][0]
    assert 0 <= top - bottom <= 6, phone  # its bottom just above the bar's top
    assert watch["errors"] == []


def _headers(page: Page) -> list[tuple[str, float]]:
    """The papers table's column headers, in order on the screen, with their left edges."""
    return [(c, x) for c, x in sorted(page.evaluate("""() => [...document.querySelectorAll(
        '#papers-table .ag-header-cell')].map(h => [h.getAttribute('col-id'),
        h.getBoundingClientRect().left])"""), key=lambda h: h[1])]


def _headers_once(page: Page, first: list[str]) -> list[tuple[str, float]]:
    """The headers once their first columns are ``first`` (or after 10 s, to be asserted):
    the order is applied once the grid's API is up, and AG Grid slides moved columns to
    their places, so headers measured meanwhile stand in a mid-slide order (CI-like load:
    failed on the phone and on the desktop)."""
    try:
        page.wait_for_function("""(first) => {
          const left = (c) => { const h = document.querySelector(
            `#papers-table .ag-header-cell[col-id=${c}]`);
            return h ? h.getBoundingClientRect().left : NaN; };
          const now = JSON.stringify(first.map(left));
          const t = performance.now();
          if (window.__headers === undefined || window.__headers[0] !== now) {
            window.__headers = [now, t];
          }
          const x = first.map(left);
          return x.every((v, i) => i === 0 || v > x[i - 1]) && t - window.__headers[1] >= 300;
        }""", arg=first, polling=100, timeout=10000)
    except Exception:  # noqa: BLE001 - a timeout: the caller's assertions say what is wrong
        pass
    return _headers(page)


def test_on_a_phone_the_papers_table_shows_each_paper_s_type_beside_its_title(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    """review59: at 390 px the table showed Title, Venue and Year; the Type and Confidence
    a chair reviews in "Needs review" were ~180 and ~430 px off the screen's right edge.
    On a phone they follow the title; on a desktop the columns keep their order."""
    page.set_viewport_size(PHONE)
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    see_papers(page)
    expect(page.locator("#papers-table .ag-row[row-index='0'] [col-id=paper_type]")
           ).not_to_have_text("")
    phone = _headers_once(page, ["title", "paper_type", "band"])
    assert [c for c, _ in phone[:3]] == ["title", "paper_type", "band"], phone
    band = page.locator("#papers-table .ag-header-cell[col-id=band]").bounding_box()
    assert band["x"] + band["width"] <= PHONE["width"], phone  # in the screen, unscrolled
    page.set_viewport_size(DESKTOP)
    expect(page.locator("#papers-table .ag-header-cell[col-id=venue]")).to_be_visible()
    desktop = _headers_once(page, ["title", "venue", "year", "topic", "paper_type"])
    assert [c for c, _ in desktop][:5] == ["title", "venue", "year", "topic", "paper_type"]
    assert watch["errors"] == []


@pytest.fixture(scope="module")
def long_url(tmp_path_factory):
    """The planted corpus spread over 13 years (2013-2025), so that a year axis has one
    tick a year (``year_tick``) as the vision venues' did at walk59."""
    import json

    from analysis.pipeline import analyze
    from dashboard.app import create_app
    from tests.conftest import _serve, write_planted_corpus

    path = tmp_path_factory.mktemp("long") / "long.jsonl"
    write_planted_corpus(path)
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    path.write_text("".join(json.dumps({**r, "year": 2013 + i % 13}) + "\n"
                            for i, r in enumerate(rows)), encoding="utf-8")
    srv, url = _serve(create_app(analyze([path], n_topics=4)))
    yield url
    srv.shutdown()


def _x_axis(page: Page, graph: str) -> dict:
    """The chart's box, its x title's box and its drawn x tick labels' boxes."""
    return page.evaluate("""(graph) => {
      const root = document.querySelector('#' + graph);
      const box = (el) => { const b = el.getBoundingClientRect();
                            return [b.left, b.top, b.right, b.bottom]; };
      const title = root.querySelector('.g-xtitle text');
      return {chart: box(root), title: title ? box(title) : null,
              ticks: [...root.querySelectorAll('.xtick text')].filter(
                el => el.getBoundingClientRect().width > 0).map(
                el => [el.textContent, ...box(el)])};
    }""", graph)


def _apart(a, b) -> bool:
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


@pytest.mark.parametrize("graph", ["venue-years-graph", "topic-trends-graph",
                                   "type-shares-graph", "authors-by-year-graph"])
def test_year_ticks_stay_level_and_clear_of_the_title_on_a_phone(
        page: Page, long_url, watch, graph):  # noqa: F811
    """walk59: at 390 px a 13-year axis (a tick a year) had Plotly turn its labels upright,
    and the title "year" was written over them (Follow, Keyword over the years, Papers per
    venue and year, Newcomers, Topics over the years).  On a phone the ticks are set
    further apart; on a desktop every year keeps its tick."""
    def level_and_clear(axis: dict) -> None:
        ticks = [t[1:] for t in axis["ticks"]]
        assert len(ticks) >= 3, axis
        for left, top, right, bottom in ticks:
            assert right - left > bottom - top, axis  # level, not turned upright
        assert all(_apart(a, b) for i, a in enumerate(ticks) for b in ticks[i + 1:]), axis
        if axis["title"]:
            assert all(_apart(axis["title"], t) for t in ticks), axis

    page.set_viewport_size(PHONE)
    page.goto(long_url)
    expect(page.locator("#topic-sizes-graph .bars path").first).to_be_visible()
    look_at(page, graph)
    expect(page.locator(f"#{graph} .xtick text").first).to_be_attached()
    settle(page)
    phone = _x_axis(page, graph)
    level_and_clear(phone)
    page.set_viewport_size(DESKTOP)
    look_at(page, graph)
    settle(page)
    desktop = _x_axis(page, graph)
    level_and_clear(desktop)  # (drawn narrow then wide: the axis ranged again, 2013-2025)
    years = [int(t[0]) for t in desktop["ticks"]]
    assert years[0] <= 2014 and years[-1] >= 2024 and len(years) > len(phone["ticks"])
    if graph != "authors-by-year-graph":  # (its two y axes leave the plot ~430 px)
        assert years == list(range(2013, 2026)), desktop
    assert watch["errors"] == []


def test_a_long_x_title_is_not_cut_on_a_phone(page: Page, planted_url, watch):  # noqa: F811
    """walk59: "rate (dots) and 95% Wilson interval (bars)" ran ~40 px past a 390-pixel
    phone's chart (Acceptance and orals per paper type): broken into more lines there."""
    page.set_viewport_size(PHONE)
    page.goto(planted_url)
    expect(page.locator("#topic-sizes-graph .bars path").first).to_be_visible()
    look_at(page, "rates-by-type-graph")
    expect(page.locator("#rates-by-type-graph .g-xtitle text")).to_be_attached()
    settle(page)
    axis = _x_axis(page, "rates-by-type-graph")
    (left, _, right, _), title = axis["chart"], axis["title"]
    assert left <= title[0] and title[2] <= right, axis
    assert all(_apart(title, t[1:]) for t in axis["ticks"]), axis
    assert watch["errors"] == []


def test_the_paper_types_columns_keep_their_names_level_on_a_phone(
        page: Page, planted_url, watch):  # noqa: F811
    """walk62: at 390 px Plotly turned "Theory only", "Empirical + both", "Unclear" on their
    side, and the bottom margin, fitted to one level row, cut them to "Theo", "Empiri",
    "Uncle".  On a phone they are broken into lines, level, inside the chart; on a desktop
    they are one line each, as before."""
    def names(axis: dict) -> list[str]:
        (left, _, right, bottom), ticks = axis["chart"], axis["ticks"]
        for _, t_left, t_top, t_right, t_bottom in ticks:
            assert t_right - t_left > t_bottom - t_top, axis  # level, not turned
            assert left <= t_left and t_right <= right and t_bottom <= bottom, axis  # not cut
        assert all(_apart(a[1:], b[1:]) for i, a in enumerate(ticks) for b in ticks[i + 1:])
        return [t[0] for t in ticks]

    graph = "types-overall-graph"
    page.set_viewport_size(PHONE)
    page.goto(planted_url)
    expect(page.locator("#topic-sizes-graph .bars path").first).to_be_visible()
    look_at(page, graph)
    expect(page.locator(f"#{graph} .xtick text").first).to_be_attached()
    settle(page)
    phone = names(_x_axis(page, graph))
    assert [n.replace(" ", "") for n in phone] == ["Theoryonly", "Empirical+both", "Unclear"]
    page.set_viewport_size(DESKTOP)
    look_at(page, graph)
    settle(page)
    assert names(_x_axis(page, graph)) == ["Theory only", "Empirical + both", "Unclear"]
    assert watch["errors"] == []


def test_the_paper_count_keeps_to_the_right_edge_when_the_masthead_wraps(
        page: Page, seeds_url, seeds_analysis, watch):  # noqa: F811
    """walk62: at 1,400 px on the 24k the corpus line ("... · 360 records skipped") pushed
    the headline onto its own row, where it kept its content's width at the left: the
    count "24,064 of 24,064 papers" floated mid-page over the filters.  The seeds' masthead
    wraps the same way in a 1,000-pixel window."""
    page.set_viewport_size({"width": 1000, "height": 800})
    page.goto(seeds_url)
    _wait_ready(page, seeds_analysis)
    boxes = page.evaluate("""() => Object.fromEntries(
      ['.brand', '#paper-count', '#headline-detail', '.filters'].map(s => {
        const b = document.querySelector(s).getBoundingClientRect();
        return [s, [b.left, b.top, b.right, b.bottom]]; }))""")
    assert boxes["#paper-count"][1] >= boxes[".brand"][3] - 1, boxes  # its own row
    for part in ("#paper-count", "#headline-detail"):
        assert abs(boxes[part][2] - boxes[".filters"][2]) <= 2, boxes
    assert watch["errors"] == []


def test_a_chart_a_phone_drew_keeps_its_height_once_the_window_widens(
        page: Page, seeds_url, seeds_analysis, watch):  # noqa: F811
    """A chart drawn for a phone and out of view when the window widened was drawn for the
    wider window only when the reader next came near it, and then changed height (paper
    types overall 296 -> 280 px at 1,280 px): the page moved under a reader scrolling up to
    it, or 16 px up as a paper was opened below it (flake64).  A resize that changes a
    chart's height draws it with the resize, in view or not; nothing changes as it shows."""
    page.set_viewport_size(PHONE)
    page.goto(seeds_url)
    _wait_ready(page, seeds_analysis)
    see_papers(page)  # the charts above the table drawn for the phone on the way
    page.set_viewport_size({"width": 1280, "height": 800})
    settle(page)
    frames = """[...document.querySelectorAll('.figure-frame')].map(
      (f) => (f.querySelector('.dash-graph') || f).id + ' ' + f.getBoundingClientRect().height)"""
    wide = page.evaluate(frames)
    for y in range(page.evaluate("window.scrollY"), -400, -400):  # the reader scrolls up
        page.evaluate("(y) => window.scrollTo(0, y)", max(y, 0))
        page.wait_for_timeout(150)
    settle(page)
    assert page.evaluate(frames) == wide
    assert watch["errors"] == []

"""The years of other venues paled on every chart over the years, in headless Chromium: a
planted corpus whose last year holds one venue alone (as RSS in 2024-2025 of the 61k's
ICRA + IROS + RSS) shows the same band, label and note on the paper-type charts, the
newcomers chart and the keyword chart as on topics over the years (issue 10, trends60).

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from dashboard import ids
from tests.conftest import _serve, write_planted_corpus
from tests.test_browser import _wait_ready, look_at, watch  # noqa: F401 (watch: a fixture)
from tests.test_browser_trends import _figure

pytestmark = pytest.mark.browser
PALE = "rgba(255, 255, 255, 0.55)"  # dashboard.figures.venue_mix.MIX_FILL


@pytest.fixture(scope="module")
def mixed_analysis(tmp_path_factory):
    """The planted corpus (ICML + COLT, 2019-2021) and a 2022 of WACV alone: 40 graph
    papers by new authors."""
    from analysis.pipeline import analyze

    path = tmp_path_factory.mktemp("mixed") / "mixed.jsonl"
    write_planted_corpus(path)
    with open(path, "a", encoding="utf-8") as fh:
        for i in range(40):
            fh.write(json.dumps({
                "id": f"wacv-{i}", "title": f"Message passing on citation graphs ({i})",
                "abstract": "Graph neural networks learn node representations by message "
                "passing over citation graphs. We evaluate a graph neural network on node "
                f"classification benchmarks in extensive experiments ({i}).",
                "venue": "WACV", "year": 2022, "authors": f"Grace Hopper {i}; Edsger {i}",
            }) + "\n")
    return analyze([path], n_topics=4)


@pytest.fixture(scope="module")
def mixed_url(mixed_analysis):
    from dashboard.app import create_app

    srv, url = _serve(create_app(mixed_analysis))
    yield url
    srv.shutdown()


def _band(page: Page, graph: str) -> list[tuple[float, float, list[str]]]:
    """The chart's pale bands (x0, x1) and the labels drawn on them."""
    look_at(page, graph)
    expect(page.locator(f"#{graph} .js-plotly-plot .main-svg").first).to_be_attached()
    page.wait_for_function(
        "(id) => { const g = document.querySelector('#' + id + ' .js-plotly-plot');"
        " return g && g.layout && g.data && g.data.length > 0; }", arg=graph)
    layout = _figure(page, graph)["layout"]
    bands = [(s["x0"], s["x1"]) for s in layout.get("shapes", []) if s.get("fillcolor") == PALE]
    labels = [a["text"] for a in layout.get("annotations", []) if a["text"].startswith("only")]
    return [(*b, labels) for b in bands]


def test_every_chart_over_the_years_pales_the_year_of_another_venue(page: Page, mixed_url,
                                                                    mixed_analysis,
                                                                    watch):  # noqa: F811
    page.goto(mixed_url)
    _wait_ready(page, mixed_analysis)
    # the card the band came from (last session), and the charts that lacked it
    # the keyword chart follows the top keyword by itself
    for graph in (ids.TOPIC_TRENDS, ids.TYPE_SHARES, ids.TYPES_BY_YEAR, ids.AUTHORS_BY_YEAR,
                  ids.KEYWORD_TREND):
        # the bars of the types per year are a year wide: the band covers the last one
        end = 2022.5 if graph == ids.TYPES_BY_YEAR else 2022
        assert _band(page, graph) == [(2021.5, end, ["only WACV"])], graph
    for note in (ids.TYPE_SHARES_NOTE, ids.TYPES_BY_YEAR_NOTE, ids.AUTHORS_BY_YEAR_NOTE,
                 ids.TOPIC_TRENDS_NOTE):
        expect(page.locator(f"#{note}")).to_contain_text(
            "Paled: 2022 (only WACV), whose papers come from other venues than the other "
            "years'.")
    assert not watch["errors"]



YEAR_CHARTS = (ids.TOPIC_TRENDS, ids.TYPE_SHARES, ids.TYPES_BY_YEAR, ids.AUTHORS_BY_YEAR,
               ids.KEYWORD_TREND)
# each label's box against the plot, the legend, the figure and every point drawn (a line's
# markers, a bar), in the page's pixels
_BOXES = """(id) => {
  const g = document.querySelector('#' + id + ' .js-plotly-plot');
  const box = (e) => { const r = e.getBoundingClientRect();
    return [r.left, r.right, r.top, r.bottom]; };
  const labels = [...g.querySelectorAll('.annotation')]
    .filter((a) => a.textContent.startsWith('only')).map((a) => [a.textContent, box(a)]);
  const points = [...g.querySelectorAll('.scatterlayer .points path, .barlayer .point path')]
    .map(box).filter((b) => b[1] > b[0]);
  const legend = g.querySelector('.legend .bg');
  return {labels, points, plot: box(g.querySelector('.nsewdrag')), figure: box(g),
          legend: legend ? box(legend) : null, range: g._fullLayout.xaxis.range};
}"""


def _meet(a, b) -> bool:
    return a[0] < b[1] and a[1] > b[0] and a[2] < b[3] and a[3] > b[2]


@pytest.mark.parametrize("width", [390, 1400])
def test_the_labels_cover_no_data_and_the_axes_end_at_the_years(page: Page, mixed_url,
                                                                mixed_analysis, width,
                                                                watch):  # noqa: F811
    """On a phone a label at the top of the plot covered the data it names and the next
    years' (the 24k: "only AISTATS" over 2021-2024's team sizes and 2024's bar, charts61):
    each label is above the plot, clear of the legend and inside the figure; and each
    axis ends at the years drawn (the newcomers' and keyword's, autoranged with markers,
    ran ~5% past them: 1984-2028 for 1987-2025)."""
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(mixed_url)
    _wait_ready(page, mixed_analysis)
    for graph in YEAR_CHARTS:
        assert _band(page, graph), graph  # drawn, with its band
        page.wait_for_timeout(300)  # the narrow layout laid over (assets/narrow_charts.js)
        drawn = page.evaluate(_BOXES, graph)
        assert [t for t, _ in drawn["labels"]] == ["only WACV"], graph
        label = drawn["labels"][0][1]
        assert label[3] <= drawn["plot"][2] + 0.5, (graph, label, drawn["plot"])
        assert label[2] >= drawn["figure"][2] and label[1] <= drawn["figure"][1] + 1, graph
        assert not any(_meet(label, p) for p in drawn["points"]), graph
        assert drawn["legend"] is None or not _meet(label, drawn["legend"]), graph
        edge = 0.5 if graph == ids.TYPES_BY_YEAR else 0
        assert drawn["range"] == [pytest.approx(2019 - edge), pytest.approx(2022 + edge)], \
            (graph, drawn["range"])
    assert not watch["errors"]


def test_the_keyword_note_names_the_paled_years_for_the_filters_shown(
        page: Page, mixed_url, mixed_analysis, watch):  # noqa: F811
    """The keyword card's note was the layout's: it never named the years its chart pales,
    as the other cards' notes do, nor followed a filter (charts61).  Unfiltered it names
    2022 (WACV alone); filtered to ICML alone it names none."""
    from dashboard.sections.keywords import TREND
    from tests.test_browser import menu_entries

    page.goto(mixed_url)
    _wait_ready(page, mixed_analysis)
    note = page.locator(f"#{ids.KEYWORD_TREND_NOTE}")
    assert _band(page, ids.KEYWORD_TREND)
    expect(note).to_have_text(TREND.note + " Paled: 2022 (only WACV), whose papers come "
                              "from other venues than the other years'.")
    page.wait_for_load_state("networkidle")
    page.locator(f"#{ids.VENUE_FILTER}").click()
    menu_entries(page, "ICML").first.click()
    page.keyboard.press("Escape")
    _wait_ready(page, mixed_analysis, venues=("ICML",))
    look_at(page, ids.KEYWORD_TREND)
    expect(note).to_have_text(TREND.note)
    assert not watch["errors"]


def test_the_emerging_card_says_the_years_it_judged(page: Page, mixed_url, mixed_analysis,
                                                   watch):  # noqa: F811
    """The latest year holds WACV alone (one year of papers: it cannot show a burst), so
    the card said there was no basis; the terms are now judged up to 2021, where ICML and
    COLT hold every earlier paper, and its words say so and why (analysis.trends.window)."""
    page.goto(mixed_url)
    _wait_ready(page, mixed_analysis)
    look_at(page, ids.EMERGING)
    words = page.locator(f"#{ids.chart_summary(ids.EMERGING)}")
    expect(words).to_contain_text("up to 2021")
    expect(words).to_contain_text("Judged up to 2021: in 2022 the venues that can show a "
                                  "burst (papers that year and in two earlier years) hold "
                                  "under half of the papers.")
    expect(words).not_to_contain_text("No basis")
    assert not watch["errors"]

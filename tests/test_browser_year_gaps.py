"""Charts over the years in headless Chromium stop at a year without papers and keep the
first year's label clear of the y axis's "0" (charts62, issue 10).  The planted corpus
(ICML + COLT, 2019-2021) and a 2023 of the same venues: no paper in 2022.  Before, every
line and area was drawn straight from 2021 to 2023, under the band "no papers shown", as
if 2022 were measured (ACL + NAACL + COLING: 2023; ICLR: 2015-2016); and "2019" sat 5-6
px into the "0" at the plot's corner (ACL + NAACL + COLING, 1,400 and 390 px).

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from dashboard import ids
from tests.conftest import _serve, write_planted_corpus
from tests.test_browser import _wait_ready, look_at, watch  # noqa: F401 (watch: a fixture)

pytestmark = pytest.mark.browser
LINE_CHARTS = (ids.TOPIC_TRENDS, ids.TERM_TRENDS, ids.KEYWORD_TREND, ids.TYPE_SHARES,
               ids.AUTHORS_BY_YEAR)


@pytest.fixture(scope="module")
def gap_analysis(tmp_path_factory):
    """The planted corpus and 40 papers of 2023 in its venues: none in 2022."""
    from analysis.pipeline import analyze

    path = tmp_path_factory.mktemp("gap") / "gap.jsonl"
    write_planted_corpus(path)
    with open(path, "a", encoding="utf-8") as fh:
        for i in range(40):
            fh.write(json.dumps({
                "id": f"late-{i}", "title": f"Diffusion models for image generation ({i})",
                "abstract": "We train a diffusion model for image generation and prove a "
                f"bound on its sampling error; experiments on benchmarks follow ({i}).",
                "venue": "COLT" if i % 2 else "ICML", "year": 2023,
                "authors": f"Grace Hopper {i}; Ada Lovelace",
            }) + "\n")
    return analyze([path], n_topics=4)


@pytest.fixture(scope="module")
def gap_url(gap_analysis):
    from dashboard.app import create_app

    srv, url = _serve(create_app(gap_analysis))
    yield url
    srv.shutdown()


# each drawn line's and area's runs (the x pixels each subpath of its SVG path spans), the
# pixels of 2021 and 2023, the first year label's box and the y axis's "0"'s
_DRAWN = """(id) => {
  const g = document.querySelector('#' + id + ' .js-plotly-plot');
  const xa = g._fullLayout.xaxis;
  const runs = [];
  for (const p of g.querySelectorAll('.scatterlayer .trace path.js-line, '
                                     + '.scatterlayer .trace path.js-fill')) {
    for (const part of (p.getAttribute('d') || '').split('M').filter((s) => s.trim())) {
      const xs = [...part.matchAll(/(-?[\\d.]+),(-?[\\d.]+)/g)].map((m) => parseFloat(m[1]));
      if (xs.length > 1) runs.push([Math.min(...xs), Math.max(...xs)]);
    }
  }
  const marks = [...g.querySelectorAll('.scatterlayer .trace .points path')]
    .map((m) => parseFloat((m.getAttribute('transform') || '').slice(10)))
    .filter((x) => !isNaN(x));
  const box = (e) => { const r = e.getBoundingClientRect();
    return [r.left, r.right, r.top, r.bottom]; };
  const year = [...g.querySelectorAll('.xtick text')]
    .sort((a, b) => box(a)[0] - box(b)[0])[0];  // the leftmost
  const zero = [...g.querySelectorAll('.ytick text')]
    .find((t) => t.textContent === '0' || t.textContent === '0%');
  return {runs, marks, at: [xa.l2p(2021), xa.l2p(2023)], first: year.textContent,
          year: box(year), zero: zero ? box(zero) : null};
}"""


@pytest.mark.parametrize("width", [390, 1400])
def test_no_line_crosses_a_year_without_papers_and_the_first_year_clears_the_zero(
        page: Page, gap_url, gap_analysis, width, watch):  # noqa: F811
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(gap_url + "/?follow=topic%3A1")
    _wait_ready(page, gap_analysis)
    for graph in LINE_CHARTS:
        look_at(page, graph)
        expect(page.locator(f"#{graph} .js-plotly-plot .main-svg").first).to_be_attached()
        page.wait_for_function(
            "(id) => { const g = document.querySelector('#' + id + ' .js-plotly-plot');"
            " return g && g.data && g.data.length > 0 && g._fullLayout.xaxis; }", arg=graph)
        page.wait_for_timeout(300)  # the narrow layout laid over (assets/narrow_charts.js)
        drawn = page.evaluate(_DRAWN, graph)
        p21, p23 = drawn["at"]
        # drawn on both sides of 2022 (the test sees lines; 2023, a year alone, a marker
        # of a line, a block of an area), never from one to the other
        assert any(a <= p21 + 0.5 for a, _ in drawn["runs"]), graph
        assert any(b >= p23 - 0.5 for _, b in drawn["runs"]) or any(
            abs(x - p23) < 1 for x in drawn["marks"]), graph
        across = [r for r in drawn["runs"] if r[0] <= p21 + 0.5 and r[1] >= p23 - 0.5]
        assert not across, (graph, across, drawn["at"])
        # "2019" at the plot's corner, under the "0": their boxes apart (a phone's
        # narrow layout may label every other year from 2020)
        assert drawn["first"] == "2019" or width < 600, (graph, drawn["first"])
        year, zero = drawn["year"], drawn["zero"]
        assert zero is not None, graph
        apart = year[2] >= zero[3] - 0.5 or year[0] >= zero[1] - 0.5
        assert apart, (graph, width, year, zero)
    assert not watch["errors"]

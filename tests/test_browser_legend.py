"""The paper types' legend above its plot in headless Chromium (legend63): no row of white
above it on the wide card, none on the narrower one, and in its place (not over the plot)
after the window is widened and Plotly draws it in fewer rows.

legend62 measured 55 px of white above the seeds' "Paper types per topic" legend at 1,400 px
(a top margin fitted for 4 rows, 2 drawn) and 17 px at 1,024 px; and Plotly.react, from 4
rows to 1, left a legend 54 px low, over the plot (plotly.js 4.1).

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _wait_ready,
    look_at,
    settle,
    watch,
)

pytestmark = pytest.mark.browser
GRAPH = "types-by-topic-graph"
#: px of white the legend may have above it: Plotly's 5-px item gap, and the margin's
#: 12 px besides Plotly's (margins.LEGEND_PAD), no row (19 px)
MOST_WHITE = 20


def _legend(page: Page) -> dict:
    return page.evaluate("""(graph) => {
      const gd = document.querySelector('#' + graph + ' .js-plotly-plot');
      const top = gd.querySelector('svg.main-svg').getBoundingClientRect().top;
      const legend = gd.querySelector('g.legend').getBoundingClientRect();
      return {width: gd._fullLayout.width, white: legend.top - top,
              height: legend.height,
              overPlot: legend.bottom - (top + gd._fullLayout._size.t)};
    }""", GRAPH)


def test_the_paper_types_legend_has_no_row_of_white_above_it_at_two_widths(
        page: Page, seeds_url, seeds_analysis, watch):  # noqa: F811
    seen = {}
    page.set_viewport_size({"width": 1024, "height": 900})
    page.goto(seeds_url)
    _wait_ready(page, seeds_analysis)
    for width in (1024, 1400):  # the narrow card first: widened, Plotly draws fewer rows
        page.set_viewport_size({"width": width, "height": 900})
        look_at(page, GRAPH)
        expect(page.locator(f"#{GRAPH} g.legend")).to_be_attached()
        settle(page)
        seen[width] = legend = _legend(page)
        assert 0 <= legend["white"] <= MOST_WHITE, legend  # main: 55 px at 1,400
        assert legend["overPlot"] <= 1, legend  # above the plot, not over it
    assert seen[1400]["width"] > seen[1024]["width"]
    # the rows differ, and the margin followed: 2 rows at 1,400, 1 at 1,024, where the
    # labels go above the bars and leave the legend the chart's width (ui66; main: 4 rows
    # there, over a 195-px plot)
    assert seen[1400]["height"] != seen[1024]["height"]
    assert watch["errors"] == []

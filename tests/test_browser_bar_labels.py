"""Bar labels above the bars, as long as each width holds, drawn in headless Chromium
(polish65): ``assets/narrow_charts.js`` lays each tier a chart is narrower than over the
figure; a tier's list is added to the figure's, so the narrower tiers' labels ``restate``
theirs in place of the wider tier's (else every bar had two labels).  The figure is drawn
in a box of each width on the dashboard's page, by the page's own ``fit``.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import json

import plotly.utils
import pytest
from playwright.sync_api import Page

from dashboard import figures as F
from dashboard.figures.margins import NARROW_CARD
from dashboard.figures.narrow import PHONE_CHART
from tests.test_browser import _wait_ready, watch  # noqa: F401 (watch: a fixture)
from tests.test_narrow_bar_labels import topics

pytestmark = pytest.mark.browser


def _drawn(page: Page, figure: dict, width: int) -> dict:
    """The figure drawn by ``fit`` in a ``width``-pixel chart: its labels' texts and their
    right edges from the chart's left."""
    return page.evaluate("""async ([figure, width]) => {
      const box = document.createElement('div');
      box.className = 'dash-graph';
      box.style.width = width + 'px';
      const gd = document.createElement('div');
      box.appendChild(gd);
      document.body.prepend(box);
      await window.Plotly.newPlot(gd, window.paperTrendsNarrow.fit(gd, figure));
      const left = box.getBoundingClientRect().left;
      const notes = [...gd.querySelectorAll('.annotation-text')].map(
        el => [el.textContent, el.getBoundingClientRect().right - left]);
      box.remove();
      return {notes};
    }""", [figure, width])


def test_the_labels_above_the_bars_are_as_long_as_each_width_holds(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    page.wait_for_function("() => window.Plotly && window.paperTrendsNarrow")
    figure = json.loads(json.dumps(F.topic_sizes_figure(topics(), plain=True),
                                   cls=plotly.utils.PlotlyJSONEncoder))
    axis = sorted(figure["data"][0]["y"])
    tiers = [t for t in figure["layout"]["meta"]["narrow"] if "annotations" in t["layout"]]
    for width, tier in ((NARROW_CARD, tiers[0]), (PHONE_CHART, tiers[1]),
                        (PHONE_CHART - 30, tiers[2])):
        drawn = _drawn(page, figure, width)["notes"]
        texts = sorted(t for t, _ in drawn)
        assert texts == sorted(n["text"] for n in tier["layout"]["annotations"]), (width, drawn)
        assert len(texts) == len(axis)  # one label a bar, not the wider tier's too
        assert all(right <= width for _, right in drawn), (width, drawn)
    # wider than the labels' tier: beside the bars, no label above them
    assert _drawn(page, figure, int(tiers[0]["below"]) + 10)["notes"] == []
    assert watch["errors"] == []

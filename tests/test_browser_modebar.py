"""Plotly's toolbar (modebar), shown on hover, covers no bar of a chart of horizontal bars
(small72: on an 8 px top margin it hid the right half of the rising keywords' top bar,
whose bar is the longest, under the toolbar's 168 x 26 px row; the keywords' and topic
sizes' too).  Drawn in headless
Chromium with the dashboard's own figure and toolbar config.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import json

import pandas as pd
import plotly.utils
import pytest
from playwright.sync_api import Page

from dashboard import figures as F
from dashboard.charts import graph_config
from dashboard.figures.margins import MODEBAR_ROOM
from tests.test_browser import _wait_ready, watch  # noqa: F401 (watch: a fixture)

pytestmark = pytest.mark.browser
#: rising keywords, the first the strongest (the top bar, the longest, to the right)
RISING = pd.DataFrame({
    "kind": "keyword", "term": ["neural network", "fairness", "meta-learning", "topic model"],
    "acronym": "", "head": "", "z": [4.6, 3.2, 2.5, -2.6],
    "share_a": [0.13, 0.01, 0.01, 0.02], "share_b": [0.23, 0.03, 0.02, 0.002],
    "count_a": [300, 20, 15, 40], "count_b": [400, 50, 35, 4],
    "group_a": "2013–2017", "group_b": "2018–2019", "q": 0.001})


def test_the_figure_leaves_the_toolbar_its_row():
    layout = F.rising_falling_figure(RISING, plain=True)["layout"]
    assert layout["margin"]["t"] >= MODEBAR_ROOM == 30


#: topic sizes, the first the largest (the keywords' and topics' rankings are drawn so)
TOPICS = pd.DataFrame({"topic": [0, 1, 2], "n_papers": [30, 12, 8],
                       "label": ["reasoning · fine-tuning · behavior", "graphs", "bandits"],
                       "top_terms": ["a", "b", "c"], "share": [0.6, 0.24, 0.16]})


@pytest.mark.parametrize("name", ["rising_falling", "topic_sizes"])
def test_the_toolbar_covers_no_bar_of_a_ranking(page: Page, planted_url, planted_analysis,
                                               watch, name):  # noqa: F811
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    made = (F.rising_falling_figure(RISING) if name == "rising_falling"
            else F.topic_sizes_figure(TOPICS))
    n_bars = len(RISING) if name == "rising_falling" else len(TOPICS)
    figure = json.loads(json.dumps(made, cls=plotly.utils.PlotlyJSONEncoder))
    config = graph_config("planted", name)
    page.evaluate("""async ([figure, config]) => {
      const gd = document.createElement('div');
      gd.id = 'modebar-check';
      gd.style.width = '639px';
      document.body.prepend(gd);
      await window.Plotly.newPlot(gd, figure.data, figure.layout, config);
    }""", [figure, config])
    graph = page.locator("#modebar-check")
    graph.hover()
    bar = page.locator("#modebar-check .modebar")
    bar.wait_for(state="visible")
    page.wait_for_function(
        "() => getComputedStyle(document.querySelector('#modebar-check .modebar')).opacity == 1")
    toolbar = bar.bounding_box()
    bars = page.locator("#modebar-check .bars .point path").evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return [r.left, r.top, r.right, r.bottom]; })")
    assert len(bars) == n_bars and toolbar is not None and toolbar["width"] > 100
    right, bottom = toolbar["x"], toolbar["y"] + toolbar["height"]
    covered = [b for b in bars if b[2] > right and b[1] < bottom]
    assert covered == [], (toolbar, bars)
    assert watch["errors"] == []

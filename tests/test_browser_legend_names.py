"""The topics-over-the-years legend drawn in headless Chromium (ui68): at a 1,400-pixel
window's chart (1,326 px) each topic is named whole beside the plot; at a 1,024-pixel
window's (950 px) cut between terms, beside it; at a phone's (336 px) cut, above it; never
over the plot, never past the chart.  And a chart drawn wide, then narrowed (a window
resized), swaps its names (``assets/narrow_charts.js``'s tier ``data``).

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from dashboard import figures as F
from dashboard.figures.labels import legend_topic_name
from dashboard.figures.narrow import PHONE_CHART
from dashboard.figures.topics import TREND_NAME_CHARS
from tests.test_browser import watch  # noqa: F401 (a fixture)
from tests.test_browser_axis_lines import DRAWN, _open, _plain
from tests.test_legend_names import LABELS, MIDDLE, WIDE, trends

pytestmark = pytest.mark.browser
LEGEND = """
      const r = box.getBoundingClientRect();
      const b = el => { const x = el.getBoundingClientRect();
        return {left: x.left - r.left, right: x.right - r.left, top: x.top - r.top,
                bottom: x.bottom - r.top}; };
      const names = [...gd.querySelectorAll('g.legend .legendtext')].map(
        el => ({text: el.textContent, ...b(el)}));
      const plot = b(gd.querySelector('.nsewdrag'));
      const legend = b(gd.querySelector('g.legend'));
"""


def _legend(page: Page, figure: dict, width: int) -> dict:
    """The figure drawn by the page's ``fit`` in a ``width``-pixel chart: the legend's
    entries (text and box), its box and the plot's, from the chart's left and top."""
    return page.evaluate(DRAWN + LEGEND + """
      box.remove();
      return {names, plot, legend};
    }""", [figure, width])


def _clear(drawn: dict, width: int) -> None:
    plot = drawn["plot"]
    for n in drawn["names"]:
        assert 0 <= n["left"] and n["right"] <= width + 1, n  # inside the chart
        apart = (n["left"] >= plot["right"] or n["right"] <= plot["left"]
                 or n["top"] >= plot["bottom"] or n["bottom"] <= plot["top"])
        assert apart, (n, plot)  # not over the plot


def test_topic_trend_names_are_whole_on_a_wide_chart_and_clear_of_the_plot_at_each_width(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    _open(page, planted_url, planted_analysis, 1400)
    figure = _plain(F.topic_trends_figure(trends(), plain=True))
    whole = {F.topic_name(k, lab, None) for k, lab in LABELS.items()}
    cut = {legend_topic_name(k, lab, TREND_NAME_CHARS) for k, lab in LABELS.items()}
    seen = {}
    for width in (WIDE, MIDDLE, PHONE_CHART):
        drawn = seen[width] = _legend(page, figure, width)
        _clear(drawn, width)
    wide, middle, phone = seen[WIDE], seen[MIDDLE], seen[PHONE_CHART]
    assert {n["text"] for n in wide["names"]} == whole  # on b9db9c9: cut at 30 characters
    assert wide["legend"]["left"] > wide["plot"]["right"]  # beside the plot
    assert wide["plot"]["right"] - wide["plot"]["left"] >= WIDE / 2
    assert {n["text"] for n in middle["names"]} == cut
    assert middle["legend"]["left"] > middle["plot"]["right"]
    assert {n["text"] for n in phone["names"]} == cut
    assert phone["legend"]["bottom"] <= phone["plot"]["top"] + 1  # above the plot
    assert watch["errors"] == []


def test_a_wide_chart_narrowed_takes_the_cut_names(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    """As a window is narrowed: the page's resize redraw (``refit``) draws Dash's figure
    again through ``fit``, the whole names swapped for the cut ones, and back."""
    _open(page, planted_url, planted_analysis, 1400)
    figure = _plain(F.topic_trends_figure(trends(), plain=True))
    texts = page.evaluate(DRAWN + f"""
      const seen = [];
      const read = () => [...gd.querySelectorAll('g.legend .legendtext')].map(
        el => el.textContent);
      seen.push(read());
      for (const w of [{MIDDLE}, {WIDE}]) {{
        box.style.width = w + 'px';
        await window.Plotly.react(gd, window.paperTrendsNarrow.fit(gd, figure));
        seen.push(read());
      }}
      box.remove();
      return seen;
    }}""", [figure, WIDE])
    whole = {F.topic_name(k, lab, None) for k, lab in LABELS.items()}
    cut = {legend_topic_name(k, lab, TREND_NAME_CHARS) for k, lab in LABELS.items()}
    assert [set(t) & (whole | cut) for t in texts] == [whole, cut, whole]
    assert watch["errors"] == []

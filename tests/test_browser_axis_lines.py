"""Bar labels beside the bars in two lines, drawn in headless Chromium (ui67): at a
1,400-pixel window's chart (639 px) each topic label is drawn whole in its lines, inside
the chart, left of the plot, and no two rows' labels meet (the rows are counted two
lines high, :func:`dashboard.figures.margins.row_height`).

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import json

import plotly.utils
import pytest
from playwright.sync_api import Page

from dashboard import figures as F
from tests.test_browser import _wait_ready, watch  # noqa: F401 (watch: a fixture)
from tests.test_narrow_bar_labels import LABELS, topics

pytestmark = pytest.mark.browser
WIDE_CHART = 639  # px of a chart card's figure in a 1,400-pixel window (measured)
#: the start of a page script drawing ``figure`` as the page's ``fit`` lays it out in a
#: ``width``-pixel chart box (``box``, ``gd``); the caller reads it, removes the box, returns
DRAWN = """async ([figure, width]) => {
      const box = document.createElement('div');
      box.className = 'dash-graph';
      box.style.width = width + 'px';
      const gd = document.createElement('div');
      box.appendChild(gd);
      document.body.prepend(box);
      await window.Plotly.newPlot(gd, window.paperTrendsNarrow.fit(gd, figure));
"""


def _open(page: Page, url: str, analysis, width: int) -> None:
    """The dashboard in a ``width``-pixel window, ready, with Plotly and the narrow-chart script."""
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(url)
    _wait_ready(page, analysis)
    page.wait_for_function("() => window.Plotly && window.paperTrendsNarrow")


def _plain(figure) -> dict:
    """A figure as the browser receives it (plain JSON)."""
    return json.loads(json.dumps(figure, cls=plotly.utils.PlotlyJSONEncoder))


def _ticks(page: Page, figure: dict, width: int) -> dict:
    """The figure drawn by the page's ``fit`` in a ``width``-pixel chart: each y tick
    label's lines and box (from the chart's left and top), and the plot's left edge."""
    return page.evaluate(DRAWN + """
      const r = box.getBoundingClientRect();
      const ticks = [...gd.querySelectorAll('.ytick text')].map(el => {
        const b = el.getBoundingClientRect();
        const lines = [...el.querySelectorAll('tspan.line')].map(t => t.textContent);
        return {lines: lines.length ? lines : [el.textContent], left: b.left - r.left,
                right: b.right - r.left, top: b.top - r.top, bottom: b.bottom - r.top};
      });
      const plot = gd.querySelector('.nsewdrag').getBoundingClientRect().left - r.left;
      box.remove();
      return {ticks, plot};
    }""", [figure, width])


def test_topic_labels_beside_the_bars_are_whole_and_apart(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    _open(page, planted_url, planted_analysis, 1400)
    figure = _plain(F.topic_sizes_figure(topics(), plain=True))
    assert int(figure["layout"]["meta"]["narrow"][0]["below"]) < WIDE_CHART  # beside
    drawn = _ticks(page, figure, WIDE_CHART)
    ticks = sorted(drawn["ticks"], key=lambda t: t["top"])
    assert len(ticks) == len(LABELS)
    whole = {F.topic_name(k, lab, None) for k, lab in enumerate(LABELS)}
    assert {" ".join(t["lines"]) for t in ticks} == whole  # on main: cut at 38 characters
    assert all(len(t["lines"]) <= 2 for t in ticks)
    for t in ticks:  # inside the chart, left of the bars
        assert t["left"] >= 0 and t["right"] <= drawn["plot"] + 1, t
    for upper, lower in zip(ticks, ticks[1:], strict=False):  # no two rows' labels meet
        assert upper["bottom"] <= lower["top"], (upper, lower)
    assert watch["errors"] == []


def test_acceptance_per_topic_keeps_a_plot_on_a_phone(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    """Beside the topic labels the 24k's acceptance plot kept 2 px of a 390-pixel window's
    336-px chart; the labels now go above the dots there, the plot the chart's width."""
    import pandas as pd

    from dashboard.figures.decisions import acceptance_by_topic_figure
    from dashboard.figures.narrow import PHONE_CHART

    _open(page, planted_url, planted_analysis, 390)
    rows = [{"topic": k, "topic_label": lab, "decided": 40 + k, "decided_accepted": 10 * k,
             "acceptance_rate": k / 4, "acceptance_low": 0.0, "acceptance_high": 1.0}
            for k, lab in enumerate(LABELS)]
    figure = _plain(acceptance_by_topic_figure(pd.DataFrame(rows), plain=True))
    drawn = page.evaluate(DRAWN + """
      const r = box.getBoundingClientRect();
      const plot = gd.querySelector('.nsewdrag').getBoundingClientRect().width;
      const notes = [...gd.querySelectorAll('.annotation-text')].map(
        el => el.getBoundingClientRect().right - r.left);
      const ticks = [...gd.querySelectorAll('.ytick text')].filter(
        el => el.getBoundingClientRect().width > 0).length;
      box.remove();
      return {plot, notes, ticks};
    }""", [figure, PHONE_CHART])
    assert drawn["plot"] >= PHONE_CHART - 40, drawn  # on main: 2 px beside the labels
    assert len(drawn["notes"]) == len(LABELS) and drawn["ticks"] == 0
    assert all(right <= PHONE_CHART for right in drawn["notes"]), drawn
    assert watch["errors"] == []


def test_an_axis_title_is_drawn_at_the_size_it_is_counted_at(
        page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    """The 24k's growing and shrinking topics at 1,400 px: the title counted 336 px at 12 px
    (one line beside a 294-px plot) was drawn at Plotly's 14 px, 352 px wide, "rising →"
    cut by the chart's edge (ui67)."""
    from dashboard.figures.margins import FONT_SIZE
    from tests.test_chart_fits import TOPICS, _changes

    _open(page, planted_url, planted_analysis, 1400)
    changes = _changes("topic", TOPICS, [0, 7, 9, 17]).assign(
        group_a="1987–2018", group_b="2019–2025")
    figure = _plain(F.ranked_changes_figure(changes, "topic", plain=True))
    drawn = page.evaluate(DRAWN + """
      const r = box.getBoundingClientRect();
      const t = gd.querySelector('.xtitle');
      const b = t.getBoundingClientRect();
      const out = {size: parseFloat(t.style.fontSize), left: b.left - r.left,
                   right: b.right - r.left, text: t.textContent};
      box.remove();
      return out;
    }""", [figure, WIDE_CHART])
    assert drawn["size"] == FONT_SIZE, drawn  # on main: 14
    assert drawn["left"] >= 0 and drawn["right"] <= WIDE_CHART, drawn
    assert watch["errors"] == []

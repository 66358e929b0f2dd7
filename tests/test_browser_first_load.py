"""The first page load in headless Chromium: what it fetches, what it asks, what it shows.

The page draws with plotly.js's basic bundle, shipped in ``assets/vendor/`` (a quarter of
the full bundle, a sixth of its evaluation: ``bench/FIRST_LOAD.md``): these tests check that
it is the one the page uses, that it is the version the plotly package writes figures for,
and that it holds every trace type a chart of the page draws.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from dashboard import ids
from dashboard.page import present_charts, render
from dashboard.sections import keywords
from dashboard.view import make_view
from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _count,
    _wait_ready,
    see_every_chart,
    watch,
)

pytestmark = pytest.mark.browser
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


def test_the_page_draws_every_chart_with_the_shipped_bundle(page: Page, planted_url,
                                                            planted_analysis, watch):
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
    assert page.evaluate("() => window.Plotly.version") == get_plotlyjs_version()
    registered = set(page.evaluate("() => Object.keys(window.Plotly.PlotSchema.get().traces)"))
    used = _trace_types(planted_analysis)
    assert used and used <= registered, used - registered
    drawn = page.locator(".dash-graph[id] .main-svg")
    expect(drawn.first).to_be_visible()
    assert drawn.count() >= 10
    expect(page.locator("#paper-count")).to_have_text(_count(planted_analysis))
    assert watch["errors"] == []

"""A filter change re-renders no component for a loading state (assets/loading_states.js).

dash-renderer marked each of the page callback's ~150 outputs as loading while its request
was out (~107 components, each re-rendered with ``data-dash-is-loading``, and again with
the answer): main-thread work in the task that sends the request, which nothing on the
page reads.  In headless Chromium, with the answer held back 300 ms so the request is
surely out when the page is looked at: no element is marked loading, and the change
still lands (the count, the URL).

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Page, Route, expect

from tests.test_browser import _count, _wait_ready, watch  # noqa: F401 (watch: a fixture)

pytestmark = pytest.mark.browser

# In the page: at the first frame after a Dash request has left, the elements marked
# loading (the request is held back by the route below, so it is still out then).
MARKED = """() => { window.__marked = []; const send = window.fetch;
  window.fetch = function (...args) {
    if (String(args[0] && args[0].url || args[0]).includes('_dash-update-component')) {
      requestAnimationFrame(() => window.__marked.push(
        document.querySelectorAll('[data-dash-is-loading]').length));
    }
    return send.apply(this, args);
  }; }"""


def _held(route: Route) -> None:
    time.sleep(0.3)  # the answer held back: the page's frames run while it is out
    route.continue_()


def test_no_component_is_marked_loading_while_a_change_is_out(page: Page, seeds_url,
                                                             seeds_analysis,
                                                             watch):  # noqa: F811
    a = seeds_analysis
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(seeds_url)
    _wait_ready(page, a)
    page.wait_for_load_state("networkidle")
    page.evaluate(MARKED)
    page.route("**/_dash-update-component", _held)
    page.locator("#keyword-filter").fill("model")
    page.locator("#keyword-filter").press("Enter")
    expect(page.locator("#paper-count")).to_have_text(_count(a, query="model"))
    assert "q=model" in page.url
    marked = page.evaluate("() => window.__marked")
    assert marked and max(marked) == 0, marked
    assert not watch["errors"]

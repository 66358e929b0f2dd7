"""A filter change does not send the topic map's dots again (browser72).

The map draws its sample of the filtered papers.  Its figure is two dot traces: the whole
corpus's sample (which no filter changes: those of its dots the filters leave out have no
``x``) and the filtered sample's other dots.  A topic pick or "clear" then sends, of the
first trace, only which dots show: no dot's title, where 9be8f82 sent every dot whole
(164 kB of "clear"'s 275 kB at 24,000 papers; bench/INTERACTION.md).  In headless
Chromium on the seeds (57 papers, all in the corpus's sample): a click on a dot filters by
its topic, the map then draws exactly that topic's papers, "clear" brings every paper
back, and neither answer carries a paper's title in the map's part.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from analysis.filters import Filters, select
from dashboard import ids
from tests.test_browser import _click_plotly, _count, _query, _wait_ready, watch  # noqa: F401

pytestmark = pytest.mark.browser

# In the page: the text of every Dash answer, from now on.
ANSWERS = """() => { window.__answers = []; const send = window.fetch;
  window.fetch = async function (...args) {
    const r = await send.apply(this, args);
    if (String(args[0] && args[0].url || args[0]).includes('_dash-update-component')) {
      r.clone().text().then(t => window.__answers.push(t));
    }
    return r;
  }; }"""

# The map's dots as drawn: Plotly's marker paths (a dot without x has none), and the titles
# of the dots with an x in the graph's data.
DRAWN = """() => { const gd = document.querySelector('#MAP .js-plotly-plot');
  const titles = [];
  for (const t of gd.data) { if (t.mode !== 'markers') continue;
    t.x.forEach((x, i) => { if (x !== null && x !== undefined) titles.push(t.text[i]); }); }
  return {paths: gd.querySelectorAll('.scatterlayer .point').length, titles: titles.sort()}; }
""".replace("MAP", ids.TOPIC_MAP)


def _map_answers(page: Page) -> list[str]:
    """The topic map's figure in each answer so far (JSON), and the answers emptied."""
    found = []
    for text in page.evaluate("() => window.__answers.splice(0)"):
        figure = json.loads(text).get("response", {}).get(ids.TOPIC_MAP, {}).get("figure")
        if figure is not None:
            found.append(json.dumps(figure))
    return found


def _titled(sent: list[str], titles: list[str]) -> list[str]:
    """The titles any of ``sent`` (JSON) spells."""
    return [t for t in titles if any(json.dumps(t)[1:-1] in s for s in sent)]


def _titles(analysis, rows) -> list[str]:
    from dashboard.figures import MAP_TITLE_CHARS, shorten

    return sorted(shorten(t, MAP_TITLE_CHARS) for t in analysis.papers["title"][rows])


def _drawn(page: Page, titles: list[str]) -> None:
    """The map draws exactly the papers titled ``titles`` (waits for the redraw)."""
    page.wait_for_function(
        f"n => {{ const gd = document.querySelector('#{ids.TOPIC_MAP} .js-plotly-plot');"
        " return gd && gd.querySelectorAll('.scatterlayer .point').length === n; }",
        arg=len(titles))
    drawn = page.evaluate(DRAWN)
    assert drawn == {"paths": len(titles), "titles": titles}


def test_a_topic_click_and_clear_patch_the_map_without_its_dots(page: Page, seeds_url,
                                                                seeds_analysis,
                                                                watch):  # noqa: F811
    a = seeds_analysis
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.add_init_script(f"({ANSWERS})()")
    page.goto(seeds_url)
    _wait_ready(page, a)
    everything = _titles(a, slice(None))
    _drawn(page, everything)
    page.wait_for_load_state("networkidle")
    _map_answers(page)  # the first answer draws the map whole
    # a click on a dot filters by its topic; the map then shows that topic's papers only
    _click_plotly(page, page.locator(f"#{ids.TOPIC_MAP} .scatterlayer .point").first)
    expect(page).to_have_url(re.compile(r"\?topic=\d+$"))
    topic = int(_query(page)["topic"][0])
    expect(page.locator("#paper-count")).to_have_text(_count(a, topics=(topic,)))
    picked = _titles(a, select(a, Filters(topics=(topic,))))
    assert 0 < len(picked) < len(everything)
    _drawn(page, picked)
    page.wait_for_load_state("networkidle")
    sent = _map_answers(page)
    # its answer patched which dots show: no dot sent again (9be8f82 sent the topic's
    # dots whole, their titles with them)
    assert sent and not _titled(sent, everything), sent
    # "clear": every paper again, and again no dot's title in the answer
    page.locator("#clear-filters").click()
    expect(page.locator("#paper-count")).to_have_text(_count(a))
    _drawn(page, everything)
    page.wait_for_load_state("networkidle")
    sent = _map_answers(page)
    assert sent and not _titled(sent, everything), sent
    assert watch["errors"] == []

"""A filter change does not send the notes it leaves as they are (browser72).

Every answer of the page's one callback carried the filter note (its text and ``hidden``)
and the "Saved" line under "no papers match", empty and unchanged after nearly every
change: three outputs of ~26, each a store update that dash-renderer's ~520 components
re-checked (bench/INTERACTION.md).  The page now sends back what the two hold (``State``)
and the answer sets them only when they change.  In headless Chromium on the seeds: a
link with a filter it cannot read shows the note; the next change hides it (its answer
sets the note); the change after that carries neither note, and each change lands.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from dashboard import ids
from tests.test_browser import _count, _wait_ready, watch  # noqa: F401 (watch: a fixture)

pytestmark = pytest.mark.browser

# In the page: the outputs ("id.prop") of every Dash answer, from now on.
ANSWERS = """(() => { window.__answers = []; const send = window.fetch;
  window.fetch = async function (...args) {
    const r = await send.apply(this, args);
    if (String(args[0] && args[0].url || args[0]).includes('_dash-update-component')) {
      r.clone().text().then(t => window.__answers.push(t));
    }
    return r;
  }; })()"""
NOTES = {f"{ids.FILTER_NOTE}.children", f"{ids.FILTER_NOTE}.hidden",
         f"{ids.EMPTY_SAVED}.children"}


def _sent(page: Page) -> set[str]:
    """The outputs the answers since the last call set."""
    page.wait_for_load_state("networkidle")
    out = set()
    for text in page.evaluate("() => window.__answers.splice(0)"):
        for component, props in json.loads(text).get("response", {}).items():
            out |= {f"{component}.{p}" for p in props}
    return out


def _search(page: Page, words: str) -> None:
    page.locator("#keyword-filter").fill(words)
    page.locator("#keyword-filter").press("Enter")


def test_a_change_sends_the_notes_only_when_they_change(page: Page, seeds_url, seeds_analysis,
                                                       watch):  # noqa: F811
    a = seeds_analysis
    page.add_init_script(ANSWERS)
    page.goto(f"{seeds_url}/?topic=banana&q=model")
    _wait_ready(page, a, query="model")
    note = page.locator(f"#{ids.FILTER_NOTE}")
    expect(note).to_be_visible()
    expect(note).to_contain_text("topic 'banana'")
    _sent(page)
    # the next change hides the note: its answer sets it
    _search(page, "learning")
    _wait_ready(page, a, query="learning")
    expect(note).to_be_hidden()
    sent = _sent(page)
    assert {f"{ids.FILTER_NOTE}.children", f"{ids.FILTER_NOTE}.hidden"} <= sent, sent
    # the change after leaves both notes as they are, and sends neither
    _search(page, "model")
    _wait_ready(page, a, query="model")
    sent = _sent(page)
    assert f"{ids.PAPER_COUNT}.children" in sent and not sent & NOTES, sorted(sent)
    expect(note).to_be_hidden()
    expect(page.locator(f"#{ids.EMPTY_SAVED}")).to_have_text("")
    assert page.locator("#paper-count").inner_text() == _count(a, query="model")
    assert watch["errors"] == []

"""In headless Chromium: a keyword picked for the keyword trend, though the papers shown
never use it (so it is no top keyword of theirs), is in the URL, survives a reload, and the
downloaded keyword-trends CSV holds its rows with the chart's counts.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import re

import pandas as pd
import pytest
from playwright.sync_api import Page, expect

from analysis import tables
from analysis.filters import Filters, select
from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _count,
    look_at,
    menu_entries,
    watch,
)
from tests.test_browser_trends import _figure

pytestmark = pytest.mark.browser
PICK = "diffusion model"  # no COLT paper uses it


def _pick_keyword(page: Page, typed: str) -> None:
    page.wait_for_load_state("networkidle")
    page.locator("#keyword-pick").click()
    search = page.locator("input.dash-dropdown-search:focus")
    expect(search).to_be_visible()
    search.press_sequentially(typed, delay=30)
    expect(menu_entries(page, re.compile(f"^{typed}$"))).to_be_visible()
    menu_entries(page, re.compile(f"^{typed}$")).first.click()
    page.keyboard.press("Escape")


def test_a_picked_keyword_is_in_the_url_and_the_download(page: Page, planted_url,
                                                         planted_analysis, watch,  # noqa: F811
                                                         tmp_path):
    a = planted_analysis
    colt = select(a, Filters(venues=("COLT",)))
    assert PICK not in set(tables.keyword_trends_table(a, colt)["term"])  # not a top one
    page.goto(f"{planted_url}/?venue=COLT")
    expect(page.locator("#paper-count")).to_have_text(_count(a, venues=("COLT",)))
    expect(look_at(page, "keyword-trend-graph").locator(".legendtext").first).to_be_visible()
    _pick_keyword(page, PICK)
    expect(page).to_have_url(re.compile(r"keyword=diffusion\+model"))
    expect(look_at(page, "keyword-trend-graph").locator(".legendtext")).to_contain_text([PICK])
    line = next(t for t in _figure(page, "keyword-trend-graph")["data"] if t["name"] == PICK)
    drawn = {int(x): (c[1], c[2]) for x, c in zip(line["x"], line["customdata"], strict=True)}
    assert drawn and all(n == 0 for n, _ in drawn.values())
    link = page.locator("#download-keyword-trends")
    expect(link).to_have_attribute("href", re.compile(r"keyword=diffusion\+model"))
    with page.expect_download() as info:
        link.click()
    path = tmp_path / "keyword_trends.csv"
    info.value.save_as(path)
    rows = pd.read_csv(path)
    got = rows[rows["term"] == PICK]
    assert {int(r.year): (int(r.n_papers), int(r.year_papers)) for r in got.itertuples()} \
        == drawn
    page.reload()
    expect(page.locator("#paper-count")).to_have_text(_count(a, venues=("COLT",)))
    expect(page.locator("#keyword-pick")).to_contain_text(PICK)
    expect(look_at(page, "keyword-trend-graph").locator(".legendtext")).to_contain_text([PICK])
    assert watch["errors"] == []

"""The trend views in headless Chromium: follow a typed phrase and keep it across a reload,
compare two venues, download the trend report and open it offline.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page, expect

from analysis.filters import Filters, select
from analysis.terms import papers_with_term
from tests.test_browser import (  # noqa: F401 (watch: a fixture)
    _click_plotly,
    _wait_ready,
    look_at,
    menu_entries,
    watch,
)

pytestmark = pytest.mark.browser
PHRASE = "message passing"


def _figure(page: Page, graph: str) -> dict:
    """The data and layout Plotly draws in ``#graph``."""
    return page.evaluate(
        "(id) => { const g = document.querySelector('#' + id + ' .js-plotly-plot');"
        " return {data: g.data, layout: g.layout}; }", graph)


def _pick(page: Page, picker: str, typed: str, option: str | re.Pattern) -> None:
    """Type in a picker and choose the option the server offers for it, once the server's
    options for what was typed (the typed phrase as a search among them) have arrived."""
    page.wait_for_load_state("networkidle")  # an earlier pick's redraw would close the menu
    page.locator(f"#{picker}").click()
    search = page.locator("input.dash-dropdown-search:focus")  # the open menu's search box
    expect(search).to_be_visible()
    search.press_sequentially(typed, delay=30)
    expect(search).to_have_value(typed)
    expect(menu_entries(page, re.compile(f"^“?{typed}”? · (search|keyword)"))).to_be_visible()
    menu_entries(page, option).first.click()
    page.keyboard.press("Escape")


def _per_year(analysis, query: str) -> dict[int, tuple[int, int]]:
    """Year -> (papers a search for ``query`` finds, all papers of the year)."""
    a = analysis
    found = select(a, Filters(query=query))
    years = a.papers["year"]
    return {int(y): (int((found & (years == y).to_numpy()).sum()), int((years == y).sum()))
            for y in sorted(years.unique())}


def test_follow_a_typed_phrase_and_keep_it_on_reload(page: Page, planted_url,
                                                     planted_analysis, watch):  # noqa: F811
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    _pick(page, "follow-terms", PHRASE, re.compile(f"“{PHRASE}”"))
    expect(page).to_have_url(re.compile(r"follow=%22message\+passing%22"))
    expect(page.locator("#term-trends .legendtext").first).to_have_text(f"“{PHRASE}”")
    expected = _per_year(planted_analysis, f'"{PHRASE}"')
    line = _figure(page, "term-trends")["data"][0]
    # each point: the papers a search finds that year, over ALL papers of the year
    assert {x: (c[1], c[2]) for x, c in zip(line["x"], line["customdata"], strict=True)} == \
        expected
    assert line["y"] == [round(100 * n / d, 3) for n, d in expected.values()]
    assert "all papers of each year" in page.locator("#term-trends-note").inner_text()
    page.reload()
    _wait_ready(page, planted_analysis)
    expect(page.locator("#follow-terms")).to_contain_text(f"“{PHRASE}”")
    expect(look_at(page, "term-trends").locator(".legendtext").first).to_have_text(
        f"“{PHRASE}”")
    assert parse_qs(urlparse(page.url).query) == {"follow": [f'"{PHRASE}"']}
    assert watch["errors"] == []


def test_compare_two_venues(page: Page, planted_url, planted_analysis, watch):  # noqa: F811
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    # the instruction is said once (the terms card's note), not by each empty chart too
    section = page.locator("#compare")
    expect(section.locator("#compare-note")).to_have_text(re.compile(r"^Pick group A and "))
    assert section.inner_text().count("Pick group A") == 1
    expect(section.get_by_text("Nothing compared yet.")).to_have_count(2)
    _pick(page, "compare-a", "ICML", re.compile(r"^ICML · venue"))
    expect(page).to_have_url(re.compile(r"compare_a=venue%3AICML"))
    expect(section.locator("#compare-note")).to_have_text("Now pick group B above.")
    _pick(page, "compare-b", "COLT", re.compile(r"^COLT · venue"))
    expect(page).to_have_url(re.compile(r"compare_a=venue%3AICML&compare_b=venue%3ACOLT"))
    expect(page.locator("#compare-note")).to_contain_text("ICML against COLT")
    points = _figure(page, "compare-terms")["data"][1]
    terms = {c[1]: (c[2], c[3]) for c in points["customdata"]}
    # COLT holds half of the bandit and kernel papers and no diffusion or graph paper
    # (the compared terms are keywords: "diffusion model", the bandit settings)
    assert terms["diffusion model"][1] == 0 and terms["diffusion model"][0] > 0
    colt = planted_analysis.papers["venue"].to_numpy() == "COLT"
    bandit = next(t for t in terms if t.endswith(("bandit", "bandits")))  # as written
    assert terms[bandit][1] == int(
        (colt & papers_with_term(planted_analysis.vocab, bandit)).sum()) > 0
    expect(page.locator("#compare-topics-graph .bars path").first).to_be_visible()
    # a term is clickable: it searches for it
    labelled = page.locator("#compare-terms .scatterlayer .trace").nth(1).locator(
        ".points path").first
    _click_plotly(page, labelled)
    expect(page).to_have_url(re.compile(r"[?&]q="))
    assert watch["errors"] == []


def test_download_the_trend_report_and_open_it_offline(page: Page, planted_url,
                                                       planted_analysis, watch,  # noqa: F811
                                                       tmp_path):
    page.goto(f"{planted_url}/?venue=ICML&follow=diffusion&recent=1")
    _wait_ready(page, planted_analysis, venues=("ICML",))
    expect(page.locator("#download-report")).to_have_attribute(
        "href", re.compile(r"report\?venue=ICML&follow=diffusion&recent=1$"))
    with page.expect_download() as info:
        page.locator("#download-report").click()
    download = info.value
    assert download.suggested_filename == f"{planted_analysis.name}_ICML_trend_report.html"
    path = tmp_path / download.suggested_filename
    download.save_as(path)
    text = path.read_text(encoding="utf-8")
    assert "cdn.plot.ly/plotly" not in text and "<script src=" not in text
    seen: list[str] = []
    offline = page.context.new_page()
    offline.on("request", lambda r: seen.append(r.url))
    offline.goto(path.as_uri())
    expect(offline.locator(".js-plotly-plot").first).to_be_visible()
    expect(offline.locator("body")).to_contain_text("all ICML papers of each year")
    expect(offline.locator("body")).to_contain_text("Emerging terms")
    n_charts = offline.locator(".js-plotly-plot").count()
    assert n_charts >= 5
    offline.wait_for_timeout(500)
    outside = [u for u in seen if not u.startswith(("file://", "data:", "blob:"))]
    assert outside == [], f"the report fetched {outside[:3]}"
    assert watch["errors"] == []


def test_several_picks_typed_one_after_another(page: Page, planted_url, planted_analysis,
                                               watch):  # noqa: F811
    """Type, Enter, type, Enter: two picks.  The search kept the first typed text (the next
    joined it: "message passingdiffusion") and Enter on the picked item, listed first,
    un-ticked it."""
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    page.locator("#follow-terms").click()
    search = page.locator("input.dash-dropdown-search:focus")
    for n, typed in enumerate((PHRASE, "diffusion"), start=1):
        expect(search).to_have_value("")
        search.press_sequentially(typed, delay=30)
        expect(menu_entries(page, re.compile(f"^“?{typed}”? · (search|keyword)"))
               ).to_be_visible()
        page.wait_for_load_state("networkidle")
        search.press("Enter")
        expect(page).to_have_url(re.compile("follow=.*" * n))
    assert parse_qs(urlparse(page.url).query)["follow"] == [f'"{PHRASE}"', "diffusion"]
    page.keyboard.press("Escape")
    # a filter that takes several: the topics, found by a word of their labels
    labels = [str(label) for label in planted_analysis.topics.labels]
    words = [label.split(" · ")[0] for label in labels[:2]]
    page.locator("#topic-filter").click()
    for typed in words:
        expect(search).to_have_value("")
        search.press_sequentially(typed, delay=30)
        search.press("Enter")
    expect(page).to_have_url(re.compile(r"topic=\d+%2C\d+"))
    assert sorted(parse_qs(urlparse(page.url).query)["topic"][0].split(",")) == ["0", "1"]
    assert watch["errors"] == []


TEXT_FITS = """(sel) => { const v = document.querySelector(sel + ' .dash-dropdown-value');
  const r = document.createRange(); r.selectNodeContents(v);
  return [v.innerText, r.getBoundingClientRect().width, v.getBoundingClientRect().width]; }"""


@pytest.mark.parametrize("width", [1400, 390])
def test_the_periods_compared_are_read_whole(page: Page, planted_url, planted_analysis,
                                             watch, width):  # noqa: F811
    """walk63: the first period's default, "the later half of the papers", read "the later
    half of the pa…" in its 240-px box at every width."""
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(planted_url)
    _wait_ready(page, planted_analysis)
    for picker in ("#trend-recent", "#trend-before"):
        page.locator(picker).scroll_into_view_if_needed()
        text, needs, has = page.evaluate(TEXT_FITS, picker)
        assert text in ("the later half of the papers", "all the years before")
        assert needs <= has + 0.5, (picker, text, needs, has)  # (sub-pixel widths)
    assert watch["errors"] == []

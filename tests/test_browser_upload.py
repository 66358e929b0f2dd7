"""Uploads in headless Chromium: a paper list picked in the page is analysed in the
background (the page stays usable), opens as its own dashboard, a broken file is refused
with its line named, and another browser session sees nothing of either; its own page,
opened while it is analysed, waits quietly and turns into its dashboard."""

from __future__ import annotations

import fcntl
import gzip
import json
import re
import time

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from analysis.progress import STAGE_NAMES
from tests.conftest import _serve, write_planted_corpus
from tests.test_browser import watch  # noqa: F401 (a fixture)
from tests.test_paper_types_hostile69 import hostile_abstracts

pytestmark = pytest.mark.browser
TIMEOUT = 20_000
ANALYSIS_TIMEOUT = 180_000  # the job imports the analysis and analyses 330 papers: ~10 s idle


@pytest.fixture(scope="module")
def upload_server(seeds_analysis, tmp_path_factory):
    from dashboard.app import create_app
    from dashboard.uploads import UploadSettings

    root = tmp_path_factory.mktemp("browser-uploads")
    settings = UploadSettings(root=root / "uploads", max_bytes=1_000_000)
    srv, url = _serve(create_app(seeds_analysis, uploads=settings))
    yield url, settings
    srv.shutdown()


@pytest.fixture(scope="module")
def upload_url(upload_server):
    return upload_server[0]


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("to-upload")
    source = folder / "planted.jsonl"
    n = write_planted_corpus(source)
    short = json.dumps({"id": "tiny", "title": "Too short", "abstract": "Two lines only."})
    good = folder / "neurips2021.jsonl.gz"
    good.write_bytes(gzip.compress(source.read_bytes() + short.encode() + b"\n"))
    lines = source.read_text().splitlines()
    bad = folder / "broken.json"
    bad.write_text("[\n" + ",\n".join(lines[:4]) + ",\n" + '{"title": "x" "abstract": "y"}\n]')
    big = folder / "big.json"
    big.write_text(json.dumps([{"abstract": "x" * 1_100_000}]))
    hostile = folder / "neurips2022.jsonl.gz"
    worst = [json.dumps({"id": f"hostile{i}", "title": name, "abstract": text})
             for i, (name, text) in enumerate(hostile_abstracts().items())]
    hostile.write_bytes(gzip.compress(source.read_bytes() + "\n".join(worst).encode() + b"\n"))
    return {"good": good, "bad": bad, "big": big, "n": n, "hostile": hostile,
            "n_hostile": n + len(worst)}


def _count(analysis, query: str) -> int:
    from analysis.filters import Filters, select

    return int(select(analysis, Filters(query=query)).sum())


def _pick(page: Page, path) -> None:
    page.locator("#upload input[type=file]").set_input_files(str(path))


def _upload_while_a_filter_answers(page: Page, upload_url, path, seeds_analysis) -> Locator:
    """Open the seeds, upload ``path`` and, while it is analysed, check a filter still
    answers; the upload's status line."""
    page.goto(upload_url)
    n_seeds = len(seeds_analysis.papers)
    expect(page.locator("#paper-count")).to_have_text(f"{n_seeds} of {n_seeds} papers",
                                                      timeout=TIMEOUT)
    _pick(page, path)
    status = page.locator("#upload-status")
    expect(status).to_contain_text("Analys", timeout=TIMEOUT)
    # the page stays usable meanwhile: a filter still answers
    page.locator("#keyword-filter").fill("model")
    page.locator("#keyword-filter").press("Enter")
    expect(page.locator("#paper-count")).to_have_text(
        f"{_count(seeds_analysis, 'model')} of {n_seeds} papers", timeout=TIMEOUT)
    return status


def test_upload_is_analysed_in_the_background_and_private(page: Page, browser: Browser,
                                                          upload_url, files, seeds_analysis):
    page.set_default_timeout(TIMEOUT)
    status = _upload_while_a_filter_answers(page, upload_url, files["good"], seeds_analysis)
    n_seeds = len(seeds_analysis.papers)
    expect(status).to_contain_text(f"Analysed: {files['n']} papers", timeout=ANALYSIS_TIMEOUT)
    # the command line's counts, and the skipped record named by file, position and reason
    expect(status).to_contain_text(f"{files['n']} of {files['n'] + 1} records loaded from 1 "
                                   "file; skipped: 1 too short")
    expect(status).to_contain_text(f"neurips2021.jsonl.gz: line {files['n'] + 1} (key tiny): "
                                   "too short: its abstract has 15 characters, fewer than the "
                                   "100 an abstract needs")
    # every skipped record as a file, from where the user is (upload61)
    with page.expect_download() as listed:
        page.get_by_role("link", name=re.compile("^Download the list of the one skipped")).click()
    rows = open(listed.value.path(), encoding="utf-8").read().splitlines()
    assert rows[1].startswith(f"neurips2021.jsonl.gz,line {files['n'] + 1} (key tiny),too_short,")
    link = page.get_by_role("link", name="Open its dashboard")
    href = link.get_attribute("href")
    assert href.startswith("/u/") and len(href) == len("/u/") + 22 + 1
    link.click()
    expect(page.locator(".masthead .corpus")).to_contain_text(f"neurips2021 · {files['n']} papers",
                                                              timeout=TIMEOUT)
    expect(page.locator("#paper-count")).to_have_text(f"{files['n']} of {files['n']} papers",
                                                      timeout=TIMEOUT)
    # its masthead says a record was skipped, and opens in place to why and to the list
    expect(page.locator(".masthead .skipped-why")).not_to_be_visible()
    page.locator(".masthead .skipped summary").click()
    expect(page.locator(".masthead .skipped-why")).to_have_text(
        "1 too short. Which records, and why (CSV)")
    listed_href = re.compile(r"^/u/[A-Za-z0-9_-]{22}/_paper-trends/download/skipped_records")
    expect(page.locator("#masthead-skipped-records")).to_have_attribute("href", listed_href)
    expect(page.locator("#skipped-records")).to_have_text(  # and with the downloads
        "Not in the analysis: 1 record skipped: 1 too short. Which records, and why (CSV)")
    expect(page.locator("#download-skipped-records")).to_have_attribute("href", listed_href)

    # a broken file: refused with the file and the line, in the page
    page.goto(upload_url)
    _pick(page, files["bad"])
    expect(status).to_contain_text("broken.json: line 6, column 15: broken JSON", timeout=ANALYSIS_TIMEOUT)
    # a file over the limit is not sent, and the page says why
    _pick(page, files["big"])
    expect(page.locator("#upload-refused")).to_contain_text(
        "big.json: the file holds 1.1 MB, more than the 1 MB an upload may hold")

    # another session (another browser context: no cookies, no session storage)
    other = browser.new_context()
    try:
        stranger = other.new_page()
        stranger.goto(upload_url + href)
        expect(stranger.locator("h1")).to_have_text("Not found")
        assert "neurips2021" not in stranger.content()
        stranger.goto(upload_url)
        expect(stranger.locator("#paper-count")).to_have_text(f"{n_seeds} of {n_seeds} papers",
                                                              timeout=TIMEOUT)
        expect(stranger.locator("#upload-status")).to_be_empty()
    finally:
        other.close()


def test_hostile_abstracts_at_the_size_limit_are_analysed_while_the_page_answers(
        page: Page, upload_url, files, seeds_analysis):
    """Issue 13 (hostile69): abstracts of 131,000 characters built to make the typing's
    patterns backtrack (one word of 130,940 letters after "We propose" never finished
    before; bench/paper_types/RESULTS.md) are analysed like any others, and the page keeps
    answering meanwhile."""
    page.set_default_timeout(TIMEOUT)
    status = _upload_while_a_filter_answers(page, upload_url, files["hostile"], seeds_analysis)
    assert page.request.get(upload_url + "/_dash-layout").status == 200
    n = files["n_hostile"]
    expect(status).to_contain_text(f"Analysed: {n} papers", timeout=ANALYSIS_TIMEOUT)
    page.get_by_role("link", name="Open its dashboard").click()
    expect(page.locator("#paper-count")).to_have_text(f"{n} of {n} papers", timeout=TIMEOUT)


def test_the_drop_zone_is_named_for_screen_readers(page: Page, upload_url, seeds_analysis):
    """dcc.Upload's file input has no label of its own (axe: label, WCAG 4.1.2): the
    page names it by its section's title and describes it by the help text."""
    from tests.test_accessibility import axe_violations, report

    page.set_default_timeout(TIMEOUT)
    page.goto(upload_url)
    n = len(seeds_analysis.papers)
    expect(page.locator("#paper-count")).to_have_text(f"{n} of {n} papers")
    picker = page.get_by_role("button", name="Analyse your own papers")
    expect(picker).to_have_attribute("type", "file")
    page.wait_for_load_state("networkidle")
    violations = axe_violations(page)
    assert violations == [], "\n" + report(violations)


def test_an_uploads_page_opened_while_analysed_waits_quietly(page: Page, watch,  # noqa: F811
                                                              upload_server, files):
    """Its page while the job waits and runs is ``serve``'s preparing page (walk59: a 503
    and a meta refresh every 2 s, so console errors, an axe violation and a reload that
    restarts the reader): the stage updated in place, then the dashboard by itself."""
    from tests.test_accessibility import axe_violations, report

    url, settings = upload_server
    n = files["n"]
    page.goto(url)
    expect(page.locator("#paper-count")).to_contain_text(" papers", timeout=TIMEOUT)
    settings.root.mkdir(parents=True, exist_ok=True)
    stages: list[str] = []
    page.expose_function("seenStage", lambda text: stages.append(text))
    with open(settings.root / ".jobs.lock", "wb") as busy:
        fcntl.flock(busy, fcntl.LOCK_EX)  # another upload's analysis runs: this one waits
        try:
            _pick(page, files["good"])
            page.get_by_role("link", name="Follow it on its own page").click()
            expect(page.get_by_role("heading", name=re.compile("^Analysing"))
                   ).to_be_visible(timeout=TIMEOUT)
            page.evaluate("""() => { window.sameDocument = true;
              const stage = document.getElementById("stage");
              if (stage) new MutationObserver(() => window.seenStage(stage.textContent))
                .observe(stage, {childList: true, subtree: true, characterData: true}); }""")
            time.sleep(3.5)  # three polls of the page
            assert watch["errors"] == []
            assert page.evaluate("() => window.sameDocument === true")  # not reloaded
            assert page.locator("meta[http-equiv=refresh]").count() == 0
            expect(page.get_by_role("heading")).to_have_text("Analysing neurips2021.jsonl.gz")
            expect(page.get_by_role("status")).to_have_text(
                "waiting for another upload's analysis to finish")
            violations = axe_violations(page)  # a timed reload is one: meta-refresh
            assert violations == [], "\n" + report(violations)
        finally:
            fcntl.flock(busy, fcntl.LOCK_UN)
    expect(page.locator(".masthead .corpus")).to_contain_text(f"neurips2021 · {n} papers",
                                                              timeout=ANALYSIS_TIMEOUT)
    expect(page.locator("#paper-count")).to_have_text(f"{n} of {n} papers", timeout=TIMEOUT)
    assert "/u/" in page.url
    print("stages shown in place:", stages)
    # the job's progress, in place: its named stages, or only "starting" where the whole
    # analysis fell between two polls of the page (seen once, session 73's fresh clone)
    after = [s for s in stages if s != "waiting for another upload's analysis to finish"]
    assert after and set(after) <= {*STAGE_NAMES.values(), "starting"}, stages
    assert watch["errors"] == []


def test_an_uploads_page_turns_into_its_failure_in_place_without_an_error(
        page: Page, watch, upload_server, files):  # noqa: F811
    """A broken file followed on its own page: the waiting page shows the failure (the
    file, the line, the reason) in place, the console holds no error (upload61: the
    reload into a 404 logged one), and the page itself answers 422, not "not found"."""
    url, settings = upload_server
    page.goto(url)
    expect(page.locator("#paper-count")).to_contain_text(" papers", timeout=TIMEOUT)
    settings.root.mkdir(parents=True, exist_ok=True)
    with open(settings.root / ".jobs.lock", "wb") as busy:
        fcntl.flock(busy, fcntl.LOCK_EX)  # the job waits until the page is followed
        try:
            _pick(page, files["bad"])
            page.get_by_role("link", name="Follow it on its own page").click()
            expect(page.get_by_role("heading", name=re.compile("^Analysing"))
                   ).to_be_visible(timeout=TIMEOUT)
            page.evaluate("() => { window.sameDocument = true; }")
        finally:
            fcntl.flock(busy, fcntl.LOCK_UN)
    expect(page.get_by_role("heading")).to_have_text("broken.json could not be analysed",
                                                     timeout=ANALYSIS_TIMEOUT)
    expect(page.get_by_role("alert")).to_contain_text("broken.json: line 6, column 15: broken JSON")
    assert page.title() == "Paper Trends · the upload could not be analysed"
    assert page.evaluate("() => window.sameDocument === true")  # shown in place
    time.sleep(1.5)  # the poll has stopped: nothing more is asked
    assert watch["errors"] == []
    answer = page.request.get(page.url)
    assert answer.status == 422 and "broken JSON" in answer.text()

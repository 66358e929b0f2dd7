"""The Excel workbook's download says that it is being prepared (review61).

The workbook is written whole before its first byte: 5-19 s on ICML 2013-2019 (walk60:
8.6 s at 1,400 px, 15.1 s on a phone), with nothing on the page to say that the click
was taken.  The line beside the link now counts the seconds, then names the file.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import io
import re
import time

import pandas as pd
import pytest
from playwright.sync_api import Page, expect

from tests.test_browser import watch  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser

SLOW_S = 2.5  # the workbook made this slow here, as a few thousand papers make it


def test_the_workbook_says_it_is_being_prepared_then_ready(page: Page, seeds_url,
                                                           seeds_analysis, monkeypatch,
                                                           watch):  # noqa: F811
    from analysis import export

    made = export.to_excel_bytes

    def slow(tables):
        time.sleep(SLOW_S)
        return made(tables)

    monkeypatch.setattr(export, "to_excel_bytes", slow)  # the server runs in this process
    page.goto(f"{seeds_url}/?type=empirical")
    link = page.locator("#download-excel")
    expect(link).to_have_attribute("href", re.compile(r"tables\?type=empirical"))
    status = page.locator("#download-excel-status")
    expect(status).to_have_attribute("role", "status")
    with page.expect_download(timeout=30_000) as info:
        link.click()
        expect(status).to_contain_text("Preparing the workbook", timeout=1_000)
        expect(link).to_have_attribute("aria-busy", "true")
        link.click()  # a second click while it is prepared starts nothing more
    download = info.value
    name = f"{seeds_analysis.name}_empirical_tables.xlsx"
    assert download.suggested_filename == name
    sheets = pd.read_excel(io.BytesIO(open(download.path(), "rb").read()), sheet_name=None)
    assert set(sheets["papers"]["paper_type"]) == {"empirical"}
    expect(status).to_have_text(re.compile(rf"^Workbook ready: {re.escape(name)} \(\d"))
    expect(link).not_to_have_attribute("aria-busy", "true")
    assert sum("/download/tables" in url for url in watch["requests"]) == 1
    assert watch["errors"] == []

""""Needs review" under another filter in headless Chromium (review53): the box's number is
the corpus's and says so; it read "Needs review: the 11,905 papers whose type is
uncertain" beside "279 of 60,974 papers" (venue RSS), as if 11,905 were to review there.

Needs Debian's Chromium (see tests/conftest.py); run with ``-m "not browser"`` to skip.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.test_browser import watch  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser


def test_the_review_box_says_its_number_is_the_corpus_s(page: Page, review_analysis,
                                                       tmp_path, watch):  # noqa: F811
    from dashboard.app import create_app
    from tests.conftest import _serve

    srv, url = _serve(create_app(review_analysis, tmp_path / "fixes.csv"))
    try:
        papers = review_analysis.papers
        uncertain = papers["paper_type_band"] == "uncertain"
        topic = int(papers.loc[uncertain, "topic"].value_counts().index[-1])
        here = int((uncertain & (papers["topic"] == topic)).sum())
        assert 0 < here < int(uncertain.sum())
        page.goto(f"{url}/?topic={topic}&review=1")
        expect(page.locator("#paper-count")).to_have_text(f"{here:,} of {len(papers):,} papers")
        box = page.locator("#review-filter")
        expect(box).to_contain_text(f"({int(uncertain.sum()):,} in the corpus;")
        expect(box).not_to_contain_text(f"the {int(uncertain.sum()):,} papers")
        assert watch["errors"] == []
    finally:
        srv.shutdown()

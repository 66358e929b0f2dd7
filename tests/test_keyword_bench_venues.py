"""The keyword benchmark finds the venues whose records carry keywords (issue 10: "author
keywords of other conferences will be checked the same way"), not a list of them."""

import json
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench" / "keywords"


@pytest.fixture(scope="module")
def corpora():
    sys.path.insert(0, str(BENCH))
    try:
        return pytest.importorskip("corpora")  # needs the shared scorer (shared/tools)
    finally:
        sys.path.remove(str(BENCH))


def _venue(root: Path, corpus: str, venue: str, papers: list[dict]) -> None:
    (root / corpus / venue).mkdir(parents=True)
    (root / corpus / venue / f"{venue}2020.json").write_text(json.dumps(papers))


def test_every_venue_with_keywords_on_most_papers_is_benchmarked(corpora, tmp_path):
    text = "x" * 120
    _venue(tmp_path, "papercopilot", "keyed", [{"abstract": text, "keywords": "a; b"}] * 3
           + [{"abstract": text}])
    _venue(tmp_path, "papercopilot-more", "few", [{"abstract": text, "keywords": "a"}]
           + [{"abstract": text}] * 3)
    _venue(tmp_path, "papercopilot-more", "none", [{"abstract": text, "primary_area": "ML"}])
    # a record without an abstract of 100 characters is no paper of the venue's
    _venue(tmp_path, "papercopilot-more", "short", [{"abstract": "short", "keywords": "a"}])
    got = {v["venue"]: v for v in corpora.keyword_venues(tmp_path)}
    assert set(got) == {"keyed", "few", "none", "short"}
    assert [v for v in got if got[v]["benchmarked"]] == ["keyed"]
    assert (got["keyed"]["papers"], got["keyed"]["keyworded"]) == (4, 3)
    assert got["keyed"]["files"] == ["keyed2020"] and got["none"]["files"] == []
    assert (got["few"]["keyworded"], got["short"]["papers"]) == (1, 0)


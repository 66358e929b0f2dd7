"""A saved analysis of an older store format (ui65): ``serve PATH...`` analysed again
without a word (the cache folder's name holds the format version, so the old store was
never looked at).  Now it is found, opened when it passes every check, else named in one
line with the reason and the time analysing again takes."""

from __future__ import annotations

import io
import json
import shutil

import pytest

from analysis.progress import Progress, TerminalProgress
from analysis.store import cache as cache_module
from analysis.store import prepare
from analysis.store.older import SECONDS_PER_PAPER, _total_seconds, older_store, reanalysing
from analysis.store.saved import FORMAT_VERSION


class Stages(Progress):
    def __init__(self):
        super().__init__()
        self.stages = []

    def _changed(self):
        if not self.stages or self.stages[-1] != self.current:
            self.stages.append(self.current)


@pytest.fixture
def older_cache(planted_path, tmp_path, monkeypatch):
    """A cache holding the planted corpus's store saved by the previous store format (its
    folder named by that format's hash), and the corpus."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    shutil.copy(planted_path, corpus / "planted.jsonl")
    cache = tmp_path / "cache"
    with monkeypatch.context() as m:
        m.setattr(cache_module, "FORMAT_VERSION", FORMAT_VERSION - 1)
        first = prepare([corpus], n_topics=4, cache_root=cache)
    return corpus, cache, first


def _set_format(store, version):
    head = json.loads((store / "store.json").read_text())
    head["format_version"] = version
    (store / "store.json").write_text(json.dumps(head))
    return head


def test_an_older_format_is_named_in_one_line_with_the_time_it_takes(older_cache):
    corpus, cache, first = older_cache
    head = _set_format(first.store, FORMAT_VERSION - 1)
    log = io.StringIO()
    progress = TerminalProgress(log)
    again = prepare([corpus], n_topics=4, cache_root=cache, progress=progress)
    assert again.store != first.store  # the new format's own folder
    notes = [line for line in log.getvalue().splitlines() if "not used" in line]
    assert len(notes) == 1, log.getvalue()
    note = notes[0]
    took = _total_seconds(head["analysis"])
    assert took is not None and took > 0  # the manifest's, kept in store.json
    assert f"the saved analysis in {first.store} is not used" in note
    assert f"store format {FORMAT_VERSION - 1}" in note and f"(format {FORMAT_VERSION})" in note
    assert note.endswith(f"analysing again ({first.analysis.n_papers:,} papers, about "
                         f"{round(took)} s as the saved analysis took)"), note
    assert "may be deleted" in again.message and str(first.store) in again.message
    # and the next start opens the new store
    assert "reused" in prepare([corpus], n_topics=4, cache_root=cache).message


def test_a_store_that_passes_is_opened_whatever_its_folder(older_cache):
    """A store in another format's folder that this version reads (every check passes:
    format, code, inputs, settings, files) is opened, not analysed again."""
    corpus, cache, first = older_cache
    stages = Stages()
    again = prepare([corpus], n_topics=4, cache_root=cache, progress=stages)
    assert "reused" in again.message and again.store == first.store
    assert "vocabulary" not in stages.stages
    # another corpus's or other settings' store is never taken for it
    assert older_store(cache, "corpus", [corpus / "other.jsonl"],
                       cache_module.analysis_settings(4, 0), cache / "x") is None
    assert older_store(cache, "corpus", [corpus / "planted.jsonl"],
                       cache_module.analysis_settings(5, 0), cache / "x") is None
    stages = Stages()
    five = prepare([corpus], n_topics=5, cache_root=cache, progress=stages)
    assert "vocabulary" in stages.stages and "not used" not in five.message


def test_without_a_recorded_time_the_estimate_is_per_paper(tmp_path):
    (tmp_path / "store.json").write_text(json.dumps({"n_papers": 24_000, "analysis": {}}))
    line = reanalysing(tmp_path, "saved by paper-trends 0.1 (store format 1)")
    seconds = round(24_000 * SECONDS_PER_PAPER + 5)
    assert line.endswith(f"analysing again (24,000 papers, about {seconds} s at ~1 ms a "
                         "paper on one core)"), line
    assert "\n" not in line and "store format 1" in line


def test_the_code_fingerprint_follows_the_code_that_computes(tmp_path):
    """An edit of the store's own code or of the progress reports (a message's words) made
    every saved analysis "other analysis code", analysed again at the next start (ui65:
    ~2 min at 24,000 papers); an edit of code that computes still does."""
    from analysis.store.saved import fingerprint_code

    root = tmp_path / "analysis"
    for name, text in {"topics.py": "K = 4\n", "store/cache.py": "WHY = 'a'\n",
                       "progress.py": "SAY = 'x'\n", "data/stop.txt": "the\n"}.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    before = fingerprint_code(root)
    (root / "store" / "cache.py").write_text("WHY = 'analysing again'\n")
    (root / "progress.py").write_text("SAY = 'y'\n")
    assert fingerprint_code(root) == before
    (root / "topics.py").write_text("K = 5\n")
    assert fingerprint_code(root) != before
    (root / "topics.py").write_text("K = 4\n")
    (root / "data" / "stop.txt").write_text("a\n")
    assert fingerprint_code(root) != before

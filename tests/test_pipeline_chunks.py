"""The chunked stages of the pipeline give the same result whatever the chunk size."""

import pandas as pd
import pytest

from analysis.io import load_corpus
from analysis.pipeline import chunks, paper_types_in_chunks
from analysis.progress import Progress


def test_chunks_cover_every_row_once():
    assert chunks(0) == [slice(0, 0)]
    assert chunks(10, 4) == [slice(0, 4), slice(4, 8), slice(8, 10)]
    assert sum(s.stop - s.start for s in chunks(50_001)) == 50_001


def test_paper_types_do_not_depend_on_the_chunks(planted_path):
    papers = load_corpus([planted_path]).papers
    progress = Progress()
    progress.stage("paper_types", total=len(papers))
    whole = paper_types_in_chunks(papers, chunk_size=len(papers))
    sevens = paper_types_in_chunks(papers, progress, chunk_size=7)
    pd.testing.assert_frame_equal(whole, sevens)
    assert progress.done_count == len(papers)
    assert set(whole["paper_type"]) >= {"theory", "empirical"}


def test_a_text_column_reads_like_the_list_of_its_texts(planted_path):
    from analysis.pipeline import TextColumn
    from analysis.terms import build_vocabulary

    texts = load_corpus([planted_path]).papers["text"]
    column = TextColumn(texts, chunk_size=7)
    assert len(column) == len(texts) and list(column) == texts.tolist()
    assert column[3:9] == texts.tolist()[3:9] and column[5] == texts.iloc[5]
    whole, chunked = build_vocabulary(texts.tolist()), build_vocabulary(column)
    pd.testing.assert_frame_equal(whole.terms, chunked.terms)
    assert (whole.matrix != chunked.matrix).nnz == 0


def test_csv_in_chunks_is_the_csv_of_the_whole_table(planted_analysis):
    from analysis.export import iter_csv, neutralise
    from analysis.tables import all_tables

    for name, table in all_tables(planted_analysis).items():
        whole = neutralise(table).to_csv(index=False).encode("utf-8")
        assert b"".join(iter_csv(table, chunk_rows=7)) == whole, name
    assert b"".join(iter_csv(pd.DataFrame({"a": []}))) == b"a\n"


def test_papers_typed_while_they_load_are_typed_as_the_whole(monkeypatch):
    """The pipeline types each file's papers in a child as they load (a Relay: the parts
    waiting each time the child is free, its columns only); the types are those of the
    loaded papers typed at once, row for row."""
    import analysis.background as background
    from analysis.pipeline import analyze

    monkeypatch.setattr(background, "_can_fork", lambda: True)
    analysed = analyze()
    whole = paper_types_in_chunks(load_corpus().papers)
    assert len(analysed.papers["source_file"].unique()) >= 2  # several files, several parts
    for column in whole.columns:
        assert analysed.papers[column].tolist() == whole[column].tolist(), column


def test_meanwhile_comes_once_the_vocabulary_and_the_index_are_final(planted_path,
                                                                     monkeypatch):
    """``meanwhile`` (the CLI forks the papers file's writer there) comes once, with the
    result's papers, topics, vocabulary and search index, after the encoded vocabulary is
    let go: a writer forked before the search's result kept the pages of the two
    vocabularies this process let go while it made the final one (1M: tree peak 10.9 GB
    against the main process's 9.0, bench/SCALE.md scale68).  Fails on b9db9c9."""
    import weakref

    import analysis.background as background
    import analysis.pipeline as pipeline

    monkeypatch.setattr(background, "BACKGROUND_MIN_ITEMS", 0)  # the search child forked
    monkeypatch.setattr(background, "_can_fork", lambda: True)
    encoded, seen = [], []
    build = pipeline.build_vocabulary

    def built(texts):
        vocab = build(texts)
        encoded.append(weakref.ref(vocab))
        return vocab

    monkeypatch.setattr(pipeline, "build_vocabulary", built)
    analysed = pipeline.analyze([planted_path], n_topics=4, meanwhile=lambda partial: seen.append(
        (partial, [ref() is None for ref in encoded])))
    assert len(seen) == 1 and len(encoded) == 1
    partial, let_go = seen[0]
    assert let_go == [True]  # the encoded vocabulary was gone when meanwhile came
    assert partial.vocab is analysed.vocab and partial.search_index is analysed.search_index
    assert partial.papers is analysed.papers and partial.topics is analysed.topics
    assert {"topic", "paper_type", "also_about"} <= set(partial.papers.columns)
    assert list(analysed.manifest["stage_seconds"]) == [
        "load_and_clean", "vocabulary", "topics", "search_index", "paper_types", "assemble"]


def test_an_error_in_meanwhile_is_raised_and_leaves_no_child(planted_path, monkeypatch):
    import multiprocessing

    import analysis.background as background
    from analysis.pipeline import analyze

    monkeypatch.setattr(background, "BACKGROUND_MIN_ITEMS", 0)
    monkeypatch.setattr(background, "_can_fork", lambda: True)

    def full_disk(partial):
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError, match="No space left"):
        analyze([planted_path], n_topics=4, meanwhile=full_disk)
    assert multiprocessing.active_children() == []  # no child left behind


def test_the_authorship_built_while_waiting_for_the_types_is_the_tables_own(planted_path,
                                                                           monkeypatch):
    # while the typing child still works, analyze builds the authorship from the loaded
    # papers; the tables then find it made, equal to what they would build
    import numpy as np

    from analysis import background
    from analysis.decisions import build_authorship
    from analysis.decisions.authors import _CACHE
    from analysis.pipeline import analyze
    from analysis.tables.people import authorship

    monkeypatch.setattr(background.Relay, "working", lambda self: True)
    analysed = analyze([planted_path], n_topics=4)
    early = _CACHE.get((id(analysed), "authorship"))
    assert early is not None and authorship(analysed) is early
    papers = analysed.papers
    built = build_authorship(papers["authors"], papers["year"], papers.get("venue"))
    for field in ("paper", "author", "names", "keys", "first_year", "team_size",
                  "alias_keys", "alias_ids"):
        assert np.array_equal(getattr(early, field), getattr(built, field)), field
    assert len(early.paper) > 0


def test_no_authorship_is_built_when_the_types_are_there(planted_path, monkeypatch):
    from analysis import background
    from analysis.decisions.authors import _CACHE
    from analysis.pipeline import analyze

    monkeypatch.setattr(background.Relay, "working", lambda self: False)
    analysed = analyze([planted_path], n_topics=4)
    assert (id(analysed), "authorship") not in _CACHE


def test_the_authorship_waits_for_the_search_child_to_have_this_core(planted_path,
                                                                     monkeypatch):
    # both children at work when the types are wanted: this process waits (the search
    # child, at nice +10, gets its core) and builds the authorship, from the assembled
    # papers, only while it would wait for the search child at the end (perf44)
    import numpy as np

    from analysis import background, pipeline
    from analysis.decisions import build_authorship
    from analysis.decisions.authors import _CACHE
    from analysis.search.beside import SearchBeside
    from analysis.tables.people import authorship

    typing_ended, built_from = [], []
    monkeypatch.setattr(background.Relay, "working", lambda self: not typing_ended)
    monkeypatch.setattr(background.Relay, "wait",
                        lambda self, timeout: typing_ended.append(timeout) or True)
    monkeypatch.setattr(SearchBeside, "working", lambda self: True)
    real = pipeline._authorship
    monkeypatch.setattr(pipeline, "_authorship",
                        lambda papers: built_from.append(set(papers.columns)) or real(papers))
    analysed = pipeline.analyze([planted_path], n_topics=4)
    assert typing_ended  # the types were waited for first
    assert len(built_from) == 1 and "paper_type" in built_from[0]  # after the assembly
    early = _CACHE.get((id(analysed), "authorship"))
    assert early is not None and authorship(analysed) is early
    papers = analysed.papers
    built = build_authorship(papers["authors"], papers["year"], papers.get("venue"))
    for field in ("paper", "author", "names", "keys", "first_year", "team_size"):
        assert np.array_equal(getattr(early, field), getattr(built, field)), field


def test_the_wait_for_either_child_ends_with_the_first_to_end():
    from analysis.pipeline import _wait_for_either

    class Child:
        def __init__(self, calls_left):
            self.calls_left, self.waits = calls_left, 0

        def working(self):
            self.calls_left -= 1
            return self.calls_left >= 0

        def wait(self, timeout):
            self.waits += 1
            return False

    typing, searching = Child(100), Child(3)  # the search child ends first
    _wait_for_either(typing, searching, poll=0)
    assert searching.calls_left == -1 and typing.waits == 3
    typing, searching = Child(2), Child(100)  # the typing child ends first
    _wait_for_either(typing, searching, poll=0)
    assert typing.calls_left == -1 and typing.waits == 2

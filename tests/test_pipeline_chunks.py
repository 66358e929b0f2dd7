"""The chunked stages of the pipeline give the same result whatever the chunk size."""

import pandas as pd

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

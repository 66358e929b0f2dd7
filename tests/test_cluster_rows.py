"""The Dask engine's matrices stacked on disk (analysis/cluster/rows.py) are the in-memory
ones: same values, same index types, every column sorted; with a tiny merge size so
several column ranges and row blocks are interleaved (no cluster needed: the worker's
function runs here on each chunk as a worker runs it on its partition)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
import scipy.sparse as sp

from analysis.cluster import rows
from analysis.io import load_corpus
from analysis.search import with_term_papers
from analysis.store.codec import mapped_file
from analysis.terms import encode, fit_term_model, tokenize_chunk, vocabulary_of
from analysis.terms.vocabulary import chunks_of, default_min_df


def assert_same_matrix(got: sp.spmatrix, expected: sp.spmatrix) -> None:
    assert got.format == expected.format and got.shape == expected.shape
    for part in ("data", "indices", "indptr"):
        a, b = getattr(got, part), getattr(expected, part)
        assert a.dtype == b.dtype, part
        np.testing.assert_array_equal(a, b, err_msg=part)


@pytest.fixture(params=["planted", "seeds"])
def stacked(request, planted_path, tmp_path, monkeypatch):
    """A corpus in chunks (37 planted papers, 7 seeds), stacked in memory and on disk."""
    monkeypatch.setattr(rows, "MERGE_ENTRIES", 97)  # many ranges, many row blocks
    paths, size = ([planted_path], 37) if request.param == "planted" else (None, 7)
    texts = load_corpus(paths).papers["text"].tolist()
    chunks = [tokenize_chunk(list(c)) for c in chunks_of(texts, size)]
    model, ids = fit_term_model(chunks, max(1, default_min_df(len(texts))))
    in_memory = vocabulary_of(model, (encode(c, model, i) for c, i in zip(chunks, ids,
                                                                          strict=True)))
    starts = np.cumsum([0, *(c.n_docs for c in chunks)])
    blocks = [rows.encode_and_write(c, model, i, str(tmp_path / f"rows-{p:05d}"), int(starts[p]))
              for p, (c, i) in enumerate(zip(chunks, ids, strict=True))]
    on_disk = rows.stacked_vocabulary(model, blocks, tmp_path)
    return in_memory, on_disk, tmp_path


def test_the_stacked_files_are_the_stacked_matrices(stacked):
    in_memory, on_disk, folder = stacked
    assert len(rows._column_ranges(np.diff(on_disk.presence.indptr))) > 5
    for name in ("matrix", "presence", "shown"):
        assert_same_matrix(getattr(on_disk, name), getattr(in_memory, name))
        for part in ("data", "indices", "indptr"):  # memory-mapped files, linked by a store
            assert mapped_file(getattr(getattr(on_disk, name), part)) is not None
    pd.testing.assert_frame_equal(on_disk.terms, in_memory.terms)
    assert not list(folder.glob("rows-*"))  # the workers' blocks, once stacked, removed


def test_the_keyword_columns_replaced_on_disk_are_with_term_papers(stacked, planted_analysis,
                                                                   seeds_analysis):
    in_memory, on_disk, folder = stacked
    seeds = in_memory.n_docs == seeds_analysis.n_papers
    index = (seeds_analysis if seeds else planted_analysis).search_index
    expected = with_term_papers(in_memory, index)
    got = rows.with_term_papers_on_disk(on_disk, index, folder)
    # the seeds' searches find papers the encoder did not count (and the other way)
    assert ((expected.matrix != in_memory.matrix).nnz > 0) == seeds
    assert_same_matrix(got.matrix, expected.matrix)
    assert_same_matrix(got.presence, expected.presence)
    pd.testing.assert_frame_equal(got.terms, expected.terms)


def test_other_columns_lose_the_removed_papers_on_disk_as_in_memory(stacked, planted_analysis,
                                                                   seeds_analysis):
    """Papers an ambiguous acronym means something else in (analysis/search/senses.py)
    leave the columns of terms that are no keyword, on disk as in memory."""
    in_memory, on_disk, folder = stacked
    seeds = in_memory.n_docs == seeds_analysis.n_papers
    index = (seeds_analysis if seeds else planted_analysis).search_index
    df = in_memory.terms["df"].to_numpy()
    other = [j for j in np.flatnonzero(~in_memory.terms["keyword"].to_numpy()) if df[j] >= 2][:3]
    removed = {int(j): np.r_[in_memory.term_docs(j)[:2], in_memory.n_docs - 1] for j in other}
    expected = with_term_papers(in_memory, index, removed)
    got = rows.with_term_papers_on_disk(on_disk, index, folder, removed)
    for j in other:
        assert expected.terms.at[j, "df"] == df[j] - 2 + (in_memory.n_docs - 1 in
                                                         in_memory.term_docs(j)[2:])
    assert_same_matrix(got.matrix, expected.matrix)
    assert_same_matrix(got.presence, expected.presence)
    pd.testing.assert_frame_equal(got.terms, expected.terms)


def test_a_store_links_a_memory_mapped_npy_file_and_writes_any_other(tmp_path):
    np.save(tmp_path / "a.npy", np.arange(10, dtype=np.int32))
    mapped = np.load(tmp_path / "a.npy", mmap_mode="r")
    assert mapped_file(mapped) == tmp_path / "a.npy"
    assert mapped_file(np.asarray(mapped)) == tmp_path / "a.npy"  # a view of all of it
    assert mapped_file(mapped[2:]) is None  # part of the file: written
    assert mapped_file(np.arange(10)) is None
    assert mapped_file(np.load(tmp_path / "a.npy")) is None

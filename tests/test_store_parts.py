"""A papers table saved as the client's columns plus per-partition text files
(analysis/store/parts: what the Dask engine's workers write) opens as the whole table.

No cluster here: the part files are written as a worker writes them
(:func:`analysis.store.parts.write_part`), so these tests run without Dask.
"""

from __future__ import annotations

import dataclasses
import json

import pandas as pd
import pytest

from analysis.store import (
    StoreError,
    analysis_settings,
    fingerprint_inputs,
    open_analysis,
    save_analysis,
)
from analysis.store.parts import ColumnParts, JoinedFrame, joined_frame, write_part
from analysis.tables import all_tables

TEXTS = ("abstract", "text")


def split_analysis(analysis, folder, blocks=(0, 40, 41, None)):
    """``analysis`` with its papers' texts in part files of the given row blocks."""
    papers = analysis.papers
    bounds = [b if b is not None else len(papers) for b in blocks]
    files, rows = [], []
    for i, (start, stop) in enumerate(zip(bounds[:-1], bounds[1:], strict=True)):
        files.append(f"texts-{i:05d}.arrow")
        write_part(papers.iloc[start:stop][list(TEXTS)], folder / files[-1])
        rows.append(stop - start)
    own = papers.drop(columns=list(TEXTS))
    parts = ColumnParts(str(folder), tuple(files), tuple(rows), TEXTS, tuple(papers.columns))
    return dataclasses.replace(analysis, papers=joined_frame(own, parts))


@pytest.fixture(scope="module")
def split_store(planted_analysis, planted_path, tmp_path_factory):
    staging = tmp_path_factory.mktemp("staging")
    split = split_analysis(planted_analysis, staging)
    folder = tmp_path_factory.mktemp("split") / "store"
    save_analysis(split, folder, fingerprint_inputs([planted_path]), analysis_settings(4, 0))
    return folder


def test_a_split_papers_table_opens_whole_with_the_same_tables(planted_analysis, split_store):
    head = json.loads((split_store / "store.json").read_text())
    spec = head["analysis"]["fields"]["papers"]
    assert spec["kind"] == "joined_frame" and len(spec["parts"]) == 3
    assert set(spec["parts"]) <= set(head["files"])
    own = pd.read_feather(split_store / spec["file"])
    assert "abstract" not in own and "text" not in own
    opened = open_analysis(split_store)
    assert type(opened.papers) is pd.DataFrame
    pd.testing.assert_frame_equal(opened.papers, planted_analysis.papers, check_exact=True)
    for column in TEXTS:  # still Arrow buffers, as in a single-process store
        dtype = opened.papers[column].dtype
        assert isinstance(dtype, pd.StringDtype) and dtype.storage == "pyarrow"
    before, after = all_tables(planted_analysis), all_tables(opened)
    assert list(before) == list(after)
    for name in before:
        pd.testing.assert_frame_equal(before[name], after[name], check_exact=True)


def test_a_selection_of_a_joined_frame_is_an_ordinary_frame(planted_analysis, tmp_path):
    papers = split_analysis(planted_analysis, tmp_path).papers
    assert isinstance(papers, JoinedFrame) and papers.column_parts.n_rows == len(papers)
    for derived in (papers.loc[papers["year"] > 0], papers.assign(x=1), papers.copy()):
        assert type(derived) is pd.DataFrame


def test_parts_that_do_not_cover_the_rows_are_not_saved(planted_analysis, tmp_path):
    split = split_analysis(planted_analysis, tmp_path)
    short = dataclasses.replace(split.papers.column_parts, rows=(40, 1, 1))
    bad = dataclasses.replace(split, papers=joined_frame(pd.DataFrame(split.papers), short))
    with pytest.raises(ValueError, match="rows"):
        save_analysis(bad, tmp_path / "store", [], analysis_settings(4, 0))
    assert not (tmp_path / "store").exists()


def test_a_part_replaced_by_another_whole_file_is_refused(split_store, tmp_path):
    """A part file swapped for another partition's (each whole, its checksum
    recomputed in store.json as a careless repair would): the rows no longer add up."""
    import shutil

    store = tmp_path / "store"
    shutil.copytree(split_store, store)
    head = json.loads((store / "store.json").read_text())
    first, second = head["analysis"]["fields"]["papers"]["parts"][:2]
    shutil.copyfile(store / second, store / first)
    head["files"][first] = head["files"][second]
    (store / "store.json").write_text(json.dumps(head))
    with pytest.raises(StoreError) as e:
        open_analysis(store)
    assert e.value.kind == "corrupt" and "part files" in e.value.reason

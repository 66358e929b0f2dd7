"""The saved analysis: identical tables after a round trip; stale, foreign and damaged
stores detected and never half-loaded; writes atomic; reading never writes."""

import hashlib
import json
import mmap
import os
import shutil
import stat

import numpy as np
import pandas as pd
import pytest

from analysis.filters import Filters, select
from analysis.pipeline import analyze
from analysis.progress import Progress
from analysis.store import (
    StoreError,
    analysis_settings,
    fingerprint_inputs,
    open_analysis,
    open_saved,
    prepare,
    save_analysis,
)
from analysis.store import saved as saved_module
from analysis.tables import all_tables


@pytest.fixture(scope="module")
def planted_store(planted_analysis, planted_path, tmp_path_factory):
    folder = tmp_path_factory.mktemp("stores") / "store"
    save_analysis(planted_analysis, folder, fingerprint_inputs([planted_path]),
                  analysis_settings(4, 0))
    return folder


def test_round_trip_gives_identical_tables_and_results(planted_analysis, planted_store):
    opened = open_analysis(planted_store)
    before, after = all_tables(planted_analysis), all_tables(opened)
    assert list(before) == list(after) and "topic_trends" in after
    for name in before:
        pd.testing.assert_frame_equal(before[name], after[name], check_exact=True)
    pd.testing.assert_frame_equal(planted_analysis.papers, opened.papers, check_exact=True)
    assert opened.topics.labels == planted_analysis.topics.labels
    assert (opened.vocab.matrix != planted_analysis.vocab.matrix).nnz == 0
    assert opened.vocab.lookup("bandits") == planted_analysis.vocab.lookup("bandits") is not None
    # a selection over the opened analysis (search index, filters) selects the same rows
    f = Filters(query='"regret"', years=(2016, 2019))
    rows = select(opened, f)
    assert rows.sum() > 0
    assert np.array_equal(rows, select(planted_analysis, f))


def test_papers_text_columns_stay_arrow_strings_through_the_store(planted_analysis,
                                                                  planted_store):
    """The texts are the papers table's bulk (some 2.5 KB a paper): as Arrow buffers they
    cost their bytes; as Python objects they would cost several times that (issue 12)."""
    opened = open_analysis(planted_store)
    for papers in (planted_analysis.papers, opened.papers):
        for column in ("abstract", "text", "title", "title_clean", "paper_id", "authors"):
            dtype = papers[column].dtype
            assert isinstance(dtype, pd.StringDtype) and dtype.storage == "pyarrow", column
    assert opened.papers["abstract"].tolist() == planted_analysis.papers["abstract"].tolist()


def _mapped(array) -> bool:
    """The array's memory is a file mapping (not a copy): its chain of bases ends in one."""
    while array is not None:
        if isinstance(array, mmap.mmap):
            return True
        array = getattr(array, "base", None)
    return False


def test_opened_arrays_are_memory_mapped_read_only(planted_store):
    opened = open_analysis(planted_store)
    for array in (opened.topics.doc_topic, opened.vocab.matrix.data, opened.vocab.presence.indices):
        assert _mapped(array)
        assert not array.flags.writeable
    assert not _mapped(np.array(opened.topics.doc_topic))  # the check can fail


def _digests(folder):
    return {str(p.relative_to(folder)): (p.stat().st_mtime_ns,
                                         hashlib.sha256(p.read_bytes()).hexdigest())
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_read_only_store_serves_and_is_never_written(planted_store, tmp_path):
    folder = tmp_path / "ro"
    shutil.copytree(planted_store, folder)
    before = _digests(folder)
    paths = sorted(folder.rglob("*"), key=lambda p: -len(p.parts)) + [folder]  # deepest first
    for p in paths:
        p.chmod(stat.S_IRUSR | stat.S_IXUSR if p.is_dir() else stat.S_IRUSR)
    try:
        from dashboard.app import create_app

        opened = open_analysis(folder)
        client = create_app(opened).server.test_client()
        assert client.get("/").status_code == 200
        assert client.get("/").status_code == 200
        papers = client.get("/_paper-trends/download/papers?q=regret")
        assert papers.status_code == 200 and b"regret" in papers.data.lower()
        assert client.get("/_paper-trends/download/tables").status_code == 200
        all_tables(opened)
    finally:
        for p in reversed(paths):
            p.chmod(stat.S_IRWXU)
    assert _digests(folder) == before


def _copy(store, tmp_path):
    folder = tmp_path / "store"
    shutil.copytree(store, folder)
    return folder


def test_a_truncated_file_is_detected(planted_store, tmp_path):
    folder = _copy(planted_store, tmp_path)
    target = folder / "analysis.topics.doc_topic.npy"
    target.write_bytes(target.read_bytes()[:-100])
    with pytest.raises(StoreError) as e:
        open_analysis(folder)
    assert e.value.kind == "corrupt" and "analysis.topics.doc_topic.npy" in str(e.value)
    assert "truncated" in str(e.value)


def test_a_damaged_file_of_the_same_size_is_detected(planted_store, tmp_path):
    folder = _copy(planted_store, tmp_path)
    target = folder / "analysis.papers.arrow"
    data = bytearray(target.read_bytes())
    data[len(data) // 2] ^= 0xFF
    target.write_bytes(bytes(data))
    with pytest.raises(StoreError, match="analysis.papers.arrow is damaged"):
        open_analysis(folder)


@pytest.mark.parametrize("edit, kind", [
    (lambda head: head.update(package_version="0.0.1"), "version"),
    (lambda head: head.update(format_version=99), "version"),
    (lambda head: head.update(code="0" * 16), "version"),  # made by other analysis code
    (lambda head: head.update(format="something-else"), "foreign"),
])
def test_another_version_or_program_is_refused(planted_store, tmp_path, edit, kind):
    folder = _copy(planted_store, tmp_path)
    head = json.loads((folder / "store.json").read_text())
    edit(head)
    (folder / "store.json").write_text(json.dumps(head))
    with pytest.raises(StoreError) as e:
        open_analysis(folder)
    assert e.value.kind == kind


def test_a_store_is_stamped_with_the_code_its_analysis_ran(planted_path, tmp_path, monkeypatch):
    """The code's fingerprint is taken when the analysis starts: a store whose analysis ran
    while its code changed on disk (an edit, an upgrade during a long run) was stamped as
    made by the new code and passed as current (seen at 1M papers)."""
    class Changed:  # the analysis code's digest once its files have changed
        def update(self, data: bytes) -> None:
            pass

        def hexdigest(self) -> str:
            return "f" * 64

    inputs = fingerprint_inputs([planted_path])
    saved_module.code_fingerprint.cache_clear()
    try:
        analysis = analyze([planted_path], n_topics=4, meanwhile=lambda a: monkeypatch.setattr(
            saved_module.hashlib, "sha256", Changed))
        save_analysis(analysis, tmp_path / "store", inputs, analysis_settings(4, 0))
    finally:
        monkeypatch.undo()
        saved_module.code_fingerprint.cache_clear()
    assert json.loads((tmp_path / "store" / "store.json").read_text())["code"] != "f" * 16
    open_analysis(tmp_path / "store")  # made by this code, and so still current


def test_changed_settings_are_refused(planted_store):
    with pytest.raises(StoreError) as e:
        open_analysis(planted_store, settings=analysis_settings(5, 0))
    assert e.value.kind == "settings"


def test_a_failed_save_leaves_the_old_store_whole(planted_analysis, planted_store, tmp_path,
                                                  monkeypatch):
    folder = _copy(planted_store, tmp_path)
    before = _digests(folder)

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(saved_module, "_swap_in", broken)
    with pytest.raises(OSError, match="disk full"):
        save_analysis(planted_analysis, folder, [], {})
    assert _digests(folder) == before
    assert [p.name for p in tmp_path.iterdir()] == ["store"]  # no partial folder left


@pytest.fixture
def corpus_copy(planted_path, tmp_path):
    folder = tmp_path / "corpus"
    folder.mkdir()
    shutil.copy(planted_path, folder / "planted.jsonl")
    return folder


class Recorder(Progress):
    def __init__(self):
        super().__init__()
        self.stages = []

    def _changed(self):
        if not self.stages or self.stages[-1] != self.current:
            self.stages.append(self.current)


def test_cache_reuses_until_an_input_changes(corpus_copy, tmp_path):
    cache = tmp_path / "cache"
    first = prepare([corpus_copy], n_topics=4, cache_root=cache)
    assert "analysed and saved" in first.message
    again = Recorder()
    second = prepare([corpus_copy], n_topics=4, cache_root=cache, progress=again)
    assert "reused" in second.message and second.store == first.store
    assert "vocabulary" not in again.stages  # nothing analysed
    pd.testing.assert_frame_equal(first.analysis.papers, second.analysis.papers)

    data = corpus_copy / "planted.jsonl"
    os.utime(data, ns=(1, 1))  # touched, same contents: still reused
    assert "reused" in prepare([corpus_copy], n_topics=4, cache_root=cache).message

    lines = data.read_text().splitlines()
    data.write_text("\n".join(lines[:-1]) + "\n")
    third = prepare([corpus_copy], n_topics=4, cache_root=cache)
    assert "planted.jsonl changed" in third.message and "analysing again" in third.message
    assert third.analysis.n_papers == first.analysis.n_papers - 1


def test_cache_is_per_settings(corpus_copy, tmp_path):
    cache = tmp_path / "cache"
    a = prepare([corpus_copy], n_topics=4, cache_root=cache)
    b = prepare([corpus_copy], n_topics=3, cache_root=cache)
    assert a.store != b.store and "analysed" in b.message
    assert b.analysis.topics.n_topics == 3


def test_a_damaged_cache_entry_is_rebuilt_with_a_message(corpus_copy, tmp_path):
    cache = tmp_path / "cache"
    first = prepare([corpus_copy], n_topics=4, cache_root=cache)
    (first.store / "analysis.vocab.matrix.indices.npy").write_bytes(b"\x93NUMPY")
    again = prepare([corpus_copy], n_topics=4, cache_root=cache)
    assert "truncated" in again.message and "analysing again" in again.message
    assert open_analysis(again.store).n_papers == first.analysis.n_papers


def test_serve_dir_rebuilds_a_stale_store_from_its_inputs(corpus_copy, tmp_path):
    store = tmp_path / "out" / "store"
    a = analyze([corpus_copy], n_topics=4)
    save_analysis(a, store, fingerprint_inputs([corpus_copy / "planted.jsonl"]),
                  analysis_settings(4, 0))
    assert "opened the saved analysis" in open_saved(store).message
    data = corpus_copy / "planted.jsonl"
    data.write_text(data.read_text().replace("regret", "loss"))
    rebuilt = open_saved(store)
    assert "planted.jsonl changed" in rebuilt.message
    assert rebuilt.analysis.topics.n_topics == 4
    assert "opened the saved analysis" in open_saved(store).message  # saved back
    assert "still of the analysis before" not in rebuilt.message  # no tables beside it


def test_serve_dir_that_rebuilds_its_store_says_the_tables_beside_it_are_older(corpus_copy,
                                                                               tmp_path):
    """review66: `serve DIR` analysed an edited corpus again and saved DIR/store anew; the
    CSVs `analyze --out DIR` wrote beside it stayed of the analysis before, unsaid."""
    out = tmp_path / "out"
    save_analysis(analyze([corpus_copy], n_topics=4), out / "store",
                  fingerprint_inputs([corpus_copy / "planted.jsonl"]), analysis_settings(4, 0))
    (out / "manifest.json").write_text("{}")
    data = corpus_copy / "planted.jsonl"
    data.write_text(data.read_text().replace("regret", "loss"))
    message = open_saved(out / "store").message
    assert message.endswith(f"saved again in {out / 'store'} (the tables in {out} are still of "
                            f"the analysis before: `paper-trends analyze PATH... --out {out}` "
                            "writes them again)")


def test_serve_dir_without_inputs_serves_as_saved_or_says_what_to_do(corpus_copy, tmp_path):
    store = tmp_path / "out" / "store"
    save_analysis(analyze([corpus_copy], n_topics=4), store,
                  fingerprint_inputs([corpus_copy / "planted.jsonl"]), analysis_settings(4, 0))
    shutil.rmtree(corpus_copy)
    assert "served as saved" in open_saved(store).message
    (store / "analysis.topics.map_xy.npy").unlink()
    with pytest.raises(StoreError, match=r"map_xy.npy is missing.*paper-trends analyze"):
        open_saved(store)


def test_every_kind_of_value_round_trips(tmp_path):
    from analysis.store.codec import decode, encode

    value = {
        "levels": {2: np.array([3, 1], dtype=np.int64), 3: np.zeros(0, dtype=np.int64)},
        "keys": pd.Index(["attention", "bandit"], name="key"),
        "columns": pd.Series([4, 7], index=pd.Index(["a", "b"], name="word"), name="col"),
        "pair": (1, "two"),
        "mixed": [np.float32(0.5), pd.DataFrame({"x": [1.5, None]})],
        "big": {f"w{i}": i for i in range(2000)},
    }
    back = decode(encode(value, tmp_path, "v"), tmp_path)
    assert set(back["levels"]) == {2, 3} and back["levels"][2].tolist() == [3, 1]
    pd.testing.assert_index_equal(back["keys"], value["keys"])
    pd.testing.assert_series_equal(back["columns"], value["columns"])
    assert back["pair"] == (1, "two") and isinstance(back["pair"], tuple)
    assert back["mixed"][0] == 0.5
    pd.testing.assert_frame_equal(back["mixed"][1], value["mixed"][1])
    assert back["big"] == value["big"]


def test_a_store_cannot_name_a_class_outside_the_package(tmp_path):
    from analysis.store.codec import StoreFormatError, decode

    with pytest.raises(StoreFormatError, match="not one of this package"):
        decode({"kind": "dataclass", "class": "subprocess.Popen", "fields": {}}, tmp_path)
    with pytest.raises(StoreFormatError, match="cannot store"):
        from analysis.store.codec import encode

        encode(object(), tmp_path, "x")


def test_a_value_with_its_own_files_is_saved_and_opened_by_them(tmp_path, monkeypatch):
    from analysis.store import codec

    class OwnFiles:  # as the search index: save(folder) / open(folder)
        def __init__(self, text):
            self.text = text

        def save(self, folder):
            (folder / "index.txt").write_text(self.text)

        @classmethod
        def open(cls, folder):
            return cls((folder / "index.txt").read_text())

    OwnFiles.__module__, OwnFiles.__qualname__ = "analysis.store.codec", "OwnFiles"
    monkeypatch.setattr(codec, "OwnFiles", OwnFiles, raising=False)
    spec = codec.encode({"index": OwnFiles("postings")}, tmp_path, "a")
    files = codec.spec_files(spec)
    assert len(files) == 1 and files[0].endswith("/index.txt") and (tmp_path / files[0]).is_file()
    assert codec.decode(spec, tmp_path)["index"].text == "postings"


def test_a_cache_that_cannot_be_written_does_not_stop_the_run(corpus_copy, tmp_path):
    cache = tmp_path / "cache"
    cache.write_text("a file where the cache folder should be")
    prepared = prepare([corpus_copy], n_topics=4, cache_root=cache)
    assert "not saved in" in prepared.message and "next start analyses again" in prepared.message
    assert prepared.analysis.n_papers > 0


def test_pages_of_a_mapped_array_are_released_only_when_asked(tmp_path):
    """analysis/memory.py: the pages a one-pass job read of a mapped file leave the
    process (RssFile) and read back the same values; an array in memory is left alone,
    and outside ``mapped_pages_released`` nothing is released (the dashboard rereads)."""
    from pathlib import Path

    from analysis.memory import drop_pages_read, mapped_pages_released, release_mapped

    values = np.arange(4_000_000, dtype=np.float64)  # 32 MB
    np.save(tmp_path / "a.npy", values)
    mapped = np.load(tmp_path / "a.npy", mmap_mode="r")

    def resident_file_mb() -> float:
        status = Path("/proc/self/status")
        if not status.exists():
            pytest.skip("no /proc")
        line = next(x for x in status.read_text().splitlines() if x.startswith("RssFile"))
        return int(line.split()[1]) / 1024

    total = float(mapped.sum())
    before = resident_file_mb()
    assert release_mapped(values, np.zeros(3)) == 0
    drop_pages_read(mapped)  # outside the context: kept
    assert resident_file_mb() >= before - 1
    with mapped_pages_released():
        drop_pages_read(mapped[10:20])  # a view: its whole file
    assert resident_file_mb() < before - 16
    assert float(mapped.sum()) == total
    np.testing.assert_array_equal(mapped, values)

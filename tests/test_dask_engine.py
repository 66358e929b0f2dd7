"""The Dask engine (analysis/cluster) gives the single-process engine's analysis.

Each test starts (through one module fixture) a local cluster of two worker processes
with a small memory limit, as a user's laptop would run it; ``-m dask`` selects them,
and they run by default.  The planted corpus is split over several files with papers
repeated across files, a record too short to use and a file that holds no papers, so
the cross-file de-duplication, the counts and the skipped files are all exercised.
"""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from analysis.progress import Progress

pytestmark = pytest.mark.dask
distributed = pytest.importorskip("distributed")


def _local_cluster():
    from analysis.cluster import ClusterSettings, cluster_client

    settings = ClusterSettings(workers=2, memory_limit="2GB", dashboard=":0")
    return cluster_client(settings, quiet=True)


@pytest.fixture(scope="module")
def client():
    with _local_cluster() as c:
        yield c


@pytest.fixture
def own_client():
    """A cluster for a test that kills its workers: a nanny slow to bring one back (seen
    once in a full run: 1 of 2 workers after 60 s) then delays only that test."""
    with _local_cluster() as c:
        yield c


@pytest.fixture(scope="module")
def planted_files(tmp_path_factory, planted_path) -> Path:
    """The planted corpus in four files, papers repeated across them, one record too
    short, one paper repeated inside a file, and a notes file beside them."""
    folder = tmp_path_factory.mktemp("planted_parts")
    records = [json.loads(line) for line in planted_path.read_text().splitlines()]
    parts = [records[i::4] for i in range(4)]
    parts[2] = parts[2] + parts[0][:5]  # repeats papers of an earlier file
    parts[1] = parts[1] + [parts[3][0]]  # repeats a paper of a later file: kept here
    parts[3] = parts[3] + [dict(parts[3][1], id="again")]  # repeated inside the file
    parts[0] = parts[0] + [{"id": "short", "title": "T", "abstract": "too short"}]
    for i, part in enumerate(parts):
        with open(folder / f"part-{i}.jsonl", "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(r) + "\n" for r in part)
    (folder / "notes.txt").write_text("not papers\n")
    return folder


def assert_same_analysis(dask_result, single) -> None:
    """Same rows, vocabulary, matrix, paper types, topics and accounting."""
    pd.testing.assert_frame_equal(dask_result.vocab.terms, single.vocab.terms)
    assert (dask_result.vocab.matrix != single.vocab.matrix).nnz == 0
    assert (dask_result.vocab.shown != single.vocab.shown).nnz == 0
    np.testing.assert_array_equal(dask_result.topics.assignment, single.topics.assignment)
    np.testing.assert_allclose(dask_result.topics.doc_topic, single.topics.doc_topic)
    assert dask_result.topics.labels == single.topics.labels
    pd.testing.assert_frame_equal(dask_result.papers, single.papers)
    for key in ("counts", "inputs", "skipped_files", "settings"):
        # as JSON: a topic without a scorable term has a NaN score, and NaN != NaN
        assert json.dumps(dask_result.manifest[key], sort_keys=True) == \
            json.dumps(single.manifest[key], sort_keys=True), key
    assert dask_result.search_index.find("bandits").mask.sum() == \
        single.search_index.find("bandits").mask.sum()


def test_planted_files_give_the_single_process_analysis(client, planted_files):
    from analysis.cluster import analyze_on_cluster
    from analysis.pipeline import analyze

    on_cluster = analyze_on_cluster(client, [planted_files], n_topics=4)
    single = analyze([planted_files], n_topics=4)
    assert_same_analysis(on_cluster, single)
    counts = on_cluster.manifest["counts"]
    # 5 repeats of part-0 in part-2, part-3's first paper (kept in part-1), the in-file repeat
    assert counts["skipped_duplicate"] == 7
    assert counts["skipped_too_short"] == 1
    assert counts["loaded"] + sum(v for k, v in counts.items() if k.startswith("skipped_")) \
        == counts["read"]
    part2 = next(f for f in on_cluster.manifest["inputs"] if f["path"].endswith("part-2.jsonl"))
    assert part2["skipped"]["duplicate"] == 5
    # each repeat names the file and record it repeats, as the single engine does
    assert [e.split(" as ")[-1] for e in part2["skipped_examples"]] == [
        f"part-0.jsonl line {n}" for n in range(1, 6)]
    part3 = next(f for f in on_cluster.manifest["inputs"] if f["path"].endswith("part-3.jsonl"))
    assert [e.split(" as ")[-1] for e in part3["skipped_examples"]] == [
        "part-1.jsonl line 84", "part-3.jsonl line 2"]
    assert [Path(f["path"]).name for f in on_cluster.manifest["skipped_files"]] == ["notes.txt"]
    assert on_cluster.manifest["engine"]["workers"] == 2
    assert on_cluster.manifest["engine"]["partitions"] == 5


@pytest.mark.corpora
def test_icml_gives_the_single_process_analysis(client, tmp_path):
    """ICML 2013-2019 (3,600 papers, seven files): the same vocabulary, paper types and
    topic assignments (the 24,000 papers: bench/dask, same comparison), the matrices
    written by the workers and stacked on disk as when the analysis is saved."""
    from analysis.cluster import analyze_on_cluster
    from analysis.pipeline import analyze
    from analysis.store.codec import mapped_file
    from tests.data_paths import corpora_root

    icml = corpora_root() / "icml"
    on_cluster = analyze_on_cluster(client, [icml], texts=tmp_path)
    assert mapped_file(on_cluster.vocab.presence.indices) is not None  # not in the client
    single = analyze([icml])
    assert_same_analysis(on_cluster, single)
    for name in ("matrix", "presence", "shown"):
        for part in ("data", "indices", "indptr"):
            np.testing.assert_array_equal(getattr(getattr(on_cluster.vocab, name), part),
                                          getattr(getattr(single.vocab, name), part))


def test_topics_past_the_fit_sample_are_placed_on_the_workers(client, planted_files,
                                                               tmp_path, monkeypatch):
    """Past the fit sample (here 100 papers, transformed 20 at a time: segments of 60 of
    them) the workers compute every paper's strengths, mixture and map position from
    the rows they wrote, the client fitting on the sample and adding sums: the single
    process's topic model, bit for bit, its per-paper arrays memory-mapped files."""
    from analysis.cluster import analyze_on_cluster
    from analysis.pipeline import analyze
    from analysis.store.codec import mapped_file
    from analysis.topics import factorization, segments

    monkeypatch.setattr(factorization, "MAX_FIT_PAPERS", 100)
    monkeypatch.setattr(factorization, "TRANSFORM_CHUNK", 20)
    monkeypatch.setattr(segments, "SEGMENT_CHUNKS", 3)
    monkeypatch.setattr(segments, "DIGEST_ROWS", 70)  # several digest blocks too
    on_cluster = analyze_on_cluster(client, [planted_files], n_topics=4, texts=tmp_path)
    single = analyze([planted_files], n_topics=4)
    n_docs = single.vocab.n_docs
    assert n_docs - 100 > 2 * 20 * 3  # at least three segments outside the sample
    assert_same_analysis(on_cluster, single)
    for name in ("doc_topic", "strength", "map_xy", "assignment", "sizes", "components",
                 "idf", "centres", "radii", "solver_order"):
        np.testing.assert_array_equal(getattr(on_cluster.topics, name),
                                      getattr(single.topics, name), err_msg=name)
    pd.testing.assert_frame_equal(on_cluster.topics.terms, single.topics.terms)
    assert mapped_file(on_cluster.topics.doc_topic) is not None  # not in the client


class KillAWorker(Progress):
    """Kills one worker process (SIGKILL, as the out-of-memory killer does) when the
    vocabulary stage begins: it holds read partitions that must be read again."""

    def __init__(self, client) -> None:
        super().__init__()
        self.client = client
        self.killed: list[int] = []

    def stage(self, name: str, total: int | None = None, unit: str = "") -> None:
        super().stage(name, total, unit)
        if name == "vocabulary" and not self.killed:
            pids = self.client.run(os.getpid)
            victim = sorted(pids.values())[0]
            os.kill(victim, signal.SIGKILL)
            self.killed.append(victim)


def test_a_worker_killed_mid_run_gives_the_same_result(own_client, planted_files, tmp_path):
    from analysis.cluster import analyze_on_cluster
    from analysis.pipeline import analyze

    client = own_client
    progress = KillAWorker(client)
    # the workers write their matrix rows (as when saving): a lost partition's are rewritten
    on_cluster = analyze_on_cluster(client, [planted_files], n_topics=4, progress=progress,
                                    texts=tmp_path)
    assert progress.killed
    assert_same_analysis(on_cluster, analyze([planted_files], n_topics=4))


def kill_every_worker(client) -> list[int]:
    """SIGKILL to every worker process at once: all they hold is lost (their nannies
    start new ones)."""
    victims = sorted(client.run(os.getpid).values())
    for pid in victims:
        os.kill(pid, signal.SIGKILL)
    return victims


def test_every_worker_killed_while_shared_values_are_held_gives_the_same_result(
        own_client, planted_files, tmp_path, monkeypatch):
    """Every worker killed twice: in the vocabulary once the phrases are counted (the
    words phrases are made of and each level's pairs, shared by the client, are held
    with the word ids that need them) and in the topics once the terms are ranked (the
    sample's fit is held with the strengths that need it).  The values the client
    shared are made again, then the results that need them, and the run gives the
    single process's analysis, the topics past the fit sample included (a first
    1,000,000-paper run lost a worker in the vocabulary and stopped: ``phrases2-...
    cancelled for reason: already forgotten``)."""
    from analysis.cluster import analyze_on_cluster, engine
    from analysis.pipeline import analyze
    from analysis.topics import factorization, model, segments

    client = own_client
    killed: list[int] = []

    def killing(fn):
        def call(*args, **kwargs):
            client.wait_for_workers(2, timeout=60)  # both back from the last kill
            killed.extend(kill_every_worker(client))
            return fn(*args, **kwargs)
        return call

    monkeypatch.setattr(engine, "select_terms", killing(engine.select_terms))
    monkeypatch.setattr(model, "rank_terms_by_shares", killing(model.rank_terms_by_shares))
    monkeypatch.setattr(factorization, "MAX_FIT_PAPERS", 100)
    monkeypatch.setattr(factorization, "TRANSFORM_CHUNK", 20)
    monkeypatch.setattr(segments, "SEGMENT_CHUNKS", 3)
    on_cluster = analyze_on_cluster(client, [planted_files], n_topics=4, texts=tmp_path)
    assert len(killed) == 4  # two workers, twice
    single = analyze([planted_files], n_topics=4)
    assert_same_analysis(on_cluster, single)
    for name in ("doc_topic", "strength", "map_xy"):
        np.testing.assert_array_equal(getattr(on_cluster.topics, name),
                                      getattr(single.topics, name), err_msg=name)


def test_a_bad_file_stops_the_run_naming_the_file_and_nothing_is_written(
        client, planted_files, tmp_path, capsys):
    from dashboard.cli import main

    bad = tmp_path / "corpus"
    bad.mkdir()
    (bad / "good.jsonl").write_text((planted_files / "part-0.jsonl").read_text())
    (bad / "broken.json").write_text('[{"id": "a", "abstract": "x"}, {"id": ')
    out = tmp_path / "out"
    address = client.scheduler_info()["address"]
    code = main(["analyze", str(bad), "--out", str(out), "--engine", "dask",
                 "--scheduler", address, "-q"])
    assert code == 2
    assert "broken.json" in capsys.readouterr().err
    assert not (out / "store").exists()


def test_a_one_paper_corpus_says_why_no_topic_can_be_fitted_as_the_single_engine(
        client, planted_path, tmp_path, capsys):
    """The single engine's message and exit code (analysis.io.skips.with_shared_terms),
    no folder left; on a153c32 the Dask engine ended in "ValueError: no topic terms in
    the corpus" (robust70b)."""
    from dashboard.cli import main

    one = tmp_path / "one.jsonl"
    one.write_text(planted_path.read_text(encoding="utf-8").splitlines()[0] + "\n")
    out = tmp_path / "out"
    code = main(["analyze", str(one), "--out", str(out), "--engine", "dask",
                 "--scheduler", client.scheduler_info()["address"], "-q"])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err
    assert f"paper-trends: error: {one}: 1 paper loaded, and no term is used by 2 or more " \
        "of them, so no topic can be fitted. " in err
    assert not out.exists()


def test_a_cancelled_result_stops_the_run_with_a_message_and_nothing_is_written(
        client, planted_files, tmp_path, monkeypatch, capsys):
    """A result the scheduler cancels (it restarted, or forgot a value it could not make
    again) stops the run with ClusterError's message, not a traceback, and no output:
    the first partition's word counts are cancelled as the client comes to take them
    (``Future.cancel``: the same FutureCancelledError a scheduler's cancellation gives)."""
    from analysis.cluster.loading import Partitions
    from dashboard.cli import main

    taken = Partitions.each
    cancelled = []

    def each_with_one_cancelled(self, futures):
        if not cancelled:
            futures[0].cancel(reason="scheduler restarted")
            cancelled.append(futures[0].key)
        return taken(self, futures)

    monkeypatch.setattr(Partitions, "each", each_with_one_cancelled)
    out = tmp_path / "out"
    code = main(["analyze", str(planted_files), "--out", str(out), "--topics", "4",
                 "--engine", "dask", "--scheduler", client.scheduler_info()["address"], "-q"])
    err = capsys.readouterr().err
    assert cancelled and cancelled[0].startswith("words-0-")
    assert code == 2
    assert "the cluster cancelled a result the run needs" in err
    assert "nothing was written" in err and "Traceback" not in err
    assert not out.exists()  # neither a store, tables nor the workers' staging folder


def test_cli_on_an_existing_cluster_writes_a_store_serve_opens(client, planted_files,
                                                                tmp_path, capsys):
    from analysis.store import STORE_FOLDER, open_saved
    from dashboard.cli import main

    out = tmp_path / "out"
    address = client.scheduler_info()["address"]
    assert main(["analyze", str(planted_files), "--out", str(out), "--topics", "4",
                 "--engine", "dask", "--scheduler", address]) == 0
    assert address in capsys.readouterr().err  # where it ran, with the dashboard link
    prepared = open_saved(out / STORE_FOLDER)
    assert prepared.analysis.manifest["engine"]["name"] == "dask"
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["engine"]["partitions"] == 5
    assert (out / STORE_FOLDER / "store.json").is_file()
    papers = pd.read_csv(out / "papers.csv")
    assert len(papers) == prepared.analysis.n_papers


def test_repeated_keys_name_the_earliest_partition_and_row():
    """The client's cross-file de-duplication: a key an earlier partition holds is
    found with that partition and row; keys of no earlier partition are not."""
    from analysis.cluster.loading import _repeated

    def keys(*names: str) -> np.ndarray:
        return np.array([n.encode().ljust(16, b"\0") for n in names], dtype="S16")

    def owners(p: int, n: int) -> np.ndarray:
        return np.column_stack([np.full(n, p), np.arange(n)])

    earlier = [keys("a", "b", "c"), keys("d", "e")]
    found = _repeated(keys("x", "e", "a"), earlier, [owners(0, 3), owners(1, 2)])
    # whole 16-byte keys (a digest may end in zero bytes, which numpy's bytes drop)
    assert found == {b"a".ljust(16, b"\0"): (0, 0), b"e".ljust(16, b"\0"): (1, 1)}
    assert _repeated(keys("a"), [], []) == {}
    assert _repeated(keys("z", "y"), earlier, [owners(0, 3), owners(1, 2)]) == {}


@pytest.fixture(scope="module")
def saved_both(client, planted_files, tmp_path_factory):
    """``analyze --out`` of the planted files on the cluster (the workers write the
    papers' texts, the client the rest) and in one process."""
    from dashboard.cli import main

    root = tmp_path_factory.mktemp("saved_both")
    address = client.scheduler_info()["address"]
    assert main(["analyze", str(planted_files), "--out", str(root / "dask"), "--topics", "4",
                 "--engine", "dask", "--scheduler", address, "-q"]) == 0
    assert main(["analyze", str(planted_files), "--out", str(root / "single"), "--topics",
                 "4", "-q"]) == 0
    return root / "dask", root / "single"


def test_the_cluster_store_reads_back_as_the_single_process_store(saved_both):
    """The papers' texts are in per-partition files the workers wrote; what open_analysis
    (and so serve) reads is the single process's analysis, and every exported table is
    the same file."""
    from analysis.store import STORE_FOLDER, open_analysis

    on_cluster, single = saved_both
    files = sorted(p.name for p in (on_cluster / STORE_FOLDER).iterdir())
    parts = [f for f in files if f.startswith("analysis.papers.part-")]
    assert len(parts) == 4  # one per file with papers (notes.txt has none)
    head = json.loads((on_cluster / STORE_FOLDER / "store.json").read_text())
    assert set(parts) <= set(head["files"])  # sized and checksummed like every file
    own = pd.read_feather(on_cluster / STORE_FOLDER / "analysis.papers.arrow")
    assert "text" not in own and "abstract" not in own and "paper_type" in own
    assert not [p for p in on_cluster.iterdir() if p.name.startswith(".")]  # no staging left
    a, b = open_analysis(on_cluster / STORE_FOLDER), open_analysis(single / STORE_FOLDER)
    pd.testing.assert_frame_equal(a.papers, b.papers)
    assert a.papers["abstract"].str.len().min() >= 100
    assert_same_analysis(a, b)
    tables = sorted(p.name for p in single.iterdir() if p.suffix == ".csv")
    assert "papers.csv" in tables and "keywords.csv" in tables
    assert tables == sorted(p.name for p in on_cluster.iterdir() if p.suffix == ".csv")
    for name in tables:
        assert (on_cluster / name).read_bytes() == (single / name).read_bytes(), name


@pytest.mark.parametrize("damage", ["truncated", "changed", "missing"])
def test_a_damaged_part_file_is_refused(saved_both, tmp_path, damage):
    import shutil

    from analysis.store import STORE_FOLDER, StoreError, open_analysis

    store = tmp_path / "store"
    shutil.copytree(saved_both[0] / STORE_FOLDER, store)
    part = store / "analysis.papers.part-00002.arrow"
    data = part.read_bytes()
    if damage == "truncated":
        part.write_bytes(data[: len(data) // 2])
    elif damage == "changed":
        part.write_bytes(data[:-9] + bytes([data[-9] ^ 1]) + data[-8:])
    else:
        part.unlink()
    with pytest.raises(StoreError) as e:
        open_analysis(store)
    assert e.value.kind == "corrupt" and part.name in e.value.reason


def test_without_a_store_the_tables_are_the_single_process_ones_abstracts_too(
        client, planted_files, tmp_path):
    """--no-store: the client gathers no texts and the workers write none; --abstracts:
    the abstracts the papers table exports are gathered (the cleaned text is not)."""
    from dashboard.cli import main

    address = client.scheduler_info()["address"]
    options = ["--topics", "4", "--no-store", "--abstracts", "-q"]
    assert main(["analyze", str(planted_files), "--out", str(tmp_path / "dask"), *options,
                 "--engine", "dask", "--scheduler", address]) == 0
    assert main(["analyze", str(planted_files), "--out", str(tmp_path / "single"),
                 *options]) == 0
    assert sorted(p.name for p in (tmp_path / "dask").iterdir()) == \
        sorted(p.name for p in (tmp_path / "single").iterdir())
    papers = (tmp_path / "dask" / "papers.csv").read_text()
    assert papers.splitlines()[0].endswith(",abstract")
    assert papers == (tmp_path / "single" / "papers.csv").read_text()
    assert (tmp_path / "dask" / "keywords.csv").read_bytes() == \
        (tmp_path / "single" / "keywords.csv").read_bytes()

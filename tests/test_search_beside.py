"""The search index and the keywords' papers made in a second process while the topics
are fitted (analysis/search/beside.py) are those made one after the other in this one."""

from __future__ import annotations

import hashlib
import os
import signal
from pathlib import Path

import numpy as np
import pytest

import analysis.background as background
import analysis.search.beside as beside
from analysis.search import build_search_index, variant_pairs, with_term_papers
from analysis.search.beside import SearchBeside
from analysis.search.build import keyed_texts, write_index
from analysis.terms import build_vocabulary

_SUBJECTS = ["a mixture of experts (MoE) layer", "MoE routers", "auto-encoders for images",
             "autoencoders for speech", "graph neural networks (GNNs)", "GNN-based encoders",
             "kernel ridge regression", "differential privacy"]
_FILLER = ("We study {s} and report accuracy, throughput and memory on standard "
           "benchmarks; the {s} scale to large models. Experiments on {s} confirm it.")


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return [f"Paper {i}. " + _FILLER.format(s=_SUBJECTS[i % len(_SUBJECTS)])
            for i in range(160)]


@pytest.fixture(scope="module")
def vocab(texts):
    return build_vocabulary(texts, min_df=2)


@pytest.fixture
def always_fork(monkeypatch):
    monkeypatch.setattr(background, "BACKGROUND_MIN_ITEMS", 0)
    monkeypatch.setattr(background, "_can_fork", lambda: True)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _same_vocabulary(a, b) -> None:
    assert a.terms.equals(b.terms)
    for name in ("matrix", "presence"):
        x, y = getattr(a, name), getattr(b, name)
        assert (x != y).nnz == 0 and x.shape == y.shape, name
        assert np.array_equal(x.indptr, y.indptr) and np.array_equal(x.indices, y.indices)


def test_made_beside_is_what_is_made_in_turn(texts, vocab, always_fork):
    in_turn = build_search_index(texts, variant_pairs(vocab))
    keyword_vocab = with_term_papers(vocab, in_turn)
    searching = SearchBeside(texts, vocab)
    assert searching._child._process is not None  # forked
    index, made_vocab = searching.result()
    assert index.acronyms == in_turn.acronyms and index.acronyms.pairs  # MoE, GNN, spellings
    assert _digest(index.store.path) == _digest(in_turn.store.path)  # the same file
    assert index.find("MoE").n_papers == in_turn.find("MoE").n_papers == 40
    _same_vocabulary(made_vocab, keyword_vocab)
    assert vocab.keyword_ids.size and made_vocab is not vocab


def test_the_vocabulary_given_after_the_fork_reaches_the_child(texts, vocab, always_fork):
    """The child is forked before the vocabulary exists (it keys the texts meanwhile):
    the pairs and keywords given later make the same index and rows; without them there
    is no result."""
    searching = SearchBeside(texts)
    assert searching._child.forked
    with pytest.raises(RuntimeError):
        searching.result()
    searching.vocabulary(vocab)
    index, made_vocab = searching.result()
    in_turn = build_search_index(texts, variant_pairs(vocab))
    assert _digest(index.store.path) == _digest(in_turn.store.path)
    _same_vocabulary(made_vocab, with_term_papers(vocab, in_turn))


def test_an_error_before_the_vocabulary_stops_the_waiting_child(texts, always_fork):
    searching = SearchBeside(texts)
    with pytest.raises(ValueError), searching.cancelled_on_error():
        raise ValueError("a bad corpus")
    assert searching._child.wait(timeout=10)  # ended, not left waiting for the vocabulary


def test_the_index_file_is_this_processes_and_removed_with_the_index(texts, vocab,
                                                                      always_fork):
    index, _ = SearchBeside(texts, vocab).result()
    path = index.store.path
    assert path.is_file()
    del index, _
    assert not path.parent.exists()


_PARENT = os.getpid()


def _dies_after_writing(index, terms):
    if os.getpid() != _PARENT:  # in the child: the file is written, the answer never sent
        os.kill(os.getpid(), signal.SIGKILL)
    return _rows_of_terms(index, terms)


_rows_of_terms = beside.rows_of_terms


def test_a_child_that_dies_is_replaced_by_the_same_work_here(texts, vocab, always_fork,
                                                             monkeypatch, capsys):
    monkeypatch.setattr(beside, "rows_of_terms", _dies_after_writing)
    index, made_vocab = SearchBeside(texts, vocab).result()
    assert "running it here instead" in capsys.readouterr().err
    in_turn = build_search_index(texts, variant_pairs(vocab))
    assert _digest(index.store.path) == _digest(in_turn.store.path)
    _same_vocabulary(made_vocab, with_term_papers(vocab, in_turn))


def test_small_corpora_are_indexed_here_when_asked(texts, vocab, monkeypatch):
    monkeypatch.setattr(background, "BACKGROUND_MIN_ITEMS", len(texts) + 1)
    searching = SearchBeside(texts, vocab)
    assert searching._child._process is None  # nothing forked: the work waits for result()
    index, _ = searching.result()
    assert index.find("MoE").n_papers == 40


def test_a_file_left_at_the_path_is_replaced(tmp_path, texts):
    path = tmp_path / "search.sqlite"
    path.write_bytes(b"half a file" * 100)
    known = write_index(path, keyed_texts(texts), len(texts),
                        [("MoE", "mixture of experts")])
    assert known.pairs == (("MoE", "mixture of experts"),)
    fresh = build_search_index(texts, [("MoE", "mixture of experts")])
    assert _digest(path) == _digest(fresh.store.path)


def test_a_large_corpus_is_keyed_by_the_childs_workers_with_the_same_result(
        texts, vocab, always_fork, monkeypatch):
    from analysis.search import build

    monkeypatch.setattr(build, "PARALLEL_MIN_PAPERS", 10)
    monkeypatch.setattr(build, "CHUNK_PAPERS", 25)
    monkeypatch.setattr(beside, "keying_workers", lambda: 2)  # as on a 4-core machine
    assert build._workers(len(texts)) > 1
    index, made_vocab = SearchBeside(texts, vocab).result()
    in_turn = build_search_index(texts, variant_pairs(vocab))
    assert _digest(index.store.path) == _digest(in_turn.store.path)
    _same_vocabulary(made_vocab, with_term_papers(vocab, in_turn))


def _rows_and_pid(index, terms):
    with open(os.environ["ROWS_PIDS"], "a") as f:
        f.write(f"{os.getpid()} {len(terms)}\n")
    return _rows_of_terms(index, terms)


def test_the_keyword_searches_in_two_processes_give_the_same_rows(
        texts, vocab, always_fork, monkeypatch, tmp_path):
    """The odd terms are searched by a forked child, the even ones here: the rows of
    every term in the terms' order, as one process finds them."""
    monkeypatch.setattr(beside, "SPLIT_MIN_TERMS", 2)
    monkeypatch.setattr(beside, "rows_of_terms", _rows_and_pid)
    monkeypatch.setenv("ROWS_PIDS", str(tmp_path / "pids"))
    index = build_search_index(texts, variant_pairs(vocab))
    terms = vocab.terms["term"].astype(str).tolist()
    assert len(terms) >= 20
    rows = beside.rows_in_two(index, terms)
    alone = _rows_of_terms(index, terms)
    assert len(rows) == len(alone) and all(np.array_equal(a, b) for a, b in
                                           zip(rows, alone, strict=True))
    assert sum(r.size > 0 for r in rows[1::2]) >= 10  # the child's terms found papers
    assert len({r.size for r in rows}) >= 3  # not all the same rows
    calls = [line.split() for line in (tmp_path / "pids").read_text().splitlines()]
    assert sorted(int(n) for _, n in calls) == sorted([len(terms[0::2]), len(terms[1::2])])
    assert len({pid for pid, _ in calls}) == 2 and str(os.getpid()) in {p for p, _ in calls}


def _fails_in_child(index, terms):
    if os.getpid() != _PARENT:
        raise ValueError(f"no such column in the search of {terms[0]!r}")
    return _rows_of_terms(index, terms)


def test_an_error_in_the_keyword_child_is_raised_here(texts, vocab, always_fork,
                                                      monkeypatch):
    from analysis.search.term_papers import keyword_terms

    monkeypatch.setattr(beside, "SPLIT_MIN_TERMS", 2)
    monkeypatch.setattr(beside, "rows_of_terms", _fails_in_child)
    index = build_search_index(texts, variant_pairs(vocab))
    terms = keyword_terms(vocab)
    with pytest.raises(ValueError, match=f"no such column in the search of {terms[1]!r}"):
        beside.rows_in_two(index, terms)


def test_the_child_keys_with_the_cores_the_chain_and_the_typing_leave():
    """None on two cores (the child keys by itself: each worker held ~0.3 GB at 250,000
    papers), then one per further core."""
    assert [beside.keying_workers(cores) for cores in (1, 2, 3, 4, 8)] == [1, 1, 1, 2, 6]


def test_one_keying_worker_keys_here(monkeypatch):
    from analysis.search import build

    texts = [f"paper {i} on mixture of experts (MoE) routing" for i in range(60)]
    monkeypatch.setattr(build, "PARALLEL_MIN_PAPERS", 10)
    monkeypatch.setattr(build, "CHUNK_PAPERS", 25)
    pools = []
    monkeypatch.setattr(build.multiprocessing, "get_context",
                        lambda method: pools.append(method))  # no pool may be made
    alone = list(build.keyed_texts(texts, max_workers=1))
    assert pools == [] and [row for row, _ in alone] == list(range(60))
    assert alone[7][1].split()[:2] == ["paper", "7"]

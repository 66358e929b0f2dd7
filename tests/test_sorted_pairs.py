"""The vocabulary's distinct (paper, code) pairs by a stable sort (vocab71): the same arrays
as ``np.unique`` and the COO sum they replace, on planted pairs with known counts, on pairs
in paper order (the runs the vocabulary sorts) and on pairs in no order."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

from analysis.terms.counting import distinct, distinct_counts, doc_code_counts
from analysis.terms.encode import count_matrix


def _runs(rng: np.random.Generator, sizes: list[int], n_docs: int, width: int
          ) -> tuple[np.ndarray, np.ndarray]:
    """(doc, code) of a few blocks, each in paper order (word tokens, each level's phrases)."""
    docs = [np.sort(rng.integers(0, n_docs, size)) for size in sizes]
    codes = [rng.integers(0, width, size) for size in sizes]
    return np.concatenate(docs).astype(np.int64), np.concatenate(codes).astype(np.int64)


def test_distinct_counts_planted():
    # paper 0 writes code 3 twice and code 1 once; paper 2 writes code 1 three times
    doc = np.array([0, 0, 0, 2, 2, 2, 0], dtype=np.int64)
    code = np.array([3, 1, 3, 1, 1, 1, 3], dtype=np.int64)
    values, counts = distinct_counts(doc * 10 + code)
    assert values.tolist() == [1, 3, 21]
    assert counts.tolist() == [1, 3, 3]
    docs, codes, n = doc_code_counts(doc, code, 10)
    assert (docs.tolist(), codes.tolist(), n.tolist()) == ([0, 0, 2], [1, 3, 1], [1, 3, 3])
    assert distinct(doc * 10 + code).tolist() == [1, 3, 21]


@pytest.mark.parametrize("seed", range(12))
def test_distinct_is_np_unique_in_paper_order_and_in_none(seed):
    rng = np.random.default_rng(seed)
    doc, code = _runs(rng, [int(rng.integers(0, 5000)) for _ in range(4)], 300, 50)
    for values in (doc * 50 + code, rng.permutation(doc * 50 + code)):
        want, want_counts = np.unique(values, return_counts=True)
        got, got_counts = distinct_counts(values)
        assert got.dtype == want.dtype and got_counts.dtype == np.int64
        np.testing.assert_array_equal(got, want)
        np.testing.assert_array_equal(got_counts, want_counts)
        np.testing.assert_array_equal(distinct(values), np.unique(values))


@pytest.mark.parametrize("seed", range(6))
def test_doc_code_counts_both_ways_as_np_unique(seed):
    rng = np.random.default_rng(seed)
    doc, code = _runs(rng, [3000, 800, 90], 200, 40)
    pairs, counts = np.unique(doc * 40 + code, return_counts=True)
    docs, codes, n = doc_code_counts(doc, code, 40)
    np.testing.assert_array_equal(docs, pairs // 40)
    np.testing.assert_array_equal(codes, pairs % 40)
    np.testing.assert_array_equal(n, counts)
    # a bound too large for doc * bound: the codes renumbered densely first, same answer
    wide = code * (2**55)
    docs, codes, n = doc_code_counts(doc, wide, 2**60)
    np.testing.assert_array_equal(docs, pairs // 40)
    np.testing.assert_array_equal(codes, (pairs % 40) * (2**55))
    np.testing.assert_array_equal(n, counts)


def test_empty_values():
    values, counts = distinct_counts(np.empty(0, dtype=np.int64))
    assert values.size == counts.size == 0 and counts.dtype == np.int64
    assert distinct(np.empty(0, dtype=np.int64)).size == 0


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("presence", [False, True])
def test_count_matrix_of_runs_is_the_coo_sum(seed, presence):
    rng = np.random.default_rng(seed)
    doc, code = _runs(rng, [4000, 1200, 300, 20], 150, 70)
    got = count_matrix(doc, code, 150, 70, presence=presence)
    want = sp.csr_matrix((np.ones(doc.size, dtype=np.float32), (doc, code)), shape=(150, 70))
    want.sum_duplicates()
    want.sort_indices()
    if presence:
        want.data[:] = 1.0
    assert got.data.dtype == want.data.dtype == np.float32
    np.testing.assert_array_equal(got.indptr, want.indptr)
    np.testing.assert_array_equal(got.indices, want.indices)
    np.testing.assert_array_equal(got.data, want.data)

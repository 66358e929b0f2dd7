"""The vocabulary's one-gather and sorted-pair passes give what the code they replaced gave.

Each function is checked against the plain code it replaced, written out here, on
planted answers and random arrays at their edges (no tokens, no words, keys absent from
the model, pairs repeated, a paper with nothing): the encoding's count and presence
matrices, a token's word column and phrase-word id, the phrase-word ids laid out per
surface form, and the word counts' merge of tables indexed by pairs of strings.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
import scipy.sparse as sp

from analysis.terms import tokenize_chunk, word_counts
from analysis.terms.encode import count_matrix, word_columns
from analysis.terms.packed import PackedChunk, PackedChunks, SurfaceCodes
from analysis.terms.phrase_counts import PhraseWords

TEXTS = ["Generative adversarial networks (GANs) for the mixture of experts.",
         "", "Learning to rank with Nyström kernels: a study. Bandits too!",
         "Graph neural networks of graphs, and generative adversarial networks (GANs).",
         "The mixture of experts (MoE) and the mixture-of-experts (MoE) layer."]


def _coo_counts(row, column, n_rows, n_columns):
    """What the encoding built before: COO ones, duplicates summed, indices sorted."""
    matrix = sp.csr_matrix((np.ones(row.size, dtype=np.float32), (row, column)),
                           shape=(n_rows, n_columns))
    matrix.sum_duplicates()
    matrix.sort_indices()
    return matrix


def _same_csr(a, b):
    assert a.shape == b.shape
    for name in ("data", "indices", "indptr"):
        x, y = getattr(a, name), getattr(b, name)
        assert x.dtype == y.dtype, name
        np.testing.assert_array_equal(x, y, err_msg=name)
    assert b.has_sorted_indices


def test_the_count_matrix_counts_each_pair_planted():
    row = np.array([2, 0, 2, 2, 0], dtype=np.int64)
    column = np.array([1, 3, 1, 0, 3], dtype=np.int64)
    matrix = count_matrix(row, column, 4, 5)
    assert matrix.toarray().tolist() == [[0, 0, 0, 2, 0], [0] * 5, [1, 2, 0, 0, 0], [0] * 5]
    _same_csr(_coo_counts(row, column, 4, 5), matrix)


@pytest.mark.parametrize("seed", range(20))
def test_the_count_matrix_is_the_coo_sum(seed):
    rng = np.random.default_rng(seed)
    n_rows, n_columns = int(rng.integers(1, 40)), int(rng.integers(1, 3000))
    size = int(rng.integers(0, 5000))
    row = np.sort(rng.integers(0, n_rows, size)) if seed % 2 else rng.integers(0, n_rows, size)
    column = rng.integers(0, n_columns, size)
    _same_csr(_coo_counts(row, column, n_rows, n_columns),
              count_matrix(row.astype(np.int64), column.astype(np.int64), n_rows, n_columns))


@pytest.mark.parametrize("seed", range(10))
def test_the_presence_matrix_is_the_distinct_pairs(seed):
    rng = np.random.default_rng(100 + seed)
    n_rows, n_columns, size = int(rng.integers(1, 30)), int(rng.integers(1, 500)), 3000
    row = np.sort(rng.integers(0, n_rows, size))
    column = rng.integers(0, n_columns, size)
    pairs = np.unique(row * n_columns + column)  # what the shown words' rows were made of
    expected = sp.csr_matrix((np.ones(pairs.size, dtype=np.float32),
                              (pairs // n_columns, pairs % n_columns)), shape=(n_rows, n_columns))
    expected.sort_indices()
    got = count_matrix(row, column, n_rows, n_columns, presence=True)
    _same_csr(expected, got)
    assert set(got.data.tolist()) == {1.0}


def test_an_empty_count_matrix():
    empty = np.empty(0, dtype=np.int64)
    _same_csr(_coo_counts(empty, empty, 3, 7), count_matrix(empty, empty, 3, 7))


class _Model:  # what word_columns reads of a TermModel
    def __init__(self, columns: dict[str, int]) -> None:
        self.word_columns = pd.Series(columns, dtype=np.int64)


def test_word_columns_read_the_model_with_a_minus_one_for_no_word():
    model = _Model({"network": 4, "gan": 1, "expert": 0})
    keys = np.array(["expert", "rank", "network", "gan"], dtype=object)
    out = word_columns(keys, model)  # type: ignore[arg-type]
    assert out.tolist() == [0, -1, 4, 1, -1]
    # the reindex it replaced
    found = model.word_columns.reindex(keys)
    old = np.where(found.notna(), found.fillna(-1), -1).astype(np.int64)
    np.testing.assert_array_equal(out[:-1], old)
    assert word_columns(np.array([], dtype=object), model).tolist() == [-1]  # type: ignore[arg-type]


def _old_ids(words: PhraseWords, chunk):
    of_key = words.keys.get_indexer(chunk.keys).astype(np.int64)
    out = np.full(chunk.key.size, -1, dtype=np.int64)
    is_word = chunk.key >= 0
    out[is_word] = of_key[chunk.key[is_word]]
    return out


@pytest.mark.parametrize("vocabulary", [["network", "expert", "mixture", "gan"], [],
                                        ["absent", "graph"]])
def test_phrase_word_ids_by_one_gather_and_per_surface(vocabulary):
    words = PhraseWords(keys=pd.Index(vocabulary, dtype=object), bits=4)
    chunks = PackedChunks([PackedChunk.pack(tokenize_chunk(TEXTS[:2])),
                           PackedChunk.pack(tokenize_chunk(TEXTS[2:])),
                           PackedChunk.pack(tokenize_chunk([]))])
    old = [_old_ids(words, c) for c in chunks]
    for chunk, expected in zip(chunks, old, strict=True):
        got = words.ids(chunk)
        assert got.dtype == np.int64
        np.testing.assert_array_equal(got, expected)
    before = SurfaceCodes(chunks, old)
    now = SurfaceCodes.of_keys(chunks, (words.key_ids(c.tokens.keys) for c in chunks.chunks))
    for a, b in zip(before.tables, now.tables, strict=True):
        assert a.dtype == b.dtype
        np.testing.assert_array_equal(a, b)
    if "network" in vocabulary:  # planted: "networks" is the word "network"
        first = chunks[0]
        at = list(first.surfaces).index("networks")
        assert now[0][first.surface == at].tolist() == [vocabulary.index("network")]


def _grouped_sum(tables):
    """What the word counts' merge did for every table: stack, group by the index, sum."""
    stacked = pd.concat(tables)
    levels = list(range(stacked.index.nlevels))
    return stacked.groupby(level=levels, sort=True).sum().astype(np.int64)


def _pairs_table(pairs, values, names=("surface", "key")):
    index = pd.MultiIndex.from_arrays([[a for a, _ in pairs], [b for _, b in pairs]],
                                      names=list(names))
    return pd.DataFrame(values, index=index, columns=["tokens", "cased"], dtype=np.int64)


def test_pair_tables_sum_as_the_grouped_frames_planted():
    tables = [_pairs_table([("Networks", "network"), ("GAN", "gan"), ("Über", "uber")],
                           [[3, 1], [2, 2], [1, 0]]),
              _pairs_table([], np.zeros((0, 2), dtype=np.int64)),
              _pairs_table([("GAN", "gan"), ("networks", "network"), ("Networks", "network")],
                           [[5, 5], [7, 6], [1, 1]])]
    summed = word_counts._sum(tables)
    assert summed.to_dict("index") == {
        ("GAN", "gan"): {"tokens": 7, "cased": 7}, ("Networks", "network"): {"tokens": 4,
                                                                            "cased": 2},
        ("networks", "network"): {"tokens": 7, "cased": 6},
        ("Über", "uber"): {"tokens": 1, "cased": 0}}
    expected = _grouped_sum(tables)
    pd.testing.assert_frame_equal(expected, summed)
    assert summed.index.to_list() == expected.index.to_list()  # sorted: "GAN" < "N" < "n" < "Ü"


@pytest.mark.parametrize("seed", range(10))
def test_pair_tables_sum_as_the_grouped_frames_random(seed):
    rng = np.random.default_rng(seed)
    words = ["a", "b", "ab", "B", "é", "a-b", "x y", "Z", "zz", ""]
    tables = []
    for _ in range(int(rng.integers(1, 5))):
        pairs = list(dict.fromkeys((str(rng.choice(words)), str(rng.choice(words)))
                                   for _ in range(int(rng.integers(0, 30)))))
        tables.append(_pairs_table(pairs, rng.integers(0, 100, (len(pairs), 2)),
                                   names=("short", "long")))
    if not sum(map(len, tables)):
        return
    summed = word_counts._sum(tables)
    expected = _grouped_sum(tables)
    pd.testing.assert_frame_equal(expected, summed)
    assert [lv.dtype for lv in summed.index.levels] == [lv.dtype for lv in expected.index.levels]

"""Count tables indexed by pairs of strings: built and summed in Arrow, against pandas."""

from __future__ import annotations

import random

import numpy as np
import pandas as pd
import pytest

from analysis.terms.acronyms import _empty
from analysis.terms.pair_tables import is_string_pairs, pair_index, sum_string_pairs
from analysis.terms.word_counts import _sum, _sum_pairs

# orders where Python's string order is not a byte-naive one: case, accents, symbols,
# characters beyond the BMP, a prefix of another string
STRINGS = ["Zeta", "alpha", "Ähnlich", "é", "e\u0301", "e", "ee", "ß", "Σ", "𝔼x", "ℌ",
           "Ⅻ", "—", "a b", "a", "A", "a-b", "ab", "ﬁ", "1", "10", "2", "’s", ""]


def _same_index(got: pd.MultiIndex, want: pd.MultiIndex) -> None:
    pd.testing.assert_index_equal(got, want, exact=True)
    assert list(got.names) == list(want.names)
    for a, b in zip(got.levels, want.levels, strict=True):
        assert a.dtype == b.dtype and type(a.array) is type(b.array) and a.equals(b)
    for a, b in zip(got.codes, want.codes, strict=True):
        assert a.dtype == b.dtype and np.array_equal(a, b)


def _same_frame(got: pd.DataFrame, want: pd.DataFrame) -> None:
    pd.testing.assert_frame_equal(got, want, check_exact=True)
    _same_index(got.index, want.index)


def _pairs(n: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = random.Random(seed)
    first = np.array(rng.sample(STRINGS + [f"w{i}" for i in range(n)], n), dtype=object)
    second = np.array([rng.choice(STRINGS[:8]) for _ in range(n)], dtype=object)
    return first, second


@pytest.mark.parametrize("seed", range(5))
def test_the_index_is_from_arrays_index(seed):
    first, second = _pairs(60, seed)
    _same_index(pair_index(first, second, ["surface", "key"]),
                pd.MultiIndex.from_arrays([first, second], names=["surface", "key"]))


def test_planted_orders_and_the_fallbacks():
    first = np.array(STRINGS, dtype=object)
    second = np.array(STRINGS[::-1], dtype=object)
    got = pair_index(first, second, ["s", "k"])
    assert list(got.levels[0]) == sorted(STRINGS)  # code point order, as Python sorts
    _same_index(got, pd.MultiIndex.from_arrays([first, second], names=["s", "k"]))
    empty = np.array([], dtype=object)
    _same_index(pair_index(empty, empty, ["s", "k"]),
                pd.MultiIndex.from_arrays([empty, empty], names=["s", "k"]))
    lone = np.array(["a\ud800", "b"], dtype=object)  # not UTF-8: pandas' own way
    with pytest.raises(UnicodeEncodeError):
        pd.MultiIndex.from_arrays([lone, lone], names=["s", "k"])
    with pytest.raises(UnicodeEncodeError):
        pair_index(lone, lone, ["s", "k"])


def _table(seed: int, n: int) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    first, second = _pairs(n, seed)
    return pd.DataFrame({"tokens": rng.integers(0, 9, n), "cased": rng.integers(0, 3, n)},
                        index=pair_index(first, second, ["surface", "key"]), dtype=np.int64)


def _grouped(tables: list[pd.DataFrame]) -> pd.DataFrame:
    return pd.concat(tables).groupby(level=[0, 1], sort=True).sum().astype(np.int64)


@pytest.mark.parametrize("seed", range(10))
def test_the_sum_is_the_stacked_groupby(seed):
    tables = [_table(seed * 7 + i, n) for i, n in enumerate([40, 1, 25, 60])]
    assert is_string_pairs(tables)
    got = sum_string_pairs(tables)
    _same_frame(got, _grouped(tables))
    _same_frame(got, _sum_pairs(tables))
    assert got["tokens"].sum() == sum(t["tokens"].sum() for t in tables)


def test_levels_holding_unused_strings_and_an_empty_table():
    whole = _table(3, 30)
    part = whole.iloc[5:12]  # its levels still hold every string of ``whole``
    assert len(part.index.levels[0]) > len(part.index.remove_unused_levels().levels[0])
    empty = whole.iloc[:0]
    tables = [part, empty, _table(4, 20)]
    assert is_string_pairs(tables)
    got = sum_string_pairs(tables)
    _same_frame(got, _grouped(tables))
    assert set(got.index.levels[0]) == set(part.index.get_level_values(0)) | \
        set(tables[2].index.get_level_values(0))


def test_a_chunk_without_definitions_takes_the_old_way_to_the_same_sum():
    no_definitions = _empty().to_frame("n")  # a chunk's acronyms when it defines none
    assert no_definitions.index.levels[0].dtype == object
    some = pd.DataFrame({"n": [2, 1, 4]}, dtype=np.int64, index=pair_index(
        np.array(["GAN", "VAE", "GAN"], dtype=object),
        np.array(["generative adversarial network", "variational autoencoder", "ganz"],
                 dtype=object), ["short", "long"]))
    tables = [some, no_definitions, some]
    assert not is_string_pairs(tables) and is_string_pairs([some, some])
    got = _sum(tables)
    _same_frame(got, _sum([some, some]))
    assert got["n"].tolist() == [8, 4, 2]  # ("GAN", "ganz") before ("GAN", "generative ...")

"""Count tables indexed by pairs of strings, built and summed with their strings kept in Arrow.

The vocabulary's surface forms (surface, key) and acronym definitions (short, long) are
count tables whose index is a ``MultiIndex`` of two string levels.  Each chunk's table
was built by ``MultiIndex.from_arrays`` (each level's strings made pandas strings and
sorted) and the chunks' tables summed by taking every row's strings out as Python
objects and factorising them again in sorted order, Python comparing the strings: the
surface forms' merge took about a second for ten chunks (bench/SCALE.md, wave 18).

How, and why the same frame: a level's strings are sorted by Arrow, which orders UTF-8
by its bytes, and the order of UTF-8 bytes is the order of code points, Python's order
of strings; each table's level (distinct, sorted) is looked up once in the union of the
tables' levels (a hash table in Arrow), and the rows' codes read through that.  The
result's levels hold the values its rows use, sorted, with the rows' codes into them:
the ``MultiIndex`` ``from_arrays`` builds from the same pairs (levels, codes, names,
dtypes).  A level that is not of pandas' Arrow-backed string dtype takes the old way.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

#: The dtype of the string levels ``MultiIndex.from_arrays`` makes of Python strings.
_STR = pd.Index(np.array(["a"], dtype=object)).dtype


def pair_index(first: np.ndarray, second: np.ndarray, names: Sequence[str]) -> pd.MultiIndex:
    """``MultiIndex.from_arrays([first, second], names=names)`` of two arrays of strings
    (that call itself for no rows, whose levels are not strings, or for strings Arrow
    cannot hold: lone surrogates)."""
    try:
        strings = [pa.array(values, type=pa.large_string()) for values in (first, second)]
    except (pa.ArrowException, UnicodeEncodeError):
        strings = []
    if not len(first) or not strings:
        return pd.MultiIndex.from_arrays([first, second], names=list(names))
    levels, codes = [], []
    for values in strings:
        encoded = pc.dictionary_encode(values)
        ordered, rank = _sorted(encoded.dictionary)
        level, code = _used(ordered, rank[np.asarray(encoded.indices, dtype=np.int64)])
        levels.append(level)
        codes.append(code)
    return pd.MultiIndex(levels=levels, codes=codes, names=list(names), verify_integrity=False)


def _sorted(distinct: pa.Array) -> tuple[pa.Array, np.ndarray]:
    """Distinct strings sorted, and each one's place among them."""
    order = np.asarray(pc.sort_indices(distinct), dtype=np.int64)
    rank = np.empty(order.size, dtype=np.int64)
    rank[order] = np.arange(order.size)
    return distinct.take(pa.array(order)), rank


def _used(ordered: pa.Array, codes: np.ndarray) -> tuple[pd.Index, np.ndarray]:
    """The sorted strings ``ordered`` that ``codes`` use, as a level, and the codes into it."""
    used, inverse = np.unique(codes, return_inverse=True)
    return pd.Index(pd.array(ordered.take(pa.array(used)), dtype=_STR)), inverse.reshape(-1)


def is_string_pairs(tables: Sequence[pd.DataFrame]) -> bool:
    """Whether every table's index has only string levels of :data:`_STR` (their rows
    summed by :func:`sum_string_pairs`)."""
    return all(isinstance(t.index, pd.MultiIndex)
               and all(level.dtype == _STR for level in t.index.levels) for t in tables)


def sum_string_pairs(tables: Sequence[pd.DataFrame]) -> pd.DataFrame:
    """Count tables indexed by string levels, added row by row (rows of any), sorted
    by their index: the same frame as ``concat(tables).groupby(level=...).sum()``."""
    names = list(tables[0].index.names)
    coded = np.zeros(sum(map(len, tables)), dtype=np.int64)
    unions = []
    for level in range(len(names)):
        parts = [pa.array(t.index.levels[level].array, type=pa.large_string()) for t in tables]
        ordered, _ = _sorted(pc.unique(pa.chunked_array(parts, type=pa.large_string())
                                       .combine_chunks()))
        codes = np.concatenate([
            np.asarray(pc.index_in(part, value_set=ordered), dtype=np.int64)[t.index.codes[level]]
            for part, t in zip(parts, tables, strict=True)])
        coded = coded * len(ordered) + codes  # in the order of the levels' strings
        unions.append(ordered)
    groups, row = np.unique(coded, return_inverse=True)
    sums = np.zeros((groups.size, tables[0].shape[1]), dtype=np.int64)
    np.add.at(sums, row.reshape(-1), np.concatenate([t.to_numpy(dtype=np.int64) for t in tables]))
    codes_of = []
    for ordered in reversed(unions):
        codes_of.append(groups % len(ordered))
        groups = groups // len(ordered)
    used = [_used(ordered, c) for ordered, c in zip(unions, codes_of[::-1], strict=True)]
    return pd.DataFrame(sums, columns=tables[0].columns,
                        index=pd.MultiIndex(levels=[u[0] for u in used], codes=[u[1] for u in used],
                                            names=names, verify_integrity=False))

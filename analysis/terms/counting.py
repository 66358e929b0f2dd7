"""Counting primitives over flat integer arrays, shared by the vocabulary's steps.

Every step of :func:`analysis.terms.build_vocabulary` works on one flat array of token
codes (a word, a bigram or a trigram per position) rather than on Python strings, so
24,000 abstracts are counted with a few sorts instead of millions of dict updates.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeAlias, TypeVar

import numpy as np
import numpy.typing as npt
import pandas as pd

Codes = npt.NDArray[np.int64]
T = TypeVar("T")


def factorize(values: Sequence[object] | np.ndarray) -> tuple[Codes, np.ndarray]:
    """Integer codes of ``values`` (in order of first appearance) and the distinct values.

    A ``None`` gets the code -1 and is not among the distinct values.
    """
    codes, uniques = pd.factorize(pd.Series(values, dtype=object), sort=False)
    return codes.astype(np.int64), np.asarray(uniques, dtype=object)


def distinct(values: Codes) -> Codes:
    """The distinct ``values``, ascending: ``np.unique(values)`` by one stable sort.

    numpy >= 2.3 finds distinct values with a hash table, which on millions of mostly
    distinct (doc, code) pairs is 10-20x slower than sorting them (7.2 s against 0.3 s
    for 5 million int64 on the 2-core benchmark machine; bench/PIPELINE.md, 2026-11-30
    21:00); the answer is the same array.  The sort is numpy's stable one (timsort for
    int64): the values the vocabulary sorts are ``doc * width + code`` of tokens in
    paper order, a few long runs ascending by paper, which timsort finds and merges,
    some 3x faster than the quicksort on them (bench/SCALE.md, vocab71).  On values in
    no order it is the slower sort: keep it for such pairs.
    """
    return _without_repeats(np.sort(np.asarray(values), kind="stable"))


def distinct_counts(values: Codes) -> tuple[Codes, Codes]:
    """The distinct ``values``, ascending, and how often each occurs: what
    ``np.unique(values, return_counts=True)`` gives, by :func:`distinct`'s stable sort
    (for (doc, code) pairs in paper order)."""
    ordered = np.sort(np.asarray(values), kind="stable")
    first = np.empty(ordered.size, dtype=bool)
    first[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=first[1:])
    starts = np.flatnonzero(first)
    return ordered[starts], np.diff(np.append(starts, ordered.size)).astype(np.int64)


def sorted_union(a: Codes, b: Codes) -> Codes:
    """The distinct values of two ascending, distinct arrays, ascending.

    ``np.union1d`` finds them with numpy's hash table (see :func:`distinct`): 37 s for 8
    and 3 million int64 codes on the benchmark machine.  A stable sort of the two runs
    side by side is one linear merge (timsort): 0.2 s.
    """
    return _without_repeats(np.sort(np.concatenate([a, b]), kind="stable"))


def _without_repeats(ordered: Codes) -> Codes:
    """A sorted array with each run of equal values kept once."""
    if ordered.size == 0:
        return ordered
    keep = np.empty(ordered.size, dtype=bool)
    keep[0] = True
    np.not_equal(ordered[1:], ordered[:-1], out=keep[1:])
    return ordered[keep]


def doc_code_counts(doc: Codes, code: Codes, bound: int) -> tuple[Codes, Codes, Codes]:
    """Distinct (doc, code) pairs and how often each occurs, as (doc, code, count) arrays
    sorted by doc, then code.

    ``bound`` is an upper bound of ``code``; one stable sort of ``doc * bound + code``
    (:func:`distinct_counts`: ``doc`` in paper order) when that fits int64, else the codes
    are first renumbered densely.
    """
    if code.size == 0:
        empty = np.empty(0, dtype=np.int64)
        return empty, empty, empty
    bound = int(bound)
    if bound * (int(doc.max()) + 1) >= 2**62:
        distinct, dense = np.unique(code, return_inverse=True)
        pairs, counts = distinct_counts(doc * len(distinct) + dense)
        return pairs // len(distinct), distinct[pairs % len(distinct)], counts
    pairs, counts = distinct_counts(doc * bound + code)
    return pairs // bound, pairs % bound, counts


#: Sorted codes, or the same codes as a ``pandas.Index`` whose hash table is kept by the
#: caller for many look-ups (:func:`code_table`).
CodeTable: TypeAlias = Codes | pd.Index


def code_table(sorted_codes: Codes) -> pd.Index:
    """``sorted_codes`` as an index whose hash table, built at its first look-up, serves
    every later one (a level's frequent codes are looked up once per chunk)."""
    return pd.Index(sorted_codes, copy=False)


def count_in(values: Codes, sorted_codes: CodeTable) -> Codes:
    """Occurrences in ``values`` of each of ``sorted_codes`` (the codes are few, the
    values many, so this beats sorting the values)."""
    if len(sorted_codes) == 0 or values.size == 0:
        return np.zeros(len(sorted_codes), dtype=np.int64)
    slot, hit = positions(values, sorted_codes)
    return np.bincount(slot[hit], minlength=len(sorted_codes))


def is_among(values: Codes, sorted_codes: CodeTable) -> npt.NDArray[np.bool_]:
    """Mask of the ``values`` that are among ``sorted_codes``."""
    if len(sorted_codes) == 0 or values.size == 0:
        return np.zeros(values.size, dtype=bool)
    return positions(values, sorted_codes)[1]


def positions(values: Codes, sorted_codes: CodeTable) -> tuple[Codes, npt.NDArray[np.bool_]]:
    """Slot of each value in the ascending ``sorted_codes`` (any where absent) and whether
    it is there.

    Many values among distinct codes (more values than codes, or a kept
    :func:`code_table`) are looked up in a hash table: a binary search of millions of
    unordered values in a table of a million codes misses the cache at nearly every
    step, and the tables grow with the corpus (the frequent phrases of a level, the
    phrase terms), so the vocabulary's per-chunk passes slowed as the corpus grew
    (phrase counts 74 -> 52 s, encoding 63 -> 49 s at 1,000,000 papers: bench/SCALE.md,
    wave 13).  Fewer values than codes keep the binary search (a hash table of tens of
    millions of codes for a few lookups costs more), and so do codes with repeats (its
    slot: the first).
    """
    kept = isinstance(sorted_codes, pd.Index)
    if len(sorted_codes) == 0 or values.size == 0:
        return np.zeros(values.size, dtype=np.int64), np.zeros(values.size, dtype=bool)
    table = sorted_codes if isinstance(sorted_codes, pd.Index) else code_table(sorted_codes)
    if (kept or values.size > len(table)) and table.is_unique:
        slot = table.get_indexer(values).astype(np.int64, copy=False)
        hit = slot >= 0
        return np.where(hit, slot, 0), hit
    codes = table.to_numpy()
    slot = np.minimum(np.searchsorted(codes, values), codes.size - 1)
    return slot, codes[slot] == values


def merged(parts: Iterable[T], merge: Callable[[T, T], T]) -> T:
    """Every part merged, in order, as a balanced tree: a binary counter of partial sums,
    two sums merged when they hold as many parts (as merge sort does).

    Why: merged one after another, each part is merged into a sum that grows with the
    corpus (most candidate phrases are used once, so the sum grows with every chunk),
    so k chunks cost about k^2/2 chunk-sized merges: 4x the papers took 8.1x the
    vocabulary's time (bench/SCALE.md).  Balanced, they cost about k log2 k, and at
    most log2 k partial sums are held at once.  ``merge`` must be associative; the parts
    may come from a generator (each is merged as it comes).
    """
    stack: list[tuple[int, T]] = []  # (parts summed, their sum), fewer parts on top
    for part in parts:
        n, total = 1, part
        while stack and stack[-1][0] <= n:
            m, earlier = stack.pop()
            n, total = n + m, merge(earlier, total)
        stack.append((n, total))
    if not stack:
        raise ValueError("nothing to merge")
    _, total = stack.pop()
    while stack:
        total = merge(stack.pop()[1], total)
    return total

"""Packed token chunks (analysis.terms.packed) give back exactly the chunk packed."""

from __future__ import annotations

import dataclasses

import numpy as np

from analysis.terms import tokenize_chunk
from analysis.terms.packed import PackedChunk, PackedChunks, PackedCodes, SurfaceCodes
from analysis.terms.phrase_counts import PhraseCounts
from analysis.terms.word_counts import STATS

TEXTS = ["Generative adversarial networks (GANs) for the mixture of experts.",
         "", "Learning to rank with Nyström kernels: a study. Bandits too!",
         "Graph neural networks of graphs."]


def test_a_packed_chunk_unpacks_to_the_same_arrays_and_is_smaller():
    chunk = tokenize_chunk(TEXTS)
    packed = PackedChunk.pack(chunk)
    back = PackedChunks([packed])[0]
    for f in dataclasses.fields(chunk):
        a, b = getattr(chunk, f.name), getattr(back, f.name)
        if isinstance(a, np.ndarray):
            assert a.dtype == b.dtype, f.name
            np.testing.assert_array_equal(a, b, err_msg=f.name)
        else:
            assert a == b, f.name
    # one int32 a token; the rest one value per distinct surface form
    per_token = [a for a in vars(packed).values()
                 if isinstance(a, np.ndarray) and a.size == chunk.doc.size]
    assert [a.dtype for a in per_token] == [np.int32]
    assert packed.tokens.doc.size == 0 and packed.lengths.sum() == chunk.doc.size
    assert all(getattr(packed.tokens, f.name).size == 0 for f in dataclasses.fields(chunk)
               if f.name in {"key", "connector", "lead", "initial", "plural"})


def test_an_empty_chunk_packs_and_unpacks():
    chunk = tokenize_chunk([])
    back = PackedChunk.pack(chunk).unpack()
    for f in dataclasses.fields(chunk):
        a, b = getattr(chunk, f.name), getattr(back, f.name)
        if isinstance(a, np.ndarray):
            assert a.dtype == b.dtype and a.size == b.size == 0, f.name


def test_surface_codes_give_each_token_its_code():
    chunks = PackedChunks([PackedChunk.pack(tokenize_chunk(TEXTS[:2])),
                           PackedChunk.pack(tokenize_chunk(TEXTS[2:]))])
    # a code that is a function of the surface form: its key, as the vocabulary's ids are
    codes = [c.key * 3 + 1 for c in chunks]
    packed = SurfaceCodes(chunks, codes)
    assert all(t.size < c.size for t, c in zip(packed.tables, codes, strict=True))
    for a, b in zip(codes, packed, strict=True):
        assert b.dtype == np.int64
        np.testing.assert_array_equal(a, b)
    np.testing.assert_array_equal(packed[1:][0], codes[1])


def test_packed_codes_give_int64_back():
    codes = [np.array([-1, 5, 2**20], dtype=np.int64), np.array([], dtype=np.int64)]
    packed = PackedCodes(codes)
    assert packed.arrays[0].dtype == np.int32
    for a, b in zip(codes, packed, strict=True):
        assert b.dtype == np.int64
        np.testing.assert_array_equal(a, b)
    big = PackedCodes([np.array([2**40], dtype=np.int64)])  # too large for int32: kept
    assert big[0][0] == 2**40


def _counts(level, rows):
    """PhraseCounts of {code: stats row}."""
    codes = np.array(sorted(rows), dtype=np.int64)
    stats = np.array([rows[c] for c in sorted(rows)], dtype=np.int64).reshape(
        len(rows), len(STATS) + level)
    return PhraseCounts(level, codes, stats)


def test_merged_phrase_counts_are_the_sums_of_equal_codes_in_any_order():
    rng = np.random.default_rng(7)
    width = len(STATS) + 2
    parts = [{int(c): rng.integers(0, 2**40, width).tolist()
              for c in rng.choice(200, size=n, replace=False)} for n in (50, 120, 0, 200)]
    expected: dict[int, np.ndarray] = {}
    for part in parts:
        for code, row in part.items():
            expected[code] = expected.get(code, 0) + np.array(row, dtype=np.int64)
    for order in ([0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1]):
        merged = _counts(2, parts[order[0]])
        for i in order[1:]:
            merged = merged.merge(_counts(2, parts[i]))
        assert merged.codes.tolist() == sorted(expected)
        assert merged.stats.dtype == np.int64
        np.testing.assert_array_equal(merged.stats,
                                      np.array([expected[c] for c in sorted(expected)]))


def test_a_part_of_a_chunk_unpacks_to_its_papers_slice():
    """Papers first..stop-1 alone: the whole chunk's arrays for their tokens, papers
    numbered from 0 (the lead and sentence-initial marks do not look across papers)."""
    chunk = tokenize_chunk(TEXTS)
    packed = PackedChunk.pack(chunk)
    ids = SurfaceCodes(PackedChunks([packed]), [chunk.key * 3 + 1])
    for first, stop in ((0, 1), (1, 3), (2, 4), (3, 4), (0, 4), (2, 2)):
        part = packed.unpack(first, stop)
        low, high = packed.token_range(first, stop)
        assert part.n_docs == stop - first and high - low == part.doc.size
        assert part.doc.size == 0 or part.doc.min() == 0
        np.testing.assert_array_equal(part.doc + first, chunk.doc[low:high])
        for name in ("surface", "key", "connector", "lead", "initial", "plural"):
            whole = getattr(chunk, name)[low:high]
            assert getattr(part, name).dtype == whole.dtype, name
            np.testing.assert_array_equal(getattr(part, name), whole, err_msg=name)
        np.testing.assert_array_equal(ids.part(0, first, stop), (chunk.key * 3 + 1)[low:high])
    assert packed.unpack(2, 4).initial[0] and packed.unpack(2, 4).lead[0]


def test_phrase_counts_are_summed_in_int32_while_the_sums_fit_and_widened_exactly():
    """Chunk counts and their merges are int32 (half the bytes of the largest table);
    a merge whose sums could pass 2**31 - 1 is int64, and ``wide`` gives int64."""
    big = 2**31 - 3
    a = PhraseCounts(2, np.array([1, 5], dtype=np.int64),
                     np.array([[3] * 10, [big] + [1] * 9], dtype=np.int32))
    b = PhraseCounts(2, np.array([5, 9], dtype=np.int64),
                     np.array([[4] * 10, [2] * 10], dtype=np.int32))
    small = a.merge(PhraseCounts(2, np.array([9], dtype=np.int64),
                                 np.ones((1, 10), dtype=np.int32)))
    assert small.stats.dtype == np.int32 and small.codes.tolist() == [1, 5, 9]
    np.testing.assert_array_equal(small.stats[2], np.ones(10))
    summed = a.merge(b)  # big + 4 does not fit: int64, no wrap-around
    assert summed.stats.dtype == np.int64 and summed.codes.tolist() == [1, 5, 9]
    assert summed.stats[1, 0] == big + 4 and summed.stats[1, 1] == 5
    wide = small.wide()
    assert wide.stats.dtype == np.int64 and wide.codes is small.codes
    np.testing.assert_array_equal(wide.stats, small.stats)
    assert summed.wide() is summed


def test_a_chunks_phrase_counts_are_int32():
    from analysis.terms.phrase_counts import count_phrases, phrase_words
    from analysis.terms.word_counts import count_words

    chunk = tokenize_chunk(TEXTS * 3)
    counts = count_phrases(chunk, phrase_words(count_words(chunk), 1), 2)
    assert counts.codes.size > 0 and counts.stats.dtype == np.int32

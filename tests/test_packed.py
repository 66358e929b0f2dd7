"""Packed token chunks (analysis.terms.packed) give back exactly the chunk packed."""

from __future__ import annotations

import dataclasses

import numpy as np

from analysis.terms import tokenize_chunk
from analysis.terms.packed import PackedChunk, PackedChunks, PackedCodes

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
    assert packed.surface.dtype == np.int32 and packed.key.dtype == np.int32
    assert packed.tokens.doc.size == 0 and packed.lengths.sum() == chunk.doc.size


def test_packed_codes_give_int64_back():
    codes = [np.array([-1, 5, 2**20], dtype=np.int64), np.array([], dtype=np.int64)]
    packed = PackedCodes(codes)
    assert packed.arrays[0].dtype == np.int32
    for a, b in zip(codes, packed, strict=True):
        assert b.dtype == np.int64
        np.testing.assert_array_equal(a, b)
    big = PackedCodes([np.array([2**40], dtype=np.int64)])  # too large for int32: kept
    assert big[0][0] == 2**40

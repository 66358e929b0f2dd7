"""The phrase counts read a packed chunk through ``PhraseTokens`` (no unpacking): every
attribute gives at any positions what the unpacked chunk gives there, and the counts of
every level are those of the unpacked chunk, on planted texts and a random corpus."""

from __future__ import annotations

import random

import numpy as np
import pytest

from analysis.terms import tokenize_chunk
from analysis.terms.counting import code_table
from analysis.terms.packed import PackedChunk, PackedChunks, PhraseTokens, SurfaceCodes
from analysis.terms.phrase_counts import count_phrases, phrase_words
from analysis.terms.word_counts import count_words

TEXTS = ["Generative adversarial networks (GANs) for the mixture of experts.",
         "", "Learning to rank with Nyström kernels: a study. Bandits too!",
         "Mixture of experts and mixtures of experts. Learning to rank networks.",
         "Graph neural networks of graphs.", "x", "Alternating direction method of "
         "multipliers for mixture of experts networks learning to rank."]


def _random_texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    words = ["mixture", "of", "experts", "learning", "to", "rank", "graph", "neural",
             "networks", "Networks", "the", ".", ",", "model", "models", "3", "(GAN)"]
    return [" ".join(rng.choice(words) for _ in range(rng.randint(0, 25))) for _ in range(n)]


def _packed(texts: list[str], size: int) -> PackedChunks:
    return PackedChunks([PackedChunk.pack(tokenize_chunk(texts[a:a + size]))
                         for a in range(0, len(texts), size)])


def test_the_view_gives_the_unpacked_arrays_at_any_positions():
    chunks = _packed(TEXTS * 5, 12)
    words = phrase_words(count_words(tokenize_chunk(TEXTS * 5)), 1)
    ids = SurfaceCodes.of_keys(chunks, (words.key_ids(c.tokens.keys) for c in chunks.chunks))
    for i, packed in enumerate(chunks.chunks):
        full, view = packed.unpack(), PhraseTokens.of(packed, ids.tables[i])
        assert view.n_docs == full.n_docs == 12 or i == len(chunks) - 1
        np.testing.assert_array_equal(view.connector, full.connector)
        np.testing.assert_array_equal(view.valid, ids[i] >= 0)
        at = np.r_[np.arange(full.doc.size), full.doc.size - 1, 0, 7][::-1]
        for name in ("doc", "key", "lead", "plural"):
            got, want = getattr(view, name)[at], getattr(full, name)[at]
            assert got.dtype.kind == want.dtype.kind, name
            np.testing.assert_array_equal(got, want, err_msg=name)
        np.testing.assert_array_equal(view.ids[at], ids[i][at])
    first = PhraseTokens.of(chunks.chunks[0], ids.tables[0])
    assert first.doc[np.array([0])].tolist() == [0]  # "Generative" is paper 0's first token
    assert first.lead[np.array([0])].tolist() == [True]  # and in its lead (the title)
    assert first.plural[np.array([2])].tolist() == [True]  # "networks"


@pytest.mark.parametrize(("texts", "size"), [(TEXTS * 4, 5), (_random_texts(400, 3), 64)])
def test_phrase_counts_of_the_view_are_those_of_the_unpacked_chunk(texts, size):
    chunks = _packed(texts, size)
    words = phrase_words(count_words(tokenize_chunk(texts)), 2)
    ids = SurfaceCodes.of_keys(chunks, (words.key_ids(c.tokens.keys) for c in chunks.chunks))
    lower = None
    found = 0
    for level in (2, 3, 4):
        for i in range(len(chunks)):
            want = count_phrases(chunks[i], words, level, lower, ids[i])
            got = count_phrases(PhraseTokens.of(chunks.chunks[i], ids.tables[i]), words,
                                level, lower)
            np.testing.assert_array_equal(got.codes, want.codes)
            assert got.stats.dtype == want.stats.dtype
            np.testing.assert_array_equal(got.stats, want.stats)
            found += want.codes.size
        lower = code_table(np.unique(want.codes))  # the last chunk's codes as the frequent
    assert found > 20

"""A defined long form's occurrences found the same when a chunk is encoded in parts that
share its look-ups (vocab71: :func:`analysis.terms.defined._chunk_words` looked up once a
chunk), and anew in each chunk (its keys and forms are the chunk's own)."""

from __future__ import annotations

import numpy as np
import pytest

import analysis.terms.vocabulary as vocabulary
from analysis.terms import build_vocabulary
from tests.planted_terms import count_kinds
from tests.test_terms_defined_inner import SFM, SLAM, _texts


@pytest.mark.parametrize("chunk_size", [1_000, 7])
def test_defined_long_forms_counted_the_same_in_parts_of_a_chunk(monkeypatch, chunk_size):
    kinds, texts = _texts()
    whole = build_vocabulary(texts, min_df=2, chunk_size=chunk_size)
    monkeypatch.setattr(vocabulary, "ENCODE_PAPERS", 3)  # every chunk in parts of 3 papers
    parts = build_vocabulary(texts, min_df=2, chunk_size=chunk_size)
    for long, short, papers in (("simultaneous localization and mapping", "SLAM", SLAM),
                                ("structure from motion", "SfM", SFM)):
        j = parts.lookup(long)
        assert j is not None and parts.lookup(short) == j
        assert count_kinds(kinds, parts.term_docs(j)) == papers
        assert parts.terms.at[j, "df"] == sum(papers.values())
    assert parts.terms.equals(whole.terms)
    for name in ("matrix", "presence", "shown"):
        a, b = getattr(parts, name), getattr(whole, name)
        np.testing.assert_array_equal(a.indptr, b.indptr)
        np.testing.assert_array_equal(a.indices, b.indices)
        np.testing.assert_array_equal(a.data, b.data)

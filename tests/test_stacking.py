"""Stacking the chunks' rows in place (analysis.terms.stacking) gives scipy's vstack."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

from analysis.terms.stacking import stacked_rows


def _parts(seed: int = 0, n_columns: int = 40) -> list[sp.csr_matrix]:
    """CSR parts of 0-30 rows (some rows and one part empty), float32 counts."""
    rng = np.random.default_rng(seed)
    parts = []
    for n_rows in (13, 0, 30, 1, 22):
        dense = rng.integers(0, 4, size=(n_rows, n_columns)) * (rng.random((n_rows, n_columns)) < .2)
        parts.append(sp.csr_matrix(dense.astype(np.float32)))
    return parts


def _same(a: sp.spmatrix, b: sp.spmatrix) -> None:
    assert a.format == b.format and a.shape == b.shape
    for name in ("data", "indices", "indptr"):
        x, y = getattr(a, name), getattr(b, name)
        assert x.dtype == y.dtype, name
        np.testing.assert_array_equal(x, y, err_msg=name)


def test_stacked_rows_are_vstacks_and_the_parts_are_let_go():
    parts = _parts()
    expected = sp.vstack(parts, format="csr", dtype=np.float32)
    assert expected.nnz > 100
    got = stacked_rows(parts, 40)
    _same(got, expected)
    assert parts == []  # each part let go once copied


def test_stacked_rows_as_csc_are_the_csc_vstack():
    """The shown-words matrix: stacked as CSR, then CSC, as vstack(format="csc") made it
    (through COO)."""
    parts = _parts(seed=1)
    expected = sp.vstack(parts, format="csc", dtype=np.float32)
    expected.sort_indices()
    got = stacked_rows(list(parts), 40).tocsc()
    got.sort_indices()
    _same(got, expected)


def test_the_index_dtype_is_vstacks():
    parts = _parts(seed=2)
    wide = sp.csr_matrix((parts[0].data, parts[0].indices.astype(np.int64),
                          parts[0].indptr.astype(np.int64)), shape=parts[0].shape)
    wide.indptr = wide.indptr.astype(np.int64)  # scipy would narrow it again on its own
    mixed = [wide, *parts[1:]]
    expected = sp.vstack(mixed, format="csr", dtype=np.float32)
    _same(stacked_rows(list(mixed), 40), expected)
    float64 = [p.astype(np.float64) for p in parts]
    _same(stacked_rows(float64, 40), sp.vstack(_parts(seed=2), format="csr", dtype=np.float32))


def test_no_parts_and_wrong_widths():
    empty = stacked_rows([], 7)
    assert empty.shape == (0, 7) and empty.dtype == np.float32 and empty.nnz == 0
    with pytest.raises(ValueError, match="columns"):
        stacked_rows([sp.csr_matrix((2, 7), dtype=np.float32),
                      sp.csr_matrix((2, 8), dtype=np.float32)], 7)

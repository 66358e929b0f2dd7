"""The chunks' rows of a sparse matrix stacked into one, never both resident at once.

Why: ``scipy.sparse.vstack`` copies every part into the stacked matrix while the caller
still holds the parts, so stacking the vocabulary's matrices needed each of them twice
(~0.7 GB each at 1,000,000 papers), and ``vstack(..., format="csc")`` of CSR parts goes
through a COO copy of every entry (row, column, value) before the CSC is made: the
vocabulary stage's peak was reached there (bench/SCALE.md, wave 14).  Here the parts are
taken from their list one at a time, copied into the stacked arrays (whose pages become
resident only as they are written) and let go, their freed pages handed back to the OS,
so the parts and the whole are not both resident.  The result is
``vstack(parts, format="csr", dtype=dtype)``'s, array for array (index dtype included).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
import scipy.sparse as sp

from analysis.memory import return_free_pages

_INT32_MAX = np.iinfo(np.int32).max


def _index_dtype(parts: list[sp.csr_matrix], n_values: int, n_columns: int) -> type:
    """The index dtype ``vstack`` gives: int32 unless a count or a part's indptr needs 64 bits."""
    if max(n_values, n_columns) > _INT32_MAX or any(
            not np.can_cast(p.indptr.dtype, np.int32) for p in parts):
        return np.int64
    return np.int32


def stacked_rows(parts: list[sp.csr_matrix | None], n_columns: int,
                 dtype: npt.DTypeLike = np.float32) -> sp.csr_matrix:
    """``sp.vstack(parts, format="csr", dtype=dtype)`` of CSR ``parts`` (in order), each
    part removed from the list once copied (the list is left empty)."""
    blocks = [p for p in parts if p is not None]
    if not blocks:
        parts.clear()
        return sp.csr_matrix((0, n_columns), dtype=dtype)
    for p in blocks:
        if p.shape[1] != n_columns:
            raise ValueError(f"a part has {p.shape[1]} columns, expected {n_columns}")
    n_values = sum(p.data.size for p in blocks)
    index = _index_dtype(blocks, n_values, n_columns)
    data = np.empty(n_values, dtype=dtype)
    indices = np.empty(n_values, dtype=index)
    indptr = np.empty(sum(p.shape[0] for p in blocks) + 1, dtype=index)
    del blocks
    row = value = 0
    last = index(0)  # entries before this part, as scipy counts them (its indptr's end)
    for i, part in enumerate(parts):
        if part is None:
            continue
        parts[i] = None
        data[value:value + part.data.size] = part.data
        indices[value:value + part.indices.size] = part.indices
        indptr[row:row + part.shape[0]] = part.indptr[:-1]
        indptr[row:row + part.shape[0]] += last
        row, value, last = row + part.shape[0], value + part.data.size, last + part.indptr[-1]
        del part
        return_free_pages()  # the part's pages, before the next part's are written
    indptr[-1] = last
    parts.clear()
    return sp.csr_matrix((data, indices, indptr), shape=(row, n_columns))

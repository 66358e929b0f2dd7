"""The document-term matrix written by the workers and stacked on disk, never in the client.

Method
    Each worker encodes its partition with the fixed term model and writes its rows to
    ``.npy`` files beside the papers' texts (:func:`encode_and_write`): the counts as CSR
    rows, and, by column, the rows' presence and shown-word blocks (their row numbers
    already the corpus's).  The client receives only what every paper's row does not
    hold: each term's standalone and total occurrences and each block's count of entries
    per column.  It then writes the three matrices of
    :class:`~analysis.terms.Vocabulary` as the store keeps them (:mod:`analysis.store.codec`:
    ``data``, ``indices``, ``indptr`` files), reading the workers' files a slice at a
    time (:func:`stacked_vocabulary`):

    - ``matrix`` (CSR): the blocks' rows one after another;
    - ``presence`` and ``shown`` (CSC): a range of columns at a time (at most
      :data:`MERGE_ENTRIES` entries), each block's entries of those columns placed after
      the earlier blocks' (rows keep file order, so every column stays sorted).

    and memory-maps them read-only: the client's own memory holds a slice, the page
    cache the rest (pages the kernel may drop, shared with the store that links the
    same files).  :func:`with_term_papers_on_disk` then gives the keyword columns the
    search's papers (:func:`analysis.search.term_papers.with_term_papers`) the same way,
    a range of columns or rows at a time.

Each result is, value for value and with the same index types, what
:func:`analysis.terms.vocabulary_of` and ``with_term_papers`` compute in memory (the same
entries in the same order; occurrence totals are sums of whole numbers, exact in any
order below 2**24 a term), which the equality tests check on a local cluster.
"""

from __future__ import annotations

import dataclasses
import struct
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import scipy.sparse as sp

from analysis.search.index import SearchIndex
from analysis.search.term_papers import term_papers
from analysis.terms import ChunkTokens, TermModel, Vocabulary, encode, vocabulary_from

#: Entries of a stacked matrix handled at once (int32 rows + float32 values: 64 MB): the
#: client's own memory while it interleaves the blocks' columns or changes rows.
MERGE_ENTRIES = 8_000_000
#: Keyword searches after which the search index's mapped pages are released: SQLite
#: maps the index file (up to 1 GB), and the keywords' searches read most of it.
RELEASE_SEARCHES = 200
_HEADER_BYTES = 128  # every .npy here: version 1.0, its length rewritten when closed


@dataclass(frozen=True)
class RowBlock:
    """What a worker tells the client of the rows it wrote to ``stem``.*: their number,
    each term's standalone and total occurrences in them, and the entries per column
    of their presence and shown-word blocks (int32: the client keeps one per block), and
    each term's papers writing its acronym and its other spellings
    (:mod:`analysis.terms.shown_acronyms`)."""

    stem: str
    n_rows: int
    standalone: np.ndarray
    totals: np.ndarray
    presence_counts: np.ndarray
    shown_counts: np.ndarray
    acronym_papers: np.ndarray | None = None
    expansion_papers: np.ndarray | None = None
    lead_papers: np.ndarray | None = None
    own_lead_papers: np.ndarray | None = None


def encode_and_write(tokens: ChunkTokens, model: TermModel, ids: np.ndarray, stem: str,
                     row_start: int) -> RowBlock:
    """On a worker: the partition encoded (:func:`analysis.terms.encode`), its rows
    written (CSR, rows sorted as the stacked matrix's are) and by column (row numbers
    from ``row_start``, the partition's first row in the corpus)."""
    encoded = encode(tokens, model, ids)
    rows = sp.csr_matrix(encoded.rows, dtype=np.float32)
    rows.sort_indices()
    shown = sp.csr_matrix(encoded.shown, dtype=np.float32)
    shown.sort_indices()
    for name, values in (("data", rows.data), ("indices", rows.indices),
                         ("indptr", rows.indptr)):
        _save(f"{stem}.rows.{name}.npy", values)
    presence, by_column = rows.tocsc(), shown.tocsc()
    _save(f"{stem}.presence.indices.npy", presence.indices.astype(np.int64) + row_start)
    _save(f"{stem}.shown.indices.npy", by_column.indices.astype(np.int64) + row_start)
    _save(f"{stem}.shown.data.npy", by_column.data)
    return RowBlock(stem, rows.shape[0], encoded.standalone,
                    np.asarray(rows.sum(axis=0, dtype=np.float64)).ravel(),
                    np.diff(presence.indptr).astype(np.int32),
                    np.diff(by_column.indptr).astype(np.int32), encoded.acronym_papers,
                    encoded.expansion_papers, encoded.lead_papers, encoded.own_lead_papers)


def stacked_vocabulary(model: TermModel, blocks: Iterable[RowBlock], folder: Path) -> Vocabulary:
    """The :class:`Vocabulary` of the workers' blocks (in row order), its matrices
    written to ``folder`` and memory-mapped (see the module docstring)."""
    kept: list[RowBlock] = []
    standalone = np.zeros(len(model.terms), dtype=np.int64)
    totals = np.zeros(len(model.terms), dtype=np.float64)
    acronym_papers = np.zeros(len(model.terms), dtype=np.int64)
    expansion_papers: np.ndarray | None = np.zeros(len(model.terms), dtype=np.int64)
    lead: np.ndarray | None = np.zeros((2, len(model.terms)), dtype=np.int64)
    for block in blocks:  # the per-term sums taken as they come; the counts kept
        standalone += block.standalone
        if lead is not None and block.lead_papers is not None and block.own_lead_papers is not None:
            lead += np.stack([block.lead_papers, block.own_lead_papers])
        else:
            lead = None  # a block encoded without them: not counted
        totals += block.totals
        if block.acronym_papers is not None:
            acronym_papers += block.acronym_papers
        if block.expansion_papers is None or expansion_papers is None:
            expansion_papers = None
        else:
            expansion_papers += block.expansion_papers
        kept.append(dataclasses.replace(block, standalone=np.zeros(0), totals=np.zeros(0)))
    n_docs = sum(b.n_rows for b in kept)
    matrix = _stack_rows(kept, folder / "matrix", n_docs, len(model.terms))
    presence = _stack_columns(kept, "presence", folder / "presence",
                              (n_docs, len(model.terms)), [b.presence_counts for b in kept])
    shown = _stack_columns(kept, "shown", folder / "shown",
                           (n_docs, len(model.shown_words)), [b.shown_counts for b in kept])
    for block in kept:  # stacked: the workers' files are no longer read
        for path in Path(block.stem).parent.glob(f"{Path(block.stem).name}.*.npy"):
            path.unlink()
    return vocabulary_from(model, matrix, presence, shown, standalone,
                           totals.astype(np.float32), acronym_papers, expansion_papers, lead)


def _stack_rows(blocks: list[RowBlock], stem: Path, n_rows: int, n_cols: int) -> sp.csr_matrix:
    nnz = sum(int(b.presence_counts.sum(dtype=np.int64)) for b in blocks)
    index = _index_dtype(n_rows, n_cols, nnz)
    with _NpyFile(f"{stem}.data.npy", np.float32) as data, \
            _NpyFile(f"{stem}.indices.npy", index) as indices, \
            _NpyFile(f"{stem}.indptr.npy", index) as indptr:
        indptr.write(np.zeros(1))
        offset = 0
        for block in blocks:
            data.write(np.load(f"{block.stem}.rows.data.npy"))
            indices.write(np.load(f"{block.stem}.rows.indices.npy"))
            pointers = np.load(f"{block.stem}.rows.indptr.npy").astype(np.int64)
            indptr.write(pointers[1:] + offset)
            offset += int(pointers[-1])
    return _mapped(sp.csr_matrix, stem, (n_rows, n_cols))


def _stack_columns(blocks: list[RowBlock], kind: str, stem: Path, shape: tuple[int, int],
                   counts: list[np.ndarray]) -> sp.csc_matrix:
    """The blocks' ``kind`` entries as one CSC matrix, a range of columns at a time."""
    per_column = np.zeros(shape[1], dtype=np.int64)
    for block_counts in counts:
        per_column += block_counts
    indptr = np.r_[0, np.cumsum(per_column)]
    index = _index_dtype(shape[0], shape[1], int(indptr[-1]))
    read = [0] * len(blocks)  # entries of each block's files already placed
    with _NpyFile(f"{stem}.data.npy", np.float32) as data_out, \
            _NpyFile(f"{stem}.indices.npy", index) as indices_out:
        for c0, c1 in _column_ranges(per_column):
            base, size = int(indptr[c0]), int(indptr[c1] - indptr[c0])
            rows: np.ndarray = np.empty(size, dtype=index)
            values = np.ones(size, dtype=np.float32)
            free = indptr[c0:c1] - base  # the next free place of each column
            for b, block in enumerate(blocks):
                taken = counts[b][c0:c1].astype(np.int64)
                n = int(taken.sum())
                if n:
                    column = np.repeat(np.arange(c1 - c0), taken)
                    place = free[column] + np.arange(n) - (np.cumsum(taken) - taken)[column]
                    rows[place] = _read(f"{block.stem}.{kind}.indices.npy", read[b], n)
                    if kind == "shown":
                        values[place] = _read(f"{block.stem}.shown.data.npy", read[b], n)
                free += taken
                read[b] += n
            indices_out.write(rows)
            data_out.write(values)
    _save(f"{stem}.indptr.npy", indptr.astype(index))
    return _mapped(sp.csc_matrix, stem, shape)


def _column_ranges(per_column: np.ndarray) -> list[tuple[int, int]]:
    """Consecutive column ranges of about :data:`MERGE_ENTRIES` entries (a column is
    never split), covering every column."""
    n = per_column.size
    if n == 0:
        return []
    cumulative = np.cumsum(per_column)
    marks = np.arange(1, int(cumulative[-1]) // MERGE_ENTRIES + 1) * MERGE_ENTRIES
    cuts = np.unique(np.searchsorted(cumulative, marks, side="right"))
    bounds = [0, *[int(c) for c in cuts if 0 < c < n], n]
    return list(zip(bounds[:-1], bounds[1:], strict=True))


def with_term_papers_on_disk(vocab: Vocabulary, index: SearchIndex, folder: Path,
                             removed: Mapping[int, np.ndarray] | None = None) -> Vocabulary:
    """:func:`analysis.search.term_papers.with_term_papers` of a vocabulary stacked by
    :func:`stacked_vocabulary` in ``folder``: each keyword's papers those its search
    finds, the new ``presence`` and ``matrix`` written beside the old ones a slice at a
    time and memory-mapped.  Only each keyword's changes are held (the papers the
    search adds and those it does not find: a few of its papers, where the keywords'
    papers themselves are ~40% of the matrix's entries); its new papers are made again
    from its old ones and those changes as the column is written."""
    ids = vocab.keyword_ids
    if ids.size == 0 or vocab.n_docs == 0:
        return vocab
    terms = vocab.terms["term"].to_numpy()
    source = f"{folder / 'presence'}.indices.npy"
    pointers = np.asarray(vocab.presence.indptr, dtype=np.int64)
    changes: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    lengths = np.diff(pointers)
    for n, j in enumerate(ids.tolist(), start=1):
        found = np.flatnonzero(term_papers(index, str(terms[j]))).astype(np.int32)
        if n % RELEASE_SEARCHES == 0:  # the mapped index's pages read so far may go
            index.release_pages()
        had = _read(source, int(pointers[j]), int(lengths[j]))
        changes[j] = (np.setdiff1d(had, found, assume_unique=True),
                      np.setdiff1d(found, had, assume_unique=True))
        lengths[j] = found.size
    index.release_pages()  # every keyword searched: the mapped index's pages may go
    for j, rows in sorted((removed or {}).items()):  # other terms: papers out (senses)
        had = _read(source, int(pointers[j]), int(lengths[j]))
        changes[j] = (np.intersect1d(had, rows), np.zeros(0, dtype=np.int32))
        lengths[j] -= changes[j][0].size
    presence = _columns_replaced(vocab.presence, changes, lengths, folder / "presence",
                                 folder / "presence.keywords")
    matrix = _rows_changed(vocab.matrix, changes, folder / "matrix", folder / "matrix.keywords")
    table = vocab.terms.copy()
    table["df"] = np.diff(presence.indptr).astype(np.int64)
    return dataclasses.replace(vocab, terms=table, matrix=matrix, presence=presence)


def _columns_replaced(presence: sp.csc_matrix, changes: dict[int, tuple[np.ndarray, np.ndarray]],
                      lengths: np.ndarray, source: Path, stem: Path) -> sp.csc_matrix:
    """``presence`` (written at ``source``) with each column ``j`` of ``changes`` (the
    rows it loses, the rows it gains) changed so, ``lengths`` the new columns' sizes:
    the columns ``with_term_papers`` makes, sorted rows."""
    old = np.asarray(presence.indptr, dtype=np.int64)
    indptr = np.r_[0, np.cumsum(lengths)]
    index = _index_dtype(presence.shape[0], presence.shape[1], int(indptr[-1]))
    path = f"{source}.indices.npy"
    with _NpyFile(f"{stem}.indices.npy", index) as indices:
        column = 0
        for j in sorted(changes):
            _copy(path, int(old[column]), int(old[j]), indices)
            gone, new = changes[j]
            had = _read(path, int(old[j]), int(old[j + 1] - old[j]))
            indices.write(np.union1d(np.setdiff1d(had, gone, assume_unique=True), new))
            column = j + 1
        _copy(path, int(old[column]), int(old[-1]), indices)
    with _NpyFile(f"{stem}.data.npy", np.float32) as data:
        for start in range(0, int(indptr[-1]), MERGE_ENTRIES):
            data.write(np.ones(min(MERGE_ENTRIES, int(indptr[-1]) - start)))
    _save(f"{stem}.indptr.npy", indptr.astype(index))
    return _mapped(sp.csc_matrix, stem, presence.shape)


def _rows_changed(matrix: sp.csr_matrix, changes: dict[int, tuple[np.ndarray, np.ndarray]],
                  source: Path, stem: Path) -> sp.csr_matrix:
    """``matrix`` with each column ``j`` of ``changes`` losing its entries at the rows it
    loses and gaining a 1 at the rows it gains: the sum ``with_term_papers`` makes with
    :func:`~analysis.search.term_papers.change_matrix`'s small change matrix, here a
    block of rows at a time, each block's change made from the block itself (the old
    values it subtracts read there, not picked out of the mapped matrix, whose every
    page that would map: ~0.65 GB at 1,000,000 papers).  Each row's sum, zeros dropped
    and columns sorted, is the whole matrix's."""
    gone, new = _pairs(changes, 0), _pairs(changes, 1)
    if gone[0].size == 0 and new[0].size == 0:
        return matrix
    pointers = np.asarray(matrix.indptr, dtype=np.int64)
    index = _index_dtype(matrix.shape[0], matrix.shape[1], int(pointers[-1]) + new[0].size)
    step = max(1, int(MERGE_ENTRIES * matrix.shape[0] / max(int(pointers[-1]), 1)))
    with _NpyFile(f"{stem}.data.npy", np.float32) as data, \
            _NpyFile(f"{stem}.indices.npy", index) as indices, \
            _NpyFile(f"{stem}.indptr.npy", index) as indptr:
        indptr.write(np.zeros(1))
        offset = 0
        for r0 in range(0, matrix.shape[0], step):
            r1 = min(r0 + step, matrix.shape[0])
            a, b = int(pointers[r0]), int(pointers[r1])
            block = sp.csr_matrix((_read(f"{source}.data.npy", a, b - a),
                                   _read(f"{source}.indices.npy", a, b - a),
                                   pointers[r0:r1 + 1] - a), shape=(r1 - r0, matrix.shape[1]))
            g = slice(*np.searchsorted(gone[0], [r0, r1]))
            n = slice(*np.searchsorted(new[0], [r0, r1]))
            was = np.asarray(block[gone[0][g] - r0, gone[1][g]]).ravel() if g.stop > g.start \
                else np.zeros(0, dtype=matrix.dtype)
            change = sp.csr_matrix(
                (np.r_[-was, np.ones(n.stop - n.start)].astype(matrix.dtype),
                 (np.r_[gone[0][g], new[0][n]] - r0, np.r_[gone[1][g], new[1][n]])),
                shape=block.shape)
            out = sp.csr_matrix(block + change)
            out.eliminate_zeros()
            out.sort_indices()
            data.write(out.data)
            indices.write(out.indices)
            indptr.write(out.indptr[1:].astype(np.int64) + offset)
            offset += out.nnz
    return _mapped(sp.csr_matrix, stem, matrix.shape)


def _pairs(changes: dict[int, tuple[np.ndarray, np.ndarray]], which: int
           ) -> tuple[np.ndarray, np.ndarray]:
    """(rows, columns) of every column's lost (``which`` 0) or gained (1) rows, sorted by
    row (int64)."""
    parts = [(rows[which], j) for j, rows in changes.items() if rows[which].size]
    if not parts:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    rows = np.concatenate([r.astype(np.int64) for r, _ in parts])
    cols = np.concatenate([np.full(r.size, j, dtype=np.int64) for r, j in parts])
    order = np.argsort(rows, kind="stable")
    return rows[order], cols[order]


def read_rows(stem: str, start: int, stop: int, n_cols: int) -> sp.csr_matrix:
    """Rows ``start:stop`` of the CSR matrix :func:`stacked_vocabulary` wrote at ``stem``,
    read (not mapped): what a worker needs of it to place its rows in the topics."""
    pointers = _read(f"{stem}.indptr.npy", start, stop - start + 1).astype(np.int64)
    a, b = int(pointers[0]), int(pointers[-1])
    rows = sp.csr_matrix((_read(f"{stem}.data.npy", a, b - a),
                          _read(f"{stem}.indices.npy", a, b - a), pointers - a),
                         shape=(stop - start, n_cols))
    rows.has_sorted_indices = True
    return rows


def _index_dtype(n_rows: int, n_cols: int, nnz: int) -> type:
    """scipy's choice for a matrix of this size (int32 while every index fits)."""
    return np.int32 if max(n_rows, n_cols, nnz) <= np.iinfo(np.int32).max else np.int64


def _mapped(make: type, stem: Path | str, shape: tuple[int, int]) -> sp.spmatrix:
    """The matrix written at ``stem``, memory-mapped read-only (sorted, as written)."""
    parts = tuple(np.load(f"{stem}.{p}.npy", mmap_mode="r")
                  for p in ("data", "indices", "indptr"))
    matrix = make(parts, shape=shape, copy=False)
    matrix.has_sorted_indices = True
    return matrix


def _save(path: str, values: np.ndarray) -> None:
    with _NpyFile(path, values.dtype) as out:
        out.write(values)


def _read(path: str, start: int, count: int) -> np.ndarray:
    """``count`` values of a .npy file from ``start``, read (not mapped: the client's
    memory holds them only while they are used)."""
    with open(path, "rb") as f:
        version = np.lib.format.read_magic(f)
        _, _, dtype = (np.lib.format.read_array_header_1_0(f) if version == (1, 0)
                       else np.lib.format.read_array_header_2_0(f))
        f.seek(f.tell() + start * dtype.itemsize)
        values = np.fromfile(f, dtype=dtype, count=count)
    if values.size != count:
        raise ValueError(f"{path}: {values.size:,} values from {start:,}, {count:,} expected")
    return values


def _copy(path: str, start: int, stop: int, out: _NpyFile) -> None:
    for at in range(start, stop, MERGE_ENTRIES):
        out.write(_read(path, at, min(MERGE_ENTRIES, stop - at)))


class _NpyFile:
    """A one-dimensional ``.npy`` file written piece by piece, its length set when it
    is closed (a fixed-size header rewritten), so nothing need be held to write it."""

    def __init__(self, path: str, dtype: type | np.dtype, width: int | None = None) -> None:
        self.path, self.dtype, self.length, self.width = path, np.dtype(dtype), 0, width
        self.file = open(path, "wb")  # noqa: SIM115 (closed by __exit__)
        self.file.write(self._header())

    def _header(self) -> bytes:
        text = (f"{{'descr': {np.lib.format.dtype_to_descr(self.dtype)!r}, "
                f"'fortran_order': False, 'shape': {self._shape()}, }}")
        text = text.ljust(_HEADER_BYTES - 10 - 1) + "\n"
        return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(text)) + text.encode("latin1")

    def _shape(self) -> tuple[int, ...]:
        """(length,), or (rows, width) for a file of rows of ``width`` values."""
        return (self.length,) if self.width is None else (self.length // self.width,
                                                          self.width)

    def write(self, values: np.ndarray) -> None:
        values = np.ascontiguousarray(values, dtype=self.dtype)
        self.file.write(values.tobytes())
        self.length += values.size

    def __enter__(self) -> _NpyFile:
        return self

    def __exit__(self, *exc: object) -> None:
        if exc[0] is None:
            self.file.seek(0)
            self.file.write(self._header())
        self.file.close()

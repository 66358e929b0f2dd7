"""Papers per (venue, year) cell: the counts ranked changes and emerging terms are made of.

Both scores look inside venues (a venue that joins the corpus late must not make its own
vocabulary "rise"), so both start from the same counts: for each cell, the papers of the
denominator, the papers selected, and each term's selected papers (:class:`Cells`),
computed once per view and shared by both scores.

Each term's papers per cell come from one of two places (:func:`term_cell_counts`):

- a :class:`TermCube`, each term's papers per (venue, year) cell of the whole corpus,
  built once per corpus (the dashboard keeps one): a selection made by the venue and year
  filters alone is a union of its cells, a row take;
- otherwise one ``bincount`` over the selected papers' nonzeros of the document-term
  matrix: proportional to the papers selected (1 ms for a topic of 1,200 papers, 20 ms for
  all 24,000 on the 2-core test machine).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc
import scipy.sparse as sp

from analysis.memory import drop_pages_read
from analysis.result import Analysis
from analysis.schema import PAPER_TYPES, Mask

CUBE_MAX_VALUES = 25_000_000  # cells x terms of a cube (100 MB as float32); larger: none
#: Papers' rows of the matrix counted at once: their copy and its int64 cell keys take
#: ~24 bytes a nonzero (100 MB for 50,000 papers of ~80 terms) instead of the corpus's
#: (2 GB at 1,000,000 papers); counts are whole numbers, so the sum is the same.
ROWS_AT_ONCE = 50_000
#: Papers counted at once into the cells x terms table (:func:`_bincount_cells`): a
#: block's copy, indicator product and its (cell, term) values take ~40 bytes a nonzero.
CELL_ROWS_AT_ONCE = 20_000


_TYPE_SET = pa.array(list(PAPER_TYPES))


def type_codes(paper_types: pd.Series) -> np.ndarray:
    """Each paper's type as its position in PAPER_TYPES (-1: none of them, or none given).
    Arrow strings by Arrow's ``index_in`` (~0.1 ms for a table's selection at 24,000
    papers, where a Categorical of them took ~1 ms); other values by a factorize and a
    look-up."""
    values = paper_types.array
    array = values.__arrow_array__() if hasattr(values, "__arrow_array__") else None
    if array is not None and (pa.types.is_string(array.type) or
                              pa.types.is_large_string(array.type)):
        return pc.index_in(array, value_set=_TYPE_SET).fill_null(-1).to_numpy().astype(np.int64)
    codes, names = pd.factorize(paper_types)
    lut = np.array([PAPER_TYPES.index(n) if n in PAPER_TYPES else -1 for n in names] + [-1])
    return lut[codes]


@dataclass(frozen=True)
class CellKeys:
    """Each paper's (venue, year) key, the same for every view of one corpus."""

    key: np.ndarray  # venue code x span + (year - first); -1 without a year
    venue_names: np.ndarray
    first: int
    span: int

    def venue(self, keys: np.ndarray) -> np.ndarray:
        return self.venue_names[keys // self.span]

    def year(self, keys: np.ndarray) -> np.ndarray:
        return keys % self.span + self.first


def cell_keys(analysis: Analysis) -> CellKeys:
    papers = analysis.papers
    year = papers["year"].to_numpy(dtype=float, na_value=np.nan)
    has = ~np.isnan(year)
    codes, names = pd.factorize(papers["venue"].fillna(""), sort=True)
    first = int(year[has].min()) if has.any() else 0
    span = int(year[has].max()) - first + 1 if has.any() else 1
    key = np.where(has, codes.astype(np.int64) * span + (np.where(has, year, first) - first), -1)
    return CellKeys(key=key.astype(np.int64), venue_names=np.asarray(names, dtype=object),
                    first=first, span=span)


@dataclass(frozen=True)
class Cells:
    """The (venue, year) cells of a view's denominator, in venue then year order.

    ``key``, ``venue`` and ``year`` name each cell; ``base`` and ``papers`` are the
    denominator's and the selection's papers in it; ``of_paper`` is each paper's cell (-1:
    outside the denominator or without a year).
    """

    key: np.ndarray
    venue: np.ndarray
    year: np.ndarray
    base: np.ndarray
    papers: np.ndarray
    of_paper: np.ndarray

    @cached_property
    def _years(self) -> tuple[np.ndarray, np.ndarray]:
        return np.unique(self.year, return_inverse=True)

    @cached_property
    def _venues(self) -> tuple[list[str], np.ndarray]:
        venues, where = np.unique(self.venue.astype(str), return_inverse=True)
        return venues.tolist(), where

    def year_index(self) -> tuple[np.ndarray, np.ndarray]:
        """(the distinct years, each cell's position among them)."""
        return self._years

    def venue_index(self) -> tuple[list[str], np.ndarray]:
        """(the distinct venues, each cell's position among them)."""
        return self._venues

    @cached_property
    def _venue_rows(self) -> list[slice]:
        where = self._venues[1]
        bounds = np.r_[np.flatnonzero(np.r_[True, where[1:] != where[:-1]]), len(where)]
        return [slice(a, b) for a, b in zip(bounds[:-1], bounds[1:], strict=True)]

    @cached_property
    def _year_rows(self) -> list[np.ndarray]:
        years, where = self._years
        order = np.argsort(where, kind="stable")
        bounds = np.searchsorted(where[order], np.arange(len(years) + 1))
        return [order[bounds[y]:bounds[y + 1]] for y in range(len(years))]

    def year_counts(self) -> pd.Series:
        """Denominator papers per year, as :func:`analysis.trends.periods.year_counts`."""
        return pd.Series(self.by_year(self.base), index=self._years[0].astype(int))

    def by_venue(self, counts: np.ndarray, inside: np.ndarray | None = None) -> np.ndarray:
        """``counts`` (cells x ...) summed per venue (venues x ...), over the cells
        ``inside`` (a bool per cell; None: all).  A sum per venue over its contiguous rows
        (cells are in venue order): ``np.add.reduceat`` is several times slower here."""
        if inside is not None:
            counts = counts * inside.reshape(-1, *[1] * (counts.ndim - 1))
        out = np.zeros((len(self._venue_rows), *counts.shape[1:]), dtype=counts.dtype)
        for v, rows in enumerate(self._venue_rows):
            out[v] = counts[rows].sum(axis=0)
        return out

    def by_year(self, counts: np.ndarray) -> np.ndarray:
        """``counts`` (cells x ...) summed per year (years x ..., in year order)."""
        out = np.zeros((len(self._year_rows), *counts.shape[1:]), dtype=counts.dtype)
        for y, rows in enumerate(self._year_rows):
            out[y] = counts[rows].sum(axis=0)
        return out

    def within(self, keep: np.ndarray) -> Cells:
        """The cells ``keep`` (a bool per cell) alone, in the same order: the papers of the
        others are outside them (``of_paper`` -1), as if the denominator had not held them."""
        at = np.append(np.where(keep, np.cumsum(keep) - 1, -1), -1)  # -1 reads the last
        return Cells(key=self.key[keep], venue=self.venue[keep], year=self.year[keep],
                     base=self.base[keep], papers=self.papers[keep],
                     of_paper=at[self.of_paper])


def venue_year_cells(analysis: Analysis, rows: Mask, base: Mask,
                     keys: CellKeys | None = None) -> Cells:
    """The cells of ``base``'s papers that have a year, with ``rows``' papers in each."""
    keys = keys or cell_keys(analysis)
    ok = base & (keys.key >= 0)
    occupied, of_ok = np.unique(keys.key[ok], return_inverse=True)
    of_paper = np.full(len(ok), -1, dtype=np.int64)
    of_paper[ok] = of_ok
    return Cells(key=occupied, venue=keys.venue(occupied), year=keys.year(occupied),
                 base=np.bincount(of_ok, minlength=len(occupied)),
                 papers=np.bincount(of_paper[rows & ok], minlength=len(occupied)),
                 of_paper=of_paper)


@dataclass(frozen=True)
class TermCube:
    """Each term's papers per (venue, year) cell of the whole corpus (cells x terms,
    float32: counts stay exact up to 16 million), built once per corpus by
    :func:`build_term_cube`.  A view selected by the venue and year filters alone takes
    whole cells, so its counts are rows of it.  Paper types are left out on purpose: a
    type filter is answered from the papers (fast: a type is a large share), and a type
    corrected by hand cannot leave the cube stale.
    """

    keys: CellKeys
    vy_keys: np.ndarray  # the (venue, year) keys, sorted: the rows of ``counts``
    of_paper: np.ndarray  # each paper's row (-1: no year)
    size: np.ndarray  # papers per row
    counts: np.ndarray  # (venue, year) x terms

    def counts_for(self, rows: Mask, cells: Cells) -> np.ndarray | None:
        """``cells`` x terms counts of ``rows``, or None when ``rows`` takes part of a
        cell (a topic, a search or a paper type selected some of its papers)."""
        picked = np.bincount(self.of_paper[rows & (self.of_paper >= 0)],
                             minlength=len(self.size))
        at = np.searchsorted(self.vy_keys, cells.key)
        taken = picked[at]
        if not np.all((taken == 0) | (taken == self.size[at])):
            return None
        out = self.counts[at]
        return out if (taken > 0).all() else out * (taken > 0)[:, None]


def build_term_cube(analysis: Analysis) -> TermCube | None:
    """The :class:`TermCube` of a corpus; None when it would exceed CUBE_MAX_VALUES."""
    keys = cell_keys(analysis)
    has = keys.key >= 0
    vy_keys, vy_row = np.unique(keys.key[has], return_inverse=True)
    n_terms = analysis.vocab.matrix.shape[1]
    if len(vy_keys) * n_terms > CUBE_MAX_VALUES:
        return None
    of_paper = np.full(len(has), -1, dtype=np.int64)
    of_paper[has] = vy_row
    counts = _bincount_cells(analysis, np.flatnonzero(has), of_paper, len(vy_keys))
    return TermCube(keys=keys, vy_keys=vy_keys, of_paper=of_paper,
                    size=np.bincount(vy_row, minlength=len(vy_keys)), counts=counts)


def _bincount_cells(analysis: Analysis, idx: np.ndarray, cell_of: np.ndarray,
                    n_cells: int) -> np.ndarray:
    """Papers ``idx`` using each term, per cell (``cell_of`` each paper's): cells x terms.

    Added up :data:`CELL_ROWS_AT_ONCE` papers at a time, straight into the float32
    result: a block's (cell, term) counts are a sparse product (a cells x papers
    indicator times the block's rows), as many values as the block has nonzeros, where a
    dense bincount held two int64 copies of the whole cells x terms table besides the
    result (+250 MB at 250,000 papers: the export's largest private memory).  float32
    holds every whole number below 2**24 exactly, so the counts are the same; more
    papers than that are summed in int64 first, as before."""
    matrix = analysis.vocab.matrix
    n_terms = matrix.shape[1]
    counts = np.zeros((n_cells, n_terms), dtype=np.float32 if idx.size < 2**24 else np.int64)
    for start in range(0, idx.size if n_cells else 0, CELL_ROWS_AT_ONCE):
        part = idx[start:start + CELL_ROWS_AT_ONCE]
        sub = matrix[part]
        used = sp.csr_matrix((np.ones(sub.indices.size, dtype=np.int32), sub.indices,
                              sub.indptr), shape=sub.shape)
        in_cell = sp.csr_matrix((np.ones(part.size, dtype=np.int32),
                                 (cell_of[part], np.arange(part.size))),
                                shape=(n_cells, part.size))
        block = (in_cell @ used).tocoo()  # one value per (cell, term) pair: no repeats
        counts[block.row, block.col] += block.data
        drop_pages_read(matrix.data, matrix.indices)  # a mapped matrix's pages read so far
    return counts.astype(np.float32, copy=False)


def term_cell_counts(analysis: Analysis, rows: Mask, cells: Cells,
                     cube: TermCube | None = None) -> np.ndarray:
    """Papers of ``rows`` (within the cells) using each term, per cell: cells x terms
    (float32, exact counts ready for sums and products); from ``cube`` when the rows are
    whole cube cells."""
    if cube is not None:
        counts = cube.counts_for(rows & (cells.of_paper >= 0), cells)
        if counts is not None:
            return counts
    idx = np.flatnonzero(rows & (cells.of_paper >= 0))
    return _bincount_cells(analysis, idx, cells.of_paper, len(cells.base))


def topic_cell_counts(analysis: Analysis, rows: Mask, cells: Cells) -> np.ndarray:
    """Papers of ``rows`` per (cell, topic): cells x topics."""
    k, n_cells = analysis.topics.n_topics, len(cells.base)
    picked = rows & (cells.of_paper >= 0)
    topic = analysis.papers["topic"].to_numpy()[picked]
    flat = cells.of_paper[picked] * k + topic.astype(np.int64)
    return np.bincount(flat, minlength=n_cells * k).reshape(n_cells, k).astype(np.float32)

"""The topic model's per-paper work, a segment of rows at a time.

:func:`analysis.topics.fit_topics` fits the factorisation on a bounded sample of papers
(:data:`~analysis.topics.factorization.MAX_FIT_PAPERS`, chosen by content hash) and
then needs every paper only through row-by-row results (its strengths under the fitted
topics, its mixture, its place on the map) and through sums over papers (each topic's
papers using each term, the topics' sizes, the mixture columns' norms and products).
So the rows are cut into *segments* (:func:`segments`), each handled by the pure
functions here, and only the sums travel back to the fit:

1. :func:`digests` (only past the sample's size): each row's content hash, whose
   smallest values name the sample; :func:`sample_rows`: the sample's rows, fitted on
   (:class:`SampleFit`);
2. :func:`segment_strengths`: the segment's strengths (the fit's for the sample's rows,
   ``transform`` of the others, :data:`~analysis.topics.factorization.TRANSFORM_CHUNK`
   at a time) and :func:`strength_sums` (paper shares by strength, sizes);
3. :func:`segment_mixtures` once the topics are numbered by size, and
   :func:`mixture_sums` (paper shares by mixture for the labels, squared shares);
4. :func:`unit_sums` (the topics' similarity on the map);
5. :func:`segment_output`: mixtures, strengths, main topics and map positions.

Where the segments are is a :class:`Runner`'s business: :class:`InProcess` runs them
here on the matrix in memory (the single process); the Dask engine runs them on its
workers, each reading its rows from the matrix the workers wrote
(:mod:`analysis.cluster.topics`).  A segment always holds whole transform chunks
(:data:`SEGMENT_CHUNKS` of them: 50,000 papers outside the sample, and the sample's papers
among them), and the sums are added segment by segment in row order, so any runner gives
the same numbers, bit for bit; a corpus within the sample's size is one segment, and its
numbers are those of the single pass over all papers that came before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
import scipy.sparse as sp
from threadpoolctl import threadpool_limits

from analysis.topics import factorization as fz
from analysis.topics.factorization import Factorization, canonical_keys, sample_digests
from analysis.topics.layout import positions_of, squared_sums, unit_products
from analysis.topics.ranking import share_sums
from analysis.topics.weighting import tfidf, unit_rows

#: Transform chunks per segment: 50,000 papers outside the sample (~20 MB of strengths
#: and ~40 MB of topic-term rows held per segment).
SEGMENT_CHUNKS = 5
#: Rows per block of the digest pass (before the segments are known).
DIGEST_ROWS = 50_000


def segments(n_docs: int, sample: np.ndarray) -> list[tuple[int, int]]:
    """Row ranges covering ``0..n_docs``, each beginning at a transform chunk's first
    row outside the ``sample`` and holding :data:`SEGMENT_CHUNKS` chunks (the last, the
    rest): one range when every row is in the sample."""
    others = np.setdiff1d(np.arange(n_docs), sample, assume_unique=True)
    step = fz.TRANSFORM_CHUNK * SEGMENT_CHUNKS
    starts = [0, *(int(others[i]) for i in range(step, others.size, step))]
    return list(zip(starts, [*starts[1:], n_docs], strict=True))


def row_blocks(n_docs: int, size: int = DIGEST_ROWS) -> list[tuple[int, int]]:
    return [(start, min(start + size, n_docs)) for start in range(0, max(n_docs, 1), size)]


def topic_counts(rows: sp.csr_matrix, columns: np.ndarray) -> sp.csr_matrix:
    """The topic columns of some rows of the document-term matrix."""
    return sp.csr_matrix(rows[:, columns])


def digests(rows: sp.csr_matrix, columns: np.ndarray, seed: int) -> np.ndarray:
    return sample_digests(topic_counts(rows, columns), seed)


def sample_rows(rows: sp.csr_matrix, first_row: int, columns: np.ndarray,
                sample: np.ndarray) -> sp.csr_matrix:
    """The topic columns of the segment's rows that are in the (sorted) ``sample``."""
    lo, hi = np.searchsorted(sample, [first_row, first_row + rows.shape[0]])
    return topic_counts(rows[sample[lo:hi] - first_row], columns)


@dataclass(frozen=True)
class SampleFit:
    """The factorisation fitted on the sample: what any segment needs."""

    columns: np.ndarray
    idf: np.ndarray
    estimator: Factorization
    components: np.ndarray  # K x columns, the factorisation's own order
    sample: np.ndarray  # sorted rows fitted on
    fitted: np.ndarray  # their strengths, in row order
    chunk: int  # rows transformed at once (TRANSFORM_CHUNK where the fit ran)


def fit_on_sample(counts: sp.csr_matrix, sample: np.ndarray, columns: np.ndarray,
                  idf: np.ndarray, n_topics: int, seed: int,
                  factory: fz.FactorizationFactory) -> SampleFit:
    """The factorisation fitted on the sample's topic ``counts`` (rows in row order),
    taken in their canonical order (so the same papers in any file order give the same
    topics)."""
    weights = tfidf(counts, idf)
    order = fz.canonical_order(counts, seed)
    estimator = factory(n_topics, seed)
    in_order = estimator.fit_transform(weights[order])
    fitted = np.zeros_like(in_order)
    fitted[order] = in_order
    return SampleFit(columns, idf, estimator, estimator.components_, sample, fitted,
                     fz.TRANSFORM_CHUNK)


@dataclass(frozen=True)
class SegmentStrengths:
    """A segment's topic counts, strengths (rows x K) and canonical-order keys."""

    first_row: int
    counts: sp.csr_matrix
    strength: np.ndarray
    keys: np.ndarray

    @property
    def presence(self) -> sp.csr_matrix:
        presence = self.counts.copy()
        presence.data[:] = 1.0
        return presence


def segment_strengths(rows: sp.csr_matrix, first_row: int, fit: SampleFit,
                      seed: int) -> SegmentStrengths:
    """Each row's strengths: the fit's for the sample's rows, the others transformed
    ``fit.chunk`` (:data:`~analysis.topics.factorization.TRANSFORM_CHUNK`) at a time; a row with no
    weight on any topic gets its cosine similarity to each topic's terms instead."""
    counts = topic_counts(rows, fit.columns)
    weights = tfidf(counts, fit.idf)
    n = counts.shape[0]
    lo, hi = np.searchsorted(fit.sample, [first_row, first_row + n])
    fitted = fit.sample[lo:hi] - first_row
    strength = np.zeros((n, fit.fitted.shape[1]), dtype=fit.fitted.dtype)
    strength[fitted] = fit.fitted[lo:hi]
    others = np.setdiff1d(np.arange(n), fitted, assume_unique=True)
    for start in range(0, others.size, fit.chunk):
        part = others[start:start + fit.chunk]
        strength[part] = fit.estimator.transform(weights[part])
    strength = weight_papers_without_topic_terms(strength, weights, fit.components)
    return SegmentStrengths(first_row, counts, strength, canonical_keys(counts, seed))


def weight_papers_without_topic_terms(strength: np.ndarray, weights: sp.csr_matrix,
                                      components: np.ndarray) -> np.ndarray:
    """Papers with no weight on any topic get their cosine similarity to each topic's
    term profile instead (still zero for a paper with no topic term at all)."""
    empty = np.flatnonzero(strength.sum(axis=1) <= 0)
    if empty.size == 0:
        return strength
    strength = strength.copy()
    similarity = np.asarray(weights[empty] @ unit_rows(components).T)
    strength[empty] = np.clip(similarity, 0, None)
    return strength


def mixtures_of(strength: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Rows normalised to sum 1 (the factorisation's numbering), and the rows with no
    weight at all."""
    mixture = strength / np.maximum(strength.sum(axis=1, keepdims=True), 1e-300)
    return mixture, strength.sum(axis=1) <= 0


@dataclass(frozen=True)
class StrengthSums:
    """Sums over a segment's papers: paper shares by strength (:func:`share_sums`), the
    papers whose largest share is each topic (papers with weight only), and the
    segment's canonical-order keys (rows x 2)."""

    shares: tuple[np.ndarray, np.ndarray]
    sizes: np.ndarray
    keys: np.ndarray

    def __add__(self, later: StrengthSums) -> StrengthSums:
        """The sums of this run of segments and the next (keys in row order): added as
        they arrive (:func:`added`), so the segments' K x terms sums are never all held."""
        return StrengthSums(_add(self.shares, later.shares), self.sizes + later.sizes,
                            np.concatenate([self.keys, later.keys]))


def strength_sums(seg: SegmentStrengths) -> StrengthSums:
    mixture, no_weight = mixtures_of(seg.strength)
    sizes = np.bincount(mixture.argmax(axis=1)[~no_weight], minlength=mixture.shape[1])
    return StrengthSums(share_sums(seg.strength, seg.presence), sizes, seg.keys)


@dataclass(frozen=True)
class SegmentMixtures:
    """A segment's mixtures with the topics numbered by size (``by_size``: topic ``t``
    is the factorisation's ``by_size[t]``) and its main topics."""

    strengths: SegmentStrengths
    by_size: np.ndarray
    mixture: np.ndarray
    assignment: np.ndarray

    @property
    def presence(self) -> sp.csr_matrix:
        return self.strengths.presence


def segment_mixtures(seg: SegmentStrengths, by_size: np.ndarray) -> SegmentMixtures:
    """The mixtures with topics renumbered (``by_size`` may leave components out: the kept
    ones' shares then sum to 1); a paper with no weight at all goes to the largest topic."""
    if len(by_size) < seg.strength.shape[1]:
        mixture, no_weight = mixtures_of(seg.strength[:, by_size])
    else:  # all kept: normalised in the factorisation's order, as ever (the same bits)
        mixture, no_weight = mixtures_of(seg.strength)
        mixture = mixture[:, by_size]
    if no_weight.any():
        mixture[no_weight] = 0.0
        mixture[no_weight, 0] = 1.0
    return SegmentMixtures(seg, by_size, mixture, mixture.argmax(axis=1))


@dataclass(frozen=True)
class MixtureSums:
    shares: tuple[np.ndarray, np.ndarray]  # paper shares by mixture (share_sums)
    squares: np.ndarray  # squared shares per topic (layout.squared_sums)
    sizes: np.ndarray  # papers per main topic

    def __add__(self, later: MixtureSums) -> MixtureSums:
        return MixtureSums(_add(self.shares, later.shares), self.squares + later.squares,
                           self.sizes + later.sizes)


def mixture_sums(seg: SegmentMixtures) -> MixtureSums:
    return MixtureSums(share_sums(seg.mixture, seg.presence), squared_sums(seg.mixture),
                       np.bincount(seg.assignment, minlength=seg.mixture.shape[1]))


def unit_sums(seg: SegmentMixtures, norms: np.ndarray) -> np.ndarray:
    """The segment's K x K products of unit mixture columns (the map's similarity)."""
    with threadpool_limits(1):  # as the single pass: the same BLAS path, the same bits
        return unit_products(seg.mixture, norms)


@dataclass(frozen=True)
class SegmentOutput:
    """What the model keeps of a segment's papers."""

    first_row: int
    mixture: np.ndarray
    strength: np.ndarray
    assignment: np.ndarray
    map_xy: np.ndarray


def segment_output(seg: SegmentMixtures, centres: np.ndarray, radii: np.ndarray,
                   draws: np.ndarray) -> SegmentOutput:
    """The segment's mixtures, strengths, main topics and map positions (``draws``: its
    rows' :func:`~analysis.topics.layout.paper_draws`)."""
    with threadpool_limits(1):
        xy = positions_of(seg.mixture, seg.assignment, centres, radii, draws[:, 0],
                          draws[:, 1])
    return SegmentOutput(seg.strengths.first_row, seg.mixture,
                         seg.strengths.strength[:, seg.by_size], seg.assignment, xy)


class Runner(Protocol):
    """Where the segments are handled (see the module docstring).

    ``rows(ranges)`` gives a handle on each range's rows of the document-term matrix;
    ``map(fn, handles, *args)`` applies ``fn(handle's value, *args)`` to each handle (an
    arg that is a list of the same length as ``handles`` is given one item per handle
    when wrapped in :class:`Each`), giving new handles; ``gather(handles)`` yields their
    values in order, one at a time; ``output(handles, n_docs, n_topics)`` the stacked
    :class:`SegmentOutput` arrays ``(doc_topic, strength, assignment, map_xy)``."""

    def rows(self, ranges: Sequence[tuple[int, int]]) -> list[Any]: ...

    def map(self, fn: Callable[..., Any], handles: Sequence[Any], *args: Any) -> list[Any]: ...

    def gather(self, handles: Sequence[Any]) -> Iterator[Any]: ...

    def output(self, handles: Sequence[Any], n_docs: int, n_topics: int
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]: ...


@dataclass(frozen=True)
class Each:
    """A :meth:`Runner.map` argument with one value per handle."""

    values: Sequence[Any]


def arguments(args: tuple[Any, ...], i: int) -> tuple[Any, ...]:
    return tuple(a.values[i] if isinstance(a, Each) else a for a in args)


@dataclass(frozen=True)
class _Rows:
    start: int
    stop: int


class InProcess:
    """The segments handled here, one after another, on a matrix in memory (or mapped)."""

    def __init__(self, matrix: sp.csr_matrix) -> None:
        self.matrix = matrix

    def rows(self, ranges: Sequence[tuple[int, int]]) -> list[Any]:
        return [_Rows(r0, r1) for r0, r1 in ranges]  # sliced when used: one copy at once

    def map(self, fn: Callable[..., Any], handles: Sequence[Any], *args: Any) -> list[Any]:
        return [fn(self.matrix[h.start:h.stop] if isinstance(h, _Rows) else h,
                   *arguments(args, i)) for i, h in enumerate(handles)]

    def gather(self, handles: Sequence[Any]) -> Iterator[Any]:
        return iter(handles)

    def output(self, handles: Sequence[Any], n_docs: int, n_topics: int
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        return stacked_output(list(handles), n_topics)


def stacked_output(outputs: list[SegmentOutput], n_topics: int
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    if len(outputs) == 1:
        o = outputs[0]
        return o.mixture, o.strength, o.assignment, o.map_xy
    return (np.vstack([o.mixture for o in outputs]), np.vstack([o.strength for o in outputs]),
            np.concatenate([o.assignment for o in outputs]),
            np.vstack([o.map_xy for o in outputs]))


def added(values: Iterator[Any]) -> Any:
    """The sum of the values in order (the first as it is: one segment's sums are
    exactly the single pass's)."""
    total = None
    for value in values:
        total = value if total is None else _add(total, value)
    return total


def _add(a: Any, b: Any) -> Any:
    if isinstance(a, tuple):
        return tuple(_add(x, y) for x, y in zip(a, b, strict=True))
    return a + b

"""Stage 2 of the topic model: the factorisation, behind a small protocol.

Method
    Non-negative matrix factorisation (Lee & Seung 1999; coordinate descent of
    Cichocki & Phan 2009, scikit-learn's ``NMF(solver="cd")``) of the papers' TF-IDF
    matrix.  NNDSVD initialisation (Boutsidis & Gallopoulos 2008) makes the fit
    deterministic; the rows are put in a canonical order (by content) before fitting,
    so the same papers in any file order give the same topics.

Any estimator with ``fit_transform``, ``transform`` and ``components_`` (scikit-learn's
``NMF``, ``MiniBatchNMF``, ``LatentDirichletAllocation``...) satisfies
:class:`Factorization`; :func:`analysis.topics.fit_topics` takes a factory of them, so
the factorisation can be swapped, or fitted on a sample and applied partition by
partition with ``transform``.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Protocol

import numpy as np
import scipy.sparse as sp
from threadpoolctl import threadpool_limits

MAX_ITER = 25


class Factorization(Protocol):
    """A papers x terms matrix factorised into papers x topics and topics x terms.

    ``fit_transform(X)`` fits and returns the papers' topic strengths (non-negative,
    n_docs x K); ``components_`` (K x n_terms) holds the topics' term weights after a
    fit; ``transform(X)`` gives the strengths of other papers under the fitted topics.
    """

    @property
    def components_(self) -> np.ndarray: ...

    def fit_transform(self, X: sp.csr_matrix, /) -> np.ndarray: ...

    def transform(self, X: sp.csr_matrix, /) -> np.ndarray: ...


#: Makes an unfitted :class:`Factorization` of ``n_topics`` components from a seed.
FactorizationFactory = Callable[[int, int], Factorization]


class OneThreadQuiet:
    """Runs a factorisation on one BLAS thread, its convergence warnings silenced.

    One thread because the machine is shared: a multi-threaded BLAS waiting for a busy
    core is several times slower than one thread.  Silenced because :data:`MAX_ITER`
    is deliberately below convergence (see :func:`nmf`).
    """

    def __init__(self, estimator: Factorization) -> None:
        self.estimator = estimator

    @property
    def components_(self) -> np.ndarray:
        return self.estimator.components_

    def fit_transform(self, X: sp.csr_matrix, /) -> np.ndarray:
        from sklearn.exceptions import ConvergenceWarning

        with threadpool_limits(1), warnings.catch_warnings():
            warnings.simplefilter("ignore", ConvergenceWarning)
            return self.estimator.fit_transform(X)

    def transform(self, X: sp.csr_matrix, /) -> np.ndarray:
        from sklearn.exceptions import ConvergenceWarning

        with threadpool_limits(1), warnings.catch_warnings():
            warnings.simplefilter("ignore", ConvergenceWarning)
            return self.estimator.transform(X)


def nmf(n_topics: int, seed: int) -> Factorization:
    """The default factorisation: NMF with NNDSVD start and coordinate descent, on one
    BLAS thread.

    ``MAX_ITER`` (25) passes of coordinate descent from NNDSVD are enough for stable top
    terms (the benchmark's NPMI does not move past it); the loss keeps decreasing
    slowly, hence no convergence warning.  scikit-learn is imported here, not with the
    module: opening a saved analysis needs the model's class, not the estimator (1.7 s).
    """
    from sklearn.decomposition import NMF

    return OneThreadQuiet(NMF(n_components=n_topics, init="nndsvd", solver="cd",
                              random_state=seed, max_iter=MAX_ITER, tol=1e-4))


def canonical_order(counts: sp.csr_matrix, seed: int) -> np.ndarray:
    """A row order that depends on the rows' contents only (two random projections)."""
    return order_of_keys(canonical_keys(counts, seed))


def canonical_keys(counts: sp.csr_matrix, seed: int) -> np.ndarray:
    """Each row's two sort keys for :func:`canonical_order` (n x 2; a row's keys depend on
    its contents only, so blocks of rows give the keys of all of them stacked)."""
    rng = np.random.RandomState(seed + 12345)
    projection = rng.standard_normal((counts.shape[1], 2))
    return np.asarray(counts @ projection)


def order_of_keys(keys: np.ndarray) -> np.ndarray:
    return np.lexsort((keys[:, 1], keys[:, 0]))


#: Papers the factorisation is fitted on at most; the others get their strengths from the
#: fitted topics (``transform``), a chunk at a time.  50,000 papers give stable topics
#: (the 24,000-paper corpus is fitted whole) and bound the fit's time and memory.
MAX_FIT_PAPERS = 50_000
TRANSFORM_CHUNK = 10_000


def fit_sample(counts: sp.csr_matrix, seed: int, limit: int | None = None) -> np.ndarray:
    """Sorted rows to fit on: every row when there are at most ``limit`` (default
    :data:`MAX_FIT_PAPERS`), else the ``limit`` rows with the smallest hash of their
    content (a seeded random projection of their counts), so that the sample does not
    depend on file order."""
    limit = MAX_FIT_PAPERS if limit is None else limit
    n_docs = counts.shape[0]
    if n_docs <= limit:
        return np.arange(n_docs)
    return smallest_digests(sample_digests(counts, seed), limit)


def sample_digests(counts: sp.csr_matrix, seed: int) -> np.ndarray:
    """Each row's content hash for :func:`fit_sample` (row by row: blocks of rows give
    the digests of all of them stacked)."""
    projection = np.random.RandomState(seed + 54321).standard_normal(counts.shape[1])
    return np.asarray(counts @ projection).ravel()


def smallest_digests(digest: np.ndarray, limit: int) -> np.ndarray:
    """Sorted rows of the ``limit`` smallest digests (ties by row)."""
    return np.sort(np.lexsort((np.arange(digest.size), digest))[:limit])

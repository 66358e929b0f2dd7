"""Stage 2 of the topic model: the factorisation, behind a small protocol.

Method
    Non-negative matrix factorisation (Lee & Seung 1999; coordinate descent of
    Cichocki & Phan 2009, scikit-learn's ``NMF(solver="cd")``) of the papers' TF-IDF
    matrix.  NNDSVD initialisation (Boutsidis & Gallopoulos 2008) makes the fit
    deterministic; the rows are put in a canonical order (by content) before fitting,
    so the same papers in any file order give the same topics.

Stable start
    NNDSVD starts from the matrix's first K singular vectors, here computed exactly
    (ARPACK's implicitly restarted Lanczos, Lehoucq et al. 1998, through
    ``scipy.sparse.linalg.svds``, from a fixed start vector) rather than by
    scikit-learn's randomized SVD (Halko et al. 2011, 7 power iterations).  The
    randomized SVD's trailing vectors are rough, and rough differently for every random
    state and every handful of papers, and coordinate descent settles in another local
    optimum: on the 24,064 papers (K = 40, 39 kept), fitting without 9 random papers
    kept only 63-69% of the others in their matched topic, no better than another
    ``random_state`` on the same papers (62-67%).  From the exact SVD it keeps 85-87%
    (topics whose papers' Jaccard index is above 0.7: 30-33 of 39 instead of 9-15), and
    the seed changes nothing; on ICML 2013-19 (K = 20, 8 draws) 74% -> 89%.  It costs
    no time (ARPACK 0.4 s at 24,000 papers and K = 40, as the randomized SVD; the
    whole fit 2.8 s either way).  More passes of coordinate descent from the rough start
    did not help (100 or 400: 75-78% on ICML), nor did a random start (56%).
    bench/topics/STABILITY.md has the measurements.

Loss
    The squared (Frobenius) loss of scikit-learn's coordinate descent.  The generalised
    Kullback-Leibler divergence (PLSA's objective, Gaussier & Goutte 2005; multiplicative
    updates from this start, zeros filled as ``nndsvda``), on these TF-IDF rows or on the
    0/1 matrix, lowered NPMI@10 of the distinct terms in-sample on all five venues
    measured (ICML 2013-19 0.138 -> 0.132 on TF-IDF, 0.124 on 0/1) and held out (ICML
    0.099 / 0.087 -> 0.056 / 0.027), at ~4x the fit's time (bench/topics/HELDOUT.md,
    wave 66).

Other fits measured, not kept
    NMF on sentences or windows of 2-3 sentences (Balikas et al. 2016) lost in-sample
    and held out on all five venues (ICML 0.138 -> 0.099-0.116); SeaNMF's joint
    factorisation with the terms' PPMI (Shi et al. 2018), L1 penalties on either factor
    (Hoyer 2004), title terms weighted up (BM25F's fields) and an ensemble of fits on
    subsamples (Belford et al. 2018) raised the in-sample figure on some venues but lost
    held out on most corpus x K cells (bench/topics/HELDOUT.md, wave 67).

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
    """The default factorisation: NMF with the stable NNDSVD start (module docstring)
    and coordinate descent, on one BLAS thread.

    ``MAX_ITER`` (25) passes of coordinate descent from NNDSVD are enough for stable top
    terms (the benchmark's NPMI does not move past it); the loss keeps decreasing
    slowly, hence no convergence warning.  scikit-learn is imported here, not with the
    module: opening a saved analysis needs the model's class, not the estimator (1.7 s).
    """
    return OneThreadQuiet(StableStartNMF(n_topics, seed))


class StableStartNMF:
    """scikit-learn's NMF (coordinate descent, :data:`MAX_ITER` passes) started from
    :func:`nndsvd_start` (module docstring: Stable start)."""

    def __init__(self, n_topics: int, seed: int) -> None:
        from sklearn.decomposition import NMF

        self.nmf = NMF(n_components=n_topics, init="custom", solver="cd",
                       random_state=seed, max_iter=MAX_ITER, tol=1e-4)

    @property
    def components_(self) -> np.ndarray:
        return self.nmf.components_

    def fit_transform(self, X: sp.csr_matrix, /) -> np.ndarray:
        W, H = nndsvd_start(X, self.nmf.n_components)
        return self.nmf.fit_transform(X, W=W, H=H)

    def transform(self, X: sp.csr_matrix, /) -> np.ndarray:
        return self.nmf.transform(X)


#: Below this many rows or columns the SVD is a dense one (ARPACK wants K well below
#: them, and a matrix this small costs nothing dense).
DENSE_SVD_BELOW = 200


def truncated_svd(X: sp.csr_matrix, k: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The first ``k`` singular triplets of ``X``, largest first, computed to machine
    precision (so they depend on the matrix only, not on a random state)."""
    if min(X.shape) < max(DENSE_SVD_BELOW, k + 2):
        U, S, V = np.linalg.svd(X.toarray(), full_matrices=False)
        return U[:, :k], S[:k], V[:k]
    from scipy.sparse.linalg import svds

    start = np.full(min(X.shape), 1 / np.sqrt(min(X.shape)))  # fixed: reproducible
    U, S, V = svds(X, k=k, v0=start, solver="arpack")
    order = np.argsort(-S, kind="stable")
    return U[:, order], S[order], V[order]


def nndsvd_start(X: sp.csr_matrix, k: int) -> tuple[np.ndarray, np.ndarray]:
    """NNDSVD (Boutsidis & Gallopoulos 2008) of :func:`truncated_svd`: each singular
    pair's larger non-negative part (positive or negative), scaled; the same
    construction as scikit-learn's ``init="nndsvd"`` (entries below 1e-6 set to zero)."""
    U, S, V = truncated_svd(X, k)
    W, H = np.zeros((X.shape[0], k)), np.zeros((k, X.shape[1]))
    for j in range(len(S)):
        x, y = U[:, j], V[j]
        if j == 0:  # the leading pair is of one sign
            x, y = np.abs(x), np.abs(y)
        parts = [(np.maximum(x, 0), np.maximum(y, 0)), (np.maximum(-x, 0), np.maximum(-y, 0))]
        sizes = [np.linalg.norm(u) * np.linalg.norm(v) for u, v in parts]
        u, v = parts[0] if sizes[0] > sizes[1] else parts[1]
        scale = np.sqrt(S[j] * max(sizes))
        W[:, j] = scale * u / max(np.linalg.norm(u), 1e-300)
        H[j] = scale * v / max(np.linalg.norm(v), 1e-300)
    W[W < 1e-6], H[H < 1e-6] = 0.0, 0.0
    return W, H


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

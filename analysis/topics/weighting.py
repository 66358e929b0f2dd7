"""Stage 1 of the topic model: term weights (TF-IDF).

Sublinear TF-IDF with rows L2-normalised (Salton & Buckley 1988; scikit-learn's smooth
idf): a term repeated ten times in one abstract weighs ``1 + log(10)``, not ten times
one use, and a term every paper uses weighs least.
"""

from __future__ import annotations

import numpy as np
import scipy.sparse as sp


def inverse_document_frequency(counts: sp.csr_matrix) -> np.ndarray:
    """Smooth idf of each column, ``log((1 + n) / (1 + df)) + 1``."""
    n_docs = counts.shape[0]
    df = np.bincount(counts.indices, minlength=counts.shape[1])
    return np.log((1 + n_docs) / (1 + df)) + 1.0


def tfidf(counts: sp.csr_matrix, idf: np.ndarray | None = None) -> sp.csr_matrix:
    """Sublinear TF-IDF of a papers x terms count matrix, rows L2-normalised.

    ``idf``: the weights of another corpus (a saved model's, so that papers added later
    are weighted as the papers the topics were fitted on); default this matrix's own.
    """
    idf = inverse_document_frequency(counts) if idf is None else idf
    weights = counts.copy().astype(np.float64)
    weights.data = np.log1p(weights.data)
    weights = weights @ sp.diags(idf)
    norms = np.sqrt(np.asarray(weights.multiply(weights).sum(axis=1)).ravel())
    norms[norms == 0] = 1.0
    return sp.csr_matrix(sp.diags(1.0 / norms) @ weights)


def unit_rows(matrix: np.ndarray) -> np.ndarray:
    """Rows scaled to unit L2 norm (a zero row stays zero), so that dot products of
    topic profiles are cosine similarities."""
    return matrix / np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-12)

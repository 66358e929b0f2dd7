"""Stage 1 of the topic model: term weights (TF-IDF).

Binary term frequency times smooth idf, rows L2-normalised (Salton & Buckley 1988,
"Term-weighting approaches in automatic text retrieval": their "btc" weights, binary
tf, idf, cosine normalisation; scikit-learn's smooth idf): an abstract either uses a
term or not, and a term every paper uses weighs least.
The topics are then about which papers use which terms, as everything shown of them
is counted (a topic's terms by the share of its papers using them,
:mod:`analysis.topics.ranking`; keywords by papers), not about one abstract
repeating a word.  It replaced sublinear tf (``1 + log(tf)``): held out on ICML
2013-19, ICLR 2017-18, AISTATS and CVPR 2013-19 halves, with the shared terms of
:mod:`analysis.topics.ranking`, NPMI@10 of the distinct terms rose on every corpus at
the automatic K (by 0.006-0.010) and moved by -0.002 to +0.006 at K=20
(bench/topics/HELDOUT.md); raw tf (scikit-learn's default) lowered it (ICML and AISTATS
halves, by 0.005-0.012), BM25's saturating tf (Robertson & Zaragoza 2009, k1 1.2,
b 0.75) was within 0.005 of binary.
"""

from __future__ import annotations

import numpy as np
import scipy.sparse as sp


def inverse_document_frequency(counts: sp.csr_matrix) -> np.ndarray:
    """Smooth idf of each column, ``log((1 + n) / (1 + df)) + 1``."""
    return idf_of(np.bincount(counts.indices, minlength=counts.shape[1]), counts.shape[0])


def idf_of(df: np.ndarray, n_docs: int) -> np.ndarray:
    """Smooth idf of terms used by ``df`` of ``n_docs`` papers."""
    return np.log((1 + n_docs) / (1 + df)) + 1.0


def tfidf(counts: sp.csr_matrix, idf: np.ndarray | None = None) -> sp.csr_matrix:
    """Binary TF-IDF of a papers x terms count matrix, rows L2-normalised.

    ``idf``: the weights of another corpus (a saved model's, so that papers added later
    are weighted as the papers the topics were fitted on); default this matrix's own.
    """
    idf = inverse_document_frequency(counts) if idf is None else idf
    weights = counts.copy().astype(np.float64)
    weights.data[:] = 1.0
    weights = weights @ sp.diags(idf)
    norms = np.sqrt(np.asarray(weights.multiply(weights).sum(axis=1)).ravel())
    norms[norms == 0] = 1.0
    return sp.csr_matrix(sp.diags(1.0 / norms) @ weights)


def unit_rows(matrix: np.ndarray) -> np.ndarray:
    """Rows scaled to unit L2 norm (a zero row stays zero), so that dot products of
    topic profiles are cosine similarities."""
    return matrix / np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-12)

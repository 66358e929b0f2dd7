"""Stage 5 of the topic model: the 2-D topic map.

Topic centres are evenly spaced on the unit circle, in the angular order of the topics'
classical-MDS embedding (Torgerson 1952), so similar topics are neighbours and no two
centres coincide (NMF topics are nearly orthogonal, so a plain 2-D MDS piles many of
them on top of each other).  A paper sits at its main topic's centre, pulled
:data:`MAP_MIX` (35%) of the way towards the mixture-weighted mean of the centres
(weights = squared shares, which sharpens the mixture), plus a small deterministic
jitter drawn in the canonical row order (so it does not depend on file order).
"""

from __future__ import annotations

import numpy as np

from analysis.topics.weighting import unit_rows

MAP_MIX = 0.35


def topic_centres(components: np.ndarray) -> np.ndarray:
    """Each topic's centre on the map (K x 2) from its term profile."""
    profiles = unit_rows(components)
    return circle_layout(profiles @ profiles.T)


def circle_layout(similarity: np.ndarray) -> np.ndarray:
    """Points evenly spaced on the unit circle, in the angular order of the items'
    classical-MDS embedding, the first at the top, clockwise."""
    n_items = similarity.shape[0]
    if n_items == 1:
        return np.zeros((1, 2))
    embedding = classical_mds(similarity)
    angle = np.round(np.arctan2(embedding[:, 1], embedding[:, 0]), 9)
    slots = np.empty(n_items, dtype=np.int64)
    slots[np.lexsort((np.arange(n_items), angle))] = np.arange(n_items)
    theta = np.pi / 2 - 2 * np.pi * slots / n_items
    return np.column_stack([np.cos(theta), np.sin(theta)])


def classical_mds(similarity: np.ndarray) -> np.ndarray:
    """Classical MDS (Torgerson 1952) of similarities (distance ``1 - s``) to 2-D,
    signs fixed (largest coordinate positive), scaled into [-1, 1]."""
    n_items = similarity.shape[0]
    if n_items == 1:
        return np.zeros((1, 2))
    squared = np.clip(1.0 - similarity, 0, None) ** 2
    centring = np.eye(n_items) - 1.0 / n_items
    gram = -0.5 * centring @ squared @ centring
    eigenvalues, eigenvectors = np.linalg.eigh(gram)
    top = np.argsort(-eigenvalues)[:2]
    embedding = eigenvectors[:, top] * np.sqrt(np.clip(eigenvalues[top], 1e-12, None))
    if embedding.shape[1] < 2:
        embedding = np.hstack([embedding, np.zeros((n_items, 2 - embedding.shape[1]))])
    for d in range(2):
        if embedding[np.argmax(np.abs(embedding[:, d])), d] < 0:
            embedding[:, d] = -embedding[:, d]
    scale = np.abs(embedding).max()
    return embedding / scale if scale > 0 else embedding


def paper_positions(mixture: np.ndarray, assignment: np.ndarray, centres: np.ndarray,
                    order: np.ndarray, seed: int) -> np.ndarray:
    """Each paper's map position (n_docs x 2): see the module docstring.

    ``order`` is the canonical row order of the factorisation: the jitter is drawn in
    it, so a paper's jitter does not depend on where it sits in the input files.
    """
    n_docs, n_topics = mixture.shape
    sharp = mixture ** 2
    sharp /= np.maximum(sharp.sum(axis=1, keepdims=True), 1e-300)
    jitter = np.random.RandomState(seed).standard_normal((n_docs, 2))
    canonical_rank = np.empty(n_docs, dtype=np.int64)
    canonical_rank[order] = np.arange(n_docs)
    return ((1 - MAP_MIX) * centres[assignment] + MAP_MIX * (sharp @ centres)
            + (0.25 * np.pi / max(n_topics, 2)) * jitter[canonical_rank])

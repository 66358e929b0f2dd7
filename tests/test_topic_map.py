"""The topic map: deterministic, related topics side by side, the centre used, not a ring."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import spearmanr

from analysis.topics.layout import (
    graph_distances,
    topic_centres,
    topic_map,
    topic_similarity,
)

GROUPS = 4  # planted: 4 groups of 3 topics; papers mix topics of their own group only
PER_GROUP = 3


def planted_mixtures(n_papers: int = 1200, seed: int = 0):
    rng = np.random.default_rng(seed)
    k = GROUPS * PER_GROUP
    main = rng.integers(0, k, n_papers)
    mixture = np.zeros((n_papers, k))
    mixture[np.arange(n_papers), main] = 0.7
    group = main // PER_GROUP
    other = group * PER_GROUP + (main % PER_GROUP + rng.integers(1, PER_GROUP, n_papers)) % PER_GROUP
    mixture[np.arange(n_papers), other] += 0.25
    mixture += 0.05 / k  # a little of everything
    mixture /= mixture.sum(axis=1, keepdims=True)
    return mixture, mixture.argmax(axis=1), group


def ring(k: int) -> np.ndarray:
    """The previous map's centres: evenly spaced on the unit circle."""
    theta = 2 * np.pi * np.arange(k) / k
    return np.column_stack([np.cos(theta), np.sin(theta)])


def related_near(centres: np.ndarray) -> float:
    """Share of topics whose nearest centre is a topic of their own group."""
    d = np.linalg.norm(centres[:, None] - centres[None], axis=2)
    np.fill_diagonal(d, np.inf)
    groups = np.arange(len(centres)) // PER_GROUP
    return float(np.mean(groups[d.argmin(axis=1)] == groups))


def distance_correlation(centres: np.ndarray, similarity: np.ndarray) -> float:
    upper = np.triu_indices(len(centres), 1)
    d = np.linalg.norm(centres[:, None] - centres[None], axis=2)[upper]
    return float(spearmanr(d, 1 - similarity[upper]).correlation)


@pytest.fixture(scope="module")
def planted():
    mixture, assignment, group = planted_mixtures()
    centres, radii = topic_centres(mixture, np.bincount(assignment, minlength=mixture.shape[1]))
    return mixture, assignment, centres, radii


def test_related_topics_sit_together(planted):
    mixture, _, centres, _ = planted
    assert related_near(centres) == 1.0
    groups = np.arange(len(centres)) // PER_GROUP
    d = np.linalg.norm(centres[:, None] - centres[None], axis=2)
    same = groups[:, None] == groups[None, :]
    np.fill_diagonal(same, False)
    other = groups[:, None] != groups[None, :]
    assert d[same].max() < np.median(d[other])


def test_map_distance_follows_topic_dissimilarity_unlike_the_ring(planted):
    mixture, _, centres, _ = planted
    similarity = topic_similarity(mixture)
    ours = distance_correlation(centres, similarity)
    assert ours >= 0.6
    # the measure can fail: the old ring (in index order) scores far lower
    assert distance_correlation(ring(len(centres)), similarity) < ours - 0.2


def test_the_centre_is_used_and_discs_do_not_overlap(planted):
    mixture, assignment, centres, radii = planted
    xy = topic_map(mixture, assignment, np.arange(len(mixture)), seed=0)
    r = np.linalg.norm(xy, axis=1)
    assert r.max() <= 1.0 + 1e-9
    assert np.mean(r < 0.5) >= 0.2  # a ring with its papers pulled inwards had none
    d = np.linalg.norm(centres[:, None] - centres[None], axis=2)
    np.fill_diagonal(d, np.inf)
    assert (d >= (radii[:, None] + radii[None, :]) * 0.99).all()
    # each paper lies nearer its own topic's centre than most others
    own = np.linalg.norm(xy - centres[assignment], axis=1)
    assert np.median(own) < np.median(radii) * 1.2


def test_the_map_is_deterministic_and_ignores_row_order(planted):
    mixture, assignment, _, _ = planted
    order = np.arange(len(mixture))
    first = topic_map(mixture, assignment, order, seed=0)
    np.testing.assert_array_equal(first, topic_map(mixture, assignment, order, seed=0))
    perm = np.random.default_rng(3).permutation(len(mixture))
    inverse = np.argsort(perm)  # row i of the shuffled input is paper perm[i]
    shuffled = topic_map(mixture[perm], assignment[perm], inverse, seed=0)
    np.testing.assert_allclose(shuffled, first[perm], atol=1e-9)


def test_the_graph_is_connected_even_between_unrelated_groups(planted):
    mixture, _, _, _ = planted
    distances = graph_distances(topic_similarity(mixture))
    assert np.isfinite(distances).all()


@pytest.mark.parametrize("k", [1, 2, 3])
def test_tiny_models_get_a_map(k):
    mixture = np.random.default_rng(k).dirichlet(np.ones(k), size=30)
    xy = topic_map(mixture, mixture.argmax(axis=1), np.arange(30), seed=0)
    assert xy.shape == (30, 2) and np.isfinite(xy).all()


@pytest.mark.corpora
def test_on_icml_related_topics_are_neighbours_and_the_centre_is_used():
    """ICML 2013-2019 (20 topics): most of each topic's three most related topics (by
    shared papers) are among its five nearest on the map, and a third of the papers lie
    in the inner half (measured 77% and 37%; the previous ring: 50% and 0.03%)."""
    from analysis.io import load_corpus
    from analysis.terms import build_vocabulary
    from analysis.topics import fit_topics
    from tests.data_paths import corpora_root

    papers = load_corpus([corpora_root() / "icml"]).papers
    model = fit_topics(build_vocabulary(papers["text"].tolist()), seed=0)
    k = model.n_topics
    centres = np.array([np.median(model.map_xy[model.assignment == t], axis=0)
                        for t in range(k)])
    similarity = topic_similarity(model.doc_topic)
    np.fill_diagonal(similarity, -np.inf)
    d = np.linalg.norm(centres[:, None] - centres[None], axis=2)
    np.fill_diagonal(d, np.inf)
    related = np.argsort(-similarity, axis=1)[:, :3]
    nearest = np.argsort(d, axis=1)[:, :5]
    recall = np.mean([len(set(related[t]) & set(nearest[t])) / 3 for t in range(k)])
    assert recall >= 0.6
    radius = np.linalg.norm(model.map_xy, axis=1)
    assert np.mean(radius < 0.5) >= 0.3 and radius.max() <= 1.0 + 1e-9

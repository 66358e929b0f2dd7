"""Papers placed in the topics of a model fitted before: stable topics as a corpus grows.

Method
    The fitted topics' term weights ``H`` (K x terms) stay fixed and each new paper's
    strengths ``w >= 0`` minimise ``||x - w H||`` for its TF-IDF row ``x`` (weighted with
    the *fitted* corpus's idf, so a paper weighs its terms as the papers the topics were
    learnt from did): exactly what NMF's ``transform`` does for the papers outside the
    fitting sample of a large corpus (scikit-learn's ``non_negative_factorization`` with
    ``update_H=False``: coordinate descent from zero, the same :data:`MAX_ITER` and
    tolerance as the fit).  Then the same rules as a fit: a paper with no weight on any
    topic gets its cosine similarity to each topic's terms, mixtures are normalised, the
    main topic is the largest share, and the paper is drawn in its topic's disc of the
    saved map.

So next year's papers get the topics, ids and labels users already know, and the old
papers keep their assignments: nothing is refitted.  (A model fitted with another
factorisation than NMF cannot be extended this way; :func:`assign_to_topics` says so.)
"""

from __future__ import annotations

import dataclasses
import warnings

import numpy as np
import scipy.sparse as sp
from threadpoolctl import threadpool_limits

from analysis.topics.factorization import MAX_ITER, TRANSFORM_CHUNK, canonical_order
from analysis.topics.layout import paper_positions
from analysis.topics.model import TopicModel, _weight_papers_without_topic_terms
from analysis.topics.weighting import tfidf


def topic_strengths(model: TopicModel, counts: sp.csr_matrix, seed: int = 0) -> np.ndarray:
    """Un-normalised strengths (n x K) of papers with these papers x terms ``counts``
    (columns: the vocabulary's term ids) under the model's fixed topics."""
    if model.columns is None or model.idf is None or model.components is None:
        raise ValueError("this topic model was saved without its factorisation; "
                         "analyse the corpus again to add papers to it")
    from sklearn.decomposition import non_negative_factorization
    from sklearn.exceptions import ConvergenceWarning

    weights = tfidf(sp.csr_matrix(counts[:, model.columns]), model.idf)
    components = np.asarray(model.components, dtype=np.float64)
    order = np.arange(model.n_topics) if model.solver_order is None else model.solver_order
    solved = np.empty_like(components)
    solved[order] = components  # the topics in the order the factorisation had them
    strength = np.zeros((weights.shape[0], model.n_topics))
    with threadpool_limits(1), warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)  # MAX_ITER is on purpose
        for start in range(0, weights.shape[0], TRANSFORM_CHUNK):
            part = slice(start, start + TRANSFORM_CHUNK)
            strength[part], _, _ = non_negative_factorization(
                weights[part], H=solved, n_components=model.n_topics, init="custom",
                update_H=False, solver="cd", max_iter=MAX_ITER, tol=1e-4, random_state=seed)
    return _weight_papers_without_topic_terms(strength[:, order], weights, components)


def assign_to_topics(model: TopicModel, counts: sp.csr_matrix, seed: int = 0) -> TopicModel:
    """The model's topics for *other* papers: a :class:`TopicModel` with the same K,
    terms, labels and map, whose per-paper arrays are those of the papers in ``counts``."""
    strength = topic_strengths(model, counts, seed)
    total = strength.sum(axis=1, keepdims=True)
    mixture = strength / np.maximum(total, 1e-300)
    no_weight = total.ravel() <= 0
    mixture[no_weight] = 0.0
    mixture[no_weight, 0] = 1.0  # no topic term at all: the largest topic, as in a fit
    assignment = mixture.argmax(axis=1)
    if model.centres is None or model.radii is None:
        raise ValueError("this topic model was saved without its map")
    order = canonical_order(sp.csr_matrix(counts[:, model.columns]), seed)
    with threadpool_limits(1):
        map_xy = paper_positions(mixture, assignment, model.centres, model.radii, order, seed)
    return dataclasses.replace(model, doc_topic=mixture, assignment=assignment,
                               map_xy=map_xy, strength=strength,
                               sizes=np.bincount(assignment, minlength=model.n_topics))


def stack_papers(first: TopicModel, then: TopicModel) -> TopicModel:
    """One model over the papers of ``first`` then those of ``then`` (same topics)."""
    assignment = np.concatenate([first.assignment, then.assignment])
    return dataclasses.replace(
        first, doc_topic=np.vstack([first.doc_topic, then.doc_topic]), assignment=assignment,
        map_xy=np.vstack([first.map_xy, then.map_xy]),
        strength=np.vstack([first.strength, then.strength]),
        sizes=np.bincount(assignment, minlength=first.n_topics))

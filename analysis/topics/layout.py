"""Stage 5 of the topic model: the 2-D topic map, related topics side by side.

The map is an embedding of the topic mixtures computed on the K topics, not the n papers,
so it costs the same at 250,000 papers as at 24,000 (about 0.1 s for K = 40):

1. **Which topics are related**: the cosine similarity of two topics' columns of the
   mixture matrix, i.e. how far the same papers are about both.  NMF topics' term
   profiles are nearly orthogonal (mean cosine 0.04 between the 40 topics of the 24k
   corpora), so they cannot say which topics are neighbours; shared papers can.
2. **Topic centres**: metric MDS (SMACOF; de Leeuw 1977, in scikit-learn) of geodesic
   distances along a graph that links each topic to its :data:`NEIGHBOURS` most related
   topics plus a minimum spanning tree (so it is connected), as in Isomap (Tenenbaum et
   al. 2000); a link's length is ``-log`` of the similarity.  Between unrelated topics
   the raw dissimilarities all saturate near 1, and MDS of such values either piles
   topics up or puts them on a ring with an empty centre (the previous map); along the
   graph a distance grows with the steps between two topics, which the plane can hold.
   The square root of the distances (still a metric) is laid out: it keeps groups of
   related topics apart while leaving room for their discs, so packing does not
   scramble them (on a planted corpus of 4 groups of 3 topics every topic's nearest
   neighbour is in its group with the root, 8 of 12 without).  SMACOF starts from
   classical MDS (Torgerson 1952) of the same distances: no random start.
3. **Packing**: each topic is a disc whose area is its share of the papers times
   :data:`FILL` (35% of the map, so groups of topics stand apart); the centres are
   scaled into the unit disc and overlapping discs pushed apart (at most
   :data:`PACK_STEPS` rounds), so blobs do not overlap and, as MDS spreads points over
   the plane, the centre is used.  On the 24k corpora (K = 40) 63% of the topics' three
   most related topics are among their five nearest on the map (40% on the previous
   ring); on ICML 2013-19 (K = 20) 77%.
4. **Papers**: a paper lies in its main topic's disc, at a deterministic point spread
   uniformly over the disc (drawn in the canonical row order, so it does not depend on
   file order), pulled :data:`MAP_MIX` (35%) of the way towards the mixture-weighted
   mean of the centres (weights = squared shares, which sharpens the mixture): a paper
   about two neighbouring topics lies between them.

The similarities are rounded to 10 decimals, so the order in which papers are summed
(which changes the last bits) cannot move a topic.
"""

from __future__ import annotations

import numpy as np
from scipy.sparse.csgraph import minimum_spanning_tree, shortest_path
from threadpoolctl import threadpool_limits

MAP_MIX = 0.35
NEIGHBOURS = 2  # graph links per topic besides the spanning tree (2 kept neighbours best)
FILL = 0.35  # share of the unit disc covered by the topic discs (gaps show the groups)
MIN_SHARE = 0.2  # a topic's disc is at least that of one with 0.2 / K of the papers
PACK_STEPS = 200
_GAP = 0.01  # space between two discs
_MIN_SIMILARITY = 1e-3  # links no longer than -log(0.001) = 6.9


def topic_similarity(mixture: np.ndarray) -> np.ndarray:
    """Cosine similarity of the topics' columns of the mixture matrix (K x K)."""
    norms = column_norms(squared_sums(mixture))
    return similarity_of(unit_products(mixture, norms))


def squared_sums(mixture: np.ndarray) -> np.ndarray:
    """Each topic's sum of squared shares over a block of papers (rows); added block by
    block, :func:`column_norms` of the total is the column norms of all of them."""
    return np.add.reduce((mixture.conj() * mixture).real, axis=0)


def column_norms(squares: np.ndarray) -> np.ndarray:
    """The topics' column norms (``np.linalg.norm(mixture, axis=0)``) from
    :func:`squared_sums`."""
    return np.sqrt(squares)


def unit_products(mixture: np.ndarray, norms: np.ndarray) -> np.ndarray:
    """K x K products of the topics' unit columns over a block of papers; added block by
    block, :func:`similarity_of` of the total is :func:`topic_similarity`."""
    unit = mixture / np.where(norms > 0, norms, 1.0)
    return unit.T @ unit


def similarity_of(products: np.ndarray) -> np.ndarray:
    return np.round(np.clip(products, 0.0, 1.0), 10)


def graph_distances(similarity: np.ndarray, neighbours: int = NEIGHBOURS) -> np.ndarray:
    """Shortest-path lengths in the graph of each topic's ``neighbours`` most similar
    topics plus a minimum spanning tree; a link's length is ``-log`` of its similarity
    (floored at :data:`_MIN_SIMILARITY`), so a link between unrelated topics is long."""
    n_items = similarity.shape[0]
    dissimilarity = -np.log(np.clip(similarity, _MIN_SIMILARITY, 1.0)) + 1e-9
    np.fill_diagonal(dissimilarity, 0.0)
    rank = np.argsort(np.argsort(dissimilarity, axis=1, kind="stable"), axis=1)
    near = (rank <= neighbours) & (rank > 0)
    links = np.where(near | near.T, dissimilarity, 0.0)
    tree = minimum_spanning_tree(dissimilarity).toarray()
    links = np.maximum(links, np.maximum(tree, tree.T))
    if n_items == 1:
        return np.zeros((1, 1))
    return shortest_path(links, directed=False)


def classical_mds(distances: np.ndarray) -> np.ndarray:
    """Classical MDS (Torgerson 1952) of a distance matrix to 2-D, signs fixed (largest
    coordinate positive)."""
    n_items = distances.shape[0]
    centring = np.eye(n_items) - 1.0 / n_items
    gram = -0.5 * centring @ (distances ** 2) @ centring
    eigenvalues, eigenvectors = np.linalg.eigh(gram)
    top = np.argsort(-eigenvalues, kind="stable")[:2]
    embedding = eigenvectors[:, top] * np.sqrt(np.clip(eigenvalues[top], 1e-12, None))
    if embedding.shape[1] < 2:
        embedding = np.hstack([embedding, np.zeros((n_items, 2 - embedding.shape[1]))])
    for d in range(2):
        if embedding[np.argmax(np.abs(embedding[:, d])), d] < 0:
            embedding[:, d] = -embedding[:, d]
    return embedding


def topic_centres(mixture: np.ndarray, sizes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each topic's centre (K x 2, within the unit disc) and disc radius (steps 1-3)."""
    return centres_of(topic_similarity(mixture) if mixture.shape[1] > 2 else None, sizes)


def centres_of(similarity: np.ndarray | None, sizes: np.ndarray
               ) -> tuple[np.ndarray, np.ndarray]:
    """:func:`topic_centres` from the topics' similarity (K x K, :func:`topic_similarity`;
    not needed for K <= 2) and sizes."""
    n_topics = sizes.shape[0]
    share = sizes / max(sizes.sum(), 1)
    radii = np.sqrt(FILL * np.maximum(share, MIN_SHARE / max(n_topics, 1)))
    if n_topics <= 2:  # nothing to arrange: one disc, or two side by side
        return np.array([[0.0, 0.0]] if n_topics == 1 else [[-0.5, 0.0], [0.5, 0.0]]), radii
    from sklearn.manifold import smacof  # here: opening a saved model needs no sklearn (1 s)

    assert similarity is not None
    distances = np.sqrt(graph_distances(similarity))
    start = classical_mds(distances)
    centres, _ = smacof(distances, metric=True, n_components=2, init=start, n_init=1,
                        max_iter=300, normalized_stress=False)
    return pack(centres, radii)


def pack(centres: np.ndarray, radii: np.ndarray,
         steps: int = PACK_STEPS) -> tuple[np.ndarray, np.ndarray]:
    """Discs at ``centres``, scaled into the unit disc, pushed apart where they overlap
    (step 3), then centres and radii scaled so the outermost disc touches the unit
    circle."""
    c = centres - centres.mean(axis=0)
    reach = np.sqrt((c ** 2).sum(axis=1)).max()
    c = c / (reach if reach > 0 else 1.0) * (1.0 - radii.mean())
    wanted = radii[:, None] + radii[None, :] + _GAP
    for _ in range(steps):
        delta = c[:, None, :] - c[None, :, :]
        dist = np.sqrt((delta ** 2).sum(axis=2))
        np.fill_diagonal(dist, np.inf)
        overlap = np.clip(wanted - dist, 0.0, None)
        if not overlap.any():
            break
        c = c + ((overlap / (2 * dist))[:, :, None] * delta).sum(axis=1)
    c -= c.mean(axis=0)
    outer = (np.sqrt((c ** 2).sum(axis=1)) + radii).max()
    return (c / outer, radii / outer) if outer > 0 else (c, radii)


def paper_positions(mixture: np.ndarray, assignment: np.ndarray, centres: np.ndarray,
                    radii: np.ndarray, order: np.ndarray, seed: int) -> np.ndarray:
    """Each paper's map position (n_docs x 2): step 4 of the module docstring.

    ``order`` is the canonical row order of the factorisation: the scatter is drawn in
    it, so a paper's place does not depend on where it sits in the input files.
    """
    draws = paper_draws(order, seed)
    return positions_of(mixture, assignment, centres, radii, draws[:, 0], draws[:, 1])


def paper_draws(order: np.ndarray, seed: int) -> np.ndarray:
    """Each paper's two uniform draws for its place in its disc (n_docs x 2), drawn in
    the canonical row ``order`` (so independent of where a paper sits in the files)."""
    n_docs = order.shape[0]
    draws = np.random.RandomState(seed).random_sample((n_docs, 2))
    canonical_rank = np.empty(n_docs, dtype=np.int64)
    canonical_rank[order] = np.arange(n_docs)
    return draws[canonical_rank]


def positions_of(mixture: np.ndarray, assignment: np.ndarray, centres: np.ndarray,
                 radii: np.ndarray, u: np.ndarray, v: np.ndarray) -> np.ndarray:
    """:func:`paper_positions` of some papers (a block of rows) given their draws ``u``,
    ``v`` (:func:`paper_draws`)."""
    sharp = mixture ** 2
    sharp /= np.maximum(sharp.sum(axis=1, keepdims=True), 1e-300)
    scatter = (radii[assignment] * np.sqrt(u))[:, None] * np.column_stack(
        [np.cos(2 * np.pi * v), np.sin(2 * np.pi * v)])
    return (1 - MAP_MIX) * centres[assignment] + MAP_MIX * (sharp @ centres) + scatter


def topic_layout(mixture: np.ndarray, assignment: np.ndarray,
                 order: np.ndarray, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every paper's position on the map (n_docs x 2), and the topics' centres (K x 2)
    and disc radii (K) it was drawn from: kept with the model, so that papers added to
    it later are placed on the same map (:func:`paper_positions`)."""
    sizes = np.bincount(assignment, minlength=mixture.shape[1])
    with threadpool_limits(1):  # small products: threads only wait on each other (1.3 s)
        centres, radii = topic_centres(mixture, sizes)
        return paper_positions(mixture, assignment, centres, radii, order, seed), centres, radii


def topic_map(mixture: np.ndarray, assignment: np.ndarray, order: np.ndarray,
              seed: int) -> np.ndarray:
    """Every paper's position on the map (n_docs x 2); see the module docstring."""
    return topic_layout(mixture, assignment, order, seed)[0]

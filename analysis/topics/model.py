"""The topic model: number of topics, top terms, labels, mixtures and a 2-D map.

:func:`fit_topics` runs the stages in order: the topic columns and TF-IDF weights
(:mod:`~analysis.topics.weighting`), the factorisation (NMF by default,
:mod:`~analysis.topics.factorization`), each topic's terms
(:mod:`~analysis.topics.ranking`), labels (:mod:`~analysis.topics.labels`) and the map
(:mod:`~analysis.topics.layout`); K comes from :mod:`~analysis.topics.selection`.
Last, the residual grab-bags among the topics are found (:mod:`~analysis.topics.mixed`):
their labels start with "mixed: "; the topics and their terms stay as fitted.

Mixtures
    A paper's mixture is its row of the factorisation's document factor, normalised to
    sum to 1; its topic is the largest share.  A paper with no topic term at all
    (all-zero row) gets the topic whose term profile is most similar to its own terms,
    or, with no term at all, the largest topic.  Topics are numbered by size, largest
    first (ties: by first term).

Topics no paper is about
    A factorisation of K components can spend one on words many papers share without
    any paper being mainly about it: at the 24,000 papers' K = 40, "complexity; number;
    size; polynomial" was the main topic of 4 papers, the next smallest of 356.  Such a
    topic is listed, charted and counted in every trend like the others, yet says
    nothing.  A component that is the main topic of fewer than :data:`MIN_TOPIC_SIZE` of
    an average component's papers is left out after the fit: the kept topics' shares are
    renormalised (its few papers go to their next topic) and the terms are dealt among
    the kept topics only.  The threshold scales with the corpus (a tenth of an average
    topic: 60 papers of 24,000 at K = 40, 1 of the 57 seed abstracts), and the manifest's
    ``k_selection`` says how many were fitted and left out.  Nothing changes when no
    topic is that small (ICML's 20 topics).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd
import scipy.sparse as sp
from threadpoolctl import threadpool_limits

from analysis.terms import Vocabulary
from analysis.topics import factorization as fz
from analysis.topics.factorization import (
    FactorizationFactory,
    nmf,
    order_of_keys,
    smallest_digests,
)
from analysis.topics.labels import label_terms, topic_labels
from analysis.topics.layout import centres_of, column_norms, paper_draws, similarity_of
from analysis.topics.mixed import (
    head_distinctness,
    mixed_labels,
    mixed_topics,
    paper_similarity,
    representatives,
)
from analysis.topics.ranking import (
    N_TERMS,
    RankedTopic,
    rank_terms_by_shares,
    shares_of,
    topic_columns,
)
from analysis.topics.segments import (
    Each,
    InProcess,
    MixtureSums,
    Runner,
    StrengthSums,
    added,
    digests,
    fit_on_sample,
    mixture_sums,
    row_blocks,
    sample_rows,
    segment_mixtures,
    segment_output,
    segment_strengths,
    segments,
    strength_sums,
    unit_sums,
    weight_papers_without_topic_terms,
)
from analysis.topics.selection import k_selection, resolve_k
from analysis.topics.weighting import idf_of

LISTED_TERMS = 15  # terms listed per topic in topics.csv
#: A kept topic is the main topic of at least this share of an average topic's papers.
MIN_TOPIC_SIZE = 0.1


@dataclass(frozen=True)
class TopicModel:
    """A fitted topic model.

    Attributes
    ----------
    n_topics : int
        K.  Topics are numbered 0..K-1 by size, largest first.
    doc_topic : ndarray, n_docs x K
        Each paper's topic mixture (rows sum to 1).
    assignment : ndarray, n_docs
        Each paper's main topic (largest share of its mixture).
    terms : DataFrame
        Columns topic, rank (0 = best), term, weight (the term's share of the topic's
        NMF component), term_id; ``N_TERMS`` (25) terms per topic when the vocabulary
        allows.
    labels : list of str
        One per topic, unique: three of its first terms joined by " · " (see
        :mod:`analysis.topics.labels`).
    map_xy : ndarray, n_docs x 2
        Each paper's position on the topic map, within the unit disc: topics that share
        papers side by side (MDS of distances along a topic neighbour graph, discs
        packed so the centre is used), a paper in its main topic's disc pulled towards
        its other topics (see :mod:`analysis.topics.layout`).
    k_selection : dict
        How K was chosen: ``rule``, ``n_docs``, ``candidates``, ``scores``, ``chosen``.
    strength : ndarray, n_docs x K
        The un-normalised NMF document factor (how strongly a paper is about a topic).
    sizes : ndarray, K
        Papers per topic.
    columns, idf, components : ndarray
        What places more papers in these topics (:mod:`analysis.topics.transform`): the
        term ids the factorisation reads, their idf in the fitted corpus, and the
        topics' term weights (K x len(columns), topics numbered as here).
    solver_order : ndarray, K
        Topic ``t`` here is the factorisation's component ``solver_order[t]`` (counted
        among the kept ones):
        coordinate descent visits topics in order, and the last digits of a paper's
        strengths depend on it, so added papers are solved in the fit's order.
    centres, radii : ndarray
        The topics' discs on the map (K x 2 and K), where added papers are drawn.
    mixed : ndarray of bool, K
        The residual grab-bags (:mod:`analysis.topics.mixed`); their labels start with
        "mixed: ".  None for a model made without the test (read as none mixed).
    mixed_measures : dict
        The test's measures per topic: ``distinctness`` of the head terms and the
        representative papers' ``similarity`` (lists), and ``mixed``.
    """

    n_topics: int
    doc_topic: np.ndarray
    assignment: np.ndarray
    terms: pd.DataFrame
    labels: list[str]
    map_xy: np.ndarray
    k_selection: dict[str, Any]
    strength: np.ndarray = field(repr=False)
    sizes: np.ndarray = field(repr=False)
    columns: np.ndarray | None = field(default=None, repr=False)
    idf: np.ndarray | None = field(default=None, repr=False)
    components: np.ndarray | None = field(default=None, repr=False)
    solver_order: np.ndarray | None = field(default=None, repr=False)
    centres: np.ndarray | None = field(default=None, repr=False)
    radii: np.ndarray | None = field(default=None, repr=False)
    mixed: np.ndarray | None = field(default=None, repr=False)
    mixed_measures: dict[str, list[Any]] | None = field(default=None, repr=False)

    @functools.cached_property
    def listed_terms(self) -> tuple[list[str], list[str]]:
        """Each topic's first :data:`LISTED_TERMS` terms and their weights, "; "-joined
        (topics.csv's columns).  The same for every selection of papers, so made once
        (it was ~3 ms of every filter change at 24,000 papers)."""
        terms = self.terms.sort_values(["topic", "rank"])
        top = terms.groupby("topic").head(LISTED_TERMS).groupby("topic")
        words = top["term"].agg("; ".join).reindex(range(self.n_topics), fill_value="")
        weights = top["weight"].agg(lambda w: "; ".join(f"{x:.4g}" for x in w)).reindex(
            range(self.n_topics), fill_value="")
        return list(words), list(weights)


def _fit_sample(runner: Runner, n_docs: int, columns: np.ndarray, seed: int) -> np.ndarray:
    """The rows the factorisation is fitted on: all papers up to
    :data:`~analysis.topics.factorization.MAX_FIT_PAPERS`, else those with the smallest
    content hashes (reproducible, whatever the runner)."""
    if n_docs <= fz.MAX_FIT_PAPERS:
        return np.arange(n_docs)
    digest = np.concatenate(list(runner.gather(runner.map(
        digests, runner.rows(row_blocks(n_docs)), columns, seed))))
    return smallest_digests(digest, fz.MAX_FIT_PAPERS)


def fit_topics(vocab: Vocabulary, n_topics: int | None = None, seed: int = 0,
               factorization: FactorizationFactory = nmf,
               runner: Runner | None = None) -> TopicModel:
    """Fit the topic model (see the module docstring).

    Parameters
    ----------
    vocab
        The corpus vocabulary.
    n_topics
        K; default :func:`~analysis.topics.selection.choose_k` of the number of papers.
        Capped so that every topic can have terms and papers.
    seed
        Random state of the map's jitter, the canonical row order and (past
        :data:`~analysis.topics.factorization.MAX_FIT_PAPERS`) the fit sample's hash;
        the default factorisation's start does not depend on it.
    factorization
        Makes the estimator from ``(K, seed)``; default
        :func:`~analysis.topics.factorization.nmf`.  Any
        :class:`~analysis.topics.factorization.Factorization` will do (e.g.
        ``lambda k, seed: MiniBatchNMF(k, random_state=seed)``).
    runner
        Where the per-paper work runs, a segment of rows at a time
        (:mod:`analysis.topics.segments`): default here, on ``vocab.matrix``; the Dask
        engine's runner (:mod:`analysis.cluster.topics`) runs it on its workers.  Only
        sums over papers and the sample's rows come back; the result is the same.
    """
    runner = runner or InProcess(vocab.matrix)
    n_docs = vocab.n_docs
    columns = topic_columns(vocab)
    k = resolve_k(n_docs, len(columns), n_topics)
    df = np.diff(np.asarray(vocab.presence.indptr))[columns]  # the matrix's, before search
    if n_docs == 0 or not df.any():
        raise ValueError("no topic terms in the corpus")
    idf = idf_of(df, n_docs)
    sample = _fit_sample(runner, n_docs, columns, seed)
    ranges = segments(n_docs, sample)
    rows = runner.rows(ranges)
    picked = list(runner.gather(runner.map(sample_rows, rows, Each([r0 for r0, _ in ranges]),
                                           columns, sample)))
    fit = fit_on_sample(picked[0] if len(picked) == 1 else sp.vstack(picked, format="csr"),
                        sample, columns, idf, k, seed, factorization)
    del picked
    strengths = runner.map(segment_strengths, rows, Each([r0 for r0, _ in ranges]), fit, seed)
    del rows
    # each segment's sums added as it arrives, never all held (K x terms each)
    sums: StrengthSums = added(runner.gather(runner.map(strength_sums, strengths)))
    phi, sizes, order = shares_of(sums.shares), sums.sizes, order_of_keys(sums.keys)
    del sums
    ranked, by_size = _ranked_kept(columns, vocab, phi, sizes)
    fitted, k = k, len(by_size)
    mixtures = runner.map(segment_mixtures, strengths, by_size)
    del strengths
    msums: MixtureSums = added(runner.gather(runner.map(mixture_sums, mixtures)))
    shares, norms, assigned = shares_of(msums.shares), column_norms(msums.squares), msums.sizes
    terms, term_lists = _terms_table(ranked, columns, vocab)
    labelled = _shown_labels(vocab, label_terms(shares, columns, vocab, [
        list(columns[r.ids]) for r in ranked], msums.shares[1]))
    with threadpool_limits(1):  # small products: threads only wait on each other (1.3 s)
        similarity = similarity_of(added(runner.gather(runner.map(unit_sums, mixtures, norms)))) \
            if k > 2 else None
        centres, radii = centres_of(similarity, assigned)
    draws = paper_draws(order, seed)
    outputs = runner.map(segment_output, mixtures, centres, radii,
                         Each([draws[r0:r1] for r0, r1 in ranges]))
    del mixtures, draws
    mixture, strength, assignment, map_xy = runner.output(outputs, n_docs, k)
    mixed = _mixed(runner, ranges, columns, idf, (mixture, strength, assignment),
                   head_distinctness(shares, df, n_docs, assigned, [r.ids for r in ranked]))
    return TopicModel(
        n_topics=k, doc_topic=mixture, assignment=assignment, terms=terms,
        labels=mixed_labels(topic_labels(labelled, term_lists), mixed["mixed"]), map_xy=map_xy,
        k_selection=k_selection(n_docs, n_topics, k, [r.coherence for r in ranked], fitted),
        strength=strength, sizes=np.bincount(assignment, minlength=k), columns=columns,
        idf=idf, components=fit.components[by_size],
        solver_order=np.searchsorted(np.sort(by_size), by_size),
        centres=centres, radii=radii, mixed=mixed["mixed"],
        mixed_measures={key: value.tolist() for key, value in mixed.items()})


def _mixed(runner: Runner, ranges: list[tuple[int, int]], columns: np.ndarray, idf: np.ndarray,
           papers: tuple[np.ndarray, np.ndarray, np.ndarray], distinctness: np.ndarray
           ) -> dict[str, np.ndarray]:
    """Which topics are mixed (:mod:`analysis.topics.mixed`), and the two measures: the
    head terms' ``distinctness`` and the representative papers' ``similarity``, their
    rows read through ``runner`` (a segment at a time, as the fit's sample)."""
    mixture, strength, assignment = papers
    reps = representatives(assignment, mixture, strength)
    wanted = np.sort(np.concatenate([np.zeros(0, dtype=np.int64), *reps]))
    parts = list(runner.gather(runner.map(sample_rows, runner.rows(ranges),
                                          Each([r0 for r0, _ in ranges]), columns, wanted)))
    rows = sp.vstack(parts, format="csr") if parts else sp.csr_matrix((0, len(columns)))
    similarity = np.array([paper_similarity(rows[np.searchsorted(wanted, np.sort(r))], idf)
                           for r in reps])
    return {"mixed": mixed_topics(distinctness, similarity), "distinctness": distinctness,
            "similarity": similarity}


#: Papers with no weight on any topic: their similarity to each topic's terms instead.
_weight_papers_without_topic_terms = weight_papers_without_topic_terms


def _shown_labels(vocab: Vocabulary, labels: list[list[int]]) -> list[list[str]]:
    """Each label's terms as shown: a keyword as the keyword chart shows it, its acronym
    joined ("large language model (LLM)"); a term that is no keyword bare
    (:mod:`analysis.topics.labels`)."""
    shown, keyword = vocab.terms["term"].to_numpy(), vocab.terms["keyword"].to_numpy()
    return [[vocab.label(int(j)) if keyword[j] else str(shown[j]) for j in ids]
            for ids in labels]


def _ranked_kept(columns: np.ndarray, vocab: Vocabulary, phi: np.ndarray,
                 sizes: np.ndarray) -> tuple[list[RankedTopic], np.ndarray]:
    """The kept topics' terms, by size, and ``by_size``: the factorisation's component of
    each (module docstring: a component that is the main topic of too few papers is
    left out, and its terms go to the others)."""
    kept = np.flatnonzero(sizes >= MIN_TOPIC_SIZE * sizes.sum() / max(len(sizes), 1))
    if kept.size < len(sizes):
        phi, sizes = phi[kept], sizes[kept]
    ranked = rank_terms_by_shares(columns, vocab, phi, N_TERMS)
    order = _size_order(sizes, ranked, columns, vocab)
    return [ranked[t] for t in order], kept[order]


def _size_order(sizes: np.ndarray, ranked: list[RankedTopic], columns: np.ndarray,
                vocab: Vocabulary) -> np.ndarray:
    """The factorisation's topics by size (papers whose largest share they are), largest
    first; ties by first term."""
    shown = vocab.terms["term"].to_numpy()
    firsts = [shown[columns[r.ids[0]]] if len(r.ids) else "" for r in ranked]
    by_size = sorted(range(len(ranked)), key=lambda t: (-sizes[t], firsts[t]))
    return np.asarray(by_size, dtype=np.int64)


def _terms_table(ranked: list[RankedTopic], columns: np.ndarray, vocab: Vocabulary
                 ) -> tuple[pd.DataFrame, list[list[str]]]:
    """``TopicModel.terms``, and each topic's terms as shown."""
    shown = vocab.terms["term"].to_numpy()
    rows = []
    term_lists = []
    for topic, ranking in enumerate(ranked):
        term_ids = columns[ranking.ids]
        term_lists.append([str(shown[j]) for j in term_ids])
        for rank, (j, weight) in enumerate(zip(term_ids, ranking.weights, strict=True)):
            rows.append((topic, rank, str(shown[j]), float(weight), int(j)))
    terms = pd.DataFrame(rows, columns=["topic", "rank", "term", "weight", "term_id"])
    return terms, term_lists


def representative_papers(model: TopicModel, topic: int, n: int = 5) -> np.ndarray:
    """Row indices of the ``n`` papers most strongly about ``topic`` among those
    assigned to it (largest NMF weight; ties by share, then row)."""
    if not 0 <= topic < model.n_topics:
        raise ValueError(f"topic must be in 0..{model.n_topics - 1}, got {topic}")
    rows = np.flatnonzero(model.assignment == topic)
    order = np.lexsort((rows, -model.doc_topic[rows, topic], -model.strength[rows, topic]))
    return rows[order[:n]]

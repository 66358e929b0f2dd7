"""Stage 3 of the topic model: which terms it uses, and each topic's terms in order.

Topic columns
    The factorisation sees the vocabulary's content terms, words *and* phrases
    (:func:`analysis.terms.termhood.is_content`: used repeatedly by the papers that use
    them; "propose", "results", "novel" are not), leaving out terms used by more than
    :data:`MAX_DF_SHARE` (30%) of the papers ("learning", "model", "data": they describe
    the field, not a topic).

Topic terms
    A topic's terms are the keywords of :mod:`analysis.terms.termhood` (so a topic is
    named with the same terms as the keyword chart), re-ranked for coherence and
    distinctiveness: from its :data:`POOL` (~60) heaviest keywords (each term kept only
    in the topic where its relative weight is highest, which keeps topics apart; other
    content terms fill a pool with too few keywords), terms are picked greedily, each
    maximising its relative weight (times :data:`RELEVANCE_WEIGHT`) plus its mean
    document-level NPMI (Bouma 2009) with the terms already picked (the criterion topic
    coherence is measured by; Lau et al. 2014).  A term that only adds or drops words of
    a term already picked ("convergence rate" after "convergence", "deep neural network"
    after "neural network") is skipped: it co-occurs with that term by construction and
    tells the reader nothing new.  A word used inside one phrase at least
    :data:`FRAGMENT_WORD_SHARE` (80%) of the time ("Carlo") is never shown (it still
    helps the factorisation).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import scipy.sparse as sp

from analysis.terms import Vocabulary

MAX_DF_SHARE = 0.3
POOL = 60
N_TERMS = 25
RELEVANCE_WEIGHT = 0.5
FRAGMENT_WORD_SHARE = 0.8
COHERENCE_TERMS = 10
MAX_SWAPS = 30


class RankedTopic(NamedTuple):
    """One topic's terms, best first."""

    ids: np.ndarray  # positions in the topic columns
    weights: np.ndarray  # each term's share of the topic's component
    coherence: float  # mean pairwise NPMI of the first COHERENCE_TERMS terms


def topic_columns(vocab: Vocabulary) -> np.ndarray:
    """Term ids the topic model uses: content terms used by at most ``MAX_DF_SHARE``
    (30%) of the papers and by at least 2 (in a corpus of 4 or more)."""
    terms = vocab.terms
    n_docs = vocab.n_docs
    df = terms["df"].to_numpy()
    ok = terms["content"].to_numpy() & (df >= (2 if n_docs >= 4 else 1))
    if n_docs >= 4:
        ok &= df <= MAX_DF_SHARE * n_docs
    return np.flatnonzero(ok)


def shown_terms(vocab: Vocabulary) -> tuple[np.ndarray, np.ndarray]:
    """Term ids a topic shows first (keywords) and may show to fill its list (content
    terms that are not mostly inside one phrase: never "Carlo")."""
    terms = vocab.terms
    fragment = (terms["n_words"].to_numpy() == 1) & (
        terms["inside"].to_numpy() >= FRAGMENT_WORD_SHARE)
    keyword = terms["keyword"].to_numpy() & ~fragment
    filler = terms["content"].to_numpy() & ~fragment & ~keyword
    return np.flatnonzero(keyword), np.flatnonzero(filler)


def rank_terms(components: np.ndarray, columns: np.ndarray, vocab: Vocabulary,
               n_terms: int = N_TERMS) -> list[RankedTopic]:
    """Each topic's terms re-ranked for coherence and distinctiveness (module docstring).

    ``components`` is the factorisation's topics x columns weights, ``columns`` the term
    ids of its columns.
    """
    relevance = components / np.maximum(components.max(axis=1, keepdims=True), 1e-12)
    first, filler = shown_terms(vocab)
    pools = _candidate_pools(relevance, columns, max(POOL, n_terms + 10),
                             np.isin(columns, first), np.isin(columns, filler), n_terms)
    pooled = np.unique(np.concatenate(pools)) if pools else np.empty(0, np.int64)
    npmi = _npmi(_occurrence(vocab, columns[pooled]))
    position = {int(c): i for i, c in enumerate(pooled)}
    keys = vocab.terms["key"].to_numpy()
    out = []
    for topic, pool in enumerate(pools):
        if pool.size == 0:
            out.append(RankedTopic(np.empty(0, np.int64), np.empty(0), float("nan")))
            continue
        at = np.array([position[int(c)] for c in pool])
        pair_npmi = npmi[np.ix_(at, at)]
        picked = _pick_terms(relevance[topic, pool], pair_npmi,
                             [str(keys[columns[c]]) for c in pool], n_terms)
        ids = pool[picked]
        head = picked[:COHERENCE_TERMS]
        upper = np.triu_indices(len(head), k=1)
        coherence = (float(pair_npmi[np.ix_(head, head)][upper].mean()) if len(head) > 1
                     else float("nan"))
        weights = components[topic, ids] / max(components[topic].sum(), 1e-12)
        out.append(RankedTopic(ids, weights, coherence))
    return out


def _candidate_pools(relevance: np.ndarray, columns: np.ndarray, size: int,
                     first: np.ndarray, filler: np.ndarray, n_terms: int) -> list[np.ndarray]:
    """Per topic, its ``size`` most relevant keyword columns among those it owns (each
    column is owned by the topic where its relative weight is highest), then filler
    columns when fewer than ``n_terms`` keywords are there."""
    owner = relevance.argmax(axis=0)
    pools = []
    for topic in range(relevance.shape[0]):
        order = np.argsort(-relevance[topic], kind="stable")
        mine = order[(owner[order] == topic) & (relevance[topic, order] > 0)]
        pool = mine[first[mine]][:size]
        if pool.size < n_terms:
            pool = np.concatenate([pool, mine[filler[mine]][:size - pool.size]])
        pools.append(pool.astype(np.int64))
    return pools


def _pick_terms(relevance: np.ndarray, pair_npmi: np.ndarray, keys: list[str],
                n_terms: int) -> list[int]:
    """The topic's terms (positions in the pool), best first: the first
    :data:`COHERENCE_TERMS` chosen for coherence (:func:`_coherent_head`), shown by
    relevance; then the others greedily, each maximising ``RELEVANCE_WEIGHT`` x its
    relevance plus its mean NPMI with the terms picked so far.  A term whose words are a
    subset or a superset of a picked term's is never picked."""
    words = [frozenset(k.split()) for k in keys]
    head = _coherent_head(relevance, pair_npmi, words)
    picked = sorted(head, key=lambda j: (-relevance[j], j))
    available = np.array([_new(j, picked, words) for j in range(len(keys))], dtype=bool)
    npmi_sum = pair_npmi[:, picked].sum(axis=1)
    while len(picked) < min(n_terms, len(keys)) and available.any():
        score = RELEVANCE_WEIGHT * relevance + npmi_sum / len(picked)
        score[~available] = -np.inf
        j = int(np.argmax(score))
        available[j] = False
        if not _new(j, picked, words):
            continue
        picked.append(j)
        npmi_sum += pair_npmi[:, j]
    return picked


def _new(j: int, picked: list[int], words: list[frozenset[str]]) -> bool:
    """Term ``j`` neither adds words to nor drops words of a picked term."""
    return j not in picked and not any(words[j] <= words[p] or words[p] <= words[j]
                                       for p in picked)


def _coherent_head(relevance: np.ndarray, pair_npmi: np.ndarray,
                   words: list[frozenset[str]]) -> list[int]:
    """Up to :data:`COHERENCE_TERMS` pool positions with no repeated term, chosen for
    their mean pairwise NPMI plus ``RELEVANCE_WEIGHT`` x their mean relevance: a greedy
    start from the most relevant term, then single swaps while one improves it (a local
    search; at most :data:`MAX_SWAPS`)."""
    size = len(words)
    head = [int(np.argmax(relevance))]
    npmi_sum = pair_npmi[:, head[0]].copy()
    while len(head) < min(COHERENCE_TERMS, size):
        score = RELEVANCE_WEIGHT * relevance + npmi_sum / len(head)
        ok = np.array([_new(j, head, words) for j in range(size)], dtype=bool)
        if not ok.any():
            break
        j = int(np.argmax(np.where(ok, score, -np.inf)))
        head.append(j)
        npmi_sum += pair_npmi[:, j]
    for _ in range(MAX_SWAPS):
        best, swap = _objective(head, relevance, pair_npmi), None
        for i in range(len(head)):
            rest = head[:i] + head[i + 1:]
            for j in range(size):
                if _new(j, rest, words):
                    value = _objective(rest + [j], relevance, pair_npmi)
                    if value > best + 1e-12:
                        best, swap = value, (i, j)
        if swap is None:
            break
        head[swap[0]] = swap[1]
    return head


def _objective(head: list[int], relevance: np.ndarray, pair_npmi: np.ndarray) -> float:
    """Mean pairwise NPMI of ``head`` plus ``RELEVANCE_WEIGHT`` x its mean relevance."""
    if len(head) < 2:
        return float(RELEVANCE_WEIGHT * relevance[head].mean()) if head else 0.0
    sub = pair_npmi[np.ix_(head, head)]
    pairs = (sub.sum() - np.trace(sub)) / (len(head) * (len(head) - 1))
    return float(pairs + RELEVANCE_WEIGHT * relevance[head].mean())


def _occurrence(vocab: Vocabulary, term_ids: np.ndarray) -> sp.csc_matrix:
    """Binary docs x terms matrix where a phrase occurs wherever all of its words do
    (the co-occurrence rule of the coherence measure)."""
    keys = vocab.terms["key"].to_numpy()
    by_column = vocab.matrix.tocsc()

    def docs_of(j: int) -> np.ndarray:
        return by_column.indices[by_column.indptr[j]:by_column.indptr[j + 1]]

    columns = []
    for term_id in term_ids:
        rows = docs_of(term_id)
        words = keys[term_id].split()
        word_ids = [j for j in map(vocab.key_id, words) if j is not None]
        if len(words) > 1 and len(word_ids) == len(words):
            rows = docs_of(word_ids[0])
            for j in word_ids[1:]:
                rows = np.intersect1d(rows, docs_of(j), assume_unique=True)
        columns.append(rows)
    indptr = np.concatenate([[0], np.cumsum([c.size for c in columns])])
    rows_all = np.concatenate(columns) if columns else np.empty(0, np.int64)
    return sp.csc_matrix((np.ones(rows_all.size), rows_all, indptr),
                         shape=(vocab.n_docs, len(columns)))


def _npmi(occurs: sp.csc_matrix) -> np.ndarray:
    """Pairwise NPMI of the columns of a binary docs x terms matrix (Bouma 2009)."""
    n_docs = occurs.shape[0]
    together = np.asarray((occurs.T @ occurs).todense(), dtype=np.float64)
    p = np.diag(together) / n_docs
    p_pair = together / n_docs
    with np.errstate(divide="ignore", invalid="ignore"):
        out = (np.log(p_pair) - np.log(p)[:, None] - np.log(p)[None, :]) / -np.log(p_pair)
    out[together <= 0] = -1.0
    out[together >= n_docs] = 1.0
    return out

"""Stage 3 of the topic model: which terms it uses, and each topic's terms in order.

Topic columns
    The factorisation sees the vocabulary's words *and* phrases, with generic academic
    words, terms used by more than :data:`MAX_DF_SHARE` (30%) of the papers
    ("learning", "model", "data": they describe the field, not a topic) and phrases
    that only add a generic word to another term ("bandit problem" next to "bandit")
    left out.

Topic terms
    A topic's terms are re-ranked for coherence and distinctiveness: from its
    :data:`POOL` (~60) heaviest terms (each term kept only in the topic where its
    relative weight is highest, which keeps topics apart), terms are picked greedily,
    each maximising its relative weight (times :data:`RELEVANCE_WEIGHT`) plus its mean
    document-level NPMI (Bouma 2009) with the terms already picked (the criterion topic
    coherence is measured by; Lau et al. 2014).  A word already inside a picked phrase
    is skipped ("reinforcement" after "reinforcement learning"), and a word used inside
    one phrase :data:`FRAGMENT_WORD_SHARE` (85%) of the time ("Carlo") is never shown
    (it still helps the factorisation).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import scipy.sparse as sp

from analysis.terms import Vocabulary
from analysis.text.stopwords import GENERIC

MAX_DF_SHARE = 0.3
POOL = 60
N_TERMS = 25
RELEVANCE_WEIGHT = 0.5
FRAGMENT_WORD_SHARE = 0.85
COHERENCE_TERMS = 10


class RankedTopic(NamedTuple):
    """One topic's terms, best first."""

    ids: np.ndarray  # positions in the topic columns
    weights: np.ndarray  # each term's share of the topic's component
    coherence: float  # mean pairwise NPMI of the first COHERENCE_TERMS terms


def topic_columns(vocab: Vocabulary) -> np.ndarray:
    """Term ids the topic model uses: not generic, used by at most ``MAX_DF_SHARE``
    (30%) of the papers and by at least 2 (in a corpus of 4 or more), and not a term
    plus a generic word."""
    terms = vocab.terms
    n_docs = vocab.n_docs
    df = terms["df"].to_numpy()
    ok = (~terms["generic"].to_numpy()) & (df >= (2 if n_docs >= 4 else 1))
    if n_docs >= 4:
        ok &= df <= MAX_DF_SHARE * n_docs
    # a phrase that is a term plus a generic word ("neural network approach",
    # "bandit problem") repeats that term in a topic's list
    for j in np.flatnonzero(ok & (terms["n_words"].to_numpy() > 1)):
        words = terms.at[j, "key"].split()
        for rest in (words[:-1] if words[-1] in GENERIC else None,
                     words[1:] if words[0] in GENERIC else None):
            if rest and vocab.key_id(" ".join(rest)) is not None:
                ok[j] = False
    return np.flatnonzero(ok)


def fragment_words(vocab: Vocabulary) -> np.ndarray:
    """Term ids of words used inside one phrase at least ``FRAGMENT_WORD_SHARE`` (85%)
    of the time ("Carlo" in "Monte Carlo", "reinforcement" in "reinforcement
    learning"): they help the factorisation but are not shown as topic terms, since the
    phrase stands for them."""
    terms = vocab.terms
    totals = np.asarray(vocab.matrix.sum(axis=0)).ravel()
    out = set()
    for j in np.flatnonzero(terms["n_words"].to_numpy() > 1):
        for word in terms.at[j, "key"].split():
            i = vocab.key_id(word)
            if i is not None and totals[j] >= FRAGMENT_WORD_SHARE * totals[i]:
                out.add(i)
    return np.array(sorted(out), dtype=np.int64)


def rank_terms(components: np.ndarray, columns: np.ndarray, vocab: Vocabulary,
               n_terms: int = N_TERMS, hidden: np.ndarray | None = None) -> list[RankedTopic]:
    """Each topic's terms re-ranked for coherence and distinctiveness (module docstring).

    ``components`` is the factorisation's topics x columns weights, ``columns`` the term
    ids of its columns, ``hidden`` term ids never shown.
    """
    relevance = components / np.maximum(components.max(axis=1, keepdims=True), 1e-12)
    pools = _candidate_pools(relevance, columns, max(POOL, n_terms + 10), hidden)
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
                     hidden: np.ndarray | None) -> list[np.ndarray]:
    """Per topic, its ``size`` most relevant columns among those it owns: each column is
    owned by the topic where its relative weight is highest (hidden ones by none)."""
    owner = relevance.argmax(axis=0)
    if hidden is not None and hidden.size:
        owner = np.where(np.isin(columns, hidden), -1, owner)
    pools = []
    for topic in range(relevance.shape[0]):
        order = np.argsort(-relevance[topic], kind="stable")
        mine = order[(owner[order] == topic) & (relevance[topic, order] > 0)]
        pools.append(mine[:size].astype(np.int64))
    return pools


def _pick_terms(relevance: np.ndarray, pair_npmi: np.ndarray, keys: list[str],
                n_terms: int) -> list[int]:
    """Greedy picks (positions in the pool): each maximises ``RELEVANCE_WEIGHT`` x its
    relevance plus its mean NPMI with the terms picked so far (the first: with the 10
    most relevant); a word already inside a picked phrase is skipped."""
    top = np.argsort(-relevance, kind="stable")[:COHERENCE_TERMS]
    first = int(np.argmax(RELEVANCE_WEIGHT * relevance + pair_npmi[:, top].mean(axis=1)))
    picked = [first]
    words_in: set[str] = set(keys[first].split()) if " " in keys[first] else set()
    available = np.ones(len(keys), dtype=bool)
    available[first] = False
    npmi_sum = pair_npmi[:, first].copy()
    while len(picked) < min(n_terms, len(keys)) and available.any():
        score = RELEVANCE_WEIGHT * relevance + npmi_sum / len(picked)
        score[~available] = -np.inf
        j = int(np.argmax(score))
        available[j] = False
        key = keys[j]
        if " " not in key and key in words_in:
            continue
        picked.append(j)
        npmi_sum += pair_npmi[:, j]
        if " " in key:
            words_in.update(key.split())
    return picked


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

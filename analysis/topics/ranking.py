"""Stage 3 of the topic model: which terms it uses, and each topic's terms in order.

Topic columns
    The factorisation sees the vocabulary's content terms, words *and* phrases
    (:func:`analysis.terms.termhood.is_content`: used repeatedly by the papers that use
    them; "propose", "results", "novel" are not), leaving out terms used by more than
    :data:`MAX_DF_SHARE` (30%) of the papers ("learning", "model", "data": they describe
    the field, not a topic).

Topic terms
    A topic shows content terms, never a word used inside one phrase at least
    :data:`FRAGMENT_WORD_SHARE` (80%) of the time ("Carlo": it still helps the
    factorisation).  From its :data:`POOL` (200) heaviest terms (each term kept only in
    the topic where its relative weight is highest, which keeps topics apart), its first
    :data:`COHERENCE_TERMS` (10) are chosen for coherence: the set with the highest mean
    pairwise document-level NPMI (Bouma 2009; the criterion topic coherence is measured
    by, Lau et al. 2014; plus :data:`RELEVANCE_WEIGHT` x their mean relative weight, 0
    by default: the pool already holds the topic), found greedily from the heaviest term
    and improved by single swaps; they are listed by weight.  The rest follow greedily
    by the same criterion.  A term that only adds or drops words of a term already
    picked ("convergence rate" after "convergence", "deep neural network" after "neural
    network") is never picked: it co-occurs with that term by construction and tells
    the reader nothing new.  Co-occurrence is counted on the words of each term as
    shown, as written in the papers (:func:`_occurrence`), a hyphenated word as one.

The numbers: on ICML 2013-19 at K=20, over three nearby column sets, a pool of 200
terms and no relevance weight score NPMI 0.30-0.34 (scorer of bench/topics), a weight
of 0.1 0.29-0.32, a pool of 100 0.01 less; on the 24,000 papers 0.37-0.40 at K=40 and
K=20.  Restricting the shown terms to keywords (rarer, mostly phrases) costs 0.1
(bench/topics/RESULTS.md).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import scipy.sparse as sp

from analysis.terms import Vocabulary
from analysis.terms.termhood import MIN_CONTENT_TERMS

MAX_DF_SHARE = 0.3
POOL = 200
N_TERMS = 25
RELEVANCE_WEIGHT = 0.0
FRAGMENT_WORD_SHARE = 0.8
COHERENCE_TERMS = 10
MAX_SWAPS = 30


class RankedTopic(NamedTuple):
    """One topic's terms, best first."""

    ids: np.ndarray  # positions in the topic columns
    weights: np.ndarray  # each term's share of the topic's component
    coherence: float  # mean pairwise NPMI of the first COHERENCE_TERMS terms


def eligible(vocab: Vocabulary) -> np.ndarray:
    """Mask over term ids: the content terms, or every term when fewer than
    :data:`MIN_CONTENT_TERMS` are content (a corpus too small or too uniform for
    burstiness to tell subjects from passing words)."""
    content = vocab.terms["content"].to_numpy()
    return content if int(content.sum()) >= MIN_CONTENT_TERMS else np.ones_like(content)


def topic_columns(vocab: Vocabulary) -> np.ndarray:
    """Term ids the topic model uses: eligible terms (:func:`eligible`) used by at most
    ``MAX_DF_SHARE`` (30%) of the papers and by at least 2 (in a corpus of 4 or more)."""
    terms = vocab.terms
    n_docs = vocab.n_docs
    df = terms["df"].to_numpy()
    ok = eligible(vocab) & (df >= (2 if n_docs >= 4 else 1))
    if n_docs >= 4:
        ok &= df <= MAX_DF_SHARE * n_docs
    return np.flatnonzero(ok)


def shown_terms(vocab: Vocabulary) -> np.ndarray:
    """Mask over term ids: terms a topic may show (content terms that are not mostly
    inside one phrase: never "Carlo")."""
    terms = vocab.terms
    fragment = (terms["n_words"].to_numpy() == 1) & (
        terms["inside"].to_numpy() >= FRAGMENT_WORD_SHARE)
    return eligible(vocab) & ~fragment


def rank_terms(components: np.ndarray, columns: np.ndarray, vocab: Vocabulary,
               n_terms: int = N_TERMS) -> list[RankedTopic]:
    """Each topic's terms re-ranked for coherence and distinctiveness (module docstring).

    ``components`` is the factorisation's topics x columns weights, ``columns`` the term
    ids of its columns.
    """
    relevance = components / np.maximum(components.max(axis=1, keepdims=True), 1e-12)
    pools = _candidate_pools(relevance, max(POOL, n_terms + 10),
                             shown_terms(vocab)[columns])
    pooled = np.unique(np.concatenate(pools)) if pools else np.empty(0, np.int64)
    occurs = _occurrence(vocab, columns[pooled])
    position = {int(c): i for i, c in enumerate(pooled)}
    keys = vocab.terms["key"].to_numpy()
    out = []
    for topic, pool in enumerate(pools):
        if pool.size == 0:
            out.append(RankedTopic(np.empty(0, np.int64), np.empty(0), float("nan")))
            continue
        # pairs within the pool only: a pool is small, the pools together are not
        pair_npmi = _npmi(occurs[:, [position[int(c)] for c in pool]])
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


def _candidate_pools(relevance: np.ndarray, size: int, shown: np.ndarray) -> list[np.ndarray]:
    """Per topic, its ``size`` most relevant ``shown`` columns among those it owns (each
    column is owned by the topic where its relative weight is highest)."""
    owner = relevance.argmax(axis=0)
    pools = []
    for topic in range(relevance.shape[0]):
        order = np.argsort(-relevance[topic], kind="stable")
        mine = order[(owner[order] == topic) & (relevance[topic, order] > 0) & shown[order]]
        pools.append(mine[:size].astype(np.int64))
    return pools


def _pick_terms(relevance: np.ndarray, pair_npmi: np.ndarray, keys: list[str],
                n_terms: int) -> list[int]:
    """The topic's terms (positions in the pool), best first: the first
    :data:`COHERENCE_TERMS` chosen for coherence (:func:`_coherent_head`), listed by
    relevance; then the others greedily, each maximising ``RELEVANCE_WEIGHT`` x its
    relevance plus its mean NPMI with the terms picked so far.  A term whose words are a
    subset or a superset of a picked term's is never picked."""
    nested = _nested(keys)
    head = _coherent_head(relevance, pair_npmi, nested)
    picked = sorted(head, key=lambda j: (-relevance[j], j))
    blocked = nested[:, picked].any(axis=1)
    npmi_sum = pair_npmi[:, picked].sum(axis=1)
    while len(picked) < min(n_terms, len(keys)) and not blocked.all():
        score = np.where(blocked, -np.inf,
                         RELEVANCE_WEIGHT * relevance + npmi_sum / len(picked))
        j = int(np.argmax(score))
        picked.append(j)
        blocked |= nested[:, j]
        npmi_sum += pair_npmi[:, j]
    return picked


def _nested(keys: list[str]) -> np.ndarray:
    """``out[a, b]``: term a's words are a subset or a superset of term b's (a term is
    nested in itself)."""
    words = [frozenset(k.split()) for k in keys]
    n = len(words)
    out = np.eye(n, dtype=bool)
    for a in range(n):
        for b in range(a + 1, n):
            if words[a] <= words[b] or words[b] <= words[a]:
                out[a, b] = out[b, a] = True
    return out


def _coherent_head(relevance: np.ndarray, pair_npmi: np.ndarray,
                   nested: np.ndarray) -> list[int]:
    """Up to :data:`COHERENCE_TERMS` pool positions, none nested in another, chosen for
    their mean pairwise NPMI plus ``RELEVANCE_WEIGHT`` x their mean relevance: a greedy
    start from the most relevant term, then the best single swap while one improves it
    (a local search; at most :data:`MAX_SWAPS`)."""
    size = len(relevance)
    npmi = np.where(np.eye(size, dtype=bool), 0.0, pair_npmi)
    head = [int(np.argmax(relevance))]
    while len(head) < min(COHERENCE_TERMS, size):
        blocked = nested[:, head].any(axis=1)
        if blocked.all():
            break
        gain = RELEVANCE_WEIGHT * relevance + npmi[:, head].mean(axis=1)
        head.append(int(np.argmax(np.where(blocked, -np.inf, gain))))
    n = len(head)
    if n < 2:
        return head
    for _ in range(MAX_SWAPS):
        best, swap = _objective(head, relevance, npmi), None
        for i in range(n):
            rest = head[:i] + head[i + 1:]
            inner = npmi[np.ix_(rest, rest)].sum()
            # every candidate j in place of head[i], at once
            value = ((inner + 2 * npmi[:, rest].sum(axis=1)) / (n * (n - 1))
                     + RELEVANCE_WEIGHT * (relevance[rest].sum() + relevance) / n)
            value[nested[:, rest].any(axis=1)] = -np.inf
            j = int(np.argmax(value))
            if value[j] > best + 1e-12:
                best, swap = float(value[j]), (i, j)
        if swap is None:
            break
        head[swap[0]] = swap[1]
    return head


def _objective(head: list[int], relevance: np.ndarray, npmi: np.ndarray) -> float:
    """Mean pairwise NPMI of ``head`` (``npmi`` has a zero diagonal) plus
    ``RELEVANCE_WEIGHT`` x its mean relevance."""
    n = len(head)
    pairs = npmi[np.ix_(head, head)].sum() / (n * (n - 1))
    return float(pairs + RELEVANCE_WEIGHT * relevance[head].mean())


def _occurrence(vocab: Vocabulary, term_ids: np.ndarray) -> sp.csc_matrix:
    """Binary docs x terms matrix where a term occurs wherever all the words of its
    shown form occur, as written (the co-occurrence rule of the coherence measure, Lau et
    al. 2014, read as a reader checking the papers would: "arms" is not "arm", a
    hyphenated word is one word; :meth:`analysis.terms.Vocabulary.shown_docs`)."""
    columns = [np.asarray(vocab.shown_docs(int(t)), dtype=np.int64) for t in term_ids]
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

"""The topic model: number of topics, top terms, labels, mixtures and a 2-D map.

Method
    Non-negative matrix factorisation (Lee & Seung 1999; coordinate descent of
    Cichocki & Phan 2009, scikit-learn's ``NMF(solver="cd")``) of the papers' TF-IDF
    matrix over the vocabulary's words *and* phrases, with generic academic words,
    terms used by more than 30% of the papers ("learning", "model", "data": they
    describe the field, not a topic) and phrases that only add a generic word to
    another term ("bandit problem" next to "bandit") left out.  NNDSVD initialisation
    (Boutsidis & Gallopoulos 2008) makes the fit deterministic; the rows are put in a
    canonical order (by content) before fitting, so the same papers in any file order
    give the same topics.

Topic terms
    A topic's terms are re-ranked for coherence and distinctiveness: from its ~60
    heaviest terms (each term kept only in the topic where its relative weight is
    highest, which keeps topics apart), terms are picked greedily, each maximising its
    relative weight plus its mean document-level NPMI (Bouma 2009) with the terms
    already picked (the criterion topic coherence is measured by; Lau et al. 2014).
    A word already inside a picked phrase is skipped ("reinforcement" after
    "reinforcement learning"), and a word used inside one phrase 85% of the time
    ("Carlo") is never shown (it still helps the factorisation).  The label is the
    first three terms with no word repeated, a single word replaced by the topic's
    phrase that contains it ("Monte Carlo", not "Carlo").

Mixtures
    A paper's mixture is its row of the NMF document factor, normalised to sum to 1;
    its topic is the largest share.  A paper with no topic term at all (all-zero row)
    gets the topic whose term profile is most similar to its own terms, or, with no
    term at all, the largest topic.

Number of topics
    See :func:`choose_k`.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, field

import numpy as np
import pandas as pd
import scipy.sparse as sp
from sklearn.decomposition import NMF
from sklearn.exceptions import ConvergenceWarning
from threadpoolctl import threadpool_limits

from analysis.terms.vocabulary import Vocabulary
from analysis.text.stopwords import GENERIC

MAX_DF_SHARE = 0.3
POOL = 60
N_TERMS = 25
LABEL_TERMS = 3
RELEVANCE_WEIGHT = 0.5
MAX_ITER = 25
MAP_MIX = 0.35
FRAGMENT_WORD_SHARE = 0.85


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
        One per topic, unique: three of its first terms joined by " · " (see the
        module docstring).
    map_xy : ndarray, n_docs x 2
        Each paper's position on the topic map: topic centres evenly spaced on the unit
        circle (similar topics adjacent); a paper at its main topic's centre, pulled
        ``MAP_MIX`` (35%) of the way towards the mixture-weighted mean of the centres
        (weights = squared shares), plus a small deterministic jitter.
    k_selection : dict
        How K was chosen: ``rule``, ``n_docs``, ``candidates``, ``scores``, ``chosen``.
    strength : ndarray, n_docs x K
        The un-normalised NMF document factor (how strongly a paper is about a topic).
    sizes : ndarray, K
        Papers per topic.
    """

    n_topics: int
    doc_topic: np.ndarray
    assignment: np.ndarray
    terms: pd.DataFrame
    labels: list[str]
    map_xy: np.ndarray
    k_selection: dict
    strength: np.ndarray = field(repr=False, default=None)
    sizes: np.ndarray = field(repr=False, default=None)


def choose_k(n_docs: int) -> int:
    """Number of topics for a corpus of ``n_docs`` papers: ``round(1.4 * n ** (1/3))``,
    clipped to 2..40.

    Topics should grow with the corpus, but far slower than it: the cube root gives
    5 topics for the 57 seed abstracts (~11 papers each), 20 for 3,000 (~150 each) and
    40 for 24,000 (~600 each).  A rule rather than a search: on ICML 2013-2019 the
    benchmark's NPMI of our topics is flat from K=10 to K=40 (0.41-0.45), so a
    coherence search would pick K by noise, and fitting several K would cost seconds
    at 24,000 papers.  ``fit_topics(n_topics=K)`` (CLI ``--topics K``) overrides it.
    """
    return int(np.clip(round(1.4 * max(n_docs, 1) ** (1 / 3)), 2, 40))


def _canonical_order(X: sp.csr_matrix, seed: int) -> np.ndarray:
    """A row order that depends on the rows' contents only (two random projections)."""
    rng = np.random.RandomState(seed + 12345)
    R = rng.standard_normal((X.shape[1], 2))
    h = np.asarray(X @ R)
    return np.lexsort((h[:, 1], h[:, 0]))


def _tfidf(X: sp.csr_matrix) -> sp.csr_matrix:
    """Sublinear TF-IDF, rows L2-normalised (Salton & Buckley 1988; scikit-learn's smooth idf)."""
    n = X.shape[0]
    df = np.bincount(X.indices, minlength=X.shape[1])
    idf = np.log((1 + n) / (1 + df)) + 1.0
    Y = X.copy().astype(np.float64)
    Y.data = np.log1p(Y.data)
    Y = Y @ sp.diags(idf)
    norms = np.sqrt(np.asarray(Y.multiply(Y).sum(axis=1)).ravel())
    norms[norms == 0] = 1.0
    return sp.csr_matrix(sp.diags(1.0 / norms) @ Y)


def _occurrence(vocab: Vocabulary, term_ids: np.ndarray) -> sp.csc_matrix:
    """Binary docs x terms matrix where a phrase occurs wherever all of its words do
    (the co-occurrence rule of the coherence measure)."""
    keys = vocab.terms["key"].to_numpy()
    Xc = vocab.matrix.tocsc()

    def docs_of(j: int) -> np.ndarray:
        return Xc.indices[Xc.indptr[j]:Xc.indptr[j + 1]]

    cols = []
    for t in term_ids:
        words = keys[t].split()
        rows = docs_of(t)
        if len(words) > 1:
            ids = [vocab.key_id(w) for w in words]
            if all(j is not None for j in ids):
                rows = docs_of(ids[0])
                for j in ids[1:]:
                    rows = np.intersect1d(rows, docs_of(j), assume_unique=True)
        cols.append(rows)
    indptr = np.concatenate([[0], np.cumsum([c.size for c in cols])])
    idx = np.concatenate(cols) if cols else np.empty(0, np.int64)
    return sp.csc_matrix((np.ones(idx.size), idx, indptr), shape=(vocab.n_docs, len(cols)))


def _npmi(B: sp.csc_matrix) -> np.ndarray:
    """Pairwise NPMI of the columns of a binary docs x terms matrix (Bouma 2009)."""
    n = B.shape[0]
    co = np.asarray((B.T @ B).todense(), dtype=np.float64)
    p = np.diag(co) / n
    pij = co / n
    with np.errstate(divide="ignore", invalid="ignore"):
        out = (np.log(pij) - np.log(p)[:, None] - np.log(p)[None, :]) / -np.log(pij)
    out[co <= 0] = -1.0
    out[co >= n] = 1.0
    return out


def _rank_terms(H: np.ndarray, cols: np.ndarray, vocab: Vocabulary, n_terms: int,
                hidden: np.ndarray | None = None):
    """Per topic, (term ids, weights, coherence) re-ranked for coherence and
    distinctiveness; coherence is the mean pairwise NPMI of the first 10 terms."""
    K = H.shape[0]
    rel = H / np.maximum(H.max(axis=1, keepdims=True), 1e-12)
    pool = max(POOL, n_terms + 10)
    # candidate pools: each term only in the topic where its relative weight is highest
    owner = rel.argmax(axis=0)
    if hidden is not None and hidden.size:
        owner = np.where(np.isin(cols, hidden), -1, owner)
    pools = []
    for k in range(K):
        order = np.argsort(-rel[k], kind="stable")
        mine = [j for j in order if owner[j] == k and rel[k, j] > 0]
        pools.append(np.array(mine[:pool], dtype=np.int64))
    allc = np.unique(np.concatenate(pools)) if pools else np.empty(0, np.int64)
    B = _occurrence(vocab, cols[allc])
    npmi = _npmi(B)
    pos = {int(c): i for i, c in enumerate(allc)}
    keys = vocab.terms["key"].to_numpy()
    out = []
    for k in range(K):
        cand = list(pools[k])
        if not cand:
            out.append((np.empty(0, np.int64), np.empty(0), float("nan")))
            continue
        ci = np.array([pos[int(c)] for c in cand])
        sub = npmi[np.ix_(ci, ci)]
        r = rel[k, cand]
        top10 = np.argsort(-r, kind="stable")[:10]
        first = int(np.argmax(RELEVANCE_WEIGHT * r + sub[:, top10].mean(axis=1)))
        picked = [first]
        words_in = set(keys[cols[cand[first]]].split()) if " " in keys[cols[cand[first]]] else set()
        avail = np.ones(len(cand), dtype=bool)
        avail[first] = False
        acc = sub[:, first].copy()
        while len(picked) < min(n_terms, len(cand)) and avail.any():
            score = RELEVANCE_WEIGHT * r + acc / len(picked)
            score[~avail] = -np.inf
            j = int(np.argmax(score))
            avail[j] = False
            key = keys[cols[cand[j]]]
            if " " not in key and key in words_in:
                continue
            picked.append(j)
            acc += sub[:, j]
            if " " in key:
                words_in.update(key.split())
        ids = np.array([cand[j] for j in picked], dtype=np.int64)
        head = picked[:10]
        iu = np.triu_indices(len(head), k=1)
        coh = float(sub[np.ix_(head, head)][iu].mean()) if len(head) > 1 else float("nan")
        out.append((ids, H[k, ids] / max(H[k].sum(), 1e-12), coh))
    return out


def _mds(S: np.ndarray) -> np.ndarray:
    """Classical MDS (Torgerson 1952) of topic similarities to 2-D, signs fixed."""
    K = S.shape[0]
    if K == 1:
        return np.zeros((1, 2))
    D2 = np.clip(1.0 - S, 0, None) ** 2
    J = np.eye(K) - 1.0 / K
    Bm = -0.5 * J @ D2 @ J
    w, v = np.linalg.eigh(Bm)
    idx = np.argsort(-w)[:2]
    Y = v[:, idx] * np.sqrt(np.clip(w[idx], 1e-12, None))
    if Y.shape[1] < 2:
        Y = np.hstack([Y, np.zeros((K, 2 - Y.shape[1]))])
    for d in range(2):
        if Y[np.argmax(np.abs(Y[:, d])), d] < 0:
            Y[:, d] = -Y[:, d]
    scale = np.abs(Y).max()
    return Y / scale if scale > 0 else Y


def _circle_layout(S: np.ndarray) -> np.ndarray:
    """Topic centres for the map: evenly spaced on the unit circle, in the angular
    order of the topics' classical-MDS embedding, so similar topics are neighbours and
    no two centres coincide (NMF topics are nearly orthogonal, so a plain 2-D MDS
    piles many of them on top of each other)."""
    K = S.shape[0]
    if K == 1:
        return np.zeros((1, 2))
    Y = _mds(S)
    ang = np.round(np.arctan2(Y[:, 1], Y[:, 0]), 9)
    slots = np.empty(K, dtype=np.int64)
    slots[np.lexsort((np.arange(K), ang))] = np.arange(K)
    theta = np.pi / 2 - 2 * np.pi * slots / K
    return np.column_stack([np.cos(theta), np.sin(theta)])


def _labels(term_lists: list[list[str]], keys: list[list[str]]) -> list[str]:
    """First ``LABEL_TERMS`` terms of each topic, words not repeated; a single word is
    replaced by the topic's best phrase containing it ("Monte Carlo", not "Carlo")."""
    labels = []
    for terms, ks in zip(term_lists, keys, strict=True):
        head = list(zip(terms, ks, strict=True))[:15]
        chosen, words = [], set()
        for t, k in head:
            if " " not in k:
                for t2, k2 in head:
                    if " " in k2 and k in k2.split():
                        t, k = t2, k2
                        break
            w = set(k.split())
            if w & words:
                continue
            chosen.append(t)
            words |= w
            if len(chosen) == LABEL_TERMS:
                break
        for t, k in head:  # too few: allow terms that add at least one new word
            if len(chosen) >= LABEL_TERMS:
                break
            if t not in chosen and not set(k.split()) <= words:
                chosen.append(t)
                words |= set(k.split())
        labels.append(" · ".join(chosen) if chosen else "(no terms)")
    seen: set[str] = set()
    for i, lab in enumerate(labels):
        if lab in seen:  # two topics with the same label: lengthen the later one
            extra = [t for t in term_lists[i] if t not in lab.split(" · ")]
            labels[i] = lab + (" · " + extra[0] if extra else f" ({i})")
        seen.add(labels[i])
    return labels


def topic_columns(vocab: Vocabulary) -> np.ndarray:
    """Term ids the topic model uses: not generic, used by at most ``MAX_DF_SHARE``
    (30%) of the papers and by at least 2 (in a corpus of 4 or more), and not a term
    plus a generic word."""
    T = vocab.terms
    n = vocab.n_docs
    lo = 2 if n >= 4 else 1
    ok = (~T["generic"].to_numpy()) & (T["df"].to_numpy() >= lo)
    if n >= 4:
        ok &= T["df"].to_numpy() <= MAX_DF_SHARE * n
    # a phrase that is a term plus a generic word ("neural network approach",
    # "bandit problem") repeats that term in a topic's list
    for j in np.flatnonzero(ok & (T["n_words"].to_numpy() > 1)):
        words = T.at[j, "key"].split()
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
    T = vocab.terms
    totals = np.asarray(vocab.matrix.sum(axis=0)).ravel()
    out = set()
    for j in np.flatnonzero(T["n_words"].to_numpy() > 1):
        for w in T.at[j, "key"].split():
            i = vocab.key_id(w)
            if i is not None and totals[j] >= FRAGMENT_WORD_SHARE * totals[i]:
                out.add(i)
    return np.array(sorted(out), dtype=np.int64)


def _nmf(Y: sp.csr_matrix, k: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """NMF with NNDSVD start and coordinate descent, on one BLAS thread.

    One thread because the machine is shared: a multi-threaded BLAS waiting for a busy
    core is several times slower than one thread.  ``MAX_ITER`` passes of coordinate
    descent from NNDSVD are enough for stable top terms (the benchmark's NPMI does not
    move past it); the loss keeps decreasing slowly, hence no convergence warning.
    """
    model = NMF(n_components=k, init="nndsvd", solver="cd", random_state=seed,
                max_iter=MAX_ITER, tol=1e-4)
    with threadpool_limits(1), warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        W = model.fit_transform(Y)
    return W, model.components_


def fit_topics(vocab: Vocabulary, n_topics: int | None = None, seed: int = 0) -> TopicModel:
    """Fit the topic model (see the module docstring).

    Parameters
    ----------
    vocab
        The corpus vocabulary.
    n_topics
        K; default :func:`choose_k` of the number of papers.  Capped so that every
        topic can have terms and papers.
    seed
        Random state of the factorisation and of the map's jitter.
    """
    n = vocab.n_docs
    cols = topic_columns(vocab)
    rule = ("round(1.4 * n_docs ** (1/3)), clipped to 2..40 (5 topics at 57 papers, "
            "20 at 3,000, 40 at 24,000)")
    k_auto = choose_k(n)
    k = int(n_topics) if n_topics else k_auto
    if k < 1:
        raise ValueError(f"n_topics must be at least 1, got {n_topics}")
    k = max(1, min(k, n, max(len(cols) // 5, 1)))
    k_selection = {"rule": rule if not n_topics else "given (--topics)", "n_docs": n,
                   "candidates": [k_auto], "scores": {}, "chosen": k,
                   "automatic": k_auto, "override": bool(n_topics)}

    X = vocab.matrix[:, cols].tocsr()
    order = _canonical_order(X, seed)
    Y = _tfidf(X)[order]
    if Y.nnz == 0 or n == 0:
        raise ValueError("no topic terms in the corpus")
    Wc, H = _nmf(Y, k, seed)
    W = np.empty_like(Wc)
    W[order] = Wc
    Yo = np.empty(0)
    del Yo

    # papers with no weight: most similar topic profile
    rs = W.sum(axis=1)
    zero = np.flatnonzero(rs <= 0)
    if zero.size:
        Y_all = _tfidf(X)
        Hn = H / np.maximum(np.linalg.norm(H, axis=1, keepdims=True), 1e-12)
        sim = np.asarray(Y_all[zero] @ Hn.T)
        W[zero] = np.clip(sim, 0, None)
    ranked = _rank_terms(H, cols, vocab, N_TERMS, hidden=fragment_words(vocab))

    # order topics by size (then by first term), largest first
    mix = W / np.maximum(W.sum(axis=1, keepdims=True), 1e-300)
    empty_rows = W.sum(axis=1) <= 0
    assign = mix.argmax(axis=1)
    sizes = np.bincount(assign[~empty_rows], minlength=k)
    disp = vocab.terms["term"].to_numpy()
    firsts = [disp[cols[ids[0]]] if len(ids) else "" for ids, _, _ in ranked]
    perm = sorted(range(k), key=lambda t: (-sizes[t], firsts[t]))
    inv = np.empty(k, dtype=np.int64)
    inv[perm] = np.arange(k)
    W = W[:, perm]
    H = H[perm]
    ranked = [ranked[t] for t in perm]
    mix = mix[:, perm]
    if empty_rows.any():
        mix[empty_rows] = 0.0
        mix[empty_rows, 0] = 1.0
    assign = mix.argmax(axis=1)
    sizes = np.bincount(assign, minlength=k)

    term_lists, key_lists, rows = [], [], []
    keys = vocab.terms["key"].to_numpy()
    coherence = [c for _, _, c in ranked]
    k_selection["scores"] = {"npmi_top10_per_topic": [round(c, 4) for c in coherence],
                             "npmi_top10_mean": round(float(np.nanmean(coherence)), 4)
                             if k else None}
    for t, (ids, w, _) in enumerate(ranked):
        tids = cols[ids]
        term_lists.append([str(disp[j]) for j in tids])
        key_lists.append([str(keys[j]) for j in tids])
        for r, (j, ww) in enumerate(zip(tids, w, strict=True)):
            rows.append((t, r, str(disp[j]), float(ww), int(j)))
    terms = pd.DataFrame(rows, columns=["topic", "rank", "term", "weight", "term_id"])
    labels = _labels(term_lists, key_lists)

    # map: topic centres on a circle in the angular order of their MDS embedding;
    # papers at their (sharpened) mixture-weighted position plus a small jitter
    # drawn in the canonical row order (so it does not depend on file order)
    Hn = H / np.maximum(np.linalg.norm(H, axis=1, keepdims=True), 1e-12)
    centres = _circle_layout(Hn @ Hn.T)
    sharp = mix ** 2
    sharp /= np.maximum(sharp.sum(axis=1, keepdims=True), 1e-300)
    rng = np.random.RandomState(seed)
    jit = rng.standard_normal((n, 2))
    canon = np.empty(n, dtype=np.int64)
    canon[order] = np.arange(n)
    main = centres[assign]
    map_xy = ((1 - MAP_MIX) * main + MAP_MIX * (sharp @ centres)
              + (0.25 * np.pi / max(k, 2)) * jit[canon])

    return TopicModel(n_topics=k, doc_topic=mix, assignment=assign, terms=terms,
                      labels=labels, map_xy=map_xy, k_selection=k_selection,
                      strength=W, sizes=sizes)


def representative_papers(model: TopicModel, topic: int, n: int = 5) -> np.ndarray:
    """Row indices of the ``n`` papers most strongly about ``topic`` among those
    assigned to it (largest NMF weight; ties by share, then row)."""
    if not 0 <= topic < model.n_topics:
        raise ValueError(f"topic must be in 0..{model.n_topics - 1}, got {topic}")
    rows = np.flatnonzero(model.assignment == topic)
    s = model.strength[rows, topic] if model.strength is not None else model.doc_topic[
        rows, topic]
    order = np.lexsort((rows, -model.doc_topic[rows, topic], -s))
    return rows[order[:n]]

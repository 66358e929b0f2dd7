"""Issue 10, wave 66: the factorisation's loss (KL), c-TF-IDF term ranking and an
entropy filter of generic terms, measured in-sample and held out (HELDOUT.md, "Wave 66").

    python bench/topics/heldout_losses.py --corpus icml --mode in --variants main kl
    python bench/topics/heldout_losses.py --corpus icml iclr:2017-2018 aistats \
        more:cvpr nips:2015-2018 --mode in out --variants main kl

Same protocol as ``heldout_background.py`` (whose vocabulary cache and scorer it uses):
"in" = vocabulary and model on the whole corpus, scored on it (issue 10's figure); "out"
= ``heldout.py``'s halves, fit on one, NPMI@10 of the distinct terms on the other, both
ways, mean.  ``main`` is ``fit_topics`` unchanged.  Variants (each main with one thing
changed):

- ``kl[N]`` / ``klbin[N]``: NMF minimising the generalised Kullback-Leibler divergence
  (scikit-learn ``beta_loss="kullback-leibler"``, multiplicative updates, Lee & Seung
  2001), PLSA's objective (Gaussier & Goutte 2005), N passes (default 200), on main's
  binary TF-IDF rows (``kl``) or on the raw 0/1 presence matrix (``klbin``).  Started
  from main's NNDSVD with its zeros set to the matrix's mean (scikit-learn's
  ``nndsvda``: multiplicative updates never move a zero).
- ``ctfidf`` / ``ctfidf-soft``: the terms ranked by BERTopic's class-based TF-IDF
  (Grootendorst 2022), ``tf(t, k) * log(1 + A / f(t))``: ``tf`` a term's papers among
  the papers whose dominant topic is k (``ctfidf``; ``-soft``: counted by mixture share,
  main's ``phi``), L1-normalised per class as BERTopic does, ``A`` the mean papers per
  class, ``f(t)`` the term's papers in all classes; in place of FREX, everything else
  (the floor, the dealing, the by-construction rules) unchanged.
- ``rnd[S]``: a placebo for ``ent[S]``: as many columns dropped, drawn at random (seed
  0, or N for ``rnd[S]sN``) among those at or above the floor.
- ``ent[S]``: two passes (AlSumait et al. 2009's idea of a topic's distance from the
  uniform "junk" distribution, applied to terms): after main's fit, each topic column's
  distribution over the topics, ``p(k | t)`` proportional to the mixtures of the papers
  using it, and its entropy as a share of the maximum ``log K``; columns whose share is
  above S are dropped from the factorisation's (and so the shown) columns, and the
  model refitted.  ``entp``: the threshold is the entropy of the papers' own topic
  distribution (the topic sizes), i.e. a column is dropped when its papers spread over
  the topics as evenly as the corpus's papers do.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import scipy.sparse as sp

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))
import corpora  # noqa: E402
from heldout_background import run  # noqa: E402

import analysis.topics.model as M  # noqa: E402
import analysis.topics.ranking as R  # noqa: E402
from analysis.topics import factorization as fz  # noqa: E402
from analysis.topics import fit_topics  # noqa: E402
from analysis.topics.segments import StrengthSums, mixtures_of  # noqa: E402

tm = corpora.topic_metrics
FREX = R.frex
STRENGTH_SUMS = M.strength_sums
TOPIC_COLUMNS = M.topic_columns


class KLNMF:
    """NMF under the generalised KL divergence (module docstring: ``kl``, ``klbin``)."""

    def __init__(self, k: int, seed: int, binary: bool, n_iter: int) -> None:
        from sklearn.decomposition import NMF

        self.k, self.binary = k, binary
        self.nmf = NMF(n_components=k, init="custom", solver="mu",
                       beta_loss="kullback-leibler", random_state=seed, max_iter=n_iter,
                       tol=1e-4)

    def _x(self, X):
        if not self.binary:
            return X
        X = sp.csr_matrix(X, copy=True)
        X.data[:] = 1.0
        return X

    def fit_transform(self, X):
        X = self._x(X)
        W, H = fz.nndsvd_start(X, self.k)
        avg = X.sum() / (X.shape[0] * X.shape[1])
        W[W == 0], H[H == 0] = avg, avg
        return self.nmf.fit_transform(X, W=W, H=H)

    def transform(self, X):
        return self.nmf.transform(self._x(X))

    @property
    def components_(self):
        return self.nmf.components_


def hard_strength_sums(seg) -> StrengthSums:
    """``strength_sums`` with each paper counted in its dominant topic only."""
    mixture, no_weight = mixtures_of(seg.strength)
    top = mixture.argmax(axis=1)
    onehot = np.zeros_like(mixture)
    onehot[np.arange(len(top)), top] = 1.0
    onehot[no_weight] = 0.0
    sizes = np.bincount(top[~no_weight], minlength=mixture.shape[1])
    used = np.asarray((sp.csr_matrix(onehot.T) @ seg.presence).todense(), dtype=np.float64)
    return StrengthSums((used, onehot.sum(axis=0)), sizes, seg.keys)


def ctfidf_scorer(vocab):
    """BERTopic's c-TF-IDF of ``phi`` (the share of each class's papers using a term)."""
    def score(phi, frequent):
        df = vocab.terms["df"].to_numpy()[R.topic_columns(vocab)].astype(np.float64)
        tf = phi / np.maximum(phi.sum(axis=1, keepdims=True), 1e-300)
        out = tf * np.log(1 + (vocab.n_docs / phi.shape[0]) / np.maximum(df, 1))[None, :]
        out[~(phi > 0)] = -np.inf
        return out
    return score


def entropy_kept(vocab, model, share) -> np.ndarray:
    """The topic columns whose topic distribution's entropy is at most ``share`` of
    ``log K`` (``None``: at most the entropy of the papers' topic distribution)."""
    columns = model.columns
    presence = vocab.presence[:, columns].tocsc().astype(np.float64)
    presence.data[:] = 1.0
    mass = np.asarray(presence.T @ model.doc_topic)  # terms x K
    p = mass / np.maximum(mass.sum(axis=1, keepdims=True), 1e-300)
    with np.errstate(divide="ignore", invalid="ignore"):
        h = -np.nansum(np.where(p > 0, p * np.log(p), 0.0), axis=1)
    if share in (None, "mm"):
        sizes = model.doc_topic.sum(axis=0) / model.doc_topic.sum()
        limit = float(-(sizes[sizes > 0] * np.log(sizes[sizes > 0])).sum())
        if share == "mm":  # Miller-Madow: a random sample of df papers falls short by (K-1)/(2 df)
            df = np.asarray(presence.sum(axis=0)).ravel()
            limit = limit - (model.n_topics - 1) / (2 * np.maximum(df, 1))
    else:
        limit = share * np.log(model.n_topics)
    kept = columns[h <= limit]
    print(f"  entropy filter: {len(columns) - len(kept)} of {len(columns)} columns dropped "
          f"(limit {np.min(limit):.3f} of max {np.log(model.n_topics):.3f}); e.g. "
          + "; ".join(vocab.terms["term"].to_numpy()[columns[np.argsort(-h)[:12]]]),
          flush=True)
    return kept


def entropy_kept_hard(vocab, model, g_test: bool = False) -> np.ndarray:
    """The topic columns kept by ``enth``: a column at or above the floor is dropped when
    the entropy of its papers' dominant topics is at least what a topic-blind term used
    by as many papers would show, the entropy of all papers' dominant topics less
    Miller-Madow's bias ``(K - 1) / (2 df)``."""
    columns = model.columns
    presence = vocab.presence[:, columns].tocsc().astype(np.float64)
    presence.data[:] = 1.0
    K = model.n_topics
    onehot = np.zeros((presence.shape[0], K))
    onehot[np.arange(presence.shape[0]), model.assignment] = 1.0
    counts = np.asarray(presence.T @ onehot)
    df = counts.sum(axis=1)
    p = counts / np.maximum(df[:, None], 1)
    with np.errstate(divide="ignore", invalid="ignore"):
        h = -np.where(p > 0, p * np.log(p), 0.0).sum(axis=1)
    sizes = np.bincount(model.assignment, minlength=K) / len(model.assignment)
    hs = float(-(sizes[sizes > 0] * np.log(sizes[sizes > 0])).sum())
    frequent = df >= R.df_floor(vocab.n_docs, K)
    drop = frequent & (h >= hs - (K - 1) / (2 * np.maximum(df, 1)))
    if g_test:  # G = 2 df KL(p_t || sizes) at most its mean under topic-blindness, K - 1
        with np.errstate(divide="ignore", invalid="ignore"):
            kl = np.where(p > 0, p * np.log(p / np.maximum(sizes, 1e-300)[None, :]), 0.0).sum(1)
        drop = frequent & (2 * df * kl <= K - 1)
    terms = vocab.terms["term"].to_numpy()
    print(f"  hard entropy filter: {drop.sum()} of {frequent.sum()} frequent columns dropped "
          f"(H(sizes) {hs:.3f}): " + "; ".join(terms[columns[drop]][:40]), flush=True)
    return columns[~drop]


def kl_factory(variant: str):
    """``kl[N]`` / ``klbin[N]``'s factorisation factory."""
    binary = variant.startswith("klbin")
    n_iter = int(variant[5 if binary else 2:] or 200)

    def factory(n, seed):
        return fz.OneThreadQuiet(KLNMF(n, seed, binary, n_iter))
    return factory


def topics_of(vocab, k, variant: str) -> tuple[list[list[str]], list[str]]:
    """The variant's topics (terms, best first) and labels."""
    factory = kl_factory(variant) if variant.startswith("kl") else fz.nmf
    if variant.startswith("ctfidf"):
        R.frex = ctfidf_scorer(vocab)
        if variant == "ctfidf":
            M.strength_sums = hard_strength_sums
    kk = None if k == "auto" else k
    try:
        m = fit_topics(vocab, kk, seed=0, factorization=factory)
        if variant in ("enth", "entg"):
            kept = entropy_kept_hard(vocab, m, variant == "entg")
            M.topic_columns = lambda v: kept
            m = fit_topics(vocab, kk, seed=0, factorization=factory)
        elif variant.startswith("rnd"):  # placebo: as many columns as ent[S] drops, at random
            share, _, rng_seed = variant[3:].partition("s")
            n_drop = len(m.columns) - len(entropy_kept(vocab, m, float(share)))
            df = vocab.terms["df"].to_numpy()[m.columns]
            pool = np.flatnonzero(df >= R.df_floor(vocab.n_docs, m.n_topics))
            drop = np.random.default_rng(int(rng_seed or 0)).choice(pool, size=min(n_drop, pool.size),
                                                   replace=False)
            kept = np.delete(m.columns, drop)
            M.topic_columns = lambda v: kept
            m = fit_topics(vocab, kk, seed=0, factorization=factory)
        elif variant.startswith("ent"):
            kept = entropy_kept(vocab, m, {"p": None, "mm": "mm"}.get(variant[3:])
                                or float(variant[3:]))
            M.topic_columns = lambda v: kept
            m = fit_topics(vocab, kk, seed=0, factorization=factory)
    finally:
        R.frex, M.strength_sums, M.topic_columns = FREX, STRENGTH_SUMS, TOPIC_COLUMNS
    return [g.sort_values("rank")["term"].tolist() for _, g in m.terms.groupby("topic")], m.labels


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", nargs="+", default=["icml"])
    ap.add_argument("--variants", nargs="+", default=["main", "kl"])
    ap.add_argument("--mode", nargs="+", default=["in", "out"])
    ap.add_argument("--k", nargs="+", default=["auto", "20"])
    ap.add_argument("--cache", default="/tmp/paper-trends-heldout-losses")
    ap.add_argument("--out", default="/tmp/paper-trends-heldout-losses.jsonl")
    a = ap.parse_args(argv)
    ks = [k if k == "auto" else int(k) for k in a.k]
    run(a.corpus, a.variants, a.mode, ks, a.cache, a.out, topics_of)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

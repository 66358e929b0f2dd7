"""Issue 10, wave 65: a background component, the topic columns' df ceiling and weights,
and FREX, measured in-sample and held out (HELDOUT.md, "Wave 65").

    python bench/topics/heldout_background.py --corpus icml --mode in
    python bench/topics/heldout_background.py --corpus icml iclr:2017-2018 aistats \
        more:cvpr nips:2015-2018 --mode out --variants main fixed frex

In-sample: the vocabulary built on the whole corpus, the model fitted on it and scored on
it (issue 10's figure, as ``bench.py``).  Held out: ``heldout.py``'s halves
(``random.Random(0)``), fit on one, NPMI@10 of the distinct terms on the other, both ways,
mean.  ``main`` is ``fit_topics`` unchanged (since wave 65 its terms ranked by FREX among
the terms at or above the floor, ``analysis.topics.frex``); ``relevance`` ranks them as
6f1dd61 did (Sievert & Shirley's relevance at lambda 0.6), and every other variant is
6f1dd61's ranking with one thing changed (wave 65 measured them before the change; run
at this commit, the factorisation and column variants rank by FREX):

- ``fixed``: a background component, SAGE's idea (Eisenstein et al. 2011, topics as
  deviations from a background) in NMF's terms: one extra component whose term profile
  is fixed at the corpus's mean TF-IDF profile (unit norm), its paper weights free,
  fitted with the K topics by HALS (Cichocki & Phan 2009) for the same number of
  passes as main (``MAX_ITER``); the topics are the K others.
  ``fixed-resid``: the same, the K topics started from NNDSVD of the residual;
  ``fixed-extra``: the K topics started from NNDSVD's pairs 2..K+1 (the leading,
  all-positive pair, which in main becomes a topic, left to the background);
  ``fixed-extra-l1``: and an L1 penalty on the topics' profiles (SAGE's deviations are
  sparse), so that the background must carry the words every topic would share.
- ``bg``: K+1 free components from NNDSVD (whose first is the leading, all-positive
  singular pair), the one whose profile is closest to the mean profile not shown.
  ``meaninit``: the same with that first component started at the mean profile.
- ``resid``: NMF of the residual after removing each paper's projection on the mean
  profile (entries clipped at 0).
- ``df0.1`` / ``df0.15`` / ``df0.2``: ``ranking.MAX_DF_SHARE`` (0.3) lowered.
- ``ridf`` / ``sqridf``: each column's idf times its residual IDF (or its square root;
  ``analysis.terms.termhood``, floored at 0.05), so bursty terms weigh more.
- ``frex[W]``: terms ranked by FREX (Bischof & Airoldi 2012; Roberts et al.'s STM
  ``labelTopics``): the harmonic mean of the ECDF ranks, within the topic, of a term's
  exclusivity (``phi(t|k) / sum_k' phi(t|k')``) and frequency (``phi(t|k)``), weight W
  on exclusivity (default 0.5, STM's), instead of relevance at lambda 0.6; the floor,
  the dealing and the by-construction rules unchanged.  ``frexf[W]``: the ECDFs taken
  over the terms at or above the floor only (the candidates that compete; over all
  terms, most of them rare, every frequent term's frequency rank is near 1 and
  exclusivity decides alone), the rarer terms after them.
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
import time
import warnings
from pathlib import Path

import numpy as np
import scipy.sparse as sp
from threadpoolctl import threadpool_limits

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))
import corpora  # noqa: E402
import heldout  # noqa: E402

import analysis.topics.frex as F  # noqa: E402
import analysis.topics.model as M  # noqa: E402
import analysis.topics.ranking as R  # noqa: E402
from analysis.terms import build_vocabulary  # noqa: E402
from analysis.text import clean_text  # noqa: E402
from analysis.topics import factorization as fz  # noqa: E402
from analysis.topics import fit_topics  # noqa: E402
from analysis.topics.weighting import idf_of  # noqa: E402

tm = corpora.topic_metrics
FREX = R.frex
NMF_VARIANTS = ("bg", "meaninit", "resid", "fixed", "fixed-resid", "fixed-extra",
                "fixed-extra-l1")


def hals_w(X, W, H):
    """One HALS pass over the columns of W (X ~ W H, all of H fixed)."""
    XHt, HHt = np.asarray(X @ H.T), H @ H.T
    for j in range(W.shape[1]):
        if HHt[j, j] > 0:
            W[:, j] = np.maximum(W[:, j] + (XHt[:, j] - W @ HHt[:, j]) / HHt[j, j], 0)
    return W


def hals_h(X, W, H, frozen: int = 0, l1: bool = False):
    """One HALS pass over the rows of H from row ``frozen`` on (the first stay fixed);
    ``l1``: an L1 penalty on each row, its weight the row's mean ``(W^T X)_j`` (a term
    less associated with the topic's papers than the average term gets no weight
    unless the background leaves it unexplained)."""
    WtX, WtW = np.asarray((X.T @ W).T), W.T @ W
    for j in range(frozen, H.shape[0]):
        if WtW[j, j] > 0:
            penalty = WtX[j].mean() if l1 else 0.0
            H[j] = np.maximum(H[j] + (WtX[j] - WtW[j] @ H - penalty) / WtW[j, j], 0)
    return H


class Background:
    """A :class:`~analysis.topics.factorization.Factorization` of K topics plus a
    background (module docstring: ``bg``, ``meaninit``, ``resid``, ``fixed``)."""

    def __init__(self, k: int, seed: int, mode: str) -> None:
        self.k, self.seed, self.mode = k, seed, mode

    def _resid(self, X):
        X = sp.csr_matrix(X, copy=True)
        proj = np.asarray(X @ self.mhat).ravel()
        rows = np.repeat(np.arange(X.shape[0]), np.diff(X.indptr))
        X.data = np.maximum(X.data - proj[rows] * self.mhat[X.indices], 0)
        X.eliminate_zeros()
        return X

    def fit_transform(self, X):
        mean = np.asarray(X.mean(axis=0)).ravel()
        self.mhat = mean / np.linalg.norm(mean)
        if self.mode == "resid":
            self.inner = fz.nmf(self.k, self.seed)
            return self.inner.fit_transform(self._resid(X))
        if self.mode.startswith("fixed"):
            if self.mode.startswith("fixed-extra"):  # the K topics from NNDSVD's pairs 2..K+1
                W, H = fz.nndsvd_start(X, self.k + 1)
                W, H = W[:, 1:], H[1:]
            else:
                W, H = fz.nndsvd_start(self._resid(X) if self.mode == "fixed-resid" else X,
                                       self.k)
            W = np.column_stack([np.asarray(X @ self.mhat).ravel(), W])
            H = np.vstack([self.mhat, H])
            for _ in range(fz.MAX_ITER):
                W = hals_w(X, W, H)
                H = hals_h(X, W, H, frozen=1, l1=self.mode.endswith("l1"))
            self.H = H
            fit = W @ H
            print(f"  background: {np.linalg.norm(np.outer(W[:, 0], H[0])) ** 2 / np.linalg.norm(fit) ** 2:.3f} of the fit's squared norm", flush=True)
            return W[:, 1:]
        from sklearn.decomposition import NMF
        W, H = fz.nndsvd_start(X, self.k + 1)
        if self.mode == "meaninit":
            W[:, 0], H[0] = np.asarray(X @ self.mhat).ravel(), self.mhat
        self.nmf = NMF(n_components=self.k + 1, init="custom", solver="cd",
                       random_state=self.seed, max_iter=fz.MAX_ITER, tol=1e-4)
        with threadpool_limits(1), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            Wf = self.nmf.fit_transform(X, W=W, H=H)
        Hc = self.nmf.components_
        cos = Hc @ self.mhat / np.maximum(np.linalg.norm(Hc, axis=1), 1e-12)
        self.bg = int(np.argmax(cos))
        self.keep = np.array([j for j in range(self.k + 1) if j != self.bg])
        return Wf[:, self.keep]

    @property
    def components_(self):
        if self.mode.startswith("fixed"):
            return self.H[1:]
        if self.mode == "resid":
            return self.inner.components_
        return self.nmf.components_[self.keep]

    def transform(self, X):
        if self.mode.startswith("fixed"):
            W = np.maximum(np.asarray(X @ self.H.T) / np.maximum((self.H ** 2).sum(1), 1e-12), 0)
            for _ in range(50):
                W = hals_w(X, W, self.H)
            return W[:, 1:]
        if self.mode == "resid":
            return self.inner.transform(self._resid(X))
        with threadpool_limits(1):
            return self.nmf.transform(X)[:, self.keep]


def scorer(variant: str, vocab):
    """What ``ranking.rank_terms_by_shares`` scores a topic's terms with, for a variant:
    ``relevance`` (6f1dd61's), ``frex[W]`` (FREX ranks over every term) or ``frexf[W]``
    (among the terms at or above the floor: ``main`` since wave 65)."""
    if variant == "relevance":
        df = vocab.terms["df"].to_numpy()[R.topic_columns(vocab)]
        return lambda phi, frequent: R.relevance(phi, df, vocab.n_docs)
    if variant.startswith("frex"):
        floored = variant.startswith("frexf")
        w = float(variant[5 if floored else 4:] or 0.5)
        return lambda phi, frequent: F.frex(
            phi, frequent if floored else np.ones_like(frequent), w)
    return FREX


def topics_of(vocab, k, variant: str) -> tuple[list[list[str]], list[str]]:
    """The variant's topics (terms, best first) and labels."""
    R.frex = scorer(variant, vocab)
    M.idf_of = idf_of
    if "ridf" in variant:
        r = np.maximum(vocab.terms["ridf"].to_numpy()[R.topic_columns(vocab)], 0.05)
        w = np.sqrt(r) if variant.startswith("sq") else r
        M.idf_of = lambda df, n: idf_of(df, n) * w
    old = R.MAX_DF_SHARE
    if variant.startswith("df"):
        R.MAX_DF_SHARE = float(variant[2:])
    factory = ((lambda n, seed: Background(n, seed, variant)) if variant in NMF_VARIANTS
               else fz.nmf)
    try:
        m = fit_topics(vocab, None if k == "auto" else k, seed=0, factorization=factory)
    finally:
        R.MAX_DF_SHARE, R.frex, M.idf_of = old, FREX, idf_of
    return [g.sort_values("rank")["term"].tolist() for _, g in m.terms.groupby("topic")], m.labels


def vocab_of(docs: list[str], path: Path):
    if path.exists():
        return pickle.loads(path.read_bytes())
    vocab = build_vocabulary([clean_text(d) for d in docs])
    path.write_bytes(pickle.dumps(vocab))
    return vocab


def run(names, variants, modes, ks, cache_dir: str, out_path: str, topics_of) -> None:
    """Score ``topics_of(vocab, k, variant)`` in-sample and/or held out (``heldout.py``'s
    halves, fit on one, scored on the other) on each corpus; print and append JSON lines.
    Shared by the held-out scripts that differ only in how they make topics."""
    cache = Path(cache_dir)
    cache.mkdir(exist_ok=True)
    with open(out_path, "a", encoding="utf-8") as out:
        for name in names:
            docs, key = corpora.load(name).docs, name.replace(":", "_")
            if "in" in modes:
                ref, vocab = tm.ReferenceCorpus(docs), vocab_of(docs, cache / f"{key}_all.pkl")
                for v in variants:
                    for k in ks:
                        t0 = time.perf_counter()
                        topics, labels = topics_of(vocab, k, v)
                        s = heldout.score(topics, ref)
                        print(name, "in", v, k, len(topics), f"npmi {s['npmi']:.3f} td25 "
                              f"{s['td25']:.3f} repeated {s['repeated']:.3f} "
                              f"{time.perf_counter() - t0:.1f}s", flush=True)
                        out.write(json.dumps({"corpus": name, "mode": "in", "variant": v,
                                              "k": k, **s, "labels": labels,
                                              "topics": [t[:10] for t in topics]}) + "\n")
            if "out" in modes:
                A, B = heldout.halves(docs)
                refs = {"A": tm.ReferenceCorpus(A), "B": tm.ReferenceCorpus(B)}
                vocabs = {"A": vocab_of(A, cache / f"{key}_A.pkl"),
                          "B": vocab_of(B, cache / f"{key}_B.pkl")}
                for v in variants:
                    for k in ks:
                        scores = [heldout.score(topics_of(vocabs[f], k, v)[0], refs[o])["npmi"]
                                  for f, o in (("A", "B"), ("B", "A"))]
                        print(name, "out", v, k, f"held-out {np.mean(scores):.3f} "
                              f"({scores[0]:.3f}, {scores[1]:.3f})", flush=True)
                        out.write(json.dumps({"corpus": name, "mode": "out", "variant": v,
                                              "k": k, "npmi": float(np.mean(scores)),
                                              "parts": scores}) + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", nargs="+", default=["icml"])
    ap.add_argument("--variants", nargs="+", default=["main", "fixed", "frex"])
    ap.add_argument("--mode", nargs="+", default=["in", "out"])
    ap.add_argument("--cache", default="/tmp/paper-trends-heldout-background")
    ap.add_argument("--out", default="/tmp/paper-trends-heldout-background.jsonl")
    a = ap.parse_args(argv)
    run(a.corpus, a.variants, a.mode, ("auto", 20), a.cache, a.out, topics_of)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

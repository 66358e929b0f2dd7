"""Issue 10, wave 67: sentence-level documents for the factorisation and SeaNMF's
word-context factorisation, measured in-sample and held out (HELDOUT.md, "Wave 67").

    python bench/topics/heldout_sentences.py --corpus icml --mode in --variants main sent
    python bench/topics/heldout_sentences.py --corpus icml iclr:2017-2018 aistats \
        more:cvpr nips:2015-2018 --mode in out --variants main sent sea1

Same protocol and scorer as ``heldout_background.py`` (its ``run``; its vocabulary
cache): "in" = vocabulary and model on the whole corpus, scored on it (issue 10's
figure); "out" = ``heldout.py``'s halves, fit on one, NPMI@10 of the distinct terms on
the other, both ways, mean.  ``main`` is ``fit_topics`` unchanged.  Variants (each main
with one thing changed; the ranking, floor, dealing and by-construction rules as main's):

- ``sent[W]``: the factorisation fitted on *sentences* (Balikas et al. 2016, "On a
  topic model for sentences"; Gruber et al. 2007's HTMM premise that a sentence holds
  one topic): each paper's cleaned text ("title. abstract") cut into sentences by
  :func:`sentences` (a full stop, "?" or "!" then a capital, not after "e.g.", "i.e.",
  "et al.", "vs.", "cf.", "Fig."), grouped in consecutive windows of W sentences (default
  1), encoded with the paper vocabulary's term model, binary TF-IDF with the papers'
  idf, NMF as main (NNDSVD start, 25 passes of coordinate descent).  A paper's strengths
  are the sum of its windows' (``sent[W]``), or the fitted topics' ``transform`` of its
  own row (``sentT[W]``).
- ``sea[A]`` / ``seas[A]``: SeaNMF (Shi, Kang, Choudhary & Reddy 2018, "Short-text topic
  modeling via non-negative matrix factorization enriched with local word-context
  correlations", WWW): ``min ||X - D T^T||^2 + A' ||S - T C^T||^2`` over non-negative
  paper factor D, term factor T (the topics) and context factor C, X main's binary
  TF-IDF rows, S the topic columns' positive PMI (``max(log(n n_ij / (n_i n_j)), 0)``,
  diagonal 0) of co-occurrence in the same paper (``sea``) or the same sentence
  (``seas``); A' = A ||X||^2 / ||S||^2 (A the share of weight on the word-context
  term).  Block coordinate descent (HALS, Cichocki & Phan 2009) for main's 25 passes
  from main's NNDSVD (C started at T).
- ``l1w[A]`` / ``l1h[A]``: sparse NMF (Hoyer 2004; Kim & Park 2007, "Sparse non-negative
  matrix factorizations via alternating non-negativity-constrained least squares"), an
  L1 penalty on the papers' strengths (``l1w``: a paper about few topics) or on the
  topics' term weights (``l1h``), scikit-learn's ``alpha_W`` / ``alpha_H`` = A with
  ``l1_ratio`` 1 (scikit-learn multiplies them by the number of columns / rows);
  otherwise main's NMF (NNDSVD start, 25 passes).
- ``title[B]``: field weighting (BM25F's premise, Robertson, Zaragoza & Taylor 2004,
  "Simple BM25 extension to multiple weighted fields"): a term in the paper's title
  (the cleaned text up to the first ". ") weighs B times (default 2) its binary TF-IDF
  in the factorised row, rows L2-normalised again; the counts everything else reads
  are unchanged.
- ``ens[M]``: ensemble NMF (Belford, Mac Namee & Greene 2018, "Stability of topic
  modeling via matrix factorization", Expert Systems with Applications): M fits of
  main's NMF on random 80% subsamples of the papers (seeds 0..M-1, default 10), their
  M x K topics (rows L2-normalised) factorised again into K consensus topics (NMF,
  NNDSVD start, 25 passes), the papers' strengths ``transform`` under those.
"""

from __future__ import annotations

import argparse
import re
import sys
import warnings
from pathlib import Path

import numpy as np
import scipy.sparse as sp
from threadpoolctl import threadpool_limits

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))
import heldout_background as HB  # noqa: E402

import analysis.topics.model as M  # noqa: E402
from analysis.terms import encode, tokenize_chunk  # noqa: E402
from analysis.text import clean_text  # noqa: E402
from analysis.topics import factorization as fz  # noqa: E402
from analysis.topics import fit_topics  # noqa: E402
from analysis.topics.segments import SampleFit  # noqa: E402
from analysis.topics.weighting import tfidf  # noqa: E402

FIT_ON_SAMPLE = M.fit_on_sample
VOCAB_OF = HB.vocab_of
DOCS: dict[int, list[str]] = {}  # id(vocab) -> its cleaned texts
SENTENCES: dict[tuple[int, int], tuple[sp.csr_matrix, np.ndarray]] = {}

_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\[])")
_ABBREV = re.compile(r"(?:\be\.g\.|\bi\.e\.|\bet al\.|\bvs\.|\bcf\.|\bFig\.|\bEq\.|\bresp\.)$")


def sentences(text: str) -> list[str]:
    """``text`` cut into sentences (module docstring)."""
    out: list[str] = []
    start = 0
    for m in _END.finditer(text):
        if _ABBREV.search(text[start:m.start()]):
            continue
        out.append(text[start:m.start()])
        start = m.end()
    out.append(text[start:])
    return [s for s in out if s.strip()]


def vocab_of(docs, path):
    vocab = VOCAB_OF(docs, path)
    DOCS[id(vocab)] = [clean_text(d) for d in docs]
    return vocab


HB.vocab_of = vocab_of


def window_counts(vocab, width: int) -> tuple[sp.csr_matrix, np.ndarray]:
    """Windows of ``width`` sentences x terms counts, and each window's paper."""
    key = (id(vocab), width)
    if key not in SENTENCES:
        texts, owner = [], []
        for i, doc in enumerate(DOCS[id(vocab)]):
            s = sentences(doc)
            for a in range(0, len(s), width):
                texts.append(" ".join(s[a:a + width]))
                owner.append(i)
        rows = [encode(tokenize_chunk(texts[a:a + 20000]), vocab.model).rows
                for a in range(0, len(texts), 20000)]
        SENTENCES[key] = (sp.vstack(rows, format="csr"), np.asarray(owner))
        print(f"  {len(texts)} windows of {width} sentence(s), "
              f"{len(texts) / len(DOCS[id(vocab)]):.1f} a paper", flush=True)
    return SENTENCES[key]


def sentence_fit(vocab, width: int, transform: bool):
    """A ``fit_on_sample`` fitting on ``vocab``'s sentence windows (module docstring)."""
    def fit(counts, sample, columns, idf, n_topics, seed, factory):
        assert len(sample) == vocab.n_docs  # the corpora here are fitted whole
        wc, owner = window_counts(vocab, width)
        weights = tfidf(sp.csr_matrix(wc[:, columns]), idf)
        estimator = fz.nmf(n_topics, seed)
        ws = estimator.fit_transform(weights)
        if transform:
            fitted = estimator.transform(tfidf(counts, idf))
        else:
            P = sp.csr_matrix((np.ones(len(owner)), (owner, np.arange(len(owner)))),
                              shape=(vocab.n_docs, len(owner)))
            fitted = np.asarray(P @ ws)
        return SampleFit(columns, idf, estimator, estimator.components_, sample, fitted,
                         fz.TRANSFORM_CHUNK)
    return fit


def title_fit(vocab, boost: float):
    """A ``fit_on_sample`` whose rows weigh title terms ``boost`` times (``title[B]``)."""
    def fit(counts, sample, columns, idf, n_topics, seed, factory):
        assert len(sample) == vocab.n_docs
        key = (id(vocab), 0)
        if key not in SENTENCES:
            titles = [d.split(". ", 1)[0] for d in DOCS[id(vocab)]]
            SENTENCES[key] = (encode(tokenize_chunk(titles), vocab.model).rows, np.arange(0))
        in_title = sp.csr_matrix(SENTENCES[key][0][:, columns])
        in_title.data[:] = boost - 1.0
        weights = tfidf(counts, idf)
        weights = sp.csr_matrix(weights + weights.multiply(in_title))
        norms = np.sqrt(np.asarray(weights.multiply(weights).sum(axis=1)).ravel())
        weights = sp.csr_matrix(sp.diags(1.0 / np.maximum(norms, 1e-300)) @ weights)
        order = fz.canonical_order(counts, seed)
        estimator = factory(n_topics, seed)
        fitted = np.zeros((counts.shape[0], n_topics))
        fitted[order] = estimator.fit_transform(weights[order])
        return SampleFit(columns, idf, estimator, estimator.components_, sample, fitted,
                         fz.TRANSFORM_CHUNK)
    return fit


class Ensemble:
    """Ensemble NMF (``ens[M]``, module docstring)."""

    def __init__(self, k: int, m: int) -> None:
        self.k, self.m = k, m

    def fit_transform(self, X):
        from sklearn.decomposition import NMF
        topics = []
        for s in range(self.m):
            rows = np.sort(np.random.default_rng(s).choice(
                X.shape[0], size=int(0.8 * X.shape[0]), replace=False))
            est = fz.nmf(self.k, 0)
            est.fit_transform(X[rows])
            topics.append(est.components_)
        T = np.vstack(topics)
        T = T / np.maximum(np.linalg.norm(T, axis=1, keepdims=True), 1e-300)
        T = sp.csr_matrix(T)
        W, H = fz.nndsvd_start(T, self.k)
        self.nmf = NMF(n_components=self.k, init="custom", solver="cd", max_iter=fz.MAX_ITER,
                       tol=1e-4)
        with threadpool_limits(1), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            self.nmf.fit_transform(T, W=W, H=H)
        return self.transform(X)

    @property
    def components_(self):
        return self.nmf.components_

    def transform(self, X):
        from sklearn.decomposition import non_negative_factorization
        with threadpool_limits(1), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            W, _, _ = non_negative_factorization(
                X, H=self.components_.copy(), n_components=self.k, init="custom",
                update_H=False, solver="cd", max_iter=fz.MAX_ITER, tol=1e-4)
        return W


def ppmi(presence: sp.csr_matrix) -> np.ndarray:
    """Positive PMI of the columns' co-occurrence in the rows (diagonal 0)."""
    B = sp.csr_matrix(presence, dtype=np.float64, copy=True)
    B.data[:] = 1.0
    n = B.shape[0]
    C = np.asarray((B.T @ B).todense())
    d = np.diag(C).copy()
    with np.errstate(divide="ignore", invalid="ignore"):
        S = np.log(C * n / np.maximum(np.outer(d, d), 1e-300))
    S[~np.isfinite(S) | (C == 0)] = 0.0
    S = np.maximum(S, 0.0)
    np.fill_diagonal(S, 0.0)
    return S


class SeaNMF:
    """SeaNMF (module docstring), ``components_`` = T^T."""

    def __init__(self, k: int, alpha: float, context: np.ndarray | None) -> None:
        self.k, self.alpha, self.context = k, alpha, context

    def fit_transform(self, X):
        S = ppmi(X) if self.context is None else self.context
        a = self.alpha * X.multiply(X).sum() / max((S ** 2).sum(), 1e-300)
        D, Tt = fz.nndsvd_start(X, self.k)
        T, C = Tt.T.copy(), Tt.T.copy()
        with threadpool_limits(1):
            for _ in range(fz.MAX_ITER):
                XT, TT = np.asarray(X @ T), T.T @ T
                for j in range(self.k):
                    if TT[j, j] > 0:
                        D[:, j] = np.maximum(D[:, j] + (XT[:, j] - D @ TT[:, j]) / TT[j, j], 0)
                XtD, DD, SC, CC = np.asarray(X.T @ D), D.T @ D, S @ C, C.T @ C
                for j in range(self.k):
                    den = DD[j, j] + a * CC[j, j]
                    if den > 0:
                        T[:, j] = np.maximum(T[:, j] + (XtD[:, j] - T @ DD[:, j]
                                                        + a * (SC[:, j] - T @ CC[:, j])) / den, 0)
                StT, TT = S.T @ T, T.T @ T
                for j in range(self.k):
                    if TT[j, j] > 0:
                        C[:, j] = np.maximum(C[:, j] + (StT[:, j] - C @ TT[:, j]) / TT[j, j], 0)
        self.T = T
        return D

    @property
    def components_(self):
        return self.T.T

    def transform(self, X):
        from sklearn.decomposition import non_negative_factorization
        with threadpool_limits(1), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            W, _, _ = non_negative_factorization(
                X, H=self.T.T.copy(), n_components=self.k, init="custom", update_H=False,
                solver="cd", max_iter=fz.MAX_ITER, tol=1e-4)
        return W


def sparse_factory(which: str, alpha: float):
    """``l1w[A]`` / ``l1h[A]``'s factorisation factory (module docstring)."""
    def factory(n, seed):
        est = fz.StableStartNMF(n, seed)
        est.nmf.set_params(l1_ratio=1.0, alpha_W=alpha if which == "l1w" else 0.0,
                           alpha_H=alpha if which == "l1h" else 0.0)
        return fz.OneThreadQuiet(Sparsity(est))
    return factory


class Sparsity:
    """Prints the share of zero strengths and term weights after the fit."""

    def __init__(self, est) -> None:
        self.est = est

    def fit_transform(self, X):
        W = self.est.fit_transform(X)
        print(f"  zeros: strengths {np.mean(W == 0):.3f}, term weights "
              f"{np.mean(self.components_ == 0):.3f}", flush=True)
        return W

    def transform(self, X):
        return self.est.transform(X)

    @property
    def components_(self):
        return self.est.components_


def topics_of(vocab, k, variant: str) -> tuple[list[list[str]], list[str]]:
    """The variant's topics (terms, best first) and labels."""
    factory = fz.nmf
    if variant.startswith("sent"):
        transform = variant.startswith("sentT")
        M.fit_on_sample = sentence_fit(vocab, int(variant[5 if transform else 4:] or 1),
                                       transform)
    elif variant.startswith("sea"):
        on_sentences = variant.startswith("seas")
        alpha = float(variant[4 if on_sentences else 3:] or 1.0)
        context = None
        if on_sentences:
            columns = M.topic_columns(vocab)
            context = ppmi(sp.csr_matrix(window_counts(vocab, 1)[0][:, columns]))

        def factory(n, seed):
            return SeaNMF(n, alpha, context)
    elif variant.startswith("title"):
        M.fit_on_sample = title_fit(vocab, float(variant[5:] or 2.0))
    elif variant.startswith("ens"):
        n_fits = int(variant[3:] or 10)

        def factory(n, seed):
            return Ensemble(n, n_fits)
    elif variant.startswith("l1"):
        factory = sparse_factory(variant[:3], float(variant[3:]))
    try:
        m = fit_topics(vocab, None if k == "auto" else k, seed=0, factorization=factory)
    finally:
        M.fit_on_sample = FIT_ON_SAMPLE
    return [g.sort_values("rank")["term"].tolist() for _, g in m.terms.groupby("topic")], m.labels


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", nargs="+", default=["icml"])
    ap.add_argument("--variants", nargs="+", default=["main", "sent"])
    ap.add_argument("--mode", nargs="+", default=["in", "out"])
    ap.add_argument("--k", nargs="+", default=["auto", "20"])
    ap.add_argument("--cache", default="/tmp/paper-trends-heldout-sentences")
    ap.add_argument("--out", default="/tmp/paper-trends-heldout-sentences.jsonl")
    a = ap.parse_args(argv)
    ks = [k if k == "auto" else int(k) for k in a.k]
    HB.run(a.corpus, a.variants, a.mode, ks, a.cache, a.out, topics_of)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

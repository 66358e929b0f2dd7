"""How stable the topics are when a few papers are added, removed or reordered.

    python bench/topics/stability.py /work/shared/corpora/papercopilot/icml \
        --variants nndsvd --seeds 0 1 2 --out /tmp/stab.json

The corpus is loaded once (``analysis.io.load_corpus``, as ``analyze`` does); the
reference is the topic model of all its papers, fitted as the pipeline fits it
(``build_vocabulary`` then ``fit_topics``).  Each perturbation is a corpus a researcher
could have had instead: 9 random papers dropped, 1% of the papers dropped, the papers
in another order; each at every ``--seeds``.  Its vocabulary is built again (the
vocabulary is part of what moves) and kept for every variant of the factorisation.

Comparison, on the papers both fits have:

- ``kept``: the share of papers whose main topic is the one matched to their reference
  topic (topics matched one to one by the Hungarian method on the Jaccard index of
  their papers, Kuhn 1955; the usual matching of clusterings, e.g. Greene et al. 2014,
  "How many topics? Stability analysis for topic models");
- ``kept_clear``: the same among papers whose reference mixture clearly has one main
  topic (its share exceeds the second's by at least ``CLEAR_MARGIN``); such papers
  cannot flip by a tie;
- ``jaccard_gt_0.7``: matched topics whose papers' Jaccard index is above 0.7;
- ``cosine``: mean over reference topics of the best cosine with a perturbed topic's
  term weights (the factorisation's components, terms aligned by their key).

``--k fixed`` fits every perturbation at the reference's fitted K (``n_topics``), so
the automatic K and the removal of small topics cannot differ; ``--k auto`` lets the
pipeline choose as it does.  ``--vocab fixed`` takes the reference's vocabulary and
drops rows (the terms, their termhood and df stay the full corpus's), isolating the
factorisation from the vocabulary.

Variants name factorisations (:data:`VARIANTS`): the pipeline's, and candidates.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import scipy.sparse as sp
from scipy.optimize import linear_sum_assignment

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from analysis.io import load_corpus  # noqa: E402
from analysis.terms import Vocabulary, build_vocabulary  # noqa: E402
from analysis.topics import TopicModel, fit_topics  # noqa: E402
from analysis.topics import factorization as fz  # noqa: E402

#: A paper's main topic clearly dominates when its share exceeds the second's by this.
CLEAR_MARGIN = 0.2


def nmf_factory(init: str, max_iter: int, **extra) -> Callable:
    def make(n_topics: int, seed: int) -> fz.Factorization:
        from sklearn.decomposition import NMF

        return fz.OneThreadQuiet(
            NMF(
                n_components=n_topics,
                init=init,
                solver="cd",
                random_state=seed,
                max_iter=max_iter,
                tol=1e-4,
                **extra,
            )
        )

    return make


def nndsvd_of(U: np.ndarray, S: np.ndarray, V: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """NNDSVD (Boutsidis & Gallopoulos 2008) of a truncated SVD, as scikit-learn's."""
    W, H = np.zeros_like(U), np.zeros_like(V)
    W[:, 0], H[0] = np.sqrt(S[0]) * np.abs(U[:, 0]), np.sqrt(S[0]) * np.abs(V[0])
    for j in range(1, len(S)):
        x, y = U[:, j], V[j]
        xp, yp, xn, yn = np.maximum(x, 0), np.maximum(y, 0), np.maximum(-x, 0), np.maximum(-y, 0)
        mp = np.linalg.norm(xp) * np.linalg.norm(yp)
        mn = np.linalg.norm(xn) * np.linalg.norm(yn)
        u, v, sigma = (xp, yp, mp) if mp > mn else (xn, yn, mn)
        lbd = np.sqrt(S[j] * sigma)
        W[:, j] = lbd * u / max(np.linalg.norm(u), 1e-300)
        H[j] = lbd * v / max(np.linalg.norm(v), 1e-300)
    eps = 1e-6
    W[W < eps], H[H < eps] = 0, 0
    return W, H


class CustomInit:
    """NMF started from NNDSVD of an SVD computed by ``svd`` (more exactly than
    scikit-learn's randomized SVD with its default 7 power iterations)."""

    def __init__(
        self, n_topics: int, seed: int, svd: str, max_iter: int, fill: bool = False
    ) -> None:
        from sklearn.decomposition import NMF

        self.k, self.seed, self.svd, self.fill = n_topics, seed, svd, fill
        self.nmf = fz.OneThreadQuiet(
            NMF(n_components=n_topics, init="custom", solver="cd", max_iter=max_iter, tol=1e-4)
        )

    @property
    def components_(self) -> np.ndarray:
        return self.nmf.components_

    def fit_transform(self, X: sp.csr_matrix) -> np.ndarray:
        import warnings

        from sklearn.exceptions import ConvergenceWarning
        from sklearn.utils.extmath import randomized_svd
        from threadpoolctl import threadpool_limits

        with threadpool_limits(1):
            if self.svd == "arpack":
                U, S, V = sp.linalg.svds(X, k=self.k, v0=np.ones(min(X.shape)) / 1.0, tol=1e-8)
                order = np.argsort(-S)
                U, S, V = U[:, order], S[order], V[order]
            else:
                n_iter = int(self.svd.removeprefix("rsvd"))
                U, S, V = randomized_svd(X, self.k, n_iter=n_iter, random_state=self.seed)
            W, H = nndsvd_of(U, S, V)
            if self.fill:  # nndsvda: zeros filled with the matrix's mean
                W[W == 0], H[H == 0] = X.mean(), X.mean()
        est = self.nmf.estimator
        with threadpool_limits(1), warnings.catch_warnings():
            warnings.simplefilter("ignore", ConvergenceWarning)
            return est.fit_transform(X, W=W, H=H)

    def transform(self, X: sp.csr_matrix) -> np.ndarray:
        return self.nmf.transform(X)


def custom(svd: str, max_iter: int = fz.MAX_ITER, fill: bool = False) -> Callable:
    return lambda n_topics, seed: CustomInit(n_topics, seed, svd, max_iter, fill)


VARIANTS: dict[str, Callable] = {
    "arpack": custom("arpack"),
    "arpack50": custom("arpack", 50),
    "arpack100": custom("arpack", 100),
    "arpack_a": custom("arpack", fill=True),
    "rsvd7": custom("rsvd7"),
    "rsvd30": custom("rsvd30"),
    "rsvd30_100": custom("rsvd30", 100),
    "pipeline": fz.nmf,
    "nndsvd": nmf_factory("nndsvd", fz.MAX_ITER),
    "nndsvd100": nmf_factory("nndsvd", 100),
    "nndsvd400": nmf_factory("nndsvd", 400),
    "nndsvda": nmf_factory("nndsvda", fz.MAX_ITER),
    "nndsvda100": nmf_factory("nndsvda", 100),
    "nndsvdar": nmf_factory("nndsvdar", fz.MAX_ITER),
    "random": nmf_factory("random", fz.MAX_ITER),
    "random100": nmf_factory("random", 100),
}


def perturbations(n: int, seeds: list[int], kinds: list[str]) -> list[tuple[str, np.ndarray]]:
    """(name, rows kept in the order given) for each kind and seed."""
    out = []
    for seed in seeds:
        rng = np.random.default_rng(1000 + seed)
        for kind in kinds:
            if kind == "drop9":
                rows = np.sort(rng.permutation(n)[9:])
            elif kind == "drop1pct":
                rows = np.sort(rng.permutation(n)[max(1, n // 100) :])
            elif kind == "shuffle":
                rows = rng.permutation(n)
            elif kind == "reseed":  # same papers, the model's seed + 1 + seed
                rows = np.arange(n)
            else:
                raise ValueError(kind)
            out.append((f"{kind}/s{seed}", rows))
    return out


def subset_vocab(vocab: Vocabulary, rows: np.ndarray) -> Vocabulary:
    presence = sp.csc_matrix(vocab.presence.tocsr()[rows])
    shown = None if vocab.shown is None else sp.csc_matrix(vocab.shown.tocsr()[rows])
    return dataclasses.replace(
        vocab, matrix=sp.csr_matrix(vocab.matrix[rows]), presence=presence, shown=shown
    )


def term_vectors(model: TopicModel, vocab: Vocabulary) -> dict[str, np.ndarray]:
    keys = vocab.terms["key"].to_numpy()[model.columns]
    return {"keys": keys, "components": np.asarray(model.components)}


def compare(ref: dict, other: dict, rows: np.ndarray) -> dict:
    """Ref and other fits on the papers they share (``rows``: other's papers as ref rows)."""
    a = ref["assignment"][rows]
    b = other["assignment"]
    ka, kb = ref["k"], other["k"]
    cross = np.zeros((ka, kb))
    np.add.at(cross, (a, b), 1)
    sizes_a, sizes_b = cross.sum(1), cross.sum(0)
    jac = cross / np.maximum(sizes_a[:, None] + sizes_b[None, :] - cross, 1)
    ri, ci = linear_sum_assignment(-jac)
    match = np.full(ka, -1)
    match[ri] = ci
    kept = match[a] == b
    clear = ref["margin"][rows] >= CLEAR_MARGIN
    return {
        "k_ref": ka,
        "k": kb,
        "fitted": other["fitted"],
        "n_common": int(rows.size),
        "kept": round(float(kept.mean()), 4),
        "kept_clear": round(float(kept[clear].mean()), 4),
        "clear_share": round(float(clear.mean()), 4),
        "kept_unclear": round(float(kept[~clear].mean()), 4) if (~clear).any() else None,
        "jaccard_gt_0.7": int((jac[ri, ci] > 0.7).sum()),
        "jaccard_mean": round(float(jac[ri, ci].mean()), 4),
        "cosine": round(best_cosine(ref["terms"], other["terms"]), 4),
        "columns_ref": len(ref["terms"]["keys"]),
        "columns": len(other["terms"]["keys"]),
        "columns_common": len(np.intersect1d(ref["terms"]["keys"], other["terms"]["keys"])),
    }


def best_cosine(a: dict, b: dict) -> float:
    keys = {k: i for i, k in enumerate(np.union1d(a["keys"], b["keys"]))}

    def aligned(t: dict) -> np.ndarray:
        m = np.zeros((t["components"].shape[0], len(keys)))
        m[:, [keys[k] for k in t["keys"]]] = t["components"]
        return m / np.maximum(np.linalg.norm(m, axis=1, keepdims=True), 1e-12)

    return float((aligned(a) @ aligned(b).T).max(axis=1).mean())


def summary(model: TopicModel, vocab: Vocabulary) -> dict:
    mix = np.asarray(model.doc_topic)
    top2 = -np.sort(-mix, axis=1)[:, :2] if mix.shape[1] > 1 else np.c_[mix, 0 * mix]
    return {
        "assignment": np.asarray(model.assignment),
        "k": model.n_topics,
        "fitted": model.k_selection["fitted"],
        "margin": top2[:, 0] - top2[:, 1],
        "terms": term_vectors(model, vocab),
    }


def run(args: argparse.Namespace) -> list[dict]:
    papers = load_corpus([args.corpus]).papers
    texts = papers["text"].tolist()
    n = len(texts)
    t0 = time.perf_counter()
    full = build_vocabulary(texts)
    print(f"{n} papers, vocabulary {time.perf_counter() - t0:.1f} s", flush=True)
    perts = perturbations(n, args.seeds, args.kinds)
    vocabs: dict[str, Vocabulary] = {}
    rows_out = []
    for variant in args.variants:
        factory = VARIANTS[variant]
        t0 = time.perf_counter()
        ref_model = fit_topics(full, seed=args.seed, factorization=factory)
        ref_s = time.perf_counter() - t0
        ref = summary(ref_model, full)
        k_fixed = ref["fitted"]
        for name, rows in perts:
            if name not in vocabs:
                vocabs[name] = (
                    full
                    if name.startswith("reseed")
                    else subset_vocab(full, rows)
                    if args.vocab == "fixed"
                    else build_vocabulary([texts[i] for i in rows])
                )
            vocab = vocabs[name]
            seed = (
                args.seed + 1 + int(name.split("/s")[1]) if name.startswith("reseed") else args.seed
            )
            fits: dict[int | None, TopicModel] = {}
            for k_mode in args.k:
                n_topics = k_fixed if k_mode == "fixed" else None
                if (
                    n_topics is not None
                    and fits.get(None) is not None
                    and fits[None].k_selection["fitted"] == n_topics
                ):
                    fits[n_topics] = fits[None]  # the same fit: automatic K was this K
                if n_topics not in fits:
                    fits[n_topics] = fit_topics(
                        vocab, n_topics=n_topics, seed=seed, factorization=factory
                    )
                model = fits[n_topics]
                row = {
                    "variant": variant,
                    "perturbation": name,
                    "k_mode": k_mode,
                    "vocab": args.vocab,
                    "ref_fit_s": round(ref_s, 2),
                    **compare(ref, summary(model, vocab), rows),
                }
                rows_out.append(row)
                print(json.dumps(row), flush=True)
    return rows_out


def table(rows: list[dict]) -> str:
    """Means over perturbation seeds, by variant, K mode and kind."""
    groups: dict[tuple, list[dict]] = {}
    for r in rows:
        groups.setdefault((r["variant"], r["k_mode"], r["perturbation"].split("/")[0]), []).append(
            r
        )
    cols = ["kept", "kept_clear", "clear_share", "jaccard_gt_0.7", "jaccard_mean", "cosine"]
    lines = [
        "| variant | K | perturbation | n | K ref/K | " + " | ".join(cols) + " |",
        "|" + " --- |" * (5 + len(cols)),
    ]
    for (variant, k_mode, kind), rs in groups.items():
        ks = "/".join(sorted({f"{r['k_ref']}-{r['k']}" for r in rs}))
        vals = " | ".join(f"{np.mean([r[c] for r in rs]):.3f}" for c in cols)
        lines.append(f"| {variant} | {k_mode} | {kind} | {len(rs)} | {ks} | {vals} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus")
    ap.add_argument("--variants", nargs="+", default=["pipeline"], choices=list(VARIANTS))
    ap.add_argument("--kinds", nargs="+", default=["drop9", "drop1pct", "shuffle"])
    ap.add_argument("--seeds", nargs="+", type=int, default=[0, 1, 2])
    ap.add_argument("--k", nargs="+", default=["auto", "fixed"], choices=["auto", "fixed"])
    ap.add_argument("--vocab", default="rebuilt", choices=["rebuilt", "fixed"])
    ap.add_argument("--seed", type=int, default=0, help="the model's seed (pipeline: 0)")
    ap.add_argument("--out", help="JSON rows")
    args = ap.parse_args(argv)
    rows = run(args)
    print(table(rows))
    if args.out:
        Path(args.out).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

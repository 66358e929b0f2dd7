"""Held-out topic quality: fit on one random half of a corpus, score on the other.

    python bench/topics/heldout.py                          # icml + aistats
    python bench/topics/heldout.py --corpus icml --before /tmp/export-of-main

NPMI counted on the documents a model was fitted on rewards terms that happen to
co-occur there, so each corpus is shuffled (``random.Random(0)``) and halved; every
model is fitted on half A and scored on A (in-sample) and on B (held-out), then the
reverse, all in the same run.  Scores are the shared scorer's
(``shared/tools/topic_metrics.py``, imported): the share of top-10 terms that repeat an
earlier one (``nested_share``), NPMI@10 of the distinct terms (``distinct_terms``), and
topic diversity of the top-10 and top-25 terms.  Models: ours (``heldout_ours.py``,
the project's ``analysis``; ``--before DIR`` adds the same from an export of an
earlier commit), sklearn NMF and LDA set up as in ``peers.py`` (same scikit-learn,
run in this process), each at K=20 and at our automatic K for the half.  Writes
HELDOUT.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import corpora  # noqa: E402
from peers import run_sklearn  # noqa: E402

tm = corpora.topic_metrics
NAMES = {"ours": "ours", "before": "ours before", "nmf": "sklearn NMF",
         "lda": "sklearn LDA", "nmf-fair": "sklearn NMF, by-construction pairs removed"}


def halves(docs: list[str], seed: int = 0) -> tuple[list[str], list[str]]:
    order = list(range(len(docs)))
    random.Random(seed).shuffle(order)
    half = len(order) // 2
    return [docs[i] for i in order[:half]], [docs[i] for i in order[half:]]


def score(topics: list[list[str]], ref) -> dict:
    distinct = [tm.distinct_terms(t) for t in topics]
    return {"repeated": tm.nested_share(topics, 10),
            "npmi": tm.evaluate_topics(distinct, ref, topn=10)["npmi"],
            "td10": tm.topic_diversity([t[:10] for t in topics], 10)[0],
            "td25": tm.topic_diversity(topics, 25)[0]}


def ours(docs: list[str], ks: list[str], repo: str | None) -> list[dict]:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "docs.json"
        path.write_text(json.dumps(docs), encoding="utf-8")
        out = Path(tmp) / "out.json"
        cmd = [sys.executable, str(HERE / "heldout_ours.py"), "--docs", str(path),
               "--out", str(out), "--k", *ks] + (["--repo", repo] if repo else [])
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        return json.loads(out.read_text())["results"]


def without_pairs_by_construction(topics: list[list[str]], docs: list[str]) -> list[list[str]]:
    """A peer's topics with every word that co-occurs by construction with an earlier word
    of its topic left out, by the rules our topics follow
    (``analysis.topics.overlap.Overlaps`` on the vocabulary of the same papers; a word
    that only changes the number of an earlier one, "networks" after "network", is the
    same term there): what the peer's NPMI owes to such pairs."""
    sys.path.insert(0, str(HERE.parents[1]))
    from analysis.terms import build_vocabulary
    from analysis.text import clean_text
    from analysis.topics.overlap import Overlaps

    vocab = build_vocabulary([clean_text(d) for d in docs])
    overlaps = Overlaps(vocab)
    out = []
    for words in topics:
        kept: list[str] = []
        ids: list[int] = []
        for word in words:
            j = vocab.lookup(word)
            if j is not None and any(j == i or overlaps.blocks(j, i) for i in ids):
                continue
            kept.append(word)
            ids += [j] if j is not None else []
        out.append(kept)
    return out


def bench_corpus(name: str, peers: list[str], before: str | None) -> list[dict]:
    docs = corpora.load(name).docs
    a, b = halves(docs)
    refs = {"A": tm.ReferenceCorpus(a), "B": tm.ReferenceCorpus(b)}
    rows = []
    for fit, other in (("A", "B"), ("B", "A")):
        fit_docs = a if fit == "A" else b
        runs = [("ours", r) for r in ours(fit_docs, ["auto", "20"], None)]
        k_auto = runs[0][1]["k"]
        if before:
            runs += [("before", r) for r in ours(fit_docs, ["auto", "20"], before)]
        for peer in peers:
            for r in run_sklearn(peer, fit_docs, sorted({20, k_auto}), 42):
                runs.append((peer, {"k": r["k_requested"], "topics": r["topics"],
                                    "wall_s": r["wall_s"]}))
        if "nmf" in peers:
            runs += [("nmf-fair", {**r, "topics": without_pairs_by_construction(
                r["topics"], fit_docs)}) for model, r in list(runs) if model == "nmf"]
        for model, r in runs:
            rows.append({"corpus": name, "n_docs": len(docs), "fit": fit, "model": model,
                         "k": r["k"], "auto": model in ("ours", "before")
                         and r.get("k_requested") is None, "wall_s": r["wall_s"],
                         "in": score(r["topics"], refs[fit]),
                         "out": score(r["topics"], refs[other]),
                         "topics": [t[:10] for t in r["topics"]]})
        print(f"{name}: fitted on half {fit}", flush=True)
    return rows


def _mean(rows: list[dict], part: str, key: str) -> float:
    return sum(r[part][key] for r in rows) / len(rows)


def table(rows: list[dict]) -> list[str]:
    out = ["| model | K | repeated in top 10 (in / held-out) | NPMI@10 distinct, in-sample "
           "(A, B) | NPMI@10 distinct, held-out (A→B, B→A) | held-out mean | TD@10 | TD@25 |",
           "|---|---|---|---|---|---|---|---|"]
    keys = dict.fromkeys((r["model"], r["k"], r["auto"]) for r in rows)
    for model, k, auto in keys:
        pair = [r for r in rows if (r["model"], r["k"], r["auto"]) == (model, k, auto)]
        if model in ("ours", "before") and not auto and any(
                r["auto"] and r["k"] == k for r in rows if r["model"] == model):
            continue  # K=20 is the automatic K: one row
        ins = " / ".join(f"{r['in']['npmi']:.3f}" for r in pair)
        outs = " / ".join(f"{r['out']['npmi']:.3f}" for r in pair)
        ks = " / ".join(str(r["k"]) for r in pair) if len({r["k"] for r in pair}) > 1 else str(k)
        label = NAMES[model] + (" auto K" if auto else "")
        out.append(f"| {label} | {ks} | {_mean(pair, 'in', 'repeated'):.3f} / "
                   f"{_mean(pair, 'out', 'repeated'):.3f} | {ins} | {outs} | "
                   f"**{_mean(pair, 'out', 'npmi'):.3f}** | {_mean(pair, 'in', 'td10'):.3f} | "
                   f"{_mean(pair, 'in', 'td25'):.3f} |")
    return out


def report(rows: list[dict], argv: list[str], total_s: float, load: str) -> str:
    lines = ["# Held-out topic quality", "",
             f"Run of {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}: "
             f"`python bench/topics/heldout.py {' '.join(argv)}` ({total_s:.0f} s; "
             f"{platform.python_version()}, {os.cpu_count()} cores, load average before the run "
             f"{load})", ""]
    for name in dict.fromkeys(r["corpus"] for r in rows):
        rs = [r for r in rows if r["corpus"] == name]
        lines += [f"## {name}: {rs[0]['n_docs']} documents, halves of "
                  f"{rs[0]['n_docs'] // 2} and {rs[0]['n_docs'] - rs[0]['n_docs'] // 2}", ""]
        lines += table(rs) + [""]
        lines += ["Our topics fitted on half A at the automatic K, first 10 terms:", ""]
        first = next(r for r in rs if r["model"] == "ours" and r["fit"] == "A" and r["auto"])
        lines += [f"{i}. {'; '.join(t)}" for i, t in enumerate(first["topics"])] + [""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", nargs="+", default=["icml", "aistats"])
    ap.add_argument("--peers", nargs="*", default=["nmf", "lda"])
    ap.add_argument("--before", default=None,
                    help="a checkout (or export) of an earlier commit, fitted the same way")
    ap.add_argument("--out", default=str(HERE / "HELDOUT.md"))
    ap.add_argument("--json", default=None)
    a = ap.parse_args(argv)
    load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    t0 = time.perf_counter()
    rows = []
    for name in a.corpus:
        rows += bench_corpus(name, a.peers, a.before)
    text = report(rows, argv, time.perf_counter() - t0, load)
    Path(a.out).write_text(text + "\n", encoding="utf-8")
    if a.json:
        Path(a.json).write_text(json.dumps(rows, indent=1))
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

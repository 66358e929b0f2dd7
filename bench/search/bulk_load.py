"""Building the search index: FTS5's defaults against the bulk load (analysis.search.build).

    python bench/search/bulk_load.py [CORPUS ...] [--repeat 3]

The corpus is read and keyed once (as the pipeline does); then the same keyed rows are
inserted with FTS5's defaults (1 MB of pending terms, automerge 4) and with the bulk
settings of :func:`analysis.search.build.index_of_keys`, in turns, ``--repeat`` times
each, so both see the same machine load.  CPU seconds of this process (SQLite's work runs
in it) are the figure to read on a shared machine; wall seconds are printed beside them.
Both indexes must answer the same queries (checked on a few, printed).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analysis.io import load_corpus  # noqa: E402
from analysis.search import build  # noqa: E402

QUERIES = ['"mixture of experts"', "reinforcement learning", "GAN OR VAE", '"of the"',
           "convergence rate", "robot"]


def timed(keyed: list[tuple[int, str]], n: int, bulk: bool
          ) -> tuple[float, float, build.SearchIndex]:
    original = build._bulk_load
    if not bulk:
        build._bulk_load = lambda con: None
    try:
        c0, w0 = time.process_time(), time.perf_counter()
        index = build.index_of_keys(iter(keyed), n)
        return time.process_time() - c0, time.perf_counter() - w0, index
    finally:
        build._bulk_load = original


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="*", default=[str(ROOT.parent / "shared" / "corpora"
                                                      / "papercopilot")])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    texts = load_corpus(args.corpus).papers["text"]
    keyed = list(build.keyed_texts(texts.tolist()))
    print(f"{len(keyed):,} papers, {sum(len(k) for _, k in keyed) / 1e6:.0f} M characters of "
          f"keys; load average {os.getloadavg()[0]:.2f}")
    runs: dict[bool, list[tuple[float, float]]] = {False: [], True: []}
    answers: dict[bool, list[int]] = {}
    for _ in range(args.repeat):
        for bulk in (False, True):
            cpu, wall, index = timed(keyed, len(keyed), bulk)
            runs[bulk].append((cpu, wall))
            answers[bulk] = [int(index.find(q).mask.sum()) for q in QUERIES]
            size = os.path.getsize(index.store.path) / 1e6
            print(f"  {'bulk    ' if bulk else 'defaults'} cpu {cpu:6.2f} s  wall {wall:6.2f} s  "
                  f"file {size:.0f} MB")
    median = {b: statistics.median(c for c, _ in runs[b]) for b in runs}
    print(f"median CPU: defaults {median[False]:.2f} s, bulk {median[True]:.2f} s, "
          f"ratio {median[True] / median[False]:.2f}; load average {os.getloadavg()[0]:.2f}")
    print(f"papers found {dict(zip(QUERIES, answers[True], strict=True))}; "
          f"same with defaults: {answers[True] == answers[False]}")


if __name__ == "__main__":
    main()

"""The main process's reading and vocabulary, alone, CPU seconds by step: two checkouts in turns.

    python bench/main_stages.py --baseline /tmp/old --corpus /work/scale/s250k --rounds 2

Why: in ``analyze`` the paper typing and the search keying run on the other core meanwhile,
so a stage's CPU there also measures what it shares the core's caches with (the topics'
CPU moved by 4 s between runs of the same topics code: bench/SCALE.md, wave 16).  Here
each run is a fresh process of one checkout (``PYTHONPATH``, cwd the checkout) that reads
the corpus (``load_corpus``) and builds its vocabulary (``build_vocabulary``, one process)
and nothing else, timing with ``time.process_time`` each step the two codes share by name
(their module-level functions wrapped): reading the records, cleaning and keying, the
papers frames; the scan and word counts of every chunk, their merge, the phrase counts,
the term selection, the encoding and stacking.  The baseline runs first in each round
(old, new, old, new), with the 1-minute load average before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _timed(module: Any, name: str, cpu: dict[str, float], label: str) -> None:
    """Wrap ``module.name`` so each call's CPU seconds add up in ``cpu[label]``."""
    inner: Callable[..., Any] = getattr(module, name)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        try:
            return inner(*args, **kwargs)
        finally:
            cpu[label] = round(cpu.get(label, 0.0) + time.process_time() - start, 2)

    setattr(module, name, wrapper)


def run_inside(corpus: str) -> None:
    import analysis.io.corpus as corpus_module
    import analysis.terms.vocabulary as vocabulary
    from analysis.io import load_corpus

    cpu: dict[str, float] = {}
    for name, label in (("_read_records", "read_records"), ("cleaned_and_keyed", "clean_and_key"),
                        ("_papers_frame", "papers_frame")):
        _timed(corpus_module, name, cpu, label)
    for name, label in (("_scanned", "scan_and_word_counts"), ("merge_all", "merge_word_counts"),
                        ("fit_term_model", "fit_term_model"), ("select_terms", "select_terms"),
                        ("vocabulary_of", "encode_and_stack")):
        _timed(vocabulary, name, cpu, label)
    start = time.process_time()
    papers = load_corpus([corpus]).papers
    cpu["load_corpus"] = round(time.process_time() - start, 2)
    texts = papers["text"].tolist()
    start = time.process_time()
    vocab = vocabulary.build_vocabulary(texts)
    cpu["build_vocabulary"] = round(time.process_time() - start, 2)
    cpu["phrase_counts"] = round(cpu["fit_term_model"] - cpu["select_terms"], 2)
    print(json.dumps({"papers": len(papers), "terms": len(vocab.terms), "cpu_s": cpu}))


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--inside":
        run_inside(sys.argv[2])
        return
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--baseline", type=Path, required=True, help="checkout of the old code")
    ap.add_argument("--corpus", type=Path, default=ROOT.parent / "scale" / "s250k")
    ap.add_argument("--rounds", type=int, default=2)
    args = ap.parse_args()
    for round_ in range(args.rounds):
        for name, checkout in (("baseline", args.baseline.resolve()), ("this", ROOT)):
            before = os.getloadavg()[0]
            done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--inside",
                                   str(args.corpus.resolve())], cwd=checkout,
                                  capture_output=True, text=True, check=True,
                                  env=dict(os.environ, PYTHONPATH=str(checkout)))
            row = json.loads(done.stdout.strip().splitlines()[-1])
            print(json.dumps({"round": round_ + 1, "code": name, **row,
                              "load": f"{before:.2f}/{os.getloadavg()[0]:.2f}"}), flush=True)


if __name__ == "__main__":
    main()

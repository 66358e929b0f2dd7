"""The per-paper stages one at a time, in one process each: CPU seconds, two checkouts in turns.

    python bench/stage_parts.py --baseline /work/main --rounds 2

Each run is a fresh process of one checkout (``PYTHONPATH``) that times with
``time.process_time`` on the 24k corpora: reading and cleaning (``load_corpus``), the
vocabulary (``build_vocabulary``, one process), the search keys of every text
(``key_texts``, one process) and the paper types of the first ``--typed`` papers
(``_classify_rows``, one process, model and patterns loaded before).  Without the
pipeline's second process and workers the stages do not compete for the cores, so each
figure is that stage's own work; the baseline runs first in each round (old, new, old,
new), and the 1-minute load average is printed beside each run.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpora" / "papercopilot"


def run_inside(typed: int) -> None:
    from analysis.io import load_corpus
    from analysis.paper_types.classify import _classify_rows
    from analysis.paper_types.model import shipped_model
    from analysis.search.build import key_texts
    from analysis.terms import build_vocabulary

    shipped_model()
    cpu: dict[str, float] = {}

    def timed(name: str, work):
        start = time.process_time()
        out = work()
        cpu[name] = round(time.process_time() - start, 2)
        return out

    papers = timed("load_and_clean", lambda: load_corpus([CORPUS]).papers)
    texts = papers["text"].tolist()
    timed("vocabulary", lambda: build_vocabulary(texts))
    timed("search_keys", lambda: key_texts(texts))
    head = papers.iloc[:typed]
    titles = head["title_clean"].where(~head["title_is_derived"], "").tolist()
    timed("paper_types", lambda: _classify_rows(head["text"].tolist(), titles,
                                                head["abstract"].tolist()))
    print(json.dumps(cpu))


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--inside":
        run_inside(int(sys.argv[2]))
        return
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--baseline", type=Path, required=True, help="checkout of the old code")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--typed", type=int, default=10_000, help="papers typed")
    args = ap.parse_args()
    for round_ in range(args.rounds):
        for name, checkout in (("baseline", args.baseline.resolve()), ("this", ROOT)):
            before = os.getloadavg()[0]
            done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--inside",
                                   str(args.typed)], cwd=checkout, capture_output=True,
                                  text=True, check=True,
                                  env=dict(os.environ, PYTHONPATH=str(checkout)))
            cpu = json.loads(done.stdout.strip().splitlines()[-1])
            print(json.dumps({"round": round_ + 1, "code": name, "cpu_s": cpu,
                              "load": f"{before:.2f}/{os.getloadavg()[0]:.2f}"}), flush=True)


if __name__ == "__main__":
    main()

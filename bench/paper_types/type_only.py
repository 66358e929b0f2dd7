"""Type N papers of a corpus in one process and exit: the typing-only command of issue 12's
paired timings (bench/SCALE.md, speed68).

    python bench/paper_types/type_only.py CORPUS [--n N] [--skip K] [--out FRAME.pkl]

CORPUS is a corpus directory (read by ``analysis.io.load_corpus``, as ``analyze`` reads it)
or a ``.pkl`` of its typing columns written before by ``--columns``, so that a timing holds
little but the typing.  Run with the checkout to time as working directory and
``PYTHONPATH`` (the code typed with is the one imported).  ``--out`` writes the typing frame
(every column of ``paper_types_in_chunks``, with the band of each confidence) for an exact
comparison of two checkouts; the CPU seconds of the typing alone go to standard error.
"""

from __future__ import annotations

import argparse
import sys
import time

import pandas as pd

from analysis import pipeline as p
from analysis.paper_types.calibration import bands


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus")
    ap.add_argument("--n", type=int, default=0, help="papers to type (0: all)")
    ap.add_argument("--skip", type=int, default=0, help="papers to leave out first")
    ap.add_argument("--out", help="write the typing frame here (pickle)")
    ap.add_argument("--columns", help="write the typing columns here (pickle) and exit")
    args = ap.parse_args(argv)
    if args.corpus.endswith(".pkl"):
        papers = pd.read_pickle(args.corpus)
    else:
        papers = p.load_corpus([args.corpus]).papers[p.TYPING_COLUMNS]
    stop = args.skip + args.n if args.n else len(papers)
    papers = papers.iloc[args.skip:stop].reset_index(drop=True)
    if args.columns:
        papers.to_pickle(args.columns)
        return 0
    p.prepare_typing()
    cpu = time.process_time()
    types = p.paper_types_in_chunks(papers, workers=1)  # one process: no fork, no spare core
    cpu = time.process_time() - cpu
    print(f"{len(papers)} papers typed in {cpu:.2f} CPU s", file=sys.stderr)
    if args.out:
        types.assign(paper_type_band=bands(types["paper_type_confidence"].to_numpy())) \
            .to_pickle(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

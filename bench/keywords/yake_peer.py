"""YAKE on one corpus, counted over papers; run with the peers' python (yake installed).

    /opt/peers/bin/python bench/keywords/yake_peer.py --corpus ijcai --out F.json

Uses the shared tool's own YAKE set-up (``keyword_precision.yake_ranking``: n=3, top 10
keyphrases of title + abstract per paper, lower-cased, counted by papers), on the papers
``corpora.py`` lists (abstracts of 100 characters or more).  Writes the ranking (first
300 keyphrases) and the run's seconds.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import corpora  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    papers = corpora.papers(a.corpus)
    t0 = time.perf_counter()
    ranking = corpora.keyword_precision.yake_ranking(papers)
    seconds = time.perf_counter() - t0
    Path(a.out).write_text(json.dumps({"ranking": ranking[:300], "seconds": seconds,
                                       "n_papers": len(papers)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

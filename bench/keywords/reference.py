"""Build the reference term statistics small corpora borrow from (analysis.terms.reference).

    python bench/keywords/reference.py            # write analysis/terms/data/reference_terms.tsv.gz
    python bench/keywords/reference.py --check    # rebuild; exit 1 if the file would change

The reference corpus is PaperCopilot's "more" collection but IJCAI
(shared/corpora/papercopilot-more: CVPR, ICCV, ECCV, WACV, ICRA, IROS, RSS, AAAI, COLING,
ACML, ALT, AutoML; about 57,000 papers).  It holds none of the corpora the keyword figures
are tuned or scored on (ICML, ICLR, NeurIPS, the seeds; IJCAI, the second gold of
bench/keywords, is left out so that it stays a check nothing was fitted on), and its
venues span vision, robotics, language, AI and learning theory, so what it says about a
term is not one venue's habit.  Its vocabulary is
built exactly as ``paper-trends analyze`` builds one (``build_vocabulary``: terms in at
least 20 papers), and each term's termhood statistics are written: papers using it
(``df``), uses per paper using it (``uses``), its keyphraseness (``lead_share``) and the
share of its uses that end a noun phrase (``end_share``), and the share of a venue's
papers using it in the median venue (``venue_share``: field-wide vocabulary, see
``analysis.terms.termhood``).  Counts and shares only: no text.
"""

from __future__ import annotations

import argparse
import gzip
import io
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from analysis.io import load_corpus  # noqa: E402
from analysis.terms import build_vocabulary  # noqa: E402
from analysis.terms.reference import COLUMNS, REFERENCE_FILE, without_reference  # noqa: E402

SHARED = ROOT.parent / "shared"
if not SHARED.exists():
    SHARED = Path("/work/shared")
CORPUS = SHARED / "corpora" / "papercopilot-more"
LEFT_OUT = ("ijcai",)  # a gold of bench/keywords/bench.py: kept unseen


def reference_table() -> tuple[str, int]:
    """The file's text and the number of reference papers."""
    papers = load_corpus(sorted(str(p) for p in CORPUS.glob("*/*.json")
                                if p.parent.name not in LEFT_OUT)).papers
    with without_reference():  # its own statistics, not smoothed toward an older file
        vocab = build_vocabulary(papers["text"].tolist())
    terms = vocab.terms
    tf = np.asarray(vocab.matrix.sum(axis=0)).ravel()
    spread = venue_share(vocab.presence.tocsr(), papers["venue"].to_numpy(dtype=str))
    out = io.StringIO()
    out.write(f"# reference term statistics: {len(papers)} papers of "
              f"{CORPUS.name} ({len(terms)} terms); bench/keywords/reference.py\n")
    out.write("\t".join(COLUMNS) + "\n")
    order = np.argsort(terms["key"].to_numpy(dtype=str), kind="stable")
    for j in order:
        row = terms.iloc[j]
        out.write(f"{row['key']}\t{int(row['df'])}\t{tf[j] / max(int(row['df']), 1):.3f}\t"
                  f"{row['lead_share']:.4f}\t{row['end_share']:.4f}\t{spread[j]:.4f}\n")
    return out.getvalue(), len(papers)


def venue_share(presence, venues: np.ndarray) -> np.ndarray:
    """Per term, the median over the reference's venues of the share of a venue's papers
    using it: how widely the field at large uses the term, each venue weighing the same
    (robotics' 37,000 papers do not outvote ALT's 51)."""
    shares = [np.asarray(presence[venues == v].sum(axis=0)).ravel() / int((venues == v).sum())
              for v in np.unique(venues)]
    return np.median(np.vstack(shares), axis=0)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args(argv)
    t0 = time.process_time()
    text, n = reference_table()
    data = gzip.compress(text.encode(), mtime=0)
    if a.check:
        same = REFERENCE_FILE.exists() and gzip.decompress(REFERENCE_FILE.read_bytes()) == \
            text.encode()
        print("unchanged" if same else "would change")
        return 0 if same else 1
    REFERENCE_FILE.parent.mkdir(parents=True, exist_ok=True)
    REFERENCE_FILE.write_bytes(data)
    print(f"{n} papers, {text.count(chr(10)) - 2} terms -> {REFERENCE_FILE} "
          f"({len(data):,} bytes) in {time.process_time() - t0:.0f} CPU s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

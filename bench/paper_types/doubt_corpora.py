"""What the doubt rule would do on the corpora at every domain score, and the theory-only
own-experiment estimate it would leave, from the pooled readings.

    python bench/paper_types/doubt_corpora.py            # the 24k and the 61k
    python bench/paper_types/doubt_corpora.py --corpus papercopilot

Issue 14, wave 39.  Each corpus (every record, as ``audit_theory.py`` reads them) is typed
by this checkout (:func:`analysis.paper_types.classify_papers`, the doubt rule as shipped:
confidence < 0.5 and domain score >= 0.5).  Its theory labels are counted by calibrated
confidence bin (``doubt_pool.CUTS``) and audit hit (``audit_theory.EXPERIMENT_LIKE``), and
for each variant of the rule the labels that would leave theory are counted:

* ``shipped``: nothing more leaves;
* ``all venues``: every theory label below 0.5 leaves (the domain condition dropped);
* ``hits only``: every theory label below 0.5 whose title or abstract holds an
  experiment-like word leaves.

The own-experiment estimate is wave 38's band-wise one (first written in wave 36) on finer bins: per bin, the hits
times the share read own experiment (yes 1, half 0.5) among the audits' readings of that
corpus's hits (``theory_readings_pooled_w39.csv``, ``doubt_pool.py``: the readings of
``audit_theory.py``'s per-band samples, as wave 38 used) that this checkout still labels
theory and no cue was written from (``--acted-on`` adds the others), summed, over all theory labels; the range sums each bin's 90% Wilson
bounds times its hits (wider than a 90% interval of the sum: a range, not an interval).  A variant drops its bins' hits below 0.5 (and their labels) from
both.  As in every wave's estimate, a theory label with no experiment-like word counts as no
miss (see RESULTS.md, wave 39, for what the readings say of that).
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
from pathlib import Path

import numpy as np
import pandas as pd

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))

from audit_theory import EXPERIMENT_LIKE, corpus_rows  # noqa: E402
from doubt_pool import CUTS, POOLED, SHARED, wilson  # noqa: E402

from analysis.paper_types import classify_papers  # noqa: E402
from analysis.paper_types.doubt import DOUBTED, MORE_LIKELY  # noqa: E402
from analysis.text import clean_text  # noqa: E402

NAMES = {"papercopilot": "24k", "papercopilot-more": "61k"}


def theory_labels(corpus: str) -> tuple[pd.DataFrame, int]:
    """(the theory labels of a corpus with confidence and hit, papers made unclear by the
    shipped doubt rule)."""
    rows = corpus_rows(SHARED / corpus)
    types = classify_papers([clean_text(r["abstract"]) for r in rows],
                            [clean_text(r["title"]) for r in rows],
                            [r["abstract"] for r in rows])
    doubted = int(types["paper_type_evidence"].str.startswith(DOUBTED).sum())
    keep = (types["paper_type"] == "theory").to_numpy()
    out = pd.DataFrame({"paper_id": [r["paper_id"] for r in rows],
                        "conf": types["paper_type_confidence"].to_numpy(),
                        "hit": [bool(EXPERIMENT_LIKE.search(r["title"])
                                     or EXPERIMENT_LIKE.search(r["abstract"])) for r in rows]})
    return out[keep].reset_index(drop=True), doubted


def shares(name: str, acted_on: bool = False) -> pd.DataFrame:
    """Per bin: the audits' readings of this corpus's hits (random per band; no cue was
    written from them, unless ``acted_on``) that this checkout still labels theory (the
    doubt rule included), their own-experiment sum and count."""
    pool = pd.read_csv(POOLED, keep_default_na=False, na_values={"conf": [""], "own": [""]})
    pool = pool[(pool["corpus"] == name) & (pool["kind"] == "audit hits") & pool["hit"]
                & (pool["label_now"] == "theory") & (pool["doubted_to"] == "")]
    pool["bin"] = pd.cut(pool["conf"], CUTS, right=False)
    every = pool.groupby("bin", observed=False)["own"].agg(["sum", "count"])
    fresh = pool[~pool["acted_on"]].groupby("bin", observed=False)["own"].agg(["sum", "count"])
    if acted_on:
        return every
    # a bin no fresh reading reached takes the acted-on ones (as wave 38 took the 61k's
    # certain band from earlier readings), said so
    empty = fresh["count"] == 0
    for b in fresh.index[empty]:
        print(f"  {name} {b}: no reading no cue was written from; the {int(every.loc[b, 'count'])} "
              "others stand in")
    fresh.loc[empty] = every.loc[empty]
    return fresh


def estimate(labels: pd.DataFrame, read: pd.DataFrame, leave: np.ndarray) -> str:
    """The band-wise estimate over the labels that stay theory (``~leave``)."""
    stay = labels[~leave]
    hits = pd.cut(stay.loc[stay["hit"], "conf"], CUTS, right=False).value_counts(sort=False)
    est = lo = hi = 0.0
    for b, n_hits in hits.items():
        k, n = read.loc[b, "sum"], int(read.loc[b, "count"])
        if not n_hits:
            continue
        if n == 0:
            raise ValueError(f"no reading of hits in {b}: the estimate needs one")
        a, z = wilson(k, n)
        est, lo, hi = est + n_hits * k / n, lo + n_hits * a, hi + n_hits * z
    t = len(stay)
    return f"{est:.0f} of {t} = {est / t:.1%} ({lo / t:.1%}-{hi / t:.1%})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--corpus", choices=sorted(NAMES), action="append")
    ap.add_argument("--acted-on", action="store_true",
                    help="also count the readings cues were written from (biased low)")
    args = ap.parse_args()
    for corpus in args.corpus or sorted(NAMES):
        name = NAMES[corpus]
        labels, doubted = theory_labels(corpus)
        read = shares(name, args.acted_on)
        low = (labels["conf"] < MORE_LIKELY).to_numpy()
        print(f"\n{name}: {len(labels)} theory labels (shipped rule; {doubted} doubted to "
              f"unclear); below {MORE_LIKELY}: {low.sum()} ({(low & labels['hit']).sum()} hits)")
        bins = pd.cut(labels["conf"], CUTS, right=False)
        print(pd.crosstab(bins, labels["hit"]).rename(columns={True: "hits", False: "others"})
              .assign(read=read["count"], own=read["sum"]).to_string())
        for variant, leave in (("shipped", np.zeros(len(labels), bool)), ("all venues", low),
                               ("hits only", low & labels["hit"].to_numpy())):
            print(f"  {variant:>10}: {leave.sum():>4} leave theory; estimate "
                  f"{estimate(labels, read, leave)}")


if __name__ == "__main__":
    main()

"""95% bootstrap intervals of a dev split's 3-way / binary macro-F1, this checkout vs a git ref.

    PYTHONPATH=$PWD python3 bench/paper_types/bootstrap_dev.py dev11 --previous b8e7af1

Why: a fresh dev set of 120-200 abstracts holds 15-40 theory / both papers, so a macro-F1
read on it moves by several points with the draw.  The abstracts are resampled with
replacement (percentile bootstrap, 2,000 draws, seed 0: the interval's ends move by under
0.005 between seeds at that count), and both classifiers are scored on the same resample,
so the interval of their difference is paired.  DEV splits only (``evaluate.SPLITS``
minus ``HELD_OUT``): held-out labels are never opened here.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
import evaluate  # noqa: E402  (a bench script beside this one)

DRAWS = 2000


def interval(values: np.ndarray) -> str:
    lo, hi = np.percentile(values, [2.5, 97.5])
    return f"[{lo:.3f}, {hi:.3f}]"


def bootstrap(gold: pd.Series, preds: dict[str, pd.Series], seed: int = 0) -> dict:
    """Per classifier and metric: the point value and the 2,000 resampled values."""
    rng = np.random.default_rng(seed)
    gold = gold.reset_index(drop=True)
    preds = {k: v.reset_index(drop=True) for k, v in preds.items()}
    out: dict = {k: {m: [] for m in ("f1_3way", "f1_binary")} for k in preds}
    for _ in range(DRAWS):
        idx = rng.integers(0, len(gold), len(gold))
        for name, pred in preds.items():
            s = evaluate.scores(gold[idx], pred[idx])
            for m in out[name]:
                out[name][m].append(s[m])
    points = {k: evaluate.scores(gold, v) for k, v in preds.items()}
    return {k: {m: (points[k][m], np.array(v)) for m, v in ms.items()} for k, ms in out.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("split", choices=sorted(set(evaluate.SPLITS) - set(evaluate.HELD_OUT)))
    ap.add_argument("--previous", default="", metavar="REF")
    args = ap.parse_args()
    df = evaluate.load_split(args.split)
    pred = evaluate.predict(df, args.previous)
    preds = {"this checkout": pred["paper_type"]}
    if args.previous:
        preds[args.previous] = pred["previous"]
    res = bootstrap(df["label"], preds)
    print(f"{args.split}: n = {len(df)}, {DRAWS} bootstrap draws, 95% percentile intervals")
    for name, ms in res.items():
        print(f"  {name:16s} " + "  ".join(f"{m} {p:.3f} {interval(v)}" for m, (p, v) in ms.items()))
    if args.previous:
        for m in ("f1_3way", "f1_binary"):
            diff = res["this checkout"][m][1] - res[args.previous][m][1]
            point = res["this checkout"][m][0] - res[args.previous][m][0]
            print(f"  difference {m}: {point:+.3f} {interval(diff)}")


if __name__ == "__main__":
    main()

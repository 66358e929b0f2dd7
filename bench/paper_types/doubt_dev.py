"""The doubt rule at every domain score, on dev: in sample and out of fold.

    python bench/paper_types/doubt_dev.py          # dev, dev9, dev9t; in sample + out of fold
    python bench/paper_types/doubt_dev.py --no-cv  # in sample only

Issue 14, wave 39.  Variants of :mod:`analysis.paper_types.doubt` (a ``theory`` label below
0.5 not given): ``shipped`` (domain score >= 0.5), ``all venues`` (any domain score),
``hits only`` (any domain score, where the title or abstract holds an experiment-like word,
``audit_theory.EXPERIMENT_LIKE``).  Scored with ``evaluate.py``'s metrics: 3-way / binary
macro-F1, theory precision, ECE (10 bins) and per confidence band.

1. In sample: the shipped classifier (its model was fitted on every dev row; dev9 / dev9t
   fitted its domain shift and the rule's unclear confidence), the variant by setting
   ``doubt.READS_LIKE`` (0: any domain score), "hits only" by taking the variant's label
   where the row is a hit.
2. Out of fold (dev only, the honest number): ``train.cross_validate`` with the shipped C
   and class weight (not nested: the grid's points lie within 0.001, train.py), one repeat
   of 5 folds, each row's label and probability from a model that did not see it; the
   isotonic map cross-fitted (``train.cross_fitted``), then the shipped fresh-abstract shift
   and, for theory labels, the shipped ``theory_shift`` times the row's domain score.  A
   doubted label becomes ``unclear`` at the shipped ``doubted_unclear`` (the other-label
   choice of :func:`..doubt.follow_confidence` needs every label's out-of-fold probability,
   which ``cross_validate`` does not keep: so the variant is a bound, every doubted label
   sent to review).
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

import train  # noqa: E402
from audit_theory import EXPERIMENT_LIKE  # noqa: E402
from evaluate import calibration, load_split, predict, scores, theory_precision  # noqa: E402

from analysis.paper_types import doubt  # noqa: E402
from analysis.paper_types.calibration import shifted  # noqa: E402
from analysis.paper_types.model import PaperTypeModel  # noqa: E402


def hits(df: pd.DataFrame) -> np.ndarray:
    return np.array([bool(EXPERIMENT_LIKE.search(t) or EXPERIMENT_LIKE.search(a))
                     for t, a in zip(df["title"], df["abstract"], strict=True)])


def line(name: str, gold: pd.Series, label: pd.Series, conf: pd.Series) -> str:
    s = scores(gold, label)
    return (f"  {name:>10}: 3-way {s['f1_3way']:.3f} binary {s['f1_binary']:.3f} theory "
            f"precision {theory_precision(gold, label):.3f} acc4 {s['acc4']:.3f} "
            f"theory {int((label == 'theory').sum())}; "
            f"{calibration(gold, label, conf)}")


def in_sample() -> None:
    for split in ("dev", "dev9", "dev9t"):
        df = load_split(split).reset_index(drop=True)
        gold = df["label"]
        shipped = predict(df)
        doubt.READS_LIKE = 0.0
        try:
            every = predict(df)
        finally:
            doubt.READS_LIKE = 0.5
        hit = hits(df)
        only = shipped.copy()
        only.loc[hit] = every.loc[hit]
        print(f"\n{split} ({len(df)} rows), in sample:")
        for name, p in (("shipped", shipped), ("all venues", every), ("hits only", only)):
            print(line(name, gold, p["paper_type"], p["paper_type_confidence"]))
        moved = shipped["paper_type"] != every["paper_type"]
        if moved.any():
            print(f"    labels the extension moves: {int(moved.sum())} (hits {int((moved & hit).sum())}); "
                  f"their gold: {gold[moved].value_counts().to_dict()}; now "
                  f"{every.loc[moved, 'paper_type'].value_counts().to_dict()}")


def out_of_fold() -> None:
    shipped = PaperTypeModel.load()
    cal = shipped.calibration
    df, feats, rules, texts, choice = train.dev_features()
    y = df["label"].to_numpy(dtype=object)
    preds, probas = train.cross_validate(feats, texts, y, rules, choice, nested=False, repeats=1,
                                         fixed=(shipped.meta["C"], shipped.meta["class_weight"]),
                                         with_proba=True)
    pred, base = preds[0], train.cross_fitted(y, rules, preds, probas)[0]
    domain = shipped.domain(texts)
    theory = (pred == "theory") & np.array([r is None for r in rules])
    conf = np.where(theory, shifted(base, cal.shift + cal.theory_shift * domain),
                    shifted(base, cal.shift))
    hit = hits(df)
    gold = pd.Series(y)
    print(f"\ndev ({len(y)} rows), out of fold (C {shipped.meta['C']}, "
          f"{shipped.meta['class_weight']}):")
    low = theory & (conf < doubt.MORE_LIKELY)
    for name, doubted in (("shipped", low & (domain >= doubt.READS_LIKE)), ("all venues", low),
                          ("hits only", low & hit)):
        label = pd.Series(np.where(doubted, "unclear", pred))
        c = pd.Series(np.where(doubted, cal.doubted_unclear, conf))
        print(line(name, gold, label, c))
    t = pd.Series(theory)
    for lo, hi in ((0.0, 0.3), (0.3, 0.5), (0.5, 0.7), (0.7, 0.8), (0.8, 0.95), (0.95, 1.01)):
        inside = t & (conf >= lo) & (conf < hi)
        right = (gold[inside] == "theory").mean() if inside.any() else float("nan")
        print(f"    out-of-fold theory labels at [{lo}, {hi}): {int(inside.sum())} (hits "
              f"{int((inside & hit).sum())}), right {right:.2f}, stated "
              f"{conf[inside].mean() if inside.any() else float('nan'):.2f}; gold "
              f"{gold[inside].value_counts().to_dict()}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--no-cv", action="store_true", help="in sample only")
    args = ap.parse_args()
    in_sample()
    if not args.no_cv:
        out_of_fold()


if __name__ == "__main__":
    main()

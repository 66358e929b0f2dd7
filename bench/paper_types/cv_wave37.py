"""Nested CV on the dev rows: would the fitted model gain from the apparatus cues as features?

    python bench/paper_types/cv_wave37.py            # 5 folds x 3 repeats, both recipes
    python bench/paper_types/cv_wave37.py --jobs 2   # outer folds in two processes
    python bench/paper_types/cv_wave37.py --smoke    # one fold, one grid point

Issue 14, waves 36-37: the cues of :mod:`analysis.paper_types.apparatus` rule theory alone
out and are shown as evidence, but enter no feature of the fitted model
(``model.UNFITTED``), so the shipped model needed no refit.  The question here is whether
a refit *with* them (their ``cue:`` indicators, and their weight in the empirical side's
score, strongest cue, early / late and count features) predicts the dev labels better.

Rows: ``evaluate.DEV_PARTS`` (2,142); no held-out split is read.  Recipes, on the same
outer folds (paired): ``A`` the shipped features (apparatus cues left out), ``B`` every
cue a feature (``model.UNFITTED`` emptied while the features are computed).  Both choose
their label among those every cue allows, as the shipped classifier does
(``classify._model_view``: the gates of all cues), so the comparison is of the features alone.

Inside each outer fold, ``cv_round9.py``'s procedure (that is, ``train.py``'s): the grid
``train.GRID``, inner stratified 5-fold, objective (3-way F1 + binary F1) / 2, TF-IDF fitted
on the fold's training rows; the chosen point refitted; confidence by the fold's own
isotonic calibration and fresh-abstract shift (dev5 rows), domain shift left at 0.  Outer
folds: repeated stratified 5-fold x 3 (seed 0) on part and label.

Decision rule, written before the first full run (round 9's): the apparatus cues become
features of the shipped model only if ``B``'s mean paired difference from ``A`` over the 15
folds is positive for both 3-way and binary F1 and larger than twice its standard error
for at least one of them (sd of the 15 paired differences / sqrt(5): the repeats reuse the
same rows), with theory precision and ECE not worse by more than twice theirs.
"""

from __future__ import annotations

import argparse
import os
import sys
import warnings

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.model_selection import RepeatedStratifiedKFold

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))

import cv_round9 as cv  # noqa: E402
import train  # noqa: E402
from evaluate import load_split  # noqa: E402

from analysis.paper_types import model  # noqa: E402
from analysis.paper_types.model import gates  # noqa: E402
from analysis.paper_types.rules import score_text  # noqa: E402
from analysis.text import clean_text  # noqa: E402

RECIPES = ("A", "B")
NAMES = {"A": "A: shipped features (apparatus cues out)", "B": "B: apparatus cues as features"}


def features_of(df: pd.DataFrame) -> tuple[dict, list, np.ndarray, list]:
    """Per recipe the feature dicts; the choice dicts (features + every cue's gates), the
    rules' final labels and the model texts (the same for both recipes)."""
    shipped = model.UNFITTED
    _, feats_a, rules, texts, _ = train.dev_features(df)
    try:
        model.UNFITTED = frozenset()
        _, feats_b, rules_b, _, _ = train.dev_features(df)
    finally:
        model.UNFITTED = shipped
    assert list(rules) == list(rules_b)
    every = [gates(s.cues, s) for s in (score_text(clean_text(a), clean_text(t))
                                        for t, a in zip(df["title"], df["abstract"], strict=True))]
    choice = {r: [{**f, **g} for f, g in zip(fs, every, strict=True)]
              for r, fs in (("A", feats_a), ("B", feats_b))}
    return {"A": feats_a, "B": feats_b}, choice, rules, texts


def one_fold(data, k, a, b, grid):
    feats, choice, texts, y, rules, part = data
    out = {}
    for recipe in RECIPES:
        dicts = np.array(choice[recipe], dtype=object)
        X = train.Design(feats[recipe], texts, a).X
        w = np.ones(len(a))
        (c, cw), pred_in, proba_in = cv._inner(X[a], y[a], rules[a], dicts[a], w,
                                               np.ones(len(a), dtype=bool),
                                               train.SEED + 1 + k, grid)
        keep = y[a] != "unclear"
        lr = cv._fit(X[a][keep], y[a][keep], w[keep], c, cw)
        lab, proba = train._predict(lr, X[b], dicts[b], with_proba=True)
        pred = train._final_labels(lab, rules[b])
        cal = cv._calibration(y[a], rules[a], pred_in, proba_in, part[a] == "dev5")
        conf = train.calibrated(cal, rules[b], pred, proba)
        out[recipe] = {"pred": pred, "conf": conf, "C": c, "weight": cw, "shift": cal.shift}
    return k, b, out


def run(repeats: int, folds_limit: int | None, jobs: int, grid) -> pd.DataFrame:
    df = load_split("dev")
    feats, choice, rules, texts = features_of(df)
    y = df["label"].to_numpy(dtype=object)
    part = np.array([p.split(" ")[0] for p in df["part"]], dtype=object)
    strata = np.array([f"{p}|{lab}" for p, lab in zip(part, y, strict=True)])
    outer = RepeatedStratifiedKFold(n_splits=5, n_repeats=repeats, random_state=train.SEED)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        splits = list(outer.split(np.zeros(len(y)), strata))[:folds_limit]
    data = (feats, choice, texts, y, rules, part)
    if jobs > 1:
        from joblib import Parallel, delayed
        done = Parallel(n_jobs=jobs)(delayed(one_fold)(data, k, a, b, grid)
                                     for k, (a, b) in enumerate(splits))
    else:
        done = [one_fold(data, k, a, b, grid) for k, (a, b) in enumerate(splits)]
    changed = sum(fa != fb for fa, fb in zip(feats["A"], feats["B"], strict=True))
    print(f"{len(y)} dev rows; features differ between the recipes on {changed}")
    return pd.DataFrame([{"fold": k, "recipe": r, **cv.fold_scores(y, part, b, res)}
                         for k, b, out in done for r, res in out.items()])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--smoke", action="store_true", help="one outer fold, one grid point")
    args = ap.parse_args()
    grid = [(3.0, "balanced")] if args.smoke else train.GRID
    table = run(1 if args.smoke else args.repeats, 1 if args.smoke else None, args.jobs, grid)
    print(table.round(4).to_string(index=False))
    if not args.smoke:
        cv.RECIPES, cv.NAMES = RECIPES, NAMES
        print()
        print(cv.summary(table))


if __name__ == "__main__":
    main()

"""Nested CV on development rows: does wave 55's own-result form help as a fitted feature?

    python bench/paper_types/cv_theorised.py                 # 5 folds x 3 repeats, searched
    python bench/paper_types/cv_theorised.py --fixed 3,balanced   # the shipped C, weight

Issue 14, wave 57.  :mod:`analysis.paper_types.theorised` (wave 55) names the explicit ways
an author states an own theoretical result ("we theoretically show", "we provide
convergence guarantees").  Shipped, they enter no fitted feature (``model.UNFITTED``); they
act by a gate (``model.choose``: the model's ``empirical`` becomes ``both``).  The question
is whether the fitted layer, given the form as a feature, decides better than the gate alone.

Arms (the same outer folds, paired; each fold's search, fit and calibration its own):

* ``main``: the shipped features, the shipped decision (``classify.verdict``, then
  ``model.choose`` with every cue's gates, wave 55's ``theorised`` / ``beside`` included);
* ``feature``: + one feature ``theory_form`` (1 where a form counts: not negated, hedged or
  others', the gate's own condition), the same decision, gate included;
* ``feature, no gate``: + the feature, the gate left out (the model alone weighs the form).

One indicator, not one per pattern: the 13 patterns occur in a few dozen dev rows, so per
pattern weights would be fitted on a handful each.  Folds, rows and scoring are
``cv_round9.py``'s recipe ``A``: rows DEV_PARTS + dev9 + dev9t, repeated stratified 5-fold
x 3 (seed 0) on part and label, trained on the fold's DEV_PARTS rows (what the shipped
model is fitted on), scored on its random-sample rows (DEV_PARTS + dev9); inside each fold
train.py's grid search (inner 5-fold) and calibration (isotonic map and the dev5 shift).
The label is chosen as ``classify`` chooses it (``train.dev_features``, as
``train.cross_validate`` does since wave 58), so ``main`` is the shipped pipeline.  No held-out
split is read.

Decision rule (the brief of wave 57; a one-repeat ``--fixed`` smoke run came first): keep
the refit only if cross-validation improves the 3-way F1 over ``main`` without lowering
theory precision.  Result (RESULTS.md, wave 57; ``run_wave57_cv.txt``): not kept, 3-way
+0.0001 with the gate (se 0.0012, better in 5 folds of 15, worse in 6), -0.0010 without it.
In dev every row with a counted form is gold ``both`` or ``theory`` (none ``empirical``),
so the gate already takes what the feature could teach.
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

import cv_round9  # noqa: E402
import train  # noqa: E402
from evaluate import scores, theory_precision  # noqa: E402

from analysis.paper_types.calibration import expected_calibration_error  # noqa: E402

ARMS = ("main", "feature", "feature, no gate")
METRICS = ("f1_3way", "f1_binary", "theory_precision", "both_recall", "ece")


def dev_rows(df: pd.DataFrame):
    """Per row: shipped features, the form's indicator (the gate's own condition,
    ``model.gates``), the decision's dicts with and without the gate, the shipped rules'
    final label, the model text: ``train.dev_features``, so ``main`` is the shipped pipeline
    as ``train.cross_validate`` scores it (one definition, wave 58)."""
    _, feats, rules, texts, gated = train.dev_features(df)
    form = np.array(["theorised" in g for g in gated])
    ungated = [{k: v for k, v in g.items() if k not in ("theorised", "beside")} for g in gated]
    return feats, form, gated, ungated, rules, texts


def one_fold(data, k, a, b, grid):
    """Every arm on outer fold ``k`` (recipe A's training rows): test labels, confidences."""
    feats, form, gated, ungated, texts, y, rules, part, venue = data
    w_all = cv_round9.weights("A", part, venue, a)
    tr, w = a[w_all > 0], w_all[w_all > 0]
    # main: without the feature, whether or not paper_features gives it (it does once shipped)
    plain = [{n: v for n, v in f.items() if n != "theory_form"} for f in feats]
    with_form = [{**f, "theory_form": 1.0} if on else f for f, on in zip(plain, form, strict=True)]
    out = {}
    for arm in ARMS:
        design = plain if arm == "main" else with_form
        dicts = np.array(ungated if arm.endswith("no gate") else gated, dtype=object)
        X = train.Design(design, texts, tr).X
        random_rows = part[tr] != "dev9t"
        (c, cw), pred_in, proba_in = cv_round9._inner(X[tr], y[tr], rules[tr], dicts[tr], w,
                                                      random_rows, train.SEED + 1 + k, grid)
        keep = y[tr] != "unclear"
        lr = cv_round9._fit(X[tr][keep], y[tr][keep], w[keep], c, cw)
        lab, proba = train._predict(lr, X[b], dicts[b], with_proba=True)
        pred = train._final_labels(lab, rules[b])
        cal = cv_round9._calibration(y[tr], rules[tr], pred_in, proba_in, part[tr] == "dev5")
        out[arm] = {"pred": pred, "conf": train.calibrated(cal, rules[b], pred, proba),
                    "C": c, "weight": cw}
    return k, b, out


def fold_scores(y, part, b, res) -> dict:
    m = part[b] != "dev9t"
    gold, pred = train._as_series(y[b][m]), train._as_series(res["pred"][m])
    s = scores(gold, pred)
    both = (gold == "both").to_numpy()
    return {"f1_3way": s["f1_3way"], "f1_binary": s["f1_binary"],
            "theory_precision": theory_precision(gold, pred),
            "both_recall": float((pred[both] == "both").mean()),
            "ece": expected_calibration_error(res["conf"][m], (pred == gold).to_numpy()),
            "C": res["C"], "weight": res["weight"]}


def summary(table: pd.DataFrame) -> str:
    wide = table.pivot(index="fold", columns="arm", values=list(METRICS))
    n_indep = min(5, len(wide))
    lines = ["arm | " + " | ".join(f"{m} mean (sd)" for m in METRICS)]
    for arm in ARMS:
        lines.append(f"{arm} | " + " | ".join(
            f"{wide[m][arm].mean():.4f} ({wide[m][arm].std(ddof=1):.4f})" for m in METRICS))
    lines.append(f"\npaired difference from main: mean (se = sd / sqrt({n_indep})); "
                 "folds better / worse")
    for arm in ARMS[1:]:
        cells = []
        for m in METRICS:
            d = wide[m][arm] - wide[m]["main"]
            better, worse = ((d < 0).sum(), (d > 0).sum()) if m == "ece" else ((d > 0).sum(), (d < 0).sum())
            cells.append(f"{m} {d.mean():+.4f} (se {d.std(ddof=1) / np.sqrt(n_indep):.4f}; "
                         f"{better}/{worse})")
        lines.append(f"{arm}: " + "; ".join(cells))
    chosen = table.groupby(["arm", "C", "weight"], dropna=False).size()
    lines.append(f"\ngrid points chosen (arm, C, class weight: folds): {chosen.to_dict()}")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--fixed", default="", metavar="C,WEIGHT")
    args = ap.parse_args()
    grid = train.GRID
    if args.fixed:
        c, w = args.fixed.split(",")
        grid = [(float(c), None if w.lower() == "none" else w)]
    df = cv_round9.rows()
    feats, form, gated, ungated, rules, texts = dev_rows(df)
    y = df["label"].to_numpy(dtype=object)
    part = np.array([p.split(" ")[0] for p in df["part"]], dtype=object)
    venue = df["venue"].str.upper().to_numpy(dtype=object)
    print("rows with a counted form, by gold label (random rows):",
          pd.Series(y[form & (part != "dev9t")]).value_counts().to_dict(),
          "; decided by the rules:", int(sum(r is not None for r in rules[form])))
    strata = np.array([f"{p}|{lab}" for p, lab in zip(part, y, strict=True)])
    outer = RepeatedStratifiedKFold(n_splits=5, n_repeats=args.repeats, random_state=train.SEED)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        splits = list(outer.split(np.zeros(len(y)), strata))
    data = (feats, form, gated, ungated, texts, y, rules, part, venue)
    if args.jobs > 1:
        from joblib import Parallel, delayed
        done = Parallel(n_jobs=args.jobs)(delayed(one_fold)(data, k, a, b, grid)
                                          for k, (a, b) in enumerate(splits))
    else:
        done = [one_fold(data, k, a, b, grid) for k, (a, b) in enumerate(splits)]
    table = pd.DataFrame([{"fold": k, "arm": arm, **fold_scores(y, part, b, res)}
                          for k, b, out in done for arm, res in out.items()])
    print(table.round(4).to_string(index=False))
    print()
    print(summary(table))


if __name__ == "__main__":
    main()

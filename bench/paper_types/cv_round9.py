"""Nested CV on development rows: does round 9 (``dev9``, ``dev9t``) help as training data?

    python bench/paper_types/cv_round9.py            # 5 folds x 3 repeats, every recipe
    python bench/paper_types/cv_round9.py --jobs 2   # outer folds in two processes
    python bench/paper_types/cv_round9.py --smoke    # one fold, one grid point (a quick check)
    python bench/paper_types/cv_round9.py --fixed 3,balanced  # no search: the shipped C, weight

Rows: ``evaluate.DEV_PARTS`` (2,142) + ``dev9`` (190, random, 160 robotics / vision) +
``dev9t`` (60 robotics / vision abstracts drawn among main's theory-only labels: enriched).
No held-out split (``evaluate.HELD_OUT``) is read.

Outer folds: repeated stratified 5-fold x 3 (seed 0), stratified on *part and label*
together, so every test fold holds its share of each sample (a random dev9 row is tested
beside rows of every other round, as a new abstract would be) and the same folds serve
every recipe (paired comparison).  A fold is **scored on its random-sample rows only**
(DEV_PARTS + dev9): dev9t was drawn by main's theory labels, so its rows would tilt the
mix towards the very papers main calls theory.  Its dev9t rows are neither scored nor,
for that fold, trained on.

Recipes (what the training rows of a fold are):
  * ``A``: the current recipe: DEV_PARTS rows only;
  * ``B``: + dev9, plain rows;
  * ``C``: + dev9 + dev9t, plain rows;
  * ``D``: + dev9 + dev9t, dev9t rows weighted to the random distribution: dev9t stands
    for the stratum "robotics / vision paper main labels theory-only", 1.34% of the 61k's
    52,343 robotics / vision papers (704; /tmp/w26/base61, main), so its rows together weigh
    what that stratum would among the fold's dev9 robotics / vision rows
    (0.0134 x n / 60 each: about 0.04).
  ("dev9t for the theory decision only" has no place in the multinomial model: one
  regression gives all three labels; round 9's theory decision is already used, by
  ``domain.py``, for the theory label's confidence.)

Inside each outer fold, exactly ``train.py``'s search: the grid ``train.GRID`` (C x class
weight), inner stratified 5-fold on the labels (seed 1 + fold), objective (3-way F1 +
binary F1) / 2 (``train._objective``), words' TF-IDF fitted on the fold's training rows;
here the inner objective too is scored on random-sample rows only, and the sample weights
of ``D`` are used in every fit.  The chosen point is refitted on the fold's training rows.

Confidence: the train.py calibration of the chosen point, fitted inside the fold: the
isotonic map on its inner out-of-fold predictions (random rows), the shift for new
abstracts by maximum likelihood on the inner dev5 rows' cross-fitted confidences
(``train.cross_fitted`` / ``train.fresh_shift``).  The theory label's domain shift
(``domain.py``) is left at 0 for every recipe: it is fitted on round 9 itself, and moves
ECE by 0.001-0.002 on the held-out splits (RESULTS.md, wave 25).

Decision rule, written before the first full run: round 9 goes into the shipped model only
if a recipe's mean paired difference from ``A`` over the 15 folds is positive for both
3-way and binary F1 and larger than twice its standard error for at least one of them
(sd of the 15 paired differences / sqrt(5): the three repeats reuse the same rows, so
5 folds, not 15, are independent), with theory precision and ECE not worse by more than
twice theirs.
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
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import RepeatedStratifiedKFold, StratifiedKFold

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))

import train  # noqa: E402
from evaluate import load_split, scores, theory_precision  # noqa: E402

from analysis.paper_types.calibration import expected_calibration_error  # noqa: E402

ROBOVISION = ("ICRA", "IROS", "RSS", "CVPR", "ICCV", "ECCV", "WACV")
# Share of main's theory-only labels among the 61k's robotics / vision papers (704 of
# 52,343, /tmp/w26/base61/papers.csv): the stratum dev9t was drawn from.
THEORY_SHARE_RV = 704 / 52343
RECIPES = ("A", "B", "C", "D")
NAMES = {"A": "A: DEV_PARTS (current)", "B": "B: + dev9", "C": "C: + dev9 + dev9t",
         "D": "D: + dev9 + dev9t weighted to random"}


def rows() -> pd.DataFrame:
    dev = load_split("dev")
    return pd.concat([dev, load_split("dev9"), load_split("dev9t")], ignore_index=True)


def weights(recipe: str, part: np.ndarray, venue: np.ndarray, train_rows: np.ndarray) -> np.ndarray:
    """The sample weight of each row of ``train_rows`` under ``recipe`` (0: not trained on)."""
    p = part[train_rows]
    w = np.isin(p, ["dev9", "dev9t"], invert=True).astype(float)
    if recipe in ("B", "C", "D"):
        w[p == "dev9"] = 1.0
    if recipe == "C":
        w[p == "dev9t"] = 1.0
    if recipe == "D":
        n_rv = np.sum((p == "dev9") & np.isin(venue[train_rows], ROBOVISION))
        w[p == "dev9t"] = THEORY_SHARE_RV * n_rv / max(1, np.sum(p == "dev9t"))
    return w


def _fit(X, y, w, c, weight) -> LogisticRegression:
    return LogisticRegression(C=c, class_weight=weight, max_iter=10000, tol=1e-7).fit(
        X, y, sample_weight=w)


def _inner(X, y, rules, dicts, w, scored, seed, grid):
    """train._select with sample weights, scored on ``scored`` rows: the chosen grid point
    and its inner out-of-fold (final labels, model probabilities)."""
    best = None
    for c, cw in grid:
        pred, proba = np.empty(len(y), dtype=object), np.zeros(len(y))
        for a, b in StratifiedKFold(5, shuffle=True, random_state=seed).split(X, y):
            keep = a[y[a] != "unclear"]
            lab, pr = train._predict(_fit(X[keep], y[keep], w[keep], c, cw), X[b], dicts[b],
                                     with_proba=True)
            pred[b], proba[b] = train._final_labels(lab, rules[b]), pr
        score = train._objective(train._as_series(y[scored]), train._as_series(pred[scored]))
        if best is None or score > best[0]:
            best = (score, (c, cw), pred, proba)
    return best[1:]


def _calibration(y, rules, pred, proba, fresh):
    """train.py's calibration of one set of out-of-fold predictions (one repeat)."""
    conf = train.cross_fitted(y, rules, [pred], [proba])
    right = np.array([pred == y])
    shift = train.fresh_shift(conf[:, fresh], right[:, fresh]) if fresh.any() else 0.0
    cal = train.calibration(y, rules, [pred], [proba])
    cal.shift = shift
    return cal


def one_fold(data, k, a, b, recipes, grid):
    """Every recipe on outer fold ``k``: per recipe the test rows' labels and confidences."""
    feats, texts, y, rules, part, venue, choice = data
    dicts = np.array(choice, dtype=object)
    out = {}
    for recipe in recipes:
        w_all = weights(recipe, part, venue, a)
        tr, w = a[w_all > 0], w_all[w_all > 0]
        X = train.Design(feats, texts, tr).X
        random_rows = part[tr] != "dev9t"
        (c, cw), pred_in, proba_in = _inner(X[tr], y[tr], rules[tr], dicts[tr], w,
                                            random_rows, train.SEED + 1 + k, grid)
        keep = y[tr] != "unclear"
        lr = _fit(X[tr][keep], y[tr][keep], w[keep], c, cw)
        lab, proba = train._predict(lr, X[b], dicts[b], with_proba=True)
        pred = train._final_labels(lab, rules[b])
        r = random_rows
        cal = _calibration(y[tr][r], rules[tr][r], pred_in[r], proba_in[r],
                           (part[tr][r] == "dev5"))
        conf = train.calibrated(cal, rules[b], pred, proba)
        out[recipe] = {"pred": pred, "conf": conf, "C": c, "weight": cw, "shift": cal.shift}
    return k, b, out


def fold_scores(y, part, b, res) -> dict:
    """The scores of one recipe on the random-sample rows of one outer test fold."""
    m = part[b] != "dev9t"
    gold, pred = train._as_series(y[b][m]), train._as_series(res["pred"][m])
    s = scores(gold, pred)
    return {"f1_3way": s["f1_3way"], "f1_binary": s["f1_binary"],
            "theory_precision": theory_precision(gold, pred),
            "ece": expected_calibration_error(res["conf"][m], (pred == gold).to_numpy()),
            "n": int(m.sum()), "C": res["C"], "weight": res["weight"],
            "shift": round(res["shift"], 3)}


def run(repeats: int, folds_limit: int | None, jobs: int, grid) -> tuple[pd.DataFrame, dict]:
    df = rows()
    _, feats, rules, texts, choice = train.dev_features(df)
    y = df["label"].to_numpy(dtype=object)
    part = np.array([p.split(" ")[0] for p in df["part"]], dtype=object)
    venue = df["venue"].str.upper().to_numpy(dtype=object)
    strata = np.array([f"{p}|{lab}" for p, lab in zip(part, y, strict=True)])
    outer = RepeatedStratifiedKFold(n_splits=5, n_repeats=repeats, random_state=train.SEED)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # strata under 5 rows (dev9 theory: 4)
        splits = list(outer.split(np.zeros(len(y)), strata))[:folds_limit]
    data = (feats, texts, y, rules, part, venue, choice)
    if jobs > 1:
        from joblib import Parallel, delayed
        done = Parallel(n_jobs=jobs)(delayed(one_fold)(data, k, a, b, RECIPES, grid)
                                     for k, (a, b) in enumerate(splits))
    else:
        done = [one_fold(data, k, a, b, RECIPES, grid) for k, (a, b) in enumerate(splits)]
    table = []
    pooled = {(rep, r): [np.full(len(y), None, dtype=object), np.zeros(len(y))]
              for rep in range(repeats) for r in RECIPES}
    for k, b, out in done:
        for recipe, res in out.items():
            table.append({"fold": k, "recipe": recipe, **fold_scores(y, part, b, res)})
            pooled[(k // 5, recipe)][0][b] = res["pred"]
            pooled[(k // 5, recipe)][1][b] = res["conf"]
    return pd.DataFrame(table), {"y": y, "part": part, "venue": venue, "pooled": pooled}


METRICS = ("f1_3way", "f1_binary", "theory_precision", "ece")


def summary(table: pd.DataFrame) -> str:
    """Per recipe mean and sd over folds; per recipe the paired differences from A."""
    lines = []
    wide = table.pivot(index="fold", columns="recipe", values=list(METRICS))
    n_indep = min(5, len(wide))
    lines.append("recipe | " + " | ".join(f"{m} mean (sd)" for m in METRICS))
    for r in RECIPES:
        cells = [f"{wide[m][r].mean():.4f} ({wide[m][r].std(ddof=1):.4f})" for m in METRICS]
        lines.append(f"{NAMES[r]} | " + " | ".join(cells))
    lines.append(f"\npaired difference from A: mean (sd over {len(wide)} folds; "
                 f"se = sd / sqrt({n_indep})); folds where the recipe is better")
    for r in RECIPES[1:]:
        cells = []
        for m in METRICS:
            d = wide[m][r] - wide[m]["A"]
            better = (d < 0).sum() if m == "ece" else (d > 0).sum()
            cells.append(f"{m} {d.mean():+.4f} (sd {d.std(ddof=1):.4f}, se "
                         f"{d.std(ddof=1) / np.sqrt(n_indep):.4f}; better {better}/{len(d)})")
        lines.append(f"{NAMES[r]}: " + "; ".join(cells))
    chosen = table.groupby(["recipe", "C", "weight"], dropna=False).size()
    lines.append(f"\ngrid points chosen (recipe, C, class weight: folds): {chosen.to_dict()}")
    return "\n".join(lines)


def subgroups(info: dict) -> str:
    """Pooled out-of-fold scores (mean over repeats) on dev9's rows, on the robotics /
    vision rows of the random parts (where round 9 should help if anywhere), and on dev9t
    (the theory-only cell of those venues; its rows are out of fold here too)."""
    y, part, venue = info["y"], info["part"], info["venue"]
    groups = {"dev9 (190)": part == "dev9",
              "robotics / vision, random parts": (part != "dev9t") & np.isin(venue, ROBOVISION),
              "other venues, random parts": (part != "dev9t") & ~np.isin(venue, ROBOVISION),
              # a stratum, not a mix: robotics / vision papers main labels theory-only
              "dev9t (60, enriched)": part == "dev9t"}
    lines = []
    repeats = sorted({rep for rep, _ in info["pooled"]})
    for name, m in groups.items():
        for r in RECIPES:
            vals = []
            for rep in repeats:
                pred, conf = info["pooled"][(rep, r)]
                g, p = train._as_series(y[m]), train._as_series(pred[m])
                if p.isna().any():
                    continue
                s = scores(g, p)
                vals.append((s["f1_3way"], s["f1_binary"], theory_precision(g, p),
                             expected_calibration_error(conf[m], (p == g).to_numpy()),
                             int((p == "theory").sum())))
            if vals:
                v = np.mean(vals, axis=0)
                lines.append(f"{name:<34} {NAMES[r]:<40} n {m.sum():>4} 3-way {v[0]:.3f} "
                             f"binary {v[1]:.3f} theory prec {v[2]:.3f} (said theory "
                             f"{v[4]:.0f}) ECE {v[3]:.3f}")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--jobs", type=int, default=1, help="outer folds in this many processes")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--smoke", action="store_true", help="one outer fold, one grid point")
    ap.add_argument("--csv", default="", help="also write the per-fold table here")
    ap.add_argument("--fixed", default="", metavar="C,WEIGHT",
                    help="no search: this C and class weight in every fold (e.g. 3,balanced)")
    args = ap.parse_args()
    grid = [(3.0, "balanced")] if args.smoke else train.GRID
    if args.fixed:
        c, w = args.fixed.split(",")
        grid = [(float(c), None if w.lower() == "none" else w)]
    table, info = run(1 if args.smoke else args.repeats, 1 if args.smoke else None,
                      args.jobs, grid)
    if args.csv:
        table.to_csv(args.csv, index=False)
    print(table.round(4).to_string(index=False))
    print()
    print(summary(table) if not args.smoke else "")
    print()
    print(subgroups(info) if not args.smoke else "")


if __name__ == "__main__":
    main()

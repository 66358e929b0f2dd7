"""95% bootstrap intervals of a dev split's figures, this checkout vs a git ref; and the
fresh blind sets pooled, each scored by the release of the session that drew it.

    PYTHONPATH=$PWD python3 bench/paper_types/bootstrap_dev.py dev12 --previous de4d2df
    PYTHONPATH=$PWD python3 bench/paper_types/bootstrap_dev.py blind

Why: a fresh dev set of 120-200 abstracts holds 15-40 theory / both papers, so a macro-F1
read on it moves by several points with the draw.  The abstracts are resampled with
replacement (percentile bootstrap, 2,000 draws, seed 0: the interval's ends move by under
0.005 between seeds at that count), and both classifiers are scored on the same resample,
so the interval of their difference is paired.  Figures: 3-way and binary macro-F1, theory
precision (a draw where nothing is called theory scores 0, as ``evaluate.theory_precision``
does) and ECE (10 bins, 4-way correctness).  DEV splits only (``evaluate.SPLITS`` minus
``HELD_OUT``): held-out labels are never opened here.

``blind`` pools dev10-dev22 (``BLIND``), each labelled by the main of
the session that drew it, before any rule was written from its misses: the estimate of what a held-out
set will read, since each row was as new to the classifier that scored it as a held-out row is.
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
METRICS = ("f1_3way", "f1_binary", "theory_precision", "ece")
# each fresh set and the main it was first scored with (RESULTS.md, waves 61-73)
BLIND = {"dev10": "cdbe582", "dev11": "b8e7af1", "dev12": "de4d2df", "dev13": "92f9a68",
         "dev14": "6f1dd61", "dev15": "b8a8d9b", "dev16": "3a6a716",
         "dev17": "b9db9c9", "dev18": "33b394c", "dev19": "7358e63",
         "dev20": "d8c326e", "dev21": "9be8f82", "dev22": "8d3689d"}


def interval(values: np.ndarray) -> str:
    lo, hi = np.percentile(values, [2.5, 97.5])
    return f"[{lo:.3f}, {hi:.3f}]"


def figures(gold: pd.Series, label: pd.Series, confidence: np.ndarray) -> dict[str, float]:
    s = evaluate.scores(gold, label)
    right = (gold.to_numpy() == label.to_numpy())
    return {"f1_3way": s["f1_3way"], "f1_binary": s["f1_binary"],
            "theory_precision": evaluate.theory_precision(gold, label),
            "ece": float(evaluate.expected_calibration_error(confidence, right))}


def draws(n: int, seed: int = 0) -> np.ndarray:
    """How often each row is drawn in each of the :data:`DRAWS` resamples (DRAWS x n): the
    resamples ``rng.integers(0, n, n)`` gives, one after the other, as counts."""
    rng = np.random.default_rng(seed)
    return np.stack([np.bincount(rng.integers(0, n, n), minlength=n) for _ in range(DRAWS)]
                    ).astype(float)


def _macro_f1(w: np.ndarray, gold: np.ndarray, pred: np.ndarray, labels) -> np.ndarray:
    """Macro-F1 over ``labels`` of every resample at once (``w``: draws x rows, the weight of
    each row), 0 for a class no resample row holds or predicts (``zero_division=0``)."""
    out = []
    for c in labels:
        tp, fp, fn = (w @ ((gold == c) & (pred == c)), w @ ((gold != c) & (pred == c)),
                      w @ ((gold == c) & (pred != c)))
        den = 2 * tp + fp + fn
        out.append(np.divide(2 * tp, den, out=np.zeros_like(den), where=den > 0))
    return np.mean(out, axis=0)


def resampled(w: np.ndarray, gold: np.ndarray, label: np.ndarray, conf: np.ndarray
              ) -> dict[str, np.ndarray]:
    """:func:`figures` of every resample at once, as weights over the rows: a loop of 2,000
    pandas scorings per classifier took ~8 min a set on a busy host (label72)."""
    known = gold != "unclear"
    wk = w[:, known]
    theory_said = label == "theory"
    said, right_said = w @ theory_said, w @ (theory_said & (gold == "theory"))
    right = (label == gold).astype(float)
    which = np.clip(np.ceil(conf * 10).astype(int) - 1, 0, 9)
    total, ece = w.sum(axis=1), np.zeros(len(w))
    for k in range(10):
        inside = which == k
        n_k = w[:, inside].sum(axis=1)
        safe = np.where(n_k > 0, n_k, 1)
        ece += n_k / total * np.abs((w[:, inside] @ conf[inside] - w[:, inside] @ right[inside])
                                    / safe)
    return {"f1_3way": _macro_f1(wk, gold[known], label[known], evaluate.THREE),
            "f1_binary": _macro_f1(wk, np.where(gold[known] == "theory", "theory", "not"),
                                   np.where(theory_said[known], "theory", "not"),
                                   ["theory", "not"]),
            "theory_precision": np.divide(right_said, said, out=np.zeros_like(said),
                                          where=said > 0),
            "ece": ece}


def bootstrap(gold: pd.Series, preds: dict[str, tuple[pd.Series, np.ndarray]],
              seed: int = 0) -> dict:
    """Per classifier (label, confidence) and metric: the point value and the 2,000
    resampled values (the same resamples for every classifier: paired)."""
    gold_a = gold.to_numpy(dtype=object)
    w = draws(len(gold_a), seed)
    out = {}
    for name, (lab, conf) in preds.items():
        conf = np.asarray(conf, dtype=float)
        point = figures(gold.reset_index(drop=True), lab.reset_index(drop=True), conf)
        values = resampled(w, gold_a, lab.to_numpy(dtype=object), conf)
        out[name] = {m: (point[m], values[m]) for m in METRICS}
    return out


def show(title: str, gold: pd.Series, preds: dict[str, tuple[pd.Series, np.ndarray]]) -> None:
    res = bootstrap(gold, preds)
    print(f"{title}: n = {len(gold)}, {DRAWS} bootstrap draws, 95% percentile intervals")
    for name, ms in res.items():
        said = int((preds[name][0] == "theory").sum())
        print(f"  {name:16s} " + "  ".join(f"{m} {p:.3f} {interval(v)}"
                                           for m, (p, v) in ms.items())
              + f"  (theory said {said})")
        print("    confusion (rows gold):\n    "
              + evaluate.confusion(gold.reset_index(drop=True), preds[name][0].reset_index(
                  drop=True)).to_string().replace("\n", "\n    "))
    names = list(res)
    for other in names[1:]:
        for m in ("f1_3way", "f1_binary"):
            diff = res[names[0]][m][1] - res[other][m][1]
            point = res[names[0]][m][0] - res[other][m][0]
            print(f"  difference {m} ({names[0]} - {other}): {point:+.3f} {interval(diff)}")


def blind() -> None:
    """dev10-dev22, each labelled by its session's main, pooled; this checkout
    on the same rows beside it."""
    frames, labels, confs, here, here_conf = [], [], [], [], []
    for split, ref in BLIND.items():
        df = evaluate.load_split(split)
        pred = evaluate.predict(df, ref)
        frames.append(df)
        labels += list(pred["previous"])
        confs += list(pred["previous_confidence"])
        here += list(pred["paper_type"])
        here_conf += list(pred["paper_type_confidence"])
        show(f"{split} blind ({ref})", df["label"],
             {ref: (pred["previous"], np.asarray(pred["previous_confidence"], dtype=float))})
    gold = pd.concat(frames, ignore_index=True)["label"]
    show(" + ".join(BLIND) + ", each scored blind", gold,
         {"blind": (pd.Series(labels), np.asarray(confs, dtype=float)),
          "this checkout": (pd.Series(here), np.asarray(here_conf, dtype=float))})


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("split", choices=sorted(set(evaluate.SPLITS) - set(evaluate.HELD_OUT))
                    + ["blind"])
    ap.add_argument("--previous", default="", metavar="REF")
    args = ap.parse_args()
    if args.split == "blind":
        blind()
        return
    df = evaluate.load_split(args.split)
    pred = evaluate.predict(df, args.previous)
    preds = {"this checkout": (pred["paper_type"],
                               np.asarray(pred["paper_type_confidence"], dtype=float))}
    if args.previous:
        preds[args.previous] = (pred["previous"],
                                np.asarray(pred["previous_confidence"], dtype=float))
    show(args.split, df["label"], preds)


if __name__ == "__main__":
    main()

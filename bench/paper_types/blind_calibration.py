"""Fit the blind-set confidence map (:mod:`analysis.paper_types.blindmap`); check it.

    python bench/paper_types/blind_calibration.py           # fit on the committed pairs, write the map
    python bench/paper_types/blind_calibration.py --pairs   # first redo the pairs (git archive of each main)
    python bench/paper_types/blind_calibration.py --check   # redo pairs and fit; exit 1 if either differs
    python bench/paper_types/blind_calibration.py --report  # leave one set out: first-scoring and today's rows

The pairs: each blind dev set (dev10-dev18; never dev7, check9 or test*) classified by the
main of the session that drew it (``bootstrap_dev.BLIND``), before any rule was written from
it: its label, its stated confidence and whether the label is right, one row per abstract
(``blind_pairs_w70.csv``).  The map is fitted on those pairs by maximum likelihood
(:func:`fit`) on the model's pairs; a rules' label's number is its share right
(:func:`fit_pairs`); the two constants with fits of their own (a doubted theory label's
``unclear``, a gate-moved label) are left out (:func:`sources`).
dev9 and dev9t are not in the fit: round 9's main is not recorded, and dev9t was drawn from
main's theory labels, not at random.

``--report``, leave one set out: the map fitted on the other sets' pairs, scored (ECE, 10
bins; per band n, accuracy, stated confidence) on the left-out set's first-scoring pairs and
on today's pipeline's predictions of it (:func:`analysis.paper_types.classify.decided_rows`:
the confidence before the map, and its source); then the shipped map on dev, dev9, dev9t.
"""

from __future__ import annotations

import argparse
import json
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

import evaluate  # noqa: E402
from bootstrap_dev import BLIND  # noqa: E402

from analysis.paper_types import classify  # noqa: E402
from analysis.paper_types.blindmap import MAP_PATH, SOURCES, BlindMap, logit  # noqa: E402
from analysis.paper_types.calibration import bands, expected_calibration_error  # noqa: E402
from analysis.paper_types.gated import GATED_CONFIDENCE  # noqa: E402
from analysis.paper_types.model import shipped_model  # noqa: E402
from analysis.paper_types.rules import score_text  # noqa: E402
from analysis.text import clean_text  # noqa: E402

PAIRS = HERE / "blind_pairs_w70.csv"
NEWTON_STEPS = 50


def first_scoring_pairs() -> pd.DataFrame:
    """Each blind set's labels and confidences by the main that had not read it."""
    frames = []
    for split, ref in BLIND.items():
        df = evaluate.load_split(split)
        prev = evaluate.previous_classifier(ref, df)
        frames.append(pd.DataFrame({"set": split, "main": ref, "paper_id": df["paper_id"],
                                    "label": prev["label"], "gold": df["label"],
                                    "confidence": np.round(prev["confidence"], 3)}))
    return pd.concat(frames, ignore_index=True)


def read_pairs(path: Path = PAIRS) -> pd.DataFrame:
    return pd.read_csv(path, dtype={"paper_id": str}, keep_default_na=False)


def sources(pairs: pd.DataFrame) -> pd.Series:
    """Each pair's source, as far as the stated numbers tell it: a doubted theory label's
    ``unclear`` (``doubted_unclear``) and a gate-moved ``both`` (``GATED_CONFIDENCE``) are
    ``own`` (constants with fits of their own), every other ``unclear`` and an ``empirical`` at
    the rules' own number are ``rules`` (the model never states ``unclear``, and no step of its
    map is that number), the rest ``model``."""
    cal = shipped_model().calibration
    conf = pairs["confidence"].round(3)
    own = (((pairs["label"] == "unclear") & (conf == round(cal.doubted_unclear or -1, 3)))
           | ((pairs["label"] == "both") & (conf == GATED_CONFIDENCE)))
    rules = ~own & ((pairs["label"] == "unclear") | ((pairs["label"] == "empirical")
                                                     & (conf == cal.of_rules("empirical"))))
    return pd.Series(np.where(own, "own", np.where(rules, "rules", "model")), index=pairs.index)


def fit(confidence: np.ndarray, right: np.ndarray,
        rules: dict[str, float] | None = None) -> BlindMap:
    """Platt's two numbers by maximum likelihood (Newton's method from a = 1, b = 0)."""
    x = logit(confidence)
    y = np.asarray(right, dtype=float)
    design = np.column_stack([x, np.ones_like(x)])
    w = np.array([1.0, 0.0])
    for _ in range(NEWTON_STEPS):
        p = 1.0 / (1.0 + np.exp(-design @ w))
        hessian = design.T @ (design * (p * (1 - p))[:, None])
        w = w + np.linalg.solve(hessian, design.T @ (y - p))
    return BlindMap(float(w[0]), float(w[1]), rules)


def fit_pairs(pairs: pd.DataFrame) -> BlindMap:
    """Platt's map on the model's pairs; the rules' labels' shares right, (right + 1) / (n + 2)."""
    source = sources(pairs)
    right = pairs["label"] == pairs["gold"]
    rules = {label: float((right[inside].sum() + 1) / (inside.sum() + 2))
             for label in ("empirical", "unclear")
             for inside in [(source == "rules") & (pairs["label"] == label)]}
    model = source == "model"
    return fit(pairs["confidence"][model].to_numpy(float), right[model].to_numpy(), rules)


def moved_pairs(blind: BlindMap, pairs: pd.DataFrame) -> np.ndarray:
    """The pairs' confidences as ``blind`` states them (the own constants unmoved)."""
    return np.array([blind(c, {"own": "own"}.get(s, s), label) for c, s, label in
                     zip(pairs["confidence"], sources(pairs), pairs["label"], strict=True)])


def band_line(conf: np.ndarray, right: np.ndarray) -> str:
    parts = [f"ECE {expected_calibration_error(conf, right):.3f}"]
    for name in ("certain", "likely", "uncertain"):
        inside = bands(conf) == name
        if inside.any():
            parts.append(f"{name} {inside.sum()} {right[inside].mean():.3f}/"
                         f"{conf[inside].mean():.3f}")
    return "; ".join(parts)


def todays_rows(split: str) -> pd.DataFrame:
    """Today's pipeline on a split: label, confidence before the map, its source, gold."""
    df = evaluate.load_split(split)
    scored = [score_text(clean_text(a), clean_text(t), a)
              for a, t in zip(df["abstract"], df["title"], strict=True)]
    rows = classify.decided_rows(scored, df["abstract"].tolist())
    out = pd.DataFrame(rows, columns=["label", "evidence", "confidence", "source"])
    return out.assign(gold=df["label"].to_numpy(), paper_id=df["paper_id"].to_numpy())


def mapped(blind: BlindMap, rows: pd.DataFrame) -> np.ndarray:
    return np.array([blind(c, s, label) for c, s, label in
                     zip(rows["confidence"], rows["source"], rows["label"], strict=True)])


def report(pairs: pd.DataFrame, shipped: BlindMap) -> None:
    pooled: dict[str, list] = {"first before": [], "first after": [],
                               "today before": [], "today after": []}
    for split in BLIND:
        fold = fit_pairs(pairs[pairs["set"] != split])
        first = pairs[pairs["set"] == split]
        right = (first["label"] == first["gold"]).to_numpy()
        moved = moved_pairs(fold, first)
        today = todays_rows(split)
        t_right = (today["label"] == today["gold"]).to_numpy()
        t_after = mapped(fold, today)
        print(f"{split} (a {fold.a:.3f}, b {fold.b:.3f} from the other sets)")
        for name, conf, r in (("first before", first["confidence"].to_numpy(float), right),
                              ("first after", moved, right),
                              ("today before", today["confidence"].to_numpy(float), t_right),
                              ("today after", t_after, t_right)):
            print(f"  {name:13s} {band_line(conf, r)}")
            pooled[name].append((conf, r))
    print("pooled, each set left out:")
    for name, parts in pooled.items():
        conf = np.concatenate([c for c, _ in parts])
        r = np.concatenate([x for _, x in parts])
        print(f"  {name:13s} {band_line(conf, r)}")
    print(f"shipped map a {shipped.a:.4f}, b {shipped.b:.4f}:")
    for split in ("dev", "dev9", "dev9t"):
        today = todays_rows(split)
        r = (today["label"] == today["gold"]).to_numpy()
        print(f"  {split:6s} before {band_line(today['confidence'].to_numpy(float), r)}")
        print(f"  {split:6s} after  {band_line(mapped(shipped, today), r)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pairs", action="store_true", help="redo the first-scoring pairs first")
    ap.add_argument("--check", action="store_true",
                    help="redo pairs and map; exit 1 if either differs from the committed")
    ap.add_argument("--report", action="store_true", help="leave one set out, and dev")
    args = ap.parse_args()
    if args.check:
        pairs = first_scoring_pairs()
        same = pairs.reset_index(drop=True).equals(read_pairs().reset_index(drop=True))
        shipped = json.loads(MAP_PATH.read_text())["map"]
        refit = fit_pairs(pairs).to_dict()
        print(f"pairs as committed: {same}; map refitted {refit}, shipped {shipped}")
        sys.exit(0 if same and refit == shipped else 1)
    if args.pairs:
        first_scoring_pairs().to_csv(PAIRS, index=False)
    pairs = read_pairs()
    blind = fit_pairs(pairs)
    if args.report:
        report(pairs, blind)
        return
    rows = sources(pairs).value_counts().to_dict()
    MAP_PATH.write_text(json.dumps({
        "map": blind.to_dict(), "sources": list(SOURCES), "rows": rows,
        "sets": {k: v for k, v in BLIND.items()},
        "fitted_by": "bench/paper_types/blind_calibration.py"}, indent=1) + "\n")
    print(f"wrote {MAP_PATH}: {blind.to_dict()} from pairs {rows}")


if __name__ == "__main__":
    main()

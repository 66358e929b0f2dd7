"""Does a refit on dev + the eleven blind sets (dev10-dev20) carry to new papers?  (Issue 14,
session 72; wave 64's ``refit_blind.py`` had three blind sets, this has eleven.)

    python bench/paper_types/refit72.py features          # cache every row's features (once)
    python bench/paper_types/refit72.py fold dev13 [...]   # fit and score one left-out set
    python bench/paper_types/refit72.py pool               # pool the folds, paired bootstrap

Leave-one-blind-set-out: for each of dev10 .. dev20 the model is refitted on the dev split
(``evaluate.DEV_PARTS``, 2,142 rows) plus the other ten blind sets, with train.py's own
choice of C and class weight on those training rows (``train._select``: inner 5-fold CV,
the shipped point kept unless another beats it by ``train.KEEP_MARGIN``), and built as
train.py builds the shipped model (``refit_blind.fold_model``: isotonic map on the training
rows' out-of-fold predictions, 3 x 5-fold; fresh shift fitted on dev5's; domain regression
on the training rows' words + dev9; the shipped ``theory_shift`` and ``doubted_unclear``).
The left-out set is then typed through the whole pipeline (``classify_papers`` with the
fold's model in place of the shipped one: rules, choice, ``allowed``, doubt step, calibrated
confidence) and so is it by the shipped model, which never saw any blind set either.
dev9 / dev9t are not training rows (``theory_shift`` is fitted on their theory labels).
``--variant`` changes the word features of the fold models (``MIN_DF`` / ``WORD_SCALE``),
or (``free``) lets the inner CV pick any grid point (no ``KEEP_MARGIN`` for the shipped one).

Held-out rows (test6, test8, dev7, check9) are never read; test5 is not a training row.
Scratch (features, fold outputs) goes to ``$REFIT72_TMP`` (default /work/tmp/refit72).
"""

from __future__ import annotations

import argparse
import os
import pickle
import sys
import time

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
from pathlib import Path

import numpy as np
import pandas as pd

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))

import refit_blind  # noqa: E402
import train  # noqa: E402
from evaluate import load_split  # noqa: E402

from analysis.paper_types.model import PaperTypeModel  # noqa: E402

TMP = Path(os.environ.get("REFIT72_TMP", "/work/tmp/refit72"))
VARIANTS = {"plain": (train.MIN_DF, train.WORD_SCALE), "df5": (5, train.WORD_SCALE),
            "df20": (20, train.WORD_SCALE), "scale2": (train.MIN_DF, 2.0),
            "scale4": (train.MIN_DF, 4.0), "free": (train.MIN_DF, train.WORD_SCALE)}
# ``free``: the plain words, the grid point with the best inner-CV objective whatever the
# shipped one scores (no ``KEEP_MARGIN``)


#: The sets measured (session 72): dev10-dev20.  dev21, drawn the same session, stays out:
#: it was kept blind to check that session's merged changes (evaluate.BLIND_SETS has it).
BLIND_SETS = tuple(f"dev{i}" for i in range(10, 21))


def training_parts(held: str) -> list[str]:
    """The sample parts a fold model leaving ``held`` out is fitted on: every dev part and
    every blind set but ``held`` (never round 9, a held-out split or test5)."""
    return list(train_dev_parts()) + [s for s in BLIND_SETS if s != held]


def train_dev_parts() -> list[str]:
    from evaluate import DEV_PARTS
    return list(DEV_PARTS)


def load_rows() -> pd.DataFrame:
    """dev (its parts), dev9 (domain rows only) and the eleven blind sets, one frame."""
    frames = [load_split("dev")] + [load_split(s).assign(part=s) for s in ("dev9",) + BLIND_SETS]
    return pd.concat(frames, ignore_index=True)


def features() -> train.Dev:
    path = TMP / "features.pkl"
    if path.exists():
        return pickle.loads(path.read_bytes())
    t = time.process_time()
    data = train.dev_features(load_rows())
    TMP.mkdir(parents=True, exist_ok=True)
    path.write_bytes(pickle.dumps(data))
    print(f"features of {len(data.feats)} rows: {time.process_time() - t:.0f}s CPU")
    return data


def fold(held: str, variant: str = "plain") -> None:
    """Fit the fold model leaving ``held`` out; type ``held`` with it and the shipped model."""
    data = features()
    part = data.df["part"].to_numpy()
    tr = refit_blind.subset(data, np.where(np.isin(part, training_parts(held)))[0])
    test = data.df.iloc[np.where(part == held)[0]]
    t = time.process_time()
    train.MIN_DF, train.WORD_SCALE = VARIANTS[variant]
    shipped = PaperTypeModel.load().meta
    y = tr.df["label"].to_numpy(dtype=object)
    X = train.Design(tr.feats, tr.texts).X
    (c, w), obj = train._select(X, y, tr.rules, np.array(tr.choice, dtype=object),
                                np.arange(len(y)), prefer=None if variant == "free" else
                                (shipped["C"], shipped["class_weight"]))
    round9 = refit_blind.subset(data, np.where(part == "dev9")[0])
    model = refit_blind.fold_model(tr, c, w, round9)
    out = refit_blind.classified(test, model)
    base = refit_blind.classified(test, None)
    cpu = time.process_time() - t
    res = {"held": held, "variant": variant, "C": c, "weight": w, "objective": obj,
           "train": len(y), "gold": test["label"].to_numpy(), "venue": test["venue"].to_numpy(),
           "paper_id": test["paper_id"].to_numpy(), "refit": out, "shipped": base, "cpu": cpu}
    (TMP / f"fold_{variant}_{held}.pkl").write_bytes(pickle.dumps(res))
    m_new = refit_blind.measures(test["label"], out)
    m_old = refit_blind.measures(test["label"], base)
    print(f"{held} {variant}: C {c} {w} (obj {obj:.4f}), train {len(y)}, {cpu:.0f}s CPU\n"
          f"  shipped {pretty(m_old)}\n  refit   {pretty(m_new)}", flush=True)


def pretty(m: dict) -> str:
    return "  ".join(f"{k} {v:.3f}" if isinstance(v, float) else f"{k} {v}" for k, v in m.items())


def pool(variant: str = "plain", draws: int = 2000) -> pd.DataFrame:
    """Per fold and pooled: the shipped model and the fold models on the left-out sets;
    ``draws`` bootstrap draws (0: no intervals, the point figures only)."""
    from analysis.paper_types.calibration import bands
    rows, gold, new, old = [], [], [], []
    for held in BLIND_SETS:
        path = TMP / f"fold_{variant}_{held}.pkl"
        if not path.exists():
            print(f"missing {path.name}")
            continue
        r = pickle.loads(path.read_bytes())
        g = pd.Series(r["gold"])
        for name in ("shipped", "refit"):
            rows.append({"fold": held, "model": name if name == "shipped" else
                         f"refit C{r['C']:g} {r['weight']}", **refit_blind.measures(g, r[name])})
        gold.append(g)
        new.append(r["refit"])
        old.append(r["shipped"])
    g = pd.concat(gold, ignore_index=True)
    o, n = pd.concat(old, ignore_index=True), pd.concat(new, ignore_index=True)
    rows.append({"fold": "pooled", "model": "shipped", **refit_blind.measures(g, o)})
    rows.append({"fold": "pooled", "model": "refit", **refit_blind.measures(g, n),
                 **(refit_blind.paired(g, o, n, draws) if draws else {})})
    table = pd.DataFrame(rows)
    print(table.round(3).to_string(index=False))
    if not draws:
        return table
    import bootstrap_dev
    preds = {"refit": (n["paper_type"], n["paper_type_confidence"].to_numpy(float)),
             "shipped": (o["paper_type"], o["paper_type_confidence"].to_numpy(float))}
    bootstrap_dev.show(f"pooled left-out sets ({variant})", g, preds)
    for name, out in (("shipped", o), ("refit", n)):
        conf = out["paper_type_confidence"].to_numpy(float)
        right = (out["paper_type"].to_numpy() == g.to_numpy())
        b = bands(conf)
        print(f"  {name} bands: " + "; ".join(
            f"{k} n={(b == k).sum()} acc={right[b == k].mean():.3f} conf={conf[b == k].mean():.3f}"
            for k in ("certain", "likely", "uncertain") if (b == k).any()))
    return table


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("what", choices=("features", "fold", "pool"))
    ap.add_argument("held", nargs="*", help="fold: the left-out blind sets (default all)")
    ap.add_argument("--variant", default="plain", choices=sorted(VARIANTS))
    args = ap.parse_args()
    if args.what == "features":
        features()
    elif args.what == "fold":
        for held in args.held or BLIND_SETS:
            fold(held, args.variant)
    else:
        pool(args.variant)


if __name__ == "__main__":
    main()

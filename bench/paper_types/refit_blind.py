"""Does a refit on more, more varied labels gain out of sample?  (Issue 14, wave 64.)

    python bench/paper_types/refit_blind.py            # leave-one-blind-set-out, every variant
    python bench/paper_types/refit_blind.py --quick    # the shipped settings only

Leave-one-blind-set-out: the model (same features, same words recipe) is refitted on the
dev split (``evaluate.DEV_PARTS``, 2,142 rows) plus two of the blind sets dev10 / dev11 /
dev12 and scored on the third, through the shipped pipeline (``classify_papers`` with the
fold's model in place of the shipped one: rules, choice, doubt step, calibrated confidence);
the shipped model on the same rows in the same run.  Each fold's model is built as
``train.py`` builds the shipped one: calibration map from the training rows' out-of-fold
predictions (3 x 5-fold, fixed settings), the fresh-abstract shift fitted on dev5's rows,
the domain regression refitted on the training rows' words (+ dev9, as ``domain.py``); the
``theory_shift`` and ``doubted_unclear`` are the shipped ones (fitted on round 9 and the
pooled readings, neither a blind set).

Variants (every one reported): ``refit``: the shipped C and class weight; ``cv-C``: the grid
point ``train._select`` picks on the training rows (train.py's own 5-fold CV, never the
blind fold); ``61k-share``: rows from the 61k's venues weighted to the 61k's share of the
two corpora (60,974 of 85,038); ``+round9``: dev9 and dev9t in the training rows too.
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
from evaluate import load_split, scores, theory_precision  # noqa: E402
from sklearn.linear_model import LogisticRegression  # noqa: E402

from analysis.paper_types import classify  # noqa: E402
from analysis.paper_types.calibration import Calibration, expected_calibration_error  # noqa: E402
from analysis.paper_types.model import PaperTypeModel  # noqa: E402
from analysis.text import clean_text  # noqa: E402

BLIND = ("dev10", "dev11", "dev12")
MORE = ("AAAI", "ACML", "ALT", "AUTOML", "COLING", "CVPR", "ECCV", "ICCV", "ICRA", "IJCAI",
        "IROS", "RSS", "WACV")  # the 61k's venues (shared/corpora/papercopilot-more)
SHARE_61K = 60974 / (60974 + 24064)


def load_rows() -> pd.DataFrame:
    """dev (its parts), round 9 and the three blind sets, one frame."""
    frames = [load_split("dev")] + [load_split(s).assign(part=s)
                                    for s in ("dev9", "dev9t") + BLIND]
    return pd.concat(frames, ignore_index=True)


def subset(data: train.Dev, idx) -> train.Dev:
    idx = np.asarray(idx)
    return train.Dev(data.df.iloc[idx].reset_index(drop=True), [data.feats[i] for i in idx],
                     data.rules[idx], [data.texts[i] for i in idx],
                     [data.choice[i] for i in idx])


def corpus_weights(venues) -> np.ndarray:
    """Sample weights giving the 61k's venues ``SHARE_61K`` of the total weight."""
    more = np.isin(np.char.upper(np.asarray(venues, dtype=str)), MORE)
    w = np.ones(len(more))
    if more.any() and (~more).any():
        w[more] = SHARE_61K / (1 - SHARE_61K) * (~more).sum() / more.sum()
    return w / w.mean()


def fold_model(data: train.Dev, c, weight, domain_rows: train.Dev, weights=None) -> PaperTypeModel:
    """The model train.py would ship from ``data``'s rows with settings ``c``, ``weight``."""
    from domain import ENGINEERING, texts_of
    y = data.df["label"].to_numpy(dtype=object)
    model = train.refit(c, weight, data, weights)
    preds, probas = train.cross_validate(data.feats, data.texts, y, data.rules, data.choice,
                                         nested=False, fixed=(c, weight), with_proba=True,
                                         weights=weights)
    fresh = data.df["part"].isin(train.FRESH_PARTS).to_numpy()
    conf = train.cross_fitted(y, data.rules, preds, probas)
    shift = train.fresh_shift(conf[:, fresh], np.array([p == y for p in preds])[:, fresh])
    shipped = PaperTypeModel.load().calibration
    base = train.calibration(y, data.rules, preds, probas)
    model.calibration = Calibration(base.xs, base.ys, base.fallback, shift,
                                    shipped.theory_shift, shipped.doubted_unclear)
    dom = pd.concat([data.df, domain_rows.df], ignore_index=True).drop_duplicates("paper_id")
    X = model._word_matrix(texts_of(dom))
    target = dom["venue"].str.upper().isin(ENGINEERING).to_numpy()
    lr = LogisticRegression(C=1.0, max_iter=5000).fit(X, target)
    vocab = sorted(model.words)
    return PaperTypeModel(model.classes, model.coef, model.intercept, {}, model.words,
                          model.word_scale, model.calibration,
                          {w: float(v) for w, v in zip(vocab, lr.coef_[0], strict=True) if v},
                          float(lr.intercept_[0]))


def classified(df: pd.DataFrame, model: PaperTypeModel | None) -> pd.DataFrame:
    """``classify_papers`` on ``df`` with ``model`` in place of the shipped one (None: shipped)."""
    original = classify.shipped_model
    if model is not None:
        classify.shipped_model = lambda: model  # type: ignore[assignment]
    try:
        return classify.classify_papers([clean_text(a) for a in df["abstract"]],
                                        [clean_text(t) for t in df["title"]],
                                        df["abstract"].tolist())
    finally:
        classify.shipped_model = original  # type: ignore[assignment]


def measures(gold: pd.Series, out: pd.DataFrame) -> dict:
    pred = out["paper_type"].reset_index(drop=True)
    gold = gold.reset_index(drop=True)
    s = scores(gold, pred)
    return {"n": len(gold), "3-way": s["f1_3way"], "binary": s["f1_binary"],
            "theory prec": theory_precision(gold, pred), "n theory": int((pred == "theory").sum()),
            "ECE": expected_calibration_error(out["paper_type_confidence"].to_numpy(),
                                              (pred == gold).to_numpy())}


def variants(quick: bool) -> list[tuple[str, bool, bool, bool]]:
    """(name, choose C by train.py's CV, 61k weights, + round 9)."""
    out = [("refit", False, False, False)]
    if not quick:
        out += [("cv-C", True, False, False), ("61k-share", False, True, False),
                ("+round9", False, False, True)]
    return out


def run(quick: bool) -> pd.DataFrame:
    df = load_rows()
    data = train.dev_features(df)
    part = data.df["part"].to_numpy()
    shipped = PaperTypeModel.load().meta
    c0, w0 = shipped["C"], shipped["class_weight"]
    round9 = subset(data, np.where(part == "dev9")[0])
    rows, preds = [], {}
    for held in BLIND:
        test = np.where(part == held)[0]
        tdf = data.df.iloc[test]
        out = classified(tdf, None)
        preds[("shipped", held)] = out
        rows.append({"fold": held, "model": "shipped", **measures(tdf["label"], out)})
        for name, choose_c, weighted, with9 in variants(quick):
            keep = ~np.isin(part, ("dev9", "dev9t", held)) | (with9 & np.isin(part, ("dev9", "dev9t")))
            tr = subset(data, np.where(keep)[0])
            c, w = c0, w0
            if choose_c:
                X = train.Design(tr.feats, tr.texts).X
                (c, w), _ = train._select(X, tr.df["label"].to_numpy(dtype=object), tr.rules,
                                          np.array(tr.choice, dtype=object),
                                          np.arange(len(tr.feats)), prefer=(c0, w0))
            wts = corpus_weights(tr.df["venue"]) if weighted else None
            model = fold_model(tr, c, w, round9, wts)
            out = classified(tdf, model)
            preds[(name, held)] = out
            rows.append({"fold": held, "model": f"{name} C{c:g} {w}", "train": len(tr.feats),
                         **measures(tdf["label"], out)})
            print(pd.DataFrame(rows[-1:]).round(3).to_string(index=False), flush=True)
    table = pd.DataFrame(rows)
    pooled, base = [], None
    for name in ["shipped"] + [v[0] for v in variants(quick)]:
        gold = pd.concat([data.df.iloc[np.where(part == h)[0]]["label"] for h in BLIND])
        out = pd.concat([preds[(name, h)] for h in BLIND], ignore_index=True)
        pooled.append({"fold": "pooled", "model": name, **measures(gold, out),
                       **paired(gold, base, out)})
        base = out if name == "shipped" else base
    return pd.concat([table, pd.DataFrame(pooled)], ignore_index=True)


def paired(gold: pd.Series, base: pd.DataFrame | None, out: pd.DataFrame,
           draws: int = 2000) -> dict:
    """Against the shipped model on the same rows: labels that differ, and the 3-way F1
    difference with a 95% paired bootstrap interval (rows resampled, seed 0)."""
    if base is None:
        return {}
    g = gold.reset_index(drop=True).to_numpy(dtype=object)
    a = base["paper_type"].reset_index(drop=True).to_numpy(dtype=object)
    b = out["paper_type"].reset_index(drop=True).to_numpy(dtype=object)
    rng = np.random.default_rng(0)
    diffs = []
    for _ in range(draws):
        i = rng.integers(0, len(g), len(g))
        diffs.append(scores(pd.Series(g[i]), pd.Series(b[i]))["f1_3way"]
                     - scores(pd.Series(g[i]), pd.Series(a[i]))["f1_3way"])
    lo, hi = np.percentile(diffs, [2.5, 97.5])
    return {"changed": int((a != b).sum()), "right->wrong": int(((a == g) & (b != g)).sum()),
            "wrong->right": int(((a != g) & (b == g)).sum()),
            "diff 3-way": scores(pd.Series(g), pd.Series(b))["f1_3way"]
            - scores(pd.Series(g), pd.Series(a))["f1_3way"], "diff lo": lo, "diff hi": hi}


def union_cv(repeats: int = 3) -> pd.DataFrame:
    """train.py's nested CV (C and weight chosen inside each outer fold, doubt step applied)
    on dev + dev10-12: its out-of-fold scores on the dev rows, the blind rows and all."""
    df = load_rows()
    df = df[~df["part"].isin(("dev9", "dev9t"))].reset_index(drop=True)
    data = train.dev_features(df)
    y = data.df["label"].to_numpy(dtype=object)
    preds = train.cross_validate(data.feats, data.texts, y, data.rules, data.choice,
                                 repeats=repeats, venues=data.df["venue"].to_numpy())
    blind = data.df["part"].isin(BLIND).to_numpy()
    rows = []
    for name, m in (("dev rows", ~blind), ("blind rows", blind), ("all", np.ones(len(y), bool))):
        per = [scores(pd.Series(y[m]), pd.Series(p[m])) for p in preds]
        prec = [theory_precision(pd.Series(y[m]), pd.Series(p[m])) for p in preds]
        rows.append({"rows": name, "n": int(m.sum()),
                     "3-way": np.mean([s["f1_3way"] for s in per]),
                     "binary": np.mean([s["f1_binary"] for s in per]),
                     "theory prec": np.mean(prec)})
    return pd.DataFrame(rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="the shipped settings only")
    ap.add_argument("--cv", action="store_true", help="nested CV on dev + dev10-12 instead")
    args = ap.parse_args()
    table = union_cv() if args.cv else run(args.quick)
    print(table.round(3).to_string(index=False))


if __name__ == "__main__":
    main()

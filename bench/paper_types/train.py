"""Fit the paper-type model on the development labels; choose it by cross-validation.

    python bench/paper_types/train.py            # compare options by CV, fit, write the model
    python bench/paper_types/train.py --compare  # only print the CV comparison
    python bench/paper_types/train.py --check    # refit; exit 1 if labels or probabilities differ
    python bench/paper_types/train.py --loro     # leave-one-round-out: model, rules, keyword baseline

A refit writes the model without the theory label's domain shift: run
``bench/paper_types/domain.py`` after it (tests/test_paper_types_domain.py fails until then).

Only the development split is read: since round 5 that is the dev samples of rounds 1-5
and the test samples of rounds 1-4 (2,142 rows; the held-out samples are never read here;
round 7's candidate, fitted on 4,115 rows with test5 and dev7, was not shipped: RESULTS.md).
Every option is scored by repeated stratified 5-fold cross-validation on it (3
repeats, fixed seeds); the regularisation C and the class weighting are chosen inside each
outer fold (nested CV), so the reported CV score of the chosen option is not tuned on its
own test folds.  The final model is refitted on all dev rows with the settings the
full-dev CV picks and written to ``analysis/paper_types/data/paper_type_model.json``
(coefficients only, no pickle).

Calibration (:mod:`analysis.paper_types.calibration`): an isotonic map of the out-of-fold
predictions of the final pipeline (rules + model, all dev rows, 3 repeats), then a shift
for new abstracts fitted on the rows of ``FRESH_PARTS`` (dev rows whose mistakes were never
read while the rules were written: round 5's dev sample), see :func:`fresh_shift`.

Leave-one-round-out (``--loro``, :func:`leave_one_round_out`): nested CV mixes every round
into every fold, but new abstracts come from other venues and years than the rows the rules
were written from; fitting on all rounds but one and predicting that one imitates that
(round 5's test5 scored 0.845 held out while nested CV said 0.906; leaving round 5 out said
0.853).

Features: the rule cues' features (``analysis.paper_types.model.features``, including the
original abstract's formal notation) and the words' sublinear TF-IDF (words in at least
``MIN_DF`` dev texts, the unit vector times ``WORD_SCALE``).  The word vocabulary and idf
are fitted on the training folds only (they use no labels, but are refitted per fold all
the same).  ``MIN_DF`` = 10 and ``WORD_SCALE`` = 3 were chosen by the same CV on dev in
round 3 (scale 1 / 2 / 3 / 4, min_df 3 / 5 / 10, unigrams / bigrams: all within 0.005).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import NamedTuple

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # a shared machine: one core is enough
os.environ.setdefault("OMP_NUM_THREADS", "1")
from pathlib import Path

import numpy as np
import scipy.sparse as sp
from sklearn.feature_extraction import DictVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import RepeatedStratifiedKFold, StratifiedKFold

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from evaluate import baseline, load_split, scores, theory_precision  # noqa: E402

from analysis.paper_types.calibration import Calibration  # noqa: E402
from analysis.paper_types.classify import model_inputs, verdict  # noqa: E402
from analysis.paper_types.model import (  # noqa: E402
    MODEL_PATH,
    PaperTypeModel,
    choose,
    model_text,
    notation,
    word_vectorizer,
)
from analysis.paper_types.rules import decide, score_text  # noqa: E402
from analysis.text import clean_text  # noqa: E402

GRID = [(c, w) for c in (1.0, 3.0, 10.0, 30.0) for w in (None, "balanced")]
SEED = 0
MIN_DF = 10
WORD_SCALE = 3.0
WORD = "w:"       # column-name prefix of a word feature in the design matrix
# Dev samples whose mistakes were never read while the rules were written: the calibration
# shift for new abstracts is fitted on their out-of-fold predictions.
FRESH_PARTS = ("dev5",)
# The final fit keeps the shipped model's C and class weight unless another grid point's CV
# objective is higher by more than this: the grid points lie within 0.001 of each other
# (issue 14: 0.9248 against 0.9246), so a cue edit would otherwise swap them on noise and
# re-band every paper (C 1 unweighted moved a fifth of the 24k from certain to likely).
KEEP_MARGIN = 0.002


class Dev(NamedTuple):
    """Every labelled dev abstract as the shipped classifier sees it
    (:func:`analysis.paper_types.classify.model_inputs`, ``classify.verdict``)."""
    df: object      # the dev frame
    feats: list     # the fitted features (the design matrix's cue columns)
    rules: object   # the rules' final label, None where the model decides
    texts: list     # the model texts (words)
    choice: list    # what the model's choice reads: the features with every cue's gates


def dev_features(df=None) -> Dev:
    """:class:`Dev` of ``df`` (default: the dev split).  The choice dicts and the rules'
    labels are the shipped pipeline's (wave 55's gate and ``classify.verdict`` included),
    so every CV below scores what ``classify_text`` labels (wave 58: before, the choice read
    the fitted cues' gates and ``rules.verdict``, 5 dev rows apart)."""
    df = load_split("dev") if df is None else df
    feats, choice, rules, texts = [], [], [], []
    for title, abstract in zip(df["title"], df["abstract"], strict=True):
        scored = score_text(clean_text(abstract), clean_text(title))
        f, gated = model_inputs(scored, notation(abstract))
        feats.append(f)
        choice.append(gated)
        final = verdict(scored)
        rules.append(None if final is None else final[0])
        texts.append(model_text(scored.text, scored.title))
    return Dev(df.reset_index(drop=True), feats, np.array(rules, dtype=object), texts, choice)


class Design:
    """The design matrix: cue features (fixed columns) + word TF-IDF fitted on ``fit_rows``."""

    def __init__(self, feats, texts, fit_rows=None, words=True):
        self.vec = DictVectorizer(sparse=True, sort=True).fit(feats)
        dense = self.vec.transform(feats)
        names = list(self.vec.get_feature_names_out())
        self.idf = {}
        if words:
            fit_rows = np.arange(len(texts)) if fit_rows is None else fit_rows
            wv = word_vectorizer(min_df=MIN_DF).fit([texts[i] for i in fit_rows])
            vocab = wv.get_feature_names_out()
            self.idf = dict(zip(vocab, wv.idf_, strict=True))
            dense = sp.hstack([dense, wv.transform(texts) * WORD_SCALE])
            names += [WORD + w for w in vocab]
        self.X = sp.csr_matrix(dense)
        self.names = names


def _fit(X, y, c, weight, rows=None) -> LogisticRegression:
    """The regression on ``X``, ``y``; ``rows``: each row's sample weight (None: all 1)."""
    return LogisticRegression(C=c, class_weight=weight, max_iter=10000, tol=1e-7).fit(
        X, y, sample_weight=rows)


def _predict(lr: LogisticRegression, X, feats, with_proba=False):
    """The model's label per row, as the shipped classifier chooses it (:func:`choose`),
    and (``with_proba``) the model's probability of that label."""
    classes = [str(c) for c in lr.classes_]
    labels, proba = [], []
    for p, f in zip(lr.predict_proba(X), feats, strict=True):
        k = choose(classes, p, f)
        labels.append(classes[k])
        proba.append(float(p[k]))
    labels = np.array(labels, dtype=object)
    return (labels, np.array(proba)) if with_proba else labels


def _final_labels(proba_labels, rules):
    """The model's label, except where the rules' word is final (classify.verdict)."""
    out = np.array(proba_labels, dtype=object)
    fixed = np.array([r is not None for r in rules], dtype=bool)
    out[fixed] = rules[fixed]
    return out


def _objective(gold, pred) -> float:
    s = scores(gold, pred)
    return (s["f1_3way"] + s["f1_binary"]) / 2


def _select(X, y, rules, feats, train_idx, folds=5, seed=SEED, prefer=None):
    """The grid point with the best inner-CV objective on ``train_idx``; ``prefer`` (the
    shipped model's C and weight) wins unless another point beats it by ``KEEP_MARGIN``."""
    inner = StratifiedKFold(folds, shuffle=True, random_state=seed)
    best, best_score, scored = None, -1.0, {}
    Xt, yt, rt, ft = X[train_idx], y[train_idx], rules[train_idx], feats[train_idx]
    for c, w in GRID:
        pred = np.empty(len(train_idx), dtype=object)
        for a, b in inner.split(Xt, yt):
            keep = a[yt[a] != "unclear"]
            pred[b] = _predict(_fit(Xt[keep], yt[keep], c, w), Xt[b], ft[b])
        score = _objective(_as_series(yt), _as_series(_final_labels(pred, rt)))
        scored[(c, w)] = score
        if score > best_score:
            best, best_score = (c, w), score
    if prefer in scored and scored[prefer] >= best_score - KEEP_MARGIN:
        return prefer, scored[prefer]
    return best, best_score


def _as_series(a):
    import pandas as pd
    return pd.Series(list(a))


def cross_validate(feats, texts, y, rules, choice, nested=True, fixed=None, repeats=3,
                   words=True, with_proba=False, venues=None, weights=None):
    """Out-of-fold labels (one array per repeat) of the fitted option, and (``with_proba``)
    the out-of-fold probability of each label; the words' TF-IDF is refitted on each outer
    training fold.  The model is fitted on ``feats``; its label is chosen as the shipped
    classifier chooses it, from ``choice`` (:class:`Dev`), and ``rules`` are final.

    ``venues`` (each row's venue; wave 59): the doubt step of the shipped classifier
    (:mod:`analysis.paper_types.doubt`: a model-chosen ``theory`` label below 0.5 on text that
    reads like robotics / vision gives way) is applied to each outer fold's labels, with no
    part of it fitted on the fold's rows (:func:`_doubted`), so the figures score what ships.
    The probabilities returned are the model's, before the step (the calibration map is fitted
    on them, as the shipped one was).  None: no doubt step (the map's own fit, ``fit``)."""
    dicts = np.array(choice, dtype=object)
    outer = RepeatedStratifiedKFold(n_splits=5, n_repeats=repeats, random_state=SEED)
    preds = [np.empty(len(y), dtype=object) for _ in range(repeats)]
    probas = [np.zeros(len(y)) for _ in range(repeats)]
    every = [None] * repeats   # every label's probability (as many columns as classes)
    domain = [np.zeros(len(y)) for _ in range(repeats)]
    folds, classes = [], None
    for k, (a, b) in enumerate(outer.split(np.zeros(len(y)), y)):
        design = Design(feats, texts, a, words=words)
        X = design.X
        c, w = _select(X, y, rules, dicts, a, seed=SEED + 1 + k)[0] if nested else fixed
        keep = a[y[a] != "unclear"]
        lr = _fit(X[keep], y[keep], c, w, None if weights is None else weights[keep])
        labels, proba = _predict(lr, X[b], dicts[b], with_proba=True)
        preds[k // 5][b] = _final_labels(labels, rules[b])
        probas[k // 5][b] = proba
        if venues is not None:
            classes = [str(x) for x in lr.classes_]
            if every[k // 5] is None:
                every[k // 5] = np.zeros((len(y), len(classes)))
            every[k // 5][b] = lr.predict_proba(X[b])
            domain[k // 5][b] = _fold_domain(design, np.asarray(venues), a, b)
            folds.append((k // 5, a, b))
    if venues is not None:
        preds = _doubted(y, rules, dicts, preds, probas, every, domain, folds, classes)
    return (preds, probas) if with_proba else preds


def _fold_domain(design: Design, venues: np.ndarray, a, b) -> np.ndarray:
    """The domain score (``bench/paper_types/domain.py``: robotics / vision venue on the words,
    C 1, unweighted) of rows ``b``, fitted on the fold's training rows ``a`` and its words
    (the unit TF-IDF, as :meth:`PaperTypeModel.domain` reads them)."""
    from domain import ENGINEERING
    from domain import WEIGHT as DOMAIN_WEIGHT
    words = [j for j, n in enumerate(design.names) if n.startswith(WORD)]
    if not words:  # a design without words (``words=False``): nothing reads like anything
        return np.zeros(len(b))
    W = design.X[:, words] / WORD_SCALE
    target = np.isin(np.char.upper(venues.astype(str)), ENGINEERING)
    lr = LogisticRegression(C=1.0, class_weight=DOMAIN_WEIGHT, max_iter=5000)
    return lr.fit(W[a], target[a]).predict_proba(W[b])[:, 1]


def _doubted(y, rules, dicts, preds, probas, every, domain, folds, classes):
    """Each repeat's labels after the doubt step (:func:`analysis.paper_types.doubt.doubted`,
    :func:`~analysis.paper_types.doubt.follow_label`).  A fold's isotonic map is fitted on the
    other folds' out-of-fold labels of the same repeat (:func:`calibration`, ``rows``), before
    the step, as the shipped map is; the fresh-abstract shift, ``theory_shift`` and
    ``doubted_unclear`` are the shipped ones (fitted on dev5's shift, round 9's rows and the
    pooled readings: not refitted per fold)."""
    from analysis.paper_types import doubt
    from analysis.paper_types.model import allowed
    shipped = PaperTypeModel.load().calibration
    out = [p.copy() for p in preds]
    for r, a, b in folds:
        base = calibration(y, rules, [preds[r]], [probas[r]], a)
        cal = Calibration(base.xs, base.ys, base.fallback, shipped.shift, shipped.theory_shift,
                          shipped.doubted_unclear)
        for i in b:
            if rules[i] is not None or preds[r][i] != "theory":
                continue
            conf = cal.theory([probas[r][i]], [domain[r][i]])[0]
            if doubt.doubted(conf, domain[r][i]):
                out[r][i] = doubt.follow_label(classes, every[r][i], allowed(classes, dicts[i]),
                                               conf, cal)[0]
    return out


def _mean_scores(y, preds):
    rows = [scores(_as_series(y), _as_series(p)) for p in preds]
    return {k: float(np.mean([r[k] for r in rows])) for k in ("f1_3way", "f1_binary", "f1_4way")}


def compare(df, feats, rules, texts, choice) -> None:
    y = df["label"].to_numpy(dtype=object)
    print(f"dev: {len(y)} rows {dict(zip(*np.unique(y, return_counts=True), strict=True))}")
    fixed = np.array([r is not None for r in rules])
    print(f"decided by the rules alone: {fixed.sum()} rows, right {np.mean(rules[fixed] == y[fixed]):.2f}")
    no_notation = [{k: v for k, v in f.items() if k != "notation"} for f in feats]
    for name, fs, words in (("LR cue features", no_notation, False),
                            ("+ formal notation", feats, False),
                            ("+ notation + words (shipped)", feats, True)):
        res = _mean_scores(y, cross_validate(fs, texts, y, rules, choice, words=words))
        print(f"{name:<30} nested 5-fold x3 CV: {({k: round(v, 3) for k, v in res.items()})}")


def leave_one_round_out(df, feats, rules, texts, choice, settings=None) -> None:
    """Fit on every ``sample.py`` round but one (its dev and test samples together) and
    predict that one, with the shipped model's C and class weight (its meta; ``settings``:
    (C, class weight) instead, to compare two cue layers with the same) and the same
    features (words fitted on the training rounds); the rules alone and the keyword
    baseline on the same rows.  Prints the pooled and per-round scores."""
    import pandas as pd
    y = df["label"].to_numpy(dtype=object)
    rnd = df["part"].str.extract(r"(\d)")[0].astype(int).to_numpy()
    dicts = np.array(choice, dtype=object)
    model = np.empty(len(y), dtype=object)
    c, weight = settings or (PaperTypeModel.load().meta[k] for k in ("C", "class_weight"))
    for r in sorted(set(rnd)):
        train_rows, test_rows = np.where(rnd != r)[0], np.where(rnd == r)[0]
        X = Design(feats, texts, train_rows).X
        keep = train_rows[y[train_rows] != "unclear"]
        lr = _fit(X[keep], y[keep], c, weight)
        model[test_rows] = _final_labels(_predict(lr, X[test_rows], dicts[test_rows]),
                                         rules[test_rows])
    titles = [clean_text(t) for t in df["title"]]
    abstracts = [clean_text(a) for a in df["abstract"]]
    columns = {"rules + model": model,
               "rules only": np.array([decide(score_text(a, t))[0]
                                       for a, t in zip(abstracts, titles, strict=True)]),
               "keyword baseline": baseline(abstracts, titles).to_numpy()}
    rows = []
    for name, pred in columns.items():
        for fold in ["all"] + sorted(set(rnd)):
            m = np.ones(len(y), bool) if fold == "all" else rnd == fold
            g, p = _as_series(y[m]), _as_series(pred[m])
            s = scores(g, p)
            rows.append({"classifier": name, "round": fold, "n": int(m.sum()),
                         "3-way": s["f1_3way"], "binary": s["f1_binary"],
                         "theory precision": theory_precision(g, p), "acc 4-way": s["acc4"]})
    print(f"leave-one-round-out, C {c}, weight {weight} (rows: the "
          "held-out round; 'all': its predictions pooled)")
    print(pd.DataFrame(rows).round(3).to_string(index=False))


def _model(lr: LogisticRegression, design: Design, meta: dict) -> PaperTypeModel:
    rows = {str(n): [float(lr.coef_[k, j]) for k in range(len(lr.classes_))]
            for j, n in enumerate(design.names) if np.any(lr.coef_[:, j] != 0)}
    coef = {n: r for n, r in rows.items() if not n.startswith(WORD)}
    words = {n[len(WORD):]: (float(design.idf[n[len(WORD):]]), r)
             for n, r in rows.items() if n.startswith(WORD)}
    return PaperTypeModel([str(k) for k in lr.classes_], coef,
                          [float(v) for v in lr.intercept_], meta, words, WORD_SCALE)


def refit(c: float, weight: str | None, data=None, weights=None) -> PaperTypeModel:
    """The model fitted on every dev row with given settings (no selection, no CV, no
    calibration); ``weights``: each row's sample weight (wave 64, ``refit_blind.py``'s
    61k-share variant; None: all 1, as shipped)."""
    df, feats, rules, texts, _ = data or dev_features()
    y = df["label"].to_numpy(dtype=object)
    design = Design(feats, texts)
    keep = y != "unclear"
    rows = None if weights is None else np.asarray(weights)[keep]
    return _model(_fit(design.X[keep], y[keep], c, weight, rows), design, {})


def calibration(y, rules, preds, probas, rows=None) -> Calibration:
    """The calibration map (:mod:`analysis.paper_types.calibration`) from out-of-fold dev
    predictions only: an isotonic regression of "label right" on the model's probability
    of its label (all repeats pooled), and the share right of the rules' own labels.

    Each step of the isotonic map (a block of papers with the same fitted share) is shrunk
    by one right and one wrong label ((right + 1) / (n + 2), n counted once per paper, not
    per repeat), so that no confidence reads 0 or 1 on a few dozen papers.  ``rows``: fit
    on these dev rows only (cross-fitting, :func:`calibration_report`).
    """
    from sklearn.isotonic import IsotonicRegression
    rows = np.arange(len(y)) if rows is None else np.asarray(rows)
    y, rules = y[rows], rules[rows]
    model_rows = np.array([r is None for r in rules], dtype=bool)
    x = np.concatenate([p[rows][model_rows] for p in probas])
    right = np.concatenate([(p[rows] == y)[model_rows] for p in preds]).astype(float)
    iso = IsotonicRegression(y_min=0.0, y_max=1.0, out_of_bounds="clip").fit(x, right)
    fitted = iso.predict(x)
    shrunk = {}
    for level in np.unique(fitted):
        block = fitted == level
        n = block.sum() / len(preds)
        shrunk[level] = (right[block].sum() / len(preds) + 1) / (n + 2)
    ys = np.maximum.accumulate([shrunk.get(v, v) for v in iso.y_thresholds_])
    fallback = {}
    for label in sorted({r for r in rules if r is not None}):
        fixed = rules == label
        fallback[label] = float(((y[fixed] == label).sum() + 1) / (fixed.sum() + 2))
    return Calibration(iso.X_thresholds_, ys, fallback)


def cross_fitted(y, rules, preds, probas) -> np.ndarray:
    """The calibrated confidence of every out-of-fold label (repeats stacked, one row per
    repeat), each from a map fitted on the out-of-fold predictions of the other 4/5 of the
    dev rows: what the procedure says about papers its map never saw."""
    out = np.zeros((len(preds), len(y)))
    for r, (pred, proba) in enumerate(zip(preds, probas, strict=True)):
        for a, b in StratifiedKFold(5, shuffle=True, random_state=SEED + r).split(y, y):
            out[r, b] = calibrated(calibration(y, rules, preds, probas, a), rules[b], pred[b],
                                   proba[b])
    return out


def fresh_shift(conf, right) -> float:
    """The shift (:class:`Calibration`, log-odds) that makes the shifted ``conf`` the most
    likely (Bernoulli log-likelihood) for the observed ``right`` labels: fitted on dev rows
    whose mistakes no rule was written from (``FRESH_PARTS``)."""
    from scipy.optimize import minimize_scalar

    from analysis.paper_types.calibration import shifted
    c, r = np.ravel(conf), np.ravel(right).astype(float)

    def loss(shift: float) -> float:
        q = np.clip(shifted(c, shift), 1e-4, 1 - 1e-4)
        return -float(np.sum(r * np.log(q) + (1 - r) * np.log(1 - q)))
    return round(float(minimize_scalar(loss, bounds=(0.0, 3.0), method="bounded").x), 4)


def calibrated(cal: Calibration, rules, pred, proba) -> np.ndarray:
    """The shipped confidence of each out-of-fold label under a calibration map."""
    return np.array([cal(p) if r is None else cal.of_rules(lab)
                     for lab, r, p in zip(pred, rules, proba, strict=True)])


def _band_report(conf, right) -> dict:
    from analysis.paper_types.calibration import bands, expected_calibration_error
    conf, right = np.ravel(conf), np.ravel(right)
    report = {"ece": round(expected_calibration_error(conf, right), 4)}
    for name in ("certain", "likely", "uncertain"):
        inside = bands(conf) == name
        report[name] = {"share": round(float(inside.mean()), 3),
                        "accuracy": round(float(right[inside].mean()), 3) if inside.any() else None,
                        "mean_confidence": round(float(conf[inside].mean()), 3)
                        if inside.any() else None}
    return report


def calibration_report(y, rules, preds, probas, fresh=None, shift=0.0) -> dict:
    """How well calibrated the procedure is on papers its map never saw (cross-fitted,
    :func:`cross_fitted`): ECE (10 bins) and per band the share of papers, their accuracy
    and mean confidence, on all dev rows; and on the ``fresh`` rows (whose mistakes no rule
    was written from) without and with the ``shift`` (fitted on those same rows, so the
    second is in sample)."""
    conf = cross_fitted(y, rules, preds, probas)
    right = np.array([p == y for p in preds])
    report = _band_report(conf, right)
    if fresh is not None and fresh.any():
        report["fresh"] = _band_report(conf[:, fresh], right[:, fresh])
        from analysis.paper_types.calibration import shifted
        moved = shifted(conf, shift)
        report["fresh_shifted"] = _band_report(moved[:, fresh], right[:, fresh])
    return report


def fit(df, feats, rules, texts, choice) -> PaperTypeModel:
    """The final model: settings chosen by 5-fold CV on all dev rows, refitted on all."""
    y = df["label"].to_numpy(dtype=object)
    X = Design(feats, texts).X
    shipped = PaperTypeModel.load().meta if MODEL_PATH.exists() else {}
    prefer = (shipped.get("C"), shipped.get("class_weight"))
    (c, w), _ = _select(X, y, rules, np.array(choice, dtype=object), np.arange(len(y)),
                        prefer=prefer)
    preds, probas = cross_validate(feats, texts, y, rules, choice, with_proba=True)
    oof = _mean_scores(y, preds)
    fresh = df["part"].isin(FRESH_PARTS).to_numpy()
    conf = cross_fitted(y, rules, preds, probas)
    shift = fresh_shift(conf[:, fresh], np.array([p == y for p in preds])[:, fresh])
    cal_report = calibration_report(y, rules, preds, probas, fresh, shift)
    print(f"out-of-fold calibration (cross-fitted), shift {shift}: {cal_report}")
    counts = {str(k): int(v) for k, v in zip(*np.unique(y, return_counts=True), strict=True)}
    meta = {"trained_on": "bench/paper_types dev labels (rounds 1-5 dev, rounds 1-4 test)",
            "n_rows": len(y), "label_counts": counts, "C": c, "class_weight": w,
            "words": f"sublinear TF-IDF, min_df {MIN_DF}, times {WORD_SCALE}",
            "cv_nested_5fold_x3": {k: round(v, 4) for k, v in oof.items()},
            "calibration_cv": cal_report, "calibration_shift_fitted_on": list(FRESH_PARTS),
            "unclear": "not predicted by the model; the rules' unclear stands"}
    model = refit(c, w, Dev(df, feats, rules, texts, choice))
    model.calibration = calibration(y, rules, preds, probas)
    model.calibration.shift = shift
    model.meta = meta
    return model


def differences(a: PaperTypeModel, b: PaperTypeModel, data=None, tol: float = 0.01) -> list[str]:
    """How two fits differ where it matters: settings, vocabulary, the label of any dev
    abstract, or a dev probability by more than ``tol``.  (Coefficients of a weakly
    regularised fit move by 1e-3 between numpy / scipy versions; the labels do not.)"""
    out = []
    if a.classes != b.classes or a.coef.keys() != b.coef.keys() or a.words.keys() != b.words.keys():
        out.append("different classes, features or words")
        return out
    if a.word_scale != b.word_scale:
        out.append(f"word scale {a.word_scale} vs {b.word_scale}")
    df, feats, _, texts, choice = data or dev_features()
    wa, wb = a.word_scores(texts), b.word_scores(texts)
    for i, (f, g) in enumerate(zip(feats, choice, strict=True)):
        pa, pb = a.predict_proba(f, wa[i]), b.predict_proba(f, wb[i])
        if choose(a.classes, pa, g) != choose(b.classes, pb, g):
            out.append(f"{df['paper_id'][i]}: label differs")
        elif max(abs(x - y) for x, y in zip(pa, pb, strict=True)) > tol:
            out.append(f"{df['paper_id'][i]}: probabilities differ by more than {tol}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--compare", action="store_true", help="only print the CV comparison")
    ap.add_argument("--loro", action="store_true",
                    help="only print the leave-one-round-out scores")
    ap.add_argument("--settings", default="", metavar="C,WEIGHT",
                    help="--loro with this C and class weight (e.g. 3,balanced or 1,none) "
                         "instead of the shipped model's")
    ap.add_argument("--check", action="store_true",
                    help="refit; exit 1 if a dev label or probability differs from the shipped model")
    args = ap.parse_args()
    data = dev_features()
    if args.compare:
        compare(*data)
        return
    if args.loro:
        settings = None
        if args.settings:
            c, w = args.settings.split(",")
            settings = (float(c), None if w.lower() == "none" else w)
        leave_one_round_out(*data, settings=settings)
        return
    model = fit(*data)
    if args.check:
        diff = (differences(model, PaperTypeModel.load(), data)
                if MODEL_PATH.exists() else ["no shipped model"])
        print("shipped model is up to date" if not diff else
              "shipped model differs from a refit:\n  " + "\n  ".join(diff[:20]))
        sys.exit(0 if not diff else 1)
    text = model.to_json()
    MODEL_PATH.parent.mkdir(exist_ok=True)
    MODEL_PATH.write_text(text, "utf-8")
    print(f"wrote {MODEL_PATH.relative_to(ROOT)} ({MODEL_PATH.stat().st_size} bytes)")
    print(text[:600])


if __name__ == "__main__":
    main()

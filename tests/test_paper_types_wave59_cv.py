"""Wave 59: the doubt step is applied inside ``bench/paper_types/train.py``'s cross-validation.

The shipped classifier withholds a model-chosen ``theory`` label whose calibrated confidence
is below 0.5 on text that reads like robotics / vision (:mod:`analysis.paper_types.doubt`);
the CV scored the model's label before that step.  ``cross_validate(..., venues=...)`` now
applies it to each outer fold's labels (:func:`train._doubted`), with an isotonic map fitted
on the other folds' out-of-fold labels and a domain model fitted on the fold's training rows.
Planted out-of-fold pieces: a theory label the model is unsure of, on robotics text, gives
way; the same label on ML text, a confident one, and a rules' label stay.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench" / "paper_types"
CLASSES = ["both", "empirical", "theory"]
THEORY_AND_DATA = {"theory_supported": 1.0, "empirical_present": 1.0}


@pytest.fixture(scope="module")
def train():
    sys.path.insert(0, str(BENCH))
    try:
        import train as module
    finally:
        sys.path.remove(str(BENCH))
    return module


def _pieces(domain_of_planted: float, probability: float, rule=None):
    """100 rows in 5 folds: two in three confident right labels (probability 0.9), one in
    three at 0.6 of which every other one is wrong (so the isotonic map has steps); row 0 is
    the planted theory label (gold empirical)."""
    n = 100
    y = np.array(["empirical"] * 50 + ["theory"] * 50, dtype=object)
    y[0] = "empirical"
    preds = y.copy()
    flip = {"theory": "empirical", "empirical": "theory"}
    for i in range(6, n, 6):
        preds[i] = flip[y[i]]
    preds[0] = "theory"
    probas = np.where(np.arange(n) % 3 == 0, 0.6, 0.9)
    probas[0] = probability
    every = np.tile([0.35, 0.35, 0.30], (n, 1))
    every[0] = [0.38, 0.32, probability] if probability < 0.38 else [0.1, 0.1, probability]
    domain = np.full(n, 0.05)
    domain[0] = domain_of_planted
    rules = np.array([None] * n, dtype=object)
    rules[0] = rule
    dicts = np.array([THEORY_AND_DATA] * n, dtype=object)
    folds = [(0, np.setdiff1d(np.arange(n), np.arange(k, n, 5)), np.arange(k, n, 5))
             for k in range(5)]
    return y, rules, dicts, [preds], [probas], [every], [domain], folds, CLASSES


def test_an_unsure_theory_label_on_robotics_text_gives_way(train):
    (out,) = train._doubted(*_pieces(0.9, 0.30))
    assert out[0] == "both"        # the allowed label the calibrated view finds likelier
    before = _pieces(0.9, 0.30)[3][0]
    moved = [i for i in range(1, 100) if out[i] != before[i]]
    assert moved == []   # no other row (their domain scores read like ML)


def test_it_stands_on_ml_text_when_confident_or_decided_by_the_rules(train):
    assert train._doubted(*_pieces(0.05, 0.30))[0][0] == "theory"   # reads like ML
    assert train._doubted(*_pieces(0.9, 0.99))[0][0] == "theory"    # confident
    assert train._doubted(*_pieces(0.9, 0.30, rule="theory"))[0][0] == "theory"  # the rules'


def test_cross_validate_applies_it_only_with_venues(train, monkeypatch):
    seen = []

    def spy(*args):
        seen.append(args)
        return [np.array(["unclear"] * len(args[0]), dtype=object) for _ in args[3]]

    monkeypatch.setattr(train, "_doubted", spy)
    rng = np.random.default_rng(59)
    n = 60
    y = np.array(["theory", "empirical"] * (n // 2), dtype=object)
    feats = [{"theory_supported": float(g == "theory"), "empirical_present": 1.0,
              "x": float(rng.normal())} for g in y]
    texts = [("we prove a bound " if g == "theory" else "we run experiments ") * 3 for g in y]
    rules = np.array([None] * n, dtype=object)
    plain = train.cross_validate(feats, texts, y, rules, feats, nested=False,
                                 fixed=(1.0, None), repeats=1, words=False)
    assert not seen and "unclear" not in set(plain[0])
    venues = np.array(["ICRA", "ICML"] * (n // 2), dtype=object)
    doubted = train.cross_validate(feats, texts, y, rules, feats, nested=False,
                                   fixed=(1.0, None), repeats=1, words=False, venues=venues)
    assert len(seen) == 1 and set(doubted[0]) == {"unclear"}
    assert len(seen[0][7]) == 5    # the 5 outer folds, each with its training and test rows

"""bench/paper_types/bootstrap_dev.py: the resamples scored at once equal the resamples
scored one by one with evaluate's own scorers (the figures the intervals are read from)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench" / "paper_types"))
import bootstrap_dev  # noqa: E402


def _one_by_one(gold: pd.Series, label: pd.Series, conf: np.ndarray, draws: int) -> dict:
    """The reference: each resample drawn as ``bootstrap_dev.draws`` draws it and scored by
    ``bootstrap_dev.figures`` (evaluate's scorers)."""
    rng = np.random.default_rng(0)
    out: dict = {m: [] for m in bootstrap_dev.METRICS}
    for _ in range(draws):
        idx = rng.integers(0, len(gold), len(gold))
        s = bootstrap_dev.figures(gold[idx].reset_index(drop=True),
                                  label[idx].reset_index(drop=True), conf[idx])
        for m in out:
            out[m].append(s[m])
    return {m: np.array(v) for m, v in out.items()}


@pytest.mark.parametrize("n, theory_share", [(40, 0.3), (25, 0.04), (200, 0.1)])
def test_resamples_scored_at_once_equal_one_by_one(monkeypatch, n, theory_share):
    """Planted sets with every class, unclear rows (out of the 3-way and binary scores), a
    rare theory class (resamples with no theory at all: precision and F1 0) and
    confidences at the bins' edges."""
    monkeypatch.setattr(bootstrap_dev, "DRAWS", 60)
    rng = np.random.default_rng(n)
    labels = np.array(["theory", "empirical", "both", "unclear"])
    p = [theory_share, 0.6 - theory_share / 2, 0.3 - theory_share / 2, 0.1]
    gold = pd.Series(rng.choice(labels, n, p=p))
    pred = gold.where(rng.random(n) < 0.7, pd.Series(rng.choice(labels, n)))
    conf = rng.choice([0.1, 0.2, 0.35, 0.5, 0.9, 1.0], n) if n < 100 else rng.random(n)
    got = bootstrap_dev.bootstrap(gold, {"x": (pred, conf)})["x"]
    want = _one_by_one(gold, pred, conf, 60)
    point = bootstrap_dev.figures(gold, pred, conf)
    for m in bootstrap_dev.METRICS:
        assert got[m][0] == point[m]
        np.testing.assert_allclose(got[m][1], want[m], rtol=0, atol=1e-12, err_msg=m)


def test_a_resample_with_no_theory_label_scores_precision_0(monkeypatch):
    """One paper labelled theory in ten: about a third of the resamples leave it out, and
    their theory precision is 0 (as ``evaluate.theory_precision`` says), not NaN."""
    monkeypatch.setattr(bootstrap_dev, "DRAWS", 60)
    gold = pd.Series(["theory"] + ["empirical"] * 6 + ["both"] * 2 + ["unclear"])
    pred = pd.Series(["theory"] + ["empirical"] * 5 + ["both"] * 3 + ["empirical"])
    conf = np.linspace(0.3, 1.0, 10)
    got = bootstrap_dev.bootstrap(gold, {"x": (pred, conf)})["x"]["theory_precision"][1]
    want = _one_by_one(gold, pred, conf, 60)["theory_precision"]
    assert 10 < (want == 0).sum() < 40
    np.testing.assert_array_equal(got, want)

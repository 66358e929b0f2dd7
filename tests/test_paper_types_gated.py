"""Issue 14, session 69 (gate69): a label the rules' gate chose over the model's most
probable one has the gate's own dev accuracy as its confidence (:mod:`analysis.paper_types.gated`).

On main (4bd414c) the planted abstract below was ``both`` (the theorised gate: "New analytic
results are developed for ...") at 0.165, the calibrated model probability of ``both``
(0.003), although such labels were right 26 times in 27 on the dev sets.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from analysis.paper_types import classify_papers, classify_text
from analysis.paper_types.calibration import band
from analysis.paper_types.classify import _model_view
from analysis.paper_types.gated import GATED_CONFIDENCE, RIGHT, ROWS, moved, wilson_centre
from analysis.paper_types.model import notation, shipped_model
from analysis.paper_types.rules import score_text
from analysis.text import clean_text

ROWS_CSV = Path(__file__).resolve().parents[1] / "bench" / "paper_types" / "gated_rows_w70.csv"

TITLE = "Sparse sensing functions for acoustic scene classification"
THEORY = ("New analytic results are developed for the gradient of mutual information in this "
          "setting, for arbitrary input statistics. ")
RUN = ("Encouraging results are presented on two public data sets, where the learned functions "
       "outperform random projections.")
ABSTRACT = ("We study the design of sparse sensing functions that map long audio recordings into "
            "a short vector of measurements. The measurements are corrupted by additive noise, "
            "and the sensing functions are learned by maximising the mutual information between "
            "the measurements and the scene label. " + THEORY + RUN)


def _view(abstract: str):
    fitted = shipped_model()
    scored = score_text(clean_text(abstract), clean_text(TITLE), abstract)
    return fitted, _model_view(scored, fitted, notation(abstract), None)


def test_the_planted_gate_moved_label_states_the_gates_accuracy():
    fitted, (label, _, probability, probs, ok) = _view(ABSTRACT)
    assert label == "both" and probability < 0.01  # the model holds empirical: the gate moved it
    assert moved(fitted.classes, label, probs, ok)
    assert fitted.calibration(probability) < 0.2  # what main stated
    assert classify_text(clean_text(ABSTRACT), clean_text(TITLE), ABSTRACT)[::2] == (
        "both", 0.877)
    out = classify_papers([clean_text(ABSTRACT)], [clean_text(TITLE)], [ABSTRACT])
    assert out["paper_type"].tolist() == ["both"]
    assert out["paper_type_confidence"].tolist() == [0.877]
    assert band(0.877) == "likely"


def test_a_label_the_model_chose_keeps_the_models_calibrated_confidence():
    plain = ABSTRACT.replace(THEORY, "")
    fitted, (label, _, probability, probs, ok) = _view(plain)
    assert label == "empirical" and not moved(fitted.classes, label, probs, ok)
    expected = fitted.calibration(probability)
    assert expected != GATED_CONFIDENCE
    assert classify_text(clean_text(plain), clean_text(TITLE), plain)[2] == expected
    out = classify_papers([clean_text(plain)], [clean_text(TITLE)], [plain])
    assert out["paper_type_confidence"].tolist() == [expected]


def test_moved_compares_with_the_most_probable_allowed_label():
    classes = ["theory", "empirical", "both"]
    assert moved(classes, "both", [0.1, 0.8, 0.1], [True, True, True])
    assert not moved(classes, "empirical", [0.1, 0.8, 0.1], [True, True, True])
    assert not moved(classes, "both", [0.1, 0.8, 0.2], [True, False, True])  # empirical barred


def test_the_constant_is_the_wilson_centre_of_the_committed_dev_rows():
    rows = pd.read_csv(ROWS_CSV, keep_default_na=False)
    assert not rows["set"].str.match(r"^(dev7|test|check)").any()  # never a held-out set
    assert (len(rows), int((rows["gold"] == rows["final"]).sum())) == (ROWS, RIGHT)
    assert GATED_CONFIDENCE == round((26 + 1.96 ** 2 / 2) / (28 + 1.96 ** 2), 3) == 0.877
    assert wilson_centre(0, 0 + 1) < 0.5 < wilson_centre(1, 1) < 1.0
    with pytest.raises(ValueError, match="right <= rows"):
        wilson_centre(3, 2)

"""Issue 14, wave 25: a theory-only label on an abstract that reads like robotics or vision
is not stated as `likely` (``Calibration.theory_shift``, ``PaperTypeModel.domain``).

Read blind, about half of main's theory-only labels in the `likely` band of ICRA / IROS /
RSS / CVPR / ICCV / ECCV / WACV were wrong while the band stated 0.84-0.92
(bench/paper_types/RESULTS.md, wave 25); ML-venue theory labels held.  Planted abstracts:
the robotics ones were `likely` (0.84-0.88) before this change.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import classify_papers, classify_text
from analysis.paper_types.calibration import Calibration, band
from analysis.paper_types.model import model_text, shipped_model
from analysis.text import clean_text

ROBOT_THEORY = [
    ("Adaptive control of a flexible joint manipulator with actuator saturation",
     "In this paper, a controller design method for flexible joint robots with actuator "
     "saturation is proposed. The composite control structure uses a PD controller on the fast "
     "dynamics and a PID controller on the slow dynamics, and a supervisory loop adjusts the "
     "gain. It is shown that uniform ultimate boundedness of the closed-loop system is "
     "guaranteed in the presence of uncertainties, provided that the gains satisfy certain "
     "conditions."),
    ("Connectivity maintenance in cyclic pursuit of mobile robots",
     "The paper studies the cyclic pursuit problem for a team of mobile robots with limited "
     "communication range. Each robot pursues its leading neighbor along the line of sight "
     "rotated by a common offset angle. We prove that the robots remain connected while they "
     "rendezvous at a point or converge to an evenly spaced circle formation, and we "
     "determine the communication radii that preserve connectivity."),
]
ML_THEORY = ("Minimax rates for sparse linear regression",
             "We study sparse linear regression in high dimensions. We prove matching upper and "
             "lower bounds on the minimax risk over the class of s-sparse vectors, and show that "
             "the Lasso attains the optimal rate up to logarithmic factors. Our analysis "
             "establishes the sample complexity of support recovery.")


def _classify(title: str, abstract: str) -> tuple[str, float]:
    label, _, confidence = classify_text(clean_text(abstract), clean_text(title), abstract)
    return label, confidence


@pytest.mark.parametrize(("title", "abstract"), ROBOT_THEORY)
def test_a_robotics_theory_label_is_no_longer_likely(title, abstract):
    label, confidence = _classify(title, abstract)
    assert label == "theory"
    # main: 0.838 and 0.875 (likely); now about 0.50
    assert band(confidence) == "uncertain" and confidence < 0.6


def test_an_ml_theory_label_stays_certain_and_the_batch_path_agrees():
    label, confidence = _classify(*ML_THEORY)
    assert label == "theory" and band(confidence) == "certain"      # 0.980 (main 0.982)
    rows = [ML_THEORY, *ROBOT_THEORY]
    out = classify_papers([clean_text(a) for _, a in rows], [clean_text(t) for t, _ in rows],
                          [a for _, a in rows])
    single = [_classify(t, a) for t, a in rows]
    assert list(out["paper_type"]) == [lab for lab, _ in single]
    assert list(out["paper_type_confidence"]) == pytest.approx([c for _, c in single])


def test_the_domain_score_reads_robotics_and_vision_from_the_words():
    fitted = shipped_model()
    texts = [model_text(clean_text(a), clean_text(t)) for t, a in (*ROBOT_THEORY, ML_THEORY)]
    texts.append(model_text("we prove that the camera pose is identifiable from three point "
                            "correspondences in the image", ""))
    robot, pursuit, ml, camera = fitted.domain(texts)
    assert robot > 0.4 and camera > 0.5 and pursuit > 0.3       # 0.47, 0.75, 0.37
    assert ml < 0.1                                             # 0.04
    assert fitted.domain([]).shape == (0,)


def test_the_theory_shift_grows_with_the_domain_score():
    cal = Calibration([0.0, 1.0], [0.0, 1.0], {"unclear": 0.4}, shift=0.4, theory_shift=2.0)
    # logit(0.98) = 3.892: domain 0 -> 3.492 -> 0.970; domain 1 -> 1.492 -> 0.816
    assert cal.theory([0.98, 0.98], [0.0, 1.0]) == pytest.approx([0.970, 0.816], abs=1e-3)
    assert cal.theory([0.98], [0.0]) == [cal(0.98)]       # an ML abstract is not moved
    assert cal.theory([0.98], [5.0]) == cal.theory([0.98], [1.0])   # domain clipped to 1
    back = Calibration.from_dict(cal.to_dict())
    assert back.theory_shift == 2.0 and back.shift == 0.4
    assert Calibration.from_dict({"xs": [0, 1], "ys": [0, 1]}).theory_shift == 0.0
    with pytest.raises(ValueError, match="theory shift"):
        Calibration(theory_shift=-0.5)


def test_the_shipped_theory_shift_was_fitted_on_round_9():
    shipped = shipped_model()
    fit = shipped.meta["calibration_theory_shift"]
    assert fit["n"] >= 60 and fit["right"] < fit["n"]
    assert shipped.calibration.theory_shift == pytest.approx(fit["theory_shift"])
    assert 1.0 < shipped.calibration.theory_shift < 6.0

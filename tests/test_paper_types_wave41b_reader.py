"""Wave 41b, second reader: theory sentences that the wave's masks hid or its reports counted.

Planted sentences (none is a corpus abstract): a real theory cue read as another sense
("we establish multi-label consistency", "an extensive characterization of the
equilibria", "we prove suitable versions of", "a framework that has been lacking"), and
theorem comparisons or worked examples read as runs (rivals compared after "we prove",
a theorem illustrated, a runtime improvement told in complexity classes, a
characterization of fixed points carried out).  Each must keep the label 41fb293 gave it;
the wave's own cases (tests/test_paper_types_wave41b.py) must still change.
"""

from __future__ import annotations

import pytest

from tests.planted_types import THEORY
from tests.planted_types import label as _label

NEUTRAL = "We study distributed formation control of nonholonomic robots."

# a theory cue in its own sense: the sentence alone (after a neutral one) is theory
STILL_THEORY = [
    "We establish multi-label consistency for ranking surrogates.",
    "Multi-label consistency is established for a broad family of convex surrogates.",
    "We provide an extensive characterization of the Nash equilibria of these games.",
    "We carry out a characterization of the fixed points of the replicator dynamics.",
    "We perform a characterization of all Nash equilibria of the game.",
    "We carry out a detailed characterization of the fixed points of the replicator dynamics.",
    "We perform a full characterization of the optimal policies.",
    "We perform a systematic characterization of the fixed points of the mean-field equations.",
    "We prove suitable versions of the Poincare inequality for manifolds with boundary.",
    "The result is proved applicable to every finite game.",
    "We develop a theoretical framework that has been lacking for the analysis of off-policy evaluation.",
    "We develop a mathematical framework that has long been missing for cooperative lifting.",
    # theorem comparisons with named rivals
    "We prove that our estimator is more efficient compared to other estimators such as the sample median.",
    "The method provably converges faster compared with other algorithms such as ISTA and FISTA.",
    "Its sample complexity is better compared with other estimators, such as the empirical risk minimizer.",
    "The proposed estimator is asymptotically more efficient compared to standard estimators such as the MLE.",
    "Our algorithm achieves a regret that is smaller when compared to other algorithms such as UCB.",
]


@pytest.mark.parametrize("sentence", STILL_THEORY)
def test_a_theory_sentence_stays_theory(sentence):
    assert _label(f"{NEUTRAL} {sentence}")[0] == "theory"


# no run: after a theory abstract, the label stays theory
NO_RUN = [
    "The resulting condition is less restrictive compared to previous approaches such as those based on Lyapunov functions.",
    "We illustrate the theorem on a toy chain and show that the approximation error is smaller than that of the mean-field method.",
    "We illustrate our results with examples and show that the proposed estimator is more efficient than the maximum likelihood estimator.",
    "We illustrate the construction on an example and show that the resulting code has a smaller redundancy than Huffman coding.",
    "We obtain a practical improvement in the running time of the best known algorithm from cubic to quadratic.",
    "We show a theoretical and practical speed-up in the runtime of the dynamic program, from O(n^3) to O(n^2 log n).",
    "Our algorithm achieves a practical reduction in memory from quadratic to linear in the number of states.",
    "We conduct a comprehensive characterization of the optimal mechanisms for two bidders.",
]


@pytest.mark.parametrize("sentence", NO_RUN)
def test_a_theorem_comparison_or_worked_example_is_no_run(sentence):
    assert _label(f"{THEORY} {sentence}")[0] == "theory"


# the wave's own forms, told otherwise, still change
@pytest.mark.parametrize("sentence", [
    "We perform extensive characterization of our method to verify its correctness.",
    "We show that these codes are substantially more robust compared against other image codes such as ICA.",
    "We demonstrate an asymptotic and practical improvement in the runtime of the planner in several illustrative domains.",
])
def test_the_waves_own_forms_still_count(sentence):
    assert _label(f"{THEORY} {sentence}")[0] != "theory"


@pytest.mark.parametrize("sentence", [
    "The impedance strategy proved not suitable for deployment.",
    "Our method proves to be suitable for online mapping.",
    "The framework proved to be applicable in real environments.",
    "We optimize the photometric consistency of the input images.",
])
def test_the_waves_own_masks_still_hide(sentence):
    assert _label(f"{NEUTRAL} {sentence}")[0] != "theory"

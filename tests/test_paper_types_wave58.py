"""Wave 58: an analysis that others made is prior work ("Previous perturbation analysis shows").

The prior-work opener (:data:`analysis.paper_types.lexicon.ATTRIBUTION`: "previous / existing
/ recent ... analyses") named the plural only, so "Previous perturbation analysis shows that
..." counted as the paper's own theory ("perturbation analysis", a wave-57 form as well) and
made an empirical paper ``both``.  The singular is now others' as the plural is; the paper's
own analysis ("our / a perturbation analysis shows") still counts.  The same planted frame as
waves 55 and 57 (a method, the sentence, experiments).
"""

from __future__ import annotations

import pytest

from tests.planted_types import THEORY, label
from tests.test_paper_types_wave55 import POST, PRE

OTHERS = [
    "Previous perturbation analysis shows that such estimators are unstable.",
    "Previous theoretical analysis shows that such estimators are unstable.",
    "Existing perturbation analysis of the estimator assumes Gaussian noise.",
    "Recent convergence analysis proves that the iterates diverge for large steps.",
    "Classical stability analysis shows that the controller is stable.",
]
OWN = [
    "Our perturbation analysis shows that the estimator is stable.",
    "A perturbation analysis shows that the estimator is stable.",
    "Our theoretical analysis shows that the estimator is consistent.",
    "Through a perturbation analysis, we show that the penalty bounds the error.",
]


@pytest.mark.parametrize("sentence", OTHERS)
def test_others_analysis_leaves_the_paper_empirical(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "empirical", evidence


@pytest.mark.parametrize("sentence", OWN)
def test_an_own_analysis_makes_it_both(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "both", evidence


# --- a theory-only label that hides the paper's own run (a fresh reading of 100 theory-only
# labels of the 24k, seed 5801): the own method's measured standing against others', a built
# device's observed behaviour.  After the planted theory abstract each makes it ``both``.
OWN_RUNS = [
    "Compared to neural network baselines, our approach is more efficient in small training data regimes.",
    "Compared with strong baselines, the proposed estimator requires fewer samples on every task.",
    "We demonstrate that the algorithm has a good anytime performance comparable to the existing approach.",
    "Our controller shows competitive performance compared with state-of-the-art planners.",
    "We find that this cloaking method achieves the greatest accuracy while providing privacy guarantees.",
    "The classifier attains the highest test accuracy among the compared methods.",
    "We compare the behaviors observed in the silicon neuron with those of the model.",
    "The responses recorded from the chip agree with the predicted dynamics.",
]
# the same words about bounds, rates, limits and others' methods: still theory
THEORY_ALIKES = [
    "Compared to existing bounds, our bound is tighter by a logarithmic factor.",
    "Our algorithm achieves the best possible regret up to logarithmic factors.",
    "The policy has performance comparable to the optimal policy after T rounds.",
    "We show that the algorithm has better worst-case performance than existing methods.",
    "The behaviors observed in the limit are characterised by a differential equation.",
    "The estimator attains the best possible accuracy for every sample size.",
]


@pytest.mark.parametrize("sentence", OWN_RUNS)
def test_an_own_run_rules_theory_alone_out(sentence):
    kind, evidence = label(f"{THEORY} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", THEORY_ALIKES)
def test_a_theory_alike_leaves_it_theory(sentence):
    kind, evidence = label(f"{THEORY} {sentence}")
    assert kind == "theory", evidence

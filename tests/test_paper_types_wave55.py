"""Wave 55: an own theoretical result inside an empirical paper (:mod:`analysis.paper_types.theorised`).

Planted abstracts (none a corpus abstract verbatim): a method, one sentence, then the paper's
experiments (:data:`PRE`, :data:`POST`).  A stated own result makes the paper ``both``; the
guide's non-theory look-alikes (a theoretically motivated method, a derivation that only
produces a method, a lower bound used as an objective, a property by design, others' proofs,
a negated or hedged analysis) leave it ``empirical``.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.model import allowed, choose
from tests.planted_types import label as _label

PRE = "We propose a new method for sparse regression with missing covariates."
POST = "Experiments on ten benchmark data sets show that the method outperforms the baselines."

THEORISED = [
    # a result verb under a proof's adverb, the authors its subject
    "We theoretically show that the estimator is robust to missing covariates.",
    "We then theoretically reveal that the penalty approximates a surrogate loss.",
    "We define a new penalty and theoretically justify its use for missing covariates.",
    "We further show theoretically that the penalty acts as a regularizer.",
    "We demonstrate theoretically that the performance is governed by the missing rate.",
    "We first show analytically that the optimal output is not a distance function.",
    "We show mathematically that the gain is due to the covariance terms.",
    "We theoretically analyze the vanishing gradient problem of the penalty.",
    "Theoretically, we demonstrate that the two penalties play different roles.",
    "It has been theoretically proven that the penalty reduces the variance of our estimator.",
    # a theoretical analysis as the subject of a finding
    "Theoretical analysis shows that the regret reduces sub-linearly.",
    "Our theoretical analysis reveals that the penalty reduces the approximation error.",
    "Our theoretical exploration of the relationships between the penalty, the missing rate and the noise level underscores the difficulty of the problem.",
    "Through a theoretical analysis, we show that the penalty is equivalent to a weighted lasso.",
    # guarantees the authors give
    "We provide convergence guarantees for the proposed solver.",
    "We show both robustness and consistency guarantees for the estimator.",
    "Our solver comes with provable guarantees on the support recovery.",
    "It provides formal performance guarantees: the solution cannot be far from the optimum.",
    "We leverage submodularity to prove that the greedy selection is near optimal.",
    "We use tools from algorithmic stability to derive bounds on the transfer risk.",
    "In this paper, we first improve the bound to O(n) by a simpler analysis.",
    # an exact characterisation; a closed form with a result about it
    "We characterize the conditions under which the estimator recovers the support.",
    "We formally characterize the set of feasible configurations of the system.",
    "We analytically characterize the Nash equilibria of this game for two actions.",
    "We derive a closed-form solution for the update and prove that it is unique.",
    # theory offered as evidence
    "We provide basic theory justifying the flexibility of the proposed prior.",
    "We provide theoretical evidence suggesting that the method is more sample efficient.",
    "We also provide a theoretical justification for our choice of penalty.",
    "We present a theoretical argument that supports the use of the penalty.",
    "We provide a mathematical justification for the success of the method.",
]

LOOKALIKES = [
    # theoretically motivated / grounded / principled: adjectives, no "we" before the adverb
    "The method is theoretically motivated.",
    "We propose a theoretically grounded loss for missing covariates.",
    "Our penalty is theoretically principled and easy to tune.",
    "We adopt a theoretically justified penalty from the literature.",
    "The theoretically optimal weights are estimated from the data.",
    # a derivation that only produces a method
    "We derive an algorithm for the penalized problem.",
    "We derive a closed-form solution for the update.",
    "We derive an efficient closed-form solution with a sharp reduction in computation.",
    "We use such landmarks to establish a dense correspondence field.",
    # a lower bound used as an objective; a property by design; a cost
    "We maximize a variational lower bound on the marginal likelihood.",
    "The sampler guarantees a valid sample by design.",
    "The update guarantees a feasible point at every step by construction.",
    "The solver runs in O(n log n) time.",
    # others' proofs and analyses
    "Existing methods with provable guarantees do not scale to large data.",
    "Prior work provided convergence guarantees for the lasso.",
    # negated, hedged, planned
    "We do not theoretically analyze the method.",
    "Theoretical analysis of the method is left for future work.",
    "The method comes without theoretical guarantees.",
    "We do not provide convergence guarantees for the solver.",
    # empirical analyses, characterisations of data, analysis of results
    "We characterize the behaviour of users on the platform.",
    "Our analysis of the results reveals that the gains come from the penalty.",
    "We show experimentally that the method is robust.",
    "We investigate the reasons for the improvement in a regression setting.",
    "We analyze the results and show that the method is fast.",
    "We use experiments to prove that the penalty is useful.",
]


@pytest.mark.parametrize("sentence", THEORISED)
def test_an_own_result_makes_the_paper_both(sentence):
    kind, evidence = _label(f"{PRE} {sentence} {POST}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_a_lookalike_leaves_it_empirical(sentence):
    kind, evidence = _label(f"{PRE} {sentence} {POST}")
    assert kind == "empirical", evidence


def test_the_frame_alone_is_empirical():
    assert _label(f"{PRE} {POST}")[0] == "empirical"


def test_the_form_never_makes_a_theory_label_alone():
    """``theorised`` without ``beside`` (the form the only own result): theory as without it."""
    classes = ["both", "empirical", "theory"]
    feats = {"theory_supported": 1, "empirical_present": 0, "reports_experiment": 0,
             "theorised": True, "beside": False}
    assert allowed(classes, feats) == [False, False, True]  # without the form none: all are
    assert classes[choose(classes, [0.1, 0.5, 0.4], feats)] == "empirical"
    feats["empirical_present"] = 1
    assert classes[choose(classes, [0.1, 0.3, 0.6], feats)] == "both"
    feats["beside"] = True  # another own result too: theory stands as the model chose it
    assert classes[choose(classes, [0.1, 0.3, 0.6], feats)] == "theory"

"""Wave 61 (exp61): own runs told as an application's shown merit, as data in the past tense,
as a device modelled and characterized, as a simulation done, as an ability demonstrated,
as robotics papers tell their tests (:mod:`analysis.paper_types.usedruns`); "limited"
after a verb of doing a run sizes it, it does not negate it (:data:`negation.SIZED_RUN`).

After a planted theory abstract each run's sentence makes the paper ``both`` (at cdbe582 each
left it ``theory``: the sentences are of wave 61's fresh reading, reworded); the same words
told of a theorem, of a problem's setting or of a restriction leave it ``theory``.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import negation
from tests.planted_types import THEORY_FRAME, label

FRAME = THEORY_FRAME

RUNS = [
    # an application's shown merit (aistats2021:ce34c283b1)
    "Besides, we apply the proposed algorithm to solve a nonconvex linear regression problem "
    "and train a deep learning model, both of which demonstrate the efficiency and efficacy of "
    "the proposed algorithm.",
    "We apply our sampler to the training of mixtures of factor analyzers and verify its "
    "effectiveness.",
    # data in the past tense (nips2005:c36531ac09)
    "The data consisted of the responses of neurons in primary auditory cortex of anesthetized "
    "cats to 32 stimuli derived from natural sounds.",
    "The dataset was collected with a small circular array of eight microphones.",
    # a device modelled and characterized (icra2022:9811545)
    "We show theoretical modeling of the transmission and characterization of the transmission "
    "ratio, energy efficiency, and force-velocity curve.",
    # a simulation done (iros2022:9982072)
    "A methodology for collision avoidance is developed to obtain a fair comparison, and "
    "simulated using a high-fidelity representation of acoustic signal propagation.",
    "The controller was simulated in Simulink on a model of the vehicle.",
    # an ability demonstrated (nips2010:034a85433e, wave 60's reading)
    "We show that our method generalizes a standard policy gradient approach, and we "
    "demonstrate its ability to improve reward functions in agents with various limitations.",
    # robotics runs (the second block: icra2007:4209294, icra2011:5979725, icra2009:5152697,
    # icra2013:6630665, icra2005:1570212)
    "We show, through a series of tests, that this planner is sufficient for traversing "
    "challenging terrain.",
    "An algorithm is described and tested that integrates a computed torque law.",
    "We developed a discrete event simulator to test our algorithms.",
    "Results obtained from a prototype hopper demonstrate that the joint allows continuous "
    "hopping.",
    "The proposed method has been implemented and some preliminary results are presented.",
    # a run sized by "limited" (aistats2023:4c6d7904f1)
    "Finally, we perform limited numerical experiments with simulated data to illustrate our "
    "theoretical findings.",
    "We conduct limited numerical experiments on synthetic graphs.",
]

THEOREMS = [
    # a theorem applied, a merit shown by a proof
    "We apply our theorem to sparse regression and demonstrate its usefulness.",
    "We apply the algorithm to linear bandits and demonstrate its efficiency by proving a "
    "regret bound.",
    "We apply the proposed method to online learning, which shows the advantage of adaptivity "
    "for the regret bound.",
    # a problem's setting in the present tense, a model's samples
    "In this setting the training data consists of samples from each domain.",
    "The samples were obtained from a Markov chain with a spectral gap.",
    # a characterization with no modelling before it
    "We give a characterization of the class of learnable languages.",
    # a simulation's cost, a circuit simulating another; an expressivity theorem's ability
    "We show that each query is simulated with O(log n) oracle calls.",
    "Any threshold circuit can be simulated by a polynomial-size network.",
    "We demonstrate its ability to represent any continuous function.",
    # statistical tests, a proof's series, others' evaluations
    "We show through a series of hypothesis tests that the null is rejected with high "
    "probability.",
    "We prove through a series of reductions that the problem is hard.",
    "Such interaction types have been proposed and evaluated in the literature.",
    # "limited" still negating: a problem's condition, a restriction, others' guarantees
    "We consider a target domain in which only limited experiments can be performed.",
    "Existing approaches are limited to simulations that neglect hardware constraints.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_an_own_run_makes_it_both(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", THEOREMS)
def test_a_theorem_s_words_leave_it_theory(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "theory", evidence


def test_limited_after_a_run_s_verb_is_no_negator():
    low = "finally, we perform limited numerical experiments"
    start = low.index("numerical")
    assert negation.negator(low, start, 0) == ""
    low = "only limited numerical experiments can be performed"
    assert negation.negator(low, low.index("numerical"), 0) == "limited"


def test_a_data_paper_of_recordings_is_empirical():
    # nips2005:c36531ac09, reworded: a characterization of neurons fitted to recorded
    # responses; theory 0.798 at cdbe582
    text = ("Analyzing auditory neurons by learning distance functions. We present a novel "
            "approach to the characterization of complex sensory neurons. We show how to train "
            "such distance functions using a limited amount of information. The data consisted "
            "of the responses of neurons in primary auditory cortex of anesthetized cats to 32 "
            "stimuli. The resulting distance functions generalized to predict the distances "
            "between the responses of a test stimulus and the trained stimuli.")
    kind, evidence = label(text)
    assert kind == "empirical", evidence

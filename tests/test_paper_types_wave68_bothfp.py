"""Session 68 (bothfp68): a theory word that is no own theory result, inside a run's finding or
a bound a method is built on (:mod:`analysis.paper_types.bothfp68`).

Planted abstracts, each a rewording of the abstract it names, gold ``empirical`` and read
``both`` at b9db9c9 (each fails there): "Simulation results show that ... there is a lower
bound in the mean velocity" (dev11 icra2013:6631313), "Using an approximation error bound of
the metric matrix function we learn local metrics" (dev16 nips2012:8d1c9cf460), and two forms
of the same cause from the corpus check ("Experiments show that ... converges to the optimal
number of features", aistats2012; "Empirically, we ... show exponential improvements in
inference time", nips2018:11426).  The look-alikes (the paper's own theory in the same
words) keep their label.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import THEORY_FRAME, label

EMPIRICAL = [
    # icra2013:6631313
    "Dynamical analysis of sidewinding locomotion by a snake-like robot is presented. The normal "
    "forces on the grounded links are calculated by solving equilibrium equations, and energy "
    "efficiency of sidewinding is compared with that of lateral undulation. Simulation results "
    "show that sidewinding is generally more efficient, and in the case where the viscous "
    "coefficient is small, there is a lower bound in the mean velocity of the center of mass "
    "for sidewinding to be more efficient.",
    # nips2012:8d1c9cf460
    "We present a new parametric local metric learning method. Using an approximation error "
    "bound of the metric matrix function we learn local metrics as linear combinations of basis "
    "metrics. We experimented with several large-scale classification problems and compared it "
    "with several state of the art metric learning methods, all of which it outperforms.",
    # aistats2012:3aed69fefd
    "We propose an incremental feature learning algorithm based on the denoising autoencoder "
    "that adds and merges features online. Our experiments show that the model quickly "
    "converges to the optimal number of features in a large-scale online setting, and "
    "outperforms deep belief networks for classification tasks.",
    # nips2018:11426
    "We associate with each production of an image grammar a submodular random field and develop "
    "an approximate algorithm for parsing images. Empirically, we present promising improvements "
    "in accuracy for scene understanding, and show exponential improvements in inference time "
    "compared to traditional methods.",
]

STAY_BOTH = [
    # an own bound the run checks ("the derived")
    "We propose a bandit algorithm for dynamic pricing and prove a regret bound of order "
    "sqrt(T). Simulation results show that the derived regret bound is tight.",
    # a proof in the finding's clause after a break: "..., and we prove that"
    "We design a tracking controller for a quadrotor. Simulation results show that the "
    "controller tracks aggressive references, and we prove that the tracking error is "
    "ultimately bounded.",
    # own theory named elsewhere in words no cue reads (icra2001:933182): the cue stays
    "We present a position control law for spider robots in tunnels. We show that if the "
    "controller's stiffness is above a lower limit, stability of the closed-loop system is "
    "guaranteed. Simulations show excellent convergence properties of the control algorithm.",
    # a bound used in a proof, not to build a method
    "Using a new concentration bound, we prove that the estimator is consistent. Experiments on "
    "ten benchmark datasets show that it outperforms the baselines.",
]

# the run meets what the paper's theory predicts: the cue still counts
PREDICTED = ("We model the hopping robot with a spring-mass template. Experiments on the "
             "prototype show an asymptotic convergence of the apex height which was predicted "
             "using the template model.")

STAY_THEORY = [
    # a bare "our results show" is a theory paper's, not a run's
    THEORY_FRAME + " Our results show that the minimax lower bound is attained by the estimator.",
]


@pytest.mark.parametrize("text", EMPIRICAL)
def test_a_theory_word_inside_a_run_or_a_bound_built_on_is_no_own_theory(text):
    kind, evidence = label(text)
    assert kind == "empirical", evidence


@pytest.mark.parametrize("text", STAY_BOTH)
def test_own_theory_in_the_same_words_stays_both(text):
    kind, evidence = label(text)
    assert kind == "both", evidence


@pytest.mark.parametrize("text", STAY_THEORY)
def test_a_theory_paper_stays_theory(text):
    kind, evidence = label(text)
    assert kind == "theory", evidence


def _notes(text: str) -> dict[str, str]:
    return {c.shown(): c.note for c in find_cues(clean_text(text)).cues if c.side == "theory"}


def test_the_cue_is_shown_with_why_it_did_not_count():
    assert _notes(EMPIRICAL[0])["lower bound"] == "inside a run's finding"
    assert _notes(EMPIRICAL[1])["error bound"] == "a bound the method is built on"
    assert _notes(STAY_BOTH[3])["concentration bound"] == ""
    assert _notes(PREDICTED)["asymptotic"] == ""


def test_the_shipped_model_reads_the_cue_as_fitted():
    cue = next(c for c in find_cues(clean_text(EMPIRICAL[0])).cues if c.shown() == "lower bound")
    assert cue.weight == 0.0 and cue.fitted is not None and cue.fitted[0] > 0

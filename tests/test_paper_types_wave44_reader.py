"""Issue 14, wave 44's second reader: theory look-alikes that wave 44's cues and masks took.

Each planted sentence is theory only at fc59538 and must stay so (bench/paper_types/RESULTS.md,
"wave 44's second reader"): a check whose gap holds a bound, a proof or a setting ("checked
against the minimax rate for Gaussian data", "in the regime of sparse data"), a run's word
that is an adjective of a theory object ("the error measured in the L2 norm", "observed
entries"), a statistical test, a counterexample or an illustration called practical, a title
whose experiment is the object of its theory ("Optimal Design of Experimental Studies",
"Causal Discovery from Observations and Experiments", "Online Learning and Experiment
Selection"), "tight" of a bound on a constraint's violation or of a volume, and a main
contribution that is a theory's building ("the design and analysis of", "the construction
of hard instances").  The wave's own sources still count (tests/test_paper_types_wave44.py).
"""

from __future__ import annotations

import pytest

from analysis.paper_types.classify import classify_text
from analysis.text import clean_text
from tests.planted_types import label as _label

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")


def _titled(text: str, title: str) -> str:
    return classify_text(clean_text(text), title, text)[0]


@pytest.mark.parametrize("sentence", [
    # a bound, a proof's step or a setting in the check's gap
    "We check our rates against the minimax rate for Gaussian data.",
    "We confirm the rate by deriving a matching lower bound for Gaussian data.",
    "We verify the bound in the regime of sparse data.",
    "Our guarantees are confirmed by a lower bound in the data-poor regime.",
    "These results are verified in the case of heavy-tailed data.",
    "The bound is complemented by an information-theoretic lower bound for noisy data.",
    "The bounds are checked against the known lower bounds for the noiseless task.",
    # a run's word as an adjective of a theory's object
    "We verify the bound with respect to the error measured in the L2 norm.",
    "We verify the bound on the number of observed entries.",
    # a counterexample or an illustration called practical
    "A practical example shows that the condition is necessary.",
    "Practical examples illustrate the theory.",
    "An industrial application illustrates the model.",
    # a statistical test, a trial's setting
    "The goodness of fit is assessed by tests on the residuals.",
    "The null hypothesis is tested by tests with a kernel statistic.",
    "The design is evaluated by trials in a sequential setting.",
])
def test_theory_look_alikes_of_the_checks_stay_theory(sentence):
    assert _label(f"{BOUND} {sentence}")[0] == "theory"


@pytest.mark.parametrize("title", [
    "Causal Discovery from Observations and Experiments",
    "Learning Causal Graphs with Interventions and Experiments",
    "Optimal Design of Experimental Studies",
    "Sample Complexity of Empirical Studies",
    "On the Sample Size of Empirical Comparisons",
    "Power of Experimental Comparisons",
    "Statistical Theory of Experimental Analyses",
    "Online Learning and Experiment Selection",
    "Bandits and Experimentation Policies",
])
def test_a_title_whose_experiment_is_its_theorys_object_stays_theory(title):
    assert _titled(BOUND, title) == "theory"


@pytest.mark.parametrize("title", [
    "Sparse Random Projections: Theory and Experiments",
    "Sparse Random Projections: Theory and Experiment",
    "Theory and Experiments on Sparse Random Projections",
    "A Theoretical and Experimental Study of Sparse Random Projections",
    "Lessons from an Empirical Study of Sparse Random Projections",
    "Learning Sparse Projections: Search Methods and Experimental Results",
    "Sparse Projections with Experimental Results",
    "A Platform for Experimental Validation of Sparse Random Projections",
    "Sparse Random Projections in Experimental Verifications",
    "Sparse Random Projections: Modeling, Simulation, and Experiment Results",
])
def test_titles_that_name_their_experiment_still_count(title):
    assert _titled(BOUND, title) != "theory"


@pytest.mark.parametrize("sentence", [
    "We verify our analysis by deriving and applying, in both simulations and experiments, an estimator.",
    "We verify the simulated results using a proof-of-concept robot.",
    "We validate the analysis with a lower-limb exoskeleton worn by five subjects.",
])
def test_checks_of_a_run_still_count(sentence):
    assert _label(f"{BOUND} {sentence}")[0] != "theory"


@pytest.mark.parametrize("text", [
    "We study online convex optimization with long-term constraints. Our algorithm attains "
    "tightness of the bound on constraint violation.",
    "We study volume computation. We give tight approximations of the volume of a convex body.",
    "We study sparse projections. The main contribution is the development of a theory of "
    "sparse projections.",
    "We study bandits. Our main contribution is the design and analysis of a new algorithm for "
    "the contextual setting.",
    "We study sorting. The main contribution is the construction of an explicit family of hard "
    "instances.",
])
def test_masks_keep_a_theorys_tightness_and_building(text):
    assert _label(text)[0] == "theory"

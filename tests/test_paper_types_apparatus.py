"""Issue 14, wave 36: no theory-only label beside an experiment told by its apparatus or its
outcome (``analysis.paper_types.apparatus``).

Planted abstracts whose right answer is known: a proved result plus an own experiment said
without the word "experiment" is not theory only (each was labelled theory before wave 36);
the same words negated, announced, reported of other people's work or used in their
theoretical sense leave theory alone.
"""

from __future__ import annotations

import pytest

from tests.planted_types import THEORY, apparatus_counted
from tests.planted_types import assert_apparatus_found_where_searches_find as found_alike
from tests.planted_types import label as _label


def test_the_planted_theory_abstract_is_theory():
    assert _label(THEORY)[0] == "theory"


OWN_EXPERIMENT = [
    # an implementation as the subject or the means of a finding
    ("Implementation of our algorithm shows that it needs less communication than earlier "
     "schemes.", "Implementation of our algorithm shows"),
    ("Through an implementation on multi-core CPUs, we show that training converges to the same "
     "accuracy in fewer epochs.", "Through an implementation on multi-core CPUs, we show"),
    ("We implement the algorithms using a team of four youBot robots.",
     "implement the algorithms using a team of four youBot robots"),
    ("We implemented the framework to solve kernel learning problems, and tested it against "
     "other first-order methods.", "We implemented the framework"),
    # a physical apparatus, a fabricated device, a demonstration realised
    ("We demonstrate grasping of a variety of objects while hovering, without touching the "
     "ground, using the Yale Aerial Manipulator testbed.", "using the Yale Aerial Manipulator testbed"),
    ("Finally, the controller is implemented on a team of differential-drive robots.",
     "implemented on a team of differential-drive robots"),
    ("Thus, a test bed is described in order to prove the applicability of the approach.",
     "a test bed is described"),
    ("We present the design, fabrication, and characterization of a sensorized hand.",
     "design, fabrication"),
    ("The manipulation of a single fish egg is successfully realized.", "is successfully realized"),
    ("We have proved its validity in a realistic human-robot coexistence scenario.",
     "proved its validity in a realistic"),
    # a measurement
    ("For characterization, loads were applied and the sensor signals were measured.",
     "signals were measured"),
    ("The swimmer detects obstacles with a precision of 2 µm.", "precision of 2 µm"),
    # comparisons told passively or against a cited implementation
    ("These methods are compared to similar strategies in a variety of problems.",
     "are compared to similar strategies"),
    ("We compare the proposed algorithm with an implementation of [8] and show that it finds "
     "better solutions.", "compare the proposed algorithm with an implementation of"),
    ("The resulting algorithm compares very well, in run-time, with much more elaborate "
     "alternatives.", "compares very well"),
    # an outcome without the word
    ("We use it to warm-start existing solvers and observe significant performance boost.",
     "observe significant performance boost"),
    ("We demonstrate proof-of-concept results on steam plant control.",
     "proof-of-concept results"),
    ("Combined with our loss, the algorithms achieve salient improvements in various "
     "vision-based robotics tasks.", "in various vision-based robotics tasks"),
    ("The versatility of our approach, both in terms of class of hypothesis or loss functions, "
     "is demonstrated with real world classification and regression problems.",
     "real world classification and regression problems"),
    ("A realistic simulative validation concludes the paper.", "simulative validation"),
    ("Videos can be found at our project page.", "Videos can be found"),
    # "has been evaluated" with a method as its subject is the paper's own, not prior work
    ("The method has been evaluated through a set of simulations.", "simulations"),
]


@pytest.mark.parametrize(("sentence", "phrase"), OWN_EXPERIMENT)
def test_an_experiment_told_by_its_apparatus_rules_out_theory_alone(sentence, phrase):
    kind, evidence = _label(f"{THEORY} {sentence}")
    assert kind != "theory"
    assert phrase.lower() in evidence.lower()   # the deciding phrase is listed


STILL_THEORY = [
    # negated, announced, or other people's
    "We do not implement the controller on a team of robots.",
    "In future work we will implement the controller on a team of robots.",
    "Prior work implemented similar controllers on a team of robots.",
    # a possibility, not a report
    "The controller can be implemented on a team of robots.",
    "The sensor can be fabricated using standard techniques.",
    # theory vocabulary
    "The design must respect fabrication constraints.",
    "Such estimators are known to have lower accuracy than the classical rate.",
    "The error is measured in terms of the Wasserstein distance.",
]
# comparisons of results, not of running methods: an older cue ("compare favorably",
# "baseline") weighs them, but no apparatus cue reads them as an experiment
NOT_AN_EXPERIMENT = STILL_THEORY + [
    "Our bounds compare favorably to results on the unstructured version of the problem.",
    "Its performance is compared to the baseline of the best constant predictor.",
    "This compares favorably with other existing bounding surfaces.",
]


@pytest.mark.parametrize("sentence", STILL_THEORY)
def test_negated_announced_others_and_theory_words_leave_theory_alone(sentence):
    assert _label(f"{THEORY} {sentence}")[0] == "theory"


@pytest.mark.parametrize("sentence", NOT_AN_EXPERIMENT)
def test_no_apparatus_cue_reads_them_as_an_experiment(sentence):
    assert apparatus_counted(f"{THEORY} {sentence}") == []


def test_the_apparatus_patterns_are_found_where_plain_searches_find_them():
    found_alike(OWN_EXPERIMENT, NOT_AN_EXPERIMENT)

"""Wave 45, second reader: theory sentences that wave 45's contests cues read as runs.

Planted sentences (none is a corpus abstract), each after the planted theory abstract
(:data:`tests.planted_types.THEORY`): a clock's time that is people's or earlier solvers'
("Humans solve such puzzles in seconds"), a time limit that is a problem's deadline (a
job's, a route's, a message's timeout), an outcome on a bound's measure ("generalization
error") or one that a bound indicates or a result explains, a robot's dynamics or a running
example of a theory, a classic experiment on people retold.  Each keeps the label 14f1104
gave it; the wave's own runs, told so, still count.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import contests
from tests.planted_types import THEORY, apparatus_counted
from tests.planted_types import label as _label

STILL_THEORY = [
    # a clock's time: people's, earlier solvers'
    "Humans solve such puzzles in seconds, yet we show that deciding solvability is NP-hard.",
    "Existing exact solvers compute the equilibrium in hours even for small games; we prove that the problem is PPAD-hard.",
    # a time limit as a problem's deadline
    "We consider a scheduling problem in which every job must be completed within a time limit of 8 hours.",
    "The orienteering problem asks for a route that visits as many sites as possible under a 10-hour time limit.",
    "Each message carries a timeout of 5 ms, and the protocol is shown to be safe for any delay distribution.",
    # an outcome on a bound's measure, indicated or explained
    "Our bound indicates that a smaller Lipschitz constant leads to improved generalization performance.",
    "Consequently, a larger margin leads to lower generalization error.",
    "The result explains how weight sharing leads to improved generalization performance.",
    "Our bound indicates that a larger margin leads to improved classification rates.",
    "The result explains how weight sharing leads to improved classification rates.",
    # a robot's model or a theory's example
    "We choose a unicycle vehicle as the example and prove that the controller is stable.",
    "We use the humanoid robot's dynamics as an example.",
    "We use a humanoid robot as a platform-independent example of the framework.",
    # a classic experiment on people, retold
    "In the classic Linda problem, subjects were asked to rank the probability of statements.",
    "Seminal work by Allais showed that subjects' choices violate the independence axiom.",
]


@pytest.mark.parametrize("sentence", STILL_THEORY)
def test_a_theorys_clock_deadline_bound_example_or_classic_study_is_no_run(sentence):
    assert _label(f"{THEORY} {sentence}")[0] == "theory"


# the label 14f1104 gave (unclear: "example" alone), and no contests cue
NO_CONTEST = [
    "We use the robot manipulator as an example to illustrate our stability result.",
    "We use a two-link planar robot arm as an example throughout the paper.",
    *STILL_THEORY,
]


def _contested(text: str) -> list[str]:
    return [p for p in apparatus_counted(text)
            if any(re.search(q, p.lower()) for q, _ in contests.EMPIRICAL)]


@pytest.mark.parametrize("sentence", NO_CONTEST)
def test_no_contests_cue_counts(sentence):
    assert _contested(f"{THEORY} {sentence}") == []
    assert _label(f"{THEORY} {sentence}")[0] != "both"


# the wave's runs, told otherwise, still count through contests
@pytest.mark.parametrize(("sentence", "phrase"), [
    ("Unlike existing solvers, our heuristic solves the routing problem in seconds.",
     "solves the routing problem in seconds"),
    ("We ran CPLEX on every instance with a 1-hour time limit.", "1-hour time limit"),
    ("All methods were given a time limit of 10 minutes.", "time limit of 10 minutes"),
    ("Data augmentation leads to improved test accuracy.", "leads to improved test accuracy"),
    ("We use the humanoid robot Atlas and its whole-body controller as a testbed.", "as a testbed"),
    ("In our study, 24 participants completed the reaching task.", "24 participants completed"),
    ("Results show that existing algorithms with our reformulation solve the problem within a few seconds.",
     "solve the problem within a few seconds"),
    ("Our empirical results show that small perturbations lead to improved generalization performance.",
     "lead to improved generalization performance"),
    ("We use a complex bipedal robot, a nonlinear system with hybrid dynamics, and its learned walking "
     "controller as an example.", "as an example"),
])
def test_the_waves_runs_still_count(sentence, phrase):
    assert _label(f"{THEORY} {sentence}")[0] != "theory"
    assert any(phrase in p.lower() for p in _contested(f"{THEORY} {sentence}")), _contested(f"{THEORY} {sentence}")

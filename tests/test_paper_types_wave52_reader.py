"""Wave 52's second reader: own runs a late marker of others discounted, bare rivals after a bound
read as runs by the rivals' clause, and the plan guard's clause scan per cue (hostile.py).

Planted abstracts (none a corpus abstract verbatim), each after a proved bound: a run of the
paper's own keeps a counted run (``both``); a bound's comparison stays ``theory``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import latemarks, plans
from tests.planted_types import label as _label

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")

RUNS = [
    # the marker owns a resource the run used: a possessive or a noun after it
    "The controller was tested on a real robot in [3]'s arena.",
    "Our controller was evaluated on two real robots in [3] and [4] settings.",
    "Our approach was tested on a real robot in prior work scenarios.",
    "The controller was tested on a real robot in previous work's arena.",
    "Experiments were conducted on a real robot in (Smith et al., 2019)'s setup.",
    "Our method was trained on ImageNet and evaluated on COCO in [3] format.",
    # an interval in brackets is no citation
    "The controller was tested on a real robot with joint angles in [0, 90] degrees.",
    "The estimator was tested on synthetic data with noise levels in [0.1, 0.5].",
    "The method was evaluated on five datasets with learning rates in [1e-4, 1e-2].",
    # the paper's own run told after the marker, in the same sentence
    "The algorithm was implemented on a real robot in earlier work [3] and we now evaluate it on "
    "a drone with 20 trials.",
    "The controller was deployed on a quadrotor in earlier studies of ours and is tested here on "
    "a real robot.",
]

OTHERS = [
    # still others' (wave 52's forms, and an own word after the marker with no run of its own)
    "The controller was tested on a real robot in previous work [2].",
    "The proposed controller was validated on a real robot in our previous work and is here "
    "extended to a drone.",
    "The algorithm was evaluated on robots by Smith et al. [4], which we extend here.",
]

# a rival named bare (no task, data or practice in its clause) after a bound compares bounds
BARE_RIVALS = [
    "We prove a regret bound, and our algorithm outperforms existing algorithms.",
    "We prove a regret bound and the algorithm outperforms existing algorithms.",
    "We prove the estimator is consistent and it outperforms existing estimators.",
    "We prove convergence; our method outperforms existing methods.",
    "We prove a minimax rate, but our estimator outperforms existing estimators.",
    "Theorem 1 gives the rate and the estimator outperforms classical estimators.",
]

# after a measure's word only (no proof's) the rival's clause is read alone, as wave 52 has it
MEASURED_RIVALS = [
    "Our models achieve a very good detection rate, and outperform other methods on object classes "
    "with large deformation.",
]

# a rival whose clause names where it ran stays a run after a bound (aistats2011:472e50eaa1's form)
NAMED_RIVALS = [
    "We derive regret bounds and the algorithm outperforms existing algorithms on two natural "
    "language processing adaptation tasks.",
    "We prove a regret bound, and our algorithm outperforms existing algorithms on benchmark "
    "datasets.",
    "We prove a regret bound, but in practice our algorithm outperforms existing algorithms.",
]


@pytest.mark.parametrize("sentence", RUNS + NAMED_RIVALS + MEASURED_RIVALS)
def test_the_papers_own_run_counts(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", OTHERS)
def test_others_run_stays_others(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "theory", evidence


@pytest.mark.parametrize("sentence", BARE_RIVALS)
def test_a_bare_rival_after_a_bound_is_no_run(sentence):
    kind, evidence = _label(sentence)
    assert kind == "theory", evidence


def test_marked_after_reads_a_bounded_stretch_after_the_marker():
    # an own word after each marker, no run after it: each marker reads a bounded stretch
    low = "it was deployed in earlier work [3] by us " + "and us " * 6000
    assert latemarks.marked_after(low, [0]) == {0}


class _Spans:
    """A stand-in for plans._CLAUSE that sums the characters its scans read."""

    def __init__(self, pattern: re.Pattern):
        self.pattern, self.read = pattern, 0

    def search(self, s, pos=0, endpos=None):
        self.read += (len(s) if endpos is None else endpos) - pos
        return self.pattern.search(s, pos, len(s) if endpos is None else endpos)

    def finditer(self, s, pos=0, endpos=None):
        self.read += (len(s) if endpos is None else endpos) - pos
        return self.pattern.finditer(s, pos, len(s) if endpos is None else endpos)


def test_the_plan_guard_reads_the_clause_back_from_the_last_plan_only(monkeypatch):
    """hostile.py's "we are porting it and the controller was tested on a real robot" x 625
    (0.156 -> 0.179 s): the clause was scanned from the window's start (300 characters) for
    every cue; it is read back from the last plan's word only."""
    frag = "we are porting it and the controller was tested on a real robot "
    low = frag * 50
    spans = [m.span() for m in re.finditer(r"tested on a real robot", low)]
    spy = _Spans(plans._CLAUSE)
    monkeypatch.setattr(plans, "_CLAUSE", spy)
    vetoed = [plans.PLANNED.holds(low, s, e, 0) for s, e in spans]
    assert not any(vetoed)  # "and the controller was" opens a clause of its own
    assert spy.read <= 60 * len(spans)

"""Wave 42, second reader: theory sentences that wave 42's demonstrations read as runs.

Planted sentences (none is a corpus abstract), each after the planted theory abstract: a
gain counted in a theorem's measure (samples, queries, a hyphenated "sample-complexity", a
bound as the subject) or after a proof's word in its clause; a validation by a property or
a worked example; "demonstrate theoretically / provably" (a proof's word inside the match);
classes of games or graphs (not real data) and properties told by a copula ("is PPAD-hard",
"is Markovian"); a prototype problem, example or a "prototype-based" classifier; a "min cut";
a time or an agreement with people in an assumption, a condition or a model.  Each is theory
at 195b45a and must stay so; the runs below (wave 42's forms, reworded) must still count.
"""

from __future__ import annotations

import pytest

from tests.planted_types import THEORY
from tests.planted_types import label as _label

STILL_THEORY = [
    "We prove that our estimator achieves a two-fold reduction in the number of samples over existing estimators.",
    "We show a ten-fold reduction in the number of queries over previous algorithms.",
    "Our bound yields a five-fold improvement in sample-complexity over previous methods.",
    "We show a five-fold improvement in the dependence on dimension over previous methods.",
    "We validate our analysis by showing that the estimator is consistent.",
    "We validate our framework by applying it to three classical problems in game theory.",
    "We demonstrate theoretically that the algorithm converges faster than existing methods in the strongly convex case.",
    "We demonstrate that our algorithm provably converges faster than existing algorithms on convex problems.",
    "We demonstrate analytically that the scheme converges faster than classical methods for smooth objectives.",
    "For two natural classes of games, we show that computing equilibria is PPAD-hard.",
    "For several different graphs, we show that the mixing time is polynomial.",
    "For finite-horizon problems, we demonstrate that the optimal policy is Markovian.",
    "In finite-dimensional settings, we demonstrate that the estimator is consistent.",
    "We illustrate our theorems by constructing two prototype examples.",
    "We illustrate the bound by constructing a prototype-based classifier.",
    "Our algorithm requires 3 min cut computations per iteration.",
    "Assuming each message takes 1 ms to deliver, we prove that the protocol terminates.",
    "In our model, each job requires 5 s of processing on every machine.",
    "The sample complexity is reduced by an order of magnitude compared to previous algorithms.",
    "We prove that the regret is reduced by two orders of magnitude compared with existing algorithms.",
    "Under the assumption that the reward model's rankings agree with human rankings, the policy is optimal.",
    "If the reward model agrees with human ratings, the learned policy is near-optimal.",
]


@pytest.mark.parametrize("sentence", STILL_THEORY)
def test_a_theorem_told_like_a_demonstration_stays_theory(sentence):
    assert _label(f"{THEORY} {sentence}")[0] == "theory"


# runs of wave 42's families beside these guards: each rules theory alone out
STILL_RUNS = [
    "On three real-world citation graphs, we demonstrate that the embedding is faster than spectral clustering.",
    "In finite-sample settings, we demonstrate that the rule is able to cut the search effort.",
    "The experiments were conducted on a prototype gripper.",
    "We validate the design by building two prototype valves.",
    "Training is accelerated by two orders of magnitude against existing solvers, and we prove that the bound is tight.",
    "We derive a regret bound; on hardware, planning takes only 3 ms.",
    "We prove a bound on the tracking error, and demonstrate a three-fold reduction in energy over existing controllers on a planar arm.",
    "Planning a full trajectory with 3 min cut calls takes 20 min.",
    "If the robot falls, recovery takes 2 s.",
    # corpus forms the first version of this fix lost (evidence only): weak adjectives before
    # data sets, a copula after data, "consistent" as a word of an outcome, "theoretical" before
    "On three diverse real-world datasets, we show that our estimator is competitive with distillation.",
    "We validate this approach by showing a consistent increase in accuracy over the baselines.",
    "In addition to theoretical justification, on two real data sets, we empirically demonstrate that the method is robust.",
]


@pytest.mark.parametrize("sentence", STILL_RUNS)
def test_a_run_beside_the_guards_still_counts(sentence):
    assert _label(f"{THEORY} {sentence}")[0] != "theory"

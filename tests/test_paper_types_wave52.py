"""Issue 14, wave 52: a marker of others after the run, plans after the cue or in another clause,
a run after a bound in its own clause, a theorem demonstrated on applications
(bench/paper_types/RESULTS.md, "Issue 14, wave 52").

Planted abstracts (none a corpus abstract verbatim), each after a proved bound (:data:`BOUND`):
a planted theory sentence is ``theory`` (``both`` at 1c70840); a run look-alike keeps a
counted run of the paper's own (``both``).
"""

from __future__ import annotations

import pytest

from analysis.paper_types import latemarks
from tests.planted_types import label as _label

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")

THEORY = [
    # others' run, the marker after the run in its clause
    "The algorithm has been deployed on two robots in earlier work [3].",
    "The algorithm was evaluated on robots by Smith et al.",
    "The algorithm was evaluated on real robots by Smith et al. [4].",
    "The controller was tested on a real robot in previous work [2].",
    "The controller was tested on a real robot in [2].",
    "The controller was tested on a real robot in [Smith 2019].",
    "The controller was validated on two real robots in (Smith et al., 2019).",
    "We evaluated the controller on two real robots in our earlier work [3].",
    "The policy has been evaluated on a quadrotor by Lee and Park et al.",
    # a plan after the cue
    "The controller will be tested on a real robot in future work.",
    "The controller will be deployed on a real robot in the near future.",
    # a theorem demonstrated on applications
    "We demonstrate our theorems on two applications.",
    "We demonstrate our theorems on several practical applications.",
    "We illustrate the lower bounds on three applications.",
    # a plan's clause joined by "and" without a finite verb of its own: still the plan
    "We are implementing and testing the controller on a real robot.",
    "We are implementing the controller on a drone and a real robot.",
    "The search strategy is being implemented and evaluated on a mobile robot.",
    "The planner will later be implemented and tested on a real robot.",
    # the clause after "and" keeps its subject: "we plan to" is still a plan
    "We are implementing the planner on a drone and we plan to deploy it on a real robot.",
]

RUNS = [
    # a comparison, a contrast, what was borrowed: the run is the paper's own
    "We compare with the method of Smith et al. [3] on a real robot.",
    "Our method outperforms the method of [3] on two real robots.",
    "Unlike earlier work [3], we evaluate the controller on a real robot.",
    "Building on prior work [3], we evaluate the controller on a real robot.",
    "The controller was compared with the method in [3] on a real robot.",
    "The controller was tested on a real robot, unlike earlier work [3].",
    "The controller was tested on a real robot as in prior work [3].",
    "The controller was tested on the benchmark introduced in [3].",
    "The controller was tested on two robots used in previous work [3].",
    "The method was evaluated on the benchmark in [3] with a real robot.",
    "We evaluate the controller on a real robot by Smith et al.",
    "We evaluate the controller on a real robot; earlier work [3] used a simulator.",
    "The controller was tested on a real robot, and it outperforms the method in [3].",
    "The controller was tested on a real robot, following the protocol in [3].",
    "We tested the controller on a real robot and compared it with the results in [3].",
    "We evaluate the planner by simulating a variant of the problem inspired by our previous work "
    "on a real robot.",
    # a plan in another clause joined by "and" with a finite verb of its own
    "We are porting the planner to a drone and the controller was tested on a real robot.",
    "We are porting the planner to a drone and we tested the controller on a real robot.",
    "We are implementing the planner on a drone and evaluate the controller on a real robot.",
    "The controller was implemented and tested on a real robot.",
    "We implemented and evaluated the planner on a mobile robot.",
    # the future after the cue without a plan of the cue's own
    "We implemented our method for predicting pedestrian motion on a mobile robot in the future.",
    "We tested the controller on a real robot to establish baselines for future work.",
    "The controller was tested on a real robot, which will be useful in future work.",
    "The controller was tested on a real robot and will be extended in future work.",
    # a run in its own clause after a bound (aistats2011:472e50eaa1's form)
    "This allows us to give finite sample target error bounds (using only source training data) "
    "and an algorithm which performs at the state-of-the-art on two natural language processing "
    "adaptation tasks.",
    "We derive regret bounds and the algorithm performs at the state-of-the-art on two natural "
    "language processing adaptation tasks.",
    # a method (not a theorem) demonstrated on applications
    "We demonstrate our method on two applications.",
    "We demonstrate the algorithm on several practical applications.",
    "We prove two theorems and demonstrate the method on two applications.",
]

# a bound's or a proof's claim stays the theorem's across "and" (the complement holds it)
THEORY_RIVALS = [
    "We prove that the regret is bounded and the algorithm performs at the state-of-the-art on "
    "two natural language processing adaptation tasks.",
    "We prove that the regret is bounded, and that the method performs at the state-of-the-art "
    "on two natural language processing adaptation tasks.",
    "We show that the regret is bounded and the algorithm performs at the state-of-the-art on "
    "two natural language processing adaptation tasks.",
    "We give an algorithm with regret bounds which performs at the state-of-the-art on two "
    "natural language processing adaptation tasks.",
    "We give an approximation ratio of 1/2 and an algorithm whose ratio outperforms existing "
    "algorithms.",
]


@pytest.mark.parametrize("sentence", THEORY)
def test_others_run_a_plan_or_a_theorem_applied_is_no_run(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "theory", evidence


@pytest.mark.parametrize("sentence", THEORY_RIVALS)
def test_a_proved_claim_across_and_is_no_run(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "theory", evidence


@pytest.mark.parametrize("sentence", RUNS)
def test_the_papers_own_run_still_counts(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "both", evidence


def test_marked_after_reads_the_marker_after_the_run_only():
    low = "we evaluate on robots. it was deployed on robots in earlier work [3]. in [3], it was run."
    starts = [0, low.index("it was"), low.index("in [3],")]
    assert latemarks.marked_after(low, starts) == {1}


def test_marked_after_is_linear_on_a_long_sentence():
    # a long sentence of markers is read in bounded windows (bench/paper_types/hostile.py)
    low = "it was compared on robots in earlier work [3] " * 2000
    assert latemarks.marked_after(low, [0]) == set()

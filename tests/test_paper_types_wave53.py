"""Issue 14, wave 53: a hedge's span ends with its clause, a reported verb after a plan, a
resource's maker read after the run, results reported with a count, a built system's capability
demonstrated (bench/paper_types/RESULTS.md, "Issue 14, wave 53").

Planted abstracts (none a corpus abstract verbatim), each after a proved bound (:data:`BOUND`):
a run look-alike keeps a counted run of the paper's own (``both``; ``theory`` at b8b23bd where
the form is new); a theory look-alike (a plan, a hedge, others' run, a count of no run) stays
``theory``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import clauses, lexicon
from tests.planted_types import label as _label

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")

RUNS = [
    # 1. a hedge's span stops where a finite clause starts
    "We leave the extension for future work, and evaluate the method on three benchmarks.",
    "The method will be evaluated on a real robot in future work, and it was tested in simulation "
    "with 20 trials.",
    "The extension is left for future work, and the controller was tested on a real robot.",
    "Evaluation on a real robot is left for future work, but the controller was tested on a drone.",
    "We plan to deploy the controller on a real robot, and we evaluated it in simulation with 20 "
    "trials.",
    "We plan to deploy the controller on a real robot and it was tested in simulation with 20 trials.",
    "An open question is whether it can be deployed on a real robot, and we evaluated it on a drone.",
    "For future work, experiments on a real robot are planned, while we evaluate it in simulation.",
    # 2. a reported verb (past, present perfect) with no subject of its own after a plan
    "The method is planned to be deployed on a robot and was tested on 3 robots.",
    "The planner is planned to be deployed on a robot and has been tested on three robots.",
    "We are implementing the planner on a drone and evaluated the controller on a real robot.",
    "We are implementing the planner on a drone and have tested the controller on a real robot.",
    # 3. a resource's maker after the run: the paper's own run on others' resources
    "The method was evaluated on the benchmark by Smith et al. [3].",
    "The controller was tested in the simulator by [5].",
    "Experiments were conducted on the benchmark by Smith et al. [3].",
    "The planner was evaluated on the KITTI benchmark by Geiger et al. [3].",
    # ... as the participles named them before the wave
    "The method was evaluated on the benchmark collected by Smith et al. [3].",
    "The controller was tested in the simulator developed by [5].",
    # 4. results reported with a count of trials or settings
    "We report results of 20 trials.",
    "Results of 20 trials show that the controller is robust.",
    "Results of 50 runs show that the method converges faster.",
    "We also present results over ten random seeds.",
    "We are implementing the controller on a real robot and report results of 20 trials.",
    "We report results on three robots.",
    # 5. a built system's capability demonstrated
    "We demonstrate that this system can learn musical beats even when only provided with a few "
    "seconds of audio.",
    "We demonstrate that the robot can climb stairs and open doors.",
    "We show that the prototype can lift 5 kg.",
]

THEORY = [
    # a hedge's span goes on through a modal's infinitive or a participle
    "In future work, we will port it to a drone, and evaluate it on three benchmarks.",
    "In future work, we will port it to a drone and we will test it on a real robot.",
    "In future work, the planner will be ported to a drone and the controller will be tested on a "
    "real robot.",
    "As future work, we plan to deploy the controller on a real robot, and test it on a drone.",
    "We hope to deploy the controller on a real robot and test it on a drone.",
    "In future work we plan to test the controller on a real robot and evaluate it on three "
    "benchmarks.",
    "An open question is whether it can be deployed on a real robot and tested on a drone.",
    "In future work, it is expected to be tested on a real robot.",
    "We leave the evaluation on three benchmarks to future work.",
    "Experiments on real robots are left to future work, and the simulation and real robot are "
    "described.",
    # a relative clause's verb after "and" (colt2014:fb04109d4a's form), a modal's infinitive after
    # "and" in a plan's clause (icra2020:9196987's form)
    "Our open problem is whether it is possible to design an algorithm which samples the "
    "locations and achieves the same sample complexity on three benchmarks.",
    "In the future, we are going to improve the automated process and apply it on a real robot.",
    "In the future, we are going to improve the automated process and apply various scenarios "
    "under different robots.",
    # a plan's participle shares its auxiliary: still the plan
    "The planner is being implemented and evaluated on a mobile robot.",
    "We are implementing the planner on a drone and evaluated on a mobile robot.",
    "The planner will later be implemented and tested on a real robot.",
    "We are implementing the controller on a real robot and need the drone for testing.",
    # others' run: the agent is the citation, no resource before it
    "The method was evaluated by Smith et al. [3].",
    "The controller was evaluated on real robots by Smith et al. [3].",
    "The controller was tested on the robot by Smith et al. [3].",
    # no run's count, no report of the paper's, a report to come
    "We report results on the convergence rate.",
    "Results of the analysis show that the bound is tight.",
    "We report results on three classes of graphs.",
    "We report results on two theorems.",
    "The results of 2 lemmas show that the bound is tight.",
    "We do not report results of 20 trials.",
    "We plan to report results of 20 trials.",
    "In future work, we will report results on three robots.",
    # a capability a theorem states: a bound, an algorithm, a dynamical system, a universal claim,
    # a passive possibility, shown theoretically or after a proof's word
    "We demonstrate that this bound can be tightened.",
    "We show that the algorithm can be extended to the multi-agent case.",
    "We show that the closed-loop system can track reference trajectories.",
    "We show that the robot can reach any configuration.",
    "We show that the system can be stabilized by output feedback.",
    "We theoretically demonstrate that this system can learn the target function.",
    "We demonstrate that this framework can represent the policy.",
    "We show that the resulting system can track every reference signal.",
    "We prove the theorem and show that the robot can reach the goal.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_the_papers_own_run_counts(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", THEORY)
def test_a_plan_a_hedge_or_others_run_is_no_run(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "theory", evidence


def _hedge(pattern_start: str) -> re.Pattern:
    (p,) = [p for p in lexicon.HEDGE_SPANS if p.startswith(pattern_start)]
    return re.compile(p)


def test_the_future_work_span_ends_with_its_clause():
    span = _hedge(r"\b(?:in|as|for) (?:future")
    low = "we leave the extension for future work, and evaluate the method on three benchmarks."
    assert span.search(low).group() == "for future work"
    low = "in future work, we will port it, and evaluate it on three benchmarks."
    assert span.search(low).group() == low[:-1]  # the modal's infinitive: the whole sentence


def test_the_hedge_tail_is_bounded():
    # a hedge is tried at every "future work" of a text: each reads at most 60 words and commas on
    # either side of a modal, not the rest of a 40,000-character sentence (bench/paper_types/hostile.py)
    span = re.compile(r"in future work" + clauses.HEDGE_TAIL)
    low = "in future work" + " we will, and may and can" * 2000
    assert 100 < span.match(low).end() < 1000
    low = "in future work and evaluate the method " * 1000
    assert span.match(low).end() < 700

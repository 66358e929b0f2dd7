"""Wave 54: theorems and models read as own runs by waves 53 / 53b's cues (their second reader's
list, bench/paper_types/RESULTS.md), guarded as general forms, with the runs that still count.

Planted abstracts (none a corpus abstract verbatim), each after a proved bound (:data:`BOUND`):
a theory sentence stays ``theory`` (``both`` at d983528); a run stays ``both``.
"""

from __future__ import annotations

import pytest

from tests.planted_types import label as _label

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")

THEORY = [
    # exhibits.py's counted scale: a possibility (a modal) or a proved scaling (an order of a cost)
    "The algorithm can be run on up to 100 processors in parallel with linear speedup.",
    "The protocol runs on up to 1,000 processors with logarithmic communication.",
    "The method can be executed on up to 10,000 cores without loss of accuracy.",
    "Our scheme could run on more than 1,000 machines.",
    "The algorithm runs on up to 100 processors with linear speedup.",
    "The protocol scales on up to 1,000 servers with optimal communication.",
    # exhibits.py's platform form: a proof's word after the match in its clause
    "We give physical strategies for the robot that are provably optimal.",
    "We present physical strategies for the robot that are guaranteed to converge.",
    # exhibits.py's data acquired: a model's description (present verb, bare noun phrase)
    "The signals acquired by the array indicate the direction of arrival.",
    "The measurements acquired at each node indicate the state of the neighbours.",
    "The signals recorded by each sensor reveal the position of the source.",
    "The data collected by the agents indicate their local states.",
    # capable.py: a geometric class or a symbolic quantity after the verb
    "We show that the robot can grasp convex objects with two fingers.",
    "We show that the device can achieve a rate of n bits per channel use.",
    "We show that the robot can grasp polygonal objects with three fingers.",
    "We show that the system can transmit k messages per round.",
    # exhibits.py's own method in practice, under a condition
    "We propose a new estimator. In practice, the estimator works well if the sample size exceeds "
    "the dimension.",
    "We propose a new sampler. In practice, the sampler converges quickly only when the chain is "
    "reversible.",
    "We propose a new sampler. In practice, the sampler converges quickly unless the target is "
    "multimodal.",
    # latemarks.py: a relative clause after "by <citation>" gives the run to them
    "The method was evaluated on the data set by Smith et al. [3], who reported a 5% gain.",
    "The method was evaluated on the benchmark by Smith et al. [3], whose results show a 5% gain.",
    "The controller was tested in the simulator by [5], who found it unstable.",
    # plans.py / trials.py: a plan's clause goes on past a modal ("will show") or a relative
    "We are porting the planner to a drone and the results of 20 trials on a real robot will "
    "show whether it is robust.",
    "We plan to port the planner to a drone and results of 20 trials on the drone will show it.",
    "We plan to report results of 20 trials.",
    "Smith et al. reported results of 20 trials.",
]

RUNS = [
    "We ran it on up to 1,000 GPUs.",
    "We trained the model on up to 1,000 GPUs with near-linear speedup.",
    "The solver was run on up to 512 cores and finished in 3 hours.",
    "Our implementation runs on up to 1,000 GPUs.",
    "We tested the strategies on the robot, which is provably safe.",
    "We present experimental results for the quadruped robot, which is provably stable.",
    "We report hardware trials on the drone; the controller is provably safe.",
    "We present physical gaits for the hexapod robot that cross rough terrain.",
    "The data acquired in 20 trials indicate that the gripper holds.",
    "The measurements acquired during 30 experiments indicate the slip.",
    "The force data recorded showed the stiffness increases.",
    "The data acquired show an increase in the observed stiffness.",
    "The recordings collected from 12 participants reveal the effect.",
    "We demonstrate that our prototype can lift 5 kg.",
    "We demonstrate that our gripper can pick 40 objects in real tests.",
    "We show that the robot can open doors and climb stairs.",
    "We demonstrate that the prototype can grasp convex objects of various sizes.",
    "We propose a new method. In practice, the method works well even if the data are noisy.",
    "We propose a new solver. In practice, the solver converges quickly on all our benchmarks.",
    "The method was evaluated on the data set of Smith et al. [3]; we report a 5% gain.",
    "The method was evaluated on the benchmark by Smith et al. [3], which contains 100 scenes.",
    "We evaluated the method on the benchmark by Jones et al. [4] and report a 5% gain.",
    "The method, which can handle large graphs, was run on up to 1,000 machines.",
    "Since the algorithm can be parallelized, we ran it on up to 1,000 GPUs.",
    "Our system runs on up to 1,000 servers with low latency.",
    "We show that the robot can grasp objects of 3 different shapes, including convex ones.",
    "The data acquired indicate the robot slips on wet floors.",
    "The signals recorded by the array show the direction of arrival in 20 trials.",
    "In practice, we find that our method works well if tuned.",
    # own runs after a plan: a run's outcome as the subject of a clause, results reported
    "We are porting the planner to a drone and the results of 20 trials on a real robot show it "
    "is robust.",
    "We are porting the planner to a drone and reported results of 20 trials.",
    "We have reported results of 20 trials.",
    "We presented results over 10 seeds.",
]


@pytest.mark.parametrize("sentence", THEORY)
def test_a_theorem_or_a_model_is_no_run(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "theory", evidence


@pytest.mark.parametrize("sentence", RUNS)
def test_a_run_still_counts(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "both", evidence

"""Wave 53's second reader: theorems read as own runs by waves 53 / 53b's new cues, and a run's
outcome as the subject of a clause after a hedge (bench/paper_types/RESULTS.md, wave 53).

Planted abstracts (none a corpus abstract verbatim), each after a proved bound (:data:`BOUND`):
a theory look-alike stays ``theory`` (each was ``both`` at 3dfe289, ``theory`` at b8b23bd); a run
told after a hedge's span in its own clause is ``both`` (``theory`` at b8b23bd and 3dfe289).
"""

from __future__ import annotations

import pytest

from tests.planted_types import label as _label

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")

THEORY = [
    # capable.py: a dynamical system's, a distributed system's or a machine's capability a theorem states
    "We show that this system can track the reference with bounded error.",
    "We show that the system can reach the origin in finite time.",
    "We demonstrate that the proposed system can achieve consensus under switching topologies.",
    "We show that the robot can follow the path with bounded tracking error.",
    "We show that our system can tolerate up to f Byzantine faults.",
    "We show that this system can solve the problem in polynomial time.",
    "We show that the vehicle can reach the target set from the initial state.",
    "We show that the agent system can reach a Nash equilibrium.",
    "We show that this system can exhibit chaotic behaviour for large gains.",
    "We demonstrate that our system can exhibit limit cycles.",
    "We show that the manipulator system can avoid singularities.",
    # exhibits.py: the own method in practice under a theorem's condition
    "We propose a new algorithm for sparse recovery. In practice, the algorithm converges within a "
    "few iterations for all parameter values satisfying the assumption.",
    "We propose a greedy heuristic. In practice, the heuristic finds good solutions whenever the "
    "matrix is well conditioned.",
    # exhibits.py: an implementation in a model of computation, a gain of an order
    "We implement the algorithm in the PRAM model and obtain speedups linear in the number of "
    "processors.",
    "We implement the scheme using a quantum circuit and obtain a quadratic speedup over classical "
    "algorithms.",
    # exhibits.py: data under an assumption
    "We assume the measurements collected by the agents show bounded noise.",
    # trials.py: a count of classes of settings
    "We report results on three classes of games.",
    "We report results on four families of languages.",
]

RUNS = [
    # a run's outcome as the subject of a clause after a hedge's span
    "Future work includes vision, but experiments on a real robot show the controller is robust.",
    "We plan to extend the method to video, while experiments on ImageNet show a 5% gain.",
    "Extensions are left for future work and experiments on ImageNet show a 5% gain.",
    "As future work we intend to release the data and the experiments on three datasets show "
    "large gains.",
    "An open question is whether this holds in general, but experiments on three datasets show "
    "that it does.",
]

# look-alikes that do not move: a capability of a built thing, a hedge that goes on (a modal, a relative)
KEPT = [
    ("We demonstrate that this system can learn musical beats even when only provided with a few "
     "seconds of audio.", "both"),
    ("We show that the system can generate facial expressions reasonably.", "both"),
    ("We show that the prototype can lift 5 kg.", "both"),
    ("We propose a new algorithm. In practice, the algorithm converges within a few iterations.",
     "both"),
    ("We report results on three robots.", "both"),
    ("In future work, we will run experiments on real robots and results on three datasets will "
     "show the gain.", "theory"),
    ("We plan to run experiments on a real robot, and the results will show whether it is robust.",
     "theory"),
    ("Future work includes experiments on real robots, and simulations that show the robustness on "
     "a drone.", "theory"),
    ("We leave experiments on real robots for future work, and simulations on three datasets could "
     "show a gain.", "theory"),
]


@pytest.mark.parametrize("sentence", THEORY)
def test_a_theorem_is_no_run(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "theory", evidence


@pytest.mark.parametrize("sentence", RUNS)
def test_a_run_after_a_hedge_counts(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize(("sentence", "kind"), KEPT)
def test_look_alikes_keep_their_label(sentence, kind):
    got, evidence = _label(f"{BOUND} {sentence}")
    assert got == kind, evidence

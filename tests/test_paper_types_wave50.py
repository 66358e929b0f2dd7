"""Issue 14, wave 50: runs told by their hardware (executed on a robot, a measured capability),
a theory validated by an activity, the performance shown over settings, a device's own field test.

Planted abstracts whose right answer is known (bench/paper_types/RESULTS.md, "Issue 14,
wave 50"; none is a corpus abstract verbatim).  Each planted run rules theory alone out and is
counted by a cue of this wave; the look-alikes (a robot's model, an assumed capability, a
plan, a proof's validation, a theorem over settings) get no cue of this wave and keep their label.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import apparatus, attribution, hardruns, proof_guard
from analysis.paper_types.literals import _parser
from tests.planted_types import apparatus_counted
from tests.planted_types import label as _label
from tests.test_paper_types_wave39 import _unbounded_repeats

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")


def _mine(text: str) -> list[str]:
    return [p for p in apparatus_counted(text)
            if any(re.search(q, p.lower()) for q, _ in hardruns.EMPIRICAL)]


# the fresh reading's misses (seed 5001), as general forms
RUNS = [
    ("The planned trajectories were executed successfully on a Staubli TX90.",
     "were executed successfully on a staubli"),
    ("The resulting motions were executed on a PR2 robot.", "were executed on a pr2 robot"),
    ("The gaits were then tested on two physical quadrupeds.", "were then tested on two physical quadrupeds"),
    ("We build a soft crawler capable of linear velocities of up to 12 cm/s.",
     "capable of linear velocities of up to 12 cm/s"),
    ("The prototype reaches speeds of up to 1.5 m/s and lifts payloads of 3 kg.",
     "reaches speeds of up to 1.5 m/s"),
    ("The gripper exerts forces of up to 40 N.", "exerts forces of up to 40 n"),
    ("Pick-and-place of carbon nanotubes validates the theoretical analysis of the gripper.",
     "validates the theoretical analysis"),
    ("Grasping trials validate the analytical model of the contact.",
     "validate the analytical model"),
    ("We demonstrate the performance of the planner for scenarios ranging from 4 to 10 degrees "
     "of freedom.", "demonstrate the performance of the planner for scenarios ranging from 4 to 10"),
    ("We evaluate the performance of our controller on three legged robots.",
     "evaluate the performance of our controller on three legged robots"),
    ("We show for a wide range of scenarios that our sampler reaches good paths sooner.",
     "we show for a wide range of scenarios that"),
    # a proof in an earlier clause does not make the validation a theory's (iros2018:8594251's form)
    ("A rigorous proof of stability is given, and we also validate our theoretical findings on "
     "two quadrotors.", "validate our theoretical findings"),
    ("The experiments were carried out on a KUKA robot.", "were carried out on a kuka robot"),
]


@pytest.mark.parametrize("sentence,phrase", RUNS)
def test_a_hardware_run_rules_out_theory_alone(sentence, phrase):
    assert _label(BOUND)[0] == "theory"
    text = f"{BOUND} {sentence}"
    assert _label(text)[0] != "theory"
    assert any(phrase in p.lower() for p in _mine(text))


def test_the_own_device_field_test_is_no_prior_work():
    # "This device has been shown to ..." names the authors' artefact: its field test is theirs
    text = (f"{BOUND} This device has been shown to perform with enhanced efficiency in "
            "cable-laying tasks throughout the field test in a shipyard.")
    assert _label(text)[0] != "theory"
    assert attribution._THIS_ARTEFACT.search("this device has been shown")
    # others' passive report keeps its third
    assert not attribution._OWN.search("this problem has been shown to be np-hard")


# look-alikes: a robot's model, an assumed capability, a plan, a proof's validation, a
# theorem over settings: no cue of this wave; theory stays theory where no older cue reads a run
LOOK_ALIKES_THEORY = [
    "Consider a robot capable of speeds of up to 2 m/s.",
    "We model a legged robot capable of forward velocities of up to 3 m/s.",
    "Assume each drone can reach speeds of up to 15 m/s.",
    "The optimal gait reaches speeds of up to 2 m/s in the model.",
    "Our analysis predicts that the swimmer reaches speeds of 3 cm/s.",
    "If the robot reaches speeds of 2 m/s, the plan is no longer safe.",
    "We prove that the controller generates torques of at most 5 Nm.",
    "The controller is verified to be stable.",
    "We verify that the controller is stable for all gains.",
    "We illustrate the effectiveness of the bound on three examples.",
    "The lemma validates the theoretical analysis of Section 3.",
    "We validate the theoretical results by a rigorous proof.",
    "This bound validates the theoretical predictions of the model.",
    "The analysis validates the theoretical framework.",
    "We show for a wide range of games that the equilibrium is unique.",
    "We show for a number of environments that no algorithm can achieve sublinear regret.",
    "We show for a variety of tasks that the sample complexity is polynomial.",
    "The robot's dynamics and kinematics are derived, and the controller is proved stable.",
    "This robot has been shown to be controllable in prior work.",
    "This problem has been shown to be NP-hard.",
    # the adversarial pass
    "The proof validates the theoretical analysis, and the bound is tight.",
    "The mechanism achieves a welfare of 2 n.",
    "The controller guarantees that the robot reaches speeds of at most 2 m/s.",
    "We show for several robots that the controller is stable.",
    "We show for a number of scenarios that the problem is NP-hard.",
    "The proofs were carried out on a computer.",
]


@pytest.mark.parametrize("sentence", LOOK_ALIKES_THEORY)
def test_theory_look_alikes_keep_theory(sentence):
    text = f"{BOUND} {sentence}"
    assert _mine(text) == []
    assert _label(text)[0] == "theory"


# look-alikes an older cue already reads as a run at f331814 ("on a real robot", "several
# scenarios"): this wave adds nothing to them
OLDER = [
    "We demonstrate the effectiveness of the bound for several scenarios.",
    "We are implementing the controller on a real robot.",
    "The plan will be executed on a real robot.",
    "The trajectories can be executed on a manipulator.",
    "The planned paths are executed on a robot with bounded sensing.",
    "The trajectories were executed on the robot's dynamic model.",
    "The controller was run on a model of the robot.",
    "The controller was tested on a simulated model of the manipulator.",
    "We show for several tasks that the regret bound is tight.",
    "We demonstrate the performance of the algorithm for several scenarios in which the noise is heavy-tailed.",
    "Theorem 2 shows the performance of the algorithm for a number of scenarios.",
    "The trajectory is executed on a robot whose dynamics are unknown.",
    "The algorithm has been deployed on two robots in earlier work [3].",
    # the adversarial pass: a simulation of a proof's object, an equilibrium, a model after
    "We prove the bound, and the simulations of the chain validate the theoretical analysis.",
    "The robot reaches a velocity of 0 m/s at the equilibrium.",
    "The closed-loop system reaches a force of 5 N at steady state in the model.",
    "We demonstrate the performance of the controller for scenarios ranging from 2 to 5 robots in theory.",
    "We show on two robots, that the kinematics are singular.",
]


@pytest.mark.parametrize("sentence", OLDER)
def test_look_alikes_an_older_cue_reads_get_nothing_of_this_wave(sentence):
    assert _mine(f"{BOUND} {sentence}") == []


def test_the_wiring():
    assert {p for p, _ in hardruns.EMPIRICAL} <= {p for p, _ in apparatus.EMPIRICAL}
    assert all(proof_guard._GUARDS[p] is hardruns.PERFORMED for p, _ in hardruns.EXECUTED)
    assert all(proof_guard._GUARDS[p] is hardruns.SPECIFIED for p, _ in hardruns.CAPABLE)
    assert all(proof_guard._GUARDS[p] is hardruns.VALIDATED for p, _ in hardruns.VALIDATES)
    assert all(proof_guard._GUARDS[p] is proof_guard.RIVAL for p, _ in hardruns.SETTINGS)
    for p, _ in hardruns.EMPIRICAL:
        assert all(what == "one class" for what, _ in _unbounded_repeats(_parser.parse(p))), p

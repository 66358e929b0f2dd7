"""Issue 14, wave 51: older run cues that read a plan, a machine's model, an equilibrium's value,
a theorem applied in applications or a theory's prediction as a run (bench/paper_types/RESULTS.md,
"Issue 14, wave 51").

Planted abstracts (none a corpus abstract verbatim): each planted theory sentence after a bound
is ``theory`` (it was ``both`` at fbba669); each run look-alike keeps a counted run.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import apparatus, lexicon
from tests.planted_types import apparatus_counted
from tests.planted_types import label as _label

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")

THEORY = [
    # a plan
    "We are implementing the controller on a real robot.",
    "In future work, the controller will be executed on a real robot.",
    "The planner will later be tested on a quadrotor.",
    "We are currently porting the controller to a humanoid robot.",
    "The gait is being implemented on a legged robot.",
    "In future work, the controller is to be deployed on two robots.",
    "We plan to deploy the policy on a drone.",
    "In future, this work will be implemented on a prototype robot.",
    "We intend to validate the controller on a real robot.",
    # a machine's model
    "The controller is run on a model of the robot.",
    "The policy is tested on a dynamic model of the manipulator.",
    "The controller is evaluated on the robot's kinematic model.",
    # an equilibrium's value, a model's
    "The swimmer reaches a velocity of 0 m/s at the equilibrium.",
    "The error of 0 mm is attained at the fixed point.",
    "The robot has a speed of 2 m/s in the model.",
    # a theorem, bound, reduction or main result demonstrated in applications
    "We demonstrate the theorem in two applications to queueing.",
    "We illustrate the bound in three applications to auctions.",
    "We demonstrate the reduction in two applications.",
    "We illustrate our main results through applications to random graphs.",
    # a theory's prediction
    "Our results predict that overparameterized models achieve lower test error than "
    "underparameterized ones.",
    "Our theory predicts higher classification accuracy for wider networks.",
    "The analysis predicts lower test error for larger step sizes.",
]

RUNS = [
    "We implemented the controller on a real robot.",
    "The policy was executed on a real robot.",
    "The controller was tested on a quadrotor.",
    "The planner has been deployed on two robots in our lab.",
    "We then implement the controller on a humanoid robot.",
    "We will show that the controller, implemented on a real robot, tracks the reference.",
    "The gripper achieves a positioning accuracy of 2 mm.",
    "The robot reaches a speed of 2 m/s on flat ground.",
    "The model predictive controller achieves a tracking error of 3 mm on the robot.",
    "We demonstrate the effectiveness of the method in two applications: image denoising and "
    "tracking.",
    "We demonstrate its gains in two practical applications.",
    "Our method achieves lower test error than the baselines.",
    "Experiments show lower test error than existing methods, as our theory predicts.",
    "The theory is validated on a real robot.",
    # the own paper's narrative future, a goal, a run described in the present (corpus forms)
    "This controller will be implemented on passive hardware and will be compared to two "
    "simpler control schemes in two teleoperation tasks.",
    "The new approach intended to reinforce the controller is applied to a two-axis robot arm.",
    "The controller is running on a real robot at 100 Hz.",
    "The method aims to reduce cost and is tested on a real robot.",
]


@pytest.mark.parametrize("sentence", THEORY)
def test_a_plan_model_equilibrium_application_or_prediction_is_no_run(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "theory", evidence


@pytest.mark.parametrize("sentence", RUNS)
def test_a_run_look_alike_still_counts(sentence):
    assert _label(f"{BOUND} {sentence}")[0] == "both"


def test_each_fragment_picks_one_older_cue():
    from analysis.paper_types import plans

    lexical = [p for p, _ in lexicon.EMPIRICAL]
    own = [p for p, _ in apparatus.EMPIRICAL]
    for fragment in plans._PLANNED_CUES:
        assert len(plans._picked(lexical, fragment) + plans._picked(own, fragment)) == 1, fragment
    for fragment in plans._APPLIED_CUES:
        assert len(plans._picked(lexical, fragment)) == 1, fragment


def test_the_plan_is_read_in_its_clause_only():
    text = f"{BOUND} We plan to study other gaits; the controller was tested on a real robot."
    assert _label(text)[0] == "both"
    assert apparatus_counted(text)


def test_a_fragment_that_picks_two_patterns_fails_loudly_even_under_python_O():
    """plans._picked raised an AssertionError, which `python -O` skips: both patterns would
    then be guarded.  It raises a ValueError."""
    from analysis.paper_types import plans

    assert plans._picked(["on a real robot", "in simulation"], "real robot") == ["on a real robot"]
    assert plans._picked(["in simulation"], "real robot") == []
    with pytest.raises(ValueError, match="picks 2 patterns"):
        plans._picked(["on a real robot", "on the real robot arm"], "real robot")

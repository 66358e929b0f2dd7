"""Wave 51's second reader: real runs the plan and equilibrium guards (analysis/paper_types/plans.py)
vetoed, and the hostile fragment's cost.

Planted abstracts (none a corpus abstract verbatim): each run after a proved bound keeps a counted
run (``both``); the wave's own theory look-alikes stay ``theory`` (tests/test_paper_types_wave51.py).
"""

from __future__ import annotations

import re
import sys

import pytest

from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import label as _label

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")

RUNS = [
    # "in the future" inside the cue is what was implemented, no plan
    "We implemented our method for predicting pedestrian motion in the future on a mobile robot.",
    "We implemented the planner, which predicts motion in the near future, on a mobile robot.",
    "We provide baseline performances for future work by evaluating recent models on the released datasets.",
    # a measured value compared with a theory's or a model's, past a comma or a comparison
    "The robot reaches a speed of 2 m/s, as predicted in theory.",
    "The measured accuracy of 2 mm is close to that in the model.",
    "The robot achieves a positioning accuracy of 2 mm in theory and 3 mm in practice.",
    "The robot reaches a speed of 2 m/s on flat ground, at the equilibrium point of the gait.",
]

THEORY = [
    "We are implementing the controller on a real robot.",
    "In future work, the controller will be executed on a real robot.",
    "The swimmer reaches a velocity of 0 m/s at the equilibrium.",
    "The error of 0 mm is attained at the fixed point.",
    "The robot has a speed of 2 m/s in the model.",
    "The gripper reaches an accuracy of 2 mm in theory.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_a_real_run_is_not_vetoed_by_a_plan_or_a_models_value(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", THEORY)
def test_the_waves_theory_look_alikes_still_count_nothing(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "theory", evidence


def test_the_plan_guard_scans_no_clause_without_a_plans_word():
    """A long sentence of cues with no plan's word costs no scan of the clause before each cue
    (hostile.py's "reaches a velocity of 0 m/s" x 1,428 took 0.115 s against 0.1 s): the
    regex calls are counted (C calls, deterministic, unlike a timing)."""
    from analysis.paper_types import plans

    frag = "reaches a velocity of 0 m/s "
    low = (frag * (40_000 // len(frag) + 1))[:40_000]
    spans = [m.span() for m in re.finditer(r"velocity of 0 m/s", low)]
    scans = []

    def count(frame, event, arg):
        if event == "c_call" and getattr(arg, "__name__", "") in {"search", "finditer"}:
            scans.append(arg.__name__)

    sys.setprofile(count)
    try:
        vetoed = [plans.PLANNED.holds(low, s, e, 0) for s, e in spans]
    finally:
        sys.setprofile(None)
    assert not any(vetoed)
    assert len(scans) <= len(spans)  # the machine's model inside the cue only


def test_a_plans_verb_inside_the_cue_still_vetoes_it():
    """"validated in simulation, and is being implemented on a real-life robotic test bed"
    (iros2017:8206589's form): the simulation counts, the test bed (a plan) does not."""
    text = (f"{BOUND} The controller is validated in simulation, and is being implemented on a "
            "real-life robotic test bed.")
    scored = find_cues(clean_text(text))
    counted = [c.shown() for c in scored.cues + scored.overlapped_experiments
               if c.side == "empirical" and c.weight > 0]
    assert counted and not any("being implemented" in c for c in counted), counted

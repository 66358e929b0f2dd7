"""Issue 14, wave 38: experiments told by the run itself (``analysis.paper_types.runs``).

Planted abstracts whose right answer is known (bench/paper_types/RESULTS.md, "wave 38"): a
proved result plus an own experiment told by its run time, its tests, the domain or game it
ran in, the level it reached against running rivals, a count of robots, a device proving
able, a simulation tool's results or videos is not theory only (each family was labelled
theory before this wave); the same words as a complexity, a possibility, a hypothesis
test, a requirement, a bound of the state of the art or others' work leave theory alone.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import apparatus, runs, titles
from analysis.paper_types.model import UNFITTED
from tests.planted_types import THEORY, apparatus_counted
from tests.planted_types import assert_apparatus_found_where_searches_find as found_alike
from tests.planted_types import label as _label

# wave 37's fresh-reading misses, each as the family it belongs to (none verbatim)
OWN_EXPERIMENT = [
    # a measured run time: after a verb of running, on a machine, a cost, real-world training time
    ("The controller for a 40-link chain is computed in under 15 minutes.",
     "computed in under 15 minutes"),
    ("Planning takes about 2 seconds on a standard desktop computer.",
     "takes about 2 seconds on a standard desktop computer"),
    ("A recent solver requires 12 hours to solve the instance, ours one.",
     "requires 12 hours to solve"),
    ("The gripper learns to insert pegs from 40 minutes of real-world interaction.",
     "40 minutes of real-world interaction"),
    # tested, told otherwise
    ("Two of the heuristics were implemented and then tested.", "implemented and then tested"),
    ("The planner has been implemented in the ROS navigation stack, and tested.",
     "has been implemented in the ROS navigation stack, and tested"),
    ("We have implemented the estimator and verified its computational efficiency.",
     "We have implemented the estimator and verified its computational efficiency"),
    ("Numerous tests were conducted to assess the reliability of the estimator.",
     "Numerous tests were conducted"),
    ("Successful trials on a hexapod confirm the convergence of the gait.",
     "Successful trials on a"),
    # a named domain, game or example set the method is run in
    ("We demonstrate the gain of the new variant over its predecessor, UCT-2, in the Acrobot "
     "and Puddle World domains.", "in the Acrobot and Puddle World domains"),
    ("We show the policy learning to play Texas Hold'em poker.", "learning to play Texas Hold'em poker"),
    ("Its gains were confirmed in several higher-dimensional examples.",
     "in several higher-dimensional examples"),
    # a level reached against running rivals
    ("The resulting planner reaches the performance of dedicated state-of-the-art planners.",
     "reaches the performance of dedicated state-of-the-art planners"),
    ("This yields state-of-the-art image classifiers.", "yields state-of-the-art image classifiers"),
    ("The chosen gaits lead to lower energy use compared to hand-tuned controllers.",
     "lead to lower energy use compared to hand-tuned controllers"),
    # a count of robots run
    ("We report results with as many as 50 aerial robots.", "results with as many as 50 aerial robots"),
    # a device proving able
    ("Our microrobots prove capable of carrying 10 mg loads.", "microrobots prove capable"),
    # a simulation tool's results compared
    ("The FEM results are compared with the analytical stiffness.", "FEM results are compared"),
    # what was learnt shown, videos included
    ("We give visualizations of gene regulatory networks inferred by our estimator.",
     "visualizations of gene regulatory networks inferred by our"),
    ("We also provide videos of the walking gaits.", "We also provide videos"),
]


@pytest.mark.parametrize(("sentence", "phrase"), OWN_EXPERIMENT)
def test_wave37s_misses_rule_out_theory_alone(sentence, phrase):
    # the family's own sentence, counted, shown as evidence, and theory alone ruled out
    kind, evidence = _label(f"{THEORY} {sentence}")
    assert kind != "theory"
    assert phrase.lower() in evidence.lower()


# the families' look-alikes: a complexity, a possibility, a hypothesis test, a requirement,
# a bound or rate of the state of the art, others' results, a math domain, worked examples
NOT_AN_EXPERIMENT = [
    "The algorithm runs in O(n log n) time.",
    "The problem can be solved in polynomial time.",
    "The method can be implemented in a few lines of code.",
    "It is easy to implement and test.",
    "When many tests are performed simultaneously, the false discovery rate must be controlled.",
    "Several hypothesis tests were performed on the simulated null.",
    "Our rates match the performance of the best expert in hindsight.",
    "The analysis yields state-of-the-art bounds on the sample complexity.",
    "It leads to improved bounds compared to existing methods.",
    "Inference must be performed in less than a second.",
    "In a second step we prove that the estimator is consistent.",
    "Prior work required 10 hours to solve such problems.",
    "We prove the result in the time and frequency domains.",
    "We illustrate the bound on simple examples.",
    "Our results extend to games with two agents.",
    "We prove that the finite element method converges.",
    "The bound proves to be tight.",
    "We present video prediction as an inference problem.",
    "We present a recurrent video segmentation model as a fixed point.",
]


@pytest.mark.parametrize("sentence", NOT_AN_EXPERIMENT)
def test_wave38s_cues_do_not_read_their_look_alikes_as_experiments(sentence):
    text = f"{THEORY} {sentence}"
    assert _label(text)[0] == "theory"
    assert apparatus_counted(text) == []


def test_wave38s_cues_are_transparent_unfitted_experiment_cues():
    # carried by apparatus.EMPIRICAL, so outside the fitted features like wave 36's
    assert all(entry in apparatus.EMPIRICAL for entry in runs.EMPIRICAL)
    # (and wave 44's title cues, analysis/paper_types/titles.py)
    assert len(UNFITTED - titles.KEYS) == len({p for p, _ in apparatus.EMPIRICAL + apparatus.THEORY})  # wave 55


def test_wave38s_patterns_are_found_where_plain_searches_find_them():
    found_alike(OWN_EXPERIMENT, NOT_AN_EXPERIMENT)

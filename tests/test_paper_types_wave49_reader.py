"""Wave 49, second reader: theory sentences that wave 49's runs (checkruns, plainruns) read as runs.

Planted sentences (none is a corpus abstract), each after the planted theory abstract
(:data:`tests.planted_types.THEORY`): a theorem's property after the setting named first ("In
two games, we show that the equilibrium is unique / the mechanism is truthful"), a market's
platform ("a two-sided platform", "a platform with n players"), a robot's model ("into the
robot dynamics"), a game's responses told by a payoff ("quantified using a utility
function"), tests and comparisons with earlier analyses, an improvement in a dependence, and
a theory brought closer to methods.  Each was theory at 5ece782, `both` at e49d29d, and keeps
theory with no wave-49 cue; wave 49's own runs still count (tests/test_paper_types_wave49.py).
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import checkruns, plainruns
from tests.planted_types import THEORY, apparatus_counted
from tests.planted_types import label as _label

STILL_THEORY = [
    'On three classes of games, we show that the equilibrium is unique.',
    'In two games, we show that the price of anarchy is at most 4/3.',
    'In three scenarios, we show that the mechanism is truthful.',
    'Using a variety of games, we show that fictitious play converges to a Nash equilibrium.',
    'In two scenarios, we show that the controller is stable.',
    'In two player zero-sum games, we show that the equilibrium is unique.',
    'In several classes of games, we show that best-response dynamics converge.',
    'In two domains, we show that the social welfare is maximized.',
    'In a number of scenarios, we show that the auction is strategy-proof.',
    'We study the behavior of the dynamics on a platform with n players.',
    'We study the behavior of prices on a two-sided platform.',
    'We study the performance of the mechanism on a ride-sharing platform.',
    'By implementing the mechanism into the platform, the designer obtains the optimal revenue.',
    'By implementing the controller into the robot dynamics, we prove stability.',
    'By implementing this policy into the robot model, we derive the closed-loop equations.',
    "Implementing the constraint into a robot's dynamic model yields a convex program.",
    'Responses were quantified using a utility function.',
    "Agents' responses were quantified using a utility function.",
    'The best responses of the players were quantified using the payoff matrix.',
    'Responses were measured in terms of the expected utility.',
    'Responses of the agents were recorded by the mechanism.',
    'Recordings of the process were measured in the limit of large n.',
    'Tests and comparisons with the best known results are presented.',
    'Tests and comparisons with earlier analyses are presented.',
    'We show improvement over existing methods in the dependence on the dimension.',
    'The result brings the analysis of SGD closer to that of deterministic methods.',
]


def _mine(text: str) -> list[str]:
    return [p for p in apparatus_counted(text)
            if any(re.search(q, p.lower()) for q, _ in plainruns.EMPIRICAL + checkruns.EMPIRICAL)]


@pytest.mark.parametrize("sentence", STILL_THEORY)
def test_a_theorys_setting_platform_or_payoff_is_no_run(sentence):
    assert _label(f"{THEORY} {sentence}")[0] == "theory"
    assert not _mine(f"{THEORY} {sentence}")


STILL_RUNS = [
    "Using a number of simple domains with heterogeneous noise in their transitions, we show that our heuristic-based algorithm outperforms the baselines.",
    "In two domains, opening a childproof bottle and twisting a nut, we demonstrate how the system considers the forces.",
    "This section illustrates the behavior of the algorithm in a distributed computing platform.",
    "By implementing this control architecture to a simulator with consideration of mechanical dynamics of a real snake-like robot, we verify it.",
    "We implement the proposed control scheme to a real robot.",
    "We implemented these methods into the humanoid robot.",
    "Responses were quantified using reverse correlation, optimal linear reconstruction filters and information measures.",
    "We demonstrate proof construction for 3-DOF and 4-DOF manipulators and show improvement over previous algorithms.",
    "The loss brings the quality of weakly-supervised training significantly closer to fully supervised methods.",
    "Tests and comparisons with existing methods are presented.",
    "We study the performance of the algorithm on a mobile robot platform.",
]


@pytest.mark.parametrize("sentence", STILL_RUNS)
def test_wave49_runs_still_count(sentence):
    assert _mine(f"{THEORY} {sentence}")


# A plan is no run (lead, from the reader's note on icra2006:1642100): "we are currently
# implementing this framework into the humanoid robot Asimo" tells future work.
@pytest.mark.parametrize("sentence", [
    "We are currently implementing this framework into the humanoid robot.",
    "The controller is implementing the law into the robot arm as future work.",
])
def test_a_plan_to_implement_is_no_run(sentence):
    assert not _mine(f"{THEORY} {sentence}")


@pytest.mark.parametrize("sentence", [
    "The method is implemented into a lower-limb exoskeleton robot.",
    "The controllers are implemented to the robot experimentally.",
])
def test_a_passive_implementation_on_a_robot_is_a_run(sentence):
    assert _mine(f"{THEORY} {sentence}")

"""Wave 50, second reader: theory sentences that wave 50's hardruns read as runs.

Planted sentences (none is a corpus abstract), each after the planted theory abstract
(:data:`tests.planted_types.THEORY`): a proof's step executed "on the number / a class of
robots" or "successfully on a Turing machine / the lattice", a capability assumed, given or
let ("Let each vehicle be capable of speeds of up to 3 m/s", "..., capture is guaranteed"),
a theory validated by (counter)examples, and a theorem's property found over settings ("We
show for a wide range of scenarios that the estimator is consistent").  Each was theory at
f331814 and `both` at 62a6c18; wave 50's own runs still count (tests/test_paper_types_wave50.py).
"""

from __future__ import annotations

import pytest

from tests.planted_types import THEORY
from tests.planted_types import label as _label

STILL_THEORY = [
    'The plans were executed successfully on a Turing machine.',
    'The algorithm was run successfully on a finite automaton.',
    'The recursion was carried out successfully on the lattice.',
    'The reduction was performed successfully on the instance.',
    'The elimination was carried out successfully on the grammar.',
    'The induction was performed on the number of robots.',
    'The induction was carried out on the number of vehicles.',
    'The recursion was performed on the set of robots.',
    'The analysis was carried out on a class of robots.',
    'The analysis was performed on the family of manipulators.',
    'The proof was carried out on a general class of vehicles.',
    'Each agent is capable of speeds of up to 1 m/s by hypothesis.',
    'Agents capable of speeds of up to 1 m/s are given.',
    'Let each vehicle be capable of speeds of up to 3 m/s.',
    'We let the pursuer be capable of speeds of up to 2 m/s.',
    'For pursuers capable of speeds of up to 5 m/s, capture is guaranteed.',
    'The evader, capable of speeds of up to 1 m/s, is captured in finite time.',
    'The examples validate the theoretical analysis.',
    'The illustrative examples validate our theoretical findings.',
    'The counterexamples validate the theoretical predictions.',
    'We show for a wide range of scenarios that the estimator is consistent.',
    'We show for a wide range of environments that the policy is optimal.',
    'We show for multiple domains that the optimal policy is deterministic.',
]

NOT_BOTH = [  # unclear at f331814, `both` at 62a6c18
    'A robot capable of forces of up to 10 N is assumed.',
    'Given a robot capable of payloads of up to 5 kg, we derive the optimal grasp.',
]


@pytest.mark.parametrize("sentence", STILL_THEORY)
def test_a_proofs_step_an_assumed_capability_or_a_property_is_no_run(sentence):
    assert _label(f"{THEORY} {sentence}")[0] == "theory"


@pytest.mark.parametrize("sentence", NOT_BOTH)
def test_an_assumed_capability_makes_no_both(sentence):
    assert _label(f"{THEORY} {sentence}")[0] != "both"


OWN_RUNS = [  # look-alikes that stay runs
    'The trajectories thus generated were executed successfully on a Staubli Rx90.',
    'The planned motions were executed successfully on a KUKA LWR4 arm.',
    'The planned motions were executed on a PR2 robot.',
    'We implement a robot capable of linear velocities of up to 23 cm/s.',
    'We show for a wide range of scenarios that using our sampler can accelerate planning.',
]


@pytest.mark.parametrize("sentence", OWN_RUNS)
def test_own_runs_still_count(sentence):
    assert _label(f"{THEORY} {sentence}")[0] == "both"


OTHERS_DEVICE = [  # "this <device>" with others marked in the sentence: their run, not the authors'
    'This mechanism has been shown to outperform the VCG mechanism in experiments by Smith et al.',
    'This gripper has been evaluated in previous experiments by other groups.',
]


@pytest.mark.parametrize("sentence", OTHERS_DEVICE)
def test_this_device_tested_by_others_is_others_work(sentence):
    assert _label(f"{THEORY} {sentence}")[0] == "theory"


def test_this_device_reported_in_a_citation_makes_no_both():
    text = f"{THEORY} This robot has been shown to walk stably in experiments reported in [12]."
    assert _label(text)[0] != "both"

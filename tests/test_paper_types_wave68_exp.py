"""Wave 68 (exp68): own runs told in the passive (:mod:`analysis.paper_types.exp68`).

After a planted theory abstract each run's sentence makes the paper ``both`` (at b9db9c9 each
left it ``theory``: the sentences are the pooled readings' misses, reworded); the same verbs
told of a theorem, of the literature, of a setting, of a computed quantity or of others' cited
work leave it ``theory``.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import apparatus, exp68
from tests.planted_types import THEORY_FRAME, label

RUNS = [
    # a prototype validated inside its material (icra2018:8460823, waves 38 and 39)
    "Our large-scale prototype is validated inside a phantom vessel made of silicone material.",
    # a procedure demonstrated and validated on a device (icra2015:7139478, wave 67)
    "This identification procedure is demonstrated and validated on one leg of a lower limb exoskeleton.",
    # results demonstrated on models run (iclr2018:SJzRZ-WCZ, wave 39's pool)
    "Results are demonstrated on convolutional and fully connected variational autoencoders.",
    # a generator evaluated on a robot, a procedure validated inside an apparatus
    "The resulting gait generator was evaluated on a six-legged walker.",
    "The calibration procedure is validated inside a climatic chamber.",
    # the own methods' performance compared (aistats2016:2a0928b89f, wave 63)
    "Algorithm performance is compared between ours and other alternatives, including the linearized ADMM and mirror-prox.",
    "The two proposed controllers are compared in terms of their transient behaviour.",
]

LOOK_ALIKES = [
    # the literature's (present perfect)
    "Thompson Sampling has been demonstrated in many complex bandit models.",
    # a theorem's case, a setting's evaluation
    "In this paper, this is demonstrated in the case of linear stochastic bandits.",
    "The forecaster is evaluated against the best expert in hindsight.",
    "Each episode is evaluated with respect to a reward function revealed at the end.",
    "Its performance is compared to the baseline of the best constant predictor.",
    # a theorem's word in the sentence
    "The theoretical results are validated on several illustrative cases.",
    # a computed quantity: empirical risk, a gradient
    "The empirical risk is evaluated using a convex surrogate of the loss.",
    "The gradient is evaluated using a single sample at each step.",
    # others' runs, cited
    "The performance of these methods was compared with gradient descent by Smith et al. (2019).",
    "Earlier controllers were tested on a quadrotor in [12].",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_a_run_told_in_the_passive_makes_a_theory_paper_both(sentence: str) -> None:
    assert label(THEORY_FRAME + " " + sentence)[0] == "both"


@pytest.mark.parametrize("sentence", LOOK_ALIKES)
def test_the_same_verbs_of_a_theorem_a_setting_or_others_leave_it_theory(sentence: str) -> None:
    assert label(THEORY_FRAME + " " + sentence)[0] == "theory"


def test_the_forms_ride_with_the_runs_and_are_read_whole() -> None:
    assert set(exp68.EMPIRICAL) <= set(apparatus.EMPIRICAL)
    low = "the performance of our methods was compared with gradient descent by smith et al. (2019)."
    start = low.index("methods")
    assert exp68.CITED.holds(low, start, start + 30, 0)
    plain = "the two proposed controllers are compared in terms of their transient behaviour."
    assert not exp68.READ.holds(plain, 4, 50, 0)

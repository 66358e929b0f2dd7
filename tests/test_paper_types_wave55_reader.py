"""Wave 55, a second reader's look-alikes (:mod:`analysis.paper_types.theorised`).

Each sentence matched one of wave 55's forms at d68ad53 and turned an empirical paper
``both`` (or a paper with no empirical phrase ``theory``), though none states an own
theoretical result: an adverb of a participle ("theoretically predicted"), an empirical
study called rigorous or a numerical convergence study, a product's safety guarantee (the
guide's non-theory form), others' methods "with provable guarantees", a proof by a case
study or ablations, a measured error rate improved, data, users or runs characterised, a
measured speed-up after a closed form, experiments giving "theoretical support".
"""

from __future__ import annotations

import pytest

from tests.planted_types import label as _label
from tests.test_paper_types_wave55 import POST, PRE

LOOKALIKES = [
    "We confirm theoretically predicted scaling behaviour in all experiments.",
    "We verify theoretically predicted phase transitions on real data.",
    "A rigorous study of 2,000 annotated dialogues reveals that current models fail on negation.",
    "Our rigorous examination of the benchmark shows that 30% of the labels are wrong.",
    "A mesh convergence study shows that the discretisation error is negligible.",
    "Using a rigorous study of user logs, we find that most queries are short.",
    "We rigorously demonstrate the benefits of the penalty through extensive experiments.",
    "The robustness of the method was rigorously analyzed on three benchmarks.",
    "The framework offers safety guarantees for deployment.",
    "It provides safety guarantees at runtime through a monitor.",
    "The planner comes with safety guarantees through a shield.",
    "Which provides correctness guarantees for every transaction.",
    "We benchmark methods with provable guarantees against heuristics.",
    "We use extensive ablations to prove that each module is necessary.",
    "We use a case study to prove that the approach is practical.",
    "Our method improves the word error rate from 12.1% to 9.8%.",
    "It improves the convergence rate by a factor of two in our experiments.",
    "We characterize when users abandon their accounts.",
    "We characterize the set of users who post on Twitter.",
    "We characterize the limiting factors of current GPU kernels.",
    "We characterize the class imbalance of the standard benchmarks.",
    "We characterize the phase of training in which the gains appear.",
    "We characterize the convergence behaviour of training across 100 runs.",
    "We characterize the optimal hyperparameters for each data set empirically.",
    "We derive a closed-form solution for the update, which shows a 3x speedup on GPUs.",
    "We derive a closed-form expression for the gradient and show that it speeds up training "
    "by 30%.",
    "We derive analytic expressions for the posteriors and show how these lead to a new "
    "acquisition function.",
    "Our experiments provide theoretical support for the hypothesis.",
    "We present a benchmark that provides theoretical support for the design of new models.",
]

@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_a_reader_lookalike_leaves_it_empirical(sentence):
    kind, evidence = _label(f"{PRE} {sentence} {POST}")
    assert kind == "empirical", evidence


@pytest.mark.parametrize("sentence", [
    "The framework offers safety guarantees to people nearby.",
    "It provides safety guarantees through a runtime monitor.",
])
def test_a_lone_product_guarantee_is_not_theory(sentence):
    """No empirical phrase and no other own result: the rules' word, as at d3e5af7 (the
    form alone went ``theory``)."""
    text = ("We propose a new framework for navigation of mobile robots among people in crowded "
            f"rooms and corridors of office buildings. {sentence}")
    assert _label(text)[0] == "unclear"



@pytest.mark.parametrize("sentence", [
    "We provide theoretical support for the use of tolls.",
    "It provides stability guarantees.",
    "We use tools from potential games to derive bounds on the price of anarchy.",
])
def test_a_lone_form_never_makes_a_theory_label(sentence):
    """RULES.md, wave 55: the form never makes a theory label on its own; where it is the only
    own result and no empirical phrase is there, the rules decide as without it (``unclear``
    at d3e5af7); d68ad53's ``choose`` let the model pick among all labels, so ``theory``."""
    text = ("We study congestion games with two actions and many players on networks of "
            f"parallel links. {sentence}")
    kind, evidence = _label(text)
    assert kind == "unclear", evidence

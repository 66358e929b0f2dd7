"""Session 72 (recall72): a theory paper whose only empirical side is a stray word
(:mod:`analysis.paper_types.hinted`).

Each planted abstract states its result only as hints of theory (a cost in O-notation,
"bounds") beside one stray empirical word ("error rate", "accuracy", "baseline", "we
observe"); at 9be8f82 theory was not allowed there and the model's only allowed label,
``empirical``, was given although the model held theory most probable.  Now it is
``theory``.  An own experiment, an abstract the model does not hold theory, and one with no
hint of its own keep their labels.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import classify_text, hinted
from analysis.paper_types.cues import find_cues
from analysis.text import clean_text

HINTED = [
    # the family-wise error rate (dev icml2017:847, reworded)
    "We consider the problem of testing whether an unknown distribution over a finite domain "
    "is uniform. Our algorithm uses $O(\\sqrt{n}/\\epsilon^2)$ samples, which improves the "
    "dependence on the domain size. The test controls the family-wise error rate at every level.",
    # a multiplicative accuracy (dev icml2017:493, reworded)
    "We study principal component regression. We reduce the problem to "
    "$\\tilde{O}(\\gamma^{-1})$ black-box calls of ridge regression, up to a multiplicative "
    "accuracy $1+\\gamma$, improving on the known bounds for the problem.",
    # a naive baseline's cost (dev nips2017:9468, reworded)
    "We study learning a causal graph from interventions. While a naive baseline approach would "
    "require $O(n^2)$ interventions, our algorithm learns the observable graph using "
    "$O(d \\log^2 n)$ interventions where $d$ is the degree of the graph.",
    # the setting's observations (dev18 aistats2024:c9bbef3af2, reworded)
    "In this setting, we observe a sequence of independent samples from a discrete distribution "
    "that changes over time. Our algorithm characterizes the statistical error using "
    "data-dependent bounds and runs in $O(n \\log n)$ time.",
]

KEPT = [
    # an own experiment rules theory alone out
    ("We study principal component regression. We reduce the problem to "
     "$\\tilde{O}(\\gamma^{-1})$ black-box calls of ridge regression. Experiments on real "
     "datasets show a 20% accuracy gain over baselines.", "empirical"),
    # the model does not hold theory: a system with a cost
    ("We present a new grasp planner for a humanoid robot. The planner runs in $O(n)$ time "
     "and improves grasp accuracy on household objects.", "empirical"),
]


def _label(text: str) -> str:
    return classify_text(clean_text(text), "", text)[0]


@pytest.mark.parametrize("text", HINTED)
def test_hints_of_theory_beside_a_stray_empirical_word_are_theory(text: str) -> None:
    kind, evidence, confidence = classify_text(clean_text(text), "", text)
    assert kind == "theory"
    assert "O(" in evidence or "bounds" in evidence  # the hint is the label's evidence
    assert confidence > 0.5


@pytest.mark.parametrize(("text", "expected"), KEPT)
def test_an_own_experiment_or_a_system_keeps_its_label(text: str, expected: str) -> None:
    assert _label(text) == expected


CLASSES = ["both", "empirical", "theory"]


def _scored(text: str):
    return find_cues(clean_text(text))


def test_the_rule_needs_the_model_theory_at_070_and_most_probable() -> None:
    scored = _scored(HINTED[0])
    ok = [False, True, False]
    assert hinted.hinted_theory(scored, CLASSES, "empirical", [0.01, 0.2, 0.79], ok)
    assert not hinted.hinted_theory(scored, CLASSES, "empirical", [0.01, 0.3, 0.69], ok)
    assert not hinted.hinted_theory(scored, CLASSES, "both", [0.01, 0.2, 0.79], ok)
    # theory allowed: the model chose without the rule
    assert not hinted.hinted_theory(scored, CLASSES, "empirical", [0.01, 0.2, 0.79],
                                    [False, True, True])


def test_the_rule_needs_an_own_hint_and_no_own_run() -> None:
    ok, probs = [False, True, False], [0.01, 0.04, 0.95]
    no_hint = _scored("We study a new learning model. The test controls the family-wise "
                      "error rate at every level.")
    assert not hinted.hinted_theory(no_hint, CLASSES, "empirical", probs, ok)
    others = _scored("Smith et al. (2019) showed that the algorithm uses $O(n^2)$ samples. "
                     "The test controls the family-wise error rate at every level.")
    assert not hinted.own_hint(others.cues)
    run = _scored("Our algorithm uses $O(n^2)$ samples. Experiments on real datasets show "
                  "that the test controls the family-wise error rate.")
    assert hinted.own_hint(run.cues)
    assert not hinted.hinted_theory(run, CLASSES, "empirical", probs, ok)

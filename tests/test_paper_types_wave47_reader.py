"""Wave 47, second reader: theory sentences that wave 47's showings cues or its own-run passive read as runs.

Planted sentences (none is a corpus abstract), each after the planted theory abstract
(:data:`tests.planted_types.THEORY`), or whole planted abstracts for the passive: a cost told
as a growth ("from n^3 to n^2", "by a factor of log n", "exponentially", "Õ(n)"), a measure a
theorem compares ("statistical efficiency", a mechanism's "efficiency", "worst-case
performance"), a theorem's words after an outcome ("the tested problems ... in polynomial
time", "in the worst case", "as we prove", "satisfying the margin condition"), an application
qualified by a condition ("in applications where the noise is sub-Gaussian"), and a passive
report on a method the authors only analyse, explain or survey ("We present a sharp analysis
of the lasso. ... The performance of the lasso has been demonstrated on numerous real data
sets").  Each keeps the label 85caf4e gave it (theory); wave 47's own runs still count.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import showings
from tests.planted_types import THEORY, apparatus_counted
from tests.planted_types import label as _label

STILL_THEORY = [
    # a cost told as a growth
    "This reduces the computation time compared to previous methods from n^3 to n^2.",
    "Our reduction reduces the computation time of existing exact algorithms by a factor of n.",
    "The new formulation reduces the computation time compared to previous methods by a factor of log n.",
    "This reduces the training time compared to previous methods from \u00d5(n^2) to \u00d5(n).",
    "Our algorithm reduces the computation time compared to previous methods exponentially.",
    "The new reduction reduces the computation time compared to previous methods polynomially in the dimension.",
    # a measure a theorem compares
    "The new mechanism improves the classical VCG mechanism in terms of efficiency.",
    "The proposed estimator improves the standard sample mean in terms of statistical efficiency under heavy-tailed noise.",
    "The new index policy improves the classical UCB policy in terms of worst-case performance.",
    # a theorem's words after the outcome
    "For each of the tested problems we give a lower bound on the query complexity of any tester.",
    "On all tested instances, the lower bound is attained by the construction of Section 3.",
    "Our algorithm solves the tested problems in polynomial time whenever the treewidth is bounded.",
    "We characterize which of the tested hypotheses can be distinguished with polynomially many samples, "
    "and show that for all tested instances the sample complexity is optimal.",
    "We demonstrate that the greedy algorithm is better than the classical algorithms in the worst case.",
    "We demonstrate that our mechanism is better than the existing heuristics for every input distribution.",
    "The new algorithm improves the original Lloyd algorithm in terms of its robustness to initialization, as we prove.",
    "The resulting estimator is shown to be accurate for all tasks satisfying the margin condition.",
    # an application qualified by a condition
    "The procedure is shown to be effective in applications where the noise is sub-Gaussian.",
    "The online algorithm is shown to be competitive in applications where the adversary is adaptive.",
]

OTHERS_PASSIVE = [
    # the authors analyse, explain or survey a method: a passive report on it is others' run
    "We present a sharp analysis of the lasso under weak conditions on the design. We prove that the lasso "
    "recovers the support with high probability. The empirical performance of the lasso has been "
    "demonstrated on numerous real data sets.",
    "We present a sharp analysis of the lasso under weak conditions on the design. We prove that the lasso "
    "recovers the support with high probability. The practical performance of the lasso has been "
    "demonstrated on real data by Tibshirani.",
    "We develop a theoretical framework that explains the success of dropout in deep networks. We prove that "
    "dropout induces a data-dependent regularizer and derive generalization bounds. The effectiveness of "
    "dropout has been demonstrated on several benchmarks.",
    "We introduce a new proof technique for the regret analysis of Thompson sampling. We prove a near-optimal "
    "regret bound for Gaussian priors. The good empirical behaviour of Thompson sampling has been "
    "demonstrated in several simulation studies.",
    "In this survey we describe interior-point methods for linear programming. We review the polynomial-time "
    "complexity results and the main proofs. The interior-point method has been demonstrated on a large "
    "class of benchmark problems.",
    "We propose a unified theory of stochastic variance-reduced gradient methods. We prove linear convergence "
    "under strong convexity. The superior performance of variance-reduced gradient methods has been "
    "demonstrated through experiments in the original papers.",
    "We present a new analysis of the k-means++ seeding. We prove that k-means++ is O(log k)-competitive in "
    "expectation. The seeding has been demonstrated on real data sets to improve both speed and accuracy.",
]

# wave 47's runs, told so, still count (a showings cue) and rule theory alone out
STILL_RUNS = [
    ("The new algorithm improves the original PPO on both stability and sample efficiency, with higher "
     "success rates on all tasks.", "improves the original ppo"),
    ("The planner solves the tested problems as fast as RRT-Connect while converging asymptotically to the "
     "optimum.", "solves the tested problems"),
    ("We demonstrate that it is still better than the most widely used greedy algorithms on natural images.",
     "better than the most widely used greedy algorithms"),
    ("We design an estimator which reduces the computation time compared to previous methods by a factor "
     "of 10.", "reduces the computation time compared to previous methods"),
    ("The new update improves the vanilla Adam in terms of computational efficiency.",
     "improves the vanilla adam"),
    ("The procedure is then shown to be competitive on clustering applications.",
     "shown to be competitive on clustering applications"),
]
OWN_PASSIVE = ("We propose a theory-guided screening procedure called Fast Sparse Screening (FSS). We prove "
               "that FSS keeps every relevant variable with high probability. The finite sample performance "
               "of the FSS has been demonstrated on extensive simulation studies.")


def _mine(text: str) -> list[str]:
    return [p for p in apparatus_counted(text)
            if any(re.search(q, p.lower()) for q, _ in showings.EMPIRICAL)]


@pytest.mark.parametrize("sentence", STILL_THEORY)
def test_a_theorems_cost_measure_or_condition_is_no_run(sentence):
    assert _label(f"{THEORY} {sentence}")[0] == "theory"
    assert not _mine(f"{THEORY} {sentence}")


@pytest.mark.parametrize("abstract", OTHERS_PASSIVE)
def test_a_passive_report_on_a_method_the_authors_analyse_is_others(abstract):
    assert _label(abstract)[0] == "theory"


@pytest.mark.parametrize(("sentence", "phrase"), STILL_RUNS)
def test_the_waves_runs_still_count(sentence, phrase):
    assert _label(f"{THEORY} {sentence}")[0] != "theory"
    assert any(phrase in p.lower() for p in _mine(f"{THEORY} {sentence}"))


def test_the_own_passive_of_a_theory_guided_method_is_still_the_papers_own():
    kind, evidence = _label(OWN_PASSIVE)
    assert kind != "theory"
    assert "has been demonstrated on extensive simulation studies" in evidence.lower()

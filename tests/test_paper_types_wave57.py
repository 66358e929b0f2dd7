"""Wave 57: three families of wave 55's own-result forms (:mod:`analysis.paper_types.theorised`)
that a blind reading found missed (RESULTS.md, wave 55's second fresh sample).

Each is a family of phrasings, not the one sentence read: an analysis mathematical by its
name as the subject of a finding ("a dimensional / perturbation / Lyapunov analysis
shows"), a theoretical reason or account offered ("we give a theoretical reason why"),
and a guarantee stated with its rate ("guarantees epsilon accuracy within O(1/epsilon)
iterations").  The same planted frame as wave 55 (a method, the sentence, experiments):
an own result makes the paper ``both``; the look-alikes (an empirical analysis, an
intuitive reason, others' reason, a measured count of iterations, a cost) leave it
``empirical``.
"""

from __future__ import annotations

import pytest

from tests.planted_types import label as _label
from tests.test_paper_types_wave55 import POST, PRE

OWN_RESULTS = [
    # an analysis mathematical by its name
    "A dimensional analysis shows that the drag is determined by three coefficients.",
    "Our perturbation analysis reveals that the estimator is stable to small noise.",
    "A Lyapunov-based analysis proves that the closed-loop system is stable.",
    "Through a perturbation analysis, we show that the penalty bounds the error.",
    # a theoretical reason or account offered
    "We give a theoretical reason why existing regularizers underperform.",
    "We also offer a theoretical explanation of why the penalty helps.",
    "We provide a formal account of why the estimator is consistent.",
    "We present a mathematical reason for the success of the penalty.",
    # a guarantee stated with its rate
    "Our solver guarantees epsilon accuracy within O(1/epsilon) iterations.",
    "The method is guaranteed to find an epsilon-optimal solution in O(log(1/epsilon)) iterations.",
    "The estimator ensures an epsilon-accurate estimate with O(d/epsilon^2) samples.",
    "The algorithm guarantees $\\epsilon$ accuracy within $O(1/\\epsilon)$ iterations.",
]

LOOKALIKES = [
    # empirical analyses, others' analysis
    "A sensitivity analysis shows that the method is robust to its hyperparameters.",
    "An error analysis shows that most mistakes come from rare words.",
    "Previous dimensional analysis shows that such robots are unstable.",
    # a reason that is not theory, or not given by the authors
    "We give an intuitive reason why the penalty helps.",
    "There is no theoretical reason why the penalty should help.",
    "We discuss the reasons why existing regularizers underperform.",
    # a measured count of iterations, a cost, a guarantee by design
    "Our method converges within 100 iterations on every data set.",
    "The method guarantees high accuracy within 50 iterations on all benchmarks.",
    "The solver runs in O(n log n) time.",
    "The solver ensures a feasible solution at every step by construction.",
]


@pytest.mark.parametrize("sentence", OWN_RESULTS)
def test_an_own_result_makes_the_paper_both(sentence):
    kind, evidence = _label(f"{PRE} {sentence} {POST}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_a_lookalike_leaves_it_empirical(sentence):
    kind, evidence = _label(f"{PRE} {sentence} {POST}")
    assert kind == "empirical", evidence

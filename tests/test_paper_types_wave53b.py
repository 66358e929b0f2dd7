"""Issue 14, wave 53b: own runs told by an implementation and its outcome, an outcome against
rivals or on a task, the own method in practice, a platform's run, data acquired (:mod:`analysis.paper_types.exhibits`;
bench/paper_types/RESULTS.md, "Issue 14, wave 53b").

Planted abstracts (none a corpus abstract verbatim), each after a proved bound (:data:`BOUND`):
a planted run is ``both`` (``theory`` at b8b23bd); a theory look-alike stays ``theory``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import exhibits
from analysis.paper_types.literals import _parser
from tests.planted_types import label as _label
from tests.test_paper_types_wave39 import _unbounded_repeats

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")

RUNS = [
    # an implementation put to work, and its gains
    "We implement our algorithm in the Spark distributed framework and exhibit dramatic "
    "performance gains on large-scale logistic regression problems.",
    "We have implemented our solver in C++ and report large savings in running time.",
    # a merit demonstrated by a run on data, a counted scale
    "We analyze the convergence rates of the proposed schemes and demonstrate the efficiency of "
    "this approach by fitting linear classifiers and sparse linear models to large datasets using "
    "a distributed implementation with many cores.",
    "We demonstrate the scalability of our method by training deep networks and kernel machines "
    "of several sizes on the ImageNet data.",
    "We fit sparse linear models using a distributed implementation with up to 20,000 cores.",
    "The code runs on up to 1,000 machines.",
    "The solver is run on clusters with over 512 GPUs.",
    # an outcome against rivals or on a task
    "Our results show that the learned policies can improve even over random initial solutions "
    "and approach near-optimal solutions at a faster rate than previous state-of-the-art deep "
    "learning methods.",
    "Our results show that the learned models reach better solutions than previous "
    "state-of-the-art methods.",
    "We show state-of-the-art biomedical segmentation for many diverse examples of complex trees.",
    # the own method in practice
    "We derive multiplicative updates for the problem. In practice, the updates converge very "
    "rapidly to good classifiers.",
    "We propose a sampler for the posterior. In practice, the sampler mixes fast and finds good "
    "modes within a few seconds.",
    "In practice, the proposed method runs orders of magnitude faster.",
    "We experimentally compare the methods and our results show that the solver converges faster "
    "than previous approaches.",
    "Our results indicate that the trained model offers a better compromise between sample quality "
    "and cost than previous methods.",
    "In practice, our method converges quickly and finds good solutions.",
    # a run on a named platform told by what it did, data an instrument acquired
    "We present empirical work-arounds for the Minitaur quadrupedal platform that enable it to "
    "leap up and push through the door.",
    "We report experimental gaits on a hexapod robot.",
    "The force-deformation data acquired show an increase in the observed stiffness from the tip "
    "to the apex.",
    "The joint torque measurements recorded during the trials indicate a reduction in effort.",
]

THEORY = [
    # an implementation admitted, a proved gain
    "We show that the algorithm admits a distributed implementation.",
    "Our method achieves gains of order log n over previous approaches.",
    "We implement the reduction in polynomial time and exhibit gains of order log n over previous "
    "approaches.",
    "We implemented the reduction and show improvements in the worst case.",
    "We prove that the implementation achieves large speedups on large problems.",
    # a merit of a theorem, or shown by a proof
    "We demonstrate the efficiency of this approach by proving that it attains the lower bound on "
    "large problems.",
    "We prove that the algorithm scales to up to 1,000 machines.",
    "The protocol requires communication with up to n machines.",
    "The schedule assigns jobs to 1,000 machines.",
    # a theorem's comparison, a bound tight or state of the art
    "Our results show that the bound is tight.",
    "We show that the rate is state-of-the-art among known bounds.",
    "Our results show that the algorithm converges at a faster rate than previous "
    "state-of-the-art methods.",
    "Our results show that the regret is smaller than that of previous state-of-the-art methods.",
    "Our main results show that the estimator is better than previous state-of-the-art methods.",
    "We show state-of-the-art regret bounds for many examples.",
    "We obtain state-of-the-art classification rates for many examples.",
    "We show state-of-the-art performance guarantees for many examples of submodular functions.",
    # practice that is others', an assumption's, or a theorem's
    "In practice, the assumption holds for most kernels.",
    "This step size is often used in practice.",
    "In practice, the constants are small.",
    "In practice, the EM algorithm converges quickly, but its theoretical properties are poorly "
    "understood.",
    "In practice, the algorithm converges quickly, which our analysis explains.",
    "We derive multiplicative updates. In practice, the updates converge very rapidly, as "
    "Theorem 2 predicts.",
    "We prove that in practice, the updates converge quickly.",
    "In practice, practitioners use small step sizes.",
    "In practice, the updates converge very rapidly to good classifiers.",
    # a design, a model, others' data, a proof about data
    "We present experimental design strategies for the robot.",
    "We present empirical work-arounds for the robot's kinematic model.",
    "The data collected in previous work show an increase in stiffness.",
    "The data collected by Smith et al. show an increase in stiffness.",
    "We prove that the data acquired show concentration around the mean.",
    "We develop necessary conditions that determine whether a small quadruped can open a class "
    "of doors.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_an_own_run_told_by_its_outcome_counts(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", THEORY)
def test_a_theorem_or_others_practice_is_no_run(sentence):
    kind, evidence = _label(f"{BOUND} {sentence}")
    assert kind == "theory", evidence


def test_introduced_reads_the_authors_noun_only():
    guard = exhibits.Introduced()
    low = "we derive multiplicative updates for svms. in practice, the updates converge rapidly."
    start = low.index("in practice")
    assert not guard.holds(low, start, len(low) - 1, start)
    low = "the em algorithm is popular. in practice, the algorithm converges rapidly."
    start = low.index("in practice")
    assert guard.holds(low, start, len(low) - 1, start)


@pytest.mark.parametrize("pattern", [p for p, _ in exhibits.EMPIRICAL])
def test_every_repeat_is_bounded(pattern):
    # an unbounded repeat is over one character class only; no gap is wider than 160
    # characters or 12 words (bench/paper_types/hostile.py measures the speed)
    for what, _nested in _unbounded_repeats(_parser.parse(pattern)):
        assert what == "one class"
    assert all(int(w) <= 160 for w in re.findall(r"\{\d*,(\d+)\}", pattern))
    assert all(int(w) <= 12 for w in re.findall(r"\)\{\d*,(\d+)\}", pattern))


def test_introduced_reads_a_bounded_window():
    low = "we derive updates. " * 2000 + "in practice, the updates converge rapidly."
    start = low.index("in practice")
    assert not exhibits.Introduced().holds(low, start, len(low) - 1, start)
    low = "we derive updates. " + "the sky is blue. " * 200 + "in practice, the updates converge rapidly."
    start = low.index("in practice")  # the introduction is more than 1,500 characters back
    assert exhibits.Introduced().holds(low, start, len(low) - 1, start)

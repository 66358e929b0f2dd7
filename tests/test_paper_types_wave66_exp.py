"""Wave 66 (exp66): own runs reported by a measured figure, a machine, a past finding or an
application named (:mod:`analysis.paper_types.reportedruns`), and "providing" no proof's word.

After a planted theory abstract each run's sentence makes the paper ``both`` (at b8a8d9b each
left it ``theory``: the sentences are the pooled readings' misses, reworded); the same words
told of a theorem, a bound or a plan leave it ``theory``.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import reportedruns
from analysis.paper_types.presentruns import WHOLE
from tests.planted_types import THEORY_FRAME, label

FRAME = THEORY_FRAME

RUNS = [
    # a measured speed-up figure (eccv2018:e3fe3f7b15)
    "The solver gains up to 500x speed up over traditional dynamic programming algorithms.",
    # orders of magnitude gained (cvpr2019:533, rss2019:2683ffd06f)
    "We demonstrate an improvement of over 2 orders of magnitude over conventional sensors.",
    "We demonstrate that our approach is faster by at least one order of magnitude with respect to the state of the art, while providing higher quality solutions.",
    # the machine a run used (icra2017:7989507)
    "Our planner navigates hundreds of agents on a single CPU core in crowded scenes.",
    # a comparison told in the passive with its material (icra2012:6224760)
    "The proposed method is compared against regular fusion using a 5 km long urban trajectory.",
    # results and findings told as done (icra2013:6631129, icra2007:4209131)
    "The results showed a trade-off between physical effort and the stability of the movements.",
    "It was found that cutting occurs only in the area close to the nozzle.",
    # both in theory and practice (iclr2018:Skj8Kag0Z)
    "We show, both in theory and practice, that the proposed method reliably reaches saddle points.",
    # an application to a series of problems (cvpr2013:300648b1e0, nips2018:11076)
    "We apply our framework to a series of hard registration and stitching problems.",
    # tests told in the passive (icra2006:1642185), the own method examined in practice (aistats2013:32f795475d)
    "Tests were conducted on three construction sites to evaluate the effectiveness of the system.",
    "We examine use of the algorithm in practice, demonstrating runtime that is typically much faster.",
    # a practical validity supported (eccv2020:cafae57fb6)
    "The practical validity of our approach is supported by an application to vehicle motion estimation.",
    # its efficiency shown on applications, in its own clause (eccv2020:34b1f4a677)
    "We analyze the convergence behavior of the proposed method and show its efficiency on a range of vision applications.",
]

THEOREMS = [
    # a theorem's word in the sentence
    "Asymptotically, the estimator is faster by an order of magnitude than gradient descent.",
    "Theoretically, the method is faster by an order of magnitude than gradient descent.",
    "The results showed in Section 3 prove that the estimator is consistent.",
    "It was found that the bound is tight for all graphs.",
    "We apply our framework to a series of problems and prove a regret bound for each.",
    "The practical relevance of the result is shown by a convergence rate that matches the lower bound.",
    # an analysis' finding (icra2005:1570299)
    "The swimming method was analyzed and optimized analytically. It was found that the tail is able to swim at several mm/sec.",
    # a theorem's test, a method's study in theory
    "Tests were performed for the hypothesis and we prove that they are consistent.",
    "We study the performance of the algorithm in practice and prove a regret bound for it.",
    # others' results
    "Previous hardness results indicated that computing good policies was difficult.",
    # a plan, not a run
    "Showing both in theory and practice that it converges is left to future work.",
    # no run at all: a machine as a model of computation
    "We prove that the problem is hard on a single machine with bounded memory.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_an_own_run_reported_makes_it_both(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", THEOREMS)
def test_a_theorem_s_words_leave_it_theory(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "theory", evidence


def test_providing_is_no_proof_word():
    # b8a8d9b's WHOLE read "prov\w+": "providing", "provides" made a run a theorem's
    for word in ("providing", "provides", "provided", "provide"):
        assert not WHOLE.words.search(f"while {word} better solutions")
    for word in ("prove", "proves", "proved", "proven", "proving", "provably", "provable", "proof"):
        assert WHOLE.words.search(f"while {word} better solutions"), word


def test_the_clause_reads_after_the_last_and_only():
    low = "we analyze the convergence of the method and show its efficiency on a range of applications."
    start = low.index("show its")
    assert WHOLE.holds(low, start, len(low) - 1, 0)  # the sentence has "convergence"
    assert not reportedruns.CLAUSE.holds(low, start, len(low) - 1, 0)
    bound = "we show its efficiency on a range of problems with a complexity bound."
    assert reportedruns.CLAUSE.holds(bound, bound.index("show"), len(bound) - 1, 0)


def test_the_figure_guard_reads_a_theorem_s_figure_only():
    low = "while provably optimal, it gains up to 500x speed up over rivals of polynomial complexity."
    start = low.index("up to 500x")
    assert not reportedruns.FIGURE.holds(low, start, start + 20, 0)
    assert WHOLE.holds(low, start, start + 20, 0)  # the general guard would have read a theorem
    worst = "the algorithm gives a 2x speedup in the worst case."
    assert reportedruns.FIGURE.holds(worst, worst.index("2x"), worst.index(" in the"), 0)


def test_each_family_is_guarded():
    assert len(reportedruns.GUARDED) == len(reportedruns.EMPIRICAL) == 12
    assert [how for _, how in reportedruns.GUARDED] == (
        [reportedruns.FIGURE] * 2 + [WHOLE] * 6 + [reportedruns.FINDING] * 2
        + [reportedruns.CLAUSE, reportedruns.PLANNED])


def test_data_acquired_in_a_setting_s_time_is_no_run():
    # wave 65's "we gather / acquire ... data" read a setting told in a temporal clause once
    # b8a8d9b's "providing" no longer voided its sentence (aistats2021:58811aba6d)
    setting = "We update a posterior distribution as we acquire data in a sequential online setting."
    assert label(f"{FRAME} {setting}")[0] == "theory"
    assert label(f"{FRAME} We acquire images from the woods and find a common spectrum.")[0] == "both"

"""Wave 70 (exp70): own runs told as a comparison with existing methods beside a measured
quantity (:mod:`analysis.paper_types.exp70`).

After a planted theory abstract each run's sentence makes the paper ``both`` (at 7358e63 each
left it ``theory``: the sentences are the pooled readings' misses, reworded); the comparison
told of a theorem (no measured quantity, or a bound's word beside it), of others' cited work,
and a theory paper's own look-alikes ("empirical risk", "a dataset of n points"), leave it
``theory``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import apparatus, exp70
from tests.planted_types import THEORY_FRAME, label

RUNS = [
    # a computation time against existing implementations (aistats2018:876fa4c5dd, wave 42)
    "Its computation time improves upon existing implementations by as much as 5 orders of magnitude.",
    # a task run and an outcome observed against previous approaches (aistats2024:85cdb57d09, wave 64)
    "We perform a large image denoising task and observe reduced noise levels compared to previous approaches.",
    # the material of the run, then the rivals (cvpr2018:02eb16b8cc, wave 68)
    "The metric translates well to cleaner catalog photos and improves over existing methods.",
    # speed against existing methods (icml2014:c732c26cf8, wave 70)
    "Retrieval with the codes is competitive in speed with existing methods.",
    "We observe lower noise than with standard schemes.",
    "The codes give retrieval that is comparable in speed with existing methods.",
    "On the photos we observe sharper edges than with previous approaches.",
]

LOOK_ALIKES = [
    # the comparison of a theorem: no measured quantity named
    "We also provide a stopping rule that terminates faster than existing fixed-confidence algorithms.",
    "The resulting estimator is superior to existing methods under weak conditions.",
    # a bound's word beside the measured word
    "Its running time is nearly linear, an exponential improvement upon previous algorithms.",
    "The new formulation reduces the computation time compared to previous methods by a factor of log n.",
    "The sample complexity is smaller than that of existing methods on every data set.",
    "Our estimator is better in accuracy than existing methods whenever the noise is bounded.",
    # others' runs, cited
    "Smith et al. (2019) observed that it is faster than existing methods.",
    "Jones [3] observed that such estimators beat standard approaches in accuracy.",
    # a theory paper's own words
    "The empirical risk is minimized over a dataset of n points.",
    "Unlike previous approaches, our analysis requires no data set of a fixed size.",
    "Compared to previous approaches, our estimator needs no tasks to be labelled.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_a_measured_comparison_with_existing_methods_makes_a_theory_paper_both(sentence: str) -> None:
    assert label(THEORY_FRAME + " " + sentence)[0] == "both"


@pytest.mark.parametrize("sentence", LOOK_ALIKES)
def test_a_theorem_comparison_or_others_runs_leave_it_theory(sentence: str) -> None:
    assert label(THEORY_FRAME + " " + sentence)[0] == "theory"


def test_the_forms_ride_with_the_runs_and_read_citations_and_theorems() -> None:
    assert set(exp70.EMPIRICAL) <= set(apparatus.EMPIRICAL)
    cited = "smith et al. (2019) observed that it is faster than existing methods."
    assert any(re.search(p, cited) for p, _ in exp70.EMPIRICAL)
    assert exp70.GUARDED[0][1].holds(cited, 0, 30, 0)
    bound = "its error rates are smaller than those of existing methods, as the bound shows."
    assert any(re.search(p, bound) for p, _ in exp70.EMPIRICAL)
    assert exp70.GUARDED[1][1].holds(bound, 0, 30, 0)
    own = "retrieval with the codes is competitive in speed with existing methods."
    assert not exp70.GUARDED[0][1].holds(own, 0, 30, 0)
    # the comparison alone is no match
    assert not any(re.search(p, "a stopping rule that terminates faster than existing algorithms.")
                   for p, _ in exp70.EMPIRICAL)

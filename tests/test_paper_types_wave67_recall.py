"""Session 67 (recall67): an own theory result told in plain words, where no run speaks
(:mod:`analysis.paper_types.theoryrecall67`).

Planted abstracts, each a shortened rewording of the gold-theory dev abstract it names (each
``unclear`` or ``empirical`` at 2339213): "establish its existence"; "a correctness
result"; an algorithm's running time told in words.  The look-alikes keep their label:
others' result ("recent work shows that", a cited hardness result beside a run), a promise
("we will show that"), a merit ("we show that our method improves accuracy"), "we show
that" beside a run, "real-time".  (The plain own "we show that" form was measured and not
kept: bench/paper_types/RESULTS.md, session 67 recall67; its look-alikes stay here.)
"""

from __future__ import annotations

import pytest

from tests.planted_types import label

OPENING = "Model-based reinforcement learning is a central topic of learning theory. "

THEORY = [
    # aistats2025:bDuNZJ6O8N
    "Provenance of generated imagery needs publicly detectable watermarks. In this work, we "
    "formally define such a scheme and establish its existence.",
    # aistats2016:436ef889ef
    "Robust principal components analysis separates a low-rank matrix from sparse outliers. "
    "In this work we develop a novel online robust PCA algorithm. The key contribution of "
    "this work is a correctness result for this algorithm under relatively mild assumptions.",
    # uai2019:9e947228ac
    "Minimal separators are a basic primitive of causal inference. We provide linear time "
    "algorithms for two graphical primitives: to test if a given set is a minimal "
    "d-separator, and to find one.",
    # icml2019:3962
    "Fair clustering asks that every cluster be balanced. In this paper, we present an "
    "approximate fairlet decomposition algorithm that runs in nearly linear time.",
]

STAY = [
    # others' result, with a run of the paper's own
    (OPENING + "Recent work shows that an efficient model learner leads to an efficient "
     "reinforcement learning algorithm. We propose a new learner and evaluate it on three "
     "benchmark tasks, where it outperforms the baselines.", "empirical"),
    # a merit claimed, no proof (LABELLING_GUIDE.md: empirical)
    (OPENING + "We propose a new model learner. We show that our method improves accuracy "
     "over existing learners.", "empirical"),
    # "we show that" beside a run: no theory from this form
    (OPENING + "We propose a new model learner. We show that the learned policy transfers "
     "to new tasks in experiments on a real robot.", "empirical"),
    # a cited hardness result beside a run
    ("Recent work [3] gives a hardness result for this problem. We propose a heuristic solver "
     "and evaluate it on ten benchmark datasets, where it outperforms the baselines.",
     "empirical"),
    # a promise
    (OPENING + "We introduce a new definition of efficient model learning. In future work "
     "we will show that it leads to an efficient algorithm.", "unclear"),
    # a real-time algorithm is no running time; a linear-time procedure beside a run (images)
    ("Autonomous driving needs fast perception of the road ahead, and lane markings are often "
     "worn, occluded or missing in the images a car records. In this paper, we present a "
     "real-time algorithm for lane detection that combines edge features with a temporal "
     "filter, together with a linear-time procedure that fuses its output with map priors.",
     "empirical"),
]


@pytest.mark.parametrize("text", THEORY)
def test_an_own_plain_result_with_no_run_is_theory(text):
    kind, evidence = label(text)
    assert kind == "theory", evidence


@pytest.mark.parametrize(("text", "expected"), STAY)
def test_look_alikes_keep_their_label(text, expected):
    kind, evidence = label(text)
    assert kind == expected, evidence

"""Wave 65 (exp65): own runs told in words the run lists did not read
(:mod:`analysis.paper_types.wordedruns`).

After a planted theory abstract each run's sentence makes the paper ``both`` (at 6f1dd61 each
left it ``theory``: the sentences are the pooled readings' misses, reworded); the same words
told of a theorem, a bound, a cost or a formal verification leave it ``theory``.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import wordedruns
from analysis.paper_types.presentruns import WHOLE
from tests.planted_types import THEORY_FRAME, label

FRAME = THEORY_FRAME

RUNS = [
    # a speed-up told in words (aistats2007:d519752ef1, nips2014:4525)
    "The resulting decoder is more than 3 times as fast as the Viterbi algorithm on parsing.",
    "The splitting method is several times faster than highly optimized commercial software.",
    "The new sampler is twice as fast as the Gibbs sampler on topic models.",
    # a result confirmed by the own implementation or hardware (nips2007:791bcf62e6, ijcai2023:paper772)
    "We verify the results of our analysis in a mixed-signal VLSI chip with spiking neurons.",
    "The overhead is small, which is confirmed by our implementation.",
    # computing time spent (nips1998:57c2c5ad26)
    "The illustration reproduces earlier results in just seconds of CPU time.",
    # data gathered by the authors, in the present (nips1993:9b184114b2)
    "We gather images from the woods and find that these scenes share a common spectrum.",
    # a significant improvement over named methods (nips2001:70dcfd07bb)
    "The fixed point scheme gives a significant improvement over loopy BP, mean field and TAP methods.",
    # data taken from a named collection (cvpr2018:ffb440b507)
    "Using images from the BSDS500 database, segmentations of our cut have higher accuracy.",
    # an outcome observed by the authors (aistats2018:6c1368afe1)
    "In diverse scenarios, we observe that acceleration leads to significant improvements.",
    # a named data set studied, data from counted places, a run announced by its setting
    # (icml2013:5c8b80f84a, ijcai2024:paper792, colt2023:57ee6ba80a)
    "As an application, we study the MovieLens user rating dataset and add a few comparisons.",
    "The estimate draws on observational data from seven African countries.",
    "In a simple empirical setting, our results correctly predict how the test power scales.",
]

THEOREMS = [
    # a theorem's word in the sentence
    "We show that the method converges twice as fast as gradient descent in the worst case.",
    "Our algorithm is several times faster than the best known algorithm in terms of complexity.",
    "The estimator gives a significant improvement over existing methods in its convergence rate.",
    "We observe that the regret of the algorithm is significantly smaller than the known bound.",
    "We collect the samples adaptively and prove that the number needed is optimal.",
    # a formal verification is no run
    "The correctness of the protocol is verified in the Coq proof assistant by our implementation.",
    # a cost stated, not spent
    "The method needs polynomial hours of CPU time in the worst case.",
    # no run at all: data of a distribution, an observation of a formula
    "We observe that the problem reduces to a linear program.",
    "We study the dataset size needed to learn the class and prove it is optimal.",
    "We consider the dataset of n points drawn from the mixture.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_an_own_run_told_in_words_makes_it_both(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", THEOREMS)
def test_a_theorem_s_words_leave_it_theory(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "theory", evidence


def test_the_confirmed_result_is_read_only_against_a_formal_verification():
    low = "the overhead is linear in the input size, which is confirmed by our implementation."
    start = low.index("confirmed")
    assert not wordedruns.FORMAL.holds(low, start, len(low) - 1, 0)
    assert WHOLE.holds(low, start, len(low) - 1, 0)  # the general guard would have read a theorem
    formal = "the protocol is formally verified on our platform."
    assert wordedruns.FORMAL.holds(formal, formal.index("verified"), len(formal) - 1, 0)


def test_each_family_is_guarded():
    assert len(wordedruns.GUARDED) == len(wordedruns.EMPIRICAL) == 10
    assert [how for _, how in wordedruns.GUARDED] == [WHOLE] * 8 + [wordedruns.FORMAL, wordedruns.COST_WORDS]

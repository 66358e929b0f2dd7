"""Wave 60: own runs told as a comparison's finding, a speed against implementations, a
frequency of wins, better in practice, a design checked by simulation, an application's gains
(:mod:`analysis.paper_types.measured`); proof-number search is an algorithm's name, no proof.

After a planted theory abstract each run's sentence makes the paper ``both`` (at 274db08 each
left it ``theory``: the sentences are of wave 60's fresh reading, reworded); the same words
told of a theorem (a bound compared, "asymptotically faster", a theorem applied, a gain in
regret or of an order) leave it ``theory``.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import THEORY_FRAME, label

FRAME = THEORY_FRAME

RUNS = [
    # a comparison as the finding's subject (icra2011:5979795)
    "Comparison with classical existing methods illustrates the relevance of the proposed "
    "approach.",
    "Comparisons with standard filters confirm the accuracy of the estimates.",
    # a speed against implementations (iros2013:6696854)
    "The rejection algorithm excludes unstable grasps much faster than current implementations.",
    # a frequency of wins (aistats2024:be36f96b17)
    "In several cases the models generalize to unseen interventions, often better than "
    "classical approaches.",
    # better in practice (nips2011:d735a8e2c3)
    "We present a corrected variant for which we establish strong learning guarantees, and "
    "demonstrate that it works better in practice.",
    # a design checked by simulation (iros2015:7353902)
    "A suspension mechanism is designed and optimized through finite element analysis (FEA).",
    "The frame was validated by finite element simulations.",
    # an application's gains (nips2017:9179, ijcai2022:paper658)
    "Finally, we apply this acceleration technique to stochastic algorithms such as SGD, SAGA, "
    "SVRG and Katyusha in different settings, and show significant performance gains.",
    "We apply additional modifications to the algorithm and show that it outperforms "
    "Monte-Carlo tree search according to a diversity measure.",
    # language studies (naacl2021:2021.naacl-main.350, acl2021:2021.acl-long.145,
    # naacl2024:2024.naacl-long.331)
    "Examining corpora from 7 typologically diverse languages, we quantify the lexicon's "
    "optimality.",
    "Using these probes, we analyze the BERT models on their ability to encode syntax, and "
    "find that they encode it to some degree.",
    "We show that even recent language models fail at distinguishing use from mention.",
]

THEOREMS = [
    "Comparison with existing methods shows that our bound is tighter.",
    "We prove that the algorithm is asymptotically faster than existing implementations.",
    "The estimator is often better than classical estimators in terms of minimax rates.",
    "We show that the method is provably better in practice.",
    "We apply our theorem to sparse regression and obtain improvements over prior work.",
    "We apply the algorithm to linear bandits and show that it outperforms UCB in regret.",
    "We apply the method to kernel learning and obtain a quadratic speedup.",
    "The error of the solver is bounded, as verified by the finite element method's theory.",
    "We prove that even large language models fail to represent parity.",
    "We show that transformers fail to recognize Dyck languages.",
    "Such studies necessitate the gathering of extensive data from many languages.",
    "Current LLMs struggle with attribution; we prove that attention cannot attribute.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_an_own_run_makes_it_both(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", THEOREMS)
def test_a_theorem_s_words_leave_it_theory(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "theory", evidence


def counted_experiments(text: str) -> list[str]:
    """The matched phrases of counted empirical cues in ``text`` (lower case)."""
    return [c.match.group(0) for c in find_cues(clean_text(text)).cues
            if c.side == "empirical" and c.match is not None and c.weight > 0 and not c.note]


def test_each_family_is_one_counted_match():
    # the design form counted once, not once per verb ("designed and optimized, through")
    text = (f"{FRAME} A probe suspension is designed and optimized, through the theoretical "
            "analysis and finite element analysis (FEA).")
    assert counted_experiments(text) == [
        "optimized, through the theoretical analysis and finite element analysis"]
    text = f"{FRAME} {RUNS[2]}"
    assert counted_experiments(text) == ["faster than current implementations"]


def test_proof_number_search_is_no_proof():
    # an empirical search paper named for its algorithm: at 274db08 "proof-number search" was a
    # theory cue and the paper `both`
    text = ("Proof-Number Search for Retrosynthesis. We modify depth-first proof-number search "
            "to compute a diverse set of solutions. Experiments on 100 target molecules show "
            "that it outperforms Monte-Carlo Tree-Search.")
    kind, evidence = label(text)
    assert kind == "empirical", evidence
    theory = [c for c in find_cues(clean_text(text)).cues if c.side == "theory"]
    assert theory == []

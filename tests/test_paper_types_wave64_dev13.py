"""Wave 64: forms that missed on at least two of the four blind dev sets (dev10-dev13): an own
cost told in O-notation, and a theoretical model built to predict read as a proved result
(:mod:`analysis.paper_types.blindforms`).

Planted abstracts, each sentence a rewording of a form dev13 (round 13,
``sample_dev13.csv``) or an earlier blind set held: at 92f9a68 the own-result sentences left
a paper with experiments ``empirical`` and the model sentence made an empirical paper
``both``.  The same words told of a running time, of a lack or beside a proof keep their
label.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import THEORY_FRAME, label

# an empirical method paper: a method and its benchmark results, no proved result
METHOD = ("We propose a sparse estimator for multi-task regression that shares a support "
          "across tasks. Experiments on three real datasets show that it outperforms the "
          "baselines.")
OWN_RESULTS = [
    # an own cost in O-notation (nips2018:11533, aistats2025:qmZwsWnMi7)
    "We show that with $O(\\sqrt{d})$ samples, one can accurately estimate the explained "
    "variance.",
    "Our estimator makes $\\tilde{O}(n^2/\\epsilon^3)$ queries to the oracle.",
    # a rate in O-notation (nips1996:d4d5d9de00)
    "The error of the estimator decreases to its limit at rate O(1/sqrt(m)).",
]

# a theoretical model built to predict (icra2008:4543653)
MODEL_BUILT = ("We propose a swimming mechanism for a capsule endoscope driven by coils in a "
               "magnetic field. We developed a theoretical model to predict the waves "
               "produced by the tail. A validation study with a prototype demonstrated that "
               "the theoretical and numerical model predicts well the measured velocity.")

STAY = [
    # a running time is a design count, not a result
    (METHOD + " The algorithm runs in O(n log n) time.", "empirical"),
    # a cost of a rival's method, or "o" as a name, is no own cost
    (METHOD + " Earlier solvers need O(n^2) iterations.", "empirical"),
    # a data set's size is no cost (nips2002:3ec45317df)
    ("We propose an incremental training strategy for the relevance vector machine. We test "
     "the algorithms on two large data sets with O(10^3-10^4) examples.", "empirical"),
    # a theoretical model beside a proof is still a result
    (MODEL_BUILT + " We prove that the swimming gait is stable.", "both"),
    # a theory paper's rate in O-notation stays theory
    (THEORY_FRAME + " The excess risk decays at rate O(1/n).", "theory"),
]


def counted(text: str, side: str) -> list[str]:
    """The phrases of the ``side`` cues that count in ``text`` (not discounted, not zeroed)."""
    return [c.shown() for c in find_cues(clean_text(text)).cues
            if c.side == side and c.weight > 0 and not c.note]


@pytest.mark.parametrize("sentence", OWN_RESULTS)
def test_an_own_cost_in_o_notation_makes_a_method_paper_both(sentence):
    kind, evidence = label(f"{METHOD} {sentence}")
    assert kind == "both", evidence


def test_a_theoretical_model_built_to_predict_is_no_result():
    kind, evidence = label(MODEL_BUILT)
    assert kind == "empirical", evidence
    assert not any("theoretical" in p for p in counted(MODEL_BUILT, "theory"))


@pytest.mark.parametrize(("text", "expected"), STAY)
def test_a_running_time_a_trial_or_a_proof_keeps_its_label(text, expected):
    kind, evidence = label(text)
    assert kind == expected, evidence


def test_dev13_is_its_own_split_and_draws_no_earlier_paper(paper_bench):
    # round 13 (sample.py --round 13, seed 6402): 200 labelled rows, scored as their own
    # block (evaluate.py --round9), pooled blind (bootstrap_dev.BLIND), not pooled into dev
    ev = paper_bench.evaluate
    dev13 = ev.load_split("dev13")
    assert len(dev13) == 200 and set(dev13["label"]) <= set(ev.LABELS)
    assert "dev13" in ev.SPLITS and all(
        "dev13" not in sample for pairs in ev.DEV_PARTS.values() for sample, _ in pairs)
    assert paper_bench.bootstrap_dev.BLIND["dev13"] == "92f9a68"
    earlier = {pid for path in ev.HERE.glob("sample_*.csv") if path.name != "sample_dev13.csv"
               for pid in ev.pd.read_csv(path, dtype=str)["paper_id"]}
    assert earlier.isdisjoint(dev13["paper_id"])

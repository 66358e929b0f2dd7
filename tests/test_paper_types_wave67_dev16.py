"""Wave 67: a form missed on three of the seven blind dev sets (dev10-dev16): the method shown
on illustrative problems or examples is a run (:mod:`analysis.paper_types.blindforms67`).

Planted abstracts, each a rewording of the form dev16 held (nips2012:d44270dd18: ``unclear``
at main 3a6a716, no cue) or of the corpus abstracts that hold it.  An example that shows a
theorem's claim, and illustrative examples beside a proof in their sentence, are no run.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import THEORY_FRAME, label

METHOD = ("Continuous relaxations have not seen much use in approximate probabilistic "
          "inference. We transform a wide class of discrete undirected models into continuous "
          "systems, which allows gradient-based Hamiltonian Monte Carlo for inference.")

SHOWN_ON = [
    # nips2012:d44270dd18's form
    METHOD + " We demonstrate some of these relaxation inference algorithms on a number of "
    "illustrative problems.",
    METHOD + " Through illustrative examples, the sampler is seen to mix faster than Gibbs sampling.",
    METHOD + " We compare the two samplers on simple illustrative examples and on a Boltzmann machine.",
]

STAY = [
    # an example that shows a theorem's claim is a proof by example
    (THEORY_FRAME + " Using an illustrative example, we further show that the condition "
     "cannot be dropped.", "theory"),
    # illustrative examples of a proved result in its sentence: a theorem's example
    (THEORY_FRAME + " The proved bound is explained with illustrative examples.", "theory"),
]


@pytest.mark.parametrize("text", SHOWN_ON)
def test_the_method_shown_on_illustrative_problems_is_a_run(text):
    kind, evidence = label(text)
    assert kind == "empirical", evidence


@pytest.mark.parametrize(("text", "expected"), STAY)
def test_look_alikes_keep_their_label(text, expected):
    kind, evidence = label(text)
    assert kind == expected, evidence


def test_the_illustration_with_a_proof_in_its_sentence_counts_no_run():
    text = THEORY_FRAME + " The proved bound is explained with illustrative examples."
    cues = [c for c in find_cues(clean_text(text)).cues if c.match is not None
            and c.match.group(0).lower() == "with illustrative examples"]
    assert len(cues) == 1 and cues[0].weight == 0 and "no run" in cues[0].note


def test_dev16_is_its_own_split_and_draws_no_earlier_paper(paper_bench):
    # round 16 (sample.py --round 16, seed 6702): 200 labelled rows, scored as their own
    # block (evaluate.py --round9), pooled blind (bootstrap_dev.BLIND), not pooled into dev
    ev = paper_bench.evaluate
    dev16 = ev.load_split("dev16")
    assert len(dev16) == 200 and set(dev16["label"]) <= set(ev.LABELS)
    assert "dev16" in ev.SPLITS and "dev16" in ev.BLIND_SETS and all(
        "dev16" not in sample for pairs in ev.DEV_PARTS.values() for sample, _ in pairs)
    assert paper_bench.bootstrap_dev.BLIND["dev16"] == "3a6a716"
    earlier = {pid for pattern in ("sample_*.csv", "labels_*.csv")
               for path in ev.HERE.glob(pattern) if "dev16" not in path.name
               for pid in ev.pd.read_csv(path, dtype=str)["paper_id"]}
    assert earlier.isdisjoint(dev16["paper_id"])

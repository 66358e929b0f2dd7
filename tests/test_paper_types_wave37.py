"""Issue 14, wave 37: an experiment of the paper's own always rules theory alone out.

Planted abstracts whose right answer is known (bench/paper_types/RESULTS.md, "wave 37"):

* the ``allowed`` gap: an experiment cue whose text a theory cue took ("Our theoretical
  [and numerical] analyses") was the only empirical phrase, so no label was allowed, all
  were, and the model said theory (0.86 on the planted abstract below);
* the look-alikes that gap had hidden: "formally verify the robot", "a polynomial speedup
  over existing ...", "qualitatively different regret bounds" are theory's words, not an
  experiment (the three such papers of both corpora are theory papers).
"""

from __future__ import annotations

import pytest

from analysis.paper_types import classify_text
from analysis.paper_types.cues import find_cues
from analysis.paper_types.model import allowed
from analysis.text import clean_text

CLASSES = ["theory", "empirical", "both"]
# a proved result and nothing empirical: theory (planted, no experiment word)
HALFSPACES = ("We study the sample complexity of learning halfspaces. We prove that "
              "$O(d/\\epsilon)$ samples suffice and that this bound is tight.")
THEORY = ("We study distributed formation control of nonholonomic robots. We prove that the "
          "proposed controller converges to the desired formation and derive a bound on the "
          "convergence rate.")


def _label(text: str) -> tuple[str, str]:
    kind, evidence, _ = classify_text(clean_text(text), "", text)
    return kind, evidence


def test_an_experiment_alone_allows_empirical_and_rules_theory_out():
    # a result of the paper's own and an experiment, no other empirical phrase
    feats = {"theory_supported": 1.0, "reports_experiment": 1.0}
    assert allowed(CLASSES, feats) == [False, True, True]
    # without a theory result: empirical only (before: nothing, so all three)
    assert allowed(CLASSES, {"reports_experiment": 1.0}) == [False, True, False]
    # unchanged: a result and no experiment is theory's, nothing at all leaves all three
    assert allowed(CLASSES, {"theory_supported": 1.0}) == [True, False, False]
    assert allowed(CLASSES, {}) == [True, True, True]


@pytest.mark.parametrize(("sentence", "phrase"), [
    ("Our theoretical and numerical analyses agree.", "Our theoretical and numerical"),
    ("We empirically characterize the convergence.", "We empirically characterize"),
])
def test_an_experiment_whose_text_a_theory_cue_took_rules_theory_out(sentence, phrase):
    text = f"{HALFSPACES} {sentence}"
    scored = find_cues(clean_text(text))
    # the gap: the experiment is only an overlapped cue, no empirical phrase counts
    assert scored.overlapped_experiments
    assert not any(c.side == "empirical" and c.weight > 0 for c in scored.cues)
    kind, evidence = _label(text)
    assert kind in {"empirical", "both"}
    empirical_side = evidence.split(" | ")[-1]
    assert phrase.lower() in empirical_side.lower()  # shown, not "no empirical phrase"


@pytest.mark.parametrize("sentence", [
    "We formally verify the robot's discrete control decisions.",
    "The proposed controller achieves a polynomial speedup over existing controllers.",
    "We obtain two qualitatively different regret bounds.",
])
def test_theory_words_that_look_like_an_experiment_rule_nothing_out(sentence):
    text = f"{THEORY} {sentence}"
    assert find_cues(clean_text(text)).overlapped_experiments == []
    assert _label(text)[0] == "theory"

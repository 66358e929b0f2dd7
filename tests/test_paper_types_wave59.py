"""Wave 59: an improvement of the state of the art made by bounds, and a problem's application
domains listed, are no run (:mod:`analysis.paper_types.advances`, :mod:`.backgrounds`).

ijcai2021:paper391 (a bounds paper) was ``empirical``: "we significantly improve the state of
the art by developing novel high-probability bounds" counted as a measured gain, and
"Application domains where SOPPs naturally occur include ... speech recognition" as the paper
applying its method to speech.  After a planted theory abstract the theorem's forms leave it
``theory``; the same words told of a run (a per cent, benchmarks, experiments, a success rate,
speech data) still make it ``both``.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import THEORY_FRAME, label

FRAME = THEORY_FRAME

THEOREMS = [
    "In this paper, we significantly improve the state of the art by developing novel "
    "high-probability bounds with a logarithmic dependency on d.",
    "We improve the state of the art by deriving tighter sample complexity bounds.",
    "We substantially improve upon the state of the art with a regret of order sqrt(T).",
    "Application domains where such problems naturally occur include natural language "
    "processing, speech recognition, and computer vision.",
    "Application areas such as speech recognition and computer vision motivate the problem.",
]
RUNS = [
    "We significantly improve the state of the art by 5% on ImageNet.",
    "Our method significantly improves the state of the art on three benchmarks.",
    "Experiments show that the method improves the state-of-the-art rank-1 identification "
    "rates by 2.2%.",
    "Our learner significantly outperforms the state-of-the-art approaches with a much higher "
    "success rate.",
    "Experiments on two application domains, speech and images, show that our method works.",
    "We apply our method to speech recognition data.",
]

PAPER391 = (
    "Fine-grained Generalization Analysis of Structured Output Prediction. In machine learning "
    "we often encounter structured output prediction problems (SOPPs), i.e. problems where the "
    "output space admits a rich internal structure. Application domains where SOPPs naturally "
    "occur include natural language processing, speech recognition, and computer vision. "
    "Typical SOPPs have an extremely large label set, which grows exponentially as a function "
    "of the size of the output. Existing generalization analysis implies generalization bounds "
    "with at least a square-root dependency on the cardinality d of the label set, which can be "
    "vacuous in practice. In this paper, we significantly improve the state of the art by "
    "developing novel high-probability bounds with a logarithmic dependency on d. Furthermore, "
    "we leverage the lens of algorithmic stability to develop generalization bounds in "
    "expectation without any dependency on d. Our results therefore build a solid theoretical "
    "foundation for learning in large-scale SOPPs. Furthermore, we extend our results to "
    "learning with weakly dependent data.")


def test_the_frame_alone_is_theory():
    assert label(FRAME)[0] == "theory"


@pytest.mark.parametrize("sentence", THEOREMS[3:])
def test_a_listing_of_domains_leaves_it_theory(sentence):
    # (the improvements above leave this frame theory at a306ee1 too: their cues are tested below)
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "theory", evidence


@pytest.mark.parametrize("sentence", RUNS)
def test_a_run_s_improvement_makes_it_both(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "both", evidence


def counted(text: str, phrase: str) -> list[float]:
    """The weights of the empirical cues whose match is ``phrase`` (lower case) in ``text``."""
    return [c.weight for c in find_cues(clean_text(text)).cues
            if c.side == "empirical" and c.match is not None and c.match.group(0) == phrase]


@pytest.mark.parametrize("sentence", THEOREMS[:3])
def test_a_theorem_s_state_of_the_art_counts_nothing(sentence):
    weights = counted(f"{FRAME} {sentence}", "state of the art")
    assert weights == [0.0]


@pytest.mark.parametrize(("sentence", "gain"), [(THEOREMS[0], "significantly improve"),
                                               (THEOREMS[2], "substantially improve")])
def test_a_theorem_s_gain_counts_nothing(sentence, gain):
    assert counted(f"{FRAME} {sentence}", gain) == [0.0]


@pytest.mark.parametrize("sentence", RUNS[:4])
def test_a_run_s_improvement_counts(sentence):
    # every empirical cue of the run's state of the art or gain counts (none held as a theorem's)
    cues = [c for c in find_cues(clean_text(f"{FRAME} {sentence}")).cues
            if c.side == "empirical" and c.match is not None
            and any(w in c.match.group(0) for w in ("state", "significantly"))]
    assert cues and all(c.weight > 0 for c in cues), [(c.match.group(0), c.note) for c in cues]


def test_a_complexity_improved_alone_is_no_empirical_paper():
    # ijcai2021:paper31's form: the improvement was the only cue, read as a measured gain
    kind, evidence = label("We improve the state of the art regarding the computational "
                           "complexity of computing good committees.")
    assert kind == "unclear", evidence


def test_the_bounds_paper_is_theory():
    kind, evidence = label(PAPER391)
    assert kind == "theory", evidence
    assert "not counted: Application domains" in evidence

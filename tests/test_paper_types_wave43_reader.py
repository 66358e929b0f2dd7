"""Wave 43, second reader: theorem sentences that wave 43's run cues counted or its masks hid.

Planted sentences (none is a corpus abstract).  :mod:`analysis.paper_types.practice`'s
patterns were read by no proof-word guard: a run in practice or at a counted scale after
"we prove", an explanation ("explains why it works well in practice"), a running time, a
bound's measure compared passively, a study whose finding is a hardness or a bound; two
modal forms ("will scale") were no run either.  :mod:`.senses`' wave-43 masks hid a
proof ("we also prove stable and robust recovery"), a theorem's field ("DNA self-assembly and
characterization of ..."), and
lexicon's ``polynomial (?:in|number of)`` fires inside "polynomial interpolation".  Each
theorem sentence must keep the label the abstract had; wave 43's own cases
(tests/test_paper_types_wave43.py) still change.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import THEORY
from tests.planted_types import label as _label

NEUTRAL = "We study distributed formation control of nonholonomic robots."

# after a theory abstract, no run: the label stays theory
NO_RUN = [
    # a proof's word before or inside the match
    "We prove that the algorithm finds near-optimal solutions in practice.",
    "We prove that our algorithm runs in linear time and thus is fast in practice.",
    "We observe that the constant in the lemma is small in practice.",
    "We prove that the sampler mixes rapidly when run on graphs with millions of nodes.",
    "We apply the theorem to a network with 10 million nodes.",
    "Applying the bound to graphs with millions of nodes gives a running time of one hour.",
    "Both algorithms are provably correct and are fast in practice.",
    # an explanation
    "We prove that the greedy algorithm returns near-optimal solutions on every instance, "
    "which explains why it finds near-optimal solutions in practice.",
    "This analysis explains why our algorithm works well in practice.",
    "Our theory explains why the proposed method converges quickly in practice.",
    "Our bounds explain why the proposed method works well in practice.",
    # a running time: a complexity's consequence
    "Our algorithm runs in time linear in the number of nodes, so it scales to graphs with 300 million nodes.",
    "Since the running time is O(m log n), the method applies to graphs with billions of edges.",
    # a possibility
    "The algorithm will scale to millions of users.",
    # a bound's measure compared passively
    "The regret of our algorithm is compared to that of the best existing algorithms.",
    "The sample complexity is compared with those of previous methods.",
    # a study whose finding a theorem states
    "A systematic study over all graph families shows that the problem is NP-hard.",
    "An extensive study with different noise models demonstrates that the bound is tight.",
]


@pytest.mark.parametrize("sentence", NO_RUN)
def test_a_theorem_told_in_practice_or_at_scale_is_no_run(sentence):
    assert _label(THEORY)[0] == "theory"
    assert _label(f"{THEORY} {sentence}")[0] == "theory"


# a theory cue in its own sense: the sentence alone (after a neutral one) is theory
STILL_THEORY = [
    "We also prove stable and robust recovery for sparse signals.",
    "We study DNA self-assembly and characterization of the producible shapes.",
]


@pytest.mark.parametrize("sentence", STILL_THEORY)
def test_a_masked_theory_word_in_its_own_sense_stays_theory(sentence):
    assert _label(NEUTRAL)[0] != "theory"
    assert _label(f"{NEUTRAL} {sentence}")[0] == "theory"


@pytest.mark.parametrize("sentence", [
    "We present the modeling, manufacturing, and characterization of three grippers.",
    "We present the design, fabrication and characterization of a soft actuator.",
    "Our design included extensive testing and characterization of the aerodynamic properties of the vehicle.",
])
def test_a_built_device_characterized_is_still_no_theory(sentence):
    assert _label(f"{NEUTRAL} {sentence}")[0] != "theory"


@pytest.mark.parametrize("sentence", [
    "We use polynomial interpolation to fill in missing frames.",
    "The step size follows a polynomial increase over the iterations.",
    "We fit quasi-polynomial integrals to the measured torques.",
])
def test_polynomial_in_does_not_fire_inside_a_word(sentence):
    cues = find_cues(clean_text(sentence)).cues
    assert not [c for c in cues if c.side == "theory" and "polynomial in" in c.shown().lower()]


@pytest.mark.parametrize("sentence", [
    "The running time is polynomial in the number of variables.",
    "The algorithm needs a quasi-polynomial number of queries.",
])
def test_polynomial_in_still_fires_as_a_complexity(sentence):
    assert any(c.side == "theory" for c in find_cues(clean_text(sentence)).cues)


# look-alikes that must keep counting as runs (wave 43's own forms, a run named first)
STILL_RUN = [
    "Experiments show that the proposed method works well in practice, as the lemma predicts.",
    "A distributed variant enables scaling to graphs with over 200 million vertices.",
    "We fit a 100-topic model to 3.3M articles from Wikipedia in a single pass.",
    "An extensive statistical study with different numbers of robots demonstrates that the algorithm is robust.",
    "Extensive experiments show that our bound is tight in practice.",
    "Formal statistical guarantees are provided and its effectiveness on synthetic and real data is demonstrated.",
    # "theoretical" or a bare "complexity" is no proof's word here
    "Beyond the theoretical results, we demonstrate that the recovery algorithm performs well in practice.",
    "We scale the size and complexity of training data, curating a meta-dataset with over 19 million frames.",
    "Theoretical analysis and an extensive evaluation on three real-world datasets validate the effectiveness of the method.",
]


@pytest.mark.parametrize("sentence", STILL_RUN)
def test_a_run_still_rules_out_theory_alone(sentence):
    assert _label(f"{THEORY} {sentence}")[0] != "theory"

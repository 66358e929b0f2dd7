"""Wave 66 (types66): misreads left by session 65 and one of the dev splits' theory false
positives (:mod:`analysis.paper_types.misreads66`).

Planted abstracts, each a rewording of the abstract it names: at b8a8d9b the source
separation (dev14 nips2001:00f96e51c9), the applied known result's O-notation cost
(icra2011:5980497) and a tight workspace (dev9t icra2017:7989507) made ``theory`` labels, a
modal "the empirical performance of ... can depend on" made a theory paper ``both`` (dev10
nips2017:9252), a graphene flake's characterization made one ``theory`` (dev9t iros2012:6385474), and "Yahoo!" ended a sentence (icml2013:5c8b80f84a).  The look-alikes that
are real results keep their label.
"""

from __future__ import annotations

import pytest

from analysis.paper_types.cues import find_cues, sentence_starts
from analysis.text import clean_text
from tests.planted_types import THEORY_FRAME, label

NOT_THEORY = [
    # nips2001:00f96e51c9: an ICA method, no proved result, no run named
    "We present a new method for the blind separation of sources which do not fulfill the "
    "independence assumption. We consider groups of neighbouring samples within the observed "
    "mixtures and project them onto a subspace. Standard ICA is then performed on the "
    "transformed patches and robustly yields a good estimate of the mixing matrix.",
    # icra2011:5980497: compressive sensing's known cost, applied; the paper compares strategies
    "This paper considers mission design strategies for mobile robots that sample a static "
    "field, in the framework of compressive sensing. According to this theory, we can "
    "reconstruct compressible fields using O(log n) nonadaptive measurements [1]. We compare a "
    "random walk, a TSP approximation and a randomized lawnmower strategy.",
    # icra2017:7989507: a tight workspace is the robot's surroundings
    "We present an approach for collision-free navigation of many agents. We compute bridges "
    "in the narrow or tight regions in the workspace using kinodynamic RRT algorithms. In "
    "practice, our approach can navigate hundreds of agents on a single CPU core.",
    # iros2012:6385474: a specimen's characterization is a measurement
    "This paper presents a nanorobotic approach facilitating the transfer and characterization "
    "of individual graphene flakes. The nanorobotic system is used to perform the mechanical "
    "characterization of the flakes inside a scanning electron microscope.",
]

# nips2017:9252: the dependence a constructed distribution shows is a consequence, no run
MODAL = (
    "We show that affine policies give a good approximation for the two-stage adjustable "
    "robust optimization problem with high probability on random instances. We also present "
    "a distribution such that the performance bound for affine policies is Omega(m) with high "
    "probability. This demonstrates that the empirical performance of affine policies can "
    "depend on the generative model for instances.")

STAY = [
    # a complexity separation is a result
    ("We present an exponential separation between the sample complexity of active and "
     "passive learning of halfspaces.", "theory"),
    ("We give a separation result between depth-two and depth-three networks: a function "
     "expressible by a small depth-three network needs exponential width at depth two.",
     "theory"),
    # a formal characterization is a result
    ("We provide a precise characterization of the sample complexity of identity testing, "
     "exact up to constant factors.", "theory"),
    ("As our main contribution, we provide a novel structural characterization of Poisson "
     "binomial distributions.", "theory"),
    # the paper's own tight bound
    ("We study online convex optimization. We prove a tight regret bound of order sqrt(T) "
     "for the proposed algorithm.", "theory"),
    # an own evaluation of empirical performance is a run
    (THEORY_FRAME + " We evaluate the empirical performance of the estimator on three "
     "real datasets.", "both"),
    # a separation method with its run
    ("We present a new method for the blind separation of sources. Experiments on speech "
     "mixtures show that it outperforms FastICA.", "empirical"),
    # an own cost in O-notation: theory, as wave 65 made it
    ("We study testing whether a distribution is monotone with a subcube conditioning oracle. "
     "Our algorithm makes $\\tilde{O}(n^3/\\epsilon^5)$ queries to the oracle.", "theory"),
]


@pytest.mark.parametrize("text", NOT_THEORY)
def test_a_look_alike_of_a_result_makes_no_theory_label(text):
    kind, evidence = label(text)
    assert kind != "theory", evidence


def test_a_modal_dependence_of_empirical_performance_is_no_run():
    kind, evidence = label(MODAL)
    assert kind == "theory", evidence
    assert not [c for c in find_cues(clean_text(MODAL)).cues
                if c.side in ("empirical", "both") and c.weight > 0]


@pytest.mark.parametrize(("text", "expected"), STAY)
def test_results_and_runs_of_the_same_words_keep_their_label(text, expected):
    kind, evidence = label(text)
    assert kind == expected, evidence


@pytest.mark.parametrize(("text", "sentences"), [
    ("We study the Yahoo! Movie user rating dataset. It has many ratings.", 2),
    ("Questions from Yahoo! Answers are ranked. We show gains.", 2),
    ("We plan with the MoveIt! Task Constructor on a real arm. It works.", 2),
    # an exclamation after an ordinary word still ends its sentence
    ("Our method works! We show it on ten tasks.", 2),
    ("Even SLAM can fail! We show why.", 2),
])
def test_a_name_ending_in_an_exclamation_mark_ends_no_sentence(text, sentences):
    assert len(sentence_starts(text)) == sentences


def test_a_run_on_a_yahoo_dataset_is_read_in_its_sentence():
    text = (THEORY_FRAME.replace("We study generalization", "We study ranking") +
            " As an application, we study the Yahoo! Movie user rating dataset and show that "
            "a few well-chosen comparisons increase the Fisher information.")
    kind, evidence = label(text)
    assert kind == "both", evidence


def test_the_evidence_fragment_reads_past_a_name_ending_in_an_exclamation_mark():
    # the shown fragment used its own sentence-end regex, which stopped at "Yahoo!"
    from analysis.paper_types.fragments import fragment_span
    text = "We then evaluate on the Yahoo! Movie user rating dataset with ten splits. Next."
    at = text.index("evaluate")
    a, b, _, _ = fragment_span(text, 0, at, at + len("evaluate"))
    assert text[a:b].endswith("ten splits."), text[a:b]
    text = "Data come from Yahoo! Answers and we evaluate the ranker on them. Next."
    at = text.index("evaluate")
    a, b, _, _ = fragment_span(text, 0, at, at + len("evaluate"))
    assert text[a:b].startswith("Data come from"), text[a:b]

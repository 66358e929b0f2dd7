"""Wave 62 (exp62): own runs told as an outcome set against others' methods, as a good merit
demonstrated on a task, as released code, as a performance gain
(:mod:`analysis.paper_types.comparedruns`).

After a planted theory abstract each run's sentence makes the paper ``both`` (at b8e7af1
each left it ``theory``: the sentences are of wave 62's fresh reading, reworded); the same
words told of a bound, of a proof or of a problem's setting leave it ``theory``.
"""

from __future__ import annotations

import pytest

from tests.planted_types import THEORY_FRAME, label

FRAME = THEORY_FRAME

RUNS = [
    # faster than the baselines (nips2018:11764)
    "We compare the sampler with batch EM, stochastic EM and other algorithms on Gaussian "
    "mixture models, and it converges significantly faster than these baselines.",
    "The learned policy reaches the goal with fewer collisions than all the baselines.",
    # a superior merit over others' methods (nips2011:eb0381cbb1)
    "Our method conducts sampling and optimisation simultaneously, and gives superior "
    "computational efficiency over other methods.",
    # results comparable with others' methods (icml2014:e7738ecafd)
    "We use the bound to derive two lifelong learning algorithms, and we show that these "
    "yield results comparable with existing methods.",
    # a good merit demonstrated on a task (nips2013:3942)
    "Finally we demonstrate the superior performance of our estimator on data from the "
    "domains of finance and speech.",
    # code or trained models released (iccv2019:733, aistats2024:c5343afc7f)
    "Our code, generated images and pre-trained models are all available at "
    "https://github.com/example/repo.",
    "The codes used in the paper are available at https://github.com/example/dags.",
    # a significant performance gain (icra2021:9560909)
    "The proposed sampling strategy brings a significant performance improvement both in "
    "terms of optimal cost, computational speed and convergence rate.",
]

THEOREMS = [
    # a comparison in a bound's terms, after a proof's word
    "We prove that the regret of our method is lower than that of the baselines.",
    "Our regret is smaller than the baselines' regret bounds by a logarithmic factor.",
    # a superior bound, not a merit
    "The algorithm achieves superior sample complexity over existing methods.",
    # results comparable with others' bounds
    "Our results are comparable to existing bounds for the realizable case.",
    # a demonstration of a bound's rate, in theory, in the worst case
    "We demonstrate improved rates in the high-dimensional regime.",
    "We demonstrate the superior convergence rates of the accelerated method in the "
    "strongly convex case.",
    # data available as a problem's setting; an implementation that is not available;
    # code of a proof
    "When unlabeled data are available, we obtain faster rates.",
    "However, no explicit implementation is available for the exponential weights method.",
    "The code that verifies the proof of the main lemma is available at "
    "https://github.com/example/proof.",
    # a gain in a bound's terms, a gain with no performance named
    "The algorithm brings a significant performance improvement in terms of regret.",
    "Partial knowledge of the noise leads to significant gains in the label requirement.",
]


@pytest.mark.parametrize("sentence", RUNS)
def test_an_own_run_makes_it_both(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", THEOREMS)
def test_a_theorem_s_words_leave_it_theory(sentence):
    kind, evidence = label(f"{FRAME} {sentence}")
    assert kind == "theory", evidence


def test_a_style_transfer_paper_with_released_code_is_not_theory():
    # iccv2019:733, reworded: theory 0.208 at b8e7af1 ("a theoretically sound correction");
    # its only run named is its released code and trained models
    text = ("Photorealistic style transfer via wavelet transforms. Recent style transfer models "
            "have provided promising artistic results. We introduce a theoretically sound "
            "correction to the network architecture that remarkably enhances photorealism and "
            "faithfully transfers the style. The key ingredient of our method is wavelet "
            "transforms that naturally fits in deep networks. We propose a wavelet corrected "
            "transfer based on whitening and coloring transforms that allows features to "
            "preserve their structural information and statistical properties of the feature "
            "space during stylization.")
    assert label(text)[0] == "theory"  # the abstract without its release: as main reads it
    kind, evidence = label(f"{text} Our code, generated images and pre-trained models are all "
                           "available at https://github.com/example/wct2.")
    assert kind == "empirical", evidence

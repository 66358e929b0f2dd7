"""Wave 46, second reader: the fitted weight restored as fitted, and runs the new guards took.

* ``Cue.fitted`` / ``model.as_fitted``: a fitted cue a wave-46 guard zeroes must give the
  model the features it was fitted on, i.e. those of the same text with the guard absent:
  its rule score too (``empirical_score`` read ``Scored.empirical``, zeroed, whenever every
  cue was a fitted one), and as others' work where its sentence is (attributed: "prior
  work", a third; released by wave 39's attribution) -- not a live cue of the paper's own.
* The guards' ``after`` windows and predictions took real runs: a present-tense study
  ("In our study, participants are asked to report their true valuations"), an outcome
  seen as foretold ("As our theory predicts, the new sampler outperforms Gibbs
  sampling"), an optimum a solver found, another clause's "arbitrarily bad", a run's
  "tight" reconstruction.  Each sentence follows the planted theory abstract
  (:data:`tests.planted_types.THEORY`); the theory forms of the wave stay theory.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import proof_guard, theory_words
from analysis.paper_types.literals import at_word_start
from analysis.paper_types.model import paper_features
from analysis.paper_types.rules import score_text
from analysis.text import clean_text
from tests.planted_types import THEORY
from tests.planted_types import label as _label

GUARDED_FITTED = [
    f"{THEORY} We prove that the online algorithm is competitive with the optimal offline solution.",
    f"{THEORY} In the mechanism, participants are asked to report their values to the auctioneer.",
    f"{THEORY} We validate the theory with a rigorous proof.",
    # attributed to others: the model was fitted on a "prior work" cue, a third
    f"{THEORY} Previous work has shown that the online algorithm is competitive with the optimal offline solution.",
    f"{THEORY} Prior work showed that in such mechanisms participants are asked to report their values.",
    # released (background before "we", wave 39): fitted as others' too
    "The proposed online algorithm is competitive with the optimal offline solution. We prove "
    "that the proposed controller converges and derive a bound on the convergence rate.",
]


def _features(text: str) -> dict[str, float]:
    return paper_features(score_text(clean_text(text), "", text))


@pytest.mark.parametrize("text", GUARDED_FITTED)
def test_a_guarded_fitted_cue_gives_the_model_the_features_it_was_fitted_on(text, monkeypatch):
    scored = score_text(clean_text(text), "", text)
    zeroed = [c for c in scored.cues if c.fitted is not None]
    assert zeroed and all(c.weight == 0 for c in zeroed)  # the rules read it zeroed
    guarded = _features(text)
    for p in theory_words.GUARDED:
        for q in {p, at_word_start(p)}:
            monkeypatch.delitem(proof_guard._GUARDS, q, raising=False)
    assert guarded == _features(text)


STILL_RUNS = [
    # a study named before "participants" (present tense)
    "In our study, participants are asked to report their true valuations for 20 consumer goods.",
    "In each session, participants are asked to report their values for the lottery tickets.",
    "In the lab, participants submit bids for ten rounds.",
    "In the laboratory, 120 participants submit bids in repeated first-price auctions.",
    "We recruited 40 students; participants are asked to report their valuations of each good.",
    # an outcome seen as foretold, or confirmed
    "As our theory predicts, the new sampler outperforms Gibbs sampling.",
    "As the theory predicts, the adaptive step size outperforms the fixed one.",
    "Our theory predicts and we confirm that the new sampler outperforms Gibbs sampling.",
    # an optimum a solver found is a run's reference
    "Our heuristic is competitive with the optimum found by Gurobi.",
    # another clause's "arbitrarily bad"; a run's "tight"
    "On real-world graphs our method finds near-optimal cuts, whereas spectral clustering can be arbitrarily bad.",
    "On real-world images the reconstruction is tight.",
]


@pytest.mark.parametrize("sentence", STILL_RUNS)
def test_runs_the_new_guards_took_stay_runs(sentence):
    assert _label(f"{THEORY} {sentence}")[0] != "theory"


STILL_THEORY = [
    "Participants are required to submit sealed bids.",
    "In the mechanism, participants are asked to report their values to the auctioneer.",
    "Theory predicts that deeper networks outperform shallow ones.",
    "The theory predicts that, under label noise, wide networks outperform narrow ones.",
    "We give a synthetic example showing that the greedy algorithm can be arbitrarily bad.",
    "On real-world instances, the ratio can be arbitrarily large.",
    "A real-world example demonstrates that greedy can be arbitrarily bad.",
    "We construct synthetic instances on which the approximation ratio is tight.",
    "A simple synthetic example shows that the analysis is tight.",
    "Our online algorithm is competitive with the offline optimum.",
    "The algorithm is competitive with OPT.",
]


@pytest.mark.parametrize("sentence", STILL_THEORY)
def test_the_waves_theory_forms_stay_theory(sentence):
    assert _label(f"{THEORY} {sentence}")[0] == "theory"

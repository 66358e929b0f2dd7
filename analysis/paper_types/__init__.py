"""Theory / empirical / both / unclear: a paper's type, the phrases that decided it, a confidence.

Rules find the evidence, a small fitted model weighs it.  Every label stays auditable:
the evidence returned is always the rules' phrases.  A paper passes through:

- :mod:`.lexicon`: the phrase lists (cues and their weights, look-alikes, negators,
  hedges, attribution, titles);
- :mod:`.matcher`: runs those few hundred regexes over many short texts quickly;
- :mod:`.cues`: finds every cue of an abstract and its title, with negation, hedges and
  attribution applied (steps 1-3 of the method); :mod:`.attribution` says which
  sentences speak of others' work;
- :mod:`.fragments`: the sentence fragment around the deciding cue, shown in the
  abstract's own words (maths as written), mapped back from the cleaned text;
- :mod:`.rules`: scores each side and makes the rules-only decision, whose ``unclear``
  is final (steps 4-5);
- :mod:`.model`: the fitted combiner (a multinomial logistic regression shipped as
  ``data/paper_type_model.json``) and its features;
- :mod:`.classify`: the model's decision with the rules' phrases as evidence (step 6),
  for one text or a whole corpus in worker processes;
- :mod:`.calibration`: the confidence as the probability that the label is right
  (isotonic, fitted on out-of-fold dev predictions) and its band (certain / likely /
  uncertain);
- :mod:`.doubt`: the label follows that confidence: a theory label it holds more likely
  wrong than right in an abstract that reads like robotics or vision is not given
  (another allowed label, else ``unclear``: needs review);
- :mod:`.corrections`: paper types set by hand, kept in a small CSV beside the corpus and
  laid over the model's labels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from analysis.schema import PAPER_TYPES as LABELS

if TYPE_CHECKING:
    from analysis.paper_types.classify import classify_papers, classify_text

__all__ = ["LABELS", "classify_papers", "classify_text"]


def __getattr__(name: str) -> Any:
    """The classifier on first use (PEP 562): importing it compiles the cue matcher and
    imports scikit-learn (1-2 s), which a server opening a saved analysis, or reading
    the corrections file, never needs."""
    if name in ("classify_papers", "classify_text"):
        from analysis.paper_types import classify

        return getattr(classify, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

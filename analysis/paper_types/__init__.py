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

The cue families.  Most modules here are one family each, added wave by wave from blind
readings (bench/paper_types/RESULTS.md has each family's wave, the misses it was read from
and its figures).  They hold patterns, not logic, and fall into three kinds; a newcomer
adding one copies a sibling and wires it where its kind is wired:

- **a run of the paper's own** (rules a theory-only label out, counts as an empirical
  phrase): :mod:`.apparatus` is their registry, its ``EMPIRICAL`` list gathers
  :mod:`.runs`, :mod:`.outcomes`, :mod:`.proving`, :mod:`.rivals`, :mod:`.reports`,
  :mod:`.demonstrations`, :mod:`.practice`, :mod:`.checks`, :mod:`.contests`,
  :mod:`.showings`, :mod:`.plainruns`, :mod:`.checkruns`, :mod:`.hardruns`,
  :mod:`.exhibits`, :mod:`.trials`, :mod:`.capable`, :mod:`.standings`, :mod:`.measured`,
  :mod:`.usedruns`, :mod:`.comparedruns`, :mod:`.pastruns`, :mod:`.presentruns`,
  :mod:`.wordedruns`, :mod:`.reportedruns`, the ``expNN`` and some ``blindformsNN``
  modules; :mod:`.engineering` and :mod:`.titles` hold robotics / vision phrases and titles
  that name a run;
- **a result of the paper's own theory**: ``apparatus.THEORY`` gathers :mod:`.theorised`,
  :mod:`.attested`, :mod:`.equated`, :mod:`.declared`, :mod:`.bothforms66`,
  :mod:`.theoryprec67`, :mod:`.theoryrecall67`, :mod:`.bothmiss68`, :mod:`.showthat68`,
  :mod:`.bothmiss69`, :mod:`.tooled73`, :mod:`.properties73` and :mod:`.blindforms` /
  :mod:`.blindforms69`; :mod:`.standalone` (with :mod:`.theorised_cues`) says which of them
  may make a theory label alone;
- **a look-alike that is no evidence** (others' work, another sense of a word, a cost or a
  plan, a possibility): guards that discount a cue found by the two kinds above, registered
  on import: :mod:`.negation`, :mod:`.attribution` (with :mod:`.cited70`,
  :mod:`.latemarks`, :mod:`.misreads66`), :mod:`.senses`, :mod:`.proof_guard`,
  :mod:`.plans`, :mod:`.possible`, :mod:`.advances`, :mod:`.backgrounds`,
  :mod:`.theory_words`, :mod:`.types68`, :mod:`.bothfp68`, :mod:`.blindforms65`,
  :mod:`.blindforms68`, :mod:`.blindforms71` (with :mod:`.senses73`: a bound that names a
  method, a survey's words for the work it reviews, "tight" of no formal result).

The machinery under them: :mod:`.literals`, :mod:`.pattern_plans`, :mod:`.patterncode` and
:mod:`.runplans` (the patterns' saved plans: rerun ``python3 -m analysis.paper_types.runplans``
after changing a pattern), :mod:`.scanplaces` (where a scanned pattern can match: read from
its parse tree, so the matcher tries nothing else), :mod:`.clauses` (where a clause starts),
:mod:`.words` (the model's word features); :mod:`.gated` gives the confidence of a label
the rules chose over the model; :mod:`.hinted` lets the model's theory stand where a stray
empirical word alone barred it.
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

"""Two words in another sense, each missed on three of the eleven blind dev sets: "prove" as
a run's outcome, read as a proof; "evaluations" of a function, read as a run (issue 14, wave
71, label71).

Wave 71 drew an eleventh fresh development set (``bench/paper_types/sample_dev20.csv``: 100 +
100 abstracts of the 24k and the 61k at random, seed 7102, read blind and committed before
the classifier ran; RESULTS.md, "Issue 14, wave 71 (label71)") and set its misses beside
those dev10-19 still hold at main d8c326e.  Only a form missed on at least three of the
eleven sets is written, as a form of English, never one paper's phrase, and checked on the
abstracts of both corpora (``bench/paper_types/changes_w71_dev20.csv``).

**"Prove" meaning "turn out" or "bear out", the run's or the field's, not a proof** (gold
``empirical`` read ``both`` on dev12, dev19 and dev20, the bare verb the only theory cue,
``lexicon``'s ``prov(e|es|ed|en|ing)`` at 2.0):

* **a run's results prove an ability or a merit**: "The results not only proves the ability
  of the system to address such difficult repair scenarios" (dev12 iros2018:8594155);
  "experimental results prove the validity of the proposed method", "ablation studies prove
  the effectiveness of ...", corpus-wide the commonest form.  The verb's object is an
  evaluative noun (ability, capability, feasibility, effectiveness, efficacy, usefulness,
  applicability, viability, practicality, potential, superiority, suitability, merit,
  benefit, advantage, utility, validity, efficiency, performance): what a run bears out.
  Not after "we", "which we", "can", "to" or an analysis, theorem, theory, lemma or proof
  ("we prove the validity of the bound", "our analysis proves the efficiency of the
  estimator" stay proofs), nor with "theoretically", "formally", "rigorously",
  "mathematically" or "analytically" before it;
* **the progressive "is / are proving" with a quality**: "stereo matching ... is proving
  compelling for designing depth cameras" (dev20 cvpr2017:722); a proof is never "is
  proving compelling" (``lexicon`` masks "prove(s) effective / useful / popular ...", not
  "compelling" nor the progressive);
* **proven fast / accurate enough** for a use, a test's finding: "rigorously tested, both on
  simulation and in-pool experiments, proven to be fast enough to enable safe real-time 3D
  autonomous navigation" (dev19 icra2020:9197558).  Only qualities of speed, precision,
  size and cost ("robust / stable enough" can be a controller's proof and is left alone).

**"Evaluations" of a function, the optimiser's queries, not a run** (gold ``theory`` /
``theory`` / ``unclear`` read with ``lexicon``'s "evaluations" at 1.5 as a run on dev11, dev17
and dev20): "the point evaluations are not only corrupted by random noise" (dev11
aistats2020:808ffe6e9b), "a method which solves this problem with a number of gradient
evaluations that scales ..." (dev17 colt2022:237b943d98), "learns gradient and Hessian from
noisy evaluations of the gradient" (dev20 icml2013:a8cdb6c4f2).  A function, gradient, point,
oracle, Hessian or derivative evaluation (plural, the compound noun) and "evaluations of the
gradient / function / objective / Hessian / oracle / likelihood" are computations an optimiser
or sampler makes, their number a complexity; not "evaluation of motor functions" (singular,
a clinical test), nor "subjective and objective evaluations" (a study's).

Read as :mod:`.bothfp68` reads a theory cue in a run's finding (:func:`not_own`, called by
:mod:`.cues` where a cue fires, after :func:`.bothfp68.not_own`): the cue whose word one of
:data:`MASKS` covers counts nothing for the rules, the evidence and the allowed labels, and
enters the shipped model's features as it was fitted (``Cue.fitted``), so that no refit is
needed (masks consuming the words changed the fitted features and failed the shipped-model
test, RESULTS.md).  A "prove" :func:`.proving.run_outcome` reads is left to it.  A cue
elsewhere in the abstract still counts.  Every repeat is bounded
(bench/paper_types/hostile.py's linear-time check).
"""

from __future__ import annotations

import re

from analysis.paper_types import bothfp68, senses73
from analysis.paper_types import proving as prv
from analysis.paper_types.matcher import WINDOWS
from analysis.paper_types.pattern_plans import word_start

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

#: what a run bears out, the object of "prove(s) the ..."
_MERIT = (r"(?:ability|abilities|capability|capabilities|feasibility|effectiveness|efficacy|usefulness|"
          r"applicability|viability|practicality|potential|superiority|suitability|merits?|benefits?|"
          r"advantages?|utility|validity|efficiency|performance)")
#: not a proof's subject or manner right before the verb
_NOT_PROOF = ("".join(f"(?<!\\b{w} )" for w in ("we", "can", "to", "analysis", "theorem", "theorems",
                                                "theory", "lemma", "proof", "result", "theoretically",
                                                "formally", "rigorously", "mathematically", "analytically"))
              + r"(?<!\bwe also )(?<!\bwe further )(?<!\bwe then )(?<!\bwe first )(?<!\bwe can )(?<!\bwhich we )")
#: qualities a thing turns out to have, after the progressive "is proving"
_QUALITY = (r"(?:compelling|popular|useful|effective|successful|valuable|difficult|hard|challenging|"
            r"inadequate|insufficient|elusive|problematic|costly|expensive|attractive|fruitful|powerful|"
            r"essential|crucial|important|invaluable|beneficial|instrumental|versatile|promising|"
            r"competitive|reliable|practical|indispensable)")

MASKS: list[str] = [
    # "The results not only proves the ability of the system to address ..." (iros2018:8594155)
    _NOT_PROOF + r"\bprov(?:e|es|ed|ing) (?:the|its|their|our|his|her) (?:[\w-]+ )?" + _MERIT + r"\b",
    # "... is proving compelling for designing depth cameras" (cvpr2017:722)
    r"(?:(?<=\bis )|(?<=\bare )|(?<=\bwas )|(?<=\bwere )|(?<=\bbeen ))proving (?:to be )?(?:(?:increasingly|very|highly|quite|more|less) )?" + _QUALITY + r"\b",
    # "proven to be fast enough to enable safe real-time ... navigation" (icra2020:9197558)
    r"\bprov(?:e|es|ed|en|ing) (?:to be )?(?:fast|quick|accurate|precise|cheap|light|lightweight|small|compact|simple|responsive) enough\b",
    # "a number of gradient evaluations that scales ..." (colt2022:237b943d98), "noisy evaluations of the gradient" (icml2013:a8cdb6c4f2)
    r"\b(?:function|gradient|subgradient|point|oracle|hessian|derivative|zeroth-order|first-order|second-order) evaluations\b",
    r"\bevaluations of (?:the |a |an |its |their )?(?:gradients?|functions?|objectives?|objective functions?|hessians?|oracles?|likelihoods?|integrands?|acquisition functions?|loss functions?)\b",
]

_PROOF_LOOKS = [re.compile(word_start(p)) for p in MASKS[:3]]
_RUN_LOOKS = [re.compile(word_start(p)) for p in MASKS[3:]]
_REACH = 80  # how far before the cue's word a look-alike may start ("second-order evaluations")


def not_own(side: str, low: str, m: re.Match, starts: list[int], sent: int) -> str:
    """The note of the cue ``m`` that is no own result of its side, or "":
    :func:`.bothfp68.not_own`'s, else a "prove" (theory) or an "evaluations" (run) in the other
    sense, the look-alike covering the cue's first character.  A "prove" that
    :func:`.proving.run_outcome` reads (a run its subject) is left to it, as main reads it
    (its feature was fitted without the cue)."""
    start, end, sentence = m.start(), m.end(), starts[sent]
    if note := bothfp68.not_own(side, low, start, end, sentence) or senses73.not_own(
            side, low, start, end, sentence):  # session 73: a method's name, a survey's words
        return note
    lo = max(sentence, start - _REACH)
    # exact shortcut (it runs at every cue; the look-alikes are rare): every proof
    # look-alike's match begins with "prov" at or before the cue, every run look-alike's
    # holds "evaluations" inside the window searched below
    if (low.find("prov", lo, start + 4) < 0 if side == "theory"
            else low.find("evaluations", lo, min(len(low), end + _REACH)) < 0):
        return ""
    if side == "theory" and prv.run_outcome(low, m, starts, sent):
        return ""
    looks, note = ((_PROOF_LOOKS, "'prove' as a run's outcome") if side == "theory" else
                   (_RUN_LOOKS, "a function's evaluations, no run"))
    for pat in looks:  # (WINDOWS: not run in a window without its necessary literal)
        for m in WINDOWS.finditer(pat, low, lo, min(len(low), end + _REACH)):
            if m.start() <= start < m.end():
                return note
    return ""

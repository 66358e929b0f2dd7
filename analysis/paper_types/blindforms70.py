"""An own run's results reported in a noun phrase no cue reads (issue 14, wave 70, label70).

Wave 70 drew a tenth fresh development set (``bench/paper_types/sample_dev19.csv``: 100 + 100
abstracts of the 24k and the 61k at random, seed 7002, read blind and committed before the
classifier ran; RESULTS.md, "Issue 14, wave 70 (label70)") and set its misses beside those
dev10-18 still hold at main 7358e63.  Only a form missed on at least three of the ten sets is
written, as a form of English, never one paper's phrase, and checked on the abstracts of both
corpora (``bench/paper_types/changes_w70_dev19.csv``).

**An own run's results reported** (gold ``empirical`` read ``unclear`` on dev13, dev17 and
dev19: no cue at all, so the fall-back spoke):

* the authors **report results** of applying the method, or from / with something:
  "In this presentation we report results of applying the SV method to these problems"
  (dev19 nips1996:24c80b522d), "We show results from both ..." (dev13 iros2009:5354681, the
  abstract cut short there).  The lexicon reads "we present *preliminary* results" and
  "results show", not the bare report.  Not where the results are a theory's: an object
  within four words that is a theorem's (complexity, convergence, bounds, rates, regret,
  guarantees, consistency, identifiability, hardness, optimality, "the ... case"): "Here we
  present results in the more general misspecified case" (colt2021:95abdebcf2).  Not the
  bare "results on": a theorem's results come "on the sample complexity of SED"
  (aistats2024:a489e28364) or "on three classes of graphs" as a run's come "on three robots"
  (wave 53's planted pairs, tests/test_paper_types_wave53*.py), so "on" is left to the older
  rules that tell the two apart (lead, session 70; no dev label this module moves needs it);
* a sentence that **opens with first / preliminary / initial results of applying**: "First
  results of applying the ICA algorithm to EEG and event-related potential (ERP) data ..."
  (dev17 nips1995:b58afb2fcf);
* **preliminary results on something, to evaluate** what was built: "A technical overview of
  the system is presented as well as preliminary results on tactile perception to evaluate
  its performance" (dev17 icra2006:1642300).

LABELLING_GUIDE.md: any reported evaluation is empirical evidence, even small.  Tagged
:func:`.lexicon.experiment`, transparent and unfitted (through ``apparatus.EMPIRICAL``,
``model.UNFITTED``); a citation in the sentence makes the run others' (:data:`.exp68.CITED`).
Every repeat is bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

from analysis.paper_types.exp68 import CITED
from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import Reading, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

#: a theorem's object after "results in / with": the results are a theory's
_THEORY_OBJECT = r"(?! (?:[\w-]+ ){0,4}?(?:complexit(?:y|ies)|convergence|bounds?|rates?|regret|guarantees?|theorems?|consisten(?:t|cy)|identifiab\w+|hardness|optimality|case|cases|setting)\b)"
_REPORT = r"(?:show|shows|present|presents|report|reports|give|gives|provide|provides|include|includes|describe|describes|discuss|discusses)"
_QUALITY = r"(?:(?:first|preliminary|initial|experimental|encouraging|promising) )?"

REPORTED_RESULTS: list[tuple[str, float]] = [
    # "we report results of applying the SV method to these problems" (nips1996:24c80b522d)
    (experiment(rf"\bwe (?:also |then |finally |further |now )?{_REPORT} (?:some |the |our |several )?{_QUALITY}results (?:of applying|from|with|in)\b{_THEORY_OBJECT}"), 2.5),
    # "First results of applying the ICA algorithm to EEG ... data" (nips1995:b58afb2fcf)
    (experiment(r"(?:^|(?<=[.;:] ))(?:first|preliminary|initial|experimental) results of applying\b"), 2.5),
    # "preliminary results on tactile perception to evaluate its performance" (icra2006:1642300)
    (experiment(r"\bpreliminary results (?:on|from|with|of) [^.;]{0,80}?\bto (?:evaluate|assess|validate|verify|test|demonstrate)\b"), 2.5),
]

EMPIRICAL: list[tuple[str, float]] = REPORTED_RESULTS

#: how each family is read (for the wiring test): a citation in the sentence makes the run others'
GUARDED: list[tuple[str, Reading]] = [(p, CITED) for p, _ in EMPIRICAL]
for _p, _how in GUARDED:
    guard([_p], _how)

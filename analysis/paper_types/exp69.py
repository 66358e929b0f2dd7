"""Own runs told as a demonstration presented or a proof of concept (issue 14, wave 69).

Wave 69's fresh reading of theory-only labels (bench/paper_types/RESULTS.md, "Issue 14, wave
69"; `theory_readings_w69_fresh.csv`, seed 6901, read at main 33b394c before this module)
found 4.4% of the 24k's theory-only abstracts (3.5 of 80) and 6.7% of the 61k's (3.5 of 52)
reporting runs of their own.  Every "yes" of every reading still labelled theory at 33b394c
and every dev / blind dev abstract of gold `both` or `empirical` predicted theory (179 rows,
145 papers, 33 waves and sets; dev7 left out) was classed by the form in which its run is
told and each form ranked by the number of waves and sets it occurs in (scratch scans,
/work/tmp/exp69).  As in wave 68 the broad forms recur (a comparison with rivals in 12 waves
and sets, a figure of merit and a real system in 10 each) but each matches 170-240 theory
labels read *no*; own training (3 sets), an illustration on tasks (1), "is found to" (1)
recur too little or match theory labels read *no*.  The one form of four or more waves and
sets that matches no theory label read *no* is **a run told as a demonstration or a proof of
concept**:

* **a proof-of-concept run**: "Proof-of-concept demonstrations of the system are presented
  using a low-cost and relatively low-precision robot arm" (rss2021:6b47b9956f, wave 69), "we
  provide a proof-of-concept field implementation on an autonomous surface vehicle"
  (rss2013:4fa826944f, wave 42): "proof-of-concept" before demonstration(s),
  implementation(s), experiment(s), test(s), trial(s), evaluation(s), deployment(s), or a
  field implementation, test, trial ...  Not "a proof-of-concept method" or "prototype" (a
  thing built, no run told), nor "results" (:mod:`.apparatus` reads those);
* **the concept proved by a run**: "To prove the concept, magnetotaxis-based control has been
  used to coordinate a swarm made of thousands of ... microrobots" (icra2010:5509752, wave
  63): "to prove the / this / our concept";
* **a demonstration presented, qualified as a run**: "A demonstration and verification of the
  theoretical results for the special case of the elliptic field with air flows is also
  presented" (icra2005:1570250, wave 68): an experimental, physical, hardware, real-world,
  field, live or proof-of-concept demonstration, or a demonstration and (experimental)
  verification / validation, then "is / are / was / were (also) presented, given, provided,
  shown, reported, performed, conducted, described, included, carried out" within the
  sentence.  A bare "demonstration(s) ... presented" is left out: in robot learning it names
  the data ("a system to record and interpret manipulation task demonstrations is
  presented"), and "a demonstration of the theorem" is a proof in some English; a demonstration
  *of* a theorem, lemma, proposition, claim, formula, inequality, existence, uniqueness,
  equivalence or correctness is never read.

The four come from four waves (42, 63, 68, 69).  Over both corpora (85k abstracts, labels at
33b394c) the three match 70 empirical / both abstracts, 4 theory-only ones (the four misses,
all read *yes*) and no unclear one and no theory label read *no* in any reading; no dev
abstract of gold theory.  A citation in the sentence ("et al.", "[12]", a year) makes the run
others' (:data:`.exp68.CITED`).  Tagged :func:`.lexicon.experiment`, transparent and unfitted
(through ``apparatus.EMPIRICAL``, ``model.UNFITTED``).
"""

from __future__ import annotations

from analysis.paper_types.exp68 import CITED
from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import Reading, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_RUNS = r"(?:demonstrations?|implementations?|experiments?|tests?|trials?|evaluations?|deployments?)"
_QUALIFIED = r"(?:experimental|physical|hardware|real[- ]world|real[- ]robot|field|live|proof[- ]of[- ]concept)"
#: a proof, not a run: "a demonstration of the theorem is given"
_NOT_A_PROOF = r"(?! of (?:the |this |our |a |an )?(?:theorems?|lemmas?|propositions?|corollar(?:y|ies)|claims?|formulas?|identit(?:y|ies)|inequalit(?:y|ies)|conjectures?|existence|uniqueness|equivalence|correctness)\b)"
_PRESENTED = r"(?:is|are|was|were) (?:also |then |further |finally |briefly )?(?:presented|given|provided|shown|reported|performed|conducted|described|included|carried out)\b"

DEMONSTRATED_RUNS: list[tuple[str, float]] = [
    # "Proof-of-concept demonstrations of the system are presented using a ... robot arm" (rss2021:6b47b9956f)
    (experiment(rf"\bproof[- ]of[- ]concept (?:{_RUNS}|field {_RUNS})\b"), 2.5),
    # "To prove the concept, magnetotaxis-based control has been used to coordinate a swarm" (icra2010:5509752)
    (experiment(r"\bto prove (?:the|this|our) concept\b"), 2.5),
    # "A demonstration and verification of the theoretical results ... is also presented" (icra2005:1570250)
    (experiment(rf"\b(?:{_QUALIFIED} demonstrations?|demonstrations? and (?:experimental )?(?:verification|validation)s?|(?:experimental )?(?:verification|validation)s? and demonstrations?)\b{_NOT_A_PROOF}[^.;]{{0,120}}? {_PRESENTED}"), 2.5),
]

EMPIRICAL: list[tuple[str, float]] = DEMONSTRATED_RUNS

#: how each family is read (for the wiring test): a citation in the sentence makes the run others'
GUARDED: list[tuple[str, Reading]] = [(p, CITED) for p, _ in EMPIRICAL]
for _p, _how in GUARDED:
    guard([_p], _how)

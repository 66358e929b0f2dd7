"""A run told as the method shown on illustrative problems or examples: a form missed on three
of the seven blind dev sets (issue 14, wave 67).

Wave 67 drew a seventh fresh development set (``bench/paper_types/sample_dev16.csv``: 100 +
100 abstracts of the 24k and the 61k at random, seed 6702, read blind and committed before the
classifier ran; RESULTS.md, "Issue 14, wave 67 (label67)") and set its misses beside those
dev10-15 held when each was scored blind.  Only a form missed on at least three of the seven
sets is written, as a form of English, never one paper's phrase, and checked on every abstract
of both corpora that holds it.

**An illustration on illustrative problems or examples is a run** (:data:`EMPIRICAL`, tagged
:func:`.lexicon.experiment`, transparent and unfitted through ``apparatus.EMPIRICAL``): dev11
icra2015:7139791 ("some illustrative examples are provided") and dev15 icra2007:4209797 ("An
example of a three degrees-of-freedom cable suspended robot is presented to illustrate the
proposed methods"), both read since wave 66 (:mod:`.blindforms66`), and dev16
nips2012:d44270dd18 ("We demonstrate some of these continuous relaxation inference algorithms
on a number of illustrative problems", gold ``empirical``, ``unclear`` at main: no cue).
LABELLING_GUIDE.md counts "we illustrate the approach on ..." as an evaluation; wave 66's
form asks for the example to be presented *to illustrate*, this one for the method to be shown
*on, through, with, using ... illustrative* problems, examples, tasks, case studies,
scenarios, experiments or simulations ("through illustrative examples, it is verified that the
proposed estimator presents better ...", icra2000; "compare the performance of APFs and CBFs
... on simple illustrative examples", iros2021).  Not an example that shows a theorem's claim
("Using an illustrative example, we further show that the weights employed by the
Horvitz-Thompson estimator ...", aistats2022: ``we show that`` in its clause), and its
sentence is read by :data:`.blindforms66.SHOWN` (a proof's words make it a theorem's example).

Every repeat is bounded (bench/paper_types/hostile.py's linear-time check).
"""

from __future__ import annotations

from analysis.paper_types.blindforms66 import SHOWN
from analysis.paper_types.lexicon import experiment
from analysis.paper_types.presentruns import Whole
from analysis.paper_types.proof_guard import guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_HOW_MANY = (r"(?:a (?:number|set|series|couple|variety|range|few) of |several |some |two |three |"
             r"four |five |various |many |numerous |an? |the |these )")
_KIND = r"(?:(?:simple|small|toy|numerical|synthetic|simulated|real(?:[- ]world)?|challenging|non-trivial|practical) ){0,2}"
_MATERIAL = (r"(?:problems?|examples?|applications?|tasks?|case stud(?:y|ies)|scenarios?|"
             r"experiments?|simulations?|data ?sets?|benchmarks?)")
# the example shows a theorem's claim: "Using an illustrative example, we further show that ..."
_NOT_SHOWN_THAT = r"(?![^.;]{0,20}?\bwe (?:also |further |then )?(?:show|prove|establish) that\b)"

EMPIRICAL: list[tuple[str, float]] = [
    # "We demonstrate some of these continuous relaxation inference algorithms on a number of
    # illustrative problems" (nips2012:d44270dd18)
    (experiment(rf"\b(?:on|through|with|via|using|in|by) {_HOW_MANY}?{_KIND}illustrative {_MATERIAL}\b{_NOT_SHOWN_THAT}"), 2.0),
]

#: how each family is read (for the wiring test)
GUARDED: list[tuple[str, Whole]] = [(p, SHOWN) for p, _ in EMPIRICAL]
for _p, _how in GUARDED:
    guard([_p], _how)

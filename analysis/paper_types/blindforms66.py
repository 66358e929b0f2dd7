"""Forms that recur across the six blind dev sets: an example presented to illustrate the
method, and a theory that builds a model or a method (issue 14, wave 66).

Wave 66 drew a sixth fresh development set (``bench/paper_types/sample_dev15.csv``: 100 +
100 abstracts of the 24k and the 61k at random, seed 6602, read blind and committed before
the classifier ran; RESULTS.md, "Issue 14, wave 66") and set its misses beside those dev10-14
still hold at main.  Only forms that missed on at least two of the six sets are written; each
is a form, never one paper's phrase, and each was checked on the 85,347 abstracts of both
corpora (``bench/paper_types/cue_digest.py``).

**An example presented to illustrate the method** (:data:`EMPIRICAL`, tagged
:func:`.lexicon.experiment`, transparent and unfitted through ``apparatus.EMPIRICAL``): dev11
icra2015:7139791 ("The approach has been implemented, and some illustrative examples are
provided"), dev15 icra2007:4209797 ("An example of a three degrees-of-freedom cable suspended
robot is presented to illustrate the proposed methods"): both gold ``empirical``, both
``unclear`` at main (no cue).  LABELLING_GUIDE.md counts "we illustrate the approach on ..."
as an evaluation.  The example must be presented, provided or given *to illustrate,
demonstrate, show, verify or validate* something (not "to show that", a proof by example), or
end its sentence ("some illustrative examples are provided."): "illustrative examples are
provided, including characteristic kernels on periodic domains" (nips2008:3acf7592f2, a theory
paper's mathematical examples) is neither.  Its whole sentence is read by
:data:`SHOWN`, :data:`.presentruns.WHOLE`'s theorem words less "provided" ("examples are provided to illustrate the utility of our
theoretical development", nips2016:7079, is a theorem's), and a counter-example is no run.

**Masks** (:data:`MASKS`, read first, consuming their words):

* **a theory that builds a model or a method** (dev13 nips1995:f66226fb6c "provide a
  computational theory of hemineglect at the single cell level", dev15 nips2002:6af603aa79
  "We present a theory for the construction of an estimator consisting of a linear combination
  of optic flow vectors"): both gold ``empirical``, both ``both`` at main, the theory read as a
  result.  A computational theory of a behaviour is a model of it (not "a normative theory
  of", nips2016:7123, a theory label in the corpora), and a theory for the construction of an
  estimator is its derivation (LABELLING_GUIDE.md: a derivation
  that only produces a method is no theory evidence); a proof or a bound beside it still
  counts.

Every repeat is bounded (bench/paper_types/hostile.py's linear-time check).
"""

from __future__ import annotations

import re

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.presentruns import Whole
from analysis.paper_types.proof_guard import guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_HOW_MANY = r"(?:an?|one|two|three|four|five|several|some|many|numerous|various|the|these|further|additional) "
_KIND = (r"(?:detailed|simple|illustrative|numerical|simulation|simulated|computation(?:al)?|"
         r"experimental|application|practical|real(?:[- ]world)?|worked|concrete|design|case) ")
_PURPOSE = r"(?:in order )?to (?:illustrate|demonstrate|show|verify|validate|confirm|evaluate)\b(?! that\b)"

EMPIRICAL: list[tuple[str, float]] = [
    # "An example of a three degrees-of-freedom cable suspended robot is presented to illustrate
    # the proposed methods" (icra2007:4209797), "some illustrative examples are provided." (icra2015:7139791)
    (experiment(rf"(?<!-)\b(?:{_HOW_MANY})?(?:{_KIND}){{0,2}}examples? (?:of (?:an? |the )?(?:[\w-]+ ){{0,6}}?)?(?:is|are|was|were|has been|have been) (?:also |then |further |finally |briefly )?(?:presented|provided|given|included|reported)(?: {_PURPOSE}|(?=[.;](?:\s|$)|$))"), 2.0),
]

MASKS: list[str] = [
    # "provide a computational theory of hemineglect at the single cell level" (nips1995:f66226fb6c)
    r"\b(?:a|an|the|our) (?:new |novel |unified )?computational theor(?:y|ies) (?:of|for)\b",
    # "We present a theory for the construction of an estimator" (nips2002:6af603aa79)
    r"\b(?:a|an|the|our) theory (?:for|of) the (?:construction|design|synthesis|building|development) of (?:an? |the )?(?:[\w-]+ ){0,3}?(?:estimators?|controllers?|filters?|algorithms?|methods?|models?|networks?|systems?|circuits?|detectors?|classifiers?)\b",
]

#: :data:`.presentruns.WHOLE`'s theorem words, but "provided" (the form's own verb) is not "proved"
SHOWN: Whole = Whole(re.compile(Whole().words.pattern.replace(r"prov\w+", r"prov(?!id)\w+")))


#: how each family is read (for the wiring test)
GUARDED: list[tuple[str, Whole]] = [(p, SHOWN) for p, _ in EMPIRICAL]
for _p, _how in GUARDED:
    guard([_p], _how)

"""An own theory result told in words no theory cue reads (issue 14, session 67, recall67).

``bench/paper_types/theory_errors_w67.csv`` (every dev and blind dev theory error at
3a6a716, 110 rows) ranks two causes of gold ``theory`` missed first: **W**, the paper's own
result told in plain words (43 rows, 16 sets), and **P**, a theory paper proposing
algorithms with no theory word, which the method-proposal fall-back calls ``empirical``
(20 rows, 10 sets).  Their general forms, never one paper's phrase, each a noun or verb
of a formal result that no cue of the lexicon holds:

* **an own existence, uniqueness, soundness, completeness, decidability or hardness
  established** ("we formally define such a scheme and establish its existence", dev5
  aistats2025:bDuNZJ6O8N): the lexicon's "and prove its convergence / correctness ..."
  list holds none of these nouns.
* **an algorithm's running time told in words** ("a practical approximate fairlet
  decomposition algorithm that runs in nearly linear time", dev3 icml2019:3962; "linear
  time algorithms", dev3 uai2019:9e947228ac; "we obtain the fastest known algorithms", dev15
  nips2014:4786): a complexity result (LABELLING_GUIDE.md: "complexity"), the words of
  wave 64's O-notation cost (:mod:`.blindforms`); not "real-time", and not "can be
  computed in linear time" (a step's cost in a method's description: "the Laplace-Beltrami
  operator ... can be computed in linear time", iccv2015:a5a09a92af, read wrong in the corpus
  check with it in).
* **a formal result named by its kind**: "The key contribution of this work is a
  correctness result for this algorithm" (dev13 aistats2016:436ef889ef), "leads to
  rigorous unsupervised learning results" (dev2 colt2012:9c63139012): a correctness,
  soundness, completeness, impossibility, hardness, decidability or termination result
  (theorem, proof, guarantee), and "rigorous ... results / guarantees / bounds".

**Tried, not kept: an own plain "we show / this paper shows that ..." with any content**
(the largest form of cause W: "We show that with the new definition an efficient model
learner still leads to an efficient RL algorithm", colt2011:5ad4349178; "This paper shows
that, for two popular algorithms, ...", nips2000:3fbdf3733f), gated as below and with no
word of a run or merit in its clause: 26 dev labels moved, 10 right and 16 wrong (dev theory
precision 0.975 -> 0.958; dev11, dev12 worse): "we show that" ends as many empirical and
modelling abstracts' claims ("we show that our Gaussian vector fields constitute more
refined inductive biases", "we show that the contacts act as point contacts with
friction", "we show that we can learn the parity function") as theory ones.

**Where they speak** (:func:`settle`): only in an abstract where no empirical phrase counts
(no run, no merit, no experiment cue, none overlapped).  There a form makes the paper's own
result, so ``theory`` is allowed and the fall-back ("proposes a method" -> ``empirical``,
"no evidence" -> ``unclear``) is not taken; beside any empirical phrase the forms are
dropped, so that no ``empirical`` label turns ``both`` through them (wave 55's gate,
:func:`.model.choose`): "a linear-time procedure" or "rigorous results" beside a run is a
part of an empirical paper as often as a theory side, and a run told in words no cue reads
(cause A of types67's list) is left as it was.  The forms are appended to ``apparatus.THEORY``
(transparent, unfitted: the shipped model's features do not move) and are keys of
:data:`.standalone.STANDALONE` (a result in its own right, as wave 64's O-notation cost).
Every repeat is bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

import hashlib
from functools import cache
from typing import TYPE_CHECKING

from analysis.paper_types.pattern_plans import word_start

if TYPE_CHECKING:
    from analysis.paper_types.cues import Cue, Scored

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_TIME = r"(?:linear|polynomial|quadratic|cubic|sub-?linear|sub-?quadratic|quasi-?linear|quasi-?polynomial|logarithmic|poly-?logarithmic|strongly polynomial|pseudo-?polynomial)"

THEORY: list[tuple[str, float]] = [
    # "we formally define such a scheme and establish its existence" (aistats2025:bDuNZJ6O8N)
    (r"\b(?:we |and |then |also )(?:prove|establish|show|derive|demonstrate)s? (?:the |its |their )(?:existence|uniqueness|soundness|completeness|well-posedness|decidability|undecidability|np-hardness|np-completeness)\b", 2.0),
    # "an ... algorithm that runs in nearly linear time" (icml2019:3962), "linear time
    # algorithms" (uai2019:9e947228ac), "the fastest known algorithms" (nips2014:4786)
    (rf"\b(?:(?:nearly|near|almost)[- ])?{_TIME}[- ]time (?:algorithms?|procedures?|solutions?|reductions?|decision procedures?|equivalence tests?)\b"
     rf"|\b(?:runs?|terminates?|is (?:computable|solvable|decidable)) in (?:(?:nearly|near|almost|expected|worst-case)[- ])?{_TIME} time\b"
     r"|\bfastest known (?:algorithms?|procedures?)\b", 2.0),
    # "The key contribution of this work is a correctness result for this algorithm"
    # (aistats2016:436ef889ef); "leads to rigorous unsupervised learning results"
    # (colt2012:9c63139012)
    (r"\b(?:correctness|soundness|completeness|impossibility|hardness|inapproximability|decidability|undecidability|termination) (?:results?|theorems?|proofs?|guarantees?)\b"
     r"|\brigorous (?:[\w-]+ ){0,3}?(?:results?|guarantees?|bounds?)\b", 2.0),
]


@cache
def _keys() -> frozenset[str]:
    # ``cues._key("theory", word_start(x))``, written out: cues.py imports apparatus.py,
    # which imports this module (standalone.py asserts the two agree)
    return frozenset(f"theory:{hashlib.sha1(word_start(x).encode()).hexdigest()[:8]}"
                     for x, _ in THEORY)


def keys() -> frozenset[str]:
    """The cue keys (``Cue.key``) of :data:`THEORY`."""
    return _keys()


def _speaks(cue: Cue) -> bool:
    """An empirical phrase that counts (``rules.empirical_present``'s test)."""
    return cue.side == "empirical" and cue.weight > 0 and cue.note != "prior work"


def settle(scored: Scored) -> Scored:
    """``scored`` without :data:`THEORY`'s cues where an empirical phrase counts or an
    experiment's text was overlapped (module docstring); else as it is."""
    own = keys()
    if not any(c.key in own for c in scored.cues):
        return scored
    if any(_speaks(c) for c in scored.cues) or scored.overlapped_experiments:
        scored.cues = [c for c in scored.cues if c.key not in own]
    return scored


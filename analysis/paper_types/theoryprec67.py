"""An own theory result read as others', or read by no cue (issue 14, session 67).

Session 66's readings left three known misreads (each with a planted test in
``tests/test_paper_types_wave67_types.py`` that fails on 3a6a716); what is written here are
the general ways of writing behind them, never one paper's phrase, checked on the 85,347
abstracts of both corpora (``bench/paper_types/changes_w67_types.csv``, every changed label
read):

* **an act of the paper told in the present passive, before the authors say "we"**
  (:data:`OWN_PASSIVE`, read by :func:`.attribution.others_work` on background sentences):
  "Then a method for fast quaternion multiplication is proposed with proof, with which path
  semantics are computed" (dev2 uai2022:316fe24b47, whose authors first speak in "verifying
  our model" four sentences later).  The background rule takes every sentence before the
  first "we" / "this paper" as the field's; an abstract written in the passive voice tells
  its own steps there.  A singular indefinite subject ("a / an / one ... method") and a
  present-tense passive of building ("is proposed / presented / introduced / developed /
  derived / designed / constructed") is the paper's act: the field's work is told in the
  perfect ("has been proposed"), the past ("was proposed by") or the plural ("many methods
  are proposed"), and a sentence with a marker of others (a citation, "existing",
  "previous", "recent", ...: ``attribution._OTHERS``) stays others'.
* **a passive result with a formal noun** (:data:`THEORY`): "A global asymptotic stability
  result is obtained in the Lyapunov sense" (icra2004:1302444, dev15 corpus change of wave
  66): a stability, convergence, boundedness, optimality, uniqueness, existence or
  consistency result (or proof, condition, bound) that "is obtained / established /
  derived / proved / given" is the paper's result; no cue read the noun phrase with "result"
  as its head.
* **theoretical developments (derivations, foundations) provided**: "Theoretical
  developments and simulation results are provided" (dev9 icra2007:4209376): the lexicon
  reads "theoretical analysis / results / guarantees ... are provided", not these nouns.
  (The abstract's opening "The harmonic potential field approach ... is shown to provide an
  efficient and provably-correct basis", read as others' by the background rule, is the
  author's earlier approach, "In the paper by the author (2006)": the attribution is
  right there, and the paper's own theory is this sentence.)

Two causes of ``bench/paper_types/theory_errors_w67.csv`` (every dev and blind dev theory
false positive and missed gold theory at 3a6a716, 110 rows, committed before any rule here)
that recur on more than two sets and have a general form, one kept:

* **an own illustration told in the active** (:data:`EMPIRICAL`; cause A, an own run no cue
  reads, seven sets): "we illustrate our ideas further on a simple (bio)chemical reaction"
  (dev3 uai2019:2b4a7cd13a), "we illustrate our method with examples" (dev4
  alt2025:PFKk0M8mrS): the lexicon reads the passive "the method is illustrated on" and
  LABELLING_GUIDE.md counts "we illustrate the approach on ..." as an evaluation.  Only a
  method, approach, idea, algorithm, technique, procedure, model, concept or scheme
  illustrated: an illustrated result, theory, analysis or framework is a corollary ("we
  illustrate our general results through applications to sparse phase retrieval",
  colt2020:07351f150c; "we illustrate the framework via the residual network architecture",
  colt2021:15f637258f: both read wrong in the corpus check with those nouns in), and "by
  establishing ..." (a gerund) is a construction.
(Tried, not kept: **the field's empirical observation** as a marker of others, "Empirical
evidence suggests that ..." with no owner in the sentence and "empirically, we often see ..."
(cause E1, four sets; dev4 colt2023:e493388be8 and dev5 colt2021:042c4d622d both -> theory,
right): a new marker changes the fitted model's features on the dev rows it was fitted on
(an own cue becomes others'), so the shipped model is no longer what ``train.py`` fits
(``tests/test_paper_types.py``'s refit test: six dev probabilities move by more than 0.01).
Released sentences have an as-fitted path (``model.as_fitted``); newly attributed ones have
none, and adding one is a change to ``cues.py``, not made here.)

The theory forms are appended to ``apparatus.THEORY``: transparent, unfitted, a gate that
only turns an ``empirical`` label into ``both`` and never makes a theory label alone
(:mod:`.standalone`).  Every repeat is bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

import re

from analysis.paper_types.lexicon import experiment

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_RESULT_NOUN = r"(?:stability|convergence|boundedness|optimality|uniqueness|existence|consistency|stabili[sz]ability|controllability|observability|identifiability|passivity)"
_OBTAINED = r"(?:obtained|established|derived|proved|proven|given|shown|demonstrated)"

THEORY: list[tuple[str, float]] = [
    # "A global asymptotic stability result is obtained in the Lyapunov sense" (icra2004:1302444)
    (rf"\b(?:a|an|the|new|several|some|two|three) (?:(?:global|local|uniform|strong|weak|sufficient|necessary|general|rigorous|formal|exponential|asymptotic|practical|input-to-state|robust|semi-global|finite-time)[, ]+(?:and )?){{0,4}}{_RESULT_NOUN} (?:results?|theorems?|proofs?|conditions|criteria|criterion|bounds?) (?:is|are) (?:also |then |further |first |formally |rigorously |analytically |theoretically )?{_OBTAINED}\b", 2.5),
    # "Theoretical developments and simulation results are provided" (icra2007:4209376)
    (r"\btheoretical (?:developments?|derivations?|foundations?|treatments?|underpinnings?)(?: and (?:[\w-]+ ){1,3}?| )(?:is|are) (?:also |then |further |first )?(?:provided|presented|given|developed|derived|described|reported|discussed|included)\b", 2.0),
]

EMPIRICAL: list[tuple[str, float]] = [
    # "We illustrate our ideas further on a simple example of a chemical reaction"
    # (uai2019:2b4a7cd13a), "we illustrate our method with examples" (alt2025:PFKk0M8mrS): the
    # active of the lexicon's "the method is illustrated on"; not "illustrate our methodology by
    # establishing reductions" (a construction), nor "illustrate that" (a proof by example), nor
    # an illustrated result, theory or framework ("we illustrate our general results through
    # applications to sparse phase retrieval", colt2020:07351f150c; "we illustrate the framework
    # via the residual network architecture", colt2021:15f637258f: corollaries, read wrong in
    # the corpus check with them in)
    (experiment(r"\bwe (?:also |further |then |first |briefly |finally |next |now )?illustrate (?:our|the|this|these|its|their) (?:proposed |new |main |general |overall )?(?:methods?|approach(?:es)?|ideas?|algorithms?|techniques?|procedures?|models?|concepts?|methodology|schemes?) (?:further |also |empirically |numerically |experimentally )?(?:on|with|using|through|via|in) (?!(?:the )?(?:sense|context|case|light|terms|form|setting|framework|presence|absence|theory|proof) )(?!\w+ing\b)"), 2.0),
]

#: A background sentence telling the paper's own act in the present passive (module docstring).
OWN_PASSIVE = re.compile(
    r"(?:^|[,;:] |\b(?:then|first|firstly|secondly|next|finally|here|thus|therefore|hence|moreover|furthermore|in addition|also),? )"
    r"(?:a|an|one) (?:[\w-]+ ){0,8}?is (?:then |also |further |first |here |newly |finally )?"
    r"(?:proposed|presented|introduced|developed|derived|designed|constructed|devised|formulated)\b")


def own_passive(sentence: str) -> bool:
    """Whether a (lower-cased) sentence tells the paper's own act in the present passive.
    Every match holds " is " (a word's space, then "is "): a sentence without it is not
    searched (speed71; speed68 measured the search ~13 us an abstract)."""
    return " is " in sentence and OWN_PASSIVE.search(sentence) is not None

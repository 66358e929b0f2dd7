"""A theory word that names a method, a survey's words for the work it reviews, "tight" of no
formal result (issue 14, session 73, robot73).

Held-out theory-only precision was 0.894 (target 0.95).  A seeded reading of the theory-only
labels whose only own evidence is a hint or a weak cue (weight 1.5 or less; seed 7301, 60 of
the 61k and 40 of the 24k, RESULTS.md "robot73") found two ways a theory word is no result of
the paper's own, each read from the phrase or the abstract's own words, never a paper's title:

* **a bound that is a method's name** (:data:`NAMED_BOUND`): the hint "bound(s)"
  (``lexicon``'s bare ``bounds?``, 1.0) inside "branch and bound" / "branch-and-bound" /
  "branch & bound" (a search method), or inside "upper / lower confidence bound" where a
  method's noun or its acronym follows ("an upper confidence bound algorithm", "upper
  confidence bound (UCB) exploration", "lower confidence bound-based acquisition"): the
  algorithm named, no bound proved.  recall72's rule (``hinted.py``: an own hint, no own run,
  the model's theory >= 0.70) read such a hint as the paper's theory ("Branch and bound for
  informative path planning ... We present results which suggest that ... the speedup is
  significant", icra2012:6224902).  "We prove an upper bound", "a branch-and-bound algorithm
  whose running time we bound by ..." keep their own cues (only the name's "bound" is read);
* **a survey's words** (:data:`SURVEY`): where the abstract says the paper itself is a survey,
  a review, an overview, a tutorial or a position paper ("This paper surveys the recent work
  ...", "This article is a review of ...", "In this paper, I will review the progress ...",
  "This position paper investigates ..."), its theory words ("the survey reviews the
  conditions under which ...", "theoretical perspectives", "we formalize many debiasing
  tasks") describe the work reviewed: 6 of the 17 theory labels read "not theory" in the
  61k's draw were such abstracts.  A proof's own word (prove, proof, theorem, lemma,
  corollary) in the cue still counts: a survey that proves a result of its own says so; and
  none is read as a survey's where it names the authors' own results beside the review
  (:data:`OWN_WORK`: "we will review the recent developments in this area, and highlight our
  contributions", a dev row, gold theory, the one dev label the first version moved).

* **"tight" of no formal result** (:func:`loose_tight`): ``lexicon``'s bare "tight(ness)"
  (1.5) in "tight coordination", "tight statistical clustering", "tight gaps", "tight
  tolerances", "a tight energy budget", "watertight": a formation, a fit, a cluster or a
  budget.  The cue counts where a formal noun follows within four words ("tight upper and
  lower bounds", "a near-tight characterization", "tightness of LP relaxations", "tight
  convex objective", "tight up to log factors"), or a copula or a formal noun stands just
  before it ("the relaxation is tight", "the variance formula is far from tight", "those
  bounds, though tight").  3 of the 100 drawn labels (2 theory labels of the 61k) and 1 of
  the fresh 40 were such; over both corpora it moves 41 labels (RESULTS.md).

Read as :mod:`.blindforms71` reads a word in another sense (:func:`not_own`, called from
:func:`.blindforms71.not_own` where a cue fires): the cue counts nothing for the rules, the
evidence, the allowed labels and ``hinted``'s own hint, and enters the shipped model's
features as it was fitted (``Cue.fitted``), so no refit is needed.  Every pattern is bounded
(a fixed window before the cue, one search of the abstract, cached per text).
"""

from __future__ import annotations

import re
from functools import lru_cache

#: the method's noun after "upper / lower confidence bound": what names an algorithm
_METHOD = (r"(?:[- ]?\((?:[\w-]*ucb[\w-]*|lcb|gp-ucb)\)|[- ](?:based|algorithms?|polic(?:y|ies)|"
           r"strateg(?:y|ies)|ind(?:ex|ices)|rules?|methods?|approach(?:es)?|exploration|"
           r"acquisition|criteri(?:on|a)|heuristics?|sampling|bonus(?:es)?|scores?|principle|"
           r"framework|style|type|agents?|planners?|search)\b)")
#: the words before a bare "bound(s)" that make it a method's name (read behind the cue)
NAMED_BOUND = re.compile(r"(?:\bbranch[- ](?:and|&)[- ]|\bbranch (?:and|&) |"
                         r"\b(?:upper|lower)[- ]confidence[- ])$")
_AFTER_CONFIDENCE = re.compile(r"s?" + _METHOD)
_REACH = 24  # characters before the cue's "bound" that NAMED_BOUND may span

#: the abstract says the paper itself is a survey, a review, an overview, a tutorial or a
#: position paper
SURVEY = re.compile(
    r"\b(?:this|our|the present) (?:paper|article|work|chapter|manuscript|contribution) "
    r"(?:is|presents|provides|gives|offers|serves as) (?:a|an) (?:[\w-]+ ){0,2}?"
    r"(?:survey|review|overview|tutorial)\b"
    r"|\b(?:this|our|the present) (?:paper|article|chapter|manuscript) (?:surveys|reviews)\b"
    r"|\b(?:this|our) (?:survey|position paper|review (?:paper|article)|tutorial)\b"
    r"|\bposition paper\b|\bin this (?:survey|review|tutorial)\b"
    r"|\b(?:we|i) (?:will |briefly )?(?:present|provide|give|offer|conduct) (?:a|an) "
    r"(?:[\w-]+ )?(?:review|(?:comprehensive|systematic|brief|short|concise|extensive|thorough|"
    r"critical) survey) (?:of|on)\b"
    r"|\b(?:we|i) (?:will )?(?:survey|review) (?:the )?(?:progress|state of the art|literature|"
    r"recent (?:progress|advances|developments|literature|work))\b")
#: a proof's own word inside the cue: the survey's own result, still counted
_PROOF_WORD = re.compile(r"prov(?:e|ed|es|en|ing)\b|\bproofs?\b|\btheorems?\b|\blemmas?\b|"
                         r"\bcorollar(?:y|ies)\b")

#: what a tight result is about: a formal noun within four words after "tight(ness)" ("tight
#: upper and lower spherical bounds", "near-tight characterization", "tightness of LP
#: relaxations", "tight up to log factors")
_TIGHT_AFTER = re.compile(
    r"(?:ness)?(?: up to\b|,? (?:[\w-]+,? ){0,3}?(?:bounds?|bounded|convex|surrogates?|sdp|lp|"
    r"analys[ie]s|characteri[sz]ations?|"
    r"results?|rates?|regrets?|guarantees?|approximations?|relaxations?|ratios?|constants?|"
    r"estimates?|inequalit(?:y|ies)|complexit(?:y|ies)|dependenc(?:e|ies)|factors?|convergence|"
    r"separations?|minimax|lower|upper|trade-?offs?|worst[- ]case)\b)")
#: or said of something with a copula: "the relaxation is tight", "our analysis is essentially
#: tight", "the variance formula ... is far from tight" (a predicate, a formal use); or of a
#: formal noun just before it ("those bounds, though tight, can be narrowed")
_TIGHT_SAID_OF = re.compile(r"\b(?:is|are|was|were|be|been|being|remains?|becomes?) "
                            r"(?:[\w-]+ ){0,2}$|\b(?:bounds?|analys[ie]s|results?|rates?|"
                            r"relaxations?|regret|guarantees?|estimates?|inequalit(?:y|ies)|"
                            r"complexit(?:y|ies)|characteri[sz]ations?)\b[^.;]{0,20}$")
_SAID_REACH = 40  # characters before "tight" that _TIGHT_SAID_OF reads, within the sentence

NOTE_NAMED = "a method's name, no bound"
NOTE_TIGHT = "'tight' of no formal result"
NOTE_SURVEY = "a survey's account of the work it reviews"


#: the authors' own work named beside the review ("... and highlight our contributions", "we
#: have proposed novel algorithms"): an account of their own results, not a survey's
OWN_WORK = re.compile(r"\bour (?:own |main |recent )?(?:contributions?|results)\b|\bwe have "
                      r"(?:also )?(?:proposed|proved|proven|shown|established|developed|derived)\b")


@lru_cache(maxsize=16)
def surveys(low: str) -> bool:
    """Whether the abstract (lower-cased) says the paper itself is a survey (:data:`SURVEY`)
    and names no result of the authors' own beside it (:data:`OWN_WORK`)."""
    return SURVEY.search(low) is not None and OWN_WORK.search(low) is None


def named_bound(low: str, start: int, end: int) -> bool:
    """Whether the cue ``low[start:end]``, a bare "bound(s)", is a method's name
    (:data:`NAMED_BOUND`): after "branch and", or after "upper / lower confidence" with a
    method's noun or acronym after it."""
    if not low.startswith("bound", start):
        return False
    before = NAMED_BOUND.search(low, max(0, start - _REACH), start)
    if before is None:
        return False
    return "confidence" not in before.group() or _AFTER_CONFIDENCE.match(low, start + 5) \
        is not None


def loose_tight(low: str, start: int, sentence: int) -> bool:
    """Whether the cue at ``start``, a bare "tight" or "tightness" (``lexicon``'s 1.5 cue),
    is said of no formal result: no formal noun after it (:data:`_TIGHT_AFTER`) and no
    copula before it (:data:`_TIGHT_SAID_OF`): "tight coordination", "tight statistical
    clustering", "the tightness of our normal constraint" (a formation, a cluster, a shape
    constraint)."""
    if not low.startswith("tight", start) or low.startswith("tighter", start) or \
            low.startswith("tightest", start):
        return False
    if _TIGHT_AFTER.match(low, start + 5) is not None:
        return False
    return _TIGHT_SAID_OF.search(low, max(sentence, start - _SAID_REACH), start) is None


def not_own(side: str, low: str, start: int, end: int, sentence: int = 0) -> str:
    """The note of a theory cue that is no result of the paper's own, or ""."""
    if side != "theory":
        return ""
    if named_bound(low, start, end):
        return NOTE_NAMED
    if loose_tight(low, start, sentence):
        return NOTE_TIGHT
    if surveys(low) and _PROOF_WORD.search(low, start, end) is None:
        return NOTE_SURVEY
    return ""

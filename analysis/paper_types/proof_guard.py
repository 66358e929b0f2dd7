"""Proof-word guards: an experiment cue whose sentence makes it a theorem's (or a model's), no run.

Waves 39, 41 and 42 added experiment families keyed on a run's outcome (:mod:`.outcomes`,
:mod:`.rivals`, :mod:`.demonstrations`); their verbs are those of bounds too ("improves",
"outperforms", "converges faster than"), so each family's match is read in its sentence:
after a proof's word it states a theorem ("We prove that the classifier attains lower test
error than the plug-in rule"), and counts nothing (:mod:`.cues` notes it "a proved claim,
no run").  One list of a proof's words (:data:`PROOF`), and what each family reads besides,
as the named parameters of :func:`proof_words` and :class:`Guard`:

* **outcomes** (:data:`OUTCOME`): the proof's words before the match, and "guaranteed";
* **rivals** (:data:`RIVAL`): also inside the match, with "provably", "theoretical(ly)", a
  bound's measure (:data:`BOUND_WORDS`) and an explanation ("explain", "why"), unless a run
  is named first;
* **demonstrations**: the faster-than, real-data and finite-settings forms
  (:data:`DEMONSTRATION`) also inside the match, with "provably", "asymptotic" and a
  proof's adverb inside it; the gains (:data:`GAIN`) in their own clause only, or a bound's
  measure as the gain's subject; the times and agreement with people (:data:`ASSUMED`) no
  proof word but an assumption in their clause or a model in their sentence.

A family registers its patterns with :func:`guard`; :func:`theoretical` is the one check.
Every guard reads at most :data:`REACH` characters before a match, within its sentence, so
a 40,000-character sentence of repeated matches costs linear time (bench/paper_types/hostile.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from analysis.paper_types.matcher import WINDOWS
from analysis.paper_types.pattern_plans import word_start as at_word_start

#: A proof's word: a claim after it is what a theorem states, not a run.
PROOF = r"prove[sd]?|proven|proving|theorems?|lemmas?|corollar(?:y|ies)|impl(?:y|ies)|we bound"
#: A bound's measure: a rival compared in a theorem's terms (also read by :mod:`.rivals`' and
#: :mod:`.demonstrations`' patterns, where a run's gain must not be one)
BOUND_WORDS = (r"(?:regrets?|bounds?|bounded|rates?|ratios?|complexit(?:y|ies)|guarantee[sd]?|"
               r"asymptotic\w*|competitive (?:ratio|analysis|factor)|minimax|approximation|"
               r"optimality|convergence)")
#: "provably" as a claim's adverb ("provably outperforms", "is provably efficient in practice"),
#: not as part of a noun's adjective: "finds provably-optimal sparse survival tree models,
#: frequently in only a few seconds" (aistats2024:04a2bd54a3) states a measured run of a
#: solver whose output is optimal by construction (wave 46)
PROVABLY = (r"provabl[ey](?!-)(?! (?:optimal|correct|exact|near-optimal|sound|safe|stable|"
            r"convergent) (?:[\w-]+ )?(?:[\w-]+ )?(?:[\w-]+ )?(?:models?|solutions?|trees?|"
            r"policies|plans?|paths?|schedules?|controllers?|classifiers?|estimates?|answers?|"
            r"assignments?|allocations?)\b)")
#: What an example of a bound shows (checks' and theory_words' guards): arbitrarily bad, unbounded,
#: a bound tight, in the example's clause (not "..., whereas greedy can be arbitrarily bad", nor a
#: run's "the reconstruction is tight"; wave 46's second reader)
TIGHT_OR_UNBOUNDED = (r",?[^.;,]{0,120}?\b(?:arbitrarily (?:bad|poor|worse|large|small|slow|far|"
                      r"inefficient|suboptimal)|unboundedly|(?:bounds?|analys[ie]s|ratios?|results?|"
                      r"guarantees?|inequalit(?:y|ies)|factors?|this|it) (?:is|are) "
                      r"(?:also |asymptotically )?tight)\b")
#: An explanation: others' finding explained ("we explain why wide networks outperform narrow ones")
EXPLAINED = r"explain\w*|why"
_PROVED = re.compile(rf"\b(?:{PROOF})\b")
#: how far before a match, within its sentence, a guard reads: a long sentence (a clause or
#: two, 300 characters) and no more
REACH = 300


def proof_words(*, provably: bool = False, guaranteed: bool = False, asymptotic: bool = False,
                theoretical: bool = False, bounds: bool = False,
                explained: bool = False) -> re.Pattern:
    """:data:`PROOF`'s words as one pattern, with what a family reads besides: "provably",
    "guaranteed", "asymptotic(ally)", "theoretical(ly)", a bound's measure (:data:`BOUND_WORDS`)
    or an explanation (:data:`EXPLAINED`)."""
    extra = [word for wanted, word in ((provably, PROVABLY), (guaranteed, r"guarantee[sd]?"),
                                       (asymptotic, r"asymptotic\w*"),
                                       (theoretical, r"theoretical(?:ly)?"),
                                       (bounds, rf"(?<!-){BOUND_WORDS}"),
                                       (explained, EXPLAINED)) if wanted]
    return re.compile(rf"\b(?:{'|'.join([PROOF] + extra)})\b")


@dataclass(frozen=True)
class Guard:
    """How a family reads the sentence of its match (from the sentence's start, at most
    :data:`REACH` characters before the match): in this order, ``first`` before the match
    makes it no run; ``run`` before it makes it a run; ``words`` before it (and inside it,
    ``through_match``), in its own clause if ``clause`` names where clauses start; ``inside``
    within the match; ``measure`` before it in its clause (a ``complement``, "we prove that",
    before a clause's start holds the clauses after it; after a proof's word a clause that names
    no run's ``setting`` is held too); ``after`` right after the match
    (what a lexicon word is compared with: "competitive with the optimal offline solution"),
    checked first, unless ``run`` stands before the match ("In our study, participants are
    asked to report their values")."""

    words: re.Pattern
    through_match: bool = False
    clause: re.Pattern | None = None
    inside: re.Pattern | None = None
    measure: re.Pattern | None = None
    first: re.Pattern | None = None
    run: re.Pattern | None = None
    after: re.Pattern | None = None
    complement: re.Pattern | None = None
    setting: re.Pattern | None = None

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        # (each window read by WINDOWS: its pattern run only where its literals occur)
        search, lo = WINDOWS.search, max(sentence, start - REACH)
        if self.after is not None and self.after.match(low, end):  # unless a run is named first
            return self.run is None or search(self.run, low, lo, start) is None
        if self.first is not None and search(self.first, low, lo, start):
            return True
        if self.run is not None and search(self.run, low, lo, start):
            return False
        upto = end if self.through_match else start
        if self.inside is not None and search(self.inside, low, start, end) is not None:
            return True
        hit = search(self.words, low, lo, upto)
        if hit is None and self.measure is None:  # no word in reach: no clause to find (hostile.py)
            return False
        clause = lo if self.clause is None else max(
            [lo] + [b.end() for b in WINDOWS.finditer(self.clause, low, lo, start)])
        if self.complement is not None and clause > lo:  # "we prove that A and B ...": one clause
            c = search(self.complement, low, lo, clause)
            clause = clause if c is None else c.start()
        if (self.setting is not None and clause > lo and self.setting.match(low, clause) is None
                and search(_PROVED, low, lo, clause)):
            clause = lo  # a bare rival after a proof: the whole sentence holds it
        return (hit is not None and (hit.start() >= clause
                                     or search(self.words, low, clause, upto) is not None)
                or self.measure is not None
                and search(self.measure, low, clause, start) is not None)


class Reading(Protocol):
    """What a guard does: say whether a match is a theorem's or a model's, no run."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool: ...


@dataclass(frozen=True)
class Either:
    """Guards read together: a match is no run if any of them says so (wave 51: an outcome
    after a proof's word, or after a theory's prediction in its clause)."""

    guards: tuple[Reading, ...]

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        return any(g.holds(low, start, end, sentence) for g in self.guards)


#: Outcomes (:mod:`.outcomes`): a proof's word before the outcome in its sentence makes it
#: what a theorem states ("We prove that the classifier attains lower test error than the
#: plug-in rule", "The bound implies higher classification accuracy"), not a run.
OUTCOME = Guard(proof_words(guaranteed=True))

#: Rivals (:mod:`.rivals`): a proof's word, a bound's measure or an explanation before a match
#: in its sentence is a theorem's comparison ("an approximation ratio of 1/2, which outperforms
#: existing algorithms") or others' finding explained ("explain why ... outperform"), not a
#: run.  Read up to the match's end, so a proof word inside the match counts ("In learning
#: tasks, we prove that ... reduces the error"); an explanation before it decides first
#: ("we explain the empirical finding that ..."), then a run named before it ("Experimental
#: results on two datasets prove that ... outperforms": a run's outcome, wave 41's second
#: reader; "a theoretical analysis; experiments show that ... outperforms").  Read in the match's
#: clause (wave 52): "give finite sample target error bounds ... and an algorithm which performs
#: at the state-of-the-art on two ... tasks" (aistats2011:472e50eaa1) is a run after a bound;
#: "we prove that A and the algorithm outperforms ..." is one claim (:attr:`Guard.complement`).
RIVAL = Guard(proof_words(provably=True, theoretical=True, bounds=True, explained=True),
              through_match=True, first=re.compile(rf"\b(?:{EXPLAINED})\b"),
              clause=re.compile(r"[;:]|, (?:and|but|while|whereas)\b|"
                                r"\band (?=(?:an?|the|our|its|we|it)\b)"),
              complement=re.compile(rf"\b(?:{PROOF}|show[sn]?|establish(?:es)?|demonstrates?) "
                                    r"(?:\w+ ){0,2}?that\b"),
              # after a proof's word (not a measure's: "achieve very good detection rate, and
              # outperform other methods on object classes", nips2011:6f4e01a1ec) the clause holds a
              # run only where it names one ("on two ... tasks", "in practice"): "We prove a regret
              # bound, and our algorithm outperforms existing algorithms" compares bounds (wave 52's
              # reader)
              setting=re.compile(r"[^.;]{0,200}?\b(?:tasks?|data ?sets?|benchmarks?|corpora|"
                                 r"experiment\w*|empirical\w*|simulat\w*|in practice|practical|"
                                 r"real[- ]world|real data)\b"),
              run=re.compile(r"\b(?:experiment\w*|empirical\w*|evaluat\w*|benchmarks?|data ?sets?|"
                             r"simulat\w*|real[- ]world)\b"))

#: Runs in practice, at a counted scale, compared passively, by a study (:mod:`.practice`): a
#: proof's word or "provably" before or inside the match, a bound inside it, an explanation
#: before it ("We prove that the algorithm finds near-optimal solutions in practice", "we
#: apply the theorem to a network with 10 million nodes", "which explains why it works well in
#: practice"), or a bound's measure or a running time before it in its clause ("The regret of
#: our algorithm is compared to that of ...", "runs in time linear in the number of nodes, so
#: it scales to graphs with 300 million nodes") make it a theorem's, no run, unless a run is
#: named first.  Not "theoretical" or a bare "complexity" ("Beyond the theoretical results, we
#: demonstrate that ... performs well in practice", "scale the size and complexity of training
#: data ... over 19 million frames" are runs; wave 43's second reader).
PRACTICE = Guard(proof_words(provably=True, explained=True), through_match=True,
                 clause=re.compile(r"[;:]|, (?:and|but|while|whereas)\b"),
                 inside=re.compile(r"\b(?:bounds?|regrets?)\b"), first=RIVAL.first, run=RIVAL.run,
                 measure=re.compile(r"\b(?:regrets?|bounds?|(?:sample|time|space|query|"
                                    r"computational|iteration|communication) complexit(?:y|ies)|"
                                    r"convergence rates?|rates? of convergence|running times?|"
                                    r"time (?:linear|quadratic|polynomial|logarithmic)|"
                                    r"(?:linear|quadratic|cubic|polynomial|logarithmic|near-linear|"
                                    r"sub-?linear)[- ]time|o\()"))

_DEMONSTRATED = proof_words(provably=True, asymptotic=True)
#: Demonstrations faster than, on real data, in finite settings (:mod:`.demonstrations`): a
#: proof's word before a match in its sentence makes it a rate or a speed-up a theorem states
#: ("we prove that AS converges faster than previous algorithms on ..."), not a run; so does
#: a proof's adverb inside the match ("we demonstrate theoretically that ... converges
#: faster"); before it, "in addition to theoretical justification, ... we empirically
#: demonstrate" is a run.
DEMONSTRATION = Guard(_DEMONSTRATED, through_match=True,
                      inside=re.compile(r"\b(?:theoretically|analytically|formally|rigorously)\b"))
#: The gains (a number over methods, orders of magnitude; :mod:`.demonstrations`): a proof's
#: word in their own clause makes them a theorem's, as does a bound's measure as the subject
#: of the gain ("the sample complexity is reduced by an order of magnitude compared to
#: previous algorithms": a theorem's improvement, wave 42's reader).  A proof in an earlier
#: clause is no theorem's: "We prove a bound ..., and demonstrate a five-fold reduction in
#: cost over ..." is a run.
GAIN = Guard(_DEMONSTRATED, through_match=True,
             clause=re.compile(r"[;:]|, (?:and|but|while|whereas)\b"),
             measure=re.compile(r"\b(?:regrets?|bounds?|complexit(?:y|ies)|guarantees?|"
                                r"sample sizes?|convergence rates?|rates? of convergence)\b"))
#: The times and agreement with people (:mod:`.demonstrations`): an assumption or a condition
#: in their clause ("Assuming each message takes 1 ms", "if the reward model agrees with
#: human ratings"), or a model named in their sentence ("In our model, each job requires 5
#: s"), makes them a model's, no run ("If the robot falls, recovery takes 2 s" is a run: the
#: condition is another clause).
ASSUMED = Guard(re.compile(r"\b(?:assum\w*|suppos\w*|if|provided|whether|given that)\b"),
                 clause=re.compile(r"[,;:]"), first=re.compile(r"\bin (?:our|the|this) model\b"))

_GUARDS: dict[str, Reading] = {}


def guard(patterns: Iterable[str], how: Reading) -> None:
    """Read every match of ``patterns`` (as written or as :mod:`.cues` compiles them) ``how``."""
    for p in patterns:
        for q in (p, at_word_start(p)):
            _GUARDS[q] = how


def also_guard(patterns: Iterable[str], how: Reading) -> None:
    """Read every match of ``patterns`` ``how`` as well as by the guard it has (wave 51: an
    older cue read by a later family's guard)."""
    for p in patterns:
        for q in dict.fromkeys((p, at_word_start(p))):
            had = _GUARDS.get(q)
            _GUARDS[q] = how if had is None else Either((had, how))


#: Patterns whose match is another family's cue already where a pattern of theirs overlaps it
#: (registered with :func:`counted_by`): one run, counted once (wave 46)
_COUNTED: dict[str, re.Pattern] = {}


def counted_by(patterns: Iterable[str], other: re.Pattern) -> None:
    """A match of ``patterns`` that a match of ``other`` overlaps (in its sentence) is that
    match's run, counted by the other family's cue: it counts nothing itself."""
    for p in patterns:
        for q in (p, at_word_start(p)):
            _COUNTED[q] = other


def counted_elsewhere(pattern: str, low: str, start: int, end: int, sentence: int) -> bool:
    """Whether the match of ``pattern`` from ``start`` to ``end`` is overlapped by a match of
    the pattern registered for it with :func:`counted_by`, starting in its sentence."""
    other = _COUNTED.get(pattern)
    if other is None:
        return False
    for m in WINDOWS.finditer(other, low, max(sentence, start - REACH), end):
        if m.end() > start:
            return True
    return False


def theoretical(pattern: str, low: str, start: int, end: int, sentence: int) -> bool:
    """Whether a match of ``pattern`` from ``start`` to ``end`` in ``low`` (its sentence
    starting at ``sentence``) is, by its family's :class:`Guard`, a theorem's or a model's
    statement, not a run; False for a pattern no family guards."""
    how = _GUARDS.get(pattern)
    return how is not None and how.holds(low, start, end, sentence)

"""Older run cues read a plan, a machine's model, an equilibrium's value, a theorem applied or a
prediction as a run: guards for them (issue 14, wave 51).

Wave 50 (bench/paper_types/RESULTS.md, "noticed, left alone") listed theory look-alikes that
cues older than its own count as runs; each guard below is a general form, added to the cue's
own reading with :func:`.proof_guard.also_guard` (no pattern is new, none is edited):

* **a plan** ("We are implementing the controller on a real robot", "In future work, it will
  be executed on a real robot", "we plan to deploy it on a drone"): a progressive of
  implementing / porting / deploying (not "is running on": a run described), "being
  implemented", "will later be", "we plan / intend to", "future work", "in (the) future"
  before the cue in its clause (:data:`PLAN`).  A bare "will be" is the own paper's
  narrative future as often ("This controller will be implemented ... and will be compared
  to two simpler control schemes", icra2009:5152646) and counts.  Wave 52: a clause joined by
  "and" with a finite verb of its own is another clause ("We are implementing the planner on
  a drone and evaluate the controller on a real robot"), and a plan after the cue counts
  beside a future before it ("will be tested on a real robot in future work").  Wave 53
  (:mod:`.clauses`): a reported verb with no subject of its own ends the plan's clause too ("is
  planned to be deployed and was tested on 3 robots"), and after a modal a bare verb after "and"
  is its infinitive ("we are going to improve it and apply ...").  "We implemented
  the controller on a real robot" and "The policy was executed on a real robot" stay runs;
* **a machine's model** ("run on a model of the robot", "tested on the robot's dynamic
  model"): a model of a machine right after the cue or inside it (:data:`MODEL_OF`);
* **an equilibrium's value or a model's** ("reaches a velocity of 0 m/s at the equilibrium",
  "a speed of 2 m/s in the model"): after a measured quantity (:data:`AT_EQUILIBRIUM`);
* **a theorem, bound, reduction or main result demonstrated in applications** ("We demonstrate
  the theorem in two applications to queueing"): the lexicon's demonstrate / illustrate forms
  read with :data:`.showings.APPLIED`, as wave 49 read :mod:`.showings`' own;
* **an outcome a theory predicts** ("Our results predict that overparameterized models achieve
  lower test error than ..."): :mod:`.outcomes` read with :data:`.theory_words.PREDICTED` too.

The cues (:mod:`.lexicon`'s and :mod:`.apparatus`' hardware, applied, clause-level and
precision patterns) are picked by a fragment of their text, each checked to pick at most one
pattern, so an edit of a pattern fails loudly (tests/test_paper_types_wave51.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from analysis.paper_types import clauses, lexicon, outcomes
from analysis.paper_types.hardruns import MACHINES
from analysis.paper_types.proof_guard import REACH, Reading, also_guard
from analysis.paper_types.showings import APPLIED
from analysis.paper_types.theory_words import PREDICTED

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# a plan: a progressive of doing, an intention, the future named; not a bare "will be" (the own paper's
# narrative future: "This controller will be implemented ... and will be compared to two ... schemes",
# icra2009:5152646), nor "aims to" / "intended to" (a goal: "a new approach intended to reinforce ...")
PLAN = (r"\b(?:(?:is|are|am|currently|now) (?:currently |now |still )?(?:implementing|porting|integrating|deploying|"
        r"transferring|building|being (?:implemented|ported|integrated|deployed|tested|executed|built))|"
        r"will (?:later|soon|eventually|subsequently) be|(?:we|i) (?:also )?(?:plan|intend|hope) to|(?:is|are) planned to|"
        r"future work|in (?:the )?(?:near )?future)\b")
# a clause joined by "and" with a finite verb of its own, or a reported verb with no subject of its own
# (:mod:`.clauses`, waves 52-53: "We are implementing the planner on a drone and evaluate the controller
# on a real robot", "is planned ... and was tested on 3 robots"; not "are implementing and testing")
_CLAUSE = clauses.CLAUSE
# a plan named after the cue, in its clause, with a future before the cue's end ("will be tested on a real
# robot in future work"; not "implemented ... on a mobile robot in the future", nor "to establish baselines
# for future work": a run done, its use to come)
_FUTURE_AFTER = re.compile(r"[^.;:,]{0,60}?\b(?:in (?:our |a )?future work|as (?:a |our )?future work|in the (?:near )?future)\b")
_WILL = re.compile(r"\b(?:will|shall|(?:is|are) to be)\b")
# a machine's model: "on a model of the robot", "the robot's dynamic model"
_MODEL = r"(?:(?:dynamic|dynamical|kinematic|mathematical|analytical|numerical|simplified) )?models?"
MODEL_OF = (rf"(?:an?|the|its|our) (?:[\w-]+ )?{_MODEL} of (?:the|a|an|our|its|this) (?:[\w-]+ ){{0,2}}?{MACHINES}\b"
            rf"|(?:the|a|an|our|its) (?:[\w-]+ )?{MACHINES}['’]s (?:[\w-]+ )?{_MODEL}\b")
# ... or right after a cue ending at the machine: "evaluated on the robot|'s kinematic model"
_MODEL_NEXT = rf"['’]s (?:[\w-]+ )?{_MODEL}\b|(?:['’]s)? (?:dynamics|kinematics)\b"
# a quantity's value at an equilibrium or in a model (not "model predictive" / "model-based"), in the
# value's own phrase: not past a comma or a comparison ("reaches 2 m/s, as predicted in theory", "close to
# that in the model"), nor a theory's value set against a run's ("2 mm in theory and 3 mm in practice")
_VALUE_PHRASE = r"(?:(?!\b(?:than|that|as|predicted|expected|close|compared|agree\w*|match\w*|while|whereas)\b)[^.;,]){0,40}?"
_THEN_RUN = r"(?![^.;]{0,60}\b(?:in practice|in reality|in (?:the |our )?experiments?)\b)"
AT_EQUILIBRIUM = (rf"{_VALUE_PHRASE}\b(?:at (?:the|an?|its|this|each) (?:[\w-]+ )?(?:equilibri(?:um|a)|fixed points?|rest points?)\b"
                  rf"|in (?:the|our|this) model\b(?![- ](?:predictive|based|free|reference)){_THEN_RUN}|in theory\b{_THEN_RUN})")

_PLAN = re.compile(PLAN)
# the future named: a plan before the cue only ("performances for future work by evaluating ...")
_FUTURE = re.compile(r"future work|in (?:the )?(?:near )?future")
# every form of PLAN holds one of these: a plain substring test first, so a long sentence of cues
# does not read a clause per cue (bench/paper_types/hostile.py: "reaches a velocity of 0 m/s" x 1,428)
_PLAN_KEYS = ("ing", "will", "plan", "intend", "hope", "future")
_INSIDE = re.compile(rf"\b(?:{MODEL_OF})")
_AFTER = re.compile(rf"\s*(?:on |with |using )?(?:{MODEL_OF})|{_MODEL_NEXT}|{AT_EQUILIBRIUM}")


@dataclass(frozen=True)
class Planned:
    """A plan in the cue's clause, a machine's model inside the cue or after it, a value at an
    equilibrium or in a model after it.  A plan's verb may run into the cue ("we are
    |implementing the controller on a real robot|", "|validated in simulation, and is being
    implemented on a real-life robotic test bed|"); the future named counts before the cue only:
    "in the future" inside "implemented our method for predicting motion in the future on a
    mobile robot", "future work" inside "baseline performances for future work by evaluating
    recent models on ..." is what was done, no plan."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        if _AFTER.match(low, end) or _INSIDE.search(low, start, end):
            return True
        lo = max(sentence, start - REACH)
        window = low[lo:end]
        after = "future" in low[end:end + 80] and _FUTURE_AFTER.match(low, end) is not None
        if not after and not any(k in window for k in _PLAN_KEYS):
            return False  # no plan in reach: the clause need not be found (hostile.py)
        # the clause is read back from the last plan only, not from the window's start: one short
        # scan per cue (hostile.py's "we are porting it and the controller was tested ..." x 625)
        wills = [w.start() for w in _WILL.finditer(low, lo, end)] if after else []
        plans = [m.start() for m in _PLAN.finditer(low, lo, end)
                 if m.start() < start or not _FUTURE.fullmatch(m.group())]
        # the break may read past the cue's start (wave 53: "and |report results of 20 trials|": a
        # search ending at the cue's start cannot see "report" after "and")
        return any(not _breaks(low, i, start) for i in (wills[-1:] + plans[-1:]))


PLANNED = Planned()


def _breaks(low: str, i: int, start: int) -> bool:
    """A clause break (:data:`.clauses.CLAUSE`; after a modal, ``CLAUSE_UNDER_MODAL``) starts
    between ``i`` and ``start``: one read to the cue's start, then, where none is found, the last
    60 characters again with the words after the start in sight (a look-ahead reads a few words)."""
    # under a modal ("will", "going to", "plan to") a bare verb after "and" is its infinitive
    clause = clauses.CLAUSE_UNDER_MODAL if clauses.MODAL.search(low, i, start) else _CLAUSE
    if clause.search(low, i, start) is not None:
        return True
    lo = max(i, start - 60)
    if low.find("and ", lo, start) < 0:  # only "and" looks past the start (hostile.py: a read per cue)
        return False
    b = clause.search(low, lo, min(len(low), start + 40))
    return b is not None and b.start() < start


@dataclass(frozen=True)
class Applied:
    """A theorem's object demonstrated in applications is the theorem applied, no run: read from
    the cue's start, past its end (a cue may stop at "in": "illustrate the bound in"), or from a
    verb before the cue whose demonstration holds it ("We demonstrate our theorems on two
    applications": the lexicon's "on two applications", wave 52)."""

    shown: re.Pattern = re.compile(rf"(?:demonstrat|illustrat|showcas|validat|evaluat|test|assess)\w* {APPLIED}")

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        if self.shown.match(low, start) is not None:
            return True
        # wave 52: a cue overlapping the demonstration ("we demonstrate our theorems |on two applications|")
        return any(m.end() > start for m in self.shown.finditer(low, max(sentence, start - 80), end))


SHOWN_APPLIED = Applied()

# the older cues read as runs, each by a fragment of its text
_PLANNED_CUES = (
    r"(?:robots?|smartphones?|mobile (?:phones?",  # lexicon: "on a real robot"
    r"tools?|software|implementations?|planners?|policies|solvers?|pipelines?|prototypes?) (?:is|are|was",  # "the controller is run on"
    r"|outperform|performance)\w*|test(?:s|ed|ing)?(?! (?:for|whether|if|statistics?)\b)|appl",  # clause-level run
    r"\bimplement(?:ed|s|ing)?\b (?:[^\s.;:()]+ ){0,8}?",  # apparatus: "implemented ... on a robot"
    r"(?:precision|accuracy|errors?|resolution|repeatability|speed|velocity|force|bandwidth|latency) (?:of|",
    r"\b(?:tested|evaluated|validated|verified|demonstrated|deployed|experimented|trialed|implemented) (?:",
    r"\b(?:evaluat(?:e|es|ed|ing|ions?)|test(?:s|ed|ing)?|validat(?:e|es|ed|ing)|assess",  # "evaluated ... on robots"
    # wave 52: "is being implemented and evaluated on a mobile robot" (iros2000:895276)
    r"\b(?:design|built|build|develop|implement|fabricat|construct|assembl)\w*,? (?:[\w-]+,? ){0,3}?and (?:field-)?",
    r"\bimplement(?:ed|s)?,? and (?:then |also |successfully ",  # runs.py
)
_APPLIED_CUES = (
    r"(?:applications?|use|usefulness|gains?|benefits?|effectiveness|efficiency|efficacy|flexibility",
    r"(?:via|through|by|with) (?:an? |the |several |two |three )?(?:[\w-]+ )?applications? (?:to|on|in)\b",
    r"\b(?:illustrat|demonstrat|evaluat|test|validat|assess)\w* (?:(?:the |our |this |these |its )?(?:proposed )?",
    r"\b(?:evaluat(?:e|es|ed|ing|ions?)|test(?:s|ed|ing)?|validat(?:e|es|ed|ing)|assess",
    r"(?:[\w-]+ ){0,2}?(?:domains|data ?sets|benchmarks|environments|applications|corpora)",  # "on two applications"
    r"\bwe (?:demonstrate|show) (?:\w+ ){0,3}(?:on|in|using|with)",  # "we demonstrate ... on several applications"
    r"(?:practical|realistic|real-life) (?:problems?|examples?|data|applications?|tasks?|instances)",  # "on practical applications"
)


def _picked(patterns: Sequence[str], fragment: str) -> list[str]:
    """The one pattern of ``patterns`` holding ``fragment`` (none where it is absent)."""
    found = [p for p in patterns if fragment in p]
    if len(found) > 1:  # (not an assert: `python -O` would skip it and guard them all)
        raise ValueError(f"plans: {fragment!r} picks {len(found)} patterns, not one")
    return found


#: what this module guards, in order: (pattern, guard) (for the wiring test)
GUARDED: list[tuple[str, Reading]] = []


def _also(patterns: Sequence[str], how: Reading) -> None:
    GUARDED.extend((p, how) for p in patterns)
    also_guard(patterns, how)


def register(apparatus_patterns: Sequence[str]) -> None:
    """Guard the older cues (called by :mod:`.apparatus` once its list is built)."""
    lexical = [p for p, _ in lexicon.EMPIRICAL]
    for fragment in _PLANNED_CUES:
        _also(_picked(lexical, fragment) + _picked(apparatus_patterns, fragment), PLANNED)
    for fragment in _APPLIED_CUES:
        _also(_picked(lexical, fragment), SHOWN_APPLIED)
    _also([p for p, _ in outcomes.EMPIRICAL], PREDICTED)

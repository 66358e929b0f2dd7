"""A possibility, a model of computation, a model's description or a capability a theorem
states, read as an own run by wave 53 / 53b's cues (issue 14, wave 54).

Wave 53's second reader (bench/paper_types/RESULTS.md) left theory sentences that counted as
runs; each is a general form, read here as a guard added to the family's own
(:func:`.proof_guard.also_guard`), never a change of what the family matches:

* **a counted scale as a possibility or a model of computation** (:mod:`.exhibits`' "on up to
  1,000 processors"): a modal at most five words before it, no comma between ("The algorithm
  can be run on up to 100 processors"; not "The method, which can handle large graphs, was
  run on ..."), or an order of a cost after it in its sentence ("runs on up to 1,000
  processors with logarithmic communication", "... with linear speedup": a proved scaling)
  unless the clause tells a past run ("we ran it", "was run"): "We ran it on up to 1,000 GPUs"
  and "... with near-linear speedup" (a measured one) count;
* **a platform's strategies with a proof's word after them in their clause** ("We give
  physical strategies for the robot that are provably optimal"): a new clause (", which",
  ", and") ends the reading ("..., which is provably safe");
* **data as a model's description** (:mod:`.exhibits`' data acquired): a present-tense verb
  of showing with a bare noun phrase after it, the data's place in the model ("The signals
  acquired by the array indicate the direction of arrival", "at each node") and no run's word
  (trials, experiments, a number ...) in the clause: "The data acquired in 20 trials indicate
  that ...", "... show an increase", "The data acquired indicate the robot slips" count;
* **the own method in practice under a condition** (:mod:`.exhibits`' "In practice, the
  estimator works well"): "if" (not "even if", "as if"), "only when", "unless" in its clause,
  unless the authors tell what they observed ("In practice, we find that ...");
* **a capability a theorem states** (:mod:`.capable`): a geometric class ("can grasp convex
  objects with two fingers") or a symbolic quantity ("can achieve a rate of n bits per
  channel use") after the verb, unless the sentence names a measure or a built thing's word
  ("our prototype can lift 5 kg").

Every reading is bounded (at most 160 characters a side of a match), so a long text of
repeated matches costs linear time (bench/paper_types/hostile.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from analysis.paper_types import capable, exhibits
from analysis.paper_types.proof_guard import PROOF, Reading, also_guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_SIDE = 160  # characters read a side of a match
_CLAUSE = re.compile(r"[;:]|, (?:and|but|while|whereas|which|who)\b|, where\b")
# a modal of the match's verb: at most five words before the match, no comma between ("can be run in
# parallel on up to ..."; not "The method, which can handle large graphs, was run on up to ...")
_MODAL_BEFORE = re.compile(r"\b(?:can|could|may|might|would|will|should|must|able to|possible to)(?: [^\s,;:]+){0,5} $")
# an order of a cost: "with linear speedup", "logarithmic communication", "in o(log n) rounds"
_ORDER = re.compile(r"(?<!near-)(?<!near )(?<!nearly )(?<!almost )(?<!close to )\b(?:linear|sub-?linear|logarithmic|"
                    r"poly-?logarithmic|quadratic|polynomial|constant|optimal|asymptotic)(?:ly)? (?:[\w-]+ )?"
                    r"(?:speed-?ups?|communication|rounds?|time|memory|overhead|cost|scaling|complexity|messages)\b|\bo\(")
_PAST_RUN = re.compile(r"\b(?:we|it|they|was|were|been)(?: \w+ly)? (?:ran|run|\w+ed)\b")


def _clause_start(low: str, lo: int, start: int) -> int:
    """Where the clause of a match starting at ``start`` begins (no earlier than ``lo``)."""
    return max([lo] + [m.end() for m in _CLAUSE.finditer(low, lo, start)])


def _clause_end(low: str, end: int, hi: int) -> int:
    """Where the clause of a match ending at ``end`` ends (no later than ``hi``)."""
    m = re.compile(r"[.;:!?]|, (?:and|but|while|whereas|which|who)\b").search(low, end, hi)
    return hi if m is None else m.start()


@dataclass(frozen=True)
class Possible:
    """A counted scale that is a possibility or a proved scaling (module docstring)."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        clause = _clause_start(low, max(sentence, start - _SIDE), start)
        if _MODAL_BEFORE.search(low, clause, start):
            return True
        stop = _clause_end(low, end, min(len(low), end + _SIDE))
        return _ORDER.search(low, end, stop) is not None and _PAST_RUN.search(low, clause, start) is None


_PROVED_AFTER = re.compile(rf"\b(?:{PROOF}|provabl[ey]|guarantee[sd]?|certifi(?:ed|ably))\b")


@dataclass(frozen=True)
class ProvedAfter:
    """A proof's word after the match in its clause ("strategies ... that are provably optimal")."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        stop = _clause_end(low, end, min(len(low), end + _SIDE))
        return _PROVED_AFTER.search(low, end, stop) is not None


_CONDITION = re.compile(r"\b(?:(?<!even )(?<!as )if|only when|unless)\b")


@dataclass(frozen=True)
class Conditioned:
    """The own method in practice under a condition in its clause ("In practice, the estimator works
    well if the sample size exceeds the dimension", "... only when the chain is reversible"):
    a theorem's condition, unless the authors tell what they observed ("In practice, we find
    that our method works well if tuned") or "even if" ("... works well even if the data are
    noisy")."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        if re.match(r"in practice, we (?:find|observe|found|observed|see)\b", low[start:end]):
            return False
        return _CONDITION.search(low, end, _clause_end(low, end, min(len(low), end + 80))) is not None


_BARE_OBJECT = re.compile(r" (?:the|its|their|each|every|whether|which|how|what|where)\b")
_RUN_WORD = re.compile(r"\b(?:trials?|experiments?|tests?|runs?|sessions?|field|campaigns?|studies|study|"
                       r"real|during|participants?|subjects?|volunteers?|\d+)\b")


# where the data come from in the model: "acquired by the array", "at each node", "by the agents"
_AGENT = re.compile(r" (?:acquired|recorded|collected|measured|gathered|captured|logged) (?:by|at|from|on|in) "
                    r"(?:the|each|every|all|a|an|its|their)\b")


@dataclass(frozen=True)
class Described:
    """Data as a model's description: a present verb, a bare noun phrase, the data's place in the
    model ("acquired by the array", "at each node") and no run's word in the clause."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        if low.endswith("ed", start, end):
            return False  # a past verb ("showed") tells a run
        if _BARE_OBJECT.match(low, end) is None or _AGENT.search(low, start, end) is None:
            return False
        return _RUN_WORD.search(low, start, _clause_end(low, end, min(len(low), end + _SIDE))) is None


_GEOMETRIC = re.compile(r"\b(?:convex|non-?convex|concave|polygonal|polyhedral|polygons?|polyhedra|star-shaped|"
                        r"planar|generic|channel uses?|capacity|achievable|degrees? of freedom)\b|(?<![\w.'’-])[b-hj-z](?![\w'’-])")
_BUILT = re.compile(r"\b(?:prototypes?|hardware|physical|real|experiment\w*|trials?)\b|\d")


@dataclass(frozen=True)
class Theorised:
    """A capability a theorem states: a geometric class or a symbolic quantity after the verb,
    and no measure nor built thing's word in the sentence."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        stop = _clause_end(low, end, min(len(low), end + _SIDE))
        if _GEOMETRIC.search(low, end, stop) is None:
            return False
        return _BUILT.search(low, max(sentence, start - _SIDE), stop) is None


#: each family's patterns and the reading added to its guard (tests/test_paper_types_proof_guard.py)
GUARDED: list[tuple[str, Reading]] = (
    [(p, Possible()) for p, _ in exhibits.IMPLEMENTED[2:]]
    + [(p, ProvedAfter()) for p, _ in exhibits.FIELDED[:1]]
    + [(p, Described()) for p, _ in exhibits.FIELDED[1:]]
    + [(p, Theorised()) for p, _ in capable.EMPIRICAL]
    + [(p, Conditioned()) for p, _ in exhibits.PRACTISED])
for _p, _how in GUARDED:
    also_guard([_p], _how)

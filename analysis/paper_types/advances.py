"""An improvement of the state of the art made by bounds is a theorem's, not a run (issue 14,
wave 59).

"In this paper, we significantly improve the state of the art by developing novel
high-probability bounds with a logarithmic dependency on d" (ijcai2021:paper391, wave 58's
digest) is a bounds paper's claim: the lexicon's gain ("significantly improve", 1.5) and its
"state of the art" (1.0) counted it as the paper's own measured result.  The gain pattern
already leaves a bound named within 3 words of it ("significantly improve the regret
bound"); a state of the art improved *by* bounds, or a state of the art *of* bounds, stands
further away.  Read with :func:`.proof_guard.also_guard` (no pattern is new, none is
edited), a match is a theorem's when

* **the gain**: the state of the art is its object ("significantly improve (on / upon / over)
  (the) (current) state of the art") and what follows in the sentence is a means of
  :data:`MEASURE`'s ("by developing novel high-probability bounds", "with a regret of"), or a
  measure is the state of the art's noun ("the state-of-the-art regret bound");
* **"state of the art"**: an improvement verb right before it (within :data:`_BEFORE`'s
  reach: "improve (upon) the (current) ...") and the same means after it, or the measure as
  its noun.

The gain is an improvement only ("significantly outperforms the state-of-the-art approaches"
is a rival's, left to its own guards).  The means is read up to :data:`_MEANS_REACH`
characters in the sentence (one long clause) and not past a run's word (:data:`_RUN`: "by 5%
on ImageNet with an algorithm whose regret ..." stays a run); a measure gained by a per cent
("improves the state-of-the-art rank-1 identification rates by 2.2%", cvpr2015:48cd3a0b6b) is
a run, and a bare "rate" is no measure ("with a much higher success rate",
icra2021:9561334): only convergence / learning / statistical / minimax / contraction / mixing
rates are.  Patterns are picked by a fragment of their text, each checked to pick one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from analysis.paper_types import lexicon
from analysis.paper_types.proof_guard import Reading, also_guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

#: a theorem's measure as a state of the art's means or noun (proof_guard.BOUND_WORDS less the
#: words a run also improves: "approximation", "convergence", "optimality")
MEASURE = (r"(?:bounds?|regrets?|(?:convergence|learning|statistical|minimax|contraction|mixing) rates?|"
           r"rates? of convergence|guarantees?|(?:sample|time|space|query|communication|"
           r"iteration|oracle|computational) complexit(?:y|ies)|complexit(?:y|ies) bounds?|"
           r"approximation (?:ratios?|factors?|guarantees?)|competitive ratios?|theorems?|proofs?|"
           r"inequalit(?:y|ies))")
# a run named before the means: a number gained, a benchmark, data, an experiment, a metric
_RUN = (r"\d|%|\b(?:experiment\w*|empirical\w*|benchmarks?|data ?sets?|data|tasks?|accuracy|"
        r"simulat\w*|real[- ]world|in practice)\b")
#: characters of the sentence after the state of the art read for its means (a long clause)
_MEANS_REACH = 120
_SOTA = r"state[- ]of[- ]the[- ]art"
# a gain measured in per cent after the measure: "the state-of-the-art ... bounds by 2.2%" is a run
_NO_PERCENT = r"(?![^.;]{0,60}?\d(?:\.\d+)? ?(?:%|percent))"
# the means: "by / with / through / via" then, within the reach and past no
# run's word, a measure; or the measure as the state of the art's noun (two words between at most)
_MEANS = re.compile(rf"(?:[- ](?:(?!{_RUN})[\w-]+ ){{0,2}}?{MEASURE}\b{_NO_PERCENT}|"
                    rf"(?:(?!{_RUN})[^.;]){{0,{_MEANS_REACH}}}?\b(?:by|with|through|via)\b"
                    rf"(?:(?!{_RUN})[^.;]){{0,{_MEANS_REACH}}}?\b{MEASURE}\b{_NO_PERCENT})")
# the gain's object: the state of the art, right after the gain
_OBJECT = re.compile(rf" (?:(?:on|upon|over|to) )?(?:the )?(?:current |existing |previous |best )?{_SOTA}")
# an improvement verb right before "state of the art"
_BEFORE = re.compile(r"\bimprov(?:e|es|ed|ing)(?: significantly| substantially| considerably| "
                     r"markedly| dramatically| greatly)? (?:(?:on|upon|over) )?(?:the )?"
                     r"(?:current |existing |previous |best )?$")


@dataclass(frozen=True)
class Advanced:
    """A gain (``gain``) or a "state of the art" (not ``gain``) read as a theorem's improvement
    of the state of the art (the module's rules)."""

    gain: bool

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        # an improvement only ("significantly outperforms the state of the art" is a rival's)
        if self.gain:
            if "improv" not in low[start:end]:
                return False
            obj = _OBJECT.match(low, end)
            return obj is not None and _MEANS.match(low, obj.end()) is not None
        before = low[max(sentence, start - 60):start]
        return _BEFORE.search(before) is not None and _MEANS.match(low, end) is not None


GAIN = Advanced(gain=True)
STATE_OF_THE_ART = Advanced(gain=False)

# the lexicon's cues read here, each by a fragment of its text
_GAIN_CUE = r"(?:significant(?:ly)?|substantial(?:ly)?|consistent(?:ly)?|considerabl[ey]|"
_SOTA_CUE = r"state[- ]of[- ]the[- ]art"


def _picked(fragment: str, exact: bool = False) -> list[str]:
    """The one lexicon empirical pattern holding (or, ``exact``, being) ``fragment``."""
    found = [p for p, _ in lexicon.EMPIRICAL if (p == fragment if exact else fragment in p)]
    if len(found) != 1:  # (not an assert: `python -O` would skip it)
        raise ValueError(f"advances: {fragment!r} picks {len(found)} patterns, not one")
    return found


#: what this module guards: (pattern, guard) (for the wiring test)
GUARDED: list[tuple[str, Reading]] = [
    (_picked(_GAIN_CUE)[0], GAIN),
    (_picked(_SOTA_CUE, exact=True)[0], STATE_OF_THE_ART),
]
for _p, _how in GUARDED:
    also_guard([_p], _how)

"""A problem's application domains listed are its background, not a run (issue 14, wave 59).

"Application domains where SOPPs naturally occur include natural language processing,
speech recognition, and computer vision" (ijcai2021:paper391, a bounds paper) opens its
abstract with where the problem arises; the lexicon's clause-level run ("appl(y / ies /
ications) ... speech", 2.5, tagged an experiment) read it as the paper applying its method to
speech, which ruled the theory label out.  Read with :func:`.proof_guard.also_guard` (the
pattern is not edited): a match that *starts* with "application(s) domain(s) / area(s) /
field(s)" followed by "where", "in which", "such as", "like", "include(s)", "including" or
"that" (:data:`LISTED`) lists settings, no run.  A run told around the same words starts
elsewhere ("Experiments on two application domains show ...": the match starts at
"experiments"), and "applied to speech data" or "applications to real data" are untouched.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from analysis.paper_types import lexicon
from analysis.paper_types.proof_guard import Reading, also_guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

#: a listing of where a problem arises, at the match's start
LISTED = re.compile(r"applications? (?:domains?|areas?|fields?) (?:where|in which|such as|like|"
                    r"includ(?:e|es|ing)|that)\b")


@dataclass(frozen=True)
class Listed:
    """A match starting with :data:`LISTED`: settings listed, no run."""

    def holds(self, low: str, start: int, end: int, sentence: int) -> bool:
        return LISTED.match(low, start) is not None


# the lexicon's clause-level run, by a fragment of its text (checked to pick one pattern)
_FRAGMENT = r"|outperform|performance)\w*|test(?:s|ed|ing)?(?! (?:for|whether|if|statistics?)\b)|appl"
_PICKED = [p for p, _ in lexicon.EMPIRICAL if _FRAGMENT in p]
if len(_PICKED) != 1:  # (not an assert: `python -O` would skip it)
    raise ValueError(f"backgrounds: the fragment picks {len(_PICKED)} patterns, not one")

#: what this module guards: (pattern, guard) (for the wiring test)
GUARDED: list[tuple[str, Reading]] = [(_PICKED[0], Listed())]
also_guard([_PICKED[0]], GUARDED[0][1])

"""Wave 55's forms (:mod:`.theorised`) among one paper's cues: their keys and the cues
without them.

The forms are transparent theory claims outside the fitted features (``model.UNFITTED``):
three readers need "the paper as it reads without them": the fitted layer's
``theory_score`` (:func:`.model.paper_features`, so the shipped weights keep their
meaning), the gate's ``beside`` (is there an own result besides the form,
:func:`.model.gates`) and :func:`.classify.verdict` (a form that is the only own result
makes no label of its own).  One definition here, so the three cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from analysis.paper_types import apparatus
from analysis.paper_types import cues as _cues
from analysis.paper_types.pattern_plans import word_start as at_word_start

if TYPE_CHECKING:
    from analysis.paper_types.cues import Cue

#: The cue keys (``Cue.key``) of :mod:`.theorised`'s patterns.
THEORISED = frozenset(_cues._key("theory", at_word_start(x)) for x, _ in apparatus.THEORY)


def untheorised(cues: Iterable[Cue]) -> list[Cue]:
    """The cues without wave 55's forms, in their order."""
    return [c for c in cues if c.key not in THEORISED]

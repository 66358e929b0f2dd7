"""Own-result forms of the later waves that may make a ``theory`` label of their own
(issue 14, wave 65).

Every pattern appended to ``apparatus.THEORY`` (wave 55's :mod:`.theorised` and the later
:mod:`.attested`, :mod:`.equated`, :mod:`.declared`, :mod:`.blindforms`) is a key of
``theorised_cues.THEORISED``: such a form "only turns an empirical label into both and never
makes a label of its own" (:func:`.classify.verdict`; :func:`.model.choose` keeps ``theory``
only with another own result ``beside`` it).  Wave 64's O-notation cost
(``blindforms.THEORY``: "Our algorithm makes O~(n^3/eps^5) queries", "converges ... at rate
O(...)") was written as an own result, but as wired it could make no theory label: the two
blind rows it was written for (dev10 aistats2025:qmZwsWnMi7, dev11 nips1996:d4d5d9de00,
both gold ``theory`` with no run) stayed ``unclear`` (RESULTS.md, wave 64, nocue64 §5).

:data:`STANDALONE` are the keys of the forms read as a result in their own right: a cost
the method is said to have in O-notation is a complexity result (LABELLING_GUIDE.md:
"bounds, rates, complexity"), which an abstract with no run states as a theory paper does.
:func:`unaided` is what :func:`.classify.verdict` and the gate's ``beside`` read: the cues
without wave 55's forms, the standalone ones kept.  The fitted layer still reads the paper
as fitted (``model.paper_features`` strips every key of ``THEORISED``, these included), so
the shipped weights keep their meaning; only the allowed labels change.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from analysis.paper_types import blindforms, theoryrecall67
from analysis.paper_types import cues as _cues
from analysis.paper_types.pattern_plans import word_start as at_word_start
from analysis.paper_types.theorised_cues import THEORISED, untheorised

if TYPE_CHECKING:
    from analysis.paper_types.cues import Cue

# model.py reads all three here (one import line: model.py is at the 400-line limit)
__all__ = ["STANDALONE", "THEORISED", "unaided", "untheorised"]

#: The keys of :mod:`.blindforms`' own-cost forms (an own cost or rate in O-notation).
STANDALONE = frozenset(_cues._key("theory", at_word_start(x)) for x, _ in blindforms.THEORY)
assert STANDALONE <= THEORISED  # they are appended to apparatus.THEORY (wave 64)
#: session 67 (recall67): an own plain "we show that", an existence established, a running
#: time in words (:mod:`.theoryrecall67`), each only where no empirical phrase counts
assert theoryrecall67.keys() == frozenset(_cues._key("theory", at_word_start(x))
                                         for x, _ in theoryrecall67.THEORY)
STANDALONE |= theoryrecall67.keys()
assert STANDALONE <= THEORISED


def unaided(cues: Iterable[Cue]) -> list[Cue]:
    """The cues without wave 55's forms, :data:`STANDALONE`'s kept, in their order."""
    return [c for c in cues if c.key not in THEORISED or c.key in STANDALONE]

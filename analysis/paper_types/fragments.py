"""The evidence as the abstract writes it: the fragment around the deciding cue, and
the phrases beside it.

Cues are found in the cleaned abstract (:func:`analysis.text.clean.clean_text` drops
LaTeX maths and commands, URLs, PDF debris), so evidence cut from it garbled the maths:
"achieves O T regret" where the abstract says "achieves $\\tilde O(\\sqrt T)$ regret"
(1,318 deciding fragments of the 24k papers, and 338 other phrases, were not in their
abstract with its debris repaired).  What is shown is the same span of the abstract: the
span of the cleaned text, chosen as before (the labels and the phrases chosen do not
change), mapped back through an offset map of cleaning
(:func:`analysis.text.origins.cleaned_with_origins`), with the debris cleaning repairs
repaired again (:func:`analysis.text.clean.without_debris`: "fea- tures", "(cid:173)"
or a ligature is never what the author wrote).  Wave 23: 4 fragments left, all fall-backs.

Why an offset map, not the cleaned words re-found in the abstract (anchored on the first
and last word, non-word gaps allowed): its spans are exact by construction, a formula
whole or not at all, where anchoring is ambiguous whenever an end word repeats and must
guess which gaps cleaning could have made.  Why made here, on request, not while
cleaning: the typing process has the abstract as written, and evidence the abstract holds
as it stands is shown as it is (a substring test), so the map is made for the ~1,500 of
the 24k papers whose cleaning changed evidence, at about 0.1 ms each, and cleaning (every
paper, in the loading process) pays nothing.  Why the cleaned fragment is the fall-back:
where the retraced cleaning is not the text the cue was found in (the map would not be
the cue's) or the span as written is far longer than as cleaned (a display formula of 300
characters; a price's "$" paired with a later one, a passage read as maths), the span is
not certain or not a fragment any more.
"""

from __future__ import annotations

import re
from collections import deque
from functools import lru_cache
from itertools import islice

from analysis.paper_types.misreads66 import named_bang
from analysis.text.clean import without_debris
from analysis.text.origins import Traced, cleaned_with_origins, origin

# Words shown before and after the deciding cue: enough for its clause ("we prove that the
# estimator is minimax optimal over Sobolev balls"), short enough for a table cell.
FRAGMENT_WORDS = (8, 12)
# A fragment as written is at most EXTRA_CHARS characters longer than as cleaned, and at
# most GROWTH times as long (a phrase SHORT_EXTRA longer: "2%" for "$0.2$\%"): room for
# formulas, not for a passage.
EXTRA_CHARS, GROWTH, SHORT_EXTRA = 120, 3, 24
# Sentence ends: '.', '!' or '?' then space and a capital/digit/quote; not after common
# abbreviations ("e.g.", "i.e.", "et al.", "Fig.", "vs.": cues.sentence_starts).
SENTENCE_END = re.compile(r"[.!?][\"')\]]?\s+(?=[\"'(\[]?[A-Z0-9])")
WORD = re.compile(r"\S+")
_START, _END = re.Match.start, re.Match.end


def fragment_span(text: str, first: int, start: int, end: int) -> tuple[int, int, bool, bool]:
    """(from, to, cut before, cut after): the span of ``text`` shown around the cue at
    ``start:end`` whose sentence starts at or before ``first``, at most FRAGMENT_WORDS
    words either side within the sentence, and whether words were left out either side."""
    # the last sentence end up to the cue, abbreviations too ("e.g. The"): one ends where
    # the cue's sentence starts (or that is 0), so the scan starts there
    for m in SENTENCE_END.finditer(text, first, start + 1):  # +1: the lookahead
        if not named_bang(text, m.start()):  # "the Yahoo! Answers data": one sentence
            first = m.end()
    stop = next((m for m in SENTENCE_END.finditer(text, end)
                 if not named_bang(text, m.start())), None)
    last = stop.start() + 1 if stop else len(text)
    before, after = FRAGMENT_WORDS
    # only the words shown and one more either side (to know whether to cut) are
    # read: a long sentence's other words change nothing
    left = list(deque(map(_START, WORD.finditer(text, first, start)), before + 1))
    right = list(islice(map(_END, WORD.finditer(text, end, last)), after + 1))
    a = left[-before] if len(left) >= before else (left[0] if left else start)
    b = right[after - 1] if len(right) >= after else (right[-1] if right else end)
    return a, b, len(left) > before, len(right) > after


def fragment(text: str, first: int, start: int, end: int, original: str = "") -> tuple[str, str]:
    """The fragment around the cue at ``text[start:end]`` (:func:`fragment_span`), white
    space collapsed, "…" where it is cut: as ``text`` reads it (what the evidence is chosen
    by) and in the words of ``original``, the abstract ``text`` was cleaned from
    (:func:`as_written`; the same without it)."""
    a, b, cut_before, cut_after = fragment_span(text, first, start, end)
    shown = " ".join(text[a:b].split())
    written = shown if not original or shown in original else (
        as_written(text, a, b, original) or shown)
    before, after = "…" if cut_before else "", "…" if cut_after else ""
    return before + shown + after, before + written + after


@lru_cache(maxsize=8)  # a paper's fragments are shown again by each decision that reads them
def as_written(cleaned: str, a: int, b: int, original: str) -> str | None:
    """``cleaned[a:b]`` as ``original`` writes it, its debris repaired
    (:func:`~analysis.text.clean.without_debris`); None where that is not certain or not a
    fragment (see the module docstring).

    ``cleaned`` is ``clean_text(original)``, or its end (the pipeline's text after the
    title)."""
    shown = " ".join(cleaned[a:b].split())
    if shown in _repaired(original):  # only white space or debris differs
        return shown
    traced = _traced(original)
    shift = len(traced[0]) - len(cleaned)
    if shift < 0 or not traced[0].endswith(cleaned) or not 0 <= a < b <= len(cleaned):
        return None
    x, y = origin(traced, a + shift, b - 1 + shift)
    written = without_debris(original[x:y])
    if len(written) - len(shown) > min(EXTRA_CHARS, max((GROWTH - 1) * len(shown), SHORT_EXTRA)):
        return None
    return written


@lru_cache(maxsize=4)
def _repaired(original: str) -> str:
    """The abstract, its debris repaired, kept while its phrases are shown."""
    return without_debris(original)


@lru_cache(maxsize=4)
def _traced(original: str) -> Traced:
    """The offset map of one abstract, kept while its fragments are shown (one a side)."""
    return cleaned_with_origins(original)

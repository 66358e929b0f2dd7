"""The sentence fragment around a deciding cue, in the abstract's own words.

Cues are found in the cleaned abstract (:func:`analysis.text.clean.clean_text` drops
LaTeX maths and commands, URLs, PDF debris), so the fragment is cut from it: "achieves O
T regret" where the abstract says "achieves $\\tilde O(\\sqrt T)$ regret" (about 300 of
the 24k papers' evidence).  The fragment shown is the same span of the abstract as
written: the cleaned words, then (:func:`as_written`) their characters mapped back
through :func:`analysis.text.origins.cleaned_with_origins`, an offset map of cleaning.

Why an offset map, and made here: its spans are exact by construction (a formula is
shown whole or not at all), where re-finding the cleaned words in the original (anchoring
on the first and last word) is ambiguous whenever those words repeat, and it needs
nothing of the loading process, which has already sent the typing process just the
original abstract.  Why lazily: a fragment the abstract holds as it stands is shown as it
is (the fast path: a substring test), so the map is made for a few hundred papers, at
under a millisecond each.  Why it falls back to the cleaned fragment: where the retraced
cleaning is not the text the cue was found in, or the span as written is far longer than
as cleaned (a "$" of a price pairs with a later one and a whole passage reads as maths),
the mapping is not to be trusted or not a fragment any more.
"""

from __future__ import annotations

import re
from collections import deque
from functools import lru_cache
from itertools import islice

from analysis.text.origins import Traced, cleaned_with_origins, origin

# Words shown before and after the deciding cue: enough for its clause ("we prove that the
# estimator is minimax optimal over Sobolev balls"), short enough for a table cell.
FRAGMENT_WORDS = (8, 12)
# A fragment as written is at most this many characters longer than as cleaned, and at
# most GROWTH times as long: room for formulas, not for a passage.
EXTRA_CHARS, GROWTH = 120, 3
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
        first = m.end()
    stop = SENTENCE_END.search(text, end)
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
    """``cleaned[a:b]`` as ``original`` writes it, white space collapsed; None where that
    is not certain or not a fragment (see the module docstring).

    ``cleaned`` is ``clean_text(original)``, or its end (the pipeline's text after the
    title)."""
    whole = " ".join(original.split())
    shown = " ".join(cleaned[a:b].split())
    if shown in whole:  # only the white space differs
        return shown
    traced = _traced(original)
    shift = len(traced[0]) - len(cleaned)
    if shift < 0 or not traced[0].endswith(cleaned) or not 0 <= a < b <= len(cleaned):
        return None
    x, y = origin(traced, a + shift, b - 1 + shift)
    written = " ".join(original[x:y].split())
    if len(written) > min(len(shown) + EXTRA_CHARS, GROWTH * len(shown)):
        return None
    return written


@lru_cache(maxsize=4)
def _traced(original: str) -> Traced:
    """The offset map of one abstract, kept while its fragments are shown (one a side)."""
    return cleaned_with_origins(original)

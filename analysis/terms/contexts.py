"""Keyword-in-context snippets: a term shown where papers use it (Luhn's KWIC, 1960).

Where a paper uses the term is given by the caller as character spans, normally the
search's own (:meth:`analysis.search.SearchPlan.spans`), so a snippet shows every variant
the search finds ("Mixture-of-Experts", "mixtures of experts", "MoE").  The dashboard
gives the search's first match with each acronym written in its case
(:meth:`analysis.search.SearchPlan.first_cased_span`): the search counts a paper by
keys, any case, so three OCR'd NeurIPS 1992-93 abstracts count for "optimal transport
(OT)" by an "ot" of "ot.her" or "prot.ot.ypes"; they are still counted, but give no
snippet, and a paper with the acronym and such a fragment shows the acronym.

A snippet is a paper's first match with up to ``width`` characters either side, cut on
whole words: at a sentence boundary when one falls within the window (the snippet then
starts or ends with the sentence, no ellipsis), else after the last whole word, marked
"…".  Only the papers asked for are read, one after the other until ``limit`` snippets,
so a snippet list costs a few ms whatever the corpus size.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt
import pandas as pd

from analysis.schema import as_mask

COLUMNS = ["row", "left", "match", "right"]
ELLIPSIS = "…"
#: Where the text goes where a term's match is (character spans, first one used).
SpanFinder = Callable[[str], Sequence[tuple[int, int]]]

# A sentence ends at . ! ? followed by space and a capital, digit or bracket (not "e.g. the").
_SENTENCE_END = re.compile(r"(?<!\be\.g)(?<!\bi\.e)(?<!\bet al)[.!?](?=\s+[A-Z0-9(\[])")
_LAST_SENTENCE_END = re.compile(r"(?<!\be\.g)(?<!\bi\.e)(?<!\bet al)[.!?]\s+(?=[A-Z0-9(\[])")


def keyword_contexts(texts: Sequence[str], spans: SpanFinder, rows: npt.ArrayLike | None = None,
                     width: int = 60, limit: int = 20) -> pd.DataFrame:
    """Keyword-in-context snippets: one per paper of ``rows`` (None: all) whose text has a
    match, in row order, up to ``limit``.

    Returns
    -------
    DataFrame
        Columns ``row`` (paper row), ``left`` (text before the match, cut on a word or a
        sentence; starting with "…" when cut inside a sentence), ``match`` (the text as
        written) and ``right`` (after the match, likewise; ending with "…" when cut).
    """
    out = []
    for i in np.flatnonzero(as_mask(rows, len(texts))).tolist():
        text = texts[i] or ""
        found = spans(text)
        if len(found):
            start, end = found[0]
            out.append((i, *snippet(text, start, end, width)))
            if len(out) >= limit:
                break
    return pd.DataFrame(out, columns=COLUMNS)


def snippet(text: str, start: int, end: int, width: int) -> tuple[str, str, str]:
    """(left, match, right) of ``text[start:end]`` with at most ``width`` characters of
    context either side, cut on whole words or sentences (see the module docstring)."""
    lo, hi = max(0, start - width), min(len(text), end + width)
    left, right = text[lo:start], text[end:hi]
    sentence_starts = [m.end() for m in _LAST_SENTENCE_END.finditer(left)]
    if sentence_starts:
        left = left[sentence_starts[-1]:]
    elif lo > 0:
        if not text[lo - 1].isspace():  # the window starts inside a word: drop it
            space = left.find(" ")
            left = left[space + 1:] if space >= 0 else ""
        left = ELLIPSIS + left.lstrip()
    stop = _SENTENCE_END.search(right)
    if stop is not None:
        right = right[:stop.end()]
    elif hi < len(text):
        if not text[hi].isspace():  # the window ends inside a word: drop it
            space = right.rfind(" ")
            right = right[:space] if space >= 0 else ""
        right = right.rstrip() + ELLIPSIS
    return left, text[start:end], right

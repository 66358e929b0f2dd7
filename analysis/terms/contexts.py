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

Which papers: a deterministic sample spread over the papers' venues and years
(:func:`spread_sample`), not the first in store order (a reviewer: on the 24k all 20
"neural network" snippets were alphabetical ACL 2021 titles, on the 61k the "robot" ones
alphabetical early ICRA).  The papers using the term are put in (venue, year) order and a
systematic sample is drawn from them (implicit stratification: Kish 1965, §4.7; Cochran
1977, §8.6): each (venue, year) gets snippets in proportion to its papers using the
term (20 snippets over 20 equal (venue, year) cells: one each).  The papers read after
those 20, in case some give no snippet (an acronym only in another case), are further
systematic samples shifted into the gaps (by the van der Corput sequence: ¼, ¾, ⅛, …), so
a stand-in is spread too.  The shown snippets are in (venue, year) order.
Cost: one stable sort of the papers' cell codes (a radix sort when they fit 16 bits, as
(venue, year) cells do: ~1 ms for 24,000 papers).
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


def spread_sample(strata: np.ndarray, n: int, per_round: int | None = None) -> np.ndarray:
    """Positions into ``strata`` (each paper's (venue, year) code, ints) of at most ``n``
    papers spread over the strata (module docstring): systematic samples of ``per_round``
    (default ``n``) papers of the (stratum, position) order, the first centred
    (positions (i + ½)·N/per_round), each next one shifted by the van der Corput
    sequence (¼, ¾, ⅛, …) into the gaps of those before, so the first round is the
    snippets' sample and the later ones the stand-ins for papers that give none.  Papers
    the rounds miss (a round of more than N) follow in order.  Deterministic."""
    total = len(strata)
    if total == 0 or n <= 0:
        return np.zeros(0, dtype=np.int64)
    codes = np.asarray(strata)
    lo = int(codes.min())
    # 16-bit codes sort by radix in linear time; (venue, year) cells nearly always fit
    key = (codes - lo).astype(np.int16 if int(codes.max()) - lo < 2**15 else np.int64)
    order = np.argsort(key, kind="stable")
    per = max(1, min(per_round or n, n))
    shift = np.array([_van_der_corput(r + 1) for r in range(-(-n // per))])
    at = ((np.arange(per)[None, :] + shift[:, None]) * total / per).astype(np.int64).ravel()
    _, first = np.unique(at, return_index=True)
    at = at[np.sort(first)]
    if len(at) < min(n, total):  # more papers asked for than the rounds reach
        at = np.concatenate([at, np.setdiff1d(np.arange(total), at)])
    return order[at[:n]]


def _van_der_corput(k: int) -> float:
    """The k-th term of the base-2 van der Corput sequence: k's bits reversed behind the
    point (1 -> ½, 2 -> ¼, 3 -> ¾, 4 -> ⅛)."""
    out, scale = 0.0, 0.5
    while k:
        out += scale * (k & 1)
        k >>= 1
        scale /= 2
    return out


def keyword_contexts(texts: Sequence[str], spans: SpanFinder, rows: npt.ArrayLike | None = None,
                     width: int = 60, limit: int = 20) -> pd.DataFrame:
    """Keyword-in-context snippets: one per paper of ``rows`` (None: all; a bool mask, in
    row order; or row positions, in their order) whose text has a match, up to ``limit``.

    Returns
    -------
    DataFrame
        Columns ``row`` (paper row), ``left`` (text before the match, cut on a word or a
        sentence; starting with "…" when cut inside a sentence), ``match`` (the text as
        written) and ``right`` (after the match, likewise; ending with "…" when cut).
    """
    out = []
    arr = None if rows is None else np.asarray(rows)
    read = arr.astype(np.int64) if arr is not None and arr.dtype != bool \
        else np.flatnonzero(as_mask(arr, len(texts)))
    for i in read.tolist():
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

"""Keyword-in-context snippets: a term shown where papers use it.

Matching is on word keys (:func:`analysis.terms.inflection.word_key`), so "model" finds
"Models" but not "Remodeling", and "RL" not "URL"; a phrase matches its words in
sequence.  A cheap text scan for the first word's spelling picks the candidate papers
first, so that only those are tokenised (fast even at 24,000 papers).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator, Sequence

import numpy as np
import numpy.typing as npt
import pandas as pd

from analysis.schema import as_mask
from analysis.terms.inflection import text_key, word_key
from analysis.text import TOKEN_RE, strip_accents

COLUMNS = ["row", "left", "match", "right"]


def keyword_contexts(texts: Sequence[str], term: str, rows: npt.ArrayLike | None = None,
                     width: int = 60, limit: int = 20) -> pd.DataFrame:
    """Keyword-in-context snippets of ``term`` in ``texts``.

    Matches whole words, case-insensitively and across inflections ("model" finds
    "Models"); a phrase matches its words in sequence.  At most one snippet per paper,
    in row order, up to ``limit`` snippets.

    Returns
    -------
    DataFrame
        Columns ``row`` (paper row), ``left`` (up to ``width`` characters before the
        match), ``match`` (the text as written) and ``right`` (up to ``width`` after).
    """
    keys = text_key(term).split()
    if not keys:
        return pd.DataFrame(columns=COLUMNS)
    mask = as_mask(rows, len(texts))
    # fast filter on the first word's spelling, then an exact check on word keys
    prefix = _prefix(keys[0])
    out = []
    for i in _candidate_rows(texts, np.flatnonzero(mask), prefix):
        text = texts[i] or ""
        scan = strip_accents(text)  # match "Nystrom" in "Nyström", show the text as written
        if not text.isascii():
            if len(scan) != len(text):  # offsets into scan would not fit text
                text = scan
            if prefix not in scan.lower():
                continue
        snippet = _first_match(text, scan, keys, width)
        if snippet is not None:
            out.append((int(i), *snippet))
        if len(out) >= limit:
            break
    return pd.DataFrame(out, columns=COLUMNS)


def _first_match(text: str, scan: str, keys: list[str],
                 width: int) -> tuple[str, str, str] | None:
    """(left, match, right) of the first place where the words of ``scan`` have the
    ``keys``, cut from ``text`` (same offsets), or None."""
    found = list(TOKEN_RE.finditer(scan))
    found_keys = [word_key(m.group()) for m in found]
    n = len(keys)
    for s in range(len(found) - n + 1):
        if found_keys[s:s + n] != keys:
            continue
        # words of a phrase must be separated by spaces only
        if not all(scan[found[s + q].end():found[s + q + 1].start()].isspace()
                   for q in range(n - 1)):
            continue
        start, end = found[s].start(), found[s + n - 1].end()
        return text[max(0, start - width):start], text[start:end], text[end:end + width]
    return None


def _prefix(key: str) -> str:
    """A prefix (lower case) that every surface form with this word key starts with."""
    # "policy"/"policies", "matrix"/"matrices", "analysis"/"analyses"
    return key[:-2] if len(key) > 4 else key


def _candidate_rows(texts: Sequence[str], idx: np.ndarray, prefix: str) -> Iterator[int]:
    """Rows of ``idx``, in order, whose text may contain a word starting with
    ``prefix`` (lower case): one ``str.find`` scan over the joined, lower-cased texts
    (fast even at 24,000 papers), plus every non-ASCII text (its accented spelling is
    only matched after accents are stripped)."""
    selected = [texts[i] or "" for i in idx]
    if not selected:
        return
    joined = "\n".join(selected)
    low = joined.lower()
    starts = np.cumsum([0] + [len(t) + 1 for t in selected[:-1]])
    hits: Iterator[int]
    if len(low) != len(joined):  # a character whose lower case is longer: scan each text
        hits = (j for j, t in enumerate(selected) if prefix in t.lower())
    else:
        hits = _find_all(low, prefix, starts)
    accented = (j for j, t in enumerate(selected) if not t.isascii())
    last = -1
    for j in heapq.merge(hits, accented):
        if j != last:
            last = j
            yield int(idx[j])


def _find_all(low: str, prefix: str, starts: np.ndarray) -> Iterator[int]:
    """Text numbers (ascending) with ``prefix`` at the start of a word."""
    pos = low.find(prefix)
    last = -1
    while pos >= 0:
        before = low[pos - 1] if pos else " "
        if not (before.isalnum() or before in "-_'"):
            j = int(np.searchsorted(starts, pos, side="right") - 1)
            if j != last:
                last = j
                yield j
            # continue after this text
            after = starts[j + 1] if j + 1 < len(starts) else len(low)
            pos = low.find(prefix, after)
            continue
        pos = low.find(prefix, pos + 1)

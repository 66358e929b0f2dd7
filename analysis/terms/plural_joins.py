"""A phrase ending in a plural of two singulars, joined to the singular its corpus writes.

Why
    "bases" is the plural of "base" and of "basis" (:data:`analysis.terms.inflection.
    AMBIGUOUS_PLURALS`).  Made "basis" everywhere, "knowledge bases" was shown as
    "knowledge basis" and counted apart from "knowledge base": on the 24k corpus two
    terms, "knowledge base (KB)" in 87 papers and "knowledge basis" in 53; made "base"
    everywhere, "orthonormal bases" would be "orthonormal base".  Which singular is meant
    depends on the words before it, and the corpus says which: the papers writing
    "knowledge base" (87 on the 24k, none "knowledge basis"), "orthonormal basis".

Method
    The plural keeps its own key ("bases"), so a phrase of it is a phrase of its own
    ("knowledge bases"); :func:`plural_joins` joins it to the phrase with the same words
    and a singular head that the corpus's papers write most (a term of the selection:
    "knowledge base"), and it is shown as that one.  A phrase whose singular no selected
    phrase has keeps its plural ("wavelet bases"): guessing from the head word alone would
    show "basis" after "knowledge" again.  The head is the last word or the word before
    "of"/"to", as :func:`analysis.terms.display.key_display` reads it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np

from analysis.terms.inflection import AMBIGUOUS_PLURALS


class _Phrase(Protocol):
    key: str
    level: int
    shown: str
    stats: np.ndarray


def _head_at(words: list[str]) -> int:
    for j, w in enumerate(words):
        if w in ("of", "to") and 0 < j < len(words) - 1:
            return j - 1
    return len(words) - 1


def plural_joins(parts: Sequence[_Phrase]) -> dict[int, int]:
    """Part index -> the part it joins: each phrase headed by an ambiguous plural to the
    phrase of its most written singular (most papers, then the singulars' order), which
    it is then shown as (its ``shown`` is set to that phrase's)."""
    by_key = {p.key: i for i, p in enumerate(parts)}
    out: dict[int, int] = {}
    for i, p in enumerate(parts):
        if p.level < 2:
            continue
        words = p.key.split()
        at = _head_at(words)
        if words[at] not in AMBIGUOUS_PLURALS:
            continue
        found = [by_key[k] for k in (" ".join(words[:at] + [one] + words[at + 1:])
                                     for one in AMBIGUOUS_PLURALS[words[at]]) if k in by_key]
        if found:
            target = max(found, key=lambda j: int(parts[j].stats[0]))  # max: the first on a tie
            out[i] = target
            parts[i].shown = parts[target].shown
    return out

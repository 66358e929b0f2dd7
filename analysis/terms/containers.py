"""The longer terms holding a phrase, for C-value's nesting, and a word's share inside one
phrase (:mod:`analysis.terms.termhood`, module docstring: nested terms, standing alone).

Moved out of :mod:`analysis.terms.model` unchanged (wave 36), to keep that module
within its size.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from analysis.terms.headed import Part
from analysis.terms.phrase_counts import parts


def containers(parts_list: Sequence[Part], bits: int, keyword: np.ndarray
               ) -> tuple[np.ndarray, np.ndarray]:
    """For each phrase part, how many distinct phrase parts one word longer hold it
    ("principal", "independent component analysis": C-value's nesting, in termhood), and
    how many of them are keywords (held by no keyword, a phrase is the term itself)."""
    index = {(p.level, p.code): i for i, p in enumerate(parts_list) if p.level > 1}
    out = np.zeros(len(parts_list), dtype=np.int64)
    terms = np.zeros(len(parts_list), dtype=np.int64)
    for i, p in enumerate(parts_list):
        if p.level < 3:
            continue
        prefix, suffix = parts(np.array([p.code], dtype=np.int64), p.level, bits)
        for j in {index.get((p.level - 1, int(c[0]))) for c in (prefix, suffix)} - {None}:
            out[j] += 1
            terms[j] += bool(keyword[i])
    return out, terms


def inside_shares(parts_list: Sequence[Part]) -> np.ndarray:
    """For each word part, the largest share of its occurrences inside one phrase part."""
    tf = {p.key: int(p.stats[1]) for p in parts_list if p.level == 1}
    most: dict[str, int] = {}
    for p in parts_list:
        if p.level > 1:
            for w in set(p.key.split()):
                most[w] = max(most.get(w, 0), int(p.stats[1]))
    return np.array([most.get(p.key, 0) / max(tf[p.key], 1) if p.level == 1 else 0.0
                     for p in parts_list])

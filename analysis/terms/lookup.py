"""How a typed text finds its term: the index :meth:`analysis.terms.Vocabulary.lookup`
reads, by display form, key and every spelling, with and without hyphens and spaces."""

from __future__ import annotations

import pandas as pd

from analysis.text import fold


def compact(key: str) -> str:
    """A key without hyphens and spaces ("meta-learning" -> "metalearning")."""
    return key.replace("-", "").replace(" ", "")


def lookup_index(terms: pd.DataFrame) -> dict[str, int]:
    """Term ids by folded display form, key, every spelling, and those without hyphens
    and spaces.  Display forms and keys first, so ``lookup(term)`` is always that term."""
    index: dict[str, int] = {}
    for j, (shown, key) in enumerate(zip(terms["term"], terms["key"], strict=True)):
        index.setdefault(fold(str(shown)), j)
        index.setdefault(str(key), j)
    for j, spellings in enumerate(terms["spellings"]):
        for spelling in str(spellings).split(";"):
            index.setdefault(spelling, j)
            index.setdefault(compact(spelling), j)
    for j, key in enumerate(terms["key"]):
        index.setdefault(compact(str(key)), j)
    return index

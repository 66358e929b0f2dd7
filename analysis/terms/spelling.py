"""One spelling of a keyword for every table that names it (issue 10).

Why
    A keyword is shown as its term, its acronym joined when the papers write it
    (:mod:`analysis.terms.shown_acronyms`) and a label head when most of its papers write
    one (:mod:`analysis.terms.headed`): "reinforcement learning (RL)", "Kullback-Leibler
    (KL) divergence".  Before session 64 only the keyword tables (top keywords,
    characteristic keywords, acceptance per keyword) and the topic labels carried the
    acronym and head; keyword trends, rising / falling, what rising / falling tested,
    emerging terms, the two-group comparison and the venue profiles carried the bare
    ``term``, so the same keyword read "reinforcement learning (RL)" in the top-keywords
    chart and "reinforcement learning" in the rising / falling chart, their downloads and
    their sentences (walk64, ICRA + IROS + RSS).  Every table naming a keyword now carries
    the same ``acronym`` and ``head`` columns, taken here from the vocabulary's one
    decision, and every display joins them with :func:`labels` (the one rule,
    :func:`analysis.terms.headed.term_label`), as :meth:`analysis.terms.Vocabulary.label`
    does for the topic labels; the topics' listed terms as shown (``top_terms_shown``;
    ``top_terms`` keeps the model's terms, which topic coherence is scored on:
    :mod:`analysis.tables.topics`) and the keyword pickers' options (:func:`shown`) follow
    it too.  ``term`` stays the bare term: it is what a click searches for, and the key a
    reader's picks and the trend lines are matched by.

Method
    A row names a keyword when the table has no ``kind`` column or its ``kind`` is
    "keyword" (a topic row's ``term`` is the topic's label, already spelled so: its
    ``acronym`` and ``head`` are "").  Its term id is :meth:`~analysis.terms.Vocabulary.
    lookup` of the term, which gives a term's own display form back first
    (:func:`analysis.terms.lookup.lookup_index`), read from a dictionary of the display
    forms made once per vocabulary (:attr:`~analysis.terms.Vocabulary.display_ids`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from analysis.terms.headed import term_label
from analysis.terms.term_matrix import Vocabulary

#: The columns that spell a keyword, in the order the tables give them.
SPELLING_COLUMNS = ("term", "acronym", "head")


def spelling_columns(vocab: Vocabulary, ids: Sequence[int] | np.ndarray
                     ) -> dict[str, np.ndarray]:
    """``term``, ``acronym`` (as shown) and ``head`` of the terms ``ids``, as arrays."""
    at = np.asarray(ids, dtype=np.int64)
    # from the vocabulary's arrays, made once (the columns taken per table cost ~1 ms)
    return {c: column[at] for c, column in zip(SPELLING_COLUMNS, vocab.spelled, strict=True)}


def with_spelling(table: pd.DataFrame, vocab: Vocabulary) -> pd.DataFrame:
    """``table`` with ``acronym`` and ``head`` just after ``term``, for the rows naming a
    keyword (module docstring); "" elsewhere.  A table without ``term`` (nothing listed)
    is returned as it is."""
    if "term" not in table:
        return table
    acronym = np.full(len(table), "", dtype=object)
    head = np.full(len(table), "", dtype=object)
    keyword = (table["kind"] == "keyword").to_numpy() if "kind" in table else \
        np.ones(len(table), dtype=bool)
    terms = table["term"].to_numpy(dtype=object)
    ids = vocab.display_ids
    found = {t: j for t in dict.fromkeys(terms[keyword])
             if isinstance(t, str) and (j := ids[t] if t in ids else vocab.lookup(t)) is not None}
    rows = [i for i in np.flatnonzero(keyword) if terms[i] in found]
    if rows:
        spelled = spelling_columns(vocab, [found[terms[i]] for i in rows])
        acronym[rows], head[rows] = spelled["acronym"], spelled["head"]
    out = table.drop(columns=[c for c in ("acronym", "head") if c in table])
    at = list(out.columns).index("term") + 1
    out.insert(at, "acronym", acronym)
    out.insert(at + 1, "head", head)
    return out


def labels(table: pd.DataFrame) -> list[str]:
    """Each row's keyword as shown (its ``acronym`` and ``head`` columns if any):
    "generative adversarial network (GAN)", "Kullback-Leibler (KL) divergence", or the
    term alone (a topic's label)."""
    blank = [""] * len(table)
    acronyms = table["acronym"] if "acronym" in table else blank
    heads = table["head"] if "head" in table else blank
    return [term_label(str(t), a, h)
            for t, a, h in zip(table["term"], acronyms, heads, strict=True)]


def label(row: pd.Series | dict[str, object]) -> str:
    """One row's keyword as shown (:func:`labels`)."""
    return term_label(str(row["term"]), row.get("acronym", ""), row.get("head", ""))


def shown(vocab: Vocabulary, text: str) -> str:
    """``text`` spelled as the charts spell the keyword it is the term of (a picker's
    option: "reinforcement learning" -> "reinforcement learning (RL)"); else as given (a
    search, an acronym typed, a word that is no term's display form)."""
    j = vocab.lookup(text)
    return vocab.label(j) if j is not None and vocab.spelled[0][j] == text else text

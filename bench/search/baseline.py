"""The search this project had before FTS5 (analysis/search.py at d05b063, verbatim below
this paragraph): kept as the benchmark's baseline.

Searching titles and abstracts: whole words, any case, "quoted phrases".

A paper matches a query when its text contains every term as whole words, ignoring case
(``'"gradient descent" privacy'``: the phrase and the word).  The text searched is the
title and the cleaned abstract, lower-cased once per corpus (:func:`build_search_text`);
a word index (:class:`SearchIndex`) narrows a query to the papers holding all its words
before any text is scanned, so a search over 24,000 abstracts takes milliseconds.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass

import numpy as np
import pandas as pd
import scipy.sparse as sp

from analysis.schema import Mask, Rows, as_mask

_WORD = re.compile(r"\w+")


def build_search_text(papers: pd.DataFrame) -> pd.Series:
    """The text a search reads: each paper's cleaned title and text, lower-cased (``title`` is
    for display: LaTeX rendered, as written)."""
    titles = papers["title_clean"] if "title_clean" in papers else papers["title"]
    return (titles + " . " + papers["text"]).str.lower()


def query_terms(query: str) -> list[str]:
    """Search terms: quoted phrases stay whole ('"gradient descent" privacy')."""
    try:
        parts = shlex.split(query)
    except ValueError:  # an unbalanced quote: search the words as typed
        parts = query.replace('"', " ").split()
    return [p.strip() for p in parts if p.strip()]


def query_pattern(query: str) -> re.Pattern | None:
    """A case-insensitive whole-word pattern matching any term of the query (for highlighting)."""
    terms = query_terms(query)
    if not terms:
        return None
    alts = [r"\s+".join(map(re.escape, t.split())) for t in terms]
    return re.compile(r"(?<!\w)(?:" + "|".join(alts) + r")(?!\w)", re.IGNORECASE)


def _contains_whole(text: str, pattern: re.Pattern) -> bool:
    """``pattern`` (a literal start, ending in a look-ahead) occurs in ``text`` as whole words.

    The word boundary before the match is checked by hand: a leading look-behind
    would stop Python's regex engine from scanning for the literal, 8x slower.
    """
    for m in pattern.finditer(text):
        start = m.start()
        if start == 0 or not (text[start - 1].isalnum() or text[start - 1] == "_"):
            return True
    return False


def text_mask(texts: pd.Series, query: str) -> Mask:
    """Papers whose text contains every term of ``query`` as whole words, ignoring case.

    ``texts`` must be lower-cased.  A plain substring test narrows the papers first;
    the whole-word test then runs on those only (a search answers in tens of ms at 24k).
    """
    values = texts.to_numpy(dtype=object)
    mask = np.ones(len(values), dtype=bool)
    for term in query_terms(query):
        words = term.lower().split()
        pattern = re.compile(r"\s+".join(map(re.escape, words)) + r"(?!\w)")
        first = words[0]
        hits = [i for i in np.flatnonzero(mask)
                if first in values[i] and _contains_whole(values[i], pattern)]
        mask[:] = False
        mask[hits] = True
    return mask


@dataclass(frozen=True)
class SearchIndex:
    """Lower-cased word (``\\w+`` token) -> the papers containing it, built once per corpus."""

    words: dict[str, int]
    papers: sp.csc_matrix  # papers x words, 0/1

    def having(self, word: str) -> np.ndarray | None:
        """Row indices of the papers containing ``word``; None when no paper does."""
        j = self.words.get(word)
        if j is None:
            return None
        return self.papers.indices[self.papers.indptr[j]:self.papers.indptr[j + 1]]


def build_search_index(search_text: pd.Series) -> SearchIndex:
    """The word index of :func:`build_search_text`'s texts."""
    from sklearn.feature_extraction.text import CountVectorizer

    cv = CountVectorizer(token_pattern=r"(?u)\w+", lowercase=False, binary=True, dtype=np.int8)
    X = cv.fit_transform(search_text.tolist()).tocsc()
    X.sort_indices()
    return SearchIndex(words=cv.vocabulary_, papers=X)


def _candidates(index: SearchIndex, query: str, n: int) -> Mask:
    """Papers containing every word of every term: a superset of the matches, exact
    for terms that are single words (a whole-word match of a ``\\w+`` token is the token)."""
    cand = np.ones(n, dtype=bool)
    for term in query_terms(query):
        for word in _WORD.findall(term.lower()):
            rows = index.having(word)
            if rows is None:
                return np.zeros(n, dtype=bool)
            has = np.zeros(n, dtype=bool)
            has[rows] = True
            cand &= has
    return cand


def search_mask(query: str, search_text: pd.Series, search_index: SearchIndex | None = None,
                within: Rows = None) -> Mask:
    """The papers among ``within`` (None: all) that match ``query``.

    ``search_text`` is :func:`build_search_text`'s; with its ``search_index`` only the
    phrases are checked against the text, and only in the papers holding all their words.
    """
    mask = as_mask(within, len(search_text)).copy()
    if search_index is not None:
        mask &= _candidates(search_index, query, len(search_text))
        phrases = " ".join(f'"{t}"' for t in query_terms(query)
                           if not _WORD.fullmatch(t.lower()))
    else:
        phrases = query
    if phrases:
        idx = np.flatnonzero(mask)
        sub = text_mask(search_text.iloc[idx], phrases)
        mask[idx[~sub]] = False
    return mask

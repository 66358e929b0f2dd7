"""Definitions written the other way round: "a tactile interface VT (vector-touch)".

Method
    Schwartz & Hearst (2003), "A simple algorithm for identifying abbreviation
    definitions in biomedical text" (PSB 2003), read both patterns: "long form (short
    form)" (:mod:`analysis.terms.acronyms`) and "short form (long form)", the short form
    the word just before the parenthesis, taken when what the parenthesis holds is no
    short form itself: more than two words or more than ten characters (their limits on
    a short form).  The long form must be all the parenthesis holds (words only, at most
    ``min(|A| + 5, 2 |A|)`` of them) and its words' initials must spell the short form
    (:func:`~analysis.terms.acronyms.long_form`'s first reading, each part of a
    hyphenated word and small function words skipped): "VT (vector-touch)", "SEM
    (Scanning Electron Microscope)".  Not Schwartz & Hearst's letters in order, which a
    parenthesis after a short form holds by chance far more often than a definition of
    it ("QA (Quasar-T and SearchQA)", "SGD (stochastic GD)": 24k corpus).

Read only to say what a paper means by its letters, never to join an acronym to a term
(the vocabulary's joins stay those of the forward pattern, so no keyword changes by
them): a paper defining "VT (vector-touch)" is, like one writing "vector-touch (VT)", no
"vision transformer (VT)" paper (:mod:`analysis.terms.redefined`, the search's
definition keys: :func:`analysis.search.keys.definition_keys`).  On the 61k corpus the
tactile display of IROS 2004 was the first paper of "vision transformer" so.
"""

from __future__ import annotations

import re

import numpy as np

from analysis.terms.acronyms import MAX_SHORT, _initials, is_short_form
from analysis.terms.scan import SCAN, without_accents
from analysis.terms.tokens import ChunkTokens
from analysis.text import TOKEN_RE

#: A parenthesis of words, hyphens, apostrophes and spaces only (found from its "(":
#: a pattern starting with the short form before it tried every place of every text,
#: twice the forward definitions' time), and the word just before it.
_INSIDE = re.compile(r"\(\s*([A-Za-z][\w'\- ]*?)\s*\)")
_BEFORE = re.compile(r"(?<![\w-])(" + TOKEN_RE.pattern + r")\s*$")


def reverse_long_form(short: str, words: list[str]) -> str | None:
    """The long form ``words`` (the parenthesis's words after ``short``) give it, or None
    (module docstring)."""
    if not words or not is_short_form(short) or len(words) > min(len(short) + 5,
                                                                 2 * len(short)):
        return None
    whole = " ".join(words)
    if len(whole.replace("-", " ").split()) <= 2 and len(whole) <= MAX_SHORT:
        return None  # itself a short form by Schwartz & Hearst's limits
    if not all(w[:1].isalpha() for w in words):
        return None
    letters = short[:-1] if short.endswith("s") and short[:-1].isupper() else short
    return whole if _initials(letters, words) == whole else None


def reverse_definitions(text: str) -> list[tuple[str, str]]:
    """(short form, long form) of each reverse definition in one cleaned text."""
    if "(" not in text:
        return []
    text = without_accents(text)
    out = []
    for m in _INSIDE.finditer(text):
        before = _BEFORE.search(text, max(m.start() - MAX_SHORT - 2, 0), m.start())
        if before is None:
            continue
        found = reverse_long_form(before.group(1), SCAN.findall(m.group(1)))
        if found:
            out.append((before.group(1), found))
    return out


def reverse_sites(chunk: ChunkTokens, candidate: np.ndarray
                  ) -> tuple[np.ndarray, list[str | None]]:
    """The chunk's tokens (of those where ``candidate``, a mask over the tokens) written
    just before a parenthesis, and the long form each reverse definition there gives
    (None: none), read from the chunk's tokens as :func:`reverse_definitions` reads a
    text."""
    token = chunk.surface
    surfaces = chunk.surfaces
    n = token.size
    if n < 4:
        return np.zeros(0, dtype=np.int64), []
    is_open = np.asarray(surfaces == "(", dtype=bool)
    sites = np.flatnonzero(candidate[:-2] & is_open[token[1:-1]])
    longs: list[str | None] = []
    for site in sites.tolist():
        short = str(surfaces[token[site]])
        limit = min(len(short) + 5, 2 * len(short))
        stop = min(site + 2 + limit + 1, n)
        words: list[str] = []
        found = None
        for at in range(site + 2, stop):
            if chunk.doc[at] != chunk.doc[site]:
                break
            word = str(surfaces[token[at]])
            if word == ")":
                found = reverse_long_form(short, words)
                break
            if not word[:1].isalpha():
                break
            words.append(word)
        longs.append(found)
    return sites.astype(np.int64), longs

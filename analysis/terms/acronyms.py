"""Acronyms defined in the papers: "generative adversarial networks (GANs)".

Method
    Schwartz & Hearst (2003), "A simple algorithm for identifying abbreviation
    definitions in biomedical text" (PSB 2003): a short form is a parenthesised token
    of 2-10 characters right after a run of words; its long form is the shortest
    ending of the at most ``min(|A| + 5, 2 |A|)`` words before the parenthesis in which
    the short form's letters and digits occur in order, read right to left, the first
    one starting a word.  Only definitions are read, never guessed: "RL" is joined to
    "reinforcement learning" because papers of the corpus write "reinforcement learning
    (RL)".

    A short form must hold two capitals, or a capital and a digit ("GAN", "MoE",
    "CoT", "k-NN", "L2O"), so that "(see)" or "(i)" are never taken for one.

Each chunk counts the papers that give each (short form, long form) pair
(:func:`definitions`); the pairs are summed over chunks and the dominant long form of
each short form chosen when the vocabulary is selected (:mod:`analysis.terms.selection`).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.terms.inflection import text_key, word_key
from analysis.terms.tokens import ChunkTokens

MIN_SHORT, MAX_SHORT = 2, 10


def is_short_form(token: str) -> bool:
    """Whether a parenthesised token can be an acronym ("GANs", "MoE", "k-NN")."""
    if not MIN_SHORT <= len(token) <= MAX_SHORT or not token[0].isalnum():
        return False
    capitals = sum(c.isupper() for c in token)
    return capitals >= 2 or (capitals == 1 and any(c.isdigit() for c in token))


_SKIPPED = frozenset({"of", "to", "for", "and", "the", "in", "on", "a", "an", "with"})


def long_form(short: str, words: list[str]) -> str | None:
    """The long form of ``short`` among the ``words`` before it, or None.

    First the words whose initials spell the acronym ("proximal policy optimization
    (PPO)", small function words skipped: "alternating direction method of multipliers
    (ADMM)"), else Schwartz & Hearst's ``findBestLongForm`` on the words joined by
    spaces (which would take "policy optimization" for PPO, the "p" of "optimization"
    standing for the second P)."""
    letters = short[:-1] if short.endswith("s") and short[:-1].isupper() else short
    by_initials = _initials(letters, words)
    if by_initials:
        return by_initials
    text = " ".join(words)
    s, i = len(letters) - 1, len(text) - 1
    while s >= 0:
        c = letters[s].lower()
        if not c.isalnum():
            s -= 1
            continue
        while i >= 0 and (text[i].lower() != c or (s == 0 and i > 0 and text[i - 1].isalnum())):
            i -= 1
        if i < 0:
            return None
        i -= 1
        s -= 1
    start = text.rfind(" ", 0, i + 1) + 1
    found = text[start:]
    n_words = len(found.split())
    if n_words > min(len(letters) + 5, 2 * len(letters)) or found.lower() == short.lower():
        return None
    return found


def _initials(letters: str, words: list[str]) -> str | None:
    """The shortest ending of ``words`` whose content words' initials (a hyphenated
    word counting each part) spell the letters and digits of ``letters``."""
    wanted = "".join(c.lower() for c in letters if c.isalnum())
    initials = ""
    for start in range(len(words) - 1, -1, -1):
        word = words[start]
        if word.lower() in _SKIPPED:
            continue
        initials = "".join(part[0].lower() for part in word.split("-") if part) + initials
        if initials == wanted:
            return " ".join(words[start:])
        if not wanted.endswith(initials):
            return None
    return None


def definitions(chunk: ChunkTokens) -> pd.Series:
    """Papers of the chunk defining each (short key, long key) pair.

    Returns a Series indexed by (short, long) word keys ("gan", "generative adversarial
    network"), values the number of papers.
    """
    surfaces = chunk.surfaces
    is_open = np.array([s == "(" for s in surfaces], dtype=bool)
    is_close = np.array([s == ")" for s in surfaces], dtype=bool)
    token = chunk.surface
    if token.size < 3:
        return _empty()
    sites = np.flatnonzero(is_open[token[:-2]] & is_close[token[2:]]) + 1
    inside = np.unique(token[sites])  # the few surfaces ever in parentheses alone
    is_short = np.zeros(len(surfaces), dtype=bool)
    is_short[inside] = [is_short_form(str(surfaces[i])) for i in inside]
    sites = sites[is_short[token[sites]]]
    # each site's paper, and the first token of the opening parenthesis's paper
    docs, firsts = chunk.doc[sites], np.searchsorted(chunk.doc, chunk.doc[sites - 1])
    pairs: set[tuple[int, str, str]] = set()
    for at, doc, first in zip(sites.tolist(), docs.tolist(), firsts.tolist(), strict=True):
        short = str(surfaces[token[at]])
        words = _words_before(surfaces[token[max(at - 1 - _limit(len(short)), first):at - 1]])
        found = long_form(short, words) if words else None
        if found:
            pairs.add((doc, word_key(short), text_key(found)))
    if not pairs:
        return _empty()
    frame = pd.DataFrame(sorted(pairs), columns=["doc", "short", "long"])
    return frame.groupby(["short", "long"]).size().astype(np.int64)


def _limit(short_length: int) -> int:
    """The most words a long form of a short form of this length may have before it."""
    return min(short_length + 5, 2 * short_length)


def _words_before(window: np.ndarray) -> list[str]:
    """The words at the end of ``window`` (the tokens of the same paper just before the
    opening parenthesis, at most :func:`_limit` of them), as written: up to the last token
    that is not a word (a sentence end, a number, a symbol)."""
    out = [str(s) for s in window]
    for i in range(len(out) - 1, -1, -1):
        surface = out[i]
        if not (surface[0].isalpha() or surface[0].isdigit() and any(c.isalpha() for c in surface)):
            return out[i + 1:]
    return out


def _empty() -> pd.Series:
    index = pd.MultiIndex.from_arrays([[], []], names=["short", "long"])
    return pd.Series([], index=index, dtype=np.int64)

"""Step 1 of the vocabulary: every text scanned into one flat array of tokens.

A token is a word of :data:`analysis.text.TOKEN_RE` (on accent-stripped text, so
"Nyström" is one word, "Nystrom"), or a *boundary*: a number or any other non-space
character (punctuation).  Boundaries are kept as tokens so that a phrase can never span
them, and one more boundary closes every document, so a phrase never spans two papers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from analysis.terms.counting import Codes, factorize
from analysis.text import TOKEN_RE, strip_accents

# A token, or a boundary: a number, or any other non-space character (punctuation).
_SCAN = re.compile(TOKEN_RE.pattern + r"|\d[\d.,]*|[^\w\s]")
#: The token closing every document.
DOCUMENT_END = "."
#: Tokens that end a sentence: the next token's capital says nothing about its casing.
SENTENCE_END = frozenset(".!?:;")


@dataclass(frozen=True)
class Tokens:
    """The corpus as one flat token array, documents one after the other.

    Attributes
    ----------
    doc : ndarray of int64
        The document (row of ``texts``) of each token.
    surface : ndarray of int64
        Each token's surface form, as an index into ``surfaces``.
    surfaces : ndarray of str
        The distinct surface forms as written (case kept), in order of first use.
    """

    doc: Codes
    surface: Codes
    surfaces: np.ndarray

    def surface_counts(self) -> Codes:
        """Tokens of each surface form."""
        return np.bincount(self.surface, minlength=len(self.surfaces))

    def sentence_initial(self) -> np.ndarray:
        """Mask of tokens that start a sentence (the first token, or one after a
        sentence end)."""
        ends = np.array([s in SENTENCE_END for s in self.surfaces], dtype=bool)
        initial = np.ones(self.surface.size, dtype=bool)
        initial[1:] = ends[self.surface[:-1]]
        return initial


def scan_tokens(texts: Sequence[str]) -> Tokens:
    """Scan cleaned texts (:func:`analysis.text.clean_text` output) into :class:`Tokens`."""
    flat: list[str] = []
    lengths = np.empty(len(texts), dtype=np.int64)
    for i, text in enumerate(texts):
        # the token rule is ASCII: "Nyström" -> "Nystrom", not "Nystr"
        found = _SCAN.findall(strip_accents(text or ""))
        found.append(DOCUMENT_END)
        flat.extend(found)
        lengths[i] = len(found)
    doc = np.repeat(np.arange(len(texts), dtype=np.int64), lengths)
    surface, surfaces = factorize(flat)
    return Tokens(doc=doc, surface=surface, surfaces=surfaces)

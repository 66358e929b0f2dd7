"""Step 1 of the vocabulary: a chunk of texts scanned into flat arrays of tokens.

A token is a word of :data:`analysis.text.TOKEN_RE` (on accent-stripped text, so
"Nyström" is one word, "Nystrom"), or a *boundary*: a number or any other non-space
character (punctuation).  Boundaries are kept as tokens so that a phrase can never span
them, and one more boundary closes every document, so a phrase never spans two papers.

Each token also gets its word key (:mod:`analysis.terms.inflection`; -1 for function
words, punctuation and debris), whether it is a *connector* ("of", "to": the only
function words a phrase may hold inside, "mixture of experts", "learning to rank"; a
long form the corpus defines may hold others, :mod:`analysis.terms.defined`),
whether it lies in the paper's *lead* (its first sentence: the title when the paper has
one) and whether it is sentence-initial (its capital then says nothing about its case).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from analysis.terms.counting import Codes
from analysis.terms.inflection import american, key_surfaces
from analysis.terms.scan import scan

#: Tokens that end a sentence: the next token's capital says nothing about its casing.
SENTENCE_END = frozenset(".!?:;")
#: Tokens that end the lead sentence (a title may hold a colon: "GANs: a survey").
LEAD_END = frozenset(".!?")
#: The function words a phrase may hold inside, with their codes (0: not a connector).
CONNECTORS = {"of": 1, "to": 2}
CONNECTOR_WORDS = {code: word for word, code in CONNECTORS.items()}

BoolArray = npt.NDArray[np.bool_]


@dataclass(frozen=True)
class ChunkTokens:
    """One chunk of papers as flat token arrays, documents one after the other.

    Attributes
    ----------
    n_docs : int
        Papers in the chunk (rows of its part of the document-term matrix).
    doc : ndarray of int64
        Each token's paper (0..n_docs-1 within the chunk).
    surface : ndarray of int64
        Each token's surface form, as an index into ``surfaces``.
    surfaces : ndarray of str
        The chunk's distinct surface forms as written (case kept).
    folded : ndarray of str
        Each surface form folded (lower case, no accents): the word as a reader sees it,
        whatever its case.
    key : ndarray of int64
        Each token's word key, as an index into ``keys``; -1 for no word.
    keys : ndarray of str
        The chunk's distinct word keys.
    connector : ndarray of int8
        Each token's connector code (:data:`CONNECTORS`), 0 for other tokens.
    lead : ndarray of bool
        Tokens of each paper's first sentence.
    initial : ndarray of bool
        Sentence-initial tokens.
    plural : ndarray of bool
        Word tokens whose surface is an inflected form of their key ("networks").
    """

    n_docs: int
    doc: Codes
    surface: Codes
    surfaces: np.ndarray
    folded: np.ndarray
    key: Codes
    keys: np.ndarray
    connector: npt.NDArray[np.int8]
    lead: BoolArray
    initial: BoolArray
    plural: BoolArray

    def surface_counts(self, mask: BoolArray | None = None) -> Codes:
        """Tokens of each surface form (only those in ``mask`` when given)."""
        picked = self.surface if mask is None else self.surface[mask]
        return np.bincount(picked, minlength=len(self.surfaces))


def tokenize_chunk(texts: Sequence[str]) -> ChunkTokens:
    """Scan cleaned texts (:func:`analysis.text.clean_text` output) into :class:`ChunkTokens`."""
    # the token rule is ASCII: "Nyström" -> "Nystrom", not "Nystr" (analysis.terms.scan)
    surface, surfaces, lengths = scan(texts)
    doc = np.repeat(np.arange(len(texts), dtype=np.int64), lengths)
    # fresh copies of the distinct forms: held, the token strings' own objects would keep
    # the freed pages around them pinned
    surfaces = np.array([s.encode().decode() for s in surfaces], dtype=object)
    surface_keys = key_surfaces(surfaces)
    key = surface_keys.key_of_surface[surface] if surface.size else surface
    folded = surface_keys.folded
    connector_of = np.array([CONNECTORS.get(f, 0) for f in folded], dtype=np.int8)
    # inflected: not the key once the spelling is folded ("optimisation", "dialogue"
    # are singulars of "optimization", "dialog")
    is_plural = np.array([k >= 0 and f != surface_keys.keys[k]
                          and american(f) != surface_keys.keys[k] for f, k in
                          zip(folded, surface_keys.key_of_surface, strict=True)], dtype=bool)
    lead_end, sentence_end = sentence_marks(surfaces)
    return ChunkTokens(
        n_docs=len(texts), doc=doc, surface=surface, surfaces=surfaces,
        folded=np.asarray(folded, dtype=object), key=key,
        keys=surface_keys.keys, connector=connector_of[surface] if surface.size
        else np.zeros(0, np.int8),
        lead=lead_tokens(doc, lead_end[surface] if surface.size else np.zeros(0, bool)),
        initial=initial_tokens(sentence_end[surface] if surface.size else np.zeros(0, bool)),
        plural=is_plural[surface] if surface.size else np.zeros(0, bool))


def sentence_marks(surfaces: np.ndarray) -> tuple[BoolArray, BoolArray]:
    """Which distinct surface forms end the lead sentence, and which end any sentence."""
    return (np.array([s in LEAD_END for s in surfaces], dtype=bool),
            np.array([s in SENTENCE_END for s in surfaces], dtype=bool))


def lead_tokens(doc: Codes, ends: BoolArray) -> BoolArray:
    """Mask of the tokens before each paper's first sentence end (papers ``doc`` in runs).

    One running sum of one-byte steps: +1 where a paper starts, -1 at its first end (or
    where it stops, without one); an int64 count of the ends before every token took
    most of a chunk's unpacking (bench/SCALE.md, wave 15).
    """
    n = doc.size
    if n == 0:
        return np.zeros(0, dtype=bool)
    starts = np.flatnonzero(np.r_[True, doc[1:] != doc[:-1]])
    stops = np.r_[starts[1:], n]
    at = np.flatnonzero(ends)
    found = np.searchsorted(at, starts)  # the first end at or after each paper's start
    first = stops.copy()
    has = found < at.size
    first[has] = np.minimum(at[found[has]], stops[has])
    step = np.zeros(n + 1, dtype=np.int8)
    step[starts] = 1
    np.subtract.at(step, first, 1)  # a paper may end where the next one starts
    return np.cumsum(step[:n], dtype=np.int8).astype(bool)


def initial_tokens(ends: BoolArray) -> BoolArray:
    """Mask of sentence-initial tokens (the first one, or one after a sentence end)."""
    initial = np.ones(ends.size, dtype=bool)
    initial[1:] = ends[:-1]
    return initial

"""Finding a fixed vocabulary's words in many texts at once.

The paper-type model's word features are sublinear TF-IDF over about 2,700 words
(:mod:`analysis.paper_types.model`); a word is what ``re.findall(r"\\w\\w+", text)`` finds.
The regex's tokens, one ``findall`` per text, were about a sixth of paper typing's CPU.
In an ASCII text a ``\\w`` character is a letter, a digit or ``_``, so the same tokens are
the runs left when every other byte is made a space: ``bytes.translate`` does that in C
for a thousand texts joined, Arrow cuts the result at the spaces (``split_pattern``) and
finds each piece's column in the vocabulary (``index_in``, a hash table), with no Python
object per token.  A text beyond ASCII (one in eight abstracts) goes the same way when
every vocabulary word is ASCII: each of its other word characters (``str.isalnum``, what
``\\w`` is for one character) is encoded as a mark byte, which keeps its token whole
("naïve" is no "na" and "ve") and is in no vocabulary word, every other character as a
space.  Other texts (a word beyond ASCII in the vocabulary, a text holding \\x01 or the
mark) go through the regex.  The words' features cost about a fifth less (62 -> 49 us a
text, in turns; bench/SCALE.md, wave 15); Arrow's cut and look-up instead of
``bytes.split`` and a ``map`` over a dict, and the texts beyond ASCII joined too, halve
the rest (the pairs of a text: 38.7 -> 19.5 us, in turns; wave 17).
"""

from __future__ import annotations

import codecs
import re
import string
from collections.abc import Sequence
from itertools import repeat

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import scipy.sparse as sp

# Texts joined per pass (bounds the token list: about 200 tokens per abstract).
BATCH_TEXTS = 1000
WORD_TOKEN = r"\w\w+"   # a word: 2+ letters or digits (sklearn's default token pattern)
_SEPARATOR = b" \x01 "  # between joined texts: a token of its own (no text holds \x01)
_SEPARATOR_TOKEN = pa.scalar(b"\x01", pa.large_binary())
_WORD_BYTES = frozenset((string.ascii_letters + string.digits + "_").encode())
# a word character beyond ASCII ("é" in "naïve"): one byte that stays inside its token
_MARK = "\x02"
_ENCODING_ERRORS = "paper-trends-words"
# every byte that is not a word character becomes a space, but \x01 (the separator) and
# the mark
_TO_SPACES = bytes(b if b in _WORD_BYTES or b in (1, 2) else 32 for b in range(256))


def _beyond_ascii(error: UnicodeError) -> tuple[str, int]:
    """How a text's characters beyond ASCII are encoded: a word character (``\\w``: what
    ``str.isalnum`` says of one character) as the mark, any other as a space."""
    assert isinstance(error, UnicodeEncodeError)
    chars = error.object[error.start:error.end]
    return "".join(_MARK if c.isalnum() else " " for c in chars), error.end


codecs.register_error(_ENCODING_ERRORS, _beyond_ascii)


class WordFinder:
    """Each text's vocabulary words, as (text index, column) pairs."""

    def __init__(self, vocabulary: Sequence[str]) -> None:
        self._column = {w: j for j, w in enumerate(vocabulary)}
        # the vocabulary's words as bytes, in column order (Arrow's look-up gives the index)
        self._vocabulary = pa.array([w.encode("utf-8") for w in vocabulary], pa.large_binary())
        self._tokens = re.compile(WORD_TOKEN).findall
        # a word beyond ASCII can only be found by the regex
        self._all_ascii = all(w.isascii() for w in vocabulary)

    def _simple(self, text: str) -> bool:
        """Whether a text can go joined (see the module docstring)."""
        if not (self._all_ascii or text.isascii()):
            return False
        return "\x01" not in text and _MARK not in text

    def pairs(self, texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
        """(text index, column) of every token that is a vocabulary word, in no particular
        order (they are counted by one sort)."""
        rows: list[np.ndarray] = [np.zeros(0, dtype=np.int64)]
        columns: list[np.ndarray] = [np.zeros(0, dtype=np.int64)]
        for first in range(0, len(texts), BATCH_TEXTS):
            batch = texts[first:first + BATCH_TEXTS]
            simple = [i for i, t in enumerate(batch) if self._simple(t)]
            for part, (r, c) in ((simple, self._joined([batch[i] for i in simple])),
                                 (None, self._one_by_one(batch, simple))):
                rows.append((np.asarray(part, dtype=np.int64)[r] if part is not None else r)
                            + first)
                columns.append(c)
        return np.concatenate(rows), np.concatenate(columns)

    def _joined(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """Texts without \\x01 or the mark, as ASCII: joined, every non-word byte a space,
        cut at the spaces (a run of spaces gives empty pieces, which are no word), each
        piece looked up in the vocabulary; a text's pieces follow the separator before it."""
        if not texts:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        joined = _SEPARATOR.join(t.encode("ascii", _ENCODING_ERRORS)
                                 for t in texts).translate(_TO_SPACES)
        pieces = pc.split_pattern(pa.array([joined], pa.large_binary()), b" ").values
        column = pc.fill_null(pc.index_in(pieces, value_set=self._vocabulary), -1).to_numpy()
        row = np.cumsum(pc.equal(pieces, _SEPARATOR_TOKEN).to_numpy(zero_copy_only=False))
        known = column >= 0
        return row[known], column[known].astype(np.int64)

    def _one_by_one(self, texts: Sequence[str], skip: list[int]) -> tuple[np.ndarray, np.ndarray]:
        """The other texts, each through the regex."""
        rows: list[int] = []
        columns: list[int] = []
        get, tokens, done = self._column.get, self._tokens, set(skip)
        for i, text in enumerate(texts):
            if i in done:
                continue
            found = [j for j in map(get, tokens(text), repeat(-1)) if j >= 0]
            columns.extend(found)
            rows.extend(repeat(i, len(found)))
        return np.asarray(rows, dtype=np.int64), np.asarray(columns, dtype=np.int64)


def unit_tfidf(row: np.ndarray, column: np.ndarray, n_texts: int,
               idf: np.ndarray) -> sp.csr_array:
    """The texts' sublinear TF-IDF rows of unit length, from their (text, column) pairs:
    scikit-learn's ``TfidfTransformer(sublinear_tf=True).transform`` of their counts, bit
    for bit (its operations in its order; each row's squares summed in column order, one
    addition at a time, as its ``inplace_csr_row_normalize_l2`` does), without importing
    scikit-learn: that import (scipy.stats with it) was about 0.7 s of the typing
    process's start-up (bench/PIPELINE.md, perf57)."""
    n_words = max(len(idf), 1)
    pairs, counts = np.unique(row * n_words + column, return_counts=True)
    indptr = np.searchsorted(pairs, np.arange(n_texts + 1, dtype=np.int64) * n_words)
    data, indices = counts.astype(np.float64), (pairs % n_words).astype(np.int32)
    np.log(data, data)
    data += 1.0
    data *= idf[indices]
    # the rows' sums of squares, longest rows first: at step k the rows with over k entries
    # (a prefix) each add their k-th square, so every sum is added up left to right
    lengths = np.diff(indptr)
    order = np.argsort(-lengths, kind="stable")
    first, squares = indptr[:-1][order], data * data
    alive = np.searchsorted(-lengths[order], -np.arange(lengths.max(initial=0)), side="left")
    sums = np.zeros(n_texts)
    for k, n in enumerate(alive):
        sums[:n] += squares[first[:n] + k]
    norms = np.empty(n_texts)
    norms[order] = np.sqrt(sums)
    data /= np.repeat(norms, lengths)  # (an empty row has no entry to divide)
    return sp.csr_array((data, indices, indptr.astype(np.int32)), shape=(n_texts, len(idf)))

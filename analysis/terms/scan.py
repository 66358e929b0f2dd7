"""The texts of a chunk cut into tokens, each distinct space-separated run once.

What :func:`scan` gives is what ``SCAN.findall`` of each text (accents stripped) gives,
with one :data:`DOCUMENT_END` after each text, as codes of the chunk's distinct tokens
in order of first appearance.  Why not that loop: it made and hashed a Python string per
token (4.5 million in a chunk of 25,000 papers), the largest part of the vocabulary's
scan (bench/SCALE.md, wave 15).

How, and why it is the same: no token holds whitespace (every alternative of ``SCAN``
excludes ``\\s``), so the scan stops at every whitespace character and starts again
after it; a run between two spaces is tokenised the same wherever it stands.  So the runs
are cut at the spaces and told apart by Arrow (no Python object per run), each *distinct*
run is tokenised once by the same regular expression (some 150,000 of 4 million runs),
and every run's tokens are laid out from its codes by Arrow.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from analysis.terms.counting import Codes, factorize
from analysis.text import TOKEN_RE

# A token, or a boundary: a number, or any other non-space character (punctuation).
SCAN = re.compile(TOKEN_RE.pattern + r"|\d[\d.,]*|[^\w\s]")
#: The token closing every document.
DOCUMENT_END = "."
#: A run that ``SCAN.findall`` gives back whole, as one token (Arrow's regular expressions,
#: ASCII classes only): a word of ``TOKEN_RE`` from its first character to its last, or a
#: number of ASCII digits, dots and commas.  Why the same: at the run's start ``SCAN``
#: tries ``TOKEN_RE`` first, whose greedy parts, with nothing after them to satisfy,
#: take the whole word at once (its decomposition is unique: the digits before the first
#: letter, then letters and digits, then each hyphen or apostrophe with what follows);
#: a digit-led run with no letter fails ``TOKEN_RE`` at the start and the number
#: alternative's ``[\d.,]*`` takes the rest.  Half of a chunk's distinct runs, nine in
#: ten of its runs: the regular expression was run on each of them.
WHOLE = r"\A(?:" + TOKEN_RE.pattern + r"|[0-9][0-9.,]*)\z"
_COMBINING = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")


def without_accents(text: str) -> str:
    """``text`` with accents removed, case kept ("Nyström" -> "Nystrom"): what
    :func:`analysis.text.strip_accents` does, by one regular expression (faster on the
    long texts of a chunk)."""
    if text.isascii():
        return text
    return _COMBINING.sub("", unicodedata.normalize("NFKD", text))


def scan(texts: Sequence[str]) -> tuple[Codes, np.ndarray, Codes]:
    """Each token's code, the distinct tokens (in order of first appearance) and the
    tokens of each text (its :data:`DOCUMENT_END` included).

    Each text's document end is one more run of it (" ." after the text: ``SCAN``
    finds that one token in it), so Arrow numbers every run, the ends too, in order of
    first appearance; a token first appears in the distinct runs' tokens in the same
    order as in the texts (at its first run's first place), so numbering the distinct
    runs' tokens numbers every token in order of first appearance.  The runs' tokens are
    laid out by Arrow's ``take`` of the distinct runs' lists of token codes: one pass,
    where the layout in numpy made some eight int64 temporaries of the chunk's size.
    """
    runs, distinct, per_text, whole = _runs(texts)
    if not len(per_text):  # not even a document end
        return np.zeros(0, np.int64), np.empty(0, dtype=object), np.zeros(0, np.int64)
    tokens_of = _tokens_of(distinct, whole)
    bounds = np.zeros(len(tokens_of) + 1, dtype=np.int64)
    np.cumsum(np.fromiter(map(len, tokens_of), dtype=np.int64, count=len(tokens_of)),
              out=bounds[1:])
    code, tokens = factorize(list(itertools.chain.from_iterable(tokens_of)))
    del tokens_of
    laid = pc.take(pa.LargeListArray.from_arrays(pa.array(bounds), pa.array(code)), runs)
    ends = np.zeros(per_text.size + 1, dtype=np.int64)
    np.cumsum(per_text, out=ends[1:])  # each text's first run, and the end of the last
    at = laid.offsets.to_numpy()  # each run's first token
    return (np.array(laid.flatten().to_numpy(), dtype=np.int64), tokens,
            np.diff(at[ends]))


def _tokens_of(runs: list[str], whole: np.ndarray) -> list[list[str]]:
    """``SCAN.findall`` of each run; a run that ``whole`` marks is its one token."""
    return [[run] if one else SCAN.findall(run) for run, one in zip(runs, whole.tolist(),
                                                                    strict=True)]


def _runs(texts: Sequence[str]) -> tuple[pa.Array, list[str], Codes, np.ndarray]:
    """Every space-separated run of the texts (accents stripped, each followed by " ."
    and its :data:`DOCUMENT_END`) as a code, the distinct runs, the runs of each text,
    and which distinct runs are one token as they stand (:data:`WHOLE`).  A run may be
    empty ("a  b") or hold other whitespace (a tab, a line break): the expression finds
    no token there, as it finds none between runs.

    The runs are read in place from the texts' bytes laid end to end, each text followed
    by " . ": every run then ends with its space (the byte 0x20, which UTF-8 uses for
    nothing else), so the runs with their spaces are Arrow strings one after the other,
    their ends found in one numpy pass, where Arrow's split copied every run; the runs
    with their spaces are told apart as the runs themselves are, and the space is taken
    off the distinct ones only.
    """
    spaced = pa.array([t if t.isascii() else without_accents(t) for t in (x or "" for x in texts)],
                      type=pa.large_string())
    ended = pc.binary_join_element_wise(
        spaced, pa.scalar(DOCUMENT_END + " ", pa.large_string()), pa.scalar(" ", pa.large_string()))
    _, text_offsets, data = ended.buffers()
    stops = np.frombuffer(text_offsets, dtype=np.int64)[ended.offset + 1:][:len(ended)]
    size = int(stops[-1]) if stops.size else 0
    spaces = np.flatnonzero(np.frombuffer(data, dtype=np.uint8, count=size) == 0x20) \
        if size else np.zeros(0, dtype=np.int64)
    run_offsets = np.zeros(spaces.size + 1, dtype=np.int64)
    run_offsets[1:] = spaces + 1
    coded = pc.dictionary_encode(pa.LargeStringArray.from_buffers(
        spaces.size, pa.py_buffer(run_offsets), data))
    per_text = np.diff(np.searchsorted(spaces, stops), prepend=0)
    distinct = pc.utf8_slice_codeunits(coded.dictionary, 0, -1)  # without the space
    whole = pc.match_substring_regex(distinct, WHOLE).to_numpy(zero_copy_only=False)
    return coded.indices, distinct.to_pylist(), per_text, whole

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
and every run's tokens are laid out from its codes with numpy.
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

    The distinct runs are tokenised in the order Arrow codes them, their first
    appearance, with the first document end put where it first appears (after the runs
    of the first text, codes ``0 .. k - 1``): a token first appears in that sequence in
    the same order as in the texts (at its first run's first place), so numbering the
    distinct runs' tokens numbers every token in order of first appearance.  Numbering
    the 4.6 million tokens of a chunk again (a hash of each) was about a tenth of the scan,
    measured step by step.
    """
    runs, distinct, per_text, whole = _runs(texts)
    if not len(per_text):  # not even a document end
        return np.zeros(0, np.int64), np.empty(0, dtype=object), np.zeros(0, np.int64)
    first = int(runs[:per_text[0]].max(initial=-1)) + 1
    # the tokens of each distinct run, with one more "run", the end of a document
    tokens_of = _tokens_of(distinct[:first], whole[:first]) + [[DOCUMENT_END]] + \
        _tokens_of(distinct[first:], whole[first:])
    sizes = np.fromiter(map(len, tokens_of), dtype=np.int64, count=len(tokens_of))
    code, tokens = factorize(list(itertools.chain.from_iterable(tokens_of)))
    del tokens_of
    # every text's run codes followed by the document end's
    ends = np.cumsum(per_text + 1) - 1
    laid = np.full(runs.size + len(per_text), first, dtype=np.int64)
    between = np.ones(laid.size, dtype=bool)
    between[ends] = False
    laid[between] = runs + (runs >= first)
    del runs, between
    # the tokens of the runs, one after the other: run r's are code[start[r]:][:sizes[r]]
    start = np.cumsum(sizes) - sizes
    count = sizes[laid]
    shift = np.cumsum(count)
    offsets = np.repeat(start[laid] - (shift - count), count)
    offsets += np.arange(offsets.size, dtype=np.int64)
    return code[offsets], tokens, np.diff(np.r_[0, shift[ends]]).astype(np.int64)


def _tokens_of(runs: list[str], whole: np.ndarray) -> list[list[str]]:
    """``SCAN.findall`` of each run; a run that ``whole`` marks is its one token."""
    return [[run] if one else SCAN.findall(run) for run, one in zip(runs, whole.tolist(),
                                                                    strict=True)]


def _runs(texts: Sequence[str]) -> tuple[Codes, list[str], Codes, np.ndarray]:
    """Every space-separated run of the texts (accents stripped) as a code, the distinct
    runs, the runs of each text, and which distinct runs are one token as they stand
    (:data:`WHOLE`).  A run may be empty ("a  b") or hold other whitespace (a tab, a
    line break): the expression finds no token there, as it finds none between runs."""
    spaced = pa.array([t if t.isascii() else without_accents(t) for t in (x or "" for x in texts)],
                      type=pa.large_string())
    split = pc.split_pattern(spaced, " ")
    coded = pc.dictionary_encode(pc.list_flatten(split))
    per_text = pc.list_value_length(split).to_numpy().astype(np.int64)
    whole = pc.match_substring_regex(coded.dictionary, WHOLE).to_numpy(zero_copy_only=False)
    return (coded.indices.to_numpy().astype(np.int64), coded.dictionary.to_pylist(),
            per_text, whole)

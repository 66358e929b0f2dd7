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
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from analysis.terms.counting import Codes
from analysis.text import TOKEN_RE

# A token, or a boundary: a number, or any other non-space character (punctuation).
SCAN = re.compile(TOKEN_RE.pattern + r"|\d[\d.,]*|[^\w\s]")
#: The token closing every document.
DOCUMENT_END = "."
_COMBINING = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")


def without_accents(text: str) -> str:
    """``text`` with accents removed, case kept ("Nyström" -> "Nystrom"): what
    :func:`analysis.text.strip_accents` does, by one regular expression (faster on the
    long texts of a chunk)."""
    if text.isascii():
        return text
    return _COMBINING.sub("", unicodedata.normalize("NFKD", text))


#: Distinct runs whose tokens :data:`RUNS` keeps at most (some 200 bytes each): past it,
#: it starts again (the same tokens, found again).
MAX_RUNS = 1_000_000


class RunTokens:
    """The tokens of every distinct run scanned so far, as codes of the tokens seen, kept
    across the chunks of a build (:func:`clear_runs` after): most of a chunk's distinct
    runs were in the chunks before it, and finding their tokens again, then coding every
    token string, was a third of the scan (bench/SCALE.md, wave 16)."""

    def __init__(self) -> None:
        self.of_run: dict[str, tuple[int, ...]] = {}
        self.id_of: dict[str, int] = {}
        self.tokens: list[str] = []

    def codes(self, run: str) -> tuple[int, ...]:
        """The codes of ``run``'s tokens (``SCAN.findall`` of it)."""
        found = self.of_run.get(run)
        if found is None:
            found = self.of_run[run] = tuple(map(self.code, SCAN.findall(run)))
        return found

    def code(self, token: str) -> int:
        found = self.id_of.get(token)
        if found is None:
            found = self.id_of[token] = len(self.tokens)
            self.tokens.append(token)
        return found


RUNS = RunTokens()


def clear_runs() -> None:
    """Let the kept runs go (after the last chunk is scanned)."""
    global RUNS
    RUNS = RunTokens()


def scan(texts: Sequence[str]) -> tuple[Codes, np.ndarray, Codes]:
    """Each token's code, the distinct tokens (in order of first appearance) and the
    tokens of each text (its :data:`DOCUMENT_END` included)."""
    runs, distinct, per_text = _runs(texts)
    if len(RUNS.of_run) > MAX_RUNS:
        clear_runs()
    known = RUNS
    # the tokens of each distinct run, and one more "run": the end of a document
    tokens_of = [known.codes(run) for run in distinct] + [(known.code(DOCUMENT_END),)]
    del distinct
    sizes = np.fromiter(map(len, tokens_of), dtype=np.int64, count=len(tokens_of))
    code = np.fromiter(itertools.chain.from_iterable(tokens_of), dtype=np.int64,
                       count=int(sizes.sum()))
    del tokens_of
    # every text's run codes followed by the document end's
    ends = np.cumsum(per_text + 1) - 1
    laid = np.full(runs.size + len(per_text), sizes.size - 1, dtype=np.int64)
    between = np.ones(laid.size, dtype=bool)
    between[ends] = False
    laid[between] = runs
    del runs, between
    # the tokens of the runs, one after the other: run r's are code[first[r]:][:sizes[r]]
    start = np.cumsum(sizes) - sizes
    count = sizes[laid]
    shift = np.cumsum(count)
    offsets = np.repeat(start[laid] - (shift - count), count)
    offsets += np.arange(offsets.size, dtype=np.int64)
    surface, order = pd.factorize(code[offsets], sort=False)  # first appearance, as before
    lengths = np.diff(np.r_[0, shift[ends]]) if len(per_text) else np.zeros(0, np.int64)
    tokens = np.array([known.tokens[i] for i in order.tolist()] or [], dtype=object)
    return surface.astype(np.int64), tokens, lengths.astype(np.int64)


def _runs(texts: Sequence[str]) -> tuple[Codes, list[str], Codes]:
    """Every space-separated run of the texts (accents stripped) as a code, the distinct
    runs, and the runs of each text.  A run may be empty ("a  b") or hold other
    whitespace (a tab, a line break): the expression finds no token there, as it finds
    none between runs."""
    spaced = pa.array([t if t.isascii() else without_accents(t) for t in (x or "" for x in texts)],
                      type=pa.large_string())
    split = pc.split_pattern(spaced, " ")
    coded = pc.dictionary_encode(pc.list_flatten(split))
    per_text = pc.list_value_length(split).to_numpy().astype(np.int64)
    return (coded.indices.to_numpy().astype(np.int64), coded.dictionary.to_pylist(),
            per_text)

"""Search keys: the one token stream that the index, the queries and the highlighter read.

A text becomes a sequence of *keys*:

- a word (a run of letters and digits, an inner apostrophe kept: "model's") becomes its
  folded form (lower case, no accents) with plural inflection removed, by the
  vocabulary's own rule (:func:`analysis.terms.inflection.word_key`: "Experts" ->
  "expert", "LLMs" -> "llm", "matrices" -> "matrix"), apostrophes then dropped.  Only
  inflection is merged, never derivation: "optimal" and "optimization" stay apart (a
  Porter stemmer, e.g. FTS5's ``porter`` tokenizer, merges them: bench/search/RESULTS.md);
- a hyphen joins words like a space, so "mixture-of-experts", "mixture of experts" and
  "Mixtures-of-Experts" give the same keys;
- any other non-space character (punctuation, brackets, a slash, an underscore) is a
  *boundary*, :data:`BOUNDARY`, which no phrase spans unless it was typed inside the
  phrase; runs of boundaries count as one.

The same function reads a paper's text (for the index), a typed phrase (for the query)
and an abstract shown on screen (for highlighting, with each key's character span), so
what is highlighted is exactly what was matched.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from analysis.terms.inflection import word_key

#: A word (letters/digits, inner apostrophes) or one boundary character.
TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*|[^\w\s'’-]|_")
#: :data:`TOKEN` for a text of ASCII characters only, spelled with explicit ranges: the
#: same tokens (every ASCII character is in the same class in both, tested), found with
#: less work, because Python's regex engine can skip to a possible token start by a set of
#: characters, which it cannot build from the negated classes ``[^\W_]`` and
#: ``[^\w\s'’-]`` (the punctuation class: ASCII controls and punctuation that are
#: neither ``\w`` nor Unicode ``\s``, apostrophe and hyphen left out).
ASCII_TOKEN = re.compile(r"[A-Za-z0-9]+(?:'[A-Za-z0-9]+)*"
                         r"|[\x00-\x08\x0e-\x1b!-&(-,./:-@\[-^`{-\x7f]|_")


def tokens_re(text: str) -> re.Pattern[str]:
    """The pattern reading ``text``'s tokens: :data:`ASCII_TOKEN` when it is ASCII (most
    abstracts), else :data:`TOKEN`."""
    return ASCII_TOKEN if text.isascii() else TOKEN
#: The key of every boundary.  Keys of words never contain "_", so no query word can
#: match a boundary.
BOUNDARY = "_"
_BOUNDARY_RUN = re.compile(r"_(?: _)+")


def token_key(token: str) -> str:
    """The key of one token of :data:`TOKEN` (a word's folded, singular form, or
    :data:`BOUNDARY`)."""
    if not token[0].isalnum():
        return BOUNDARY
    key = word_key(token.replace("’", "'")).replace("'", "")
    return key or BOUNDARY


cached_token_key = functools.lru_cache(maxsize=1 << 16)(token_key)


class KeyMemo(dict[str, str]):
    """Token -> key, each distinct token keyed once (an index build sees millions of
    tokens but tens of thousands of distinct ones)."""

    def __missing__(self, token: str) -> str:
        key = self[token] = token_key(token)
        return key


def index_text(text: str, memo: KeyMemo) -> str:
    """A text as the index stores it: its keys joined by spaces, boundary runs as one."""
    keys = " ".join([memo[t] for t in tokens_re(text).findall(text)])
    return _BOUNDARY_RUN.sub(BOUNDARY, keys) if "_ _" in keys else keys


class RunMemo(dict[str, str]):
    """A space-separated run of text -> its keys (:func:`index_text` of the run), each
    distinct run keyed once; emptied when it reaches ``max_runs`` (it grows with the
    corpus; 500,000 runs hold about 100 MB), which changes no key."""

    def __init__(self, max_runs: int = 500_000) -> None:
        super().__init__()
        self.tokens, self.max_runs = KeyMemo(), max_runs

    def __missing__(self, run: str) -> str:
        if len(self) >= self.max_runs:
            self.clear()
        key = self[run] = index_text(run, self.tokens)
        return key


def index_texts(texts: Sequence[str | None], memo: RunMemo) -> list[str]:
    """:func:`index_text` of each text (None as ""), keyed a distinct run at a time.

    Why: keyed token by token, a text costs a Python string and a look-up per token
    (about 23 CPU-s at 250,000 papers, most of the search child's work).  How, and why
    it is the same: no token holds whitespace (neither alternative of :data:`TOKEN`
    matches it), so a text's keys are its space-separated runs' keys in order; Arrow cuts
    the texts at the spaces and tells the runs apart (no Python object per run), each
    distinct run is keyed once (:class:`RunMemo`; a run holding other whitespace is read
    by the same expression, which finds no token there), and the runs' keys are joined
    again per text by Arrow, runs with no key (empty: "a  b") left out and boundary runs
    across runs made one as :func:`index_text` does.  A run is read by
    :func:`tokens_re` of the run, not of its text: on ASCII both expressions find the
    same tokens.
    """
    if not texts:
        return []
    split = pc.split_pattern(pa.array([t or "" for t in texts], pa.large_string()), " ")
    runs = pc.dictionary_encode(split.flatten())
    distinct = runs.dictionary.to_pylist()
    per_run = pa.array([memo[r] for r in distinct], pa.large_string()).take(runs.indices)
    kept = pc.greater(pc.binary_length(per_run), 0)
    before = np.r_[0, np.cumsum(kept.to_numpy(zero_copy_only=False), dtype=np.int64)]
    lists = pa.LargeListArray.from_arrays(pa.array(before[split.offsets.to_numpy()]),
                                          per_run.filter(kept))
    joined = pc.binary_join(lists, pa.scalar(" ", pa.large_string()))
    keys = pc.replace_substring_regex(joined, pattern=_BOUNDARY_RUN.pattern,
                                      replacement=BOUNDARY)
    return keys.to_pylist()


def phrase_keys(text: str) -> tuple[str, ...]:
    """The keys of a typed phrase, boundary runs as one and none at either end
    (``'"Mixture-of-Experts (MoE)"'`` -> ``("mixture", "of", "expert", "_", "moe")``)."""
    keys: list[str] = []
    for token in tokens_re(text).findall(text):
        key = cached_token_key(token)
        if key == BOUNDARY and (not keys or keys[-1] == BOUNDARY):
            continue
        keys.append(key)
    while keys and keys[-1] == BOUNDARY:
        keys.pop()
    return tuple(keys)


def key_spans(text: str) -> Iterator[tuple[str, int, int]]:
    """(key, start, end) of each key of ``text`` in order, a boundary run as one key (its
    first character): what the highlighter and keyword-in-context read, lazily, so a
    reader that needs only the first match stops there."""
    previous = ""
    for m in tokens_re(text).finditer(text):
        key = cached_token_key(m.group())
        if key == BOUNDARY == previous:
            continue
        previous = key
        yield key, m.start(), m.end()

"""Step 2 of the vocabulary: the mergeable word statistics of a chunk of papers.

:func:`count_words` turns one chunk (:class:`~analysis.terms.tokens.ChunkTokens`) into a
:class:`WordCounts`: per word key, the statistics every later decision needs (papers
using it, occurrences, papers naming it in their first sentence, occurrences that end
a noun phrase, occurrences next to a connector), the surface forms with their counts
(for display casing) and the acronym definitions seen.  ``merge`` adds two of them, so
the counts of a corpus are the same whatever its chunks (associative, commutative: a
cluster may tree-reduce them).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from analysis.terms.acronyms import read_definitions
from analysis.terms.counting import doc_code_counts
from analysis.terms.pair_tables import is_string_pairs, pair_index, sum_string_pairs
from analysis.terms.tokens import CONNECTORS, ChunkTokens

#: Columns of :attr:`WordCounts.stats` (and of the phrase statistics).
#: ``df`` papers using the term; ``tf`` occurrences; ``lead`` papers using it in their
#: first sentence; ``end`` occurrences followed by no word (it ends a noun phrase);
#: ``next_of``/``next_to`` occurrences followed by "of"/"to"; ``prev_of``/``prev_to``
#: occurrences after "of"/"to".
STATS = ("df", "tf", "lead", "end", "next_of", "next_to", "prev_of", "prev_to")


@dataclass(frozen=True)
class WordCounts:
    """Word statistics of some papers (see the module docstring).

    Attributes
    ----------
    n_docs : int
        Papers counted.
    stats : DataFrame
        Index: word key; int64 columns :data:`STATS`.
    surfaces : DataFrame
        Index: (surface form as written, its word key); int64 columns ``tokens`` (all
        its tokens) and ``cased`` (its tokens outside first sentences, sentence
        starts and acronyms' long forms, whose case is the writer's choice, not the
        position's or the acronym's).
    acronyms : Series
        Papers giving each (short key, long key) definition (:mod:`analysis.terms.acronyms`).
    heads : Series
        Definitions followed by each word, by (long key, head key):
        "expectation-maximization (EM) algorithm" (:mod:`analysis.terms.headed`).
    written : Series
        Papers writing each long form so in a definition, by (long key, as written):
        a named long form is shown as written (:mod:`analysis.terms.defined`).
    """

    n_docs: int
    stats: pd.DataFrame
    surfaces: pd.DataFrame
    acronyms: pd.Series
    heads: pd.Series
    written: pd.Series

    def merge(self, other: WordCounts) -> WordCounts:
        """The counts of both sets of papers."""
        return WordCounts(
            n_docs=self.n_docs + other.n_docs,
            stats=_add(self.stats, other.stats),
            surfaces=_add(self.surfaces, other.surfaces),
            acronyms=_add(self.acronyms.to_frame("n"), other.acronyms.to_frame("n"))["n"],
            heads=_add(self.heads.to_frame("n"), other.heads.to_frame("n"))["n"],
            written=_add(self.written.to_frame("n"), other.written.to_frame("n"))["n"])

    @property
    def n_tokens(self) -> int:
        """Word tokens counted (the denominator of collocation probabilities)."""
        return int(self.stats["tf"].sum())


def merge_all(counts: list[WordCounts]) -> WordCounts:
    """Every chunk's counts merged: each table stacked once and summed by key (one pass;
    merged pair by pair, each merge re-aligned the growing sum: 14.7 of the vocabulary's
    183 s at 250,000 papers in 10 chunks, bench/SCALE.md).  Rows sorted by key, as
    :meth:`WordCounts.merge` gives them."""
    if len(counts) == 1:
        return counts[0]
    return WordCounts(
        n_docs=sum(c.n_docs for c in counts),
        stats=_sum([c.stats for c in counts]),
        surfaces=_sum([c.surfaces for c in counts]),
        acronyms=_sum([c.acronyms.to_frame("n") for c in counts])["n"],
        heads=_sum([c.heads.to_frame("n") for c in counts])["n"],
        written=_sum([c.written.to_frame("n") for c in counts])["n"])


def count_words(chunk: ChunkTokens) -> WordCounts:
    """The word statistics of one chunk."""
    n_keys = len(chunk.keys)
    key = chunk.key
    at = np.flatnonzero(key >= 0)  # the word tokens
    words = key[at]
    lead = at[chunk.lead[at]]
    # occurrences of each key by what stands beside them: one count, not one per statistic
    table = np.bincount(words * _BESIDE + _beside(chunk, at),
                        minlength=n_keys * _BESIDE).reshape(n_keys, _BESIDE)
    beside = np.arange(_BESIDE)
    after, before = beside // 2 % _CONNECTOR_CODES, beside // (2 * _CONNECTOR_CODES)

    def per_key(picked: np.ndarray) -> np.ndarray:
        return table[:, picked].sum(axis=1)

    stats = {
        "df": _papers(chunk.doc[at], words, n_keys),
        "tf": table.sum(axis=1),
        "lead": _papers(chunk.doc[lead], key[lead], n_keys),
        "end": per_key(beside % 2 == 1),
        "next_of": per_key(after == CONNECTORS["of"]),
        "next_to": per_key(after == CONNECTORS["to"]),
        "prev_of": per_key(before == CONNECTORS["of"]),
        "prev_to": per_key(before == CONNECTORS["to"]),
    }
    frame = pd.DataFrame(stats, index=pd.Index(chunk.keys, name="key"), dtype=np.int64)
    acronyms, long_forms, heads, written = read_definitions(chunk)
    cased = ~(chunk.lead | chunk.initial | long_forms)
    key_of_surface = np.full(len(chunk.surfaces), -1, dtype=np.int64)
    key_of_surface[chunk.surface[at]] = words
    used = np.flatnonzero(key_of_surface >= 0)
    surfaces = pd.DataFrame(
        {"tokens": chunk.surface_counts()[used], "cased": chunk.surface_counts(cased)[used]},
        index=pair_index(chunk.surfaces[used], chunk.keys[key_of_surface[used]],
                         ["surface", "key"]), dtype=np.int64)
    return WordCounts(n_docs=chunk.n_docs, stats=frame, surfaces=surfaces,
                      acronyms=acronyms, heads=heads, written=written)


#: The connector codes (:data:`CONNECTORS`, 0 for none).
_CONNECTOR_CODES = len(CONNECTORS) + 1
#: What can stand beside a word token, as one code: ``end`` (no word follows: 1), the
#: connector after it (times 2) and the one before it (times 2 x connector codes).
_BESIDE = 2 * _CONNECTOR_CODES * _CONNECTOR_CODES


def _beside(chunk: ChunkTokens, at: np.ndarray) -> np.ndarray:
    """The code of what stands beside each word token at ``at`` (:data:`_BESIDE`)."""
    n = chunk.key.size
    follows = at + 1 < n
    after = np.minimum(at + 1, n - 1)
    code = (~follows | (chunk.key[after] < 0)).astype(np.int64)
    code += 2 * np.where(follows, chunk.connector[after], 0)
    code += 2 * _CONNECTOR_CODES * np.where(at > 0, chunk.connector[np.maximum(at - 1, 0)], 0)
    return code


def _papers(doc: np.ndarray, key: np.ndarray, n_keys: int) -> np.ndarray:
    """Papers using each key (distinct (paper, key) pairs per key)."""
    _, keys, _ = doc_code_counts(doc, key, max(n_keys, 1))
    return np.bincount(keys, minlength=n_keys)


def _add(a: pd.DataFrame, b: pd.DataFrame) -> pd.DataFrame:
    """Two count tables added row by row (rows of either)."""
    if a.empty:
        return b
    if b.empty:
        return a
    return a.add(b, fill_value=0).astype(np.int64)


def _sum(tables: list[pd.DataFrame]) -> pd.DataFrame:
    """Count tables added row by row (rows of any), sorted by their index."""
    if tables[0].index.nlevels > 1 and sum(map(len, tables)):
        return sum_string_pairs(tables) if is_string_pairs(tables) else _sum_pairs(tables)
    stacked = pd.concat(tables)
    levels = list(range(stacked.index.nlevels))
    return stacked.groupby(level=levels, sort=True).sum().astype(np.int64)


def _sum_pairs(tables: list[pd.DataFrame]) -> pd.DataFrame:
    """:func:`_sum` of tables indexed by pairs of strings (the surface forms, the acronym
    definitions): each level's strings coded in sorted order, the rows summed by their
    pair of codes.  The same table as the stacked frames' groupby, which spent most of
    its time building and sorting the stacked MultiIndex (bench/SCALE.md, wave 16)."""
    names = tables[0].index.names
    coded, uniques = np.zeros(sum(map(len, tables)), dtype=np.int64), []
    for level in range(len(names)):
        values = np.concatenate([t.index.get_level_values(level).to_numpy(dtype=object)
                                 for t in tables])
        codes, distinct = pd.factorize(values, sort=True)
        coded = coded * len(distinct) + codes
        uniques.append(distinct)
    groups, row = np.unique(coded, return_inverse=True)
    sums = np.zeros((groups.size, tables[0].shape[1]), dtype=np.int64)
    np.add.at(sums, row, np.concatenate([t.to_numpy(dtype=np.int64) for t in tables]))
    arrays = []
    for distinct in reversed(uniques):
        arrays.append(distinct[groups % len(distinct)])
        groups = groups // len(distinct)
    return pd.DataFrame(sums, columns=tables[0].columns,
                        index=pd.MultiIndex.from_arrays(arrays[::-1], names=names))

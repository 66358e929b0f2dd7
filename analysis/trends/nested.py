"""Rising, falling and emerging terms without a nested neighbour's echo.

A term nested in another (:func:`analysis.terms.nesting.nested_in`, the rule the topics'
terms use: "language model" in "large language model", "random field" in "Markov random
field") is used by every paper using the longer one, so the two rise or fall together by
construction: listed side by side they spend two of a short list's places on one idea.

The rule.  The longer term is the more specific one and is always kept.  The shorter is
kept beside it only when it says something the longer does not: when the papers that use
the shorter term and none of the longer terms listed in the same direction would earn a
place in the list by themselves, by the list's own two steps.  Rising and falling
(:mod:`analysis.trends.changes`, :class:`~analysis.trends.changes.ChangeBar`): their
within-venue test holds in the list's Benjamini-Hochberg family (its |z| at least the
smallest that holds there, so their own p-value in the term's place would still be
declared at q < 0.05) in the same direction, and their shrunk z reaches the list's last
place.  Emerging terms (:mod:`analysis.trends.emerging`): they burst up to the latest
year by themselves with a burst weight at least the bar.  The last place is the score of
the ``top``-th of the ranking before any term is dropped (0 when fewer are listed: the
entry test alone).  The shorter term's own numbers are listed unchanged when kept.  The
places freed go to the next terms of the ranking.

Why this test: it is the list's own criterion asked of the only papers the shorter term
adds, so it needs no new threshold (until session 58 rising/falling asked their shrunk z
>= 1.96 instead: with a prior as strong as the data that z is about half the test's, a
far stricter bar than the list's own); the last place's score rather than the entry test
because a short list is a ranking (a shorter term whose own papers change significantly
but less than every listed term would take a place no term of its strength gets).  In
the 24k corpus "language model" took off in 2024 with 593 papers, 483 of them using
"large language model": the rest do not burst as strongly as the list's last term, so
only "large language model" is listed.  Two terms of the same words (nested in each
other) are one idea: the later-ranked one is tested against the earlier.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice
from typing import Any

import numpy as np

from analysis.schema import Mask
from analysis.terms import Vocabulary
from analysis.terms.nesting import nested_pairs
from analysis.trends.cells import Cells

#: says_more(the shorter term's own papers per cell: cells x 1, direction +1/-1, the bar:
#: a burst weight, or rising/falling's :class:`~analysis.trends.changes.ChangeBar`)
SaysMore = Callable[[np.ndarray, float, Any], bool]
#: prune(ranked positions, direction +1/-1, the bar, top) -> the positions listed
Prune = Callable[[np.ndarray, float, Any, int], np.ndarray]


def own_papers(vocab: Vocabulary, rows: Mask, cells: Cells, term: int,
               longer: list[int]) -> np.ndarray:
    """Papers of ``rows`` (within the cells) using ``term`` and none of ``longer``, per
    cell: cells x 1 (float32, as :func:`~analysis.trends.cells.term_cell_counts`).

    The longer terms' papers are struck out of a mask over all papers (zeroed pages,
    written only where they use a longer term) and read back at the term's papers: no
    posting list is concatenated or sorted (``np.setdiff1d``) on a filter change."""
    p = vocab.presence
    docs = p.indices[p.indptr[term]:p.indptr[term + 1]]
    keep = rows[docs]
    if longer:
        used = np.zeros(len(rows), dtype=bool)
        for t in longer:
            used[p.indices[p.indptr[t]:p.indptr[t + 1]]] = True
        keep &= ~used[docs]
    cell = cells.of_paper[docs[keep]]
    return np.bincount(cell[cell >= 0], minlength=len(cells.base)).astype(np.float32)[:, None]


def distinct_terms(vocab: Vocabulary, term_ids: np.ndarray, rows: Mask, cells: Cells,
                   says_more: SaysMore) -> Prune:
    """``prune(ranked, direction, bar, top)``: the first ``top`` of ``ranked`` (positions
    in ``term_ids``, one direction's ranking, best first) without the nested terms that
    say nothing more than a longer term listed with them (module docstring).

    Dropping a term lets the next one in; it is tested in turn, and a shorter term kept
    is tested again when a longer one comes in, until the list holds still.  A shorter
    term's test is asked once per (term, longer terms) in a view (``tested``)."""
    tested: dict[tuple[int, tuple[int, ...]], bool] = {}

    def prune(ranked: np.ndarray, direction: float, bar: Any, top: int) -> np.ndarray:
        ranked = np.asarray(ranked, dtype=np.int64)
        dropped: set[int] = set()
        while True:
            window = list(islice((k for k in range(len(ranked)) if k not in dropped), top))
            listed = term_ids[ranked[window]]
            pairs = set(nested_pairs(vocab, listed))
            longer: dict[int, list[int]] = {}
            for i, j in pairs:
                if (j, i) not in pairs or i > j:  # the same words: the later one is tested
                    longer.setdefault(i, []).append(int(listed[j]))
            failed = set()
            for i, more in longer.items():
                key = (int(listed[i]), tuple(sorted(more)))
                if key not in tested:
                    tested[key] = says_more(own_papers(vocab, rows, cells, key[0], more),
                                            direction, bar)
                if not tested[key]:
                    failed.add(window[i])
            if not failed:
                return ranked[window]
            dropped |= failed

    return prune


def nested_count(vocab: Vocabulary, term_ids: np.ndarray) -> int:
    """Pairs of listed terms one of which is nested in the other (each pair once)."""
    return len({tuple(sorted(p)) for p in nested_pairs(vocab, term_ids)})

"""A typed singular finds the plural papers write when the plural has two singulars.

Since session 62 "bases", "leaves" and "lives" keep their own key (the plural of base and
basis, leaf and leave, life and live: analysis.terms.inflection.AMBIGUOUS_PLURALS), and a
search for "basis" or "leaf" found only the papers writing the singular: the keyword
"leaf" and its click counted 3 of the 6 planted papers about leaves.
"""

from __future__ import annotations

import numpy as np

from analysis.search import build_search_index, term_papers

PLANTED = [
    "An orthonormal basis of the function space.",          # 0 basis
    "Learning orthonormal bases for sparse coding.",         # 1 bases (of basis)
    "Knowledge bases store facts about entities.",           # 2 bases (of base)
    "A base model is fine-tuned.",                           # 3 base
    "Leaf disease detection in field images.",               # 4 leaf
    "Counting leaves of rosette plants from images.",        # 5 leaves
    "Segmenting leaves and stems of crops.",                 # 6 leaves
    "A leaf area index estimated by drones.",                # 7 leaf
    "Leaf shape descriptors for species.",                   # 8 leaf
    "Wilted leaves detected by thermal cameras.",            # 9 leaves
    "Quality of life in elderly care.",                      # 10 life
    "Saving lives with early warnings.",                     # 11 lives
    "Leave-one-out validation on small sets.",               # 12 leave
]


def rows(index, query: str) -> list[int]:
    return np.flatnonzero(index.find(query).mask).tolist()


def test_a_singular_typed_finds_its_plural_of_two_singulars():
    ix = build_search_index(PLANTED)
    assert rows(ix, "leaf") == [4, 5, 6, 7, 8, 9]
    assert rows(ix, '"orthonormal basis"') == [0, 1]
    assert rows(ix, "life") == [10, 11]
    # a word, not a sense: "bases" may be base's, and the typed word cannot tell
    assert rows(ix, "basis") == [0, 1, 2]


def test_one_singular_never_finds_the_other_and_a_plural_finds_itself():
    ix = build_search_index(PLANTED)
    assert rows(ix, "base") == [1, 2, 3]  # never "basis"
    # a plural finds itself only: "leaves" is no "leave-one-out"
    assert rows(ix, "bases") == [1, 2]
    assert rows(ix, "leaves") == [5, 6, 9]


def test_the_keyword_counts_and_highlights_the_plural_too():
    ix = build_search_index(PLANTED)
    assert np.flatnonzero(term_papers(ix, "leaf")).tolist() == [4, 5, 6, 7, 8, 9]
    text = PLANTED[1]
    spans = ix.plan('"orthonormal basis"').spans(text)
    assert [text[a:b] for a, b in spans] == ["orthonormal bases"]

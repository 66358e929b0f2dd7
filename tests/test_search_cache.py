"""A search's cached result is the result of its own plan (fix37c).

:meth:`~analysis.search.SearchIndex.find` kept every result under the query alone, the
plan given with it included: a plan that was not the query's (another query's, or made
with other acronym pairs) was kept as the query's result, and every later search for the
query found that plan's papers.  A result is now kept under the plan when one is given."""

from __future__ import annotations

import numpy as np

from analysis.search import build_search_index

TEXTS = [
    "Optimal transport between measures.",        # 0
    "Kernel methods for optimal transport.",      # 1
    "Kernel ridge regression.",                   # 2
    "Gradient descent on kernels.",               # 3
]


def _rows(result) -> list[int]:
    return np.flatnonzero(result.mask).tolist()


def test_a_plan_of_another_query_is_never_kept_as_the_querys_result():
    index = build_search_index(TEXTS)
    other = index.plan("gradient")
    assert _rows(index.find("transport", other)) == [3]  # the plan's papers
    assert _rows(index.find("transport")) == [0, 1]  # was [3]: the plan's, kept as its
    assert _rows(index.find("transport", index.plan("transport"))) == [0, 1]
    assert _rows(index.find("kernel", index.plan("kernel"))) == [1, 2, 3]


def test_a_result_is_still_kept_for_the_same_query_or_plan():
    index = build_search_index(TEXTS)
    assert index.find("kernel") is index.find("kernel")
    plan = index.plan("optimal")
    assert index.find("optimal", plan) is index.find("optimal", index.plan("optimal"))
    assert _rows(index.find("optimal", plan)) == [0, 1]

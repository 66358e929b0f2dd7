"""Keyword-in-context samples spread over venues and years
(``analysis.terms.contexts.spread_sample``), on a planted corpus whose store order puts one
venue-year's 25 papers using the term first, in title order: the first 20 papers in store
order (what the page showed) are all of that one cell (a reviewer: 24k "neural network",
20 alphabetical ACL 2021 titles)."""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest

from analysis.terms.contexts import spread_sample
from tests.test_trends_nested import analysed, themed_abstract

VENUES = ("ACL", "ICML", "NeurIPS", "UAI")
YEARS = range(2016, 2021)
PER_CELL = 25  # papers using the term in each (venue, year): more than the 20 snippets


def _rows() -> list[dict]:
    rng = random.Random(5)
    rows = []
    for venue in VENUES:
        for year in YEARS:
            for i in range(PER_CELL):
                rows.append({"id": f"{venue}-{year}-{i}", "title": f"A{i:02d} {venue} {year}",
                             "abstract": themed_abstract(rng, ["optimal transport",
                                                               "Wasserstein distance"]),
                             "year": year, "venue": venue})
                rows.append({"id": f"{venue}-{year}-k{i}", "title": f"B{i:02d} {venue} {year}",
                             "abstract": themed_abstract(rng, ["kernel ridge regression",
                                                               "random feature"]),
                             "year": year, "venue": venue})
    return rows


@pytest.fixture(scope="module")
def spread(tmp_path_factory):
    return analysed(tmp_path_factory, "kwic_spread", _rows())


def test_the_sample_is_systematic_within_strata_in_proportion():
    """Strata of 10, 1, 1, 30 and 8 papers, 5 drawn: one in every 10 papers of the
    (stratum, position) order, so the large strata get theirs in proportion, and any first
    k drawn are spread (van der Corput order: 0, ½, ¼, ¾, …)."""
    strata = np.repeat(np.array([7, 2, 9, 4, 5]), [10, 1, 1, 30, 8])
    picked = spread_sample(strata, 5)
    order = np.argsort(strata, kind="stable")  # strata 2, 4, 5, 7, 9
    ranks = [int(np.flatnonzero(order == p)[0]) for p in picked]
    assert ranks == [5, 15, 25, 35, 45]
    assert Counter(strata[picked].tolist()) == {4: 3, 5: 1, 7: 1}  # 30 of 50: 3 of 5
    # 20 strata of equal size: one paper each; the next round's stand-ins one each too,
    # shifted into the gaps (a quarter of the way)
    equal = np.repeat(np.arange(20), 8)
    picked = spread_sample(equal, 60, 20)
    assert equal[picked[:20]].tolist() == list(range(20))
    assert equal[picked[20:40]].tolist() == list(range(20))
    ranks = [int(np.flatnonzero(np.argsort(equal, kind="stable") == p)[0]) for p in picked]
    assert ranks[:2] == [4, 12] and ranks[20:22] == [2, 10] and ranks[40:42] == [6, 14]
    # fewer papers than asked: all of them, each once; none: none
    assert sorted(spread_sample(np.array([3, 3, 1]), 20).tolist()) == [0, 1, 2]
    assert spread_sample(np.zeros(0, dtype=np.int64), 20).size == 0
    # deterministic
    assert np.array_equal(spread_sample(strata, 5), spread_sample(strata, 5))


def test_the_page_shows_snippets_from_every_venue_and_year(spread):
    from dashboard.sections.keywords import kwic_children
    from dashboard.view import make_view

    view = make_view(spread)
    rows = np.ones(spread.n_papers, dtype=bool)
    note, items = kwic_children(view, rows, ["optimal transport"])
    n = len(VENUES) * len(YEARS) * PER_CELL
    assert note.children == f"“optimal transport”: 20 of {n:,} papers shown"
    where = [item.children[-1].children for item in items.children]
    assert len(where) == 20
    cells = [w.strip(" ()") for w in where]
    # one snippet per (venue, year): 20 cells, 20 snippets, in (venue, year) order
    assert cells == [f"{v} {y}" for v in VENUES for y in YEARS]
    titles = [item.children[3].children for item in items.children]
    assert all(t.startswith(" — A") for t in titles)
    # the same page twice: the same snippets
    again = kwic_children(view, rows, ["optimal transport"])[1]
    assert [i.children[-1].children for i in again.children] == where
    # a filter to two venues: spread over their ten cells, two snippets each
    two = np.isin(spread.papers["venue"].to_numpy(), ["ICML", "UAI"])
    _, items = kwic_children(view, two, ["optimal transport"])
    per_cell = Counter(item.children[-1].children for item in items.children)
    assert len(per_cell) == 10 and set(per_cell.values()) == {2}

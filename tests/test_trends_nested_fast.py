"""The nested-term rule's fast paths (analysis/trends/nested.py, analysis/terms/nesting.py,
analysis/trends/emerging.py) give exactly what the rule as first written gave.

Wave 26 made a filter change's part of the rule cheaper: the terms' key words read once
per vocabulary, a term's own papers struck out with a mask instead of a set difference,
the burst automaton's view-wide numbers made once per view and one term's automaton run in
Python floats.  Each is checked here against the code it replaced (copied below as the
reference) on a planted corpus of two venues, on every view the existing tests use and a
few more: the lists and every number in them must be the same, not close.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pandas as pd
import pytest

import analysis.tables.trends as trend_tables
import analysis.trends.nested as nested
from analysis import tables
from analysis.filters import Filters, select
from analysis.tables.trends import cells_of
from analysis.terms.nesting import nested_in, nested_pairs, nesting_keys
from analysis.trends import TrendOptions, trend_context
from analysis.trends.context import context_rows
from analysis.trends.emerging import (
    MIN_PAPERS,
    burst_frame,
    burst_states,
    bursts_alone,
    venue_baseline,
)
from analysis.trends.nested import own_papers
from tests.test_trends_nested import _rows, analysed


def _two_venue_rows() -> list[dict]:
    """The nested-rule corpus (tests/test_trends_nested.py), a third of its papers from
    2013 on moved to venue W: the venue-mix baseline of the bursts has two venues."""
    rows = _rows()
    for i, row in enumerate(rows):
        if row["year"] >= 2013 and i % 3 == 0:
            row["venue"] = "W"
    return rows


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    return analysed(tmp_path_factory, "nested_fast", _two_venue_rows())


VIEWS = [Filters(), Filters(venues=("V",)), Filters(venues=("W",)), Filters(years=(2012, 2019)),
         Filters(years=(2014, 2019)), Filters(query='"neural network"'), Filters(topics=(0,)),
         Filters(topics=(1, 2))]
OPTIONS = [TrendOptions(), TrendOptions(recent=2, before=4), TrendOptions(recent=1)]


# ------------------------------------------------------------ the code wave 26 replaced


def _reference_pairs(vocab, ids) -> list[tuple[int, int]]:
    ids = np.asarray(ids, dtype=np.int64)
    keys = vocab.terms["key"].to_numpy(dtype=object)[ids].tolist()
    acronyms = vocab.terms["acronym"].to_numpy(dtype=object)[ids].tolist()
    words = [frozenset(k.split()) for k in keys]
    return [(i, j) for i in range(len(words)) for j in range(len(words))
            if i != j and nested_in(words[i], str(acronyms[i] or ""), words[j])]


def _reference_own(vocab, rows, cells, term, longer) -> np.ndarray:
    docs = vocab.term_docs(term)
    if longer:
        docs = np.setdiff1d(docs, np.concatenate([vocab.term_docs(t) for t in longer]))
    cell = cells.of_paper[docs[rows[docs]]]
    return np.bincount(cell[cell >= 0], minlength=len(cells.base)).astype(np.float32)[:, None]


def _reference_alone(counts, cells, bar=0.0, frame=None) -> bool:
    """bursts_alone as first written: every view-wide number made again, and the
    automaton run on the term's column twice over (the array path, not the one-item
    one)."""
    years, where = cells.year_index()
    if len(years) < 3:
        return False
    d = cells.by_year(cells.base.astype(float))
    last = where == len(years) - 1
    base = cells.base.astype(float)
    rate = cells.by_venue(counts) / np.maximum(cells.by_venue(base), 1)[:, None]
    mix = cells.by_venue(base, last)
    p0_last = np.einsum("v,vi->i", mix, rate) / max(mix.sum(), 1)
    if not (counts[last].sum() > p0_last[0] * d[-1] and counts.sum() >= MIN_PAPERS):
        return False
    twice = np.hstack([counts, counts])
    r = cells.by_year(twice)
    state, saved = burst_states(r, d, _reference_baseline(twice, cells))
    start = _reference_start(state[:, 0], r[:, 0])
    emerging = bool(state[-1, 0]) and start > 0
    # emerge72: the burst dated on the baseline before it, until its start is stable
    while emerging:
        s1, v1 = burst_states(r, d, _reference_baseline(twice, cells, years[start]))
        new = _reference_start(s1[:, 0], r[:, 0])
        if not (s1[-1, 0] and 0 < new <= start):
            break
        moved, start, saved = new < start, new, v1
        if not moved:
            break
    n_since = r[start:, 0].sum()
    weight = saved[start:, 0].sum()
    return bool(emerging and n_since >= MIN_PAPERS and float(weight) >= bar)


def _reference_start(state, r) -> int:
    """The last burst's first year with a paper, by a loop."""
    start = len(state)
    while start > 0 and state[start - 1]:
        start -= 1
    while start < len(state) - 1 and r[start] == 0:
        start += 1
    return start


def _reference_baseline(counts, cells, takeoff=None) -> np.ndarray:
    venues, vwhere = cells.venue_index()
    years, ywhere = cells.year_index()
    base = cells.base.astype(float)
    rate = cells.by_venue(counts) / np.maximum(cells.by_venue(base), 1)[:, None]
    if takeoff is not None:  # each venue's rate before it (Jeffreys), where it has papers
        for v in range(len(venues)):
            before = (vwhere == v) & (cells.year < takeoff)
            if base[before].sum() > 0:
                rate[v] = (counts[before].sum(axis=0) + 0.5) / (base[before].sum() + 1)
    mix = np.zeros((len(years), len(venues)))
    np.add.at(mix, (ywhere, vwhere), base)
    return np.einsum("tv,vi->ti", mix, rate) / np.maximum(mix.sum(axis=1), 1)[:, None]


# ------------------------------------------------------------------------------ tests


def test_the_nesting_keys_are_read_once_per_vocabulary(planted):
    vocab = dataclasses.replace(planted.vocab)  # a vocabulary nothing has asked yet
    ids = np.arange(len(vocab.terms))
    first = nested_pairs(vocab, ids[:200])
    words, acronyms = nesting_keys(vocab)
    sgd = vocab.lookup("stochastic gradient descent")
    assert words[sgd] == frozenset({"stochastic", "gradient", "descent"})
    assert nesting_keys(vocab)[0] is words  # kept, not read again
    # the columns are not read again: the answer stands without them
    object.__setattr__(vocab, "terms", vocab.terms.drop(columns=["key", "acronym"]))
    assert nested_pairs(vocab, ids[:200]) == first == _reference_pairs(planted.vocab, ids[:200])


def test_nested_pairs_are_the_columns_pairs(planted):
    vocab = planted.vocab
    rng = np.random.default_rng(0)
    named = [vocab.lookup(t) for t in ("gradient descent", "stochastic gradient descent",
                                       "neural network", "graph neural network")]
    pairs = nested_pairs(vocab, np.array(named))
    assert {(0, 1), (2, 3)} <= set(pairs) and (1, 0) not in pairs and (0, 3) not in pairs
    for _ in range(20):
        ids = rng.choice(len(vocab.terms), size=40, replace=False)
        assert nested_pairs(vocab, ids) == _reference_pairs(vocab, ids)


def test_a_terms_own_papers_are_the_set_differences(planted):
    a = planted
    vocab = a.vocab
    terms = np.flatnonzero(vocab.terms["df"].to_numpy() >= 20)
    nested = [(int(terms[i]), int(terms[j])) for i, j in nested_pairs(vocab, terms)]
    assert (vocab.lookup("gradient descent"), vocab.lookup("stochastic gradient descent")) \
        in nested
    longer: dict[int, list[int]] = {}
    for i, j in nested:
        longer.setdefault(i, []).append(j)
    half = np.random.default_rng(1).random(a.n_papers) < 0.5
    for f in VIEWS:
        rows = select(a, f)
        for picked in (rows, rows & half):
            mask, base, ctx = context_rows(a, picked, trend_context(a, f))
            cells = cells_of(a, mask, base, ctx)
            for term, more in longer.items():
                for some in (more, more[:1], []):
                    got = own_papers(vocab, mask, cells, term, some)
                    want = _reference_own(vocab, mask, cells, term, some)
                    assert got.dtype == want.dtype and np.array_equal(got, want), (f, term)
    mask, base, ctx = context_rows(a, None, trend_context(a, Filters()))
    alone = own_papers(vocab, mask, cells_of(a, mask, base, ctx),
                       vocab.lookup("gradient descent"),
                       [vocab.lookup("stochastic gradient descent")])
    # the planted "gradient descent" papers that do not write the longer term: 4 a year
    assert alone.sum() == 4 * 10


def test_one_terms_automaton_is_the_arrays():
    rng = np.random.default_rng(2)
    for n_years in (3, 4, 10, 39):
        d = rng.integers(50, 400, n_years).astype(float)
        r = np.minimum(rng.poisson(rng.uniform(0.5, 20, (n_years, 30))), d[:, None])
        r[n_years // 2:, :10] *= 4  # some burst
        r = np.minimum(r, d[:, None])
        p0 = np.broadcast_to(r.sum(axis=0) / d.sum(), r.shape) * rng.uniform(0.5, 1.5, r.shape)
        state, saved = burst_states(r, d, p0)
        assert state[-1].any() and not state[-1].all()
        for k in range(r.shape[1]):
            one_state, one_saved = burst_states(r[:, [k]], d, p0[:, [k]])
            assert np.array_equal(one_state[:, 0], state[:, k]), (n_years, k)
            assert np.array_equal(one_saved[:, 0], saved[:, k])


def test_the_burst_frame_is_the_cells_own_numbers(planted):
    a = planted
    for f in VIEWS:
        mask, base, ctx = context_rows(a, select(a, f), trend_context(a, f))
        cells = cells_of(a, mask, base, ctx)
        counts = trend_tables.term_counts_of(a, mask, base, ctx)
        frame = burst_frame(cells)
        assert np.array_equal(venue_baseline(counts, cells, frame),
                              _reference_baseline(counts, cells))
        for term in np.flatnonzero(counts.sum(axis=0) >= MIN_PAPERS):
            own = counts[:, [term]]
            for bar in (0.0, 2.5, 10.0):
                assert bursts_alone(own, cells, bar, frame) == bursts_alone(own, cells, bar) \
                    == _reference_alone(own, cells, bar), (f, term, bar)


def _tables(a, f: Filters, options: TrendOptions) -> tuple[pd.DataFrame, pd.DataFrame]:
    rows, ctx = select(a, f), trend_context(a, f, options)
    return tables.rising_falling_table(a, rows, ctx), tables.emerging_terms_table(a, rows, ctx)


def test_the_rule_lists_what_the_first_rule_listed(planted, monkeypatch):
    a = planted
    fast = {(f, o): _tables(a, f, o) for f in VIEWS for o in OPTIONS}
    # the rule's loop on the parts it first had (its pairs and a term's own papers)
    monkeypatch.setattr(nested, "nested_pairs", _reference_pairs)
    monkeypatch.setattr(nested, "own_papers", _reference_own)
    monkeypatch.setattr(trend_tables, "bursts_alone", _reference_alone)
    for (f, o), (rising, emerging) in fast.items():
        first_rising, first_emerging = _tables(a, f, o)
        for got, want in ((rising, first_rising), (emerging, first_emerging)):
            assert list(got.dtypes) == list(want.dtypes), (f, o)
            assert got.to_csv() == want.to_csv(), (f, o)
    whole = fast[(Filters(), TrendOptions())]
    # the planted answers of tests/test_trends_nested.py hold on two venues too
    rising = whole[0][whole[0]["direction"] == "rising"]["term"].str.lower().tolist()
    assert "stochastic gradient descent" in rising and "gradient descent" not in rising
    assert {"graph neural network", "neural network"} <= set(rising)
    assert "stochastic gradient descent" in set(whole[1]["term"].str.lower())

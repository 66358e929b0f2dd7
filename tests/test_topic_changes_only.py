"""The topic rows of the rising and falling test, made alone (``kinds=("topic",)``), are the
whole table's topic rows: each kind is ranked and tested on its own.  The topic trends'
sentence reads them on every filter change without the keywords' test (browser69)."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from analysis import tables
from analysis.filters import Filters, select
from analysis.pipeline import analyze
from analysis.trends import TrendContext, TrendOptions
from dashboard.sections import trends as trend_section
from tests.test_trends import _late_venue_rows


@pytest.fixture(scope="module")
def late(tmp_path_factory):
    root = tmp_path_factory.mktemp("late_topics")
    (root / "papers.jsonl").write_text("\n".join(json.dumps(r) for r in _late_venue_rows()))
    return analyze([root], n_topics=4)


def _topic_rows(t: pd.DataFrame) -> pd.DataFrame:
    return t[t["kind"] == "topic"].reset_index(drop=True)


@pytest.mark.parametrize("recent", [None, 4])
def test_topic_rows_alone_equal_the_whole_tables(late, recent):
    context = TrendContext(options=TrendOptions(recent=recent))
    whole = tables.rising_falling_table(late, None, context)
    alone = tables.rising_falling_table(late, None, context, kinds=("topic",))
    assert (whole["kind"] == "keyword").any() and (whole["kind"] == "topic").any()
    assert set(alone["kind"]) == {"topic"}  # no keyword tested
    pd.testing.assert_frame_equal(_topic_rows(whole), _topic_rows(alone))
    evidence = tables.change_evidence_table(late, None, context)
    topic_evidence = tables.change_evidence_table(late, None, context, kinds=("topic",))
    assert list(topic_evidence["kind"]) == ["topic"]
    pd.testing.assert_frame_equal(_topic_rows(evidence), _topic_rows(topic_evidence))


def test_topic_rows_alone_on_a_selection(late):
    rows = select(late.papers, Filters(venues=("OLD",)))
    whole = tables.rising_falling_table(late, rows)
    alone = tables.rising_falling_table(late, rows, kinds=("topic",))
    pd.testing.assert_frame_equal(_topic_rows(whole), _topic_rows(alone))
    assert np.isfinite(alone["z"].to_numpy(dtype=float)).all()


def test_the_cards_table_is_the_kinds_tables_joined(late):
    """The dashboard's scope keeps one table per kind (each computed once): the growing
    and shrinking topics and the rising and falling keywords read them joined, the whole
    table to the value and dtype; the topic trends' sentence reads the topic rows alone."""
    from dashboard.charts import Scope
    from dashboard.view import make_view

    view = make_view(late)
    for query in ("", Filters(venues=("OLD",)).to_query(), Filters(query="privacy").to_query()):
        scope = Scope(view, *view.selection(query))
        alone = trend_section.changes_of(scope, ("topic",))
        assert trend_section.changes_of(scope, ("topic",)) is alone  # once per scope
        whole = trend_section.changes_of(scope)
        want = tables.rising_falling_table(late, scope.rows, context=scope.context)
        pd.testing.assert_frame_equal(whole, want)
        pd.testing.assert_frame_equal(_topic_rows(whole), _topic_rows(alone))


def test_joined_keeps_an_empty_kinds_columns():
    empty = pd.DataFrame(columns=["kind", "term"])
    some = pd.DataFrame({"kind": ["topic"], "term": ["x"]})
    assert trend_section.joined([empty, some]) is some
    assert trend_section.joined([empty, empty]) is empty

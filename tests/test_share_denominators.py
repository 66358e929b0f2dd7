"""Under a topic filter, the per-venue shares answer a question about the topic (small72):
``topic_venues``' share is the topic's share of each venue's papers (it read 1.0 in every
row: the topic's share of its own papers), and ``venue_years`` says of which papers each
of its shares is, with the topic's share of each venue-year beside the venue mix."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest

from analysis import tables
from analysis.filters import Filters, select
from analysis.tables.registry import table_spec
from analysis.trends.context import trend_context
from dashboard.sections.downloads import download_file
from dashboard.view import make_view


@pytest.fixture(scope="module")
def view(planted_analysis):
    return make_view(planted_analysis)


def _biggest_topic(a) -> int:
    return int(np.bincount(a.papers["topic"].to_numpy()).argmax())


def test_topic_venues_under_a_topic_filter_are_shares_of_each_venue(planted_analysis):
    a = planted_analysis
    k = _biggest_topic(a)
    f = Filters(topics=(k,))
    rows, context = select(a, f), trend_context(a, f)
    t = tables.topic_venues_table(a, rows, context).set_index("venue")
    p = a.papers
    venues = sorted(p["venue"].unique())
    assert t.index.tolist() == venues and (t["topic"] == k).all()
    for venue in venues:
        there = p["venue"] == venue
        assert t.loc[venue, "n_papers"] == (there & (p["topic"] == k)).sum()
        assert t.loc[venue, "venue_papers"] == there.sum()
        assert t.loc[venue, "share"] == pytest.approx(
            (there & (p["topic"] == k)).sum() / there.sum())
    assert (t["share"] < 1).all()  # 1.0 in every row before
    assert (t["share_of"] == "all papers of each venue").all()
    # without a filter (the CLI): every topic's shares of a venue add up to 1, as before
    whole = tables.topic_venues_table(a)
    assert np.allclose(whole.groupby("venue")["share"].sum(), 1.0)


def test_venue_years_names_each_share_under_a_topic_filter(planted_analysis):
    a = planted_analysis
    k = _biggest_topic(a)
    f = Filters(topics=(k,))
    t = tables.venue_years_table(a, select(a, f), trend_context(a, f))
    whole = tables.venue_years_table(a)
    # the venue mix: the same with or without the topic filter
    assert t["share_of_year"].tolist() == pytest.approx(whole["share_of_year"].tolist())
    assert t["all_papers"].tolist() == whole["all_papers"].tolist()
    p = a.papers
    for row in t.itertuples():
        cell = (p["venue"] == row.venue) & (p["year"] == row.year)
        assert row.n_papers == (cell & (p["topic"] == k)).sum()
        assert row.share == pytest.approx(row.n_papers / cell.sum())
        year = (p["year"] == row.year) & (p["topic"] == k)
        assert row.shown_share_of_year == pytest.approx(row.n_papers / year.sum())
    assert np.allclose(t.groupby("year")["shown_share_of_year"].sum(), 1.0)
    assert (t["share"] < 1).any() and (t["share_of"] == "all papers of each venue and year").all()
    assert whole["share"].tolist() == pytest.approx([1.0] * len(whole))


def test_the_download_under_a_topic_filter_is_the_table(view):
    a = view.analysis
    k = _biggest_topic(a)
    f = Filters(topics=(k,))
    for name in ("topic_venues", "venue_years"):
        got = pd.read_csv(io.BytesIO(download_file(view, name, f.to_query())[0]))
        made = table_spec(name).make(a, select(a, f), trend_context(a, f))
        assert got["share"].tolist() == pytest.approx(made["share"].tolist())
        assert got["n_papers"].tolist() == made["n_papers"].tolist()
    venues = pd.read_csv(io.BytesIO(download_file(view, "topic_venues", f.to_query())[0]))
    assert (venues["share"] < 1).all()
    assert "venue_papers" in table_spec("topic_venues").description
    assert "share_of_year: all_papers over the year's all_papers" in \
        table_spec("venue_years").description

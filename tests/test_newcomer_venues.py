"""Newcomers a venue new to the corpus brings (analysis.trends.newcomers): the planted
corpus (ICML + COLT, 2019-2021, two authors throughout) and a 2022 where ICML has new
authors and WACV, new to the corpus, brings its own."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from analysis import tables
from analysis.trends.newcomers import known_author_years, venue_first_years
from dashboard.figures.decisions import KNOWN_VENUES, authors_by_year_figure
from dashboard.summaries.decisions import authors_by_year_summary, venue_newcomer_words
from tests.conftest import write_planted_corpus

ABSTRACT = ("Graph neural networks learn node representations by message passing over "
            "citation graphs. We evaluate a graph neural network on node classification "
            "benchmarks in extensive experiments ({}).")


def _paper(key: str, venue: str, authors: str) -> str:
    return json.dumps({"id": key, "title": f"Message passing on citation graphs ({key})",
                       "abstract": ABSTRACT.format(key), "venue": venue, "year": 2022,
                       "authors": authors}) + "\n"


@pytest.fixture(scope="module")
def entered(tmp_path_factory):
    """2022: ICML, 10 papers by Ada Lovelace (no newcomer) and a new author each; WACV,
    20 papers by a new author each and Alan Turing (no newcomer, but only in WACV that
    year); one paper in each by Both Person, new, in a venue of earlier years too."""
    from analysis.pipeline import analyze

    path = tmp_path_factory.mktemp("entered") / "entered.jsonl"
    write_planted_corpus(path)
    with open(path, "a", encoding="utf-8") as fh:
        for i in range(10):
            fh.write(_paper(f"icml-{i}", "ICML", f"Ada Lovelace; New Person {i}"))
        for i in range(20):
            fh.write(_paper(f"wacv-{i}", "WACV", f"Wacv Author {i}; Alan Turing"))
        fh.write(_paper("icml-both", "ICML", "Both Person"))
        fh.write(_paper("wacv-both", "WACV", "Both Person"))
    return analyze([path], n_topics=4)


def test_the_newcomers_of_a_venue_new_to_the_corpus_are_told_apart(entered):
    t = tables.authors_by_year_table(entered).set_index("year")
    last = t.loc[2022]
    # 33 authors: Ada, 10 new at ICML, Both, 20 new at WACV, Alan; 31 newcomers
    assert (last["authors"], last["newcomers"]) == (33, 31)
    # WACV's 20 are the venue's; Both, with an ICML paper too, is ICML's newcomer
    assert last["newcomers_new_venues"] == 20 and last["new_venues"] == "WACV"
    # among ICML's 12 authors (Ada, 10 new, Both), 11 newcomers
    assert last["newcomer_share_known"] == pytest.approx(11 / 12)
    # the years before: no venue entered (the first year has no share at all)
    assert t.loc[[2020, 2021], "newcomers_new_venues"].tolist() == [0, 0]
    assert t.loc[[2020, 2021], "new_venues"].tolist() == ["", ""]
    assert np.isnan(t.loc[2019, "newcomer_share_known"])
    # of WACV's papers alone, every newcomer is WACV's: Both's ICML paper is not shown
    wacv = (entered.papers["venue"] == "WACV").to_numpy()
    w = tables.authors_by_year_table(entered, wacv).set_index("year").loc[2022]
    assert (w["newcomers"], w["newcomers_new_venues"], w["new_venues"]) == (21, 21, "WACV")


def test_the_chart_and_its_words_say_it(entered):
    t = tables.authors_by_year_table(entered)
    fig = authors_by_year_figure(t, plain=True)
    dotted = [d for d in fig["data"] if d["name"] == KNOWN_VENUES]
    assert len(dotted) == 1 and dotted[0]["y"][-1] == pytest.approx(11 / 12)
    assert venue_newcomer_words(t) == (
        " Venues new to the corpus bring every author as a newcomer: 2022 WACV (20 of the "
        "31 newcomers; 92% in the venues of earlier years).")
    assert venue_newcomer_words(t) in authors_by_year_summary(t).text
    # no venue entered: no dotted line, no words
    before = t[t["year"] < 2022]
    assert KNOWN_VENUES not in [d["name"] for d in authors_by_year_figure(before)["data"]]
    assert venue_newcomer_words(before) == ""


def test_a_venues_first_year_and_the_author_years_it_holds():
    year = np.array([2020, 2021, 2021, -1, 2022])
    assert venue_first_years(pd.Series(["A", "A", "B", "B", None]), year).tolist() == [
        2020, 2020, 2021, 2021, 2022]
    keys, known = known_author_years(np.array([5, 3, 5, 3, 7]),
                                     np.array([False, False, True, False, False]))
    assert keys.tolist() == [3, 5, 7] and known.tolist() == [False, True, False]


def test_a_venue_that_moves_the_share_less_than_a_point_is_not_said():
    """61k ICRA + IROS + RSS: RSS's first year, 2009, brought 38 of 1,945 newcomers, 47.37%
    against 47.20% in the venues of earlier years: no dotted line nor words for it; the
    24k's 2021 (68% against 43%) and ACL + NAACL + COLING's 2021 (no venue of earlier
    years) are said."""
    from analysis.trends.newcomers import venue_moved

    years = pd.DataFrame({
        "year": [2008, 2009, 2021, 2022], "newcomers": [1653, 1945, 4198, 3398],
        "newcomer_share": [0.490, 0.4737, 0.685, 0.853],
        "newcomers_new_venues": [0, 38, 3228, 3398],
        "new_venues": ["", "RSS", "ACL; NAACL", "ACL; NAACL"],
        "newcomer_share_known": [0.490, 0.4720, 0.434, np.nan]})
    assert venue_moved(years).tolist() == [False, False, True, True]
    assert "2009" not in venue_newcomer_words(years)
    assert venue_newcomer_words(years[:2]) == ""
    assert [d["name"] for d in authors_by_year_figure(
        years[:2].assign(mean_team_size=3.0))["data"]].count(KNOWN_VENUES) == 0

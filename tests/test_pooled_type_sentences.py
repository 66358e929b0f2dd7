"""The paper-type and authors-by-year sentences compare pooled ends, as the trend sentences
do (dashboard/summaries/ends.py): a thin first year is pooled with the next until the end
holds 100 papers, and the papers behind each share are given.

Planted answer: a first year of 8 typed papers, all theory only (100%), then 150 papers a
year at 20% theory only; the last year 160 papers at 10%.  A single-year sentence says
"100% in 2010"; pooled, the first end is 2010-2011: 38 of 158 (24%).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.schema import PAPER_TYPES
from dashboard.summaries.decisions import authors_by_year_summary
from dashboard.summaries.paper_types import paper_types_by_summary
from dashboard.summaries.trends import type_shares_summary
from dashboard.summaries.venue_mix import share_no_venue

YEARS = [2010, 2011, 2012, 2013]
THEORY = [8, 30, 30, 16]
EMPIRICAL = [0, 100, 100, 120]
BOTH = [0, 20, 20, 24]


def _types() -> pd.DataFrame:
    """The columns of ``tables.paper_types_by(by="year")`` and ``paper_type_shares_table``."""
    t = pd.DataFrame({"year": YEARS, "theory": THEORY, "empirical": EMPIRICAL, "both": BOTH,
                      "unclear": [1, 3, 3, 3]})
    t["typed"] = t[list(PAPER_TYPES[:3])].sum(axis=1)
    t["total"] = t["typed"] + t["unclear"]
    for k in PAPER_TYPES[:3]:
        t[f"{k}_share"] = t[k] / t["typed"]
    t["unclear_share"] = t["unclear"] / t["total"]
    return t


def test_the_type_share_sentence_pools_a_thin_first_year():
    text = type_shares_summary(_types()).text
    assert text.startswith("Of the papers with a type, from 2010–2011 to 2013: "
                           "theory only 24% (38 of 158) → 10% (16 of 160); "
                           "empirical only 63% (100 of 158) → 75% (120 of 160); "
                           "theory + empirical 13% (20 of 158) → 15% (24 of 160).")
    assert ("The first years are pooled to 100 papers or more (a share of those years' "
            "papers together, not a point of the chart).") in text
    assert "100%" not in text


def test_the_types_by_year_sentence_pools_a_thin_first_year():
    text = paper_types_by_summary(_types(), "year").text
    assert ("Theory-only share of the papers with a type: 24% (38 of 158) in 2010–2011, "
            "10% (16 of 160) in 2013.") in text


def test_years_large_enough_are_not_pooled():
    t = _types().iloc[1:]
    text = type_shares_summary(t).text
    assert text.startswith("Of the papers with a type, from 2011 to 2013: theory only 20% "
                           "(30 of 150) → 10% (16 of 160)")
    assert "pooled" not in text


def _authors(papers: list[int], team: list[float]) -> pd.DataFrame:
    authors = [3 * n for n in papers]
    newcomers = [np.nan, *[a // 3 for a in authors[1:]]]
    return pd.DataFrame({"year": YEARS, "papers": papers, "papers_with_authors": papers,
                         "authors": authors, "newcomers": [0, *newcomers[1:]],
                         "newcomer_share": [np.nan, *[1 / 3] * 3],
                         "mean_team_size": team, "median_team_size": team})


def test_the_authors_sentence_pools_thin_ends():
    """2010's 8 papers of 10 authors each are pooled with 2011's 150 of 2: (80 + 300) /
    158 = 2.4 authors a paper; the last end, 2012-2013 (40 + 90 papers), 4.0 and 5.0."""
    text = authors_by_year_summary(_authors([8, 150, 40, 90], [10, 2, 4, 5])).text
    assert text.startswith("In 2012–2013, 33% of each year's authors had no earlier paper "
                           "in the corpus; papers had 4.7 authors on average "
                           "(2.4 in 2010–2011).")
    assert ("The first and the last years are each pooled to 100 papers or more (a share "
            "of those years' papers together, not a point of the chart).") in text


def test_the_authors_sentence_without_team_sizes_says_none():
    text = authors_by_year_summary(_authors([0, 0, 0, 0], [np.nan] * 4)).text
    assert "authors on average" not in text


def test_ends_with_no_venue_in_common_are_said_first():
    """A change between two ends of different venues is a change of venue: said before the
    numbers, in every first-to-last sentence."""
    venues = pd.DataFrame({"venue": ["A", "A", "B", "B"], "year": YEARS,
                           "all_papers": [8, 150, 150, 160]})
    lead = "2010–2011 (A 100%) and 2013 (B 100%) share no venue: a change between them"
    assert type_shares_summary(_types(), venues).text.startswith(lead)
    assert paper_types_by_summary(_types(), "year", venues).text.startswith(
        "Papers of each year by type. " + lead)
    same = venues.assign(venue="A")
    assert "share no venue" not in type_shares_summary(_types(), same).text


def test_without_author_lists_no_newcomer_share_is_claimed():
    """A corpus with no author lists has no newcomer to count: never "0% of each year's
    authors" (a reviewer, wave 36)."""
    t = _authors([8, 150, 40, 90], [np.nan] * 4).assign(authors=0, newcomers=0,
                                                       papers_with_authors=0)
    text = authors_by_year_summary(t).text
    assert text == ("No paper of these years lists its authors: no newcomer or team size "
                    "to count.")
    assert "0%" not in text
    venues = pd.DataFrame({"venue": ["A", "A", "B", "B"], "year": YEARS,
                           "all_papers": [8, 150, 150, 160]})
    assert authors_by_year_summary(t, venues).text == text  # no caveat on nothing


def test_counts_read_back_from_csv_as_nan_count_as_none():
    """A table read back from CSV holds NaN where a count was missing: the sentences read
    it as none (they raised on ``int(nan)`` or said "nan%")."""
    types = _types().astype({"both": float})
    types.loc[0, "both"] = np.nan
    text = type_shares_summary(types).text
    assert text.startswith("Of the papers with a type, from 2010–2011 to 2013: "
                           "theory only 24% (38 of 158)")
    assert "nan" not in text
    assert type_shares_summary(types).rows[0][3].text == "0.0% (0)"
    authors = _authors([8, 150, 40, 90], [10, 2, 4, 5]).astype({"newcomers": float})
    authors.loc[0, ["newcomers", "mean_team_size"]] = np.nan
    text = authors_by_year_summary(authors).text
    assert text.startswith("In 2012–2013, 33% of each year's authors had no earlier paper")
    assert authors_by_year_summary(authors).rows[0][-1].text == "–"


def test_papers_without_a_venue_share_their_venue():
    """Papers without a venue are one venue ("" in the corpus, NaN read back from CSV: two
    NaN are never equal, and the ends "shared no venue")."""
    for missing in (np.nan, None, ""):
        venues = pd.DataFrame({"venue": [missing] * 4, "year": YEARS,
                               "all_papers": [8, 150, 150, 160]})
        assert "share no venue" not in type_shares_summary(_types(), venues).text
        assert not share_no_venue(venues, (2010, 2011), (2013, 2013))
    apart = pd.DataFrame({"venue": [np.nan, np.nan, "B", "B"], "year": YEARS,
                          "all_papers": [8, 150, 150, 160]})
    assert type_shares_summary(_types(), apart).text.startswith(
        "2010–2011 ((no venue) 100%) and 2013 (B 100%) share no venue")

import numpy as np
import pandas as pd
import pytest

from analysis.filters import Filters, select
from analysis.trends import binomial_log_odds, compare_groups, papers_per_year, split_periods


def papers() -> pd.DataFrame:
    return pd.DataFrame({
        "topic": [0, 1, 2, 0, 1],
        "venue": ["ICML", "COLT", "ICML", "ACL", "ICML"],
        "year": pd.array([2015, 2016, 2019, None, 2021], dtype="Int64"),
        "paper_type": ["theory", "empirical", "both", "empirical", "theory"],
        "title": ["A", "B", "C", "D", "E"],
        "text": ["Gradient descent converges.", "Diffusion models for images.",
                 "We study gradient-descent and diffusion.", "Large Language Models rock.",
                 "Stochastic gradient  descent, revisited."],
    })


# ---------------------------------------------------------------- URL state

def test_query_round_trip():
    f = Filters(topics=(3, 5), query='"gradient descent" privacy', venues=("ICML",),
                years=(2015, 2019), types=("theory",))
    parsed, warnings = Filters.from_query(f.to_query())
    assert parsed == f and warnings == []


def test_example_url_from_the_issue():
    f, warnings = Filters.from_query("?topic=3&q=diffusion&venue=ICML&years=2015-2019&type=theory",
                                     topics=10, venues=["ICML", "COLT"])
    assert f == Filters(topics=(3,), query="diffusion", venues=("ICML",), years=(2015, 2019),
                        types=("theory",))
    assert warnings == []


def test_malformed_query_is_ignored_with_warnings():
    f, warnings = Filters.from_query("topic=abc,99&years=20x5&type=poetry&venue=Nope&colour=red",
                                     topics=10, venues=["ICML"])
    assert f == Filters()
    assert warnings == ["topic 'abc' does not exist (this corpus's topics are 0-9)",
                        "topic '99' does not exist (this corpus's topics are 0-9)",
                        "venue 'Nope' is not in this corpus (its venues: ICML)",
                        "years '20x5' is not a year or a range like 2015-2019",
                        "paper type 'poetry' is not one of theory, empirical, both, unclear",
                        "'colour' is not a filter"]


def test_venue_names_are_matched_ignoring_case_and_years_reordered():
    f, _ = Filters.from_query("venue=icml&years=2019-2015", venues=["ICML"])
    assert f.venues == ("ICML",) and f.years == (2015, 2019)


def test_slug_is_file_name_safe():
    assert Filters().slug() == "all"
    assert Filters(topics=(3,), query='"a b"/c', years=(2015, 2019)).slug() == "topic3_a-b-c_2015-2019"


# ------------------------------------------------------------------ select

def test_select_combines_filters():
    p = papers()
    assert select(p, Filters()).tolist() == [True] * 5
    assert select(p, Filters(venues=("ICML",))).tolist() == [True, False, True, False, True]
    assert select(p, Filters(years=(2016, 2020))).tolist() == [False, True, True, False, False]
    assert select(p, Filters(types=("theory", "both"))).tolist() == [True, False, True, False, True]
    assert select(p, Filters(topics=(0,), venues=("ICML",))).tolist() == [True, False, False, False, False]


def test_search_is_whole_word_case_insensitive_and_phrases_match_across_spaces():
    p = papers()
    # "gradient-descent" is the phrase too: hyphens and spaces alike
    assert select(p, Filters(query='"gradient descent"')).tolist() == [True, False, True, False, True]
    assert select(p, Filters(query="DIFFUSION")).tolist() == [False, True, True, False, False]
    # whole words; the plural is the same word
    assert select(p, Filters(query="model")).tolist() == [False, True, False, True, False]
    assert select(p, Filters(query="descents")).tolist() == [True, False, True, False, True]
    assert select(p, Filters(query='gradient diffusion')).tolist() == [False, False, True, False, False]


# ------------------------------------------------------------------ trends

def test_papers_per_year_counts_the_rows_with_a_year():
    year = np.array([2020, 2020, np.nan, 2023, 2021])
    out = papers_per_year(year, np.array([True, True, True, True, False]))
    assert out.to_dict() == {2020: 2, 2023: 1}  # years without a paper are not listed


def _z(counts_a, n_a, counts_b, n_b):
    delta, var = binomial_log_odds(np.array(counts_a), n_a, np.array(counts_b), n_b)
    return delta / np.sqrt(var)


def test_log_odds_does_not_crown_rare_terms():
    # of 1,000 papers each: 'rare' goes 0 -> 3, 'common' 100 -> 200: the common shift is
    # the surer one; a term used by the same papers in a larger group b is falling
    z = _z([0, 100, 500], 1000, [3, 200, 500], 1000)
    assert z[1] > z[0] > 0
    assert abs(z[0]) < 1.96  # three papers are no trend
    assert _z([500], 1000, [500], 2000)[0] < -1.96


def test_log_odds_is_antisymmetric():
    a, b = [5, 50, 7], [9, 20, 7]
    assert np.allclose(_z(a, 100, b, 80), -_z(b, 80, a, 100))


def test_split_periods_halves_the_papers():
    years = pd.Series([2010] * 10 + [2011] * 10 + [2012] * 30)
    assert split_periods(years) == ((2010, 2011), (2012, 2012))
    assert split_periods(pd.Series([2020, 2020])) is None


def test_compare_groups_lists_significant_risers_and_fallers():
    rng = np.random.default_rng(0)
    n = 400
    in_b = np.arange(n) >= n // 2
    rising = (rng.random(n) < np.where(in_b, 0.6, 0.1)).astype(float)
    falling = (rng.random(n) < np.where(in_b, 0.1, 0.5)).astype(float)
    flat = (rng.random(n) < 0.3).astype(float)
    M = np.column_stack([rising, falling, flat])
    out = compare_groups(M[~in_b].sum(axis=0), M[in_b].sum(axis=0), int((~in_b).sum()),
                         int(in_b.sum()), ["up", "down", "flat"], "early", "late")
    assert out[["term", "direction"]].values.tolist() == [["up", "rising"], ["down", "falling"]]
    assert (out["group_a"] == "early").all() and (out["z"].abs() >= 1.96).all()


@pytest.mark.parametrize("bad", ["years=2019-", "years=abc", "year=1"])
def test_bad_years_warn(bad):
    f, warnings = Filters.from_query(bad)
    assert f.years is None and len(warnings) == 1

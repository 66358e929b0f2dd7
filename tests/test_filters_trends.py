import numpy as np
import pandas as pd
import pytest

from analysis.filters import Filters, select
from analysis.trends import compare_groups, log_odds_dirichlet, shares_by_group, split_periods


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
    assert warnings == ["topic 'abc' does not exist", "topic '99' does not exist",
                        "venue 'Nope' is not in this corpus",
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

def test_shares_by_group_picks_columns():
    membership = np.array([[1, 0, 1], [1, 1, 0]])
    out = shares_by_group(membership[:, [2, 0]], pd.Series([2020, 2021]), ["c", "a"])
    assert out[["group", "item", "n_papers"]].values.tolist() == [
        [2020, "c", 1], [2020, "a", 1], [2021, "c", 0], [2021, "a", 1]]


def test_shares_by_group_are_shares_of_each_groups_papers():
    membership = np.array([[1, 0], [1, 1], [0, 1], [0, 0]])
    out = shares_by_group(membership, pd.Series([2020, 2020, 2021, None]), ["a", "b"])
    assert out.to_dict("records") == [
        {"group": 2020, "item": "a", "n_papers": 2, "share": 1.0},
        {"group": 2020, "item": "b", "n_papers": 1, "share": 0.5},
        {"group": 2021, "item": "a", "n_papers": 0, "share": 0.0},
        {"group": 2021, "item": "b", "n_papers": 1, "share": 1.0},
    ]


def test_log_odds_does_not_crown_rare_terms():
    # 'rare' goes 0 -> 3 uses, 'common' 100 -> 200: the common shift is the surer one.
    counts_a = np.array([0, 100, 500])
    counts_b = np.array([3, 200, 500])
    scores = log_odds_dirichlet(counts_a, counts_b)
    assert scores["z"][1] > scores["z"][0] > 0
    assert scores["z"][2] < 0  # unchanged count, larger group b: relatively falling


def test_log_odds_is_antisymmetric():
    a, b = np.array([5, 50, 7]), np.array([9, 20, 7])
    assert np.allclose(log_odds_dirichlet(a, b)["z"], -log_odds_dirichlet(b, a)["z"])


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

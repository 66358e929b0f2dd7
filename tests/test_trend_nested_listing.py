"""A keyword nested in a listed one is listed by the list's own rule (session 58): its own
papers (those without the longer term) must hold the within-venue test in the list's
Benjamini-Hochberg family and reach the list's last place, not a shrunk z of 1.96, which
with a prior as strong as the data is about half the test's z (analysis/trends/nested.py)."""

from __future__ import annotations

import random

import pytest

from analysis import tables
from tests.test_trends_nested import analysed, themed_abstract

# theme -> (its phrases, papers a year 2010-2014, 2015-2019); one venue
THEMES = {
    "gnn": (["graph neural network", "molecule"], 1, 20),
    # "neural network" without "graph neural network": 8 -> 24 a year, always with
    # "image classification", so the two name the same papers
    "nn": (["neural network", "image classification"], 8, 24),
    # a steady neighbour of a rising longer term: its own papers do not change
    "sgd": (["stochastic gradient descent", "learning rate"], 1, 20),
    "gd": (["gradient descent", "power grid"], 10, 10),
    "kernel": (["kernel ridge regression", "random feature"], 30, 30),
    "bandit": (["multi-armed bandit", "regret bound"], 30, 30),
    "opt": (["convex optimization", "step size"], 30, 30),
}


def _rows() -> list[dict]:
    rng = random.Random(1)
    return [{"id": f"{theme}-{year}-{i}", "title": f"Report {year}-{i}",
             "abstract": themed_abstract(rng, phrases), "year": year, "venue": "V"}
            for year in range(2010, 2020) for theme, (phrases, early, later) in THEMES.items()
            for i in range(early if year < 2015 else later)]


@pytest.fixture(scope="module")
def rising(tmp_path_factory):
    t = tables.rising_falling_table(analysed(tmp_path_factory, "nested_listing", _rows()))
    k = t[(t["kind"] == "keyword") & (t["direction"] == "rising")]
    return k.assign(term=k["term"].str.lower()).set_index("term")


def test_a_nested_keyword_whose_own_papers_hold_the_test_is_listed(rising):
    # "image classification" is exactly the papers "neural network" adds to "graph neural
    # network": the test lists it with a shrunk z under 1.96, so "neural network" earns its
    # place by the same rule (the z >= 1.96 rule dropped it)
    alone = rising.loc["image classification"]
    assert alone["q"] < 0.05 and alone["z"] < 1.96
    assert {"graph neural network", "neural network"} <= set(rising.index)


def test_a_nested_keyword_whose_own_papers_are_steady_is_not_listed(rising):
    assert "stochastic gradient descent" in rising.index
    assert "gradient descent" not in rising.index

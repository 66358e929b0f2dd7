"""Rising, falling and emerging terms spend no place on a term nested in a listed one
unless its own papers earn it (analysis/trends/nested.py), on a planted corpus whose
answers are known; the nesting rule is the topics' own (analysis/terms/nesting.py).
"""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

from analysis import tables
from analysis.pipeline import analyze
from analysis.terms.nesting import nested_in, nested_pairs
from analysis.topics.overlap import Overlaps

YEARS = range(2010, 2020)
# theme -> (its phrases, papers a year before 2017, from 2017)
THEMES = {
    # every rising "gradient descent" paper writes "stochastic gradient descent": one idea
    "sgd": (["stochastic gradient descent"], 1, 25),
    "gd": (["gradient descent", "power grid"], 4, 4),
    # "neural network" rises by itself too, beside "graph neural network"
    "gnn": (["graph neural network", "molecule"], 1, 20),
    "nn": (["neural network", "image classification"], 1, 30),
    # a falling theme with a steady neighbour
    "hmm": (["hidden Markov model", "phoneme"], 25, 2),
    "markov": (["Markov model", "weather"], 4, 4),
    "kernel": (["kernel ridge regression", "random feature"], 20, 20),
    "bandit": (["multi-armed bandit", "regret bound"], 15, 15),
}
# many contexts, so that no phrase around a planted one is a term of its own
TEMPLATES = ["We study the {} here.", "Our {} helps.", "Experiments show the {} works.",
             "A careful {} analysis follows.", "This extends every {} further.",
             "Results on each {} appear below.", "Why does the {} fail?",
             "Few know this {} well.", "Consider one {} only.", "Then the {} converges.",
             "Surprisingly, the {} generalises.", "Beyond that {} lies more.",
             "Reviewers liked our {} a lot.", "Practitioners trust this {} often."]
FILLER = ["We release code.", "Proofs are in the appendix.", "Several baselines are compared.",
          "The method is simple to implement.", "Limitations are discussed at length.",
          "Ablations confirm each part matters.", "We thank the reviewers for comments."]


def _rows() -> list[dict]:
    rng = random.Random(1)
    rows = []
    for year in YEARS:
        for theme, (phrases, early, later) in THEMES.items():
            for i in range(early if year < 2017 else later):
                rows.append({"id": f"{theme}-{year}-{i}", "title": f"Report {year}-{i}",
                             "abstract": themed_abstract(rng, phrases), "year": year,
                             "venue": "V"})
    return rows


def analysed(tmp_path_factory, name: str, rows: list[dict], n_topics: int = 4):
    """The analysis of ``rows`` written as one JSON Lines file."""
    root = tmp_path_factory.mktemp(name)
    (root / "papers.jsonl").write_text("\n".join(json.dumps(r) for r in rows))
    return analyze([root], n_topics=n_topics)


def themed_abstract(rng: random.Random, phrases) -> str:
    """An abstract naming each of ``phrases`` once in a template, among three fillers."""
    text = [rng.choice(TEMPLATES).format(p) for p in phrases]
    text += rng.sample(FILLER, 3)
    rng.shuffle(text)
    return " ".join(text)


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    return analysed(tmp_path_factory, "nested", _rows())


def _nested(a, terms: list[str]) -> set[tuple[str, str]]:
    ids = np.array([a.vocab.lookup(t) for t in terms])
    return {(terms[i], terms[j]) for i, j in nested_pairs(a.vocab, ids)}


def test_the_planted_terms_are_terms(planted):
    for term in ("stochastic gradient descent", "gradient descent", "graph neural network",
                 "neural network", "hidden Markov model"):
        assert planted.vocab.lookup(term) is not None, term


def test_rising_and_falling_keep_the_longer_of_one_idea(planted):
    t = tables.rising_falling_table(planted)
    k = t[t["kind"] == "keyword"]
    rising = k[k["direction"] == "rising"]["term"].str.lower().tolist()
    falling = k[k["direction"] == "falling"]["term"].str.lower().tolist()
    assert "stochastic gradient descent" in rising and "gradient descent" not in rising
    assert "hidden markov model" in falling
    # its own papers rise too: "neural network" says something "graph neural network" does not
    assert {"graph neural network", "neural network"} <= set(rising)
    assert ("neural network", "graph neural network") in _nested(planted, rising)


def test_emerging_terms_keep_the_longer_of_one_idea(planted):
    t = tables.emerging_terms_table(planted)
    terms = t["term"].str.lower().tolist()
    assert "stochastic gradient descent" in terms and "gradient descent" not in terms
    assert {"graph neural network", "neural network"} <= set(terms)
    sgd = t[t["term"].str.lower() == "stochastic gradient descent"].iloc[0]
    assert sgd["takeoff_year"] == 2017


def test_the_nesting_rule_is_the_topics_own(planted):
    v = planted.vocab
    overlaps = Overlaps(v)
    lm, llm = v.lookup("gradient descent"), v.lookup("stochastic gradient descent")
    nn, gnn = v.lookup("neural network"), v.lookup("graph neural network")
    assert overlaps.blocks(lm, llm) and overlaps.blocks(nn, gnn)
    words = {i: frozenset(v.terms["key"].iloc[i].split()) for i in (lm, llm, nn)}
    assert nested_in(words[lm], "", words[llm]) and not nested_in(words[llm], "", words[lm])
    assert not nested_in(words[lm], "", words[nn])
    assert nested_in(frozenset({"generative", "adversarial", "network"}), "GAN",
                     frozenset({"gan", "training"}))

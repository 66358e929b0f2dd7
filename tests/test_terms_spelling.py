"""A keyword is spelled one way in every table and display that names it (issue 10).

walk64 (ICRA + IROS + RSS): the top-keywords chart said "reinforcement learning (RL)", the
rising / falling chart "reinforcement learning": only the keyword tables carried the
shown acronym, and keyword trends, rising / falling, what it tested, emerging terms, the
two-group comparison and the venue profiles named the bare term.  Planted: two venues
2010-2019, reinforcement-learning papers (most writing "RL") rising from 2 a year to 30,
in venue RLV only from 2018; every display is read for the term's name and must be what
the vocabulary spells (:meth:`analysis.terms.Vocabulary.label`).
"""

from __future__ import annotations

import json
import random

import pandas as pd
import pytest

from analysis.filters import Filters
from analysis.pipeline import analyze
from analysis.tables.registry import all_tables
from analysis.terms.headed import term_label
from analysis.trends import TrendOptions, trend_context
from dashboard.figures.compare import compare_terms_figure
from dashboard.figures.emerging import emerging_figure
from dashboard.figures.keywords import keyword_trend_figure, keywords_figure
from dashboard.figures.ranked import ranked_changes_figure
from dashboard.figures.topics import topic_sizes_figure
from dashboard.summaries.compare import compare_terms_summary
from dashboard.summaries.evidence import nearest_words
from dashboard.summaries.trends import (
    emerging_summary,
    keyword_trend_summary,
    ranked_changes_summary,
)

#: Each theme's names; a paper writes three, each among shuffled filler words (so that
#: no longer phrase forms around them).
THEMES = {
    "rl": ["reinforcement learning (RL)", "RL", "RL", "reinforcement learning"],
    "slam": ["lidar odometry", "loop closure", "mobile robots"],
    "grasp": ["contact model", "friction cone", "robot hands"],
}
FILLER = ("we describe the method and discuss its assumptions then report what was found "
          "with notes for practitioners who want to apply it across many settings").split()
NAME = "reinforcement learning (RL)"


def _rows() -> list[dict]:
    """Venue OLD every year: slam and grasp steady, RL papers 2 a year before 2018 and 30
    a year from it; venue RLV from 2018, mostly RL (so it rises, bursts, and marks RLV)."""
    rng = random.Random(3)
    rows = []
    for year in range(2010, 2020):
        plan = [("OLD", "slam", 20), ("OLD", "grasp", 20),
                ("OLD", "rl", 30 if year >= 2018 else 2)]
        if year >= 2018:
            plan += [("RLV", "rl", 25), ("RLV", "grasp", 5)]
        for venue, theme, n in plan:
            for i in range(n):
                sentences = []
                for name in rng.sample(THEMES[theme], 3):
                    words = rng.sample(FILLER, 8)
                    text = " ".join([*words[:4], name, *words[4:]])
                    sentences.append(text[0].upper() + text[1:] + ".")
                rows.append({"id": f"{venue}-{theme}-{year}-{i}",
                             "title": f"Study {year} {i}", "abstract": " ".join(sentences),
                             "year": year, "venue": venue})
    return rows


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    root = tmp_path_factory.mktemp("spelling")
    (root / "papers.jsonl").write_text("\n".join(json.dumps(r) for r in _rows()))
    a = analyze([root], n_topics=3)
    context = trend_context(a, Filters(), TrendOptions(compare_a="venue:OLD",
                                                       compare_b="venue:RLV"))
    return a, all_tables(a, None, context)


def _named(table: pd.DataFrame) -> dict[str, str]:
    """term -> its name as the table spells it (``acronym`` and ``head`` joined), for the
    rows naming a keyword."""
    rows = table[table["kind"] == "keyword"] if "kind" in table else table
    blank = pd.Series("", index=rows.index)
    return {str(t): term_label(str(t), a, h) for t, a, h in zip(
        rows["term"], rows.get("acronym", blank), rows.get("head", blank), strict=True)}


def test_the_planted_keyword_is_spelled_with_its_acronym(planted):
    a, _ = planted
    j = a.vocab.lookup("reinforcement learning")
    assert j is not None and a.vocab.lookup("RL") == j
    assert a.vocab.label(j) == NAME


@pytest.mark.parametrize("name", ["keywords", "keyword_trends", "rising_falling",
                                  "change_evidence", "emerging_terms", "comparison",
                                  "venue_profiles"])
def test_every_table_naming_the_keyword_spells_it_alike(planted, name):
    _, made = planted
    named = _named(made[name])
    if name == "change_evidence":  # the nearest candidate: some keyword, spelled by the rule
        assert all(v == term_label(k, *_spelled(planted, k)) for k, v in named.items())
        return
    # main: rising_falling, keyword_trends, emerging_terms, comparison, venue_profiles
    # said "reinforcement learning"
    assert named.get("reinforcement learning") == NAME, (name, named)


def _spelled(planted, term: str) -> tuple[str, str]:
    a, _ = planted
    j = a.vocab.lookup(term)
    row = a.vocab.terms.loc[j]
    return str(row.get("shown_acronym", row["acronym"]) or ""), str(a.vocab.heads.iat[j])


def test_every_figure_and_sentence_names_the_keyword_alike(planted):
    _, made = planted
    top = keywords_figure(made["keywords"])["data"][0]["y"]
    trend = [t["name"] for t in keyword_trend_figure(made["keyword_trends"])["data"]]
    ranked = ranked_changes_figure(made["rising_falling"], "keyword")["data"][0]
    emerging = emerging_figure(made["emerging_terms"])["data"][-1]["y"]
    compared = [n for t in compare_terms_figure(made["comparison"]).to_dict()["data"]
                for n in t.get("text") or []]
    assert NAME in top
    assert NAME in trend and f"{NAME}: the venue mix alone" in trend  # main: bare
    assert NAME in ranked["y"] and NAME in [c[-1] for c in ranked["customdata"]]  # main: bare
    assert any(str(n).startswith(f"{NAME} · ") for n in emerging)  # main: bare
    assert NAME in compared  # main: bare
    trends = made["keyword_trends"]  # the reader's pick: the keyword alone
    sentences = [keyword_trend_summary(trends[trends["term"] == "reinforcement learning"]).text,
                 ranked_changes_summary(made["rising_falling"], "keyword").text,
                 emerging_summary(made["emerging_terms"]).text,
                 compare_terms_summary(made["comparison"], "none").text]
    for text in sentences:
        assert NAME in text, text  # main: "reinforcement learning" in each


def test_the_nearest_candidate_is_named_as_the_charts_name_it():
    row = {"kind": "keyword", "compared": 3, "held": 0, "term": "reinforcement learning",
           "acronym": "RL", "head": "", "topic": float("nan"), "group_a": "2010–2014",
           "group_b": "2015–2019", "count_a": 10, "count_b": 7, "share_a": 0.05,
           "share_b": 0.03, "z": -1.0, "q": 0.2, "direction": "falling"}
    assert f"the nearest, {NAME} (" in nearest_words(row, "keyword")  # main: bare


def test_the_topics_list_the_keyword_as_their_labels_spell_it(planted):
    """``top_terms_shown`` (what the topic hover lists) spells the keyword as the label
    does; ``top_terms`` keeps the model's term as the papers write it, which is what topic
    coherence is scored on (session 64 spelled ``top_terms`` itself: NPMI then required
    "rl" in a paper, and ICML's NPMI@10 fell from 0.133 to 0.124)."""
    _, made = planted
    topics = made["topics"]
    shown = [t for terms in topics["top_terms_shown"] for t in terms.split("; ")]
    terms = [t for terms in topics["top_terms"] for t in terms.split("; ")]
    assert NAME in " · ".join(topics["label"])
    assert NAME in shown and "reinforcement learning" not in shown  # 6f1dd61^^: bare
    assert "reinforcement learning" in terms and NAME not in terms  # 6f1dd61: spelled
    assert len(shown) == len(terms)  # the same terms, one display each


def test_the_topic_hover_lists_the_spelled_terms(planted):
    _, made = planted
    hover = " ".join(topic_sizes_figure(made["topics"])["data"][0]["hovertext"])
    assert NAME in hover
    bare = made["topics"].drop(columns="top_terms_shown")  # a table made without it
    assert "reinforcement learning," in " ".join(
        topic_sizes_figure(bare)["data"][0]["hovertext"])

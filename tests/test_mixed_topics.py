"""Mixed topics (analysis/topics/mixed.py): a residual grab-bag is told from a subject,
marked "mixed: " wherever its label shows, and never named as the lead change."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

from analysis import tables
from analysis.topics import mixed as mixed_module
from analysis.topics.mixed import (
    MAX_DISTINCTNESS,
    PREFIX,
    head_distinctness,
    mixed_labels,
    mixed_topics,
    paper_similarity,
)


def test_head_terms_used_as_all_papers_use_them_are_not_distinct():
    """Three topics of 100 papers each among 1,000: topic 0's head terms are used by its
    papers as by all papers ("analysis", "data", "effect": lift 0), topic 1's only by its
    own papers (lift log2(10), the most there is), topic 2's by twice the corpus's rate
    (a third of the way: log2 2 / log2 10)."""
    df = np.array([300.0, 100.0, 50.0])  # papers using each of three terms
    shares = np.array([[0.3, 0.1, 0.05],   # topic 0: as the corpus
                       [0.0, 1.0, 0.0],    # topic 1: its own term
                       [0.0, 0.0, 0.1]])   # topic 2: twice the corpus's rate
    heads = [np.array([0, 1, 2]), np.array([1]), np.array([2])]
    d = head_distinctness(shares, df, 1000, np.array([100.0, 100.0, 100.0]), heads)
    assert d == pytest.approx([0.0, 1.0, 1 / np.log2(10)])
    # no terms, or a topic as large as the corpus: nothing to tell, not mixed
    assert head_distinctness(shares, df, 1000, np.array([100.0, 1000.0, 1.0]),
                             [np.array([], dtype=int), heads[1], heads[2]])[:2].tolist() == [1, 1]


def test_representative_papers_similarity():
    same = sp.csr_matrix(np.array([[1, 2, 0], [3, 1, 0], [1, 1, 0]]))
    apart = sp.csr_matrix(np.eye(3))
    idf = np.array([1.0, 2.0, 3.0])
    assert paper_similarity(same, idf) == pytest.approx(1.0)  # binary: the same words
    assert paper_similarity(apart, idf) == pytest.approx(0.0)
    assert paper_similarity(apart[:1], idf) == 1.0  # one paper: nothing to compare


def test_a_topic_is_mixed_only_when_its_head_is_vacuous_and_its_papers_do_not_hang_together():
    """On main 2ae2a62, the 61k's "analysis · data · effect" (head 0.20, papers 0.06
    against a median of 0.17) is mixed; the 24k's "support vector machine · kernel · margin" (0.23, but its
    papers 0.29 against 0.21) and a subject whose papers are as varied as a grab-bag's
    but whose head is its own (0.5) are not."""
    distinct = np.array([0.20, 0.23, 0.50, 0.40, 0.45])
    similar = np.array([0.06, 0.29, 0.10, 0.20, 0.21])
    assert mixed_topics(distinct, similar).tolist() == [True, False, False, False, False]
    assert not mixed_topics(np.array([0.1]), np.array([0.0])).any()  # one topic: no median
    assert mixed_labels(["analysis · data · effect", "bandit · regret"], np.array([True, False])) \
        == [f"{PREFIX}analysis · data · effect", "bandit · regret"]
    assert MAX_DISTINCTNESS == 0.25


def test_the_planted_subjects_are_not_mixed(planted_analysis):
    """Four planted subjects (diffusion, bandits, graphs, kernels): none is a grab-bag, and
    every table that lists topics says so."""
    topics = planted_analysis.topics
    assert topics.mixed is not None and not topics.mixed.any()
    assert set(topics.mixed_measures) == {"mixed", "distinctness", "similarity"}
    assert min(topics.mixed_measures["distinctness"]) > MAX_DISTINCTNESS
    table = tables.topics_table(planted_analysis, None)
    assert table["mixed"].tolist() == [False] * topics.n_topics
    assert not any(label.startswith(PREFIX) for label in table["label"])


@pytest.fixture(scope="module")
def diffusion_mixed(planted_analysis, planted_path):
    """The planted corpus analysed again with its rising "diffusion" topic found mixed
    (the test's verdict forced; the fit is the same): what the tool then shows."""
    from analysis.pipeline import analyze

    k = next(i for i, lab in enumerate(planted_analysis.topics.labels) if "diffusion" in lab)
    patch = pytest.MonkeyPatch()
    patch.setattr("analysis.topics.model.mixed_topics",
                  lambda distinct, similar: np.arange(len(distinct)) == k)
    try:
        yield k, analyze([planted_path], n_topics=4)
    finally:
        patch.undo()


def test_a_mixed_topic_is_marked_wherever_its_label_shows(diffusion_mixed, planted_analysis):
    k, a = diffusion_mixed
    assert a.topics.labels[k] == PREFIX + planted_analysis.topics.labels[k]
    assert a.topics.mixed.tolist() == [i == k for i in range(4)]
    table = tables.topics_table(a, None)
    assert table["mixed"].tolist() == a.topics.mixed.tolist()
    assert table["label"][k].startswith(PREFIX)
    # the paper panel's topic and the topic charts' tables
    assert a.papers.loc[a.papers["topic"] == k, "topic_label"].str.startswith(PREFIX).all()
    trends = tables.topic_trends_table(a, None)
    assert trends.loc[trends["topic"] == k, "mixed"].all()
    assert not trends.loc[trends["topic"] != k, "mixed"].any()
    changes = tables.rising_falling_table(a, None)
    topic_rows = changes[changes["kind"] == "topic"]
    assert topic_rows["mixed"].tolist() == (topic_rows["topic"] == k).tolist()
    assert not changes.loc[changes["kind"] == "keyword", "mixed"].any()


def test_no_trend_sentence_names_a_mixed_topic_as_the_lead_change(diffusion_mixed,
                                                                    planted_analysis):
    """Diffusion rises most (12 of 102 papers in 2019, 54 of 120 in 2021): found mixed, it
    is no longer "the largest rise" nor "Rising most"; the next subject is."""
    from dashboard.summaries import ranked_changes_summary, topic_trends_summary

    k, a = diffusion_mixed
    before = topic_trends_summary(tables.topic_trends_table(planted_analysis, None)).text
    assert f"the largest rise: #{k} " in before  # the planted answer, unmarked
    text = topic_trends_summary(tables.topic_trends_table(a, None)).text
    assert f"#{k} " not in text and "the largest rise: #" in text
    changes = tables.rising_falling_table(a, None)
    words = ranked_changes_summary(changes, "topic")
    assert f"#{k} " not in words.text
    # still listed (and drawn) as what it is
    assert any(row[0].text.startswith(f"#{k} {PREFIX}") for row in words.rows)


def test_only_mixed_topics_changing_is_said_so(diffusion_mixed):
    from dashboard.summaries import ranked_changes_summary

    k, a = diffusion_mixed
    changes = tables.rising_falling_table(a, None)
    only = changes[(changes["kind"] == "topic") & (changes["topic"] == k)]
    assert "Only mixed topics" in ranked_changes_summary(only, "topic").text


def test_the_threshold_is_read_when_the_test_runs(monkeypatch):
    monkeypatch.setattr(mixed_module, "MAX_DISTINCTNESS", 0.1)
    assert not mixed_topics(np.array([0.2, 0.5]), np.array([0.0, 1.0])).any()


def test_the_within_venue_leaders_are_no_mixed_topic():
    """When the ends share no venue the topic sentence names the within-venue test's
    strongest rise and fall (rising_falling's first rows): a mixed topic listed first is
    passed over for the next subject."""
    from dashboard.summaries import topic_trends_summary
    from tests.test_trend_sentences import _account, _changes, _disjoint, _trends

    changes = _changes((26, "rising", 0.001), (5, "rising", 0.01), (7, "falling", 0.3)).assign(
        share_a=[0.01, 0.10, 0.12], share_b=[0.30, 0.20, 0.08])
    account = _account((300, 400), (300, 400))
    plain = topic_trends_summary(_trends(), _disjoint(), changes, account).text
    assert "the strongest rise: #26 detection, 1.0% to 30%" in plain
    marked = topic_trends_summary(_trends(), _disjoint(), changes.assign(
        mixed=[True, False, False]), account).text
    assert "#26" not in marked and "the strongest rise: #5 theory, 10% to 20%" in marked
    assert "the strongest fall: #7 steady" in marked


def test_the_topic_sizes_card_says_what_mixed_means(diffusion_mixed, planted_analysis):
    """The label's "mixed: " is explained beside the chart that shows it, with the mixed
    topics' papers (diffusion: 96 of the 330 planted papers); nothing when none is mixed."""
    from dashboard.summaries import topic_sizes_summary

    k, a = diffusion_mixed
    text = topic_sizes_summary(tables.topics_table(a, None)).text
    assert text.endswith(' "mixed:" marks 1 topic (29% of the papers shown) that are '
                         "grab-bags of the field's common words, not subjects.")
    assert "mixed" not in topic_sizes_summary(tables.topics_table(planted_analysis, None)).text

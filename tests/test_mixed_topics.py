"""Mixed topics (analysis/topics/mixed.py): a residual grab-bag is told from a subject,
marked "mixed: " wherever its label shows, and never named as the lead change."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp

from analysis import tables
from analysis.topics import mixed as mixed_module
from analysis.topics.mixed import (
    MAD_SCALE,
    PREFIX,
    below_median,
    head_distinctness,
    mixed_labels,
    mixed_topics,
    paper_similarity,
)

# The two measures of the 61k's and the 24k's 39 topics on main 2da9e2e
# (bench/topics/mixed.py; head distinctness, then the representative papers' similarity)
D61 = [0.516, 0.381, 0.466, 0.473, 0.305, 0.376, 0.621, 0.362, 0.21, 0.295, 0.503, 0.406,
       0.355, 0.183, 0.318, 0.598, 0.324, 0.517, 0.362, 0.496, 0.169, 0.574, 0.356, 0.366,
       0.399, 0.251, 0.43, 0.281, 0.406, 0.23, 0.472, 0.322, 0.271, 0.302, 0.274, 0.423,
       0.181, 0.119, 0.283]
S61 = [0.147, 0.21, 0.186, 0.219, 0.123, 0.2, 0.173, 0.201, 0.139, 0.108, 0.195, 0.201,
       0.202, 0.101, 0.209, 0.273, 0.144, 0.196, 0.208, 0.192, 0.359, 0.252, 0.355, 0.173,
       0.187, 0.09, 0.167, 0.341, 0.227, 0.172, 0.31, 0.129, 0.135, 0.174, 0.201, 0.212,
       0.09, 0.073, 0.235]
D24 = [0.549, 0.603, 0.53, 0.421, 0.387, 0.412, 0.485, 0.369, 0.442, 0.371, 0.641, 0.495,
       0.45, 0.189, 0.513, 0.434, 0.441, 0.271, 0.181, 0.29, 0.299, 0.324, 0.378, 0.495, 0.53,
       0.373, 0.302, 0.237, 0.322, 0.196, 0.275, 0.315, 0.262, 0.5, 0.445, 0.242, 0.209,
       0.474, 0.201]
S24 = [0.177, 0.205, 0.248, 0.176, 0.224, 0.232, 0.163, 0.159, 0.251, 0.299, 0.172, 0.259,
       0.229, 0.185, 0.304, 0.175, 0.233, 0.125, 0.138, 0.179, 0.211, 0.184, 0.274, 0.259,
       0.3, 0.201, 0.272, 0.162, 0.184, 0.302, 0.306, 0.175, 0.292, 0.309, 0.302, 0.192,
       0.138, 0.286, 0.147]


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


def test_below_median_is_in_robust_standard_deviations():
    """Median 3, deviations 2, 1, 0, 1, 97: their median 1, so one robust SD is 1.4826;
    the outlier (100) does not widen it, as a standard deviation would be."""
    assert below_median(np.array([1.0, 2, 3, 4, 100])) == pytest.approx(
        np.array([2, 1, 0, -1, -97]) / MAD_SCALE)
    assert below_median(np.array([0.2, 0.2, 0.2, 0.5])).tolist() == [0, 0, 0, 0]  # no spread
    assert below_median(np.array([0.1, 0.9])).tolist() == [0, 0]  # two: no outlier


def test_a_topic_is_mixed_only_when_both_measures_lie_far_below_the_corpus_medians():
    """The 61k's and the 24k's measured topics: the grab-bags read as such are flagged, the
    subjects the absolute cut 0.25 flagged ("tracking · visual · features" 0.230 / 0.172,
    "sampling · distribution · Monte Carlo" 0.237 / 0.162) are not, and "local · global ·
    information" (0.251, papers 0.090) is."""
    assert np.flatnonzero(mixed_topics(np.array(D61), np.array(S61))).tolist() == \
        [8, 13, 25, 36, 37]  # function · problem, strategy · algorithm, local · global,
    #                          time · fast · speed, analysis · set · techniques
    assert np.flatnonzero(mixed_topics(np.array(D24), np.array(S24))).tolist() == \
        [18, 36, 38]  # machine learning · tasks, properties · probability, classification
    # one measure alone is not enough: the 61k's "design · actuator · mechanism" (#0, papers
    # 1.2 SDs below the median, head its own) and the 24k's PCA topic (#29, head 1.2 below,
    # papers alike)
    assert below_median(np.array(S61))[0] > 1 and below_median(np.array(D24))[29] > 1
    assert not mixed_topics(np.array(D61), np.array(S61))[0]
    assert not mixed_topics(np.array(D24), np.array(S24))[29]
    assert not mixed_topics(np.array([0.1]), np.array([0.0])).any()  # one topic: no spread
    assert mixed_labels(["analysis · data · effect", "bandit · regret"], np.array([True, False])) \
        == [f"{PREFIX}analysis · data · effect", "bandit · regret"]


def test_the_rule_moves_with_the_corpus_not_with_an_absolute_level():
    """A change of terms that makes every head of a corpus less (or more) distinct, or
    every topic's papers more alike, moves no topic across the line: the same five on the
    61k, where an absolute cut flags from none to all but a few."""
    d, s = np.array(D61), np.array(S61)
    flags = mixed_topics(d, s)
    for shift in (-0.1, 0.1):
        assert np.array_equal(mixed_topics(d + shift, s), flags)
    assert np.array_equal(mixed_topics(d * 1.5, s * 0.6 + 0.05), flags)
    # twenty subjects spread evenly, one topic planted far below both medians: only it
    d, s = np.linspace(0.4, 0.7, 20), np.linspace(0.2, 0.3, 20)[::-1].copy()
    d[10], s[10] = 0.25, 0.12
    assert np.flatnonzero(mixed_topics(d, s)).tolist() == [10]


def test_the_planted_subjects_are_not_mixed(planted_analysis):
    """Four planted subjects (diffusion, bandits, graphs, kernels): none is a grab-bag, and
    every table that lists topics says so."""
    topics = planted_analysis.topics
    assert topics.mixed is not None and not topics.mixed.any()
    assert set(topics.mixed_measures) == {"mixed", "distinctness", "similarity"}
    assert not mixed_topics(np.array(topics.mixed_measures["distinctness"]),
                            np.array(topics.mixed_measures["similarity"])).any()
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
    d, s = np.array(D24), np.array(S24)
    monkeypatch.setattr(mixed_module, "MIN_BELOW", 1.0)  # the 24k's third (0.91) drops
    assert np.flatnonzero(mixed_topics(d, s)).tolist() == [18, 36]


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
    assert text.endswith(' "mixed:" marks 1 topic (29% of the papers shown) that is a '
                         "grab-bag of the field's common words, not a subject.")
    assert "mixed" not in topic_sizes_summary(tables.topics_table(planted_analysis, None)).text


def _topic_view(a, k: int):
    """The rows and trend context of a view filtered to topic ``k``, as the page makes them."""
    from analysis.filters import Filters, select
    from analysis.trends import TrendContext, TrendOptions

    filters = Filters(topics=(k,))  # the trends' denominator: every paper (no venue filter)
    return select(a, filters), TrendContext(options=TrendOptions(), filters=filters,
                                            base=np.ones(a.n_papers, dtype=bool))


def test_a_view_of_a_mixed_topic_alone_still_says_its_change(diffusion_mixed):
    """Filtered to the mixed topic, the topic-trend card says the topic is a grab-bag and
    still gives its share's change with its verdict (it said only "Each topic's share of
    all papers of the year, ..."): diffusion, 12 of 102 papers in 2019 to 54 of 120 in
    2021, a significant rise."""
    from dashboard.summaries import topic_trends_summary

    k, a = diffusion_mixed
    rows, context = _topic_view(a, k)
    trends = tables.topic_trends_table(a, rows, context=context)
    changes = tables.rising_falling_table(a, rows, context=context)
    text = topic_trends_summary(trends, None, changes).text
    assert "The topic shown is mixed: a grab-bag of the field's common words, not a " \
        "subject." in text
    assert f", #{k} {PREFIX}diffusion" in text and "points; within venues: significant)" in text


def test_the_sizes_card_names_no_mixed_topic_as_largest_or_smallest(diffusion_mixed,
                                                                     planted_analysis):
    """Diffusion is the largest planted topic (96 of 330 papers): found mixed, the card
    names the largest subject instead; shown alone, it is named, with what "mixed:" means."""
    from dashboard.summaries import topic_sizes_summary

    k, a = diffusion_mixed
    before = topic_sizes_summary(tables.topics_table(planted_analysis, None)).text
    assert before.startswith(f"4 topics among the papers shown. Largest: #{k} diffusion")
    text = topic_sizes_summary(tables.topics_table(a, None)).text
    assert f"#{k} " not in text
    assert "Largest subject: #" in text and "Smallest subject: #" in text
    rows, _ = _topic_view(a, k)
    alone = topic_sizes_summary(tables.topics_table(a, rows)).text
    assert alone.startswith(f"1 topic among the papers shown. Largest: #{k} {PREFIX}diffusion")
    assert '"mixed:" marks 1 topic (100% of the papers shown)' in alone


def test_the_compare_tab_names_no_mixed_topic_as_more_in_a_group(diffusion_mixed,
                                                                  planted_analysis):
    """COLT against ICML: diffusion's papers are all at ICML ("More in ICML: #0 diffusion
    ..."); found mixed, its row says ``mixed`` and the sentence names graphs alone, the
    plot and the table still list it."""
    from analysis.filters import Filters
    from analysis.trends import TrendContext, TrendOptions
    from dashboard.summaries import compare_topics_summary

    k, a = diffusion_mixed
    context = TrendContext(options=TrendOptions(compare_a="venue:COLT", compare_b="venue:ICML"),
                           filters=Filters())
    plain = compare_topics_summary(tables.comparison_table(planted_analysis, None, context), "")
    assert f"More in ICML: #{k} diffusion" in plain.text
    table = tables.comparison_table(a, None, context)
    topics = table[table["kind"] == "topic"]
    assert topics["mixed"].tolist() == (topics["topic"] == k).tolist()
    assert not table.loc[table["kind"] == "keyword", "mixed"].any()
    words = compare_topics_summary(table, "")
    assert f"#{k} " not in words.text and "More in ICML: #" in words.text
    assert any(row[0].text.startswith(f"#{k} {PREFIX}") for row in words.rows)
    # one side's bars all mixed: the sentence says so beside the other side's subject
    bandits = next(i for i, lab in enumerate(a.topics.labels) if "bandit" in lab)
    sides = compare_topics_summary(topics[topics["topic"].isin([k, bandits])], "").text
    assert "More in ICML: only mixed topics (1); More in COLT: #" in sides
    # only the mixed topic differs: said so, not an empty sentence
    only = compare_topics_summary(table[(table["kind"] == "keyword") | (table["topic"] == k)], "")
    assert "Only mixed topics (no subject: the field's common words) are used more by one " \
        "group" in only.text
    # the venue tables mark it too
    venues = tables.venue_comparison_table(a, "COLT", "ICML")
    assert venues.loc[venues["term"].str.startswith(PREFIX), "mixed"].all()
    assert venues["mixed"].sum() == 1


def test_the_note_on_mixed_topics_agrees_with_their_number():
    """"marks 1 topic (3.5% of the papers shown) that are grab-bags ..., not subjects" on
    ALT + COLT (newuser72): one topic is one grab-bag; two are grab-bags."""
    import pandas as pd

    from dashboard.summaries.topics import _mixed_note

    topics = pd.DataFrame({"share": [0.5, 0.3, 0.2], "mixed": [False, True, False]})
    assert _mixed_note(topics).endswith("marks 1 topic (30% of the papers shown) that is a "
                                        "grab-bag of the field's common words, not a subject.")
    two = topics.assign(mixed=[False, True, True])
    assert _mixed_note(two).endswith("marks 2 topics (50% of the papers shown) that are "
                                     "grab-bags of the field's common words, not subjects.")

"""Which changes between two periods are listed: those the test holds, on planted counts
(walk 57: COLT 2016-2024, topic #30 fell from 48 of 627 papers to 17 of 499, Fisher
p 0.003, and the rising/falling card said nothing changed)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.trends.cells import Cells
from analysis.trends.changes import CHANGE_COLUMNS, nearest_change, ranked_changes, venue_account
from analysis.trends.periods import Periods

YEARS = np.arange(2016, 2025)
PERIODS = Periods(before=(2016, 2021), recent=(2022, 2024))


def _one_venue(before: list[int], recent: list[int], papers_a: int, papers_b: int
               ) -> tuple[np.ndarray, Cells]:
    """One venue, 2016-2024: the items' papers (cells x items) spread evenly over each
    period's years (the remainder in its first year), and the papers of each period."""
    n_a, n_b = (PERIODS.before[1] - PERIODS.before[0] + 1), (PERIODS.recent[1]
                                                           - PERIODS.recent[0] + 1)

    def spread(total: int, years: int) -> list[int]:
        return [total // years + (total % years if i == 0 else 0) for i in range(years)]

    base = np.array(spread(papers_a, n_a) + spread(papers_b, n_b))
    counts = np.array([spread(a, n_a) + spread(b, n_b)
                       for a, b in zip(before, recent, strict=True)], dtype=float).T
    cells = Cells(key=np.arange(len(YEARS)), venue=np.full(len(YEARS), "COLT", dtype=object),
                  year=YEARS, base=base, papers=base, of_paper=np.zeros(0, dtype=np.int64))
    return counts, cells


def test_a_fall_the_test_holds_is_listed_though_the_shrunk_z_is_under_2():
    # the walk's topic: 48 of 627 -> 17 of 499 (test z -3.0; the prior's z only -1.7),
    # beside an item whose share does not move (5% in both periods)
    counts, cells = _one_venue([48, 31], [17, 25], 627, 499)
    out = ranked_changes(counts, cells, PERIODS, np.array(["bandits", "steady"], dtype=object),
                         "topic")
    assert list(out["term"]) == ["bandits"]
    assert list(out["direction"]) == ["falling"]
    assert out["q"][0] < 0.01 and -2 < out["z"][0] < -1.5


def test_a_move_within_chance_of_many_tested_is_not_listed():
    # the walk's keyword: 29 of 627 -> 7 of 499 (p 0.002), but among 69 items tested whose
    # other 68 do not move: Benjamini-Hochberg gives q ~0.16, and noise is not listed
    before, recent = [29] + [20] * 68, [7] + [16] * 68
    counts, cells = _one_venue(before, recent, 627, 499)
    names = np.array([f"term {i}" for i in range(69)], dtype=object)
    out = ranked_changes(counts, cells, PERIODS, names, "keyword")
    assert len(out["term"]) == 0


def test_nothing_listed_still_says_what_was_tested_and_the_nearest_candidate():
    # the walk's keyword among 68 steady ones: nothing is listed, but the card can say that
    # 69 were tested and that the nearest, 29 of 627 -> 7 of 499 papers, has q ~0.16
    from dashboard.summaries import ranked_changes_summary

    before, recent = [29] + [20] * 68, [7] + [16] * 68
    counts, cells = _one_venue(before, recent, 627, 499)
    names = np.array(["multi-armed bandit"] + [f"term {i}" for i in range(68)], dtype=object)
    near = nearest_change(counts, cells, PERIODS, names, "keyword")
    assert (near["compared"], near["held"], near["term"]) == (69, 0, "multi-armed bandit")
    assert (near["count_a"], near["count_b"], near["direction"]) == (29, 7, "falling")
    assert 0.1 < near["q"] < 0.2 and abs(near["share_a"] - 29 / 627) < 1e-12
    empty = pd.DataFrame(columns=CHANGE_COLUMNS)
    account = venue_account(cells, PERIODS)
    text = ranked_changes_summary(empty, "keyword", account=account,
                                  evidence=pd.DataFrame([near])).text
    assert text.startswith("No keyword changed its share significantly from 2016–2021 to "
                           "2022–2024")
    assert text.endswith(f"(1,126 papers shown). 69 keywords tested; the nearest, multi-armed "
                         f"bandit (2016–2021 vs 2022–2024: 29 → 7 papers, 4.6% → 1.4%), has q {near['q']:.2g} (listed at q < 0.05, "
                         "Benjamini-Hochberg).")


def _quiet_topics() -> tuple[pd.DataFrame, object]:
    """Four topics of one venue whose shares move, none past the test: the evidence table's
    topic row (:func:`nearest_change`), and the venue account of the same periods."""
    counts, cells = _one_venue([48, 31, 30, 20], [30, 25, 24, 16], 627, 499)
    labels = np.array(["steady", "theory", "detection", "multi-armed bandit"], dtype=object)
    near = nearest_change(counts, cells, PERIODS, labels, "topic")
    assert (near["compared"], near["held"], near["term"]) == (4, 0, "steady")
    return pd.DataFrame([near]), venue_account(cells, PERIODS)


def test_the_topic_trends_no_change_gives_the_test_evidence_too():
    # "no topic changed its share significantly" on the topic trends card said nothing of
    # what was tested; it now says it as the growing and shrinking topics card does, from
    # the same row of tables.change_evidence_table
    from dashboard.summaries.topics import topic_trends_summary
    from tests.test_trend_sentences import _changes, _disjoint, _trends

    evidence, account = _quiet_topics()
    q = f"{evidence['q'].iat[0]:.2g}"
    said = (" 4 topics tested; the nearest, #0 steady (2016–2021 vs 2022–2024: 48 → 30 papers, "
            "7.7% → 6.0%), has q "
            f"{q} (listed at q < 0.05, Benjamini-Hochberg).")
    noise = topic_trends_summary(_trends(), None, _changes(), account, evidence).text
    assert noise.endswith("within venues from 2016–2021 to 2022–2024: these changes may be "
                          "noise." + said)
    # the ends share no venue: the within-venue leaders' sentence, none listed
    none = topic_trends_summary(_trends(), _disjoint(), _changes(), account, evidence).text
    assert none.endswith("Within venues, no topic changed its share significantly from "
                         "2016–2021 to 2022–2024." + said)
    # a candidate that held (a mixed topic left out of the leaders) is not "the nearest"
    held = evidence.assign(held=1, q=0.01)
    assert "tested;" not in topic_trends_summary(_trends(), _disjoint(), _changes(), account,
                                                 held).text


def test_an_empty_card_says_no_change_once():
    # the chart's placeholder and the words below it both said "No keyword changed its
    # share significantly": the placeholder now only says nothing is listed
    from dashboard.figures.base import empty_message
    from dashboard.figures.ranked import ranked_changes_figure
    from dashboard.summaries import ranked_changes_summary

    evidence, account = _quiet_topics()
    empty = pd.DataFrame(columns=CHANGE_COLUMNS)
    for kind in ("keyword", "topic"):
        drawn = empty_message(ranked_changes_figure(empty, kind))
        words = ranked_changes_summary(empty, kind, account=account, evidence=evidence).text
        assert drawn == f"No {kind} listed."
        assert "significantly" in words and "significantly" not in drawn


def test_one_item_tested_is_named_as_such_not_as_the_nearest():
    # 24k, COLT 2016-2024, topic #23: "1 topic tested; the nearest, #23 ..." read as if
    # others were tested too
    from dashboard.summaries.evidence import nearest_words

    counts, cells = _one_venue([48], [30], 627, 499)
    near = nearest_change(counts, cells, PERIODS, np.array(["steady"], dtype=object), "topic")
    assert nearest_words(near, "topic") == (
        " 1 topic tested: #0 steady (2016–2021 vs 2022–2024: 48 → 30 papers, 7.7% → 6.0%) "
        "has q "
        f"{near['q']:.2g} (listed at q < 0.05, Benjamini-Hochberg).")


def test_each_pair_of_shares_names_the_years_it_covers():
    # 61k RSS, topic #1: the sentence's ends said "13% → 6.3%", the test's evidence beside
    # it "10% → 9.0%", with nothing by either to say which years each covered: the ends'
    # years (2011–2013 → 2016 here) and the test's periods (2016–2021 vs 2022–2024) now
    # stand by their numbers, as in change_evidence's group_a / group_b
    from dashboard.summaries.topics import topic_trends_summary
    from tests.test_trend_sentences import _changes, _trends

    evidence, account = _quiet_topics()
    assert list(evidence[["group_a", "group_b"]].iloc[0]) == ["2016–2021", "2022–2024"]
    text = topic_trends_summary(_trends(), None, _changes(), account, evidence).text
    assert "#26 detection, 2011–2013 → 2016: 0% (0 of 136 papers) to 4.1% (7 of 169)" in text
    assert "#7 steady, 2011–2013 → 2016: 13% (18 of 136 papers) to 7.1%" in text
    assert "#0 steady (2016–2021 vs 2022–2024: 48 → 30 papers, 7.7% → 6.0%)" in text


def test_the_nearest_candidate_gives_the_earlier_share_at_the_later_venue_mix():
    # polish67: the listed changes give share_a_mix (analysis.trends.changes), the "no
    # change" card's nearest candidate gave the crude share_a: 2 venues, A 10% -> 5% with
    # 100 then 20 papers, B 1% -> 0.5% with 100 then 180: crude 5.5% -> 1.0%, at the later
    # mix 1.9% -> 1.0%
    from dashboard.summaries.evidence import nearest_words

    row = {"topic": np.nan, "term": "steady", "compared": 2, "group_a": "2016–2021",
           "group_b": "2022–2024", "count_a": 11, "count_b": 2, "share_a": 11 / 200,
           "share_b": 2 / 200, "share_a_mix": 0.1 * 20 / 200 + 0.01 * 180 / 200, "q": 0.3,
           "acronym": "", "head": "steady"}
    words = nearest_words(row, "keyword")
    assert "11 → 2 papers, 1.9% (2016–2021 at 2022–2024's venue mix) → 1.0%" in words
    assert "5.5%" not in words
    same = nearest_words({**row, "share_a_mix": row["share_a"]}, "keyword")
    assert "5.5% → 1.0%" in same and "venue mix" not in same

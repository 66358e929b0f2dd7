"""The trend sentences' claims: first and last years pooled to enough papers, a change's
verdict read from the page's within-venue test, and the papers that test compared counted
among the papers shown (dashboard/summaries/ends.py).

Planted answers: a COLT-like topic table whose first year (42 papers) makes one topic's 5
papers 12%, and the 24k corpora's topic #13, whose 652 papers keep 102 in the venues with
papers in both halves.
"""

from __future__ import annotations

import pandas as pd
import pytest

from analysis import tables
from analysis.filters import Filters
from analysis.trends.changes import CHANGE_COLUMNS, VenueAccount
from analysis.trends.periods import Periods
from dashboard.summaries import keyword_trend_summary, ranked_changes_summary
from dashboard.summaries.ends import END_PAPERS, pooled_ends
from dashboard.summaries.topics import topic_trends_summary
from tests.test_trends import _context, late  # noqa: F401 (late: a fixture)

YEARS = list(range(2011, 2017))
PAPERS = [42, 44, 50, 120, 130, 169]  # the first three: 136, as COLT 2011-2013
#: topic -> (label, its papers a year)
TOPICS = {
    26: ("detection", [0, 0, 0, 1, 3, 7]),
    31: ("multi-armed bandit", [5, 2, 1, 6, 6, 5]),  # 2011 alone: 12%; 2011-2013: 5.9%
    7: ("steady", [3, 6, 9, 14, 12, 12]),  # 2011 alone: 7.1%; 2011-2013: 13%
    5: ("theory", [10, 14, 12, 30, 28, 40]),
}


def _trends() -> pd.DataFrame:
    rows = [{"year": y, "topic": k, "topic_label": label, "n_papers": n, "year_papers": d,
             "share": n / d}
            for k, (label, counts) in TOPICS.items()
            for y, n, d in zip(YEARS, counts, PAPERS, strict=True)]
    return pd.DataFrame(rows)


HALVES = Periods((2011, 2013), (2014, 2016))


def _account(compared: tuple[int, int], shown: tuple[int, int], used=("COLT",),
             periods: Periods = HALVES) -> VenueAccount:
    return VenueAccount(used=tuple(used), only_before=(), only_recent=(), mix_change=0.0,
                        periods=periods, compared=compared, shown=shown,
                        shown_all=sum(shown))


def _changes(*listed: tuple[int, str, float]) -> pd.DataFrame:
    """A rising_falling table listing topics (topic, direction, q)."""
    rows = [{"kind": "topic", "term": TOPICS.get(k, ("other", []))[0], "topic": k,
             "group_a": "2011–2013", "group_b": "2014–2016", "direction": d,
             "z": 3.0 if d == "rising" else -3.0, "q": q} for k, d, q in listed]
    return pd.DataFrame(rows, columns=CHANGE_COLUMNS).astype({"topic": "Int64"})


def test_the_ends_pool_the_first_and_last_years_to_enough_papers():
    assert END_PAPERS == 100
    ends = pooled_ends(YEARS, PAPERS)
    assert (ends.first, ends.last, ends.papers, ends.halves) == (
        (2011, 2013), (2016, 2016), (136, 169), False)
    assert ends.how() == (" (the first years pooled to 100 papers or more: a share of those "
                          "years' papers together, not a point of the chart)")
    # too few papers for 100 at each end: the two halves (split where half are published)
    few = pooled_ends([2019, 2020, 2021], [30, 40, 50])
    assert (few.first, few.last, few.papers, few.halves) == (
        (2019, 2020), (2021, 2021), (70, 50), True)
    assert few.how() == (" (too few papers for 100 at each end: the two halves of the papers; "
                         "a share of those years' papers together, not a point of the chart)")
    # a year of 100 papers is an end by itself
    assert pooled_ends([2019, 2020], [100, 100]).how() == ""


def test_one_small_first_year_is_not_ranked_as_the_largest_fall():
    """Year by year, topic 31 falls most (12% of 2011's 42 papers to 3.0%: -8.9 points);
    over 2011-2013 (136 papers) it held 5.9%, and the largest fall is topic 7's."""
    text = topic_trends_summary(_trends()).text
    assert text.startswith("Each topic's share of all papers of the year, 2011–2016. From "
                           "2011–2013 to 2016 (the first years pooled to 100 papers or "
                           "more: a share of those years' papers together, not a point of "
                           "the chart), the largest rise: #26 detection, 2011–2013 → 2016: 0% (0 of 136 "
                           "papers) to "
                           "4.1% (7 of 169) (+4.1 points)")
    assert ("the largest fall: #7 steady, 2011–2013 → 2016: 13% (18 of 136 papers) to 7.1% (12 of 169) "
            "(-6.1 points)") in text
    assert "#31" not in text and "12%" not in text and " in 2011 " not in text
    assert "Rising most" not in text and "Falling most" not in text


def test_no_significant_topic_change_makes_the_largest_changes_noise():
    """The page's growing and shrinking topics found none: the sentence says so."""
    text = topic_trends_summary(_trends(), None, _changes(),
                                _account((300, 400), (300, 400))).text
    assert text.endswith(" No topic changed its share significantly within venues from "
                         "2011–2013 to 2014–2016: these changes may be noise.")
    assert "Rising most" not in text and "Falling most" not in text


@pytest.mark.parametrize(("listed", "said"), [
    ([(7, "falling", 0.001)], "significant"),
    ([(7, "falling", 0.3)], "may be chance"),
    ([(7, "rising", 0.001)], "within venues it grows instead"),
    ([(26, "rising", 0.001)], "not significant"),
    ([(k, "falling", 0.001) for k in range(100, 115)], "not among the 15 strongest falls"),
])
def test_each_named_change_carries_the_within_venue_verdict(listed, said):
    text = topic_trends_summary(_trends(), None, _changes(*listed),
                                _account((300, 400), (300, 400))).text
    # the verdict is the within-venue test's, said as such beside the ends' numbers
    prefix = "" if said.startswith("within") else "within venues: "
    assert f"(-6.1 points; {prefix}{said})" in text
    assert text.endswith(" Significance: a test within venues of 2011–2013 against 2014–2016 "
                         "(the growing and shrinking topics' default periods).")


# --------------------------------------------------------------------------- coverage

#: the 24k corpora's topic #13 between the halves (checked on the saved analysis): 652
#: papers, 102 of them in AISTATS, COLT and ICML, 416 in ACL and NAACL (later half only)
TOPIC_13 = VenueAccount(
    used=("AISTATS", "COLT", "ICML"), only_before=("ICLR", "NeurIPS"),
    only_recent=("ACL", "NAACL", "UAI"), mix_change=0.6,
    periods=Periods((1987, 2018), (2019, 2025)), covered=0.39, compared=(44, 58),
    shown=(169, 483), shown_all=652)


WHY = (" Each {w}'s change is tested within venues and listed where it holds at a 5% false "
       "discovery rate over all the {w}s compared (Benjamini-Hochberg): a share that moved "
       "may still be within chance.")


def test_no_change_over_few_compared_papers_gives_their_count():
    """"No keyword changed" over 102 of the topic's 652 papers, with "39% of the papers"
    in its note: a share of all papers, not of the topic's."""
    empty = pd.DataFrame(columns=CHANGE_COLUMNS)
    assert ranked_changes_summary(empty, "keyword", account=TOPIC_13).text == (
        "No keyword changed its share significantly from 1987–2018 to 2019–2025; the "
        "venues with papers in both periods hold 102 of the 652 papers shown, 44 in "
        "1987–2018 and 58 in 2019–2025." + WHY.format(w="keyword"))
    assert ("(AISTATS, COLT, ICML: 102 of the 652 papers shown)" in TOPIC_13.describe()
            and "39%" not in TOPIC_13.describe())
    # the topic trends' sentence says what the test compared; two changes read plural
    one = _trends()[lambda t: t["topic"] == 7]
    assert topic_trends_summary(one, None, empty, TOPIC_13).text.endswith(
        " No topic changed its share significantly within venues from 1987–2018 to "
        "2019–2025 (the venues with papers in both periods hold 102 of the 652 papers "
        "shown, 44 in 1987–2018 and 58 in 2019–2025): this change may be noise.")
    assert topic_trends_summary(_trends(), None, empty, TOPIC_13).text.endswith(
        "and 58 in 2019–2025): these changes may be noise.")
    # enough papers: "no change" with the count; no venue in both periods: nothing measured
    enough = _account((5000, 4380), (12000, 12064), used=("ICML", "COLT"),
                      periods=TOPIC_13.periods)
    assert ranked_changes_summary(empty, "topic", account=enough).text == (
        "No topic changed its share significantly from 1987–2018 to 2019–2025; the "
        "venues with papers in both periods hold 9,380 of the 24,064 papers shown, 5,000 "
        "in 1987–2018 and 4,380 in 2019–2025." + WHY.format(w="topic"))
    every = _account((759, 638), (759, 638))
    assert ranked_changes_summary(empty, "topic", account=every).text == (
        "No topic changed its share significantly from 2011–2013 to 2014–2016 (1,397 papers "
        "shown)." + WHY.format(w="topic"))
    none = _account((0, 0), (40, 60), used=())
    assert ranked_changes_summary(empty, "topic", account=none).text == (
        "No topic's change can be measured: no venue has papers in both 2011–2013 and "
        "2014–2016.")


def test_the_compared_papers_are_counted_among_the_papers_shown(late):  # noqa: F811
    """A search for privacy (OLD, every year: 2 a year, 16 from 2017) or language (NLP,
    2016-2019 only: 160 papers); 2016-2019 against 2010-2015.  Only OLD has papers in both
    periods: 12 + 50 of the 222 papers shown, where OLD holds 70% of ALL papers."""
    rows, context = _context(late, Filters(query="privacy OR language"), recent=4)
    assert int(rows.sum()) == 222
    periods, account = tables.change_periods(late, rows, context)
    assert (account.compared, account.shown, account.shown_all) == ((12, 50), (12, 210), 222)
    assert "(OLD: 62 of the 222 papers shown)" in account.describe()
    t = tables.rising_falling_table(late, rows, context)
    for kind in ("keyword", "topic"):
        text = ranked_changes_summary(t, kind, account=account).text
        assert "62 of the 222 papers shown" in text and "70%" not in text
    # the unfiltered papers: 382 of 542 (the shares' 70%)
    rows, context = _context(late, Filters(), recent=4)
    _, account = tables.change_periods(late, rows, context)
    assert "(OLD: 382 of the 542 papers shown)" in account.describe()
    assert account.covered == pytest.approx(382 / 542)


def test_the_keyword_lines_pool_their_ends_too(late):  # noqa: F811
    """34 papers a year to 2015: the first end is 2010-2012 (102 papers); 88 from 2017:
    the last is 2018-2019 (176)."""
    t = tables.keyword_trends_table(late, terms=["privacy"])
    text = keyword_trend_summary(t).text
    assert text.startswith("privacy: 5.9% of all papers in 2010–2012 (6 of 102), 18% in "
                           "2018–2019 (32 of 176) (+12 points)")
    assert text.endswith(" The first and the last years are each pooled to 100 papers or "
                         "more (a share of those years' papers together, not a point of the "
                         "chart).")


def _disjoint() -> pd.DataFrame:
    """``tables.venue_years_table``'s columns: COLT in 2011-2013, ICRA after, so the first
    and the last years share no venue."""
    venue = ["COLT"] * 3 + ["ICRA"] * 3
    return pd.DataFrame({"venue": venue, "year": YEARS, "n_papers": PAPERS,
                         "all_papers": PAPERS})


def test_ends_with_no_venue_in_common_lead_with_the_venues_and_the_within_venue_test():
    """The ends compare venues: no 'largest rise' from them; the venue note first, then the
    within-venue test's strongest rise and fall with its own shares and verdicts."""
    changes = _changes((5, "rising", 0.001), (7, "falling", 0.3)).assign(
        share_a=[0.10, 0.12], share_b=[0.20, 0.08])
    text = topic_trends_summary(_trends(), _disjoint(), changes,
                                _account((300, 400), (300, 400))).text
    assert text == (
        "Each topic's share of all papers of the year, 2011–2016. 2011–2013 (COLT 100%) and "
        "2016 (ICRA 100%) share no venue: a change between them compares venues, not years; "
        "the rising and falling charts compare within venues. Within venues, from 2011–2013 "
        "to 2014–2016, in the venues with papers in both periods, as the growing and "
        "shrinking topics test them: the strongest rise: #5 theory, 10% to 20% of their "
        "papers (significant); the strongest fall: #7 steady, 12% to 8.0% of their papers "
        "(may be chance).")
    none = topic_trends_summary(_trends(), _disjoint(), _changes(),
                                _account((300, 400), (300, 400))).text
    assert none.endswith("Within venues, no topic changed its share significantly from "
                         "2011–2013 to 2014–2016.")
    assert "largest" not in text + none


def test_a_peak_or_a_dip_the_ends_hide_is_said():
    """The ends alone made "SVM" on NeurIPS 1987-2018 "0% → 0.8% (+0.8 points)", a rise,
    where it went to 12% in 2000 and fell fifteen-fold (walk59).  Planted: 200 papers a
    year; a line that peaks between its ends, one that dips and recovers, and a steady one
    whose highest year is noise (6.5% against 5%, under three standard errors)."""
    lines = {"peaks": [0, 2, 10, 24, 22, 20, 10, 6, 4, 2, 2],
             "dips": [120, 60, 20, 4, 4, 10, 30, 40, 50, 48, 50],
             "steady": [10, 12, 9, 11, 13, 10, 9, 12, 11, 10, 10]}
    t = pd.DataFrame([{"term": term, "year": 2000 + i, "n_papers": n, "year_papers": 200,
                       "share": n / 200}
                      for term, counts in lines.items() for i, n in enumerate(counts)])
    said = dict(part.split(": ", 1) for part in keyword_trend_summary(t).text.split("; "))
    assert said["peaks"] == ("0% of all papers in 2000 (0 of 200), 1.0% in 2010 (2 of 200) "
                             "(+1.0 points), peaking between them at 12% in 2003 (24 of 200)")
    assert said["dips"] == ("60% of all papers in 2000 (120 of 200), 25% in 2010 (50 of 200) "
                            "(-35 points), dipping between them to 2.0% in 2003 (4 of 200)")
    assert said["steady"] == "5.0% of all papers in 2000 (10 of 200), 5.0% in 2010 (10 of " \
        "200) (±0.0 points)."

"""Emerging terms are judged in the venues with papers in the view's latest year (the
covering venues, analysis/trends/emerging.py), on a planted corpus whose answers are known:
venue A publishes every year 2005-2019 (most of the papers), venue B stops in 2017.

- "multi-armed bandit" bursts in B alone (2015-2017) and A writes it once a year in 2018
  and 2019: pooled, B's burst ran on into A's last years and the term was "emerging";
  only A can say whether it still bursts in 2019, and in A it does not.
- "differential privacy" takes off in A in 2012 (none before, 2 papers a year to 2015, 16
  from 2016; dated on A's share before the burst, emerge72: 2016 on 9be8f82, whose
  baseline held the burst's own years); B bursts with it from 2013.  B used it first
  (2005), so its first use is B's.
"""

from __future__ import annotations

import random

import numpy as np
import pandas as pd
import pytest

from analysis import tables
from analysis.filters import Filters, select
from analysis.trends import TrendOptions, trend_context
from analysis.trends.cells import Cells
from analysis.trends.emerging import _gaps, covering, latest_venues
from dashboard.figures.emerging import emerging_figure, gap_words, judged_venues, took_off
from dashboard.summaries.trends import emerging_summary
from tests.test_trends_nested import analysed, themed_abstract

YEARS = range(2005, 2020)


def _kernel(year: int) -> int:
    return 20


def _kernel_b(year: int) -> int:
    return 5  # A holds 62% of the papers: enough basis (BASIS_MIN)


def _kernel_b_large(year: int) -> int:
    return 60  # A holds 25%: no basis


def _privacy_a(year: int) -> int:
    return 0 if year < 2012 else 2 if year < 2016 else 16


def _privacy_b(year: int) -> int:
    return 15 if year >= 2013 else 1


def _bandit_a(year: int) -> int:
    return 1 if year >= 2018 else 0


def _bandit_b(year: int) -> int:
    return 25 if year >= 2015 else 1


def _tuning_n(year: int) -> int:
    return 15 if year == 2019 else 0


# venue -> its years, its themes: (phrases, papers a year)
PLAN = {
    "A": (YEARS, [(["kernel ridge regression", "random feature"], _kernel),
                 (["differential privacy", "sensitive record"], _privacy_a),
                 (["multi-armed bandit", "regret bound"], _bandit_a)]),
    "B": (range(2005, 2018), [(["kernel ridge regression", "random feature"], _kernel_b),
                 (["differential privacy", "sensitive record"], _privacy_b),
                 (["multi-armed bandit", "regret bound"], _bandit_b)]),
    # a venue of three years, one missing, whose last writes a new term
    "N": ((2016, 2017, 2019), [(["kernel ridge regression", "random feature"], _kernel),
                               (["instruction tuning", "prompt template"], _tuning_n)]),
}


# B as large as it was (60 papers a year on kernels): A, the one venue that can say
# whether a burst lasts to 2019, holds a quarter of the papers
MINOR = {**PLAN, "B": (PLAN["B"][0], [(PLAN["B"][1][0][0], _kernel_b_large),
                                      *PLAN["B"][1][1:]])}


def _rows(venues: tuple[str, ...] = ("A", "B"), plan: dict = PLAN) -> list[dict]:
    rng = random.Random(3)
    rows = []
    for year in YEARS:
        for venue in venues:
            years, themes = plan[venue]
            if year not in years:
                continue
            for phrases, per_year in themes:
                for i in range(per_year(year)):
                    rows.append({"id": f"{venue}-{phrases[0]}-{year}-{i}",
                                 "title": f"{venue} {phrases[0]} {year}-{i}",
                                 "abstract": themed_abstract(rng, phrases), "year": year,
                                 "venue": venue})
    return rows


def _analysed(tmp_path_factory, name: str, rows: list[dict]):
    return analysed(tmp_path_factory, name, rows, n_topics=3)


@pytest.fixture(scope="module")
def two(tmp_path_factory):
    return _analysed(tmp_path_factory, "covering", _rows())


@pytest.fixture(scope="module")
def alone(tmp_path_factory):
    return _analysed(tmp_path_factory, "covering_alone", _rows(("A",)))


def _row(t: pd.DataFrame, term: str) -> pd.Series | None:
    hit = t[t["term"].str.lower() == term]
    return hit.iloc[0] if len(hit) else None


@pytest.fixture(scope="module")
def minor(tmp_path_factory):
    return _analysed(tmp_path_factory, "covering_minor", _rows(plan=MINOR))


def _papers(year: int, venues: tuple[str, ...] = ("A", "B"), plan: dict = PLAN) -> int:
    return sum(f(year) for v in venues if year in plan[v][0] for _, f in plan[v][1])


def test_the_years_where_few_venues_can_show_a_burst_are_not_judged(minor):
    """A alone has papers in 2018-2019, and holds a quarter of the papers: a list judged
    in A up to 2019 would be A's dressed as the corpus's (61k: ALT, COLING, RSS, WACV,
    12%).  The list is judged up to 2017, where A and B hold every paper up to it
    (analysis.trends.window; 24k: up to 2018), and the page says which years and why; B's
    "multi-armed bandit" burst (2015-2017) is emerging there.  Filtered to A, A is the
    view: its own list, to 2019."""
    share = sum(_papers(y, ("A",), MINOR) for y in YEARS) / sum(
        _papers(y, plan=MINOR) for y in YEARS)
    assert share < 0.5
    t = tables.emerging_terms_table(minor)
    assert set(t["judged_to"]) == {2017} and set(t["latest_year"]) == {2019}
    up_to = sum(_papers(y, plan=MINOR) for y in YEARS if y <= 2017)
    assert t["covered"].iloc[0] == pytest.approx(up_to / sum(_papers(y, plan=MINOR)
                                                              for y in YEARS))
    row = _row(t, "multi-armed bandit")
    assert row is not None and row["takeoff_year"] == 2015
    words = emerging_summary(t, venue_years=tables.venue_years_table(minor)).text
    assert " burst up to 2017 in the venues that can show it (A, B: " in words
    assert words.endswith("Judged up to 2017: in each of 2018–2019 the venues that can show "
                          "a burst (papers that year and in two earlier years) hold under "
                          "half of the papers.")
    f = Filters(venues=("A",))
    own = tables.emerging_terms_table(minor, select(minor, f), trend_context(minor, f))
    row = _row(own, "differential privacy")
    assert row is not None and row["takeoff_year"] == 2012 and row["covered"] == 1.0
    assert set(own["judged_to"]) == {2019}


def test_a_burst_of_a_venue_that_stopped_is_not_emerging(two):
    t = tables.emerging_terms_table(two)
    assert _row(t, "multi-armed bandit") is None
    assert not t["term"].str.lower().str.contains("bandit").any()


def test_a_burst_in_the_covering_venue_takes_off_when_it_does_there(two):
    t = tables.emerging_terms_table(two)
    row = _row(t, "differential privacy")
    assert row is not None
    assert row["takeoff_year"] == 2012  # A's take-off, its first papers
    # the counts and shares are A's: 2 a year 2012-2015 and 16 since, none before in A
    # (B wrote it every year from 2005)
    assert row["n_since"] == 4 * 2 + 4 * 16 and row["n_papers"] == 4 * 2 + 4 * 16
    assert row["share_since"] == pytest.approx(72 / sum(_papers(y, ("A",))
                                                        for y in range(2012, 2020)))
    assert row["share_before"] == 0.0
    assert np.isnan(row["share_expected"])  # one venue judged: no venue mix
    # the first use is among all the view's papers: B's, in 2010
    assert (row["first_year"], row["first_venue"]) == (2005, "B")
    assert row["first_paper"] == "B differential privacy 2005-0"
    assert (t["first_year"] <= t["takeoff_year"]).all()
    # what the table was judged on
    everyone = sum(_papers(y) for y in YEARS)
    assert np.allclose(t["covered"], sum(_papers(y, ("A",)) for y in YEARS) / everyone)
    assert (t["venues"] == "A").all()


def test_the_dashboard_says_which_venues_judged(two):
    t = tables.emerging_terms_table(two)
    covered = float(t["covered"].iloc[0])
    words = emerging_summary(t)
    assert (f"up to the latest year in the venues that can show it (A: "
            f"{covered:.0%} of the papers)") in words.text
    assert "of their papers before" in words.text
    assert "Shares and papers are of A" in words.caption
    fig = emerging_figure(t)
    assert fig["layout"]["xaxis"]["title"]["text"] == "% of the years' papers in A"
    assert "in A: " in fig["data"][1]["hovertemplate"]
    assert "% of the papers in A" in fig["data"][1]["hovertemplate"]


def test_every_venue_in_the_latest_year_judges_as_before(two, alone):
    """A view whose venues all have papers in its latest year (2005-2017 here) and a
    one-venue corpus are judged on every paper, as before: covered 1.0, no words added."""
    rows = select(two, Filters(years=(2005, 2017)))
    t = tables.emerging_terms_table(two, rows, trend_context(two, Filters(years=(2005, 2017))))
    assert (t["covered"] == 1.0).all() and (t["venues"] == "A, B").all()
    bandit = _row(t, "multi-armed bandit")
    assert bandit is not None and bandit["takeoff_year"] == 2015
    assert "venues that can show it" not in emerging_summary(t).text
    assert emerging_figure(t)["layout"]["xaxis"]["title"]["text"] == \
        "% of all papers of the years"
    one = tables.emerging_terms_table(alone)
    assert (one["covered"] == 1.0).all() and (one["venues"] == "A").all()
    row = _row(one, "differential privacy")
    # the numbers the code before covering venues gave (main 4cab292), but for the burst
    # dated on the share before it (emerge72; 9be8f82: 2016, 64 since, 8 / 228 before,
    # 64 / 146 since, weight 22.03)
    assert (row["first_year"], row["takeoff_year"], row["n_papers"], row["n_since"]) == \
        (2012, 2012, 72, 72)
    assert row["share_before"] == 0.0
    assert row["share_since"] == pytest.approx(72 / sum(_papers(y, ("A",))
                                                        for y in range(2012, 2020)))
    assert row["burst_weight"] == 49.33
    assert np.isnan(row["share_expected"])
    # the same view judged on A's papers within the two-venue corpus: the same numbers
    both = _row(tables.emerging_terms_table(two), "differential privacy")
    for column in ("takeoff_year", "n_papers", "n_since", "share_before", "share_since",
                   "burst_weight"):
        assert both[column] == pytest.approx(row[column]), column


def test_the_trend_lines_baseline_is_every_venues(two):
    """The trend lines' venue-mix baseline stays that of every venue, whether or not the
    emerging terms (judged in A alone) were drawn first in the same view."""
    f = Filters()
    fresh = tables.keyword_trends_table(two, select(two, f), trend_context(two, f),
                                        terms=["multi-armed bandit"])
    ctx = trend_context(two, f, TrendOptions())
    rows = select(two, f)
    tables.emerging_terms_table(two, rows, ctx)
    after = tables.keyword_trends_table(two, rows, ctx, terms=["multi-armed bandit"])
    assert np.array_equal(fresh["share_expected"].to_numpy(), after["share_expected"].to_numpy())
    line = after.set_index("year")
    # B's own rate of the term weighs in while B publishes
    b_rate = sum(_bandit_b(y) for y in range(2005, 2018)) / sum(_papers(y, ("B",))
                                                                for y in range(2005, 2018))
    a_rate = 2 / sum(_papers(y, ("A",)) for y in YEARS)
    mix_2016 = (_papers(2016, ("A",)) * a_rate + _papers(2016, ("B",)) * b_rate) / _papers(2016)
    assert line.loc[2016, "share_expected"] == pytest.approx(mix_2016)


def test_a_burst_takes_off_at_its_first_paper(tmp_path_factory):
    """"instruction tuning" is written by N alone, 15 papers in 2019; 2018 has A's papers
    alone, which never use it: a baseline of 0, where the burst and calm states cost the
    same to rounding, and the burst was said to take off in 2018, before its first use."""
    a = _analysed(tmp_path_factory, "first_paper", _rows(("A", "N")))
    t = tables.emerging_terms_table(a)
    row = _row(t, "instruction tuning")
    assert row is not None and row["covered"] == 1.0 and row["venues"] == "A, N"
    assert (row["first_year"], row["takeoff_year"], row["n_since"]) == (2019, 2019, 15)
    assert row["share_before"] == 0
    assert row["share_since"] == pytest.approx(15 / _papers(2019, ("A", "N")))
    assert (t["first_year"] <= t["takeoff_year"]).all()
    # N, behind all of 2019's papers using it, has no 2018; but the term's first paper is
    # of 2019, so its burst began then, gap or none (a reviewer, wave 36: "2018–2019 (N:
    # no papers 2018)" dated a take-off before the term's first use)
    assert (row["takeoff_from"], row["gap_venues"]) == (2019, "")
    assert emerging_summary(t).rows[list(t["term"]).index(row["term"])][2].text == "2019"
    assert (t["takeoff_from"] >= t["first_year"]).all()
    # a term of the venue present every year keeps its year
    steady = t[t["gap_venues"] == ""]
    assert len(steady) >= 2 and (steady["takeoff_from"] == steady["takeoff_year"]).all()


def _cells(venue_years: list[tuple[str, int]]) -> Cells:
    """One cell per (venue, year), 100 papers each, in venue then year order."""
    venue = np.array([v for v, _ in venue_years], dtype=object)
    year = np.array([y for _, y in venue_years])
    n = np.full(len(venue_years), 100)
    return Cells(np.arange(len(venue_years)), venue, year, n, n,
                 np.empty(0, dtype=np.int64))


def test_a_take_off_across_a_gap_never_starts_before_the_first_use():
    """Venue G has 2015 and 2019 (a gap 2016-2018) and holds all 2019's uses: the burst
    may have begun from 2016, but not before the term's first paper (2017: 2017-2019,
    the gap said for those years); a term first used in 2019 took off in 2019."""
    cells = _cells([("A", y) for y in range(2015, 2020)] + [("G", 2015), ("G", 2019)])
    counts = np.zeros((len(cells.year), 3))
    counts[-1] = 30  # G 2019
    counts[2, 1] = 1  # A 2017: the second term's first paper
    counts[1, 2] = 1  # A 2016
    found = _gaps(counts, cells, np.array([0, 1, 2]), np.array([2019, 2019, 2019]),
                  np.array([2019, 2017, 2016]))
    assert found["takeoff_from"].tolist() == [2019, 2017, 2016]
    assert found["gap_venues"].tolist() == ["", "G", "G"]
    row = {"takeoff_year": 2019, "takeoff_from": 2017, "gap_venues": "G"}
    assert took_off(row) + gap_words(row) == "2019 (perhaps from 2017: G has no papers " \
        "2017–2018)"


def _venue_years(last: dict[str, int]) -> pd.DataFrame:
    """``tables.venue_years_table``'s columns: 100 papers a year for each venue, from 2019
    to its ``last`` year."""
    rows = [{"venue": v, "year": y, "n_papers": 100, "all_papers": 100, "share_of_year": 0.0}
            for v, end in last.items() for y in range(2019, end + 1)]
    return pd.DataFrame(rows)


def test_an_empty_list_names_the_venues_it_was_judged_in():
    """No term bursts: the sentence still says how narrow the comparison was, as the
    table's ``covered`` and ``venues`` would with a row (61k ICRA + AutoML: AutoML alone)."""
    empty = pd.DataFrame(columns=["term", "covered", "venues"])
    narrow = emerging_summary(empty, venue_years=_venue_years({"A": 2021, "B": 2020})).text
    assert narrow == ("No term's use bursts up to 2021 in the venues that can show it "
                      "(A: 300 of the 500 papers).")
    every = emerging_summary(empty, venue_years=_venue_years({"A": 2021, "B": 2021})).text
    assert every == "No term's use bursts up to 2021."


def test_the_table_keeps_every_venue_and_the_page_shortens():
    """The ``venues`` column is data (every name); the page names four at most."""
    six = "A, B, C, D, E, F"
    table = pd.DataFrame({"term": ["x"], "covered": [0.5], "venues": [six]})
    assert judged_venues(table) == "A, B, C +3 more"
    assert judged_venues(table.assign(venues="A, B, C, D")) == "A, B, C, D"
    assert judged_venues(table.assign(covered=1.0)) == ""


def test_an_empty_list_names_papers_without_a_venue_so():
    """A venue-year without a venue name ("" in the corpus, NaN read back from CSV) is
    "(no venue)", never "" or "nan" (a reviewer, wave 36)."""
    empty = pd.DataFrame(columns=["term", "covered", "venues"])
    for missing in ("", np.nan):
        years = _venue_years({"A": 2020, "N": 2021})
        years["venue"] = years["venue"].replace("N", missing)
        assert emerging_summary(empty, venue_years=years).text == (
            "No term's use bursts up to 2021 in the venues that can show it "
            "((no venue): 300 of the 500 papers).")


def test_a_take_off_over_years_is_said_as_one_year():
    """The shares are split at the take-off year, the end of a range: the sentence says
    that one year, and the years the burst may have begun from as a caveat (a reviewer:
    "took off in 2023–2025 … before 2025, 28% since 2025" read as two datings)."""
    row = {"term": "large language model", "first_year": 2019, "takeoff_year": 2025,
           "takeoff_from": 2023, "gap_venues": "C", "n_papers": 40, "n_since": 30,
           "share_before": 0.003, "share_since": 0.56, "share_expected": np.nan,
           "burst_weight": 9.0, "covered": 1.0, "venues": "A, C"}
    words = emerging_summary(pd.DataFrame([row]))
    assert ("took off in 2025 (perhaps from 2023: C has no papers 2023–2024): 0.3% of all "
            "papers before, 56% since.") in words.text
    assert "2023–2025" not in words.text and "2023–2025" not in words.caption
    assert words.rows[0][2].text == "2025 (perhaps from 2023: C has no papers 2023–2024)"
    fig = emerging_figure(pd.DataFrame([row]))
    assert list(fig["data"][1]["y"]) == ["large language model · 2025"]
    one = {**row, "takeoff_from": 2025, "gap_venues": ""}
    assert "took off in 2025: 0.3% of all papers before, 56% since." in \
        emerging_summary(pd.DataFrame([one])).text


def test_a_venue_of_one_year_cannot_show_a_burst():
    """A venue whose only year is the latest (61k: ALT, 51 papers, 2025 alone) has no
    before: it is not among the venues that judge, nor in their share."""
    years = pd.concat([_venue_years({"A": 2021}),
                       pd.DataFrame([{"venue": "L", "year": 2021, "n_papers": 100,
                                      "all_papers": 100, "share_of_year": 0.0}])])
    assert latest_venues(years["venue"].to_numpy(), years["year"].to_numpy()).tolist() == ["A"]
    text = emerging_summary(pd.DataFrame(columns=["term"]), venue_years=years).text
    assert text == ("No term's use bursts up to 2021 in the venues that can show it "
                    "(A: 300 of the 400 papers).")
    cover = covering(_cells([("A", 2019), ("A", 2020), ("A", 2021), ("L", 2021)]))
    assert cover.venues == ("A",) and cover.covered == pytest.approx(0.75) and cover.basis
    assert not covering(_cells([("A", 2020), ("A", 2021), ("L", 2021)])).basis

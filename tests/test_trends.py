"""Trends on planted corpora whose right answers are known: the denominator of every trend,
changes measured within venues when a venue joins late, emerging terms, two groups compared.
"""

from __future__ import annotations

import json
import random

import numpy as np
import pandas as pd
import pytest

from analysis import tables
from analysis.filters import Filters, select
from analysis.pipeline import analyze
from analysis.trends import (
    TrendContext,
    TrendOptions,
    binomial_log_odds,
    choose_periods,
    compare_groups,
    false_discovery,
    mantel_haenszel_z,
    parse_item,
    pool_strata,
    split_query,
    trend_context,
    year_counts,
)
from analysis.trends.cells import build_term_cube, term_cell_counts, venue_year_cells
from analysis.trends.emerging import burst_states
from dashboard.figures.emerging import emerging_figure
from dashboard.figures.keywords import keyword_trend_figure
from dashboard.figures.topics import topic_trends_figure
from dashboard.summaries.topics import topic_trends_summary
from dashboard.summaries.trends import (
    emerging_summary,
    keyword_trend_summary,
    ranked_changes_summary,
)
from tests.data_paths import corpora_root

FILLER = ("We describe the method, discuss its assumptions and report what we found, with "
          "notes for practitioners who want to apply it.")
THEMES = {
    "kernel": "kernel ridge regression with random features and Hilbert space estimators",
    "bandit": "multi-armed bandit exploration with regret guarantees and arm rewards",
    "privacy": "differential privacy mechanism protecting sensitive records with noise",
    "language": "language models for machine translation and parsing of language corpora",
}
YEARS = range(2010, 2020)


def _late_venue_rows() -> list[dict]:
    """Venue OLD publishes every year: kernels and bandits steady, privacy rising from 2
    papers a year to 16 from 2017.  Venue NLP joins in 2016 with language papers only."""
    rng = random.Random(0)
    rows = []
    for year in YEARS:
        plan = [("OLD", "kernel", 20), ("OLD", "bandit", 12),
                ("OLD", "privacy", 16 if year >= 2017 else 2)]
        if year >= 2016:
            plan.append(("NLP", "language", 40))
        for venue, theme, n in plan:
            for i in range(n):
                words = THEMES[theme].split()
                rng.shuffle(words)
                rows.append({"id": f"{venue}-{theme}-{year}-{i}",
                             "title": f"A {theme} study {year} {i}",
                             "abstract": " ".join(words) + f". Case {i} of {year}. " + FILLER,
                             "year": year, "venue": venue})
    return rows


def _holding(terms: set[str], *words: str) -> set[str]:
    """The terms that hold any of ``words`` (as a word)."""
    return {t for t in terms if set(t.replace("-", " ").split()) & set(words)}


@pytest.fixture(scope="module")
def late(tmp_path_factory):
    root = tmp_path_factory.mktemp("late")
    (root / "papers.jsonl").write_text("\n".join(json.dumps(r) for r in _late_venue_rows()))
    return analyze([root], n_topics=4)


def _context(a, f: Filters, **options) -> tuple[np.ndarray, TrendContext]:
    rows = select(a, f)
    return rows, trend_context(a, f, TrendOptions(**options))


# --------------------------------------------------------------------------- denominators


def test_every_trend_divides_by_all_papers_of_the_year(late):
    a = late
    per_year = a.papers["year"].value_counts()
    rows, ctx = _context(a, Filters(query="privacy"), follow=("translation", "topic:0"))
    # the search is explored: its own line is its share of ALL papers of the year
    t = tables.followed_trends_table(a, rows, ctx)
    shown = t[t["kind"] == "shown"].set_index("year")
    assert shown.loc[2012, "n_papers"] == 2 and shown.loc[2012, "year_papers"] == 34
    assert shown.loc[2018, "n_papers"] == 16 and shown.loc[2018, "year_papers"] == 88
    assert np.allclose(shown["share"], shown["n_papers"] / per_year.reindex(shown.index))
    # a followed term counts every paper of the year a search for it finds
    lm = t[t["item"] == "translation"].set_index("year")
    found = select(a, Filters(query="translation"))
    expected = a.papers.loc[found, "year"].value_counts().reindex(lm.index, fill_value=0)
    assert lm["n_papers"].tolist() == expected.tolist() == [0] * 6 + [40] * 4
    assert (lm["year_papers"] == per_year.reindex(lm.index)).all()
    # topics: the selection's papers of each topic over all papers of the year
    tt = tables.topic_trends_table(a, rows, ctx)
    assert (tt.groupby("year")["n_papers"].sum() == shown["n_papers"]).all()
    assert (tt["year_papers"] == tt["year"].map(per_year)).all()
    assert tt.groupby("year")["share"].sum().max() < 0.25  # privacy is never a quarter
    kw = tables.keyword_trends_table(a, rows, ctx, terms=["privacy"]).set_index("year")
    assert (kw["year_papers"] == per_year.reindex(kw.index)).all()
    assert kw.loc[2018, "share"] == pytest.approx(16 / 88)


def test_the_denominator_keeps_the_venue_year_and_type_filters(late):
    a = late
    rows, ctx = _context(a, Filters(venues=("OLD",), query="privacy"))
    tt = tables.topic_trends_table(a, rows, ctx)
    old = a.papers[a.papers["venue"] == "OLD"]["year"].value_counts()
    assert (tt["year_papers"] == tt["year"].map(old)).all()
    assert ctx.words() == "all OLD papers of each year"
    everything = tables.topic_trends_table(a)  # the CLI: every paper, shares add to 1
    assert np.allclose(everything.groupby("year")["share"].sum(), 1.0)


def test_venue_years_shows_the_venue_mix(late):
    vy = tables.venue_years_table(late)
    nlp = vy[vy["venue"] == "NLP"]
    assert nlp["year"].tolist() == [2016, 2017, 2018, 2019] and (nlp["n_papers"] == 40).all()
    assert vy[vy["year"] == 2016]["share_of_year"].sum() == pytest.approx(1.0)
    assert set(vy.columns) >= {"venue", "year", "n_papers"}


def test_paper_type_shares_add_up(late):
    t = tables.paper_type_shares_table(late)
    shares = t[["theory_share", "empirical_share", "both_share"]].sum(axis=1)
    assert np.allclose(shares[t["typed"] > 0], 1.0)
    assert (t["total"] == t["year"].map(late.papers["year"].value_counts())).all()


# --------------------------------------------------------------------------- venue mix


def test_a_venue_joining_late_does_not_make_its_words_rise(late):
    a = late
    t = tables.rising_falling_table(a, None, TrendContext(options=TrendOptions(recent=4)))
    kw = t[t["kind"] == "keyword"]
    rising = set(kw.loc[kw["direction"] == "rising", "term"].str.lower())
    # the theme words come shuffled, so the keywords are whichever of their pairs (or the
    # titles' "privacy study") pass the keyword tests: judged by the words they hold
    assert _holding(rising, "privacy")
    assert not _holding(rising, "language", "translation", "parsing")
    privacy = kw[kw["term"].str.lower().isin(_holding(rising, "privacy"))]
    assert (privacy["q"] < 0.05).all()  # the planted rise holds, the items compared counted
    assert (kw["compared"] == kw["compared"].iloc[0]).all() and kw["compared"].iloc[0] >= 10
    assert (t["group_a"] == "2010–2015").all() and (t["group_b"] == "2016–2019").all()
    note = t["venue_adjustment"].iloc[0]
    assert "within each venue" in note and "NLP (2016–2019 only)" in note
    # the shares are of OLD's papers alone, NLP's 160 left out: said in the note and summary
    assert t["covered"].iloc[0] == pytest.approx((34 * 7 + 48 * 3) / (34 * 7 + 48 * 3 + 40 * 4))
    assert "(OLD: 382 of the 542 papers shown)" in note
    account = tables.change_periods(a, None, TrendContext(options=TrendOptions(recent=4)))[1]
    assert ("in the venues with papers in both periods (382 of the 542 papers shown; "
            "shares of all their papers).") in \
        ranked_changes_summary(t, account=account).text
    # the same comparison without venues (crude shares) calls "language" the top riser:
    # the planted effect is real, and only the stratification removes it
    in_b = a.papers["year"].ge(2016).to_numpy()
    crude = tables.comparisons.compare_groups(
        a.vocab.doc_counts(~in_b), a.vocab.doc_counts(in_b), int((~in_b).sum()),
        int(in_b.sum()), a.vocab.terms["term"].tolist(), "a", "b", top=5)
    assert "language" in set(crude.loc[crude["direction"] == "rising", "term"].str.lower())


def test_the_mantel_haenszel_z_is_the_textbook_statistic():
    from scipy.stats import chi2_contingency

    # one table: z^2 is Pearson's chi-square times (N - 1) / N, the sign b's excess
    for ya, yb in ((6.0, 62.0), (30.0, 25.0)):
        z = mantel_haenszel_z(np.array([[ya]]), 1000, np.array([[yb]]), 1200)[0]
        chi2 = chi2_contingency([[ya, 1000 - ya], [yb, 1200 - yb]], correction=False)[0]
        assert z ** 2 == pytest.approx(chi2 * 2199 / 2200)
        assert np.sign(z) == np.sign(yb / 1200 - ya / 1000)
    # two strata, worked by hand: E = 10*10/40 + 40*30/60, V = 10*30*10*30/(40^2*39) +
    # 20*40*30*30/(60^2*59); z = (8 + 24 - E) / sqrt(V)
    z = mantel_haenszel_z(np.array([[2.0, 6.0]]), np.array([30.0, 20.0]),
                          np.array([[8.0, 24.0]]), np.array([10.0, 40.0]), axis=1)[0]
    e = 10 * 10 / 40 + 40 * 30 / 60
    v = 10 * 30 * 10 * 30 / (40 ** 2 * 39) + 20 * 40 * 30 * 30 / (60 ** 2 * 59)
    assert z == pytest.approx((32 - e) / np.sqrt(v))
    # an item every paper (or none) uses is no test
    assert np.isnan(mantel_haenszel_z(np.array([[0.0]]), 10, np.array([[0.0]]), 10)[0])


def test_q_values_are_benjamini_hochberg_over_the_items_tested():
    from scipy.stats import false_discovery_control, norm

    z = np.array([4.0, -3.0, 2.0, np.nan, 0.5, -1.0])
    q = false_discovery(z)
    tested = ~np.isnan(z)
    assert np.isnan(q[3])
    assert q[tested] == pytest.approx(false_discovery_control(2 * norm.sf(np.abs(z[tested]))))
    assert q[0] < q[1] < q[2] <= q[4] and (q[tested] >= 2 * norm.sf(np.abs(z[tested]))).all()


def test_a_group_comparison_lists_what_the_test_holds_not_noise():
    # 2,000 items used at the same rate in both groups, and 3 planted to double: Monroe's
    # |z| >= 1.96 listed some noise (2 items here); listed by q, only the planted are
    rng = np.random.default_rng(7)
    rate = rng.uniform(0.02, 0.2, 2003)
    n_a, n_b = 4000, 4000
    y_a = rng.binomial(n_a, rate).astype(float)
    y_b = rng.binomial(n_b, np.where(np.arange(2003) < 3, rate * 2, rate)).astype(float)
    names = [f"planted {i}" if i < 3 else f"noise {i}" for i in range(2003)]
    t = compare_groups(y_a, y_b, n_a, n_b, names, "a", "b", top=50)
    planted = t["term"].str.startswith("planted")
    assert planted.sum() == 3 and (t.loc[planted, "q"] < 0.001).all()
    assert len(t) == 3 and (t["compared"] == 2003).all()
    delta, var = binomial_log_odds(y_a, n_a, y_b, n_b)
    assert (np.abs(delta / np.sqrt(var))[3:] >= 1.96).sum() >= 1  # what the z rule let in


def test_a_group_comparison_lists_only_items_one_group_uses_a_quarter_more():
    # 20,000 papers a side: "robot" in 58% against 54% (ratio 1.07, z 4.7) is no
    # characteristic of either group; "grasp" in 14% against 10% (1.4) is, and so is
    # "walking" in 10% against 14% the other way; a rare item at 1.5 times but z < 1.96 is not
    n = 20000
    y_a = np.array([0.54 * n, 0.10 * n, 0.14 * n, 6.0])
    y_b = np.array([0.58 * n, 0.14 * n, 0.10 * n, 9.0])
    t = compare_groups(y_a, y_b, n, n, ["robot", "grasp", "walking", "rare"], "ICRA", "IROS")
    assert set(t["term"]) == {"grasp", "walking"}
    assert t.set_index("term")["direction"].to_dict() == {"grasp": "rising", "walking": "falling"}
    delta, var = binomial_log_odds(y_a[:1], n, y_b[:1], n)
    assert delta[0] / np.sqrt(var[0]) > 4  # the z rule alone would list "robot"


def test_pooling_within_strata_undoes_a_change_of_mix():
    # share 50% in stratum 1 and 10% in stratum 2, in both periods; stratum 2 grows
    y_a, n_a = np.array([[50.0, 10.0]]), np.array([100.0, 100.0])
    y_b, n_b = np.array([[50.0, 90.0]]), np.array([100.0, 900.0])
    delta, var = binomial_log_odds(y_a, n_a, y_b, n_b)
    pooled, z = pool_strata(delta, var, axis=1)
    assert abs(z[0]) < 0.5
    crude_delta, crude_var = binomial_log_odds(y_a.sum(), n_a.sum(), y_b.sum(), n_b.sum())
    assert crude_delta / np.sqrt(crude_var) < -2  # crude: a significant fall


def test_emerging_terms_take_off_when_the_planted_rise_starts(late):
    t = tables.emerging_terms_table(late)
    row = t[t["term"].str.lower().str.contains("privacy")].head(1)
    assert len(row) == 1
    assert row["takeoff_year"].iloc[0] == 2017 and row["first_year"].iloc[0] == 2010
    assert row["share_since"].iloc[0] > 3 * row["share_before"].iloc[0]
    assert not _holding(set(t["term"].str.lower()), "language", "translation")
    assert list(t.columns[:6]) == ["term", "acronym", "head", "first_year", "takeoff_year",
                                   "n_papers"]
    # the first paper using it, to check the first use is the subject: OLD's first of 2010
    assert (row["first_paper"].iloc[0], row["first_venue"].iloc[0]) == \
        ("A privacy study 2010 0", "OLD")
    assert "A privacy study 2010 0 (OLD)" in [c.text for c in emerging_summary(t).rows[0]]
    dots = emerging_figure(t)["data"][1]  # the hover names it on a line of its own
    assert dots["customdata"][-1][5] == "<br>first paper: “A privacy study 2010 0” (OLD)"


def test_emerging_terms_say_what_the_venue_mix_alone_predicts(late, tmp_path):
    """Privacy's burst is within venue OLD; from 2016 NLP's papers, which never use it,
    dilute its share of all papers.  ``share_expected`` is the share since take-off that
    each venue's own share *before* take-off predicts (OLD's 2 of 34, NLP's 0 in 2016),
    weighted by the venue mix since: the mix alone dilutes it below the share before
    (trends67: the burst's baseline over all years, OLD's 62 of 382, lay between the
    shares before and since by construction and read as the mix's part of the rise); with
    one venue there is no mix to predict from, so it is empty, and the summary says so
    only with several."""
    t = tables.emerging_terms_table(late)
    row = t[t["term"].str.lower().str.contains("privacy")].iloc[0]
    old_rate = 2 / 34  # privacy papers of OLD before the take-off, 2010-2016
    assert row["share_expected"] == pytest.approx(old_rate * 48 / 88, rel=0.02)
    assert row["share_expected"] < row["share_before"] < row["share_since"]
    assert "venue mix alone predicts" in emerging_summary(t).text
    (tmp_path / "old.jsonl").write_text("\n".join(
        json.dumps(r) for r in _late_venue_rows() if r["venue"] == "OLD"))
    alone = tables.emerging_terms_table(analyze([tmp_path], n_topics=3))
    assert len(alone) and alone["share_expected"].isna().all()
    assert "venue mix" not in emerging_summary(alone).text


def test_trend_lines_say_what_the_venue_mix_alone_gives(late, tmp_path):
    """"language" is used by every NLP paper and no OLD paper: its rise from 0% to 45% of
    all papers is NLP joining in 2016, and the venue mix alone gives it exactly.
    "privacy" rises within OLD from 2017: above what OLD's own rate over all its years,
    weighted by the mix, gives.  With one venue there is no mix to draw."""
    t = tables.keyword_trends_table(late, terms=["language", "privacy"])
    language, privacy = (t[t["term"].str.lower() == w].set_index("year") for w in
                         ("language", "privacy"))
    assert language["share"].iloc[-1] == pytest.approx(40 / 88)
    assert np.allclose(language["share_expected"], language["share"])
    old_rate = (2 * 7 + 16 * 3) / (34 * 7 + 48 * 3)
    assert privacy.loc[2010, "share_expected"] == pytest.approx(old_rate)
    assert privacy.loc[2019, "share_expected"] == pytest.approx(old_rate * 48 / 88)
    assert (privacy.loc[2017:, "share"] > privacy.loc[2017:, "share_expected"]).all()
    # the followed chart's lines carry the same column, the figure a dotted line each
    rows, context = _context(late, Filters(), follow=("privacy",))
    followed = tables.followed_trends_table(late, rows, context)
    assert np.allclose(followed["share_expected"].to_numpy(),
                       privacy["share_expected"].to_numpy())
    fig = keyword_trend_figure(t, plain=True)
    dotted = [d for d in fig["data"] if d.get("line", {}).get("dash") == "dot"]
    assert len(dotted) == 2 and not any("meta" in d for d in dotted)
    assert dotted[0]["y"][-1] == pytest.approx(100 * 40 / 88, abs=0.01)
    words = keyword_trend_summary(t, tables.venue_years_table(late)).text
    assert "language: 0% of all papers in 2010–2012 (0 of 102), 45% in 2018–2019 (80 of " \
           "176) (+45 points; the venue mix alone: 0% → 45%, 45 of its 45 points)" in words
    # privacy rose within OLD while the mix (NLP joining) alone would lower it
    assert "(+12 points; the venue mix alone: 16% → 8.9%, the other way)" in words
    # the numbers say how much is the mix: no guess of "most" from the venues' distance
    assert words.endswith(": the venue mix alone would move each share as given beside it; "
                          "the rising and falling charts compare within venues.")
    assert "most of this change" not in words
    (tmp_path / "old.jsonl").write_text("\n".join(
        json.dumps(r) for r in _late_venue_rows() if r["venue"] == "OLD"))
    alone = analyze([tmp_path], n_topics=3)
    one = tables.keyword_trends_table(alone, terms=["privacy"])
    assert len(one) == 10 and one["share_expected"].isna().all()
    assert not any(d.get("line", {}).get("dash") == "dot"
                   for d in keyword_trend_figure(one, plain=True)["data"])


def test_topic_trends_say_what_the_venue_mix_alone_gives(late, tmp_path):
    """Each topic's share from the venue mix alone: each venue's share of its papers in
    the topic over all years, weighted by the year's venues (computed here from the papers
    themselves); the shares add up to 1 a year, as the topics do; a topic explored draws
    it dotted; the summary gives its ends when the venues changed."""
    t = tables.topic_trends_table(late)
    p = late.papers.assign(topic=late.papers["topic"].to_numpy())
    rate = pd.crosstab(p["venue"], p["topic"], normalize="index")
    mix = pd.crosstab(p["year"], p["venue"], normalize="index")
    want = mix @ rate  # years x topics
    got = t.pivot(index="year", columns="topic", values="share_expected")
    assert np.allclose(got.to_numpy(), want.reindex(columns=got.columns).to_numpy())
    assert np.allclose(t.groupby("year")["share_expected"].sum(), 1.0)
    k = int(t.groupby("topic")["n_papers"].sum().idxmax())
    rows, context = _context(late, Filters(topics=(k,)))
    fig = topic_trends_figure(tables.topic_trends_table(late, rows, context), plain=True)
    assert [d.get("line", {}).get("dash") for d in fig["data"]] == [None, "dot"]
    assert "the venue mix alone: " in topic_trends_summary(t, tables.venue_years_table(late)).text
    (tmp_path / "old.jsonl").write_text("\n".join(
        json.dumps(r) for r in _late_venue_rows() if r["venue"] == "OLD"))
    alone = tables.topic_trends_table(analyze([tmp_path], n_topics=3))
    assert alone["share_expected"].isna().all()


def test_burst_automaton_finds_the_planted_burst():
    d = np.full(10, 200.0)
    r = np.array([[2, 1, 2, 2, 1, 2, 12, 14, 15, 13],  # takes off in year 6
                  [2, 2, 2, 3, 2, 2, 2, 3, 2, 2],  # steady
                  [2, 2, 2, 12, 14, 2, 2, 2, 2, 2]], dtype=float).T  # an old burst
    p0 = np.broadcast_to(r.sum(axis=0) / d.sum(), r.shape)
    state, _ = burst_states(r, d, p0)
    assert state[:, 0].tolist() == [False] * 6 + [True] * 4
    assert not state[:, 1].any()
    assert state[:, 2].tolist() == [False] * 3 + [True] * 2 + [False] * 5


def test_the_cube_gives_the_counts_of_the_papers(late):
    a = late
    cube = build_term_cube(a)
    for f in (Filters(), Filters(venues=("NLP",)), Filters(years=(2012, 2017)),
              Filters(types=("empirical",)), Filters(query="privacy")):
        rows = select(a, f)
        cells = venue_year_cells(a, rows, rows, cube.keys)
        direct = term_cell_counts(a, rows, cells)
        assert np.array_equal(term_cell_counts(a, rows, cells, cube), direct), f
        assert direct.sum(axis=0).tolist() == a.vocab.doc_counts(rows).tolist()
        # the selection within every paper's cells: whole cells taken, or some of them
        every = np.ones(len(rows), dtype=bool)
        cells = venue_year_cells(a, rows, every, cube.keys)
        assert np.array_equal(term_cell_counts(a, rows, cells, cube),
                              term_cell_counts(a, rows, cells)), f


# --------------------------------------------------------------------------- two groups


def test_two_venues_are_compared_over_the_years_both_have(late):
    a = late
    opts = TrendOptions(compare_a="venue:OLD", compare_b="venue:NLP")
    t = tables.comparison_table(a, None, TrendContext(options=opts, filters=Filters()))
    assert t["counted_over"].iloc[0] == "the years both groups have (2016–2019)"
    more_b = set(t.loc[t["direction"] == "more in NLP", "term"].str.lower())
    more_a = set(t.loc[t["direction"] == "more in OLD", "term"].str.lower())
    assert _holding(more_b, "language") and _holding(more_a, "kernel")
    assert t["z"].is_monotonic_decreasing and t["term"].str.lower().iloc[0] in more_b
    old_papers = ((a.papers["venue"] == "OLD") & (a.papers["year"] >= 2016)).sum()
    kernel = t[t["term"].str.lower().str.contains("kernel")].iloc[0]
    assert kernel["share_a"] == pytest.approx(kernel["count_a"] / old_papers)


def test_two_groups_sharing_no_year_and_no_venue_are_said_to(late):
    """Nothing is held equal between OLD's 2010-2014 and NLP (2016-2019): the sentences
    under both compare charts say so (CVPR 2013-2019 against WACV 2020-2025 of the 61k
    named transformer and diffusion model "most characteristic of WACV", walk59)."""
    from dashboard.summaries import compare_terms_summary, compare_topics_summary

    def table(a, b):
        opts = TrendOptions(compare_a=a, compare_b=b)
        return tables.comparison_table(late, None, TrendContext(options=opts,
                                                                filters=Filters()))

    said = ("The two groups share no year and no venue (2010–2014 at OLD against 2016–2019 "
            "at NLP): what sets them apart may come from their years or their venues as much "
            "as from the groups.")
    t = table("years:2010-2014", "venue:NLP")
    assert set(t["caveat"]) == {said}
    assert compare_terms_summary(t, "").text.endswith(" " + said)
    assert compare_topics_summary(t, "").text.endswith(" " + said)
    for a, b in (("venue:OLD", "venue:NLP"), ("years:2010-2014", "years:2017-2019"),
                 ("years:2010-2014", "years:2016-2019")):  # a year or a venue in common
        t = table(a, b)
        assert set(t["caveat"]) == {""}, (a, b)
        assert "share no year" not in compare_terms_summary(t, "").text


def test_two_periods_are_compared_over_the_venues_both_have(late):
    opts = TrendOptions(compare_a="years:2010-2014", compare_b="years:2017-2019")
    t = tables.comparison_table(late, None, TrendContext(options=opts, filters=Filters()))
    assert t["counted_over"].iloc[0] == "the venues both groups have (OLD)"
    kw = t[t["kind"] == "keyword"] if "kind" in t else t
    assert not _holding(set(kw["term"].str.lower()), "language", "translation")
    rising = set(kw.loc[kw["direction"] == "more in 2017–2019", "term"].str.lower())
    assert _holding(rising, "privacy")


# --------------------------------------------------------------------------- options


def test_options_round_trip_through_the_url(late):
    opts = TrendOptions(follow=('"graph neural networks"', "topic:2"), recent=3, before=5,
                        compare_a="venue:OLD", compare_b="venue:NLP")
    back, warnings = TrendOptions.from_query(opts.to_query(), late)
    assert back == opts and warnings == []
    query = "venue=OLD&" + opts.to_query()
    filters_part, options_part = split_query(query)
    assert filters_part == "venue=OLD" and TrendOptions.from_query(options_part)[0] == opts
    bad, warnings = TrendOptions.from_query("follow=topic:99&recent=0&compare_a=venue:XYZ", late)
    # a group the corpus lacks is kept as asked, to be said, never compared (robust70)
    assert bad == TrendOptions(missing_a="venue:XYZ") and len(warnings) == 3


def test_items_name_what_the_corpus_has(late):
    assert parse_item("topic:3", late).text == "topic:3"
    assert parse_item("venue:nlp", late).text == "venue:NLP"
    assert parse_item("years:2019-2012", late).text == "years:2012-2019"
    assert parse_item("type:theory", late).text == "type:theory"
    assert parse_item("topic:9", late) is None and parse_item("", late) is None
    assert parse_item('"mixture of experts" OR MoE', late).kind == "search"


def test_periods_default_to_halves_and_follow_the_reader():
    per_year = year_counts(pd.Series([2010] * 10 + [2011] * 10 + [2012] * 30))
    assert choose_periods(per_year).describe() == "2012 against 2010–2011"
    per_year = year_counts(pd.Series(range(2000, 2020)))
    p = choose_periods(per_year, recent=3, before=5)
    assert (p.before, p.recent) == ((2012, 2016), (2017, 2019))
    assert choose_periods(per_year, recent=3).before == (2000, 2016)
    assert choose_periods(per_year, recent=25) is None
    assert choose_periods(year_counts(pd.Series([2020, 2020]))) is None


# --------------------------------------------------------------------------- real corpora


@pytest.fixture(scope="module")
def icml():
    return analyze([corpora_root() / "icml"])


@pytest.mark.corpora
def test_graph_neural_networks_at_icml(icml):
    a = icml
    t = tables.emerging_terms_table(a)
    gnn = t[t["term"] == "graph neural network"]  # its usual form: singular head noun
    # ICML 2018 0.5%, 2019 2.1%, none before: the burst begins with its first papers,
    # dated on the share before it (emerge72; 2019 on 9be8f82)
    assert len(gnn) == 1 and gnn["takeoff_year"].iloc[0] == 2018
    assert gnn["first_year"].iloc[0] == 2018
    rows, ctx = _context(a, Filters(), follow=('"graph neural networks"',))
    line = tables.followed_trends_table(a, rows, ctx).set_index("year")
    found = select(a, Filters(query='"graph neural networks"'))
    by_year = a.papers.loc[found, "year"].value_counts()
    assert line["n_papers"].to_dict() == by_year.reindex(line.index, fill_value=0).to_dict()
    assert line["year_papers"].to_dict() == a.papers["year"].value_counts().to_dict()
    assert line.loc[2013:2017, "n_papers"].sum() == 0 and line.loc[2019, "n_papers"] > 10


def test_term_counts_taken_a_few_rows_at_a_time_are_the_whole_matrix_counts(
        planted_analysis, monkeypatch):
    """The cube and the two-group counts read the matrix ROWS_AT_ONCE papers at a time
    (bounded memory at a million papers): the same counts as in one pass."""
    from analysis.tables import comparisons
    from analysis.trends import cells

    a = planted_analysis
    venues = a.papers["venue"].to_numpy()
    in_a, in_b = venues == venues[0], venues != venues[0]
    cube = build_term_cube(a)
    whole = (cube.counts, *comparisons.group_counts(a, in_a, in_b))
    # the cube counted directly: one per (paper's cell, term) nonzero of the matrix
    matrix, of_paper = a.vocab.matrix, cube.of_paper
    direct = np.zeros(cube.counts.shape)
    row = np.repeat(np.arange(matrix.shape[0]), np.diff(matrix.indptr))
    np.add.at(direct, (of_paper[row[of_paper[row] >= 0]],
                       matrix.indices[of_paper[row] >= 0]), 1)
    np.testing.assert_array_equal(cube.counts, direct)
    assert cube.counts.dtype == np.float32
    monkeypatch.setattr(cells, "ROWS_AT_ONCE", 7)
    monkeypatch.setattr(cells, "CELL_ROWS_AT_ONCE", 7)
    monkeypatch.setattr(comparisons, "ROWS_AT_ONCE", 7)
    parts = (build_term_cube(a).counts, *comparisons.group_counts(a, in_a, in_b))
    assert whole[0].sum() > 0 and whole[1].sum() > 0 and whole[2].sum() > 0
    for got, expected in zip(parts, whole, strict=True):
        np.testing.assert_array_equal(got, expected)


def test_term_counts_taken_a_block_of_terms_at_a_time_are_the_whole_product(
        planted_analysis, monkeypatch):
    """A selection's papers per term read the presence matrix COUNT_ENTRIES stored
    values at a time (a mapped file's pages released after each block): the same
    counts as the one product over the whole matrix, for blocks of one term or many."""
    from analysis.terms import term_matrix

    a = planted_analysis
    rows = a.papers["venue"].to_numpy() == a.papers["venue"].iloc[0]
    product = np.rint(a.vocab.presence.T @ rows.astype(np.float32)).astype(np.int64)
    assert 0 < product.sum() < a.vocab.presence.nnz
    for entries in (1, 5, 97, 10**9):
        monkeypatch.setattr(term_matrix, "COUNT_ENTRIES", entries)
        got = a.vocab.doc_counts(rows)
        assert got.dtype == np.int64
        np.testing.assert_array_equal(got, product)
    blocks = list(term_matrix.column_blocks(a.vocab.presence.indptr, 97))
    assert blocks[0][0] == 0 and blocks[-1][1] == a.vocab.presence.shape[1] and len(blocks) > 10
    assert all(b0[1] == b1[0] for b0, b1 in zip(blocks[:-1], blocks[1:], strict=True))

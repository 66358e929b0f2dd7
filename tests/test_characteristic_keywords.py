"""Characteristic keywords compared within venues, on a planted corpus whose answers are known.

Three venues with subjects of their own over different years: ICML (2015-2022, 20 papers a
year) writes about Gaussian processes and, from 2020, more and more about differential
privacy (2 papers of 20 a year before, 12 since: a real change within the venue); ACL
(2020-2023, 30 a year) about theory of mind (4 papers in 5) and learning to rank, the same
every year; AAAI (2021 only, 20 papers) about mixture of experts.  The years 2020-2022 are
53% ACL papers against 23% of the other years, so against the plain rest theory of mind
"sets them apart"; within venues only differential privacy does.
"""

import json
import random

import numpy as np
import pandas as pd
import pytest

from analysis import tables
from analysis.filters import Filters, select
from analysis.pipeline import analyze
from analysis.trends import (
    MIN_RATIO,
    Q_HOLDS,
    binomial_log_odds,
    false_discovery,
    mantel_haenszel_z,
)
from dashboard.figures import characteristic_keywords_figure
from dashboard.summaries import characteristic_keywords_summary
from tests.planted_terms import GENERIC

_FILL = "across under between toward beyond within after before among during around".split()
_OBJECTS = ("benchmarks baselines settings variants regimes cases experiments studies "
            "scenarios tasks domains").split()
OLD_COLUMNS = ["term", "acronym", "n_papers", "share", "n_rest", "share_rest", "log_odds", "z",
               "q", "z_test", "compared"]


def _papers(venues: tuple[str, ...], plan: list | None = None) -> list[dict]:
    """The planted papers of ``venues`` (module docstring; or of ``plan``: venue, year,
    index, subject): each names its subject in its title and three times in its abstract,
    among the generic words every paper uses."""
    rng = random.Random(0)
    if plan is None:
        plan = [("ICML", year, i, "differential privacy" if i < (12 if year >= 2020 else 2)
                 else "Gaussian processes") for year in range(2015, 2023) for i in range(20)]
        plan += [("ACL", year, i, "theory of mind" if i % 5 else "learning to rank")
                 for year in range(2020, 2024) for i in range(30)]
        plan += [("AAAI", 2021, i, "mixture of experts") for i in range(20)]
    rows = []
    for venue, year, i, subject in plan:
        generic = GENERIC[:]
        rng.shuffle(generic)
        body = " ".join(" ".join(f"{rng.choice(_FILL)} {w} {rng.choice(_FILL)} "
                                 f"{rng.choice(_OBJECTS)}" for w in generic[j:j + 4])
                        .capitalize() + "." for j in range(0, len(generic), 4))
        if venue in venues:
            rows.append({
                "id": f"{venue}-{year}-{i}", "venue": venue, "year": year,
                "title": f"{subject.capitalize()} for {rng.choice(_OBJECTS)} {i}",
                "abstract": f"{subject.capitalize()} is studied here, in new "
                            f"{rng.choice(_OBJECTS)}. {body} Our analysis of {subject} covers "
                            f"{rng.choice(_OBJECTS)}, and {subject} scales."})
    return rows


def _analysed(tmp_path_factory, venues: tuple[str, ...], plan: list | None = None):
    root = tmp_path_factory.mktemp("venues")
    (root / "papers.jsonl").write_text("\n".join(json.dumps(r) for r in _papers(venues, plan)))
    return analyze([root], n_topics=2)


def _years_plan() -> list:
    """Whole venues over different years (review 55: the 61k's COLING alone in 2025).
    NLP (2020-2023, 20 a year) writes about knowledge graphs in 2020-2022 (8 papers of 20,
    against 1 of 20 at KR and DB) and, in 2023, the one year no other venue has, about
    large language models (16 of 20); KR and DB (2020-2022, 20 a year each, the same years
    in the same mix) about learning to rank and mixture of experts, and KR about knowledge
    graphs once a year."""
    plan = [("NLP", year, i, "knowledge graphs" if i < 8 else "learning to rank")
            for year in range(2020, 2023) for i in range(20)]
    plan += [("NLP", 2023, i, "large language models" if i < 16 else "learning to rank")
             for i in range(20)]
    plan += [("KR", year, i, "knowledge graphs" if i == 0 else "learning to rank")
             for year in range(2020, 2023) for i in range(20)]
    plan += [("DB", year, i, "mixture of experts" if i % 2 else "learning to rank")
             for year in range(2020, 2023) for i in range(20)]
    return plan


@pytest.fixture(scope="module")
def venue_years(tmp_path_factory):
    return _analysed(tmp_path_factory, ("NLP", "KR", "DB"), _years_plan())


@pytest.fixture(scope="module")
def same_years(tmp_path_factory):
    return _analysed(tmp_path_factory, ("KR", "DB"), _years_plan())


@pytest.fixture(scope="module")
def three_venues(tmp_path_factory):
    return _analysed(tmp_path_factory, ("ICML", "ACL", "AAAI"))


@pytest.fixture(scope="module")
def one_venue(tmp_path_factory):
    return _analysed(tmp_path_factory, ("ICML",))


def _plain(a, mask) -> pd.DataFrame:
    """The table as it was before venues were matched: the selection against every other
    paper, unweighted (the reference the one-venue case must equal, number for number)."""
    vocab, n_in = a.vocab, int(mask.sum())
    n_out = a.n_papers - n_in
    inside = vocab.keyword_counts(mask)
    outside = vocab.keyword_counts(None) - inside
    delta, var = binomial_log_odds(outside, n_out, inside, n_in)
    z = delta / np.sqrt(var)
    test = mantel_haenszel_z(outside[:, None], n_out, inside[:, None], n_in)
    q = false_discovery(test)
    # listed by the test (q < 0.05, over-used 1.25 times), ranked by the shrunk score
    with np.errstate(invalid="ignore"):
        keep = np.flatnonzero((q < Q_HOLDS) & (test > 0) & (inside > 0)
                              & (inside / n_in >= MIN_RATIO * outside / n_out))
    keep = keep[np.argsort(-z[keep], kind="stable")]
    ids = vocab.keyword_ids[keep]
    return pd.DataFrame({
        "term": vocab.terms["term"].to_numpy()[ids],
        "acronym": vocab.terms["acronym"].to_numpy()[ids],
        "n_papers": inside[keep], "share": inside[keep] / n_in,
        "n_rest": outside[keep], "share_rest": outside[keep] / n_out,
        "log_odds": delta[keep], "z": z[keep], "q": q[keep], "z_test": test[keep],
        "compared": int(np.isfinite(test).sum()),
    }, columns=OLD_COLUMNS)


def _row(table: pd.DataFrame, term: str) -> pd.Series:
    return table.set_index("term").loc[term]


def test_a_year_range_is_compared_within_venues(three_venues):
    a = three_venues
    years = select(a, Filters(years=(2020, 2022)))
    assert int(years.sum()) == 60 + 90 + 20
    # the plain contrast reads the venue mix as what sets these years apart
    plain = set(_plain(a, years)["term"])
    assert {"theory of mind", "mixture of experts"} <= plain
    t = tables.characteristic_keywords_table(a, years)
    # within venues: theory of mind is ACL's in every year, mixture of experts AAAI's, whose
    # papers are all in these years (nothing to compare them with): only the real change
    assert list(t["term"]) == ["differential privacy"]
    dp = _row(t, "differential privacy")
    # 36 of the 150 papers of the venues compared (ICML 60, ACL 90); expected: ICML's other
    # papers use it 10 times in 100, weighted 60/100 (ACL's other papers never do)
    assert (dp["n_papers"], dp["share"]) == (36, 36 / 150)
    assert dp["n_rest"] == pytest.approx(6.0) and dp["share_rest"] == pytest.approx(6 / 150)
    assert (dp["baseline"], dp["left_out"]) == ("venue-matched", "AAAI")
    assert dp["covered"] == pytest.approx(150 / 170)
    # the weighted rest counts as its effective papers (Kish): weights 0.6 (100 ICML
    # papers) and 3 (30 ACL papers) give 150² / (0.36·100 + 9·30) ≈ 73.5 papers, not 150
    n_eff = 150 ** 2 / (0.36 * 100 + 9 * 30)
    delta, var = binomial_log_odds(6 / 150 * n_eff, n_eff, 36, 150)
    assert dp["log_odds"] == pytest.approx(delta) and dp["z"] == pytest.approx(
        delta / np.sqrt(var))
    assert dp["q"] < 1e-6  # the venues' Mantel-Haenszel test: it holds
    words = characteristic_keywords_summary(t)
    assert words.text.startswith(
        "Used more here than in the other papers of the same venues, at the venue mix shown: "
        "differential privacy (24% of the papers shown, 4.0% of the others).")
    assert ("AAAI has no other papers to compare with and is left out (12% of the papers "
            "shown); the shares are of the other 88%.") in words.text
    assert [c.text for c in words.rows[0][1:3]] == ["24.0% (36)", "4.0% (6.0)"]
    bar = characteristic_keywords_figure(t)["data"][0]
    assert "4.0% of the other papers of the same venues, at the venue mix shown" in (
        bar["hovertemplate"].replace("%{customdata[2]}", bar["customdata"][0][2]))


def test_a_venue_is_compared_with_the_other_venues_of_its_years(three_venues):
    """A venue filter shares no venue with the other papers: the other venues, in the
    years it shares with them (2023, ACL's alone, is left out), and the venue's own words."""
    a = three_venues
    acl = select(a, Filters(venues=("ACL",)))
    t = tables.characteristic_keywords_table(a, acl)
    assert list(t["term"]) == ["theory of mind", "learning to rank"]
    assert (t["baseline"] == "year-matched").all() and (t["left_out"] == "2023").all()
    assert t["covered"].iat[0] == pytest.approx(90 / 120)
    assert characteristic_keywords_summary(t).text.startswith(
        "Used more here than in the other venues' papers of the same years, at the year mix "
        "shown: theory of mind (80% of the papers shown, 0% of the others)")


def test_a_word_of_a_year_only_the_venue_has_does_not_set_it_apart(venue_years):
    """NLP alone has 2023, where 16 of its 20 papers name large language models: against
    the other venues over all years they "set NLP apart" (20% against 0%); at NLP's own
    years 2023 has nothing to compare with and is left out, and only knowledge graphs,
    over-used by NLP in the years it shares (8 of 20 against 1 of 40), remain."""
    a = venue_years
    nlp = select(a, Filters(venues=("NLP",)))
    # by the term, whatever its number: this corpus writes "models" only in this phrase
    # and "model" elsewhere, which reads as a fixed plural (analysis.terms.fixed_plurals)
    assert a.vocab.label(a.vocab.lookup("large language models")) in set(_plain(a, nlp)["term"])
    t = tables.characteristic_keywords_table(a, nlp)
    assert list(t["term"]) == ["knowledge graph"]
    kg = _row(t, "knowledge graph")
    assert (kg["n_papers"], kg["baseline"], kg["left_out"]) == (24, "year-matched", "2023")
    # expected: KR and DB's 120 papers of 2020-2022 use it 3 times, weighted 60/120
    assert kg["n_rest"] == pytest.approx(1.5) and kg["covered"] == pytest.approx(60 / 80)
    assert kg["q"] < 1e-3
    assert ("2023 has no other venues' papers to compare with and is left out (25% of the "
            "papers shown)") in characteristic_keywords_summary(t).text


def test_a_venue_sharing_its_years_in_the_same_mix_is_unchanged(same_years):
    """KR against DB, both 2020-2022 at 20 papers a year: the weights are equal and the
    table is the plain contrast's with the other venues, number for number."""
    a = same_years
    kr = select(a, Filters(venues=("KR",)))
    t = tables.characteristic_keywords_table(a, kr)
    assert "learning to rank" in set(t["term"])
    assert (t["baseline"] == "other venues").all() and (t["covered"] == 1.0).all()
    pd.testing.assert_frame_equal(t[OLD_COLUMNS], _plain(a, kr), check_exact=True)


def test_the_same_venue_mix_needs_no_weights(three_venues):
    """Half of each venue's papers against the other half: the mixes are the same, and the
    table is the plain contrast's, number for number."""
    a = three_venues
    half = (a.papers["id" if "id" in a.papers else "paper_id"].str.rsplit("-", n=1).str[-1]
            .astype(int) % 2 == 0).to_numpy()
    t = tables.characteristic_keywords_table(a, half)
    assert (t["baseline"] == "other papers").all()
    pd.testing.assert_frame_equal(t[OLD_COLUMNS], _plain(a, half), check_exact=True)


def test_one_venue_gives_the_numbers_of_the_plain_contrast(one_venue):
    a = one_venue
    years = select(a, Filters(years=(2020, 2022)))
    t = tables.characteristic_keywords_table(a, years)
    assert list(t["term"]) == ["differential privacy"]
    assert (t["baseline"] == "other papers").all() and (t["left_out"] == "").all()
    pd.testing.assert_frame_equal(t[OLD_COLUMNS], _plain(a, years), check_exact=True)
    assert (int(t["n_papers"].iat[0]), int(t["n_rest"].iat[0])) == (36, 10)
    assert characteristic_keywords_summary(t).text.startswith(
        "Used more here than in the other papers: differential privacy (60% of the papers "
        "shown, 10% of the others)")


def test_the_test_lists_and_the_shrunk_score_ranks(three_venues):
    """One account (review 55: a bar "z 2.75" beside q 4e-8): a keyword is listed when the
    Mantel-Haenszel test holds (q < 0.05) and it is used 1.25 times as often, ranked by the
    shrunk score, which has no threshold of its own; the chart names its axis as that
    score and its hover gives the test's own z."""
    from analysis.tables.keywords import _listed
    from analysis.trends.matched import plain_contrast, venue_plan

    a = three_venues
    n = len(a.vocab.keyword_ids)
    inside, rest = np.zeros(n), np.zeros(n)
    inside[0], rest[0] = 300, 600    # 30% of 1,000 against 3% of 20,000: leads
    inside[1], rest[1] = 6, 10       # 0.6% against 0.05%: the test holds, the score is small
    inside[2], rest[2] = 110, 1800   # 11% against 9%: the test holds, not 1.25 times
    inside[3], rest[3] = 10, 2000    # used less here: the test holds the other way
    c = plain_contrast(inside, rest, 1000, 20000)
    assert c.z[1] < 1.96 < c.test[1]  # the case the old cut at z 1.96 dropped
    plan = venue_plan(np.array([1000]), np.array([21000]), ["V"])
    t = _listed(a, c, plan, 50)
    terms = a.vocab.terms["term"].to_numpy()[a.vocab.keyword_ids]
    assert list(t["term"]) == [terms[0], terms[1]]
    assert (t["q"] < Q_HOLDS).all() and t["z_test"].iat[1] == pytest.approx(c.test[1])
    fig = characteristic_keywords_figure(t)
    assert fig["layout"]["xaxis"]["title"]["text"].startswith("ranking score (shrunk log-odds z)")
    bar = fig["data"][0]
    hover = bar["hovertemplate"].replace("%{customdata[3]}", bar["customdata"][-1][3])
    assert "ranking score %{x} (shrunk log-odds z)" in hover
    assert f"test (Mantel-Haenszel, or exact): z = {c.test[0]:.2f}, q = " in hover


def test_the_search_own_terms_are_not_listed(planted_analysis):
    """walk59: under a search for GAN, "generative adversarial network (GAN) (100% of the
    papers shown, 0% of the others)" and "conditional GAN (0% of the others)" led the list,
    true by construction.  A keyword the search finds in every paper that uses it is tested
    but not listed, and named; the card, the download and the CLI share the table."""
    from analysis.trends.context import TrendContext
    from dashboard.summaries import characteristic_keywords_summary

    a = planted_analysis
    query = "kernel ridge regression"
    rows = select(a, Filters(query=query))
    plain = tables.characteristic_keywords_table(a, rows)
    assert plain["term"].iat[0] == query  # listed first without the search's words
    t = tables.characteristic_keywords_table(a, rows, search=query)
    assert query not in set(t["term"]) and len(t) == len(plain) - 1
    assert set(t["term"]) == set(plain["term"]) - {query}
    assert (t["searched"] == query).all() and t["compared"].iat[0] == plain["compared"].iat[0]
    spec = next(s for s in tables.TABLES if s.name == "characteristic_keywords")
    download = spec.make(a, rows, TrendContext(filters=Filters(query=query)))
    pd.testing.assert_frame_equal(download, t)
    words = characteristic_keywords_summary(t).text
    assert f"Not listed: {query}: the search finds every paper that uses it." in words
    # three words searched (ANDed): "citation graph" holds one of them, and is listed
    graphs = "graph neural network"
    g = tables.characteristic_keywords_table(a, select(a, Filters(query=graphs)), search=graphs)
    assert "citation graph" in set(g["term"])
    # every keyword the test holds is the search's own: said, not "no keyword"
    bandits = select(a, Filters(query="bandits"))
    b = tables.characteristic_keywords_table(a, bandits, search="bandits")
    assert b.empty and "contextual bandit" in b.attrs["searched"]
    assert characteristic_keywords_summary(b).text.startswith(
        "Besides the search's own terms (adversarial bandit, combinatorial bandit")

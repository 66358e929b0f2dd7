"""Summary tables on a planted corpus whose right answers are known."""

import json
import random
import re

import numpy as np
import pandas as pd
import pytest

from analysis import tables
from analysis.pipeline import analyze
from analysis.topics import representative_papers

FILLER = ("This paper studies the question in depth and reports what was found in the end, "
          "with a discussion of the implications for practitioners.")
# what makes a paper theory (bandits) or empirical (privacy); vision papers stay unclear
TYPED = {"bandit": " We prove a regret bound.", "privacy": " Experiments on census data show gains."}
THEMES = {
    "privacy": "differential privacy mechanism protects sensitive records with calibrated noise",
    "bandit": "multi-armed bandit exploration regret arms reward feedback online",
    "vision": "convolutional image segmentation pixels object detection camera",
}


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    """Bandit papers fade out and privacy papers take off between 2015 and 2020;
    vision papers are all at CVPR."""
    rng = random.Random(0)
    root = tmp_path_factory.mktemp("planted")
    rows = []
    for year in range(2015, 2021):
        late = year >= 2018
        mix = {"privacy": 14 if late else 2, "bandit": 2 if late else 14, "vision": 6}
        for theme, n in mix.items():
            for i in range(n):
                words = THEMES[theme].split()
                rng.shuffle(words)
                rows.append({"id": f"{theme}-{year}-{i}", "title": f"{theme} study {year} {i}",
                             "abstract": " ".join(words) + f". Variant {i} of {year}. " + FILLER
                             + TYPED.get(theme, ""),
                             "year": year, "venue": "CVPR" if theme == "vision" else "ICML"})
    (root / "papers.jsonl").write_text("\n".join(json.dumps(r) for r in rows))
    return analyze([root], n_topics=3)


def test_topic_trends_are_shares_of_each_years_papers(planted):
    t = tables.topic_trends_table(planted)
    assert set(t["year"]) == set(range(2015, 2021))
    assert np.allclose(t.groupby("year")["share"].sum(), 1.0)
    assert (t["n_papers"] >= 0).all()


def test_rising_and_falling_find_the_planted_shift(planted):
    t = tables.rising_falling_table(planted)
    kw = t[t["kind"] == "keyword"]
    rising = set(kw.loc[kw["direction"] == "rising", "term"].str.lower())
    falling = set(kw.loc[kw["direction"] == "falling", "term"].str.lower())
    # the theme words come shuffled, so which of their pairs are phrases varies: the
    # keywords that rise are privacy's, those that fall the bandits'
    assert rising and all(set(t.split()) & set(THEMES["privacy"].split()) or "privacy" in t
                          for t in rising)
    assert falling and all(set(t.split()) & set(THEMES["bandit"].split()) or "bandit" in t
                           for t in falling)
    assert not rising & falling
    assert (t["group_a"] == "2015–2017").all() and (t["group_b"] == "2018–2020").all()
    topics = t[t["kind"] == "topic"]
    assert topics["direction"].tolist().count("rising") >= 1


def test_venue_profiles_name_what_each_venue_over_uses(planted):
    t = tables.venue_profiles_table(planted)
    cvpr = t[(t["group_b"] == "CVPR") & (t["kind"] == "keyword") & (t["direction"] == "more at CVPR")]
    vision = set(THEMES["vision"].split()) | {"vision"}
    assert len(cvpr) and all(set(t.split()) & vision for t in cvpr["term"].str.lower())


def test_paper_type_counts_add_up(planted):
    t = tables.paper_types_table(planted)
    assert t.iloc[-1]["topic"] == "all"
    assert t.iloc[-1]["total"] == len(planted.papers)
    assert t.iloc[:-1]["total"].sum() == len(planted.papers)
    by_year = tables.paper_types_by(planted, by="year")
    assert by_year["year"].tolist() == list(range(2015, 2021))
    assert by_year["total"].sum() == len(planted.papers)


def test_the_headline_split_is_theory_only_against_empirical_plus_both(planted):
    papers = planted.papers
    for table in (tables.paper_types_table(planted), tables.paper_types_by(planted, by="venue")):
        assert (table["empirical_or_both"] == table["empirical"] + table["both"]).all()
        typed = table["theory"] + table["empirical_or_both"]
        expect = (table["theory"] / typed.where(typed > 0)).fillna(0.0)
        assert table["theory_only_share"].to_numpy() == pytest.approx(expect.to_numpy(), abs=1e-4)
    row = tables.paper_types_table(planted).iloc[-1]
    counts = papers["paper_type"].value_counts()
    assert row["empirical_or_both"] == counts.get("empirical", 0) + counts.get("both", 0)
    # unclear papers are left out of the share: the share is over papers with a type
    assert row["theory_only_share"] == pytest.approx(
        counts.get("theory", 0) / (len(papers) - counts.get("unclear", 0)), abs=1e-4)
    # no paper selected: a zero share, not a division by zero
    empty = tables.paper_types_table(planted, np.zeros(len(papers), dtype=bool)).iloc[-1]
    assert empty["total"] == 0 and empty["theory_only_share"] == 0.0


def test_the_total_is_the_paper_types_tables_all_row(planted):
    """The headline's split (``paper_types_total``) is the 'all' row of the paper-types
    table, value for value, on any selection: uncertain labels, one topic, none."""
    import dataclasses

    papers = planted.papers.copy()
    theory = papers.index[papers["paper_type"] == "theory"][:7]
    papers["paper_type_band"] = "certain"
    papers.loc[theory, "paper_type_band"] = "uncertain"
    analysis = dataclasses.replace(planted, papers=papers)
    rng = np.random.default_rng(3)
    topic = papers["topic"].to_numpy()
    selections = [None, np.zeros(len(papers), dtype=bool), topic == topic[0],
                  rng.random(len(papers)) < 0.3, (topic == topic[0]) & (rng.random(len(papers)) < 0.5)]
    for rows in selections:
        total = tables.paper_types_total(analysis, rows)
        row = tables.paper_types_table(analysis, rows).iloc[-1]
        assert row["topic"] == "all"
        assert total == pytest.approx({k: row[k] for k in total}, nan_ok=True)  # NaN: none sure
        assert set(total) == set(tables.TYPE_COLUMNS)
    assert tables.paper_types_total(analysis)["uncertain"] == 7


def test_tables_follow_the_rows(planted):
    rows = (planted.papers["venue"] == "CVPR").to_numpy()
    t = tables.topics_table(planted, rows)
    assert t["n_papers"].sum() == rows.sum()
    assert tables.papers_table(planted, rows)["venue"].eq("CVPR").all()
    kw = tables.keywords_table(planted, rows)
    assert kw["n_papers"].max() <= rows.sum()


def test_per_topic_tables_list_only_the_topics_of_the_selection(planted):
    """Filtered to some topics, a per-topic table has their rows only (walk62: the 24k's
    "paper types per topic" download of one topic listed 39 topics, 38 all zeros), while
    a topic of the selection keeps its real 0s: no bandit paper at CVPR."""
    topic = planted.papers["topic"].to_numpy()
    venue = planted.papers["venue"].to_numpy()
    vision = int(np.bincount(topic[venue == "CVPR"]).argmax())
    bandit = int(np.bincount(topic[(venue == "ICML") & (planted.papers["year"] < 2018)]).argmax())
    one = topic == vision
    types = tables.paper_types_table(planted, one)
    assert types["topic"].tolist() == [vision, "all"]
    assert types["total"].tolist() == [one.sum(), one.sum()]
    assert types["topic_label"].iat[0] == planted.topics.labels[vision]
    assert tables.topics_table(planted, one)["topic"].tolist() == [vision]
    trends = tables.topic_trends_table(planted, one)
    assert set(trends["topic"]) == {vision} and trends["n_papers"].sum() == one.sum()
    two = one | (topic == bandit)
    shares = tables.topic_venues_table(planted, two)
    assert sorted(set(shares["topic"])) == sorted({vision, bandit})
    assert len(shares) == 4 and set(shares["venue"]) == {"CVPR", "ICML"}
    cell = shares.set_index(["venue", "topic"])["n_papers"]
    assert cell[("CVPR", bandit)] == 0 and cell[("CVPR", vision)] == (one & (venue == "CVPR")).sum()
    assert cell.sum() == two.sum()
    labels = shares.set_index("topic")["topic_label"]
    assert labels[bandit].iat[0] == planted.topics.labels[bandit]


def test_every_table_handles_an_empty_selection(planted):
    none = np.zeros(len(planted.papers), dtype=bool)
    out = tables.all_tables(planted, none)
    assert out["papers"].empty and out["paper_types_by_year"].empty
    assert out["topics"]["n_papers"].sum() == 0
    assert out["paper_types"].iloc[-1]["total"] == 0


def test_all_tables_adds_trends_only_for_several_years(planted):
    names = set(tables.all_tables(planted))
    assert {"topic_trends", "keyword_trends", "rising_falling", "topic_venues",
            "venue_profiles"} <= names
    one_year = (planted.papers["year"] == 2016).to_numpy()
    assert "topic_trends" not in tables.all_tables(planted, one_year)


def test_all_tables_takes_a_table_already_made_and_builds_the_rest(planted):
    built = tables.all_tables(planted)
    made = built["papers"].head(3)
    out = tables.all_tables(planted, made={"papers": made})
    assert out["papers"] is made
    assert list(out) == list(built)  # the same tables in the same order
    assert all(out[name].equals(built[name]) for name in built if name != "papers")


def test_topics_name_their_most_representative_papers(planted):
    t = tables.topics_table(planted)
    papers = planted.papers.set_index("paper_id")
    for _, row in t.iterrows():
        ids = row["representative_ids"].split("; ")
        assert 1 <= len(ids) <= tables.REPRESENTATIVE
        assert (papers.loc[ids, "topic"] == row["topic"]).all()
        assert row["representative_papers"].split(" | ")[0] == papers.loc[ids[0], "title"]
    # the papers most strongly about the topic (NMF weight), as the topic model names them
    rows = planted.papers.reset_index(drop=True)
    for topic, reps in enumerate(tables.representative_rows(planted)):
        assert reps.tolist() == representative_papers(planted.topics, topic,
                                                      tables.REPRESENTATIVE).tolist()
        weights = planted.topics.strength[reps, topic]
        assert (weights[:-1] >= weights[1:]).all()
        assert (rows.loc[reps, "topic"] == topic).all()


def test_representative_papers_lead_by_weight_not_by_share(planted):
    """A short abstract sits wholly in one topic (mixture share near 1) with little
    weight: the paper named first is the one with the largest weight, which in some
    planted topic is not the one with the largest share (else this test could not fail)."""
    strength = planted.topics.strength
    share = planted.topics.doc_topic
    topic = planted.papers["topic"].to_numpy()
    differ = 0
    for t, reps in enumerate(tables.representative_rows(planted, n=1)):
        members = np.flatnonzero(topic == t)
        assert reps[0] == members[np.argmax(strength[members, t])]
        differ += int(members[np.argmax(share[members, t])] != reps[0])
    assert differ >= 1


@pytest.fixture(scope="module")
def mixed(tmp_path_factory):
    """Twelve papers on each theme, and one paper on two of them: privacy and bandits."""
    rng = random.Random(0)
    root = tmp_path_factory.mktemp("mixed")
    rows = []
    for theme, words in THEMES.items():
        for i in range(12):
            shuffled = words.split()
            rng.shuffle(shuffled)
            rows.append({"id": f"{theme}-{i}", "title": f"{theme} study {i}",
                         "abstract": " ".join(shuffled) + f". Variant {i}. " + FILLER,
                         "year": 2020, "venue": "ICML"})
    rows.append({"id": "private-bandits", "title": "Private bandits",
                 "abstract": f"{THEMES['privacy']}. {THEMES['bandit']}. {FILLER}",
                 "year": 2020, "venue": "ICML"})
    (root / "papers.jsonl").write_text("\n".join(json.dumps(r) for r in rows))
    return analyze([root], n_topics=3)


def test_also_about_lists_secondary_topics_only(mixed):
    papers = mixed.papers
    theme_topic = {theme: int(papers.loc[papers["title"].str.startswith(theme), "topic"].mode()[0])
                   for theme in THEMES}
    assert len(set(theme_topic.values())) == 3  # one topic per theme
    both = papers[papers["title"] == "Private bandits"].iloc[0]
    pair = {theme_topic["privacy"], theme_topic["bandit"]}
    assert both["topic"] in pair
    (other,) = pair - {both["topic"]}
    secondary = re.fullmatch(r"#(\d+) .+ \((\d+)%\)", both["also_about"])
    assert secondary, both["also_about"]
    assert int(secondary.group(1)) == other
    assert int(secondary.group(2)) >= 20
    # papers on one theme are about nothing else, and no paper is "also about" its main topic
    assert (papers.loc[papers["title"] != "Private bandits", "also_about"] == "").all()
    for main, text in zip(papers["topic"], papers["also_about"], strict=True):
        assert f"#{main} " not in text


def test_also_about_is_the_same_found_a_block_of_papers_at_a_time(planted_analysis,
                                                                   monkeypatch):
    """Secondary topics are found a block of papers at a time (bounded copies of a
    mapped mixture file): blocks of 7 papers give the one-block strings."""
    import analysis.pipeline as pipeline

    whole = pipeline.also_about(planted_analysis.topics)
    assert sum(bool(t) for t in whole) > 10  # papers with a secondary topic, to compare
    monkeypatch.setattr(pipeline, "ALSO_ABOUT_ROWS", 7)
    assert pipeline.also_about(planted_analysis.topics) == whole


def test_uncertain_labels_are_counted_apart_with_the_share_without_them(planted):
    import dataclasses
    papers = planted.papers.copy()
    theory = papers.index[papers["paper_type"] == "theory"][:5]
    assert len(theory) == 5
    papers["paper_type_band"] = "certain"
    papers.loc[theory, "paper_type_band"] = "uncertain"
    analysis = dataclasses.replace(planted, papers=papers)
    row = tables.paper_types_table(analysis).iloc[-1]
    counts = papers["paper_type"].value_counts()
    typed = counts.get("theory", 0) + counts.get("empirical", 0) + counts.get("both", 0)
    assert row["uncertain"] == 5
    assert row["theory_only_share_confident"] == pytest.approx(
        (counts["theory"] - 5) / (typed - 5), abs=1e-4)
    assert row["theory_only_share"] == pytest.approx(counts["theory"] / typed, abs=1e-4)
    by_year = tables.paper_types_by(analysis, by="year")
    assert by_year["uncertain"].sum() == 5
    # the analysis's own bands: every paper has one, and the counts agree with them
    own = tables.paper_types_table(planted).iloc[-1]
    assert own["uncertain"] == (planted.papers["paper_type_band"] == "uncertain").sum()


def _venue_profiles_one_by_one(analysis, rows=None, top=10):
    """The table made venue by venue and year by year: each venue against the other
    venues, two counts over the whole presence matrix per venue and year."""
    from analysis.schema import as_mask
    from analysis.tables.comparisons import COMPARED_KEYWORDS, COMPARISON_COLUMNS
    from analysis.tables.venue_comparisons import YEAR_MATCHED, _matched_listing
    from analysis.terms import top_keyword_ids

    mask = as_mask(rows, analysis.n_papers)
    venue = analysis.papers["venue"].to_numpy()
    year = analysis.papers["year"].to_numpy(dtype=float, na_value=np.nan)
    topic = analysis.papers["topic"].to_numpy()
    venues = sorted(v for v in set(venue[mask]) if v)
    if len(venues) < 2:
        return pd.DataFrame(columns=[*COMPARISON_COLUMNS, "mixed"])
    known = mask & (venue != "")
    years = [y for y in np.unique(year[known & np.isfinite(year)])] + [np.nan]
    in_year = [year == y if np.isfinite(y) else ~np.isfinite(year) for y in years]
    ids = top_keyword_ids(analysis.vocab, mask, COMPARED_KEYWORDS)
    k = analysis.topics.n_topics
    parts = []
    for v in venues:
        groups = [known & (venue != v), known & (venue == v)]
        cells = [[g & y for y in in_year] for g in groups]
        terms = np.stack([np.stack([analysis.vocab.doc_counts(c)[ids] for c in g], axis=1)
                          for g in cells], axis=1)
        topics = np.stack([np.stack([np.bincount(topic[c], minlength=k) for c in g], axis=1)
                           for g in cells], axis=1)
        sizes = np.array([[int(c.sum()) for c in g] for g in cells])
        parts.append(_matched_listing(analysis, ids, terms, topics, sizes, YEAR_MATCHED,
                                      ("other venues", v), top,
                                      (f"more at {v}", "more elsewhere")))
    return pd.concat(parts, ignore_index=True)


@pytest.fixture(scope="module")
def four_venues(tmp_path_factory):
    """The planted themes spread over three venues and papers without one: each theme
    leans to one venue."""
    rng = random.Random(3)
    root = tmp_path_factory.mktemp("venues")
    rows = []
    for year in range(2016, 2021):
        for lean, theme in zip(("NeurIPS", "ICML", "CVPR"), THEMES, strict=True):
            for i in range(9):
                words = THEMES[theme].split()
                rng.shuffle(words)
                venue = lean if i % 3 else rng.choice(["CVPR", "ICML", "NeurIPS", ""])
                rows.append({"id": f"{theme}-{year}-{i}", "title": f"{theme} work {year} {i}",
                             "abstract": " ".join(words) + f". Case {i} in {year}. " + FILLER,
                             "year": year, "venue": venue})
    (root / "papers.jsonl").write_text("\n".join(json.dumps(r) for r in rows))
    return analyze([root], n_topics=3)


def test_venue_profiles_counted_at_once_are_those_counted_venue_by_venue(planted, four_venues):
    for analysis in (planted, four_venues):
        venue = analysis.papers["venue"].to_numpy()
        half = np.arange(analysis.n_papers) % 2 == 0
        for rows in (None, half, venue != "CVPR", venue == "CVPR"):
            got = tables.venue_profiles_table(analysis, rows)
            pd.testing.assert_frame_equal(got, _venue_profiles_one_by_one(analysis, rows))
    venue = four_venues.papers["venue"]
    assert set(venue) == {"CVPR", "ICML", "NeurIPS", ""}
    t = tables.venue_profiles_table(four_venues)
    assert set(t["group_b"]) == {"CVPR", "ICML", "NeurIPS"}
    cvpr = t[(t["group_b"] == "CVPR") & (t["kind"] == "keyword")
             & (t["direction"] == "more at CVPR")]
    assert len(cvpr) and set(" ".join(cvpr["term"]).lower().split()) & set(THEMES["vision"].split())
    assert tables.venue_profiles_table(four_venues, venue.to_numpy() == "CVPR").empty


def test_the_share_without_uncertain_labels_is_blank_where_none_is_left(planted):
    """walk60: a "Needs review" download (every paper uncertain) read
    theory_only_share_confident = 0.0 in every row, "no theory-only paper among the sure
    ones", where there is no sure one: the share is blank (NaN) there."""
    import dataclasses
    papers = planted.papers.copy()
    papers["paper_type_band"] = "certain"
    late = papers["year"] == papers["year"].max()
    papers.loc[late, "paper_type_band"] = "uncertain"
    analysis = dataclasses.replace(planted, papers=papers)
    by_year = tables.paper_types_by(analysis, by="year").set_index("year")
    last = by_year.loc[papers["year"].max()]
    assert last["uncertain"] == last["total"] > 0
    assert np.isnan(last["theory_only_share_confident"])
    assert last["theory_only_share"] > 0  # the share of all of them is still there
    earlier = by_year.drop(papers["year"].max())
    assert (earlier["theory_only_share_confident"] == earlier["theory_only_share"]).all()
    only_late = tables.paper_types_total(analysis, late.to_numpy())
    assert np.isnan(only_late["theory_only_share_confident"])
    assert only_late["uncertain"] == only_late["total"]


def test_the_paper_type_tables_count_the_papers_set_by_hand(planted, tmp_path):
    """walk60 (issue 14: corrections "marked as corrected" in every table): the per-topic,
    per-year and per-venue paper-type tables said nothing of the 53 labels a chair had set
    by hand; a ``corrected`` column counts them, in the type counts as set."""
    import dataclasses

    from analysis.paper_types.corrections import (
        apply_corrections,
        read_corrections,
        set_paper_type,
    )
    papers = planted.papers
    theory = papers.loc[papers["paper_type"] == "theory"]
    fixes = tmp_path / "fixes.csv"
    changed, confirmed = theory["paper_id"].iat[0], theory["paper_id"].iat[1]
    set_paper_type(fixes, changed, "empirical")
    set_paper_type(fixes, confirmed, "theory")  # the model's own type: confirmed
    analysis = dataclasses.replace(
        planted, papers=apply_corrections(papers, read_corrections(fixes)))
    # review61: the changed type is ``corrected``, the model's type kept ``confirmed``
    row = tables.paper_types_table(analysis).iloc[-1]
    assert (row["corrected"], row["confirmed"]) == (1, 1)
    assert row["theory"] == (papers["paper_type"] == "theory").sum() - 1  # as set by hand
    per_topic = tables.paper_types_table(analysis).iloc[:-1].set_index("topic")
    topics = papers.set_index("paper_id").loc[[changed, confirmed], "topic"]
    assert per_topic["corrected"].sum() == 1 and per_topic["confirmed"].sum() == 1
    assert per_topic.loc[topics[changed], "corrected"] == 1
    assert per_topic.loc[topics[confirmed], "confirmed"] == 1
    years = papers.set_index("paper_id").loc[[changed, confirmed], "year"]
    by_year = tables.paper_types_by(analysis, by="year").set_index("year")
    assert by_year.loc[years[changed], "corrected"] == 1
    assert by_year.loc[years[confirmed], "confirmed"] == 1
    by_venue = tables.paper_types_by(analysis, by="venue")
    assert (by_venue["corrected"].sum(), by_venue["confirmed"].sum()) == (1, 1)
    total = tables.paper_types_total(analysis)
    assert (total["corrected"], total["confirmed"]) == (1, 1)
    assert tables.paper_types_total(planted)["corrected"] == 0
    assert tables.paper_types_total(planted)["confirmed"] == 0

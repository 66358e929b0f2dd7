"""Decisions and people: status normalisation, Wilson intervals, and the rate, status and
author tables on a planted corpus (tests/planted_decisions.py) and on the real corpora."""

from __future__ import annotations

import json
import re
from collections import Counter

import numpy as np
import pytest

from analysis import tables
from analysis.decisions import (
    STATUSES,
    build_authorship,
    normalise_status,
    split_authors,
    wilson_interval,
)
from analysis.filters import Filters, select
from analysis.io import load_corpus
from analysis.pipeline import analyze
from tests.data_paths import corpora_root
from tests.planted_decisions import write_decisions_corpus


@pytest.mark.parametrize(("given", "track", "expected"), [
    # every distinct PaperCopilot status in the shared corpora
    ("Poster", "main", "accepted-poster"), ("Oral", "main", "accepted-oral"),
    ("Spotlight", "main", "accepted-spotlight"), ("Reject", "main", "rejected"),
    ("Withdraw", "main", "withdrawn"), ("Workshop", "main", "workshop"),
    ("Poster Workshop", "main", "workshop"), ("Oral Workshop", "main", "workshop"),
    ("Findings", "main", "findings"), ("Long", "main", "accepted"), ("Short", "main", "accepted"),
    ("Main", "main", "accepted"), ("Technical", "main", "accepted"),
    ("Industry", "main", "accepted"), ("System Demonstrations", "main", "accepted"),
    ("Active", "main", "unknown"), ("", "", "unknown"),
    ("Poster", "Survey Track", "accepted-poster"),
    # other exports' wordings
    ("Accept (Oral)", "", "accepted-oral"), ("ICLR 2023 notable top 5%", "", "accepted-oral"),
    ("ICLR 2023 notable top 25%", "", "accepted-spotlight"),
    ("ICLR 2024 Conference Desk Rejected Submission", "", "rejected"),
    ("ICLR 2024 Conference Withdrawn Submission", "", "withdrawn"),
    ("Submitted to ICLR 2024", "", "unknown"), ("Poster", "Workshop on Theory", "workshop"),
    ("Reject", "Workshop track", "rejected"), ("inproceedings", "", "unknown"),
])
def test_statuses_normalise_to_the_documented_set(given, track, expected):
    assert normalise_status(given, track) == expected
    assert expected in STATUSES


@pytest.mark.parametrize(("status", "given", "shown"), [
    # review59: ICLR's "Reject" / "Withdraw" only begin the label ("Rejected (Reject)",
    # cut to "Rejecte…" in the papers table's Decision column)
    ("rejected", "Reject", "Rejected"), ("withdrawn", "Withdraw", "Withdrawn"),
    ("accepted-poster", "Poster", "Poster"), ("accepted-oral", "oral", "Oral"),
    # a word that says more is kept
    ("accepted", "Long", "Accepted (Long)"), ("workshop", "Poster Workshop",
                                              "Workshop (Poster Workshop)"),
    ("unknown", "Active", "Unknown (Active)"), ("unknown", None, ""),
    ("rejected", "ICLR 2024 Conference Desk Rejected Submission",
     "Rejected (ICLR 2024 Conference Desk Rejected Submission)"),
])
def test_the_table_s_decision_says_the_data_s_word_only_when_it_says_more(status, given, shown):
    from dashboard.grid_sort import decision_text

    assert decision_text(status, given) == shown


def test_wilson_interval_exact_values():
    low, high = wilson_interval([20, 10, 0, 4, 13], [40, 40, 10, 4, 40])
    # the roots of (k/n - p)^2 = z^2 p (1 - p) / n at z = 1.96 (Wilson 1927), solved apart
    assert np.allclose(low, [0.35199, 0.14187, 0.0, 0.51011, 0.20085], atol=1e-4)
    assert np.allclose(high, [0.64801, 0.40194, 0.27753, 1.0, 0.47982], atol=1e-4)
    low, high = wilson_interval([0], [0])
    assert np.isnan(low[0]) and np.isnan(high[0])


def test_author_names_fold_case_and_spacing_but_keep_initials():
    assert split_authors("ADA  LOVELACE; Ada Lovelace;A. Lovelace; J.Smith; Anonymous; ;") \
        == ["ADA LOVELACE", "A. Lovelace", "J. Smith"]
    who = build_authorship(
        __import__("pandas").Series(["Ada Lovelace; A. Lovelace", "ada lovelace", "ADA LOVELACE"]),
        __import__("pandas").Series([2019, 2020, 2020]))
    assert sorted(who.names) == ["A. Lovelace", "ADA LOVELACE"] or sorted(who.names) == [
        "A. Lovelace", "Ada Lovelace"]
    assert who.n_authors == 2 and list(who.team_size) == [2, 1, 1]


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    return analyze([write_decisions_corpus(tmp_path_factory.mktemp("decisions"))], n_topics=4)


def _theme_topics(analysis):
    """theme -> its topic; the planted themes must be recovered exactly for the rates to be
    known."""
    papers = analysis.papers
    theme = papers["source_key"].str.split("-").str[0]
    found = {t: set(papers.loc[theme == t, "topic"]) for t in ("diffusion", "bandits")}
    assert all(len(v) == 1 for v in found.values()), found
    return {t: v.pop() for t, v in found.items()}


def test_status_is_read_normalised_and_kept_as_given(planted):
    papers = planted.papers
    assert Counter(papers["status"]) == {"accepted-poster": 134, "rejected": 84,
                                         "accepted-oral": 16, "withdrawn": 6}
    assert set(papers["status_original"]) == {"Oral", "Poster", "Reject", "Withdraw"}
    assert set(papers["track"]) == {"main"}
    t = tables.status_table(planted)
    assert t.set_index("status")["n_papers"].to_dict() == {
        "accepted-oral": 16, "accepted-poster": 134, "rejected": 84, "withdrawn": 6}
    assert t.set_index("status").loc["withdrawn", "as_given"] == "Withdraw (6)"


def test_acceptance_counts_only_venue_years_with_rejections(planted):
    topic = _theme_topics(planted)
    t = tables.acceptance_by_topic_table(planted).set_index("topic")
    diffusion, bandits, every = t.loc[topic["diffusion"]], t.loc[topic["bandits"]], t.loc["all"]
    # ICLR 2018 only: NeurIPS 2017 lists no rejections
    assert (diffusion["decided"], diffusion["decided_accepted"]) == (40, 20)
    assert (bandits["decided"], bandits["decided_accepted"]) == (40, 10)
    assert diffusion["acceptance_rate"] == pytest.approx(0.5)
    assert bandits["acceptance_rate"] == pytest.approx(0.25)
    assert (diffusion["acceptance_low"], diffusion["acceptance_high"]) == pytest.approx(
        (0.35199, 0.64801), abs=1e-4)
    assert (bandits["acceptance_low"], bandits["acceptance_high"]) == pytest.approx(
        (0.14187, 0.40194), abs=1e-4)
    # orals: the accepted papers of both venue-years (both have orals)
    assert (diffusion["presented"], diffusion["presented_oral"]) == (40, 13)
    assert (bandits["presented"], bandits["presented_oral"]) == (30, 3)
    assert diffusion["oral_rate"] == pytest.approx(0.325)
    assert (diffusion["oral_low"], diffusion["oral_high"]) == pytest.approx(
        (0.20085, 0.47982), abs=1e-4)
    # the counts per status add up to the status table
    topics = t.drop(index="all")
    for status in STATUSES:
        assert topics[status].sum() == every[status]
    assert every["total"] == 240 and every["decided"] == 160


def test_rates_are_empty_without_rejections_and_say_so(planted):
    neurips = select(planted, Filters(venues=("NeurIPS",)))
    t = tables.acceptance_by_topic_table(planted, neurips)
    assert t["acceptance_rate"].isna().all() and (t["decided"] == 0).all()
    assert t.set_index("topic").loc["all", "oral_rate"] == pytest.approx(6 / 80)
    spec = tables.table_spec("acceptance_by_topic")
    assert "empty where the data has none" in spec.description


def test_status_and_author_filters_select_and_round_trip(planted):
    f = Filters(statuses=("rejected", "withdrawn"), author="ada lovelace")
    again, warnings = Filters.from_query(f.to_query())
    assert again == f and not warnings
    assert select(planted, Filters(statuses=("rejected", "withdrawn"))).sum() == 90
    # Ada's 40 ICLR diffusion papers, 20 of them rejected or withdrawn, and 3 bandits papers
    # as "A. Lovelace" (accepted); spelled any case
    assert select(planted, Filters(author="ADA lovelace")).sum() == 43
    assert select(planted, f).sum() == 20
    # "A. Lovelace" is Ada's initialled spelling (the one full name it can be): her papers
    assert select(planted, Filters(author="A. Lovelace")).sum() == 43
    _, warnings = Filters.from_query("status=maybe&author=a&author=b")
    assert any("status 'maybe'" in w for w in warnings)
    assert any("2 authors" in w for w in warnings)


def test_author_tables_on_the_planted_corpus(planted):
    authors = tables.authors_table(planted)
    top = authors.head(2).set_index("author")["n_papers"].to_dict()
    assert top == {"Grace Hopper": 85, "Ada Lovelace": 43}  # "A. Lovelace" joined Ada
    assert len(authors) == 240 + 2 and authors["n_papers"].iloc[2] == 1
    years = tables.authors_by_year_table(planted).set_index("year")
    assert years.loc[2017, "authors"] == 81 and np.isnan(years.loc[2017, "newcomer_share"])
    assert (years.loc[2018, "authors"], years.loc[2018, "newcomers"]) == (162, 161)
    assert years.loc[2018, "newcomer_share"] == pytest.approx(161 / 162)
    assert years.loc[2018, "mean_team_size"] == pytest.approx(1.3)
    assert years.loc[2018, "median_team_size"] == 1
    ada = tables.authors_table(planted, select(planted, Filters(author="Ada Lovelace")))
    assert ada.iloc[0]["author"] == "Ada Lovelace" and ada.iloc[0]["n_papers"] == 43


def test_the_new_tables_are_registered_and_exported(planted):
    names = set(tables.all_tables(planted))
    assert {"status", "acceptance_by_topic", "acceptance_by_keyword",
            "acceptance_by_paper_type", "authors", "authors_by_year"} <= names
    papers = tables.papers_table(planted)
    assert {"status", "status_original", "track"} <= set(papers.columns)


def test_csv_decision_columns_are_read(tmp_path):
    abstract = "We study a problem in depth and report what we found. " * 3
    path = tmp_path / "papers.csv"
    path.write_text("title,abstract,decision,track\n"
                    f"A,{abstract} one,Accept (Oral),Main\n"
                    f"B,{abstract} two,Reject,Main\n"
                    f"C,{abstract} three,,\n", encoding="utf-8")
    papers = load_corpus([path]).papers
    assert list(papers["status"]) == ["accepted-oral", "rejected", "unknown"]
    assert list(papers["status_original"]) == ["Accept (Oral)", "Reject", ""]
    assert list(papers["track"]) == ["Main", "Main", ""]


# ------------------------------------------------------------------ real corpora


@pytest.fixture(scope="module")
def iclr():
    return analyze([corpora_root() / "iclr" / f"iclr{y}.json" for y in (2017, 2018)])


def test_iclr_acceptance_per_topic_adds_up_to_each_status(iclr):
    t = tables.acceptance_by_topic_table(iclr)
    topics, every = t[t["topic"] != "all"], t[t["topic"] == "all"].iloc[0]
    counts = Counter(iclr.papers["status"])
    for status in STATUSES:
        assert topics[status].sum() == every[status] == counts.get(status, 0)
    # both years list rejections: every paper with a decision counts
    assert every["decided"] == len(iclr.papers) - counts["unknown"]
    assert counts["rejected"] > 700 and counts["withdrawn"] > 60
    assert every["decided_accepted"] == counts["accepted-oral"] + counts["accepted-poster"]
    assert 0.3 < every["acceptance_rate"] < 0.45
    assert (topics["acceptance_low"] <= topics["acceptance_rate"]).all()
    assert (topics["acceptance_rate"] <= topics["acceptance_high"]).all()


def test_icml_author_counts_match_a_plain_count_of_the_author_field():
    root = corpora_root() / "icml"
    files = sorted(root.glob("icml*.json"))
    assert [f.stem for f in files] == [f"icml{y}" for y in range(2013, 2020)]
    analysis_papers = load_corpus(files).papers
    loaded = set(analysis_papers["source_key"])
    plain: Counter[str] = Counter()
    for f in files:
        for record in json.loads(f.read_text(encoding="utf-8")):
            if str(record.get("id")) in loaded and record.get("author"):
                names = {n.strip() for n in record["author"].split(";") if n.strip()}
                plain.update(names)
    who = build_authorship(analysis_papers["authors"], analysis_papers["year"])
    counts = np.bincount(who.author, minlength=who.n_authors)
    ours = Counter(dict(zip(who.names, counts, strict=True)))
    # the same pairs, and each author's count is the plain count of its spellings: case and
    # spacing folded, a space after an initial's full stop ("J.Andrew Bagnell"), and the
    # initialled spellings joined to the one full name they can be (name_variants)
    assert sum(ours.values()) == sum(plain.values()) > 10_000
    by_key: Counter[str] = Counter()
    for name, n in plain.items():
        by_key[re.sub(r"\.(?=[^\s.\-])", ". ", " ".join(name.split())).casefold()] += n
    resolved: Counter[int | None] = Counter()
    for key, n in by_key.items():
        resolved[who.author_id(key)] += n
    assert dict(resolved) == dict(enumerate(counts.tolist()))
    assert len(ours) == len(by_key) - len(who.alias_keys) > 5900  # 6,116 - 140 spellings
    assert 0 < len(who.alias_keys) < 0.1 * len(by_key)
    bagnell = who.names[who.author_id("J.Andrew Bagnell")]
    assert ours[bagnell] >= plain["J. Andrew Bagnell"] + plain["J.Andrew Bagnell"]
    assert "Francis Bach" in ours and "Francis BACH" not in ours


def test_a_venue_year_where_every_accepted_paper_is_an_oral_says_nothing_about_orals():
    """ICML 2018-19 gave every accepted paper a talk: 1,372 "orals" made a quarter of the
    24k's accepted papers orals, where the venue-years that choose give 5.6%."""
    import pandas as pd

    from analysis.decisions import counted_venue_years, rate_pools
    papers = pd.DataFrame({
        "venue": ["ICML"] * 3 + ["NeurIPS"] * 4 + ["ICLR"] * 3,
        "year": [2018] * 3 + [2017] * 4 + [2018] * 3,
        "status": ["accepted-oral"] * 3
        + ["accepted-oral", "accepted-poster", "accepted-spotlight", "accepted-poster"]
        + ["accepted-oral", "accepted-poster", "rejected"]})
    pools = rate_pools(papers)
    assert pools.presented.tolist() == [False] * 3 + [True] * 4 + [True, True, False]
    assert pools.oral[pools.presented].sum() == 2
    assert counted_venue_years(papers, pools.presented) == {"ICLR": [2018], "NeurIPS": [2017]}
    assert counted_venue_years(papers, pools.decided) == {"ICLR": [2018]}


def test_the_rates_name_the_venue_years_they_count():
    from types import SimpleNamespace

    import pandas as pd

    from dashboard.sections.decisions import counted_note
    papers = pd.DataFrame({
        "venue": ["NeurIPS"] * 6 + ["ICLR"] * 4, "year": [2013, 2014, 2015] * 2 + [2013, 2013,
                                                                               2017, 2017],
        "status": ["accepted-oral"] * 3 + ["accepted-poster"] * 3
        + ["accepted-oral", "rejected", "accepted-poster", "withdrawn"]})

    class Corpus:  # what the note reads of an Analysis (weak-referenceable, as one is)
        def __init__(self, papers: pd.DataFrame) -> None:
            self.papers = papers

    note = counted_note(SimpleNamespace(analysis=Corpus(papers)))
    # ICLR 2013's one accepted paper is an oral: no oral rate there
    assert note == ("Acceptance rates count ICLR 2013, 2017 (the venue-years that list "
                    "rejected or withdrawn papers); oral rates count NeurIPS 2013–2015 (the "
                    "accepted papers of venue-years with orals and other accepted papers).")


def test_whether_papers_list_authors_is_answered_without_every_authorship_pair():
    import pandas as pd

    from analysis.decisions.authors import _CACHE
    from analysis.tables.people import has_authors

    class Corpus:  # what has_authors reads of an Analysis (weak-referenceable, as one is)
        def __init__(self, authors: list[str]) -> None:
            self.papers = pd.DataFrame({"authors": authors, "year": [2020] * len(authors)})

    listed = Corpus(["Ada Lovelace; Alan Turing", "", "Anonymous", "Grace Hopper"])
    everyone = np.ones(4, dtype=bool)
    assert has_authors(listed, everyone)
    # the whole corpus (what opening the dashboard asks) needs only its first author
    assert (id(listed), "authorship") not in _CACHE
    # a selection is answered from the authorship: placeholders and empties list no one
    assert not has_authors(listed, np.array([False, True, True, False]))
    assert has_authors(listed, np.array([False, False, True, True]))
    assert (id(listed), "authorship") in _CACHE
    nobody = Corpus(["", "Anonymous; et al.", " ; "])
    assert not has_authors(nobody, np.ones(3, dtype=bool))
    assert not has_authors(nobody, np.array([True, False, False]))

"""Initialled author names join the one full name they can be (and stay apart when several
fit, or when a paper lists both), in every author table; the exported ``authors`` column
names each author once although the ICRA/IROS lists repeat themselves.

The planted corpus: 200 ICRA papers, 2004-2008, each with its own author ("Author <theme>
<year> <i>") and one of six roboticists, written "R. Siegwart" in 2004-2005 (as ICRA did),
in full from 2006 ("Roland Y. Siegwart" in 2006 for Siegwart), every list written twice;
"J. Wang" (2004-2005) and "Jun Wang", "Jing Wang" (2007): ambiguous, kept apart.
"""

from __future__ import annotations

import csv
import io
import json

import numpy as np
import pandas as pd
import pytest
from dash import html

from analysis import tables
from analysis.decisions import build_authorship
from analysis.decisions.name_variants import (
    ParsedName,
    can_join,
    compatible,
    parse_name,
    resolve_variants,
)
from analysis.filters import Filters, select
from analysis.pipeline import analyze
from analysis.tables.papers import listed_once
from tests.conftest import _THEMES

PEOPLE = ["Roland Siegwart", "Wolfram Burgard", "Kazuhiro Kosuge", "Oussama Khatib",
          "Aude Billard", "Daniela Rus"]
YEARS = range(2004, 2009)
PER_THEME_YEAR = 10  # papers per theme and year: 40 a year


def _written(person: str, year: int) -> str:
    first, last = person.split()
    if year <= 2005:
        return f"{first[0]}. {last}"
    return "Roland Y. Siegwart" if year == 2006 and last == "Siegwart" else person


def _authors(theme: str, t: int, year: int, i: int) -> list[str]:
    names = [f"Author {theme} {year} {i}", _written(PEOPLE[(i + t) % len(PEOPLE)], year)]
    if i == 0 and theme == "diffusion" and year <= 2005:
        names.append("J. Wang")
    if i == 0 and year == 2007 and theme in ("diffusion", "bandits"):
        names.append("Jun Wang" if theme == "diffusion" else "Jing Wang")
    return names


def _write_corpus(folder) -> str:
    rows = []
    for t, theme in enumerate(("diffusion", "bandits", "graphs", "kernels")):
        titles, abstract, subjects = _THEMES[theme]
        for year in YEARS:
            for i in range(PER_THEME_YEAR):
                x = subjects[(i + year) % len(subjects)]
                names = _authors(theme, t, year, i)
                rows.append({"id": f"{theme}-{year}-{i}",
                             "title": titles[i % len(titles)].format(x=x) + f" ({year}-{i})",
                             "abstract": abstract.format(x=x) + f" Code {year}-{i}.",
                             "venue": "ICRA", "year": year,
                             "author": ";".join(names + names)})  # ICRA's lists: twice
    path = folder / "icra.json"
    path.write_text(json.dumps(rows), encoding="utf-8")
    return str(path)


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    return analyze([_write_corpus(tmp_path_factory.mktemp("icra"))], n_topics=4)


def _p(name: str):
    parsed = parse_name(name)
    assert parsed is not None
    return parsed


@pytest.mark.parametrize(("a", "b", "fits"), [
    ("R. Siegwart", "Roland Siegwart", True),
    ("R. Y. Siegwart", "Roland Siegwart", True),
    ("Roland Y. Siegwart", "Roland Siegwart", True),
    ("J. J. E. Slotine", "Jean-Jacques Slotine", True),
    ("Ch. Schroeter", "Christof Schroeter", True),
    ("L. van der Maaten", "Laurens van der Maaten", True),
    ("K. Kühnlenz", "Kolja Kuhnlenz", True),
    ("R. Siegwart", "Rudolf Siegwart", True),  # compatible: hence ambiguous with Roland
    ("R. X. Siegwart", "Roland Y. Siegwart", False),
    ("Roland Siegwart", "Rol Siegwart", False),
    ("R. Siegwart", "Roland Siegwarth", False),
    ("J. Smith", "John Smith Jr.", False),
    ("S. Muhammad Ali", "Saad Ali", None),  # compatible, but a written-out name it lacks
    ("Z. Jane Wang", "Zijie J. Wang", None),  # "Jane" written out, only "J." in the other
    ("J.-P. Vert", "Jean-Philippe Vert", True),
    ("J-P Vert", "Jean-Philippe Vert", True),
    ("I.-M. Chen", "I-Ming Chen", True),
    ("Jui-I Wang", "Jui Wang", None),  # "I" hyphened to "Jui" is a syllable, not an initial
    ("L. van der Maaten", "Laurens Maaten", False),  # the particles are the surname's
    ("Wang Jun", "Jun Wang", False),  # either order of a Chinese name: never guessed
    ("W. Jun", "Wang Jun", True),
])
def test_which_names_can_be_one_person(a, b, fits):
    if fits is None:
        assert compatible(_p(a), _p(b)) and not can_join(_p(a), _p(b))
    else:
        assert compatible(_p(a), _p(b)) is fits and compatible(_p(b), _p(a)) is fits


def test_one_full_name_joins_several_stay_apart():
    who = build_authorship(
        pd.Series(["R. Siegwart; W. Burgard", "Roland Siegwart; Wolfram Burgard",
                   "Roland Y. Siegwart", "J. Wang", "Jun Wang", "Jing Wang",
                   "A. Lovelace; Ada Lovelace",  # one paper lists both: two people
                   "K. X. Smith", "K. Y. Smith", "K. Smith", "Kim Smith"]),
        pd.Series([2003, 2008, 2009, 2003, 2010, 2010, 2001, 2002, 2002, 2002, 2012]))
    assert sorted(who.names) == [
        "A. Lovelace", "Ada Lovelace", "J. Wang", "Jing Wang", "Jun Wang", "K. X. Smith",
        "K. Y. Smith", "Kim Smith", "Roland Siegwart", "Wolfram Burgard"]
    siegwart = who.author_id("r. siegwart")
    assert siegwart == who.author_id("Roland Y. Siegwart") == who.author_id("ROLAND SIEGWART")
    assert siegwart is not None and who.first_year[siegwart] == 2003
    assert who.papers_of(siegwart, 11).sum() == 3
    kim = who.author_id("K. Smith")  # compatible with both X and Y, who are not each other
    assert kim is not None and who.names[kim] == "Kim Smith" and who.first_year[kim] == 2002
    assert who.names_of(0) == ["Roland Siegwart", "Wolfram Burgard"]
    assert list(who.team_size) == [2, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1]


def test_the_resolution_says_what_it_left_apart():
    keys = ["j. wang", "jing wang", "jun wang", "r. siegwart", "roland siegwart"]
    res = resolve_variants(keys, ["J. Wang", "Jing Wang", "Jun Wang", "R. Siegwart",
                                  "Roland Siegwart"],
                           np.array([0, 1, 2, 3, 4]), np.array([0, 1, 2, 3, 4]))
    assert res.target == {"r. siegwart": "roland siegwart"}
    assert res.ambiguous == {"j. wang"} and not res.blocked


def test_a_particle_written_in_capitals_is_the_surnames_where_another_spelling_says_so():
    """"Luc Van Gool" was the given names "Luc Van" and the surname "Gool", "L. van Gool"
    the surname "van Gool": never one person (61k: 198 and 2 papers).  A lower-case
    spelling of the particle in the group says it is the surname's ("R. van der Linde" /
    "Richard Van Der Linde", "T. de Laet" / "Tinne De Laet" in the 61k corpus); without one
    "Van" stays a given name ("Hien Van Nguyen": a Vietnamese middle name)."""
    who = build_authorship(pd.Series(["Luc Van Gool", "Luc Van Gool", "L. van Gool",
                                      "Richard Van Der Linde", "R. van der Linde",
                                      "Hien Van Nguyen", "H. V. Nguyen"]),
                           pd.Series([2020] * 7))
    assert sorted(who.names) == ["Hien Van Nguyen", "Luc Van Gool", "Richard Van Der Linde"]
    assert who.names[who.author_id("L. van Gool")] == "Luc Van Gool"
    assert who.names[who.author_id("H. V. Nguyen")] == "Hien Van Nguyen"
    assert parse_name("Luc Van Gool") == ParsedName("gool", (("luc", False), ("van", False)))
    assert parse_name("Luc Van Gool", frozenset({"van gool"})) == parse_name("Luc van Gool")
    assert parse_name("Laurens Van Der Maaten", frozenset({"van der maaten", "der maaten"})) \
        == parse_name("Laurens van der Maaten")


def test_another_persons_lower_case_word_leaves_a_name_as_it_is():
    """Any lower-case spelling of the group re-read any name: "Hoang van Nguyen" made
    "Hien Van Nguyen" the surname "van Nguyen", and it no longer joined its initialled
    spelling.  Only a known particle is re-read, and only where the lower-case spelling
    can join the name so read."""
    name, initialled, other = "Hien Van Nguyen", "H. V. Nguyen", "Hoang van Nguyen"
    who = build_authorship(pd.Series([name, name, initialled, other, "Luc Van Gool",
                                      "L. van Gool"]), pd.Series([2020] * 6))
    assert sorted(who.names) == sorted([name, other, "Luc Van Gool"])
    assert who.names[who.author_id(initialled)] == name
    assert who.names[who.author_id("L. van Gool")] == "Luc Van Gool"  # still re-read
    assert parse_name("Xiao Ming Wang", frozenset({"ming wang"})) == \
        ParsedName("wang", (("xiao", False), ("ming", False)))


@pytest.mark.parametrize("name, surname, given", [
    ("X. ming Wang", "wang", (("x", True), ("ming", False))),
    ("Amir massoud Farahmand", "farahmand", (("amir", False), ("massoud", False))),
    ("Adrian van der Lek", "van der lek", (("adrian", False),)),
    ("Mohammad al Ahdab", "al ahdab", (("mohammad", False),)),
    ("André Luiz Vieira e Silva", "e silva", (("andre", False), ("luiz", False),
                                              ("vieira", False))),
])
def test_only_a_particle_in_lower_case_joins_the_surname(name, surname, given):
    """A lower-case given-name syllable written apart ("X. ming Wang") was read as the
    surname's ("ming wang"), so the author never met "Xiao Ming Wang"; a particle ("van
    der", Arabic "al", Portuguese "e") still opens the surname."""
    assert parse_name(name) == ParsedName(surname, given)


def test_a_given_syllable_in_lower_case_joins_the_one_full_name():
    who = build_authorship(pd.Series(["Xiao Ming Wang", "Xiao Ming Wang", "X. ming Wang",
                                      "X. M. Wang"]), pd.Series([2020] * 4))
    assert list(who.names) == ["Xiao Ming Wang"] and who.n_authors == 1


def test_the_full_form_is_shown():
    who = build_authorship(pd.Series(["Mykel J. Kochenderfer"] * 3 + ["Mykel Kochenderfer",
                                                                       "M. Kochenderfer"]),
                           pd.Series([2020] * 5))
    assert list(who.names) == ["Mykel J. Kochenderfer"] and who.n_authors == 1


def test_newcomers_are_not_the_same_people_written_in_full(planted):
    years = tables.authors_by_year_table(planted).set_index("year")
    # 2006: the 40 own authors are new; the six, written in full for the first time, are not
    assert (years.loc[2006, "authors"], years.loc[2006, "newcomers"]) == (46, 40)
    # 2007: and Jun and Jing Wang are new ("J. Wang" of 2004 could be either: kept apart)
    assert (years.loc[2007, "authors"], years.loc[2007, "newcomers"]) == (48, 42)
    assert years.loc[2007, "newcomer_share"] == pytest.approx(42 / 48)
    assert (years.loc[[2006, 2008], "mean_team_size"] == 2).all()  # the repeats not counted


def test_every_author_table_sees_one_person(planted):
    people = tables.authors_table(planted).set_index("author")
    dealt = np.bincount([(i + t) % len(PEOPLE) for t in range(4) for i in range(10)])
    for person, per_year in zip(PEOPLE, dealt, strict=True):  # however each year wrote them
        assert people.loc[person, "n_papers"] == per_year * len(YEARS)
        assert (people.loc[person, "first_year"], people.loc[person, "last_year"]) == (2004,
                                                                                        2008)
    assert not any(n.startswith(("R. ", "W. ", "Roland Y.")) for n in people.index)
    assert set(people.index) >= {"J. Wang", "Jun Wang", "Jing Wang"}
    assert select(planted, Filters(author="R. Siegwart")).sum() == \
        people.loc["Roland Siegwart", "n_papers"]


def test_the_exported_authors_name_each_author_once(planted):
    papers = tables.papers_table(planted)
    first = papers.loc[papers["year"] == 2004].iloc[0]
    assert first["authors"].count(";") == len(set(first["authors"].split(";"))) - 1
    assert first["authors"] == ";".join(_authors("diffusion", 0, 2004, 0))
    some = tables.papers_table(planted, select(planted, Filters(years=(2007, 2007))))
    assert len(some) == 40 and all(
        len(a.split(";")) == len(set(a.split(";"))) for a in some["authors"])
    assert listed_once("A. Zagler;F. Pfeiffer;A. Zagler;f.  pfeiffer") == "A. Zagler;F. Pfeiffer"
    unchanged = "Ada Lovelace; Alan Turing"
    assert listed_once(unchanged) is unchanged


def test_the_dashboard_download_and_panel_agree(planted):
    from dashboard.app import create_app
    from dashboard.sections.papers import paper_detail
    from dashboard.view import make_view

    client = create_app(planted).server.test_client()
    got = client.get("/_paper-trends/download/papers?years=2004-2004")
    assert got.status_code == 200
    rows = list(csv.DictReader(io.StringIO(got.data.decode("utf-8-sig"))))
    assert len(rows) == 40 and all(
        len(r["authors"].split(";")) == len(set(r["authors"].split(";"))) for r in rows)
    row = int(np.flatnonzero(planted.papers["year"] == 2004)[0])
    meta = paper_detail(make_view(planted), str(row), "")[1]
    assert isinstance(meta, html.P)
    assert meta.children == "ICRA 2004 · Author diffusion 2004 0, Roland Siegwart, J. Wang"


def test_particles_hyphens_name_order_and_one_word_names():
    who = build_authorship(
        pd.Series(["L. van der Maaten; G. Hinton", "Laurens van der Maaten",
                   "J.-P. Vert", "Jean-Philippe Vert", "Jun Wang", "Wang Jun", "Sukarno",
                   "sukarno; Sukarno", "I.-M. Chen", "I-Ming Chen",
                   "B. V. K. Kumar", "B. V. K. Vijaya Kumar", "Bhartendu Kumar",
                   "Z. Jane Wang", "Zijie J. Wang"]),
        pd.Series(range(2000, 2015)))
    assert who.names[who.author_id("L. van der Maaten")] == "Laurens van der Maaten"
    assert who.names[who.author_id("J.-P. Vert")] == "Jean-Philippe Vert"
    assert who.author_id("Jun Wang") != who.author_id("Wang Jun")  # which is the surname?
    assert parse_name("Sukarno") is None and list(who.team_size[6:8]) == [1, 1]
    assert who.papers_of(who.author_id("sukarno"), 15).sum() == 2
    # "I" hyphened to "Ming" is a syllable: I-Ming Chen is a full name "I.-M." can join
    assert who.names[who.author_id("I.-M. Chen")] == "I-Ming Chen"
    # "B. V. K. Kumar" could be Bhartendu or "B. V. K. Vijaya Kumar", who is not him
    assert who.author_id("B. V. K. Kumar") != who.author_id("Bhartendu Kumar")
    assert who.author_id("Z. Jane Wang") != who.author_id("Zijie J. Wang")
    assert who.n_authors == 12


def test_no_authors_is_no_author():
    who = build_authorship(pd.Series(["", None, float("nan"), "Ada Lovelace; ;", " ; "]),
                           pd.Series([2000, None, 2001, 2002, None]))
    assert list(who.names) == ["Ada Lovelace"] and list(who.team_size) == [0, 0, 0, 1, 0]
    assert [listed_once(f) for f in ("", None)] == ["", None] and \
        np.isnan(listed_once(float("nan")))


@pytest.mark.parametrize(("richard", "venue", "joined"), [
    ("Richard Zhang; Alan Turing", "ICLR", False),  # a namesake, as far as anything says
    ("Richard Zhang; Alan Turing", "AISTATS", True),  # a venue shared
    ("Richard Zhang; A. Lovelace", "ICLR", True),  # a co-author shared, however written
])
def test_a_frequent_surname_needs_a_shared_venue_or_co_author(richard, venue, joined):
    zhangs = [f"{a}{b}an Zhang" for a in "BCDEF" for b in "aeio"]  # 20: Zhang is frequent
    authors = pd.Series(["Richard Y Zhang; Ada Lovelace", richard, "Robert V. Kohn",
                         "Robert Kohn", *zhangs])
    venues = pd.Series(["AISTATS", venue, "COLT", "AISTATS", *["UAI"] * 20])
    years = pd.Series([2020] * len(authors))
    who = build_authorship(authors, years, venues)
    assert (who.author_id("Richard Y Zhang") == who.author_id("Richard Zhang")) is joined
    assert who.author_id("Robert V. Kohn") == who.author_id("Robert Kohn")  # a rare surname
    # without venues, the names alone decide
    alone = build_authorship(authors, years)
    assert alone.author_id("Richard Y Zhang") == alone.author_id("Richard Zhang")
    # too few Zhangs to be frequent: the name alone decides
    few = build_authorship(authors[:20], years[:20], venues[:20])  # 18 Zhangs
    assert few.author_id("Richard Y Zhang") == few.author_id("Richard Zhang")

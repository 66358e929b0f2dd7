"""The trend views' callback functions, called directly (no browser): what they draw, their
denominators, the URL round trip of the trend options, the numbers the header and the cards
share, the downloads and the HTML report."""

from __future__ import annotations

import html
import io
import re

import pandas as pd
import pytest

from analysis import tables
from analysis.filters import Filters, select
from analysis.trends import TrendOptions
from dashboard import ids
from dashboard.page import render
from dashboard.report import build_report
from dashboard.sections import downloads
from dashboard.state import controls_from_filters, controls_from_options, sync
from dashboard.view import make_view


@pytest.fixture(scope="module")
def planted(planted_analysis):
    return make_view(planted_analysis)


def _texts(component) -> str:
    if component is None:
        return ""
    if isinstance(component, str | int | float):
        return str(component)
    if isinstance(component, list | tuple):
        return " ".join(_texts(c) for c in component)
    return _texts(getattr(component, "children", None))


def test_followed_lines_are_shares_of_all_papers_of_the_year(planted):
    a = planted.analysis
    f = Filters(query="regret")  # explored: drawn as its own line, not the denominator
    out = render(planted, f.to_query(), TrendOptions(follow=('"graph neural"',)).to_query())
    lines = {t["name"]: t for t in out[ids.TERM_TRENDS]["data"]}
    # each line with its dotted share from the venue mix alone (the planted venues differ)
    assert set(lines) == {"shown: “regret”", "“graph neural”", "shown: “regret”: the venue "
                          "mix alone", "“graph neural”: the venue mix alone"}
    per_year = a.papers["year"].value_counts()
    found = select(a, Filters(query='"graph neural"'))
    graph = lines["“graph neural”"]
    for year, (_, n, d) in zip(graph["x"], graph["customdata"], strict=True):
        assert d == per_year[year]  # all papers of the year, not the search's
        assert n == int((found & (a.papers["year"] == year).to_numpy()).sum())
    assert graph["customdata"][0][0] == "q=%22graph+neural%22"  # a click searches for it
    # a phrase search is named in curly quotes once, not “"graph neural"” (review53)
    phrase = render(planted, Filters(query='"graph neural"').to_query(), "")
    assert {t["name"] for t in phrase[ids.TERM_TRENDS]["data"]} >= {"shown: “graph neural”"}
    assert "all papers of each year" in out[ids.TERM_TRENDS_NOTE]


def test_topic_trends_under_a_topic_filter_are_its_share_of_all_papers(planted):
    a = planted.analysis
    out = render(planted, "topic=1")
    traces = out[ids.TOPIC_TRENDS]["data"]
    # only the topic explored, and its dotted share from the venue mix alone (no filter)
    assert [t.get("meta") for t in traces] == ["topic=1", None]
    assert traces[1]["line"]["dash"] == "dot"
    in_topic = (a.papers["topic"] == 1).to_numpy()
    for year, y, (n, d) in zip(traces[0]["x"], traces[0]["y"], traces[0]["customdata"],
                               strict=True):
        in_year = (a.papers["year"] == year).to_numpy()
        assert (n, d) == (int((in_topic & in_year).sum()), int(in_year.sum()))
        assert y == pytest.approx(round(100 * n / d, 3))
    assert "range" not in out[ids.TOPIC_TRENDS]["layout"]["yaxis"]  # not stacked to 100%


def test_a_trend_option_change_redraws_only_what_follows_it(planted):
    out = render(planted, "", TrendOptions(recent=1).to_query(), only_options=True)
    drawn = {k for k in out if k.endswith(("graph", "trends", "terms"))}
    assert drawn == {ids.TERM_TRENDS, ids.RISING_FALLING, ids.TOPIC_CHANGES,
                     ids.COMPARE_TERMS, ids.COMPARE_TOPICS}
    assert "2021 against 2019–2020 (your choice)" in out[ids.RISING_FALLING_NOTE]
    assert "count" not in out and set(out[ids.TRACE_KEYS]) <= drawn  # of the charts drawn


def test_trend_controls_round_trip_through_the_url(planted):
    options = TrendOptions(follow=('"graph neural"', "topic:2"), recent=1,
                           compare_a="venue:ICML", compare_b="venue:COLT")
    f = Filters(venues=("ICML",))
    result = sync(planted, ids.URL, f"?{f.to_query()}&{options.to_query()}",
                  controls_from_filters(planted, Filters()))
    assert result["filters"] == f and result["options"] == options
    assert result["trend_controls"] == (['"graph neural"', "topic:2"], 1, 0, "venue:ICML",
                                        "venue:COLT")
    assert result["state"] == "venue=ICML" and result["note"] == ""
    # a trend control changes the options and keeps the filters
    changed = sync(planted, ids.TREND_BEFORE, result["search"], result["controls"],
                   trend_controls=(*result["trend_controls"][:2], 1,
                                   *result["trend_controls"][3:]))
    assert changed["options"] == options.with_(before=1) and changed["filters"] == f
    assert changed["search"].startswith("?venue=ICML&follow=")
    # what the corpus lacks is dropped and said (a compared group kept as asked, to be
    # said by the compare cards, never compared: robust70)
    bad = sync(planted, ids.URL, "?follow=topic:99&compare_a=venue:NeurIPS",
               controls_from_filters(planted, Filters()))
    assert bad["options"] == TrendOptions(missing_a="venue:NeurIPS")
    assert "topic:99" in bad["note"] and "venue:NeurIPS" in bad["note"]
    assert controls_from_options(TrendOptions()) == ([], 0, 0, None, None)


def test_the_header_split_is_the_cards(planted):
    """The header words each type's share as the paper-types card does (each rounded by
    itself, dashboard.figures.base.share_words, so the three add up to 100 give or take
    one: "theory only 4%" stood above a card and a summary saying 3.5%)."""
    for state in ("", "venue=COLT", "q=kernel"):
        out = render(planted, state)
        text = _texts(out["detail"])
        shares = [float(s) for s in re.findall(r"([\d.]+)%", text)]
        assert len(shares) == 3 and abs(sum(shares) - 100) <= 1.5, text
        card = {a["x"]: a["text"] for a in out[ids.TYPES_OVERALL]["layout"]["annotations"]}
        theory = re.search(r"\(([\d.]+)%\)", card["Theory only"]).group(1)
        assert f"theory only {theory}%" in text, (card, text)


def test_paper_type_shares_per_year_are_drawn_with_counts(planted):
    out = render(planted, "")
    traces = {t["name"]: t for t in out[ids.TYPE_SHARES]["data"]}
    theory = traces["Theory"]  # the legend's word (TYPE_LEGEND)
    a = planted.analysis
    for year, share, (_, n, typed) in zip(theory["x"], theory["y"], theory["customdata"],
                                          strict=True):
        papers = a.papers[a.papers["year"] == year]
        assert n == int((papers["paper_type"] == "theory").sum())
        assert typed == int((papers["paper_type"] != "unclear").sum())
        assert share == pytest.approx(round(100 * n / typed, 2))


def test_trend_downloads_follow_the_view(planted):
    query = f"venue=ICML&{TrendOptions(follow=('diffusion',), recent=1).to_query()}"
    content, name, _ = downloads.download_file(planted, "followed_trends", query)
    assert name == "planted_ICML_followed_trends.csv"
    t = pd.read_csv(io.BytesIO(content))
    icml = planted.analysis.papers[planted.analysis.papers["venue"] == "ICML"]
    assert (t["year_papers"] == t["year"].map(icml["year"].value_counts())).all()
    assert set(t["share_of"]) == {"all ICML papers of each year"}
    content, _, _ = downloads.download_file(planted, "rising_falling", query)
    rising = pd.read_csv(io.BytesIO(content), dtype={"group_a": str, "group_b": str})
    assert set(rising["group_b"]) == {"2021"} and set(rising["group_a"]) == {"2019–2020"}
    links = downloads.download_links(planted, "venue=ICML", "/d/", "follow=diffusion")
    assert links[ids.download_link("venue_years")] == "/d/venue_years?venue=ICML&follow=diffusion"


def test_the_report_is_one_offline_file_of_the_view(planted):
    query = f"venue=ICML&{TrendOptions(follow=('diffusion',)).to_query()}"
    content, name = build_report(planted, query)
    text = content.decode("utf-8")
    assert name == "planted_ICML_trend_report.html"
    assert text.count("Plotly.newPlot(") >= 6
    assert not re.search(r"<(script|link|img)[^>]+(src|href)=", text)  # nothing fetched
    assert "all ICML papers of each year" in text and "Emerging terms" in text
    assert "Paper-type shares per year" in text
    evil = build_report(planted, "q=%3C%2Fscript%3E%3Cscript%3Ealert(1)")[0].decode("utf-8")
    assert "</script><script>alert(1)" not in evil  # the search is escaped everywhere


def test_the_report_says_every_filter_as_the_workbook_does(planted):
    """The report listed search, topics, venues, years and types but not the decisions, the
    author or "needs review" (polish66): its filter lines are the About sheet's (the planted
    corpus has no paper whose type needs review: one function says that line for both)."""
    query = "venue=ICML&status=accepted-poster&author=Ada+Lovelace&follow=diffusion"
    text = build_report(planted, query)[0].decode("utf-8")
    facts = {k: html.unescape(v)
             for k, v in re.findall(r"<dt>([^<]*)</dt><dd>([^<]*)</dd>", text)}
    assert facts["Decisions"] == "Poster" and facts["Author"] == "Ada Lovelace"
    assert facts["Venues"] == "ICML" and facts["Followed"] == "diffusion"
    about = pd.read_excel(io.BytesIO(downloads.download_file(planted, "tables", query)[0]),
                          sheet_name="About", dtype=str)
    said = dict(zip(about["about"], about["value"], strict=True))
    for line in ("Venues", "Decisions", "Author", "Trend shares are of", "Followed"):
        assert facts[line] == said[line], line
    assert "Search" not in facts and "Filters" not in facts  # unset: not said
    assert dict(re.findall(r"<dt>([^<]*)</dt><dd>([^<]*)</dd>", build_report(
        planted, "")[0].decode("utf-8")))["Filters"] == "none: every paper"


def test_the_reports_tables_print_years_and_counts_as_integers(planted):
    """A table of numbers only (the paper-type shares per year) printed its years as
    "2000.00" and its counts as "13.00" (a reviewer, wave 36): each column keeps its type."""
    text = build_report(planted, "")[0].decode("utf-8")
    section = text[text.index("<h2>Paper-type shares per year</h2>"):]
    years = re.findall(r"<tr><td class=\"num\">([^<]*)</td><td class=\"num\">([^<]*)</td>",
                       section)
    assert years and all(re.fullmatch(r"(19|20)\d\d", y) and n.isdigit() for y, n in years)
    assert not re.search(r"<td[^>]*>\d+\.00</td>", text)  # nor in any other table
    assert re.search(r"<td class=\"num\">\d+\.\d\d%</td>", section)  # shares as before


def test_the_reports_changes_give_the_shares_the_cards_give(planted):
    """The cards give the earlier share at the later venue mix (``share_a_mix``); the
    report listed the crude ``share_a`` alone (polish67)."""
    text = build_report(planted, "")[0].decode("utf-8")
    start = text.index("<h2>Ranked changes</h2>")
    section = text[start:text.index("<h2>Emerging terms</h2>", start)]
    head = re.findall(r"<th>([^<]*)</th>", section)
    assert head[8:11] == ["share_a", "share_a_mix", "share_b"], head
    changes = tables.rising_falling_table(planted.analysis)
    first = re.findall(r"<td[^>]*>([^<]*)</td>", section)[:len(head)]
    assert first[9] == f"{100 * changes['share_a_mix'].iat[0]:.2f}%"
    assert "share_a_mix: share_a at group_b's venue mix" in html.unescape(section)


def test_every_period_a_url_may_hold_is_an_option(planted):
    """A dropdown drops a value its options lack (and the URL would lose it)."""
    from analysis.trends.periods import MAX_YEARS
    from dashboard.sections.trends import period_controls

    layout = period_controls(planted)
    for picker in (ids.TREND_RECENT, ids.TREND_BEFORE):
        dropdown = next(c for c in layout._traverse() if getattr(c, "id", None) == picker)
        assert {o["value"] for o in dropdown.options} == set(range(MAX_YEARS + 1))
    assert TrendOptions.from_query(f"recent={MAX_YEARS + 1}")[0].recent is None


def test_typing_a_topic_number_in_follow_offers_that_topic_first(planted):
    """"#1" names topic 1 (as every label is written): Enter follows it, not a search for
    "#1", which finds no paper; other text still offers its search first."""
    from dashboard.pickers import PICKERS, item_options

    kinds, defaults = PICKERS[ids.FOLLOW_TERMS]
    first = item_options(planted, "#1", [], kinds, defaults(planted))[0]
    assert first["value"] == "topic:1"
    assert item_options(planted, "graph", [], kinds, defaults(planted))[0]["value"] == "graph"


def test_the_reports_emerging_terms_say_what_the_page_says(planted, monkeypatch):
    """The report's emerging terms are the page's sentence and table (its take-off range and
    gap, four venues and "+N more"), not the raw columns ("2025"; every venue listed)."""
    from analysis import tables

    row = {"term": "large language model", "first_year": 2019, "takeoff_year": 2021,
           "takeoff_from": 2020, "gap_venues": "COLING", "n_papers": 40, "n_since": 30,
           "share_before": 0.003, "share_since": 0.56, "share_expected": 0.01,
           "burst_weight": 9.0, "covered": 0.5,
           "venues": "AAAI, ACL, COLING, EMNLP, ICML, NAACL"}
    monkeypatch.setattr(tables, "emerging_terms_table",
                        lambda *a, **k: pd.DataFrame([row]))
    text = build_report(planted, "venue=ICML")[0].decode("utf-8")
    section = text[text.index("<h2>Emerging terms</h2>"):text.index("Paper-type shares")]
    assert "<td>2021 (perhaps from 2020: COLING has no papers 2020)</td>" in section
    assert "in the venues that can show it (AAAI, ACL, COLING +3 more: 50%" in section
    assert "EMNLP" not in section and "burst_weight" not in section


def test_the_venue_years_chart_colours_a_venue_as_the_whole_corpus_does(planted):
    """COLT, the planted corpus's smaller venue, keeps its colour when the venue filter
    leaves it alone (it took the first colour, ICML's, when ranked among the papers shown)."""
    def colours(query):
        bars = render(planted, query, "")[ids.VENUE_YEARS]["data"]
        return {t["name"]: t["marker"]["color"] for t in bars}

    everything = colours("")
    assert colours(Filters(venues=("COLT",)).to_query()) == {"COLT": everything["COLT"]}
    assert everything["COLT"] != everything["ICML"]


def test_the_whole_corpus_tables_are_made_once_per_server_not_per_filter_change(planted):
    """The venue colours and the venue-year completeness read the whole corpus's venue-year
    table: no filter changes it, so it is made once (per filter change it cost ~4 ms of each
    at 24k, bench/INTERACTION.md)."""
    from analysis import tables
    from dashboard.charts import Scope

    made = []

    def build(analysis):
        made.append(1)
        return tables.venue_years_table(analysis)

    a = Scope(planted, *planted.selection(""))
    b = Scope(planted, *planted.selection(Filters(venues=("COLT",)).to_query()))
    assert a.whole(build) is b.whole(build) and len(made) == 1


def _one_year_filter(a) -> Filters:
    """A search whose papers are all of one year, the venue and type filters none (so the
    papers of every year stay the denominator: two periods to compare)."""
    for title in a.papers["title"]:
        f = Filters(query=str(title).split(" (")[0])
        years = a.papers["year"][select(a, f)].dropna().unique()
        if len(years) == 1:
            return f
    raise AssertionError("no search of one year in the planted corpus")


def test_a_one_year_view_says_one_thing_per_trend_card(planted):
    """The changes are measured on the papers shown: all of one year, every trend card
    says that and nothing else, not the periods of all papers ("2022 against 2021" beside
    "need papers from at least two years": the 24k, topic #33 + ACL + empirical)."""
    a = planted.analysis
    f = _one_year_filter(a)
    year = int(a.papers["year"][select(a, f)].dropna().iat[0])
    assert a.papers["year"].nunique() >= 2  # the periods of all papers exist
    out = render(planted, f.to_query(), "")
    for graph, what in ((ids.RISING_FALLING, "rising and falling keywords"),
                        (ids.TOPIC_CHANGES, "growing and shrinking topics")):
        said = (f"The papers shown are all from {year}: {what} need papers shown from at "
                "least two years.")
        shown = out[graph]["layout"]["meta"]["empty"]
        assert shown.startswith(said + " To show papers from more years, remove ")  # ui68
        assert out[ids.chart_about(graph)].children == shown
    assert out[ids.RISING_FALLING_NOTE] == ""  # no periods beside it
    shares = out[ids.TYPE_SHARES]["layout"]["meta"]["empty"]
    assert shares.startswith(f"The papers shown with a type are all from {year}:")


def test_a_one_year_view_says_so_on_every_card_over_the_years(planted):
    """The cards over the years name the one year of the papers shown, as the ranked
    changes do, and the topics-over-the-years sentence gives no verdict of a test the
    growing and shrinking topics card says it cannot run (the 24k, topic #33 + ACL +
    empirical: "1 topic tested: ... 2021 vs 2022" beside "all from 2022"; legend67)."""
    a = planted.analysis
    f = _one_year_filter(a)
    year = int(a.papers["year"][select(a, f)].dropna().iat[0])
    out = render(planted, f.to_query(), "")
    said = (f"The papers shown are all from {year}: newcomers and team sizes need papers "
            "shown from at least two years.")
    shown = out[ids.AUTHORS_BY_YEAR]["layout"]["meta"]["empty"]
    assert shown.startswith(said + " To show papers from more years, remove ")  # ui68
    assert out[ids.chart_about(ids.AUTHORS_BY_YEAR)].children == shown
    topics = _texts(out[ids.chart_about(ids.TOPIC_TRENDS)])
    for verdict in ("tested", "within venues", "noise", "significantly"):
        assert verdict not in topics
    # the topic shares are of all papers of each year, so drawn over the years of all papers
    assert len({x for t in out[ids.TOPIC_TRENDS]["data"] for x in t.get("x", [])}) >= 2


def test_the_reports_charts_carry_the_pages_sentences(planted):
    """Each chart of the report has the sentence the page writes under it (newuser72: the
    rising and falling keywords of AutoML + UAI said only "No keyword listed.", where the
    page says 319 keywords were tested and names the nearest, distribution shift, q 0.12);
    the emerging terms' sentence once, with its table."""
    from dashboard.page import scope_of
    from dashboard.sections import topics, trends
    from dashboard.trend_scope import trend_context_of

    text = build_report(planted, "")[0].decode("utf-8")
    options = trend_context_of(planted, "")[2].options
    own = scope_of(planted, "").with_options(options)
    for chart in (trends.RISING_FALLING, trends.TOPIC_CHANGES, trends.VENUE_YEARS,
                  topics.TRENDS):
        section = text[text.index(f"<h2>{chart.title}</h2>"):]
        section = section[:section.index("<h2>", 4)]
        assert f"<p>{html.escape(chart.describe(own).text)}</p>" in section, chart.title
    said = html.escape(trends.EMERGING.describe(own).text)
    assert text.count(said) == 1

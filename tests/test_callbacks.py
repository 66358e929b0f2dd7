"""The dashboard's callback functions, called directly (no browser, no server)."""

from __future__ import annotations

import io
import subprocess
import sys
from urllib.parse import parse_qs

import numpy as np
import pandas as pd
import pytest
from dash import html

from analysis import tables
from analysis.filters import Filters, select
from analysis.schema import PAPER_TYPES
from dashboard import ids
from dashboard.page import present_graphs, render
from dashboard.sections import downloads
from dashboard.sections import papers as papers_section
from dashboard.sections import topics as topic_section
from dashboard.sections.keywords import keyword_views, pick_for
from dashboard.sections.papers import paper_detail, papers_grid, papers_page
from dashboard.state import click_fragment, controls_from_filters, legend_fragment, sync
from dashboard.view import make_view, selected


@pytest.fixture(scope="module")
def seeds(seeds_analysis):
    return make_view(seeds_analysis)


@pytest.fixture(scope="module")
def planted(planted_analysis):
    return make_view(planted_analysis)


def _controls(view, **kw):
    """Controls as the page shows them for the given filters."""
    return controls_from_filters(view, Filters(**kw))


def _texts(component) -> str:
    """All the text inside a Dash component tree."""
    if component is None:
        return ""
    if isinstance(component, str | int | float):
        return str(component)
    if isinstance(component, list | tuple):
        return "".join(_texts(c) for c in component)
    return _texts(getattr(component, "children", None))


def _find(component, kind) -> list:
    found = [component] if isinstance(component, kind) else []
    children = getattr(component, "children", None) if not isinstance(component, list) \
        else component
    if isinstance(children, list | tuple):
        for c in children:
            found += _find(c, kind)
    elif children is not None and not isinstance(children, str):
        found += _find(children, kind)
    return found


# --------------------------------------------------------------------------- URL and filters


def test_url_round_trip(planted):
    topic = 1
    result = sync(planted, ids.URL, f"?topic={topic}&q=diffusion&venue=icml&years=2020-2021"
                  "&type=empirical", _controls(planted))
    f = result["filters"]
    assert f == Filters(topics=(topic,), query="diffusion", venues=("ICML",), years=(2020, 2021),
                        types=("empirical",))
    assert result["note"] == ""
    assert result["controls"] == ([topic], "diffusion", ["ICML"], [2020, 2021], ["empirical"], [],
                                  [], None)
    assert parse_qs(result["state"]) == {"topic": ["1"], "q": ["diffusion"], "venue": ["ICML"],
                                         "years": ["2020-2021"], "type": ["empirical"]}
    assert result["search"] == "?" + result["state"]
    # the canonical query reads back to the same filters
    assert sync(planted, ids.URL, result["search"], _controls(planted))["filters"] == f


@pytest.mark.parametrize("query", ["?topic=99", "?topic=abc&years=20x9", "?type=poetry",
                                   "?venue=Nowhere", "?colour=red", "?%%%=&&=", "?years=2019-"])
def test_malformed_url_is_ignored_with_a_note(seeds, query):
    result = sync(seeds, ids.URL, query, _controls(seeds))
    assert result["note"].startswith("Part of the address was ignored")
    assert result["filters"] == Filters()
    assert result["search"] == ""  # the address is rewritten to what is shown


def test_page_load_without_trigger_reads_the_url(seeds):
    result = sync(seeds, None, "?q=diffusion", _controls(seeds))
    assert result["filters"].query == "diffusion"


def test_controls_make_the_filters(planted):
    result = sync(planted, ids.TOPIC_FILTER, "", ([2, 0], "  graph ", [], [2019, 2021], []))
    assert result["filters"] == Filters(topics=(0, 2), query="graph")  # full year range = none
    result = sync(planted, ids.YEAR_FILTER, "", ([], "", [], [2021, 2020], ["theory"]))
    assert result["filters"] == Filters(years=(2020, 2021), types=("theory",))


def test_clear_filters(planted):
    for trigger in (ids.CLEAR_FILTERS, ids.CLEAR_FILTERS_EMPTY):
        result = sync(planted, trigger, "?q=x", ([1], "x", ["ICML"], [2020, 2020], ["both"]))
        assert result["filters"] == Filters()
        assert result["search"] == "" and result["state"] == ""
        assert result["controls"] == ([], "", [], [2019, 2021], [], [], [], None)


def test_single_year_corpus_has_no_year_filter(seeds):
    assert not seeds.multi_year
    result = sync(seeds, ids.YEAR_FILTER, "", ([], "", [], [1990, 1995], []))
    assert result["filters"].years is None


# --------------------------------------------------------------------------- cross-filtering


def test_clicking_a_topic_bar_filters_and_clicking_again_clears(planted):
    fig = render(planted, "")[ids.TOPIC_SIZES]
    point = {"points": [{"customdata": fig["data"][0]["customdata"][-1]}]}
    top_topic = int(parse_qs(fig["data"][0]["customdata"][-1])["topic"][0])
    first = sync(planted, ids.TOPIC_SIZES, "", _controls(planted),
                 clicks={ids.TOPIC_SIZES: point})
    assert first["filters"].topics == (top_topic,)
    again = sync(planted, ids.TOPIC_SIZES, first["search"], first["controls"],
                 clicks={ids.TOPIC_SIZES: point})
    assert again["filters"].topics == ()


def test_click_keeps_other_filters(planted):
    point = {"points": [{"customdata": "years=2020-2020&type=theory"}]}
    result = sync(planted, ids.TYPES_BY_YEAR, "", _controls(planted, query="regret"),
                  clicks={ids.TYPES_BY_YEAR: point})
    assert result["filters"] == Filters(query="regret", years=(2020, 2020), types=("theory",))


def test_keyword_click_searches_the_phrase(planted):
    point = {"points": [{"customdata": ["q=%22graph+neural+network%22", "12%"]}]}
    result = sync(planted, ids.KEYWORDS, "", _controls(planted), clicks={ids.KEYWORDS: point})
    assert result["filters"].query == '"graph neural network"'


def test_legend_click_filters_by_the_entry(planted):
    keys = render(planted, "")[ids.TRACE_KEYS]
    assert keys[ids.TYPES_BY_TOPIC] == [f"type={t}" for t in PAPER_TYPES]
    restyle = [{"visible": ["legendonly"]}, [1]]
    result = sync(planted, ids.TYPES_BY_TOPIC, "", _controls(planted),
                  restyles={ids.TYPES_BY_TOPIC: restyle}, trace_keys=keys)
    assert result["filters"].types == ("empirical",)
    # a double click (every trace restyled) is left to Plotly
    double = [{"visible": [True, "legendonly", "legendonly", "legendonly"]}, [0, 1, 2, 3]]
    assert legend_fragment(double, keys[ids.TYPES_BY_TOPIC]) is None


def test_clicking_a_map_dot_filters_by_its_topic(planted):
    out = render(planted, "")
    dots = out[ids.TOPIC_MAP]["data"][0]  # every dot, its topic's fragment in its customdata
    custom = dots["customdata"][-1]
    click = {"points": [{"curveNumber": 0, "pointNumber": len(dots["x"]) - 1,
                         "customdata": custom, "x": dots["x"][-1], "y": dots["y"][-1]}]}
    result = sync(planted, ids.TOPIC_MAP, "", _controls(planted), clicks={ids.TOPIC_MAP: click},
                  trace_keys=out[ids.TRACE_KEYS])
    assert result["filters"].topics == (int(parse_qs(custom[0])["topic"][0]),)
    assert custom[1].startswith(f"#{result['filters'].topics[0]} ")  # the name hovered


def test_clicks_without_a_fragment_change_nothing(planted):
    assert click_fragment(None) is None
    assert click_fragment({"points": [{"x": 1}]}) is None
    result = sync(planted, ids.TOPIC_MAP, "?q=graph", _controls(planted, query="graph"),
                  clicks={ids.TOPIC_MAP: {"points": [{"x": 1}]}})
    assert result == {"unchanged": True}


# --------------------------------------------------------------------------- views


def test_render_all_views(planted):
    a = planted.analysis
    f = Filters(query="diffusion")
    rows = select(a, f)
    out = render(planted, f.to_query())
    assert out["count"] == f"{int(rows.sum()):,} of {len(a.papers):,} papers"
    assert not out["empty"]
    for g in present_graphs(planted):
        if g != ids.KEYWORD_TREND:
            assert g in out, g
    assert out[ids.COMPARE_TERMS]["data"] == []  # no groups picked
    assert sum(out[ids.TOPIC_SIZES]["data"][0]["x"]) == rows.sum()
    options, value = pick_for(planted, f.to_query(), out["keywords"], ["graph"])
    assert value == ["diffusion"]  # the searched term wins over the reader's earlier pick
    assert {"label": "diffusion", "value": "diffusion"} in options
    assert pick_for(planted, "", out["keywords"], ["graph"])[1] == ["graph"]
    assert pick_for(planted, "", out["keywords"], None)[1] == out["keywords"][:1]
    # ranked changes are shares of ALL papers: the diffusion papers grow from 12 of 102 to
    # 54 of 120, so the words of their template rise; none falls
    rising = out[ids.RISING_FALLING]["data"][0]
    # (the keyword is "diffusion model": the word alone is mostly inside the phrase)
    assert any("diffusion" in y for y in rising["y"]) and min(rising["x"]) > 1.96


def test_headline_counts_and_shares(seeds):
    out = render(seeds, "")
    n = len(seeds.analysis.papers)
    assert out["count"] == f"{n} of {n} papers"
    text = _texts(out["detail"])
    assert "topics" in text and "theory only" in text and "empirical only" in text


def test_empty_result_says_so(planted):
    out = render(planted, "q=zzzznotaword")
    assert out["empty"] and out["count"].startswith("0 of ")


def test_an_empty_result_says_what_each_filter_left_out_would_bring_back(planted):
    """walk62: ICLR with the years 2022-2024 (the 24k has ICLR 2013-2018) said only "no
    paper matches these filters": the headline now says what dropping each filter gives."""
    f = Filters(query="diffusion", venues=("COLT",))
    assert not select(planted.analysis, f).any()  # (the planted diffusion papers are ICML)
    out = render(planted, f.to_query())
    assert out["empty"]
    n_colt = int(select(planted.analysis, Filters(venues=("COLT",))).sum())
    n_diffusion = int(select(planted.analysis, Filters(query="diffusion")).sum())
    assert 0 < n_colt < len(planted.analysis.papers) and n_diffusion > 0
    assert [_texts(part) for part in out["detail"]] == [
        "no paper matches these filters",
        f"without the search \u201cdiffusion\u201d: {n_colt:,} papers",
        f"without COLT: {n_diffusion:,} papers"]
    # one filter: nothing to weigh it against; a search alone is named
    assert [_texts(p) for p in render(planted, "q=zzzznotaword")["detail"]] == [
        "no paper matches the search \u201czzzznotaword\u201d"]


def test_rising_keywords_on_the_planted_corpus(planted):
    fig = render(planted, "")[ids.RISING_FALLING]
    terms = dict(zip(fig["data"][0]["y"], fig["data"][0]["x"], strict=True))
    assert any("diffusion" in t and z > 0 for t, z in terms.items())
    assert any("kernel" in t and z < 0 for t, z in terms.items())


def test_single_year_selection_explains_missing_trends(planted):
    out = render(planted, "years=2020-2020")
    for g in (ids.TOPIC_TRENDS, ids.RISING_FALLING):
        assert out[g]["data"] == []
        assert "two years" in out[g]["layout"]["annotations"][0]["text"]


def test_single_year_corpus_has_no_trend_views(seeds):
    assert ids.TOPIC_TRENDS not in present_graphs(seeds)
    assert ids.TOPIC_TRENDS not in render(seeds, "")


def test_topic_map_is_capped(planted, monkeypatch):
    monkeypatch.setattr(topic_section, "MAP_POINTS", 10)
    rows = np.ones(len(planted.analysis.papers), dtype=bool)
    points, note = topic_section.map_points(planted, rows)
    assert len(points) == 10 and "random 10 of the" in note
    again, _ = topic_section.map_points(planted, rows)
    assert points.index.equals(again.index)  # the same sample every time


def test_keyword_views(planted):
    out = keyword_views(planted, "", ["diffusion"])
    trend = out[ids.KEYWORD_TREND]
    # the line, and its dotted share from the venue mix alone (the planted venues differ)
    assert [t["name"] for t in trend["data"]] == ["diffusion", "diffusion: the venue mix alone"]
    assert trend["data"][1]["line"]["dash"] == "dot" and "meta" not in trend["data"][1]
    assert list(trend["data"][0]["x"]) == [2019, 2020, 2021]
    assert trend["data"][0]["y"][-1] > trend["data"][0]["y"][0]
    marks = _find(out[ids.KWIC], html.Mark)
    assert marks and all(m.children.lower().startswith("diffusion") for m in marks)


def test_views_leave_the_analysis_unchanged(planted):
    a = planted.analysis
    before = pd.util.hash_pandas_object(a.papers.drop(columns=["map_x", "map_y"])).sum()
    render(planted, "q=graph&type=empirical")
    papers_page(planted, "topic=1", {"startRow": 0, "endRow": 20,
                                     "sortModel": [{"colId": "year", "sort": "desc"}]})
    downloads.download_file(planted, "tables", "years=2020-2021")
    assert pd.util.hash_pandas_object(a.papers.drop(columns=["map_x", "map_y"])).sum() == before


# --------------------------------------------------------------------------- papers table


def test_papers_page_rows_count_and_sort(planted):
    a = planted.analysis
    f = Filters(query="regret")
    n = int(select(a, f).sum())
    page = papers_page(planted, f.to_query(), {"startRow": 0, "endRow": 5, "sortModel": [
        {"colId": "year", "sort": "asc"}]})
    assert page["rowCount"] == n
    assert len(page["rowData"]) == min(5, n)
    years = [r["year"] for r in page["rowData"]]
    assert years == sorted(years) and years[0] == 2019
    desc = papers_page(planted, f.to_query(), {"startRow": 0, "endRow": 5, "sortModel": [
        {"colId": "year", "sort": "desc"}]})
    assert desc["rowData"][0]["year"] == 2021
    last = papers_page(planted, f.to_query(), {"startRow": n - 2, "endRow": n + 18})
    assert len(last["rowData"]) == 2


def test_titles_link_to_the_paper_page(planted):
    row = papers_page(planted, "", {"startRow": 0, "endRow": 1})["rowData"][0]
    assert row["title"].startswith("[") and "](https://example.org/" in row["title"]
    assert set(row) >= {"row", "title", "venue", "year", "topic", "paper_type", "evidence"}


def test_paper_detail_highlights_the_search(planted):
    a = planted.analysis
    i = int(np.flatnonzero(a.papers["abstract"].str.contains("diffusion"))[0])
    detail = paper_detail(planted, str(i), 'q=diffusion')
    marks = _find(detail, html.Mark)
    assert marks and all(m.children.lower() == "diffusion" for m in marks)
    links = _find(detail, html.A)
    assert links and links[0].href == a.papers.at[i, "url"]
    assert "evidence" in _texts(detail)
    assert "Click a paper" in _texts(paper_detail(planted, "not-a-row", ""))


def test_paper_detail_lists_the_authors_as_names_not_the_raw_field(planted, seeds_analysis):
    """PaperCopilot's field is "A;B;C": the panel shows "A, B, C" (normalised names), and
    no stray separator when a paper has no author (the seeds have none)."""
    a = planted.analysis
    raw = str(a.papers.at[0, "authors"])
    meta = _find(paper_detail(planted, "0", ""), html.P)[0].children
    names = [n.strip() for n in raw.split(";") if n.strip()]
    assert len(names) >= 2 and meta.endswith(" · " + ", ".join(names)) and ";" not in meta
    seeds = make_view(seeds_analysis)
    assert not seeds.analysis.papers.at[0, "authors"]
    assert " · " not in _find(paper_detail(seeds, "0", ""), html.P)[0].children


def test_the_evidence_is_shown_readable_as_the_abstract_beside_it(seeds):
    """The evidence is cut from the abstract as written (LaTeX and all: a seed writes
    "\\underline{mor}al \\underline{al}ignment"); the panel and the papers grid show it
    as the panel shows the abstract, "moral alignment"; the papers download keeps it as
    given."""
    papers = seeds.analysis.papers
    i = int(np.flatnonzero(papers["paper_type_evidence"].str.contains(
        r"\underline{mor}al", regex=False))[0])
    shown = _texts(_find(paper_detail(seeds, str(i), ""), html.Span))
    assert "moral alignment of vision-language models" in shown and "\\underline" not in shown
    f = Filters(query="MORALISE")
    row = next(r for r in papers_page(seeds, f.to_query(), {"startRow": 0, "endRow": 20})[
        "rowData"] if r["row"] == str(i))
    assert "moral alignment of vision-language models" in row["evidence"]
    assert "\\underline{mor}al" in tables.papers_table(seeds.analysis).loc[
        i, "paper_type_evidence"]


def test_paper_detail_shows_the_abstract_readable_and_downloads_keep_it_as_given(seeds):
    """The seeds' abstracts carry Markdown and LaTeX ("we propose **Deepcontour**",
    "\\textit{integration contours}---improper"): the panel shows them as read, searched
    words still marked; the papers table (every download) keeps the text as given."""
    papers = seeds.analysis.papers
    i = int(np.flatnonzero(papers["abstract"].str.contains("**Deepcontour**", regex=False))[0])
    abstract = _find(paper_detail(seeds, str(i), "q=contours"), html.P)[-1]
    shown = _texts(abstract)
    assert "we propose Deepcontour, a" in shown and "**" not in shown
    assert "integration contours—improper" in shown and "\\textit" not in shown
    marks = [m.children.lower() for m in _find(abstract, html.Mark)]
    assert "contours" in marks and {m.rstrip("s") for m in marks} == {"contour"}
    assert "\\textit{integration contours}---" in papers.at[i, "abstract"]


# --------------------------------------------------------------------------- downloads


def test_csv_download_matches_the_filter(planted):
    a = planted.analysis
    f = Filters(venues=("COLT",), types=("theory",))
    content, name, mimetype = downloads.download_file(planted, "papers", f.to_query())
    assert name == f"{a.name}_{f.slug()}_papers.csv" and mimetype.startswith("text/csv")
    df = pd.read_csv(io.BytesIO(content))
    assert len(df) == int(select(a, f).sum()) > 0
    assert set(df["venue"]) == {"COLT"} and set(df["paper_type"]) == {"theory"}


def test_downloads_neutralise_formulas(planted):
    content, _, _ = downloads.download_file(planted, "papers", "")
    df = pd.read_csv(io.BytesIO(content))
    evil = df[df["title"].str.contains("HYPERLINK")]
    assert len(evil) == 1 and evil["title"].iloc[0].startswith("'=")


@pytest.mark.parametrize("table", ["topics", "keywords", "paper_types", "topic_trends",
                                   "keyword_trends", "rising_falling"])
def test_every_table_downloads_as_csv(planted, table):
    content, name, _ = downloads.download_file(planted, table, "venue=ICML")
    assert name == f"planted_ICML_{table}.csv"
    assert len(pd.read_csv(io.BytesIO(content))) > 0


def test_the_change_evidence_is_one_registered_table_for_export_download_and_card(planted):
    # the "no change" evidence a card reads is the table the CLI writes and the page
    # downloads (change_evidence.csv), for the same filters and periods
    from analysis.tables import table_spec
    from dashboard.page import scope_of
    from dashboard.sections.trends import evidence_of
    from dashboard.view import parse_options

    assert table_spec("change_evidence").build is tables.change_evidence_table
    assert "change_evidence" in tables.all_tables(planted.analysis)
    state = "venue=ICML&recent=2"
    content, name, _ = downloads.download_file(planted, "change_evidence", state)
    assert name == "planted_ICML_change_evidence.csv"
    got = pd.read_csv(io.BytesIO(content))
    scope = scope_of(planted, state)
    assert scope is not None
    card = evidence_of(scope.with_options(parse_options(planted, state)[0]))  # as render
    assert list(got.columns) == list(card.columns)
    assert list(got["kind"]) == ["keyword", "topic"]
    for column in ("compared", "held", "count_a", "count_b"):
        assert got[column].tolist() == card[column].tolist()
    assert got["q"].to_numpy() == pytest.approx(card["q"].to_numpy(dtype=float))
    assert (got["group_b"] != card["group_b"].iat[0]).sum() == 0  # the card's periods


def test_excel_workbook_has_a_sheet_per_table(planted):
    content, name, _ = downloads.download_file(planted, "tables", "type=empirical")
    assert name == "planted_empirical_tables.xlsx"
    sheets = pd.read_excel(io.BytesIO(content), sheet_name=None)
    rows = select(planted.analysis, Filters(types=("empirical",)))
    assert list(sheets) == ["About", *tables.all_tables(planted.analysis, rows)]
    assert len(sheets["papers"]) == rows.sum()


def test_empty_download_is_an_empty_table(planted):
    content, name, _ = downloads.download_file(planted, "papers", "q=zzzznotaword")
    assert name == "planted_zzzznotaword_papers.csv"
    df = pd.read_csv(io.BytesIO(content))
    assert len(df) == 0 and "title" in df.columns
    content, _, _ = downloads.download_file(planted, "tables", "q=zzzznotaword")
    assert len(pd.read_excel(io.BytesIO(content), sheet_name="papers")) == 0


def test_download_links_follow_the_filters(planted, seeds):
    links = downloads.download_links(planted, "topic=1&q=graph", "/_paper-trends/download/")
    assert links[ids.DOWNLOAD_PAPERS] == "/_paper-trends/download/papers?topic=1&q=graph"
    assert links[ids.DOWNLOAD_EXCEL] == "/_paper-trends/download/tables?topic=1&q=graph"
    assert ids.DOWNLOAD_TOPIC_TRENDS in links
    assert ids.DOWNLOAD_TOPIC_TRENDS not in downloads.download_links(seeds, "", "/")  # one year


def test_download_route_serves_the_file(planted_analysis):
    from dashboard.app import create_app

    client = create_app(planted_analysis).server.test_client()
    resp = client.get(downloads.DOWNLOAD_ROUTE + "papers?venue=COLT")
    assert resp.status_code == 200
    assert resp.headers["Content-Disposition"] == "attachment; filename=planted_COLT_papers.csv"
    df = pd.read_csv(io.BytesIO(resp.data))
    assert set(df["venue"]) == {"COLT"}
    assert client.get(downloads.DOWNLOAD_ROUTE + "secrets").status_code == 404
    bad = client.get(downloads.DOWNLOAD_ROUTE + "topics?topic=banana")  # ignored, like the page
    assert bad.status_code == 200


# --------------------------------------------------------------------------- the app


def test_layout_has_the_contract_ids(planted_analysis, seeds_analysis):
    from dashboard.app import create_app

    contract = ["topic-filter", "keyword-filter", "venue-filter", "year-filter", "type-filter",
                "clear-filters", "paper-count", "papers-table", "download-papers",
                "download-topics", "download-keywords", "download-paper-types", "download-excel"]
    for analysis in (planted_analysis, seeds_analysis):
        layout = create_app(analysis).layout()  # a function: the first view of the corrections
        present = {getattr(c, "id", None) for c in layout._traverse()}
        assert set(contract) <= present


def test_importing_the_app_module_is_cheap():
    code = ("import sys, dashboard.app; "
            "assert 'analysis.pipeline' not in sys.modules, 'analysed on import'; "
            "assert 'dash' not in sys.modules, 'Dash imported on import'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=str(
        __import__("pathlib").Path(__file__).resolve().parent.parent))


def test_the_page_has_a_graph_for_every_chart_that_applies(planted, seeds):
    from dash import dcc

    from dashboard.page import build_layout

    for view in (planted, seeds):
        graphs = {c.id for c in build_layout(view)._traverse() if isinstance(c, dcc.Graph)}
        assert graphs == set(present_graphs(view))
    assert ids.TYPES_BY_VENUE in present_graphs(planted)  # two venues
    assert ids.TYPES_BY_VENUE not in present_graphs(seeds)  # one venue


def test_download_links_are_the_registered_tables_that_apply(planted, seeds):
    from analysis.tables import TABLES, applicable_tables
    from analysis.trends import TrendContext
    from dashboard.view import PAGE_OPTIONS

    for view in (planted, seeds):
        links = downloads.download_links(view, "", "/")
        # the page can follow items and compare groups: those tables are always offered
        page = TrendContext(options=PAGE_OPTIONS)
        assert set(links) == {ids.download_link(t.name) for t in
                              applicable_tables(view.analysis, context=page)} | {
            ids.DOWNLOAD_EXCEL}
    assert ids.download_link("comparison") in downloads.download_links(seeds, "", "/")
    assert ids.download_link("followed_trends") not in downloads.download_links(seeds, "", "/")
    assert len(downloads.download_links(planted, "", "/")) == len(TABLES) + 1  # all apply


# ----------------------------------------------------------------- paper types by hand

def test_a_correction_reaches_counts_tables_grid_and_review_list(planted_analysis, tmp_path):
    from analysis import tables
    from analysis.paper_types.corrections import CorrectionsFile
    from dashboard.sections.review import MODEL_LABEL, save_correction

    fixes = tmp_path / "fixes.csv"
    view = make_view(planted_analysis, fixes)
    papers = view.analysis.papers
    assert papers is not planted_analysis.papers          # the view corrects its own copy
    row = int(np.flatnonzero(papers["paper_type"] == "empirical")[0])
    before = tables.paper_types_table(view.analysis).iloc[-1]
    assert save_correction(view, row, "theory", "proof in the appendix").startswith("Saved")
    _, rows = selected(view, "")                          # the next request lays it over
    after = tables.paper_types_table(view.analysis, rows).iloc[-1]
    assert (after["theory"], after["empirical"]) == (before["theory"] + 1, before["empirical"] - 1)
    assert papers["paper_type_source"].iat[row] == "corrected"
    assert planted_analysis.papers["paper_type"].iat[row] == "empirical"
    page = papers_page(view, "type=theory", {"startRow": 0, "endRow": 500})
    mine = [r for r in page["rowData"] if r["row"] == str(row)]
    assert mine and mine[0]["band"] == "Corrected" and mine[0]["paper_type"] == "Theory only"
    # another process writes the file: this one sees it at its next request
    other = CorrectionsFile(fixes)
    other.set(str(papers["paper_id"].iat[row]), "both")
    selected(view, "")
    assert papers["paper_type"].iat[row] == "both"
    # back to the model's label
    # review59: the type named as the menu and the table name it, not "(empirical)"
    assert save_correction(view, row, MODEL_LABEL, "") == (
        "Back to the model's label, Empirical only.")
    selected(view, "")
    assert papers["paper_type"].iat[row] == "empirical"
    assert papers["paper_type_source"].iat[row] == "model"


def test_the_review_messages_name_the_types_as_the_menu_does(planted_analysis, tmp_path):
    """review59: "Saved: unclear", "Confirmed: theory only", "Back to the model's label
    (empirical)" beside a menu, table and chips that say "Unclear", "Theory only"."""
    from dashboard.sections.review import confirm_button, confirm_label, save_correction

    fixes = tmp_path / "fixes.csv"
    view = make_view(planted_analysis, fixes)
    papers = view.analysis.papers
    row = int(np.flatnonzero(papers["paper_type"] == "empirical")[0])
    assert confirm_button(view, row) == (
        "Label is right: Empirical only", "keep the model's type, Empirical only, confirmed "
        "by hand (it leaves Needs review), and open the next paper (key Y)")
    assert confirm_label(view, row, "") == (
        f"Confirmed: Empirical only, the model's label, in {fixes}.")
    assert save_correction(view, row, "unclear", "") == f"Saved: Unclear, in {fixes}."
    selected(view, "")
    assert confirm_button(view, row) == (
        "Keep Unclear, set by hand", "keep the type set by hand, Unclear (the model said "
        "Empirical only), and open the next paper (key Y)")
    assert confirm_label(view, row, "") == f"Kept: Unclear, as corrected by hand, in {fixes}."


def test_the_papers_download_names_the_model_s_type_beside_a_correction(planted_analysis,
                                                                        tmp_path):
    """review58: a chair who corrected papers and downloaded them could tell the model's
    type only from the evidence's text ("...; the model said empirical (...)")."""
    from analysis.paper_types.corrections import set_paper_type
    from dashboard.app import create_app

    fixes = tmp_path / "fixes.csv"
    client = create_app(planted_analysis, fixes).server.test_client()
    papers = planted_analysis.papers
    row = int(np.flatnonzero(papers["paper_type"] == "empirical")[0])
    paper_id = str(papers["paper_id"].iat[row])
    set_paper_type(fixes, paper_id, "theory", note="proof in the appendix")
    resp = client.get(downloads.DOWNLOAD_ROUTE + "papers")
    df = pd.read_csv(io.BytesIO(resp.data), keep_default_na=False).set_index("paper_id")
    assert (df.at[paper_id, "paper_type"], df.at[paper_id, "paper_type_source"]) == (
        "theory", "corrected")
    assert df.at[paper_id, "paper_type_model"] == "empirical"
    assert df.at[paper_id, "paper_type_model_band"] == papers["paper_type_band"].iat[row]
    # review59: and its evidence in a column of its own, not only inside the corrected text
    assert df.at[paper_id, "paper_type_model_evidence"] == papers["paper_type_evidence"].iat[row]
    assert df.at[paper_id, "paper_type_evidence"].endswith(
        f"; the model said empirical ({papers['paper_type_evidence'].iat[row]})")
    model = papers.set_index("paper_id")["paper_type"].astype(str)
    assert (df["paper_type_model"] == model.reindex(df.index)).all()


def test_a_correction_that_empties_the_selection_says_what_was_saved(review_analysis,
                                                                     tmp_path):
    """The last paper of a selection corrected out of it: the views go (with the paper
    panel and its "Saved"), and the "no papers match" message says what was kept, where."""
    from dataclasses import replace

    from analysis.trends import TrendOptions
    from dashboard.figures import TYPE_LABELS
    from dashboard.page import present_charts
    from dashboard.sections import review
    from dashboard.sections.review import MODEL_LABEL, save_correction
    from dashboard.state import controls_from_options
    from dashboard.update import EMPTY_SAVED, REVIEW_OPTIONS, Event, PageUpdate

    fixes = tmp_path / "fixes.csv"
    view = make_view(review_analysis, fixes)
    papers = view.analysis.papers
    row = int(np.flatnonzero(papers["paper_type_band"] == "uncertain")[0])
    title = " ".join(str(papers["title"].iat[row]).split())[:40]
    assert review.saved_note(view, None) == "" and review.saved_note(view, 10**6) == ""
    assert save_correction(view, row, "theory", "") == f"Saved: Theory only, in {fixes}."
    said = review.saved_note(view, row)
    assert said.startswith(f"Saved: “{title}") and "corrected by hand" in said
    assert f"is now Theory only, corrected by hand (kept in {fixes})" in said
    assert save_correction(view, row, MODEL_LABEL, "").startswith("Back to the model's")
    model = TYPE_LABELS[str(papers["paper_type"].iat[row])]
    assert f"is back to the model's label, {model}." in review.saved_note(view, row)
    assert review.saved_note(make_view(review_analysis), row) == ""  # nothing can be saved

    # the page's one callback: the note comes with the emptied headline after a correction
    drawn = [c for c in present_charts(view) if c.draw is not None]
    update = PageUpdate(view, lambda state, trend, charts, headline: render(
        view, state, trend, charts=charts, headline=headline), drawn, [])
    load = Event(trigger=None, prop="", search="?review=1",
                 controls=tuple(_controls(view, review=True)),
                 trend_controls=controls_from_options(TrendOptions()), pick=None)
    shown = update.change(load)
    assert shown[(ids.VIEWS, "hidden")] is False and shown[EMPTY_SAVED] == ""
    for r in np.flatnonzero(papers["paper_type_band"] == "uncertain"):
        save_correction(view, int(r), "empirical", "")
    event = replace(load, trigger=ids.CORRECTION_VERSION, prop="data",
                    filter_state="review=1", trend_state="", paper_row=row,
                    drawn=shown[(ids.CHARTS_DRAWN, "data")])
    out = update.change(event)
    assert out[(ids.VIEWS, "hidden")] is True
    assert "(0 in the corpus;" in out[REVIEW_OPTIONS][0]["label"]
    # (the model's own type set by hand is a confirmation, review55b)
    how = "confirmed" if view.live.model_label(row) == "empirical" else "corrected"
    assert f"is now Empirical only, {how} by hand" in out[EMPTY_SAVED]
    # the paper-row store holds what the browser sent: anything else than a row says nothing
    assert update.change(replace(event, paper_row="../etc"))[EMPTY_SAVED] == ""
    # the correction's answer dropped by Dash for a chart coming near: that one says it
    came = update.change(replace(event, trigger=ids.CHARTS_CAME, prop="data"))
    assert came[(ids.VIEWS, "hidden")] is True
    assert came[EMPTY_SAVED] == out[EMPTY_SAVED]
    assert came[REVIEW_OPTIONS] == out[REVIEW_OPTIONS]
    assert update.change(replace(event, trigger=ids.CLEAR_FILTERS))[EMPTY_SAVED] == ""


def test_needs_review_lists_the_uncertain_papers_least_certain_first(review_analysis):
    view = make_view(review_analysis)
    papers = view.analysis.papers
    uncertain = papers["paper_type_band"] == "uncertain"
    assert 3 <= uncertain.sum() < len(papers)
    f, rows = selected(view, "review=1")
    assert f.review and rows.sum() == uncertain.sum()
    page = papers_page(view, "review=1", {"startRow": 0, "endRow": 10_000})
    confidence = [papers["paper_type_confidence"].iat[int(r["row"])] for r in page["rowData"]]
    assert confidence == sorted(confidence) and confidence[:3] == [0.5, 0.6, 0.7]
    assert {r["band"] for r in page["rowData"]} <= {"Uncertain"}


def test_the_headline_gives_no_split_without_the_uncertain_when_they_are_all(
        review_analysis):
    """With "Needs review" every paper shown is uncertain: the headline read "5,332
    uncertain (theory only 0% without them)" of no paper."""
    from dashboard.page import scope_of
    from dashboard.sections import header

    view = make_view(review_analysis)
    n = int((view.analysis.papers["paper_type_band"] == "uncertain").sum())

    def said(state: str) -> str:
        return " ".join(span.children for span in header.headline(scope_of(view, state))[1]
                        if getattr(span, "className", "") == "uncertain")

    assert said("review=1") == f"all {n:,} uncertain"
    assert said("").startswith(f"{n:,} uncertain (theory only ") and "without them" in said("")


def test_one_uncertain_paper_is_left_out_as_it_not_them(seeds_analysis):
    """walk62: the seeds' headline read "1 uncertain (theory only 3.6% without them)"."""
    import dataclasses

    from dashboard.page import scope_of
    from dashboard.sections import header

    papers = seeds_analysis.papers.copy()
    papers["paper_type_band"] = "likely"
    papers.loc[papers.index[0], "paper_type_band"] = "uncertain"  # one, whatever the model says
    view = make_view(dataclasses.replace(seeds_analysis, papers=papers))
    said = [span.children for span in header.headline(scope_of(view, ""))[1]
            if getattr(span, "className", "") == "uncertain"]
    assert len(said) == 1 and said[0].startswith("1 uncertain (theory only ")
    assert said[0].endswith(" without it)"), said


def test_the_venue_mix_kept_across_states_is_what_each_state_draws(planted):
    """The venue mix's summary and note read the denominator alone (venues, years, types,
    decisions), so the server keeps them across filter states (a search, then a topic
    pick, keep the denominator): what is kept must be what each state draws fresh, and a
    state with another denominator gets its own."""
    from dashboard.page import scope_of
    from dashboard.patches import Shown, same

    rows = select(planted.analysis, Filters(query="diffusion"))
    first = planted.analysis.papers[rows].iloc[0]  # a topic and a venue of the search
    k, venue = int(first["topic"]), str(first["venue"])
    states = [Filters(query="diffusion"), Filters(query="diffusion", topics=(k,)),
              Filters(topics=(k,)), Filters(venues=(venue,)),
              Filters(venues=(venue,), topics=(k,)), Filters()]
    bases: Shown = Shown(16)
    texts = {}
    for f in states:
        state = f.to_query()
        kept = render(planted, state, "", scope_of(planted, state, bases))
        fresh = render(planted, state, "")
        assert not fresh["empty"], state
        assert same(kept[ids.chart_about(ids.VENUE_YEARS)],
                    fresh[ids.chart_about(ids.VENUE_YEARS)]), state
        assert kept[ids.VENUE_YEARS_NOTE] == fresh[ids.VENUE_YEARS_NOTE], state
        ours, theirs = kept["words"][ids.VENUE_YEARS], fresh["words"][ids.VENUE_YEARS]
        assert (ours.text, ours.columns, ours.rows) == (theirs.text, theirs.columns,
                                                      theirs.rows), state
        texts[state] = ours.text
    # one venue's papers are another denominator than every paper's
    assert texts[Filters(venues=(venue,)).to_query()] != texts[""]
    assert texts[Filters(query="diffusion").to_query()] == texts[""]


def test_the_papers_table_starts_at_widths_that_fit_a_laptop_screen():
    """AG Grid draws a flex column at its "width" before sliding it to its flexed width:
    the flexible columns start at their minimum, so the first frame at 1,280 px (a grid of
    about 873 px beside the paper's panel) already shows the last column."""
    columns = papers_grid().columnDefs
    flexible = [c for c in columns if "flex" in c]
    assert [c["field"] for c in flexible] == ["title", "topic", "evidence"]
    assert all(c["width"] == c["minWidth"] for c in flexible)
    assert sum(c["width"] for c in columns) <= 860


def test_the_papers_table_has_a_decision_column_only_when_a_paper_has_a_decision(seeds,
                                                                                 planted):
    """The seeds give no decision: an empty column would only push the type evidence out
    of view (it fits from ~1,180 px without it)."""
    assert not seeds.decisions and planted.decisions
    fields = [c["field"] for c in papers_grid(decisions=False).columnDefs]
    assert "decision" not in fields and fields[-1] == "evidence" and len(fields) == 7
    assert sum(c["width"] for c in papers_grid(decisions=False).columnDefs) <= 770
    for view, shown in ((seeds, False), (planted, True)):
        store = next(c for c in papers_section.layout(view).children
                     if getattr(c, "id", None) == ids.GRID_SPEC)
        fields = [c["field"] for c in store.data["props"]["columnDefs"]]
        assert ("decision" in fields) is shown


def test_the_papers_grid_names_the_types_as_the_filter_and_charts_do(planted):
    """The grid read "Theory", "Empirical", "Both", beside a filter, charts and a paper
    panel that say "Theory only", "Empirical only", "Theory + empirical"."""
    from dashboard.figures import TYPE_LABELS

    types = planted.analysis.papers["paper_type"].to_numpy()
    rows = papers_page(planted, "", {"startRow": 0, "endRow": len(types)})["rowData"]
    shown = {str(types[int(r["row"])]): r["paper_type"] for r in rows}
    assert shown == {t: TYPE_LABELS[t] for t in set(types)}
    assert shown["both"] == "Theory + empirical"


def test_the_table_s_evidence_names_the_model_s_type_as_the_menu_does(planted_analysis,
                                                                      tmp_path):
    """walk60: the papers table's Type evidence of a hand-set paper read "confirmed by hand
    (DATE); the model said both (...)", the stored word, beside a Type column, menu and
    panel that say "Theory + empirical".  The table names it as they do; the download
    keeps the stored word, as it keeps ``paper_type``."""
    from analysis.paper_types.corrections import set_paper_type
    from dashboard.app import create_app

    fixes = tmp_path / "fixes.csv"
    papers = planted_analysis.papers
    both = int(np.flatnonzero(papers["paper_type"] == "both")[0])
    empirical = int(np.flatnonzero(papers["paper_type"] == "empirical")[0])
    set_paper_type(fixes, str(papers["paper_id"].iat[both]), "both")  # confirmed
    set_paper_type(fixes, str(papers["paper_id"].iat[empirical]), "theory", note="a proof")
    view = make_view(planted_analysis, fixes)
    page = papers_page(view, "", {"startRow": 0, "endRow": 20, "sortModel": [
        {"colId": "band", "sort": "desc"}]})["rowData"]  # hand-set first
    rows = {r["row"]: r for r in page}
    confirmed, changed = rows[str(both)], rows[str(empirical)]
    assert confirmed["band"] == "Confirmed" and changed["band"] == "Corrected"
    assert "; the model said Theory + empirical (" in confirmed["evidence"]
    assert changed["evidence"].startswith("corrected by hand (")
    assert ": a proof; the model said Empirical only (" in changed["evidence"]
    assert all("the model said" not in r["evidence"] for r in page[2:])  # the model's own
    client = create_app(planted_analysis, fixes).server.test_client()
    df = pd.read_csv(io.BytesIO(client.get(downloads.DOWNLOAD_ROUTE + "papers").data),
                     keep_default_na=False).set_index("paper_id")
    assert "; the model said both (" in df.at[str(papers["paper_id"].iat[both]),
                                              "paper_type_evidence"]


def test_needs_review_orders_papers_of_one_confidence_by_type_then_newest(seeds_analysis):
    """review61: the calibrated confidence is a step function, so many uncertain papers
    share one value (ICML 2013-2019: 147 of 641 at 0.356); they came newest first, an
    unclear 2019 paper before a theory-only 2013 one.  At one confidence the labels the
    theory-only share counts come first (theory only, theory + empirical, empirical only,
    then unclear), then newest, and the switch says so."""
    import dataclasses

    from dashboard.sections.review import toggle_options

    papers = seeds_analysis.papers.copy()
    rows = papers.index[:5]
    papers["paper_type_band"] = "certain"
    papers.loc[rows, "paper_type_band"] = "uncertain"
    papers.loc[rows, "paper_type_confidence"] = 0.356
    papers.loc[rows, "paper_type"] = ["unclear", "empirical", "both", "theory", "theory"]
    papers.loc[rows, "year"] = [2026, 2025, 2024, 2023, 2026]
    view = make_view(dataclasses.replace(seeds_analysis, papers=papers))
    page = papers_page(view, "review=1", {"startRow": 0, "endRow": 100})
    shown = [(r["paper_type"], r["year"]) for r in page["rowData"]]
    assert shown == [("Theory only", 2026), ("Theory only", 2023),
                     ("Theory + empirical", 2024), ("Empirical only", 2025),
                     ("Unclear", 2026)]
    # the Confidence column's own sort, ascending, the same
    sorted_page = papers_page(view, "review=1", {"startRow": 0, "endRow": 100, "sortModel": [
        {"colId": "confidence", "sort": "asc"}]})
    assert [(r["paper_type"], r["year"]) for r in sorted_page["rowData"]] == shown
    label = toggle_options(view)[0]["label"]
    assert ("least certain first (5 in the corpus; ties: Theory only, Theory + empirical, "
            "Empirical only, Unclear, each newest first)") in label

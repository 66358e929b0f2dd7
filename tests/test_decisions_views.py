"""The decisions-and-people section: its figures (validated by Plotly), what a click on
them filters, which charts a corpus gets, and the author filter's options."""

from __future__ import annotations

import plotly.graph_objects as go
import pytest

from analysis import tables
from analysis.filters import Filters, select
from analysis.pipeline import analyze
from dashboard import ids
from dashboard.figures import decisions as F
from dashboard.page import present_graphs, render
from dashboard.sections.decisions import author_options, layout
from dashboard.state import sync
from dashboard.view import make_view
from tests.planted_decisions import write_decisions_corpus

DECISION_GRAPHS = {ids.STATUS_CHART, ids.ACCEPTANCE_BY_TOPIC, ids.RATES_BY_TYPE,
                   ids.PROLIFIC_AUTHORS, ids.AUTHORS_BY_YEAR}


@pytest.fixture(scope="module")
def view(tmp_path_factory):
    folder = tmp_path_factory.mktemp("decisions")
    return make_view(analyze([write_decisions_corpus(folder)], n_topics=4))


def _valid(fig: dict) -> dict:
    return go.Figure(fig).to_plotly_json()  # validates every property


def test_figures_are_valid_and_carry_their_filters(view):
    a = view.analysis
    status = _valid(F.status_figure(tables.status_table(a)))
    assert status["data"][0]["customdata"] == [
        "status=accepted-oral", "status=accepted-poster", "status=rejected", "status=withdrawn"]
    accept = _valid(F.acceptance_by_topic_figure(tables.acceptance_by_topic_table(a)))
    rates = accept["data"][0]["x"]
    assert rates == sorted(rates, reverse=True) and len(rates) == 4
    assert {c.split("=")[0] for c in accept["data"][0]["customdata"]} == {"topic"}
    by_type = _valid(F.rates_by_type_figure(tables.acceptance_by_paper_type_table(a)))
    assert [t["name"] for t in by_type["data"]] == ["acceptance rate", "oral rate (of accepted)"]
    people = _valid(F.prolific_authors_figure(tables.authors_table(a, limit=F.AUTHORS_SHOWN)))
    assert people["data"][0]["customdata"][:2] == ["author=Grace+Hopper", "author=Ada+Lovelace"]
    assert people["layout"]["yaxis"]["categoryarray"][0] == "Grace Hopper"
    years = _valid(F.authors_by_year_figure(tables.authors_by_year_table(a)))
    assert years["data"][0]["y"][0] is None  # the corpus's first year: no newcomer share


def test_no_rejections_says_why_instead_of_a_rate(view):
    a = view.analysis
    neurips = select(a, Filters(venues=("NeurIPS",)))
    fig = _valid(F.acceptance_by_topic_figure(tables.acceptance_by_topic_table(a, neurips)))
    assert fig["data"] == [] and "rejected or withdrawn" in fig["layout"]["annotations"][0]["text"]
    by_type = _valid(F.rates_by_type_figure(tables.acceptance_by_paper_type_table(a, neurips)))
    assert [t["name"] for t in by_type["data"]] == ["oral rate (of accepted)"]


def test_a_click_on_an_author_filters_by_them_and_again_clears(view):
    click = {ids.PROLIFIC_AUTHORS: {"points": [{"customdata": "author=Ada+Lovelace"}]}}
    first = sync(view, ids.PROLIFIC_AUTHORS, "", ([], "", [], [2017, 2018], []), clicks=click)
    assert first["filters"] == Filters(author="Ada Lovelace")
    assert first["search"] == "?author=Ada+Lovelace"
    assert first["controls"][-1] == "Ada Lovelace"
    again = sync(view, ids.PROLIFIC_AUTHORS, first["search"], first["controls"], clicks=click)
    assert again["filters"] == Filters()


def test_an_unknown_author_in_a_link_is_named_and_dropped(view):
    result = sync(view, ids.URL, "?author=Nobody+Here&status=rejected", ())
    assert result["filters"] == Filters(statuses=("rejected",))
    assert "author 'Nobody Here' has no paper in this corpus" in result["note"]
    lower = sync(view, ids.URL, "?author=ada+LOVELACE", ())
    assert lower["filters"].author == "Ada Lovelace"  # the corpus's spelling


def test_the_page_draws_the_section_where_the_data_has_it(view, seeds_analysis):
    assert DECISION_GRAPHS <= set(present_graphs(view))
    out = render(view, "status=rejected")
    assert DECISION_GRAPHS <= set(out)
    seeds = make_view(seeds_analysis)
    assert not DECISION_GRAPHS & set(present_graphs(seeds))
    notes = str(layout(seeds))
    assert "carry no decision" in notes and "list no authors" in notes


def test_author_options_offer_the_chosen_then_the_typed(view):
    assert [o["value"] for o in author_options(view, "", None)][:2] == ["Grace Hopper",
                                                                        "Ada Lovelace"]
    typed = [o["value"] for o in author_options(view, "lovel", "Author bandits ICLR 3")]
    assert typed == ["Author bandits ICLR 3", "Ada Lovelace"]  # "A. Lovelace" joined Ada
    assert [o["value"] for o in author_options(view, "a. lovel", None)] == ["Ada Lovelace"]


def test_the_decision_and_author_filters_say_when_the_papers_have_none(view, seeds_analysis):
    """The seeds have no decisions and no authors: both filters are disabled and say so;
    a corpus with them gets working filters."""
    from dashboard.sections.header import filter_bar

    def dropdowns(v) -> dict:
        found: dict = {}

        def walk(node) -> None:
            if getattr(node, "id", None) in (ids.STATUS_FILTER, ids.AUTHOR_FILTER):
                found[node.id] = node
            children = getattr(node, "children", None)
            for child in children if isinstance(children, list) else [children]:
                if child is not None and not isinstance(child, str):
                    walk(child)

        walk(filter_bar(v))
        return found

    none = dropdowns(make_view(seeds_analysis))
    assert none[ids.STATUS_FILTER].disabled and none[ids.AUTHOR_FILTER].disabled
    assert none[ids.AUTHOR_FILTER].placeholder == "No authors given"
    assert none[ids.STATUS_FILTER].placeholder == "No decisions given"
    some = dropdowns(view)
    assert not some[ids.STATUS_FILTER].disabled and not some[ids.AUTHOR_FILTER].disabled
    assert some[ids.AUTHOR_FILTER].placeholder == "Any author"


def test_the_rates_leave_out_a_decision_filter_on_the_page_and_in_the_downloads(view):
    """Under "Oral" alone every oral rate was 100% (CVPR on the 61k corpora): a rate
    compares decisions, so it counts every decision of the papers the other filters select,
    and the words say so; the downloads give the same rates; the words give the counts."""
    import io
    import json

    import pandas as pd

    from dashboard.sections.downloads import download_file

    a = view.analysis
    whole = tables.acceptance_by_paper_type_table(a)
    orals = Filters(statuses=("accepted-oral",)).to_query()
    out = render(view, orals)
    drawn = json.dumps(out[ids.RATES_BY_TYPE], sort_keys=True)
    assert drawn == json.dumps(render(view, "")[ids.RATES_BY_TYPE], sort_keys=True)
    assert "nan%" not in drawn  # the type no paper has: "no paper to count"
    words = out["words"][ids.RATES_BY_TYPE].text
    assert words.endswith("under a Decision filter alone they would all be 0% or 100%.")
    everything = whole[whole["paper_type"] == "all"].iloc[0]
    assert (f"({int(everything['presented_oral'])} of {int(everything['presented'])})"
            not in words)  # per type, not the total
    first = whole[(whole["paper_type"] != "all") & (whole["presented"] > 0)].iloc[0]
    assert (f"of the accepted were orals ({int(first['presented_oral']):,} of "
            f"{int(first['presented']):,})") in words
    assert "would all be" not in render(view, "")["words"][ids.RATES_BY_TYPE].text
    for name in ("acceptance_by_paper_type", "acceptance_by_topic"):
        got = pd.read_csv(io.BytesIO(download_file(view, name, orals)[0]))
        pd.testing.assert_frame_equal(got, pd.read_csv(io.BytesIO(
            download_file(view, name, "")[0])))
    workbook = pd.read_excel(io.BytesIO(download_file(view, "tables", orals)[0]),
                             sheet_name=None)
    pd.testing.assert_frame_equal(workbook["acceptance_by_paper_type"], pd.read_excel(
        io.BytesIO(download_file(view, "tables", "")[0]), sheet_name="acceptance_by_paper_type"))
    status = pd.read_csv(io.BytesIO(download_file(view, "status", orals)[0]))
    assert status["status"].tolist() == ["accepted-oral"]  # the other tables still filter


def test_a_format_every_accepted_paper_of_a_venue_year_has_is_said_to_be_a_label(view):
    """Every ICRA and IROS paper is a "Poster" in the 61k corpora (92.6% posters): where a
    venue-year gives all its accepted papers one format, it is the data's label for
    accepted, and the decisions words say how many papers that is."""
    import pandas as pd

    from analysis.decisions import sole_format
    from dashboard.summaries.decisions import status_summary

    papers = pd.DataFrame({
        "venue": ["ICRA"] * 3 + ["CVPR"] * 3 + ["ICLR"] * 3 + ["ACL"] * 2,
        "year": [2016] * 3 + [2019] * 3 + [2018] * 3 + [2021] * 2,
        "status": ["accepted-poster"] * 3 + ["accepted-oral", "accepted-poster",
                   "accepted-poster", "accepted-poster", "rejected", "withdrawn",
                   "accepted", "accepted"]})
    assert sole_format(papers).tolist() == [True] * 3 + [False] * 3 + [True] + [False] * 4
    status = tables.status_table(view.analysis)
    assert status["sole_format"].tolist() == [0, 0, 0, 0]  # the planted venue-years mix
    posters = status.assign(sole_format=[0, 120, 0, 0])
    assert status_summary(posters).text.endswith(
        " 120 of the 134 posters come from venue-years that give every accepted paper that "
        "one label: there it says accepted, not the format of the talk.")
    assert "one label" not in status_summary(status).text
    icra = status.iloc[[1]].assign(sole_format=134)
    assert status_summary(icra).text == (
        "1 decision: Poster, 134 papers. All 134 posters come from venue-years that give "
        "every accepted paper that one label: there it says accepted, not the format of the "
        "talk.")


def test_a_type_or_topic_filter_downloads_the_rates_of_its_own_rows_only(view):
    """Filtered to one paper type (or topic), the rates per type (per topic) hold that
    type's row and ``all``, not the other types' rows of zeros (csv62); the chart draws
    the one type."""
    import io

    import pandas as pd

    from dashboard.sections.downloads import download_file

    a = view.analysis
    theory = Filters(types=("theory",)).to_query()
    table = pd.read_csv(io.BytesIO(download_file(view, "acceptance_by_paper_type", theory)[0]))
    n_theory = int((a.papers["paper_type"] == "theory").sum())
    assert n_theory > 0 and table["paper_type"].tolist() == ["theory", "all"]
    assert table["total"].tolist() == [n_theory, n_theory]
    drawn = render(view, theory)[ids.RATES_BY_TYPE]
    assert [label for trace in drawn["data"] for label in trace["y"]] == \
        ["Theory only"] * len(drawn["data"])
    topic = int(a.papers["topic"].iat[0])
    table = pd.read_csv(io.BytesIO(download_file(view, "acceptance_by_topic",
                                                 Filters(topics=(topic,)).to_query())[0]))
    assert table["topic"].astype(str).tolist() == [str(topic), "all"]

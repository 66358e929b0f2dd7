"""The keyword trend's download is its chart's table: a keyword the reader picked, even one
the papers shown never use, travels in the trend options (URL ``keyword=``) into
``keyword_trends_table``, and the CSV holds the chart's rows with the chart's counts."""

from __future__ import annotations

import io

import pandas as pd
import pytest

from analysis.filters import Filters
from analysis.trends import TrendOptions
from dashboard import ids
from dashboard.sections.downloads import download_file
from dashboard.sections.keywords import keyword_views
from dashboard.view import make_view

PICK = "diffusion model"  # no COLT paper uses it: never a top keyword of COLT's papers


@pytest.fixture(scope="module")
def planted(planted_analysis):
    return make_view(planted_analysis)


def test_the_pick_round_trips_through_the_url(planted_analysis):
    options = TrendOptions(keywords=(PICK, "kernel ridge regression"))
    assert TrendOptions.from_query(options.to_query(), planted_analysis)[0] == options
    kept, warnings = TrendOptions.from_query("keyword=no+such+term", planted_analysis)
    assert kept.keywords == () and warnings


def test_the_download_holds_the_picked_keyword_the_chart_draws(planted):
    state = "venue=COLT"
    chart = keyword_views(planted, state, [PICK])[ids.KEYWORD_TREND]
    line = chart["data"][0]
    assert line["name"] == PICK
    drawn = {int(x): (c[1], c[2]) for x, c in zip(line["x"], line["customdata"], strict=True)}
    # the page's link: the filter state, then the trend state holding the pick
    content, _, _ = download_file(planted, "keyword_trends", f"{state}&keyword=diffusion+model")
    csv = pd.read_csv(io.BytesIO(content))
    assert csv["term"].unique().tolist() == [PICK]
    assert {int(r.year): (int(r.n_papers), int(r.year_papers)) for r in csv.itertuples()} == drawn
    assert all(n == 0 for n, _ in drawn.values()) and all(d > 0 for _, d in drawn.values())


def test_an_emptied_picker_downloads_the_empty_table_its_chart_shows(planted):
    """Emptied, the picker's chart asks for a pick; its download held the 25 top keywords
    (an empty pick was the picker’s own choice in the trend options).  Now the trend state
    says it (URL ``keyword=``), the CSV is the chart's empty table (its columns, no row),
    a link to it shows the empty picker again, and a filter change (the picker takes its
    own choice again) drops it."""
    from dash import no_update

    from dashboard.app import create_app
    from dashboard.state import controls_from_filters
    from dashboard.update import Event

    updater = create_app(planted.analysis).paper_trends_page
    controls = controls_from_filters(updater.view, Filters())
    base = dict(search="", controls=controls, trend_controls=([], 0, 0, None, None))
    own = updater.change(Event(trigger=ids.KEYWORD_PICK, prop="value", pick=["graph"],
                               filter_state="", trend_state="", **base))
    out = updater.change(Event(trigger=ids.KEYWORD_PICK, prop="value", pick=[],
                               filter_state="", trend_state=own[(ids.TREND_STATE, "data")],
                               **base))
    assert out[(ids.TREND_STATE, "data")] == "keyword="
    assert out[(ids.URL, "search")] == "?keyword="
    chart = out[(ids.KEYWORD_TREND, "figure")]
    assert chart["layout"]["annotations"][0]["text"] == "Pick a keyword to follow."
    empty = pd.read_csv(io.BytesIO(download_file(planted, "keyword_trends", "keyword=")[0]))
    whole = pd.read_csv(io.BytesIO(download_file(planted, "keyword_trends", "")[0]))
    assert len(empty) == 0 and list(empty.columns) == list(whole.columns)
    assert whole["term"].nunique() > 1  # no pick in the state: the top keywords, as before
    # a link to the emptied pick: the picker empty, the chart asking for a pick
    again = updater.change(Event(trigger=ids.URL, prop="search", search="?keyword=",
                                 controls=controls, trend_controls=base["trend_controls"],
                                 pick=["graph"], filter_state="", trend_state=""))
    assert again[(ids.KEYWORD_PICK, "value")] == []
    assert again[(ids.TREND_STATE, "data")] == "keyword="
    # a filter: the picker takes its own choice again, and the state forgets the emptied pick
    venue = updater.change(Event(trigger=ids.VENUE_FILTER, prop="value", search="?keyword=",
                                 controls=controls_from_filters(updater.view,
                                                                Filters(venues=("COLT",))),
                                 trend_controls=base["trend_controls"], pick=[],
                                 filter_state="", trend_state="keyword="))
    assert venue[(ids.KEYWORD_PICK, "value")] not in ([], no_update)
    assert venue[(ids.TREND_STATE, "data")] == ""

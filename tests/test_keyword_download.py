"""The keyword trend's download is its chart's table: a keyword the reader picked, even one
the papers shown never use, travels in the trend options (URL ``keyword=``) into
``keyword_trends_table``, and the CSV holds the chart's rows with the chart's counts."""

from __future__ import annotations

import io

import pandas as pd
import pytest

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

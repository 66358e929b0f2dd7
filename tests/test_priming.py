"""A server's start: what the first screen needs is computed before the dashboard answers,
the rest on first use or in the background, and either way the page shows the same."""

import dataclasses
import json

import numpy as np
import pandas as pd
import pytest
from plotly.utils import PlotlyJSONEncoder

from dashboard import ids
from dashboard.app import create_app, prime_in_background
from dashboard.page import present_charts
from dashboard.sections.papers import papers_page
from dashboard.view import grid_rows, make_view, selected


def _json(value):
    """Compared as sent (NaN equals NaN there)."""
    return json.dumps(value, cls=PlotlyJSONEncoder, sort_keys=True)


def _with_years(analysis, years):
    papers = analysis.papers.assign(year=pd.array(years, dtype="Int64"))
    return dataclasses.replace(analysis, papers=papers)


def test_a_page_of_the_grid_is_those_rows_of_the_whole_corpus(planted_analysis):
    n = planted_analysis.n_papers
    years = [None if i % 7 == 3 else 2019 + i % 3 for i in range(n)]
    view = make_view(_with_years(planted_analysis, years))
    whole = grid_rows(view, np.arange(n)).to_dict("records")
    rng = np.random.default_rng(1)
    for _ in range(5):
        rows = np.sort(rng.choice(n, size=7, replace=False))
        assert _json(grid_rows(view, rows).to_dict("records")) == _json([whole[r] for r in rows])
    page = papers_page(view, "", {"startRow": 0, "endRow": 100})["rowData"]
    assert _json(page) == _json([whole[int(r["row"])] for r in page])
    years = [r["year"] for r in page]
    assert any(np.isnan(y) for y in years) and 2021.0 in years  # floats, as the whole column


@pytest.mark.parametrize(("years", "shown"), [
    ([2019, 2020], [2019, 2020]),             # whole years: integers
    ([2019, None], [2019.0, None]),           # some missing: floats, NaN (as before)
    ([None, None], [None, None]),             # none known: nothing
])
def test_the_grid_shows_years_as_a_column_of_the_whole_corpus_did(planted_analysis, years,
                                                                  shown):
    n = planted_analysis.n_papers
    view = make_view(_with_years(planted_analysis, years + [years[0]] * (n - 2)))
    got = grid_rows(view, np.array([0, 1]))["year"].tolist()
    assert [None if isinstance(y, float) and np.isnan(y) else y for y in got] == shown
    assert [type(y) for y in got] == [type(y) for y in shown] or shown[1] is None


def test_charts_left_for_later_are_drawn_as_when_primed(planted_analysis):
    later = create_app(planted_analysis, prime_all=False)
    view = later.paper_trends_page.view
    assert not view.term_cube.done                       # the trends' cube: not yet made
    assert set(view.sort_keys._keys) == {"title", "year"}  # the first page's order only
    primed = create_app(planted_analysis)
    assert primed.paper_trends_page.view.term_cube.done
    charts = [c.id for c in present_charts(view) if c.draw is not None]
    assert ids.TOPIC_TRENDS in charts and ids.RISING_FALLING in charts
    states = [("", ""), ("venue=COLT", "follow=topic:0"), ("topic=1", ""), ("years=2020", "")]
    for state, trend in states[:3]:
        for chart in reversed(charts):  # the trends first: their terms counted without it
            got = later.paper_trends_page.rendered(state, trend, (chart,), False)
            want = primed.paper_trends_page.rendered(state, trend, (chart,), False)
            assert _json(got[chart]) == _json(want[chart]), (state, trend, chart)
    assert not view.term_cube.done
    later.paper_trends_prime_rest()                      # what `serve` does next
    assert view.term_cube.done and view.cube is not None
    for state, trend in states[2:]:
        got = later.paper_trends_page.rendered(state, trend, None, True)
        want = primed.paper_trends_page.rendered(state, trend, None, True)
        assert _json({k: v for k, v in got.items() if k != "words"}) == \
            _json({k: v for k, v in want.items() if k != "words"}), state
    for sort in ["title", "venue", "topic", "decision", "band", "evidence", "confidence"]:
        request = {"startRow": 0, "endRow": 50, "sortModel": [{"colId": sort, "sort": "desc"}]}
        assert papers_page(view, "", request) == papers_page(
            primed.paper_trends_page.view, "", request), sort


def test_the_rest_is_primed_in_the_background(planted_analysis):
    app = create_app(planted_analysis, prime_all=False)
    view = app.paper_trends_page.view
    prime_in_background(app).join(60)
    assert view.term_cube.done and set(view.sort_keys._keys) == set(view.sort_keys)


def test_a_sort_by_type_follows_a_correction(planted_analysis, tmp_path):
    from dashboard.sections.review import save_correction

    view = make_view(planted_analysis, tmp_path / "fixes.csv")
    types = view.analysis.papers["paper_type"]
    request = {"startRow": 0, "endRow": 100, "sortModel": [{"colId": "paper_type",
                                                            "sort": "desc"}]}
    before = papers_page(view, "", request)["rowData"]      # the key is made now
    row = int(np.flatnonzero(types == "empirical")[0])
    assert str(row) not in [r["row"] for r in before if r["paper_type"] == "Theory only"]
    assert save_correction(view, row, "theory", "").startswith("Saved")
    selected(view, "")
    after = [(r["row"], r["paper_type"]) for r in papers_page(view, "", request)["rowData"]]
    n_theory = int((types == "theory").sum()) + 1          # (the model's labels, and this one)
    assert 1 < n_theory < 100
    assert [t for _, t in after[:n_theory]] == ["Theory only"] * n_theory   # theory first
    assert (str(row), "Theory only") in after[:n_theory]
    assert after[n_theory - 1][1] == "Theory only" and after[n_theory][1] != "Theory only"


def test_titles_sort_as_their_ranks_said(planted_analysis):
    titles = ["b", "a", "", "É", "e", "a", "Z", "été", "ab", "Ä", None, "ä", "a b", "a-b"]
    n = planted_analysis.n_papers
    papers = planted_analysis.papers.assign(
        title=pd.array(titles + [f"t{i}" for i in range(n - len(titles))], dtype="str"))
    view = make_view(dataclasses.replace(planted_analysis, papers=papers))
    want = pd.Series(papers["title"].fillna("").astype(str).str.lower().to_numpy()).rank(
        method="first").to_numpy()
    assert np.array_equal(view.sort_keys["title"], want)
    # Python's own order of the lower-cased titles (code points), ties by position
    assert list(np.argsort(view.sort_keys["title"][:14], kind="stable")) == sorted(
        range(14), key=lambda i: ((titles[i] or "").lower(), i))
    assert list(np.argsort(view.sort_keys["title"][:14]))[:4] == [2, 10, 1, 5]  # "", None, a, a

"""Crafted requests get a bounded, sensible answer (issue 13, item 9): the papers grid's row
requests, the paper clicked, and URLs with repeated or arbitrary parameters."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analysis.filters import Filters
from analysis.schema import PAPER_TYPES
from dashboard.sections.papers import MAX_PAGE_ROWS, PAGE_SIZE, paper_detail, papers_page
from dashboard.view import make_view


@pytest.fixture(scope="module")
def view(planted_analysis):
    return make_view(planted_analysis)


@pytest.mark.parametrize("start, end, first, rows", [
    ("abc", 20, 0, 20),            # not a number: the first page
    (0, 1e9, 0, MAX_PAGE_ROWS),    # huge: one bounded page, not every row
    (0, 10**30, 0, MAX_PAGE_ROWS),
    (-50, -10, 0, 0),              # negative
    (20, "40", 20, 20),            # a numeric string is a number
    (None, None, 0, PAGE_SIZE),    # missing: the first page
    (float("nan"), float("inf"), 0, PAGE_SIZE),
    ([1], {"x": 2}, 0, PAGE_SIZE),
    (True, False, 0, PAGE_SIZE),
    (10**9, 10**9 + 20, None, 0),  # past the end: no rows, still the right count
])
def test_crafted_row_requests_get_a_bounded_page(view, start, end, first, rows):
    page = papers_page(view, "", {"startRow": start, "endRow": end})
    assert page["rowCount"] == view.n_papers > MAX_PAGE_ROWS
    assert len(page["rowData"]) == rows
    if rows:
        expected = papers_page(view, "", {"startRow": first, "endRow": first + rows})
        assert page["rowData"] == expected["rowData"]


@pytest.mark.parametrize("request_", [
    None, "abc", [], {"sortModel": "abc"}, {"sortModel": [{"colId": ["x"]}, 3, None]},
    {"sortModel": [{"colId": "no_such_column", "sort": "desc"}]},
])
def test_malformed_requests_and_sorts_are_ignored(view, request_):
    page = papers_page(view, "", request_)
    assert page == papers_page(view, "", {"startRow": 0, "endRow": PAGE_SIZE})


def test_a_crafted_filter_state_is_read_as_no_filter(view):
    for state in ({"topic": 1}, ["venue=ICML"], 42):
        assert papers_page(view, state, {})["rowCount"] == view.n_papers


@pytest.mark.parametrize("row_id", [-1, "-3", "abc", 10**12, 1.5e300, None, [], "1e2"])
def test_a_crafted_clicked_row_shows_a_paper_or_asks_for_one(view, row_id):
    children = paper_detail(view, row_id, "")
    if row_id == "1e2":
        assert type(children[0]).__name__ == "H3"  # row 100 exists: shown
    else:
        assert "Click a paper" in children[0].children


# ------------------------------------------------------------------ repeated URL parameters

def test_repeated_list_filters_are_merged():
    f, warnings = Filters.from_query("venue=ICML&venue=COLT&topic=1&topic=2,3&type=theory&type=both")
    assert f == Filters(topics=(1, 2, 3), venues=("ICML", "COLT"), types=("theory", "both"))
    assert warnings == []
    assert Filters.from_query(f.to_query())[0] == f


def test_repeated_searches_are_searched_together_with_a_note():
    f, warnings = Filters.from_query("q=diffusion&q=%22score+matching%22")
    assert f.query == 'diffusion "score matching"'
    assert warnings == ["the link gives 2 searches; showing papers that match all of 'diffusion', "
                        "'\"score matching\"'"]
    # a quote never pairs across two parameters
    f, _ = Filters.from_query("q=%22gradient&q=descent%22")
    assert f.query == "gradient descent"


def test_repeated_years_keep_the_first_with_a_note():
    f, warnings = Filters.from_query("years=2013-2014&years=2019&year=2013-2014")
    assert f.years == (2013, 2014)
    assert warnings == ["the link gives 2 year ranges (2013-2014, 2019); showing the first, 2013-2014"]


def test_the_same_years_twice_is_no_conflict():
    assert Filters.from_query("years=2015&year=2015") == (Filters(years=(2015, 2015)), [])


# ------------------------------------------------------------------ URL state properties

VENUES = ["ICML", "COLT", "NeurIPS", "A&B Conf"]
FILTERS = st.builds(
    Filters,
    topics=st.lists(st.integers(0, 9), unique=True).map(lambda t: tuple(sorted(t))),
    query=st.text(max_size=40).map(str.strip).filter(lambda q: q.count('"') % 2 == 0),
    venues=st.lists(st.sampled_from(VENUES), unique=True).map(tuple),
    years=st.none() | st.tuples(st.integers(1950, 2099), st.integers(0, 30)).map(
        lambda t: (t[0], min(2099, t[0] + t[1]))),
    types=st.sets(st.sampled_from(PAPER_TYPES)).map(
        lambda ts: tuple(t for t in PAPER_TYPES if t in ts)),
)


@settings(max_examples=300, deadline=None)
@given(FILTERS)
def test_every_state_round_trips_through_its_url(f):
    parsed, warnings = Filters.from_query(f.to_query(), topics=10, venues=VENUES)
    assert warnings == []
    assert parsed == f


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200) | st.lists(st.sampled_from(
    ["topic=1", "topic=x", "q=a", "q=%22b", "venue=ICML", "venue=", "years=2015", "years=1-2",
     "year=2019-2017", "type=theory", "type=Proof", "&", "=", "%", "%zz", "q", "unknown=1"]),
    max_size=12).map("&".join))
def test_any_url_parses_to_filters_and_notes(query):
    f, warnings = Filters.from_query(query, topics=4, venues=VENUES)
    assert isinstance(f, Filters) and all(isinstance(w, str) and w for w in warnings)
    assert all(0 <= t < 4 for t in f.topics) and set(f.venues) <= set(VENUES)
    again, _ = Filters.from_query(f.to_query(), topics=4, venues=VENUES)
    assert again == f  # whatever was understood is a state that round-trips


@settings(max_examples=100, deadline=None)
@given(start=st.one_of(st.integers(), st.floats(), st.text(max_size=8), st.none()),
       end=st.one_of(st.integers(), st.floats(), st.text(max_size=8), st.none()))
def test_any_row_request_is_a_bounded_page(view, start, end):
    page = papers_page(view, "", {"startRow": start, "endRow": end})
    assert page["rowCount"] == view.n_papers
    assert len(page["rowData"]) <= MAX_PAGE_ROWS


@pytest.mark.parametrize("request_", [{"startRow": "abc", "endRow": 20},
                                      {"startRow": 0, "endRow": 1e9},
                                      {"startRow": -5, "endRow": "x", "sortModel": "nope"}])
def test_crafted_grid_requests_through_the_server(planted_analysis, request_):
    """What a hand-made POST to Dash's callback endpoint gets: a bounded page, never a 500."""
    from dashboard import ids
    from dashboard.app import create_app

    client = create_app(planted_analysis).server.test_client()
    resp = client.post("/_dash-update-component", json={
        "output": f"{ids.PAPERS_GRID}.getRowsResponse",
        "outputs": {"id": ids.PAPERS_GRID, "property": "getRowsResponse"},
        "inputs": [{"id": ids.PAPERS_GRID, "property": "getRowsRequest", "value": request_}],
        "state": [{"id": ids.FILTER_STATE, "property": "data", "value": ""}],
        "changedPropIds": [f"{ids.PAPERS_GRID}.getRowsRequest"]})
    assert resp.status_code == 200, resp.data[:300]
    answer = resp.get_json()["response"][ids.PAPERS_GRID]["getRowsResponse"]
    assert answer["rowCount"] == len(planted_analysis.papers)
    assert len(answer["rowData"]) <= MAX_PAGE_ROWS

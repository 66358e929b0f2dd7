"""One filter change, one answer: the page's one callback (dashboard/update.py) sends every
output a change touches, and only what changed, figures as Dash patches that turn the
page's figures into the new state's (planted answer: the render of the new state)."""

from __future__ import annotations

import copy

import numpy as np
import pytest
from dash import Patch, html, no_update
from dash.exceptions import PreventUpdate

from analysis.filters import Filters, select
from dashboard import ids, lazy
from dashboard.app import create_app
from dashboard.page import render, scope_of
from dashboard.patches import Shown, changed, figure_patch, same
from dashboard.sections import keywords
from dashboard.state import controls_from_filters
from dashboard.update import Event

NO_TREND = ([], 0, 0, None, None)


def apply_patch(value, patch):
    """Dash's patch operations (Assign, Delete) applied to a copy of ``value``, as the
    browser's renderer applies them."""
    value = copy.deepcopy(value)
    for op in patch.to_plotly_json()["operations"]:
        *path, last = op["location"]
        target = value
        for key in path:
            target = target[key]
        if op["operation"] == "Assign":
            target[last] = op["params"]["value"]
        elif op["operation"] == "Delete":
            del target[last]
        else:
            raise AssertionError(f"unexpected operation {op['operation']}")
    return value


def test_figure_patch_turns_the_old_figure_into_the_new():
    old = {"data": [{"x": [1, 2], "y": [3, 4], "name": "a"}, {"x": [0], "y": [1], "name": "b"}],
           "layout": {"height": 300, "title": {"text": "t"}, "gone": 1}}
    new = {"data": [{"x": [1, 2], "y": [3, 5], "name": "a"}, {"x": [0], "y": [1], "name": "b"}],
           "layout": {"height": 320, "title": {"text": "t"}}}
    patch = figure_patch(new, old)
    assert isinstance(patch, Patch)
    ops = patch.to_plotly_json()["operations"]
    assert {tuple(o["location"]) for o in ops} == {("layout", "height"), ("layout", "gone"),
                                                   ("data", 0, "y")}
    assert apply_patch(old, patch) == new
    assert figure_patch(new, copy.deepcopy(new)) is no_update
    fewer = {"data": new["data"][:1], "layout": new["layout"]}
    assert apply_patch(old, figure_patch(fewer, old)) == fewer  # traces whole


def test_same_compares_arrays_and_components_by_value():
    assert same({"x": np.array([1.0, np.nan])}, {"x": np.array([1.0, np.nan])})
    assert not same({"x": np.array([1, 2])}, {"x": np.array([1, 3])})
    assert same([html.Span("a", className="c")], [html.Span("a", className="c")])
    assert not same([html.Span("a")], [html.Span("b")])
    assert changed([html.Span("a")], [html.Span("a")]) is no_update
    assert changed(5, None, known=False) == 5
    assert same({"x": [1.0, float("nan")]}, {"x": [1.0, float("nan")]})


def test_shown_keeps_the_newest_and_peeks_without_making():
    shown = Shown(2)
    shown.put("a", 1)
    shown.put("b", 2)
    assert shown.peek("a") == 1  # "a" is now the newest
    shown.put("c", 3)
    assert shown.peek("b") is None and shown.peek("a") == 1 and shown.peek("c") == 3


@pytest.fixture(scope="module")
def updater(planted_analysis):
    return create_app(planted_analysis).paper_trends_page


def _event(updater, trigger, f: Filters, before: Filters | None, pick=None, **kw) -> Event:
    view = updater.view
    return Event(trigger=trigger, prop="value", search="", controls=controls_from_filters(view, f),
                 trend_controls=NO_TREND, pick=pick,
                 filter_state=None if before is None else before.to_query(), trend_state="",
                 **kw)


def _figures(updater, out):
    return {key: value for key, value in out.items() if key[1] == "figure"}


def test_first_load_sends_every_chart_whole(updater):
    out = updater.change(_event(updater, None, Filters(), None))
    whole = render(updater.view, "", "")
    figures = _figures(updater, out)
    assert figures and all(isinstance(v, dict) for v in figures.values())
    for (graph, _), figure in figures.items():
        if graph in whole:
            assert same(figure, whole[graph]), graph  # NaN (a rate of no papers) != NaN
    assert out[(ids.FILTER_STATE, "data")] == ""
    assert out[(ids.KWIC, "children")]


def test_a_filter_change_patches_the_shown_figures_into_the_new_states(updater, planted_analysis):
    first = updater.change(_event(updater, None, Filters(), None))  # the unfiltered page
    before = render(updater.view, "", "")
    f = Filters(query="graph")
    out = updater.change(_event(updater, ids.KEYWORD_FILTER, f, Filters(),
                                pick=first[(ids.KEYWORD_PICK, "value")]))
    assert out[(ids.FILTER_STATE, "data")] == f.to_query()
    after = render(updater.view, f.to_query(), "")
    figures = _figures(updater, out)
    assert any(isinstance(v, Patch) for v in figures.values())
    assert not [k for k, v in figures.items() if isinstance(v, dict)]  # nothing whole
    for (graph, _), sent in figures.items():
        if graph not in after:
            continue  # the followed keyword's trend: its own views
        shown = before[graph] if sent is no_update else apply_patch(before[graph], sent)
        assert same(shown, after[graph]), graph
    n = int(select(planted_analysis, f).sum())
    assert out[(ids.PAPER_COUNT, "children")].startswith(f"{n:,} of")
    assert out[(ids.KEYWORD_PICK, "value")] == ["graph"]


def test_the_keyword_pick_follows_the_filters_until_the_reader_picks(updater,
                                                                    planted_analysis):
    """The unfiltered page's top keyword stayed picked on a venue's papers that do not use
    it, and after "clear all"; a keyword the reader picked stays."""
    from dashboard.sections.keywords import pick_terms
    from dashboard.view import selected

    view = updater.view
    first = updater.change(_event(updater, None, Filters(), None))
    default = first[(ids.KEYWORD_PICK, "value")]
    assert default == pick_terms(scope_of(view, ""))[:1]
    venues = sorted(set(planted_analysis.papers["venue"]))
    tops = {v: pick_terms(scope_of(view, Filters(venues=(v,)).to_query()))[0] for v in venues}
    venue = next(v for v in venues if tops[v] != default[0])  # a venue with its own top
    f = Filters(venues=(venue,))
    out = updater.change(_event(updater, ids.VENUE_FILTER, f, Filters(), pick=default))
    assert out[(ids.KEYWORD_PICK, "value")] == [tops[venue]]  # followed the filter
    # back to every paper ("clear all"): the default again
    out = updater.change(_event(updater, ids.VENUE_FILTER, Filters(), f, pick=[tops[venue]]))
    assert out[(ids.KEYWORD_PICK, "value")] == default
    # the reader's own pick stays through a filter change
    own = next(t for t in pick_terms(scope_of(view, ""))[1:] if t != tops[venue])
    out = updater.change(_event(updater, ids.VENUE_FILTER, f, Filters(), pick=[own]))
    assert out.get((ids.KEYWORD_PICK, "value"), no_update) is no_update  # [own], unchanged
    # a search for a keyword's words picks the keyword
    phrase = next(t for t in pick_terms(scope_of(view, "")) if " " in t and [t] != default)
    searched = Filters(query=phrase)
    assert int(selected(view, searched.to_query())[1].sum()) > 0
    out = updater.change(_event(updater, ids.KEYWORD_FILTER, searched, Filters(), pick=default))
    assert out[(ids.KEYWORD_PICK, "value")] == [phrase]


def test_a_filter_change_carries_the_tables_first_page(updater, planted_analysis):
    """The papers table's first page comes with the answer (the grid's request for it is
    answered in the browser, assets/papers_grid.js): the new filters' papers, newest
    first, as the grid's own request would get them; not sent when the filters stay."""
    from dashboard.sections.papers import FIRST_REQUEST, PAGE_SIZE, papers_page

    f = Filters(query="graph")
    out = updater.change(_event(updater, ids.KEYWORD_FILTER, f, Filters()))
    ahead = out[(ids.ROWS_PREFETCH, "data")]
    assert ahead["state"] == f.to_query() and ahead["end"] == PAGE_SIZE
    n = int(select(planted_analysis, f).sum())
    assert ahead["page"]["rowCount"] == n
    assert ahead["page"] == papers_page(updater.view, f.to_query(), FIRST_REQUEST)
    years = [row["year"] for row in ahead["page"]["rowData"]]
    assert len(years) == min(n, PAGE_SIZE) and years == sorted(years, reverse=True)
    chosen = set(np.flatnonzero(select(planted_analysis, f)).tolist())
    assert {int(row["row"]) for row in ahead["page"]["rowData"]} <= chosen
    trend = updater.change(Event(trigger=ids.TREND_RECENT, prop="value", search="",
                                 controls=controls_from_filters(updater.view, f),
                                 trend_controls=([], 2, 0, None, None), pick=None,
                                 filter_state=f.to_query(), trend_state=""))
    assert (ids.ROWS_PREFETCH, "data") not in trend  # same filters: the grid keeps its rows


def test_nothing_changed_nothing_sent(updater):
    f = Filters(query="graph")
    updater.change(_event(updater, ids.KEYWORD_FILTER, f, Filters()))
    again = updater.change(_event(updater, ids.KEYWORD_FILTER, f, f, pick=["graph"]))
    assert all(v is no_update for v in _figures(updater, again).values())
    assert again[(ids.FILTER_STATE, "data")] is no_update  # the grid keeps its rows


def test_a_state_the_server_does_not_have_is_sent_whole(updater):
    updater.change(_event(updater, None, Filters(), None))
    updater.clear()  # e.g. another worker answers, or the state was evicted
    out = updater.change(_event(updater, ids.KEYWORD_FILTER, Filters(query="graph"), Filters()))
    assert all(isinstance(v, dict) for v in _figures(updater, out).values())


def test_the_keyword_picker_sends_only_its_views(updater):
    out = updater.change(Event(trigger=ids.KEYWORD_PICK, prop="value", search="",
                            controls=controls_from_filters(updater.view, Filters()),
                            trend_controls=NO_TREND, pick=["graph"], filter_state="",
                            trend_state=""))
    assert set(out) <= {(ids.KWIC, "children"), (ids.KEYWORD_TREND, "figure"),
                        (ids.chart_about(ids.KEYWORD_TREND), "children"),
                        (ids.chart_table(ids.KEYWORD_TREND), "children"),
                        (ids.KEYWORD_TREND_NOTE, "children"),  # (its paled years)
                        (ids.CHARTS_DRAWN, "data"),  # the page now shows these views
                        (ids.TREND_STATE, "data"), (ids.URL, "search")}  # and the pick
    assert (ids.KWIC, "children") in out
    # the reader's pick is in the trend state and the URL (the download's link follows)
    assert out[(ids.TREND_STATE, "data")] == "keyword=graph"
    assert out[(ids.URL, "search")] == "?keyword=graph"
    with pytest.raises(PreventUpdate):  # nothing drawn yet: nothing to follow
        updater.change(Event(trigger=ids.KEYWORD_PICK, prop="value", search="", controls=(),
                          trend_controls=NO_TREND, pick=["graph"]))


def test_a_pick_in_the_url_of_the_unfiltered_page_sets_the_picker(updater):
    """The unfiltered page's layout already shows its first view (filter state ""), so the
    URL's pick is not a filter change: the picker and its trend still take it."""
    out = updater.change(Event(trigger=ids.URL, prop="search", search="?keyword=graph",
                            controls=controls_from_filters(updater.view, Filters()),
                            trend_controls=NO_TREND, pick=["diffusion model"],
                            filter_state="", trend_state=""))
    assert out[(ids.KEYWORD_PICK, "value")] == ["graph"]
    assert out[(ids.TREND_STATE, "data")] == "keyword=graph"
    assert (ids.KEYWORD_TREND, "figure") in out  # sent (as a patch of the page's)
    drawn = updater.followed("", ["graph"], make=False)[ids.KEYWORD_TREND]
    vocab = updater.view.analysis.vocab
    shown = vocab.terms["term"].iloc[vocab.lookup("graph")]
    assert [t["name"] for t in drawn["data"]] == [shown, f"{shown}: the venue mix alone"]


def test_a_trend_option_redraws_only_the_charts_that_follow_it(updater):
    updater.change(_event(updater, None, Filters(), None))
    out = updater.change(Event(trigger=ids.TREND_RECENT, prop="value", search="",
                            controls=controls_from_filters(updater.view, Filters()),
                            trend_controls=([], 2, 0, None, None), pick=None,
                            filter_state="", trend_state=""))
    assert out[(ids.FILTER_STATE, "data")] is no_update
    assert out[(ids.TREND_STATE, "data")]
    sent = {key[0] for key, v in _figures(updater, out).items() if v is not no_update}
    assert sent and sent <= {ids.TERM_TRENDS, ids.RISING_FALLING, ids.TOPIC_CHANGES,
                             ids.EMERGING, ids.COMPARE_TERMS, ids.COMPARE_TOPICS}


def test_only_the_open_tables_are_sent(updater):
    """A chart's words come with it; its table only while the reader has it open."""
    described = [c.id for c in updater.described]
    assert len(described) >= 2
    updater.clear()
    out = updater.change(_event(updater, ids.KEYWORD_FILTER, Filters(query="graph"), Filters(),
                                open_tables=described[:1]))
    assert (ids.chart_about(described[0]), "children") in out
    assert (ids.chart_table(described[0]), "children") in out
    assert not any((ids.chart_table(g), "children") in out for g in described[1:])
    opened = updater.opened(Filters(query="graph").to_query(), "", described[1:2])
    assert set(opened) == {(ids.chart_table(described[1]), "children")}


def test_the_followed_keywords_table_is_sent_only_while_open(updater):
    """As the charts' tables: the followed keywords' trend comes with its words, its table
    (closed on a page's load) only while open, or when opened."""
    table = (ids.chart_table(ids.KEYWORD_TREND), "children")
    base = dict(trigger=ids.KEYWORD_PICK, prop="value", search="",
                controls=controls_from_filters(updater.view, Filters()),
                trend_controls=NO_TREND, filter_state="", trend_state="")
    closed = updater.change(Event(**base, pick=["graph"]))
    assert (ids.chart_about(ids.KEYWORD_TREND), "children") in closed and table not in closed
    opened = updater.change(Event(**base, pick=["diffusion"], open_tables=[ids.KEYWORD_TREND]))
    assert _row_filters(opened[table]) == ["q=diffusion"]  # a row per followed keyword
    now = updater.opened("", "", [ids.KEYWORD_TREND], ["graph", "diffusion"])
    assert set(now) == {table}
    first, second = _row_filters(now[table])  # (the search for a term finds its variants)
    assert first.startswith("q=graph") and second == "q=diffusion"


def _row_filters(table):
    return [getattr(b, "data-filter") for b in _find(table, html.Button)]


def _find(component, kind):
    """Every ``kind`` component within ``component`` (a component or a list of them)."""
    if isinstance(component, list):
        return [f for c in component for f in _find(c, kind)]
    if not hasattr(component, "children"):
        return []
    return [component] * isinstance(component, kind) + _find(component.children, kind)


def _held(out, before, key=(ids.TRACE_KEYS, "data")):
    """What the page holds for ``key`` after ``out``: its value, or what it held before."""
    return before if out.get(key, no_update) is no_update else out[key]


def _drawn(out):
    """The charts-drawn store as the page holds it after an answer."""
    return out[(ids.CHARTS_DRAWN, "data")]


def test_only_the_charts_near_the_viewport_are_drawn_and_the_rest_when_they_come_near(updater):
    """dashboard/lazy.py: a page at its top gets its first screen's charts; a chart further
    down is drawn, from the newest filters, when the reader scrolls to it; what each chart
    shows is kept in the page, so a later change patches it against what it shows."""
    top, far = ids.TOPIC_SIZES, ids.KEYWORDS
    first = updater.change(_event(updater, None, Filters(), None, near=[top], drawn={}))
    assert isinstance(first[(top, "figure")], dict)
    assert (far, "figure") not in first  # out of sight: not computed, not sent
    assert set(_drawn(first)["shown"]) == {"headline", top}
    f = Filters(query="graph")
    keys = _held(first, {})
    out = updater.change(_event(updater, ids.KEYWORD_FILTER, f, Filters(), near=[top],
                                drawn=_drawn(first), trace_keys=keys))
    after = render(updater.view, f.to_query(), "")
    sizes = out[(top, "figure")]
    assert isinstance(sizes, Patch)  # against the unfiltered figure the page shows
    assert same(apply_patch(render(updater.view, "", "")[top], sizes), after[top])
    assert (far, "figure") not in out
    assert _drawn(out)["stale"] == []  # the far chart was never drawn: nothing to dim
    # the reader scrolls down: the far chart comes near and is drawn for "graph"
    came = updater.change(_event(updater, ids.CHARTS_CAME, f, f, near=[far],
                                 drawn=_drawn(out), trace_keys=_held(out, keys)))
    assert same(came[(far, "figure")], after[far])
    assert (top, "figure") not in came and (ids.PAPER_COUNT, "children") not in came
    # the filters change while it is near and the top is not: the top is left, dimmed
    g = Filters(query="kernel")
    last = updater.change(_event(updater, ids.KEYWORD_FILTER, g, f, near=[far],
                                 drawn=_drawn(came)))
    assert (top, "figure") not in last and (far, "figure") in last
    assert _drawn(last)["stale"] == [top]
    assert last[(ids.PAPER_COUNT, "children")] != out[(ids.PAPER_COUNT, "children")]
    with pytest.raises(PreventUpdate):  # it came near again with nothing new to draw
        updater.change(_event(updater, ids.CHARTS_CAME, g, g, near=[far], drawn=_drawn(last),
                              pick=_held(last, None, (ids.KEYWORD_PICK, "value"))))


def test_a_chart_coming_near_before_the_first_answer_gives_the_first_answer(updater):
    """Dash drops an answer whose callback was set off again before it came: a chart
    reported near while the page's first request runs must not leave the page empty."""
    out = updater.change(Event(trigger=ids.CHARTS_CAME, prop="data", search="",
                               controls=controls_from_filters(updater.view, Filters()),
                               trend_controls=NO_TREND, pick=None, near=[ids.TOPIC_SIZES],
                               drawn={}))
    assert out[(ids.FILTER_STATE, "data")] == ""
    assert (ids.PAPER_COUNT, "children") in out and (ids.TOPIC_SIZES, "figure") in out


def test_a_chart_coming_near_while_a_change_runs_keeps_that_change(updater):
    """Dash drops the answer of a change when a chart comes near before it is in (the same
    callback set off again): the controls hold the change, so this answer makes it."""
    first = updater.change(_event(updater, None, Filters(), None, near=[ids.TOPIC_SIZES],
                                  drawn={}))
    f = Filters(query="graph")
    out = updater.change(_event(updater, ids.CHARTS_CAME, f, Filters(), drawn=_drawn(first),
                                near=[ids.TOPIC_SIZES, ids.KEYWORDS]))
    assert out[(ids.FILTER_STATE, "data")] == f.to_query()
    assert out[(ids.URL, "search")] == f"?{f.to_query()}"
    assert (ids.KEYWORDS, "figure") in out and (ids.TOPIC_SIZES, "figure") in out


def test_the_followed_keywords_are_drawn_when_their_section_comes_near(updater):
    """The keywords section's followed keywords (trend and snippets) follow the filters
    only when their trend chart is near; the page shows the old ones until it comes near."""
    first = updater.change(_event(updater, None, Filters(), None, near=[ids.TOPIC_SIZES],
                                  drawn={}))
    assert (ids.KWIC, "children") not in first
    f = Filters(query="graph")
    out = updater.change(_event(updater, ids.KEYWORD_FILTER, f, Filters(),
                                near=[ids.TOPIC_SIZES], drawn=_drawn(first)))
    assert (ids.KWIC, "children") not in out and lazy.FOLLOWED not in _drawn(out)["shown"]
    pick = out[(ids.KEYWORD_PICK, "value")]
    came = updater.change(_event(updater, ids.CHARTS_CAME, f, f, pick=pick,
                                 near=[ids.KEYWORDS, ids.KEYWORD_TREND], drawn=_drawn(out)))
    views = keywords.keyword_views(updater.view, f.to_query(), pick)
    assert same(came[(ids.KWIC, "children")], views[ids.KWIC])
    assert _drawn(came)["shown"][lazy.FOLLOWED] == lazy.followed_key(
        f.to_query(), pick, updater.view.live.refresh())


def test_a_chart_click_whose_answer_was_dropped_is_made_by_the_next_answer(planted_analysis, bench):
    """The page's callback set off by a chart coming near while a chart click's request
    runs: Dash drops the click's answer, so this one makes the click (its clickData is
    still on the chart: every answer resets the click it used)."""
    Driver, page_state = bench.interaction.Driver, bench.interaction.page_state

    app = create_app(planted_analysis)
    view = app.paper_trends_page.view
    driver = Driver(app, cold=False)
    values = page_state(view, Filters())
    values[f"{ids.FILTER_STATE}.data"] = ""
    values[f"{ids.CHARTS_DRAWN}.data"] = {}
    values[f"{ids.TOPIC_SIZES}.clickData"] = {"points": [{"customdata": "topic=1"}]}
    values[f"{ids.CHARTS_CAME}.data"] = 1
    out, _, _ = driver.call(driver.find(f"{ids.PAPER_COUNT}.children"), values,
                            [f"{ids.CHARTS_CAME}.data"])
    assert out[ids.FILTER_STATE]["data"] == "topic=1"
    assert out[ids.TOPIC_SIZES]["clickData"] is None  # used: reset


@pytest.mark.parametrize("near, drawn", [
    ([{"x": 1}, 5, ids.TOPIC_SIZES], {"shown": "junk"}),
    ("topic-sizes-graph", [1, 2]),
    (None, {"shown": {"headline": 3, ids.TOPIC_SIZES: ["x"]}}),
])
def test_crafted_chart_stores_are_answered_not_failed(planted_analysis, near, drawn, bench):
    """The charts-near and charts-drawn stores come from the browser: a crafted request with
    anything in them is answered (figures sent whole), never a server error."""
    Driver, page_state = bench.interaction.Driver, bench.interaction.page_state

    app = create_app(planted_analysis)
    driver = Driver(app, cold=False)
    values = page_state(app.paper_trends_page.view, Filters(query="graph"))
    values[f"{ids.FILTER_STATE}.data"] = ""
    values[f"{ids.CHARTS_NEAR}.data"] = near
    values[f"{ids.CHARTS_DRAWN}.data"] = drawn
    out, _, _ = driver.call(driver.find(f"{ids.PAPER_COUNT}.children"), values,
                            [f"{ids.KEYWORD_FILTER}.value"])
    assert out[ids.FILTER_STATE]["data"] == "q=graph"
    assert isinstance(out[ids.TOPIC_SIZES]["figure"], dict)  # whole: nothing known drawn


def test_kept_picker_options_are_those_made_anew(updater):
    """The pickers' options of a state are kept for the next change's diff: the same
    values as made anew, for other trend options, searches and authors too."""
    from analysis.trends import TrendOptions
    from dashboard.pickers import picker_options
    from dashboard.sections.decisions import author_options

    view = updater.view
    updater.change(_event(updater, ids.KEYWORD_FILTER, Filters(query="graph"), Filters()))
    for options, query, author in [(TrendOptions(), "graph", None),
                                   (TrendOptions(follow=("topic:0", '"graph"')), "", None),
                                   (TrendOptions(), "", view.analysis.papers["authors"]
                                    .dropna().iloc[0].split(";")[0].strip() or None)]:
        kept = updater._picker_values(options, query, author)
        made = (*picker_options(view, options, updater.defaults, query),
                author_options(view, "", author))
        assert same(kept, made)
        assert updater._picker_values(options, query, author) is kept  # not made again


def test_a_clear_whose_answer_was_dropped_is_made_by_the_next_answer(planted_analysis, bench):
    """"Clear all filters", then a chart coming near 20-70 ms later: Dash drops the clear's
    answer for the later one, which carried the old filters (7 of 30 clears on the 61k
    corpora were lost).  The clear's n_clicks is still set, so the later answer clears;
    every answer resets the clears it saw, and that reset is no clear of its own."""
    Driver, page_state = bench.interaction.Driver, bench.interaction.page_state

    app = create_app(planted_analysis)
    view = app.paper_trends_page.view
    driver = Driver(app, cold=False)
    icml = Filters(venues=("ICML",))
    values = page_state(view, icml)
    values[f"{ids.FILTER_STATE}.data"] = icml.to_query()
    values[f"{ids.CHARTS_DRAWN}.data"] = {}
    values[f"{ids.CLEAR_FILTERS}.n_clicks"] = 1
    values[f"{ids.CHARTS_CAME}.data"] = 1
    out, _, _ = driver.call(driver.find(f"{ids.PAPER_COUNT}.children"), values,
                            [f"{ids.CHARTS_CAME}.data"])
    assert out[ids.FILTER_STATE]["data"] == ""
    assert out[ids.CLEAR_FILTERS]["n_clicks"] == 0  # used: reset
    values[f"{ids.CLEAR_FILTERS}.n_clicks"] = 0  # the reset sets nothing off (HTTP 204)
    assert driver.call(driver.find(f"{ids.PAPER_COUNT}.children"), values,
                       [f"{ids.CLEAR_FILTERS}.n_clicks"])[0] == {}

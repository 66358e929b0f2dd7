"""dashboard/deadline.py: a late callback is answered with a message in the page's note
within the deadline (its work finishes unseen); a quick one is untouched; a body over the
limit is refused unread."""

from __future__ import annotations

import json
import threading
import time

from dash import Dash, Input, Output, dcc, html

from dashboard.deadline import CallbackDeadline

RELEASE = threading.Event()


def _app(seconds: float) -> Dash:
    app = Dash(__name__)
    app.layout = html.Div([dcc.Input(id="q"), html.Div(id="filter-note"),
                           html.Div(id="out"), html.Div(id="other")])

    @app.callback(Output("out", "children"), Output("filter-note", "children"),
                  Output("filter-note", "hidden"), Input("q", "value"))
    def _slow(q):
        if q == "stall":
            RELEASE.wait(30)
        return f"got {q}", "", True

    @app.callback(Output("other", "children"), Input("q", "value"))
    def _plain(q):
        if q == "stall":
            RELEASE.wait(30)
        return q

    app.server.wsgi_app = CallbackDeadline(app.server.wsgi_app, seconds=seconds, max_body=2000)
    return app


def _post(client, output: str, outputs, value: str):
    body = {"output": output, "outputs": outputs, "changedPropIds": ["q.value"],
            "inputs": [{"id": "q", "property": "value", "value": value}]}
    t0 = time.perf_counter()
    resp = client.post("/_dash-update-component", json=body)
    return resp, time.perf_counter() - t0


MULTI = ("..out.children...filter-note.children...filter-note.hidden..",
         [{"id": "out", "property": "children"}, {"id": "filter-note", "property": "children"},
          {"id": "filter-note", "property": "hidden"}])


def test_a_quick_callback_is_answered_as_usual():
    client = _app(seconds=5).server.test_client()
    resp, _ = _post(client, *MULTI, "fast")
    assert resp.status_code == 200
    assert resp.get_json()["response"]["out"] == {"children": "got fast"}


def test_a_stalled_callback_gets_the_message_in_the_note_within_the_deadline():
    RELEASE.clear()
    client = _app(seconds=0.5).server.test_client()
    try:
        resp, seconds = _post(client, *MULTI, "stall")
        assert 0.5 <= seconds < 3
        assert resp.status_code == 200
        note = resp.get_json()["response"]["filter-note"]
        assert note["hidden"] is False
        assert note["children"].startswith("This took longer than 0.5 s")
        plain, seconds = _post(client, "other.children", {"id": "other", "property": "children"},
                               "stall")
        assert plain.status_code == 503 and seconds < 3
        assert "longer than 0.5 s" in plain.get_json()["message"]
    finally:
        RELEASE.set()


def test_a_body_over_the_limit_is_refused_unread():
    client = _app(seconds=5).server.test_client()
    resp, _ = _post(client, *MULTI, "x" * 3000)
    assert resp.status_code == 413
    assert "more than the 2,000 the server reads" in json.loads(resp.data)["message"]


def test_the_dashboards_own_callbacks_say_it_where_the_reader_looks(seeds_analysis,
                                                                    monkeypatch, bench):
    """On the real page, its one filter-change callback made slower than the deadline: its
    answer is the message in the filter note, where the reader looks."""
    import dashboard.callbacks
    import dashboard.state
    from analysis.filters import Filters
    from dashboard import ids
    from dashboard.app import create_app
    from dashboard.view import make_view

    Driver, page_state = bench.interaction.Driver, bench.interaction.page_state

    def slow(function):
        def late(*args, **kwargs):
            RELEASE.wait(1.0)
            return function(*args, **kwargs)
        return late

    RELEASE.clear()
    monkeypatch.setattr(dashboard.state, "sync", slow(dashboard.state.sync))
    monkeypatch.setattr(dashboard.callbacks, "render", slow(dashboard.callbacks.render))
    monkeypatch.setenv("PAPER_TRENDS_CALLBACK_SECONDS", "0.2")
    driver = Driver(create_app(seeds_analysis), cold=False)
    values = page_state(make_view(seeds_analysis), Filters())
    values[f"{ids.KEYWORD_FILTER}.value"] = "diffusion"
    values[f"{ids.FILTER_STATE}.data"] = "q=diffusion"
    values[f"{ids.CHARTS_DRAWN}.data"] = {}  # no chart drawn yet: the render runs (slowly)
    sync, _, _ = driver.call(driver.find(f"{ids.URL}.search"), values,
                             [f"{ids.KEYWORD_FILTER}.value"])
    assert sync[ids.FILTER_NOTE]["hidden"] is False
    assert sync[ids.FILTER_NOTE]["children"].startswith("This took longer than 0.2 s")
    # one callback answers a filter change (issue 12): the headline and charts come with
    # it, so there is no second, render-only callback to cut
    assert driver.find(f"{ids.PAPER_COUNT}.children") == driver.find(f"{ids.URL}.search")

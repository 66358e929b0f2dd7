"""A corpus whose papers all have one decision (ICRA, IROS, RSS and COLT: every paper a
"Poster", the data's word for accepted there) gets neither a Decisions chart of one bar
nor a Decision filter offering that one value: a line says why (walk64)."""

from __future__ import annotations

import json

import pytest

from analysis.pipeline import analyze
from dashboard import ids
from dashboard.page import present_graphs
from dashboard.sections.decisions import layout
from dashboard.sections.header import filter_bar
from dashboard.view import make_view
from tests.planted_decisions import write_decisions_corpus


@pytest.fixture(scope="module")
def posters(tmp_path_factory):
    path = write_decisions_corpus(tmp_path_factory.mktemp("posters"))
    rows = json.loads(path.read_text(encoding="utf-8"))
    for row in rows:
        row["status"] = "Poster"
    path.write_text(json.dumps(rows), encoding="utf-8")
    return make_view(analyze([path], n_topics=4))


def _decision_filter(view):
    found = []

    def walk(node) -> None:
        if getattr(node, "id", None) == ids.STATUS_FILTER:
            found.append(node)
        children = getattr(node, "children", None)
        for child in children if isinstance(children, list) else [children]:
            if child is not None and not isinstance(child, str):
                walk(child)

    walk(filter_bar(view))
    return found[0]


def test_one_decision_on_every_paper_is_no_chart_and_no_filter(posters):
    assert ids.STATUS_CHART not in present_graphs(posters)
    assert ids.PROLIFIC_AUTHORS in present_graphs(posters)  # the section's other charts stay
    menu = _decision_filter(posters)
    assert menu.disabled and menu.placeholder == "Every paper: Poster"
    notes = str(layout(posters))
    assert ("Every paper here has one decision, Poster (these venue-years give every "
            "accepted paper that one label: it says accepted, not the format of the talk), so "
            "there is no Decisions chart or filter.") in notes
    assert "no Decisions chart or filter" in notes


def test_decisions_that_differ_keep_the_chart_and_the_filter(tmp_path):
    view = make_view(analyze([write_decisions_corpus(tmp_path)], n_topics=4))
    assert ids.STATUS_CHART in present_graphs(view)
    menu = _decision_filter(view)
    assert not menu.disabled and menu.placeholder == "All decisions"
    assert "one decision" not in str(layout(view))

"""The page's layout (ui66): every row of a card grid filled, the topic filter's whole
labels."""

from __future__ import annotations

import dataclasses

import pytest
from dash import html

from dashboard import ids
from dashboard.charts import filled_rows
from dashboard.page import build_layout
from dashboard.sections.header import _options
from dashboard.view import make_view


def _wide(children) -> list[bool]:
    return ["wide" in (c.className or "").split() for c in children]


def _cards(*classes: str) -> list[html.Div]:
    return [html.Div(className=c) for c in classes]


@pytest.mark.parametrize(("classes", "wide"), [
    (("card", "card", "card"), [False, False, True]),  # the third alone: spans
    (("card", "card"), [False, False]),
    (("card",), [True]),
    (("card wide", "card", "card"), [True, False, False]),  # the trends' first grid
    (("card", "card wide", "card", "card"), [True, True, False, False]),
    (("card", "card", "card wide", "card"), [False, False, True, True]),
    (("stack", "card", "card"), [False, False, True]),  # a stack of cards is a cell too
])
def test_a_card_alone_in_its_row_spans_it(classes, wide):
    assert _wide(filled_rows(_cards(*classes))) == wide


def _rows(grid: html.Div) -> list[list[bool]]:
    """The rows of a two-column grid, each a list of its cells' wide flags."""
    rows: list[list[bool]] = []
    for w in _wide(grid.children):
        if w or not rows or len(rows[-1]) == 2 or rows[-1] == [True]:
            rows.append([w])
        else:
            rows[-1].append(w)
    return rows


def test_no_grid_of_the_page_leaves_an_empty_cell(planted_analysis, seeds_analysis):
    for analysis in (planted_analysis, seeds_analysis):
        page = build_layout(make_view(analysis))
        grids = [c for c in page._traverse() if isinstance(c, html.Div)
                 and getattr(c, "className", None) == "grid"]
        assert len(grids) >= 6
        for grid in grids:
            assert all(row in ([True], [False, False]) for row in _rows(grid)), grid.children


def test_the_emerging_terms_card_spans_its_row(planted_analysis):
    """Three trend changes (rising and falling keywords, growing and shrinking topics,
    emerging terms): the third spanned one cell of two, beside an empty one (24k)."""
    page = build_layout(make_view(planted_analysis))
    card = next(c for c in page._traverse() if getattr(c, "id", None) == ids.EMERGING_CARD)
    assert card.className == "card wide"
    rising = next(c for c in page._traverse()
                  if getattr(c, "id", None) == ids.RISING_FALLING_CARD)
    assert rising.className == "card"


def test_topic_filter_options_hold_the_whole_label_and_search_it(planted_analysis):
    """Two labels alike in their first 48 characters read alike when cut there, and typing
    the rest matched neither."""
    same = "reinforcement learning (RL) · Markov decision process"
    labels = [f"{same} (MDP) · game", f"{same} (MDP) · policy gradient",
              *planted_analysis.topics.labels[2:]]
    a = dataclasses.replace(planted_analysis, topics=dataclasses.replace(
        planted_analysis.topics, labels=labels))
    topics = _options(make_view(a))[0]
    names = [o["label"] for o in topics[:2]]
    assert names == [f"#0 {labels[0]}", f"#1 {labels[1]}"]  # whole, told apart
    assert [o["search"] for o in topics[:2]] == names
    assert "policy gradient" in topics[1]["search"] and "game" not in topics[1]["search"]
    n = int((a.papers["topic"] == 1).sum())
    # the count, drawn after the name in the menu, hidden once chosen (dashboard.css); the
    # label a string, not a component (Dash mounts each component of a menu as it opens)
    assert topics[1]["title"] == f"({n:,})" and isinstance(topics[1]["label"], str)
    assert topics[1]["value"] == 1

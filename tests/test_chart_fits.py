"""What walk63 saw drawn wrong, at the figure level: a z axis's title in five lines, a
diverging axis from 0, in-bar text over the bar's end, a count axis ticked in fifths of a
paper and a topic's number over its one dot (screenshots: bench/BROWSER_TESTS.md)."""

import pandas as pd
import plotly.graph_objects as go

import dashboard.figures as F
from dashboard.figures.counts import bar_text_positions, whole_counts
from dashboard.figures.decisions import status_figure
from dashboard.figures.margins import NARROW_CARD, text_width, title_room
from tests.test_legend_tiers import drawn_at

TOPICS = ["large language model · evaluation · in-context learning",
          "alignment · image · multimodal", "graph · dependency parsing · structure",
          "language understanding · benchmark · GLUE"]


def _plain(fig):
    go.Figure(fig)  # valid Plotly
    return fig


def _changes(kind, terms, topics=None):
    t = pd.DataFrame({"kind": kind, "term": terms, "z": [14.0, 2.0, -3.5, -1.8],
                      "share_a": 0.01, "share_b": 0.02, "count_a": 10, "count_b": 20,
                      "q": 0.001, "group_a": "2020–2022", "group_b": "2024–2025"})
    return t.assign(topic=topics) if topics else t


def test_rising_and_falling_titles_take_two_lines_beside_long_labels():
    # ACL + NAACL + COLING (walk63): "← falling / z-score, 2020–2022 → / 2024–2025 /
    # rising →" under the topics' and keywords' bars; now the ends, then the middle
    cases = [(F.ranked_changes_figure(_changes("topic", TOPICS, [0, 7, 9, 17]), "topic",
                                      plain=True)),
             F.rising_falling_figure(_changes("keyword", [
                 "parameter-efficient fine-tuning", "in-context learning",
                 "Bidirectional Encoder Representations from Transformers",
                 "natural language understanding"]), plain=True)]
    for fig in map(_plain, cases):
        layout = drawn_at(fig["layout"], NARROW_CARD)  # in a 1,024-pixel window's card
        lines = layout["xaxis"]["title"]["text"].split("<br>")
        assert lines == ["← falling   ·   rising →", "z, 2020–22 → 2024–25"]
        room = title_room(layout["margin"])
        assert all(text_width([line]) <= room for line in lines)  # none cut at 1,024 px
    # the spelled-out keyword cut on the axis as a topic's name is, whole in the hover
    bar = cases[1]["data"][0]
    at = bar["y"].index("Bidirectional Encoder…")
    assert bar["customdata"][at][6] == "Bidirectional Encoder Representations from Transformers"


def test_a_one_way_comparison_has_its_axis_even_about_zero():
    t = pd.DataFrame({"kind": ["topic"], "term": ["sentiment analysis · aspect · emotion"],
                      "topic": [18], "group_a": ["ACL"], "group_b": ["COLING"],
                      "count_a": [30], "count_b": [100], "share_a": [0.018],
                      "share_b": [0.051], "z": [2.07], "direction": ["b"]})
    layout = _plain(F.compare_topics_figure(t, plain=True))["layout"]
    assert layout["xaxis"]["range"] == [-2.17, 2.17]
    axis = drawn_at(layout, NARROW_CARD)["xaxis"]
    assert axis["title"]["text"].count("<br>") == 1  # two lines at 1,024 px, as before


def test_a_title_broken_for_a_narrow_card_is_one_line_on_a_wide_one():
    # charts64: the compare view's "← more in ICLR   ·   z-score" / "more in ICML →" took
    # two lines at 1,400 px (the chart 639 px wide), where its one line (about 300 px)
    # fits; it was broken in the figure itself, for a 1,024-pixel window's 451-px chart
    t = pd.DataFrame({"kind": ["topic"] * 2, "term": ["sentiment analysis · aspect · emotion",
                                                      "graph · dependency parsing"],
                      "topic": [18, 9], "group_a": "ICLR", "group_b": "ICML",
                      "count_a": [30, 90], "count_b": [100, 20], "share_a": [0.018, 0.05],
                      "share_b": [0.051, 0.01], "z": [2.07, -3.1], "direction": ["b", "a"]})
    layout = _plain(F.compare_topics_figure(t, plain=True))["layout"]
    wide, narrow = drawn_at(layout, 639), drawn_at(layout, NARROW_CARD)
    title = "← more in ICLR   ·   z-score   ·   more in ICML →"
    assert wide["xaxis"]["title"]["text"] == title
    assert text_width([title]) <= title_room(wide["margin"], 639)  # it fits there
    assert narrow["xaxis"]["title"]["text"].count("<br>") == 1
    assert narrow["margin"]["b"] > wide["margin"]["b"]  # the second line has its room
    assert narrow["height"] == wide["height"]  # the page holds one height: nothing moves


def test_in_bar_text_goes_outside_where_it_does_not_fit():
    # walk63, 1,400 px: "826 (13.7%)" drawn inside the Findings bar and over its end
    status = pd.DataFrame({"status": ["accepted", "findings"], "n_papers": [5193, 826],
                           "share": [5193 / 6019, 826 / 6019], "as_given": ["Main", "Findings"]})
    bar = _plain(status_figure(status, plain=True))["data"][0]
    assert bar["textposition"] == ["inside", "outside"]
    assert bar["cliponaxis"] is False  # outside text past the plot's end is drawn whole
    # even bars: all inside; a bar too short for any text: outside
    assert bar_text_positions([10, 10], ["10 (50.0%)", "10 (50.0%)"]) == ["inside"] * 2
    assert bar_text_positions([100, 1], ["x", "x"]) == ["inside", "outside"]


def test_count_axes_tick_whole_papers():
    one = pd.DataFrame({"topic": [18], "label": ["space · representation · search"],
                        "n_papers": [1], "share": [1.0], "top_terms": ["space; representation"]})
    axis = _plain(F.topic_sizes_figure(one, plain=True))["layout"]["xaxis"]
    assert (axis["tick0"], axis["dtick"]) == (0, 1)  # not 0, 0.2, ... 1 papers (walk63)
    # a stack's total counts: 2 + 2 papers in one bar is 4, under 5, ticked a paper apart
    stack = [{"type": "bar", "orientation": "h", "x": [2], "y": ["ACL"]},
             {"type": "bar", "orientation": "h", "x": [2], "y": ["ACL"]}]
    papers = {"xaxis": {"title": {"text": "papers"}}, "barmode": "stack"}
    assert whole_counts(stack, papers)["xaxis"]["dtick"] == 1
    # left to Plotly: 5 papers or more, a share, a z, a given dtick
    assert "dtick" not in whole_counts([{**stack[0], "x": [7]}], papers)["xaxis"]
    assert "dtick" not in whole_counts([{**stack[0], "x": [0.5]}], papers)["xaxis"]
    assert "dtick" not in whole_counts(stack, {"xaxis": {"title": {"text": "z"}}})["xaxis"]
    given = {"xaxis": {"title": {"text": "papers"}, "dtick": 2}}
    assert whole_counts(stack, given)["xaxis"]["dtick"] == 2


def test_a_topics_number_sits_above_its_dots():
    points = pd.DataFrame({"map_x": [0.3], "map_y": [0.2], "topic": [18],
                           "topic_label": ["space · representation"], "title": ["A paper"]})
    numbers = _plain(F.topic_map_figure(points, ((0, 1), (0, 1)), plain=True))["data"][1]
    assert numbers["text"] == ["#18"] and numbers["textposition"] == "top center"


def test_the_topic_map_is_as_tall_as_the_bars_beside_it_allow():
    """39 robotics topics drew 900 px of bars beside a 420-px map: ~400 px of the map's card
    blank at 1,400 px (walk64).  The map grows with the bars, to the 600 px a 639-px-wide
    card fills with one scale on both axes; on a chart narrower than 560 px (one card a
    row, a phone) it keeps its 420."""
    def drawn(n_topics: int) -> dict:
        points = pd.DataFrame({"map_x": [k / n_topics for k in range(n_topics)],
                               "map_y": [0.5] * n_topics, "topic": list(range(n_topics)),
                               "topic_label": [f"t{k} · w" for k in range(n_topics)],
                               "title": [f"Paper {k}" for k in range(n_topics)]})
        return _plain(F.topic_map_figure(points, ((0, 1), (0, 1)), plain=True))["layout"]

    many = drawn(39)
    assert many["height"] == 600
    assert many["meta"]["narrow"] == [{"below": 560, "layout": {"height": 420}}]
    assert drawn(20)["height"] == 520  # the bars' 40 + 24 a topic
    few = drawn(8)  # the seeds: bars shorter than the map, which keeps its 420
    assert few["height"] == 420 and "narrow" not in (few.get("meta") or {})

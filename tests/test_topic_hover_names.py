"""A topic's name in a hover is its whole label, spelled as its term list spells it
(issue 10, polish65): cut to 60 characters it shed its joined acronyms first, so the
24k's topic #1 read "reinforcement learning · Markov decision process · game" above a
list starting "reinforcement learning (RL)".  Axes and legends still shorten."""

from __future__ import annotations

import pandas as pd

from dashboard import figures as F
from dashboard.figures.margins import text_width
from dashboard.figures.topics import HOVER_FONT, HOVER_WIDTH, hover_name

LABEL = "reinforcement learning (RL) · Markov decision process (MDP) · game theory (GT)"


def _topics() -> pd.DataFrame:
    return pd.DataFrame({"topic": [1, 2], "label": [LABEL, "graph"], "n_papers": [40, 10],
                         "share": [0.8, 0.2], "top_terms": ["a; b", "c"],
                         "top_terms_shown": ["reinforcement learning (RL); b", "c"]})


def test_a_topic_name_without_a_limit_is_its_whole_label():
    assert F.topic_name(1, LABEL, None) == f"#1 {LABEL}"
    assert F.topic_name(1, "mixed: a  (A) ·  b", None) == "#1 mixed: a (A) · b"
    assert "(RL)" not in F.topic_name(1, LABEL)  # an axis still sheds them


def test_the_bar_hover_spells_the_label_whole_in_lines_a_phone_holds():
    bars = F.topic_sizes_figure(_topics()).to_plotly_json()["data"][0]
    top = bars["hovertext"][bars["y"].index(F.topic_name(1, LABEL))]
    title = top.split("</b>")[0].removeprefix("<b>")
    assert title.replace("<br>", " ") == f"#1 {LABEL}"
    lines = title.split("<br>")
    assert len(lines) > 1 and text_width(lines, HOVER_FONT) <= HOVER_WIDTH
    assert "reinforcement learning (RL), b" in top
    assert bars["y"] == ["#2 graph", F.topic_name(1, LABEL)]  # the axis: shortened


def test_the_map_and_the_trend_hovers_name_the_topic_whole():
    points = pd.DataFrame({"map_x": [0.0, 1.0], "map_y": [0.0, 1.0], "topic": [1, 2],
                           "topic_label": [LABEL, "graph"], "title": ["p", "q"]})
    fig = F.topic_map_figure(points).to_plotly_json()
    dots, numbers = fig["data"]
    assert dots["customdata"][0][1] == hover_name(1, LABEL) == numbers["hovertext"][0]
    assert "(MDP)" in numbers["hovertext"][0]
    trends = pd.DataFrame({"topic": [1, 1, 2, 2], "topic_label": [LABEL, LABEL, "g", "g"],
                           "year": [2020, 2021] * 2, "n_papers": [5, 6, 5, 4],
                           "share": [0.5, 0.6, 0.5, 0.4], "year_papers": [10] * 4})
    fig = F.topic_trends_figure(trends).to_plotly_json()
    line = fig["data"][0]
    # the legend: whole on a wide chart (ui68); on a narrower one shortened, between terms
    # (each too long a term by its acronym)
    assert line["name"] == F.topic_name(1, LABEL, None)
    assert fig["layout"]["meta"]["narrow"][0]["data"][0]["name"] == "#1 RL · MDP · GT"
    assert line["hovertemplate"].startswith(f"<b>{hover_name(1, LABEL)}</b>")

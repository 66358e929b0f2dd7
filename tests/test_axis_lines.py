"""Bar labels beside the bars in two lines (ui67): at 1,400 px (a 639-pixel chart) 21 of the
24k's 39 topic labels were cut at the axis's 38 characters ("#31 multi-armed bandit ·
Thompson…"), ~300 px of bars beside them.  Each label is now its fullest name in at most
two lines as wide as the widest axis label, the rows tall enough for two lines, and the
hover names the whole topic."""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go

from analysis.schema import PAPER_TYPES
from dashboard import figures as F
from dashboard.figures.axis_lines import LINES, broken, in_lines
from dashboard.figures.margins import ROW_GAP, _line, text_width
from tests.test_chart_fits import _changes
from tests.test_narrow_bar_labels import LABELS, LONG, topics


def _lines(fig: dict) -> dict[str, list[str]]:
    axis = fig["layout"]["yaxis"]
    return {v: t.split("<br>") for v, t in zip(axis["tickvals"], axis["ticktext"], strict=True)}


def test_topic_labels_beside_the_bars_are_whole_in_two_lines_of_the_axis_width():
    fig = F.topic_sizes_figure(topics(), plain=True)
    go.Figure(fig)  # valid Plotly
    keys = fig["data"][0]["y"]
    lines = _lines(fig)
    assert sorted(lines) == sorted(keys)  # every bar, keyed by its axis label
    room = text_width(keys, 11)
    for ls in lines.values():
        assert 1 <= len(ls) <= LINES and text_width(ls, 11) <= room, ls
    # on main the axis read "#0 reinforcement learning · Markov…" (38 characters)
    first = F.topic_name(0, LONG)
    assert lines[first] == ["#0 reinforcement learning (RL) ·",
                            "Markov decision process (MDP) · game theory"]
    for k, label in enumerate(LABELS):  # each whole, as the hover names it
        key = F.topic_name(k, label)
        assert " ".join(lines[key]) == F.topic_name(k, label, None)
    # the label area as wide as the one-line labels' was (and the ticks' gap): the bars
    # keep their room
    assert room <= fig["layout"]["margin"]["l"] <= room + 16
    # rows tall enough for two lines of 11 px, ROW_GAP apart
    layout = fig["layout"]
    plot = layout["height"] - layout["margin"]["t"] - layout["margin"]["b"]
    assert plot >= len(keys) * (2 * _line(11) + ROW_GAP)


def test_a_name_too_long_for_two_lines_is_cut_within_them():
    long = " · ".join(["reinforcement learning (RL)", "Markov decision process (MDP)",
                       "game theory", "multi-agent system", "Nash equilibrium", "auction"])
    key = F.topic_name(3, long)
    text = in_lines(key, lambda _, limit: F.topic_name(3, long, limit), text_width([key], 11), 11)
    ls = text.split("<br>")
    assert len(ls) == 2 and ls[-1].endswith("…") and len(" ".join(ls)) > len(key)
    assert text_width(ls, 11) <= text_width([key], 11)


def test_lines_break_after_a_term_where_that_takes_no_more_lines():
    room = text_width(["#4 quantization · large language model…"], 11)
    name = "#21 generative model · image · variational autoencoder (VAE)"
    assert broken(name, room, 11) == ["#21 generative model · image ·",
                                      "variational autoencoder (VAE)"]
    # after a term it would take three lines: between words
    name = "#4 quantization · large language model (LLM) · decomposition"
    assert broken(name, room, 11) == ["#4 quantization · large language model",
                                      "(LLM) · decomposition"]
    # a term wider than the room: broken between words
    assert len(broken("a · " + "word " * 30, room, 11)) > 2


def test_labels_that_fit_one_line_are_left_alone():
    fig = F.topic_sizes_figure(topics(["a · b", "c"]), plain=True)
    assert "ticktext" not in fig["layout"]["yaxis"]
    assert fig["layout"]["height"] == F.topic_sizes_figure(topics(["a · b", "c"]),
                                                           plain=True)["layout"]["height"]


def test_paper_types_per_topic_in_two_lines_and_whole_in_the_hover():
    t = pd.DataFrame([{"topic": k, "topic_label": lab, "total": 10 + k,
                       **{p: 2 for p in PAPER_TYPES}} for k, lab in enumerate(LABELS)])
    fig = F.paper_types_by_topic_figure(t, plain=True)
    go.Figure(fig)
    first = F.topic_name(0, LONG)
    assert " ".join(_lines(fig)[first]) == F.topic_name(0, LONG, None)
    bar = fig["data"][0]
    at = bar["y"].index(first)
    assert bar["hovertext"][at] == F.topic_name(0, LONG, None)  # on main: the cut "%{y}"
    assert bar["hovertemplate"].startswith("<b>%{hovertext}</b>")


def test_acceptance_by_topic_in_two_lines_and_whole_in_the_hover():
    from dashboard.figures.decisions import acceptance_by_topic_figure

    rows = [{"topic": k, "topic_label": lab, "decided": 40 + k, "decided_accepted": 10,
             "acceptance_rate": 0.25, "acceptance_low": 0.2, "acceptance_high": 0.3}
            for k, lab in enumerate(LABELS)]
    rows.append({"topic": "all", "topic_label": "All papers", "decided": 200,
                 "decided_accepted": 50, "acceptance_rate": 0.25, "acceptance_low": 0.2,
                 "acceptance_high": 0.3})
    fig = acceptance_by_topic_figure(pd.DataFrame(rows), plain=True)
    go.Figure(fig)
    dot = fig["data"][0]
    key = next(y for y in dot["y"] if y.startswith("#0 "))
    assert key == "#0 reinforcement learning · Markov… (40)"  # the axis's (34 characters and count)
    assert " ".join(_lines(fig)[key]) == F.topic_name(0, LONG, None) + " (40)"
    assert dot["text"][dot["y"].index(key)] == F.topic_name(0, LONG, None) + " (40)"
    assert dot["hovertemplate"].startswith("<b>%{text}</b>")
    # a rate of 100% or 0% is a whole dot at the plot's edge, the margin holding its half
    assert dot["cliponaxis"] is False
    assert fig["layout"]["margin"]["r"] >= dot["marker"]["size"] / 2
    # on a phone each label above its dot (beside them the 24k's plot kept 2 px of 336)
    from dashboard.figures.narrow import PHONE_CHART

    tier = next(t for t in fig["layout"]["meta"]["narrow"] if "annotations" in t["layout"])
    assert tier["below"] > PHONE_CHART and tier["layout"]["yaxis"] == {"showticklabels": False}
    above = {n["y"]: n["text"] for n in tier["layout"]["annotations"]}
    assert above[key].startswith("#0 reinforcement learning · Markov decision")


def test_a_spelled_out_keyword_of_the_rising_and_falling_is_whole_in_two_lines():
    fig = F.rising_falling_figure(_changes("keyword", [
        "parameter-efficient fine-tuning", "in-context learning",
        "Bidirectional Encoder Representations from Transformers",
        "natural language understanding"]), plain=True)
    assert _lines(fig)["Bidirectional Encoder…"] == ["Bidirectional Encoder Representations",
                                                    "from Transformers"]

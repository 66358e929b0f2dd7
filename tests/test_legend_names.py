"""The topics-over-the-years legend: whole names where the chart is wide, cut between terms
where it is not (ui68, :mod:`dashboard.figures.legend_names`).  The labels are the 24k
corpus's ten largest topics' (and #33's), whose legend read "#1 RL · MDP · game" and
"#0 neural network · layer…" beside ~1,000 px of plot on a 1,400-pixel window."""

from __future__ import annotations

import pandas as pd

from dashboard import figures as F
from dashboard.figures.labels import legend_topic_name
from dashboard.figures.legend_names import PLOT_SHARE, whole_below, with_whole_names
from dashboard.figures.margins import text_width
from dashboard.figures.narrow import PHONE_CHART
from dashboard.figures.topics import TREND_NAME_CHARS

LABELS = {
    0: "neural network · layer · deep learning",
    1: "reinforcement learning (RL) · Markov decision process (MDP) · game",
    2: "embedding · representation · semantic",
    3: "solution · optimal · constraint",
    5: "language model · pre-training · BERT",
    7: "recurrent neural network (RNN) · sequence · memory",
    9: "graph · graphical model · treatment effect",
    33: "support vector machine (SVM) · kernel · classifier",
}
#: px of the topics-over-the-years chart (a wide card) in a 1,400- and a 1,024-pixel window
#: (Chromium, the 24k served: 1,326 and 950)
WIDE, MIDDLE = 1326, 950


def trends() -> pd.DataFrame:
    return pd.DataFrame([{"year": y, "topic": k, "topic_label": lab, "n_papers": 10 + k,
                          "year_papers": 400, "share": (10 + k) / 400}
                         for y in range(2013, 2026) for k, lab in LABELS.items()])


def drawn(fig: dict, width: float) -> tuple[list[dict], dict]:
    """``fig``'s traces and layout as ``assets/narrow_charts.js`` draws them on a chart
    ``width`` px wide: every tier it is narrower than, widest first, its ``restate`` keys
    back to the figure's own, its layout laid over (a dict merged one level deep, a list
    appended, anything else replaced) and its ``data`` over each trace."""
    own = fig["layout"]
    data, layout = list(fig["data"]), dict(own)
    for tier in own.get("meta", {}).get("narrow", []):
        if width >= tier["below"]:
            continue
        for key in tier.get("restate", []):
            layout[key] = own.get(key)
        for key, value in tier["layout"].items():
            if isinstance(value, list):
                layout[key] = list(layout.get(key) or []) + value
            elif isinstance(value, dict) and isinstance(layout.get(key), dict):
                layout[key] = {**layout[key], **value}
            else:
                layout[key] = value
        keys = tier.get("data") or [None] * len(data)
        data = [{**t, **k} if k else t for t, k in zip(data, keys, strict=True)]
    return data, layout


def _names(data: list[dict]) -> list[str]:
    return [t["name"] for t in data if t.get("showlegend", True) and t.get("name")
            and t["name"].startswith("#")]


def test_the_legend_names_topics_whole_on_a_wide_chart_and_cut_on_a_narrower_one():
    fig = F.topic_trends_figure(trends(), plain=True)
    whole = [F.topic_name(k, lab, None) for k, lab in LABELS.items()]
    cut = [legend_topic_name(k, lab, TREND_NAME_CHARS) for k, lab in LABELS.items()]
    data, layout = drawn(fig, WIDE)
    assert sorted(_names(data)) == sorted(whole)  # on b9db9c9: cut at 30 at every width
    plot = WIDE - layout["margin"]["l"] - layout["margin"]["r"]
    assert plot >= PLOT_SHARE * WIDE  # the legend leaves the plot half the chart
    assert layout["legend"].get("orientation") != "h"  # beside the plot
    assert layout["margin"]["r"] >= text_width(["#1 reinforcement learning (RL) · Markov "
                                                "decision process (MDP) · game"], 10)
    tier = fig["layout"]["meta"]["narrow"][0]
    assert tier["below"] == whole_below(fig["layout"]) and MIDDLE < tier["below"] <= WIDE
    data, narrower = drawn(fig, MIDDLE)
    assert sorted(_names(data)) == sorted(cut)
    assert "#1 RL · MDP · game" in _names(data)
    assert narrower["margin"]["r"] < layout["margin"]["r"] - 150  # the plot widened
    assert narrower["legend"].get("orientation") != "h"
    data, phone = drawn(fig, PHONE_CHART)  # above the plot, the names cut as before
    assert phone["legend"]["orientation"] == "h" and sorted(_names(data)) == sorted(cut)
    assert phone["margin"]["r"] < narrower["margin"]["r"]


def test_names_short_enough_leave_the_figure_as_it_was():
    short = pd.DataFrame([{"year": y, "topic": k, "topic_label": f"topic {k}", "n_papers": 5,
                           "year_papers": 50, "share": 0.1}
                          for y in (2020, 2021, 2022) for k in range(3)])
    fig = F.topic_trends_figure(short, plain=True)
    assert _names(fig["data"]) == ["#0 topic 0", "#1 topic 1", "#2 topic 2"]
    assert all("data" not in t for t in fig["layout"].get("meta", {}).get("narrow", []))


def test_whole_below_keeps_half_the_chart_for_the_plot():
    assert whole_below({"margin": {"l": 69, "r": 478}}) == 1095  # the 24k's ten names
    same = {"data": [{"name": "a"}], "layout": {"margin": {"l": 1, "r": 1}}}
    assert with_whole_names(same, same) is same

"""Margins computed from a figure's own labels (automargin off): planted labels, legends
and titles give the room they need, and the width bound holds for the font measured."""

from __future__ import annotations

import pandas as pd
import pytest

from dashboard import figures as F
from dashboard.figures.margins import (
    CATEGORY_ROW,
    LEGEND_PAD,
    LEGEND_ROW,
    NARROW_CARD,
    fitted_layout,
    fitted_margins,
    legend_rows,
    text_width,
    wrapped,
)
from dashboard.figures.narrow import with_narrow_layout
from tests.test_legend_tiers import drawn_at

# Widths at 12 px measured in Chromium (canvas measureText) in DejaVu Sans, the widest font
# of the template's stack: the bound must never fall short of them.
MEASURED_12PX = {
    "#26 generative adversarial network… (127)": 265.3,
    "Karthikeyan Shanmugam": 151.5,
    "WWWWWWWWWW": 118.7,
    "mmmmmmmmmm": 116.9,
    "#1 language model…": 130.6,
    "embedding": 67.9,
}


@pytest.mark.parametrize("label", list(MEASURED_12PX))
def test_text_width_bounds_the_measured_width(label):
    width = text_width([label], 12)
    assert MEASURED_12PX[label] <= width <= 1.3 * MEASURED_12PX[label]


def test_text_width_counts_wide_and_narrow_characters():
    assert text_width(["中文标题"]) > text_width(["abcd"]) > text_width(["illi"])
    assert text_width([]) == 0


def _bars(labels):
    return [{"type": "bar", "orientation": "h", "x": [1] * len(labels), "y": labels}]


def _at_card(labels, title):
    """The layout of bars under x title ``title`` as a chart card of a 1,024-pixel window
    draws it: the figure's tiers for narrower charts laid over it."""
    data = _bars(labels)
    layout = fitted_layout(data, {"xaxis": {"title": {"text": title}}})
    return drawn_at(with_narrow_layout(data, layout, bars=False), NARROW_CARD)


def test_a_longer_label_gets_a_wider_left_margin():
    short = fitted_margins(_bars(["#1 bandits", "#2 kernels"]), {})
    long = fitted_margins(_bars(["#1 bandits", "#2 generative adversarial network · GAN"]), {})
    assert long["l"] - short["l"] == text_width(["#2 generative adversarial network · GAN"]) \
        - text_width(["#1 bandits"])
    smaller = fitted_margins(_bars(["#2 generative adversarial network · GAN"]),
                             {"yaxis": {"tickfont": {"size": 10}}})
    assert smaller["l"] < long["l"]


def test_titles_hidden_axes_and_given_margins():
    line = {"type": "scatter", "x": [2019, 2020], "y": [1.0, 2.0]}
    bare = fitted_margins([line], {})
    titled = fitted_margins([line], {"xaxis": {"title": {"text": "year"}},
                                     "yaxis": {"title": {"text": "papers"}}})
    assert titled["b"] > bare["b"] and titled["l"] > bare["l"]
    hidden = fitted_margins([line], {"xaxis": {"visible": False},
                                     "yaxis": {"visible": False}})
    assert hidden["l"] < bare["l"] and hidden["b"] < bare["b"]
    assert fitted_margins([line], {"margin": {"r": 90}})["r"] == 90  # room for outside text
    right = fitted_margins([line, {**line, "yaxis": "y2"}],
                           {"yaxis2": {"title": {"text": "authors"}}})
    assert right["r"] >= bare["l"]  # a second axis on the right gets its labels' room


def test_a_horizontal_legend_below_or_above_gets_its_rows():
    names = [f"venue number {i}" for i in range(12)]
    lines = [{"type": "scatter", "name": n, "x": [2019, 2020], "y": [1, 2]} for n in names]
    rows = legend_rows(names, 12, 300)
    assert rows > legend_rows(names[:2], 12, 300) >= 1
    none = fitted_margins(lines, {"height": 400})
    below = fitted_margins(lines, {"height": 400, "showlegend": True,
                                   "legend": {"orientation": "h", "y": -0.2}})
    above = fitted_margins(lines, {"height": 400, "showlegend": True,
                                   "legend": {"orientation": "h", "y": 1.02}})
    assert below["b"] > none["b"] and below["t"] == none["t"]
    assert above["t"] > none["t"] and above["b"] == none["b"]
    # below: the plot's height times 0.2 above the legend, and the one row Plotly draws
    # on the widest chart (a narrower chart's rows: its tiers, tests/test_legend_tiers.py)
    plot = 400 - below["t"] - below["b"]
    assert 0 <= below["b"] - (0.2 * plot + LEGEND_ROW + LEGEND_PAD) < 1.2  # (b rounded up)


def test_a_vertical_legend_gets_its_widest_entry_on_the_right():
    lines = [{"type": "scatter", "name": n, "x": [2019, 2020], "y": [1, 2]}
             for n in ("#1 a", "#2 a much longer topic name here")]
    shown = fitted_margins(lines, {"showlegend": True})
    assert shown["r"] > text_width(["#2 a much longer topic name here"])
    lines[1]["showlegend"] = False  # only the entries drawn count
    assert fitted_margins(lines, {"showlegend": True})["r"] < shown["r"]


def test_an_x_title_wider_than_the_plot_is_broken_into_lines():
    labels = ["#2 generative adversarial network · GAN"]
    title = "← falling   ·   z-score, 1987–2018 → 2019–2025   ·   rising →"
    layout = _at_card(labels, title)
    broken = layout["xaxis"]["title"]["text"]
    # broken between its parts, the "·" that set them apart dropped at a break; its two
    # ends ("← falling", "rising →") together on the first line (walk63)
    assert broken.count("<br>") >= 1
    assert broken.startswith("← falling   ·   rising →<br>")
    assert sorted(w for w in broken.replace("<br>", " ").split() if w != "·") == sorted(
        w for w in title.split() if w != "·")
    one_line = fitted_margins(_bars(labels), {"xaxis": {"title": {"text": "z"}}})
    assert layout["margin"]["b"] > one_line["b"]  # the lines fit under the plot
    short = _at_card(labels, "papers")
    assert short["xaxis"]["title"]["text"] == "papers"


def test_wrapped_breaks_between_parts_before_words():
    title = "← falling   ·   z-score, 1987–2018 → 2019–2025   ·   rising →"
    assert wrapped(title, 1000) == title
    assert wrapped(title, 240) == "← falling   ·   rising →<br>z-score, 1987–2018 → 2019–2025"
    # in order where the ends' line would take more lines ("← more in ICRA" alone)
    compare = "← more in ICRA   ·   z-score   ·   more in ICLR →"
    assert wrapped(compare, 200) == "← more in ICRA   ·   z-score<br>more in ICLR →"
    narrow = wrapped("accepted, of the papers with a decision", 130)
    assert narrow.count("<br>") >= 1
    assert all(text_width([line]) <= 130 for line in narrow.split("<br>"))


def test_a_short_chart_grows_so_that_no_category_label_drops():
    # five topics under a legend of the four paper types: the margins must not squeeze the
    # bars under Plotly's label spacing (it then drops every other topic's name)
    labels = [f"#{k} a topic label of some length" for k in range(5)]
    bars = [{**_bars(labels)[0], "name": name} for name in ("Theory only", "Empirical only",
                                                             "Theory + empirical", "Unclear")]
    layout = fitted_layout(bars, {"height": 190, "showlegend": True,
                                  "legend": {"orientation": "h", "y": 1.02}})
    margin = layout["margin"]
    assert layout["height"] - margin["t"] - margin["b"] >= 5 * CATEGORY_ROW > 5 * 1.2 * 12
    tall = fitted_layout(_bars(labels), {"height": 900})
    assert tall["height"] == 900  # never lowered


def test_every_figure_has_fixed_margins_no_automargin():
    topics = pd.DataFrame({"topic": [0, 1], "label": ["short", "a much longer topic label"],
                           "top_terms": ["a", "b"], "n_papers": [3, 2], "share": [0.6, 0.4]})
    fig = F.topic_sizes_figure(topics, plain=True)
    template = fig["layout"]["template"]["layout"]
    assert "automargin" not in template["xaxis"] and "automargin" not in template["yaxis"]
    assert fig["layout"]["margin"]["l"] == fitted_margins(fig["data"], fig["layout"])["l"]
    assert fig["layout"]["margin"]["l"] > text_width(["#1 a much longer topic label"], 11)


@pytest.mark.parametrize("labels, title", [
    (["#29 support vector machine · kernel…", "#7 matrix · sparse · rank"],
     "← falling   ·   z-score, 1987–2018 → 2019–2025   ·   rising →"),
    (["#13 convergence rate · optimization… (3)", "#0 neural network · deep learning… (408)"],
     "accepted, of the papers with a decision"),
    (["#2 convolutional neural network · image…"],
     "← more in CVPR   ·   z-score   ·   more in ICRA →"),
])
def test_each_line_of_an_x_title_fits_in_a_card_at_1024_px(labels, title):
    """Plotly centres the x title on the plot: wrapped for a 1,200-pixel window's card, the
    topics' changes, the acceptance rates and the compared topics had lines 14-29 px wider
    than the figure's right side allows at 1,024 px (the chart is 451 px wide), cut."""
    layout = _at_card(labels, title)
    m = layout["margin"]
    centre = m["l"] + (NARROW_CARD - m["l"] - m["r"]) / 2
    lines = layout["xaxis"]["title"]["text"].split("<br>")
    assert len(lines) >= 2
    for line in lines:
        half = text_width([line]) / 2
        assert centre - half >= 0 and centre + half <= NARROW_CARD, (line, m)

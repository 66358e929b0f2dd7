"""Figures read on a phone (legend63): the paper-type split's labels level and hidden rather
than shrunk, the toolbar clear of the first topic label, and a dotted venue-mix line seen
where it lies on its solid one (planted tables; the layout as ``narrow_charts.js`` draws
it, :func:`tests.test_legend_tiers.drawn_at`)."""

from __future__ import annotations

import pandas as pd

from dashboard import figures as F
from dashboard.figures.margins import text_width
from dashboard.figures.narrow import NARROW_ROW
from dashboard.figures.venue_mix import mix_line
from tests.test_legend_tiers import drawn_at

PHONE_CHART = 336  # px of a chart in a 390-pixel window (Chromium)
MODEBAR = 26  # px of Plotly's toolbar at the chart's top right (Chromium, 390 px: 317-342)
COLUMN = 62  # px inside a column of the split on a phone's chart (68-px bar, 3 px padding)


def _split() -> pd.DataFrame:
    return pd.DataFrame({"topic": ["all"], "topic_label": ["All papers"], "theory": [2],
                         "empirical": [1234], "both": [24], "unclear": [0], "total": [1260],
                         "theory_only_share": [2 / 1260]})


def test_the_split_labels_stay_level_fit_a_phone_column_and_hide_rather_than_shrink():
    # walk62: at 390 px Plotly turned "24 theory + empirical" upright at 66% of 12 px
    fig = F.paper_types_overall_figure(_split(), plain=True)
    shown = [t for t in fig["data"] if t.get("textposition") == "inside"]
    assert len(shown) == 2
    for trace in shown:
        assert trace["textangle"] == 0  # never turned on its side
        lines = trace["text"][0].split("<br>")
        # each line fits the column at the smallest size shown: shown on a phone
        assert all(text_width([line], 10) <= COLUMN for line in lines), lines
        assert text_width([" ".join(lines)], 10) > COLUMN  # on one line it would not
    assert shown[0]["text"][0].split("<br>") == ["1,234", "empirical", "only"]
    assert shown[1]["text"][0].split("<br>") == ["24", "theory +", "empirical"]
    # a label that cannot fit at a readable size is hidden (the count is in the hover)
    assert fig["layout"]["uniformtext"] == {"minsize": 10, "mode": "hide"}


def test_the_toolbar_leaves_the_first_topic_label_clear_on_a_phone():
    # walk62: the toolbar (0-26 px from the chart's top) covered the first label, written
    # from the plot's top (8 px) in the phone's labels-above layout
    topics = pd.DataFrame({"topic": [0, 1, 2], "n_papers": [30, 12, 8],
                           "label": ["reasoning · fine-tuning · behavior", "graphs", "bandits"],
                           "top_terms": ["a", "b", "c"], "share": [0.6, 0.24, 0.16]})
    fig = F.topic_sizes_figure(topics, plain=True)
    phone = drawn_at(fig["layout"], PHONE_CHART)
    assert phone["yaxis"]["showticklabels"] is False  # the labels-above tier applies
    assert phone["margin"]["t"] >= MODEBAR + 2
    plot = phone["height"] - phone["margin"]["t"] - phone["margin"]["b"]
    assert plot == NARROW_ROW * 3  # the bars keep their rows: the height grew with the margin
    desktop = drawn_at(fig["layout"], 639)
    # the bars' room for the toolbar at every width since small72 (it covered the top bar)
    assert desktop["margin"]["t"] == fig["layout"]["margin"]["t"] >= MODEBAR + 2


def test_a_dotted_venue_mix_line_rings_each_year_over_its_solid_line():
    # 24k, "neural network" 2015-2023: the dotted line lay on the solid one, the same
    # colour and thinner, and could not be seen
    years = [2019, 2020, 2021]
    dotted = mix_line("privacy", years, pd.Series([0.1, 0.2, 0.3]), "#123456")
    assert dotted is not None and dotted["line"]["dash"] == "dot"
    assert "markers" in dotted["mode"].split("+")
    ring = dotted["marker"]
    assert ring["symbol"] == "circle-open" and ring["color"] == "#123456"
    assert ring["size"] - ring["line"]["width"] > 6  # around a line's 6-px marker
    table = pd.DataFrame({"item": "term:privacy", "label": "privacy", "kind": "term",
                          "year": years, "n_papers": [1, 2, 3], "year_papers": [10, 10, 10],
                          "share": [0.1, 0.2, 0.3], "share_expected": [0.1, 0.2, 0.3]})
    data = F.followed_trends_figure(table, plain=True)["data"]
    assert [d["line"].get("dash") for d in data] == [None, "dot"]  # drawn over its line
    assert data[0]["marker"]["size"] == 6

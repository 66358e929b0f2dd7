"""The figure functions, checked structurally on small tables with the documented columns."""

from __future__ import annotations

from urllib.parse import parse_qs

import numpy as np
import pandas as pd
import plotly.graph_objects as go
import pytest

from analysis.schema import PAPER_TYPES
from dashboard import figures as F
from dashboard.figures.base import year_gaps


def _validated(fig: go.Figure) -> dict:
    """The figure as a dict, after Plotly's full property validation (figures skip it)."""
    return go.Figure(fig.to_dict()).to_dict()


@pytest.fixture
def topics():
    return pd.DataFrame({
        "topic": [0, 1, 2, 3],
        "label": ["diffusion models, score matching", "graph neural networks",
                  "bandits, regret", "an unused topic"],
        "top_terms": ["diffusion; score; denoising", "graph; gnn; node", "regret; bandit; arm",
                      "x; y"],
        "n_papers": [30, 12, 8, 0],
        "share": [0.6, 0.24, 0.16, 0.0],
    })


@pytest.fixture
def paper_types():
    return pd.DataFrame({
        "topic": [0, 1, 2, 3, "all"],
        "topic_label": ["diffusion", "graphs", "bandits", "unused", "All papers"],
        "theory": [3, 2, 7, 0, 12], "empirical": [20, 9, 0, 0, 29],
        "both": [5, 1, 1, 0, 7], "unclear": [2, 0, 0, 0, 2], "total": [30, 12, 8, 0, 50],
        "empirical_or_both": [25, 10, 1, 0, 36],
        "theory_only_share": [3 / 28, 2 / 12, 7 / 8, 0.0, 12 / 48],
    })


@pytest.fixture
def topic_trends():
    rows = []
    for year, shares in {2019: (0.2, 0.5, 0.3), 2020: (0.5, 0.3, 0.2), 2021: (0.7, 0.2, 0.1)}.items():
        for k, s in enumerate(shares):
            rows.append({"year": year, "topic": k, "topic_label": f"topic {k}",
                         "n_papers": int(s * 100), "share": s})
    return pd.DataFrame(rows)


def test_topic_sizes_one_coloured_bar_per_topic_with_papers(topics):
    d = _validated(F.topic_sizes_figure(topics))
    bar = d["data"][0]
    assert bar["type"] == "bar" and bar["orientation"] == "h"
    assert len(bar["y"]) == 3  # the topic without papers is left out
    assert bar["y"][-1].startswith("#0 diffusion")  # the largest at the top
    assert bar["marker"]["color"][-1] == F.topic_color(0)
    assert bar["customdata"][-1] == "topic=0"
    assert bar["text"][-1] == "60.0%"


def test_topic_colours_are_stable_and_distinct():
    assert F.topic_color(3) == F.topic_color(3 + len(F.TOPIC_PALETTE))
    assert len(set(F.TOPIC_PALETTE)) == len(F.TOPIC_PALETTE)
    assert len(set(F.TYPE_COLORS.values())) == 4


def test_topic_map_dots_in_one_trace_hover_title_and_topic():
    points = pd.DataFrame({"map_x": [0.1, 0.2, 0.3], "map_y": [1.0, 0.5, 0.2],
                           "topic": [0, 1, 1], "topic_label": ["a", "b", "b"],
                           "title": ["First paper", "Second paper", "Third"]})
    d = _validated(F.topic_map_figure(points))
    dots, numbers = d["data"]
    # every dot in one trace (42 traces drew slower), each with its topic's fragment,
    # which a click filters by, and name, which the hover shows under the title
    assert dots["text"] == ["First paper", "Second paper", "Third"]
    assert dots["customdata"] == [["topic=0", "#0 a"], ["topic=1", "#1 b"], ["topic=1", "#1 b"]]
    assert dots["marker"]["color"] == [F.topic_color(0), F.topic_color(1), F.topic_color(1)]
    assert dots["hovertemplate"].startswith("<b>%{text}</b><br>%{customdata[1]}")
    from dashboard.state import click_fragment
    assert click_fragment({"points": [{"customdata": dots["customdata"][1],
                                       "curveNumber": 0}]}) == "topic=1"
    # each topic's number at the middle of its dots, one text trace (not 40 annotations),
    # naming its topic on hover and filtering by it on a click
    assert "annotations" not in d["layout"]
    assert numbers["mode"] == "text" and numbers["showlegend"] is False
    assert list(zip(numbers["text"], numbers["x"], numbers["y"], strict=True)) == [
        ("#0", 0.1, 1.0), ("#1", 0.25, 0.35)]
    assert numbers["customdata"] == ["topic=0", "topic=1"]
    assert numbers["hovertext"] == ["#0 a", "#1 b"]


def test_topic_trends_stacked_shares(topic_trends):
    d = _validated(F.topic_trends_figure(topic_trends))
    assert len(d["data"]) == 3
    assert all(t["stackgroup"] == "share" for t in d["data"])
    assert d["data"][0]["y"] == [20.0, 50.0, 70.0]
    assert F.trace_fragments(F.topic_trends_figure(topic_trends)) == [
        "topic=0", "topic=1", "topic=2"]


def test_topic_trends_legend_lists_the_largest_topics_first():
    # 12 topics, topic k with k + 1 papers a year: the legend lists the 10 largest, 11 first
    rows = [{"year": y, "topic": k, "topic_label": f"t{k}", "n_papers": k + 1,
             "year_papers": 78, "share": (k + 1) / 78} for y in (2019, 2020) for k in range(12)]
    d = _validated(F.topic_trends_figure(pd.DataFrame(rows)))
    listed = {t["name"]: t["legendrank"] for t in d["data"] if t["showlegend"]}
    assert len(d["data"]) == 11 and len(listed) == F.TREND_LEGEND + 1 == 11
    assert "#0 t0" not in listed and "#1 t1" not in listed
    assert listed["#11 t11"] == 0 and listed["#2 t2"] == 9
    assert d["layout"]["legend"]["title"]["text"] == "10 largest of 12"
    # the two smallest are one grey band on top, their papers summed, filtering by none
    other = d["data"][-1]
    assert other["name"] == "2 other topics" and other["customdata"] == [[3, 78], [3, 78]]
    assert other["y"] == [round(300 / 78, 3)] * 2
    # every topic area filters by its topic (a click; a legend click)
    assert F.trace_fragments(d) == [f"topic={k}" for k in range(2, 12)] + [None]
    # eleven topics: no band of one
    eleven = _validated(F.topic_trends_figure(pd.DataFrame([r for r in rows if r["topic"]])))
    assert len(eleven["data"]) == 11 and all(t["meta"] for t in eleven["data"])


def test_topic_trends_of_one_topic_are_its_share_of_all_papers(topic_trends):
    # a topic filter: the other topics have no paper shown, and are left out; the topic's
    # area is its share of ALL papers of the year (not 100%), counts in the tooltip
    one = topic_trends.assign(year_papers=100)
    one = one.assign(n_papers=one["n_papers"].where(one["topic"] == 1, 0),
                     share=one["share"].where(one["topic"] == 1, 0.0))
    d = _validated(F.topic_trends_figure(one))
    assert len(d["data"]) == 1
    assert d["data"][0]["y"] == [50.0, 30.0, 20.0]
    assert d["data"][0]["customdata"][0] == [50, 100]
    assert d["layout"]["yaxis"]["title"]["text"] == "% of all papers of the year"
    assert "range" not in d["layout"]["yaxis"]  # not stacked to 100%


def test_a_small_share_of_a_large_year_is_drawn_not_rounded_away():
    # one paper of a year of 2,794 (0.036%): at one decimal its area was 0 in every year,
    # while the dotted venue-mix line beside it (three decimals) was drawn (review53)
    rows = [{"year": y, "topic": 4, "topic_label": "uav", "n_papers": int(y == 2013),
             "year_papers": 2794, "share": (y == 2013) / 2794,
             "share_expected": 1.5e-5} for y in (2012, 2013, 2014)]
    d = _validated(F.topic_trends_figure(pd.DataFrame(rows)))
    area = d["data"][0]
    assert area["y"][1] > 0 and area["y"][0] == area["y"][2] == 0
    assert area["y"][1] == round(100 / 2794, 3)
    assert "%{y:.2f}%" in area["hovertemplate"]  # "0.04%", not "0.0%"


def test_topic_map_dots_drawn_in_topic_order_with_their_symbols():
    k = 3 + len(F.TOPIC_PALETTE)  # a topic whose colour repeats topic 3's
    points = pd.DataFrame({"map_x": [0.1, 0.2, 0.3], "map_y": [0.0, 0.5, 0.2],
                           "topic": [k, 3, k], "topic_label": ["b", "a", "b"],
                           "title": ["one", "two", "three"]})
    dots = _validated(F.topic_map_figure(points))["data"][0]
    assert dots["text"] == ["two", "one", "three"] and dots["x"] == [0.2, 0.1, 0.3]
    assert dots["marker"]["symbol"] == ["circle", F.topic_symbol(k), F.topic_symbol(k)]
    assert F.topic_symbol(k) != "circle"


def test_topics_past_the_palette_get_a_second_mark():
    again = 3 + len(F.TOPIC_PALETTE)  # the first topic whose colour repeats topic 3's
    assert F.topic_color(3) == F.topic_color(again)
    assert (F.topic_hatch(3), F.topic_symbol(3)) == ("", "circle")
    assert F.topic_hatch(again) != "" and F.topic_symbol(again) != "circle"
    topics = pd.DataFrame({"topic": [3, again], "label": ["a", "b"], "top_terms": ["a", "b"],
                           "n_papers": [5, 4], "share": [0.5, 0.4]})
    bar = _validated(F.topic_sizes_figure(topics))["data"][0]
    assert bar["marker"]["pattern"]["shape"] == [F.topic_hatch(again), ""]


def test_trends_need_two_years(topic_trends):
    one_year = topic_trends[topic_trends["year"] == 2019]
    d = _validated(F.topic_trends_figure(one_year))
    assert d["data"] == [] and "two years" in d["layout"]["annotations"][0]["text"]


def test_cards_over_the_years_name_the_one_year_shown(topic_trends):
    """Chart and summary name the papers' one year, as the ranked changes' cards do, not
    "Trends need papers from at least two years" (legend67); none without a year."""
    from dashboard.figures.decisions import authors_by_year_figure
    from dashboard.summaries.decisions import authors_by_year_summary
    from dashboard.summaries.topics import topic_trends_summary
    from dashboard.summaries.trends import keyword_trend_summary

    def said(what: str) -> str:
        return (f"The papers shown are all from 2020: {what} need papers shown from at "
                "least two years.")

    topics = topic_trends[topic_trends["year"] == 2020]
    keywords = topics.rename(columns={"topic": "term"}).assign(term="diffusion")
    authors = pd.DataFrame({"year": [2020], "papers": [9], "papers_with_authors": [9],
                            "authors": [30], "newcomers": [12], "newcomer_share": [0.4],
                            "team_size": [3.3]})
    for figure, summary, table, what in (
            (F.topic_trends_figure, topic_trends_summary, topics, "topic shares over the years"),
            (F.keyword_trend_figure, keyword_trend_summary, keywords,
             "keyword shares over the years"),
            (authors_by_year_figure, authors_by_year_summary, authors,
             "newcomers and team sizes")):
        d = _validated(figure(table))
        assert d["data"] == [] and d["layout"]["meta"]["empty"] == said(what)
        assert summary(table).text == said(what)
    assert topic_trends_summary(topics.iloc[:0]).text == (
        "Trends need papers from at least two years.")
    assert authors_by_year_figure(authors.iloc[:0])["layout"]["meta"]["empty"] == (
        "Newcomers and team sizes need papers from two years or more.")


def test_keywords_top_n_and_phrase_queries_are_quoted():
    kw = pd.DataFrame({"term": ["diffusion", "graph neural network", "regret"],
                       "n_papers": [40, 20, 10], "share": [0.4, 0.2, 0.1]})
    d = _validated(F.keywords_figure(kw, top=2))
    bar = d["data"][0]
    assert bar["y"] == ["graph neural network", "diffusion"]
    assert parse_qs(bar["customdata"][0]) == {"q": ['"graph neural network"']}
    assert parse_qs(bar["customdata"][1]) == {"q": ["diffusion"]}


def test_keyword_trend_lines_per_term():
    kt = pd.DataFrame({"year": [2019, 2020, 2019, 2020], "term": ["a", "a", "b", "b"],
                       "n_papers": [1, 5, 4, 2], "share": [0.1, 0.5, 0.4, 0.2]})
    d = _validated(F.keyword_trend_figure(kt))
    assert [t["name"] for t in d["data"]] == ["a", "b"]
    assert d["data"][0]["y"] == [10.0, 50.0]


def test_rising_falling_diverging_bars():
    t = pd.DataFrame({
        "kind": ["keyword"] * 4 + ["topic"],
        "term": ["diffusion", "llm", "svm", "kernel", "a topic"],
        "group_a": ["2013–2016"] * 5, "group_b": ["2017–2019"] * 5,
        "count_a": [1, 0, 30, 20, 5], "count_b": [40, 30, 2, 5, 9],
        "share_a": [0.01, 0, 0.3, 0.2, 0.1], "share_b": [0.4, 0.3, 0.02, 0.05, 0.2],
        "log_odds": [3.0, 2.5, -2.0, -1.0, 0.5], "z": [6.0, 5.0, -4.0, -2.0, 1.0],
        "direction": ["rising", "rising", "falling", "falling", "rising"],
    })
    d = _validated(F.rising_falling_figure(t))
    bar = d["data"][0]
    assert "a topic" not in bar["y"]
    assert bar["y"][-1] == "diffusion"  # the largest rise (z = 6) at the top
    assert set(bar["y"]) == {"diffusion", "llm", "svm", "kernel"}
    colors = dict(zip(bar["y"], bar["marker"]["color"], strict=True))
    assert colors["diffusion"] == F.RISING_COLOR and colors["svm"] == F.FALLING_COLOR
    assert "2013–16 → 2017–19" in d["layout"]["xaxis"]["title"]["text"]  # the century once


def test_paper_types_overall_is_theory_only_against_empirical_plus_both(paper_types):
    d = _validated(F.paper_types_overall_figure(paper_types))
    bars = {t["customdata"][0]: t for t in d["data"]}
    assert list(bars) == ["type=theory", "type=empirical", "type=both", "type=unclear"]
    assert [b["y"][0] for b in bars.values()] == [12, 29, 7, 2]
    assert [b["marker"]["color"] for b in bars.values()] == \
        [F.TYPE_COLORS[t] for t in PAPER_TYPES]
    # empirical only and theory + empirical are one stacked column, theory only another
    assert d["layout"]["barmode"] == "stack"
    assert bars["type=empirical"]["x"] == bars["type=both"]["x"] == [F.OVERALL_EMPIRICAL]
    assert bars["type=theory"]["x"] == [F.OVERALL_THEORY]
    # the headline: 12 theory only (25% of the 48 with a type) against 36 (75%)
    notes = {a["x"]: a["text"] for a in d["layout"]["annotations"]}
    assert notes[F.OVERALL_THEORY] == "<b>12</b> (25%)"
    assert notes[F.OVERALL_EMPIRICAL] == "<b>36</b> (75%)"
    assert notes[F.TYPE_LABELS["unclear"]] == "2"


def test_paper_types_by_topic_stacked_one_trace_per_type(paper_types):
    fig = F.paper_types_by_topic_figure(paper_types)
    d = _validated(fig)
    assert d["layout"]["barmode"] == "stack"
    assert [t["name"] for t in d["data"]] == [F.TYPE_LEGEND[t] for t in PAPER_TYPES]
    assert len(d["data"][0]["y"]) == 3  # topics 0-2; the empty topic and 'all' left out
    assert parse_qs(d["data"][0]["customdata"][-1]) == {"topic": ["0"], "type": ["theory"]}
    assert F.trace_fragments(fig) == [f"type={t}" for t in PAPER_TYPES]


@pytest.mark.parametrize("by", ["year", "venue"])
def test_paper_types_by_year_and_venue(by):
    key = [2019, 2020] if by == "year" else ["ICML", "COLT"]
    t = pd.DataFrame({by: key, "theory": [1, 9], "empirical": [5, 1], "both": [1, 1],
                      "unclear": [0, 0], "total": [7, 11]})
    d = _validated(F.paper_types_by_figure(t, by))
    assert len(d["data"]) == 4
    frag = parse_qs(d["data"][0]["customdata"][0])
    assert frag["type"] == ["theory"]
    assert (frag["years"] == ["2019-2019"]) if by == "year" else (frag["venue"] == ["ICML"])


def test_paper_types_by_rejects_unknown_grouping():
    with pytest.raises(ValueError, match="year.*venue"):
        F.paper_types_by_figure(pd.DataFrame({"total": [1]}), "author")


@pytest.mark.parametrize("func,table", [
    (F.topic_sizes_figure, pd.DataFrame(columns=["topic", "label", "top_terms", "n_papers",
                                                 "share"])),
    (F.keywords_figure, pd.DataFrame(columns=["term", "n_papers", "share"])),
    (F.topic_map_figure, pd.DataFrame(columns=["map_x", "map_y", "topic", "topic_label",
                                               "title"])),
    (F.rising_falling_figure, pd.DataFrame(columns=["kind", "term", "group_a", "group_b",
                                                    "count_a", "count_b", "share_a", "share_b",
                                                    "log_odds", "z", "direction"])),
])
def test_empty_tables_give_a_message_not_blank_axes(func, table):
    d = _validated(func(table))
    assert d["data"] == []
    assert d["layout"]["annotations"][0]["text"]
    assert d["layout"]["xaxis"]["visible"] is False


def test_plain_figures_are_the_same_figures(topics, paper_types, topic_trends):
    """What the callbacks send (plain dicts, built fast) is what the functions draw."""
    for func, table in [(F.topic_sizes_figure, topics), (F.paper_types_overall_figure,
                                                          paper_types),
                        (F.paper_types_by_topic_figure, paper_types),
                        (F.topic_trends_figure, topic_trends)]:
        assert go.Figure(func(table, plain=True)).to_dict() == _validated(func(table))
    assert F.trace_fragments(F.topic_trends_figure(topic_trends, plain=True)) == \
        F.trace_fragments(F.topic_trends_figure(topic_trends))


def test_figures_are_small():
    """No embedded 7 kB default template: payloads stay small."""
    kw = pd.DataFrame({"term": ["a"], "n_papers": [1], "share": [1.0]})
    assert len(F.keywords_figure(kw).to_json()) < 2500


def test_shorten_and_topic_name():
    assert F.shorten("a b c", 10) == "a b c"
    assert F.shorten("alpha beta gamma delta", 12) == "alpha beta…"
    assert F.topic_name(3, "diffusion") == "#3 diffusion"
    # a mixed topic keeps its three terms: the prefix is not counted against the limit
    mixed = "mixed: techniques · field · information"
    assert F.topic_name(21, mixed) == "#21 mixed: techniques · field · information"
    assert F.topic_name(21, "mixed: " + "alpha beta gamma delta", 12) == "#21 mixed: alpha beta…"


def test_a_topic_name_too_long_for_an_axis_sheds_its_joined_acronyms_first():
    """Session 60: labels spell a keyword with its acronym ("spiking neural network
    (SNN)"); cut at 38 characters as it was, the acronym took the room of the next term."""
    label = "spiking neural network (SNN) · energy · architecture"
    assert F.topic_name(2, label) == "#2 spiking neural network · energy…"
    # a label that fits keeps them; a repeated label's number " (3)" is no acronym
    assert F.topic_name(4, "graph · large language model (LLM)") == \
        "#4 graph · large language model (LLM)"
    assert F.topic_name(5, "mixed: machine learning (ML) · function · fairness (3)", 30) == \
        "#5 mixed: machine learning · function…"
    assert F.keyword_query("graph neural network") == '"graph neural network"'


# The shortcuts a filter change takes (bench/INTERACTION.md, wave 12) give what the pandas
# calls they replace give.

def test_records_are_the_rows_as_to_dict_gives_them():
    from dashboard.figures.base import records

    table = pd.DataFrame({"topic": [3, 1, 2], "label": ["a", None, "c"],
                          "share": [0.5, float("nan"), 0.25], "year": [2019, 2020, 2021]})
    for at in ([0], [2, 0], [], [1]):
        got, want = records(table, at), table.iloc[at].to_dict("records")
        assert len(got) == len(want)
        for g, w in zip(got, want, strict=True):
            assert list(g) == list(w)
            assert all(g[k] == w[k] or (pd.isna(g[k]) and pd.isna(w[k])) for k in w)
            assert [type(v) for v in g.values()] == [type(v) for v in w.values()]


def test_lines_with_papers_drops_the_lines_a_groupby_would():
    from dashboard.figures.base import lines_with_papers

    table = pd.DataFrame({"topic": [0, 0, 1, 1, 2, 2], "year": [1, 2] * 3,
                          "n_papers": [0, 3, 0, 0, 1, 0], "share_of": ["x"] * 6})
    want = table[table.groupby("topic")["n_papers"].transform("sum") > 0]
    pd.testing.assert_frame_equal(lines_with_papers(table, "topic"), want)
    full = table[table["topic"] != 1]
    assert lines_with_papers(full, "topic") is full  # nothing to drop: the table itself
    assert lines_with_papers(table.iloc[:0], "topic").empty


def test_topics_by_size_is_the_order_of_sort_values(topics):
    from dashboard.figures.topics import topics_by_size

    tied = pd.concat([topics, topics.assign(topic=topics["topic"] + 4)], ignore_index=True)
    for table in (topics, tied, topics.iloc[::-1]):
        shown = table[table["n_papers"] > 0]
        largest = shown.sort_values(["n_papers", "topic"], ascending=[False, True])
        smallest = shown.sort_values(["n_papers", "topic"], ascending=[True, False])
        assert list(table.index[topics_by_size(table)]) == list(largest.index)
        assert list(table.index[topics_by_size(table, largest_first=False)]) == \
            list(smallest.index)


def test_years_without_papers_are_shaded_not_drawn_as_a_trend(topic_trends):
    """ICLR has no 2015 or 2016 papers: a chart over years must not show a trend there."""
    gapped = topic_trends.assign(year=topic_trends["year"].map({2019: 2014, 2020: 2017,
                                                                 2021: 2018}))
    layout = _validated(F.topic_trends_figure(gapped))["layout"]
    (band,) = layout["shapes"]
    assert (band["x0"], band["x1"], band["layer"]) == (2014.5, 2016.5, "above")
    assert [a["text"] for a in layout["annotations"]] == ["no papers shown"]
    assert "shapes" not in F.topic_trends_figure(topic_trends, plain=True)["layout"]
    assert year_gaps([1995, 1997, 1999, 2000, 2004]) == [(1996, 1996), (1998, 1998),
                                                           (2001, 2003)]


def test_the_compare_plot_writes_every_tick_of_its_log_axes_out():
    """Plotly labels a log axis's 2s and 5s with the digit alone ("2 5 0.1 2 5 1")."""
    from dashboard.figures.compare import compare_terms_figure
    t = pd.DataFrame({"term": ["graph", "bandit", "kernel"], "count_a": [3, 40, 9],
                      "count_b": [50, 1, 9], "share_a": [0.03, 0.4, 0.09],
                      "share_b": [0.5, 0.01, 0.09], "z": [4.0, -4.0, 0.0],
                      "direction": ["more in B", "more in A", ""], "group_a": "A",
                      "group_b": "B", "kind": "keyword"})
    layout = _validated(go.Figure(compare_terms_figure(t)))["layout"]
    for axis in ("xaxis", "yaxis"):
        ticks = dict(zip(layout[axis]["tickvals"], layout[axis]["ticktext"], strict=True))
        assert {0.5: "0.5", 1: "1", 2: "2", 5: "5", 10: "10", 20: "20", 50: "50"}.items() \
            <= ticks.items(), ticks
    assert _validated(go.Figure(compare_terms_figure(t)))["data"][1]["cliponaxis"] is False


def test_compare_terms_a_group_never_uses_stand_at_an_axis_0_and_hover_their_true_share():
    """walk57 (COLT against UAI): "halfspace", in 25 COLT papers and no UAI paper, stood at
    half the smallest share drawn, beside the y axis's "0.05" tick, and its hover read
    "UAI: 0.04% (0)"."""
    from dashboard.figures.compare import compare_terms_figure
    # B's smallest share 1/1000 (0.1%), so its zeros stand at 0.05%
    t = pd.DataFrame({"term": ["halfspace", "graph", "bandit"], "count_a": [25, 30, 40],
                      "count_b": [0, 1, 300], "share_a": [0.028, 0.034, 0.045],
                      "share_b": [0.0, 0.001, 0.3], "z": [-3.2, -3.0, 4.0],
                      "direction": ["more in A", "more in A", "more in B"], "group_a": "A",
                      "group_b": "B", "kind": "keyword"})
    d = _validated(go.Figure(compare_terms_figure(t)))
    points = d["data"][1]
    row = points["text"].index("halfspace")
    assert points["y"][row] == 0.05  # where the zeros stand
    ticks = dict(zip(d["layout"]["yaxis"]["tickvals"], d["layout"]["yaxis"]["ticktext"],
                     strict=True))
    assert ticks[0.05] == "0"  # the axis says 0 there ...
    assert min(v for v in ticks if v > 0.05) == 0.1  # ... and no tick before the first share
    assert {0.1: "0.1", 1: "1", 10: "10"}.items() <= ticks.items()
    custom = points["customdata"][row]
    assert custom[3] == 0 and custom[6] == 0.0 and abs(custom[5] - 2.8) < 1e-9
    assert "%{customdata[6]:.2f}%" in points["hovertemplate"]  # B's true share: 0.00%
    assert "%{y" not in points["hovertemplate"] and "%{x" not in points["hovertemplate"]


def test_compare_labels_at_the_edges_point_inwards_and_do_not_overlap():
    """Terms group A never uses stand in one column at the plot's left edge: their labels,
    centred above each point, were cut by the edge and overlapped the next one up."""
    from dashboard.figures.compare import LABEL_PLOT, LABEL_SIZE, _box, _overlap
    from dashboard.figures.margins import text_width

    n = 200
    # (in pairs at one point: small groups' counts tie)
    rows = [{"term": f"only b term number {k}", "count_a": 0, "count_b": 40 * 2 ** (k // 2),
             "share_a": 0.0, "share_b": 40 * 2 ** (k // 2) / n, "z": 6.0 + k / 10,
             "direction": "more in B"} for k in range(8)]
    rows += [{"term": f"only a term {k}", "count_a": 50 * 2 ** (k // 2), "count_b": 0,
              "share_a": 50 * 2 ** (k // 2) / n, "share_b": 0.0, "z": -6.0 - k / 10,
              "direction": "more in A"} for k in range(8)]
    rows += [{"term": f"shared {k}", "count_a": 5 + k, "count_b": 5 + k, "share_a": (5 + k) / n,
              "share_b": (5 + k) / n, "z": 0.0, "direction": ""} for k in range(20)]
    table = pd.DataFrame(rows).assign(kind="keyword", group_a="A", group_b="B")
    diagonal, points = F.compare_terms_figure(table, plain=True)["data"]
    where = {t: p for t, p in zip(points["text"], points["textposition"], strict=True) if t}
    assert len(where) == 16
    assert all(where[f"only b term number {k}"].endswith("right") for k in range(8))
    assert all(where[f"only a term {k}"].endswith("left") for k in range(8))
    # their boxes, laid out as label_positions estimates them, overlap nowhere
    lo, hi = np.log10(diagonal["x"])  # the axes' ends
    boxes = []
    for t, px, py, pos in zip(points["text"], points["x"], points["y"],
                              points["textposition"], strict=True):
        if t:
            u = (np.log10(px) - lo) / (hi - lo) * LABEL_PLOT[0]
            v = (np.log10(py) - lo) / (hi - lo) * LABEL_PLOT[1]
            boxes.append(_box(u, v, text_width([t], LABEL_SIZE), pos))
    assert all(_overlap(a, b) == 0 for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_topic_bars_and_the_trends_legend_carry_their_phone_layout(topics, topic_trends):
    """review53: on a 390-pixel window (~336 px chart) the labels' margin left the bars no
    room; the figure says how to draw it there (assets/narrow_charts.js applies it)."""
    d = _validated(F.topic_sizes_figure(topics))
    [narrow], margin = d["layout"]["meta"]["narrow"], d["layout"]["margin"]
    assert narrow["below"] == margin["l"] + margin["r"] + 120
    assert narrow["layout"]["margin"]["l"] < 20 and narrow["layout"]["yaxis"] == {
        "showticklabels": False}
    notes = narrow["layout"]["annotations"]
    assert [n["y"] for n in notes] == d["data"][0]["y"] == [n["text"] for n in notes]
    assert narrow["below"] < 639  # a 1,400-pixel window's card: drawn as before
    trends = _validated(F.topic_trends_figure(topic_trends))["layout"]
    [legend] = [t["layout"]["legend"] for t in trends["meta"]["narrow"] if "legend" in t["layout"]]
    assert legend["orientation"] == "h" and legend["yanchor"] == "bottom"
    venue_years = _validated(F.venue_years_figure(pd.DataFrame(
        {"venue": ["ICML", "COLT"], "year": [2020, 2021], "all_papers": [3, 4],
         "share_of_year": [1.0, 1.0], "n_papers": [3, 4]})))["layout"]
    assert venue_years["legend"]["y"] > 1  # above the plot: under it, it covered "year"


def test_compare_labels_never_cover_one_another_and_name_only_listed_terms():
    """24k, 2013-2017 against 2020-2024: five listed terms of the lower right ("support
    vector machine", "Bayesian network", "matrix factorization", ...) stood at nearly one
    point and their labels were drawn over one another.  A label that cannot be placed
    clear of those already placed is not drawn (the hover names the term); a term the test
    does not list is never named."""
    n = 400
    # ten listed terms of A at almost one point, strongest first, and an unlisted one
    rows = [{"term": f"crowded term {k}", "count_a": 60, "count_b": 2 + (k % 2),
             "share_a": 60 / n, "share_b": (2 + (k % 2)) / n, "z": -5.0 + k / 10,
             "direction": "more in A"} for k in range(10)]
    rows += [{"term": "unlisted", "count_a": 1, "count_b": 30, "share_a": 1 / n,
              "share_b": 30 / n, "z": 3.0, "direction": ""},
             {"term": "listed b", "count_a": 2, "count_b": 40, "share_a": 2 / n,
              "share_b": 40 / n, "z": 2.5, "direction": "more in B"}]
    rows += [{"term": f"shared {k}", "count_a": 5 + k, "count_b": 5 + k, "share_a": (5 + k) / n,
              "share_b": (5 + k) / n, "z": 0.0, "direction": ""} for k in range(20)]
    table = pd.DataFrame(rows).assign(kind="keyword", group_a="A", group_b="B")
    _, points = F.compare_terms_figure(table, plain=True)["data"]
    named = [t for t in points["text"] if t]
    assert "unlisted" not in named and "listed b" in named
    crowded = [t for t in named if t.startswith("crowded")]
    assert "crowded term 0" in crowded  # the strongest is placed first
    assert 0 < len(crowded) < 8  # not all eight strongest: they cannot all be placed
    # the labels drawn, laid out as label_positions estimates them, overlap nowhere
    from dashboard.figures.compare import LABEL_PLOT, LABEL_SIZE, _box, _overlap
    from dashboard.figures.margins import text_width

    diagonal = F.compare_terms_figure(table, plain=True)["data"][0]
    lo, hi = np.log10(diagonal["x"])
    boxes = [_box((np.log10(px) - lo) / (hi - lo) * LABEL_PLOT[0],
                  (np.log10(py) - lo) / (hi - lo) * LABEL_PLOT[1],
                  text_width([t], LABEL_SIZE), pos)
             for t, px, py, pos in zip(points["text"], points["x"], points["y"],
                                       points["textposition"], strict=True) if t]
    assert all(_overlap(a, b) == 0 for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_an_empty_figure_is_as_tall_as_its_message():
    # "No keyword listed." (one line) sat in a 160 px box above the words explaining it:
    # the box is now its lines and 10 px above and below, inside the 8 px margins
    from dashboard.figures.base import empty_figure
    from dashboard.figures.ranked import ranked_changes_figure

    line = 17  # 13 px text, 1.3 em a line
    one = empty_figure("No keyword listed.", plain=True)["layout"]
    assert one["height"] == 8 + 10 + line + 10 + 8 == 53
    assert one["margin"]["t"] == one["margin"]["b"] == 8
    two = empty_figure("Rising and falling keywords need papers from at least two years.",
                       plain=True)["layout"]
    assert two["annotations"][0]["text"].count("<br>") == 1 and two["height"] == 53 + line
    placeholder = ranked_changes_figure(pd.DataFrame(columns=["kind"]), "keyword").layout
    assert placeholder.height == 53


def test_one_venue_bar_is_a_bar_not_a_block():
    """Paper types per venue of one venue (61k ?venue=RSS): the 160-px floor left its one
    bar ~70 px thick, filling the plot; a wider gap keeps it a bar (trends60)."""
    from dashboard.figures import paper_types_by_figure

    row = {"theory": 30, "empirical": 1040, "both": 180, "unclear": 30, "total": 1280}
    one = pd.DataFrame([{"venue": "RSS", **row}])
    two = pd.DataFrame([{"venue": "RSS", **row}, {"venue": "ICRA", **row}])
    assert paper_types_by_figure(one, "venue", plain=True)["layout"]["bargap"] == 0.6
    assert paper_types_by_figure(two, "venue", plain=True)["layout"]["bargap"] == 0.2


def test_a_diverging_axis_reaches_as_far_each_way_so_both_sides_get_ticks():
    # two venues compared: topics to z = 4.5 one way and -1.6 the other; Plotly's own range
    # ended at about -1.9 and ticked 0, 2, 4 only (walk62): the range is even about 0
    t = pd.DataFrame({
        "kind": ["topic"] * 3, "term": ["graphs", "robots", "vision"], "topic": [0, 1, 2],
        "group_a": ["ICRA"] * 3, "group_b": ["ICLR"] * 3,
        "count_a": [5, 40, 9], "count_b": [60, 10, 20],
        "share_a": [0.05, 0.4, 0.09], "share_b": [0.6, 0.1, 0.2],
        "z": [4.5, -1.6, 2.0], "direction": ["b", "a", "b"],
    })
    axis = _validated(F.compare_topics_figure(t))["layout"]["xaxis"]
    assert axis["range"] == [-4.73, 4.73]  # 4.5 and Plotly's ~5% beyond the longest bar
    # bars one way: even about 0 too, so "← more in ICRA" points at its half of the axis
    # (walk63: ACL against COLING, one bar, an axis from 0)
    one_way = t.assign(z=[4.5, 1.6, 2.0])
    assert _validated(F.compare_topics_figure(one_way))["layout"]["xaxis"]["range"] == [
        -4.73, 4.73]

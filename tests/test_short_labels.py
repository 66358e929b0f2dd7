"""Shortened labels never meet (charts64): Plotly draws every point of one category label
on one bar, so two keywords (or venues) sharing their first 38 characters were drawn as
one bar, the second's value over the first's."""

import pandas as pd
import plotly.graph_objects as go

import dashboard.figures as F
from dashboard.figures.labels import LABEL_CHARS, shortened

RLHF = "large language model based reinforcement learning from human feedback"
RLVR = "large language model based reinforcement learning with verifiable rewards"


def test_two_keywords_sharing_their_first_38_characters_are_two_bars():
    t = pd.DataFrame({"kind": "keyword", "term": [RLHF, RLVR, "in-context learning",
                                                  "dependency parsing"],
                      "z": [14.0, 9.0, -3.5, -1.8], "share_a": 0.01, "share_b": 0.02,
                      "count_a": 10, "count_b": 20, "q": 0.001, "group_a": "2020–2022",
                      "group_b": "2024–2025"})
    fig = F.rising_falling_figure(t, plain=True)
    go.Figure(fig)  # valid Plotly
    bar = fig["data"][0]
    assert len(set(bar["y"])) == len(bar["y"]) == 4  # four bars, not three
    by_term = {c[6]: y for c, y in zip(bar["customdata"], bar["y"], strict=True)}
    assert by_term[RLHF] == "large language model based … feedback"
    assert by_term[RLVR] == "large language model based … rewards"
    assert by_term["in-context learning"] == "in-context learning"  # untouched


def test_two_venues_sharing_their_first_38_characters_are_two_bars():
    row = {"theory": 3, "empirical": 10, "both": 2, "unclear": 1, "total": 16}
    venues = ["Workshop on Trustworthy Machine Learning for Health 2023",
              "Workshop on Trustworthy Machine Learning for Robotics 2023", "ICML"]
    t = pd.DataFrame([{"venue": v, **row} for v in venues])
    fig = F.paper_types_by_figure(t, "venue", plain=True)
    for trace in fig["data"]:
        assert len(set(trace["y"])) == 3
        assert all(len(y) <= LABEL_CHARS for y in trace["y"])


def test_two_followed_lines_cut_alike_are_named_apart():
    years = [2019, 2020]
    rows = [{"item": f"term:{term}", "label": term, "kind": "term", "year": y,
             "n_papers": 1, "year_papers": 10, "share": 0.1}
            for term in (RLHF, RLVR) for y in years]
    names = [d["name"] for d in F.followed_trends_figure(pd.DataFrame(rows), plain=True)["data"]]
    assert len(set(names)) == 2


def test_shortened_tells_apart_only_the_labels_that_met():
    middle = ["a b c d e f g h i j k l m n o p q r s t u v w x y z aa bb X end",
              "a b c d e f g h i j k l m n o p q r s t u v w x y z aa bb Y end"]
    assert shortened(middle) == ["a b c d e f g h i j k l m n o … X end",
                                 "a b c d e f g h i j k l m n o … Y end"]
    # equal texts are one category; a text whose end cannot tell it apart is numbered
    long = "x" * 50
    assert shortened([long, long + "y", long, "short"]) == [
        "x" * 37 + "…", "x" * 37 + "… (2)", "x" * 37 + "…", "short"]
    assert shortened(["a  b", "a b"]) == ["a b", "a b"]  # spaces as shorten gives them


def test_topics_over_the_years_legend_cuts_between_terms():
    """The legend's names end on a whole term, a term too long given by its acronym, and a
    last term that fits is kept (legend67: "#14 system · dynamics · time…" of "time
    series", "#5 language model…" beside room for "· pre-training")."""
    from dashboard.figures.labels import legend_topic_name

    cases = {
        (14, "system · dynamics · time series"): "#14 system · dynamics…",
        (5, "language model · pre-training · BERT"): "#5 language model · pre-training…",
        (31, "simultaneous localization and mapping (SLAM) · map · loop closure"):
            "#31 SLAM · map · loop closure",
        (33, "support vector machine (SVM) · kernel · classifier"):
            "#33 SVM · kernel · classifier",
        (4, "lower bound · bandit · tight"): "#4 lower bound · bandit · tight",
        (35, "mixed: convex optimization · loss function · objective"):
            "#35 mixed: convex optimization…",
        # no term fits and no acronym: cut at a word, as the axes cut
        (9, "extraordinarily long first keyword phrase · x"): "#9 extraordinarily long first…",
    }
    for (k, label), want in cases.items():
        got = legend_topic_name(k, label, 30)
        assert got == want
        assert len(got.split(" ", 1)[1].removeprefix("mixed: ")) <= 30
    rows = [{"year": y, "topic": k, "topic_label": label, "n_papers": 5, "share": 0.2}
            for y in (2020, 2021) for (k, label) in cases]
    fig = F.topic_trends_figure(pd.DataFrame(rows), plain=True)
    cut = fig["layout"]["meta"]["narrow"][0]["data"]  # whole names on a wide chart (ui68)
    names = {(c or t)["name"] for c, t in zip(cut, fig["data"], strict=True)}
    assert set(cases.values()) <= names

"""Bar labels above the bars on a narrow chart, as long as each width holds (polish65):
at 390 px the 24k's topic labels were cut at the axis's 38 characters ("#1 reinforcement
learning · Markov…") with ~100 px of their row blank; at 1,024 px (a 451-pixel card) at
38 too (the 24k's "mixed: " labels, 38 characters and the prefix, put it under 451).  Each tier of widths (NARROW_CARD, PHONE_CHART, SMALL_PHONE_CHART) writes them
as long as its narrowest chart holds, by the same width bound the margins use."""

from __future__ import annotations

import pandas as pd

from dashboard import figures as F
from dashboard.figures.margins import EDGE, NARROW_CARD, text_width
from dashboard.figures.narrow import PHONE_CHART, SMALL_PHONE_CHART, roomy

LONG = "reinforcement learning (RL) · Markov decision process (MDP) · game theory"
LABELS = [LONG, "graph · large language model (LLM) · alignment · policy gradient method",
          "graph neural network (GNN) · molecule · drug discovery", "mixed: convex optimization · loss function · objective"]


def topics(labels: list[str] = LABELS) -> pd.DataFrame:
    n = len(labels)
    return pd.DataFrame({"topic": range(n), "label": labels, "n_papers": range(n, 0, -1),
                         "share": [1 / n] * n, "top_terms": ["a"] * n})


def _tiers(fig: dict) -> list[dict]:
    return [t for t in fig["layout"]["meta"]["narrow"] if "annotations" in t["layout"]]


def test_each_tier_writes_the_labels_as_long_as_its_chart_holds():
    fig = F.topic_sizes_figure(topics(), plain=True)
    tiers = _tiers(fig)
    axis = fig["data"][0]["y"]
    assert [t["below"] for t in tiers[1:]] == [NARROW_CARD, PHONE_CHART]
    assert tiers[0]["below"] > NARROW_CARD and "restate" not in tiers[0]
    assert all(t["restate"] == ["annotations"] for t in tiers[1:])
    for tier, chart in zip(tiers, (NARROW_CARD, PHONE_CHART, SMALL_PHONE_CHART), strict=True):
        notes = {n["y"]: n["text"] for n in tier["layout"]["annotations"]}
        assert set(notes) == set(axis)  # one label a bar, at its bar
        for label, text in notes.items():
            assert text_width([text], 11) <= chart - 2 * EDGE or text == label
            assert len(text) >= len(label)
    wide = {n["y"]: n["text"] for n in tiers[0]["layout"]["annotations"]}
    phone = {n["y"]: n["text"] for n in tiers[1]["layout"]["annotations"]}
    small = {n["y"]: n["text"] for n in tiers[2]["layout"]["annotations"]}
    first = F.topic_name(0, LONG)
    assert first == "#0 reinforcement learning · Markov…"  # the axis's
    # on a 451-px chart every term, the acronyms shed as the whole is too long; a label
    # that fits whole keeps them
    assert wide[first] == "#0 reinforcement learning · Markov decision process · game theory"
    gnn = F.topic_name(2, LABELS[2])
    assert gnn == "#2 graph neural network · molecule…"
    assert wide[gnn] == "#2 graph neural network (GNN) · molecule · drug discovery"
    assert phone[first] == "#0 reinforcement learning · Markov decision…"  # acronyms shed
    assert small[first] == first  # no room for more than the axis's
    assert phone[gnn] == "#2 graph neural network · molecule · drug…"  # shed: no room


def test_roomy_is_the_label_without_names_or_room():
    name = F.topic_name(0, LONG)
    assert roomy(name, None, 1000, 11) == name
    assert roomy(name, lambda _, limit: F.topic_name(0, LONG, limit), 100, 11) == name


def test_short_labels_add_no_tier():
    fig = F.topic_sizes_figure(topics(["a", "b"]), plain=True)
    assert all("restate" not in t for t in fig["layout"]["meta"].get("narrow", []))


def test_the_paper_types_per_topic_bars_are_labelled_as_long_too():
    from analysis.schema import PAPER_TYPES

    t = pd.DataFrame([{"topic": k, "topic_label": lab, "total": 10 + k,
                       **{p: 2 for p in PAPER_TYPES}} for k, lab in enumerate(LABELS)])
    fig = F.paper_types_by_topic_figure(t, plain=True)
    notes = {n["y"]: n["text"] for n in _tiers(fig)[0]["layout"]["annotations"]}
    first = F.topic_name(0, LONG)
    assert len(notes) == len(LABELS) and len(notes[first]) > len(first)
    assert notes[first].startswith("#0 reinforcement learning · Markov decision")

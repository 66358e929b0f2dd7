"""Issue 14, wave 63: the decision-level variants of the "theory only" label
(bench/paper_types/theory_decision.py) move what they say and are chosen as they say.

The wave's finding (RESULTS.md: the variant chosen on dev rounds 1-9, a theory label under 0.3
where the domain score is at least 0.1 giving way to the allowed other label, was not kept)
rests on these functions: :func:`redecide` moves a model-chosen theory label below the
confidence threshold, in an abstract at or above the domain threshold, to the allowed other
label of the highest probability (or ``unclear`` when none is allowed, unless the variant
needs another label); :func:`summary` scores theory precision and recall as
``evaluate.scores`` does; :func:`pick` takes the variant of the best 3-way F1, ties to no
change.  Planted tables with hand-computed answers; no corpus, no model.
"""

from __future__ import annotations

import pandas as pd
import pytest


def _row(gold, label, conf, domain=0.0, model=True, p=(0.0, 0.0, 1.0), ok=(False, False, True)):
    return {"gold": gold, "label": label, "conf": conf, "domain": domain, "model": model,
            "p_both": p[0], "p_empirical": p[1], "p_theory": p[2],
            "ok_both": ok[0], "ok_empirical": ok[1], "ok_theory": ok[2]}


@pytest.fixture
def planted():
    return pd.DataFrame([
        # 0: weak theory, both and empirical allowed, both the more probable: -> both
        _row("both", "theory", 0.25, 0.2, p=(0.35, 0.05, 0.60), ok=(True, True, True)),
        # 1: as 0 but the abstract reads like ML (domain 0.05)
        _row("both", "theory", 0.25, 0.05, p=(0.35, 0.05, 0.60), ok=(True, True, True)),
        # 2: weak theory with no other label allowed (no empirical phrase)
        _row("theory", "theory", 0.20, 0.3, p=(0.30, 0.10, 0.60)),
        # 3: confident theory
        _row("theory", "theory", 0.97, 0.3, p=(0.01, 0.01, 0.98), ok=(True, True, True)),
        # 4: a theory label the rules decided alone (no probabilities): never moved
        _row("empirical", "theory", 0.10, 0.9, model=False),
        # 5: an empirical label: never moved
        _row("empirical", "empirical", 0.20, 0.9, p=(0.1, 0.5, 0.4), ok=(True, True, False)),
    ])


def test_a_weak_theory_label_gives_way_to_the_more_probable_allowed_label(paper_bench, planted):
    redecide = paper_bench.theory_decision.redecide
    out = redecide(planted, 0.3, 0.1, True, calibrate=lambda p: round(p + 0.1, 3))
    assert out["label"].tolist() == ["both", "theory", "theory", "theory", "theory", "empirical"]
    assert out["conf"].tolist() == [0.45, 0.25, 0.20, 0.97, 0.10, 0.20]   # calibrate(0.35)
    # every venue (min domain 0): row 1 moves too; below 0.2: neither (0.25 is not below)
    assert redecide(planted, 0.3, 0.0, True)["label"].tolist()[:2] == ["both", "both"]
    assert redecide(planted, 0.2, 0.0, True)["label"].tolist()[:3] == ["theory"] * 3


def test_with_no_other_label_allowed_it_turns_unclear_only_when_the_variant_says(paper_bench,
                                                                                planted):
    redecide = paper_bench.theory_decision.redecide
    assert redecide(planted, 0.3, 0.1, True)["label"][2] == "theory"
    out = redecide(planted, 0.3, 0.1, False, unclear_conf=0.105)
    assert (out["label"][2], out["conf"][2]) == ("unclear", 0.105)
    assert out["label"][4] == "theory"                       # the rules' label stays


def test_summary_scores_theory_precision_and_recall(paper_bench, planted):
    td = paper_bench.theory_decision
    s = td.summary(planted["gold"], planted[["label", "conf"]])
    # theory labels: rows 0-4 (5), right: 2 and 3; gold theory: 2 and 3, both found
    assert s["n_theory"] == 5 and s["precision"] == pytest.approx(0.4)
    assert s["recall"] == pytest.approx(1.0)
    moved = td.redecide(planted, 0.3, 0.1, True)
    assert td.summary(planted["gold"], moved)["precision"] == pytest.approx(0.5)


def test_pick_takes_the_best_3way_f1_and_ties_to_no_change(paper_bench, planted):
    td = paper_bench.theory_decision
    rules = [td.NO_CHANGE, (0.3, 0.1, True), (0.3, 0.1, False)]
    # row 0 moved to its gold ``both``: the narrow rule wins; the wider one turns the right
    # theory label of row 2 unclear and loses
    rule, _ = td.pick([planted], rules)
    assert rule == (0.3, 0.1, True)
    # where the weak label is right (gold theory), moving it loses: no change is kept
    right = planted.assign(gold=["theory", "both", "theory", "theory", "empirical", "empirical"])
    assert td.pick([right], rules)[0] == td.NO_CHANGE
    # a rule that moves nothing ties with no change: no change, listed first, is kept
    assert td.pick([planted], [td.NO_CHANGE, (0.1, 0.1, True)])[0] == td.NO_CHANGE


def test_summary_scores_as_evaluate_does(paper_bench):
    td, evaluate = paper_bench.theory_decision, paper_bench.evaluate
    gold = pd.Series(["theory", "both", "empirical", "unclear", "theory", "both", "empirical"] * 3)
    pred = pd.Series(["theory", "theory", "empirical", "empirical", "unclear", "both", "both",
                      "both", "both", "empirical", "theory", "theory", "empirical", "empirical",
                      "theory", "theory", "unclear", "unclear", "both", "empirical", "theory"])
    s = td.summary(gold, pd.DataFrame({"label": pred, "conf": 0.5}))
    ref = evaluate.scores(gold, pred)
    assert s["f1_3way"] == pytest.approx(ref["f1_3way"])
    assert s["f1_binary"] == pytest.approx(ref["f1_binary"])
    assert s["precision"] == pytest.approx(evaluate.theory_precision(gold, pred))
    # a label absent from both gold and prediction scores 0, as sklearn's zero_division=0
    assert td.macro_f1(gold.to_numpy(), pred.to_numpy(), ("theory", "nothing")) == pytest.approx(
        td.macro_f1(gold.to_numpy(), pred.to_numpy(), ("theory",)) / 2)

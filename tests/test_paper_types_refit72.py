"""Session 72 (refit72): the leave-one-blind-set-out refit on dev + dev10-dev20
(bench/paper_types/refit72.py) never fits on the set it scores, on round 9 or a held-out split."""

import pickle

import numpy as np
import pandas as pd


def test_a_fold_trains_on_dev_and_the_other_ten_blind_sets(paper_bench):
    refit72, evaluate = paper_bench.refit72, paper_bench.evaluate
    for held in refit72.BLIND_SETS:
        parts = refit72.training_parts(held)
        assert held not in parts
        assert set(parts) == set(evaluate.DEV_PARTS) | (set(refit72.BLIND_SETS) - {held})
        assert not set(parts) & {"dev9", "dev9t", "dev21", "test5", *evaluate.HELD_OUT}
    assert len(refit72.BLIND_SETS) == 11 and set(refit72.BLIND_SETS) < set(evaluate.BLIND_SETS)


def test_pooled_figures_count_the_changed_labels_against_the_shipped_model(paper_bench, tmp_path,
                                                                        monkeypatch, capsys):
    refit72 = paper_bench.refit72
    monkeypatch.setattr(refit72, "TMP", tmp_path)
    monkeypatch.setattr(paper_bench.bootstrap_dev, "DRAWS", 20)
    monkeypatch.setattr(refit72, "BLIND_SETS", ("devA", "devB"))
    gold = {"devA": ["theory", "empirical", "both", "empirical"],
            "devB": ["empirical", "both", "theory", "unclear"]}
    new = {"devA": ["theory", "empirical", "both", "both"],      # the last one right -> wrong
           "devB": ["empirical", "empirical", "theory", "unclear"]}  # both -> empirical
    old = {"devA": ["theory", "empirical", "both", "empirical"],
           "devB": ["empirical", "both", "theory", "unclear"]}
    for held in ("devA", "devB"):
        frames = {k: pd.DataFrame({"paper_type": v[held], "paper_type_confidence": [0.9] * 4})
                  for k, v in (("refit", new), ("shipped", old))}
        (tmp_path / f"fold_plain_{held}.pkl").write_bytes(pickle.dumps(
            {"held": held, "C": 3.0, "weight": "balanced", "gold": np.array(gold[held]),
             **frames}))
    table = refit72.pool("plain", draws=20)
    pooled = table[(table["fold"] == "pooled") & (table["model"] == "refit")].iloc[0]
    assert pooled["changed"] == 2 and pooled["right->wrong"] == 2 and pooled["wrong->right"] == 0
    assert pooled["diff 3-way"] < 0
    shipped = table[(table["fold"] == "pooled") & (table["model"] == "shipped")].iloc[0]
    assert shipped["n"] == 8 and shipped["3-way"] == 1.0
    assert "pooled left-out sets (plain): n = 8, 20 bootstrap draws" in capsys.readouterr().out

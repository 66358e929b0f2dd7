"""Issue 14, session 70 (calib70): the confidence map fitted on the blind dev sets as each
was first scored (:mod:`analysis.paper_types.blindmap`, ``bench/paper_types/blind_calibration.py``).

On main (7358e63) the planted empirical abstract below stated 0.933, the isotonic map with
the dev5 shift; labels stated at 0.933 were right 0.974 of the time on the blind sets as first
scored (313 rows), and Platt's map of them all now states 0.949 (still ``likely``).  The rules'
``unclear`` states 0.328 (20 of 62 right) where main stated 0.356.  No label moves.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from analysis.paper_types import classify_papers, classify_text
from analysis.paper_types.blindmap import MAP_PATH, SOURCES, BlindMap, shipped_blind_map
from analysis.paper_types.calibration import band
from analysis.paper_types.classify import decided_rows
from analysis.paper_types.gated import GATED_CONFIDENCE
from analysis.paper_types.rules import score_text
from analysis.text import clean_text

BENCH = Path(__file__).resolve().parents[1] / "bench" / "paper_types"
sys.path.insert(0, str(BENCH))
import blind_calibration  # noqa: E402  (the bench script that fits the map)

TITLE = "Sparse sensing functions for acoustic scene classification"
ABSTRACT = ("We study the design of sparse sensing functions that map long audio recordings into "
            "a short vector of measurements. The measurements are corrupted by additive noise, "
            "and the sensing functions are learned by maximising the mutual information between "
            "the measurements and the scene label. Encouraging results are presented on two "
            "public data sets, where the learned functions outperform random projections.")


def test_the_shipped_map_is_what_the_bench_script_fits_on_the_committed_pairs():
    pairs = blind_calibration.read_pairs()
    assert set(pairs["set"]) == {f"dev{k}" for k in range(10, 19)}  # no held-out set
    assert len(pairs) == 1720 and pairs.groupby("set").size().min() == 120
    refit = blind_calibration.fit_pairs(pairs)
    shipped = json.loads(MAP_PATH.read_text())
    assert refit.to_dict() == shipped["map"] == shipped_blind_map().to_dict()
    assert shipped["sources"] == list(SOURCES)
    # the rules' shares are the committed pairs' own counts, (right + 1) / (n + 2)
    assert shipped["map"]["rules"] == {"empirical": round(55 / 87, 4), "unclear": round(21 / 64, 4)}


def test_the_fit_recovers_a_planted_map():
    rng = np.random.default_rng(7001)
    conf = rng.uniform(0.2, 0.99, 20000)
    truth = BlindMap(1.3, 0.5)
    right = rng.uniform(size=conf.size) < np.array([truth(c, "model") for c in conf])
    got = blind_calibration.fit(conf, right)
    assert got.a == pytest.approx(1.3, abs=0.08) and got.b == pytest.approx(0.5, abs=0.08)
    # a calibrated classifier gets (nearly) the identity
    calibrated = blind_calibration.fit(conf, rng.uniform(size=conf.size) < conf)
    assert calibrated.a == pytest.approx(1.0, abs=0.06) and abs(calibrated.b) < 0.06


def test_the_map_is_monotone_and_leaves_the_own_constants_alone():
    blind = BlindMap(0.9848, 0.3395, {"empirical": 0.6322, "unclear": 0.3281})
    grid = [blind(c, "model") for c in np.linspace(0.01, 0.99, 99)]
    assert grid == sorted(grid)
    assert blind(0.917, "model") == blind(0.917, "theory") == 0.937
    assert blind(0.569, "rules", "empirical") == 0.632
    assert blind(0.356, "rules", "unclear") == 0.328
    assert blind(GATED_CONFIDENCE, "gate", "both") == GATED_CONFIDENCE
    assert blind(0.105, "doubt", "unclear") == 0.105
    with pytest.raises(ValueError, match="rerun bench"):
        BlindMap(0.0, 0.0)


def test_classify_states_the_mapped_confidence_and_the_same_label():
    text, title = clean_text(ABSTRACT), clean_text(TITLE)
    label, _, before, source = decided_rows([score_text(text, title, ABSTRACT)], [ABSTRACT])[0]
    assert (label, source, before) == ("empirical", "model", 0.933)  # main's 0.933
    after = shipped_blind_map()(before, source, label)
    assert after == 0.949 and band(after) == "likely"
    assert classify_text(text, title, ABSTRACT)[::2] == ("empirical", after)
    out = classify_papers([text], [title], [ABSTRACT])
    assert out[["paper_type", "paper_type_confidence"]].values.tolist() == [["empirical", after]]

"""Issue 14: the ECE a perfectly calibrated classifier shows on a small set
(bench/paper_types/ece_floor.py), which the held-out calibration figures are read against.

Planted confidences with answers known in closed form; no corpus or label is read.
"""

from __future__ import annotations

import numpy as np


def test_sure_labels_have_no_calibration_error(paper_bench):
    # every label stated at 1.0 is right with probability 1: the ECE is exactly 0
    f = paper_bench.ece_floor.floor(np.ones(500), n=100, draws=50, seed=1)
    assert f["median"] == 0.0 and f["fails_ece"] == 0.0 and f["fails_band"] == 0.0


def test_a_coin_stated_as_a_coin_shows_the_binomial_floor(paper_bench):
    ece_floor = paper_bench.ece_floor
    # all at 0.5 (one bin): ECE = |share right - 0.5|, whose mean is about
    # sqrt(2 / pi) * sqrt(0.25 / n) = 0.0399 for n = 100, and half that for n = 400
    small = ece_floor.floor(np.full(1000, 0.5), n=100, draws=4000, seed=2)
    large = ece_floor.floor(np.full(1000, 0.5), n=400, draws=4000, seed=2)
    assert 0.030 <= float(np.mean(small["draws"])) <= 0.050
    assert 0.015 <= float(np.mean(large["draws"])) <= 0.025
    # a perfectly calibrated coin still fails "ECE <= 0.04" often on 100 papers
    assert small["fails_ece"] > 0.25 > large["fails_ece"]


def test_band_shortfall_reads_the_uncertain_band_as_the_issue_does(paper_bench):
    ece_floor = paper_bench.ece_floor
    conf = np.full(40, 0.6)                 # one uncertain band of 40 papers stated at 0.6
    right = np.zeros(40, dtype=bool)
    right[:22] = True                       # 0.55 right: 0.05 below, not more
    assert not ece_floor.band_shortfall(conf, right)
    right[21] = False                       # 0.525: more than 0.05 below
    assert ece_floor.band_shortfall(conf, right)
    assert not ece_floor.band_shortfall(conf[:19], np.zeros(19, dtype=bool))  # under 20: unchecked

"""Issue 14, wave 26: the recipes of bench/paper_types/cv_round9.py (does round 9 help as
training data?) train on the rows they say they do.

The nested CV's verdict (RESULTS.md, wave 26: no recipe beats the current one) is only as
good as the recipes: the current one must never see a round-9 row, "+ dev9" never the
enriched dev9t, and the weighted one must give dev9t the weight of its stratum among the
fold's random robotics / vision rows.  Planted parts and venues, no model fitted.
"""

from __future__ import annotations

import numpy as np
import pytest

PART = np.array(["dev1", "dev5", "test3", "dev9", "dev9", "dev9", "dev9t", "dev9t"], dtype=object)
VENUE = np.array(["ICML", "COLT", "ACL", "ICRA", "CVPR", "AAAI", "IROS", "ICRA"], dtype=object)


def test_the_current_recipe_never_trains_on_round_9(paper_bench):
    w = paper_bench.cv_round9.weights("A", PART, VENUE, np.arange(len(PART)))
    assert w.tolist() == [1, 1, 1, 0, 0, 0, 0, 0]


def test_plain_recipes_add_round_9_rows_at_weight_one(paper_bench):
    cv = paper_bench.cv_round9
    everything = np.arange(len(PART))
    assert cv.weights("B", PART, VENUE, everything).tolist() == [1, 1, 1, 1, 1, 1, 0, 0]
    assert cv.weights("C", PART, VENUE, everything).tolist() == [1] * 8


def test_the_weighted_recipe_gives_dev9t_its_stratum_share(paper_bench):
    cv = paper_bench.cv_round9
    # training rows of a fold: one ML row, two dev9 robotics / vision rows, one dev9 AAAI
    # row (not robotics / vision), both dev9t rows
    rows = np.array([0, 3, 4, 5, 6, 7])
    w = cv.weights("D", PART, VENUE, rows)
    each = cv.THEORY_SHARE_RV * 2 / 2      # share x dev9 robotics / vision rows / dev9t rows
    assert w.tolist() == pytest.approx([1, 1, 1, 1, each, each])
    assert 0.01 < cv.THEORY_SHARE_RV < 0.02  # 704 of 52,343 in main's 61k analysis

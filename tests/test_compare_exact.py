"""Group comparisons use the exact test where the Mantel-Haenszel z is no test, as rising/
falling does (analysis/trends/exact.py).  On the 61k corpora the venue profiles listed
"ultrasonic motor" and "unknown environment" as more at ALT (one of ALT's 51 papers, none
of the other venues' papers of ALT's years: z 5.9, q 6e-8); Fisher's exact p of that table
is 51/2,600, nothing over hundreds of terms."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import fisher_exact, norm

from analysis.trends import compare_groups
from analysis.trends.matched import plain_contrast, two_groups

STEADY = [(100, 5)] * 30  # about 4-5% on both sides: no change


def _fisher_z(y_a: int, n_a: int, y_b: int, n_b: int) -> float:
    p = fisher_exact([[y_b, n_b - y_b], [y_a, n_a - y_a]]).pvalue
    return float(np.sign(y_b / n_b - y_a / n_a) * norm.isf(p / 2))


def test_one_paper_of_a_small_group_is_not_listed_as_its_own():
    # 0 of 2,549 against 1 of 51 (ALT's "ultrasonic motor"); a real one: 0 against 12 of 51
    y_a = np.array([0.0, 0.0] + [a for a, _ in STEADY])
    y_b = np.array([1.0, 12.0] + [b for _, b in STEADY])
    names = ["ultrasonic motor", "regret bound"] + [f"term {i}" for i in range(30)]
    t = compare_groups(y_a, y_b, 2549, 51, names, "other venues", "ALT")
    assert list(t["term"]) == ["regret bound"]  # main: "ultrasonic motor" too, q 1e-7
    assert (t["q"] < 0.05).all()


def test_the_one_table_test_is_fishers_where_the_criterion_fails():
    c = plain_contrast(np.array([1.0, 12.0]), np.array([0.0, 0.0]), 51, 2549)
    assert c.test[0] == pytest.approx(_fisher_z(0, 2549, 1, 51), rel=1e-6)  # main: 7.1
    assert c.test[1] == pytest.approx(_fisher_z(0, 2549, 12, 51), rel=1e-6)


def test_a_large_table_keeps_the_approximate_test():
    # 200 of 1,000 against 260 of 1,000: the criterion holds; the Mantel-Haenszel z stays
    c = plain_contrast(np.array([260.0]), np.array([200.0]), 1000, 1000)
    total, using = 2000.0, 460.0
    expected = 1000 * using / total
    var = 1000 * 1000 * using * (total - using) / (total * total * (total - 1))
    assert c.test[0] == pytest.approx((260 - expected) / np.sqrt(var), rel=1e-9)


def test_two_groups_over_years_use_the_stratified_exact_test():
    # two years; group b (a thin venue) has 1 paper using the term in 2021, group a none;
    # the matched contrast's test is the exact stratified one, not z ~ 5
    count_a = np.array([[0.0, 0.0], [40.0, 44.0]])
    count_b = np.array([[0.0, 1.0], [1.0, 1.0]])
    n_a, n_b = np.array([900.0, 1100.0]), np.array([20.0, 25.0])
    contrast, how = two_groups(count_a, count_b, n_a, n_b, ["2020", "2021"], "year-matched")
    assert how == "year-matched"
    # conditioned on the margins, the one paper falls in b's 25 of 2021's 1,125 papers
    p = 25 / 1125
    assert contrast.test[0] == pytest.approx(norm.isf(p / 2), rel=1e-6)
    assert abs(contrast.test[0]) < 2.5

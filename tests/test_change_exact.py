"""A change of one paper is no change (trends67: on the 61k corpora's theory papers the
rising keywords were "haptic interface (0% -> 0.4%)", "ocean current", ... each one ICRA
paper among ICRA's 6 theory papers of 2022-2023, against 214 before: the Cochran-Mantel-
Haenszel z of an expected count of 0.03 was 6.0, q 3e-6).  Where the Mantel-Fleiss
criterion fails, the exact conditional test decides (analysis/trends/exact.py)."""

from __future__ import annotations

import numpy as np
import pytest

from analysis.trends.cells import Cells
from analysis.trends.changes import change_scores, ranked_changes
from analysis.trends.exact import exact_z, mantel_fleiss_fails
from analysis.trends.periods import Periods

PERIODS = Periods(before=(2000, 2021), recent=(2022, 2023))


def _icra(items: list[tuple[int, int]]) -> tuple[np.ndarray, Cells]:
    """One venue: 214 papers in 2021, 6 in 2022; each item's (before, after) papers."""
    base = np.array([214, 6])
    counts = np.array([[a, b] for a, b in items], dtype=float).T
    cells = Cells(key=np.arange(2), venue=np.array(["ICRA", "ICRA"], dtype=object),
                  year=np.array([2021, 2022]), base=base, papers=base,
                  of_paper=np.zeros(0, dtype=np.int64))
    return counts, cells


def test_one_paper_in_a_thin_later_period_is_not_listed():
    # the one-paper term beside 20 steady ones (about 10% in both periods)
    counts, cells = _icra([(0, 1)] + [(21, 1)] * 20)
    names = np.array(["haptic interface"] + [f"term {i}" for i in range(20)], dtype=object)
    out = ranked_changes(counts, cells, PERIODS, names, "keyword")
    assert "haptic interface" not in list(out["term"])  # main: listed, q 2e-8
    _, test = change_scores(counts[:, :1], cells, PERIODS)
    # P(the one paper falls among the 6 later ones) = 6 / 220, two-sided as Fisher's
    from scipy.stats import norm

    assert test[0] == pytest.approx(norm.isf(6 / 220 / 2), rel=1e-6)  # main: the approximate z


def test_a_sparse_but_real_change_still_holds():
    # 0 of 214 before, 5 of 6 after: exact p ~ 1e-10
    counts, cells = _icra([(0, 5)] + [(21, 1)] * 20)
    names = np.array(["new method"] + [f"term {i}" for i in range(20)], dtype=object)
    out = ranked_changes(counts, cells, PERIODS, names, "keyword")
    assert list(out["term"]) == ["new method"] and list(out["direction"]) == ["rising"]


def test_the_exact_z_matches_fishers_exact_test_on_one_table():
    from scipy.stats import fisher_exact, norm

    ya, na, yb, nb = np.array([3.0]), np.array([40.0]), np.array([9.0]), np.array([30.0])
    p = fisher_exact([[9, 21], [3, 37]]).pvalue
    assert exact_z(ya, na, yb, nb) == pytest.approx(norm.isf(p / 2), rel=1e-6)
    assert exact_z(yb, nb, ya, na) == pytest.approx(-norm.isf(p / 2), rel=1e-6)


def test_the_criterion():
    # expected later count 6 * 1 / 220: fails; 500 + 500 papers, 100 users each side: holds
    assert mantel_fleiss_fails(np.array([[0.0]]), np.array([214.0]), np.array([[1.0]]),
                               np.array([6.0]))[0]
    assert not mantel_fleiss_fails(np.array([[100.0]]), np.array([500.0]),
                                   np.array([[100.0]]), np.array([500.0]))[0]


def test_a_stratum_every_paper_of_which_uses_the_item_counts_as_fixed():
    from scipy.stats import fisher_exact, norm

    # stratum 2: all 5 papers use it, no variance; the test is stratum 1's
    ya, na = np.array([3.0, 2.0]), np.array([40.0, 2.0])
    yb, nb = np.array([9.0, 3.0]), np.array([30.0, 3.0])
    p = fisher_exact([[9, 21], [3, 37]]).pvalue
    assert exact_z(ya, na, yb, nb) == pytest.approx(norm.isf(p / 2), rel=1e-6)

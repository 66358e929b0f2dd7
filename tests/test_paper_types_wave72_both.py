"""Session 72 (both72), trial: the background (the sentences before the authors first say
"we") ends at the first sentence that tells the paper's own work without "we" ("A novel
technique is proposed ..."): a result stated after it is the paper's own, not others'.

Planted: an abstract in the passive voice whose own result follows its own proposal and
comes before any "we" (at 9be8f82 the result is read as prior work and the paper stays
``empirical``; a rewording of dev3 aistats2007:ba7120fe8c).
"""

from __future__ import annotations

from tests.planted_types import label

OWN = ("A novel estimator is proposed for sparse linear regression. The resulting estimator "
       "is computed by a convex program and is solvable in polynomial time. We demonstrate that "
       "the estimator can be kernelized. Promising experimental results are shown on several "
       "standard data sets.")
# the same result before the paper's own work is told: background, as before
SCENE = ("Sparse linear regression is solvable in polynomial time. A novel estimator is "
         "proposed for it. We demonstrate that the estimator can be kernelized. Promising "
         "experimental results are shown on several standard data sets.")


def test_a_result_after_the_own_proposal_is_the_papers():
    kind, evidence = label(OWN)
    assert kind == "both", evidence


def test_a_result_before_it_stays_background():
    kind, evidence = label(SCENE)
    assert kind == "empirical", evidence

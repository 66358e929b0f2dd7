"""Wave 58: an analysis that others made is prior work ("Previous perturbation analysis shows").

The prior-work opener (:data:`analysis.paper_types.lexicon.ATTRIBUTION`: "previous / existing
/ recent ... analyses") named the plural only, so "Previous perturbation analysis shows that
..." counted as the paper's own theory ("perturbation analysis", a wave-57 form as well) and
made an empirical paper ``both``.  The singular is now others' as the plural is; the paper's
own analysis ("our / a perturbation analysis shows") still counts.  The same planted frame as
waves 55 and 57 (a method, the sentence, experiments).
"""

from __future__ import annotations

import pytest

from tests.planted_types import label
from tests.test_paper_types_wave55 import POST, PRE

OTHERS = [
    "Previous perturbation analysis shows that such estimators are unstable.",
    "Previous theoretical analysis shows that such estimators are unstable.",
    "Existing perturbation analysis of the estimator assumes Gaussian noise.",
    "Recent convergence analysis proves that the iterates diverge for large steps.",
    "Classical stability analysis shows that the controller is stable.",
]
OWN = [
    "Our perturbation analysis shows that the estimator is stable.",
    "A perturbation analysis shows that the estimator is stable.",
    "Our theoretical analysis shows that the estimator is consistent.",
    "Through a perturbation analysis, we show that the penalty bounds the error.",
]


@pytest.mark.parametrize("sentence", OTHERS)
def test_others_analysis_leaves_the_paper_empirical(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "empirical", evidence


@pytest.mark.parametrize("sentence", OWN)
def test_an_own_analysis_makes_it_both(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "both", evidence

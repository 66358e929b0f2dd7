"""Issue 14, session 70 (cited70): a run attributed to a citation or a named other party in its
clause is others' run; a theory abstract that cites it stays theory, an own run beside a
citation stays empirical (analysis/paper_types/cited70.py)."""

from __future__ import annotations

import pytest

from analysis.paper_types import attribution, cited70
from analysis.paper_types.classify import classify_text
from analysis.paper_types.cues import sentence_starts

THEORY = ("We prove a minimax lower bound for the estimation of sparse covariance matrices "
          "and show that thresholding estimators attain it. ")

OTHERS = [
    "In experiments of [3], such estimators beat standard approaches.",
    "Experiments in [3] show that such estimators beat standard approaches.",
    "Field demonstrations of similar planners were reported by Smith et al. (2019).",
    "Proof-of-concept experiments were reported by Smith et al. (2019).",
    "Previous experiments by others have shown that such estimators overfit.",
    "Smith et al. [3] showed in experiments that such estimators beat standard approaches.",
]

OWN = [
    "Unlike [3], we evaluate the estimators on real data and they beat standard approaches.",
    "We extend the experiments of [3] and show that the estimators beat standard approaches.",
    "Our experiments, as in [3], show that the estimators beat standard approaches.",
    "Experiments on the benchmark of [3] show that the estimators beat standard approaches by 5%.",
    "Results on the KITTI benchmark [5] show that the estimators beat standard approaches by 5%.",
]


@pytest.mark.parametrize("sentence", OTHERS)
def test_others_run_keeps_theory(sentence: str) -> None:
    assert classify_text(THEORY + sentence)[0] == "theory"


@pytest.mark.parametrize("sentence", OWN)
def test_own_run_beside_a_citation_stays_empirical(sentence: str) -> None:
    assert classify_text(THEORY + sentence)[0] == "both"


@pytest.mark.parametrize("sentence", OTHERS)
def test_the_sentence_is_others_work(sentence: str) -> None:
    low = (THEORY + sentence).lower()
    starts = sentence_starts(THEORY + sentence)
    assert cited70.cited_runs(low, starts) == {1}
    assert 1 in attribution.others_work(low, starts, [], [], 0)


@pytest.mark.parametrize("sentence", OWN)
def test_no_own_sentence_is_read(sentence: str) -> None:
    low = (THEORY + sentence).lower()
    assert cited70.cited_runs(low, sentence_starts(THEORY + sentence)) == set()


def test_a_cited_run_set_against_the_own_finding_keeps_the_run() -> None:
    text = ("This paper investigates helical microrobots actuated by a magnetic field in methyl "
            "cellulose solutions. Furthermore, results indicate that the existence of fibers can "
            "help the robots swim more effectively, which agrees with previous experimental "
            "results reported for natural bacteria.")
    assert cited70.cited_runs(text.lower(), sentence_starts(text)) == set()

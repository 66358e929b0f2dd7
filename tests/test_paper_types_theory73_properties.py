"""Session 73 (theory73): formal properties of the paper's own method analysed or established
(:mod:`analysis.paper_types.properties73`).

Planted in an empirical abstract with several runs, each own analysis of a formal property
makes the paper ``both`` (at 8d3689d it stays ``empirical``: rewordings of dev21
iros2015:7354044 and aistats2012:a11da66e35, dev ijcai2023:paper346 and corpus changes read
right); properties of data, a design's merits and a discussion of effects leave it
``empirical``.
"""

from __future__ import annotations

import re

import pytest

from analysis.paper_types import properties73
from tests.planted_types import assert_wired_as_unfitted_theory, label

PRE = ("We propose a new graph clustering method for directed networks. Experiments on "
       "twelve benchmark data sets show that the method outperforms five baselines.")
POST = ("On a large migration data set, it improves accuracy by 4.2% over the state of the "
        "art and runs three times faster.")

OWN = [
    # dev21 iros2015:7354044
    "Stability and invariance properties of the update are analyzed.",
    # dev21 aistats2012:a11da66e35
    "Pointwise and uniform consistency properties are established for the developed method.",
    # dev ijcai2023:paper346
    "It studies their formal properties and their behaviour on different graphs.",
    # icra2021:9561938, icra2012:6225219 (corpus, read right)
    "We derive the observability properties of our formulation.",
    "We analyze the identifiability properties of the proposed model.",
]

LOOKALIKES = [
    # nips1996:0068c097aa, iclr2018:rkQu4Wb0Z: properties of data or of runs
    "We study low-order statistical properties in several graph ensembles.",
    "A variety of statistical properties are investigated for 10 different strategies.",
    # iros2021:9635929: a design's merits
    "Additional desirable properties are derived from using sparse graphs.",
    # icra2015:7140046: a discussion, no result
    "The resultant effects on the invariance properties are discussed.",
    # properties that are no analysis
    "The method has good stability properties in practice.",
]


@pytest.mark.parametrize("sentence", OWN)
def test_an_own_formal_property_analysed_makes_the_paper_both(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "both", evidence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_a_lookalike_leaves_it_empirical(sentence):
    kind, evidence = label(f"{PRE} {sentence} {POST}")
    assert kind == "empirical", evidence


@pytest.mark.parametrize("sentence", OWN)
def test_each_own_sentence_is_read_by_a_form(sentence):
    low = sentence.lower()
    assert any(re.search(p, low) for p, _ in properties73.THEORY), sentence


@pytest.mark.parametrize("sentence", LOOKALIKES)
def test_no_form_reads_a_lookalike(sentence):
    low = sentence.lower()
    assert not any(re.search(p, low) for p, _ in properties73.THEORY), sentence


def test_the_forms_are_wired_as_unfitted_theory_and_never_alone():
    assert_wired_as_unfitted_theory(properties73.THEORY)

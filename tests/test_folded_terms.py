"""One idea, one term: an acronym with its long form's usual head ("EM algorithm"), and
a noun or its adjective before a phrase's head ("robot arm" / "robotic arm")."""

import random

import numpy as np
import pytest

from analysis.search import query_mask
from analysis.terms import build_vocabulary
from analysis.terms.adjectives import derived_forms
from analysis.text import clean_text
from tests.planted_terms import analysis_of_kinds

_FILL = ("across seven benchmarks", "under mild assumptions", "with few samples",
         "on real data", "in practice", "at scale")


def _papers(kinds: dict[str, tuple[str, int]], seed: int = 0) -> tuple[list[str], list[str]]:
    """(kinds, texts): ``n`` papers of each kind whose abstract writes ``phrase`` (a
    phrase between function words: the rest of the sentence varies)."""
    rng = random.Random(seed)
    names, texts = [], []
    for kind, (phrase, n) in kinds.items():
        for _ in range(n):
            names.append(kind)
            texts.append(f"A study {len(texts)} {rng.choice(_FILL)}. "
                         f"We use the {phrase} {rng.choice(_FILL)}. We then compare it "
                         f"{rng.choice(_FILL)}, and report what we find {rng.choice(_FILL)}.")
    return names, texts


#: Expectation maximization written with "algorithm" (after its definition too) in most
#: of its uses; out-of-distribution with many heads, "detection" in a quarter; GANs never
#: with "training" in the long form.
HEADED = {
    "em_defined": ("expectation-maximization (EM) algorithm", 10),
    "em_long": ("expectation-maximization algorithm", 6),
    "em_short": ("EM algorithm", 10),
    "em_alone": ("expectation-maximization", 4),
    "ood_defined": ("out-of-distribution (OOD) data", 10),
    "ood_detection": ("OOD detection", 8),
    "ood_long_detection": ("out-of-distribution detection", 5),
    "ood_generalization": ("out-of-distribution generalization and OOD samples", 10),
    "gan_defined": ("generative adversarial networks (GANs)", 10),
    "gan_training": ("GAN training", 8),
}


@pytest.fixture(scope="module")
def headed():
    kinds, texts = _papers(HEADED)
    return kinds, texts, build_vocabulary([clean_text(t) for t in texts], min_df=2)


def test_an_acronym_with_its_long_forms_usual_head_is_the_long_forms_term(headed):
    _, _, v = headed
    em = v.lookup("expectation-maximization")
    assert em is not None and v.terms.loc[em, "acronym"] == "EM"
    assert v.lookup("EM algorithm") == em
    assert v.lookup("expectation-maximization algorithm") == em
    assert v.terms.loc[em, "term"] == "expectation-maximization"  # never "EM algorithm"


def test_an_acronym_with_another_head_is_that_phrases_term_not_the_acronyms(headed):
    _, _, v = headed
    ood = v.lookup("out-of-distribution")
    detection = v.lookup("out-of-distribution detection")
    assert ood is not None and detection is not None and detection != ood
    assert v.lookup("OOD detection") == detection
    assert v.terms.loc[detection, "term"] == "out-of-distribution detection"
    gan, training = v.lookup("GAN"), v.lookup("GAN training")
    assert gan is not None and training is not None and training != gan


#: Robotics papers naming one thing with a noun or its adjective, and two that are not.
ADJECTIVES = {
    "quadruped": ("quadruped robot", 8),
    "quadrupedal": ("quadrupedal robot", 6),
    "robot_arm": ("robot arm", 7),
    "robotic_arm": ("robotic arm", 7),
    "sign": ("traffic sign", 6),
    "signal": ("traffic signal", 6),
    "robotic_words": ("robotic platforms and a robot", 6),
}


@pytest.fixture(scope="module")
def adjectives():
    kinds, texts = _papers(ADJECTIVES, seed=1)
    return kinds, texts, build_vocabulary([clean_text(t) for t in texts], min_df=2)


def test_a_noun_and_its_adjective_before_a_head_are_one_term(adjectives):
    _, _, v = adjectives
    quadruped = v.lookup("quadruped robot")
    assert quadruped is not None and v.lookup("quadrupedal robot") == quadruped
    assert v.terms.loc[quadruped, "term"] == "quadruped robot"  # the most used
    assert v.lookup("robot arm") == v.lookup("robotic arm") is not None


def test_a_head_or_a_single_word_is_never_read_as_an_adjective(adjectives):
    _, _, v = adjectives
    assert v.lookup("traffic sign") != v.lookup("traffic signal")
    assert v.lookup("robot") != v.lookup("robotic")


@pytest.mark.parametrize("noun,adjective", [
    ("robot", "robotic"), ("quadruped", "quadrupedal"), ("optic", "optical"),
    ("entropy", "entropic"), ("topology", "topological"), ("convolution", "convolutional"),
])
def test_derived_forms(noun, adjective):
    assert adjective in derived_forms(noun)
    assert "natural" not in derived_forms("nature")  # no "-e" stem


def test_a_folded_terms_papers_are_found_by_each_spelling(tmp_path):
    """The keyword's count, a search for it and a search for a folded spelling agree."""
    kinds, texts = _papers({**HEADED, **ADJECTIVES})
    analysis = analysis_of_kinds(tmp_path, kinds, texts, "ICRA", 2020, 3)
    v, index = analysis.vocab, analysis.search_index
    for term, other in [("expectation-maximization", "EM algorithm"),
                        ("quadruped robot", "quadrupedal robot"),
                        ("out-of-distribution detection", "OOD detection")]:
        j = v.lookup(term)
        assert j is not None and v.lookup(other) == j
        papers = np.flatnonzero(query_mask(index, f'"{v.terms.loc[j, "term"]}"'))
        assert np.array_equal(papers, np.flatnonzero(query_mask(index, f'"{other}"')))
        assert int(v.terms.loc[j, "df"]) == papers.size
    quadrupedal = [i for i, k in enumerate(kinds) if k == "quadrupedal"]
    assert set(quadrupedal) <= set(np.flatnonzero(query_mask(index, '"quadruped robot"')))

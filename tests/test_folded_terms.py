"""One idea, one term: an acronym with its long form's usual head ("EM algorithm"), and
a noun or its adjective before a phrase's head ("robot arm" / "robotic arm")."""

import random

import numpy as np
import pytest

from analysis.search import build_search_index, query_mask, variant_pairs, with_term_papers
from analysis.search.heads import label_head, with_head_labels
from analysis.search.senses import with_senses
from analysis.terms import build_vocabulary
from analysis.terms.adjectives import derived_forms
from analysis.terms.headed import is_action_noun
from analysis.text import clean_text
from dashboard.figures.keywords import keyword_labels
from tests.planted_terms import analysis_of_kinds, count_kinds

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


def _labelled(texts: list[str]):
    """The vocabulary of ``texts`` with its labels' heads decided on the terms' papers, as
    ``analyze`` decides them: each keyword's papers the search's, then the heads."""
    cleaned = [clean_text(t) for t in texts]
    vocab = build_vocabulary(cleaned, min_df=2)
    index, removed = with_senses(vocab, build_search_index(cleaned, variant_pairs(vocab)))
    return with_head_labels(with_term_papers(vocab, index, removed), index)


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
    return kinds, texts, _labelled(texts)


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


#: Kullback-Leibler written with "divergence" in most of its uses (the label holds the
#: head); human-object interaction and part-of-speech with a task ("detection", "tagging")
#: as often (never the long form's term); RMS error, whose "root mean square error" is
#: RMSE's long form (RMSE's term, not RMS's).
LABELLED = {
    "kl_defined": ("Kullback-Leibler (KL) divergence", 10),
    "kl_short": ("KL divergence", 12),
    "kl_alone": ("KL regularizer", 4),
    "hoi_defined": ("human-object interaction (HOI) detection", 10),
    "hoi_short": ("HOI detection", 10),
    "hoi_long": ("human-object interaction detection", 4),
    "hoi_alone": ("human-object interaction", 4),
    "pos_defined": ("part-of-speech (POS) tagging", 10),
    "pos_short": ("POS tagging", 10),
    "pos_long": ("part-of-speech tagging", 4),
    "rms_defined": ("root mean square (RMS) error", 10),
    "rms_short": ("RMS error", 10),
    "rmse_defined": ("root mean square error (RMSE)", 10),
    "pid_defined": ("proportional-integral-derivative (PID) controller", 10),
    "pid_long": ("proportional-integral-derivative controller", 4),
    "pid_alone": ("proportional-integral-derivative", 8),
    "pid_short": ("PID controller", 6),
    "pid_gains": ("PID gains", 16),
    "pid_control": ("PID control", 10),
}


@pytest.fixture(scope="module")
def labelled():
    kinds, texts = _papers(LABELLED, seed=2)
    return _labelled(texts)


def test_a_term_joined_with_its_usual_head_is_labelled_with_it(labelled, headed):
    """The label says what most of its papers write: "Kullback-Leibler (KL) divergence" (a
    reviewer, wave 36: "Kullback-Leibler (KL)" lost the head), "expectation-maximization
    (EM) algorithm"; PID, whose "controller" is in under half of its papers (20 of 54, with
    "PID gains" and "PID control"), is joined with it but labelled by the long form alone."""
    v = labelled
    kl = v.lookup("KL divergence")
    assert kl is not None and v.lookup("Kullback-Leibler") == kl
    assert v.label(kl).lower() == "kullback-leibler (kl) divergence"
    assert keyword_labels(v.terms.loc[[kl]]) == [v.label(kl)]  # the chart's labels
    pid = v.lookup("PID controller")
    assert pid is not None and v.lookup("PID") == pid
    assert v.label(pid).lower() == "proportional-integral-derivative (pid)"
    _, _, em = headed
    assert em.label(em.lookup("EM algorithm")) == "expectation-maximization (EM) algorithm"


#: Uses and papers in other proportions (a reviewer, wave 36: the 61k corpus's
#: "high-definition (HD) map", "map" after 0.56 of the uses, in about half of its papers).
#: HD: a few papers on maps repeat "HD map" (22 of the 32 uses of "HD" and
#: "high-definition" write "map"), most papers write "HD" with something else (6 of the
#: 16 papers write "map").  EM: most papers write "EM algorithm" once (36 of 49), a few
#: repeat "EM" alone (46 of the 95 uses write "algorithm").
BY_PAPERS = {
    "hd_maps": ("high-definition (HD) map with HD map layers, HD map tiles and HD map edits",
                4),
    "hd_long_map": ("high-definition map", 2),
    "hd_video": ("HD video", 2),
    "hd_camera": ("HD camera", 2),
    "hd_image": ("HD image", 2),
    "hd_display": ("HD display", 2),
    "hd_long_image": ("high-definition image", 2),
    "em_defined": ("expectation-maximization (EM) algorithm", 10),
    "em_long": ("expectation-maximization algorithm", 6),
    "em_short": ("EM algorithm", 20),
    "em_alone": ("expectation-maximization", 4),
    "em_repeated": ("EM with EM steps, EM updates, EM rounds and EM sweeps", 9),
}


@pytest.fixture(scope="module")
def by_papers():
    kinds, texts = _papers(BY_PAPERS, seed=4)
    return kinds, _labelled(texts)


def test_a_label_holds_the_head_most_of_its_papers_write_not_most_uses(by_papers):
    """"map" follows most uses of "high-definition (HD)" but is in 6 of its 16 papers: no
    head; "algorithm" follows under half of EM's uses but is in 36 of its 49 papers: the
    head."""
    kinds, v = by_papers
    hd, em = v.lookup("HD"), v.lookup("EM")
    assert hd is not None and v.lookup("HD map") == hd == v.lookup("high-definition map")
    assert v.label(hd) == "high-definition (HD)"
    assert v.label(em) == "expectation-maximization (EM) algorithm"
    # the papers the label is decided on: the term's, as counted
    assert count_kinds(kinds, v.term_docs(hd)) == {k: n for k, (_, n) in BY_PAPERS.items()
                                                  if k.startswith("hd")}
    assert v.terms.at[em, "heads"] == "algorithm" and v.terms.at[hd, "heads"] == "map"


def test_a_head_written_by_exactly_half_of_the_papers_is_no_label():
    """A strict majority (a reviewer, wave 36: two heads at exactly half both "held a
    majority" and the later won by dict order); of two heads with one, the most papers';
    on a tie, the first (the most used)."""
    papers = np.arange(10)
    assert label_head(papers, {"a": np.arange(5)}) == ""
    assert label_head(papers, {"a": np.arange(6)}) == "a"
    assert label_head(papers, {"a": np.arange(5), "b": np.arange(5, 10)}) == ""
    assert label_head(papers, {"x": np.arange(6), "y": np.arange(2, 9)}) == "y"
    assert label_head(papers, {"x": np.arange(6), "y": np.arange(4, 10)}) == "x"
    assert label_head(np.empty(0, np.int64), {"a": np.empty(0, np.int64)}) == ""


@pytest.mark.parametrize("short,long,task", [
    ("HOI", "human-object interaction", "detection"),
    ("POS", "part-of-speech", "tagging"),
])
def test_an_acronym_with_a_task_is_the_tasks_term(labelled, short, long, task):
    """A head naming an action on what the acronym names is another idea, however often
    it is written: "HOI detection" is "human-object interaction detection", not HOI."""
    v = labelled
    acronym, phrase = v.lookup(short), v.lookup(f"{long} {task}")
    assert acronym is not None and phrase is not None and phrase != acronym
    assert v.lookup(f"{short} {task}") == phrase
    assert v.label(acronym).lower() == f"{long} ({short})".lower()


def test_an_acronyms_head_that_spells_another_acronym_is_that_ones(labelled):
    """"RMS error" is RMSE (its "root mean square error" is RMSE's long form), not RMS,
    though RMS is written with "error" in every use."""
    v = labelled
    rmse, rms = v.lookup("RMSE"), v.lookup("RMS")
    assert rmse is not None and rms is not None and rmse != rms
    assert v.lookup("RMS error") == rmse == v.lookup("root mean square error")
    assert v.label(rms).lower() == "root mean square (rms)"


def test_is_action_noun():
    assert all(is_action_noun(w) for w in ("detection", "tagging", "segmentation",
                                           "estimation", "alignment", "regression"))
    assert not any(is_action_noun(w) for w in ("divergence", "algorithm", "controller",
                                               "map", "error", "model"))


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


def test_a_derived_word_mostly_used_as_a_noun_is_no_adjective():
    """"functional" ends a run of words in most of its uses ("a convex functional"): a
    noun of analysis, so "function space" and "functional space" stay two terms, while
    the same two phrases join when "functional" is a modifier (MAX_HEAD_SHARE)."""
    noun = {"function_space": ("function space", 6), "functional_space": ("functional space", 6),
            "a_functional": ("convex functional", 10)}
    for kinds, joined in ((noun, False), ({**noun, "a_functional": ("functional form", 10)},
                                          True)):
        _, texts = _papers(kinds, seed=3)
        v = build_vocabulary([clean_text(t) for t in texts], min_df=2)
        assert (v.lookup("function space") == v.lookup("functional space")) is joined
        assert v.lookup("function space") is not None


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

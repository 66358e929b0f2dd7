"""Keywords name subjects, not fragments of longer terms, and one term has one spelling.

Planted corpora: the subjects of :mod:`tests.planted_terms` plus papers about terms that
nest a shorter phrase ("principal" and "independent component analysis"; "empirical risk
minimization"; "large", "masked" and "neural language model") and papers writing a subject
in British or American spelling.  Nested terms: :mod:`analysis.terms.termhood`
(C-value, counted by papers); spellings: :func:`analysis.terms.inflection.american`.
"""

from __future__ import annotations

import random

import pytest

from analysis.search import build_search_index
from analysis.terms import build_vocabulary, keyword_counts, papers_with_term
from analysis.terms.inflection import american, word_key
from analysis.text import clean_text
from tests.planted_terms import GENERIC, planted_papers

_OBJECTS = "benchmarks baselines settings regimes tasks domains".split()


def _paper(rng: random.Random, title: str, uses: list[str]) -> str:
    """A paper titled ``title`` that writes each of ``uses`` once, between function
    words and punctuation (so that no other phrase forms around it), among the generic
    words every planted paper uses."""
    generic = GENERIC[:]
    rng.shuffle(generic)
    body = " ".join(f"Across {w} within {rng.choice(_OBJECTS)}." for w in generic)
    said = " ".join(f"We rely on the {u}, as {rng.choice(_OBJECTS)} show." for u in uses)
    return clean_text(f"{title}. {said} {body}")


def _texts(extra: list[tuple[str, list[str]]], seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    return [p["text"] for p in planted_papers()] + [_paper(rng, t, u) for t, u in extra]


def _keywords(texts: list[str]) -> set[str]:
    return set(keyword_counts(build_vocabulary(texts))["term"])


def _nested(n: int, longer: str, shorter_alone: int = 0) -> list[tuple[str, list[str]]]:
    """``n`` papers about ``longer`` (named in the title and twice more), the first
    ``shorter_alone`` of them also writing its last two words on their own."""
    short = " ".join(longer.split()[-2:])
    return [(f"{longer.capitalize()} {i}", [longer, longer] + [short] * (i < shorter_alone))
            for i in range(n)]


def test_a_phrase_only_inside_two_longer_keywords_is_no_keyword():
    texts = _texts(_nested(20, "principal component analysis")
                   + _nested(20, "independent component analysis"))
    keywords = _keywords(texts)
    assert {"principal component analysis", "independent component analysis"} <= keywords
    assert "component analysis" not in keywords  # a fragment of the two
    v = build_vocabulary(texts)
    j = v.lookup("component analysis")  # still a term one can search and count
    assert j is not None and v.terms.loc[j, "df"] == 40
    assert v.terms.loc[j, "standalone_share"] == 0 and v.terms.loc[j, "containers"] == 2


def test_a_phrase_its_own_papers_rarely_use_alone_is_no_keyword():
    # "risk minimization" stands alone in a quarter of its occurrences (21 of 81: below
    # the phrase selection's 80% in one longer phrase), but in 3 of its 23 papers only
    many = [(f"Empirical risk minimization {i}", ["empirical risk minimization"] * 2)
            for i in range(20)]
    few = [(f"Risk minimization {i}", ["risk minimization"] * 6) for i in range(3)]
    texts = _texts(many + few)
    v = build_vocabulary(texts)
    j = v.lookup("risk minimization")
    assert v.terms.loc[j, "df"] == 23
    assert v.terms.loc[j, "standalone_share"] == pytest.approx(3 / 23)
    keywords = _keywords(texts)
    assert "empirical risk minimization" in keywords and "risk minimization" not in keywords


def test_a_phrase_inside_many_distinct_longer_terms_is_still_a_keyword():
    # "language model" heads three longer terms: C-value credits it with most of its
    # nested uses, so it stays a keyword though few papers write it alone
    texts = _texts(_nested(20, "large language model", 2) + _nested(20, "masked language model")
                   + _nested(20, "neural language model"))
    v = build_vocabulary(texts)
    j = v.lookup("language model")
    assert v.terms.loc[j, "containers"] == 3 and v.terms.loc[j, "standalone_share"] < 0.2
    assert {"language model", "large language model", "masked language model",
            "neural language model"} <= _keywords(texts)


def test_a_phrase_often_used_alone_stays_a_keyword_beside_its_longer_term():
    texts = _texts(_nested(20, "neural machine translation", 10)
                   + [(f"Machine translation {i}", ["machine translation"] * 2)
                      for i in range(10)])
    assert {"machine translation", "neural machine translation"} <= _keywords(texts)


@pytest.mark.parametrize(("british", "american_"), [
    ("optimisation", "optimization"), ("regularised", "regularized"),
    ("normalising", "normalizing"), ("analyse", "analyze"), ("analysed", "analyzed"),
    ("self-organising", "self-organizing"), ("Generalisations", "generalization"),
])
def test_british_and_american_spellings_have_one_key(british, american_):
    assert word_key(british) == word_key(american_) == american_


@pytest.mark.parametrize(("british", "american_"), [
    ("modelling", "modeling"), ("labelled", "labeled"), ("unlabelled", "unlabeled"),
    ("travellers", "traveler"), ("behaviour", "behavior"), ("Behavioural", "behavioral"),
    ("neighbourhoods", "neighborhood"), ("favourable", "favorable"), ("centre", "center"),
    ("centred", "centered"), ("millimetre", "millimeter"), ("dialogues", "dialog"),
    ("catalogue", "catalog"), ("defence", "defense"), ("licence", "license"),
    ("grey-box", "gray-box"), ("artefacts", "artifact"), ("human-centred", "human-centered"),
])
def test_other_british_spellings_have_one_key(british, american_):
    assert word_key(british) == word_key(american_) == american_


@pytest.mark.parametrize("word", ["size", "prize", "seize", "noise", "raise", "rise",
                                  "pairwise", "otherwise", "wise", "analysis", "basis",
                                  "tour", "hour", "journal", "resource", "telling",
                                  "selling", "fence", "science", "genre", "vogue", "mater"])
def test_words_with_no_other_spelling_keep_their_key(word):
    assert american(word) == word


def test_british_and_american_spellings_are_one_keyword():
    american_papers = [(f"Bayesian optimization {i}", ["Bayesian optimization"] * 2)
                       for i in range(12)]
    british_papers = [(f"Bayesian optimisation {i}", ["Bayesian optimisation"] * 2)
                      for i in range(8)]
    texts = _texts(american_papers + british_papers)
    v = build_vocabulary(texts)
    kc = keyword_counts(v).set_index("term")
    assert kc.loc["Bayesian optimization", "n_papers"] == 20  # shown as most write it
    assert "Bayesian optimisation" not in kc.index
    assert v.lookup("Bayesian optimisation") == v.lookup("bayesian optimization")
    assert papers_with_term(v, "Bayesian optimisation").sum() == 20
    # the search reads the same keys: either spelling finds every paper
    index = build_search_index(texts)
    first = len(texts) - 20
    found = index.find('"Bayesian optimisation"').mask
    assert found.sum() == 20 and found[first:].all()
    assert (index.find("optimization").mask == index.find("optimisation").mask).all()


def test_a_british_inner_word_is_no_plural():
    """The number of a phrase's inner word is the one most of its uses write; "dialogue"
    in "dialogue system" is the singular of the key "dialog" (it showed "dialogues
    system" when the spelling alone made a token count as inflected)."""
    texts = _texts([(f"A dialogue system {i}", ["dialogue system"] * 2) for i in range(12)]
                   + [(f"A dialog system {i}", ["dialog system"] * 2) for i in range(8)]
                   + [(f"Open dialogues {i}", ["dialogues"] * 2) for i in range(3)])
    kc = keyword_counts(build_vocabulary(texts)).set_index("term")
    assert kc.loc["dialogue system", "n_papers"] == 20
    assert "dialog system" not in kc.index and "dialogues system" not in kc.index


def test_a_british_only_phrase_keeps_its_spelling():
    """A corpus that only writes British spellings sees them whole: the head's singular
    is taken in the surface's own spelling (it was cut to the key's length: "topic
    modellin", "visual storytellin", "task dialog")."""
    texts = [clean_text(t) for t in [
        "Visual storytelling with transformers. We study visual storytelling on albums.",
        "Grounded visual storytelling. Visual storytelling models write stories.",
        "Topic modelling at scale. We revisit topic modelling with neural networks.",
        "Neural topic modelling. Topic modelling with variational inference.",
        "Task dialogue systems. We study task dialogue with friendly neighbours.",
        "Robust task dialogue. Task dialogue under noise, among neighbours.",
    ]]
    terms = set(build_vocabulary(texts, min_df=1).terms["term"])
    assert {"visual storytelling", "topic modelling", "task dialogue"} <= terms
    assert not {t for t in terms if t.endswith(("modellin", "storytellin", "dialog"))}


def test_the_more_common_spelling_is_shown():
    texts = _texts([(f"Bayesian optimisation {i}", ["Bayesian optimisation"] * 2)
                    for i in range(12)]
                   + [(f"Bayesian optimization {i}", ["Bayesian optimization"] * 2)
                      for i in range(8)])
    kc = keyword_counts(build_vocabulary(texts)).set_index("term")
    assert kc.loc["Bayesian optimisation", "n_papers"] == 20
    assert "Bayesian optimization" not in kc.index


def test_a_phrase_inside_longer_phrases_that_are_no_keywords_is_no_fragment():
    # a templated corpus writes "diffusion model" only inside "denoising diffusion model"
    # and "diffusion model improves sample", neither a keyword: it is the term itself
    # (tests/conftest.py's planted corpus); inside one keyword it is a fragment
    import pandas as pd

    from analysis.terms.termhood import fragments

    terms = pd.DataFrame({"n_words": [2, 2, 2, 1], "standalone_share": [0.0, 0.0, 0.5, 0.0],
                          "containers": [2, 2, 1, 0], "term_containers": [0, 1, 1, 0]})
    assert fragments(terms).tolist() == [False, True, False, False]
    assert not fragments(terms.drop(columns="term_containers")).any()  # saved before it


def test_a_clipped_last_word_is_one_spelling_of_the_phrase():
    # "neural nets" is "neural networks" written short; "net" alone and "net effect" are
    # other words, and "elastic net" has no "elastic network" to join
    from analysis.terms.inflection import spelling_key

    assert spelling_key("neural net") == spelling_key("neural-network") == "neuralnetwork"
    assert spelling_key("net") == "net" and spelling_key("net effect") == "neteffect"
    full = [(f"Neural networks {i}", ["neural network"] * 2) for i in range(12)]
    clipped = [(f"Neural nets {i}", ["neural nets"] * 2) for i in range(8)]
    elastic = [(f"Elastic net {i}", ["elastic net"] * 2) for i in range(8)]
    texts = _texts(full + clipped + elastic)
    v = build_vocabulary(texts)
    kc = keyword_counts(v).set_index("term")
    assert kc.loc["neural network", "n_papers"] == 20  # shown as most write it
    assert "neural net" not in kc.index
    assert v.lookup("neural nets") == v.lookup("neural network")
    assert papers_with_term(v, "neural net").sum() == 20
    # the search counts them the same way: either spelling, quoted, finds all 20
    from analysis.search.term_papers import term_papers, variant_pairs

    index = build_search_index(texts, variant_pairs(v))
    assert term_papers(index, "neural network").sum() == 20
    assert index.find('"neural nets"').mask.sum() == 20
    j = v.lookup("elastic net")
    assert j is not None and v.terms.loc[j, "df"] == 8 and v.terms.loc[j, "term"] == "elastic net"

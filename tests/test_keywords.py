"""Keywords: counted by papers, generic words excluded, look-ups and contexts."""

import numpy as np
import pytest

from analysis.terms import build_vocabulary, keyword_counts, papers_with_term, text_key
from analysis.text import clean_text
from tests.planted_terms import GENERIC, planted_papers

TEXTS = [clean_text(t) for t in [
    "Differential privacy for deep learning. We propose a novel method with differential "
    "privacy, differential privacy and again differential privacy.",
    "Private learning. Differential Privacy bounds for models; results show gains.",
    "Large language models. LLMs and an LLM; we propose a new approach.",
    "Remodeling URLs. A model of URL structure; the proposed method is novel.",
    "Gradient descent. Models trained by gradient descent; large language models too.",
]]


@pytest.fixture(scope="module")
def vocab():
    return build_vocabulary(TEXTS, min_df=1)


@pytest.fixture(scope="module")
def planted():
    papers = planted_papers()
    return papers, build_vocabulary([p["text"] for p in papers])


def test_generic_words_never_rank_as_keywords(planted):
    papers, v = planted
    kc = keyword_counts(v)
    keys = {text_key(t) for t in kc["term"]}
    assert not keys & set(GENERIC)
    # every paper uses them, so they are terms one can count and search ...
    for word in GENERIC:
        assert v.terms.loc[v.lookup(word), "df"] == len(papers)
    # ... but the keywords are the planted subjects, each used by its 20 papers
    assert sorted(kc["term"]) == ["Gaussian process", "differential privacy",
                                  "generative adversarial network", "learning to rank",
                                  "mixture of experts", "theory of mind"]
    assert (kc["n_papers"] == 20).all()
    assert kc.set_index("term").loc["generative adversarial network", "acronym"] == "GAN"


def test_counts_are_papers_not_occurrences(planted):
    papers, v = planted
    kc = keyword_counts(v)
    row = kc[kc["term"] == "differential privacy"].iloc[0]
    assert row["n_papers"] == 20  # three uses in each of 20 papers
    assert row["share"] == pytest.approx(20 / len(papers))
    assert list(kc.columns) == ["term", "n_papers", "share", "acronym", "head"]
    assert kc["n_papers"].is_monotonic_decreasing


def test_rows_subset_and_limit(planted):
    papers, v = planted
    rows = np.array([p["subject"] in ("privacy", "tom") for p in papers])
    kc = keyword_counts(v, rows=rows)
    assert set(kc["term"]) == {"differential privacy", "theory of mind"}
    assert (kc["share"] == 0.5).all()
    assert len(keyword_counts(v, limit=3)) == 3
    # row indices work like a mask
    assert keyword_counts(v, rows=np.flatnonzero(rows)).equals(kc)


def test_inflections_counted_once(vocab):
    j = vocab.lookup("models")
    assert vocab.lookup("Model") == j
    assert vocab.terms.loc[j, "df"] == 4  # papers 1, 2, 3 and 4


def test_papers_with_term_any_case_and_inflection(vocab, planted):
    assert papers_with_term(vocab, "Differential Privacy").tolist() == [1, 1, 0, 0, 0]
    assert papers_with_term(vocab, "LLMs").tolist() == [0, 0, 1, 0, 0]
    assert papers_with_term(vocab, "large language model").tolist() == [0, 0, 1, 0, 1]
    assert not papers_with_term(vocab, "quantum chromodynamics").any()
    # an acronym finds the papers that only write its expansion, and the other way round
    papers, v = planted
    gan = [p["subject"] == "gan" for p in papers]
    assert papers_with_term(v, "GAN").tolist() == gan
    assert papers_with_term(v, "generative adversarial networks").tolist() == gan


def test_accented_words_match_unaccented():
    texts = ["The Nyström method for kernels.", "A Nystrom approximation."]
    v = build_vocabulary(texts, min_df=2)
    assert v.terms.loc[v.lookup("Nyström"), "df"] == 2


def test_keyword_counts_follow_the_keyword_flags(planted):
    _, v = planted
    kc = keyword_counts(v)
    flagged = v.terms[v.terms["keyword"] & (v.terms["df"] > 0)]
    assert sorted(kc["term"]) == sorted(flagged["term"])


def test_a_small_corpus_borrows_termhood_from_the_reference(monkeypatch):
    """Two papers, neither naming the term first: with the base rate as the prior it is
    no keyphrase; with a reference that names it first in half its papers it is, and a
    term the reference lacks is judged as before (analysis.terms.reference)."""
    import pandas as pd

    from analysis.terms import reference, termhood

    table = pd.DataFrame({"df": [500], "uses": [2.0], "lead_share": [0.5],
                          "end_share": [0.9]}, index=pd.Index(["quantization"], name="key"))
    monkeypatch.setattr(reference, "reference_terms", lambda: table)
    stats = pd.DataFrame({"df": [2, 2], "tf": [2, 2], "lead": [0, 0], "end": [0, 0]},
                         index=["quantization", "unknownword"])
    out = termhood.term_statistics(stats, n_docs=57, base_lead=0.1)
    m = termhood.LEAD_PSEUDO_PAPERS
    assert out.loc["quantization", "lead_share"] == pytest.approx(m * 0.5 / (2 + m))
    assert out.loc["unknownword", "lead_share"] == pytest.approx(m * 0.1 / (2 + m))
    e = termhood.END_PSEUDO_USES
    assert out.loc["quantization", "end_share"] == pytest.approx(e * 0.9 / (2 + e))
    assert out.loc["unknownword", "end_share"] == 0.0
    # the reference's 2 uses per paper make the pseudo-papers bursty too
    r = termhood.RIDF_PSEUDO_PAPERS
    assert out.loc["quantization", "ridf"] == pytest.approx(
        termhood.residual_idf(np.array([2 + r]), np.array([2 + 2 * r]), 57 + r)[0])
    with reference.without_reference():
        plain = termhood.term_statistics(stats, n_docs=57, base_lead=0.1)
    assert plain.loc["quantization", "lead_share"] == pytest.approx(m * 0.1 / (2 + m))
    # with papers enough of its own, a term is smoothed toward the base rate as before
    many = termhood.REFERENCE_BELOW
    stats.loc["quantization", ["df", "tf"]] = many
    out = termhood.term_statistics(stats, n_docs=57, base_lead=0.1)
    assert out.loc["quantization", "lead_share"] == pytest.approx(m * 0.1 / (many + m))
    assert out.loc["quantization", "end_share"] == 0.0


def test_the_57_seed_abstracts_get_20_keywords_and_no_generic_word():
    """Issue 10 on the bundled default: before the reference priors 7 keywords, three
    of them one paper's repeated word."""
    from analysis.io import load_corpus

    vocab = build_vocabulary(load_corpus(None).papers["text"].tolist())
    keywords = keyword_counts(vocab)["term"].tolist()
    assert len(keywords) >= 20
    assert not {text_key(t) for t in keywords} & set(GENERIC)



def _subject_papers(name: str, seed: int) -> list[str]:
    """20 planted papers about ``name``: named in the title and twice on its own."""
    import random

    from tests import planted_terms

    rng, out = random.Random(seed), []
    for i in range(20):
        generic = list(GENERIC)
        rng.shuffle(generic)
        body = " ".join(planted_terms._generic_sentence(rng, generic[j:j + 4])
                        for j in range(0, len(generic), 4))
        out.append(clean_text(f"{name.capitalize()} for {rng.choice(planted_terms._OBJECTS)} "
                              f"{i}. {body} In {rng.choice(planted_terms._OBJECTS)} with "
                              f"{name}, or without {name}."))
    return out


def test_a_word_the_whole_field_uses_is_no_keyword(monkeypatch):
    """Issue 10 on other venues: "network" heads CVPR's and AAAI's keywords, "learning"
    ICRA's, although each is bursty, named in titles and used on its own.  Planted: two
    subjects written alike, "network" (also the head of the GAN papers' name) and
    "segmentation"; both are keywords, "network" the first, until the reference says its
    median venue uses "network" in 30% of its papers (the field's vocabulary,
    termhood.MAX_VENUE_SHARE) and "segmentation" in 3%."""
    import pandas as pd

    from analysis.terms import reference, termhood

    texts = [p["text"] for p in planted_papers()] + _subject_papers("network", 1) \
        + _subject_papers("segmentation", 2)
    monkeypatch.setattr(reference, "reference_terms", lambda: pd.DataFrame(
        columns=list(reference.COLUMNS[1:]), index=pd.Index([], name="key")))
    before = keyword_counts(build_vocabulary(texts))
    assert before["term"].iloc[0] == "network" and "segmentation" in set(before["term"])
    table = pd.DataFrame({"df": [9000, 2000], "uses": [1.5, 2.0], "lead_share": [0.3, 0.4],
                          "end_share": [0.5, 0.7], "venue_share": [0.3, 0.03]},
                         index=pd.Index(["network", "segmentation"], name="key"))
    monkeypatch.setattr(reference, "reference_terms", lambda: table)
    vocab = build_vocabulary(texts)
    after = keyword_counts(vocab)
    assert set(after["term"]) == set(before["term"]) - {"network"}
    assert 0.03 < termhood.MAX_VENUE_SHARE <= 0.3
    # still a term one can count and search: its 20 papers and the GAN papers naming it
    assert vocab.terms.loc[vocab.lookup("network"), "df"] == 33


def test_words_of_the_field_that_latex_also_uses_are_terms():
    """"equation" and "label" were dropped as markup debris (LaTeX's equation environment,
    its label command): "differential equation" (in 363 abstracts of ../shared) and "label
    noise" (161) were never terms, and the fragment "ordinary differential" stood for the
    first.  Markup proper stays out."""
    texts = [clean_text(t) for t in [
        "Neural ordinary differential equations. We fit ordinary differential equations.",
        "Learning with label noise. Label noise hurts training; we correct label noise.",
        "Solving a differential equation. The differential equation is stiff in $\\mathcal{O}(n)$.",
        "Robust training under label noise. Label noise again, and a differential equation.",
        "Stiff ordinary differential equations. Label noise in ordinary differential equations.",
    ]]
    vocab = build_vocabulary(texts, min_df=1)
    for term in ("differential equation", "ordinary differential equation", "label noise"):
        assert vocab.lookup(term) is not None, term
    assert vocab.lookup("mathcal") is None


def test_least_squares_is_a_phrase_not_its_fragment():
    """"least" was a function word, so "least squares" (294 papers of the 24k) could never
    be a phrase and "squares regression" (62, every one of them "least squares
    regression") stood for its three-word term."""
    texts = [clean_text(t) for t in [
        "Least squares regression revisited. We study least squares regression at scale.",
        "Fast least squares regression. Least squares regression with sketches.",
        "Robust least squares regression. Least squares regression under noise, at least.",
        "Partial least squares regression. We fit least squares regression again.",
    ]]
    vocab = build_vocabulary(texts, min_df=1)
    assert vocab.lookup("least squares regression") is not None
    assert vocab.lookup("squares regression") is None

"""Keywords: counted by papers, generic words excluded, look-ups and contexts."""

import numpy as np
import pytest

from analysis.terms import build_vocabulary, keyword_counts, papers_with_term
from analysis.text import clean_text

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


def test_counts_are_papers_not_occurrences(vocab):
    kc = keyword_counts(vocab)
    row = kc[kc["term"] == "differential privacy"].iloc[0]
    assert row["n_papers"] == 2  # five occurrences, two papers
    assert row["share"] == pytest.approx(2 / 5)
    assert list(kc.columns) == ["term", "n_papers", "share"]
    assert kc["n_papers"].is_monotonic_decreasing


def test_generic_words_excluded(vocab):
    terms = set(keyword_counts(vocab)["term"])
    for g in ("propose", "novel", "method", "approach", "results", "paper", "proposed"):
        assert g not in terms
    assert "model" in terms or "models" in terms
    assert "LLM" in terms
    assert "large language models" in terms


def test_inflections_counted_once(vocab):
    kc = keyword_counts(vocab)
    models = kc[kc["term"].str.lower().isin(["model", "models"])]
    assert len(models) == 1
    assert models["n_papers"].iloc[0] == 4  # papers 1, 2, 3 and 4


def test_rows_subset_and_limit(vocab):
    rows = np.array([True, True, False, False, False])
    kc = keyword_counts(vocab, rows=rows)
    dp = kc[kc["term"] == "differential privacy"].iloc[0]
    assert dp["n_papers"] == 2 and dp["share"] == 1.0
    assert "LLM" not in set(kc["term"])
    assert len(keyword_counts(vocab, limit=3)) == 3
    # row indices work like a mask
    assert keyword_counts(vocab, rows=np.array([0, 1])).equals(kc)


def test_papers_with_term_any_case_and_inflection(vocab):
    assert papers_with_term(vocab, "Differential Privacy").tolist() == [1, 1, 0, 0, 0]
    assert papers_with_term(vocab, "LLMs").tolist() == [0, 0, 1, 0, 0]
    assert papers_with_term(vocab, "large language model").tolist() == [0, 0, 1, 0, 1]
    assert not papers_with_term(vocab, "quantum chromodynamics").any()


def test_accented_words_match_unaccented():
    texts = ["The Nyström method for kernels.", "A Nystrom approximation."]
    v = build_vocabulary(texts, min_df=2)
    assert v.terms.loc[v.lookup("Nyström"), "df"] == 2


def test_at_least_100_keywords_when_the_corpus_has_them():
    words = [f"topic{chr(97 + i % 26)}{chr(97 + i // 26)}" for i in range(150)]
    texts = [" ".join(words[i:i + 10]) + "." for i in range(0, 150, 5)]
    kc = keyword_counts(build_vocabulary(texts, min_df=2))
    assert len(kc) >= 100
    assert (kc["share"] <= 1).all() and (kc["share"] > 0).all()

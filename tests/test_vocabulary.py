"""Vocabulary: inflection merge, acronyms, phrases, debris, order independence."""

import numpy as np
import pytest

from analysis.terms import build_vocabulary, default_min_df, word_key
from analysis.text import clean_text

TEXTS = [clean_text(t) for t in [
    "Large Language Models for reasoning. We propose a novel method: LLMs reason with "
    "chain of thought. Code at https://github.com/x/y.",
    "Scaling large language models. Our LLM uses gradient descent; models improve.",
    "A large language model agent. The LLM plans with reinforcement learning (RL).",
    "Gradient descent for deep networks. Stochastic gradient descent with a model of "
    "noise; (cid:12) mathcal results show it works.",
    "Reinforcement learning with GANs. RL agents and a GAN generator; the model learns.",
    "Optimal transport. Optimization of the optimal transport plan; policies and a policy.",
]]


@pytest.mark.parametrize("token,key", [
    ("Models", "model"), ("models", "model"), ("LLMs", "llm"), ("GANs", "gan"),
    ("policies", "policy"), ("classes", "class"), ("matrices", "matrix"),
    ("processes", "process"), ("k-means", "k-means"), ("means", "means"),
    ("analysis", "analysis"), ("dynamics", "dynamics"), ("topics", "topic"),
    ("biases", "bias"), ("RL", "rl"), ("ReLUs", "relu"), ("model's", "model"),
])
def test_word_key_merges_inflections_only(token, key):
    assert word_key(token) == key


def test_derivations_are_not_merged():
    # a stemmer would map both to "optim"; their counts must stay apart
    assert word_key("optimal") != word_key("optimization")
    assert word_key("experience") != word_key("experiment")


def test_inflections_share_one_term_and_lookup_is_insensitive():
    v = build_vocabulary(TEXTS, min_df=2)
    j = v.lookup("Models")
    assert j is not None
    assert v.lookup("model") == j == v.lookup("MODELS")
    assert v.terms.loc[j, "key"] == "model"
    assert (v.terms["key"] == "model").sum() == 1
    # "Models" (0), "models" (1), "model" (2, 3, 4): five papers
    assert v.terms.loc[j, "df"] == 5


def test_acronyms_kept_upper_case_and_singular():
    v = build_vocabulary(TEXTS, min_df=1)
    assert v.terms.loc[v.lookup("llms"), "term"] == "LLM"
    assert v.terms.loc[v.lookup("rl"), "term"] == "RL"
    assert v.terms.loc[v.lookup("GANs"), "term"] == "GAN"


def test_phrases_found_with_display_form():
    v = build_vocabulary(TEXTS, min_df=2)
    j = v.lookup("large language model")
    assert j is not None
    assert v.terms.loc[j, "n_words"] == 3
    assert v.terms.loc[j, "term"] == "large language models"
    assert v.terms.loc[j, "df"] == 3
    for p in ("gradient descent", "reinforcement learning"):
        assert v.lookup(p) is not None, p
    v1 = build_vocabulary(TEXTS, min_df=1)
    assert v1.terms.loc[v1.lookup("optimal transport"), "df"] == 1
    assert v1.terms.loc[v1.lookup("Policies"), "term"] in ("policy", "policies")
    # fragments of a longer phrase are not terms of their own
    assert v.lookup("large language") is None


def test_debris_and_function_words_are_not_terms():
    v = build_vocabulary(TEXTS, min_df=1)
    terms = set(v.terms["key"])
    for w in ("https", "github", "cid", "mathcal", "the", "with", "of"):
        assert w not in terms
    # generic words stay (countable) but are flagged; generic-only phrases never exist
    assert v.terms.loc[v.lookup("propose"), "generic"]
    assert not v.terms.loc[v.lookup("reinforcement learning"), "generic"]
    assert v.lookup("novel method") is None
    assert v.lookup("results show") is None


def test_matrix_counts_and_rows():
    v = build_vocabulary(TEXTS, min_df=2)
    assert v.matrix.shape == (len(TEXTS), len(v.terms))
    j = v.lookup("gradient descent")
    col = v.matrix[:, j].toarray().ravel()
    assert col.tolist() == [0, 1, 0, 2, 0, 0]
    assert v.terms["df"].tolist() == list(np.diff(v.matrix.tocsc().indptr))


def test_same_terms_and_ids_in_any_order():
    v1 = build_vocabulary(TEXTS, min_df=2)
    perm = [3, 5, 0, 2, 4, 1]
    v2 = build_vocabulary([TEXTS[i] for i in perm], min_df=2)
    assert v1.terms.equals(v2.terms)
    assert (v1.matrix[perm] != v2.matrix).nnz == 0


def test_default_min_df_grows_slowly():
    assert default_min_df(57) == 2
    assert default_min_df(3000) == 5
    assert default_min_df(24000) == 15


def test_empty_and_tiny_inputs():
    v = build_vocabulary([], min_df=1)
    assert v.matrix.shape[0] == 0 and len(v.terms) == 0
    v = build_vocabulary(["", "Graph neural networks."], min_df=1)
    assert v.lookup("graph neural network") is not None
    assert v.matrix[0].nnz == 0

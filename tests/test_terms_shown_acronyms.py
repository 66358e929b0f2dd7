"""A joined acronym is shown only where a fifth of the term's papers write it (session 61).

Main showed every joined acronym: "neural network (NN)" on the 24k (the acronym in 53 of
its 3,574 papers), "gradient descent (GD)" (42 of 995), "Monte Carlo (MC)" on ICML (2 of
94), an author's ad-hoc abbreviation dressed as the field's name, in the keyword chart
and the topic labels alike (:mod:`analysis.terms.shown_acronyms`).  Planted papers: a few
define "neural network (NN)", many write only "neural network"; GANs are written by most
of their papers.  Only the display changes: the acronym still finds the term's papers.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pandas as pd
import pytest

from analysis.terms import build_vocabulary
from analysis.terms.keywords import keyword_counts, papers_with_term
from tests.planted_terms import kind_texts

KINDS = {
    "nn_defined": (3, "Image classification", "We train a neural network (NN) on images. "
                   "The NN is small."),
    "nn_long": (27, "Graph learning", "We train a neural network on graphs. The neural "
                "network is deep."),
    "gan_defined": (5, "Face synthesis", "We train generative adversarial networks (GANs) "
                    "on faces. GANs are unstable."),
    "gan_used": (10, "Image synthesis", "We train GANs on scenes. Our GAN is stable."),
    "gan_long": (10, "Texture synthesis", "We train generative adversarial networks on "
                 "textures. The generative adversarial networks are small."),
}


@pytest.fixture(scope="module")
def planted():
    kinds, texts = kind_texts(KINDS, seed=5)
    return np.asarray(kinds), texts, build_vocabulary(texts, min_df=2)


def test_an_acronym_few_of_the_terms_papers_write_is_not_shown(planted):
    kinds, _, vocab = planted
    j = vocab.lookup("neural network")
    assert j is not None and vocab.lookup("NN") == j  # joined: one term
    assert vocab.label(j) == "neural network"  # main: "neural network (NN)"
    row = vocab.terms.loc[j]
    assert row["acronym"] == "NN" and row["df"] == 30 and row["acronym_papers"] == 3
    # the search for either finds both, as before
    nn, long = papers_with_term(vocab, "NN"), papers_with_term(vocab, "neural network")
    assert (nn == long).all() and set(kinds[nn]) == {"nn_defined", "nn_long"}
    assert int(nn.sum()) == 30


def test_an_acronym_most_of_the_terms_papers_write_is_shown(planted):
    _, _, vocab = planted
    j = vocab.lookup("GAN")
    assert j is not None
    assert vocab.label(j) == "generative adversarial network (GAN)"
    row = vocab.terms.loc[j]
    assert row["df"] == 25 and row["acronym_papers"] == 15


def test_the_keyword_table_carries_the_acronym_as_shown(planted):
    _, _, vocab = planted
    # both named keywords (the planted papers are too alike for the termhood tests)
    named = vocab.terms["term"].isin(["neural network", "generative adversarial network"])
    terms = vocab.terms.assign(keyword=vocab.terms["keyword"] | named)
    table = keyword_counts(dataclasses.replace(vocab, terms=terms)).set_index("term")
    assert table.at["neural network", "acronym"] == ""  # main: "NN"
    assert table.at["generative adversarial network", "acronym"] == "GAN"


def test_the_acronym_count_does_not_depend_on_the_chunks(planted):
    _, texts, vocab = planted
    chunked = build_vocabulary(texts, min_df=2, chunk_size=7)
    assert chunked.terms["acronym_papers"].tolist() == vocab.terms["acronym_papers"].tolist()
    assert chunked.terms["shown_acronym"].tolist() == vocab.terms["shown_acronym"].tolist()


def test_the_rule_shows_an_acronym_from_a_fifth_of_the_papers():
    from analysis.terms.shown_acronyms import MIN_SHARE, with_shown_acronyms

    terms = pd.DataFrame({"acronym": ["GD", "TS", "", "BERT"], "df": [100, 100, 50, 10]})
    out = with_shown_acronyms(terms, np.array([19, 20, 0, 10]))
    assert MIN_SHARE == 0.2
    assert out["shown_acronym"].tolist() == ["", "TS", "", "BERT"]
    assert out["acronym"].tolist() == terms["acronym"].tolist()  # matching unchanged
    # not counted (a cluster worker of an older version): every acronym, as before
    assert with_shown_acronyms(terms, None)["shown_acronym"].tolist() == \
        ["GD", "TS", "", "BERT"]


def test_an_acronym_whose_key_is_a_function_word_is_counted_as_written():
    """"RE" keys as the function word "re", no word: its tokens count for no term, so
    the first count of session 61 found no paper writing it (NLP venues: "relation
    extraction (RE)" 0 of 138, "active learning (AL)" 0 of 38) and hid it."""
    kinds = {
        "defined": (4, "Relation extraction", "We study relation extraction (RE) on news. "
                    "RE is hard."),
        "long": (6, "Web relations", "We study relation extraction on web text. The "
                 "relation extraction is noisy."),
        "other": (10, "Entity typing", "We study entity typing on web text. The entity "
                  "typing is noisy."),
    }
    _, texts = kind_texts(kinds, seed=2)
    vocab = build_vocabulary(texts, min_df=2)
    j = vocab.lookup("relation extraction")
    assert j is not None and vocab.terms.at[j, "acronym"] == "RE"
    assert vocab.terms.at[j, "df"] == 10 and vocab.terms.at[j, "acronym_papers"] == 4
    assert vocab.label(j) == "relation extraction (RE)"

"""A joined term is shown by its acronym alone when its papers write little else
(session 63, issue 10).

On ACL + NAACL + COLING the keyword chart and rising/falling spelled BERT "Bidirectional
Encoder Representations from Transformers (BERT)" (cut to its bare long form on the
axes), though 4 of its 380 papers write the long form: a name the field writes and
seldom expands.  A term whose other spellings under a fifth of its papers write is now
shown by its acronym ("BERT"), in every place that spells it (the vocabulary's ``term``,
which the keyword tables, the search and the topic labels read); a term its papers
define and write out ("generative adversarial network (GAN)") keeps its long form beside
the acronym
(:mod:`analysis.terms.shown_acronyms`).  Planted papers: two define BERT, twelve write
only "BERT"; GANs defined by five, written out by ten, as acronym alone by ten.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from analysis.terms import build_vocabulary
from analysis.terms.shown_acronyms import with_shown_acronyms
from tests.planted_terms import kind_texts

KINDS = {
    "bert_defined": (2, "Language models", "We fine-tune Bidirectional Encoder "
                     "Representations from Transformers (BERT) on tasks. BERT is large."),
    "bert_short": (12, "Text classification", "We fine-tune BERT on reviews. Our BERT "
                   "model is small."),
    "gan_defined": (5, "Face synthesis", "We train generative adversarial networks (GANs) "
                    "on faces. GANs are unstable."),
    "gan_used": (10, "Image synthesis", "We train GANs on scenes. Our GAN is stable."),
    "gan_long": (10, "Texture synthesis", "We train generative adversarial networks on "
                 "textures. The generative adversarial networks are small."),
}


@pytest.fixture(scope="module", params=[1_000, 4], ids=["one_chunk", "chunks"])
def vocab(request):
    _, texts = kind_texts(KINDS, seed=5)
    return build_vocabulary(texts, min_df=2, chunk_size=request.param)


def test_an_acronym_its_papers_write_alone_is_the_term_shown(vocab):
    j = vocab.lookup("BERT")
    assert j is not None
    assert vocab.lookup("bidirectional encoder representations from transformers") == j
    row = vocab.terms.loc[j]
    assert (row["term"], row["shown_acronym"], row["acronym"]) == ("BERT", "", "BERT")
    assert vocab.label(j) == "BERT"
    assert row["df"] == 14  # both spellings still counted as one term


def test_an_acronym_its_papers_define_keeps_its_long_form(vocab):
    j = vocab.lookup("GAN")
    assert j is not None
    assert vocab.label(j) == "generative adversarial network (GAN)"
    assert vocab.terms.loc[j, "df"] == 25


def test_no_term_is_spelled_by_the_long_form(vocab):
    assert not vocab.terms["term"].str.contains("from Transformers", case=False).any()


def test_the_rule_reads_the_papers_writing_each_form():
    terms = pd.DataFrame({"term": ["Bidirectional Encoder Representations from Transformers",
                                   "generative adversarial network", "neural network",
                                   "graph"],
                          "acronym": ["BERT", "GAN", "NN", ""], "df": [100, 100, 100, 100]})
    acronym = np.array([99, 73, 1, 0])
    out = with_shown_acronyms(terms, acronym, np.array([19, 60, 100, 100]))
    assert out["term"].tolist() == ["BERT", "generative adversarial network",
                                    "neural network", "graph"]
    assert out["shown_acronym"].tolist() == ["", "GAN", "", ""]
    # a fifth of the papers writing the long form keeps it; not counted: as before
    out = with_shown_acronyms(terms, acronym, np.array([20, 60, 100, 100]))
    assert out["term"].iloc[0].startswith("Bidirectional")
    assert with_shown_acronyms(terms, acronym)["shown_acronym"].iloc[0] == "BERT"

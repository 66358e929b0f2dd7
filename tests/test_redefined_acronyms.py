"""An acronym a paper defines otherwise does not count for the corpus's expansion (wave 32).

Schwartz & Hearst (2003): a definition fixes what a short form means in the paper that
gives it.  Planted papers: most define "xenon yield zones (XYZ)", a few "xylem yeast
zymase (XYZ)"; some write "XYZ" without defining it; two define the other meaning but
also write "xenon yield zones"; three define a variant, "xenon-yielding zones (XYZ)"
(the same first and last words: the same thing).  The term "xenon yield zone (XYZ)"
counts all but the papers that say their XYZ is something else (main:
every paper writing "XYZ", as "latent Dirichlet allocation (LDA)" counted 16 linear
discriminant analysis papers on the 24k corpus).  Papers writing "xyz" as a word (a file
format) are not counted either: the search finds an added acronym only as a short form,
and the matrix now reads it so (main: it counted them, as "slip" for SLIP).
"""

from __future__ import annotations

import numpy as np
import pytest

from analysis.search import build_search_index, term_papers, variant_pairs
from analysis.terms import build_vocabulary
from analysis.terms.acronyms import defined_at, meanings, short_form_sites, text_definitions
from analysis.terms.tokens import tokenize_chunk
from tests.planted_terms import analysis_of_kinds, count_kinds, kind_texts, planted_papers

#: kind -> (how many, title, abstract)
KINDS = {
    "dominant": (10, "Xenon yield zones", "We map xenon yield zones (XYZ) in reactors. "
                 "Each XYZ is measured twice; XYZ maps guide operators."),
    "other": (4, "Xylem yeast zymase", "We purify xylem yeast zymase (XYZ) from plants. "
              "The XYZ ferments sugar; XYZ activity peaks at noon."),
    "undefined": (5, "Reactor maps", "Operators read XYZ maps of the reactor. The XYZ "
                  "readings drift."),
    "both": (2, "Two meanings", "Unlike xenon yield zones, xylem yeast zymase (XYZ) "
             "ferments sugar. XYZ activity is low."),
    "variant": (3, "Reactor zones", "We chart xenon-yielding zones (XYZ) in cores. Each "
                "XYZ is small."),
    "word": (3, "File formats", "Tables saved as xyz files load fast. The xyz parser "
             "is small."),
}
COUNTED = {"dominant": 10, "undefined": 5, "both": 2, "variant": 3}  # not "other", "word"


def _texts() -> tuple[list[str], list[str]]:
    return kind_texts(KINDS, seed=5)


@pytest.fixture(scope="module")
def analysis_of_xyz(tmp_path_factory):
    kinds, texts = _texts()
    return analysis_of_kinds(tmp_path_factory.mktemp("xyz"), kinds, texts, "ICML", 2021, 3)


@pytest.mark.parametrize("chunk_size", [1_000, 3])
def test_the_matrix_does_not_count_a_paper_defining_the_acronym_otherwise(chunk_size):
    kinds, texts = _texts()
    vocab = build_vocabulary(texts, min_df=2, chunk_size=chunk_size)
    j = vocab.lookup("xenon yield zones")
    assert vocab.terms.at[j, "acronym"] == "XYZ"
    assert count_kinds(kinds, vocab.term_docs(j)) == COUNTED  # main: "other": 4, "word": 3 too
    other = np.flatnonzero(np.array(kinds) == "other")
    assert vocab.matrix[other, j].sum() == 0  # none of their XYZ counted
    undefined = np.flatnonzero(np.array(kinds) == "undefined")
    assert vocab.matrix[undefined, j].toarray().ravel().tolist() == [2.0] * 5
    variant = np.flatnonzero(np.array(kinds) == "variant")  # its two XYZ
    assert vocab.matrix[variant, j].toarray().ravel().tolist() == [2.0] * 3


def test_the_search_and_the_keyword_count_agree(analysis_of_xyz):
    a = analysis_of_xyz
    kinds = [str(k).split("-")[0] for k in a.papers["source_key"]]
    j = a.vocab.lookup("xenon yield zones")
    shown = str(a.vocab.terms.at[j, "term"])
    found = np.flatnonzero(term_papers(a.search_index, shown))
    assert count_kinds(kinds, found) == COUNTED
    assert a.vocab.term_docs(j).tolist() == found.tolist()
    from analysis import tables

    keywords = tables.keywords_table(a).set_index("term")["n_papers"]
    assert keywords[shown] == sum(COUNTED.values())  # main: 24
    # typed, the acronym is the user's word: every paper writing it, in any case
    assert count_kinds(kinds, np.flatnonzero(a.search_index.find("XYZ").mask)) == \
        {"both": 2, "dominant": 10, "other": 4, "undefined": 5, "variant": 3, "word": 3}


def test_a_saved_index_leaves_them_out_too(tmp_path):
    from analysis.search import SearchIndex

    kinds, texts = _texts()
    vocab = build_vocabulary(texts, min_df=2)
    build_search_index(texts, variant_pairs(vocab)).save(tmp_path)
    found = term_papers(SearchIndex.open(tmp_path), "xenon yield zones")
    assert count_kinds(kinds, np.flatnonzero(found)) == COUNTED


def test_a_text_s_definitions_are_the_chunk_s():
    """The search reads each text's definitions (:func:`text_definitions`) as the
    vocabulary reads a chunk's: the same (paper, short, long) on planted papers."""
    texts = [p["text"] for p in planted_papers(per_subject=12)] + _texts()[1] + [
        "Multi-head (MH) and k-nearest neighbors (k-NN), 3 (TD) x (AB) ( CD ) w. ( EF ).",
        "Nyström-based low rank (NLR) approximations (NLRs).",
    ]
    chunk = tokenize_chunk(texts)
    sites = short_form_sites(chunk)
    shorts, longs = defined_at(chunk, sites)
    from_chunk = {(int(d), s, lf) for d, s, lf in zip(chunk.doc[sites], shorts, longs,
                                                     strict=True) if lf}
    from_texts = {(i, s, lf) for i, t in enumerate(texts) for s, lf in text_definitions(t)}
    assert from_texts == from_chunk
    assert len(from_chunk) > 20


@pytest.mark.parametrize(("one", "other"), [
    ("bird's-eye-view", "bird's eye view"), ("electromyographic", "electromyography"),
    ("multi-object tracking", "multiple object tracking"),
    ("multi-instance learning", "multiple instance learning"),
    ("knowledge bases", "knowledge base"),
    ("long short-term memory networks", "long short-term memory"),
    ("fine-grained visual classification", "fine-grained visual categorization"),
    ("convolution neural networks", "convolutional neural network"),
])
def test_variants_of_one_name_mean_the_same(one, other):
    """Writers name one thing in variants; read as another meaning, the first rule (the
    first and last words' six letters) left out all 19 "bird's-eye-view (BEV)" papers of
    the 61k corpus and 15 of its 18 "electromyographic (EMG)" ones."""
    assert set(meanings(one)) & set(meanings(other))


@pytest.mark.parametrize(("one", "other"), [
    ("latent Dirichlet allocation", "linear discriminant analysis"),
    ("dynamic Bayesian network", "deep belief network"),
    ("Bayesian network", "batch normalization"),
    ("retrieval-augmented generation", "region adjacency graph"),
    ("in-context learning", "iterative closest line"),
    ("mean absolute error", "masked autoencoder"),
])
def test_other_names_mean_otherwise(one, other):
    assert not set(meanings(one)) & set(meanings(other))

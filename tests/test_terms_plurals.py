"""Irregular and ambiguous plurals are shown in the singular the papers write (session 62).

On the 24k corpus "knowledge bases" was made "knowledge basis" ("bases" -> "basis" for
every phrase) and counted apart from "knowledge base": two terms, "knowledge base (KB)"
in 87 papers and "knowledge basis" in 53; and the regular rule cut "step sizes" to "step
siz", "sample sizes" to "sample siz" (shown so), "lenses" to "lense", "movies" to "movy",
and a name's s was taken for a plural's ("efficient Gibb").
The planted corpus writes each as the 24k does; a phrase whose singular no paper writes
keeps its plural ("wavelet bases").
"""

from __future__ import annotations

import pytest

from analysis.search import build_search_index, term_papers, variant_pairs
from analysis.terms import build_vocabulary
from analysis.terms.inflection import word_key
from tests.planted_terms import kind_texts

#: The words before and after each planted phrase, one paper each, so that only the
#: phrase itself recurs.
_BEFORE = ("Large", "We query", "Curated", "Open", "Noisy", "Two", "Public", "Sparse")
_AFTER = ("store facts", "help reasoning", "grow daily", "answer questions", "cover topics",
          "hold entities", "link pages", "need updates")
#: phrase as written -> papers writing it (the plural and the singular as the 24k writes them)
WRITTEN = {"knowledge bases": 5, "knowledge base": 3, "orthonormal bases": 3,
           "orthonormal basis": 4, "wavelet bases": 4, "step sizes": 5, "contact lenses": 4,
           "rated movies": 4, "blocked Gibbs": 4}
KINDS = {f"{phrase} {i}": (1, "Study", f"{_BEFORE[i]} {phrase} {_AFTER[(i + j) % 8]}.")
         for j, (phrase, n) in enumerate(WRITTEN.items()) for i in range(n)}


@pytest.fixture(scope="module", params=[1_000, 3], ids=["one_chunk", "chunks"])
def shown(request):
    _, texts = kind_texts(KINDS, seed=11)
    vocab = build_vocabulary(texts, min_df=2, chunk_size=request.param)
    terms = vocab.terms
    return {str(t): (int(df), set(str(s).split(";"))) for t, df, s in
            zip(terms["term"], terms["df"], terms["spellings"], strict=True)}


def test_a_plural_of_two_singulars_is_the_singular_its_phrase_is_written_with(shown):
    assert "knowledge basis" not in shown and "knowledge bases" not in shown
    papers, spellings = shown["knowledge base"]
    assert papers == 8 and spellings == {"knowledge base", "knowledge bases"}
    papers, spellings = shown["orthonormal basis"]
    assert papers == 7 and spellings == {"orthonormal basis", "orthonormal bases"}
    assert "orthonormal base" not in shown and "orthonormal bases" not in shown


def test_a_plural_of_two_singulars_never_written_in_the_singular_stays_plural(shown):
    assert shown["wavelet bases"][0] == 4
    assert not {"wavelet base", "wavelet basis"} & set(shown)


def test_regular_plurals_are_made_singular_as_words_the_papers_write(shown):
    assert shown["step size"][0] == 5 and "step siz" not in shown
    assert shown["contact lens"][0] == 4 and "contact lense" not in shown
    assert "rated movie" in shown and "rated movy" not in shown


def test_a_name_never_written_in_the_singular_keeps_its_s(shown):
    assert shown["blocked Gibbs"][0] == 4 and "blocked Gibb" not in shown


@pytest.mark.parametrize(("plural", "key"), [
    ("sizes", "size"), ("mazes", "maze"), ("waltzes", "waltz"), ("lenses", "lens"),
    ("aliases", "alias"), ("statuses", "status"), ("movies", "movie"),
    ("policies", "policy"), ("timeseries", "timeseries"), ("submatrices", "submatrix"),
    ("multi-indices", "multi-index"), ("devices", "device"), ("prostheses", "prosthesis"),
    ("diagnoses", "diagnosis"), ("helices", "helix"), ("goes", "go"), ("echoes", "echo"),
    ("shoes", "shoe"), ("moes", "moe"), ("undergoes", "undergo"), ("databases", "database"), ("bases", "bases"),
    ("knowledge-bases", "knowledge-bases"), ("HoloLens", "hololens"), ("matrices", "matrix"),
    ("shelves", "shelf"), ("leaves", "leaves"), ("diabetes", "diabetes"),
    ("biomechanics", "biomechanics"),
])
def test_word_keys_are_singulars_papers_write(plural, key):
    assert word_key(plural) == key


def test_the_search_for_the_joined_term_finds_the_papers_of_both_numbers():
    """The term's key is its plural part's ("knowledge bases", the most papers), the
    term is searched as shown ("knowledge base"): the key reaches the search as a
    spelling, so the keyword's papers (the search's) are the term's 8, not the 3 of the
    singular (analysis.search.term_papers.variant_pairs)."""
    _, texts = kind_texts(KINDS, seed=11)
    vocab = build_vocabulary(texts, min_df=2)
    index = build_search_index(texts, variant_pairs(vocab))
    for query in ("knowledge base", "knowledge bases"):
        assert int(term_papers(index, query).sum()) == 8, query
    assert int(term_papers(index, "orthonormal basis").sum()) == 7

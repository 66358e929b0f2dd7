"""A short form defined the other way round, or written in a compound the corpus defines
as another name, or joined as a term's second acronym, counts as the term's acronym
does (wave 35).

Planted papers: most define "wavelet kernel regression (WKR)", some also "(WR)"; others
write "WKR (wrist knob rotator)" (Schwartz & Hearst's reverse pattern: "VT (vector-touch)"
on the 61k corpus), define or cite "Wide Kernel Residual Networks (WKR-Net)" (another
name: "DM-GAN", "Inter-ICL"), write "WKR-based" (a use of the term, no name of its
own), define "multi-output wavelet kernel regression (MO-WKR)" (a name holding the term:
"LS-SVM"), or write "wr" as a word (the second acronym "vt" of "vision transformer" was
found in any case).  Main counted all of them for the term.
"""

from __future__ import annotations

import numpy as np
import pytest

from analysis.search import term_papers
from analysis.terms import build_vocabulary
from analysis.terms.reverse import reverse_definitions
from tests.planted_terms import analysis_of_kinds, count_kinds, kind_texts

#: kind -> (how many, title, abstract)
KINDS = {
    "dominant": (10, "Wavelet kernel regression", "We fit wavelet kernel regression (WKR) "
                 "to signals. Each WKR is fast; WKR scales."),
    "second": (3, "Signal regression", "We fit wavelet kernel regression (WR) to signals. "
               "The WR is fast."),
    "undefined": (4, "Signal smoothing", "Operators run WKR on signals. The WKR output "
                  "drifts."),
    "reverse": (1, "Haptic devices", "We build a haptic device WKR (wrist knob rotator) "
                "for hands. The WKR turns; WKR torque is low."),
    "name": (3, "Image networks", "We propose Wide Kernel Residual Networks (WKR-Net) for "
             "images. The WKR-Net is deep; WKR-Net layers stack."),
    "cited": (2, "Image baselines", "Baselines include WKR-Net on images. WKR-Net is "
              "strong."),
    "based": (3, "Signal filters", "Our WKR-based filters smooth signals. WKR-based "
              "methods are fast."),
    "holding": (2, "Multiple outputs", "We propose multi-output wavelet kernel regression "
                "(MO-WKR) for signals. The MO-WKR is exact; MO-WKR scales."),
    "word": (3, "Wire gauges", "Cables marked wr load fast. The wr gauge is small."),
}
COUNTED = {"based": 3, "dominant": 10, "holding": 2, "second": 3, "undefined": 4}


def _texts() -> tuple[list[str], list[str]]:
    return kind_texts(KINDS, seed=7)


#: One paper defines WKR the other way round: with two, the letters would be ambiguous
#: and the short-only papers judged by their context too (:mod:`analysis.search.senses`),
#: which the planted fillers cannot give them.


@pytest.fixture(scope="module")
def analysis_of_wkr(tmp_path_factory):
    kinds, texts = _texts()
    return kinds, analysis_of_kinds(tmp_path_factory.mktemp("wkr"), kinds, texts, "ICRA",
                                    2019, 3)


def test_the_keyword_counts_only_the_term_s_uses(analysis_of_wkr):
    kinds, a = analysis_of_wkr
    j = a.vocab.lookup("wavelet kernel regression")
    assert a.vocab.terms.at[j, "acronym"] == "WKR"
    assert "wr" in a.vocab.spellings(j)  # a second acronym joined to the term
    shown = str(a.vocab.terms.at[j, "term"])
    found = np.flatnonzero(term_papers(a.search_index, shown))
    # main: every kind ("reverse", "name", "cited" by WKR, "word" by wr in any case)
    assert count_kinds(kinds, found) == COUNTED
    assert a.vocab.term_docs(j).tolist() == found.tolist()  # the keyword column: the same
    from analysis import tables

    keywords = tables.keywords_table(a).set_index("term")["n_papers"]
    assert keywords[shown] == sum(COUNTED.values())


def test_typed_the_letters_find_every_paper(analysis_of_wkr):
    kinds, a = analysis_of_wkr
    found = count_kinds(kinds, np.flatnonzero(a.search_index.find("WKR").mask))
    # the user's word: in any compound, any definition, and its expansion ("second")
    assert found == {k: n for k, (n, _, _) in KINDS.items() if k != "word"}


def test_a_saved_index_reads_the_same(analysis_of_wkr, tmp_path):
    from analysis.search import SearchIndex

    kinds, a = analysis_of_wkr
    a.search_index.save(tmp_path)
    found = term_papers(SearchIndex.open(tmp_path), "wavelet kernel regression")
    assert count_kinds(kinds, np.flatnonzero(found)) == COUNTED


@pytest.mark.parametrize("chunk_size", [1_000, 4])
def test_the_matrix_does_not_count_a_reverse_definition(chunk_size):
    kinds, texts = _texts()
    vocab = build_vocabulary(texts, min_df=2, chunk_size=chunk_size)
    j = vocab.lookup("wavelet kernel regression")
    reverse = np.flatnonzero(np.array(kinds) == "reverse")
    assert vocab.matrix[reverse, j].sum() == 0  # main: its three WKR
    undefined = np.flatnonzero(np.array(kinds) == "undefined")
    assert vocab.matrix[undefined, j].toarray().ravel().tolist() == [2.0] * 4


@pytest.mark.parametrize("text, found", [
    ("a new tactile interface VT (vector-touch) that", [("VT", "vector-touch")]),
    ("10 SEM (Scanning Electron Microscope) images", [("SEM", "Scanning Electron Microscope")]),
    ("HSI (hue-saturation-intensity) color space", [("HSI", "hue-saturation-intensity")]),
    ("on open-domain QA (Quasar-T and SearchQA)", []),  # letters in order, not initials
    ("a lazy version of SGD (stochastic GD)", []),
    ("CNN (convnet) features", []),  # one short word: a short form itself
    ("Vision Transformers (ViTs) work", []),  # the forward pattern
    ("GAN (Goodfellow et al., 2014)", []),
])
def test_reverse_definitions(text, found):
    assert reverse_definitions(text) == found


@pytest.mark.parametrize("text, written", [
    ("DM-GAN and DM", "_c_d_m___dmgan _c_g_a_n___dmgan d_m_"),
    ("the Inter-ICL loss", "_c_i_c_l___intericl"),
    ("LLM-based agents on ViT-B/16", "_c_l_l_m___llmbased _c_v_it___vitb"),
    ("k-NN and 6-DoF", "kn_n_ n_n__ 6d_of_ d_of__"),  # a one-character prefix: wave 28
])
def test_a_short_form_in_a_compound_is_keyed_by_it(text, written):
    from analysis.search.keys import KeyMemo, run_keys

    assert run_keys(text, KeyMemo())[1] == written

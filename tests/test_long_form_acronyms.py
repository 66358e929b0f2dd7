"""An acronym whose long form no phrase can hold counts the papers writing it out (wave 33).

A phrase holds two to four content words and only "of"/"to" inside, so "simultaneous
localization and mapping (SLAM)" was never joined to its acronym: on the 61k corpus the
keyword "SLAM" missed the ~72 papers that write only the long form.  Planted papers: most
define "quiet harbor and jetty mapping (QHJM)" and write "QHJM"; some write only the long
form (in other spellings: "Quiet-Harbour and Jetty Mappings"); two write both; some write
only "QHJM"; some write the first words alone ("quiet harbor"), which is not the term.
Main: the term "QHJM" counted the "defined", "both" and "acronym" papers only.
"""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

from analysis.search import build_search_index, term_papers, variant_pairs
from analysis.terms import build_vocabulary, encode, tokenize_chunk

_FILL = ("across under between toward within after before among during around").split()
_OBJECTS = "benchmarks baselines settings regimes tasks domains studies cases".split()
#: kind -> (how many, title, abstract)
KINDS = {
    "defined": (8, "Harbor robots", "We study quiet harbor and jetty mapping (QHJM) with "
                "boats. Each QHJM run is short."),
    "long": (3, "Mapping harbors", "Robots perform quiet harbor and jetty mapping at "
             "night."),
    "spelled": (2, "Harbour work", "A fleet does Quiet-Harbour and Jetty Mappings at dawn."),
    "both": (2, "Harbor maps", "Quiet harbor and jetty mapping is hard; our QHJM is fast."),
    "acronym": (3, "QHJM at sea", "The QHJM pipeline runs on boats."),
    "partial": (4, "Calm water", "A quiet harbor and a jetty are mapped by drones."),
}
COUNTED = {"acronym": 3, "both": 2, "defined": 8, "long": 3, "spelled": 2}


def _texts() -> tuple[list[str], list[str]]:
    rng = random.Random(7)
    kinds, texts = [], []
    for kind, (n, title, abstract) in KINDS.items():
        for _ in range(n):
            filler = " ".join(f"{rng.choice(_FILL)} {rng.choice(_OBJECTS)}" for _ in range(5))
            kinds.append(kind)
            texts.append(f"{title}. {abstract} Experiments run {filler}.")
    return kinds, texts


def _count(kinds: list[str], rows: np.ndarray) -> dict[str, int]:
    found = [kinds[i] for i in rows]
    return {k: found.count(k) for k in sorted(set(found))}


def test_long_form_pieces_fold_spellings():
    from analysis.terms.expansions import long_form_pieces

    assert long_form_pieces("Partially-Observable Markov Decision Processes") == \
        "partially observable markov decision process"
    assert long_form_pieces("simultaneous localisation and mapping") == \
        "simultaneous localization and mapping"


@pytest.mark.parametrize("chunk_size", [1_000, 3])
def test_papers_writing_only_the_long_form_count_for_the_acronym(chunk_size):
    kinds, texts = _texts()
    vocab = build_vocabulary(texts, min_df=2, chunk_size=chunk_size)
    j = vocab.lookup("QHJM")
    assert j is not None and vocab.terms.at[j, "acronym"] == "QHJM"
    assert vocab.label(j) == "quiet harbor and jetty mapping (QHJM)"
    assert vocab.lookup("quiet harbor and jetty mapping") == j
    assert vocab.lookup("QHJM") == j
    assert _count(kinds, vocab.term_docs(j)) == COUNTED  # main: no "long", "spelled"
    both = np.flatnonzero(np.array(kinds) == "both")
    assert vocab.presence[both, j].toarray().ravel().tolist() == [1.0, 1.0]  # once a paper
    assert vocab.matrix[both, j].toarray().ravel().tolist() == [2.0, 2.0]  # both uses


def test_new_papers_encoded_with_the_saved_model_count_too():
    kinds, texts = _texts()
    vocab = build_vocabulary(texts, min_df=2)
    j = vocab.lookup("QHJM")
    new = ["Dock robots. Boats do quiet harbor and jetty mapping daily.",
           "Dock robots. Boats map a quiet harbor daily."]
    rows = encode(tokenize_chunk(new), vocab.model).rows
    assert rows[:, j].toarray().ravel().tolist() == [1.0, 0.0]


def test_the_search_for_the_acronym_finds_the_long_form(tmp_path):
    kinds, texts = _texts()
    vocab = build_vocabulary(texts, min_df=2)
    index = build_search_index(texts, variant_pairs(vocab))
    for typed in ("QHJM", "quiet harbor and jetty mapping"):
        assert _count(kinds, np.flatnonzero(term_papers(index, typed))) == COUNTED


@pytest.fixture(scope="module")
def analysis_of_qhjm(tmp_path_factory):
    from analysis.pipeline import analyze

    kinds, texts = _texts()
    path = tmp_path_factory.mktemp("qhjm") / "qhjm.jsonl"
    with open(path, "w", encoding="utf-8") as fh:
        for i, (kind, text) in enumerate(zip(kinds, texts, strict=True)):
            title, abstract = text.split(". ", 1)
            fh.write(json.dumps({"id": f"{kind}-{i}", "title": title, "abstract": abstract,
                                 "venue": "ICML", "year": 2021 + i % 3}) + "\n")
    return analyze([path], n_topics=2)


def test_the_keyword_count_holds_the_long_form_papers(analysis_of_qhjm):
    a = analysis_of_qhjm
    kinds = [str(k).split("-")[0] for k in a.papers["source_key"]]
    j = a.vocab.lookup("QHJM")
    shown = str(a.vocab.terms.at[j, "term"])
    found = np.flatnonzero(term_papers(a.search_index, shown))
    assert _count(kinds, found) == COUNTED
    assert _count(kinds, np.flatnonzero(a.search_index.find("QHJM").mask)) == COUNTED
    assert a.vocab.term_docs(j).tolist() == found.tolist()

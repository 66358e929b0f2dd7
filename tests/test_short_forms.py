"""Short forms the corpus defines, found as it defines them (issue 10, wave 28).

Planted papers: "Monte Carlo tree search (MCTS)" beside "masked contrastive transformers
(MCTs)", whose plural reads "MCTs"; "neural network (NN)" beside "k-nearest neighbours
(kNN)" written "k-NN"; "rectified linear units (ReLU)" also written "RELU", and "relu"
as a word; "GAN" beside gallium nitride, "GaN".  Before wave 28, the vocabulary's spelling "mcts" of MCTS was searched as the
plural of "mct" (the keyword counted the MCT papers, "mcts" typed found no MCTS), "k-NN"
counted for "neural network" and "RELU" not for ReLU.
"""

from __future__ import annotations

import json
import random

import pytest

from analysis.search import build_search_index, phrase_query, term_papers
from tests.planted_terms import experiments_run

N = 10  # papers of each kind
KINDS = {
    "mcts": ("Planning by search", "We plan with Monte Carlo tree search (MCTS). Each MCTS "
             "rollout expands a node; MCTS finds good moves."),
    "mct": ("Masked contrastive transformers", "We train masked contrastive transformers "
            "(MCTs). Two MCTs share weights; an MCT encodes each image."),
    "nn": ("Networks that learn", "A neural network (NN) maps inputs to labels. The NN "
           "has three layers; we train the NN by gradient descent."),
    "knn": ("Voting neighbours", "We classify with k-nearest neighbors (kNN). The kNN vote "
            "uses five neighbours; kNN is simple."),
    "knn_only": ("A simple baseline", "A k-NN baseline with five neighbours votes on each "
                 "label; the k-NN rule is strong."),
    "relu": ("Activations", "We study rectified linear units (ReLU). ReLU networks are "
             "piecewise linear; each ReLU gates its input."),
    "relu_caps": ("Activations in capitals", "Every layer uses RELU activations; a RELU "
                  "gate cuts negative inputs."),
    "relu_word": ("A word for it", "we apply relu to the logits and then relu again."),
}


@pytest.fixture(scope="module")
def analysis_of_short_forms(tmp_path_factory):
    from analysis.pipeline import analyze

    rng = random.Random(7)
    path = tmp_path_factory.mktemp("short_forms") / "short_forms.jsonl"
    with open(path, "w", encoding="utf-8") as fh:
        i = 0
        for kind, (title, text) in KINDS.items():
            for k in range(N):
                fh.write(json.dumps({"id": f"{kind}-{k}", "title": title,
                                     "abstract": f"{text} {experiments_run(rng)}",
                                     "venue": "ICML", "year": 2021 + i % 3}) + "\n")
                i += 1
    return analyze([path], n_topics=2)


def _kinds(analysis, mask) -> dict[str, int]:
    ids = analysis.papers["source_key"].to_numpy()[mask]
    kinds = [str(i).rsplit("-", 1)[0] for i in ids]
    return {k: kinds.count(k) for k in sorted(set(kinds))}


def _term(analysis, term: str, acronym: str) -> str:
    j = analysis.vocab.lookup(term)
    assert analysis.vocab.terms.at[j, "acronym"] == acronym
    return str(analysis.vocab.terms.at[j, "term"])


def test_a_final_capital_s_the_corpus_defines_is_a_letter(analysis_of_short_forms):
    """MCTS's S is the S of "search": the keyword counts the MCTS papers only (main: the
    MCT papers too, by its spelling "mcts" read as the plural "mct"), and "mcts" typed
    finds what "MCTS" finds (main: the MCT papers)."""
    a = analysis_of_short_forms
    shown = _term(a, "Monte Carlo tree search", "MCTS")
    assert _kinds(a, term_papers(a.search_index, shown)) == {"mcts": N}
    for typed in ("mcts", "MCTS", "Mcts"):
        assert _kinds(a, a.search_index.find(typed).mask) == {"mcts": N}
    assert _kinds(a, a.search_index.find("MCTs").mask) == {"mct": N}


def test_a_compound_the_corpus_defines_is_not_its_part(analysis_of_short_forms):
    """"k-NN" is kNN, which the corpus defines: it does not count for "neural network
    (NN)" (main: 2 N more papers), it counts for kNN, and "k-NN" typed finds it."""
    a = analysis_of_short_forms
    nn = _term(a, "neural network", "NN")
    assert _kinds(a, term_papers(a.search_index, nn)) == {"nn": N}
    assert _kinds(a, term_papers(a.search_index, _term(a, "k-nearest neighbor", "kNN"))) \
        == {"knn": N, "knn_only": N}
    assert _kinds(a, a.search_index.find("k-NN").mask) == {"knn_only": N}
    plan = a.search_index.plan(phrase_query(nn))
    assert plan.spans("A k-NN and an NN") == [(14, 16)]  # the NN alone


def test_an_acronym_counts_in_its_case_and_in_capitals(analysis_of_short_forms):
    """"RELU" is ReLU (main: not counted); "relu" written as a word is not (as "iv" is no
    "IV")."""
    a = analysis_of_short_forms
    shown = _term(a, "rectified linear unit", "ReLU")
    found = term_papers(a.search_index, shown)
    assert _kinds(a, found) == {"relu": N, "relu_caps": N}
    assert _kinds(a, a.search_index.find("relu").mask) == {"relu": N, "relu_caps": N,
                                                           "relu_word": N}


def test_parts_count_unless_the_corpus_defines_the_compound_otherwise():
    """"6-DoF" counts for DoF (no "xDoF" is defined), "k-DPP" for DPP when the corpus's
    "k-DPP" is a kind of DPP, "W-GAN" for GAN and WGAN ("Wasserstein GAN" holds "GAN");
    "c-MI" for MI though "HMI" (a capital first: an acronym of its own) and its
    spelling "hmi" are defined otherwise; "1-NN" not for NN when "kNN" is defined otherwise (main: it did)."""
    texts = ["a 6-DoF arm", "k-DPP sampling", "a 1-NN rule", "GAN-based and NN-based",
             "a W-GAN critic", "a c-MI bound"]
    index = build_search_index(texts, [
        ("DoF", "degrees of freedom"), ("DPP", "determinantal point process"),
        ("k-DPP", "k-determinantal point process"), ("NN", "neural network"),
        ("kNN", "k-nearest neighbor"), ("GAN", "generative adversarial network"),
        ("WGAN", "Wasserstein GAN"), ("MI", "mutual information"),
        ("HMI", "human-machine interface"), ("hmi", "human-machine interface")])
    found = {q: index.find(f'"{q}"').mask.nonzero()[0].tolist() for q in (
        "degrees of freedom", "determinantal point process", "neural network",
        "generative adversarial network", "Wasserstein GAN", "mutual information")}
    assert found == {"degrees of freedom": [0], "determinantal point process": [1],
                     "neural network": [3], "generative adversarial network": [3, 4],
                     "Wasserstein GAN": [4], "mutual information": [5]}


def test_a_saved_index_reads_the_pairs_it_dropped_again(tmp_path):
    """"k-nn" (two words) is no acronym the search adds, but it says that "k-NN" is no
    "NN": the saved index finds what the one it was saved from found."""
    from analysis.search import SearchIndex

    texts = ["a k-NN rule", "an NN"]
    index = build_search_index(texts, [("NN", "neural network"),
                                       ("k-nn", "k-nearest neighbor")])
    index.save(tmp_path)
    for ix in (index, SearchIndex.open(tmp_path)):
        assert ix.find('"neural network"').mask.tolist() == [False, True]


def test_an_index_of_the_last_format_is_stale(tmp_path):
    """An index saved by wave 27 holds "n_n_" for the NN of "k-NN", which this code
    would count for "NN": it is refused (a saved analysis holding it is analysed again),
    not searched."""
    import sqlite3

    from analysis.search import SearchIndex

    path = build_search_index(["IV"], [("IV", "instrumental variable")]).save(tmp_path)
    with sqlite3.connect(path) as con:
        con.execute("UPDATE meta SET value = 'paper-trends-search/2' WHERE name = 'format'")
    with pytest.raises(ValueError, match="format 'paper-trends-search/2'"):
        SearchIndex.open(tmp_path)


def test_other_small_letters_make_another_word():
    """"GaN" is gallium nitride, not GAN; "CGAN" in capitals is cGAN (main: not)."""
    texts = ["GaN transistors", "a GAN", "a CGAN", "a cGAN", "an InGaN layer"]
    index = build_search_index(texts, [("GAN", "generative adversarial network"),
                                       ("cGAN", "conditional generative adversarial network")])
    found = {q: index.find(f'"{q}"').mask.nonzero()[0].tolist() for q in (
        "generative adversarial network", "conditional generative adversarial network")}
    assert found == {"generative adversarial network": [1],
                     "conditional generative adversarial network": [2, 3]}

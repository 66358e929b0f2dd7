"""A keyword's acronym counts only as written (issue 10, wave 27).

The planted corpus holds papers on instrumental variables that define and use "IV", and
papers that list their claims as roman numerals "(i)" to "(iv)"; papers on knowledge
graphs ("KG") and papers that weigh things in "kg".  The search index folds case, so
before wave 27 the acronym the search adds to "instrumental variable" also found every
"(iv)" and the keyword counted the roman-numeral papers (24k corpus: 33 of the 63 papers
of "instrumental variable (IV)").  Now the keyword, a search for it and its trends count
the papers that write the term or "IV"/"IVs"; what a user types is still searched in any
case.
"""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

from analysis import tables
from analysis.search import build_search_index, phrase_query, term_papers
from tests.planted_terms import experiments_run

N = 12  # papers of each kind


def _papers(rng: random.Random) -> list[tuple[str, str, str]]:
    """(id, title, abstract) of the four kinds of papers, N each."""
    kinds = {
        "iv": ("Instrumental variables for causal effects",
               "We study instrumental variables (IVs). Weak IV estimates are biased; our IV "
               "test detects weak IVs."),
        "roman": ("Four claims about sampling",
                  "We show (i) consistency, (ii) rates, (iii) bounds and (iv) robustness of "
                  "the sampler."),
        "kg": ("Knowledge graph completion",
               "We embed a knowledge graph (KG). Every KG entity gets a vector; KG links "
               "are predicted."),
        "mass": ("Robots that carry loads",
                 "A robot arm lifts 5 kg; the kg payload sets the torque of the arm."),
        "slip": ("Running robots", "We control a spring loaded inverted pendulum (SLIP). "
                 "The SLIP gait is stable."),
        "friction": ("Walking on ice", "Feet slip on ice; a slip detector stops each slip "
                     "before the next slip."),
    }
    return [(f"{kind}-{i}", title, f"{text} {experiments_run(rng)}")
            for kind, (title, text) in kinds.items() for i in range(N)]


@pytest.fixture(scope="module")
def analysis_of_acronyms(tmp_path_factory):
    from analysis.pipeline import analyze

    rng = random.Random(5)
    path = tmp_path_factory.mktemp("acronyms") / "acronyms.jsonl"
    with open(path, "w", encoding="utf-8") as fh:
        for i, (pid, title, abstract) in enumerate(_papers(rng)):
            fh.write(json.dumps({"id": pid, "title": title, "abstract": abstract,
                                 "venue": "ICML", "year": 2021 + i % 3}) + "\n")
    return analyze([path], n_topics=2)


def _kinds(analysis, mask: np.ndarray) -> dict[str, int]:
    ids = analysis.papers["source_key"].to_numpy()[mask]
    kinds = [str(i).split("-")[0] for i in ids]
    return {k: kinds.count(k) for k in sorted(set(kinds))}


@pytest.mark.parametrize(("term", "acronym", "kind"), [("instrumental variable", "IV", "iv"),
                                                         ("knowledge graph", "KG", "kg")])
def test_a_keyword_counts_its_acronym_only_as_written(analysis_of_acronyms, term, acronym,
                                                      kind):
    a = analysis_of_acronyms
    j = a.vocab.lookup(term)
    assert a.vocab.terms.at[j, "acronym"] == acronym
    shown = a.vocab.terms.at[j, "term"]
    keywords = tables.keywords_table(a).set_index("term")
    assert keywords.at[shown, "n_papers"] == N  # main: 2 * N ("(iv)", "5 kg" counted)
    found = a.search_index.find(phrase_query(shown))
    assert _kinds(a, found.mask) == {kind: N}
    assert int(term_papers(a.search_index, shown).sum()) == N
    trends = tables.keyword_trends_table(a, terms=[shown])
    assert trends["n_papers"].sum() == N


def test_an_acronym_mostly_written_otherwise_is_shown_and_found_in_capitals(
        analysis_of_acronyms):
    """"slip" is written lower-case four times as often as "SLIP": the acronym of
    "spring loaded inverted pendulum" is still "SLIP" (main: "slip", which found every
    paper on feet slipping), and counts the papers that write it so."""
    a = analysis_of_acronyms
    j = a.vocab.lookup("spring loaded inverted pendulum")
    assert a.vocab.terms.at[j, "acronym"] == "SLIP"
    shown = a.vocab.terms.at[j, "term"]
    assert _kinds(a, a.search_index.find(phrase_query(shown)).mask) == {"slip": N}
    assert _kinds(a, a.search_index.find("slip").mask) == {"friction": N, "slip": N}


def test_what_is_typed_is_searched_in_any_case(analysis_of_acronyms):
    """A typed word is the user's: "iv" and "IV" find the roman numerals and the IV
    papers, "kg" the kilograms and the knowledge graphs (whose expansion it adds)."""
    a = analysis_of_acronyms
    for query in ("iv", "IV"):
        assert _kinds(a, a.search_index.find(query).mask) == {"iv": N, "roman": N}
    assert _kinds(a, a.search_index.find("kg").mask) == {"kg": N, "mass": N}
    assert _kinds(a, a.search_index.find('"knowledge graph" OR kg').mask) == {"kg": N,
                                                                              "mass": N}


def test_the_acronym_is_highlighted_only_as_written():
    """What the search finds is what it highlights: the added "IV" in its case only."""
    texts = ["Cases (i)-(iv) hold; the IVs are weak.", "(iv) only", "GAN's IV, Iv and iv"]
    index = build_search_index(texts, [("IV", "instrumental variable")])
    plan = index.plan('"instrumental variable"')
    assert [[t[s:e] for s, e in plan.spans(t)] for t in texts] == [["IVs"], [], ["IV"]]
    assert index.find('"instrumental variable"').mask.tolist() == [True, False, True]
    typed = index.plan("IV")
    assert [[t[s:e] for s, e in typed.spans(t)] for t in texts] == [
        ["iv", "IVs"], ["iv"], ["IV", "Iv", "iv"]]


def test_written_keys_tell_the_case_and_skip_no_short_form():
    """A written key is the word in its case, its plural or possessive dropped, a final
    capital S kept; a word that is no short form has none; the regex that skips runs
    with no short form skips none that has one."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from analysis.search.keys import (
        KeyMemo,
        prefixed_keys,
        run_keys,
        short_form_key,
        token_key,
        tokens_re,
    )

    assert [short_form_key(w, token_key(w)) for w in ("IV", "IVs", "GAN's", "ReLU", "L2")] \
        == ["i_v_", "i_v_", "g_a_n_", "r_el_u_", "l_2"]
    assert [short_form_key(w, token_key(w)) for w in ("RELU", "MCTS", "MCTs", "DARTS")] \
        == ["r_e_l_u_", "m_c_t_s_", "m_c_t_", "d_a_r_t_s_"]
    assert [short_form_key(w, token_key(w)) for w in ("iv", "Iv", "Lp", "kg", "The")] == [""] * 5

    @settings(max_examples=300, deadline=None)
    @given(st.text(alphabet="AIVKGaivkg02 ()'s-é", max_size=30))
    def same(text: str) -> None:
        tokens = [t for run in text.split(" ") for t in tokens_re(run).findall(run)]
        expected = [w for t in tokens if (w := short_form_key(t, token_key(t)))]
        got = [w for run in text.split(" ") for w in run_keys(run, KeyMemo())[1].split()]
        memo = KeyMemo()
        assert got == [w for run in text.split(" ") for w in prefixed_keys(run, memo.written)]
        assert got == expected or "-" in text  # "k-NN": the compound's keys (tested apart)

    same()

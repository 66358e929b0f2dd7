"""Search: what people mean (variants, phrases, OR, acronyms), exact counts, bounded work,
highlighting, URL round trip, and the index saved to a file and opened read-only."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from urllib.parse import urlencode

import numpy as np
import pandas as pd
import pytest

from analysis.filters import Filters, select
from analysis.search import (
    MAX_QUERY_CHARS,
    MAX_TERMS,
    MAX_WORDS,
    SearchIndex,
    build_search_index,
    phrase_query,
    plan_query,
    query_mask,
    query_terms,
)
from analysis.search.index import fts_expression
from analysis.search.keys import phrase_keys
from tests.data_paths import corpora_root

# A planted corpus: each variant of "mixture of experts" once, look-alikes that must not
# match, and words that a stemmer would merge.
PLANTED = [
    "Sparse mixture of experts for language models.",                # 0 phrase
    "Mixtures of experts revisited: gating networks.",                # 1 plural
    "A Mixture-of-Experts layer scales transformers.",               # 2 hyphens
    "Routing in MoE models is learned.",                              # 3 acronym only
    "We train MoEs with load balancing.",                             # 4 acronym plural
    "Mixtures-of-Experts and the MIXTURE OF EXPERT heads.",           # 5 both, caps
    "A mixture of Gaussian experts and experts of mixtures.",         # 6 words, not the phrase
    "The mixture. Of experts we ask questions.",                      # 7 spans a full stop
    "Optimal transport between measures.",                            # 8 optimal
    "Optimization of deep networks.",                                 # 9 optimization
    "Generative adversarial networks (GANs) for images.",             # 10 GAN
    "Variational autoencoders and a VAE prior.",                      # 11 VAE
    "Remodeling URLs with submodels.",                                # 12 look-alikes
    "Nyström approximation of kernel matrices.",                      # 13 accent, irregular
]
PAIRS = [("MoE", "mixture of experts"), ("GAN", "generative adversarial network"),
         ("VAE", "variational autoencoder")]


@pytest.fixture(scope="module")
def index():
    return build_search_index(PLANTED, PAIRS)


def rows(index: SearchIndex, query: str) -> list[int]:
    return np.flatnonzero(index.find(query).mask).tolist()


# ------------------------------------------------------------- what people mean

def test_every_variant_of_the_phrase_finds_the_same_papers(index):
    expected = [0, 1, 2, 3, 4, 5]
    for q in ['"mixture of experts"', '"mixtures of experts"', '"mixture-of-experts"',
              "mixture-of-experts", '"Mixtures-of-Experts"', "MoE", "moes", "MOE"]:
        assert rows(index, q) == expected, q


def test_without_the_acronym_pairs_the_acronym_is_only_itself():
    plain = build_search_index(PLANTED)
    assert rows(plain, '"mixture of experts"') == [0, 1, 2, 5]
    assert rows(plain, "MoE") == [3, 4]


def test_unquoted_words_are_and_anywhere_and_get_a_tip(index):
    assert rows(index, "mixture of experts") == [0, 1, 2, 5, 6, 7]
    assert any(n.startswith('Tip: type "mixture of experts" in quotes')
               for n in index.find("mixture of experts").notes)


def test_phrases_do_not_span_punctuation_but_may_name_it(index):
    assert 7 not in rows(index, '"mixture of experts"')
    assert rows(index, '"mixture. of experts"') == [7]
    assert rows(index, '"adversarial networks (GANs)"') == [10]


def test_inflection_is_merged_never_derivation(index):
    assert rows(index, "optimal") == [8]
    assert rows(index, "optimization") == [9]
    assert rows(index, "matrix") == [13]  # "matrices"
    assert rows(index, "nystrom") == [13]


def test_whole_words_any_case(index):
    assert rows(index, "model") == [0, 3]  # not "Remodeling", not "submodels"
    assert rows(index, "URL") == [12] and rows(index, "RL") == []
    assert rows(index, "ROUTING") == [3]


def test_word_boundaries_on_both_sides():
    texts = ["submodel here", "model_x", "a model.", "models", "(model)", "remodel model"]
    ix = build_search_index(texts)
    assert ix.find("model").mask.tolist() == [False, True, True, True, True, True]


def test_or_and_and(index):
    assert rows(index, "GAN OR VAE") == [10, 11]
    assert rows(index, '"variational autoencoders" OR GANs') == [10, 11]
    assert rows(index, "networks GAN OR optimization") == [9, 10]  # networks AND (GAN OR opt.)
    assert rows(index, "gating MoE") == [1]


def test_a_query_without_words_is_no_filter_with_a_note(index):
    found = index.find("!!! ...")
    assert found.mask.all() and found.notes == ("!!! ... has no words to search for.",)
    assert index.find("").mask.all() and index.find("").notes == ()


def test_malformed_queries_get_friendly_notes(index):
    assert rows(index, '"mixture of') == rows(index, '"mixture of"')
    assert index.find('"mixture of').notes[0].startswith("A quote was not closed")
    for q in ("OR moe", "moe OR", "moe OR OR gan"):
        assert "OR needs a term on each side" in " ".join(index.find(q).notes), q
    assert rows(index, "moe OR") == rows(index, "moe")


def test_variants_added_are_said(index):
    assert index.find("MoE").notes == ('MoE also finds "mixture of experts" (defined in these '
                                       "papers).",)


def test_a_hyphenated_variant_is_quoted_as_a_spaced_one():
    """walk59 (NeurIPS): GAN also finds "generative adversarial network", but EM also
    finds expectation-maximization, bare."""
    texts = ["The expectation-maximization (EM) algorithm for mixtures.", "We run EM.",
             "Learning a halfspace with noise.", "Agnostic half-space learning."]
    index = build_search_index(texts, [("EM", "expectation-maximization"),
                                       ("halfspace", "half-space")])
    assert index.find("EM").notes == ('EM also finds "expectation-maximization" (defined '
                                      "in these papers).",)
    assert index.find("halfspace").notes == ('halfspace also finds "half-space" (another '
                                             "spelling).",)
    assert index.find("expectation-maximization").notes == (
        '"expectation-maximization" also finds EM (defined in these papers).',)


def test_ambiguous_acronyms_do_not_spread_from_an_expansion():
    texts = ["Gaussian process (GP) regression.", "Genetic programming (GP) for search.",
             "A GP prior.", "Genetic programming evolves code."]
    ix = build_search_index(texts, [("GP", "Gaussian process"), ("GP", "genetic programming")])
    assert rows(ix, "GP") == [0, 1, 2, 3]
    assert rows(ix, '"genetic programming"') == [1, 3]  # not the Gaussian-process GPs


def test_function_words_are_never_acronyms():
    ix = build_search_index(["We can do it.", "Controller area networks (CAN) in cars."],
                            [("CAN", "controller area network"), ("IT", "information tech")])
    assert rows(ix, '"controller area network"') == [1]
    assert ix.acronyms.pairs == ()


# ------------------------------------------------------------- highlighting

def test_every_variant_is_highlighted(index):
    plan = index.plan('"mixture of experts"')
    text = "Mixtures-of-Experts (MoEs) and the mixture of experts, not a mixture. Of experts."
    assert [text[a:b] for a, b in plan.spans(text)] == ["Mixtures-of-Experts", "MoEs",
                                                        "mixture of experts"]
    assert index.plan("model").spans("Remodeling models") == [(11, 17)]
    assert plan.first_span(text) == [(0, 19)]  # the first only, for a snippet
    assert plan.first_span("no match here") == []


def test_the_papers_found_are_the_papers_with_a_highlight(index):
    for q in ['"mixture of experts"', "GAN OR VAE", "optimal", "model", "networks GAN"]:
        plan = index.plan(q)
        found = index.find(q).mask
        highlighted = np.array([bool(plan.spans(t)) for t in PLANTED])
        if len(plan.terms) == 1:
            assert (highlighted == found).all(), q
        else:  # every term of an AND is highlighted in each paper found
            assert highlighted[found].all(), q


# ------------------------------------------------------------- bounded work (issue 13)

@pytest.mark.parametrize("repeats", [2_000, 11_000])  # 18 kB and 99 kB, as in issue 13
def test_a_huge_repeated_phrase_query_reads_one_phrase(index, repeats):
    query = '"of the" ' * repeats
    assert len(query) > 17_000
    plan = index.plan(query)
    assert len(plan.terms) == 1 and plan.n_words == 2
    assert plan.notes[0].startswith(f"The search is {len(query.strip()):,} characters long")
    found = index.find(query)
    assert found.rows_read <= len(PLANTED)
    assert found.mask.tolist() == index.find('"of the"').mask.tolist()


def test_the_work_of_any_query_is_capped(index):
    words = ["the", "of", "and", "a", "in", "to", "is", "we", "for", "with", "on", "by"]
    hostile = " ".join(f'"{a} {b} {c} {d} {e} {f} {g} {h} {i}"' for a, b, c, d, e, f, g, h, i in
                       zip(*[np.roll(words, k) for k in range(9)], strict=True))
    hostile += " OR ".join(words * 20)
    plan = index.plan(hostile)
    assert len(plan.terms) <= MAX_TERMS and plan.n_words <= MAX_WORDS
    assert sum(len(t.phrases) for t in plan.terms) <= MAX_TERMS
    assert any(n.startswith("Only the first") for n in plan.notes)
    assert any(n.startswith("Phrases longer than 8 words") for n in plan.notes)


def index_reads(index: SearchIndex, query: str) -> tuple[int, int]:
    """(searches run, posting lists looked up) by ``index.find(query)``, counted from
    SQLite's statement trace (FTS5 looks each term up in its index with one statement)."""
    statements: list[str] = []
    con = index.store.connection()
    con.set_trace_callback(statements.append)
    try:
        index.find(query)
    finally:
        con.set_trace_callback(None)
    return (sum("MATCH" in s and not s.startswith("--") for s in statements),
            sum("_idx" in s for s in statements))


def test_one_statement_per_search_one_lookup_per_word_none_when_cached(index):
    query = '"load balancing" OR "gating networks" routing'
    assert index_reads(index, query) == (1, 5)
    assert index_reads(index, query) == (0, 0)


@pytest.mark.parametrize("repeats", [2_000, 11_000])
def test_a_huge_query_looks_up_two_words(repeats):
    index = build_search_index(PLANTED)  # a fresh index: no search kept
    assert index_reads(index, '"of the" ' * repeats) == (1, 2)


def test_the_lookups_of_a_hostile_query_are_capped():
    index = build_search_index(PLANTED, PAIRS)
    hostile = " ".join(f'"the of {w} and a in to is"' for w in PLANTED[0].split() * 5)
    hostile += " MoE OR GAN OR VAE"
    searches, lookups = index_reads(index, hostile)
    assert searches == 1 and 0 < lookups <= MAX_WORDS


def test_variants_count_towards_the_word_budget():
    ix = build_search_index(["x"], [("AB", " ".join(f"w{i}" for i in range(8)))])
    typed = " ".join(f'"{" ".join(f"u{i}{j}" for j in range(7))}"' for i in range(3)) + " AB"
    plan = ix.plan(typed)
    assert len(plan.terms) == 4 and plan.n_words == 22 <= MAX_WORDS
    assert any("was not added" in n for n in plan.notes)


def test_the_fts_expression_quotes_every_phrase(index):
    plan = index.plan('gating "load balancing" OR MoE')
    assert fts_expression(plan) == ('("gating") AND ("load balancing" OR "moe" OR '
                                    '"mixture of expert")')


# ------------------------------------------------------------- URL and filters

def test_the_query_syntax_round_trips_through_the_url():
    for q in ['"mixture of experts" OR MoE', 'gan "a & b" OR c=d', "naïve bayes", '"unclosed']:
        f = Filters(query=q, years=(2015, 2019))
        parsed, warnings = Filters.from_query(f.to_query())
        assert parsed == f and warnings == []


def test_an_overlong_query_in_the_url_is_cut_with_a_warning():
    f, warnings = Filters.from_query(urlencode({"q": '"of the" ' * 2_000}))
    assert len(f.query) <= MAX_QUERY_CHARS and f.query.endswith('"of the"')
    assert warnings == ["the search was 17,999 characters long: only its first 494 are kept"]


def test_a_crafted_overlong_search_from_the_controls_is_cut_too():
    f = Filters(query='"of the" ' * 11_000)
    assert len(f.query) <= MAX_QUERY_CHARS and f.query.endswith('"of the"')
    assert len(f.to_query()) < 1_000


def test_select_uses_the_index_and_the_other_filters():
    papers = pd.DataFrame({"topic": [0, 1, 0, 1], "venue": ["A", "A", "B", "B"],
                           "year": pd.array([2020, 2021, 2020, 2021], dtype="Int64"),
                           "paper_type": ["theory"] * 4,
                           "text": ["Mixture-of-experts.", "mixtures of experts", "MoE", "gan"]})
    ix = build_search_index(papers["text"].tolist(), PAIRS)
    f = Filters(query='"mixture of experts"', venues=("A",))
    assert select(papers, f, ix).tolist() == [True, True, False, False]
    assert select(papers, f.with_(venues=())).tolist() == [True, True, False, False]  # no pairs
    assert select(papers, f.with_(venues=()), ix).tolist() == [True, True, True, False]
    assert query_mask(ix, "gan").tolist() == [False, False, False, True]


def test_query_terms_and_phrase_query():
    assert query_terms('"graph neural networks" OR GNN deep deep') == [
        "graph neural networks", "GNN", "deep"]
    assert phrase_query("graph  neural networks") == '"graph neural networks"'
    assert phrase_query("deep") == "deep"
    assert plan_query(phrase_query('say "hi" there')).terms[0].typed == (
        phrase_keys("say hi there"),)


def test_ascii_texts_are_read_into_the_same_tokens_as_by_the_general_pattern():
    """Keys of an ASCII text are read by ASCII_TOKEN (a faster spelling of TOKEN): the
    same tokens for every ASCII character alone, between letters and digits, and in any
    ASCII string (controls, U+001C-1F, apostrophes, hyphens, underscores)."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from analysis.search.keys import ASCII_TOKEN, TOKEN, KeyMemo, index_text, tokens_re

    for code in range(128):
        c = chr(code)
        for text in (c, f"a{c}b", f"1{c}{c}x", f"{c}'s"):
            assert ASCII_TOKEN.findall(text) == TOKEN.findall(text), repr(text)

    @settings(max_examples=500, deadline=None)
    @given(st.text(alphabet=st.characters(max_codepoint=127), max_size=40))
    def same(text: str) -> None:
        assert ASCII_TOKEN.findall(text) == TOKEN.findall(text)

    same()
    assert tokens_re("Nyström's") is TOKEN and tokens_re("model's") is ASCII_TOKEN
    assert index_text("Mixture-of-Experts (MoE)'s 2 models' x_y", KeyMemo()) == \
        "mixture of expert _ moe _ s 2 model x _ y m_oe_ _d_moe_mixtureofexpert " \
        "_d_moe__mixtu_expert"
    # MoE as written after the keys, then what the text defines it as (wave 32)


def test_texts_keyed_a_run_at_a_time_are_keyed_as_one_by_one():
    """index_texts (each distinct space-separated run keyed once, joined by Arrow) gives
    index_text of each text: empty and missing texts, runs of spaces, other whitespace
    inside a run, boundaries across runs, non-ASCII beside ASCII runs, a memo emptied on
    the way, and hypothesis's texts."""
    import random

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from analysis.search.keys import KeyMemo, RunMemo, index_text, index_texts

    planted = [None, "", " ", "  a  b  ", "(a) (b)", "a (b) , c", "x\ty\nz", "a\u2028b",
               "Nyström's (LLMs) ; ;; _ _", "___", "a - b", "’s x’y", "é (é) _ é", *PLANTED]
    rng = random.Random(3)
    alphabet = "ab AB(),._-'’\t\n\u2028é1 "
    texts = planted + ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))
                       for _ in range(3000)]
    one_by_one = [index_text(t or "", KeyMemo()) for t in texts]
    memo = RunMemo(max_runs=40)  # emptied many times
    chunked = [k for s in range(0, len(texts), 500) for k in index_texts(texts[s:s + 500], memo)]
    assert chunked == one_by_one
    assert index_texts(["(a) (b)", "a  b"], RunMemo()) == ["_ a _ b _", "a b"]
    assert index_texts([], RunMemo()) == []

    @settings(max_examples=300, deadline=None)
    @given(st.lists(st.text(max_size=30), max_size=5))
    def same(batch: list[str]) -> None:
        assert index_texts(batch, RunMemo()) == [index_text(t, KeyMemo()) for t in batch]

    same()


# ------------------------------------------------------------- saved and shared

def test_saved_index_opens_read_only_and_finds_the_same(index, tmp_path):
    path = index.save(tmp_path)
    opened = SearchIndex.open(tmp_path)
    assert opened.n_papers == len(PLANTED) and opened.acronyms.pairs == index.acronyms.pairs
    for q in ["MoE", '"mixture of experts"', "GAN OR VAE", "model"]:
        assert opened.find(q).mask.tolist() == index.find(q).mask.tolist()
    with pytest.raises(sqlite3.OperationalError):
        opened.store.connection().execute("INSERT INTO meta VALUES ('x', 'y')")
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]  # no partial file left


def test_another_process_opens_the_saved_index(index, tmp_path):
    index.save(tmp_path)
    code = ("import sys; from analysis.search import SearchIndex; "
            "print(SearchIndex.open(sys.argv[1]).find('MoE').mask.nonzero()[0].tolist())")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True,
                         text=True, check=True, cwd=str(__import__("pathlib").Path(__file__)
                                                        .resolve().parents[1]))
    assert out.stdout.strip() == "[0, 1, 2, 3, 4, 5]"


def test_opening_a_folder_without_an_index_says_so(tmp_path):
    with pytest.raises(FileNotFoundError, match="no search index here"):
        SearchIndex.open(tmp_path)


def test_the_temporary_index_file_goes_with_the_index():
    ix = build_search_index(["a b"])
    folder = ix.store.path.parent
    assert folder.exists()
    del ix
    import gc

    gc.collect()
    assert not folder.exists()


# ------------------------------------------------------------- the real corpora

@pytest.mark.corpora
def test_mixture_of_experts_on_the_24k_corpora():
    """Issue 11: "mixture of experts" found 29 papers, its variants 15, 21 and 14 more."""
    from analysis.io import load_corpus

    papers = load_corpus([corpora_root()]).papers
    ix = build_search_index(papers["text"].tolist(), [("MoE", "mixture of experts")])
    counts = {q: ix.find(q).n_papers for q in ['"mixture of experts"', '"mixtures of experts"',
                                                '"mixture-of-experts"', "MoE"]}
    assert len(set(counts.values())) == 1, counts
    # every paper that writes a variant, by a plain scan of the texts
    scan = papers["text"].str.contains(
        r"(?i)\bmixtures?[\s-]+of[\s-]+experts?\b|\bMoEs?\b", regex=True)
    assert counts["MoE"] == int(scan.sum()) >= 60


def test_keys_made_in_worker_processes_are_the_keys_made_here(monkeypatch):
    from analysis.search import build

    texts = PLANTED * 7  # 98 papers in chunks of 10, from 3 processes
    serial = list(build.keyed_texts(texts))
    monkeypatch.setattr(build, "PARALLEL_MIN_PAPERS", 10)
    monkeypatch.setattr(build, "CHUNK_PAPERS", 10)
    assert build._workers(len(texts)) > 1
    assert list(build.keyed_texts(texts)) == serial
    assert [i for i, _ in serial] == list(range(len(texts)))
    ix = build.build_search_index(texts, PAIRS)
    assert ix.find("MoE").n_papers == 6 * 7


def _moe_corpus(path) -> None:
    import json

    filler = ("We study sparse routing of tokens to experts in large models and report "
              "accuracy, throughput and memory on standard language benchmarks.")
    records = []
    for i in range(6):  # papers that define the acronym
        records.append(f"A sparse mixture of experts (MoE) layer {i}. {filler}")
    for i in range(6):  # papers that only use it
        records.append(f"Scaling MoE routers {i} without load imbalance. {filler}")
    for i in range(12):  # papers about something else
        records.append(f"Kernel ridge regression {i} with random features. {filler}")
    with open(path, "w", encoding="utf-8") as fh:
        for i, text in enumerate(records):
            fh.write(json.dumps({"id": str(i), "title": f"Paper {i}", "abstract": text,
                                 "venue": "ICML", "year": 2020}) + "\n")


def test_the_corpus_acronyms_reach_the_search(tmp_path):
    from analysis.pipeline import analyze

    _moe_corpus(tmp_path / "moe.jsonl")
    a = analyze([tmp_path / "moe.jsonl"], n_topics=2)
    assert ("MoE", "mixture of experts") in [(x, " ".join(e.split()))
                                             for x, e in a.search_index.acronyms.pairs]
    assert a.search_index.find('"mixture of experts"').n_papers == 12


def test_the_bulk_built_index_finds_what_fts5_defaults_find(monkeypatch):
    # a pending-terms buffer of 1 kB writes a segment every few papers and nothing is merged
    # until the end: the many-segment path of a large corpus, on a small one
    from analysis.search import build
    texts = PLANTED * 40 + [f"Paper {i} on mixture of experts and GAN number {i}."
                            for i in range(200)]
    queries = ['"mixture of experts"', "MoE", "optimal", "GAN OR VAE", "paper 17", "expert",
               '"gating networks"', "number"]
    monkeypatch.setattr(build, "PENDING_BYTES", 1024)
    bulk = build.build_search_index(texts, PAIRS)
    with sqlite3.connect(bulk.store.path) as con:
        options = dict(con.execute("SELECT k, v FROM papers_config").fetchall())
    assert options.get("automerge") == 0 and options.get("hashsize") == 1024
    monkeypatch.setattr(build, "_bulk_load", lambda con: None)
    plain = build.build_search_index(texts, PAIRS)
    for q in queries:
        found = bulk.find(q).mask
        assert found.any(), q
        assert found.tolist() == plain.find(q).mask.tolist(), q


def test_releasing_the_mapped_index_keeps_every_search_working(index):
    """After a one-pass job's searches the index file is unmapped (its connection
    closed); the next search opens it again and finds the same papers."""
    found = rows(index, '"mixture of experts"')
    assert found
    index.release_pages()
    assert index.store._con is None  # closed: its mapped pages left the process
    index._results.clear()  # no kept result: the index file is read again
    assert rows(index, '"mixture of experts"') == found
    assert index.store._con is not None


def test_a_spelling_variant_is_not_said_to_be_defined():
    """Review 55: "halfspace" also finds "half-space", another spelling, defined nowhere;
    an acronym's expansion is still said to be defined."""
    texts = ["Learning a halfspace with noise.", "Agnostic half-space learning.",
             "Sparse mixture of experts (MoE) layers.", "Routing in MoE models."]
    index = build_search_index(texts, [("halfspace", "half-space"), ("MoE", "mixture of experts")])
    notes = " ".join(index.find("halfspace").notes)
    assert "also finds" in notes and "another spelling" in notes
    assert "defined" not in notes
    assert index.find("MoE").notes == ('MoE also finds "mixture of experts" (defined in these '
                                       "papers).",)

"""Keyword in context: snippets cut on words or sentences, every variant the search finds."""

from __future__ import annotations

import re

import numpy as np
import pytest

from analysis.search import build_search_index, plan_query
from analysis.terms import keyword_contexts
from analysis.terms.contexts import ELLIPSIS, snippet
from analysis.text import clean_text

TEXTS = [clean_text(t) for t in [
    "Differential privacy for deep learning. We propose a novel method with differential "
    "privacy, differential privacy and again differential privacy.",
    "Private learning. Differential Privacy bounds for models; results show gains.",
    "Large language models. LLMs and an LLM; we propose a new approach.",
    "Remodeling URLs. A model of URL structure; the proposed method is novel.",
    "Gradient descent. Models trained by gradient descent; large language models too.",
]]


def spans(query: str, pairs=()):
    return build_search_index(["x"], pairs).plan(query).spans


def test_whole_words_any_case_and_inflections():
    kc = keyword_contexts(TEXTS, spans("model"), width=10)
    assert list(kc.columns) == ["row", "left", "match", "right"]
    assert kc["row"].tolist() == [1, 2, 3, 4]  # "Remodeling" is not "model"; "Models" is
    assert kc["match"].tolist() == ["models", "models", "model", "Models"]
    assert keyword_contexts(TEXTS, spans("RL")).empty  # "URL" is not "RL"


def test_phrases_rows_and_limit():
    kc = keyword_contexts(TEXTS, spans('"large language model"'))
    assert kc["row"].tolist() == [2, 4]
    assert kc["match"].iloc[0] == "Large language models"
    kc = keyword_contexts(TEXTS, spans('"large language model"'),
                          rows=np.array([False] * 4 + [True]))
    assert kc["row"].tolist() == [4]
    assert len(keyword_contexts(TEXTS, spans('"differential privacy"'), limit=1)) == 1
    assert keyword_contexts(TEXTS, spans("")).empty


def test_accented_words_match_unaccented():
    kc = keyword_contexts(["The Nyström method for kernels.", "A Nystrom approximation."],
                          spans("nystrom"))
    assert kc["match"].tolist() == ["Nyström", "Nystrom"]


def test_every_variant_is_a_match():
    texts = ["We scale Mixture-of-Experts layers.", "Sparse MoEs route tokens.",
             "Mixtures of experts are old.", "A mixture of Gaussians."]
    kc = keyword_contexts(texts, spans('"mixture of experts"', [("MoE", "mixture of experts")]))
    assert kc["match"].tolist() == ["Mixture-of-Experts", "MoEs", "Mixtures of experts"]


LONG = ("Transformers are everywhere. Recently, sparsely activated mixture-of-experts layers "
        "have been proposed to scale language models to trillions of parameters without "
        "increasing computation. We study their routing. Results on GLUE follow.")


@pytest.mark.parametrize("width", [10, 25, 40, 60, 90, 200])
def test_snippets_start_and_end_on_whole_words_or_sentences(width):
    start = LONG.index("mixture-of-experts")
    left, match, right = snippet(LONG, start, start + len("mixture-of-experts"), width)
    assert match == "mixture-of-experts"
    body_left = left.removeprefix(ELLIPSIS)
    body_right = right.removesuffix(ELLIPSIS)
    assert len(body_left) <= width and len(body_right) <= width
    # the left part starts a word (after a space or a sentence) or is the text's start
    at = start - len(body_left)
    assert LONG[at:start] == body_left
    assert at == 0 or LONG[at - 1] == " "
    assert left.startswith(ELLIPSIS) == (at != 0 and not re.search(r"[.!?] $", LONG[:at]))
    # the right part ends a word, or a sentence (no ellipsis then)
    end = start + len(match) + len(body_right)
    assert LONG[start + len(match):end] == body_right
    assert end == len(LONG) or not LONG[end].isalnum()
    if not right.endswith(ELLIPSIS):
        assert body_right == "" or body_right.endswith(".") or end == len(LONG)


def test_a_sentence_in_reach_is_where_the_snippet_starts_and_ends():
    start = LONG.index("routing")
    left, match, right = snippet(LONG, start, start + 7, 60)
    assert (left, match, right) == ("We study their ", "routing", ".")
    left, _, right = snippet(LONG, LONG.index("GLUE"), LONG.index("GLUE") + 4, 200)
    assert left == "Results on " and right == " follow."


def test_no_sentence_cut_at_abbreviations():
    text = "Models, e.g. Transformers and others like them, use mixture of experts routing today."
    start = text.index("mixture")
    assert snippet(text, start, start + 18, 45) == (
        "…e.g. Transformers and others like them, use ", "mixture of experts", " routing today.")


def test_the_plan_without_words_finds_no_span():
    assert plan_query("!!!").spans("some text!!!") == []


def test_the_dashboard_shows_20_snippets_and_how_many_papers_use_the_term(planted_analysis):
    from dash import html

    from dashboard.sections.keywords import KWIC_SNIPPETS, kwic_children
    from dashboard.view import make_view

    view = make_view(planted_analysis)
    rows = np.ones(planted_analysis.n_papers, dtype=bool)
    rows[:10] = False  # a filter: the count is of the papers shown
    found = planted_analysis.search_index.find('"graph neural networks"').mask
    n = int((found & rows).sum())
    assert n > KWIC_SNIPPETS == 20
    note, items = kwic_children(view, rows, ["graph neural networks"])
    assert note.children == f"“graph neural networks”: 20 of {n:,} papers shown"
    assert len(items.children) == 20
    for item in items.children:
        left, match, right, *_ = item.children
        assert isinstance(match, html.Mark) and match.children.lower().startswith("graph neural")
        assert left == "" or left[-1] == " "  # whole words before the match


def test_a_snippet_from_the_sentence_a_title_was_derived_from_does_not_repeat_it(seeds_analysis):
    """The seeds have no titles: most are their abstract's opening clause, and a snippet
    from that sentence followed by "— <the same words>" said it twice.  A title that
    names the paper ("TwinQuant: …") is still shown."""
    from dash import html

    from dashboard.sections.keywords import kwic_children
    from dashboard.view import make_view

    view = make_view(seeds_analysis)
    rows = np.ones(seeds_analysis.n_papers, dtype=bool)
    _, items = kwic_children(view, rows, ["large language model"])
    sources, repeats = 0, 0
    for item in items.children:
        text = "".join(c if isinstance(c, str) else c.children for c in item.children[:3])
        source = [c for c in item.children[3:] if c.className == "kwic-source"]
        sources += bool(source)
        title = source[0].children[3:].rstrip("…") if source else ""
        repeats += bool(source) and " ".join(title.split()[:6]) in text
        assert all(isinstance(c, html.Span) for c in source)
    assert len(items.children) == 18
    assert repeats == 0
    assert 0 < sources < 18  # names kept, repeated openings left out


OT = [("OT", "optimal transport")]


def test_an_acronym_is_a_snippet_only_as_written():
    """An acronym the search adds counts and is highlighted only as written (wave 27:
    the "ot" of an OCR'd "ot.her" no longer counts for "optimal transport (OT)"); a
    snippet shows the acronym as written ("OT", "OTs"), a phrase and an ordinary word in
    any case, and a typed lower-case word any case too."""
    texts = ["It can model ot.her phenomena.", "We use OTs and then optimal transport.",
             "Every prot.ot.ypes is cut; OT later.", "Optimal Transport is cheap.",
             "not the ot here"]
    plan = build_search_index(["x"], OT).plan('"optimal transport"')
    assert [t[s:e] for t in texts for s, e in plan.first_span(t)] == ["OTs", "OT",
                                                                      "Optimal Transport"]
    assert build_search_index(texts, OT).find('"optimal transport"').mask.tolist() == [
        False, True, True, True, False]
    kc = keyword_contexts(texts, plan.first_cased_span)
    assert kc["row"].tolist() == [1, 2, 3]
    assert kc["match"].tolist() == ["OTs", "OT", "Optimal Transport"]
    assert keyword_contexts(texts, spans("OT"))["row"].tolist() == [0, 1, 2, 4]  # any case
    typed = build_search_index(["x"], OT).plan("OT").first_cased_span
    assert keyword_contexts(texts, typed)["match"].tolist() == ["OTs", "OT", "Optimal Transport"]
    lower = build_search_index(["x"], OT).plan("ot").first_cased_span
    assert keyword_contexts(texts, lower)["row"].tolist() == [0, 1, 2, 3, 4]


def test_ocr_fragments_of_neurips_1992_93_give_no_ot_snippet():
    """The three abstracts of the 24k corpus (NeurIPS 1992-93) that the search counted for
    "optimal transport" by an "ot" of OCR debris ("ot.her", "ot,hf'r", "prot.ot.ypes"):
    the keys match, no snippet (and, since wave 27, no search finds them)."""
    from analysis.io import load_corpus
    from tests.data_paths import corpora_root

    files = [corpora_root() / "nips" / f"nips{y}.json" for y in (1992, 1993)]
    texts = load_corpus(files).papers["text"].tolist()
    index = build_search_index(texts, OT)
    typed = index.plan("ot")
    assert [t[s:e] for t in texts for s, e in typed.first_span(t)] == ["ot", "ot", "ot"]
    assert index.find("ot").n_papers == 3
    assert index.find('"optimal transport"').n_papers == 0
    assert keyword_contexts(texts, index.plan('"optimal transport"').first_cased_span).empty


def test_an_acronym_in_mixed_case_and_its_plural():
    """"ResNets" is the plural of the corpus's "ResNet" (24k: 8 of the first 100 papers of
    "residual network" begin with it); "(iv)" is no "IV", "Bo" no "BO"."""
    pairs = [("ResNet", "residual network"), ("IV", "instrumental variable"),
             ("BO", "Bayesian optimization")]
    index = build_search_index(["x"], pairs)
    texts = ["Deep ResNets train well.", "Residual networks (ResNet) too.", "(iv) an IV.",
             "Bo Li and BO's prior."]
    assert [t[s:e] for t in texts for s, e in index.plan('"residual network"').first_cased_span(t)
            ] == ["ResNets", "Residual networks"]
    assert index.plan('"instrumental variable"').first_cased_span(texts[2]) == [(8, 10)]
    assert index.plan('"Bayesian optimization"').first_cased_span(texts[3]) == [(10, 14)]

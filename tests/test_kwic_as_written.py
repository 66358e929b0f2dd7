"""Keyword-in-context snippets show the abstract as written, its maths rendered, not the
cleaned text the search reads (newuser72: on ALT + COLT the "regret bound" snippets read
"a regret bound of the order O d n n." and "on the order of 2 poly d O poly d T 2 3",
where the abstracts wrote ``$O(d\\sqrt{n \\log n})$`` and ``$2^{poly(d)} + \\tilde{O}(...)$``)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from analysis.search import plan_query
from analysis.terms.contexts import snippet
from analysis.text.clean import clean_text
from tests.test_trends_nested import analysed, themed_abstract

REGRET = ("We give an algorithm whose regret bound is $O(d\\sqrt{T})$ after $T$ rounds, "
          "and we show that no algorithm does better on any instance of the problem.")


def _parts(title: str, abstract: str, query: str, width: int = 60):
    from dashboard.sections.keywords import as_written

    text = f"{clean_text(title)}. {clean_text(abstract)}"
    plan = plan_query(query)
    start, end = plan.first_cased_span(text)[0]
    cut = snippet(text, start, end, width)
    return cut, as_written(text, abstract, plan.first_cased_span, *cut)


def test_a_formula_beside_the_keyword_is_shown_as_written_and_rendered():
    cut, shown = _parts("Bandits", REGRET, '"regret bound"')
    assert "O d T" in "".join(cut)  # the cleaned text the snippet was cut from
    left, match, right = shown
    assert match == "regret bound"
    assert left == "We give an algorithm whose "
    assert right.startswith(" is O(d√T) after T rounds") and right.endswith("…")


def test_a_keyword_inside_a_command_keeps_the_words_around_it():
    abstract = ("Our analysis gives the first \\emph{regret bound} for this setting, with "
                "$\\epsilon$-accuracy and a matching lower bound for every horizon we study.")
    _, shown = _parts("Bandits", abstract, '"regret bound"')
    left, match, right = shown
    assert match == "regret bound" and left.endswith("the first ")
    assert right.startswith(" for this setting, with ϵ-accuracy")


def test_a_snippet_from_the_title_stays_as_cut():
    # the match is in the title: its raw text is not the abstract's, so nothing to map
    cut, shown = _parts("Regret bounds for bandits", REGRET, "bandits", width=10)
    assert shown is None and cut[1] == "bandits"


def test_an_abstract_without_maths_is_unchanged():
    abstract = ("We study the regret bound of online learners in a new setting where feedback "
                "is delayed, and we show a matching lower bound.")
    cut, shown = _parts("Delays", abstract, '"regret bound"')
    assert shown is None  # shown as cut: cleaning left the abstract as written
    assert cut[1] == "regret bound" and "\\" not in "".join(cut)


@pytest.fixture(scope="module")
def latex_corpus(tmp_path_factory):
    rng = random.Random(3)
    rows = []
    for i in range(30):
        rows.append({"id": f"r{i}", "title": f"Paper {i:02d} on online learning",
                     "abstract": themed_abstract(rng, ["online learning"]) + " " + REGRET,
                     "year": 2020 + i % 3, "venue": "COLT"})
        rows.append({"id": f"k{i}", "title": f"Kernel paper {i:02d}",
                     "abstract": themed_abstract(rng, ["kernel ridge regression",
                                                       "random feature"]),
                     "year": 2020 + i % 3, "venue": "COLT"})
    return analysed(tmp_path_factory, "kwic_latex", rows)


def test_the_page_shows_the_formula_not_its_debris(latex_corpus):
    from dashboard.sections.keywords import kwic_children
    from dashboard.view import make_view

    view = make_view(latex_corpus)
    rows = np.ones(latex_corpus.n_papers, dtype=bool)
    note, items = kwic_children(view, rows, ["regret bound"])
    assert note.children == "“regret bound”: 20 of 30 papers shown"
    shown = ["".join(c if isinstance(c, str) else c.children for c in item.children[:3])
             for item in items.children]
    assert len(shown) == 20
    assert all("O(d√T) after T rounds" in s for s in shown)
    assert not any("O d T" in s for s in shown)


def test_a_snippet_that_is_the_title_names_its_paper_once(latex_corpus):
    """A snippet cut from the title was followed by the same title as its source
    ("Dist2Cycle: A Simplicial Neural Network for Homology Localization. — Dist2Cycle: A
    Simplicial Neural Network for Homology Localization (AAAI 2022)"): now by its venue
    and year alone; a snippet from the abstract keeps its source."""
    from dashboard.sections.keywords import kwic_children
    from dashboard.view import make_view

    view = make_view(latex_corpus)
    rows = np.ones(latex_corpus.n_papers, dtype=bool)
    _, items = kwic_children(view, rows, ["online learning"])
    assert len(items.children) == 20
    for item in items.children:
        text = "".join(c if isinstance(c, str) else c.children for c in item.children[:3])
        assert text.startswith("Paper ") and text.endswith("on online learning.")
        classes = [getattr(c, "className", "") for c in item.children[3:]]
        assert classes == ["kwic-where"]  # "(COLT 2021)", no "— Paper 03 on online learning"
    _, items = kwic_children(view, rows, ["regret bound"])
    assert all([getattr(c, "className", "") for c in item.children[3:]]
               == ["kwic-source", "kwic-where"] for item in items.children)


def test_a_title_the_cleaning_changed_is_still_named():
    from dashboard.sections.keywords import _in_title

    text = "Regret of l 1 online learning. We study it."
    # the page shows "Regret of ℓ_1 online learning": the snippet's cleaned words are not it
    assert not _in_title(text, "Regret of l 1 online learning",
                         "Regret of ℓ_1 online learning", "Regret of l 1 ", "online learning")
    assert _in_title("Regret of online learning. We study it.", "Regret of online learning",
                     "Regret of  online learning", "Regret of ", "online learning")
    # the same words in the abstract are no title
    assert not _in_title("Bandits. Regret of online learning.", "Bandits", "Bandits",
                         "Regret of ", "online learning")

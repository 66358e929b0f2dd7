"""Session 73 (robot73): a theory word that names a method, or a survey's words for the work it
reviews, is no result of the paper's own (:mod:`analysis.paper_types.senses73`).

The planted abstracts are reworded from the kinds read wrong in the seeded draw (RESULTS.md,
"robot73"); at 8d3689d each was labelled ``theory``.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import classify_text, senses73
from analysis.paper_types.cues import find_cues
from analysis.text import clean_text


def _row(text: str, title: str = "") -> tuple[str, str, float]:
    return classify_text(clean_text(text), title, text)


# a branch-and-bound search whose only theory word is the method's "bound" (hinted.py's rule)
BRANCH = ("We present an optimal algorithm for coverage path planning, using a branch and bound "
          "method inspired by feature selection algorithms. The algorithm uses the monotonicity "
          "of the objective function to give a speedup versus brute force search. We present "
          "results which suggest that the speedup is significant.")
BRANCH_TITLE = "Branch and bound for coverage path planning"

# surveys whose theory words are the reviewed work's
SURVEYS = [
    ("This paper surveys the recent work at the intersection of robustness and privacy. The "
     "survey reviews the conditions under which privacy and robustness may be aligned or "
     "contrasting goals, and reviews the available solutions proposed so far."),
    ("Evolutionary algorithms are general-purpose heuristics that lack theoretical support. "
     "In this paper, I will review the progress towards theoretically grounded evolutionary "
     "learning, from the aspects of analysis methodology, theoretical perspectives and "
     "learning algorithms. I will also discuss some future challenges."),
]


def test_a_branch_and_bound_method_is_no_hint_of_theory() -> None:
    kind, evidence, _ = _row(BRANCH, BRANCH_TITLE)
    assert kind == "empirical"
    assert senses73.NOTE_NAMED in evidence


@pytest.mark.parametrize("text", SURVEYS)
def test_a_surveys_theory_words_are_not_its_own_result(text: str) -> None:
    kind, evidence, _ = _row(text)
    assert kind != "theory"
    assert senses73.NOTE_SURVEY in evidence


def _notes(text: str) -> dict[str, str]:
    return {c.shown(): c.note for c in find_cues(clean_text(text)).cues if c.side == "theory"}


@pytest.mark.parametrize("text", [
    "We propose an upper confidence bound algorithm for the problem.",
    "Exploration uses an upper confidence bound (UCB) index.",
    "We use a lower confidence bound-based acquisition function.",
    "A branch-and-bound search finds the plan.",
])
def test_named_bounds(text: str) -> None:
    assert senses73.NOTE_NAMED in _notes(text).values()


@pytest.mark.parametrize("text", [
    "We prove an upper bound on the regret of the algorithm.",
    "We derive upper confidence bounds on the estimation error.",  # no method's noun after it
    "The running time of the branch and bound algorithm is bounded, and we give bounds on it.",
])
def test_bounds_of_the_papers_own_are_kept(text: str) -> None:
    notes = _notes(text)
    assert notes and any(note == "" for note in notes.values())
    if "give bounds" in text:
        assert notes.get("bounds", "") == ""


def test_a_survey_that_proves_keeps_its_proof() -> None:
    text = ("This paper surveys online learning with partial feedback. We prove a new lower "
            "bound for the contextual setting.")
    notes = _notes(text)
    assert any(note == "" for phrase, note in notes.items() if "prove" in phrase)


@pytest.mark.parametrize("text", [
    "We first review existing methods and then prove that the estimator is consistent.",
    "Our analysis reviews the conditions under which the estimator is consistent.",
])
def test_not_a_survey(text: str) -> None:
    assert not senses73.surveys(clean_text(text).lower())


def test_survey_declarations() -> None:
    for text in ("This article is a review of the use of this result.", "This position paper "
                 "investigates the potential of ...", "In this survey, we cover ...",
                 "We present a comprehensive survey of graph learning."):
        assert senses73.surveys(text.lower()), text


def test_a_review_of_the_authors_own_results_is_not_a_survey() -> None:
    text = ("In this paper, we will review the recent developments in this area, and highlight "
            "our contributions. Specifically, we have proposed novel algorithms to minimize the "
            "dynamic regret.")
    assert not senses73.surveys(clean_text(text).lower())
    assert senses73.NOTE_SURVEY not in _notes(text).values()


# "tight" of a formation, a fit or a cluster: the only theory word of a system paper
LOOSE_TIGHT = [
    ("We present a set of algorithmic solutions for a fleet of unmanned aerial vehicles "
     "evolving in tight coordination in a constrained environment. The algorithms determine "
     "the geometric configuration of the vehicles and the trajectories between configurations."),
    ("We investigate computationally inexpensive statistics that describe grass for an "
     "autonomous lawnmower. Tight statistical clustering of illuminated grass versus artificial "
     "texture suggests that this method is sufficient for identifying driveable terrain."),
]


@pytest.mark.parametrize("text", LOOSE_TIGHT)
def test_tight_of_no_formal_result_is_no_theory(text: str) -> None:
    kind, evidence, _ = _row(text)
    assert kind != "theory"
    assert senses73.NOTE_TIGHT in evidence


@pytest.mark.parametrize("text", [
    "If the solution is integral we say that the relaxation is tight.",
    "Our analysis is tight up to logarithmic factors.",
    "We derive a novel perspective that leads to a tight convex objective.",
    "I derive the parameter via tight, data-dependent redundancy bounds.",
    "Those bounds, though tight, can be narrowed when more data are available.",
    "The variance formula of the mechanism is far from tight in the high privacy regime.",
    "We demonstrate refined conditions for tightness of LP relaxations.",
])
def test_a_formal_tight_still_counts(text: str) -> None:
    assert senses73.NOTE_TIGHT not in _notes(text).values()
    low = clean_text(text).lower()
    assert not senses73.loose_tight(low, low.index("tight"), 0)

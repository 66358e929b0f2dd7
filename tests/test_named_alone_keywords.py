"""A single word is a keyword only where titles name it on its own or as the head of
several terms (:func:`analysis.terms.termhood.named_alone`, session 72).

Planted corpora: the subjects of :mod:`tests.planted_terms` plus papers whose titles name
a word only inside one phrase term, as its modifier ("question" in "question answering")
or as the head of that one phrase ("adaptation" in "domain adaptation"), while their
abstracts also write the word alone ("each question") often enough for its tokens to pass
the older standalone test; a word their titles name on its own ("grasping"; "bin-picking", mostly written open
there, "Bin picking"), and one heading four different phrase terms ("summarization")
stay keywords.
"""

from __future__ import annotations

import random

import pytest

from analysis.terms import build_vocabulary, keyword_counts
from analysis.terms.termhood import MIN_STANDALONE, named_alone, title_heads
from analysis.text import clean_text
from tests.planted_terms import GENERIC, planted_papers

_OBJECTS = "benchmarks baselines settings regimes tasks domains".split()


def _paper(rng: random.Random, title: str, uses: list[str]) -> str:
    """A paper titled ``title`` writing each of ``uses`` once between function words,
    among the generic words every planted paper uses (as tests/test_nested_terms.py)."""
    generic = list(GENERIC)
    rng.shuffle(generic)
    body = " ".join(f"Across {w} within {rng.choice(_OBJECTS)}." for w in generic)
    said = " ".join(f"We rely on the {u}, as {rng.choice(_OBJECTS)} show." for u in uses)
    return clean_text(f"{title}. {said} {body}")


def _corpus(seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    extra = []
    for i in range(20):  # the word is the modifier of the one phrase its titles name
        extra.append((f"Question answering {i}", ["question answering"] * 2 + ["question"] * 4))
    for i in range(20):  # the word is the head of the one phrase its titles name
        extra.append((f"Domain adaptation {i}", ["domain adaptation"] * 2 + ["adaptation"] * 4))
    for i in range(20):  # named on its own
        extra.append((f"Grasping {i}", ["grasping"] * 4))
    for i in range(20):  # one word, its titles mostly writing it open ("bin picking")
        extra.append((f"{'Bin-picking' if i < 6 else 'Bin picking'} {i}", ["bin-picking"] * 4))
    for kind in ("abstractive", "extractive", "dialogue", "opinion"):
        for i in range(5):  # the head of four phrases, each named in titles
            extra.append((f"{kind.capitalize()} summarization {i}",
                          [f"{kind} summarization"] * 2 + ["summarization"] * 4))
    return [p["text"] for p in planted_papers()] + [_paper(rng, t, u) for t, u in extra]


@pytest.fixture(scope="module")
def vocab():
    return build_vocabulary(_corpus())


def _row(vocab, term: str):
    j = vocab.lookup(term)
    assert j is not None, term
    return vocab.terms.loc[j]


def test_a_word_its_titles_name_only_inside_a_phrase_term_is_no_keyword(vocab):
    keywords = set(keyword_counts(vocab)["term"])
    assert {"question answering", "domain adaptation"} <= keywords  # the phrases are
    assert "question" not in keywords and "adaptation" not in keywords
    # every other test passes: written alone in 4 of its 7 uses, named in every title
    for word in ("question", "adaptation"):
        row = _row(vocab, word)
        assert row["standalone_share"] == pytest.approx(4 / 7)
        assert (row["lead_papers"], row["own_lead_papers"]) == (20, 0)
        assert bool(row["keyword"]) is False


def test_a_word_named_alone_or_heading_several_phrases_stays_a_keyword(vocab):
    keywords = set(keyword_counts(vocab)["term"])
    assert {"grasping", "summarization", "differential privacy", "bin-picking"} <= keywords
    # a title writing the word open names the word itself, not a phrase holding it
    binpicking = _row(vocab, "bin-picking")
    assert binpicking["n_words"] == 1
    assert (binpicking["lead_papers"], binpicking["own_lead_papers"]) == (20, 20)
    grasping = _row(vocab, "grasping")
    assert (grasping["lead_papers"], grasping["own_lead_papers"]) == (20, 20)
    summarization = _row(vocab, "summarization")
    assert (summarization["lead_papers"], summarization["own_lead_papers"]) == (20, 0)


def test_title_heads_counts_the_phrases_a_word_heads_by_their_titles(vocab):
    heads, share = title_heads(vocab.terms)
    at = {w: vocab.lookup(w) for w in ("summarization", "adaptation", "question")}
    assert heads[at["summarization"]] == pytest.approx(4.0)  # four phrases, 5 titles each
    assert share[at["summarization"]] == pytest.approx(1.0)
    assert heads[at["adaptation"]] == pytest.approx(1.0)  # one phrase: no credit
    assert heads[at["question"]] == 0.0 and share[at["question"]] == 0.0  # a modifier
    alone = named_alone(vocab.terms)
    # summarization: none of its titles names it alone, 1 - 1/4 of them credited
    assert alone[at["summarization"]] and not alone[at["adaptation"]]
    assert MIN_STANDALONE == 0.5


def test_the_title_counts_are_the_same_whatever_the_chunks(vocab):
    chunked = build_vocabulary(_corpus(), chunk_size=37)
    columns = ["term", "lead_papers", "own_lead_papers", "keyword"]
    assert chunked.terms[columns].equals(vocab.terms[columns])

"""The cue patterns run with possessive word repeats find exactly what they find as written.

:func:`analysis.paper_types.literals.possessive` rewrites ``[\\w-]+ `` to ``[\\w-]++ `` where
the following literal cannot be a character of the class; the matcher runs the rewritten
patterns (``GatedPatterns.run``).  Pinned here on planted sentences at the edges of the
lazy word gaps (no words, the most words, one word too many, a sentence end inside the
gap, words beyond ASCII) and on random sentences of the lexicon's own words.
"""

from __future__ import annotations

import random
import re

import pytest

from analysis.paper_types import cues
from analysis.paper_types.literals import possessive, start_literals
from tests.test_paper_matcher import _gated, _reference


def _cue(opening: str, gap: str) -> int:
    """Index of the one cue pattern that opens with ``opening`` and holds ``gap``."""
    found = [i for i, p in enumerate(cues._CUES.patterns)
             if p.pattern.startswith(opening) and gap in p.pattern]
    assert len(found) == 1, (opening, found)
    return found[0]


# "demonstrat... (10 words at most) data sets"; "design... (3 words at most) and tested"
DATA = _cue(r"\b(?:(?:demonstrat|illustrat|evaluat|validat|assess", r"(?:[^\s.;:()]+ ){0,10}?")
BUILT = _cue(r"\b(?:design|built", r"(?:[\w-]+,? ){0,3}?and ")
REAL_WORLD = _cue(r"\b(?:assess|evaluat|test|validat|demonstrat|verif|deploy|appl)",
                  r"(?:[\w-]+ ){0,6}?in ")
CONFIRM = _cue(r"\b(?:experiment\w*|empirical\w*", r"(?:\w+ ){0,3}(?:confirm")


def _found(i: int, text: str) -> list[str]:
    """What cue ``i`` matches in ``text`` (lower-cased and split into sentences as the
    typing does), as the matcher keeps it, each match the same with the pattern as written."""
    low = text.lower()
    starts = cues.sentence_starts(text)
    bounds = starts + [len(low)]
    out = []
    for k, m in cues._CUES.matches(low, starts):
        if k == i:
            stop = min(b for b in bounds if b > m.start())
            written = cues._CUES.patterns[i].match(low, m.start(), stop)
            assert written and written.span() == m.span()
            out.append(low[m.start():m.end()])
    return sorted(out)


def _words(n: int) -> str:
    return "".join(f"w{k} " for k in range(n))


@pytest.mark.parametrize("n,found", [(0, True), (10, True), (11, False)])
def test_a_lazy_gap_holds_up_to_its_most_words_and_no_more(n, found):
    text = f"We evaluated {_words(n)}data sets here."
    assert _found(DATA, text) == ([f"evaluated {_words(n)}data sets"] if found else [])
    words = ["quickly,", "cheaply,", "well", "too"][:min(n, 4)]
    text = f"The robot was built {' '.join(words + [''])}and tested."
    assert _found(BUILT, text) == ([f"built {' '.join(words + [''])}and tested"]
                                   if len(words) <= 3 else [])


def test_the_shortest_gap_wins_and_a_sentence_end_stops_it():
    # the lazy gap stops at the first tail that fits ("data sets"), not the last
    assert _found(DATA, "We evaluated on data sets and more data sets.") == [
        "evaluated on data sets"]
    # a sentence end inside the gap: no match runs over it
    assert _found(DATA, "We evaluated it. Data sets were large.") == []
    assert _found(REAL_WORLD, "We tested it. In real-world use it works.") == []
    assert _found(REAL_WORLD, "We tested w1 w2 w3 w4 w5 w6 in real-world use.") == [
        "tested w1 w2 w3 w4 w5 w6 in real-world"]
    assert _found(REAL_WORLD, "We tested w1 w2 w3 w4 w5 w6 w7 in real-world use.") == []


def test_words_beyond_ascii_are_words_of_the_gap():
    assert _found(DATA, "We evaluated the méthode über données on data sets.") == [
        "evaluated the méthode über données on data sets"]
    assert _found(CONFIRM, "Experiments with naïve priors confirm the theory.") == [
        "experiments with naïve priors confirm the theory"]
    # "φ-priors" is no \w+ word
    assert _found(CONFIRM, "Experiments with naïve φ-priors confirm the theory.") == []


def test_possessive_rewrites_only_where_the_class_cannot_hold_what_follows():
    assert possessive(r"(?:[\w-]+ ){0,4}?x") == r"(?:[\w-]++ ){0,4}?x"
    assert possessive(r"a\w*, b") == r"a\w*+, b"
    assert possessive(r"(?:[^\s.;:()]+ ){0,10}?y") == r"(?:[^\s.;:()]++ ){0,10}?y"
    # the class holds the space or the comma that follows: backtracking can matter
    assert possessive(r"a[\w ]+ b") == r"a[\w ]+ b"
    assert possessive(r"a[\w,]+, b") == r"a[\w,]+, b"
    # not followed by a literal; already lazy; an escaped backslash
    assert possessive(r"\w+\w x") == r"\w+\w x"
    assert possessive(r"\w+? x") == r"\w+? x"
    assert possessive(r"\\w+ x") == r"\\w+ x"


def test_a_rewrite_that_changes_the_matches_would_be_caught():
    """The rewrite's guard: ``[\\w ]++ b`` cannot give back the space before "b"."""
    assert re.match(r"a[\w ]+ b", "ax y b") and not re.match(r"a[\w ]++ b", "ax y b")
    from analysis.paper_types.literals import _parser, _same_but_possessive

    assert not _same_but_possessive(_parser.parse(r"a[\w ]+ b"), _parser.parse(r"a[\w ]++ b"))
    assert _same_but_possessive(_parser.parse(r"a[\w-]+ b"), _parser.parse(r"a[\w-]++ b"))


def test_every_rewritten_cue_finds_what_it_finds_as_written_on_random_sentences():
    """2,000 sentences of the lexicon's own words, fillers beyond ASCII, commas, hyphens
    and sentence ends: every match of every rewritten pattern, at every start, the same."""
    vocabulary = sorted({w for p in cues._CUES.patterns for w in re.findall(r"[a-z]{2,}", p.pattern)})
    fillers = ["the", "a", "of", "naïve", "données", "x-ray", "φ", "3", "well,", "it.", "and",
               "(see", "e.g.", "2-d"]
    rng = random.Random(18)
    rewritten = [i for i, p in enumerate(cues._CUES.patterns) if cues._CUES.run[i] is not p
                 and cues._CUES.run[i].pattern != p.pattern]
    assert len(rewritten) > 40
    for _ in range(2000):
        text = " ".join(rng.choice(vocabulary) if rng.random() < 0.7 else rng.choice(fillers)
                        for _ in range(rng.randint(3, 30)))
        for i in rewritten:
            written, run = cues._CUES.patterns[i], cues._CUES.run[i]
            for pos in range(0, len(text), 3):
                a, b = written.match(text, pos), run.match(text, pos)
                assert (a and a.span()) == (b and b.span()), (i, text, pos)


def test_start_literals_go_one_word_through_an_optional_repeat_too_large_to_spell():
    """Up to two of 40 adverbs before a verb: 3,000+ spellings, so the start is "we " plus
    one adverb, or the verb where no adverb stands (and the matcher tries the pattern
    only there, not at every "we ")."""
    adverbs = [f"adv{k}ly" for k in range(40)]
    pattern = rf"\b(?:we|and) (?:(?:{'|'.join(adverbs)})[,]? ){{0,2}}(?:prove|show)s? that"
    expected = {f"{w} {a}{c} " for w in ("we", "and") for a in adverbs for c in ("", ",")}
    expected |= {f"{w} {v}{s} that" for w in ("we", "and") for v in ("prove", "show")
                 for s in ("", "s")}
    assert start_literals(pattern) == expected
    # a repeat whose words are not known stays at its start
    assert start_literals(r"\bwe (?:\w+ly ){0,2}prove") == {"we "}


@pytest.mark.parametrize("text", [
    "We also prove that the bound is tight, and then, formally prove a rate.",
    "(we give tight bounds) which we now prove; and additionally obtain new guarantees.",
    "This paper proves it. And we, further, derive sharp rates. The paper then proves more.",
    "we showcase and we prove. we. and. prove.",
])
def test_the_theory_claims_are_found_where_plain_searches_find_them(text):
    """The cues keyed one word deeper (60-62: "we also", "and prove") on planted texts:
    what the plain search of each pattern finds, and the claims themselves."""
    low, starts = text.lower(), cues.sentence_starts(text)
    assert _gated(cues._CUES, low, starts) == _reference(cues._CUES, low, starts)


def test_a_claim_after_an_adverb_is_found():
    claim = _cue(r"\b(?:(?:we|and|which we) (?:(?:formally|rigorously", "prove|proved")
    assert _found(claim, "Here we also prove tight bounds.") == ["we also prove tight bounds"]
    assert _found(claim, "Then, and formally, prove bounds.") == ["and formally, prove bounds"]
    # "clearly" is none of its adverbs; three adverbs are one too many
    assert _found(claim, "We clearly prove bounds.") == []
    assert _found(claim, "We also then formally prove bounds.") == []
    assert _found(claim, "We rigorously, formally prove the rates.") == [
        "we rigorously, formally prove the rates"]

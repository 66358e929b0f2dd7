"""The fast paths of paper typing find exactly what the plain searches find.

Each optimisation of :mod:`analysis.paper_types` (the gated matcher, its start literals,
the batched confidences, the ASCII word tokens, the end-of-abstract test) is checked
against the plain computation it replaces, on planted texts placed at the edges of each
shortcut and on real abstracts: a shortcut that changed one match would fail here.
"""

from __future__ import annotations

import json
import random
import re
from bisect import bisect_right
from collections import Counter

import numpy as np
import pytest

from analysis.paper_types import cues, words
from analysis.paper_types.literals import (
    core,
    necessary_literals,
    prefix_literals,
    start_literals,
    starts_at_boundary,
)
from analysis.paper_types.matcher import WORD_BEFORE, GatedPatterns, _owners, char_positions
from analysis.paper_types.misreads66 import named_bang
from analysis.paper_types.model import shipped_model
from analysis.text import clean_text
from tests.data_paths import corpora_root

# Texts at the edges of the shortcuts: a literal at the very start, after "(" or a rare
# symbol (no word-start key), inside a word, overlapping matches of one pattern, matches
# that would run over a sentence end, an optional word in a start literal, decimals.
PLANTED = [
    "pac learning with few samples is possible. pac-bayesian bounds follow.",
    "map inference is hard (map estimates are biased). we show that map works.",
    "(we prove that the estimator converges) and (we evaluate it on imagenet).",
    "\u2211we show that the bound is tight. \u00b5we prove that it converges.",
    "however show that it converges; a few new results. we show that. that is all.",
    "we prove our results show that the rate is minimax optimal, and it is shown that "
    "the estimator is consistent.",
    "non-identifiability and identifiability are studied; non-asymptotic rates follow.",
    "experiments on. imagenet show gains. we evaluate the method on a toy example and "
    "in a simple toy problem, on real robots and with two gpus.",
    "our main result is a regret bound of 3.5x faster training and 12.5% higher accuracy.",
    "future work will study this. many prior works proved bounds. we leave experiments to "
    "future work.",
    "We Show That Upper-Case Text Is Lowered First. empirical risk minimization works.",
    "",
    "a",
]


def _anchored(pattern: str) -> bool:
    """The patterns whose every match is kept, overlapping ones too (as the matcher has
    always run them): every match starts with one of a few literals, not a short one
    paired with a long necessary literal."""
    prefixes, needed = prefix_literals(pattern), necessary_literals(pattern)
    if not prefixes or not all(core(p) for p in prefixes):
        return False
    return not (needed and min(len(core(p)) for p in prefixes) <= 3
                and min(len(core(n)) for n in needed) >= 6)


def _reference(gated: GatedPatterns, text: str, starts: list[int]) -> Counter:
    """What GatedPatterns.matches must give, by plain searches in each sentence: an
    anchored pattern's match at every place one starts (a word start only after
    WORD_BEFORE or at the text's start), a sentence-initial pattern's at the sentence's
    start, any other pattern's ``finditer``."""
    bounds = list(starts) + [len(text)]
    found: Counter = Counter()
    for i, pattern in enumerate(gated.patterns):
        anchored = _anchored(pattern.pattern)
        word_start = starts_at_boundary(pattern.pattern)
        every = re.compile(f"(?=({pattern.pattern}))")
        for a, b in zip(bounds, bounds[1:], strict=False):
            if i in gated.initial:
                m = pattern.match(text, a, b)
                found.update([(i, m.span())] if m else [])
            elif not anchored:
                found.update((i, m.span()) for m in pattern.finditer(text, a, b))
            else:
                for hit in every.finditer(text, a, b):
                    p = hit.start()
                    if word_start and re.match(r"\w", text[p:p + 1]) and p \
                            and text[p - 1] not in WORD_BEFORE:
                        continue
                    m = pattern.match(text, p, b)
                    found[(i, m.span())] += 1
    return found


def _gated(gated: GatedPatterns, text: str, starts: list[int]) -> Counter:
    return Counter((i, m.span()) for i, m in gated.matches(text, starts))


@pytest.mark.parametrize("text", PLANTED)
def test_the_cue_matcher_finds_what_plain_searches_find_on_planted_texts(text):
    low = text.lower()
    starts = cues.sentence_starts(text)
    assert _gated(cues._CUES, low, starts) == _reference(cues._CUES, low, starts)


def test_the_title_matcher_finds_what_plain_searches_find():
    for title in ("A Theory of Deep Learning", "Lower Bounds for Bandits", "ImageNet: a "
                  "Benchmark", "(Near-)Optimal Regret Bounds", "theory"):
        low = title.lower()
        assert _gated(cues._TITLE_GATED, low, [0]) == _reference(cues._TITLE_GATED, low, [0])


@pytest.mark.corpora
def test_the_cue_matcher_finds_what_plain_searches_find_on_real_abstracts():
    """24 real abstracts (a fixed sample of one corpus file, whole and cut mid-word)."""
    records = json.loads(next(iter(sorted(corpora_root().rglob("*.json")))).read_text("utf-8"))
    texts = [clean_text(r.get("abstract") or "") for r in records]
    rng = random.Random(13)
    for text in rng.sample([t for t in texts if t], 16) + [t[k:] for t in texts[:4]
                                                            for k in (1, 7)]:
        low, starts = text.lower(), cues.sentence_starts(text)
        assert _gated(cues._CUES, low, starts) == _reference(cues._CUES, low, starts)


def test_start_literals_go_through_optional_words_and_stay_prefix_free():
    assert start_literals(r"\b(?:in|on) (?:a )?toy\b") == {"in toy", "in a toy", "on toy",
                                                            "on a toy"}
    assert start_literals(r"regret (?:bound|rate)s?") == {"regret bound", "regret rate"}
    assert start_literals(r"(?:very ){0,2}good") == {"good", "very good", "very very good"}
    assert start_literals(r"ab(?:c|cd)e") == {"abce", "abcde"}
    assert start_literals(r"\w+ing") is None and start_literals(r"(?i)proof") is None
    # a start that is the start of another is kept alone (one try per place)
    assert start_literals(r"we(?: also)? prove") == {"we prove", "we also prove"}
    assert start_literals(r"(?:we|we also) \w+") == {"we "}


def test_start_and_necessary_literals_hold_in_every_match_of_the_lexicon():
    """Each literal set is a promise about every match: checked on planted matches."""
    text = " ".join(PLANTED).lower()
    for pattern in cues._CUES.patterns:
        starts = start_literals(pattern.pattern)
        needed = necessary_literals(pattern.pattern)
        for m in pattern.finditer(text):
            if starts:
                assert any(m.group().startswith(s) for s in starts), (pattern.pattern, m)
            if needed:
                assert any(n in m.group() for n in needed), (pattern.pattern, m)


def test_batched_confidences_equal_one_by_one():
    calibration = shipped_model().calibration
    rng = np.random.default_rng(3)
    probabilities = np.concatenate([rng.random(20000), rng.random(500) ** 9,
                                    1 - rng.random(500) ** 9, calibration.xs, [0.0, 1.0]])
    assert calibration.many(probabilities.tolist()) == [calibration(float(p))
                                                        for p in probabilities]
    assert calibration.many([]) == []


def test_the_word_finder_finds_what_the_regex_and_a_dict_find():
    # texts go joined through bytes.translate and Arrow's split and look-up (beyond ASCII:
    # other word characters as the mark), any holding the separator \x01 or the mark
    # through the regex: the same (text, column) pairs either way, in batches and across
    # a batch's end
    rng = random.Random(5)
    vocabulary = ["ab", "abc", "x1", "b_2", "of", "zz", "a9b"]
    pieces = vocabulary + ["a", "abx", "é", "ß", "_", "1", "\u00b2", "٣", "AB", "zzz"]
    between = [" ", "  ", "", "-", ".", "'", "(", "\t", "\n", "\x01", "\x1c", "\xa0", "\u2028", "é",
               "\x02"]
    texts = ["".join(rng.choice(pieces) + rng.choice(between) for _ in range(rng.randrange(30)))
             for _ in range(2500)] + ["", "ab abc ab", "x1\x01ab", "éab ab é", "abé ab",
                                     "ab\x02ab ab", "naïve ab\u2014ab"]
    rng.shuffle(texts)
    finder = words.WordFinder(vocabulary)
    column = {w: j for j, w in enumerate(vocabulary)}
    expected = [(i, column[w]) for i, text in enumerate(texts)
                for w in re.findall(words.WORD_TOKEN, text) if w in column]
    assert len(expected) > 2000
    for size in (1000, 7):
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(words, "BATCH_TEXTS", size)
            rows, columns = finder.pairs(texts)
        assert sorted(zip(rows.tolist(), columns.tolist(), strict=True)) == sorted(expected)
    # texts beyond ASCII go joined (their other word characters as the mark) unless a word
    # beyond ASCII is in the vocabulary: then through the regex, and "né" is found
    assert sum(not t.isascii() and finder._simple(t) for t in texts) > 300
    wider = words.WordFinder([*vocabulary, "né"])
    assert not any(wider._simple(t) for t in texts if not t.isascii())
    texts_with = [*texts, "né ab", "\x02ab ab"]
    column["né"] = len(vocabulary)
    expected = [(i, column[w]) for i, text in enumerate(texts_with)
                for w in re.findall(words.WORD_TOKEN, text) if w in column]
    rows, columns = wider.pairs(texts_with)
    assert (len(texts_with) - 2, column["né"]) in set(zip(rows.tolist(), columns.tolist(), strict=True))
    assert sorted(zip(rows.tolist(), columns.tolist(), strict=True)) == sorted(expected)


def test_a_character_beyond_ascii_is_a_word_character_where_isalnum_says_so():
    # what the word finder's encoding of texts beyond ASCII rests on: re's \w of one
    # character is str.isalnum (or "_"), for every code point
    word = re.compile(r"\w")
    assert all((word.match(c) is not None) == (c.isalnum() or c == "_")
               for c in map(chr, range(0x110000)))
    assert "é".encode("ascii", words._ENCODING_ERRORS) == b"\x02"
    assert "a\u2014b\u00b2".encode("ascii", words._ENCODING_ERRORS) == b"a b\x02"


def test_the_end_of_abstract_test_is_the_regex_it_replaces():
    closer = re.compile(r"[.!?)\"'\]]\s*$")
    for text in ("Done.", "Done.  \n", "Done. \u2003\u00a0", "Cut mid", "Cut mid \n",
                 "Quote'", "Paren)\n\n", "bracket]", "x\u2029", ".\u3000", "?\x1c", "a.b"):
        assert cues._truncated(text) == (not closer.search(text)
                                         and not cues._POINTER.search(re.split(r"[.!?]\s",
                                                                               text)[-1]))


def test_the_abbreviation_shortcut_splits_sentences_as_the_regex_alone():
    abbreviation = re.compile(r"\b(?:e\.g|i\.e|et al|al|fig|figs|vs|cf|resp|eq|eqs|sec|ref|dr|"
                              r"approx|etc)$", re.I)

    def plain(text):
        return [0] + [m.end() for m in cues._SENTENCE_END.finditer(text)
                      if not abbreviation.search(text, max(0, m.start() - 8), m.start())
                      and not named_bang(text, m.start())]  # "Yahoo! Answers" (types66)

    rng = random.Random(7)
    alphabet = "aeglsvfcpqrdxtiEGLSVF. \n\u017f\u212a?!)"  # (long s, Kelvin: re.I folds them)
    texts = ["".join(rng.choice(alphabet) for _ in range(rng.randrange(40))) + ". A"
             for _ in range(20000)] + ["See Fig. 3 and e.g. Table 2, et al. 2020. Done. X",
                                       "vs. B", "x.\n. Y", "\u017figs. Z"]
    for text in texts:
        assert cues.sentence_starts(text) == plain(text), text


def test_char_positions_are_where_the_class_matches_in_order():
    assert char_positions("a.b!c?d..", ".!?") == [1, 3, 5, 7, 8]
    assert char_positions("", ".!?") == [] and char_positions("abc", ".") == []
    rng = random.Random(11)
    for _ in range(2000):
        text = "".join(rng.choice("ab.!? \n\u00e9") for _ in range(rng.randrange(40)))
        assert char_positions(text, ".!?") == [m.start() for m in re.finditer(r"[.!?]", text)]


@pytest.mark.parametrize("starts,n", [([0, 5, 5, 9], 12), ([0, 4, 8], 8), ([3, 7], 10),
                                      ([], 4), ([0], 0), ([0, 12], 12)])
def test_each_offset_lies_in_the_sentence_a_bisection_finds(starts, n):
    """The matcher reads an offset's sentence from one list a text (speed70), what
    ``bisect_right(starts, pos) - 1`` gave: an empty sentence owns nothing, offsets before
    the first start lie in none (-1), the text's end in the last."""
    assert _owners(starts, n) == [bisect_right(starts, pos) - 1 for pos in range(n + 1)]
    assert _owners([0, 5, 5, 9], 12)[5:9] == [2] * 4 and _owners([3, 7], 10)[:3] == [-1] * 3

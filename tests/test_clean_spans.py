"""The cleaning's expressions run only where they can match give what they give on the
whole text: ``without_urls`` (the URL expression on the runs holding a piece of a URL) on
texts written to break it (URLs at the text's edges and inside words, space characters
other than the space, case folding beyond ASCII: the Kelvin sign, dotless i, pieces in
upper case, overlapping pieces); ``joined_hyphen_splits`` (the line-break hyphen
expression on the spans around each "- ") on chained and excluded hyphens; and the
whitespace joining skipped only where it changes nothing.
"""

from __future__ import annotations

import random

import pytest

from analysis.text.clean import (
    _HYPHEN_SPLIT,
    _URL,
    _single_spaced,
    clean_text,
    joined_hyphen_splits,
    without_urls,
)

PLANTED = [
    ("Code at https://github.com/a/b.", "Code at  "),
    ("see www.example.com/x or https://a.org", "see   or  "),
    ("https://x.org/y", " "),
    ("ends with foo.com", "ends with  "),
    ("EXAMPLE.COM and WWW.X and Ftp://y", "  and   and  "),
    ("a\thttp://x\nb\u00a0www.y\u3000c.net/p\x85d", "a\t \nb\u00a0 \u3000 \x85d"),
    ("(see foo.org)", "(see  )"),
    ("x.community", " munity"),
    ("no url here. x.co and a:/b", "no url here. x.co and a:/b"),
    ("www.com.org", " "),
    ("a-b.c_d.EDU/\u212a", " "),  # \w and "-" before, the Kelvin sign after
    ("word.\u0131o", " "),  # dotless i is an i to IGNORECASE
    ("\u00e9cole.fr/x.edu", "\u00e9cole.fr/ "),  # "/" is not in [\\w.-]
    ("://", "://"),  # a piece but no match
    ("a ://b", "a ://b"),
    ("", ""),
]


@pytest.mark.parametrize(("text", "expected"), PLANTED)
def test_planted_texts_lose_their_urls(text, expected):
    assert _URL.sub(" ", text) == expected  # the plain expression, written out
    assert without_urls(text) == expected


def _random_texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    alphabet = list("aZw.:/-_ \t\n\x85\u00a0\u3000\u212a\u0131\u0130\u017f(é1") + [
        "www.", "WwW.", ".com", ".CoM", ".org", ".io", ".net", ".edu", "://", "http://",
        "ftp://", "  ", "x.community"]
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40))) for _ in range(n)]


def test_random_texts_give_what_the_whole_text_expression_gives():
    texts = _random_texts(20000, 7)
    assert sum(_URL.sub(" ", t) != t for t in texts) > 5000  # most hold a URL
    assert [without_urls(t) for t in texts] == [_URL.sub(" ", t) for t in texts]


def test_clean_text_still_removes_urls():
    assert clean_text("Code: https://github.com/x/y and more at ab.io.") == "Code: and more at ."


HYPHENS = [
    ("fea- tures", "features"),
    ("first- and second-order", "first- and second-order"),
    ("ab- cd- ef", "abcd- ef"),  # the second "- " follows a word the first match took
    ("ab- cd xy- ef", "abcd xyef"),
    ("x ab- Cd", "x ab- Cd"),  # the word after must start lower case
    ("é ab- cd", "é abcd"),
    ("éab- cd", "éab- cd"),  # no word boundary before "ab"
    ("a1b- cd", "a1b- cd"),
    ("a- b", "a- b"),  # one letter on either side: no join
    ("re- use to- do", "reuse todo"),
    ("net- or ab- to x", "net- or ab- to x"),  # "or", "to" after the hyphen: kept
    ("net- works- and more", "networks- and more"),
    ("- ab", "- ab"),
    ("ab-", "ab-"),
    ("", ""),
]


@pytest.mark.parametrize(("text", "expected"), HYPHENS)
def test_planted_line_break_hyphens_are_joined(text, expected):
    assert _HYPHEN_SPLIT.sub(r"\1\2", text) == expected
    assert joined_hyphen_splits(text) == expected


def test_random_single_spaced_texts_join_as_the_whole_text_expression():
    rng = random.Random(11)
    parts = ["a", "b", "Ab", "ab", "-", "- ", " ", "and", "or", "x1", "é", "_", "fea",
             "tures", "to", "vs", "3", "(", "and-"]
    texts = [" ".join("".join(rng.choice(parts) for _ in range(rng.randint(0, 14))).split())
             for _ in range(50000)]
    assert sum(_HYPHEN_SPLIT.sub(r"\1\2", t) != t for t in texts) > 500
    assert [joined_hyphen_splits(t) for t in texts] == \
        [_HYPHEN_SPLIT.sub(r"\1\2", t) for t in texts]


def test_single_spaced_is_exactly_where_joining_changes_nothing():
    spaces = [chr(c) for c in range(0x110000) if chr(c).isspace()]
    assert [c for c in spaces if c.isprintable()] == [" "]  # what the test relies on
    texts = ["", "a", "a b", "a  b", " a", "a ", "a\tb", "a\u00a0b", "a\u2028b", "x\u200by",
             "\x00", "é ü", "a - b"] + [f"a{c}b" for c in spaces]
    for text in texts:
        assert _single_spaced(text) == (" ".join(text.split()) == text and text.isprintable()), \
            repr(text)
        if _single_spaced(text):
            assert " ".join(text.split()) == text
    assert _single_spaced("a b") and not _single_spaced("a  b") and not _single_spaced("a\tb")

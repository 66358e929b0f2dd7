"""``without_urls`` (the URL expression run only on the runs holding a piece of a URL)
gives what the expression gives on the whole text, on texts written to break it: URLs at
the text's edges and inside words, space characters other than the space, case folding
beyond ASCII (the Kelvin sign, dotless i), pieces in upper case, overlapping pieces.
"""

from __future__ import annotations

import random

import pytest

from analysis.text.clean import _URL, clean_text, without_urls

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

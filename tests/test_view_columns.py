"""The view's display columns, built with column operations, equal the per-paper functions."""

import random

import pandas as pd

from dashboard.figures.base import shorten
from dashboard.view import _md_escape, _shortened


def test_shortened_titles_equal_shorten():
    rng = random.Random(4)
    words = ["Deep", "learning", "of", "α-divergences:", "a", "(very)", "long-ish", "title,",
             "Bandits;", "x" * 70, "—", "p*", "·", "-", "co-training"]
    titles = ["", " ", "short", "  two  spaces  ", "tab\there", "nbsp\u00a0inside",
              "line\u2028break", "x" * 59, "x" * 60, "x" * 61, "a " * 40, "a," * 40]
    titles += [" ".join(rng.choice(words) for _ in range(rng.randint(1, 25)))
               for _ in range(3000)]
    series = pd.Series(titles, dtype="str")
    for limit in (20, 60):
        assert _shortened(series, limit).tolist() == [shorten(t, limit) for t in titles]


def test_markdown_escape_in_arrow_equals_python():
    titles = pd.Series(["a_b*c", "[x](y)", "back\\slash", "#1 <tag> ~ok~ | - + . !"],
                       dtype="str")
    from dashboard.view import _MD_SPECIAL

    vector = titles.str.replace(_MD_SPECIAL, r"\\\1", regex=True)
    assert vector.tolist() == [_md_escape(t) for t in titles]

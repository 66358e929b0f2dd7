"""The batched passes over a chunk or a file give what the one-text-at-a-time code gave.

Each batched function (the vocabulary's scan, a file's cleaning and de-duplication keys,
the lead of a chunk) is checked against the plain code it replaced, written out here,
on planted texts at its edges: whitespace other than the space, text beyond ASCII,
every trigger of a cleaning repair, marks the batch uses as separators, empty texts.
"""

from __future__ import annotations

import hashlib
import random
import re

import numpy as np
import pytest

from analysis.io.dedupe import dedupe_key, dedupe_keys
from analysis.terms.scan import DOCUMENT_END, SCAN, scan, without_accents
from analysis.terms.tokens import lead_tokens
from analysis.text.clean import clean_text, clean_texts

EDGES = [
    "", " ", "Graph neural networks (GNNs) of graphs.", "a\tb\n c\r\nd\x0be\x0cf\x1cg\x1fh",
    "  leading and trailing  ", "Nyström kernels\u00a0and\u2028line\u3000breaks",
    "x_1 and 1.5x, 12,3d k-NN bayes' state-of-the-art", "über ß Σ 𝔼[x] ① ²³ ٣ digits",
    "\u0308a \u00a8x", "fea- tures and first- and second-order", "see www.example.com/x or "
    "https://a.org", "(cid:173)prob(cid:173) lems", "$k$-means \\emph{robust} \\alpha",
    "**bold** __under__ {braces} ~tilde", "Mix &amp; match &lt;3", "\x00\x01 marks",
    "ℌ Ⅻ — ’quoted’ “twice”", "a" * 300, ".", "end .",
]


def _random_texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    alphabet = list("aB Z-_.:/w$\\*{}~&( )c\t\n\x00\x01\u00a0\u2028é\u0301m1;#ℌⅫß—’Σ") + [
        "www.", ".com", "(cid:173)", "- and", "fea- tures", "$x$", "\\emph{a}", "  ", "__",
        "&amp;", "http://x.org/y"]
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30))) for _ in range(n)]


TEXTS = EDGES + _random_texts(3000, 0)


def _scan_one_by_one(texts: list[str]) -> tuple[list[str], list[int]]:
    tokens: list[str] = []
    lengths = []
    for text in texts:
        found = SCAN.findall(without_accents(text or ""))
        found.append(DOCUMENT_END)
        tokens.extend(found)
        lengths.append(len(found))
    return tokens, lengths


@pytest.mark.parametrize("texts", [
    TEXTS, EDGES, [], [""], ["one"], EDGES[3:4] * 3,
    # where the first document end falls among the first appearances
    ["a. b", "c ."], ["", "x . y"], ["x y", ". z x"], [" ", "."], ["..", "a"], ["a", "b a."]])
def test_the_scan_gives_each_texts_tokens_in_order(texts):
    expected, lengths = _scan_one_by_one(texts)
    code, tokens, sizes = scan(texts)
    assert [tokens[c] for c in code] == expected
    assert sizes.tolist() == lengths
    # distinct tokens in order of first appearance, as a factorisation gives them
    assert list(tokens) == list(dict.fromkeys(expected))


def test_the_scan_cuts_at_every_whitespace_python_knows():
    spaces = [chr(c) for c in range(0x3001) if chr(c).isspace()]
    text = "a".join(spaces) + "b"
    code, tokens, _ = scan([text])
    assert [tokens[c] for c in code] == ["a"] * (len(spaces) - 1) + ["b", DOCUMENT_END]
    assert all(re.fullmatch(r"\s", s) for s in spaces)  # the regex's \s is the same set


@pytest.mark.parametrize("texts", [TEXTS, [], [""], [" "], ["plain text"]])
def test_a_files_texts_are_cleaned_as_one_by_one(texts):
    assert clean_texts(texts) == [clean_text(t) for t in texts]


def test_texts_without_a_repair_are_kept_and_those_with_one_cleaned():
    kept = ["A plain abstract, with punctuation (and numbers: 1.5).", ""]
    changed = ["two  spaces", "tab\there", "trailing ", "www.x y", "ab- cd", "é", "x~y"]
    assert clean_texts(kept + changed) == kept + [clean_text(t) for t in changed]
    assert all(clean_text(t) != t for t in changed[:5])


@pytest.mark.parametrize("seed", [1, 2])
def test_a_files_keys_are_the_keys_one_by_one(seed):
    titles = _random_texts(2000, seed)
    abstracts = _random_texts(2000, seed + 10)
    pairs = list(zip(EDGES + titles, list(reversed(EDGES)) + abstracts, strict=True))
    keys = dedupe_keys([t for t, _ in pairs], [a for _, a in pairs])
    assert keys == [dedupe_key(t, a) for t, a in pairs]
    assert dedupe_keys([], []) == []


def test_a_key_ignores_case_accents_punctuation_and_spacing_only():
    same = dedupe_keys(["Deep  Nets!", "deep nets"], ["Über Ansätze.", " uber ansatze"])
    assert same[0] == same[1]
    assert same[0] == hashlib.blake2b(b"deep nets\x00uber ansatze", digest_size=16).digest()
    other = dedupe_keys(["deep nets", "deep"], ["uber ansatze x", "nets uber ansatze"])
    assert len({*same, *other}) == 3


def _lead_by_counting(doc: np.ndarray, ends: np.ndarray) -> np.ndarray:
    seen = np.cumsum(ends) - ends
    starts = np.flatnonzero(np.r_[True, doc[1:] != doc[:-1]])
    before = np.repeat(seen[starts], np.diff(np.r_[starts, doc.size]))
    return (seen == before) & ~ends


def test_the_lead_is_the_tokens_before_each_papers_first_sentence_end():
    rng = np.random.default_rng(0)
    for _ in range(2000):
        n = int(rng.integers(1, 40))
        doc = np.sort(rng.integers(0, int(rng.integers(1, 8)), n))
        ends = rng.random(n) < rng.random()
        np.testing.assert_array_equal(lead_tokens(doc, ends), _lead_by_counting(doc, ends))
    # papers without an end, and one that starts with one
    doc = np.array([0, 0, 1, 1, 1, 2, 2])
    ends = np.array([False, False, False, False, False, True, False])
    assert lead_tokens(doc, ends).tolist() == [True, True, True, True, True, False, False]
    assert lead_tokens(np.zeros(0, np.int64), np.zeros(0, bool)).size == 0


def test_any_texts_keys_and_cleaning_are_the_one_by_one_ones():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    texts = st.lists(st.text(alphabet=st.characters(max_codepoint=0x7f)) | st.text(),
                     max_size=8)

    @settings(max_examples=300, deadline=None)
    @given(texts, texts)
    def same(titles: list[str], abstracts: list[str]) -> None:
        pairs = list(zip(titles, abstracts, strict=False))
        assert dedupe_keys([t for t, _ in pairs], [a for _, a in pairs]) == [
            dedupe_key(t, a) for t, a in pairs]
        if not any("\ud800" <= c <= "\udfff" for t in titles for c in t):  # not UTF-8
            assert clean_texts(titles) == [clean_text(t) for t in titles]
            code, tokens, sizes = scan(titles)
            expected, lengths = _scan_one_by_one(titles)
            assert [tokens[c] for c in code] == expected and sizes.tolist() == lengths

    same()

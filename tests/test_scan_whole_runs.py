"""The scan's runs that are one token as they stand (``WHOLE``), against ``SCAN.findall``."""

from __future__ import annotations

import random

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pytest

from analysis.terms.scan import DOCUMENT_END, SCAN, WHOLE, _runs, _tokens_of, scan, without_accents

ONE_TOKEN = ["networks", "x-ray", "3D", "12a", "don't", "state-of-the-art", "k-NN", "GNNs",
             "1", "2019", "1,000.5", "0.6", "1.", "5,", "a1b2", "b's"]
NOT_WHOLE = ["", "a-", "-a", "a--b", "a'", "x_1", "GNNs)", "(GNNs", "1a.", "1.5x,", "a.b",
             "²", "٣", "①", "Nyström", "ß", "Σ", "ℌ", "—", "a\tb", "a\nb", "e\u0301",
             "1-2", ".5", "3-D.", "über", "ﬁne"]


def _whole(runs: list[str]) -> np.ndarray:
    return pc.match_substring_regex(pa.array(runs, type=pa.large_string()), WHOLE) \
        .to_numpy(zero_copy_only=False)


def test_planted_runs_are_whole_exactly_where_expected():
    assert _whole(ONE_TOKEN).all()
    assert not _whole(NOT_WHOLE).any()
    # whole: the run is its only token
    assert all(SCAN.findall(run) == [run] for run in ONE_TOKEN)


def _random_runs(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    alphabet = list("aZq09-'.,_()é²٣ß\u0301\tΣ;") + ["ab", "12", "x-", "'s"]
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 8))) for _ in range(n)]


@pytest.mark.parametrize("seed", [0, 1])
def test_a_whole_run_is_the_one_token_findall_gives(seed):
    runs = _random_runs(20_000, seed) + NOT_WHOLE + ONE_TOKEN
    whole = _whole(runs)
    assert whole.sum() > 500  # the test sees both kinds
    for run, one in zip(runs, whole, strict=True):
        if one:
            assert SCAN.findall(run) == [run], run
    assert _tokens_of(runs, whole) == [SCAN.findall(run) for run in runs]


def test_the_runs_flags_follow_the_distinct_runs():
    texts = ["Nyström's x-ray 1,000.5 (GNNs) don't", "", "a-  b ²", "x-ray again."]
    _, distinct, _, whole = _runs(texts)
    assert len(distinct) == len(whole)
    # accents stripped first: "²" is "2" then; "(GNNs)", "a-", "" and "again." are not whole
    assert [r for r, w in zip(distinct, whole, strict=True) if w] == \
        ["Nystrom's", "x-ray", "1,000.5", "don't", "b", "2"]
    code, tokens, sizes = scan(texts)
    expected = [t for text in texts for t in SCAN.findall(without_accents(text)) + ["."]]
    assert [tokens[c] for c in code] == expected
    assert sizes.tolist() == [8, 1, 5, 4]


def test_the_document_end_is_one_run_of_one_token():
    assert SCAN.findall(DOCUMENT_END + " ") == [DOCUMENT_END]
    assert not _whole([DOCUMENT_END]).any()


@pytest.mark.parametrize("texts", [
    [None, "", " ", "\u00a0", "a\u00a0b", "x ."],  # nothing, spaces NFKD makes, an end
    ["é ü", "𝔼 x", "中文 字", "a\u2028b c", "tail  ", "  head", ". . ."],  # multi-byte
    ["a b"] * 3 + ["b a", "a"],  # repeated runs, a token first seen in a later text
])
def test_runs_read_from_the_bytes_give_the_texts_tokens(texts):
    code, tokens, sizes = scan(texts)
    expected = [[*SCAN.findall(without_accents(text or "")), DOCUMENT_END] for text in texts]
    assert sizes.tolist() == [len(e) for e in expected]
    assert [tokens[c] for c in code] == [t for e in expected for t in e]
    assert list(tokens) == list(dict.fromkeys(t for e in expected for t in e))
    assert code.dtype == np.int64 and code.flags.writeable

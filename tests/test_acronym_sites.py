"""The acronym definitions' faster paths give what the plain code gave: the ASCII match
by ``rfind`` what the character loop gives, the windows of all sites gathered at once
what one slice per site gave (that code written out here), and planted definitions."""

from __future__ import annotations

import random

import numpy as np
import pytest

from analysis.terms import tokenize_chunk
from analysis.terms.acronyms import (
    _limit,
    _matched_start,
    _matched_start_by_character,
    _word_like,
    _words_before,
    definitions,
    is_short_form,
    long_form,
)


@pytest.mark.parametrize(("letters", "text", "expected"), [
    ("PPO", "proximal policy optimization", 9),  # S&H alone: "policy optimization"
    ("GAN", "generative adversarial network", 0),
    ("k-NN", "k nearest neighbours", 0),
    ("L2O", "learning 2 optimize", 0),
    ("AB", "xab b", None),  # "a" only inside a word: no start
    ("AB", "a xab b", 0),
    ("XY", "x", None),
    ("RL", "deep reinforcement learning", 5),
])
def test_the_match_starts_where_the_character_loop_does(letters, text, expected):
    start = _matched_start(letters, text)
    assert start == _matched_start_by_character(letters, text)
    assert (None if start is None else start + 1) == expected


def test_random_matches_agree_with_the_character_loop():
    rng = random.Random(5)
    for _ in range(20000):
        letters = "".join(rng.choice("ABab1-x") for _ in range(rng.randint(1, 5)))
        text = "".join(rng.choice("aAbBx1 -") for _ in range(rng.randint(0, 20)))
        assert _matched_start(letters, text) == _matched_start_by_character(letters, text)


def test_long_forms_of_planted_definitions():
    assert long_form("PPO", "we use proximal policy optimization".split()) == \
        "proximal policy optimization"
    assert long_form("ADMM", "the alternating direction method of multipliers".split()) == \
        "alternating direction method of multipliers"
    assert long_form("RLHF", "from reinforcement learning from human feedback".split()) == \
        "reinforcement learning from human feedback"
    assert long_form("GANs", "train generative adversarial networks".split()) == \
        "generative adversarial networks"
    assert long_form("XYZ", "nothing here".split()) is None


def _words_before_one_by_one(chunk, sites):
    """The per-site code the gathered windows replaced."""
    out = []
    for at in sites.tolist():
        short = str(chunk.surfaces[chunk.surface[at]])
        first = int(np.searchsorted(chunk.doc, chunk.doc[at - 1]))
        window = [str(s) for s in chunk.surfaces[
            chunk.surface[max(at - 1 - _limit(len(short)), first):at - 1]]]
        cut = [i for i, s in enumerate(window) if not _word_like(s)]
        out.append(window[cut[-1] + 1:] if cut else window)
    return out


TEXTS = ["Generative adversarial networks (GANs) for images.", "(GAN) first.",
         "We use 3d point clouds (PCs) and k-nearest neighbours (k-NN).",
         "A. (AB) b (CD)", "One two, three four five six seven eight nine ten eleven "
         "twelve thirteen fourteen fifteen sixteen (ABCDEFGHIJ)", "x (LLM)",
         "Mixture of experts (MoE). Reinforcement learning from human feedback (RLHF)."]


def _sites(chunk):
    token = chunk.surface
    sites = np.flatnonzero((chunk.surfaces == "(")[token[:-2]]
                           & (chunk.surfaces == ")")[token[2:]]) + 1
    return sites[[is_short_form(str(chunk.surfaces[token[s]])) for s in sites]]


@pytest.mark.parametrize("seed", [None, 1, 2])
def test_gathered_windows_are_the_per_site_windows(seed):
    texts = TEXTS if seed is None else [
        " ".join(random.Random(seed * 1000 + i).choice(
            ["deep", "learning", "(DL)", "(D2L)", "(x)", "of", ".", "3", "3d", "(AB)", "a-b",
             "(", ")", "Large", "models"]) for _ in range(random.Random(i).randint(0, 30)))
        for i in range(300)]
    chunk = tokenize_chunk(texts)
    sites = _sites(chunk)
    assert sites.size > 3
    shorts = [str(chunk.surfaces[chunk.surface[s]]) for s in sites]
    assert _words_before(chunk, sites, shorts) == _words_before_one_by_one(chunk, sites)


def test_planted_definitions_are_counted_per_paper():
    found = definitions(tokenize_chunk(TEXTS + TEXTS[:1]))
    assert found[("gan", "generative adversarial network")] == 2
    assert found[("moe", "mixture of expert")] == 1
    assert found[("rlhf", "reinforcement learning from human feedback")] == 1
    assert found[("k-nn", "k-nearest neighbor")] == 1  # keys are in American spelling
    assert ("gan", "first") not in found.index and len(found) == 5  # + "pc"

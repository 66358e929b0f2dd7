"""A phrase's head is shown singular unless the phrase's singular is rare (review 55:
"least square" for "least squares", "indivisible good" for "indivisible goods"), and a
longer phrase reads as its core does ("Bayesian neural network")."""

import random

import pytest

from analysis.terms import build_vocabulary
from analysis.terms.display import RARE_SINGULAR
from analysis.text import clean_text

_FILL = ("across seven benchmarks", "under mild assumptions", "with few samples",
         "on real data", "in practice", "at scale", "in clutter", "for sparse signals")


@pytest.fixture(scope="module")
def vocab():
    rng = random.Random(3)

    def fill() -> str:
        return rng.choice(_FILL)

    texts = []
    for i in range(14):  # least squares: plural in 41 of 42 uses
        one = "least square" if i == 0 else "least squares"
        texts.append(f"We solve least squares problems {fill()}. The {one} fit is fast "
                     f"{fill()}; least squares is classical {fill()}.")
    for i in range(12):  # indivisible goods, never singular
        texts.append(f"We allocate indivisible goods {fill()}. Indivisible goods are "
                     f"shared {fill()} and indivisible goods matter {fill()}.")
    for i in range(14):  # neural network: plural in 2 of 3 uses, the singular common
        texts.append(f"We train neural networks {fill()}. A neural network learns {fill()}; "
                     f"neural networks generalize {fill()}.")
    for i in range(8):  # Bayesian neural networks: always plural, its core is not
        texts.append(f"Bayesian neural networks are calibrated {fill()}. We study "
                     f"Bayesian neural networks {fill()}.")
    return build_vocabulary([clean_text(t) for t in texts], min_df=2)


def _shown(v, key: str) -> str:
    j = v.lookup(key)
    assert j is not None, key
    return v.terms.loc[j, "term"]


def test_a_fixed_plural_phrase_keeps_its_plural(vocab):
    assert _shown(vocab, "least squares") == "least squares"
    assert _shown(vocab, "indivisible goods") == "indivisible goods"


def test_a_phrase_whose_singular_is_common_is_shown_singular(vocab):
    assert _shown(vocab, "neural networks") == "neural network"
    # plural in every use, but its core "neural network" is not: read as its core
    assert _shown(vocab, "bayesian neural networks") == "Bayesian neural network"


def test_a_phrase_takes_its_core_s_number():
    from analysis.terms.display import head_plural_shares

    shares = head_plural_shares([("neural network", [0.0, 0.7]),
                                 ("bayesian neural network", [0.0, 0.0, 1.0]),
                                 ("least square", [0.0, 0.95]),
                                 ("weighted least square", [0.0, 0.0, 0.5]),
                                 ("mixture of expert", [0.0, 1.0])])
    assert shares["bayesian neural network"] == 0.7
    assert shares["weighted least square"] == 0.95 > 1 - RARE_SINGULAR
    assert shares["mixture of expert"] == 1.0  # a connector phrase keeps its own

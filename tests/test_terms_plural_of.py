"""A head before "of" is shown in the number its phrase is written in (session 63).

The 61k corpus showed the keyword "activity of daily living" where the field writes
"activities of daily living (ADL)": a head followed by "of" was always made singular.
It is shown plural when its phrase writes it in the singular in under a fifth of its uses
(analysis.terms.fixed_plurals.plural_before_connector), and stays singular otherwise
("mixture of experts", "order of magnitude" written either way) or with under 10 uses.
"""

from __future__ import annotations

import random

import pytest

from analysis.terms import build_vocabulary
from analysis.text import clean_text

_FILL = ("across seven benchmarks", "under mild assumptions", "with few samples",
         "on real data", "in practice", "at scale", "in clutter", "for sparse signals")


def _texts(n_adl: int) -> list[str]:
    rng = random.Random(3)
    texts = []
    for i in range(n_adl):  # plural in all but one use
        one = "activity of daily living" if i == 0 else "activities of daily living"
        texts.append(f"Monitoring {one} {rng.choice(_FILL)} with wearable sensors. "
                     f"Older adults perform activities of daily living {rng.choice(_FILL)}.")
    for i in range(12):  # singular in most uses
        one = "mixtures of experts" if i == 0 else "mixture of experts"
        texts.append(f"A sparse {one} routes tokens {rng.choice(_FILL)}. Each mixture of "
                     f"experts layer is wide {rng.choice(_FILL)}.")
    for i in range(12):  # written either way: plural in 8 of 12 papers
        one = "order of magnitude" if i % 3 == 0 else "orders of magnitude"
        texts.append(f"Training is an {one} {rng.choice(('faster', 'cheaper', 'smaller'))} "
                     f"{rng.choice(_FILL)}; an {one} {rng.choice(('fewer', 'more', 'less'))}.")
    for _ in range(12):  # the heads in use on their own, in the singular
        texts.append(f"Each activity is logged {rng.choice(_FILL)}; the order is random "
                     f"{rng.choice(_FILL)}.")
    return [clean_text(t) for t in texts]


def _shown(v, key: str) -> str:
    j = v.lookup(key)
    assert j is not None, key
    return str(v.terms.loc[j, "term"])


@pytest.fixture(scope="module")
def vocab():
    return build_vocabulary(_texts(8), min_df=2)


def test_a_head_before_of_written_plural_is_shown_plural(vocab):
    assert _shown(vocab, "activities of daily living") == "activities of daily living"
    # one term: the singular typed finds it
    assert vocab.lookup("activity of daily living") == vocab.lookup("activities of daily living")


def test_a_head_before_of_written_singular_or_either_way_stays_singular(vocab):
    assert _shown(vocab, "mixture of experts") == "mixture of experts"
    assert _shown(vocab, "order of magnitude") == "order of magnitude"


def test_a_head_before_of_with_too_few_uses_stays_singular():
    small = build_vocabulary(_texts(4), min_df=2)  # 7 uses
    assert _shown(small, "activities of daily living") == "activity of daily living"

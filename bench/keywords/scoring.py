"""How a keyword ranking is scored (project python: it reads terms as the vocabulary does)."""

from __future__ import annotations

import corpora

from analysis.terms import text_key

#: The words issue 10 lists as generic scientific vocabulary.
GENERIC = ("model learning data algorithm method approach problem results performance "
           "training large system function information time diverse complex ability "
           "limited fixed insight").split()


def score(ranking: list[str], gold: set[str] | None) -> dict:
    kp = corpora.keyword_precision
    precision, top = kp.precision(ranking, gold) if gold is not None else (None, [])
    first = list(dict.fromkeys(ranking))
    generic = [t for t in first[:50] if text_key(t) in GENERIC]
    return {"precision": precision, "generic_top50": generic,
            "phrases_top100": sum(len(t.split()) > 1 for t in first[:100]),
            "misses": [t for t in top if gold is not None and t not in gold]}

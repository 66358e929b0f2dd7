"""Hostile abstracts at the upload's field limit and its halves, timed: does typing grow linearly?

    python bench/paper_types/hostile_sizes.py [FAMILY ...]

Issue 13, hostile69.  Each family (long runs of one word, "we show that" x N, commas and
parentheses, "(((", digits and "%", a sentence of real words with no full stop, real
abstracts with no punctuation, unicode spaces and U+2028, a long word after an
introduction) is built at 1/8, 1/4, 1/2 and all of the loaders' field limit
(``analysis.io.base.MAX_FIELD_CHARS``, 131,072 characters), cleaned and typed as the
analysis does; the CPU seconds (best of REPS, default 2) and the ratio per doubling are
printed (linear: 2).  Real text is ICML 2019's abstracts (``CORPUS``, /work/shared).  The
per-pattern check of the same shapes is tests/test_paper_types_hostile69.py.
"""

from __future__ import annotations

import json
import os
import random
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analysis.io.base import MAX_FIELD_CHARS  # noqa: E402
from analysis.paper_types import classify_text  # noqa: E402
from analysis.text import clean_text  # noqa: E402

CORPUS = Path(os.environ.get("CORPUS", "/work/shared/corpora/papercopilot/icml/icml2019.json"))
SIZES = [MAX_FIELD_CHARS // 8, MAX_FIELD_CHARS // 4, MAX_FIELD_CHARS // 2, MAX_FIELD_CHARS]


def _rep(unit: str, n: int) -> str:
    return (unit * (n // len(unit) + 1))[:n]


def families() -> dict:
    real = " ".join(p["abstract"] for p in json.loads(CORPUS.read_text()) if p.get("abstract"))
    plain = re.sub(r"\s+", " ", re.sub(r"[^\w\s]", " ", real))
    rng = random.Random(69)
    words = plain.split()
    no_stop = " ".join(rng.choice(words) for _ in range(40_000))
    tail = ". It has been evaluated on three data sets."
    return {
        "word": lambda n: _rep("experiment ", n), "the": lambda n: _rep("the ", n),
        "weshowthat": lambda n: _rep("we show that ", n), "commas": lambda n: _rep("a, b, ", n),
        "parens": lambda n: _rep("(a) (b), ", n), "open": lambda n: _rep("(", n),
        "openword": lambda n: _rep("(we ", n), "digits": lambda n: _rep("12.5% 3 ", n),
        "digitrun": lambda n: _rep("1234567890", n), "pct": lambda n: _rep("%", n),
        "nostop": lambda n: no_stop[:n], "nostop_rep": lambda n: _rep(no_stop[:16384] + " ", n),
        "nopunct": lambda n: plain[:n], "nopunct_rep": lambda n: _rep(plain[:16384] + " ", n),
        "real": lambda n: real[:n],
        "uspace": lambda n: _rep("we\u2009show\u00a0that\u2028the ", n),
        "u2028": lambda n: _rep("experiments\u2028show ", n),
        "longword": lambda n: "We propose " + "x" * (n - 60) + tail,
        "intro_rep": lambda n: _rep("We propose " + "x" * 150 + tail + " ", n),
        "nested": lambda n: _rep("we propose ((a, (b; [c]) 1.5% - ", n),
    }


def cpu(text: str, reps: int) -> float:
    best = float("inf")
    for _ in range(reps):
        t = time.process_time()
        classify_text(clean_text(text), "", text)
        best = min(best, time.process_time() - t)
    return best


def main(names: list[str]) -> None:
    classify_text("We prove a bound.")  # compile the patterns first
    made, reps = families(), int(os.environ.get("REPS", "2"))
    print("family       " + " ".join(f"{n:>8,}" for n in SIZES) + "   ratio per doubling")
    for name in names or list(made):
        ts = [cpu(made[name](n), reps) for n in SIZES]
        ratios = " ".join(f"{b / a:4.2f}" if a > 0 else "   -"
                          for a, b in zip(ts, ts[1:], strict=False))
        print(f"{name:12s} " + " ".join(f"{t:8.3f}" for t in ts) + f"   {ratios}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])

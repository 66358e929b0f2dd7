"""The vocabulary's scan, word counts and their merge (wave 18), old and new code in turns in one process.

    python bench/scan_parts.py --baseline /tmp/old [--part PATH.jsonl] [--rounds 7]

Why: a whole ``analyze`` moves by 10-30 s between runs of the same code on this host, and
the main process's stages by 10-20% (bench/SCALE.md, waves 15-17), more than these parts
weigh; so each part is timed alone on the same input, old and new one after the other
``--rounds`` times (CPU seconds, ``time.process_time``; the median and every round
printed), and the results compared for equality.  The old functions are loaded from the
baseline checkout's files by path; what they import from the
package is this checkout's.

Parts, on one part file of the scale corpus (50,000 papers, cleaned as ``analyze`` cleans
them, title and abstract as one text): the scan of its two chunks of 25,000 texts; the
word counts of the two chunks (``count_words``: the surface forms' table is built
differently); the merge of ten chunks' word counts (the two chunks' counts five times
over: as many tables as 250,000 papers make).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


from main_parts import (  # noqa: E402
    _texts,
    in_turns,
    old_module,
    parts_main,
    scanned_in_turns,
)

from analysis.terms.tokens import tokenize_chunk  # noqa: E402
from analysis.terms.word_counts import WordCounts, count_words, merge_all  # noqa: E402


def _same_frame(a: pd.DataFrame, b: pd.DataFrame) -> bool:
    """Equal values, index (levels, codes and their dtypes) and columns."""
    try:
        pd.testing.assert_frame_equal(a, b, check_exact=True)
    except AssertionError:
        return False
    if isinstance(a.index, pd.MultiIndex):
        return all(x.dtype == y.dtype and x.equals(y)
                   for x, y in zip(a.index.levels, b.index.levels, strict=True)) and \
            all(x.dtype == y.dtype and (x == y).all()
                for x, y in zip(a.index.codes, b.index.codes, strict=True))
    return True


def _same_counts(a: WordCounts, b: WordCounts) -> bool:
    return a.n_docs == b.n_docs and _same_frame(a.stats, b.stats) and \
        _same_frame(a.surfaces, b.surfaces) and \
        _same_frame(a.acronyms.to_frame("n"), b.acronyms.to_frame("n"))


def run(baseline: Path, part: Path, rounds: int) -> None:
    abstracts, titles = _texts(part)
    texts, ranges = scanned_in_turns(baseline, titles, abstracts, rounds)
    chunks = [tokenize_chunk(texts[a:b]) for a, b in ranges]
    old_counts = old_module(baseline, "analysis/terms/word_counts.py")
    in_turns("word counts (two chunks)", lambda: [old_counts.count_words(c) for c in chunks],
             lambda: [count_words(c) for c in chunks], rounds,
             lambda x, y: all(_same_counts(p, q) for p, q in zip(x, y, strict=True)))
    counts = [count_words(c) for c in chunks] * 5
    in_turns("merge of ten chunks' word counts", lambda: old_counts.merge_all(counts),
             lambda: merge_all(counts), rounds, _same_counts)


def main() -> None:
    parts_main(run, 7, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()

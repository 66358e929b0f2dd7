"""The main-process parts changed in wave 17, old and new code in turns in one process.

    python bench/main_parts.py --baseline /tmp/old [--part PATH.jsonl] [--rounds 5]

Why: a whole ``analyze`` moves by 10-30 s between runs of the same code on this host
(bench/SCALE.md, waves 15-16), more than any one of these parts weighs, so each part is
timed alone, on the same input, old and new one after the other ``--rounds`` times
(CPU seconds, ``time.process_time``; the median and every round printed), and their
results compared for equality.  The old functions are loaded from the baseline
checkout's files by path; what they import from the package is this checkout's (the
same code: only the loaded module differs).

Parts (on one part file of the scale corpus, 50,000 papers): the cleaning of every
abstract and title (``clean_texts``), the scan of two chunks of 25,000 texts, the acronym
definitions of the two chunks, and the phrase counts of levels 2-4 of the two chunks
(the old way: each chunk unpacked for each level; the new: read through
``PhraseTokens``).  Run under the heavy lock; the load average is printed before and
after.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from analysis.terms import acronyms, scan  # noqa: E402
from analysis.terms.counting import code_table  # noqa: E402
from analysis.terms.packed import PackedChunk, PackedChunks, PhraseTokens, SurfaceCodes  # noqa: E402
from analysis.terms.phrase_counts import count_phrases, phrase_words  # noqa: E402
from analysis.terms.tokens import tokenize_chunk  # noqa: E402
from analysis.terms.word_counts import count_words, merge_all  # noqa: E402
from analysis.text import clean  # noqa: E402

CHUNK = 25_000


def old_module(baseline: Path, relative: str) -> ModuleType:
    """The baseline's module at ``relative`` (its own file, this package's imports),
    registered under its own name first (a dataclass looks its module up there)."""
    name = "old_" + relative.replace("/", "_").removesuffix(".py")
    spec = importlib.util.spec_from_file_location(name, baseline / relative)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def in_turns(name: str, old: Callable[[], Any], new: Callable[[], Any], rounds: int,
             same: Callable[[Any, Any], bool]) -> None:
    """Old then new, ``rounds`` times; CPU seconds of each and whether they agree."""
    times: dict[str, list[float]] = {"old": [], "new": []}
    results: dict[str, Any] = {}
    for _ in range(rounds):
        for code, fn in (("old", old), ("new", new)):
            start = time.process_time()
            results[code] = fn()
            times[code].append(round(time.process_time() - start, 3))
    print(json.dumps({"part": name, "old_median_s": statistics.median(times["old"]),
                      "new_median_s": statistics.median(times["new"]), "old_s": times["old"],
                      "new_s": times["new"], "equal": same(results["old"], results["new"])}),
          flush=True)


def _texts(path: Path) -> tuple[list[str], list[str]]:
    """The part's stripped abstracts and titles, as the reader hands them to cleaning."""
    abstracts, titles = [], []
    with path.open(encoding="utf-8") as f:
        for line in f:
            record = json.loads(line)
            abstracts.append((record.get("abstract") or "").strip())
            titles.append((record.get("title") or "").strip())
    return abstracts, titles


def _phrase_levels(chunks: PackedChunks, ids: SurfaceCodes, words: Any, view: bool) -> list:
    """Levels 2-4 of every chunk, each level's frequent codes (df >= 2) the next's."""
    out, lower = [], None
    for level in (2, 3, 4):
        counts = [count_phrases(PhraseTokens.of(c, ids.tables[i]), words, level, lower)
                  if view else count_phrases(chunks[i], words, level, lower, ids[i])
                  for i, c in enumerate(chunks.chunks)]
        out += counts
        codes = np.unique(np.concatenate([c.codes[c.column("df") >= 2] for c in counts]))
        lower = code_table(codes)
    return out


def _same_counts(a: list, b: list) -> bool:
    return all(np.array_equal(x.codes, y.codes) and x.stats.dtype == y.stats.dtype
               and np.array_equal(x.stats, y.stats) for x, y in zip(a, b, strict=True))


def _same_arrays(a: tuple, b: tuple) -> bool:
    return all(x.dtype == y.dtype and np.array_equal(x, y) for x, y in zip(a, b, strict=True))


def scanned_in_turns(baseline: Path, titles: list[str], abstracts: list[str],
                     rounds: int) -> tuple[list[str], list[tuple[int, int]]]:
    """The scan of two chunks, old and new in turns; the texts as the pipeline joins them
    (cleaned title, cleaned abstract) and the two chunks' bounds, for the parts after it."""
    texts = [f"{t}. {a}" for t, a in zip(clean.clean_texts(titles), clean.clean_texts(abstracts),
                                         strict=True)]
    ranges = [(a, a + CHUNK) for a in range(0, min(len(texts), 2 * CHUNK), CHUNK)]
    old_scan = old_module(baseline, "analysis/terms/scan.py")
    in_turns("scan (two chunks)", lambda: [old_scan.scan(texts[a:b]) for a, b in ranges],
             lambda: [scan.scan(texts[a:b]) for a, b in ranges], rounds,
             lambda x, y: all(_same_arrays(p, q) for p, q in zip(x, y, strict=True)))
    return texts, ranges


def run(baseline: Path, part: Path, rounds: int) -> None:
    abstracts, titles = _texts(part)
    old_clean = old_module(baseline, "analysis/text/clean.py")
    in_turns("clean_texts (abstracts and titles)",
             lambda: old_clean.clean_texts(abstracts) + old_clean.clean_texts(titles),
             lambda: clean.clean_texts(abstracts) + clean.clean_texts(titles), rounds,
             lambda a, b: a == b)
    texts, ranges = scanned_in_turns(baseline, titles, abstracts, rounds)
    chunks = [tokenize_chunk(texts[a:b]) for a, b in ranges]
    old_acronyms = old_module(baseline, "analysis/terms/acronyms.py")
    in_turns("acronym definitions (two chunks)",
             lambda: [old_acronyms.definitions(c) for c in chunks],
             lambda: [acronyms.definitions(c) for c in chunks], rounds,
             lambda x, y: all(p.equals(q) for p, q in zip(x, y, strict=True)))
    words = phrase_words(merge_all([count_words(c) for c in chunks]), 2)
    packed = PackedChunks([PackedChunk.pack(c) for c in chunks])
    ids = SurfaceCodes.of_keys(packed, (words.key_ids(c.tokens.keys) for c in packed.chunks))
    in_turns("phrase counts, levels 2-4 (two chunks)",
             lambda: _phrase_levels(packed, ids, words, False),
             lambda: _phrase_levels(packed, ids, words, True), rounds, _same_counts)


def parts_main(run: Callable[[Path, Path, int], None], rounds: int, description: str) -> None:
    """The command line of the parts benchmarks (this one, ``scan_parts.py``): the old
    checkout, the corpus part read and the rounds in turns; the load before and after."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--baseline", type=Path, required=True, help="checkout of the old code")
    ap.add_argument("--part", type=Path,
                    default=ROOT.parent / "scale" / "s250k" / "part-00001.jsonl")
    ap.add_argument("--rounds", type=int, default=rounds)
    args = ap.parse_args()
    print(json.dumps({"load_before": os.getloadavg()[0]}), flush=True)
    run(args.baseline.resolve(), args.part, args.rounds)
    print(json.dumps({"load_after": os.getloadavg()[0]}), flush=True)


def main() -> None:
    parts_main(run, 5, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()

"""The vocabulary's passes on growing prefixes of a corpus: does any pass grow faster than it?

    python bench/vocab_growth.py dump /work/scale/s1m /tmp/texts.arrow   # once (~4 min at 1M)
    python bench/vocab_growth.py time /tmp/texts.arrow 250000 [--sha]   # one prefix, one process

``dump`` reads and cleans a corpus once (``load_corpus``) and saves its papers' ``text``
column in paper order; ``time`` builds the vocabulary of the first N texts in this
process (``build_vocabulary`` as ``analyze`` calls it, one worker) and prints one JSON
line: the CPU and wall seconds of the whole build and of each pass (scanning and word
counts per chunk, the word counts' merge, each chunk's phrase counts, the phrase merges,
the term selection, each chunk's encoding, the stacking), the garbage collector's time,
the peak RSS, and with ``--sha`` one sha256 over the terms table and the matrix and
shown-words arrays (to compare two checkouts: run with each one's ``PYTHONPATH``).
Run under the heavy lock, the prefixes of one corpus in turns; the load goes beside it.
"""

from __future__ import annotations

import gc
import hashlib
import json
import resource
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.feather as feather

PASSES = ("_scanned", "merge_all", "_phrases", "select_terms", "_encoded", "vocabulary_of")


def dump(corpus: str, out: str) -> None:
    from analysis.io import load_corpus

    papers = load_corpus([corpus]).papers
    feather.write_feather(pa.table({"text": pa.array(papers["text"].tolist(),
                                                      type=pa.large_string())}), out,
                          compression="uncompressed")
    print(f"{len(papers)} texts saved to {out}")


def _timed(spent: dict[str, list[float]], name: str, function: Callable[..., Any]
           ) -> Callable[..., Any]:
    def run(*args: Any, **kwargs: Any) -> Any:
        wall, cpu = time.perf_counter(), time.process_time()
        try:
            return function(*args, **kwargs)
        finally:
            total = spent.setdefault(name, [0.0, 0.0, 0])
            total[0] += time.perf_counter() - wall
            total[1] += time.process_time() - cpu
            total[2] += 1
    return run


def time_prefix(texts_file: str, n: int, sha: bool) -> None:
    import analysis.terms.vocabulary as vocabulary
    from analysis.pipeline import TextColumn
    from analysis.terms.phrase_counts import PhraseCounts

    column = feather.read_table(texts_file).slice(0, n).column("text").to_pandas(
        types_mapper=pd.ArrowDtype)
    spent: dict[str, list[float]] = {}
    collecting = [0.0, 0, 0.0]  # seconds, collections, start

    def on_gc(phase: str, info: dict) -> None:
        if phase == "start":
            collecting[2] = time.perf_counter()
        else:
            collecting[0] += time.perf_counter() - collecting[2]
            collecting[1] += 1

    gc.callbacks.append(on_gc)
    for name in PASSES:
        setattr(vocabulary, name, _timed(spent, name, getattr(vocabulary, name)))
    PhraseCounts.merge = _timed(spent, "phrase_merge", PhraseCounts.merge)  # type: ignore
    wall, cpu = time.perf_counter(), time.process_time()
    vocab = vocabulary.build_vocabulary(TextColumn(column))
    out = {"papers": len(column), "wall_s": round(time.perf_counter() - wall, 1),
           "cpu_s": round(time.process_time() - cpu, 1), "gc_s": round(collecting[0], 1),
           "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024,
           "terms": len(vocab.terms), "nnz": int(vocab.matrix.nnz)}
    out |= {name: {"wall": round(w, 1), "cpu": round(c, 1), "calls": k}
            for name, (w, c, k) in spent.items()}
    if sha:
        digest = hashlib.sha256(pd.util.hash_pandas_object(vocab.terms).to_numpy().tobytes())
        for m in (vocab.matrix, vocab.shown):
            for a in (m.indptr, m.indices, m.data):
                digest.update(np.ascontiguousarray(a).tobytes())
        out["sha256"] = digest.hexdigest()
    print(json.dumps(out), flush=True)


def main() -> None:
    if len(sys.argv) >= 4 and sys.argv[1] == "dump":
        dump(sys.argv[2], sys.argv[3])
    elif len(sys.argv) >= 4 and sys.argv[1] == "time":
        time_prefix(sys.argv[2], int(sys.argv[3]), "--sha" in sys.argv[4:])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()

"""The vocabulary's CPU seconds by step, the encoding's parts included, in this process.

    PYTHONPATH=$PWD python3 bench/vocab_steps.py /work/scale/s100k [--n N]

Why: bench/main_stages.py times the vocabulary's five top-level steps in fresh processes of
two checkouts; this one (speed73) also times what the scan and the encoding are made of
(the scan's Arrow pass, the surface keys, the acronym definitions, the phrase and defined
occurrences, the count matrices, the shown words' presence, the lead and acronym paper
counts of kw72), to say where a chunk's CPU goes before cutting it.  Each wrapped function
adds its ``time.process_time`` to its label; a function that calls another wrapped one
holds its time too (``encode`` holds every ``enc.*``; ``enc._shown_presence`` holds one
of the two ``enc.count_matrix`` calls of each part).  The corpus is read first
(``load_corpus``, not timed).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections.abc import Callable
from typing import Any

#: (module, function, label) wrapped; the module's own name is what its callers look up.
WRAPPED = [("tokens", "scan", "scan"), ("tokens", "key_surfaces", "key_surfaces"),
           ("vocabulary", "tokenize_chunk", "tokenize_chunk"),
           ("vocabulary", "count_words", "count_words"),
           ("word_counts", "read_definitions", "read_definitions"),
           ("vocabulary", "merge_all", "merge_all"),
           ("vocabulary", "count_phrases", "count_phrases"),
           ("vocabulary", "select_terms", "select_terms"), ("vocabulary", "encode", "encode"),
           ("vocabulary", "vocabulary_of", "encode_and_stack")] + [
    ("encode", name, "enc." + name) for name in (
        "occurrences", "defined_occurrences", "redefined_tokens", "unwritten_tokens",
        "acronym_columns", "_papers_by_column", "_own_papers", "spanned", "count_matrix",
        "_shown_presence", "_lookups", "positions")]


def _wrap(module: Any, name: str, label: str, cpu: dict[str, float]) -> None:
    inner: Callable[..., Any] = getattr(module, name)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        try:
            return inner(*args, **kwargs)
        finally:
            cpu[label] = cpu.get(label, 0.0) + time.process_time() - start

    setattr(module, name, wrapper)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus")
    ap.add_argument("--n", type=int, default=0, help="the first N papers (0: all)")
    args = ap.parse_args(argv)
    from analysis.io import load_corpus

    texts = load_corpus([args.corpus]).papers["text"].tolist()
    texts = texts[:args.n] if args.n else texts
    cpu: dict[str, float] = {}
    for module, name, label in WRAPPED:  # (importlib: analysis.terms.encode is a function too)
        _wrap(importlib.import_module("analysis.terms." + module), name, label, cpu)
    vocabulary = importlib.import_module("analysis.terms.vocabulary")
    start = time.process_time()
    vocab = vocabulary.build_vocabulary(texts)
    cpu["build_vocabulary"] = time.process_time() - start
    print(json.dumps({"papers": len(texts), "terms": len(vocab.terms),
                      "cpu_s": {k: round(v, 2) for k, v in
                                sorted(cpu.items(), key=lambda kv: -kv[1])}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

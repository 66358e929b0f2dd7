"""The mixed-topic test's measures per topic (``analysis/topics/mixed.py``).

    python bench/topics/mixed.py --store DIR [--thresholds 0.22 0.25 0.28]
    python bench/topics/mixed.py --corpus icml

``--store`` reads a saved analysis (``paper-trends analyze --out DIR``, by code with
the test; read as saved, never checked against this code nor re-analysed); ``--corpus`` fits the model on a benchmark corpus (``corpora.load``, then
``clean_text``, ``build_vocabulary``, ``fit_topics`` as the pipeline does).  Prints every
topic by distinctness of its head terms, lowest first: papers, distinctness, the
representative papers' similarity (and the corpus's median), whether it is mixed and its
first terms; then the topics and papers flagged, and at each ``--thresholds`` value of
:data:`~analysis.topics.mixed.MAX_DISTINCTNESS` the topics that would be.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

from analysis.topics import TopicModel, fit_topics  # noqa: E402
from analysis.topics.mixed import PREFIX, mixed_topics  # noqa: E402


def model_of(args: argparse.Namespace) -> TopicModel:
    if args.store:  # read as saved, whatever code saved it (never re-analysed)
        import json

        from analysis.store.codec import decode
        folder = Path(args.store) / "store"
        spec = json.loads((folder / "store.json").read_text(encoding="utf-8"))["analysis"]
        return decode(spec, folder).topics
    import corpora

    from analysis.terms import build_vocabulary
    from analysis.text import clean_text
    corpus = corpora.load(args.corpus)
    return fit_topics(build_vocabulary([clean_text(d) for d in corpus.docs]))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--store")
    src.add_argument("--corpus")
    ap.add_argument("--thresholds", type=float, nargs="*", default=[0.22, 0.25, 0.28])
    args = ap.parse_args(argv)
    model = model_of(args)
    measures = model.mixed_measures or {}
    distinct = np.asarray(measures["distinctness"])
    similar = np.asarray(measures["similarity"])
    mixed = np.asarray(measures["mixed"], dtype=bool)
    sizes = np.bincount(model.assignment, minlength=model.n_topics)
    terms = model.terms.sort_values(["topic", "rank"]).groupby("topic")["term"].apply(
        lambda t: "; ".join(t.head(8)))
    print(f"K = {model.n_topics}, papers {int(sizes.sum()):,}; median similarity "
          f"{np.median(similar):.3f}")
    for k in np.argsort(distinct, kind="stable"):
        label = model.labels[k].removeprefix(PREFIX)
        print(f"{'MIXED' if mixed[k] else '     '} #{k:<3} {sizes[k]:>6,}  distinct "
              f"{distinct[k]:.3f}  similar {similar[k]:.3f}  {label}  [{terms[k]}]")
    print(f"flagged: {int(mixed.sum())} topics, {int(sizes[mixed].sum()):,} papers "
          f"({sizes[mixed].sum() / max(sizes.sum(), 1):.0%})")
    for threshold in args.thresholds:
        flags = (distinct < threshold) & mixed_topics(np.zeros_like(distinct), similar)
        print(f"at {threshold}: {int(flags.sum())} topics, {int(sizes[flags].sum()):,} papers: "
              + "; ".join(model.labels[k].removeprefix(PREFIX) for k in np.flatnonzero(flags)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

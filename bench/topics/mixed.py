"""The mixed-topic test's measures per topic (``analysis/topics/mixed.py``), and a check of
the topics it flags against the lists recorded in ``mixed_flags.json``.

    python bench/topics/mixed.py --store DIR [--check 61k] [--cuts 0.7 0.8 0.9]
    python bench/topics/mixed.py --corpus icml --check icml

``--store`` reads a saved analysis (``paper-trends analyze --out DIR``; its measures as
saved, the flags recomputed by this code's :func:`~analysis.topics.mixed.mixed_topics`);
``--corpus`` fits the model on a benchmark corpus (``corpora.load``, then ``clean_text``,
``build_vocabulary``, ``fit_topics`` as the pipeline does).  Prints every topic, the
surest grab-bag first (the smaller of its two distances below the corpus's medians, in
robust standard deviations: :func:`~analysis.topics.mixed.below_median`): papers, head
distinctness, the representative papers' similarity, each with its distance below the
median, whether it is mixed and its first terms; then the topics flagged, their labels,
and at each ``--cuts`` value of :data:`~analysis.topics.mixed.MIN_BELOW` the topics that
would be.  ``--check NAME`` exits 1 when the flagged labels differ from ``NAME``'s list in
``mixed_flags.json`` (bench/topics/RESULTS.md "Mixed topics"): a change of the terms, the
topics or the rule that moves a topic across the line shows here, and the lists and the
module docstring are then re-read and re-recorded.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

from analysis.topics import TopicModel, fit_topics  # noqa: E402
from analysis.topics import mixed as rule  # noqa: E402

EXPECTED = HERE / "mixed_flags.json"


def model_of(args: argparse.Namespace) -> TopicModel:
    if args.store:  # read as saved, whatever code saved it (never re-analysed)
        from analysis.store.codec import decode
        folder = Path(args.store) / "store"
        spec = json.loads((folder / "store.json").read_text(encoding="utf-8"))["analysis"]
        return decode(spec["fields"]["topics"], folder)  # the topics alone: any store
    import corpora

    from analysis.terms import build_vocabulary
    from analysis.text import clean_text
    corpus = corpora.load(args.corpus)
    return fit_topics(build_vocabulary([clean_text(d) for d in corpus.docs]))


def flagged_at(distinct: np.ndarray, similar: np.ndarray, cut: float) -> np.ndarray:
    return (rule.below_median(distinct) > cut) & (rule.below_median(similar) > cut)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--store")
    src.add_argument("--corpus")
    ap.add_argument("--cuts", type=float, nargs="*", default=[0.7, 0.8, 0.9])
    ap.add_argument("--check", help="the corpus's name in mixed_flags.json")
    args = ap.parse_args(argv)
    model = model_of(args)
    measures = model.mixed_measures or {}
    distinct = np.asarray(measures["distinctness"])
    similar = np.asarray(measures["similarity"])
    mixed = rule.mixed_topics(distinct, similar)
    below_d, below_s = rule.below_median(distinct), rule.below_median(similar)
    sizes = np.bincount(model.assignment, minlength=model.n_topics)
    labels = [label.removeprefix(rule.PREFIX) for label in model.labels]
    terms = model.terms.sort_values(["topic", "rank"]).groupby("topic")["term"].apply(
        lambda t: "; ".join(t.head(8)))
    print(f"K = {model.n_topics}, papers {int(sizes.sum()):,}; distinctness median "
          f"{np.median(distinct):.3f}, similarity median {np.median(similar):.3f}; "
          f"flagged: both more than {rule.MIN_BELOW} robust SDs below")
    for k in np.argsort(-np.minimum(below_d, below_s), kind="stable"):
        print(f"{'MIXED' if mixed[k] else '     '} #{k:<3} {sizes[k]:>6,}  distinct "
              f"{distinct[k]:.3f} ({-below_d[k]:+.2f})  similar {similar[k]:.3f} "
              f"({-below_s[k]:+.2f})  {labels[k]}  [{terms[k]}]")
    if model.mixed is not None and not np.array_equal(np.asarray(model.mixed, bool), mixed):
        print("(the store's own flags differ: it was saved by another rule)")
    print(f"flagged: {int(mixed.sum())} topics, {int(sizes[mixed].sum()):,} papers "
          f"({sizes[mixed].sum() / max(sizes.sum(), 1):.1%})")
    flagged = [labels[k] for k in np.flatnonzero(mixed)]
    print("flagged labels: " + ("; ".join(flagged) or "none"))
    for cut in args.cuts:
        flags = flagged_at(distinct, similar, cut)
        print(f"at {cut}: {int(flags.sum())} topics, {int(sizes[flags].sum()):,} papers: "
              + "; ".join(labels[k] for k in np.flatnonzero(flags)))
    if args.check:
        expected = json.loads(EXPECTED.read_text(encoding="utf-8"))[args.check]
        if sorted(expected) != sorted(flagged):
            print(f"CHECK FAILED ({args.check}): now flagged, not recorded: "
                  f"{sorted(set(flagged) - set(expected))}; recorded, not flagged now: "
                  f"{sorted(set(expected) - set(flagged))}")
            return 1
        print(f"check {args.check}: the {len(flagged)} recorded topics, no other")
    return 0


if __name__ == "__main__":
    sys.exit(main())

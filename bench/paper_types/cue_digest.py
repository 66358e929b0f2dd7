"""One hash per corpus abstract of its paper-type cues, and one of its label: a change that
must not move cues (a clean-up, a speed-up) is checked by comparing two digest files.

    PYTHONPATH=$PWD python3 bench/paper_types/cue_digest.py OUT.tsv
    python3 bench/paper_types/cue_digest.py --compare A.tsv B.tsv

Wave 43.  Every record of the 24k and the 61k (/work/shared/corpora/papercopilot and
papercopilot-more) whose abstract is not empty, 85,347 of them (the 85,348 of earlier
waves counted iclr2017:SJUdkecgx, whose abstract is two spaces), is typed as the pipeline
types it (:func:`analysis.pipeline.paper_types_in_chunks`): its abstract and title cleaned
file by file (:func:`analysis.io.corpus.cleaned_and_keyed`), ``text`` = "title. abstract"
(the abstract alone where the title is missing or derived), the cleaned title ("" where
derived) and the abstract as written, through :func:`analysis.paper_types.classify_papers`
in one process, 10,000 papers at a time.  Unlike the pipeline, nothing is skipped as too
short, front matter or a duplicate: every abstract is a case.

Each output row is ``paper_id<TAB>cues<TAB>label``: ``cues`` the sha1 of the repr of the
sorted (side, weight, note, evidence phrase, start) of the paper's cues (and of the
experiments whose text another cue took, ``Scored.overlapped_experiments``), as
:func:`analysis.paper_types.rules.score_text` found them for the classifier; ``label`` the
sha1 of its (label, confidence to 9 places).  No pattern index is hashed, so adding a cue
family elsewhere leaves the others' digests as they were.  The label counts are printed.
``--labels`` (wave 58) adds the label, its confidence and the cleaned text, so that changed
labels can be listed and read.  Run the old code with ``PYTHONPATH`` pointing at its checkout (``git archive REV | tar -x
-C DIR``).  ``--compare`` prints how many ids differ in cues and in labels, and the first 10.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
from collections import Counter
from pathlib import Path

CORPORA = [Path("/work/shared/corpora/papercopilot"), Path("/work/shared/corpora/papercopilot-more")]
CHUNK = 10_000  # as analysis.pipeline.TYPING_CHUNK_PAPERS


def corpus_papers() -> list[tuple[str, str, str, str]]:
    """(paper_id, text, title, abstract as written) of every record with an abstract."""
    from analysis.io.base import Record
    from analysis.io.corpus import _read_records, cleaned_and_keyed

    out = []
    for root in CORPORA:
        for path in sorted(root.glob("*/*.json")):
            records = _read_records(path)[1]
            raws = [rec.abstract.strip() if isinstance(rec, Record) else None for rec in records]
            cleaned = cleaned_and_keyed(records, raws, 1)
            used: set[str] = set()
            for k, rec in enumerate(records):
                if not isinstance(rec, Record) or not rec.abstract:
                    continue
                key = rec.source_key if rec.source_key not in used else f"{rec.source_key}#{k}"
                used.add(key)
                abstract, title, _ = cleaned.get(k, ("", "", b""))
                derived = rec.title_is_derived or not rec.title
                text = abstract if derived else f"{title}. {abstract}"
                out.append((f"{path.stem}:{key}", text, "" if derived else title, raws[k] or ""))
    return out


def cue_key(scored) -> str:
    """sha1 of the sorted (side, weight, note, phrase, start) of a paper's cues."""
    cues = [(c.side, c.weight, c.note, c.shown(), c.start)
            for c in scored.cues + scored.overlapped_experiments]
    return hashlib.sha1(repr(sorted(cues)).encode()).hexdigest()


def digest(out: Path, labels: bool = False) -> None:
    import analysis.paper_types.classify as classify

    papers = corpus_papers()
    taken = []
    score_text = classify.score_text

    def tapped(*args):  # the classifier's own Scored, kept to be hashed (one pass, not two)
        taken.append(score_text(*args))
        return taken[-1]

    classify.score_text = tapped
    counts: Counter[str] = Counter()
    with open(out, "w", encoding="utf-8") as f:
        for a in range(0, len(papers), CHUNK):
            part = papers[a:a + CHUNK]
            taken.clear()
            types = classify.classify_papers([p[1] for p in part], [p[2] for p in part],
                                             [p[3] for p in part], workers=1)
            assert len(taken) == len(part)
            for (pid, *_), scored, label, conf in zip(
                    part, taken, types["paper_type"], types["paper_type_confidence"], strict=True):
                counts[label] += 1
                pinned = hashlib.sha1(repr((label, round(float(conf), 9))).encode()).hexdigest()
                extra = f"\t{label}\t{float(conf):.3f}\t{scored.text[:3000].replace(chr(9), ' ')}" if labels else ""
                f.write(f"{pid}\t{cue_key(scored)}\t{pinned}{extra}\n")
            print(f"{a + len(part):,} / {len(papers):,}", file=sys.stderr)
    print(f"{len(papers):,} abstracts;", ", ".join(f"{k} {v:,}" for k, v in sorted(counts.items())))


def read(path: str) -> dict[str, tuple[str, ...]]:
    with open(path, encoding="utf-8") as f:
        return {row[0]: tuple(row[1:]) for row in (line.rstrip("\n").split("\t") for line in f)}


def compare(a: str, b: str) -> None:
    old, new = read(a), read(b)
    ids = sorted(old.keys() | new.keys())
    for name, col in (("cues", 0), ("labels", 1)):
        differ = [i for i in ids if old.get(i, ("-", "-"))[col:col + 1] != new.get(i, ("-", "-"))[col:col + 1]]
        print(f"{name}: {len(differ):,} of {len(ids):,} ids differ (A {len(old):,}, B {len(new):,})")
        for i in differ[:10]:
            print("  ", i)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", help="the digest file to write")
    parser.add_argument("--compare", nargs=2, metavar=("A", "B"), help="two digest files")
    parser.add_argument("--labels", action="store_true",
                        help="also write the label, its confidence and the text (cleaned) in "
                             "three more columns, to read the changes (--compare ignores them)")
    args = parser.parse_args()
    if args.compare:
        compare(*args.compare)
    elif args.out:
        digest(Path(args.out), args.labels)
    else:
        parser.error("give OUT or --compare A B")


if __name__ == "__main__":
    main()

"""Audit: theory-only papers whose abstract mentions anything experiment-like.

    python bench/paper_types/audit_theory.py                  # all papercopilot corpora
    python bench/paper_types/audit_theory.py --per-band 45 --seed 2027 --exclude READ.txt
                                                              # round 5's reading (RESULTS.md)
    python bench/paper_types/audit_theory.py --sample 120     # 120 hits of one shuffle
    python bench/paper_types/audit_theory.py --out FILE.csv   # where the full list goes
    python bench/paper_types/audit_theory.py --corpus ../shared/corpora/papercopilot-more
                                                              # another folder (the 61k)

A theory-only label must not hide an experiment of the paper's own ("Numerical
simulations corroborate ...", "on a smartphone", "We evaluate the algorithm on ...").
The classifier rules those out through its experiment cues; this audit looks wider than
those cues, on purpose: every theory-only paper whose title or abstract contains an
experiment-like word (the broad list ``EXPERIMENT_LIKE`` below, far looser than the
classifier's; only "test" and "measure" are narrowed to "tested", "test(s) on/in/against"
and "we measured", as hypothesis tests and measure theory would drown the list) is listed
with the sentence that holds the word, the classifier's deciding evidence, its confidence
and band.  Many hits are not experiments ("empirical risk", "a dataset of n points",
"simulate a Markov chain", other people's experiments, a negated or announced one): a
person reads a random sample and counts the true misses (an experiment the paper itself
reports), and that count per band, scaled to the band's hits, over all theory-only papers,
is the figure in RESULTS.md.

Output: a CSV (default ``/tmp/paper_types_theory_audit.csv``) of every hit; with
``--per-band N`` the first N hits of each band (certain, likely, uncertain) in a fixed
shuffle (``--seed``), with ``--sample N`` the first N of the shuffle, printed for reading.
``--exclude FILE`` leaves out papers already read (one id per line), so that the sample
counted is not the one rules were written from.  The papers of the held-out sample
(``sample_test*.csv``) are counted but never printed (``--include-held-out`` prints them).
"""

from __future__ import annotations

import argparse
import csv
import glob
import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from analysis.paper_types import classify_papers  # noqa: E402
from analysis.paper_types.calibration import band  # noqa: E402
from analysis.text import clean_text  # noqa: E402

#: The 24k: ``shared/corpora/papercopilot`` beside the checkout or beside its parent (a worktree).
CORPORA = next((p / "shared" / "corpora" / "papercopilot" for p in ROOT.parents[:2]
                if (p / "shared" / "corpora" / "papercopilot").is_dir()),
               ROOT.parent / "shared" / "corpora" / "papercopilot")
#: Deliberately broad: any word a reader would check for an experiment.
EXPERIMENT_LIKE = re.compile(
    r"\b(?:experiment\w*|empiric\w*|simulat\w*|numeric\w*|evaluat\w*|data ?sets?|benchmark\w*|"
    r"real[- ]world|real data|synthetic|robot\w*|smartphone\w*|hardware|prototype\w*|"
    r"implement\w*|deploy\w*|illustrat\w*|demonstrat\w*|tested|test(?:s|ing)? (?:on|in|against)|"
    r"trials?|case stud\w*|user stud\w*|outperform\w*|state[- ]of[- ]the[- ]art|we measured|"
    r"examples?|applications? to|applied to|in practice)\b", re.I)
SENTENCE = re.compile(r"[^.!?]*[.!?]?")


def corpus_rows(corpora: Path = CORPORA) -> list[dict]:
    rows = []
    for path in sorted(glob.glob(str(corpora / "*" / "*.json"))):
        venue = Path(path).parent.name.upper()
        for i, rec in enumerate(json.loads(Path(path).read_text("utf-8"))):
            rows.append({"paper_id": f"{Path(path).stem}:{rec.get('id') or i}", "venue": venue,
                         "title": rec.get("title") or "", "abstract": rec.get("abstract") or ""})
    return rows


def experiment_sentences(title: str, abstract: str) -> list[str]:
    """The sentences (title first) that hold an experiment-like word, the word in [ ]."""
    out = []
    for sentence in [title] + SENTENCE.findall(abstract):
        if EXPERIMENT_LIKE.search(sentence):
            out.append(EXPERIMENT_LIKE.sub(lambda m: f"[{m.group()}]", sentence.strip()))
    return out


def held_out_ids() -> set[str]:
    """The paper ids of every held-out sample (``sample_test*.csv``; only their ids are read,
    so that none of their abstracts is shown while rules are developed)."""
    ids: set[str] = set()
    for path in HERE.glob("sample_test*.csv"):
        with open(path, newline="", encoding="utf-8") as f:
            ids |= {row["paper_id"] for row in csv.DictReader(f)}
    return ids


def read_ids(path: str) -> set[str]:
    """Paper ids listed one per line (papers already read, left out of a fresh sample)."""
    if not path:
        return set()
    return {line.split(",")[0].strip() for line in Path(path).read_text("utf-8").splitlines()
            if line.strip()}


def sample_hits(hits: list[dict], per_band: int, seed: int, skip: set[str]) -> list[dict]:
    """A fixed random sample of the hits: ``per_band`` of each band (certain, likely,
    uncertain) in the order of a seeded shuffle, leaving out the ``skip`` ids."""
    order = list(hits)
    random.Random(seed).shuffle(order)
    shown = []
    for name in ("certain", "likely", "uncertain"):
        shown += [h for h in order if h["band"] == name and h["paper_id"] not in skip][:per_band]
    return shown


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--sample", type=int, default=0, help="print this many hits to read")
    ap.add_argument("--out", default="/tmp/paper_types_theory_audit.csv")
    ap.add_argument("--per-band", type=int, default=0,
                    help="print this many hits of each band (certain, likely, uncertain)")
    ap.add_argument("--corpus", default=str(CORPORA),
                    help="folder of venue folders of PaperCopilot JSON (default: the 24k)")
    ap.add_argument("--seed", type=int, default=14, help="seed of the sample's shuffle")
    ap.add_argument("--exclude", default="",
                    help="file of paper ids (one per line) to leave out of the sample")
    ap.add_argument("--include-held-out", action="store_true",
                    help="also print papers of the held-out samples (sample_test*.csv)")
    args = ap.parse_args()
    rows = corpus_rows(Path(args.corpus))
    types = classify_papers([clean_text(r["abstract"]) for r in rows],
                            [clean_text(r["title"]) for r in rows],
                            [r["abstract"] for r in rows])
    hits = []
    n_theory = 0
    theory_bands = {"certain": 0, "likely": 0, "uncertain": 0}
    for row, (label, evidence, conf) in zip(rows, types.itertuples(index=False), strict=True):
        if label != "theory":
            continue
        n_theory += 1
        theory_bands[band(conf)] += 1
        found = experiment_sentences(row["title"], row["abstract"])
        if found:
            hits.append({**{k: row[k] for k in ("paper_id", "venue", "title")},
                         "experiment_like": " || ".join(found), "evidence": evidence,
                         "confidence": conf, "band": band(conf)})
    with open(args.out, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=list(hits[0]) if hits else ["paper_id"])
        writer.writeheader()
        writer.writerows(hits)
    print(f"{len(rows)} papers, {n_theory} theory-only; {len(hits)} of them "
          f"({len(hits) / max(n_theory, 1):.1%}) mention something experiment-like "
          f"(listed in {args.out})")
    bands = {b: sum(h["band"] == b for h in hits) for b in ("certain", "likely", "uncertain")}
    print(f"their bands: {bands}; all theory-only papers by band: {theory_bands}")
    if args.sample or args.per_band:
        skip = read_ids(args.exclude) | (set() if args.include_held_out else held_out_ids())
        if args.per_band:
            shown = sample_hits(hits, args.per_band, args.seed, skip)
        else:
            order = list(hits)
            random.Random(args.seed).shuffle(order)
            shown = [h for h in order if h["paper_id"] not in skip][:args.sample]
        for k, h in enumerate(shown, 1):
            print(f"\n[{k}] {h['paper_id']} ({h['confidence']}, {h['band']}) {h['title']}\n"
                  f"    experiment-like: {h['experiment_like'][:900]}\n"
                  f"    evidence: {h['evidence'][:300]}")


if __name__ == "__main__":
    main()

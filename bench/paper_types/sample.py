"""Draw the abstracts of the hand-labelled paper-type set (deterministic).

Stratified by venue so that theory-heavy (COLT) and empirical-heavy (ACL, NAACL)
venues are both present, as in the held-out set the issue describes.  Abstracts
shorter than 100 characters are not drawn (nothing to label).  The rows are split
at random into a development part (rules and model are tuned on it) and a test
part (only scored, never looked at while tuning).

    python bench/paper_types/sample.py            # round 1: sample_dev.csv, sample_test.csv
    python bench/paper_types/sample.py --round 2  # round 2: sample_dev2.csv, sample_test2.csv

Round 2 (400 more development rows, 100 more test rows) draws with another seed from
the abstracts round 1 did not draw, in the same venue proportions.  Round 3 (400 more
development rows, 200 more test rows) does the same from what rounds 1-2 left; the seeds
are all drawn by then, so it samples the corpora only.  Round 4 (about 380 development rows,
200 test rows) adds the venues of ``papercopilot-more`` (learning theory at ALT, vision,
robotics, general AI, NLP), where the evidence reads differently ("on a real robot",
"on the KITTI benchmark"): the classifier must not only know the ML venues it was tuned on.
Round 5 (about 300 development rows, 300 test rows) draws again from every venue, from what
rounds 1-4 left, so that work after round 4's test split was scored is measured on abstracts
nobody has seen.
Round 6 (about 300 rows, all test) draws once more from every venue, from what rounds 1-5
left: a held-out set read by two labellers each, their disagreements settled by a third, so
that the labels' own agreement is measured beside the classifier's.  Round 7 (about 1,800
rows, all development) draws from what rounds 1-6 left, for a model that learns from more
than the 2,442 development rows of rounds 1-5.  Round 8 (about 300 rows, all test) draws
once more from what rounds 1-7 left, read by two labellers each like round 6: the held-out
set for work that, from round 7 on, learns from dev7 too.
Round 9 (190 rows, all development) draws from the robotics (ICRA / IROS / RSS) and vision
(CVPR / ICCV / ECCV / WACV) venues, 160 rows, and 30 from the other ``papercopilot-more``
venues, from what rounds 1-8 and every reading file left: the calibration was fitted on
ML-venue rows and its ``likely`` band read half wrong on the theory-only labels of those
venues (RESULTS.md, wave 25).  With it, a check set of 60 robotics / vision rows
(``sample_check9.csv``, another seed), never used for fitting, on which the bands are checked.
A random draw holds few theory-only labels (robotics / vision: 2% of papers), so round 9 adds
``sample_dev9t.csv``: 60 robotics / vision abstracts drawn at random among the papers a saved
analysis (``--theory-from``: its ``papers.csv``, main's classifier) labels theory-only, read
blind like the others: the rows the theory-only confidence on these venues is fitted on.
Round 10 (wave 61, 120 rows, all development, seed 6102): a plain random draw, 60 papers from
each corpus (the 24k's ML / NLP venues, the 61k's vision / robotics / general AI; no venue strata
within a corpus: a pooled draw would be 70% 61k, half of it robotics), none of which is in any earlier sample or reading file, matched by
id and by title / abstract text: a fresh dev set on which the generalisation gap (dev 0.94 vs
held-out 0.83) is read before any rule is written from it.
Round 11 (wave 62, 200 rows, all development, seed 6202): the same draw, 100 papers from each
corpus, none in any CSV of this folder (dev10 included): a second fresh set, on which dev10's
rules are checked for whether they carry to new papers.
Round 12 (wave 63, 200 rows, all development, seed 6302): the same draw again, 100 papers from
each corpus, none in any CSV of this folder (dev10 and dev11 included): a third fresh set, on
which the misses that recur across the three blind sets are told from one set's accidents.
Round 13 (wave 64, 200 rows, all development, seed 6402): the same draw a fourth time, 100 papers
from each corpus, none in any CSV of this folder (dev10-12 included): a fourth fresh set, scored
blind by main before any rule is written from it, pooled with dev10-12 as the held-out estimate.
Rounds 14 (wave 65, seed 6502), 15 (wave 66, seed 6602), 16 (wave 67, seed 6702), 17 (wave 68,
seed 6802), 18 (wave 69, seed 6902) and 19 (wave 70, seed 7002): the same draw a fifth to tenth time, 100 papers from each corpus, none in any CSV of this folder
(every earlier blind set included).  Round 20 (wave 71, seed 7102) the eleventh time, also
excluding a paper read under another spelling of its id (label70 found two in dev19): an ``id``
column as well as ``paper_id``, matched by venue letters and the id after the colon
("nips:d8bc4223a5" is nips1995:d8bc4223a5).  Round 21 (wave 72, seed 7202) the twelfth time, drawn
as round 20 (``id`` columns and the venue letters + id read too).  Round 22 (wave 73, seed 7302)
the thirteenth time, drawn as rounds 20-21.
"""


from __future__ import annotations

import argparse
import csv
import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
# the checkout sits beside shared/ (/work/main) or one level deeper (a worktree, /work/wt/NAME)
SHARED = next((p / "shared" for p in (ROOT.parent, ROOT.parents[1]) if (p / "shared").is_dir()),
              ROOT.parent / "shared")
CORPORA = SHARED / "corpora" / "papercopilot"
MORE_CORPORA = SHARED / "corpora" / "papercopilot-more"
PER_VENUE = {"seeds": 33, "nips": 50, "icml": 50, "aistats": 40, "uai": 30, "colt": 40,
             "acl": 22, "naacl": 22, "iclr": 13}
PER_VENUE_ROUND4 = {"nips": 55, "icml": 45, "aistats": 35, "colt": 45, "uai": 25, "iclr": 20,
                    "acl": 12, "naacl": 8, "alt": 40, "acml": 25, "aaai": 25, "ijcai": 25,
                    "cvpr": 30, "iccv": 15, "eccv": 15, "wacv": 10, "icra": 25, "iros": 15,
                    "rss": 15, "coling": 10, "automl": 10}
PER_VENUE_ROUND9 = {"icra": 40, "iros": 25, "rss": 15, "cvpr": 35, "iccv": 15, "eccv": 15,
                    "wacv": 15, "aaai": 10, "ijcai": 10, "alt": 5, "acml": 5, "coling": 5,
                    "automl": 5}
PER_VENUE_CHECK9 = {"icra": 15, "iros": 10, "rss": 5, "cvpr": 15, "iccv": 5, "eccv": 5, "wacv": 5}
# Files whose abstracts were read with a label in mind: round 9 does not draw them again.
READINGS = ("theory_readings_w25_seed2501.csv", "theory_readings_w25_fresh_seed7707.csv",
            "audit_round5_reading.csv", "audit_round5_fresh_reading.csv", "blind_changes_w24.csv")
SEED = 20261129
TEST_SHARE = 1 / 3


def seed_rows() -> list[dict]:
    rows = []
    for path in sorted((ROOT / "seeds").glob("*.txt")):
        paragraphs = [p.strip() for p in re.split(r"\n\s*\n", path.read_text("utf-8"))]
        abstracts = [p for p in paragraphs[1:] if p]
        for i, a in enumerate(abstracts):
            rows.append({"paper_id": f"{path.stem}:{i}", "venue": "ICML", "year": 2026,
                         "title": "", "abstract": " ".join(a.split())})
    return rows


def venue_rows(venue: str) -> list[dict]:
    rows = []
    folder = CORPORA / venue if (CORPORA / venue).is_dir() else MORE_CORPORA / venue
    for path in sorted(folder.glob("*.json")):
        year = int(re.search(r"(\d{4})", path.stem).group(1))
        for i, rec in enumerate(json.loads(path.read_text("utf-8"))):
            a = (rec.get("abstract") or "").strip()
            if len(a) >= 100:
                rows.append({"paper_id": f"{path.stem}:{rec.get('id') or i}", "venue": venue.upper(),
                             "year": year, "title": (rec.get("title") or "").strip(),
                             "abstract": " ".join(a.split())})
    return rows


def read_ids(names: list[str]) -> set[str]:
    ids = set()
    for name in names:
        with open(HERE / name, encoding="utf-8") as f:
            ids |= {row["paper_id"] for row in csv.DictReader(f)}
    return ids


def _write(name: str, rows: list[dict]) -> None:
    with open(HERE / name, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=["paper_id", "venue", "year", "title", "abstract"])
        w.writeheader()
        w.writerows(sorted(rows, key=lambda r: r["paper_id"]))
    print(name, len(rows))


def round9() -> None:
    """Round 9: ``sample_dev9.csv`` and the check set ``sample_check9.csv`` (seed + 100),
    neither holding an abstract of an earlier sample or reading file."""
    taken = read_ids([p.name for p in sorted(HERE.glob("sample_*.csv"))
                      if not p.name.endswith(("9.csv",))] + list(READINGS))
    for name, per_venue, seed in (("sample_dev9.csv", PER_VENUE_ROUND9, SEED + 8),
                                  ("sample_check9.csv", PER_VENUE_CHECK9, SEED + 108)):
        rng = random.Random(seed)
        drawn = []
        for venue, n in per_venue.items():
            pool = [r for r in venue_rows(venue) if r["paper_id"] not in taken]
            drawn += rng.sample(pool, min(len(pool), n))
        taken |= {r["paper_id"] for r in drawn}
        _write(name, drawn)


def round9_theory(papers_csv: str, n: int = 60) -> None:
    """``sample_dev9t.csv``: ``n`` robotics / vision abstracts among the papers that
    ``papers_csv`` labels theory-only, none of an earlier sample or reading (seed + 208)."""
    import pandas as pd
    taken = read_ids([p.name for p in sorted(HERE.glob("sample_*.csv"))
                      if p.name != "sample_dev9t.csv"] + list(READINGS))
    venues = ("icra", "iros", "rss", "cvpr", "iccv", "eccv", "wacv")
    labelled = pd.read_csv(papers_csv, usecols=["paper_id", "paper_type"], dtype=str)
    theory = set(labelled.loc[labelled["paper_type"] == "theory", "paper_id"]) - taken
    pool = [r for v in venues for r in venue_rows(v) if r["paper_id"] in theory]
    _write("sample_dev9t.csv", random.Random(SEED + 208).sample(pool, min(n, len(pool))))


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def _id_key(paper_id: str) -> tuple[str, str]:
    """("nips", "d8bc4223a5") for nips1995:d8bc4223a5 and nips:d8bc4223a5 alike."""
    venue, _, rest = (paper_id or "").partition(":")
    return re.sub(r"[^a-z]", "", venue.lower()), rest.strip()


def round10(n: int = 120, seed: int = 6102, name: str = "sample_dev10.csv",
            by_key: bool = False) -> None:
    """``name``: ``n / 2`` abstracts drawn uniformly from each corpus,
    none whose id, title or abstract appears in a CSV of this folder (samples, labels, readings);
    ``by_key`` (round 20 on) also reads ``id`` columns and matches ids by ``_id_key``."""
    ids, texts = set(), set()
    for path in sorted(HERE.rglob("*.csv")):
        if path.name == name:
            continue
        with open(path, encoding="utf-8") as f:
            for row in csv.DictReader(f):
                ids.add(row.get("paper_id", ""))
                if by_key:
                    ids |= {_id_key(row.get(k) or "") for k in ("paper_id", "id")}
                texts |= {_norm(row.get(k) or "") for k in ("title", "abstract")}
    texts.discard("")
    rng, drawn = random.Random(seed), []
    for corpus in (CORPORA, MORE_CORPORA):
        venues = sorted(p.name for p in corpus.iterdir() if p.is_dir())
        pool = [r for v in venues for r in venue_rows(v)
                if r["paper_id"] not in ids and _id_key(r["paper_id"]) not in ids and _norm(r["title"]) not in texts
                and _norm(r["abstract"]) not in texts]
        drawn += rng.sample(pool, n // 2)
    _write(name, drawn)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--round", type=int, default=1, choices=list(range(1, 23)))
    ap.add_argument("--theory-from", default="", metavar="PAPERS_CSV",
                    help="round 9: draw sample_dev9t.csv among this analysis' theory-only labels")
    args = ap.parse_args()
    if args.round == 10:
        round10()
        return
    if args.round == 11:
        round10(200, 6202, "sample_dev11.csv")
        return
    if args.round == 12:
        round10(200, 6302, "sample_dev12.csv")
        return
    if args.round == 13:
        round10(200, 6402, "sample_dev13.csv")
        return
    if args.round == 14:
        round10(200, 6502, "sample_dev14.csv")
        return
    if args.round == 15:
        round10(200, 6602, "sample_dev15.csv")
        return
    if args.round == 16:
        round10(200, 6702, "sample_dev16.csv")
        return
    if args.round == 17:
        round10(200, 6802, "sample_dev17.csv")
        return
    if args.round == 18:
        round10(200, 6902, "sample_dev18.csv")
        return
    if args.round == 19:
        round10(200, 7002, "sample_dev19.csv")
        return
    if args.round == 20:
        round10(200, 7102, "sample_dev20.csv", by_key=True)
        return
    if args.round == 21:
        round10(200, 7202, "sample_dev21.csv", by_key=True)
        return
    if args.round == 22:
        round10(200, 7302, "sample_dev22.csv", by_key=True)
        return
    if args.round == 9:
        if args.theory_from:
            round9_theory(args.theory_from)
        else:
            round9()
        return
    rng = random.Random(SEED + args.round - 1)
    scale, suffix, n_test = {1: (1, "", None), 2: (5 / 3, "2", 100), 3: (600 / 267, "3", 200),
                             4: (1, "4", 200), 5: (1.2, "5", 300),
                             6: (0.6, "6", -1), 7: (3.6, "7", 0), 8: (0.6, "8", -1)}[args.round]
    earlier = {1: [], 2: [""], 3: ["", "2"], 4: ["", "2", "3"], 5: ["", "2", "3", "4"],
               6: ["", "2", "3", "4", "5"],
               7: ["", "2", "3", "4", "5", "6"],
               8: ["", "2", "3", "4", "5", "6", "7"]}[args.round]
    taken = read_ids([f"sample_{s}{k}.csv" for k in earlier for s in ("dev", "test")
                      if (HERE / f"sample_{s}{k}.csv").exists()])
    drawn = []
    for venue, n in (PER_VENUE_ROUND4 if args.round >= 4 else PER_VENUE).items():
        pool = seed_rows() if venue == "seeds" else venue_rows(venue)
        pool = [r for r in pool if r["paper_id"] not in taken]
        if pool:
            drawn += rng.sample(pool, min(len(pool), round(n * scale)))
    rng.shuffle(drawn)
    if n_test is None:
        n_test = round(len(drawn) * TEST_SHARE)
    elif n_test == -1:
        n_test = len(drawn)
    parts = [(f"sample_test{suffix}.csv", drawn[:n_test]), (f"sample_dev{suffix}.csv", drawn[n_test:])]
    for name, rows in [(name, rows) for name, rows in parts if rows]:
        _write(name, rows)


if __name__ == "__main__":
    main()

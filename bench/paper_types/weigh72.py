"""Theory-only labels that already hold a counted empirical phrase: the decision, not a form.

    PYTHONPATH=$PWD python3 bench/paper_types/weigh72.py [--rows] [--out POOL.pkl]

Session 72 (issue 14, RESULTS.md "weigh72").  Rebuilds session 71's pool of theory-only
misses and weighs what the final decision (the fitted model, :func:`..model.allowed`,
:func:`..model.choose`, :mod:`..doubt`) did with the empirical phrases they hold:

* **misses**: every reading's "yes" (``theory_readings_*.csv``: ``own_experiment`` yes, the
  w39 pool's ``own`` 1.0) and every dev / blind dev row (dev1-5, old test1-4, dev9, dev9t,
  dev10-20; never dev7, test6 or test8) of gold ``both`` or ``empirical``, labelled theory
  by this checkout;
* **read no**: every paper a reading read *no* (no own experiment), labelled theory now;
* **gold theory**: every dev / blind dev row of gold ``theory`` labelled theory now.

Each row's empirical cues are split by how they count: *own* (weight > 0, no note, in the
abstract: what :func:`..rules.reports_experiment` reads when the cue is an experiment's),
*prior work* (attributed), *zero* (negated, hedged, "a proved claim, no run").  The question
is whether an own counted empirical phrase, or the model's probabilities beside it, tell a
miss from a right theory label; each candidate decision rule is applied as
:func:`..model.choose` would (only where the model chose theory, among the allowed labels)
and counted on the three groups (papers, each once, and waves / sets of the misses).
``--rows`` lists the misses' own phrases in their sentences.
"""

from __future__ import annotations

import argparse
import glob
import os
import pickle
import sys
from collections import Counter
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from cue_digest import corpus_papers  # noqa: E402
from evaluate import load_split  # noqa: E402

from analysis.paper_types.classify import decide_with_model, model_inputs, verdict  # noqa: E402
from analysis.paper_types.model import (  # noqa: E402
    allowed,
    choose,
    model_text,
    notation,
    shipped_model,
)
from analysis.paper_types.rules import score_text  # noqa: E402
from analysis.text import clean_text  # noqa: E402

#: The blind sets this pool was measured on (session 72): pinned, because evaluate.BLIND_SETS
#: gains a set each session and a rerun must reproduce the recorded figures.
BLIND_SETS = tuple(f"dev{i}" for i in range(10, 21))
DEV_SETS = ("dev", "dev9", "dev9t") + BLIND_SETS
OWN_READ = {"1.0": "yes", "0.5": "half", "0.0": "no"}  # the w39 pool's ``own``


def detail(text: str, title: str, original: str) -> dict:
    """The label as the pipeline gives it, and what the model saw and allowed."""
    fitted = shipped_model()
    scored = score_text(text, title, original)
    label, _, conf = decide_with_model(scored, formal_notation=notation(original))
    out = {"label": label, "conf": conf, "final": verdict(scored) is not None,
           "text": scored.text}
    if not out["final"]:
        feats, gated = model_inputs(scored, notation(original))
        probs = fitted.predict_proba(
            feats, fitted.word_scores([model_text(scored.text, scored.title)])[0])
        out["probs"] = dict(zip(fitted.classes, probs, strict=True))
        out["ok"] = dict(zip(fitted.classes, allowed(fitted.classes, gated), strict=True))
        out["model_label"] = fitted.classes[choose(fitted.classes, probs, gated)]
    out["emp"] = [(c.shown(), c.weight, c.note, c.tag, c.key, c.start)
                  for c in scored.cues if c.side == "empirical"]
    return out


def own(row: dict) -> list[tuple]:
    """The row's own counted empirical cues (weight > 0, no note, not a title cue)."""
    return [e for e in row["emp"] if e[1] > 0 and not e[2] and e[5] >= 0]


def pool() -> list[dict]:
    """Every read corpus row (yes / no) and every labelled dev row, with :func:`detail`."""
    papers = {p[0]: p[1:] for p in corpus_papers()}
    rows = []
    for path in sorted(glob.glob(str(HERE / "theory_readings_*.csv"))):
        import pandas as pd
        frame = pd.read_csv(path, dtype=str, keep_default_na=False)
        wave = Path(path).stem.removeprefix("theory_readings_")
        for _, r in frame.iterrows():
            read = (r["own_experiment"] if "own_experiment" in frame
                    else OWN_READ[r["own"]] if "own" in frame else "")
            if read in ("yes", "no") and r["paper_id"] in papers:
                rows.append({**detail(*papers[r["paper_id"]]), "kind": "reading", "set": wave,
                             "paper_id": r["paper_id"], "gold": read})
    for name in DEV_SETS:
        frame = load_split(name)
        for _, r in frame.iterrows():
            if r["label"] in ("theory", "both", "empirical"):
                rows.append({**detail(clean_text(r["abstract"]), clean_text(r["title"]),
                                      r["abstract"]),
                             "kind": "dev", "set": r["part"] if name == "dev" else name,
                             "paper_id": r["paper_id"], "gold": r["label"]})
    return rows


def groups(rows: list[dict]) -> dict[str, list[dict]]:
    theory = [r for r in rows if r["label"] == "theory"]
    return {
        "misses": [r for r in theory if r["kind"] == "reading" and r["gold"] == "yes"
                   or r["kind"] == "dev" and r["gold"] in ("both", "empirical")],
        "read no": [r for r in theory if r["kind"] == "reading" and r["gold"] == "no"],
        "gold theory": [r for r in theory if r["kind"] == "dev" and r["gold"] == "theory"],
    }


def papers_of(group: list[dict]) -> list[dict]:
    """Each paper once (its first row)."""
    seen: dict[str, dict] = {}
    for r in group:
        seen.setdefault(r["paper_id"], r)
    return list(seen.values())


def binary(threshold: float, need_own: bool):
    """Theory alone only where P(theory) >= ``threshold`` or P(theory) >= the allowed
    empirical-side labels' P together; else the most probable of those."""
    def rule(r: dict) -> str | None:
        if r["final"] or r.get("model_label") != "theory" or need_own and not own(r):
            return None
        others = [k for k in ("both", "empirical") if r["ok"][k]]
        p = r["probs"]
        if others and p["theory"] < threshold and p["theory"] < sum(p[k] for k in others):
            return max(others, key=p.__getitem__)
        return None
    return rule


def confidence_below(threshold: float):
    """Wave 38's reading at every domain: a theory label stated below ``threshold`` with an
    own counted empirical phrase takes the most probable allowed label with that side."""
    def rule(r: dict) -> str | None:
        if r["final"] or not own(r) or r["conf"] >= threshold:
            return None
        others = [k for k in ("both", "empirical") if r["ok"][k]]
        return max(others, key=r["probs"].__getitem__) if others else None
    return rule


def own_weight(weight: float):
    """An own counted empirical phrase of at least ``weight`` rules theory alone out (as an
    experiment cue does, wave 37)."""
    def rule(r: dict) -> str | None:
        if r["final"] or not any(e[1] >= weight for e in own(r)):
            return None
        others = [k for k in ("both", "empirical") if r["ok"][k]]
        return max(others, key=r["probs"].__getitem__) if others else None
    return rule


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", action="store_true", help="list the misses' own phrases")
    ap.add_argument("--out", help="keep the pool here (pickle), or read it if it exists")
    args = ap.parse_args()
    if args.out and Path(args.out).exists():
        with open(args.out, "rb") as f:
            rows = pickle.load(f)
    else:
        rows = pool()
        if args.out:
            with open(args.out, "wb") as f:
                pickle.dump(rows, f)
    g = groups(rows)
    misses = g["misses"]
    print(f"misses: {len(misses)} rows, {len(papers_of(misses))} papers, "
          f"{len({r['set'] for r in misses})} waves / sets")
    for name, group in g.items():
        ps = papers_of(group)
        kinds = Counter()
        for r in ps:
            notes = {"own" if e[1] > 0 and not e[2] and e[5] >= 0 else
                     "prior work" if e[2] == "prior work" else "zero" if e[1] <= 0 else "title"
                     for e in r["emp"]}
            kinds["any empirical cue"] += bool(r["emp"])
            for k in notes:
                kinds[k] += 1
        print(f"{name}: {len(ps)} papers; " + ", ".join(f"{k} {v}" for k, v in kinds.items())
              + f"; own share {kinds['own'] / max(len(ps), 1):.3f}")
    print("\nown empirical cue families (papers): misses / read no / gold theory")
    fams: dict[str, Counter] = {}
    for name, group in g.items():
        for r in papers_of(group):
            for key in {e[4] for e in own(r)}:
                fams.setdefault(key, Counter())[name] += 1
    for key, c in sorted(fams.items(), key=lambda kv: -kv[1]["misses"]):
        if c["misses"]:
            print(f"  {key}: {c['misses']} / {c['read no']} / {c['gold theory']}")
    rules = {f"P(theory) < {t} and < the others' sum{', own cue' if o else ''}": binary(t, o)
             for t in (0.4, 0.5, 0.6) for o in (False, True)}
    rules.update({f"calibrated theory confidence < {t}, own cue": confidence_below(t)
                  for t in (0.2, 0.3, 0.5)})
    rules.update({f"an own empirical phrase of weight >= {w}": own_weight(w)
                  for w in (1.0, 1.5, 2.0, 2.5)})
    print("\ncandidate rule: misses moved (papers, waves / sets) / read no moved / gold theory moved")
    for name, rule in rules.items():
        moved = {k: [r for r in papers_of(group) if rule(r)] for k, group in g.items()}
        sets = {r["set"] for r in misses if rule(r)}
        print(f"  {name}: {len(moved['misses'])} ({len(sets)}) / {len(moved['read no'])} / "
              f"{len(moved['gold theory'])}")
    print("\ntheory labels read (each paper once): share read yes, by calibrated confidence")
    read = papers_of([r for r in rows if r["kind"] == "reading" and r["label"] == "theory"])
    for name, keep in (("own empirical phrase", True), ("none", False)):
        part = [r for r in read if bool(own(r)) == keep]
        cells = []
        for lo, hi in ((0, 0.3), (0.3, 0.5), (0.5, 0.7), (0.7, 0.9), (0.9, 1.01)):
            b = [r for r in part if lo <= r["conf"] < hi]
            cells.append(f"{lo}-{min(hi, 1)}: {sum(r['gold'] == 'yes' for r in b)}/{len(b)}")
        yes = sum(r["gold"] == "yes" for r in part)
        print(f"  {name}: {yes}/{len(part)} ({yes / max(len(part), 1):.3f}); " + ", ".join(cells))
    if args.rows:
        for r in papers_of(misses):
            for e in own(r):
                text = r["text"]
                a = max(text.rfind(". ", 0, e[5]), 0)
                b = text.find(". ", e[5])
                print(f"{r['set']} {r['paper_id']} conf {r['conf']:.3f} [{e[0]} {e[1]}] "
                      f"{text[a:b if b > 0 else len(text)].strip('. ')[:240]}")


if __name__ == "__main__":
    main()

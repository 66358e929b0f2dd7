"""Keyword benchmark: ours against YAKE, measured in the same run, on several corpora.

    python bench/keywords/bench.py                         # every corpus, YAKE where gold
    python bench/keywords/bench.py --corpus seeds iclr --out /tmp/K.md

For each corpus (``corpora.py``): our keywords (``analysis.pipeline.analyze`` then
``analysis.tables.keywords_table``: the keywords.csv ``paper-trends analyze`` writes;
the CSV is written to ``--csv-dir``) and, on the corpora with gold
keywords, YAKE (``yake_peer.py`` in the peers' venv: n=3, top 10 per paper, counted by
papers).  Scored alike:

- precision@100 against the gold keywords (the shared tool's rule: first 100 distinct
  terms, lower-cased, punctuation to spaces, plurals folded);
- the issue's generic words (``scoring.GENERIC``) among the first 50 keywords;
- phrases (two words or more) among the first 100.

The venues with keywords are found, not listed: ``corpora.keyword_venues`` reads every
venue of both corpora (ICLR and IJCAI are the only ones); IJCAI is scored under two gold
readings (``corpora.GOLDS``).  On ICLR the shared tool itself is also run on our CSV (``keyword_precision.py CSV
--yake``, peers' python) and its output copied into the results.  Writes RESULTS.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))
import corpora  # noqa: E402
from scoring import score  # noqa: E402

from analysis.pipeline import analyze  # noqa: E402
from analysis.tables import keywords_table  # noqa: E402

PEER_PY = os.environ.get("PEERS_PYTHON", "/opt/peers/bin/python")
WITH_YAKE = ("iclr", "ijcai")


def ours(name: str, csv_dir: Path) -> dict:
    """Our keywords of corpus ``name``, as ``paper-trends analyze`` writes keywords.csv (the
    whole analysis, then the keywords table: the keyword's papers are the search's, laid
    over the vocabulary's counts by the pipeline); the ranking, the CSV path and the
    seconds of the pipeline's vocabulary stage (the keywords' papers are counted after it,
    beside the topics, in the search's child process: not in these seconds)."""
    analysis = analyze(corpora.paths(name) or None)
    table = keywords_table(analysis)
    csv = csv_dir / f"{name}_keywords.csv"
    table.to_csv(csv, index=False)
    labels = [f"{t} ({a})" if a else t for t, a in zip(table["term"], table["acronym"],
                                                         strict=True)]
    return {"ranking": table["term"].tolist(), "labels": labels, "csv": str(csv),
            "seconds": analysis.manifest["stage_seconds"]["vocabulary"],
            "n_papers": analysis.n_papers, "n_terms": len(analysis.vocab.terms),
            "n_keywords": len(table)}


def yake(name: str) -> dict:
    out = Path(tempfile.mkstemp(suffix=".json")[1])
    subprocess.run([PEER_PY, str(HERE / "yake_peer.py"), "--corpus", name, "--out", str(out)],
                   check=True)
    res = json.loads(out.read_text())
    out.unlink()
    return res


def shared_tool(csv: str) -> str:
    """The shared tool's own output on our ICLR keywords, YAKE measured by it too."""
    proc = subprocess.run([PEER_PY, str(corpora.SHARED / "tools" / "keyword_precision.py"),
                           csv, "--yake"], capture_output=True, text=True, check=True)
    return proc.stdout.strip()


def run(names: list[str], csv_dir: Path) -> list[dict]:
    """One row per gold reading (``corpora.GOLDS``: IJCAI is scored twice), ours and
    YAKE computed once per corpus."""
    rows = []
    for name in names:
        mine = ours(name, csv_dir)
        theirs = yake(name) if name in WITH_YAKE else None
        for reading in corpora.GOLDS.get(name, (name,)):
            gold = corpora.gold(reading)
            row = {"corpus": reading, "ours": {**mine, **score(mine["ranking"], gold)},
                   "gold": len(gold) if gold is not None else None}
            if theirs is not None:
                row["yake"] = {**theirs, **score(theirs["ranking"], gold)}
            if reading == "iclr":
                row["shared_tool"] = shared_tool(mine["csv"])
            rows.append(row)
            print(json.dumps({k: v for k, v in row.items() if k != "ours"})[:300], flush=True)
    return rows


def venues_table() -> list[str]:
    """Which venues of both corpora carry keywords (``corpora.keyword_venues``)."""
    lines = ["Venues whose records carry a `keywords` field (both PaperCopilot corpora; "
             f"benchmarked when at least {corpora.MIN_KEYWORD_SHARE:.0%} of the papers do):", "",
             "| corpus | venue | papers | with keywords | files | benchmarked |",
             "|---|---|---|---|---|---|"]
    for v in corpora.keyword_venues():
        lines.append(f"| {v['corpus']} | {v['venue']} | {v['papers']:,} | {v['keyworded']:,}"
                     f" | {', '.join(v['files']) or '–'} | {'yes' if v['benchmarked'] else 'no'} |")
    return lines


def _fmt(x: object) -> str:
    return "–" if x is None else f"{x:.2f}" if isinstance(x, float) else str(x)


def report(rows: list[dict], command: str, started: str, load: str) -> str:
    lines = [
        "# Keyword benchmark results", "",
        f"Run of {started}: `{command}`; {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}; load average at the start {load} (the "
        "machine is shared).", "",
        "Precision@100: share of the first 100 distinct keywords that are gold keywords "
        "(shared tool's rule). Generic: the issue's 21 generic words among the first 50. "
        "Phrases: terms of two words or more among the first 100. YAKE: n=3, top 10 per "
        "paper, counted by papers (the shared tool's set-up), in the same run.", "",
        "| corpus | papers | gold keywords | ours precision@100 | YAKE precision@100 | "
        "ours generic in top 50 | YAKE generic in top 50 | ours phrases in top 100 | "
        "YAKE phrases in top 100 | ours keywords | ours s | YAKE s |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    tail = ["", *venues_table()]
    for r in rows:
        o, y = r["ours"], r.get("yake", {})
        lines.append(
            f"| {r['corpus']} | {o['n_papers']:,} | {_fmt(r['gold'])} | {_fmt(o['precision'])}"
            f" | {_fmt(y.get('precision'))} | {len(o['generic_top50'])} "
            f"{', '.join(o['generic_top50'])} | "
            + (f"{len(y['generic_top50'])} {', '.join(y['generic_top50'])}" if y else "–")
            + f" | {o['phrases_top100']} | {_fmt(y.get('phrases_top100'))} | "
            f"{o['n_keywords']:,} | {o['seconds']:.1f} | {_fmt(y.get('seconds'))} |")
    lines += tail
    for r in rows:
        lines += ["", f"## {r['corpus']}", "", "Our first 50 keywords (as shown, acronyms "
                  "joined): " + "; ".join(r["ours"]["labels"][:50])]
        if r["ours"]["precision"] is not None:
            lines += ["", "Our misses in the first 100: "
                      + ", ".join(r["ours"]["misses"])]
        if "yake" in r:
            lines += ["", "YAKE's first 30: " + "; ".join(r["yake"]["ranking"][:30])]
        if "shared_tool" in r:
            lines += ["", "The shared tool on our keywords.csv "
                      f"(`keyword_precision.py {Path(r['ours']['csv']).name} --yake`):", "",
                      "```", r["shared_tool"], "```"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", nargs="+",
                    default=["seeds", "icml", "iclr", "papercopilot", "ijcai"])
    ap.add_argument("--out", type=Path, default=HERE / "RESULTS.md")
    ap.add_argument("--csv-dir", type=Path, default=Path(tempfile.gettempdir())
                    / "paper-trends-keywords")
    a = ap.parse_args(argv)
    a.csv_dir.mkdir(parents=True, exist_ok=True)
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    rows = run(a.corpus, a.csv_dir)
    command = "python bench/keywords/bench.py " + " ".join(argv or sys.argv[1:])
    a.out.write_text(report(rows, command.strip(), started, load), encoding="utf-8")
    print(a.out.read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())

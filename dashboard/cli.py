"""The ``paper-trends`` command.

``analyze`` writes the summary tables; ``serve`` runs the dashboard.  It lives in
``dashboard`` because ``serve`` needs both layers and ``analysis`` may not import the
dashboard; ``analyze`` imports no Dash, so it starts as fast as the analysis allows.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from pathlib import Path

from analysis import __version__
from analysis.io import FORMATS_HELP, CorpusError

log = logging.getLogger("paper_trends")

#: The PATH arguments' help; the formats are listed by the registry in analysis.io.
INPUT_HELP = (f"paper files or folders (folders are searched recursively): {FORMATS_HELP}. "
              "Default: the bundled ICML 2026 seeds.")
CORRECTIONS_HELP = ("paper types set by hand (CSV: paper_id,paper_type,time,note). Default: "
                    ".paper-trends/corrections.csv inside a single corpus folder "
                    "(.paper-trends/NAME.corrections.csv beside a single file), else "
                    "~/.paper-trends/corrections/NAME.csv ($PAPER_TRENDS_HOME replaces "
                    "~/.paper-trends)")


def corrections_path(args: argparse.Namespace) -> Path:
    """``--corrections``, else the corpus's default corrections file."""
    from analysis.paper_types.corrections import default_corrections_path
    from analysis.pipeline import corpus_name

    if args.corrections is not None:
        return Path(args.corrections)
    return default_corrections_path(args.paths, corpus_name(args.paths))


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="paper-trends", description="Trend analytics for ML papers: "
                                "topics, keywords, theory vs empirical, by venue and year.")
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    a = sub.add_parser("analyze", help="analyse papers and write the summary tables",
                       description="Analyse papers and write papers.csv, topics.csv, "
                       "keywords.csv, paper_types.csv, trend tables (when the papers span several "
                       "years), venue tables (several venues) and manifest.json into DIR.")
    a.add_argument("paths", nargs="*", metavar="PATH", help=INPUT_HELP)
    a.add_argument("--out", required=True, metavar="DIR", type=Path, help="output folder")
    a.add_argument("--topics", type=int, default=None, metavar="K",
                   help="number of topics (default: chosen from the corpus)")
    a.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    a.add_argument("--excel", action="store_true",
                   help="also write every table into one workbook, tables.xlsx")
    a.add_argument("--corrections", metavar="FILE", default=None, help=CORRECTIONS_HELP)

    s = sub.add_parser("serve", help="run the dashboard in the browser",
                       description="Analyse papers and serve the dashboard.")
    s.add_argument("paths", nargs="*", metavar="PATH", help=INPUT_HELP)
    s.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    s.add_argument("--port", type=int, default=8050, help="port (default 8050)")
    s.add_argument("--topics", type=int, default=None, metavar="K",
                   help="number of topics (default: chosen from the corpus)")
    s.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    s.add_argument("--debug", action="store_true", help="Dash debug mode (reloads on change)")
    s.add_argument("--corrections", metavar="FILE", default=None,
                   help=CORRECTIONS_HELP + "; corrections made in the dashboard are saved there")
    return p


def load_summary(manifest: dict) -> list[str]:
    """What was read, as the run prints it: records loaded and skipped, and the files of a
    folder that held no papers (so nothing is left out without a word)."""
    counts = manifest["counts"]
    skipped = [f"{v} {k.removeprefix('skipped_').replace('_', ' ')}"
               for k, v in counts.items() if k.startswith("skipped_") and v]
    lines = [f"{counts['loaded']:,} of {counts['read']:,} records loaded from "
             f"{len(manifest['inputs'])} file(s)"
             + (f"; skipped: {', '.join(skipped)}" if skipped else "")]
    not_lists = [Path(f["path"]).name for f in manifest.get("skipped_files", [])]
    if not_lists:
        lines.append(f"skipped {len(not_lists)} file{'s' if len(not_lists) > 1 else ''} that "
                     f"{'are' if len(not_lists) > 1 else 'is'} not paper lists: "
                     f"{', '.join(not_lists)} (reasons in manifest.json)")
    return lines


def _analyze(args: argparse.Namespace) -> int:
    from analysis.export import check_output_folder, write_outputs
    from analysis.pipeline import analyze
    from analysis.tables import all_tables

    check_output_folder(args.out)  # before minutes of analysis, not after
    fixes = corrections_path(args)
    analysis = analyze(args.paths, n_topics=args.topics, seed=args.seed, corrections=fixes)
    t0 = time.perf_counter()
    tables = all_tables(analysis)
    seconds = dict(analysis.manifest["stage_seconds"], tables=round(time.perf_counter() - t0, 3))
    manifest = dict(analysis.manifest, stage_seconds=seconds)
    t1 = time.perf_counter()
    write_outputs(tables, manifest, args.out, excel=args.excel)
    print("\n".join(load_summary(manifest)))
    print(f"{analysis.topics.n_topics} topics; tables written to {args.out} "
          f"in {time.perf_counter() - t1 + sum(seconds.values()):.1f} s")
    applied = analysis.manifest["corrections"]
    if applied["applied"] or applied["skipped_rows"]:
        print(f"{applied['applied']} paper type(s) corrected by hand from {fixes}")
    for problem in applied["skipped_rows"]:
        print(f"paper-trends: warning: correction skipped: {problem}", file=sys.stderr)
    return 0


def _serve(args: argparse.Namespace) -> int:
    from analysis.pipeline import analyze
    from dashboard.app import create_app

    analysis = analyze(args.paths, n_topics=args.topics, seed=args.seed)
    counts = analysis.manifest["counts"]
    print("\n".join(load_summary(analysis.manifest)))
    fixes = corrections_path(args)
    print(f"{counts['loaded']:,} papers, {analysis.topics.n_topics} topics. "
          f"Paper types corrected in the dashboard are kept in {fixes}. "
          f"Dashboard on http://{args.host}:{args.port}/  (Ctrl+C to stop)")
    # the version check of Dash's dev tools calls the internet: off, we run offline
    create_app(analysis, fixes).run(host=args.host, port=args.port, debug=args.debug,
                             dev_tools_disable_version_check=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    from analysis.export import OutputError

    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(message)s")
    args = _parser().parse_args(argv)
    try:
        return {"analyze": _analyze, "serve": _serve}[args.command](args)
    except (CorpusError, OutputError) as e:
        print(f"paper-trends: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        where = f" ({e.filename})" if e.filename else ""
        print(f"paper-trends: error: {(e.strerror or str(e)).lower()}{where}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

"""The ``paper-trends`` command.

``analyze`` writes the summary tables and the saved analysis; ``serve`` runs the
dashboard (:mod:`dashboard.serving`).  It lives in
``dashboard`` because ``serve`` needs both layers and ``analysis`` may not import the
dashboard; ``analyze`` imports no Dash, so it starts as fast as the analysis allows.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from contextlib import ExitStack, nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Any

from analysis import __version__
from analysis.progress import Progress, TerminalProgress
from dashboard import cli_options
from dashboard.corrections_files import corrections_path
from dashboard.terminate import terminate_as_exit

if TYPE_CHECKING:
    from collections.abc import Callable

    import pandas as pd

    from analysis.export import StagedOutputs
    from analysis.result import Analysis

log = logging.getLogger("paper_trends")

#: ``--format`` choices (analysis.export.TABLE_FORMATS; not imported here: --help stays quick)
TABLE_FORMATS = ("csv", "parquet")
CACHE_ENV = "PAPER_TRENDS_CACHE"  # analysis.store.CACHE_ENV
#: serve's environment (dashboard.uploads.DEFAULT_*, not imported: --help stays quick)
SERVE_ENVIRONMENT = ("environment: PAPER_TRENDS_UPLOADS the uploads' folder (default: uploads/ "
                     "in the cache folder; off: no upload box), PAPER_TRENDS_UPLOAD_MAX_MB "
                     "(default 25), PAPER_TRENDS_UPLOAD_MAX_AGE_HOURS (default 24), "
                     "PAPER_TRENDS_UPLOAD_DISK_MB (default 2000)")
CORRECTIONS_HELP = ("paper types set by hand (CSV: paper_id,paper_type,time,note). Default: "
                    ".paper-trends/corrections.csv inside a single corpus folder "
                    "(.paper-trends/NAME.corrections.csv beside a single file), else "
                    "~/.paper-trends/corrections/NAME.csv ($PAPER_TRENDS_HOME replaces "
                    "~/.paper-trends); analyze --out DIR applies DIR's own "
                    ".paper-trends/corrections.csv (written by serve DIR) when there is one")


def input_help() -> str:
    """The PATH arguments' help; the formats are listed by the registry in analysis.io
    (imported here, not with the module: ``serve`` binds its port before pandas loads)."""
    from analysis.io import FORMATS_HELP

    return (f"paper files or folders (folders are searched recursively): {FORMATS_HELP}. "
            "Default: the bundled ICML 2026 seeds.")


def _common(p: argparse.ArgumentParser) -> None:
    """Options analyze and serve share."""
    p.add_argument("paths", nargs="*", metavar="PATH", help=input_help())
    p.add_argument("--topics", type=cli_options.topics, default=None, metavar="K",
                   help="number of topics (default: chosen from the corpus)")
    p.add_argument("--seed", type=cli_options.seed, default=0, help="random seed (default 0)")
    p.add_argument("-q", "--quiet", action="store_true",
                   help="print no progress (errors and the final summary only)")


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="paper-trends", description="Trend analytics for ML papers: "
                                "topics, keywords, theory vs empirical, by venue and year.")
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    a = sub.add_parser("analyze", help="analyse papers and write the summary tables",
                       description="Analyse papers and write papers.csv, topics.csv, "
                       "keywords.csv, paper_types.csv, trend tables (when the papers span several "
                       "years), venue tables (several venues), manifest.json and the saved "
                       "analysis (DIR/store, for `paper-trends serve DIR`) into DIR.")
    _common(a)
    a.add_argument("--out", required=True, metavar="DIR", type=Path,
                   help="output folder (created if missing; the tables of an earlier run "
                   "of the same corpus in it are replaced, other files are left)")
    a.add_argument("--replace", action="store_true", help="replace --out's analysis of "
                   "another corpus (refused without), its corrections kept aside, not applied")
    a.add_argument("--format", choices=TABLE_FORMATS, default="csv",
                   help="file format of the tables (default csv)")
    a.add_argument("--abstracts", action="store_true",
                   help="keep the full abstract in papers.csv (left out by default: it is "
                   "most of the file's size)")
    a.add_argument("--excel", action="store_true",
                   help="also write every table into one workbook, tables.xlsx")
    a.add_argument("--no-store", action="store_true",
                   help="write the tables only, not the saved analysis")
    a.add_argument("--corrections", metavar="FILE", default=None, help=CORRECTIONS_HELP)
    a.add_argument("--model", metavar="DIR", type=Path, default=None,
                   help="add the papers under PATH to this saved analysis (a folder written "
                   "by `analyze --out DIR`) without refitting it: the new papers get its "
                   "topics (same ids and labels) and terms, the saved papers keep theirs")
    _engine_options(a)

    s = sub.add_parser("serve", help="run the dashboard in the browser",
                       description="Serve the dashboard of a saved analysis (a folder written "
                       "by `paper-trends analyze --out DIR`), or of papers, reusing their saved "
                       "analysis from the cache folder while the files and settings are "
                       "unchanged.", epilog=SERVE_ENVIRONMENT)
    _common(s)
    s.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    s.add_argument("--port", type=cli_options.port, default=8050, help="port (default 8050)")
    s.add_argument("--workers", type=cli_options.workers, default=None, metavar="N",
                   help="serve with gunicorn, the production server: N worker processes "
                   "sharing one copy of the analysis (default: one process, with threads)")
    s.add_argument("--cache", type=Path, default=None, metavar="DIR",
                   help=f"where saved analyses of PATHs are kept (default: ${CACHE_ENV}, else "
                   "~/.cache/paper-trends)")
    s.add_argument("--no-cache", action="store_true",
                   help="analyse the papers every time and save nothing")
    s.add_argument("--debug", action="store_true", help="Dash debug mode (reloads on change)")
    s.add_argument("--corrections", metavar="FILE", default=None,
                   help=CORRECTIONS_HELP + "; corrections made in the dashboard are saved there")
    return p


class CommandError(Exception):
    """A run that cannot go on, said in words (the message is the whole story)."""


def _engine_options(a: argparse.ArgumentParser) -> None:
    a.add_argument("--engine", choices=("single", "dask"), default="single",
                   help="where the analysis runs: this process (default, the reference) or a "
                   "Dask cluster (pip install 'paper-trends[dask]'), partition by partition")
    a.add_argument("--scheduler", metavar="ADDRESS", default=None,
                   help="with --engine dask: an existing cluster's scheduler "
                   "(tcp://host:8786); default: a local cluster of worker processes")
    a.add_argument("--workers", type=cli_options.workers, default=2, metavar="N",
                   help="with --engine dask and no --scheduler: local worker processes "
                   "(default 2)")
    a.add_argument("--memory-limit", default="4GB", metavar="SIZE",
                   help="with --engine dask and no --scheduler: memory per local worker "
                   "(default 4GB; Dask spills to disk above 60%% of it)")
    a.add_argument("--dashboard", default=":8787", metavar="ADDRESS",
                   help="with --engine dask and no --scheduler: the local cluster's dashboard "
                   "address (default :8787; :0 for any free port)")


def _analysis_of(args: argparse.Namespace, progress: Progress, fixes: Path | None,
                 texts: Path | None = None,
                 meanwhile: Callable[[Analysis], None] | None = None) -> Analysis:
    """The analysis, on the engine ``--engine`` names (``meanwhile``: see
    :func:`analysis.pipeline.analyze`; this engine's only)."""
    if args.engine != "dask":
        from analysis.pipeline import analyze

        return analyze(args.paths, n_topics=args.topics, seed=args.seed, progress=progress,
                       corrections=fixes, meanwhile=meanwhile)
    try:
        from analysis.cluster import (
            TEXT_COLUMNS,
            ClusterSettings,
            analyze_on_cluster,
            cluster_client,
        )
        from analysis.cluster.connect import ClusterError
    except ImportError as e:
        raise CommandError(f"--engine dask needs Dask ({e}): pip install "
                           "'paper-trends[dask]'") from None
    settings = ClusterSettings(args.scheduler, args.workers, args.memory_limit,
                               args.dashboard)
    try:
        with cluster_client(settings, quiet=args.quiet) as client:
            # the papers' texts stay on the workers, unless the export asks for abstracts
            return analyze_on_cluster(client, args.paths, n_topics=args.topics, seed=args.seed,
                                      progress=progress, corrections=fixes,
                                      text_columns=tuple(c for c in TEXT_COLUMNS if not (
                                          args.abstracts and c == "abstract")), texts=texts)
    except ClusterError as e:
        raise CommandError(str(e)) from None


def _progress(args: argparse.Namespace) -> Progress:
    return Progress() if args.quiet else TerminalProgress()


def load_summary(manifest: dict) -> list[str]:
    """What was read, as the run prints it: records loaded and skipped, and the files of a
    folder that held no papers (so nothing is left out without a word)."""
    counts = manifest["counts"]
    skipped = [f"{v} {k.removeprefix('skipped_').replace('_', ' ')}"
               for k, v in counts.items() if k.startswith("skipped_") and v]
    files = len(manifest["inputs"])
    lines = [f"{counts['loaded']:,} of {counts['read']:,} records loaded from "
             f"{files:,} file{'' if files == 1 else 's'}"
             + (f"; skipped: {', '.join(skipped)}" if skipped else "")]
    not_lists = [Path(f["path"]).name for f in manifest.get("skipped_files", [])]
    if not_lists:
        lines.append(f"skipped {len(not_lists)} file{'s' if len(not_lists) > 1 else ''} that "
                     f"{'are' if len(not_lists) > 1 else 'is'} not paper lists: "
                     f"{', '.join(not_lists)} (reasons in manifest.json)")
    return lines


def _summary(analysis: Analysis) -> str:
    return "\n".join(load_summary(analysis.manifest))


def _run_analysis(args: argparse.Namespace, progress: Progress, fixes: Path | None,
                  texts: Path | None = None, meanwhile: Callable[[Analysis], None] | None = None
                  ) -> tuple[Analysis, dict[str, Any], list[dict[str, Any]]]:
    """The analysis of ``args.paths``, the settings its store records and the inputs
    already fingerprinted: fitted, or with ``--model DIR`` the saved analysis there with
    these papers added (its inputs' fingerprints carried over: they need not be here)."""
    from analysis.store import StoreError, analysis_settings, open_analysis, saved_folder
    from analysis.store.saved import read_head

    if args.model is None:
        return (_analysis_of(args, progress, fixes, texts, meanwhile),
                analysis_settings(args.topics, args.seed), [])
    if args.engine != "single":
        raise CommandError("--model adds papers in this process: leave out --engine dask")
    from analysis.extend import extend_analysis

    folder = saved_folder(args.model)
    if folder is None:
        raise StoreError(args.model, "missing", "no saved analysis here (no store.json); "
                         "give the folder written by `paper-trends analyze PATH... --out DIR`")
    if not args.paths or args.topics is not None:
        raise StoreError(folder, "settings", "--model adds the papers under PATH to the saved "
                         "topics: give PATH, and no --topics")
    head = read_head(folder)
    settings = dict(head["settings"], model=str(folder.resolve()))
    saved = open_analysis(folder)
    return (extend_analysis(saved, args.paths, folder.resolve(), progress,
                            seed=int(settings.get("seed", 0)), corrections=fixes), settings,
            list(head["inputs"]))


def _analyze_stages(args: argparse.Namespace) -> list[str]:
    """``analyze``'s stages as its progress counts them: the store is saved by a child
    while the tables are made, so it is waited for after them (small72)."""
    from analysis.pipeline import STAGES

    return [*([] if args.model else STAGES), "tables", *([] if args.no_store else ["save"]),
            "workbook" if args.excel else "write"]


def _analyze(args: argparse.Namespace) -> int:
    from analysis.background import Background
    from analysis.export import StagedOutputs, check_output_folder
    from analysis.memory import long_lived_frozen, mapped_pages_released
    from analysis.paper_types.corrections import read_corrections
    from analysis.store import STORE_FOLDER, fingerprint_inputs
    from analysis.store.leftovers import stopped_and_removed
    from analysis.store.parts import staging_folder
    from analysis.tables import all_tables, applicable_tables
    from analysis.trends.window import judged_years
    from dashboard.other_corpus import other_corpus, set_aside

    check_output_folder(args.out)  # before minutes of analysis, not after
    replacing = other_corpus(args)  # --out holds another corpus's: refused, or --replace
    fixes = corrections_path(args, own_folder=replacing is None)
    if broken := read_corrections(fixes).broken:  # before the analysis, not after (review67)
        raise CommandError(f"{broken}. Mend it, or give another with --corrections FILE")
    progress = _progress(args)
    progress.expect(_analyze_stages(args))
    with ExitStack() as stack:  # the cluster's workers write the texts of the store here
        stack.enter_context(long_lived_frozen())  # the modules: no collector's pass (perf58)
        texts = stack.enter_context(staging_folder(args.out)) if (
            args.engine == "dask" and not args.no_store) else None
        # each file is written when known (the papers' at analyze's meanwhile, its end),
        # all swapped into --out at the end (analysis.export.StagedOutputs)
        outputs = stack.enter_context(StagedOutputs(args.out, args.format))
        made: dict[str, pd.DataFrame] = {}  # tables built meanwhile, not built again
        analysis, settings, known = _run_analysis(
            args, progress, fixes, texts,
            meanwhile=lambda partial: made.update(
                papers=_write_papers(outputs, partial, args.abstracts)))
        seconds = dict(analysis.manifest["stage_seconds"])
        saving = None
        if not args.no_store:
            had = {f["path"] for f in known}
            files = [Path(f["path"]) for f in analysis.manifest["inputs"]
                     if f["path"] not in had]
            # saved by a child while the tables are made and written here (two cores:
            # module docstring of analysis.background); its seconds are its own
            seconds["save"] = 0.0  # (its place in the manifest's order)
            saving = Background(_timed_save, analysis, args.out / STORE_FOLDER,
                                known + fingerprint_inputs(files), settings,
                                n_items=analysis.n_papers)
            stack.callback(stopped_and_removed, saving, args.out / STORE_FOLDER)  # a stop
        t0 = time.perf_counter()
        progress.stage("tables", len(applicable_tables(analysis)), "tables")
        with saving.cancelled_on_error() if saving else nullcontext():
            with mapped_pages_released():  # one pass: a mapped matrix's pages need not stay
                tables = all_tables(analysis, made=made,
                                    on_table=lambda _: progress.advance())
            if not args.abstracts:
                tables["papers"] = tables["papers"].drop(columns="abstract", errors="ignore")
            seconds["tables"] = round(time.perf_counter() - t0, 3)
            t1 = time.perf_counter()
            outputs.write_tables(tables)  # the manifest waits for the store's seconds
        if saving is not None:
            progress.stage("save")  # the store's child waited for
            seconds["save"] = saving.result()
        manifest = dict(analysis.manifest, stage_seconds=seconds)
        if "emerging_terms" in tables:  # the years judged, as the table says them
            manifest["emerging_terms"] = judged_years(tables["emerging_terms"],
                                                      tables.get("venue_years"))
        # the papers file's child waited for, the workbook and the manifest written
        progress.stage("workbook" if args.excel else "write")
        outputs.finish(tables, manifest, excel=args.excel)
    progress.done()
    print(set_aside(args.out, replacing, fixes) if replacing else "", end="")
    _said(args, manifest, analysis, time.perf_counter() - t1 + sum(seconds.values()), fixes)
    return 0


def _said(args: argparse.Namespace, manifest: dict, analysis: Analysis, seconds: float,
          fixes: Path) -> None:
    """``analyze``'s last words: what was read, the topics, where the tables went."""
    from analysis.export import SKIPPED_FILE
    from analysis.io.skips import skipped_examples
    from analysis.topics.selection import topics_note
    from dashboard.serving import say_corrections
    from dashboard.summaries.base import counted
    said = load_summary(manifest)  # the records skipped named under their count
    print("\n".join([said[0], *skipped_examples(manifest, args.out / SKIPPED_FILE), *said[1:]]))
    print(topics_note(manifest["settings"]) or "", end="")
    serve = "" if args.no_store else f"; `paper-trends serve {args.out}` opens it"
    print(f"{counted(analysis.topics.n_topics, 'topic')}; tables written to {args.out} "
          f"in {seconds:.1f} s{serve}")
    if manifest.get("emerging_terms", {}).get("why"):
        print(f"emerging terms: {manifest['emerging_terms']['why']}")
    say_corrections(analysis.manifest["corrections"], fixes)


def _write_papers(outputs: StagedOutputs, partial: Analysis, abstracts: bool) -> pd.DataFrame:
    """The papers table, its file (``--abstracts``: with the abstracts) written from an
    analysis that is final but for its manifest (:func:`analysis.pipeline.analyze`'s
    ``meanwhile``) by a child at the lowest priority while the store is saved and the
    other tables made (:class:`analysis.export.StagedOutputs`)."""
    from analysis.export import IDLE_NICENESS
    from analysis.tables import table_spec

    table = table_spec("papers").make(partial)
    outputs.write_tables({"papers": table if abstracts
                          else table.drop(columns="abstract", errors="ignore")},
                         niceness=IDLE_NICENESS)
    return table


def _timed_save(analysis: Analysis, folder: Path, inputs: list[dict[str, Any]],
                settings: dict[str, Any]) -> float:
    """:func:`~analysis.store.save_analysis`; the seconds it took."""
    from analysis.store import save_analysis

    t0 = time.perf_counter()
    save_analysis(analysis, folder, inputs, settings)
    return round(time.perf_counter() - t0, 3)


def main(argv: list[str] | None = None) -> int:
    with terminate_as_exit(own_process=argv is None):  # the script's: ended at once
        return _main(sys.argv[1:] if argv is None else list(argv))


def _main(argv: list[str]) -> int:
    # before the preparing page answers: a request then made werkzeug add a handler of its
    # own, and every request after this call was printed twice (walk64)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(message)s")
    try:
        from dashboard.serving import early_serve  # light: no pandas, no Dash

        early = early_serve(argv)
    except OSError as e:  # the port is taken, a PATH is not there: said before anything else
        print(f"paper-trends: error: {e.strerror or e}", file=sys.stderr)
        return 2
    from analysis.export import OutputError
    from analysis.io import CorpusError
    from analysis.store import StoreError

    args = _parser().parse_args(argv)
    try:
        if args.command == "serve":
            from dashboard.serving import serve

            return serve(args, early.progress if early else _progress(args), _summary, early,
                         corrections_path(args))
        return _analyze(args)
    except (CorpusError, OutputError, StoreError, CommandError) as e:
        print(f"paper-trends: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        where = f" ({e.filename})" if e.filename else ""
        print(f"paper-trends: error: {(e.strerror or str(e)).lower()}{where}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

"""``paper-trends serve``: a page that answers at once, then the dashboard, in 1 or N processes.

The port is bound first, and until the analysis is ready every request gets the
"preparing the analysis" page (:mod:`dashboard.preparing`: stage, percent, estimate; it
updates itself every second, keeping the URL and so the filters in it), so the browser never shows
"connection refused" and turns into the dashboard by itself.  The analysis comes from
a saved one (``serve DIR``), from the cache (``serve PATH...`` with unchanged inputs and
settings) or from a fresh run, saved for the next start (:mod:`analysis.store`).

Then the dashboard is served on the same socket: in this process with threads (the
default; Werkzeug, the server ``Dash.run`` uses), or with ``--workers N`` by gunicorn,
the production WSGI server, which takes over the socket (``bind = fd://N``).  The
analysis is loaded in gunicorn's master before the workers are forked
(``preload_app``) and moved out of the garbage collector's reach (``gc.freeze`` in
:func:`dashboard.app.create_app`), so the N workers share one copy: the arrays and
Arrow strings memory-mapped from the store in the page cache, the rest copy-on-write
(``bench/WORKERS.md`` measures it).
"""

from __future__ import annotations

import argparse
import errno
import json
import logging
import re
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from analysis.progress import Progress, TerminalProgress
from dashboard import cli_options
from dashboard.preparing import answer_preparing, preparing_page

if TYPE_CHECKING:
    from analysis.result import Analysis
    from analysis.store import Prepared

PROGRESS_PATH = "/_paper-trends/progress"
#: gunicorn's worker: threads, because one filter change sends several requests at once.
GUNICORN_THREADS = 4
GUNICORN_TIMEOUT = 120  # s: a download of every table of a million papers takes a while
#: s a browser's idle connection is kept (gunicorn's default: 2).  Each worker has its own
#: per-state caches; a reader's next change comes seconds later, and on a new connection it
#: lands on any worker, so a state seen before missed the cache about half the time with 2
#: workers (second replay of the same 20 changes 2.5 s apart: p50 70 ms against 11 ms on one
#: kept connection; bench/INTERACTION.md, cache69).  75 s: nginx's default keepalive_timeout.
GUNICORN_KEEPALIVE = 75

StartResponse = Callable[..., Any]


class SwitchingApp:
    """A WSGI app that answers with the preparing page until :attr:`app` is set."""

    def __init__(self, progress: Progress) -> None:
        self.progress = progress
        self.app: Callable[..., Iterable[bytes]] | None = None

    def __call__(self, environ: dict[str, Any], start_response: StartResponse
                 ) -> Iterable[bytes]:
        app = self.app
        if app is not None:
            return app(environ, start_response)
        state = self.progress.describe()
        if environ.get("PATH_INFO") == PROGRESS_PATH:
            return answer_preparing(environ, start_response, json.dumps(state).encode(),
                                    "application/json")
        return answer_preparing(environ, start_response, preparing_page(state))


def listen(host: str, port: int) -> socket.socket:
    """The listening socket, bound before anything slow happens (a port in use is
    reported at once)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as e:
        sock.close()
        raise OSError(e.errno, f"cannot listen on {host}:{port} ({e.strerror}); is another "
                      "server running there? Choose another with --port") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def prepare_for(args: argparse.Namespace, progress: Progress) -> Prepared:
    """The analysis ``serve`` shows: a saved one named by the user, else the cache's or
    a fresh one (see :mod:`analysis.store.cache`)."""
    from analysis.store import default_cache_root, open_saved, prepare, saved_folder

    if len(args.paths) == 1:
        folder = saved_folder(Path(args.paths[0]))
        if folder is not None:
            for ignored in settings_not_used(args, folder):
                print(f"paper-trends: warning: {ignored}", file=sys.stderr, flush=True)
            return open_saved(folder, progress)
    cache = None if args.no_cache else (args.cache or default_cache_root())
    return prepare(args.paths, args.topics, args.seed, cache, progress)


def settings_not_used(args: argparse.Namespace, folder: Path) -> list[str]:
    """``--topics`` and ``--seed`` given to ``serve DIR`` that differ from the saved
    analysis's, which is served as it was made: they were dropped without a word (review66)."""
    try:
        saved = json.loads((folder / "store.json").read_text(encoding="utf-8"))["settings"]
    except (OSError, ValueError, KeyError, TypeError):
        return []
    given = {"n_topics": ("--topics", args.topics), "seed": ("--seed", args.seed)}
    made = {key: saved.get(key, 0 if key == "seed" else None) for key in given}
    return [f"{option} {value} is not used: a saved analysis is served as it was made ("
            + (f"with {option} {made[key]}" if made[key] is not None else f"without {option}")
            + f"); `paper-trends analyze PATH... {option} {value} --out DIR` makes another"
            for key, (option, value) in given.items() if value is not None and value != made[key]]


@dataclass
class EarlyServer:
    """The bound socket and the preparing page's server, started before the analysis."""

    sock: socket.socket
    url: str
    switch: SwitchingApp
    server: Any  # werkzeug's BaseWSGIServer
    thread: threading.Thread
    progress: Progress


_ANSI = re.compile(r"\x1b\[[0-9;]*m")


def request_logger(switch: SwitchingApp) -> type:
    """Werkzeug's request handler, logging each request as it does but (1) while the
    preparing page answers, a client's request line and status once (the page polls every
    second: a line a second for minutes, walk64; a new status is a new line) and (2)
    without werkzeug's ANSI colours when the log does not go to a terminal (its 503s came
    as "\x1b[1m\x1b[35m..." in a log file)."""
    from werkzeug.serving import WSGIRequestHandler

    logged: set[tuple[str, str]] = set()

    class Handler(WSGIRequestHandler):
        def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
            said = (self.address_string(), f"{self.requestline} {code}")
            if switch.app is None:
                if said in logged:
                    return
                logged.add(said)
            super().log_request(code, size)

        def log(self, type: str, message: str, *args: Any) -> None:
            if not sys.stderr.isatty():
                args = tuple(_ANSI.sub("", a) if isinstance(a, str) else a for a in args)
            super().log(type, message, *args)

    return Handler


def start_preparing(host: str, port: int, progress: Progress, quiet: bool) -> EarlyServer:
    """Bind ``host:port`` and answer every request with the preparing page, from now on."""
    from werkzeug.serving import make_server

    if quiet:
        logging.getLogger("werkzeug").setLevel(logging.WARNING)
    sock = listen(host, port)
    port = sock.getsockname()[1]  # --port 0: the one the system chose
    switch = SwitchingApp(progress)
    server = make_server(host, port, switch, threaded=True, fd=sock.fileno(),
                         request_handler=request_logger(switch))
    thread = threading.Thread(target=server.serve_forever, name="preparing", daemon=True)
    thread.start()
    if not quiet:
        print(f"Paper Trends on http://{host}:{port}/ (the page shows the progress until the "
              "dashboard is ready)", flush=True)
    return EarlyServer(sock, f"http://{host}:{port}/", switch, server, thread, progress)


def early_serve(argv: list[str]) -> EarlyServer | None:
    """For ``serve``: bind the port and answer with the preparing page before anything
    slow is imported (pandas, Dash: seconds on a busy machine), so the browser gets an
    answer at once.  None for other commands, ``--help`` and ``--debug``.  A PATH that is
    not there is an OSError naming it, raised before the URL is printed (walk63: "Paper
    Trends on http://..." then the error)."""
    if not argv or argv[0] != "serve" or {"-h", "--help", "--debug"} & set(argv):
        return None
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("paths", nargs="*")
    early.add_argument("--host", default="127.0.0.1")
    early.add_argument("--port", default="8050")
    early.add_argument("-q", "--quiet", action="store_true")
    for option in ("--topics", "--seed", "--workers", "--cache", "--corrections"):
        early.add_argument(option)  # their values are not PATHs
    known, _ = early.parse_known_args(argv[1:])
    try:  # a port out of range is the CLI parser's to report, with its usage (review66)
        port = cli_options.port(known.port)
    except argparse.ArgumentTypeError:
        return None
    missing = [p for p in known.paths if not Path(p).exists()]
    if missing:
        raise OSError(errno.ENOENT, f"{missing[0]}: no such file or folder (give paper files, "
                      "folders of them, or a folder written by `paper-trends analyze --out DIR`)")
    progress = Progress() if known.quiet else TerminalProgress()
    return start_preparing(known.host, port, progress, known.quiet)


#: Unusable correction rows named one by one on the terminal, the first ones (a file of
#: another corpus's ids can name thousands; every one is in manifest.json or the workbook).
CORRECTIONS_NAMED = 10


def warn_unused_corrections(problems: list[str], where: str) -> None:
    """Each correction row not used (file:line: reason) on stderr, the first
    :data:`CORRECTIONS_NAMED`, then how many more and ``where`` they all are."""
    for problem in problems[:CORRECTIONS_NAMED]:
        print(f"paper-trends: warning: correction not used: {problem}", file=sys.stderr)
    if len(problems) > CORRECTIONS_NAMED:
        print(f"paper-trends: warning: and {len(problems) - CORRECTIONS_NAMED:,} more "
              f"correction rows not used (every one in {where})", file=sys.stderr)


def say_corrections(applied: dict[str, Any], path: Path) -> None:
    """``analyze``'s account of the types set by hand from ``path`` (manifest
    ``corrections``): how many, then each row not used."""
    if applied["applied"] or applied["skipped_rows"]:
        print(f"{applied['applied']} paper type(s) set by hand from {path}"
              + (f": {applied['corrected']} corrected, {applied['confirmed']} confirmed"
                 if "confirmed" in applied else ""))
    warn_unused_corrections(applied["skipped_rows"], "manifest.json")


def _warn_unused(corrections: Path, analysis: Analysis) -> None:
    """The corrections file's rows that cannot be used, said at start (review67: a broken
    file or a mistyped paper_id was silent in the dashboard)."""
    from analysis.paper_types.corrections import read_corrections, rows_not_used

    warn_unused_corrections(rows_not_used(read_corrections(corrections),
                                          analysis.papers["paper_id"]),
                            "the workbook's About sheet")


def serve(args: argparse.Namespace, progress: Progress, summary: Callable[[Analysis], str],
          early: EarlyServer | None = None, corrections: Path | None = None) -> int:
    """Run ``paper-trends serve`` (see the module docstring); returns the exit status.

    ``early``: the preparing page already answering (:func:`start_preparing`, called by
    the CLI before its heavy imports); started here when None.  ``corrections``: the
    paper-type corrections file the dashboard reads and writes."""
    from analysis.store import default_cache_root
    from dashboard.app import create_app, prime_in_background, without_gc
    from dashboard.summaries.base import counted
    from dashboard.uploads import settings_from_env

    uploads = settings_from_env(args.cache or default_cache_root())
    if args.debug:  # Dash's reloader restarts the process: no preparing page
        prepared = prepare_for(args, progress)
        create_app(prepared.analysis, corrections, uploads).run(
            host=args.host, port=args.port, debug=True, dev_tools_disable_version_check=True)
        return 0
    early = early or start_preparing(args.host, args.port, progress, args.quiet)
    with without_gc():
        prepared = prepare_for(args, progress)
        # gunicorn's workers share what is computed before they fork: all of it then; one
        # process answers once the first screen is ready and computes the rest meanwhile
        app = create_app(prepared.analysis, corrections, uploads, prime_all=bool(args.workers))
    print(f"{prepared.message}\n{summary(prepared.analysis)}", flush=True)
    if corrections is not None:
        print(f"Paper types corrected in the dashboard are kept in {corrections}.", flush=True)
        _warn_unused(corrections, prepared.analysis)
    n_topics = counted(prepared.analysis.topics.n_topics, "topic")
    set_up_before_serving(app)
    if args.workers:
        early.server.shutdown()
        early.server.server_close()
        print(f"{n_topics}. Dashboard on {early.url} with {args.workers} gunicorn "
              "workers (Ctrl+C to stop)", flush=True)
        run_gunicorn(app.server, early.sock, args.workers, args.quiet)
        return 0
    early.switch.app = app.server
    prime_in_background(app)
    print(f"{n_topics}. Dashboard on {early.url} (Ctrl+C to stop)", flush=True)
    try:
        while early.thread.is_alive():
            early.thread.join(0.5)
    except KeyboardInterrupt:
        early.server.shutdown()
    return 0


def _libc() -> Any:
    try:
        import ctypes

        return ctypes.CDLL("libc.so.6")
    except OSError:  # not glibc (macOS, musl): nothing to trim
        return None


_LIBC = _libc()
_TRIM_EVERY = 2.0  # s: at most this often after ordinary requests (a trim costs ~ms)
_last_trim = [0.0]


def return_freed_memory(worker: Any, req: Any, environ: Any, resp: Any) -> None:
    """gunicorn's ``post_request`` hook: give freed heap pages back to the system.

    glibc keeps the pages a request freed (a table of a quarter of a million rows is
    made of many small objects), so without this a worker's private memory only grows
    and N workers drift towards N copies; ``malloc_trim(0)`` returns them.  After every
    download, else at most every :data:`_TRIM_EVERY` seconds.
    """
    now = time.monotonic()
    path = str(getattr(req, "path", ""))
    if _LIBC is not None and ("/download/" in path or now - _last_trim[0] > _TRIM_EVERY):
        _last_trim[0] = now
        _LIBC.malloc_trim(0)


def gunicorn_options(sock: socket.socket, workers: int, quiet: bool) -> dict[str, Any]:
    """gunicorn's settings for ``--workers N`` (also the shipped ``gunicorn.conf.py``'s)."""
    return {"bind": [f"fd://{sock.fileno()}"], "workers": workers, "worker_class": "gthread",
            "threads": GUNICORN_THREADS, "preload_app": True, "timeout": GUNICORN_TIMEOUT,
            "keepalive": GUNICORN_KEEPALIVE,
            "post_request": return_freed_memory,
            "loglevel": "warning" if quiet else "info", "proc_name": "paper-trends"}


def set_up_before_serving(app: Any) -> None:
    """Dash's first-request set-up (``Dash._setup_server``: the registry of component
    bundles, the scripts) done once here, before gunicorn forks or the server switches.
    Dash sets its guard flag before that work, so under threaded workers a bundle request
    arriving while the first page is being set up met an empty registry and answered 500
    ("dash is not a registered library"; plotly/dash#3971): a first load after a start
    came up broken (seen on the 24k with 2 workers, session 66).  Every worker forked
    after this starts with the registry filled."""
    with app.server.test_request_context("/"):
        app._setup_server()


def run_gunicorn(wsgi: Callable[..., Iterable[bytes]], sock: socket.socket, workers: int,
                 quiet: bool) -> None:
    """gunicorn on the bound socket with ``workers`` processes forked from this one."""
    from gunicorn.app.base import BaseApplication

    options = gunicorn_options(sock, workers, quiet)

    class _Gunicorn(BaseApplication):
        def load_config(self) -> None:
            for key, value in options.items():
                self.cfg.set(key, value)

        def load(self) -> Callable[..., Iterable[bytes]]:
            return wsgi

    _Gunicorn().run()

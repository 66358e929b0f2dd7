"""``create_app(analysis) -> Dash`` and a lazily built WSGI ``server`` for gunicorn.

``paper-trends serve DIR --workers N`` is the production command (it runs gunicorn, see
:mod:`dashboard.serving`).  gunicorn can also be run directly, with the shipped
settings (:mod:`dashboard.gunicorn_conf`: the analysis loaded once, before the workers
are forked)::

    gunicorn -c python:dashboard.gunicorn_conf 'dashboard.app:server'   # the seeds
    PAPER_TRENDS_STORE=results/store gunicorn -c python:dashboard.gunicorn_conf \
        'dashboard.app:server'                                          # a saved analysis
    PAPER_TRENDS_CORPUS=papers/ gunicorn -c python:dashboard.gunicorn_conf \
        'dashboard.app:server'                                          # papers, cached

Paper types corrected in the dashboard are kept in ``PAPER_TRENDS_CORRECTIONS`` (a CSV
file), else, for ``PAPER_TRENDS_STORE``, the file ``paper-trends serve`` uses for that
saved analysis (:func:`store_corrections`), else the corpus's default corrections file
(:func:`analysis.paper_types.corrections.default_corrections_path`); every worker
re-reads it when it changes.

Importing this module is cheap: the analysis is opened (``PAPER_TRENDS_STORE``) or
prepared (``PAPER_TRENDS_CORPUS``, several paths separated by ``os.pathsep``, reusing
the cache of :mod:`analysis.store.cache`) when ``server`` (or ``app``) is first
accessed, once per process.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dash import Dash

    from analysis.result import Analysis
    from dashboard.uploads import UploadSettings

ASSETS = Path(__file__).resolve().parent.parent / "assets"


@contextlib.contextmanager
def without_gc() -> Iterator[None]:
    """No garbage collection while the analysis is opened and the app built: every object
    made then lives as long as the server (and is frozen by :func:`create_app`), so the
    collector's passes over them are wasted (~2 s of 14 at 250,000 papers)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def create_app(analysis: Analysis, corrections: Path | None = None,
               uploads: UploadSettings | None = None, url_prefix: str = "/",
               prime_all: bool = True) -> Dash:
    """The dashboard for one analysed corpus (its labels as the model gave them);
    ``corrections``: the paper-type corrections file it reads and writes (None: types
    cannot be corrected).  Only the paper-type columns ever change, by corrections.
    ``uploads``: where paper lists uploaded in the browser go (None: no upload control;
    :mod:`dashboard.uploads`); ``url_prefix``: the path the browser reaches it under (an
    upload's dashboard, ``/u/<id>/``, mounted by :mod:`dashboard.upload_mount`).

    The unfiltered page is computed before this returns, so the first visitor's page is
    answered from the caches: its first screen always (in the served layout itself:
    :mod:`dashboard.first_view`), everything else too unless
    ``prime_all`` is False, when ``app.paper_trends_prime_rest()`` computes it later
    (:func:`prime_in_background`)."""
    import plotly.io as pio

    from dashboard.callbacks import register
    from dashboard.deadline import MAX_BODY, CallbackDeadline, callback_seconds
    from dashboard.first_view import id_only, layout_function
    from dashboard.page import build_layout, index_string, preloaded
    from dashboard.sections.papers import papers_grid
    from dashboard.sections.upload import register_uploads, upload_panel
    from dashboard.shell import PageDash
    from dashboard.upload_mount import UploadMount
    from dashboard.view import make_view

    app = PageDash(  # Dash less two scripts the page never needs (dashboard/shell.py)
        __name__,
        requests_pathname_prefix=url_prefix,
        routes_pathname_prefix="/",
        title=f"Paper Trends · {analysis.name}",
        assets_folder=str(ASSETS),
        serve_locally=True,
        update_title="",  # the tab keeps its title while callbacks run
        compress=False,
    )
    # Dash writes every answer with plotly's JSON writer, whose default engine (orjson)
    # first walks every element of every list in Python (clean_to_json_compatible): ~20 ms
    # of a ~35 ms filter change at 24,000 papers.  The standard library's C encoder writes
    # the same JSON (non-ASCII text escaped) in ~4 ms (bench/INTERACTION.md).
    pio.json.config.default_engine = "json"
    view = make_view(analysis, corrections)
    app.index_string = index_string(url_prefix, preloaded(view, uploads is not None))
    panel = upload_panel(uploads) if uploads else None
    # The analysis (hundreds of thousands of objects at 24k papers) never changes: move it
    # out of the garbage collector's reach, or a full collection stalls a callback ~150 ms.
    # Not an upload's dashboard (under a prefix): a server drops those when they expire,
    # and frozen objects in reference cycles would never be freed.
    if url_prefix == "/":
        gc.freeze()
    # for bench/interaction.py: time filter changes without the per-state caches
    app.paper_trends_clear_caches = register(  # type: ignore[attr-defined]
        app, view, prime_all)
    # what the callbacks are checked against: every component with an id (the papers grid
    # is built by the page when wanted), ids alone (set before the layout function, else
    # Dash calls it and puts the whole first view in every page's HTML)
    app.validation_layout = id_only(  # type: ignore[assignment]  # (typed None in Dash)
        [build_layout(view, panel), papers_grid()])
    # the first screen of the unfiltered page comes in the layout, from the primed render
    app.layout = layout_function(app.paper_trends_page, lambda: build_layout(view, panel))
    if uploads is not None:
        register_uploads(app, uploads)
        app.server.wsgi_app = UploadMount(  # an upload's dashboard: this function's
            app.server.wsgi_app, uploads,
            lambda upload, prefix: create_app(upload, None, url_prefix=prefix).server.wsgi_app)
    # a callback still running after CALLBACK_SECONDS is answered with a message
    app.server.wsgi_app = CallbackDeadline(  # (an upload travels base64-encoded: 4/3)
        app.server.wsgi_app, callback_seconds(),
        max_body=MAX_BODY + (uploads.max_bytes * 4 // 3 if uploads else 0))
    return app


def prime_in_background(app: Dash) -> threading.Thread:
    """Compute what :func:`create_app` left for later (``prime_all=False``: the unfiltered
    page's other charts, the trends' term cube, the papers table's sort keys) in a thread,
    while the dashboard already answers: a request that needs a part first waits for it
    or makes it (each part is made once: :class:`dashboard.derived.Once`).  Not for gunicorn
    workers: what is primed before they fork is shared, what each makes is its own."""
    def prime() -> None:
        with without_gc():
            app.paper_trends_prime_rest()

    thread = threading.Thread(target=prime, name="priming", daemon=True)
    thread.start()
    return thread


@functools.cache
def _default_app() -> Dash:
    from analysis.paper_types.corrections import default_corrections_path
    from analysis.pipeline import corpus_name
    from analysis.store import default_cache_root, open_saved, prepare, saved_folder
    from dashboard.uploads import settings_from_env

    uploads = settings_from_env(default_cache_root())
    fixes = os.environ.get("PAPER_TRENDS_CORRECTIONS", "").strip()
    store = os.environ.get("PAPER_TRENDS_STORE", "").strip()
    if store:
        folder = saved_folder(Path(store))
        if folder is None:
            raise RuntimeError(f"PAPER_TRENDS_STORE={store}: no saved analysis there (write one "
                               "with `paper-trends analyze PATH... --out DIR`)")
        with without_gc():
            return create_app(open_saved(folder).analysis,
                              Path(fixes) if fixes else store_corrections(Path(store)), uploads)
    env = os.environ.get("PAPER_TRENDS_CORPUS", "").strip()
    paths: list[str | Path] = [p for p in env.split(os.pathsep) if p]
    corrections = Path(fixes) if fixes else default_corrections_path(
        paths or None, corpus_name(paths or None))
    with without_gc():
        prepared = prepare(paths or None, cache_root=default_cache_root())
        return create_app(prepared.analysis, corrections, uploads)


def store_corrections(store: Path) -> Path:
    """The corrections file of ``PAPER_TRENDS_STORE=store``: the one ``serve store`` uses
    (:func:`dashboard.corrections_files.saved_analysis_corrections`; ``DIR/store`` is
    ``DIR``'s).  newuser72: it was none, and paper types could not be corrected at all."""
    from analysis.paper_types.corrections import default_corrections_path
    from analysis.pipeline import corpus_name
    from dashboard.corrections_files import saved_analysis_corrections

    paths = [str(store)]
    own = default_corrections_path(paths, corpus_name(paths))
    return saved_analysis_corrections(paths, own).absolute()


def __getattr__(name: str) -> Any:
    if name == "app":
        return _default_app()
    if name == "server":
        return _default_app().server
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

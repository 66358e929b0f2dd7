"""``create_app(analysis) -> Dash`` and a lazily built WSGI ``server`` for gunicorn.

Run a corpus with ``paper-trends serve PATH``; or, for a production WSGI server::

    gunicorn 'dashboard.app:server'                      # the bundled seeds corpus
    PAPER_TRENDS_CORPUS=../shared/corpora/papercopilot gunicorn 'dashboard.app:server'

Paper types corrected in the dashboard are kept in ``PAPER_TRENDS_CORRECTIONS`` (a CSV
file), else the corpus's default corrections file
(:func:`analysis.paper_types.corrections.default_corrections_path`); every worker
re-reads it when it changes.

Importing this module is cheap: the corpus is analysed when ``server`` (or ``app``) is
first accessed, once per process.  ``PAPER_TRENDS_CORPUS`` may list several paths
separated by ``os.pathsep``.
"""

from __future__ import annotations

import functools
import gc
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dash import Dash

    from analysis.result import Analysis

ASSETS = Path(__file__).resolve().parent.parent / "assets"


def create_app(analysis: Analysis, corrections: Path | None = None) -> Dash:
    """The dashboard for one analysed corpus (its labels as the model gave them);
    ``corrections``: the paper-type corrections file it reads and writes (None: types
    cannot be corrected).  Only the paper-type columns ever change, by corrections."""
    from dash import Dash

    from dashboard.callbacks import register
    from dashboard.page import INDEX_STRING, build_layout
    from dashboard.view import make_view

    app = Dash(
        __name__,
        title=f"Paper Trends · {analysis.name}",
        assets_folder=str(ASSETS),
        serve_locally=True,
        update_title="",  # the tab keeps its title while callbacks run
        compress=False,
        index_string=INDEX_STRING,
    )
    view = make_view(analysis, corrections)
    app.layout = build_layout(view)
    # The analysis (hundreds of thousands of objects at 24k papers) never changes: move it
    # out of the garbage collector's reach, or a full collection stalls a callback ~150 ms.
    gc.freeze()
    # for bench/interaction.py: time filter changes without the per-state caches
    app.paper_trends_clear_caches = register(app, view)  # type: ignore[attr-defined]
    return app


@functools.cache
def _default_app() -> Dash:
    from analysis.paper_types.corrections import default_corrections_path
    from analysis.pipeline import analyze, corpus_name

    env = os.environ.get("PAPER_TRENDS_CORPUS", "").strip()
    paths: list[str | Path] = [p for p in env.split(os.pathsep) if p]
    fixes = os.environ.get("PAPER_TRENDS_CORRECTIONS", "").strip()
    corrections = Path(fixes) if fixes else default_corrections_path(
        paths or None, corpus_name(paths or None))
    return create_app(analyze(paths or None), corrections)


def __getattr__(name: str) -> Any:
    if name == "app":
        return _default_app()
    if name == "server":
        return _default_app().server
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

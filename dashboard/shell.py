"""The page's shell: Dash without the two scripts this page never needs, and AG Grid's later.

Dash puts a ``<script>`` in every page for each library it knows, whether the layout uses
it or not.  Two of them cost every first load and serve nothing here:

- ``@babel/polyfill`` 7.12 (core-js 2 and regenerator-runtime, 100 kB): it fills in
  ES2015-2017 for browsers older than any the page supports (Dash 4's React 18 needs a
  browser that has them), and replaces some of the browser's own functions with slower
  copies (``String.prototype.trim``).  Evaluating it and running through its copies was
  150-250 ms of the browser's main thread per first load at 24,000 papers
  (``bench/FIRST_LOAD.md``).  Of it Dash's own bundles use one global,
  ``regeneratorRuntime`` (the renderer's and dcc's loading of components on demand):
  the page ships regenerator-runtime 0.13.11 alone, in ``assets/vendor/`` (25 kB).
- ``dash_table`` (DataTable, deprecated since Dash 3.3): the papers table is
  dash-ag-grid's.

:meth:`PageDash.interpolate_index` is Dash's documented place to change the page it
serves; the scripts are dropped by their paths, so a Dash that names them otherwise
serves them as before (``tests/test_browser_first_load.py`` notices).

A third, dash-ag-grid's bundle (1.3 MB: AG Grid's code, its modules registered when it
runs), serves only the papers grid, which the page builds when the reader nears it
(:func:`dashboard.sections.papers.grid_place`): its ``<script>`` is replaced by a stand-in
(``dashboard/grid_later.js``, inline) that fetches and runs it when the grid is first
made.  Running it at load was ~0.1-0.25 s of the browser's main thread
(``bench/FIRST_LOAD.md``, wave 10).
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

from dash import Dash

# the scripts left out of the page, by the paths Dash serves them under
DROPPED = ("_dash-component-suites/dash/deps/polyfill@",
           "_dash-component-suites/dash/dash_table/bundle")
# the script run when the papers grid is first made, and its stand-in until then
LATER = "_dash-component-suites/dash_ag_grid/dash_ag_grid."
GRID_LATER = Path(__file__).with_name("grid_later.js")
_SCRIPT = re.compile(r'<script src="(?P<src>[^"]*)"></script>\n?')


@functools.cache
def later(src: str) -> str:
    """The inline stand-in for the script at ``src`` (:data:`LATER`), which it fetches."""
    code = GRID_LATER.read_text(encoding="utf-8").replace('"__SRC__"', json.dumps(src))
    safe = code.replace("</", "<\\/")  # nothing in it ends the <script> early
    return f"<script>{safe}</script>\n"


def without_dropped(scripts: str) -> str:
    """Dash's ``<script>`` tags less those of :data:`DROPPED`, and :data:`LATER`'s stand-in
    in place of its tag."""
    def one(m: re.Match[str]) -> str:
        src = m["src"]
        if any(d in src for d in DROPPED):
            return ""
        return later(src) if LATER in src else m[0]

    return _SCRIPT.sub(one, scripts)


class PageDash(Dash):
    """A Dash app whose pages leave out the scripts of :data:`DROPPED`, and whose layout is
    written as JSON once per layout object (:meth:`serve_layout`)."""

    _served: tuple[Any, Any] | None = None

    def serve_layout(self) -> Any:
        """The layout as JSON, written once per layout: Dash writes it again for every page
        load (~330 kB at 24,000 papers, 30-50 ms of the server's time, with the first view
        in it), although the layout function hands out the same object until the
        paper-type corrections change (:func:`dashboard.first_view.layout_function`)."""
        from dash._utils import to_json

        layout = self.get_layout()
        served = self._served
        if served is None or served[0] is not layout:
            served = self._served = (layout, to_json(layout))
        return self.backend.make_response(served[1], mimetype="application/json")

    def interpolate_index(self, metas: Any = "", title: Any = "", css: Any = "",
                          config: Any = "", scripts: Any = "", app_entry: Any = "",
                          favicon: Any = "", renderer: Any = "") -> Any:
        return super().interpolate_index(
            metas=metas, title=title, css=css, config=config,
            scripts=without_dropped(str(scripts)), app_entry=app_entry, favicon=favicon,
            renderer=renderer)

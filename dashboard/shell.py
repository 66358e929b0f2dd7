"""The page's shell: Dash without the two scripts this page never needs.

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
"""

from __future__ import annotations

import re
from typing import Any

from dash import Dash

# the scripts left out of the page, by the paths Dash serves them under
DROPPED = ("_dash-component-suites/dash/deps/polyfill@",
           "_dash-component-suites/dash/dash_table/bundle")
_SCRIPT = re.compile(r'<script src="(?P<src>[^"]*)"></script>\n?')


def without_dropped(scripts: str) -> str:
    """Dash's ``<script>`` tags less those of :data:`DROPPED`."""
    return _SCRIPT.sub(lambda m: "" if any(d in m["src"] for d in DROPPED) else m[0], scripts)


class PageDash(Dash):
    """A Dash app whose pages leave out the scripts of :data:`DROPPED`."""

    def interpolate_index(self, metas: Any = "", title: Any = "", css: Any = "",
                          config: Any = "", scripts: Any = "", app_entry: Any = "",
                          favicon: Any = "", renderer: Any = "") -> Any:
        return super().interpolate_index(
            metas=metas, title=title, css=css, config=config,
            scripts=without_dropped(str(scripts)), app_entry=app_entry, favicon=favicon,
            renderer=renderer)

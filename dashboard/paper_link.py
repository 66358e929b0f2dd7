"""The open paper in the page's address: a shared link opens the paper it was sent with.

A link kept the filters but not the paper read (walk64: the friend saw the same 5 papers,
none open).  Opening a paper puts ``paper=ID`` (its ``paper_id``, which stays the same
across analyses of the corpus; a row number would not) in the address with
``history.replaceState``, not as a new history entry or a filter: the filters' callback
neither sees nor drops it (:func:`dashboard.view.parse_state` leaves the key out), and a
filter change writes the address without it (the panel is emptied then).  A page loaded
with ``paper=ID`` opens that paper in the panel, as a click on its row does.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs

import numpy as np
from dash import Dash, Input, Output
from dash.exceptions import PreventUpdate

from dashboard import ids
from dashboard.view import View

KEY = "paper"  # the address's key

#: The address gets the open paper's id, or loses it (no new history entry).
_KEEP_IN_ADDRESS = """function (paper) {
  var url = new URL(window.location.href);
  if (paper) { url.searchParams.set("paper", paper); } else { url.searchParams.delete("paper"); }
  if (url.href !== window.location.href) {
    window.history.replaceState(window.history.state, "", url.href);
  }
  return window.dash_clientside.no_update;
}"""


def paper_id(view: View, row: int | None) -> str | None:
    """The ``paper_id`` of the paper at ``row`` (None: none open)."""
    return None if row is None else str(view.analysis.papers["paper_id"].iat[row])


def linked_row(view: View, search: str | None) -> int | None:
    """The row of the paper a URL query names with ``paper=ID`` (None: none, or no such
    paper in this corpus)."""
    asked = parse_qs((search or "").lstrip("?")).get(KEY)
    if not asked:
        return None
    found = np.flatnonzero(view.analysis.papers["paper_id"].astype(str).to_numpy() == asked[-1])
    return int(found[0]) if len(found) else None


def register(app: Dash, view: View) -> None:
    """The address follows the open paper; a loaded address opens its paper."""
    app.clientside_callback(_KEEP_IN_ADDRESS, Output(ids.PAPER_LINK, "clear_data"),
                            Input(ids.PAPER_LINK, "data"), prevent_initial_call=True)

    @app.callback(Output(ids.GRID_CLICKED, "data", allow_duplicate=True),
                  Input(ids.URL, "search"), prevent_initial_call="initial_duplicate")
    def _open_linked(search: str | None) -> dict[str, Any]:
        row = linked_row(view, search)
        if row is None:
            raise PreventUpdate
        return {"rowId": str(row)}

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

import numpy as np
from dash import Dash, Input, Output

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


#: A ``paper=ID`` in the address (a link loaded, back or forward) opens that paper.
_OPEN_LINKED = """function (search) {
  var paper = new URLSearchParams(search || "").get("paper");
  return paper ? {paperId: paper} : window.dash_clientside.no_update;
}"""


def paper_id(view: View, row: int | None) -> str | None:
    """The ``paper_id`` of the paper at ``row`` (None: none open)."""
    return None if row is None else str(view.analysis.papers["paper_id"].iat[row])


def linked_row(view: View, paper: object) -> int | None:
    """The row of the paper a link names (``paperId``, set by :data:`_OPEN_LINKED`); None:
    no such paper in this corpus."""
    found = np.flatnonzero(view.analysis.papers["paper_id"].astype(str).to_numpy()
                           == str(paper))
    return int(found[0]) if len(found) else None


def register(app: Dash) -> None:
    """The address follows the open paper; an address with ``paper=`` opens its paper
    (in the browser: a filter change asks the server nothing more)."""
    app.clientside_callback(_KEEP_IN_ADDRESS, Output(ids.PAPER_LINK, "clear_data"),
                            Input(ids.PAPER_LINK, "data"), prevent_initial_call=True)
    app.clientside_callback(_OPEN_LINKED, Output(ids.GRID_CLICKED, "data", allow_duplicate=True),
                            Input(ids.URL, "search"), prevent_initial_call="initial_duplicate")

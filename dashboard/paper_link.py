"""The open paper in the page's address: a shared link opens the paper it was sent with.

A link kept the filters but not the paper read (walk64: the friend saw the same 5 papers,
none open).  Opening a paper puts ``paper=ID`` (its ``paper_id``, which stays the same
across analyses of the corpus; a row number would not) in the address, as a new history
entry (``history.pushState``): Back returns to the paper read before, Forward to the next
(ui65: with ``replaceState`` Back left the papers read, or opened another filter state with
an empty panel).  It is no filter: the filters' callback neither sees nor drops it
(:func:`dashboard.view.parse_state` leaves the key out), a filter change writes the address
without it (the panel is emptied then), and an address naming a paper leaves the panel to
that paper (:func:`named`).  A page loaded with ``paper=ID`` opens that paper in the panel,
as a click on its row does, and goes to it; an id not in this corpus is said in the panel
(:func:`not_found`) and leaves the address.
"""

from __future__ import annotations

import json
from urllib.parse import parse_qs

import numpy as np
from dash import Dash, Input, Output, html

from dashboard import ids
from dashboard.view import View

KEY = "paper"  # the address's key

#: The address follows the open paper: a paper opened is a new history entry (Back returns
#: to the paper read before); "" (a link's paper not in this corpus) leaves the address,
#: replacing the entry; None (none open: a filter change, whose own address comes with
#: it, or Back to an address without a paper) leaves the address alone.
_KEEP_IN_ADDRESS = """function (paper) {
  window.paperTrendsOpen = paper || null;
  if (paper) { window.paperTrendsRevealed = true; }  // the reader opens papers: no reveal
  var url = new URL(window.location.href);
  if (paper) { url.searchParams.set("paper", paper); }
  else if (paper === "") { url.searchParams.delete("paper"); }
  if (url.href !== window.location.href) {
    if (paper) { window.history.pushState(window.history.state, "", url.href); }
    else { window.history.replaceState(window.history.state, "", url.href); }
    var dc = window.dash_clientside;  // dcc.Location told, or it writes its old address back
    if (dc.set_props) { dc.set_props(LOCATION, {search: url.search, href: url.href}); }
  }
  return window.dash_clientside.no_update;
}""".replace("LOCATION", json.dumps(ids.URL))


#: A link's paper was opened ~11,000 px down the page at 1,400 px (25,000 on a phone), the
#: page left at its top: the friend it was sent to saw no paper (ui65 walk).  Once the
#: panel shows it (or says the corpus lacks it), the page goes to it: the papers section,
#: where the panel is beside the rows (sticky; up until its Save is in the window, as
#: assets/a11y.js does for a click), else the panel, below them.  Not once the
#: reader has scrolled; checked twice more, the grid built meanwhile may move it.
_REVEAL = """(function () {
  var until = Date.now() + 20000, moved = false, checks = 0;
  ["wheel", "touchmove", "keydown"].forEach(function (name) {
    window.addEventListener(name, function () { moved = true; }, {once: true});
  });
  function go() {
    var detail = document.getElementById(DETAIL);
    var shown = detail && (detail.querySelector("h3") || detail.querySelector(".link-missing"));
    if (moved || Date.now() > until) { return; }
    if (!shown) { setTimeout(go, 100); return; }
    var card = detail.closest(".detail") || detail, style = window.getComputedStyle(card);
    var beside = style.position === "sticky";
    var top = card.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) {
      (beside && document.getElementById(SECTION) || card).scrollIntoView(
        {block: "start", behavior: "instant"});
      var box = card.getBoundingClientRect();  // beside: up until its foot (Save) is in
      var over = box.bottom - window.innerHeight, slack = box.top - parseFloat(style.top);
      if (beside && over > 0 && slack > 0) {
        window.scrollBy({top: Math.ceil(Math.min(over + 4, slack)), behavior: "instant"});
      }
    }
    if (++checks < 3) { setTimeout(go, 700); }
  }
  go();
})""".replace("DETAIL", json.dumps(ids.PAPER_DETAIL)).replace("SECTION", json.dumps("papers"))


#: A ``paper=ID`` in the address (a link loaded, Back or Forward) opens that paper; Back or
#: Forward to an address without one empties the panel.  dcc.Location does not hear the
#: entries :data:`_KEEP_IN_ADDRESS` pushes, so its ``search`` may not change on a Back
#: between them: the page's own ``popstate`` listener opens the address's paper then.
#: ``window.paperTrendsOpen``: the paper shown or asked for (each is asked for once).
_OPEN_LINKED = """function (search) {
  var dc = window.dash_clientside;
  if (!window.paperTrendsHistory) {
    window.paperTrendsHistory = true;
    window.addEventListener("popstate", function () {
      var paper = new URLSearchParams(window.location.search).get("paper");
      if (paper === (window.paperTrendsOpen || null) || !dc.set_props) { return; }
      window.paperTrendsOpen = paper;
      dc.set_props(CLICKED, {data: paper ? {paperId: paper} : {}});
    });
  }
  var paper = new URLSearchParams(search || "").get("paper");
  if (!paper || paper === window.paperTrendsOpen) { return dc.no_update; }
  window.paperTrendsOpen = paper;
  if (window.paperTrendsRevealed === undefined) {  // the page's own link: shown, once
    window.paperTrendsRevealed = true;
    REVEAL();
  }
  return {paperId: paper};
}""".replace("CLICKED", json.dumps(ids.GRID_CLICKED)).replace("REVEAL", _REVEAL)


def named(trigger: str | None, search: str | None) -> bool:
    """Whether the page's change comes from an address naming a paper (Back to a paper read
    under other filters): the filters' answer then leaves the panel to that paper's."""
    return trigger in (None, ids.URL) and bool(parse_qs((search or "").lstrip("?")).get(KEY))


def paper_id(view: View, row: int | None) -> str | None:
    """The ``paper_id`` of the paper at ``row`` (None: none open)."""
    return None if row is None else str(view.analysis.papers["paper_id"].iat[row])


def linked_row(view: View, paper: object) -> int | None:
    """The row of the paper a link names (``paperId``, set by :data:`_OPEN_LINKED`); None:
    no such paper in this corpus."""
    found = np.flatnonzero(view.analysis.papers["paper_id"].astype(str).to_numpy()
                           == str(paper))
    return int(found[0]) if len(found) else None


def not_found(paper: object) -> list[html.P]:
    """The panel for a link whose paper is not in this corpus (a link from another corpus,
    or a mistyped one): said, not an empty panel; the address drops it, the filters stay."""
    name = str(paper)
    name = name if len(name) <= 60 else name[:59] + "…"
    return [html.P(f"No paper “{name}” in this corpus: the link names a paper this "
                   "analysis does not hold (another corpus, or a mistyped id). The filters "
                   "are kept. Click a paper in the table to read it.",
                   className="chart-note link-missing")]


def register(app: Dash) -> None:
    """The address follows the open paper; an address with ``paper=`` opens its paper
    (in the browser: a filter change asks the server nothing more)."""
    app.clientside_callback(_KEEP_IN_ADDRESS, Output(ids.PAPER_LINK, "clear_data"),
                            Input(ids.PAPER_LINK, "data"), prevent_initial_call=True)
    app.clientside_callback(_OPEN_LINKED, Output(ids.GRID_CLICKED, "data", allow_duplicate=True),
                            Input(ids.URL, "search"), prevent_initial_call="initial_duplicate")

"""The page shown while an analysis is prepared, and how it is answered: one
implementation for ``serve``'s start-up (:mod:`dashboard.serving`) and for an upload
still being analysed (:mod:`dashboard.upload_mount`).

The page updates itself in place (a reload every second would restart a screen reader's
reading and fails WCAG 2.2.1, which axe checks as "meta-refresh"): it fetches itself each
second, copies the new stage, percent and detail over, and reloads once the answer is no
longer a preparing page (no :data:`PREPARING_HEADER`: the dashboard).  A browser's page (it
asks for HTML) and its polls get the page with 200, so the console logs no error (a 503
logs one per poll: some 60 in walk59); other clients (scripts, health checks) get 503 and
Retry-After, their "not ready".  An upload's failure (:func:`answer_failed`) is answered
with what happened, 422 for a file we cannot use and 500 for our fault; the page's own poll
(marked by the same header) gets it with 200 and :data:`FAILED_HEADER` and puts it in place
of the page, since a reload into a 4xx or 5xx logs a console error on the way every
failed upload takes (upload61: a 404 then).  The page's empty
icon spares the browser a /favicon.ico request.  The live region says the stage (it
changes a few times a run), not the percent (every second would drown the reader; the
progress bar gives it on demand).  Without script, a <noscript> refresh does the same.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from analysis.progress import format_seconds

#: The header (and its value) that marks a preparing page, for its own polls.
PREPARING_HEADER = ("X-Paper-Trends", "preparing")
#: The header of a failure page answered to the preparing page's poll, which shows it in place.
FAILED_HEADER = ("X-Paper-Trends", "failed")
#: The header the preparing page's poll sends, to be told a failure with 200.
POLL_HEADER = "HTTP_X_PAPER_TRENDS"
HTML = "text/html; charset=utf-8"
StartResponse = Callable[..., Any]

_UPDATE_IN_PLACE = """<script>(function () {
  function poll() {
    var asked = {Accept: "text/html", "X-Paper-Trends": "poll"};
    fetch(location.href, {cache: "no-store", headers: asked}).then(function (r) {
      var mark = r.headers.get("X-Paper-Trends");
      if (mark !== "preparing" && mark !== "failed") { location.reload(); return null; }
      return r.text().then(function (t) {
        var fresh = new DOMParser().parseFromString(t, "text/html");
        if (mark === "failed") {
          document.title = fresh.title;
          document.querySelector("main").innerHTML = fresh.querySelector("main").innerHTML;
          throw "done";
        }
        ["stage", "percent", "detail", "notes"].forEach(function (id) {
          var now = document.getElementById(id), next = fresh.getElementById(id);
          if (now && next && now.innerHTML !== next.innerHTML) now.innerHTML = next.innerHTML;
        });
        var bar = fresh.getElementById("bar");
        if (bar) document.getElementById("bar").value = bar.value;
      });
    }).then(function () { setTimeout(poll, 1000); }, function (e) {
      if (e !== "done") setTimeout(poll, 1000);
    });
  }
  setTimeout(poll, 1000);
})();</script>"""

_STYLE = """<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;
color:#222;padding:0 1rem} progress{width:100%;height:1.2rem} .note{color:#8a4b00}
.detail{color:#555} .error{color:#a11;font-weight:600;overflow-wrap:anywhere}</style>"""


def page_html(title: str, body: str, head: str = "") -> bytes:
    """A small self-contained page (no external file) in the preparing page's style;
    ``body`` and ``head`` are HTML, already escaped."""
    return f"""<!doctype html>
<html lang=en><head><meta charset=utf-8>{head}
<meta name=viewport content="width=device-width, initial-scale=1">
<link rel=icon href="data:,">
<title>Paper Trends · {html.escape(title)}</title>
{_STYLE}
</head><body><main>{body}</main></body></html>""".encode()


def preparing_page(state: dict[str, Any], heading: str = "Preparing the analysis",
                   becomes: str = "the dashboard", after: str = "") -> bytes:
    """The page shown while an analysis is prepared: ``state`` is a
    :meth:`analysis.progress.Progress.describe`; ``after``, HTML put below it."""
    counts = f"{state['done']:,} of {state['total']:,} {state['unit']}" if state["total"] else ""
    left = (f"about {format_seconds(state['seconds_left'])} left"
            if state["seconds_left"] is not None else "")
    notes = "".join(f"<p class=note>{html.escape(n)}</p>" for n in state["notes"])
    detail = " · ".join(x for x in (counts, left) if x)
    body = f"""<h1>{html.escape(heading)}</h1>
<p><b id=stage role=status>{html.escape(state['stage_name'] or 'starting')}</b>:
<span id=percent>{state['percent']}%</span></p>
<progress id=bar max=100 value={state['percent']} aria-labelledby=stage></progress>
<p class=detail id=detail>{html.escape(detail)}</p><div id=notes>{notes}</div>
<p class=detail>This page turns into {html.escape(becomes)} when the analysis is ready.</p>
{after}{_UPDATE_IN_PLACE}"""
    title = heading[:1].lower() + heading[1:]
    return page_html(title, body, head="\n<noscript><meta http-equiv=refresh content=1></noscript>")


def answer_preparing(environ: dict[str, Any], start_response: StartResponse, body: bytes,
                     kind: str = HTML) -> list[bytes]:
    """Answer with a preparing page (or its state as JSON, ``kind``): 200 to a browser
    asking for the page, 503 and Retry-After to any other client; both marked with
    :data:`PREPARING_HEADER`, which the page's poll looks for."""
    browser = kind == HTML and "text/html" in environ.get("HTTP_ACCEPT", "")
    start_response("200 OK" if browser else "503 Service Unavailable", [
        ("Content-Type", kind), ("Content-Length", str(len(body))),
        ("Retry-After", "1"), ("Cache-Control", "no-store"), PREPARING_HEADER])
    return [body]


def answer_failed(environ: dict[str, Any], start_response: StartResponse, status: str,
                  body: bytes) -> list[bytes]:
    """Answer with a failure page: ``status`` ("422 Unprocessable Content", "500 Internal
    Server Error") to any request but the preparing page's poll, which gets 200 and
    :data:`FAILED_HEADER` (see the module docstring)."""
    poll = environ.get(POLL_HEADER) == "poll"
    start_response("200 OK" if poll else status, [
        ("Content-Type", HTML), ("Content-Length", str(len(body))),
        ("Cache-Control", "no-store"), *([FAILED_HEADER] if poll else [])])
    return [body]

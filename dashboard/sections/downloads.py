"""The downloads section: every registered table that applies to the corpus as CSV, and
all of them in one Excel workbook, for the current filters.

A link points at a plain GET route (not a callback): the browser streams the file with its
own progress, and a 30 MB table never travels base64-encoded through the callback channel.
The tables, their names and their link ids come from :data:`analysis.tables.TABLES`; the
trend tables get the view's trend context (the denominator, the followed items, the
periods, the groups compared: :func:`trend_context_of`), so a downloaded file holds the
numbers the charts show.  The trend report (:mod:`dashboard.report`) is served the same way.

File names carry the corpus name, which may be anything a file name can be
(``论文2013.json``).  HTTP headers are Latin-1 at most, so the name goes out as RFC 6266
asks: an ASCII ``filename`` for old clients and the exact name as RFC 5987
``filename*=UTF-8''...`` for the rest; Werkzeug's ``send_file`` writes both, and sets one
charset in the content type.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterable
from typing import Any

import flask
from dash import Dash, Input, Output, html

from analysis import export
from analysis.filters import Filters
from analysis.schema import Mask
from analysis.tables import all_tables, applicable_tables, table_spec
from analysis.trends import TrendContext
from dashboard import ids
from dashboard.view import (
    View,
    base_rows,
    every_decision,
    item_rows_now,
    parse_options,
    selected,
)

DOWNLOAD_ROUTE = "/_paper-trends/download/"  # + a table name ("papers", ...) or "tables"
WORKBOOK = "tables"  # the route's name for the Excel workbook of every table
CSV_TYPE = "text/csv"  # Werkzeug adds the one "; charset=utf-8" to text types
XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def trend_context_of(view: View, query: str | None) -> tuple[Filters, Mask, TrendContext]:
    """The filters, rows and trend context of a page query (filters and trend options), as
    the page's charts have them."""
    f, rows = selected(view, query)
    options, _ = parse_options(view, query)
    return f, rows, TrendContext(base=base_rows(view, f), options=options, filters=f,
                                 masks=item_rows_now(view), cube=view.cube)


_NOT_IN_A_NAME = re.compile(r'[\x00-\x1f\x7f/\\"]+')  # control characters, path separators


class _ChunksReader(io.RawIOBase):
    """A file-like reader over an iterator of byte chunks, so a file is sent as it is made."""

    def __init__(self, chunks: Iterable[bytes]) -> None:
        self._chunks, self._left = iter(chunks), b""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        while not self._left:
            try:
                self._left = next(self._chunks)
            except StopIteration:
                return 0
        n = min(len(buffer), len(self._left))
        buffer[:n] = self._left[:n]
        self._left = self._left[n:]
        return n


def file_response(content: bytes | Iterable[bytes], name: str,
                  mimetype: str) -> flask.Response:
    """An attachment under ``name`` (any characters; see the module docstring), never
    cached; chunks are streamed, so a large table never sits whole in the server."""
    name = _NOT_IN_A_NAME.sub("_", name)
    body = io.BytesIO(content) if isinstance(content, bytes) else \
        io.BufferedReader(_ChunksReader(content), buffer_size=1 << 20)
    response = flask.send_file(body, mimetype=mimetype, as_attachment=True,
                               download_name=name, conditional=False, etag=False)
    response.headers["Cache-Control"] = "no-store"
    return response


def download_stream(view: View, table: str,
                    state: str | None) -> tuple[Iterable[bytes], str, str]:
    """(content in chunks, file name, MIME type) of one registered table ("papers", ...)
    as CSV, or of every table ("tables") as one Excel workbook, for the page query
    ``state`` (filters and trend options); the file name says the corpus and the filters.
    KeyError for an unknown table."""
    a = view.analysis
    f, rows, context = trend_context_of(view, state)
    if table == WORKBOOK:
        decided = every_decision(view, f, rows)  # the rates' rows, as the page draws them
        rates = {s.name: s.make(a, decided, context) for s in applicable_tables(a, rows, context)
                 if s.every_decision}
        return ([export.to_excel_bytes(all_tables(a, rows, context, made=rates))],
                export.download_name(a.name, f.slug(), WORKBOOK, "xlsx"), XLSX_TYPE)
    spec = table_spec(table)
    if spec.every_decision:
        rows = every_decision(view, f, rows)
    return (export.iter_csv(spec.make(a, rows, context)),
            export.download_name(a.name, f.slug(), table, "csv"), CSV_TYPE)


def download_file(view: View, table: str, state: str | None) -> tuple[bytes, str, str]:
    """:func:`download_stream`'s file whole."""
    chunks, name, mimetype = download_stream(view, table, state)
    return b"".join(chunks), name, mimetype


def download_links(view: View, state: str | None, prefix: str,
                   trend_state: str | None = "") -> dict[str, str]:
    """Link id -> the URL of its file for the filter state and the trend state."""
    names = {ids.download_link(name): name for name in view.tables}
    names[ids.DOWNLOAD_EXCEL] = WORKBOOK
    both = "&".join(q for q in (state, trend_state) if q)
    query = f"?{both}" if both else ""
    return {link: f"{prefix}{name}{query}" for link, name in names.items()}


def hrefs_in_browser(bases: list[str]) -> str:
    """A clientside function (filter state, trend state) -> each base URL with the two
    states as its query, as :func:`download_links` makes them: the links follow the
    filters without a request to the server."""
    return ("function(state, trend) {"
            " var both = [state, trend].filter(function(q) { return q; }).join('&');"
            " var query = both ? '?' + both : '';"
            f" return {json.dumps(bases)}.map(function(base) {{ return base + query; }}); }}")


def _link(text: str, link_id: str, primary: bool = False) -> html.A:
    # the href follows the filters (set by a callback); the server names the file
    return html.A(text, id=link_id, href="#", download="",
                  className="button primary" if primary else "button")


def layout(view: View) -> html.Section:
    return html.Section(
        [
            html.H2("Downloads"),
            html.P("Every table for the current filters, built by the same functions as "
                   "`paper-trends analyze`; file names say the corpus and the filters. Charts "
                   "download as PNG from their toolbar (camera icon).", className="section-lead"),
            html.Div([
                html.Span("CSV:", className="dl-label"),
                *[_link(table_spec(name).title, ids.download_link(name)) for name in view.tables],
                html.Span("Excel:", className="dl-label"),
                _link("All tables (.xlsx)", ids.DOWNLOAD_EXCEL, primary=True),
            ], className="downloads"),
        ],
        id="downloads", className="section",
    )


def register(app: Dash, view: View) -> None:
    """The links' hrefs (the tables' and the trend report's), which follow the filters and
    the trend options, and the routes that serve the files."""
    from dashboard.report import REPORT_ROUTE, register_route

    prefix = app.get_relative_path(DOWNLOAD_ROUTE)
    report = app.get_relative_path(REPORT_ROUTE)
    links = download_links(view, "", prefix)  # link id -> its URL without a query
    app.clientside_callback(hrefs_in_browser([*links.values(), report]),
                            *[Output(link, "href") for link in links],
                            Output(ids.DOWNLOAD_REPORT, "href"),
                            Input(ids.FILTER_STATE, "data"), Input(ids.TREND_STATE, "data"))

    register_route(app, view)

    @app.server.route(DOWNLOAD_ROUTE + "<table>", endpoint="paper_trends_download")
    def _download_route(table: str) -> Any:
        try:
            content, name, mimetype = download_stream(view, table, flask.request.query_string
                                                      .decode("utf-8", "replace"))
        except KeyError:
            flask.abort(404)
        return file_response(content, name, mimetype)

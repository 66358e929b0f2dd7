"""The downloads section: every registered table that applies to the corpus as CSV, and
all of them in one Excel workbook, for the current filters.

A link points at a plain GET route (not a callback): the browser streams the file with its
own progress, and a 30 MB table never travels base64-encoded through the callback channel.
The tables, their names and their link ids come from :data:`analysis.tables.TABLES`; the
trend tables get the view's trend context (the denominator, the followed items, the
periods, the groups compared: :mod:`dashboard.trend_scope`), so a downloaded file holds
the numbers the charts show.  The trend report (:mod:`dashboard.report`) is served the
same way; both go out as :func:`dashboard.files.file_response` sends them.  The workbook
is written whole before its first byte (ICML 2013-2019's 2,996 papers: 5-19 s with
openpyxl, 2-4 s with XlsxWriter since xlsx62; the 24k: 24-32 s, was 42-120 s):
``assets/workbook_download.js`` fetches it and says meanwhile that it is being prepared
(review61).  Its first sheet says what it holds (:mod:`analysis.about`, about66): the
corpus and its counts, the settings, and the view's filters and trend options in the
page's words (:func:`dashboard.filter_words.filter_words`, as the trend report
says them), and the paper types set by hand as the corrections file has them now.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import flask
from dash import Dash, Input, Output, html

from analysis import export
from analysis.about import with_about
from analysis.io.skips import skip_counts_text, skipped_records_table, skipped_total
from analysis.paper_types.corrections import file_named, hand_set_counts
from analysis.tables import all_tables, applicable_tables, table_spec
from dashboard import ids
from dashboard.files import DOWNLOAD_ROUTE, REPORT_ROUTE, file_response
from dashboard.filter_words import filter_words
from dashboard.trend_scope import trend_context_of
from dashboard.view import View, every_decision

WORKBOOK = "tables"  # the route's name for the Excel workbook of every table
SKIPPED = "skipped_records"  # the route's name for the skipped records (analysis.io.skips)
CSV_TYPE = "text/csv"  # Werkzeug adds the one "; charset=utf-8" to text types
XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def download_stream(view: View, table: str,
                    state: str | None) -> tuple[Iterable[bytes], str, str]:
    """(content in chunks, file name, MIME type) of one registered table ("papers", ...)
    as CSV, or of every table ("tables") as one Excel workbook, for the page query
    ``state`` (filters and trend options); the file name says the corpus and the filters.
    KeyError for an unknown table."""
    a = view.analysis
    if table == SKIPPED:  # not a table of papers: no filter applies
        return (export.iter_csv(skipped_records_table(a.manifest)),
                export.download_name(a.name, "", SKIPPED, "csv"), CSV_TYPE)
    f, rows, context = trend_context_of(view, state)
    if table == WORKBOOK:
        decided = every_decision(view, f, rows)  # the rates' rows, as the page draws them
        rates = {s.name: s.make(a, decided, context) for s in applicable_tables(a, rows, context)
                 if s.every_decision}
        sheets = with_about(all_tables(a, rows, context, made=rates), a.manifest,
                            filter_words(view, f, context), corrections=hand_set_now(view))
        return ([export.to_excel_bytes(sheets)],
                export.download_name(a.name, f.slug(), WORKBOOK, "xlsx"), XLSX_TYPE)
    spec = table_spec(table)
    if spec.every_decision:
        rows = every_decision(view, f, rows)
    return (export.iter_csv(spec.make(a, rows, context)),
            export.download_name(a.name, f.slug(), table, "csv"), CSV_TYPE)


def hand_set_now(view: View) -> dict[str, Any]:
    """The paper types set by hand as the About sheet says them: the corrections file's
    now (the manifest's are the analysis', older than corrections made since: review67);
    the manifest's own for a dashboard without a corrections file."""
    if not view.live.enabled:
        return dict(view.analysis.manifest.get("corrections") or {})
    view.live.refresh()
    return {"path": file_named(view.live.path), **hand_set_counts(view.analysis.papers),
            "skipped_rows": view.live.skipped()}


def download_file(view: View, table: str, state: str | None) -> tuple[bytes, str, str]:
    """:func:`download_stream`'s file whole."""
    chunks, name, mimetype = download_stream(view, table, state)
    return b"".join(chunks), name, mimetype


def download_links(view: View, state: str | None, prefix: str,
                   trend_state: str | None = "") -> dict[str, str]:
    """Link id -> the URL of its file for the filter state and the trend state."""
    names = {ids.download_link(name): name for name in view.tables}
    names[ids.DOWNLOAD_EXCEL] = WORKBOOK
    if skipped_total(view.analysis.manifest):  # the downloads' link and the masthead's
        names[ids.DOWNLOAD_SKIPPED] = names[ids.MASTHEAD_SKIPPED] = SKIPPED
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
                   "`paper-trends analyze`; file names say the corpus and the filters, the "
                   "workbook's first sheet says them in words with the settings. Charts "
                   "download as PNG from their toolbar (camera icon).", className="section-lead"),
            html.Div([
                html.Span("CSV:", className="dl-label"),
                *[_link(table_spec(name).title, ids.download_link(name)) for name in view.tables],
                html.Span("Excel:", className="dl-label"),
                _link("All tables (.xlsx)", ids.DOWNLOAD_EXCEL, primary=True),
                # says that the workbook is being prepared (assets/workbook_download.js)
                html.Span(id=ids.DOWNLOAD_EXCEL_STATUS, className="dl-status", role="status"),
            ], className="downloads"),
            *skipped_line(view),
        ],
        id="downloads", className="section",
    )


def skipped_line(view: View) -> list[html.P]:
    """How many records the loaders skipped and why, and the list of them as CSV (file,
    record, reason): none when nothing was skipped.  The masthead links here."""
    said = skip_counts_text(view.analysis.manifest)
    if not said:
        return []
    return [html.P([f"Not in the analysis: {said}. ",
                    html.A("Which records, and why (CSV)", id=ids.DOWNLOAD_SKIPPED, href="#",
                           download="")],
                   id=ids.SKIPPED_RECORDS, className="skipped-records", tabIndex="-1")]


def register(app: Dash, view: View) -> None:
    """The links' hrefs (the tables' and the trend report's), which follow the filters and
    the trend options, and the route that serves the tables (the report's is
    :func:`dashboard.report.register_route`)."""
    prefix = app.get_relative_path(DOWNLOAD_ROUTE)
    report = app.get_relative_path(REPORT_ROUTE)
    links = download_links(view, "", prefix)  # link id -> its URL without a query
    app.clientside_callback(hrefs_in_browser([*links.values(), report]),
                            *[Output(link, "href") for link in links],
                            Output(ids.DOWNLOAD_REPORT, "href"),
                            Input(ids.FILTER_STATE, "data"), Input(ids.TREND_STATE, "data"))

    @app.server.route(DOWNLOAD_ROUTE + "<table>", endpoint="paper_trends_download")
    def _download_route(table: str) -> Any:
        try:
            content, name, mimetype = download_stream(view, table, flask.request.query_string
                                                      .decode("utf-8", "replace"))
        except KeyError:
            flask.abort(404)
        return file_response(content, name, mimetype)

"""The papers section: the papers shown, 20 a page (AG Grid's infinite row model, rows
sorted and sliced on the server), the abstract of the paper clicked (its LaTeX rendered,
:func:`analysis.text.display_abstract`), and setting its type by hand.

The grid's row request comes from the browser, so it is read as untrusted: a start or end
that is not a number, negative or huge gives the first or a clamped page, never an error;
one answer holds at most :data:`MAX_PAGE_ROWS` rows (the grid asks for 20), so no request
can make the server format every paper; sort entries not a known column are ignored.

Each paper's type shows its band (certain / likely / uncertain, from the calibrated
confidence; ``corrected`` / ``confirmed`` once set by hand); the "needs review" switch
and the form that sets a type are :mod:`dashboard.sections.review`'s, their callbacks here.
"""

from __future__ import annotations

from typing import Any

import dash_ag_grid as dag
import numpy as np
import pandas as pd
from dash import ClientsideFunction, Dash, Input, Output, State, dcc, html
from dash.exceptions import PreventUpdate

from analysis.schema import PAPER_TYPES
from analysis.search import SearchPlan
from analysis.tables.people import authorship
from analysis.text import display_abstract
from dashboard import ids, paper_link
from dashboard.charts import attributes
from dashboard.figures import topic_color, topic_name
from dashboard.sections import review
from dashboard.sections.type_chips import type_chips
from dashboard.view import (
    BAND_LABELS,
    GRID_TYPE_LABELS,
    View,
    grid_records,
    parse_state,
    selected,
)

PAGE_SIZE = 20
#: The most rows one grid request is answered with: five of the grid's blocks.
MAX_PAGE_ROWS = 5 * PAGE_SIZE
PICK_A_PAPER = "Click a paper to read its abstract."


def papers_grid(decisions: bool = True) -> dag.AgGrid:
    """The papers table: server-side rows (AG Grid's infinite row model), 20 a page.  Not
    in the layout: the page builds it from :data:`ids.GRID_SPEC` when the reader nears it
    (:func:`layout`).  No empty Decision column when no paper has one (``decisions``)."""
    # flex columns start at "width" and slide (at 200 px: 149 px out of a 1,280 px grid)
    columns = [
        {"field": "title", "headerName": "Title", "cellRenderer": "markdown", "flex": 3,
         "minWidth": 180, "width": 180, "wrapText": True,
         "cellClass": "cell-title", "tooltipField": "title_plain"},
        {"field": "venue", "headerName": "Venue", "width": 84},
        {"field": "year", "headerName": "Year", "width": 62},
        {"field": "topic", "headerName": "Topic", "flex": 1.4, "minWidth": 120, "width": 120,
         "wrapText": True, "cellClass": "cell-wrap", "tooltipField": "topic"},
        {"field": "paper_type", "headerName": "Type", "width": 88, "wrapText": True,
         "cellClassRules": {f"type-{t}": f"params.value == '{GRID_TYPE_LABELS[t]}'"
                            for t in PAPER_TYPES}},
        {"field": "decision", "headerName": "Decision", "width": 90, "wrapText": True,
         "cellClass": "cell-wrap", "tooltipField": "decision"},  # "Accepted (Industry)"
        {"field": "band", "headerName": "Confidence", "width": 100,
         "tooltipField": "confidence",
         "cellClassRules": {f"band-{b}": f"params.value == '{label}'"
                            for b, label in BAND_LABELS.items()}},
        {"field": "evidence", "headerName": "Type evidence", "flex": 1.6, "minWidth": 130,
         "width": 130, "wrapText": True, "cellClass": "cell-evidence", "tooltipField": "evidence"},
    ]
    columns = [c for c in columns if decisions or c["field"] != "decision"]  # (90 px back)
    return dag.AgGrid(
        id=ids.PAPERS_GRID,
        rowModelType="infinite",
        columnDefs=columns,
        defaultColDef={"sortable": True, "resizable": True, "suppressMovable": True,
                       "sortingOrder": ["asc", "desc", None]},
        dashGridOptions={
            "pagination": True,
            "paginationPageSize": PAGE_SIZE,
            "paginationPageSizeSelector": False,
            "cacheBlockSize": PAGE_SIZE,
            "maxBlocksInCache": 10,
            "infiniteInitialRowCount": PAGE_SIZE,
            # a block is asked for a moment later, not inside the call that made the grid:
            # the page's own data source (assets/papers_grid.js) is in place by then
            "blockLoadDebounceMillis": 1,
            "rowSelection": {"mode": "singleRow", "checkboxes": False,
                             "enableClickSelection": True},
            "tooltipShowDelay": 400,
            # Tab leaves the rows (the arrows move between them, Enter opens a paper): Tab
            # went cell by cell, 8 stops a row, 160 to pass a page (walk63)
            "tabToNextCell": {"function": "false"},
            # and the column headers are one stop too (Tab went header by header, 7 stops
            # before the rows; walk63): Tab goes on to the rows' first cell, Shift+Tab leaves;
            # the arrows still move between the headers, Enter sorts
            "tabToNextHeader": {"function": "params.backwards ? false : {headerRowIndex: -1, "
                                            "column: params.api.getAllDisplayedColumns()[0]}"},
            "domLayout": "autoHeight",
            "rowHeight": 64,
        },
        getRowId="params.data.row",
        className="papers-grid",
        style={"width": "100%"},
    )


def _row_number(value: Any, default: int) -> int:
    """A row number from the request: an int, a finite float or a numeric string; else
    ``default``."""
    if isinstance(value, bool):
        return default
    if isinstance(value, str):
        try:
            value = float(value.strip())
        except ValueError:
            return default
    if isinstance(value, float):
        return int(value) if np.isfinite(value) and abs(value) < 2**62 else default
    return value if isinstance(value, int) else default


def _page_bounds(start_row: Any, end_row: Any, n_rows: int) -> tuple[int, int]:
    """[start, end) within the rows, at most :data:`MAX_PAGE_ROWS` long."""
    start = min(max(0, _row_number(start_row, 0)), n_rows)
    end = _row_number(end_row, start + PAGE_SIZE)
    return start, min(n_rows, max(start, min(end, start + MAX_PAGE_ROWS)))


def _sort_model(model: Any) -> list[tuple[str, bool]]:
    """(column, descending) per well-formed entry of the grid's sortModel."""
    if not isinstance(model, list):
        return []
    return [(spec["colId"], spec.get("sort") == "desc") for spec in model[:10]
            if isinstance(spec, dict) and isinstance(spec.get("colId"), str)]


def papers_page(view: View, state: str | None, request: dict[str, Any] | None) -> dict[str, Any]:
    """One block of the papers table for AG Grid's infinite row model.

    ``request`` is the grid's ``getRowsRequest`` (startRow, endRow, sortModel).  Sorting is
    over every selected paper, not just the page; ties keep newest-first order.
    """
    request = request if isinstance(request, dict) else {}
    f, rows = selected(view, state if isinstance(state, str) else "")
    idx = np.flatnonzero(rows)
    # newest first, then by title (needs review: least certain first); the reader's sort
    # (stable) on top of that
    idx = idx[np.lexsort((view.sort_keys["title"][idx], -view.sort_keys["year"][idx]))]
    if f.review:
        idx = idx[np.argsort(view.sort_keys["band"][idx], kind="stable")]
    for column, descending in reversed(_sort_model(request.get("sortModel"))):
        key = view.sort_keys.get(column)
        if key is not None:
            k = -key[idx] if descending else key[idx]
            idx = idx[np.argsort(k, kind="stable")]
    start, end = _page_bounds(request.get("startRow"), request.get("endRow"), len(idx))
    return {"rowData": grid_records(view, idx[start:end]), "rowCount": int(len(idx))}


FIRST_REQUEST = {"startRow": 0, "endRow": PAGE_SIZE, "sortModel": []}


def first_page(view: View, state: str) -> dict[str, Any]:
    """The table's first page for a filter state in its default order, sent with the
    filter change: the grid's request for it is answered in the browser
    (assets/papers_grid.js) instead of by a second request set off after the answer."""
    return {"state": state, "end": PAGE_SIZE, "page": papers_page(view, state, FIRST_REQUEST)}


def _highlight(text: str, plan: SearchPlan) -> list[Any]:
    """``text`` with every place the search matched marked (each variant it found)."""
    parts: list[Any] = []
    last = 0
    for start, end in plan.spans(text):
        parts += [text[last:start], html.Mark(text[start:end])]
        last = end
    return [*parts, text[last:]]


def paper_detail(view: View, row_id: str | int | None, state: str | None) -> list[Any]:
    """Title, metadata, paper type with its evidence, and the abstract with the searched
    terms highlighted."""
    no_paper = [html.P(PICK_A_PAPER, className="chart-note")]
    if row_id is None:
        return no_paper
    row = _row_number(row_id, -1)
    if not 0 <= row < view.n_papers:  # not a row of ours
        return no_paper
    view.live.refresh()  # a correction made since (here or in another process)
    paper = view.analysis.papers.iloc[row]
    f, _ = parse_state(view, state if isinstance(state, str) else "")
    plan = view.analysis.search_index.plan(f.query)
    url = str(paper["url"] or "")
    title = _highlight(str(paper["title"]), plan)
    heading = (html.A(title, href=url, target="_blank", rel="noopener noreferrer")
               if url.lower().startswith(("http://", "https://")) else html.Span(title))
    year = "" if pd.isna(paper["year"]) else f" {int(paper['year'])}"
    names = ", ".join(authorship(view.analysis).names_of(row))  # as the author tables
    return [
        html.H3(heading),
        html.P(f"{paper['venue']}{year}" + (f" · {names}" if names else ""), className="meta"),
        html.P([html.Span(topic_name(paper["topic"], paper["topic_label"], None),
                          className="chip",
                          style={"borderColor": topic_color(paper["topic"])}),
                *type_chips(paper)]),
        *([html.P(f"Also about: {paper['also_about']}", className="meta")]
          if paper.get("also_about") else []),
        html.P(_highlight(display_abstract(str(paper["abstract"])), plan), className="abstract"),
    ]


# The grid's height around its rows (its header and paging bar), measured in Chromium: the
# place it is built in holds its height until then, so nothing below moves when it comes.
GRID_CHROME_PX = 93
ROW_PX = 64  # dashGridOptions' rowHeight


def grid_place(view: View) -> html.Div:
    """Where the papers grid goes (``ids.PAPERS_TABLE``, the skip link's target): empty,
    at the height of the unfiltered page's first page of rows, until the page builds the
    grid in it.

    Building AG Grid (its code, ~400 components, the page's layout around them) was the
    largest part of the first load's main-thread time left (~0.6 s at 24,000 papers,
    ``bench/FIRST_LOAD.md``) for a table below the fold.  The page builds it
    (``assets/papers_grid.js``, from :data:`ids.GRID_SPEC`, in the browser: no request)
    when its place comes within a screen of the viewport, when the keyboard's focus
    reaches the skip link (the page's first stop: a keyboard reader may jump straight to
    the table) or anything in the papers section, or when the skip link is followed: its
    cost leaves the first load.  Not on a timer: a build once the page had settled landed
    on the reader's first filter change (``bench/INTERACTION.md``, wave 10)."""
    rows = min(PAGE_SIZE, view.n_papers)
    return html.Div(html.Div(className="grid-placeholder",
                             style={"height": f"{GRID_CHROME_PX + ROW_PX * rows}px"}),
                    id=ids.PAPERS_TABLE, className="grid-place")


def layout(view: View) -> html.Section:
    return html.Section(
        [html.H2("Papers"),
         html.P("Click a column header to sort, a row to read its abstract "
                "(search terms highlighted) and to correct its type. Titles link to the "
                "paper's page.", className="section-lead"),
         review.toggle(view),
         dcc.Store(id=ids.PAPER_ROW, data=None),
         dcc.Store(id=ids.PAPER_LINK, data=None),
         dcc.Store(id=ids.ROWS_PREFETCH, data=None),
         dcc.Store(id=ids.CORRECTION_VERSION, data=0),
         dcc.Store(id=ids.GRID_SPEC, data=papers_grid(view.decisions).to_plotly_json()),
         dcc.Store(id=ids.GRID_WANTED, data=False),
         dcc.Store(id=ids.GRID_CLICKED, data={}),  # (None: dcc.Store sets it at once)
         html.Div([grid_place(view),
                   html.Div([html.Button("↑ Back to the table", className="back-to-table",
                                         type="button"),  # on one column (assets/a11y.js)
                             html.Div(html.P(PICK_A_PAPER, className="chart-note"),
                                      id=ids.PAPER_DETAIL),
                             review.correction_form()], className="detail card",
                            # it scrolls on its own: the keyboard must reach it (Escape: back
                            # to the row it came from, assets/a11y.js)
                            tabIndex=0, role="region", **attributes(aria_label="The paper"))],
                  className="papers")],
        id="papers", className="section")

# After a correction the grid asks for its rows again (the page it is on stays).


#: "Label is right"'s text and tooltip (:func:`review.confirm_button`).
CONFIRM_BUTTON = (Output(ids.CORRECT_CONFIRM, "children"), Output(ids.CORRECT_CONFIRM, "title"))
#: What a Save or "Label is right" sends back: the panel, its message, the corrections'
#: version (the grid asks for its rows again) and the button, which now names the label kept.
KEPT = (Output(ids.PAPER_DETAIL, "children", allow_duplicate=True),
        Output(ids.CORRECT_STATUS, "children", allow_duplicate=True),
        Output(ids.CORRECTION_VERSION, "data", allow_duplicate=True),
        *(Output(o.component_id, o.component_property, allow_duplicate=True)
          for o in CONFIRM_BUTTON))


def row_of(view: View, row_id: Any) -> int | None:
    """The paper row a grid row id (or the page's paper-row store) names, or None: they
    come from the browser."""
    row = _row_number(row_id, -1)
    return row if 0 <= row < view.n_papers else None


def register(app: Dash, view: View) -> None:
    """The grid's rows, its refresh when the filters change, the paper clicked and the
    correction of its type."""
    # the filters changed: the grid asks again for its first page, which the answer carries
    # (assets/papers_grid.js: answered in the browser); a correction: every page again
    # (at load too: the layout holds the unfiltered page's state and first page)
    app.clientside_callback(ClientsideFunction("papersGrid", "refresh"),
                            Output(ids.GRID_REFRESH, "data"),
                            Input(ids.FILTER_STATE, "data"), State(ids.ROWS_PREFETCH, "data"))
    # the reader nears the table: the grid is built in its place (assets/papers_grid.js)
    app.clientside_callback(ClientsideFunction("papersGrid", "build"),
                            Output(ids.PAPERS_TABLE, "children"),
                            Input(ids.GRID_WANTED, "data"), State(ids.GRID_SPEC, "data"),
                            prevent_initial_call=True)
    app.clientside_callback(ClientsideFunction("papersGrid", "refetch"),
                            Output(ids.GRID_REFRESH, "data", allow_duplicate=True),
                            Input(ids.CORRECTION_VERSION, "data"), prevent_initial_call=True)

    @app.callback(Output(ids.PAPERS_GRID, "getRowsResponse"),
                  Input(ids.PAPERS_GRID, "getRowsRequest"), State(ids.FILTER_STATE, "data"),
                  prevent_initial_call=True)
    def _rows(request: dict[str, Any] | None, state: str | None) -> dict[str, Any]:
        if request is None or state is None:
            raise PreventUpdate  # the grid asks again once the filters are known
        return papers_page(view, state, request)

    # (The page's one callback empties the panel when the filters change.)
    @app.callback(Output(ids.PAPER_DETAIL, "children"), Output(ids.PAPER_ROW, "data"),
                  Output(ids.CORRECT_FORM, "hidden"), Output(ids.CORRECT_TYPE, "value"),
                  Output(ids.CORRECT_STATUS, "children"), Output(ids.CORRECT_NOTE, "value"),
                  *CONFIRM_BUTTON, Output(ids.PAPER_LINK, "data"),
                  Input(ids.GRID_CLICKED, "data"), State(ids.FILTER_STATE, "data"),
                  prevent_initial_call=True)
    def _detail(cell: dict[str, Any] | None, state: str | None) -> tuple[Any, ...]:
        linked = cell.get("paperId") if isinstance(cell, dict) else None
        row = paper_link.linked_row(view, linked) if linked is not None else \
            row_of(view, cell.get("rowId")) if isinstance(cell, dict) else None
        missing = linked is not None and row is None  # a link's paper not in this corpus
        return (paper_link.not_found(linked) if missing else paper_detail(view, row, state),
                row, row is None or not view.live.enabled,
                review.form_value(view, row), "", review.form_note(view, row),
                *review.confirm_button(view, row),
                "" if missing else paper_link.paper_id(view, row))

    paper_link.register(app)

    # Save, and "Label is right" (the type shown kept as the paper's, by hand); the page
    # then opens the next paper of the list (assets/review_next.js: Save in Needs review)
    @app.callback(*KEPT, Input(ids.CORRECT_SAVE, "n_clicks"),
                  State(ids.PAPER_ROW, "data"), State(ids.CORRECT_TYPE, "value"),
                  State(ids.CORRECT_NOTE, "value"), State(ids.FILTER_STATE, "data"),
                  prevent_initial_call=True)
    def _save(n_clicks: int | None, row: int | None, choice: str | None, note: str | None,
              state: str | None) -> tuple[Any, ...]:
        if not n_clicks:
            raise PreventUpdate
        message = review.save_correction(view, row_of(view, row), choice, note)
        return _kept(view, row, state, message)

    @app.callback(*KEPT, Input(ids.CORRECT_CONFIRM, "n_clicks"),
                  State(ids.PAPER_ROW, "data"), State(ids.CORRECT_NOTE, "value"),
                  State(ids.FILTER_STATE, "data"), prevent_initial_call=True)
    def _confirm(n_clicks: int | None, row: int | None, note: str | None,
                 state: str | None) -> tuple[Any, ...]:
        if not n_clicks:
            raise PreventUpdate
        message = review.confirm_label(view, row_of(view, row), note)
        return _kept(view, row, state, message)



def _kept(view: View, row: Any, state: str | None, message: str) -> tuple[Any, ...]:
    """The outputs of a Save or a "Label is right" (:data:`KEPT`)."""
    return (paper_detail(view, row, state), message, view.live.version,
            *review.confirm_button(view, row_of(view, row)))

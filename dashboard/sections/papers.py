"""The papers section: the papers shown, 20 a page (AG Grid's infinite row model, rows
sorted and sliced on the server), and the abstract of the paper clicked."""

from __future__ import annotations

from typing import Any

import dash_ag_grid as dag
import numpy as np
import pandas as pd
from dash import Dash, Input, Output, State, ctx, html
from dash.exceptions import PreventUpdate

from analysis.schema import PAPER_TYPES
from analysis.search import SearchPlan
from dashboard import ids
from dashboard.figures import TYPE_COLORS, TYPE_LABELS, topic_color, topic_name
from dashboard.view import GRID_TYPE_LABELS, View, parse_state, selected

PAGE_SIZE = 20
PICK_A_PAPER = "Click a paper to read its abstract."
# When the filters change the grid drops its rows and asks again, from the first page.
_PURGE_GRID = f"""
function(state) {{
    if (state === null || state === undefined) {{ return window.dash_clientside.no_update; }}
    dash_ag_grid.getApiAsync("{ids.PAPERS_TABLE}").then(function(api) {{
        api.purgeInfiniteCache();
        if (api.paginationGetCurrentPage() > 0) {{ api.paginationGoToFirstPage(); }}
    }});
    return state;
}}
"""


def papers_grid() -> dag.AgGrid:
    """The papers table: server-side rows (AG Grid's infinite row model), 20 a page."""
    columns = [
        {"field": "title", "headerName": "Title", "cellRenderer": "markdown", "flex": 3,
         "minWidth": 240, "wrapText": True,
         "cellClass": "cell-title", "tooltipField": "title_plain"},
        {"field": "venue", "headerName": "Venue", "width": 100},
        {"field": "year", "headerName": "Year", "width": 84},
        {"field": "topic", "headerName": "Topic", "flex": 1.4, "minWidth": 150,
         "wrapText": True, "cellClass": "cell-wrap", "tooltipField": "topic"},
        {"field": "paper_type", "headerName": "Type", "width": 110,
         "cellClassRules": {f"type-{t}": f"params.value == '{GRID_TYPE_LABELS[t]}'"
                            for t in PAPER_TYPES}},
        {"field": "evidence", "headerName": "Type evidence", "flex": 1.4, "minWidth": 150,
         "wrapText": True, "cellClass": "cell-evidence", "tooltipField": "evidence"},
    ]
    return dag.AgGrid(
        id=ids.PAPERS_TABLE,
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
            "rowSelection": {"mode": "singleRow", "checkboxes": False,
                             "enableClickSelection": True},
            "tooltipShowDelay": 400,
            "domLayout": "autoHeight",
            "rowHeight": 64,
        },
        getRowId="params.data.row",
        className="papers-grid",
        style={"width": "100%"},
    )


def papers_page(view: View, state: str | None, request: dict[str, Any] | None) -> dict[str, Any]:
    """One block of the papers table for AG Grid's infinite row model.

    ``request`` is the grid's ``getRowsRequest`` (startRow, endRow, sortModel).  Sorting is
    over every selected paper, not just the page; ties keep newest-first order.
    """
    request = request or {}
    f, rows = selected(view, state)
    idx = np.flatnonzero(rows)
    # newest first, then by title; the reader's sort (stable) on top of that
    idx = idx[np.lexsort((view.sort_keys["title"][idx], -view.sort_keys["year"][idx]))]
    for spec in reversed(request.get("sortModel") or []):
        key = view.sort_keys.get(spec.get("colId"))
        if key is not None:
            k = key[idx] if spec.get("sort") != "desc" else -key[idx]
            idx = idx[np.argsort(k, kind="stable")]
    start = max(0, int(request.get("startRow") or 0))
    end = min(len(idx), max(start, int(request.get("endRow") or start + PAGE_SIZE)))
    page = view.grid.iloc[idx[start:end]]
    return {"rowData": page.to_dict("records"), "rowCount": int(len(idx))}


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
    try:
        paper = view.analysis.papers.iloc[int(row_id)]
    except (ValueError, IndexError):  # not a row of ours
        return no_paper
    f, _ = parse_state(view, state)
    plan = view.analysis.search_index.plan(f.query)
    url = str(paper["url"] or "")
    title = _highlight(str(paper["title"]), plan)
    heading = (html.A(title, href=url, target="_blank", rel="noopener noreferrer")
               if url.lower().startswith(("http://", "https://")) else html.Span(title))
    year = "" if pd.isna(paper["year"]) else f" {int(paper['year'])}"
    t = str(paper["paper_type"])
    return [
        html.H3(heading),
        html.P(f"{paper['venue']}{year} · {paper['authors']}" if paper["authors"]
               else f"{paper['venue']}{year}", className="meta"),
        html.P([html.Span(topic_name(paper["topic"], paper["topic_label"], 60),
                          className="chip",
                          style={"borderColor": topic_color(paper["topic"])}),
                html.Span(TYPE_LABELS.get(t, t), className="chip",
                          style={"borderColor": TYPE_COLORS.get(t, "#999")}),
                html.Span(f"evidence: {paper['paper_type_evidence'] or 'none'} "
                          f"(confidence {float(paper['paper_type_confidence']):.2f})",
                          className="evidence")]),
        *([html.P(f"Also about: {paper['also_about']}", className="meta")]
          if paper.get("also_about") else []),
        html.P(_highlight(str(paper["abstract"]), plan), className="abstract"),
    ]


def layout(view: View) -> html.Section:
    return html.Section(
        [html.H2("Papers"),
         html.P("Click a column header to sort, a row to read its abstract "
                "(search terms highlighted). Titles link to the paper's page.",
                className="section-lead"),
         html.Div([papers_grid(),
                   html.Div(html.P(PICK_A_PAPER, className="chart-note"),
                            id=ids.PAPER_DETAIL, className="detail card")],
                  className="papers")],
        id="papers", className="section")


def register(app: Dash, view: View) -> None:
    """The grid's rows, its refresh when the filters change, and the paper clicked."""
    app.clientside_callback(_PURGE_GRID, Output(ids.GRID_REFRESH, "data"),
                            Input(ids.FILTER_STATE, "data"), prevent_initial_call=True)

    @app.callback(Output(ids.PAPERS_TABLE, "getRowsResponse"),
                  Input(ids.PAPERS_TABLE, "getRowsRequest"), State(ids.FILTER_STATE, "data"))
    def _rows(request: dict[str, Any] | None, state: str | None) -> dict[str, Any]:
        if request is None or state is None:
            raise PreventUpdate  # the grid asks again once the filters are known
        return papers_page(view, state, request)

    @app.callback(Output(ids.PAPER_DETAIL, "children"),
                  Input(ids.PAPERS_TABLE, "cellClicked"), Input(ids.FILTER_STATE, "data"),
                  prevent_initial_call=True)
    def _detail(cell: dict[str, Any] | None, state: str | None) -> list[Any]:
        if ctx.triggered_id == ids.FILTER_STATE or not cell:
            return paper_detail(view, None, state)  # the filters changed: pick a paper again
        return paper_detail(view, cell.get("rowId"), state)

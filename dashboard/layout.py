"""The page: a header with the headline, a filter bar, then one section per view.

The layout is built once per corpus from the (read-only) analysis: filter options, the
year range, and which views apply (a single-year corpus gets a note instead of trend
charts, a single-venue corpus no venue chart).  Everything that depends on the filters
is filled in by the callbacks.
"""

from __future__ import annotations

import dash_ag_grid as dag
from dash import dcc, html

from dashboard import ids
from dashboard.figures import PAPER_TYPES, TYPE_COLORS, TYPE_LABELS, topic_name

PAGE_SIZE = 20
KEYWORD_PLACEHOLDER = 'diffusion or "a phrase"'


def graph_config(corpus: str, name: str) -> dict:
    """Chart toolbar: PNG download named after the corpus and chart; no Plotly logo."""
    return {
        "displaylogo": False,
        "showSendToCloud": False,  # nothing leaves the machine
        "showEditInChartStudio": False,
        "modeBarButtonsToRemove": ["select2d", "lasso2d", "autoScale2d", "toggleSpikelines",
                                   "hoverClosestCartesian", "hoverCompareCartesian",
                                   "sendChartToCloud"],
        "toImageButtonOptions": {"format": "png", "filename": f"{corpus}_{name}", "scale": 2},
    }


def card(title: str, note: str, graph_id: str | None = None, *, corpus: str = "",
         children: list | None = None, card_id: str | None = None, note_id: str | None = None,
         wide: bool = False) -> html.Div:
    """A chart card: a title, a one-line note on what the chart counts, the chart."""
    body = list(children or [])
    if graph_id:
        body.append(dcc.Graph(id=graph_id, config=graph_config(corpus, graph_id.removesuffix(
            "-graph")), className="graph"))
    return html.Div(
        [html.H3(title), html.P(note, className="chart-note", id=note_id or ""), *body],
        className="card wide" if wide else "card",
        **({"id": card_id} if card_id else {}),
    )


def _not_applicable(text: str) -> html.P:
    """Why a view is missing for this corpus (e.g. trends of a single-year corpus)."""
    return html.P(text, className="not-applicable")


def _year_filter(years: list[int]) -> html.Div:
    if len(years) >= 2:
        lo, hi = years[0], years[-1]
        slider = dcc.RangeSlider(id=ids.YEAR_FILTER, min=lo, max=hi, step=1, value=[lo, hi],
                                 marks={lo: str(lo), hi: str(hi)}, allowCross=True,
                                 allow_direct_input=False,
                                 tooltip={"placement": "bottom", "always_visible": False})
        label = [html.Span("Years "), html.Span(f"{lo}–{hi}", id=ids.YEAR_RANGE_LABEL,
                                                className="year-range")]
    else:
        # One year: nothing to choose.  The slider stays (hidden) so the page keeps its ids.
        only = years[0] if years else 0
        slider = html.Div([
            html.Div(f"{only}, every paper" if years else "no paper has a year",
                     className="only-year"),
            html.Div(dcc.RangeSlider(id=ids.YEAR_FILTER, min=only, max=only + 1, step=1,
                                     value=[only, only + 1], marks=None, disabled=True,
                                     allow_direct_input=False), hidden=True),
        ])
        label = "Year"
    return html.Div([html.Label(label, htmlFor=ids.YEAR_FILTER), slider],
                    className="filter filter-years")


def filter_bar(analysis) -> html.Section:
    papers = analysis.papers
    sizes = papers["topic"].value_counts()
    topic_options = [
        {"label": f"{topic_name(k, lab, 48)} ({int(sizes.get(k, 0)):,})", "value": int(k)}
        for k, lab in enumerate(analysis.topics.labels)
    ]
    venue_sizes = papers["venue"].value_counts()
    venue_options = [{"label": f"{v} ({int(venue_sizes.get(v, 0)):,})", "value": v}
                     for v in analysis.venues]
    type_options = [
        {"label": html.Span([html.Span(className="swatch",
                                       style={"backgroundColor": TYPE_COLORS[t]}),
                             TYPE_LABELS[t]]),
         "value": t, "search": TYPE_LABELS[t]}
        for t in PAPER_TYPES
    ]
    return html.Section(
        [
            html.Div([html.Label("Search titles and abstracts", htmlFor=ids.KEYWORD_FILTER,
                                 title="Whole words, any case; \"quotes\" for a phrase; "
                                 "several terms: papers with all of them. Press Enter."),
                      dcc.Input(id=ids.KEYWORD_FILTER, type="search", debounce=True,
                                placeholder=KEYWORD_PLACEHOLDER, value="",
                                autoComplete="off", className="search")],
                     className="filter filter-search"),
            html.Div([html.Label("Topics", htmlFor=ids.TOPIC_FILTER),
                      dcc.Dropdown(id=ids.TOPIC_FILTER, options=topic_options, multi=True,
                                   placeholder="All topics", value=[])],
                     className="filter filter-topics"),
            html.Div([html.Label("Venue", htmlFor=ids.VENUE_FILTER),
                      dcc.Dropdown(id=ids.VENUE_FILTER, options=venue_options, multi=True,
                                   placeholder="All venues", value=[],
                                   disabled=len(venue_options) < 2)],
                     className="filter filter-venues"),
            _year_filter(analysis.years),
            html.Div([html.Label("Paper type", htmlFor=ids.TYPE_FILTER),
                      dcc.Dropdown(id=ids.TYPE_FILTER, options=type_options, multi=True,
                                   placeholder="All types", value=[])],
                     className="filter filter-types"),
            html.Div(html.Button("Clear all filters", id=ids.CLEAR_FILTERS, n_clicks=0,
                                 className="clear"), className="filter filter-clear"),
        ],
        className="filters",
        **{"aria-label": "Filters"},
    )


def _section(anchor: str, title: str, lead: str, children: list,
             notes: list | None = None) -> html.Section:
    return html.Section([html.H2(title), html.P(lead, className="section-lead"), *(notes or []),
                         html.Div(children, className="grid")],
                        id=anchor, className="section")


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
         "cellClassRules": {f"type-{t}": f"params.value == '{t.capitalize()}'"
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


def build_layout(analysis) -> html.Div:
    corpus = analysis.name
    years = analysis.years
    multi_year = len(years) >= 2
    multi_venue = len(analysis.venues) >= 2
    n_papers = len(analysis.papers)
    year_text = (f"{years[0]}–{years[-1]}" if multi_year else str(years[0]) if years
                 else "year unknown")

    topic_notes: list = []
    keyword_notes: list = []
    type_notes: list = []
    topic_cards = [
        card("Topics", "Papers per topic among the papers shown; labels are each topic's "
             "top terms. Click a bar to filter.", ids.TOPIC_SIZES, corpus=corpus),
        card("Topic map", "Each dot is a paper, placed by the words it shares with others and "
             "coloured by topic. Hover for the title; click to filter by its topic.",
             ids.TOPIC_MAP, corpus=corpus, note_id=ids.TOPIC_MAP_NOTE),
    ]
    if multi_year:
        topic_cards.append(card(
            "Topics over the years", "Each topic's share of each year's papers (stacked to "
            "100%). Click an area or a legend entry to filter by the topic.", ids.TOPIC_TRENDS,
            corpus=corpus, card_id=ids.TOPIC_TRENDS_CARD, note_id=ids.TOPIC_TRENDS_NOTE,
            wide=True))
    else:
        topic_notes.append(_not_applicable(
            f"All papers are from {year_text}, so there are no topic trends over years: they "
            "need papers from at least two years."))

    keyword_cards = [
        card("Top keywords and phrases", "Papers using each term among the papers shown (bar) "
             "and their share (label). Click a term to search for it.", ids.KEYWORDS,
             corpus=corpus),
    ]
    pick = html.Div([html.Label("Keywords to follow", htmlFor=ids.KEYWORD_PICK),
                     dcc.Dropdown(id=ids.KEYWORD_PICK, multi=True, value=[], options=[],
                                  placeholder="Pick keywords")], className="pick")
    if multi_year:
        keyword_cards.append(card(
            "Keyword over the years", "Share of each year's papers (among those shown) that "
            "use the keyword.", ids.KEYWORD_TREND, corpus=corpus, children=[pick],
            card_id=ids.KEYWORD_TREND_CARD, note_id=ids.KEYWORD_TREND_NOTE))
    keyword_cards.append(html.Div(
        [html.H3("Keyword in context"),
         html.P("Sentences from the papers shown that use the keyword.",
                className="chart-note"),
         *([] if multi_year else [pick]),
         html.Div(id=ids.KWIC, className="kwic")],
        className="card"))
    if multi_year:
        keyword_cards.append(card(
            "Rising and falling keywords", "Keywords whose share of papers changed most between "
            "the earlier and the later half of the papers shown (z-score of the log-odds ratio, "
            "Monroe et al. 2008). Click to search.", ids.RISING_FALLING, corpus=corpus,
            card_id=ids.RISING_FALLING_CARD, note_id=ids.RISING_FALLING_NOTE))
    else:
        keyword_notes.append(_not_applicable(
            f"All papers are from {year_text}, so there are no keyword trends or rising and "
            "falling keywords: they need papers from at least two years."))

    overall = card("Paper types", "Theory only (proofs, no experiments) against papers "
                   "with experiments: empirical only plus theory + empirical. Percentages "
                   "are of papers with a type. Click a segment to filter.",
                   ids.TYPES_OVERALL, corpus=corpus)
    left = [overall]
    if multi_year:
        left.append(card("Paper types per year", "Papers per year, split by type. Click a "
                         "segment to filter by year and type.", ids.TYPES_BY_YEAR,
                         corpus=corpus, card_id=ids.TYPES_BY_YEAR_CARD))
    if multi_venue:
        left.append(card("Paper types per venue", "Papers per venue, split by type. Click a "
                         "segment to filter by venue and type.", ids.TYPES_BY_VENUE,
                         corpus=corpus, card_id=ids.TYPES_BY_VENUE_CARD))
    type_cards = [
        html.Div(left, className="stack"),
        card("Paper types per topic", "Papers per topic, split by type. Click a segment to "
             "filter by topic and type, a legend entry by type.", ids.TYPES_BY_TOPIC,
             corpus=corpus),
    ]
    if not multi_year or not multi_venue:
        type_notes.append(_not_applicable(
            "Per-year and per-venue counts appear when the papers span several "
            + ("years and venues." if not multi_year and not multi_venue
               else "years." if not multi_year else "venues.")))

    def link(text: str, link_id: str, primary: bool = False) -> html.A:
        # the href follows the filters (set by a callback); the server names the file
        return html.A(text, id=link_id, href="#", download="",
                      className="button primary" if primary else "button")

    downloads = html.Section(
        [
            html.H2("Downloads"),
            html.P("Every table for the current filters, built by the same functions as "
                   "`paper-trends analyze`; file names say the corpus and the filters. Charts "
                   "download as PNG from their toolbar (camera icon).", className="section-lead"),
            html.Div([
                html.Span("CSV:", className="dl-label"),
                link("Papers", ids.DOWNLOAD_PAPERS),
                link("Topics", ids.DOWNLOAD_TOPICS),
                link("Keywords", ids.DOWNLOAD_KEYWORDS),
                link("Paper types", ids.DOWNLOAD_PAPER_TYPES),
                *([link("Topic trends", ids.DOWNLOAD_TOPIC_TRENDS),
                   link("Keyword trends", ids.DOWNLOAD_KEYWORD_TRENDS),
                   link("Rising / falling", ids.DOWNLOAD_RISING_FALLING)]
                  if multi_year else []),
                html.Span("Excel:", className="dl-label"),
                link("All tables (.xlsx)", ids.DOWNLOAD_EXCEL, primary=True),
            ], className="downloads"),
        ],
        id="downloads", className="section",
    )

    return html.Div(
        [
            dcc.Location(id=ids.URL, refresh=False),
            dcc.Store(id=ids.FILTER_STATE, data=None),
            dcc.Store(id=ids.TRACE_KEYS, data={}),
            dcc.Store(id=ids.GRID_REFRESH),
            html.Header(
                [
                    html.Div([html.H1("Paper Trends"),
                              html.Span(f"{corpus} · {n_papers:,} papers · {year_text}",
                                        className="corpus")], className="brand"),
                    html.Div([html.Div(f"{n_papers:,} of {n_papers:,} papers",
                                       id=ids.PAPER_COUNT, className="count"),
                              html.Div(id=ids.HEADLINE_DETAIL, className="detail")],
                             className="headline", **{"aria-live": "polite"}),
                ],
                className="masthead",
            ),
            filter_bar(analysis),
            html.Div(id=ids.FILTER_NOTE, className="filter-note", hidden=True),
            html.Nav([html.A("Topics", href="#topics"), html.A("Keywords", href="#keywords"),
                      html.A("Paper types", href="#paper-types"), html.A("Papers", href="#papers"),
                      html.A("Downloads", href="#downloads")], className="jump"),
            html.Div(
                [html.P("No papers match these filters.", className="empty-title"),
                 html.P("Remove a filter above, or start again:"),
                 html.Button("Clear all filters", id=ids.CLEAR_FILTERS_EMPTY, n_clicks=0,
                             className="clear")],
                id=ids.EMPTY_MESSAGE, className="empty", hidden=True),
            html.Main(
                [
                    _section("topics", "Topics", "What the papers are about.", topic_cards,
                             topic_notes),
                    _section("keywords", "Keywords", "The words and phrases the papers use.",
                             keyword_cards, keyword_notes),
                    _section("paper-types", "Paper types", "Theory, experiments, or both.",
                             type_cards, type_notes),
                    html.Section(
                        [html.H2("Papers"),
                         html.P("Click a column header to sort, a row to read its abstract "
                                "(search terms highlighted). Titles link to the paper's page.",
                                className="section-lead"),
                         html.Div([papers_grid(),
                                   html.Div(html.P("Click a paper to read its abstract.",
                                                   className="chart-note"),
                                            id=ids.PAPER_DETAIL, className="detail card")],
                                  className="papers")],
                        id="papers", className="section"),
                ],
                id=ids.VIEWS,
            ),
            downloads,
            html.Footer(f"Paper Trends · {corpus} · computed offline; nothing here is fetched "
                        "from the internet."),
        ],
        className="page",
    )


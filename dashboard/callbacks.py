"""Wiring: URL ⇄ filters ⇄ tables ⇄ figures.

Every callback is a thin wrapper around a plain function of this module that takes the
read-only :class:`View` (the analysis plus a few display columns derived once) and plain
values, so ``tests/test_callbacks.py`` calls them without a browser.  Nothing here fits a
model, counts or filters by itself: rows come from :func:`analysis.filters.select`, tables
from :mod:`analysis.tables`, files from :mod:`analysis.export`.

Flow of one filter change::

    control / chart click / legend click / URL  ──► sync()   ──► URL, controls, filter-state
    filter-state                                ──► render() ──► headline, every chart
    filter-state (clientside)                   ──► the papers grid re-asks for its rows
    grid getRowsRequest                         ──► papers_page() ──► one page of rows
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import parse_qs

import flask
import numpy as np
import pandas as pd
from dash import Input, Output, State, ctx, html, no_update
from dash.exceptions import PreventUpdate

from analysis import export, tables
from analysis.filters import Filters, query_pattern, query_terms, select
from analysis.terms import keyword_contexts, papers_with_term
from dashboard import figures as fig
from dashboard import ids

MAP_POINTS = 1000  # most papers drawn on the topic map per view (a fixed random sample)
SELECTION_CACHE = 64  # filter states whose selected rows are kept (1 bit per paper each)
RENDER_CACHE = 16  # filter states whose charts are kept
TOP_KEYWORDS = 20
PICK_OPTIONS = 40
KWIC_SNIPPETS = 8
KWIC_WIDTH = 70
GRID_TYPE_LABELS = {"theory": "Theory", "empirical": "Empirical", "both": "Both",
                    "unclear": "Unclear"}
# URL key -> Filters field, for the fragments that chart clicks carry.
FRAGMENT_FIELDS = {"topic": "topics", "q": "query", "venue": "venues", "years": "years",
                   "year": "years", "type": "types"}


@dataclass(frozen=True)
class View:
    """The analysis and what the page derives from it once (read-only, shared by callbacks)."""

    analysis: object
    years: tuple[int, ...]
    venues: tuple[str, ...]
    map_rank: np.ndarray = field(repr=False)  # a fixed random order: the map's sample
    grid: pd.DataFrame = field(repr=False)  # display columns of the papers table
    sort_keys: dict = field(repr=False)  # grid column -> a rank per paper to sort by
    selection: Callable[[str], tuple[Filters, np.ndarray]] = field(repr=False, default=None)
    map_extent: tuple = ()  # ((x0, x1), (y0, y1)) of the whole corpus, with a margin
    year: np.ndarray = field(repr=False, default=None)  # each paper's year as float (NaN: none)
    map_frame: pd.DataFrame = field(repr=False, default=None)  # the map's columns, titles cut

    @property
    def multi_year(self) -> bool:
        return len(self.years) >= 2

    @property
    def multi_venue(self) -> bool:
        return len(self.venues) >= 2

    @property
    def n_papers(self) -> int:
        return len(self.analysis.papers)


def _md_escape(text: str) -> str:
    return re.sub(r"([\\`*_{}\[\]()#+\-.!|<>~])", r"\\\1", text)


def make_view(analysis) -> View:
    """Derive the display columns once per corpus (so paging costs a slice, not a format)."""
    p = analysis.papers
    n = len(p)
    titles = p["title"].fillna("").astype(str)
    urls = p["url"].fillna("").astype(str)
    safe = urls.str.match(r"^https?://", case=False)
    md = [f"[{_md_escape(t)}]({u.replace(')', '%29').replace(' ', '%20')})" if ok
          else _md_escape(t) for t, u, ok in zip(titles, urls, safe, strict=True)]
    grid = pd.DataFrame({
        "row": [str(i) for i in range(n)],
        "title": md,
        "title_plain": titles,
        "venue": p["venue"].fillna("").astype(str),
        "year": [int(y) if pd.notna(y) else None for y in p["year"]],
        "topic": [fig.topic_name(k, lab, 40)
                  for k, lab in zip(p["topic"], p["topic_label"], strict=True)],
        "paper_type": p["paper_type"].map(GRID_TYPE_LABELS).fillna(p["paper_type"]),
        "evidence": p["paper_type_evidence"].fillna("").astype(str),
    })

    def rank(values) -> np.ndarray:
        return pd.Series(values).rank(method="first", na_option="bottom").to_numpy()

    sort_keys = {
        "title": rank(titles.str.lower().to_numpy()),
        "venue": rank(grid["venue"].str.lower().to_numpy()),
        "year": rank(p["year"].astype("float").to_numpy()),
        "topic": rank(p["topic"].to_numpy()),
        "paper_type": rank(p["paper_type"].to_numpy()),
        "evidence": rank(grid["evidence"].str.lower().to_numpy()),
    }
    years, venues = tuple(analysis.years), tuple(analysis.venues)

    @functools.lru_cache(maxsize=SELECTION_CACHE)
    def selection(state: str) -> tuple[Filters, np.ndarray]:
        # One filter change runs several callbacks (charts, keywords, table page, detail,
        # downloads) for the same state: the rows are selected once.  Read-only result.
        f, _ = Filters.from_query(state, topics=analysis.topics.n_topics, venues=list(venues))
        rows = select(analysis.papers, f, analysis.search_text, analysis.search_index)
        rows.flags.writeable = False
        return f, rows

    def extent(values) -> tuple[float, float]:
        lo, hi = (float(np.nanmin(values)), float(np.nanmax(values))) if n else (0.0, 1.0)
        pad = 0.04 * ((hi - lo) or 1.0)
        return round(lo - pad, 3), round(hi + pad, 3)

    return View(analysis=analysis, years=years, venues=venues,
                map_rank=np.random.default_rng(0).permutation(n),
                map_extent=(extent(p["map_x"]), extent(p["map_y"])), grid=grid,
                sort_keys=sort_keys, selection=selection,
                year=p["year"].astype("float").to_numpy(),
                map_frame=p[["map_x", "map_y", "topic", "topic_label"]].assign(
                    title=[fig.shorten(t, fig.MAP_TITLE_CHARS) for t in titles]))


# --------------------------------------------------------------------------- filter state


def parse_state(view: View, query: str | None) -> tuple[Filters, list[str]]:
    """Filters from a URL query (unknown topics/venues dropped with a warning)."""
    a = view.analysis
    return Filters.from_query(query or "", topics=a.topics.n_topics, venues=list(view.venues))


def rows_for(view: View, filters: Filters) -> np.ndarray:
    """The papers ``filters`` select (a read-only mask, cached per filter state)."""
    return view.selection(filters.to_query())[1]


def selected(view: View, state: str | None) -> tuple[Filters, np.ndarray]:
    """The filters of a (canonical) state and the rows they select."""
    f, _ = parse_state(view, state)
    return f, rows_for(view, f)


def filters_from_controls(view: View, topics, query, venues, year_range, types) -> Filters:
    """The filters the controls show; a year slider at its full range is no year filter."""
    years = None
    if view.multi_year and year_range and len(year_range) == 2:
        lo, hi = sorted(int(y) for y in year_range)
        if (lo, hi) != (view.years[0], view.years[-1]):
            years = (lo, hi)
    k = view.analysis.topics.n_topics
    return Filters(
        topics=tuple(sorted({int(t) for t in (topics or []) if 0 <= int(t) < k})),
        query=(query or "").strip(),
        venues=tuple(v for v in (venues or []) if v in view.venues),
        years=years,
        types=tuple(t for t in fig.PAPER_TYPES if t in (types or [])),
    )


def controls_from_filters(view: View, f: Filters) -> tuple:
    """(topics, query, venues, year range, types) to show in the controls."""
    if view.multi_year:
        years = list(f.years) if f.years else [view.years[0], view.years[-1]]
    else:
        only = view.years[0] if view.years else 0
        years = [only, only + 1]
    return list(f.topics), f.query, list(f.venues), years, list(f.types)


def click_fragment(click_data: dict | None, keys: list | None = None) -> str | None:
    """The filter fragment a chart click carries: the point's customdata, else (for
    traces whose points all filter alike, e.g. a topic's dots on the map) its trace's."""
    if not click_data or not click_data.get("points"):
        return None
    point = click_data["points"][0]
    custom = point.get("customdata")
    if isinstance(custom, list):
        custom = custom[0] if custom else None
    if isinstance(custom, str):
        return custom
    curve = point.get("curveNumber")
    if keys and isinstance(curve, int) and 0 <= curve < len(keys):
        return keys[curve]
    return None


def legend_fragment(restyle: list | None, keys: list | None) -> str | None:
    """The fragment of the legend entry a single legend click toggled.

    Plotly reports a legend click as a restyle of ``visible`` on one trace
    (``[{"visible": ["legendonly"]}, [2]]``); a double click restyles every trace and
    is left to Plotly (show only / show all).
    """
    if not restyle or len(restyle) != 2 or not keys:
        return None
    change, traces = restyle
    if not isinstance(change, dict) or "visible" not in change or not traces:
        return None
    if len(traces) != 1 or not isinstance(traces[0], int) or traces[0] >= len(keys):
        return None
    return keys[traces[0]]


def apply_fragment(view: View, f: Filters, fragment: str) -> Filters:
    """Set the filters a click names; clicking what is already the filter clears it."""
    keys = {FRAGMENT_FIELDS[k] for k in parse_qs(fragment) if k in FRAGMENT_FIELDS}
    if not keys:
        return f
    parsed, _ = parse_state(view, fragment)
    wanted = {k: getattr(parsed, k) for k in keys}
    if all(getattr(f, k) == v for k, v in wanted.items()):
        return f.with_(**{k: getattr(Filters(), k) for k in keys})
    return f.with_(**wanted)


def sync(view: View, trigger: str | None, search: str | None, controls: tuple,
         clicks: dict | None = None, restyles: dict | None = None,
         trace_keys: dict | None = None) -> dict:
    """One filter change, from wherever it came, to the URL, the controls and the state.

    ``trigger`` is the id of what changed: ``url`` (page load, back/forward, a pasted
    link), a control, ``clear-filters``, a graph (click or legend).  Returns ``search``
    (the canonical URL query), ``controls``, ``state`` (the query the views render) and
    ``note`` (what was ignored in the URL, or ""); or ``{"unchanged": True}`` when a chart
    event names no filter (a legend double click, a click on an empty spot).
    """
    note = ""
    if trigger in (None, ids.URL):
        f, warnings = parse_state(view, search)
        if warnings:
            note = "Part of the address was ignored: " + "; ".join(warnings) + "."
    elif trigger in (ids.CLEAR_FILTERS, ids.CLEAR_FILTERS_EMPTY):
        f = Filters()
    else:
        f = filters_from_controls(view, *controls)
        frag = None
        if clicks and trigger in clicks:
            frag = click_fragment(clicks[trigger], (trace_keys or {}).get(trigger))
        if frag is None and restyles and trigger in restyles:
            frag = legend_fragment(restyles[trigger], (trace_keys or {}).get(trigger))
        if frag:
            f = apply_fragment(view, f, frag)
        elif trigger in (clicks or {}) or trigger in (restyles or {}):
            return {"unchanged": True}
    state = f.to_query()
    return {"search": f"?{state}" if state else "", "controls": controls_from_filters(view, f),
            "state": state, "note": note, "filters": f}


# --------------------------------------------------------------------------- views


def _share(n: int, total: int) -> str:
    return f"{100 * n / total:.0f}%" if total else "–"


def headline(view: View, rows: np.ndarray, types: pd.DataFrame, topics: pd.DataFrame):
    """("250 of 2,996 papers", detail children)."""
    n, total = int(rows.sum()), view.n_papers
    count = f"{n:,} of {total:,} papers"
    allrow = types[types["topic"].astype(str) == "all"].iloc[0]
    n_topics = int((topics["n_papers"] > 0).sum())
    K = view.analysis.topics.n_topics
    detail = [
        html.Span(f"{n_topics} of {K} topics" if n_topics != K else f"{K} topics"),
        *[html.Span([html.Span(className="swatch",
                               style={"backgroundColor": fig.TYPE_COLORS[t]}),
                     f"{fig.TYPE_LABELS[t].lower()} {_share(int(allrow[t]), n)}"])
          for t in ("theory", "empirical", "both")],
    ]
    return count, detail


def map_points(view: View, rows: np.ndarray) -> tuple[pd.DataFrame, str]:
    """At most MAP_POINTS papers of ``rows`` (a fixed random sample) and a note saying so."""
    idx = np.flatnonzero(rows)
    note = ("Each dot is a paper, placed by the words it shares with others and coloured by "
            "topic. Hover for the title; click to filter by its topic.")
    if len(idx) > MAP_POINTS:
        idx = np.sort(idx[np.argsort(view.map_rank[idx], kind="stable")[:MAP_POINTS]])
        note += f" Showing a random {MAP_POINTS:,} of the {int(rows.sum()):,} papers."
    return view.map_frame.iloc[idx], note


def pick_for(view: View, state: str | None, terms: list[str], current: list | None):
    """(options, value) of the keyword picker: the searched terms, else the reader's pick,
    else the top keyword; options are those plus the top keywords of the papers shown."""
    vocab = view.analysis.vocab
    f, _ = parse_state(view, state)
    chosen = [t for t in query_terms(f.query) if vocab.lookup(t) is not None][:5]
    if not chosen:
        chosen = [t for t in (current or []) if vocab.lookup(t) is not None] or terms[:1]
    return [{"label": t, "value": t} for t in dict.fromkeys(chosen + terms)], chosen


def render(view: View, state: str | None) -> dict:
    """Everything on the page that follows the filters, keyed by component id.

    A pure function of the filter state (the callback caches it per state).
    """
    a = view.analysis
    f, rows = selected(view, state)
    n = int(rows.sum())
    out: dict = {"empty": n == 0}
    if n == 0:
        out["count"] = f"0 of {view.n_papers:,} papers"
        out["detail"] = [html.Span("no paper matches these filters")]
        return out
    types = tables.paper_types_table(a, rows)
    topics = tables.topics_table(a, rows)
    out["count"], out["detail"] = headline(view, rows, types, topics)
    keywords = tables.keywords_table(a, rows, limit=PICK_OPTIONS)
    points, map_note = map_points(view, rows)
    out[ids.TOPIC_SIZES] = fig.topic_sizes_figure(topics, plain=True)
    out[ids.TOPIC_MAP] = fig.topic_map_figure(points, view.map_extent, plain=True)
    out[ids.TOPIC_MAP_NOTE] = map_note
    out[ids.KEYWORDS] = fig.keywords_figure(keywords, top=TOP_KEYWORDS, plain=True)
    out[ids.TYPES_OVERALL] = fig.paper_types_overall_figure(types, plain=True)
    out[ids.TYPES_BY_TOPIC] = fig.paper_types_by_topic_figure(types, plain=True)
    if view.multi_year:
        out[ids.TOPIC_TRENDS] = fig.topic_trends_figure(tables.topic_trends_table(a, rows),
                                                        plain=True)
        years = view.year[rows]
        out[ids.RISING_FALLING] = (
            fig.rising_falling_figure(tables.rising_falling_table(a, rows), plain=True)
            if len(np.unique(years[~np.isnan(years)])) >= 2 else
            fig.empty_figure("Rising and falling keywords need papers from at least two years.",
                             plain=True))
        out[ids.TYPES_BY_YEAR] = fig.paper_types_by_figure(
            tables.paper_types_by(a, rows, "year"), "year", plain=True)
    if view.multi_venue:
        out[ids.TYPES_BY_VENUE] = fig.paper_types_by_figure(
            tables.paper_types_by(a, rows, "venue"), "venue", plain=True)
    out[ids.TRACE_KEYS] = {g: keys for g in present_graphs(view) if g in out
                           and any(keys := fig.trace_fragments(out[g]))}
    out["keywords"] = keywords["term"].tolist()
    return out


def keyword_views(view: View, state: str | None, pick: list | None) -> dict:
    """The followed keywords' trend over years and their keyword-in-context snippets."""
    a = view.analysis
    f, rows = selected(view, state)
    terms = [t for t in (pick or []) if a.vocab.lookup(t) is not None][:8]
    out: dict = {}
    if view.multi_year:
        out[ids.KEYWORD_TREND] = (
            fig.keyword_trend_figure(tables.keyword_trends_table(a, rows, terms=terms), plain=True)
            if terms and rows.any() else fig.empty_figure("Pick a keyword to follow.", plain=True))
    out[ids.KWIC] = kwic_children(view, rows, terms)
    return out


def kwic_children(view: View, rows: np.ndarray, terms: list[str]) -> list:
    """Keyword-in-context snippets (``analysis.keywords.keyword_contexts``) of the first
    followed keyword, one per paper, with the paper they come from."""
    if not terms or not rows.any():
        return [html.P("Pick a keyword to see it in context.", className="chart-note")]
    papers = view.analysis.papers
    term = terms[0]
    using = rows & papers_with_term(view.analysis.vocab, term)
    n_with = int(using.sum())
    # Snippets come from the first papers that use the term (scanning 24k texts costs 0.3 s).
    first = np.zeros_like(using)
    first[np.flatnonzero(using)[:KWIC_SNIPPETS * 3]] = True
    snippets = keyword_contexts(papers["text"].to_numpy(), term, rows=first, width=KWIC_WIDTH,
                                limit=KWIC_SNIPPETS)
    if snippets.empty:
        return [html.P(f"No paper shown uses “{term}”.", className="chart-note")]
    titles = papers["title"].to_numpy()
    items = [
        html.Li([
            html.Span("…" + s.left.lstrip(), className="kwic-left"),
            html.Mark(s.match, className="kwic-match"),
            html.Span(s.right.rstrip() + "…", className="kwic-right"),
            html.Span(f" — {fig.shorten(titles[s.row], 70)}", className="kwic-source"),
        ])
        for s in snippets.itertuples(index=False)
    ]
    return [html.P(f"“{term}” appears in {n_with:,} of the papers shown; "
                   f"the first {len(items)}:", className="chart-note"),
            html.Ul(items, className="kwic-list")]


# --------------------------------------------------------------------------- papers table


def papers_page(view: View, state: str | None, request: dict | None) -> dict:
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
    end = min(len(idx), max(start, int(request.get("endRow") or start + 20)))
    page = view.grid.iloc[idx[start:end]]
    return {"rowData": page.to_dict("records"), "rowCount": int(len(idx))}


def _highlight(text: str, pattern) -> list:
    if pattern is None:
        return [text]
    parts, last = [], 0
    for m in pattern.finditer(text):
        parts += [text[last:m.start()], html.Mark(m.group(0))]
        last = m.end()
    return [*parts, text[last:]]


def paper_detail(view: View, row_id, state: str | None) -> list:
    """Title, metadata, paper type with its evidence, and the abstract with the searched
    terms highlighted."""
    p = view.analysis.papers
    try:
        i = int(row_id)
        paper = p.iloc[i]
    except (TypeError, ValueError, IndexError):
        return [html.P("Click a paper to read its abstract.", className="chart-note")]
    f, _ = parse_state(view, state)
    pattern = query_pattern(f.query)
    url = str(paper["url"] or "")
    title = _highlight(str(paper["title"]), pattern)
    heading = (html.A(title, href=url, target="_blank", rel="noopener noreferrer")
               if url.lower().startswith(("http://", "https://")) else html.Span(title))
    year = "" if pd.isna(paper["year"]) else f" {int(paper['year'])}"
    t = str(paper["paper_type"])
    return [
        html.H3(heading),
        html.P(f"{paper['venue']}{year} · {paper['authors']}" if paper["authors"]
               else f"{paper['venue']}{year}", className="meta"),
        html.P([html.Span(fig.topic_name(paper["topic"], paper["topic_label"], 60),
                          className="chip",
                          style={"borderColor": fig.topic_color(paper["topic"])}),
                html.Span(fig.TYPE_LABELS.get(t, t), className="chip",
                          style={"borderColor": fig.TYPE_COLORS.get(t, "#999")}),
                html.Span(f"evidence: {paper['paper_type_evidence'] or 'none'} "
                          f"(confidence {float(paper['paper_type_confidence']):.2f})",
                          className="evidence")]),
        *([html.P(f"Also about: {paper['also_about']}", className="meta")]
          if paper.get("also_about") else []),
        html.P(_highlight(str(paper["abstract"]), pattern), className="abstract"),
    ]


# --------------------------------------------------------------------------- downloads

# download link id -> (file stem, table function); the Excel link gets every table
DOWNLOADS = {
    ids.DOWNLOAD_PAPERS: ("papers", tables.papers_table),
    ids.DOWNLOAD_TOPICS: ("topics", tables.topics_table),
    ids.DOWNLOAD_KEYWORDS: ("keywords", tables.keywords_table),
    ids.DOWNLOAD_PAPER_TYPES: ("paper_types", tables.paper_types_table),
    ids.DOWNLOAD_TOPIC_TRENDS: ("topic_trends", tables.topic_trends_table),
    ids.DOWNLOAD_KEYWORD_TRENDS: ("keyword_trends", tables.keyword_trends_table),
    ids.DOWNLOAD_RISING_FALLING: ("rising_falling", tables.rising_falling_table),
}
DOWNLOAD_ROUTE = "/_paper-trends/download/"  # + file stem ("papers", ..., "tables")
TREND_DOWNLOADS = (ids.DOWNLOAD_TOPIC_TRENDS, ids.DOWNLOAD_KEYWORD_TRENDS,
                   ids.DOWNLOAD_RISING_FALLING)
CSV_TYPE = "text/csv; charset=utf-8"
XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def download_file(view: View, table: str, state: str | None) -> tuple[bytes, str, str]:
    """(content, file name, MIME type) of one table ("papers", ...) as CSV, or of every
    table ("tables") as one Excel workbook, for the filter state; the file name says the
    corpus and the filters.  KeyError for an unknown table."""
    a = view.analysis
    f, rows = selected(view, state)
    if table == "tables":
        return (export.to_excel_bytes(tables.all_tables(a, rows)),
                export.download_name(a.name, f.slug(), "tables", "xlsx"), XLSX_TYPE)
    func = {stem: func for stem, func in DOWNLOADS.values()}[table]
    return (export.to_csv_bytes(func(a, rows)),
            export.download_name(a.name, f.slug(), table, "csv"), CSV_TYPE)


def download_links(view: View, state: str | None, prefix: str) -> dict[str, str]:
    """Link id -> the URL of its file for the filter state."""
    stems = {link: stem for link, (stem, _) in DOWNLOADS.items()
             if view.multi_year or link not in TREND_DOWNLOADS}
    stems[ids.DOWNLOAD_EXCEL] = "tables"
    query = f"?{state}" if state else ""
    return {link: f"{prefix}{stem}{query}" for link, stem in stems.items()}


# --------------------------------------------------------------------------- registration

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


def present_graphs(view: View) -> list[str]:
    """The chart ids this corpus's page has (no trend charts for a single year, ...)."""
    out = [ids.TOPIC_SIZES, ids.TOPIC_MAP, ids.KEYWORDS, ids.TYPES_OVERALL, ids.TYPES_BY_TOPIC]
    if view.multi_year:
        out += [ids.TOPIC_TRENDS, ids.RISING_FALLING, ids.TYPES_BY_YEAR, ids.KEYWORD_TREND]
    if view.multi_venue:
        out.append(ids.TYPES_BY_VENUE)
    return out


def register(app, view: View) -> Callable[[], None]:
    """Attach every callback to ``app``; ``view`` is captured read-only.

    Returns a function that empties the per-state caches (rows, views) except the
    precomputed unfiltered view, for benchmarks that measure uncached filter changes.
    """
    graphs = present_graphs(view)
    clickable = [g for g in ids.CLICKABLE_GRAPHS if g in graphs]
    legends = [g for g in ids.LEGEND_GRAPHS if g in graphs]
    controls = [(ids.TOPIC_FILTER, "value"), (ids.KEYWORD_FILTER, "value"),
                (ids.VENUE_FILTER, "value"), (ids.YEAR_FILTER, "value"),
                (ids.TYPE_FILTER, "value")]

    nc, nk, nl = len(controls), len(clickable), len(legends)

    @app.callback(
        Output(ids.URL, "search"),
        *[Output(c, p) for c, p in controls],
        Output(ids.FILTER_STATE, "data"),
        Output(ids.FILTER_NOTE, "children"),
        Output(ids.FILTER_NOTE, "hidden"),
        *[Output(g, "clickData") for g in clickable],
        Input(ids.URL, "search"),
        *[Input(c, p) for c, p in controls],
        Input(ids.CLEAR_FILTERS, "n_clicks"),
        Input(ids.CLEAR_FILTERS_EMPTY, "n_clicks"),
        *[Input(g, "clickData") for g in clickable],
        *[Input(g, "restyleData") for g in legends],
        State(ids.TRACE_KEYS, "data"),
    )
    def _sync(search, *args):
        control_values = args[:nc]
        click_values = args[nc + 2:nc + 2 + nk]
        restyle_values = args[nc + 2 + nk:nc + 2 + nk + nl]
        trace_keys = args[-1]
        trigger = ctx.triggered_id
        prop = ctx.triggered[0]["prop_id"].rsplit(".", 1)[-1] if ctx.triggered else ""
        clicks = dict(zip(clickable, click_values, strict=True)) if prop == "clickData" else {}
        restyles = dict(zip(legends, restyle_values, strict=True)) if prop == "restyleData" else {}
        if prop == "clickData" and not clicks.get(trigger):
            raise PreventUpdate  # our own reset of clickData
        result = sync(view, trigger, search, tuple(control_values), clicks=clicks,
                      restyles=restyles, trace_keys=trace_keys)
        if result.get("unchanged"):
            raise PreventUpdate  # a click on nothing, a legend double click: Plotly's own
        search_out = no_update if trigger in (None, ids.URL) and not result["note"] and (
            (search or "") == result["search"]) else result["search"]
        return (search_out, *result["controls"], result["state"], result["note"],
                not result["note"], *([None] * nk))

    view_outputs = [g for g in graphs if g != ids.KEYWORD_TREND]
    # Views are a pure function of the filter state (and the followed keywords); the
    # unfiltered page (first visit, "clear all filters") is computed now, once.
    cached_render = functools.lru_cache(maxsize=RENDER_CACHE)(functools.partial(render, view))

    @functools.lru_cache(maxsize=RENDER_CACHE)
    def cached_keywords(state: str, pick: tuple) -> dict:
        return keyword_views(view, state, list(pick))

    def prime() -> None:
        first = cached_render("")
        cached_keywords("", tuple(pick_for(view, "", first.get("keywords", []), None)[1]))

    prime()

    @app.callback(
        Output(ids.PAPER_COUNT, "children"),
        Output(ids.HEADLINE_DETAIL, "children"),
        Output(ids.EMPTY_MESSAGE, "hidden"),
        Output(ids.VIEWS, "hidden"),
        *[Output(g, "figure") for g in view_outputs],
        Output(ids.TOPIC_MAP_NOTE, "children"),
        Output(ids.TRACE_KEYS, "data"),
        Output(ids.KEYWORD_PICK, "options"),
        Output(ids.KEYWORD_PICK, "value"),
        Input(ids.FILTER_STATE, "data"),
        State(ids.KEYWORD_PICK, "value"),
    )
    def _render(state, pick):
        if state is None:
            raise PreventUpdate
        out = cached_render(state)
        if out["empty"]:
            return (out["count"], out["detail"], False, True, *[no_update] * len(view_outputs),
                    no_update, no_update, no_update, no_update)
        options, value = pick_for(view, state, out["keywords"], pick)
        return (out["count"], out["detail"], True, False, *[out[g] for g in view_outputs],
                out[ids.TOPIC_MAP_NOTE], out[ids.TRACE_KEYS], options, value)

    keyword_outputs = [Output(ids.KWIC, "children")]
    if view.multi_year:
        keyword_outputs.append(Output(ids.KEYWORD_TREND, "figure"))

    @app.callback(*keyword_outputs, Input(ids.KEYWORD_PICK, "value"),
                  Input(ids.FILTER_STATE, "data"))
    def _keywords(pick, state):
        if state is None:
            raise PreventUpdate
        out = cached_keywords(state, tuple(pick or ()))
        return (out[ids.KWIC], out[ids.KEYWORD_TREND]) if view.multi_year else out[ids.KWIC]

    if view.multi_year:
        app.clientside_callback(
            "function(d, v) {"
            " var t = dash_clientside.callback_context.triggered.map(function(x) {"
            "   return x.prop_id; });"
            f" var r = t.indexOf('{ids.YEAR_FILTER}.drag_value') >= 0 && d ? d : v;"
            " return (r && r.length == 2) ? (r[0] == r[1] ? String(r[0]) : r[0] + '\u2013' + r[1])"
            " : ''; }",
            Output(ids.YEAR_RANGE_LABEL, "children"), Input(ids.YEAR_FILTER, "drag_value"),
            Input(ids.YEAR_FILTER, "value"))

    app.clientside_callback(_PURGE_GRID, Output(ids.GRID_REFRESH, "data"),
                            Input(ids.FILTER_STATE, "data"), prevent_initial_call=True)

    @app.callback(Output(ids.PAPERS_TABLE, "getRowsResponse"),
                  Input(ids.PAPERS_TABLE, "getRowsRequest"), State(ids.FILTER_STATE, "data"))
    def _rows(request, state):
        if request is None or state is None:
            raise PreventUpdate  # the grid asks again once the filters are known
        return papers_page(view, state, request)

    @app.callback(Output(ids.PAPER_DETAIL, "children"),
                  Input(ids.PAPERS_TABLE, "cellClicked"), Input(ids.FILTER_STATE, "data"),
                  prevent_initial_call=True)
    def _detail(cell, state):
        if ctx.triggered_id == ids.FILTER_STATE or not cell:
            return paper_detail(view, None, state)  # the filters changed: pick a paper again
        return paper_detail(view, cell.get("rowId"), state)

    prefix = app.get_relative_path(DOWNLOAD_ROUTE)
    links = list(download_links(view, "", prefix))

    @app.callback(*[Output(link, "href") for link in links], Input(ids.FILTER_STATE, "data"))
    def _links(state):
        hrefs = download_links(view, state or "", prefix)
        return tuple(hrefs[link] for link in links)

    @app.server.route(DOWNLOAD_ROUTE + "<table>", endpoint="paper_trends_download")
    def _download_route(table):
        # A plain GET (not a callback): the browser streams the file with its own progress,
        # and a 30 MB table never travels base64-encoded through the callback channel.
        try:
            content, name, mimetype = download_file(view, table, flask.request.query_string
                                                    .decode("utf-8", "replace"))
        except KeyError:
            flask.abort(404)
        return flask.Response(content, mimetype=mimetype, headers={
            "Content-Disposition": f"attachment; filename=\"{name}\"",
            "Cache-Control": "no-store"})

    def clear_caches() -> None:
        view.selection.cache_clear()
        cached_render.cache_clear()
        cached_keywords.cache_clear()
        prime()

    return clear_caches

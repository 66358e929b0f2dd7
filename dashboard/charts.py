"""A chart on the page: its card, when it applies, how it is drawn and what a click does.

Each section module (:mod:`dashboard.sections`) declares its charts as :class:`Chart`
values; :data:`dashboard.page.CHARTS` lists them all.  From that one list the page
builds the cards (only for the charts that apply to the corpus), the render callback
draws them, and the sync callback listens to their clicks and legend clicks.  A chart is
drawn from a :class:`Scope`: one filter state's rows and the tables its charts share,
each table built once per state.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

import pandas as pd
from dash import dcc, html

from analysis import tables
from analysis.filters import Filters
from analysis.result import Analysis
from analysis.schema import Mask
from analysis.trends import TrendContext, TrendOptions, denominator_filters
from analysis.trends.venue_mix import distinct_mix_years
from dashboard import ids
from dashboard.figures import Figure
from dashboard.patches import Shown
from dashboard.summaries import Cell, Summary
from dashboard.view import View, base_rows, every_decision, item_rows_now

T = TypeVar("T")


def attributes(**named: str) -> dict[str, Any]:
    """HTML attributes Dash takes only by keyword (``aria-*``, ``data-*``):
    ``attributes(aria_label="x")`` -> ``{"aria-label": "x"}``."""
    return {name.replace("_", "-"): value for name, value in named.items()}


@dataclass
class Scope:
    """The papers one filter state selects, and what its charts share, each built once.

    ``options`` are the trend options the trend charts draw with; :meth:`with_options`
    gives the same scope (the same memo: counts made for one options are kept) with others.
    """

    view: View
    filters: Filters
    rows: Mask
    options: TrendOptions = field(default_factory=TrendOptions)
    # what follows the denominator alone, kept across filter states (:meth:`per_base`)
    bases: Shown[Any] | None = field(default=None, repr=False)
    _memo: dict[Hashable, Any] = field(default_factory=dict, repr=False)

    @property
    def analysis(self) -> Analysis:
        return self.view.analysis

    def with_options(self, options: TrendOptions) -> Scope:
        return replace(self, options=options)

    @property
    def base(self) -> Mask:
        """The denominator of the trends: the rows of the venue, year and type filters."""
        return base_rows(self.view, self.filters)

    @property
    def context(self) -> TrendContext:
        """The trend context of this filter state and these options (its counts shared by
        every options of the state)."""
        if "context" not in self._memo:
            self._memo["context"] = TrendContext(
                base=self.base, filters=self.filters, masks=item_rows_now(self.view))
        # the corpus's term cube once made (a server makes it after its first screen):
        # until then a trend table counts the selected papers' terms itself, the same
        # counts (analysis.trends.cells), only slower
        return replace(self._memo["context"], options=self.options,
                       cube=self.view.term_cube.ready())

    def table(self, build: Callable[..., pd.DataFrame], **options: Hashable) -> pd.DataFrame:
        """``build(analysis, rows, **options)``, an :mod:`analysis.tables` function, once."""
        key = (build, *sorted(options.items()))
        if key not in self._memo:
            self._memo[key] = build(self.analysis, self.rows, **options)
        return self._memo[key]

    def whole(self, build: Callable[[Analysis], pd.DataFrame]) -> pd.DataFrame:
        """``build(analysis)``, an :mod:`analysis.tables` function over the whole corpus (no
        filter), once per server (:attr:`View.whole`)."""
        return self.view.whole(build)

    def rate_table(self, build: Callable[..., pd.DataFrame]) -> pd.DataFrame:
        """``build(analysis, rows)`` of an acceptance-rate table, over :func:`every_decision`
        of this state, once."""
        key = ("every decision", build)
        if key not in self._memo:
            self._memo[key] = build(self.analysis, every_decision(self.view, self.filters,
                                                                  self.rows))
        return self._memo[key]

    def trend_table(self, build: Callable[..., pd.DataFrame],
                    **options: Hashable) -> pd.DataFrame:
        """``build(analysis, rows, context=..., **options)``, a trend table, once per trend
        options."""
        key = (build, self.options.to_query(), *sorted(options.items()))
        if key not in self._memo:
            self._memo[key] = build(self.analysis, self.rows, context=self.context, **options)
        return self._memo[key]

    def derive(self, func: Callable[[Scope], T]) -> T:
        """``func(self)``, once (e.g. the map's sample, read by its figure and its note)."""
        if func not in self._memo:
            self._memo[func] = func(self)
        return self._memo[func]

    def per_base(self, func: Callable[[Scope], T]) -> T:
        """``func(self)`` where it reads only the denominator (the venue, year, type and
        decision filters' papers: the venue mix), once per denominator: kept in ``bases``
        (the server's, bounded), so a search or a topic pick, which keep the denominator,
        reuse what the state before drew.  Without ``bases``: once per scope."""
        if self.bases is None:
            return self.derive(func)
        key = (func, denominator_filters(self.filters).to_query(), self.view.live.refresh())
        found = self.bases.peek(key)
        return self.bases.put(key, self.derive(func)) if found is None else found


def always(view: View) -> bool:
    return True


def spans_years(view: View) -> bool:
    """The corpus has papers from at least two years (trends need two)."""
    return view.multi_year


def _mix_runs(scope: Scope) -> pd.DataFrame:
    return distinct_mix_years(scope.trend_table(tables.venue_years_table))


def mix_runs_of(scope: Scope) -> pd.DataFrame:
    """The runs of years whose venues differ from the other years'
    (:func:`analysis.trends.venue_mix.distinct_mix_years` of the state's papers per venue
    and year), made once per state: every chart over the years pales the same years
    (``dashboard.figures.venue_mix.year_marks``) and its note names them (``mix_words``)."""
    return scope.derive(_mix_runs)


def spans_venues(view: View) -> bool:
    """The corpus has papers from at least two venues."""
    return view.multi_venue


@dataclass(frozen=True)
class Chart:
    """One chart: where it sits (``id``, its card's ``title`` and ``note``), whether the
    corpus gets it (``applies``), how a filter state draws it (``draw``; None: its section's
    own callback does), whether a click (``clickable``) or a legend click
    (``legend_filters``) filters the page, whether it follows the trend options
    (``uses_options``: what is followed, the periods, the groups compared), and how it is
    said in words (``describe``: its text summary and table, from the same tables)."""

    id: str
    title: str
    note: str
    draw: Callable[[Scope], Figure] | None
    applies: Callable[[View], bool] = always
    clickable: bool = True
    legend_filters: bool = False
    wide: bool = False
    card_id: str | None = None
    note_id: str | None = None
    live_note: Callable[[Scope], Any] | None = None  # the note, redrawn with the chart
    uses_options: bool = False  # drawn again when the trend options change
    describe: Callable[[Scope], Summary] | None = None  # the chart in words, same render


def applicable(charts: tuple[Chart, ...], view: View) -> list[Chart]:
    """The charts of ``charts`` this corpus's page has."""
    return [c for c in charts if c.applies(view)]


def graph_config(corpus: str, name: str) -> dcc.Graph.Config:
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


def card(title: str, note: str, children: list[Any], *, note_id: str | None = None,
         card_id: str | None = None, wide: bool = False,
         title_id: str | None = None) -> html.Div:
    """A card: a title, a one-line note on what it shows, then its content."""
    ident: dict[str, Any] = {"id": card_id} if card_id else {}
    heading = html.H3(title, id=title_id) if title_id else html.H3(title)
    return html.Div([heading, html.P(note, className="chart-note", id=note_id or ""),
                     *children], className="card wide" if wide else "card", **ident)


def chart_card(chart: Chart, corpus: str, children: list[Any] | None = None) -> html.Div:
    """The card of ``chart``: its title, note, any ``children`` (a picker), the graph and,
    under it, the slot its render fills with its text summary, and a <details> whose slot
    holds its numbers as a table, filled while it is open (:func:`table_children`).

    To a screen reader the graph is a figure named by the card's title and described by
    the summary; its toolbar's buttons stay reachable, its SVG (axis ticks and all, read
    mark by mark) is hidden by ``assets/a11y.js``: the summary and table say it instead."""
    graph = dcc.Graph(id=chart.id, config=graph_config(corpus, chart.id.removesuffix("-graph")),
                      className="graph")
    frame = html.Div(graph, className="figure-frame", role="figure",
                     **attributes(aria_labelledby=ids.chart_title(chart.id),
                                  aria_describedby=ids.chart_summary(chart.id)))
    about = html.Div(id=ids.chart_about(chart.id), className="chart-about-slot")
    table = html.Details([
        html.Summary(f"{chart.title}: the numbers as a table"),
        html.Div(id=ids.chart_table(chart.id), className="table-scroll", tabIndex=0,
                 role="region", **attributes(aria_label=f"{chart.title}: the numbers"))],
        className="chart-table", **attributes(data_graph=chart.id))
    return card(chart.title, chart.note, [*(children or []), frame, about, table],
                note_id=chart.note_id, card_id=chart.card_id, wide=chart.wide,
                title_id=ids.chart_title(chart.id))


def _cell(cell: Cell, graph: str | None, header: str = "") -> html.Th | html.Td:
    content: Any = cell.text
    if cell.filter is not None and graph is not None:
        content = html.Button([html.Span(f"{cell.action} ", className="visually-hidden"),
                               cell.text], className="filter-button",
                              **attributes(data_graph=graph, data_filter=cell.filter))
    return html.Th(content, scope=header) if header else html.Td(content)


def summary_table(summary: Summary, graph: str | None) -> html.Table:
    """The summary's rows as a real table: column headers, the first cell of each row its
    header; cells with a filter are buttons (``graph``: the chart whose click they give;
    None: no buttons)."""
    head = html.Thead(html.Tr([_cell(c if isinstance(c, Cell) else Cell(c), graph, "col")
                               for c in summary.columns]))
    body = html.Tbody([html.Tr([_cell(c, graph, "row" if i == 0 else "")
                                for i, c in enumerate(row)]) for row in summary.rows])
    return html.Table([html.Caption(summary.caption), head, body] if summary.caption
                      else [head, body])


def about_chart(chart: Chart, summary: Summary, state: str, shown: str | None = None) -> html.P:
    """What fills a chart's summary slot: its text summary.  ``state`` (the filter and
    trend states it was drawn for) lets the page's script put the keyboard's focus back
    after a table button filtered.  One element, not a paragraph in a holder: every
    component costs the page's first render and each update that sends it.

    ``shown``: the message an empty chart shows in its place; a summary saying the same
    is kept for screen readers (the chart's SVG is hidden from them) and out of sight,
    or a reader saw every empty chart's message twice."""
    hidden = shown is not None and " ".join(shown.split()) == " ".join(summary.text.split())
    return html.P(summary.text, id=ids.chart_summary(chart.id),
                  className="chart-about chart-summary" + (" visually-hidden" if hidden else ""),
                  **attributes(data_graph=chart.id, data_state=state))


def table_children(chart: Chart, summary: Summary) -> list[Any]:
    """What fills a chart's table slot while its <details> is open.  Only open tables are
    sent: at 24,000 papers every table of the page is ~700 kB of components, three times
    the charts themselves, on every filter change."""
    if not summary.rows:
        return [html.P("No numbers to show.", className="chart-note")]
    return [summary_table(summary, chart.id if chart.clickable else None)]


def not_applicable(text: str) -> html.P:
    """Why a view is missing for this corpus (e.g. trends of a single-year corpus)."""
    return html.P(text, className="not-applicable")


def _is_wide(child: Any) -> bool:
    return "wide" in str(getattr(child, "className", "") or "").split()


def filled_rows(children: list[Any]) -> list[Any]:
    """The cards of a two-column grid (:func:`grid`), each that would be alone in its row
    made wide (class ``wide``: it spans the row): a row holds two cards or one wide card,
    never a card beside an empty cell.  Which cards a page has is fixed per corpus
    (``Chart.applies``), so their rows are known when the layout is built: on the 24k the
    emerging terms came third of the trend changes, alone beside an empty cell at every
    two-column width (ui66).  One column (a phone): every card spans it anyway."""
    alone = None  # the card that opened the current row, while it is alone in it
    for i, child in enumerate(children):
        if _is_wide(child):
            if alone is not None:
                _widen(children[alone])
            alone = None
        else:
            alone = i if alone is None else None
    if alone is not None:
        _widen(children[alone])
    return children


def _widen(child: Any) -> None:
    child.className = f"{getattr(child, 'className', None) or ''} wide".strip()


def grid(children: list[Any]) -> html.Div:
    """A two-column grid of cards, every row filled (:func:`filled_rows`)."""
    return html.Div(filled_rows(list(children)), className="grid")


def section(anchor: str, title: str, lead: str, children: list[Any],
            notes: list[Any] | None = None) -> html.Section:
    """A section of the page: a heading, a lead line, any notes, a grid of cards."""
    return html.Section([html.H2(title), html.P(lead, className="section-lead"), *(notes or []),
                         grid(children)], id=anchor, className="section")


def year_text(years: tuple[int, ...]) -> str:
    """The corpus's years for a sentence: "2013–2019", "2026" or "year unknown"."""
    if len(years) >= 2:
        return f"{years[0]}–{years[-1]}"
    return str(years[0]) if years else "year unknown"


"""The trend report: one self-contained HTML file of the current view, readable offline.

It holds the filters and the trend options in words (those of the workbook's About
sheet: :mod:`dashboard.filter_words`), the counts of the headline, the
trend charts (drawn by the same functions as the page, from the same tables), the ranked
changes, the emerging terms (the page's sentence and table: :func:`_summary_html`) and
the paper-type shares per year as tables.  plotly.js is
inlined once (no CDN, nothing fetched when the file is opened), so the file is about 5 MB;
every text from the corpus or the URL is escaped.
"""

from __future__ import annotations

import html
import json
import re
import time
from typing import Any

import flask
import pandas as pd
from dash import Dash
from plotly.offline import get_plotlyjs
from plotly.utils import PlotlyJSONEncoder

from analysis import export, tables
from analysis.trends import TrendContext, TrendOptions
from dashboard.charts import Chart, Scope
from dashboard.files import REPORT_ROUTE, file_response
from dashboard.filter_words import filter_words
from dashboard.page import present_charts, scope_of
from dashboard.sections import compare, header, topics, trends
from dashboard.summaries.base import Summary
from dashboard.trend_scope import trend_context_of
from dashboard.view import View

HTML_TYPE = "text/html"  # Werkzeug adds the one "; charset=utf-8" to text types
# The charts of the report, in its order; each is drawn only when the corpus has it.
REPORT_CHARTS: tuple[Chart, ...] = (trends.FOLLOW, topics.TRENDS, trends.VENUE_YEARS,
                                    trends.RISING_FALLING, trends.TOPIC_CHANGES,
                                    trends.EMERGING, trends.TYPE_SHARES, compare.TERMS,
                                    compare.TOPICS)
TABLE_ROWS = 25
_CLICKS = re.compile(r"[^.]*\b(?:[Cc]lick|Hover)[^.]*\.\s*")  # the page's hints, not the file's
_CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial,
  sans-serif; color: #1f2933; max-width: 1100px; margin: 24px auto; padding: 0 16px; }
h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 28px; }
.muted { color: #52606d; } .note { color: #52606d; font-size: 14px; }
table { border-collapse: collapse; font-size: 13px; margin: 8px 0 16px; }
th, td { border-bottom: 1px solid #e4e7eb; padding: 3px 8px; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
dt { font-weight: 600; }
"""


def _text(component: Any) -> str:
    """The text of a Dash component tree (the headline's spans)."""
    if component is None:
        return ""
    if isinstance(component, (str, int, float)):
        return str(component)
    if isinstance(component, (list, tuple)):
        return " · ".join(t for t in (_text(c) for c in component) if t)
    return _text(getattr(component, "children", None))


def _facts(view: View, scope: Scope, context: TrendContext) -> list[tuple[str, str]]:
    """(what, value) lines: the corpus, the papers shown, the filters and trend options as
    the workbook's About sheet says them (:func:`~dashboard.filter_words.filter_words`:
    until polish66 the report left out the decisions, the author and "needs review"), and
    the periods compared."""
    a = view.analysis
    count, detail = header.headline(scope)
    facts = [("Corpus", f"{a.name}: {view.n_papers:,} papers"),
             ("Papers shown", f"{count} ({_text(detail)})"),
             *filter_words(view, scope.filters, context)]
    found = tables.change_periods(a, scope.rows, scope.with_options(context.options).context)
    if found is not None:
        facts.append(("Periods compared", f"{found[0].describe()}; {found[1].describe()}"))
    return facts


def _figure_div(name: str, figure: Any) -> str:
    spec = json.dumps(figure if isinstance(figure, dict) else figure.to_plotly_json(),
                      cls=PlotlyJSONEncoder).replace("</", "<\\/")
    config = json.dumps({"displaylogo": False, "responsive": True})
    return (f'<div id="{name}" class="chart"></div><script>(function() {{ var f = {spec}; '
            f'Plotly.newPlot("{name}", f.data, f.layout, {config}); }})();</script>')


def _table_html(df: pd.DataFrame, columns: list[str]) -> str:
    if df.empty:
        return '<p class="note">Nothing to list for this view.</p>'
    head = "".join(f"<th>{html.escape(c)}</th>" for c in columns)
    rows = []
    shown = df[columns].head(TABLE_ROWS)
    # column by column: a row of a table of numbers (iterrows) is one float Series, and
    # printed the paper-type table's years as "2000.00" and its counts as "13.00"
    for values in zip(*(shown[c].tolist() for c in columns), strict=True):
        cells = []
        for c, v in zip(columns, values, strict=True):
            if isinstance(v, float) and not pd.isna(v):
                text, cls = (f"{100 * v:.2f}%" if "share" in c or c == "covered"
                             else f"{v:.2f}"), ' class="num"'
            else:
                text, cls = ("" if pd.isna(v) else str(v)), (
                    ' class="num"' if isinstance(v, int) else "")
            cells.append(f"<td{cls}>{html.escape(text)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>"


def _summary_html(summary: Summary) -> str:
    """A chart's words as the page gives them: its sentence, its table and the caption."""
    out = f"<p>{html.escape(summary.text)}</p>"
    rows = summary.rows
    if summary.columns and rows:
        head = "".join(f"<th>{html.escape(c if isinstance(c, str) else c.text)}</th>"
                       for c in summary.columns)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c.text)}</td>" for c in row)
                       + "</tr>" for row in rows)
        out += f"<table><tr>{head}</tr>{body}</table>"
    return out + (f"<p class='note'>{html.escape(summary.caption)}</p>"
                  if summary.caption else "")


def _charts(view: View, scope: Scope, options: TrendOptions) -> list[str]:
    present = {c.id for c in present_charts(view)}
    parts = []
    for chart in REPORT_CHARTS:
        if chart.id not in present or chart.draw is None:
            continue
        if chart in compare.CHARTS and not options.comparing:
            continue
        own = scope.with_options(options) if chart.uses_options else scope
        note = _CLICKS.sub("", str(chart.live_note(own) if chart.live_note else chart.note))
        # the chart's sentence under it, as on the page (the emerging terms': with their
        # table, in _tables): a chart without a bar said only "No keyword listed.", where
        # the page says what was tested and the nearest candidate (newuser72)
        said = (f"<p>{html.escape(chart.describe(own).text)}</p>"
                if chart.describe is not None and chart is not trends.EMERGING else "")
        parts.append(f"<h2>{html.escape(chart.title)}</h2><p class='note'>"
                     f"{html.escape(str(note))}</p>" + _figure_div(chart.id, chart.draw(own))
                     + said)
    return parts


CHANGE_SHARES_NOTE = ("share_a, share_b: each period's papers using the item, of its papers "
                      "in the venues used; share_a_mix: share_a at group_b's venue mix (each "
                      "venue's own share in group_a, weighted by its papers in group_b), the "
                      "earlier share the cards give, as the change is measured within venues.")


def _tables(scope: Scope, options: TrendOptions) -> list[str]:
    own = scope.with_options(options)
    changes = own.trend_table(tables.rising_falling_table)
    return [
        "<h2>Ranked changes</h2>",
        # share_a_mix beside the crude share_a: the cards give it (the earlier share at the
        # later venue mix, analysis.trends.changes), and the report said share_a alone
        f"<p class='note'>{html.escape(CHANGE_SHARES_NOTE)}</p>",
        _table_html(changes, ["kind", "term", "acronym", "head", "group_a", "group_b",
                              "count_a", "count_b", "share_a", "share_a_mix", "share_b", "z",
                              "direction"]),
        "<h2>Emerging terms</h2>",
        # the page's words and table (took_off, gap_words, venue_names): the raw columns
        # lacked the page's "2025 (perhaps from 2023: COLING has no papers 2023–2024)" and
        # listed every venue where it names four and "+N more"
        _summary_html(trends.EMERGING.describe(own)) if trends.EMERGING.describe else "",
        "<h2>Paper-type shares per year</h2><p class='note'>Shares of the year's papers "
        "shown that have a type.</p>",
        _table_html(own.trend_table(tables.paper_type_shares_table),
                    ["year", "theory", "empirical", "both", "unclear", "theory_share",
                     "empirical_share", "both_share"]),
    ]


def build_report(view: View, query: str | None) -> tuple[bytes, str]:
    """(the HTML file, its name) of the view a page query (filters and trend options)
    shows."""
    f, rows, context = trend_context_of(view, query)
    scope = scope_of(view, f.to_query())
    a = view.analysis
    title = f"Paper Trends · {a.name}"
    parts = [f"<h1>{html.escape(title)}</h1>",
             f"<p class='muted'>Trend report made {time.strftime('%Y-%m-%d %H:%M')} from the "
             "dashboard's current view; every number comes from the tables of "
             "<code>paper-trends analyze</code>.</p>"]
    if scope is None:
        parts.append("<p>No paper matches these filters.</p>")
    else:
        facts = _facts(view, scope, context)
        parts.append("<dl>" + "".join(f"<dt>{html.escape(k)}</dt><dd>{html.escape(v)}</dd>"
                                      for k, v in facts) + "</dl>")
        parts += _charts(view, scope, context.options) + _tables(scope, context.options)
    page = (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
            f"<title>{html.escape(title)}</title><style>{_CSS}</style>"
            f"<script>{get_plotlyjs()}</script></head><body>{''.join(parts)}</body></html>")
    return page.encode("utf-8"), export.download_name(a.name, f.slug(), "trend_report", "html")


def register_route(app: Dash, view: View) -> None:
    """The route that serves the report of the view its query names."""

    @app.server.route(REPORT_ROUTE, endpoint="paper_trends_report")
    def _report() -> Any:
        content, name = build_report(view, flask.request.query_string.decode("utf-8",
                                                                             "replace"))
        return file_response(content, name, HTML_TYPE)

"""The top of the page: the headline (papers shown, topics, the paper-type split), the
filter bar, the note on what the URL held that could not be read, the jump links, and the
message shown instead of the views when no paper matches."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from dash import Dash, Input, Output, dcc, html

from analysis import tables
from analysis.decisions import STATUS_LABELS, STATUSES
from analysis.filters import Filters
from analysis.io.skips import records_skipped, skip_reasons_text, skipped_total
from analysis.schema import NO_VENUE, PAPER_TYPES, no_venue
from analysis.search import MAX_QUERY_CHARS
from dashboard import ids
from dashboard.charts import Scope, year_text
from dashboard.figures import TYPE_COLORS, TYPE_LABELS, topic_name
from dashboard.figures.base import share_words
from dashboard.pickers import MENU_HEIGHT
from dashboard.sections.decisions import sole_decision
from dashboard.view import View, parse_state, selected

KEYWORD_PLACEHOLDER = 'diffusion, "a phrase", GAN OR VAE'
SEARCH_HELP = ("Whole words, any case; plurals, hyphens and the corpus's acronyms "
               "(MoE = \"mixture of experts\") match alike. \"Quotes\" for a phrase; OR between "
               "alternatives; several terms: papers with all of them. Press Enter.")
# Their shares of the papers shown that have a type: the paper-types card's denominator, so
# the headline's theory share is the card's theory-only share.  Each is written by
# share_words, as the summaries write it ("3.5%" below 10%, "84%" above): rounded apart to
# whole percents so that they added up to 100, the headline said "theory only 4%" where the
# card's summary said "3.5%".  Each rounded apart, the three may add up to 99-101.
HEADLINE_TYPES = ("theory", "empirical", "both")
# The chosen years next to the slider, updated in the browser while it is dragged.
_YEAR_LABEL = (
    "function(d, v) {"
    " var t = dash_clientside.callback_context.triggered.map(function(x) {"
    "   return x.prop_id; });"
    f" var r = t.indexOf('{ids.YEAR_FILTER}.drag_value') >= 0 && d ? d : v;"
    " return (r && r.length == 2) ? (r[0] == r[1] ? String(r[0]) : r[0] + '\u2013' + r[1])"
    " : ''; }")


def _aria(**attributes: str) -> dict[str, Any]:
    """ARIA attributes as keyword arguments of a Dash component (``aria-label=...``)."""
    return {f"aria-{name}": value for name, value in attributes.items()}


def headline_shares(counts: list[int]) -> list[str]:
    """The (theory, empirical, both) ``counts`` as shares of their sum, each worded by
    :func:`~dashboard.figures.base.share_words`, as the paper-types card and its summary
    word it."""
    total = sum(counts)
    return [share_words(c / total) if total else "0%" for c in counts]


def _type_split(scope: Scope) -> dict[str, float]:
    """The paper-type counts and shares of every paper shown: the ``all`` row of
    ``tables.paper_types_table`` (that card's), without its per-topic rows."""
    return tables.paper_types_total(scope.analysis, scope.rows)


def headline(scope: Scope) -> tuple[str, list[Any]]:
    """("250 of 2,996 papers", detail children: topics shown and the paper-type split).

    The split is of the papers shown that have a type, as on the paper-types card (its
    theory-only share is the card's); the unclear ones are counted apart."""
    view = scope.view
    n, total = int(scope.rows.sum()), view.n_papers
    allrow = scope.derive(_type_split)
    topics = scope.table(tables.topics_table)
    n_topics = int((topics["n_papers"].to_numpy() > 0).sum())
    k = view.analysis.topics.n_topics
    counts = [int(allrow[t]) for t in HEADLINE_TYPES]
    typed = sum(counts)
    shares = headline_shares(counts)
    detail = [
        html.Span(f"{n_topics} of {k} topics" if n_topics != k else f"{k} topics"),
        *[html.Span([html.Span(className="swatch", style={"backgroundColor": TYPE_COLORS[t]}),
                     f"{TYPE_LABELS[t].lower()} {share}"],
                    title=f"{c:,} of the {typed:,} papers shown that have a type")
          for t, c, share in zip(HEADLINE_TYPES, counts, shares, strict=True)],
    ]
    unclear = int(allrow["unclear"])
    if unclear:
        detail.append(html.Span(f"{unclear:,} unclear", className="unclear",
                                title="papers whose type could not be told: left out of the "
                                "shares"))
    uncertain = int(allrow.get("uncertain", 0))
    if uncertain:  # the split without them (none when they are all: "Needs review"),
        # and where to review them
        confident = float(allrow["theory_only_share_confident"])  # NaN: none with a type
        without = "" if uncertain >= int(allrow["total"]) or math.isnan(confident) else (
            f" (theory only {share_words(confident)} without "
            f"{'it' if uncertain == 1 else 'them'})")
        detail.append(html.Span(
            f"{'all ' if uncertain >= int(allrow['total']) else ''}{uncertain:,} uncertain"
            f"{without}",
            className="uncertain",
            title="papers whose type has a confidence below 0.80; tick 'Needs review' "
                  "under Papers to check them"))
    return f"{n:,} of {total:,} papers", detail


def set_filters(f: Filters) -> list[tuple[str, Filters]]:
    """Each filter set in ``f``, named as the filter bar shows it, with ``f`` without it."""
    years = f.years and (str(f.years[0]) if f.years[0] == f.years[1]
                         else f"{f.years[0]}\u2013{f.years[1]}")
    named = [
        (f"the search \u201c{f.query}\u201d", replace(f, query="")) if f.query else None,
        ("topic " + ", ".join(f"#{t}" for t in f.topics), replace(f, topics=()))
        if f.topics else None,
        (", ".join(f.venues), replace(f, venues=())) if f.venues else None,
        (f"the years {years}", replace(f, years=None)) if years else None,
        (", ".join(TYPE_LABELS[t].lower() for t in f.types), replace(f, types=()))
        if f.types else None,
        ("needs review", replace(f, review=False)) if f.review else None,
        (", ".join(STATUS_LABELS[s] for s in f.statuses), replace(f, statuses=()))
        if f.statuses else None,
        (f.author, replace(f, author="")) if f.author else None,
    ]
    return [n for n in named if n is not None]


def empty_headline(view: View, f: Filters | None = None) -> tuple[str, list[Any]]:
    """The headline when no paper matches (a search alone: named): with two filters or
    more, how many papers each one left out would bring back (walk62: ICLR and 2022-2024
    said only "no paper matches these filters"; the 24k has ICLR from 2013 to 2018)."""
    parts = set_filters(f) if f is not None else []
    only = parts[0][0] if len(parts) == 1 and f is not None and f.query else "these filters"
    detail: list[Any] = [html.Span(f"no paper matches {only}")]  # (a search alone: named)
    if len(parts) >= 2:
        for name, without in parts:
            n = int(selected(view, without.to_query())[1].sum())
            if n:
                detail.append(html.Span(f"without {name}: {n:,} papers", className="without"))
    return f"0 of {view.n_papers:,} papers", detail


def _year_filter(years: tuple[int, ...]) -> html.Div:
    slider: Any
    label: Any
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


def counted(name: str, n: int, value: str | int) -> dict[str, Any]:
    """An option named with its papers in the menu, "COLT (1,096)", and by its name alone
    once chosen (dashboard.css): the filter's box cut "COLT (1,…" short.  A topic's name
    is its whole label, the menu's lines wrapping it, and its search reads the whole (ui66:
    cut at 48 characters, two topics could read alike, and typing the rest found none).

    The label is the name as a string, the count its ``title`` ("(1,096)"), drawn after
    the name in the menu only (dashboard.css: the menu's option text), so hovering an
    option or a chosen name shows it too.  Not a component: Dash's renderer mounts each
    component of a menu's labels into its store as the menu opens (one dispatch each, every
    dispatch running the selectors of the page's ~580 components): the topic menu's 40
    labels made 78 dispatches an opening, ~15-20 ms of the browser's one thread (24k, load
    ~13: 61-71 -> 46-55 ms an opening, script 19-25 -> 10-14 ms; bench/INTERACTION.md,
    browser70).  Two components a label took ~65 ms more (browser69)."""
    return {"label": name, "title": f"({n:,})", "value": value, "search": name}


def _options(view: View) -> tuple[list[dict[str, Any]], ...]:
    """The topic, venue and paper-type options, each with its papers."""
    papers = view.analysis.papers
    sizes = papers["topic"].value_counts()
    topics = [counted(topic_name(k, lab, None), int(sizes.get(k, 0)), int(k))
              for k, lab in enumerate(view.analysis.topics.labels)]
    venue_sizes = papers["venue"].value_counts()
    counts = {v: int(venue_sizes.get(v, 0)) for v in view.venues}
    # the papers "(no venue)" selects and its bars count, by the same key (not the papers
    # left over once the named venues are counted)
    counts[NO_VENUE] = int(no_venue(papers["venue"]).sum())
    venues = [counted(v, counts[v], v) for v in view.filter_venues]
    types = [{"label": html.Span([html.Span(className="swatch",
                                            style={"backgroundColor": TYPE_COLORS[t]}),
                                  TYPE_LABELS[t]]),
              "value": t, "search": TYPE_LABELS[t]} for t in PAPER_TYPES]
    return topics, venues, types


def _decision_filters(view: View) -> list[html.Div]:
    """The decision and author filters (disabled, and saying why, when the corpus has no
    decisions or no authors: the seeds have neither)."""
    sizes = view.analysis.papers["status"].value_counts()
    statuses = [counted(STATUS_LABELS[s], int(sizes[s]), s) for s in STATUSES
                if s in sizes.index]
    known = [o for o in statuses if o["value"] != "unknown"]
    sole = sole_decision(view)  # one value selecting every paper is no filter
    placeholder = ("All decisions" if known and sole is None else
                   f"Every paper: {sole['label']}" if sole is not None else "No decisions given")
    authors = view.analysis.papers["authors"].fillna("").str.strip().ne("").any()
    return [
        html.Div([html.Label("Decision", htmlFor=ids.STATUS_FILTER),
                  dcc.Dropdown(id=ids.STATUS_FILTER, options=statuses, multi=True,
                               maxHeight=MENU_HEIGHT,
                               placeholder=placeholder, value=[],
                               disabled=not known or sole is not None)],
                 className="filter filter-status"),
        html.Div([html.Label("Author", htmlFor=ids.AUTHOR_FILTER),
                  dcc.Dropdown(id=ids.AUTHOR_FILTER, options=[], multi=False,
                               maxHeight=MENU_HEIGHT,
                               placeholder="Any author" if authors else "No authors given",
                               value=None, searchable=True, disabled=not authors)],
                 className="filter filter-author"),
    ]


def filter_bar(view: View) -> html.Section:
    topics, venues, types = _options(view)
    return html.Section(
        [
            html.Div([html.Label("Search titles and abstracts", htmlFor=ids.KEYWORD_FILTER,
                                 title=SEARCH_HELP),
                      dcc.Input(id=ids.KEYWORD_FILTER, type="search", debounce=True,
                                placeholder=KEYWORD_PLACEHOLDER, value="",
                                maxLength=MAX_QUERY_CHARS,
                                autoComplete="off", className="search")],
                     className="filter filter-search"),
            html.Div([html.Label("Topics", htmlFor=ids.TOPIC_FILTER),
                      dcc.Dropdown(id=ids.TOPIC_FILTER, options=topics, multi=True,
                                   maxHeight=MENU_HEIGHT,
                                   placeholder="All topics", value=[])],
                     className="filter filter-topics"),
            html.Div([html.Label("Venue", htmlFor=ids.VENUE_FILTER),
                      dcc.Dropdown(id=ids.VENUE_FILTER, options=venues, multi=True,
                                   maxHeight=MENU_HEIGHT,
                                   placeholder="All venues", value=[],
                                   disabled=len(venues) < 2)],
                     className="filter filter-venues"),
            _year_filter(view.years),
            html.Div([html.Label("Paper type", htmlFor=ids.TYPE_FILTER),
                      dcc.Dropdown(id=ids.TYPE_FILTER, options=types, multi=True,
                                   maxHeight=MENU_HEIGHT,
                                   placeholder="All types", value=[])],
                     className="filter filter-types"),
            *_decision_filters(view),
            html.Div(html.Button("Clear all filters", id=ids.CLEAR_FILTERS, n_clicks=0,
                                 className="clear"), className="filter filter-clear"),
        ],
        className="filters",
        **_aria(label="Filters"),
    )


def _skipped(view: View) -> list[Any]:
    """" · 3 records skipped", opening in place to why (the counts by reason) and the list
    of them (the downloads' CSV, :data:`~dashboard.sections.downloads.SKIPPED`): a link to
    the downloads' line landed short on a phone, as the charts and the table between grow
    when reached.  Nothing when no record was skipped."""
    manifest = view.analysis.manifest
    total = skipped_total(manifest)
    if not total:
        return []
    return [" · ", html.Details([
        html.Summary(records_skipped(total)),
        html.Span([f"{skip_reasons_text(manifest)}. ", html.A("Which records, and why (CSV)",
                                      id=ids.MASTHEAD_SKIPPED, href="#", download="")],
                  className="skipped-why")], className="skipped")]


def layout(view: View) -> list[Any]:
    """The masthead, the filter bar, the URL note, the jump links, the no-result message."""
    corpus, n = view.analysis.name, view.n_papers
    masthead = html.Header(
        [
            html.Div([html.H1("Paper Trends"),
                      html.Span([f"{corpus} · {n:,} papers · {year_text(view.years)}",
                                 *_skipped(view)], className="corpus")], className="brand"),
            html.Div([html.Div(f"{n:,} of {n:,} papers", id=ids.PAPER_COUNT, className="count"),
                      html.Div(id=ids.HEADLINE_DETAIL, className="detail"),
                      # the count, said once after each filter change (not the whole headline)
                      html.P(id=ids.FILTER_STATUS, role="status", className="visually-hidden",
                             **_aria(live="polite", atomic="true"))],
                     className="headline"),
        ],
        className="masthead",
    )
    jump = html.Nav([html.A("Topics", href="#topics"), html.A("Trends", href="#trends"),
                     html.A("Compare", href="#compare"), html.A("Keywords", href="#keywords"),
                     html.A("Paper types", href="#paper-types"),
                     html.A("Decisions & people", href="#decisions"),
                     html.A("Papers", href="#papers"), html.A("Downloads", href="#downloads")],
                    className="jump")
    empty = html.Div(
        [html.P("No papers match these filters.", className="empty-title"),
         html.P(id=ids.EMPTY_SAVED, role="status", className="empty-saved"),
         html.P("Remove a filter above, or start again:"),
         html.Button("Clear all filters", id=ids.CLEAR_FILTERS_EMPTY, n_clicks=0,
                     className="clear")],
        id=ids.EMPTY_MESSAGE, className="empty", hidden=True)
    return [masthead, filter_bar(view),
            html.Div(id=ids.FILTER_NOTE, className="filter-note", hidden=True),
            html.Div(id=ids.SEARCH_NOTE, className="filter-note search-note", hidden=True,
                     **_aria(live="polite")),
            jump, empty]


def search_note(view: View, state: str | None) -> tuple[list[Any], bool]:
    """(children, hidden) of the note under the filters: what the search changed or left
    out, and the variants it also found (``SearchPlan.notes``)."""
    f, _ = parse_state(view, state)
    notes = view.analysis.search_index.plan(f.query).notes if f.query else ()
    return [html.Span(n, className="search-note-item") for n in notes], not notes


def register(app: Dash, view: View) -> None:
    """The year range label kept in step with the slider in the browser (the search note
    is sent with every filter change: :mod:`dashboard.update`)."""
    if view.multi_year:
        app.clientside_callback(_YEAR_LABEL, Output(ids.YEAR_RANGE_LABEL, "children"),
                                Input(ids.YEAR_FILTER, "drag_value"),
                                Input(ids.YEAR_FILTER, "value"))

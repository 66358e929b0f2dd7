"""The keywords section: the top keywords, the followed keywords over the years and in
context (rising and falling keywords are in :mod:`dashboard.sections.trends`).

The keywords followed (the picker) are the searched terms, else the reader's pick, else
the top keyword; their trend and their keyword-in-context snippets follow the picker as
well as the filters, so they have a callback of their own (:func:`register`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np
from dash import Dash, Input, Output, State, dcc, html
from dash.exceptions import PreventUpdate

from analysis import tables
from analysis.schema import Mask, shown_venue
from analysis.search import query_terms
from analysis.terms import keyword_contexts, spelling
from analysis.terms.contexts import ELLIPSIS, SpanFinder, spread_sample
from analysis.text import display_abstract
from analysis.text.origins import cleaned_with_origins, origin
from analysis.trends.venue_mix import distinct_mix_years
from dashboard import ids
from dashboard.charts import (
    Chart,
    Scope,
    about_chart,
    applicable,
    chart_card,
    not_applicable,
    section,
    spans_years,
    table_children,
    year_text,
)
from dashboard.figures import (
    Figure,
    characteristic_keywords_figure,
    empty_figure,
    keyword_query,
    keyword_trend_figure,
    keywords_figure,
    shorten,
)
from dashboard.figures.venue_mix import mix_words
from dashboard.pickers import PICKER_MENU_HEIGHT
from dashboard.summaries import (
    Summary,
    characteristic_keywords_summary,
    keyword_trend_summary,
    keywords_summary,
)
from dashboard.trend_scope import trend_context_of
from dashboard.view import View, parse_state, selected

TOP_KEYWORDS = 20  # bars of the top keywords chart
PICK_OPTIONS = 40  # keywords offered by the picker (the top ones of the papers shown)
FOLLOWED = 8  # keywords followed at most
KWIC_SNIPPETS = 20  # snippets at most, one per paper
KWIC_WIDTH = 70
#: Papers read at most for the snippets: a paper whose only match is an acronym's key in
#: another case ("ot" for "OT") gives none, so a few more than the snippets are read, and
#: never the whole list (each paper read costs a tokenisation of its text).
KWIC_READ = 5 * KWIC_SNIPPETS


def _top(scope: Scope) -> Figure:
    return keywords_figure(scope.table(tables.keywords_table, limit=PICK_OPTIONS),
                           top=TOP_KEYWORDS, plain=True)


def _top_words(scope: Scope) -> Summary:
    return keywords_summary(scope.table(tables.keywords_table, limit=PICK_OPTIONS),
                            top=TOP_KEYWORDS)


def _everything(scope: Scope) -> bool:
    """Every paper is shown: none is set apart from the others."""
    return scope.rows is None or bool(scope.rows.all())


def _characteristic(scope: Scope) -> Figure:
    return characteristic_keywords_figure(scope.table(tables.characteristic_keywords_table,
                                                      search=scope.filters.query),
                                          everything=_everything(scope), plain=True)


def _characteristic_words(scope: Scope) -> Summary:
    return characteristic_keywords_summary(scope.table(tables.characteristic_keywords_table,
                                                      search=scope.filters.query),
                                           everything=_everything(scope))


TOP = Chart(ids.KEYWORDS, "Top keywords and phrases", "Papers using each term among the "
            "papers shown (bar) and their share (label). Click a term to search for it.", _top,
            describe=_top_words)
CHARACTERISTIC = Chart(
    ids.CHARACTERISTIC, "What sets these papers apart", "Keywords the papers shown use more "
    "than the other papers of the same venues, weighted to the venue mix shown, so that "
    "years or a paper type are not read as a change of venues; a selection of whole venues "
    "compares with the other venues in its own years, weighted to its year mix. Listed when "
    "the Mantel-Haenszel test (exact where its papers are too few) holds (q < 0.05), ranked "
    "by the log-odds ratio's z shrunk to the pooled share (Monroe et al. 2008), a ranking "
    "score, not a test. Filter by a topic, venue or years to see them. Click a term to "
    "search for it.", _characteristic,
    describe=_characteristic_words)
TREND = Chart(ids.KEYWORD_TREND, "Keyword over the years", "Papers shown that use the "
              "keyword, as a share of all papers of each year within the venue, year and "
              "type filters. Dotted, with several venues: the share the venue mix alone "
              "gives (each venue at its own rate); a line that follows it moved only with "
              "the venues.", None, applies=spans_years, card_id=ids.KEYWORD_TREND_CARD,
              note_id=ids.KEYWORD_TREND_NOTE)
# The keyword-in-context card sits between these two groups.
ABOVE_CONTEXT = (TOP, CHARACTERISTIC, TREND)
BELOW_CONTEXT: tuple[Chart, ...] = ()
CHARTS = (*ABOVE_CONTEXT, *BELOW_CONTEXT)


def pick_terms(scope: Scope) -> list[str]:
    """The keywords the picker offers: the top keywords of the papers shown."""
    return scope.table(tables.keywords_table, limit=PICK_OPTIONS)["term"].tolist()


def pick_for(view: View, state: str | None, terms: list[str],
             current: list[str] | None,
             was_default: list[str] | None = None) -> tuple[list[dict[str, str]], list[str]]:
    """(options, value) of the keyword picker: the searched terms, else the reader's pick,
    else the top keyword; options are those plus the top keywords of the papers shown.

    ``was_default``: what the picker chose by itself for the state before; a ``current``
    equal to it is not the reader's pick and follows the filters (the unfiltered page's
    "neural network" stayed on COLT's bandit papers, none of which use it)."""
    vocab = view.analysis.vocab
    f, _ = parse_state(view, state)
    whole = " ".join((f.query or "").strip('"').split())
    # a search for the words of a keyword ("diffusion model") picks the keyword, not its
    # words one by one
    chosen = [whole] if " " in whole and vocab.lookup(whole) is not None else [
        t for t in query_terms(f.query) if vocab.lookup(t) is not None][:5]
    if not chosen and current != was_default:
        chosen = [t for t in (current or []) if vocab.lookup(t) is not None]
    chosen = chosen or terms[:1]
    return [{"label": spelling.shown(vocab, t), "value": t}
            for t in dict.fromkeys(chosen + terms)], chosen


def default_pick(view: View, state: str | None) -> list[str]:
    """What the picker chooses by itself for a filter state: its searched terms, else its
    top keyword (none when no paper matches)."""
    searched = pick_for(view, state, [], None)[1]
    f, rows = selected(view, state)
    if searched or not rows.any():
        return searched
    return pick_terms(Scope(view, f, rows))[:1]


def picker_for(view: View, state: str | None, picked: list[str]
               ) -> tuple[list[dict[str, str]], list[str]]:
    """(options, value) of the picker for a filter state and a pick the URL holds."""
    f, rows = selected(view, state)
    terms = pick_terms(Scope(view, f, rows)) if rows.any() else []
    return pick_for(view, state, terms, picked, None)


def vocabulary_options(view: View, typed: str, picked: list[str] | None,
                       limit: int = 20) -> list[dict[str, str]]:
    """The picked keywords, then the ``limit`` most used keywords of the whole vocabulary
    that contain what was typed (not only the top keywords of the papers shown)."""
    vocab = view.vocabulary
    hits = vocab.loc[vocab["folded"].str.contains(typed.lower().strip(), regex=False), "term"]
    terms = dict.fromkeys([*(picked or []), *hits.head(limit)])
    return [{"label": spelling.shown(view.analysis.vocab, t), "value": t} for t in terms]


def keyword_views(view: View, state: str | None, pick: list[str] | None) -> dict[str, Any]:
    """The followed keywords' trend over years (with its summary, from the same table, and
    its card's note naming the years of other venues it pales) and their
    keyword-in-context snippets.  The note is drawn with the chart: left as the layout
    wrote it, it never named the paled years, nor let go of them for a filter of one
    venue (charts61)."""
    a = view.analysis
    f, rows = selected(view, state)
    terms = [t for t in (pick or []) if a.vocab.lookup(t) is not None][:FOLLOWED]
    out: dict[str, Any] = {}
    if TREND.applies(view):
        # the download's context (dashboard.sections.downloads) with the pick as the trend
        # options carry it: the chart draws the table the keyword-trends CSV holds
        _, _, context = trend_context_of(view, state)
        context = replace(context, options=context.options.with_(keywords=tuple(terms)))
        if terms and rows.any():
            trend = tables.keyword_trends_table(a, rows, context)
            venue_years = tables.venue_years_table(a, rows, context)
            runs = distinct_mix_years(venue_years)
            out[ids.KEYWORD_TREND] = keyword_trend_figure(trend, runs, plain=True)
            out[ids.KEYWORD_TREND_NOTE] = TREND.note + mix_words(runs)
            words = keyword_trend_summary(trend, venue_years)
        else:
            out[ids.KEYWORD_TREND] = empty_figure("Pick a keyword to follow.", plain=True)
            out[ids.KEYWORD_TREND_NOTE] = TREND.note
            words = Summary("Pick a keyword to follow.")
        out[ids.chart_about(ids.KEYWORD_TREND)] = about_chart(TREND, words,
                                                              f"{state or ''}|{pick}")
        # sent only while its <details> is open (dashboard.update), kept with the views
        out[ids.chart_table(ids.KEYWORD_TREND)] = table_children(TREND, words)
    out[ids.KWIC] = kwic_children(view, rows, terms)
    return out


def _opens(title: str, snippet: str) -> bool:
    """Whether a title derived from its abstract's opening (a paper list without titles,
    as the seeds) is already in the snippet: the source would repeat the sentence."""
    head = " ".join(title.rstrip("…").split()[:6]).lower()
    return bool(head) and head in " ".join(snippet.split()).lower()


def _in_title(text: str, title: str, shown: str, left: str, match: str) -> bool:
    """Whether a snippet is the paper's own title (``title``, cleaned: the paper's text is
    the title, ". ", the abstract) as the page shows it (``shown``: no maths or markup the
    cleaning took out): the source after it would say the title twice ("Dist2Cycle: A
    Simplicial Neural Network for Homology Localization. — Dist2Cycle: A Simplicial
    Neural Network for Homology Localization (AAAI 2022)", newuser72)."""
    return (isinstance(title, str) and bool(title) and text.startswith(f"{title}. ")
            and isinstance(shown, str) and " ".join(shown.split()) == title
            and text.startswith(left + match) and len(left) + len(match) <= len(title))


def _where(view: View, rows: np.ndarray) -> list[str]:
    """Each snippet's venue and year ("ACL 2021"; the year alone without a venue, "" with
    neither), read for its rows alone: the reader sees the sample's spread."""
    papers = view.analysis.papers
    venues = papers["venue"].take(rows).tolist() if "venue" in papers else [None] * len(rows)
    out = []
    for venue, year in zip(venues, view.year[rows].tolist(), strict=True):
        parts = ([shown_venue(venue)] if isinstance(venue, str) and venue else []) + \
            ([str(int(year))] if year == year else [])
        out.append(" ".join(parts))
    return out


def _rendered(part: str) -> str:
    """A piece of an abstract as the paper's panel shows it (maths rendered), keeping the
    space at either edge that joins it to the match."""
    shown = display_abstract(part)
    if not shown:
        return " " if part[:1].isspace() else ""
    return (" " if part[:1].isspace() else "") + shown + (" " if part[-1:].isspace() else "")


def as_written(text: str, abstract: object, spans: SpanFinder, left: str, match: str,
               right: str) -> tuple[str, str, str] | None:
    """A snippet (``left``, ``match``, ``right``: cut from the paper's cleaned ``text``,
    where the maths is words and debris: "a regret bound of the order O d n n") as the
    abstract wrote it, its maths rendered as the paper's panel renders it ("O(d√(n log
    n))"): the snippet's span taken back to the abstract through the cleaning's offset map
    (:mod:`analysis.text.origins`, whole formulas and commands, as the type evidence is
    shown).  None (show it as cut) when the span is not the abstract's alone (a snippet
    reaching into the title) or the map does not retrace ``text``."""
    if not isinstance(abstract, str) or not abstract or text.endswith(abstract):
        return None  # no abstract, or cleaning left it as written: the snippet is it
    cut_left, cut_right = left.startswith(ELLIPSIS), right.endswith(ELLIPSIS)
    lead = left[len(ELLIPSIS):] if cut_left else left
    tail = right[:-len(ELLIPSIS)] if cut_right else right
    found = spans(text)
    if not len(found):
        return None
    start, end = found[0]
    a, b = start - len(lead), end + len(tail)
    if a < 0 or text[a:start] != lead or text[start:end] != match or text[end:b] != tail:
        return None
    traced = cleaned_with_origins(abstract)
    offset = len(text) - len(traced[0])  # the title's cleaned text and ". " come first
    if not traced[0] or offset < 0 or text[offset:] != traced[0] or a < offset:
        return None
    a, start, end, b = a - offset, start - offset, end - offset, b - offset
    m_start, m_end = origin(traced, start, end - 1)
    o_a = min(origin(traced, a, a)[0], m_start) if a < start else m_start
    o_b = max(origin(traced, b - 1, b - 1)[1], m_end) if b > end else m_end
    return ((ELLIPSIS if cut_left else "") + _rendered(abstract[o_a:m_start]),
            display_abstract(abstract[m_start:m_end]) or match,
            _rendered(abstract[m_end:o_b]) + (ELLIPSIS if cut_right else ""))


def kwic_children(view: View, rows: Mask, terms: list[str]) -> list[Any]:
    """Keyword-in-context snippets (``analysis.terms.keyword_contexts``) of the first
    followed keyword: one per paper, from a sample of the papers shown that the search for
    it finds (every variant: plural, hyphen, acronym; an acronym as written, so the "ot"
    of "ot.her" gives no snippet for "OT") spread over their venues and years
    (``analysis.terms.contexts.spread_sample``) and shown in that order, each with its
    title, venue and year, and their count."""
    if not terms or not rows.any():
        return [html.P("Pick a keyword to see it in context.", className="chart-note")]
    papers = view.analysis.papers
    term = terms[0]
    found = view.analysis.search_index.find(keyword_query(term))
    using = np.flatnonzero(rows & found.mask)
    read = using[spread_sample(view.paper_cells()[using], KWIC_READ, KWIC_SNIPPETS)]
    # an acronym only as written: the count is the search's, the snippets show the term
    snippets = keyword_contexts(papers["text"].array, found.plan.first_cased_span,
                                rows=read, width=KWIC_WIDTH, limit=KWIC_SNIPPETS)
    if snippets.empty:
        return [html.P(f"No paper shown uses “{term}”." if not len(using) else
                       f"“{term}”: none of the {min(len(using), KWIC_READ):,} sampled of "
                       f"{len(using):,} papers shown holds its acronym as written "
                       "(only in another case: “ot” for “OT”).",
                       className="chart-note")]
    # shown in (venue, year) order, the sample's, not in the order they were read
    shown = snippets["row"].to_numpy()
    snippets = snippets.iloc[np.lexsort((shown, view.paper_cells()[shown]))]
    titles, derived = papers["title"].array, papers["title_is_derived"].array
    where = _where(view, snippets["row"].to_numpy())
    # the text around the match as plain strings, not spans: 3 components a snippet, not
    # 5 (each costs the page's first render and every update; bench/INTERACTION.md)
    abstracts = papers["abstract"].array if "abstract" in papers else None
    texts, finder = papers["text"].array, found.plan.first_cased_span
    clean_titles = papers["title_clean"].array
    shown_parts = [
        (as_written(texts[s.row], abstracts[s.row], finder, s.left, s.match, s.right)
         if abstracts is not None else None) or (s.left, s.match, s.right)
        for s in snippets.itertuples(index=False)]
    items = [
        html.Li([
            left,
            html.Mark(match, className="kwic-match"),
            right,
            *([] if (_opens(titles[s.row], s.left + s.match + s.right) if derived[s.row]
                     else _in_title(texts[s.row], clean_titles[s.row], titles[s.row],
                                    s.left, s.match))
              else [html.Span(f" — {shorten(titles[s.row], 70)}", className="kwic-source")]),
            *([html.Span(f" ({at})", className="kwic-where")] if at else []),
        ])
        for s, at, (left, match, right) in zip(snippets.itertuples(index=False), where,
                                               shown_parts, strict=True)
    ]
    return [html.P(f"“{term}”: {len(items)} of {len(using):,} papers shown",
                   className="chart-note kwic-count"),
            html.Ul(items, className="kwic-list")]


def layout(view: View) -> html.Section:
    corpus = view.analysis.name
    follows = TREND.applies(view)  # the picker sits in the trend card, else in context's
    pick = html.Div([html.Label("Keywords (type to find any)", htmlFor=ids.KEYWORD_PICK),
                     dcc.Dropdown(id=ids.KEYWORD_PICK, multi=True, value=[], options=[],
                                  placeholder="Pick keywords", maxHeight=PICKER_MENU_HEIGHT)],
                    className="pick")
    context = html.Div(
        [html.H3("Keyword in context"),
         html.P("Sentences from the papers shown that use the keyword.",
                className="chart-note"),
         *([] if follows else [pick]),
         html.Div(id=ids.KWIC, className="kwic")],
        className="card")
    cards = [*[chart_card(c, corpus, [pick] if c is TREND else None)
               for c in applicable(ABOVE_CONTEXT, view)], context,
             *[chart_card(c, corpus) for c in applicable(BELOW_CONTEXT, view)]]
    notes = [] if TREND.applies(view) else [not_applicable(
        f"All papers are from {year_text(view.years)}, so there are no keyword trends: they "
        "need papers from at least two years.")]
    return section("keywords", "Keywords", "The words and phrases the papers use.", cards, notes)


def register(app: Dash, view: View) -> None:
    """The keyword picker's options as the reader types (any keyword of the vocabulary);
    the followed keywords' views come with the page's one callback (:mod:`dashboard.update`)."""

    @app.callback(Output(ids.KEYWORD_PICK, "options", allow_duplicate=True),
                  Input(ids.KEYWORD_PICK, "search_value"), State(ids.KEYWORD_PICK, "value"),
                  prevent_initial_call=True)
    def _find(typed: str | None, value: list[str] | None) -> list[dict[str, str]]:
        if not typed:
            raise PreventUpdate
        return vocabulary_options(view, typed, value)

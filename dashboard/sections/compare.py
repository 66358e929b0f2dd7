"""The compare section: two groups side by side (two venues, two periods, two searches, two
topics or two paper types), each group's characteristic terms and topics.

Each group is the papers the filters show, with the group's venue, years, search, topic or
type in place of that filter; when the two groups cover different years only the years
both have are counted (two periods: the venues both have), and the note says which.  Terms
are listed by the Mantel-Haenszel test within years (venues) at q < 0.05 and ranked by the
log-odds ratio with an informative Dirichlet prior and its z, as in Scattertext (Kessler
2017; Monroe et al. 2008), the account of the characteristic keywords:
:func:`analysis.tables.comparison_table`.
"""

from __future__ import annotations

from dash import dcc, html

from analysis import tables
from analysis.result import Analysis
from analysis.trends import MIN_RATIO, Q_HOLDS, TrendOptions
from analysis.trends.items import checked_item
from analysis.trends.matched import VENUE_MATCHED, YEAR_MATCHED
from dashboard import ids
from dashboard.charts import Chart, Scope, chart_card, grid
from dashboard.figures import Figure, compare_terms_figure, compare_topics_figure
from dashboard.figures.base import empty_figure
from dashboard.figures.compare import NOT_YET, PICK_TWO
from dashboard.pickers import PICKER_MENU_HEIGHT
from dashboard.summaries import Summary, compare_terms_summary, compare_topics_summary
from dashboard.view import View


def missing_words(options: TrendOptions, analysis: Analysis) -> str | None:
    """Why nothing is compared when a link asked for a group the corpus lacks (a
    bookmark of another corpus), with what the corpus has and what to do: "Venue 'CoRL'
    is not in this corpus (its venues: CVPR, ...), so nothing is compared: pick another
    group B above."; None when no group asked for is missing.  Before: "Nothing
    compared yet." beside "Now pick group B above." (robust70)."""
    asked = [(g, getattr(options, f"missing_{g}")) for g in "ab"]
    why = [(g.upper(), (checked_item(text, analysis)[1] or [f"'{text}' is not here"])[0])
           for g, text in asked if text]
    if not why:
        return None
    said = " ".join(w[0].upper() + w[1:] + "." for _, w in why[:-1])
    last = why[-1][1]
    pick = f"another group {why[0][0]}" if len(why) == 1 else "other groups"
    return (said + " " if said else "") + \
        f"{last[0].upper()}{last[1:]}, so nothing is compared: pick {pick} above."


def _missing(scope: Scope) -> str | None:
    """A link's group the corpus lacks, said (:func:`missing_words`), while nothing is
    compared."""
    if scope.options.comparing:
        return None
    return missing_words(scope.options, scope.analysis)


def _terms(scope: Scope) -> Figure:
    if said := _missing(scope):
        return empty_figure(said, plain=True)
    return compare_terms_figure(scope.trend_table(tables.comparison_table), plain=True)


def _topics(scope: Scope) -> Figure:
    if said := _missing(scope):
        return empty_figure(said, plain=True)
    return compare_topics_figure(scope.trend_table(tables.comparison_table), plain=True)


def _terms_words(scope: Scope) -> Summary:
    return compare_terms_summary(scope.trend_table(tables.comparison_table),
                                 _missing(scope) or NOT_YET)


def _topics_words(scope: Scope) -> Summary:
    return compare_topics_summary(scope.trend_table(tables.comparison_table),
                                  _missing(scope) or NOT_YET)


def compare_note(scope: Scope) -> str:
    """What was compared and over which papers, in words."""
    t = scope.trend_table(tables.comparison_table)
    if t.empty:
        if said := _missing(scope):
            return said
        a, b = scope.options.compare_a, scope.options.compare_b
        return f"Now pick group {'B' if a else 'A'} above." if bool(a) != bool(b) else PICK_TWO
    a, b = t["group_a"].iloc[0], t["group_b"].iloc[0]
    keywords = t[t["kind"] == "keyword"]
    compared = int(keywords["compared"].max()) if len(keywords) else 0
    within = {YEAR_MATCHED: "year", VENUE_MATCHED: "venue"}.get(str(t["baseline"].iloc[0]))
    test = (f"the Mantel-Haenszel test within each {within}, {a} weighted to {b}'s {within} "
            "mix (exact where its papers are too few)," if within else
            "the Mantel-Haenszel test (exact where its papers are too few)")
    return (f"{a} against {b}, counted over {t['counted_over'].iloc[0]}, each group within "
            "the other filters. Each dot is a term, placed by the share of each group's papers "
            "that use it (log scales, at 0 the terms a group never uses; above the diagonal: "
            f"more in {b}). Coloured: characteristic of one group, where {test} holds at "
            f"q < {Q_HOLDS:g} (Benjamini-Hochberg over the {compared:,} keywords compared) and "
            f"that group uses the term at least {MIN_RATIO:g} times as often; the strongest by "
            "the z of the log-odds ratio (informative Dirichlet prior) are labelled. Click a "
            "term to search for it.")


TERMS = Chart(ids.COMPARE_TERMS, "Terms of the two groups", "", _terms, wide=True,
              note_id=ids.COMPARE_NOTE, live_note=compare_note, uses_options=True,
              describe=_terms_words)
TOPICS = Chart(ids.COMPARE_TOPICS, "Topics of the two groups", "The topics each group uses "
               "more than the other, as shares of each group's papers. Click to filter.",
               _topics, uses_options=True, describe=_topics_words)
CHARTS = (TERMS, TOPICS)


def _picker(picker: str, label: str, placeholder: str) -> html.Div:
    return html.Div([html.Label(label, htmlFor=picker),
                     dcc.Dropdown(id=picker, options=[], value=None, searchable=True,
                                  placeholder=placeholder, maxHeight=PICKER_MENU_HEIGHT)],
                    className="pick group")


def layout(view: View) -> html.Section:
    corpus = view.analysis.name
    pickers = html.Div([
        _picker(ids.COMPARE_A, "Group A", "A venue, years, a search, a topic…"),
        html.Span("against", className="versus"),
        _picker(ids.COMPARE_B, "Group B", "Another venue, years, search, topic…"),
    ], className="compare-pickers")
    return html.Section([
        html.H2("Compare"),
        html.P("Two venues, two periods, two searches, two topics or two paper types side by "
               "side: the terms and topics that set each apart.", className="section-lead"),
        pickers,
        grid([chart_card(c, corpus) for c in CHARTS]),
    ], id="compare", className="section")

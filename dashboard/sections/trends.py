"""The trends section: anything followed over the years, papers per venue and year, the
keywords and topics that rose and fell, emerging terms, paper types per year, and the
trend report.

Every share here is of *all* papers of a year within the venue, year and type filters
(:mod:`analysis.trends.context`); each card's note says so in words, with the filters.
The charts are drawn by the page's one render callback, from the filter state and the
trend options (what is followed, the periods), both kept in the URL.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pandas as pd
from dash import dcc, html

from analysis import tables
from analysis.result import Analysis
from analysis.schema import shown_venue, venue_keys
from analysis.trends import TrendOptions
from analysis.trends.changes import VenueAccount
from analysis.trends.periods import MAX_YEARS
from dashboard import ids
from dashboard.charts import (
    Chart,
    Scope,
    applicable,
    chart_card,
    grid,
    mix_runs_of,
    not_applicable,
    spans_years,
)
from dashboard.figures import (
    Figure,
    emerging_figure,
    empty_figure,
    followed_trends_figure,
    ranked_changes_figure,
    type_shares_figure,
    venue_years_figure,
)
from dashboard.figures.base import empty_message
from dashboard.figures.venue_mix import mix_words
from dashboard.pickers import PICKER_MENU_HEIGHT
from dashboard.summaries import (
    Summary,
    emerging_summary,
    followed_summary,
    ranked_changes_summary,
    type_shares_summary,
    venue_years_summary,
)
from dashboard.summaries.base import year_runs
from dashboard.summaries.venue_mix import thin_venue_years
from dashboard.view import View

# every length a URL may hold: a dropdown drops a value its options lack
PERIOD_CHOICES = tuple(range(1, MAX_YEARS + 1))


def spans_years_and_venues(view: View) -> bool:
    return view.multi_year and view.multi_venue


def _followed(scope: Scope) -> Figure:
    return followed_trends_figure(scope.trend_table(tables.followed_trends_table),
                                  mix_runs_of(scope), plain=True)


def _followed_note(scope: Scope) -> str:
    return (f"Share of {scope.context.words()}. Dashed: the papers your search or topic "
            "selects; a line per item followed (a term counts the papers a search for it "
            "finds); dotted, with several venues: its share from the venue mix alone. Hover "
            f"for the counts; click a line to filter by it.{mix_words(mix_runs_of(scope))}")


def _venue_order(analysis: Analysis) -> pd.DataFrame:
    """The corpus's venues, most papers first (ties by name)."""
    t = tables.venue_years_table(analysis)
    sizes = t.assign(venue=venue_keys(t["venue"])).groupby("venue")["all_papers"].sum()
    return pd.DataFrame({"venue": sorted(sizes.index, key=lambda v: (-sizes[v], v))})


def corpus_venues(scope: Scope) -> list[str]:
    """The corpus's venues, most papers first (ties by name): the order that gives each
    venue its colour, whatever the filters; ordered once per server."""
    return scope.whole(_venue_order)["venue"].tolist()


def _venue_years(scope: Scope) -> Figure:
    return venue_years_figure(scope.trend_table(tables.venue_years_table), plain=True,
                              venues=corpus_venues(scope))


def venue_mix_note(scope: Scope) -> str:
    """Which venues cover only part of the years, and which years have no paper at all:
    the mix every trend divides by, and the gaps the charts over years shade."""
    t = scope.trend_table(tables.venue_years_table)
    if t.empty:
        return "No papers with a year under these filters."
    venue, year = venue_keys(t["venue"]), t["year"].to_numpy().astype(int)
    # judged on the corpus's own venue-years: a type filter's few papers are not missing data
    corpus = scope.whole(tables.venue_years_table)
    thin = thin_venue_years(venue_keys(corpus["venue"]), corpus["year"].to_numpy().astype(int),
                            corpus["all_papers"].to_numpy(dtype=np.int64),
                            shown=set(zip(venue.tolist(), year.tolist(), strict=True)))
    every = set(year.tolist())
    partial = []
    for v in dict.fromkeys(venue.tolist()):
        own = set(year[venue == v].tolist())
        if own != every:
            lo, hi = min(own), max(own)
            span = f"{lo}–{hi}" if lo != hi else str(lo)
            holes = " (not every year)" if len(own) < hi - lo + 1 else ""
            partial.append(f"{shown_venue(v)} {span}{holes}")
    text = "Papers per venue per year: the denominator of every share on this page. "
    missing = sorted(set(range(min(every), max(every) + 1)) - every)
    if missing:
        text += (f"No paper in {year_runs(missing)}: the charts over years shade "
                 f"{'it' if len(missing) == 1 else 'them'}. ")
    if not partial:
        several = len(set(venue.tolist())) > 1
        return (text + ("Every venue has papers in every year with papers."
                        if several else "")).rstrip() + thin
    return text + (f"The venue mix changes ({'; '.join(partial)}), so rising and falling are "
                   "measured within venues, and emerging terms against each venue's own "
                   "rate.") + thin


def two_years_shown(scope: Scope) -> bool:
    """The papers shown span two years or more (the ranked changes can be drawn)."""
    return _one_year(scope, "") is None


def _one_year(scope: Scope, what: str) -> str | None:
    """Why ``what`` (ranked changes, measured on the papers shown) cannot be drawn: the
    papers shown are from fewer than two years; None when they span two.  The card's one
    statement: its chart, summary and note say this alone, not the periods the venue and
    type filters alone would give (the 24k, topic #33 + ACL + empirical: one paper, of 2022,
    and the note said "2022 against 2021" beside "need papers from at least two years")."""
    years = np.unique(scope.view.year[scope.rows])
    years = years[~np.isnan(years)]
    if len(years) >= 2:
        return None
    where = (f"The papers shown are all from {int(years[0])}" if len(years) else
             "No paper shown has a year")
    return f"{where}: {what} need papers shown from at least two years."


def changes_of(scope: Scope, kinds: tuple[str, ...] = tables.CHANGE_KINDS) -> pd.DataFrame:
    """The scope's ``tables.rising_falling_table``, once per periods (the only trend
    options it reads): the topic trends' sentence, drawn without the options, reads the
    same table as the growing and shrinking topics whatever is followed.  ``kinds``
    ("topic",) its topic rows alone, made without the keywords' test: the sentence, drawn
    on every filter change near the page's top, needs no more (the whole table took
    11-46 ms of a change at 24,000 papers, its topic rows 7-8 ms; browser69)."""
    periods = TrendOptions(recent=scope.options.recent, before=scope.options.before)
    own = scope.with_options(periods)
    # each kind its own table, kept: the cards' whole table is the sentence's topic rows
    # and the keywords' test, joined, so neither is made twice
    return joined([own.trend_table(tables.rising_falling_table, kinds=(kind,))
                   for kind in kinds])


def joined(parts: list[pd.DataFrame]) -> pd.DataFrame:
    """``tables.rising_falling_table`` of several kinds from its tables of one kind each,
    in their order: the same table (a kind with no row adds none)."""
    filled = [part for part in parts if len(part)]
    if len(filled) < 2:
        return (filled or parts)[0]
    return pd.concat(filled, ignore_index=True)


def evidence_of(scope: Scope, kinds: tuple[str, ...] = tables.CHANGE_KINDS) -> pd.DataFrame:
    """What :func:`changes_of`'s comparison tested (``tables.change_evidence_table``), at
    the same periods, of ``kinds``."""
    periods = TrendOptions(recent=scope.options.recent, before=scope.options.before)
    return scope.with_options(periods).trend_table(tables.change_evidence_table, kinds=kinds)


def account_of(scope: Scope) -> VenueAccount | None:
    """The venue account of :func:`changes_of`'s comparison (its periods, the venues used
    and the papers they hold); None without two periods."""
    found = tables.change_periods(scope.analysis, scope.rows, scope.context)
    return None if found is None else found[1]


_CHANGES_WORDS = {"keyword": "rising and falling keywords",
                  "topic": "growing and shrinking topics"}


def _rising_falling(scope: Scope) -> Figure:
    if (why := _one_year(scope, _CHANGES_WORDS["keyword"])) is not None:
        return empty_figure(why, plain=True)
    return ranked_changes_figure(changes_of(scope), "keyword", plain=True)


def _topic_changes(scope: Scope) -> Figure:
    if (why := _one_year(scope, _CHANGES_WORDS["topic"])) is not None:
        return empty_figure(why, plain=True)
    return ranked_changes_figure(changes_of(scope), "topic", plain=True)


def periods_note(scope: Scope) -> str:
    """The periods compared and how venues were accounted for, in words; nothing when the
    papers shown span one year (the chart says so: :func:`_one_year`)."""
    if not two_years_shown(scope):
        return ""
    found = tables.change_periods(scope.analysis, scope.rows, scope.context)
    if found is None:
        return ("No two periods to compare: the papers need two years, and the earlier "
                "period at least one paper.")
    periods, account = found
    how = "the two halves of the papers" if not scope.options.recent else "your choice"
    mix = (" The venue mix changes between the periods, so only changes within venues "
           "count." if account.mix_changes and len(account.used) > 1 else "")
    return (f"{periods.describe()} ({how}): the change in each keyword's and topic's share of "
            f"{scope.context.words('period')}, {account.describe()}.{mix} Listed where the change "
            "holds once every item compared is counted (Cochran-Mantel-Haenszel test within "
            "venues, exact where its papers are too few; Benjamini-Hochberg q < 0.05). Bars: "
            "z-score of the log-odds ratio with an informative Dirichlet prior (Monroe et al. "
            "2008), which ranks them. Click to search or filter.")


def _emerging(scope: Scope) -> Figure:
    """The emerging terms; with none, the summary's reason in the chart's place ("No basis
    for emerging terms here: ... widen the years", not "No emerging term to list for these
    filters" above it, ui68)."""
    figure = emerging_figure(scope.trend_table(tables.emerging_terms_table), plain=True,
                             venue_years=scope.trend_table(tables.venue_years_table))
    if empty_message(figure) is not None:
        return empty_figure(_emerging_words(scope).text, plain=True)
    return figure


def _type_shares(scope: Scope) -> Figure:
    return type_shares_figure(scope.trend_table(tables.paper_type_shares_table),
                              mix_runs_of(scope), plain=True)


TYPE_SHARES_NOTE = ("Each type's share of the year's papers that have a type, as on the "
                    "paper-types card (theory only + empirical only + both = 100%). Click to "
                    "filter.")


def _type_shares_note(scope: Scope) -> str:
    return TYPE_SHARES_NOTE + mix_words(mix_runs_of(scope))


def _followed_words(scope: Scope) -> Summary:
    return followed_summary(scope.trend_table(tables.followed_trends_table),
                            scope.trend_table(tables.venue_years_table))


def _venue_years_words(scope: Scope) -> Summary:
    # the table's denominator columns only (all papers per venue and year): one per
    # denominator, kept across the filter states that share it
    return scope.per_base(_venue_years_summary)


def _kept_venue_mix_note(scope: Scope) -> str:
    """:func:`venue_mix_note` reads the denominator's cells alone: kept as the summary."""
    return scope.per_base(venue_mix_note)


def _venue_years_summary(scope: Scope) -> Summary:
    return venue_years_summary(scope.trend_table(tables.venue_years_table))


def _type_shares_words(scope: Scope) -> Summary:
    return type_shares_summary(scope.trend_table(tables.paper_type_shares_table),
                               scope.trend_table(tables.venue_years_table))


def _changes_words(kind: str) -> Callable[[Scope], Summary]:
    def words(scope: Scope) -> Summary:
        if (why := _one_year(scope, _CHANGES_WORDS[kind])) is not None:
            return Summary(why)  # the chart's message: kept out of sight (about_chart)
        changes = changes_of(scope)
        # what was tested, read only when nothing of the kind is listed
        evidence = None if (changes["kind"] == kind).any() else evidence_of(scope)
        return ranked_changes_summary(changes, kind, account=account_of(scope),
                                      evidence=evidence)
    return words


def _emerging_words(scope: Scope) -> Summary:
    return emerging_summary(scope.trend_table(tables.emerging_terms_table),
                            venue_years=scope.trend_table(tables.venue_years_table))


FOLLOW = Chart(ids.TERM_TRENDS, "Follow over the years", "", _followed, applies=spans_years,
               wide=True, card_id=ids.TERM_TRENDS_CARD, note_id=ids.TERM_TRENDS_NOTE,
               live_note=_followed_note, uses_options=True, describe=_followed_words)
VENUE_YEARS = Chart(ids.VENUE_YEARS, "Papers per venue and year", "", _venue_years,
                    applies=spans_years_and_venues, card_id=ids.VENUE_YEARS_CARD,
                    note_id=ids.VENUE_YEARS_NOTE, live_note=_kept_venue_mix_note,
                    describe=_venue_years_words)
TYPE_SHARES = Chart(ids.TYPE_SHARES, "Paper type shares per year", TYPE_SHARES_NOTE,
                    _type_shares, applies=spans_years, card_id=ids.TYPE_SHARES_CARD,
                    note_id=ids.TYPE_SHARES_NOTE, live_note=_type_shares_note,
                    describe=_type_shares_words)
RISING_FALLING = Chart(ids.RISING_FALLING, "Rising and falling keywords", "", _rising_falling,
                       applies=spans_years, card_id=ids.RISING_FALLING_CARD,
                       note_id=ids.RISING_FALLING_NOTE, live_note=periods_note,
                       uses_options=True, describe=_changes_words("keyword"))
TOPIC_CHANGES = Chart(ids.TOPIC_CHANGES, "Growing and shrinking topics", "Topics ranked by "
                      "the change in their share of all papers between the same periods, "
                      "within venues. Click a bar to filter by the topic.", _topic_changes,
                      applies=spans_years, card_id=ids.TOPIC_CHANGES_CARD, uses_options=True,
                      describe=_changes_words("topic"))
EMERGING = Chart(ids.EMERGING, "Emerging terms", "Terms whose share of the papers bursts up "
                 "to the latest year, in the venues with papers that year and in two "
                 "earlier years, when they hold at least half of the papers; else up to the "
                 "newest year where they do, said below the chart (Kleinberg 2002 "
                 "burst detection, each venue's own rate as the baseline), strongest first; "
                 "the year is when the term took off. "
                 "Grey: share before take-off; blue: since; open circle (several venues): "
                 "the share since that the venue mix alone predicts. Hover for the first "
                 "paper that used the term (it may mean something else); click to search.",
                 _emerging,
                 applies=spans_years, card_id=ids.EMERGING_CARD, describe=_emerging_words)
CHARTS = (FOLLOW, VENUE_YEARS, TYPE_SHARES, RISING_FALLING, TOPIC_CHANGES, EMERGING)


def follow_picker() -> html.Div:
    return html.Div([
        html.Label("Follow", htmlFor=ids.FOLLOW_TERMS),
        dcc.Dropdown(id=ids.FOLLOW_TERMS, multi=True, value=[], options=[], searchable=True,
                     placeholder="Type a term, a phrase, a topic (e.g. graph neural networks)",
                     maxHeight=PICKER_MENU_HEIGHT),
    ], className="pick")


def period_controls(view: View) -> html.Div:
    """The two periods ranked changes compare: the last N years against the M before."""
    recent = [{"label": "the later half of the papers", "value": 0}] + [
        {"label": f"the last {n} year{'s' if n > 1 else ''}", "value": n}
        for n in PERIOD_CHOICES]
    before = [{"label": "all the years before", "value": 0}] + [
        {"label": f"the {n} year{'s' if n > 1 else ''} before", "value": n}
        for n in PERIOD_CHOICES]
    return html.Div([
        html.Span("Compare", className="periods-label"),
        dcc.Dropdown(id=ids.TREND_RECENT, options=recent, value=0, clearable=False,
                     searchable=False, className="period"),
        html.Span("with", className="periods-label"),
        dcc.Dropdown(id=ids.TREND_BEFORE, options=before, value=0, clearable=False,
                     searchable=False, className="period"),
    ], className="periods", id=ids.TREND_PERIODS, hidden=not view.multi_year)


def report_link() -> html.A:
    return html.A("Download the trend report (HTML)", id=ids.DOWNLOAD_REPORT, href="#",
                  download="", className="button primary report")


def layout(view: View) -> html.Section:
    corpus = view.analysis.name
    present = applicable(CHARTS, view)
    cards: list[Any] = [chart_card(c, corpus, [follow_picker()] if c is FOLLOW else None)
                        for c in present if c in (FOLLOW, VENUE_YEARS, TYPE_SHARES)]
    changes = [chart_card(c, corpus) for c in present if c in (RISING_FALLING, TOPIC_CHANGES,
                                                                 EMERGING)]
    # one year: no trends to report or periods to pick; both stay (a callback sets the
    # link, the URL may hold the periods), out of sight
    notes: list[Any] = [html.Div([report_link()], className="report-row",
                                 hidden=not view.multi_year)]
    if not view.multi_year:  # the pickers stay (the URL may hold them), out of sight
        notes += [not_applicable("All papers are from one year, so there are no trends: "
                                 "they need papers from at least two years."),
                  html.Div([follow_picker()], hidden=True)]
    return html.Section([
        html.H2("Trends"),
        html.P("Every share here is of all papers of each year within the venue, year and "
               "paper-type filters; what a search or topic selects is drawn against them.",
               className="section-lead"),
        *notes,
        grid(cards),
        period_controls(view),
        grid(changes),
    ], id="trends", className="section")

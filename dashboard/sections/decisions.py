"""The decisions-and-people section: papers per decision, acceptance and oral rates per
topic and paper type (with Wilson intervals), the most prolific authors, and newcomers and
team sizes per year.  It draws the tables of :mod:`analysis.tables.decisions` and
:mod:`analysis.tables.people`; a click filters by the decision, topic, type, author or year.

A corpus without decisions or authors gets a note saying so instead of empty charts; a
selection without rejected or withdrawn papers gets a chart that says why it has no
acceptance rate (most exports list accepted papers only).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np
from dash import Dash, Input, Output, State, html
from dash.exceptions import PreventUpdate

from analysis import tables
from analysis.decisions import counted_venue_years, per_corpus
from analysis.tables.decisions import has_statuses, pools_of
from analysis.tables.people import authorship, lists_any_author
from analysis.trends.newcomers import venue_moved
from dashboard import ids
from dashboard.charts import (
    Chart,
    Scope,
    applicable,
    chart_card,
    mix_runs_of,
    not_applicable,
    section,
)
from dashboard.figures import Figure
from dashboard.figures.decisions import (
    AUTHORS_SHOWN,
    acceptance_by_topic_figure,
    authors_by_year_figure,
    prolific_authors_figure,
    rates_by_type_figure,
    status_figure,
)
from dashboard.figures.venue_mix import mix_words
from dashboard.summaries.base import Summary
from dashboard.summaries.decisions import (
    acceptance_by_topic_summary,
    authors_by_year_summary,
    prolific_authors_summary,
    rates_by_type_summary,
    status_summary,
)
from dashboard.view import View

AUTHORS_OFFERED = 30  # names the author filter offers: the most prolific, or those typed

#: Said under the rates when a Decision filter is set (they compare decisions).
RATES_ALL_DECISIONS = (" These rates count every decision of the papers the other filters "
                       "select: under a Decision filter alone they would all be 0% or 100%.")

def _lists_decisions(view: View) -> bool:
    return has_statuses(view.analysis)


def sole_decision(view: View) -> dict[str, Any] | None:
    """The one decision every paper has (the row of ``tables.status_table``), or None.

    ICRA, IROS, RSS and COLT list every paper as "Poster" (walk64): a chart of one bar
    and a filter offering one value that selects everything say nothing a line cannot."""
    def sole() -> dict[str, Any] | None:
        status = tables.status_table(view.analysis)
        if len(status) != 1 or status["status"].iloc[0] == "unknown":
            return None
        return dict(status.iloc[0])
    return per_corpus(view.analysis, "sole_decision", sole)


def sole_decision_note(row: dict[str, Any]) -> str:
    """Why there is no Decisions chart or filter, in one line."""
    why = (" (these venue-years give every accepted paper that one label: it says "
           "accepted, not the format of the talk)" if row["sole_format"] == row["n_papers"]
           else "")
    return (f"Every paper here has one decision, {row['label']}{why}, so there is no "
            "Decisions chart or filter.")


def _tells_decisions_apart(view: View) -> bool:
    return _lists_decisions(view) and sole_decision(view) is None


def _has_acceptance(view: View) -> bool:
    return pools_of(view.analysis).has_acceptance


def _has_rates(view: View) -> bool:
    pools = pools_of(view.analysis)
    return pools.has_acceptance or pools.has_orals


def _lists_authors(view: View) -> bool:
    return lists_any_author(view.analysis)


def _authors_over_years(view: View) -> bool:
    return view.multi_year and _lists_authors(view)






def _status(scope: Scope) -> Figure:
    return status_figure(scope.table(tables.status_table), plain=True)


def _acceptance(scope: Scope) -> Figure:
    return acceptance_by_topic_figure(scope.rate_table(tables.acceptance_by_topic_table),
                                      plain=True)


def _by_type(scope: Scope) -> Figure:
    return rates_by_type_figure(scope.rate_table(tables.acceptance_by_paper_type_table),
                                plain=True)


def _prolific(scope: Scope) -> Figure:
    return prolific_authors_figure(scope.table(tables.authors_table, limit=AUTHORS_SHOWN),
                                   plain=True)


def _by_year(scope: Scope) -> Figure:
    return authors_by_year_figure(scope.table(tables.authors_by_year_table),
                                  mix_runs_of(scope), plain=True)


def _status_words(scope: Scope) -> Summary:
    return status_summary(scope.table(tables.status_table))


def _every_decision(scope: Scope, words: Summary) -> Summary:
    """The words, saying so when the rates leave out a Decision filter."""
    if not scope.filters.statuses:
        return words
    return replace(words, text=words.text + RATES_ALL_DECISIONS)


def _acceptance_words(scope: Scope) -> Summary:
    return _every_decision(scope, acceptance_by_topic_summary(
        scope.rate_table(tables.acceptance_by_topic_table)))


def _by_type_words(scope: Scope) -> Summary:
    return _every_decision(scope, rates_by_type_summary(
        scope.rate_table(tables.acceptance_by_paper_type_table)))


def _prolific_words(scope: Scope) -> Summary:
    return prolific_authors_summary(scope.table(tables.authors_table, limit=AUTHORS_SHOWN))


def _by_year_words(scope: Scope) -> Summary:
    return authors_by_year_summary(scope.table(tables.authors_by_year_table),
                                   scope.trend_table(tables.venue_years_table))


STATUS = Chart(ids.STATUS_CHART, "Decisions", "Papers per decision, as normalised from the "
               "data's own status (hover for the values as given). Click a bar to filter.",
               _status, applies=_tells_decisions_apart, describe=_status_words)
ACCEPTANCE = Chart(ids.ACCEPTANCE_BY_TOPIC, "Acceptance per topic", "Accepted papers of "
                   "each topic, of those with a decision, counted only in the venue-years "
                   "that list rejected or withdrawn papers; bars: 95% Wilson intervals; dotted "
                   "line: all topics. Click a topic to filter.", _acceptance,
                   applies=_has_acceptance, describe=_acceptance_words)
BY_TYPE = Chart(ids.RATES_BY_TYPE, "Acceptance and orals per paper type", "Acceptance rate "
                "(venue-years with rejections) and oral rate (accepted papers of venue-years "
                "with orals) per paper type, with 95% Wilson intervals. Click to filter.",
                _by_type, applies=_has_rates, describe=_by_type_words)
PROLIFIC = Chart(ids.PROLIFIC_AUTHORS, "Most prolific authors", "Authors with the most "
                 "selected papers (names with case and spacing folded; initials kept as "
                 "given), coloured by the topic most of them are in. Click a name to see "
                 "their papers.", _prolific, applies=_lists_authors,
                 describe=_prolific_words)
AUTHOR_YEARS_NOTE = ("Share of each year's authors with no earlier paper in the corpus (none "
                     "shown for its first year), and the mean number of authors per paper.")


def _by_year_note(scope: Scope) -> str:
    years = scope.table(tables.authors_by_year_table)
    dotted = (" Dotted: the share among the authors of venues with papers in an earlier "
              "year; a venue new to the corpus brings every author in as a newcomer."
              if venue_moved(years).any() else "")
    return AUTHOR_YEARS_NOTE + dotted + mix_words(mix_runs_of(scope))


AUTHOR_YEARS = Chart(ids.AUTHORS_BY_YEAR, "Newcomers and team size", AUTHOR_YEARS_NOTE,
                     _by_year, applies=_authors_over_years, note_id=ids.AUTHORS_BY_YEAR_NOTE,
                     live_note=_by_year_note, describe=_by_year_words)
CHARTS = (STATUS, ACCEPTANCE, BY_TYPE, PROLIFIC, AUTHOR_YEARS)


def _runs(years: list[int]) -> str:
    """Years as runs: [2013, 2014, 2015, 2018] -> "2013–2015, 2018"."""
    runs: list[list[int]] = []
    for y in years:
        if runs and y == runs[-1][-1] + 1:
            runs[-1].append(y)
        else:
            runs.append([y])
    return ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 2 else ", ".join(map(str, r))
                     for r in runs)


def counted_note(view: View) -> str:
    """Which venue-years the rates count, named: without it a corpus's "36% accepted"
    reads as every venue's when it is ICLR's alone (``analysis.decisions.rates``)."""
    papers, pools = view.analysis.papers, pools_of(view.analysis)

    def named(pool: np.ndarray) -> str:
        return "; ".join(f"{venue} {_runs(years)}"
                         for venue, years in counted_venue_years(papers, pool).items())
    parts = []
    if pools.has_acceptance:
        parts.append(f"Acceptance rates count {named(pools.decided)} (the venue-years that "
                     "list rejected or withdrawn papers)")
    if pools.has_orals:
        parts.append(f"oral rates count {named(pools.presented)} (the accepted papers of "
                     "venue-years with orals and other accepted papers)")
    if not parts:
        return ""
    text = "; ".join(parts) + "."
    return text[0].upper() + text[1:]


def layout(view: View) -> html.Section:
    corpus = view.analysis.name
    notes = []
    if not _lists_decisions(view):
        notes.append(not_applicable("These papers carry no decision (status, decision or "
                                    "type): decisions and acceptance rates need one."))
    elif (sole := sole_decision(view)) is not None:
        notes.append(not_applicable(sole_decision_note(sole)))
    elif not _has_acceptance(view):
        # AAAI 2022 + IJCAI 2020-24 (newuser72): accepted papers only, and no orals either,
        # yet the note said "(only oral rates)", and no chart had one
        notes.append(not_applicable(
            "No venue-year here lists rejected or withdrawn papers, so there are no "
            "acceptance rates " + ("(only oral rates)." if pools_of(view.analysis).has_orals
                                   else "and, with no venue-year that has orals beside other "
                                   "accepted papers, no oral rates either.")))
    counted = counted_note(view) if _lists_decisions(view) else ""
    if counted:
        notes.append(html.P(counted, className="section-note"))
    if not _lists_authors(view):
        notes.append(not_applicable("These papers list no authors."))
    cards = [chart_card(c, corpus) for c in applicable(CHARTS, view)]
    return section("decisions", "Decisions and people", "What was accepted, and who writes "
                   "it.", cards, notes)


def _matching_authors(view: View, words: str) -> list[str]:
    """The names whose key, or a spelling merged into it ("r. siegwart" for Roland
    Siegwart), holds ``words``, most papers in the corpus first."""
    who = authorship(view.analysis)
    papers = np.bincount(who.author, minlength=who.n_authors)
    found = np.union1d(
        np.flatnonzero(np.char.find(who.keys.astype(str), words) >= 0),
        who.alias_ids[np.char.find(who.alias_keys.astype(str), words) >= 0]) if words \
        else np.arange(who.n_authors)
    best = found[np.lexsort((who.keys[found], -papers[found]))][:AUTHORS_OFFERED]
    return [str(who.names[i]) for i in best]


def author_options(view: View, typed: str | None, value: str | None) -> list[dict[str, Any]]:
    """The author filter's options: the chosen author, then the names holding what was
    typed (or, with nothing typed, the most prolific of the corpus), most papers first."""
    words = (typed or "").strip().casefold()
    names = _matching_authors(view, words) if words else per_corpus(
        view.analysis, "author_defaults", lambda: _matching_authors(view, ""))
    if value:
        names = [value, *[n for n in names if n != value]]
    return [{"label": n, "value": n} for n in names]


def register(app: Dash, view: View) -> None:
    """The author filter's options as the reader types (the page's one callback sets them with
    its value)."""
    @app.callback(Output(ids.AUTHOR_FILTER, "options", allow_duplicate=True),
                  Input(ids.AUTHOR_FILTER, "search_value"), State(ids.AUTHOR_FILTER, "value"),
                  prevent_initial_call=True)
    def _author_options(typed: str | None, value: str | None) -> list[dict[str, Any]]:
        if typed is None:
            raise PreventUpdate
        return author_options(view, typed, value)

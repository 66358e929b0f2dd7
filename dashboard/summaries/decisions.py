"""Summaries of the decisions and people charts: decisions, acceptance per topic and per
paper type (with their Wilson intervals), the most prolific authors, newcomers and team
size per year.  Each reads the table its chart draws (:mod:`analysis.tables.decisions`,
:mod:`analysis.tables.people`); a cell filters as a click on the chart's mark does."""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.trends.newcomers import venue_moved
from dashboard.figures import one_year
from dashboard.figures.base import TYPE_LABELS, fragment, topic_name
from dashboard.figures.decisions import NO_ACCEPTANCE, NO_ORALS
from dashboard.figures.one_year import one_year_words
from dashboard.summaries.base import (
    Cell,
    Rows,
    Summary,
    cells,
    counted,
    listing,
    share_cell,
    share_words,
)
from dashboard.summaries.ends import pooled_ends
from dashboard.summaries.evidence import NAME_CHARS
from dashboard.summaries.venue_mix import mix_change_note, placed, share_no_venue


def _interval(low: float, high: float) -> str:
    return "–" if not (np.isfinite(low) and np.isfinite(high)) else \
        f"{share_cell(low)} to {share_cell(high)}"


def status_summary(status: pd.DataFrame) -> Summary:
    """Papers per decision (``tables.status_table``)."""
    if status.empty or int(status["n_papers"].sum()) == 0:
        return Summary("No papers under these filters.")
    top = status.sort_values("n_papers", ascending=False).iloc[0]
    text = (f"{counted(len(status), 'decision')}; the most common is {top['label']}: "
            f"{int(top['n_papers']):,} papers ({share_words(top['share'])})."
            if len(status) > 1 else f"1 decision: {top['label']}, {int(top['n_papers']):,} "
            "papers.")
    sole = [(f"all {int(r.n_papers):,}" if r.sole_format == r.n_papers else
             f"{int(r.sole_format):,} of the {int(r.n_papers):,}")
            + f" {str(r.label).lower()}s" for r in status.itertuples()
            if getattr(r, "sole_format", 0)]
    if sole:
        said = listing(sole)
        text += (f" {said[0].upper()}{said[1:]} come from venue-years that "
                 "give every accepted paper that one label: there it says accepted, not the "
                 "format of the talk.")

    def rows() -> Rows:
        return tuple(cells(Cell(str(r.label), fragment(status=r.status), "Filter by decision"),
                           f"{int(r.n_papers):,}", share_cell(r.share), str(r.as_given))
                     for r in status.itertuples())

    return Summary(text, ("Decision", "Papers", "Share", "As given in the data"), rows,
                   "Papers per decision.")


def _beyond_chance(topics: pd.DataFrame, names: list[str], overall: float) -> str:
    """The topics whose 95% interval lies wholly above or below the rate of all topics.

    The highest and lowest raw rates are nearly always topics of two or three papers
    (100% of 3, 0% of 2): naming them would report chance as a finding."""
    low, high = topics["acceptance_low"].to_numpy(), topics["acceptance_high"].to_numpy()
    rate, decided = topics["acceptance_rate"].to_numpy(), topics["decided"].to_numpy()

    def named(mask: np.ndarray) -> str:
        at = np.flatnonzero(mask)
        items = [f"{names[i]} ({share_words(rate[i])} of {int(decided[i]):,})" for i in at[:3]]
        return listing(items + ([f"{len(at) - 3} more"] if len(at) > 3 else []))

    above, below = low > overall, high < overall
    text = f"All topics: {share_words(overall)} accepted. "
    if not above.any() and not below.any():
        return text + (f"No topic is clearly above or below it: every topic's 95% interval "
                       f"includes {share_words(overall)}.")
    parts = ([f"clearly above it (95% interval wholly above): {named(above)}"]
             if above.any() else [])
    parts += [f"clearly below it (wholly below): {named(below)}"] if below.any() else []
    rest = int(len(topics) - above.sum() - below.sum())
    other = ("" if not rest else " The other topic's interval includes it." if rest == 1
             else f" The other {rest:,} topics' intervals include it.")
    said = "; ".join(parts)
    return text + said[0].upper() + said[1:] + "." + other


def acceptance_by_topic_summary(rates: pd.DataFrame) -> Summary:
    """Acceptance per topic (``tables.acceptance_by_topic_table``)."""
    topics = rates[(rates["topic"].astype(str) != "all") & (rates["decided"] > 0)]
    if topics.empty:
        return Summary(NO_ACCEPTANCE)  # the chart's own words (ui68)
    topics = topics.sort_values(["acceptance_rate", "decided"], ascending=False, kind="stable")
    names = [topic_name(int(t), lab, NAME_CHARS)
             for t, lab in zip(topics["topic"], topics["topic_label"], strict=True)]
    overall = rates.loc[rates["topic"].astype(str) == "all", "acceptance_rate"]
    if len(overall) and np.isfinite(overall.iloc[0]):
        text = _beyond_chance(topics, names, float(overall.iloc[0]))
    else:
        text = (f"Highest acceptance: {names[0]}, {share_words(topics['acceptance_rate'].iloc[0])}"
                f" of {int(topics['decided'].iloc[0]):,}; lowest: {names[-1]}, "
                f"{share_words(topics['acceptance_rate'].iloc[-1])} of "
                f"{int(topics['decided'].iloc[-1]):,}.")

    def rows() -> Rows:
        return tuple(cells(Cell(name, fragment(topic=int(r.topic)), "Filter by topic"),
                           f"{int(r.decided_accepted):,}", f"{int(r.decided):,}",
                           share_cell(r.acceptance_rate),
                           _interval(r.acceptance_low, r.acceptance_high))
                     for name, r in zip(names, topics.itertuples(), strict=True))

    return Summary(text, ("Topic", "Accepted", "With a decision", "Acceptance rate",
                          "95% Wilson interval"), rows, "Acceptance per topic.")


def rates_by_type_summary(rates: pd.DataFrame) -> Summary:
    """Acceptance and oral rates per paper type (``tables.acceptance_by_paper_type_table``)."""
    types = rates[rates["paper_type"] != "all"]  # every type, as the chart draws them
    if not ((types["decided"] > 0) | (types["presented"] > 0)).any():
        return Summary(f"{NO_ACCEPTANCE} {NO_ORALS}")  # the chart's own words (ui68)
    parts = []
    for r in types[(types["decided"] > 0) | (types["presented"] > 0)].itertuples():
        rate = []
        # with the counts: a type's "19% orals" may be 3 of 16 papers
        if r.decided > 0:
            rate.append(f"{share_words(r.acceptance_rate)} accepted "
                        f"({int(r.decided_accepted):,} of {int(r.decided):,})")
        if r.presented > 0:
            rate.append(f"{share_words(r.oral_rate)} of the accepted were orals "
                        f"({int(r.presented_oral):,} of {int(r.presented):,})")
        parts.append(f"{TYPE_LABELS[r.paper_type]}: {', '.join(rate)}")
    text = "; ".join(parts) + "."

    def rows() -> Rows:
        return tuple(cells(Cell(TYPE_LABELS[r.paper_type], fragment(type=r.paper_type),
                                "Filter by type"),
                           f"{int(r.decided_accepted):,} of {int(r.decided):,}",
                           share_cell(r.acceptance_rate) if r.decided else "–",
                           _interval(r.acceptance_low, r.acceptance_high),
                           f"{int(r.presented_oral):,} of {int(r.presented):,}",
                           share_cell(r.oral_rate) if r.presented else "–",
                           _interval(r.oral_low, r.oral_high))
                     for r in types.itertuples())

    return Summary(text, ("Paper type", "Accepted", "Acceptance rate", "95% interval",
                          "Orals", "Oral rate", "95% interval"), rows,
                   "Acceptance and oral rates per paper type.")


def prolific_authors_summary(authors: pd.DataFrame) -> Summary:
    """The most prolific authors of the selection (``tables.authors_table``)."""
    if authors.empty:
        return Summary("No authors under these filters.")
    first = authors.iloc[0]
    text = (f"{len(authors)} most prolific authors; first: {first['author']}, "
            f"{counted(int(first['n_papers']), 'paper')}.")
    if int(first["n_papers"]) == 1:  # the chart's names are then the first by name only
        text = (f"No author has more than one of the papers shown; {len(authors)} "
                f"{'is' if len(authors) == 1 else 'are'} drawn, in the order of their names.")

    def rows() -> Rows:
        return tuple(cells(Cell(str(r.author), fragment(author=r.author), "Filter by author"),
                           f"{int(r.n_papers):,}", topic_name(int(r.main_topic),
                                                              r.main_topic_label, NAME_CHARS))
                     for r in authors.itertuples())

    return Summary(text, ("Author", "Papers", "Main topic"), rows,
                   "Most prolific authors of the selection.")


#: Years of venues new to the corpus said in words: those with the most newcomers (the
#: table has all)
NEW_VENUE_YEARS = 3


def venue_newcomer_words(years: pd.DataFrame) -> str:
    """" Venues new to the corpus bring every author as a newcomer: 2021 ACL, NAACL
    (2,004 of the 4,198 newcomers; 51% in the venues of earlier years)." for the years a
    venue new to the corpus moved the newcomer share (``analysis.trends.newcomers
    .venue_moved``), else ""."""
    brought = years[venue_moved(years)]
    if brought.empty:
        return ""
    said = []
    # the venues that brought most, said in year order (24k: 1995 AISTATS, 2013 ICLR and
    # ICML, 2021 ACL and NAACL; 2011 COLT and 2019 UAI moved their years by 0.7 points)
    most = brought.sort_values("newcomers_new_venues", ascending=False, kind="stable")
    for r in most.head(NEW_VENUE_YEARS).sort_values("year").itertuples():
        known = ("no venue of earlier years" if not np.isfinite(r.newcomer_share_known)
                 else f"{share_words(r.newcomer_share_known)} in the venues of earlier years")
        said.append(f"{int(r.year)} {str(r.new_venues).replace('; ', ', ')} "
                    f"({int(r.newcomers_new_venues):,} of the {int(r.newcomers):,} "
                    f"newcomers; {known})")
    more = f", and {len(brought) - NEW_VENUE_YEARS} more years" \
        if len(brought) > NEW_VENUE_YEARS else ""
    return (" Venues new to the corpus bring every author as a newcomer: "
            f"{'; '.join(said)}{more}.")


def authors_by_year_summary(years: pd.DataFrame,
                            venue_years: pd.DataFrame | None = None) -> Summary:
    """Newcomers and team size per year (``tables.authors_by_year_table``); with
    ``venue_years``, a caveat when the first and last years' venues differ (team sizes
    differ by field: robotics' papers have more authors than theory's)."""
    if len(years) < 2:
        return Summary(one_year_words(years, one_year.AUTHORS, one_year.AUTHORS_TWO_YEARS))
    # counts read back from CSV may be NaN where a year had none: none
    years = years.fillna({c: 0 for c in ("papers_with_authors", "authors", "newcomers")
                          if c in years})
    # the ends pooled as the trend sentences' are: one thin year is not the field
    with_authors = years["papers_with_authors"].to_numpy(dtype=float)
    ends = pooled_ends([int(y) for y in years["year"]], with_authors)
    team = (years["mean_team_size"].fillna(0).to_numpy(dtype=float) * with_authors)
    mean = [float(team[at].sum()) / max(n, 1) for at, n in zip(ends.at, ends.papers, strict=True)]
    first, last = ends.labels
    authors = years["authors"].to_numpy(dtype=float)[ends.at[1]].sum()
    new = years["newcomers"].to_numpy(dtype=float)[ends.at[1]].sum()
    whose = "each year's authors" if ends.last[1] > ends.last[0] else "the authors"
    sizes = (f"; papers had {mean[1]:.1f} authors on average ({mean[0]:.1f} in {first})"
             if min(ends.papers) > 0 else "")
    # papers without author lists have no newcomer to count, not "0% of the authors"
    numbers = (f" In {last}, {share_words(new / authors)} of {whose} had no earlier paper in "
               f"the corpus{sizes}." + ends.how(sentence=True) if authors > 0 else
               f" No paper of {last if with_authors.sum() else 'these years'} lists its "
               "authors: no newcomer or team size to count.")
    numbers += venue_newcomer_words(years) if authors > 0 else ""
    # nothing counted, no venue caveat: it qualifies numbers
    text = placed(numbers, mix_change_note(venue_years, ends.first, ends.last) if authors > 0
                  else "", share_no_venue(venue_years, ends.first, ends.last)).strip()

    def rows() -> Rows:
        return tuple(cells(Cell(str(int(r.year)), fragment(years=f"{int(r.year)}-{int(r.year)}"),
                                "Filter by year"),
                           f"{int(r.authors):,}", f"{int(r.newcomers):,}",
                           "–" if not np.isfinite(r.newcomer_share)
                           else share_cell(r.newcomer_share),
                           f"{r.mean_team_size:.2f}" if np.isfinite(r.mean_team_size)
                           else "–")
                     for r in years.itertuples())

    return Summary(text, ("Year", "Authors", "Newcomers", "Newcomer share",
                          "Mean authors per paper"), rows, "Authors per year.")

"""Summaries of the trend charts: followed items, papers per venue and year, paper-type
shares per year, ranked changes, emerging terms (two groups compared:
:mod:`dashboard.summaries.compare`)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from analysis.schema import PAPER_TYPES, shown_venue, venue_keys
from analysis.terms import spelling
from analysis.trends import Q_HOLDS
from analysis.trends.changes import VenueAccount
from analysis.trends.emerging import BASIS_MIN, latest_venues
from analysis.trends.window import judged_end, window_words
from dashboard.figures import one_year
from dashboard.figures.base import TYPE_LABELS, fragment, keyword_query, records, topic_name
from dashboard.figures.emerging import gap_words, judged_venues, took_off, venue_names
from dashboard.figures.one_year import one_year_words
from dashboard.figures.ranked import diverging_pick
from dashboard.figures.trends import NOTHING_FOLLOWED, item_fragment, type_years_missing
from dashboard.summaries.base import (
    Cell,
    Rows,
    Summary,
    cells,
    counted,
    holds_sentence,
    listing,
    share_cell,
    share_words,
)
from dashboard.summaries.ends import (
    coverage_words,
    end_share_words,
    few_compared,
    one_type_words,
    pooled_ends,
)
from dashboard.summaries.evidence import NAME_CHARS, evidence_row, nearest_words
from dashboard.summaries.topics import Row, lines_summary
from dashboard.summaries.venue_mix import (
    MIX_WORDS,
    earlier_share,
    leading_words,
    mix_change_note,
    partial_share,
    placed,
    restandardised,
    share_no_venue,
)

TYPED = PAPER_TYPES[:3]  # theory, empirical, both: the types whose shares add to 100%


def followed_summary(table: pd.DataFrame, venue_years: pd.DataFrame | None = None) -> Summary:
    """What is followed over the years (``tables.followed_trends_table``; ``venue_years``
    for :func:`~dashboard.summaries.venue_mix.mix_change_note`)."""
    if table.empty or table["year"].nunique() < 2:
        return Summary(NOTHING_FOLLOWED)

    def name(row: Row) -> str:
        label = str(row["label"])
        if row["kind"] != "shown":
            return label
        # the chart's legend names them "shown: “graph” in topic #3", or "papers shown"
        named = label.removeprefix("shown: ")
        return "The papers shown" if named == "papers shown" else f"The papers shown ({named})"

    def filter_of(row: Row) -> str | None:
        return item_fragment(str(row["kind"]), str(row["item"]))

    return lines_summary(table, "item", name, filter_of, "Followed", venue_years=venue_years)


def keyword_trend_summary(table: pd.DataFrame,
                          venue_years: pd.DataFrame | None = None) -> Summary:
    """The followed keywords over the years (``tables.keyword_trends_table``; ``venue_years``
    for :func:`~dashboard.summaries.venue_mix.mix_change_note`)."""
    if table.empty or table["year"].nunique() < 2:
        return Summary(one_year_words(table, one_year.KEYWORD_TRENDS))
    return lines_summary(table, "term", spelling.label,
                         lambda row: fragment(q=keyword_query(str(row["term"]))), "Keyword",
                         venue_years=venue_years)


def venue_years_summary(table: pd.DataFrame) -> Summary:
    """Papers per venue and year (``tables.venue_years_table``): the denominator's mix."""
    if table.empty:
        return Summary("No papers with a year under these filters.")
    venue_codes, venues = pd.factorize(venue_keys(table["venue"]), sort=True)  # none: ""
    year_codes, year_values = pd.factorize(table["year"], sort=True)
    wide = np.zeros((len(venues), len(year_values)), dtype=np.int64)
    np.add.at(wide, (venue_codes, year_codes), table["all_papers"].to_numpy(dtype=np.int64))
    per_venue, per_year = wide.sum(axis=1), wide.sum(axis=0)
    order = np.argsort(-per_venue, kind="stable")  # the chart's order: the largest first
    years = [int(y) for y in year_values]
    top_venue = str(venues[order[0]])
    # one venue has no "most", one year no span or "busiest" ("from 1 venue, 2020–2020; the
    # most from ICRA": a click on one year's bar, walk 58)
    text = (f"{int(per_venue.sum()):,} papers from {counted(len(venues), 'venue')}, "
            + (f"{years[0]}–{years[-1]}" if len(years) > 1 else f"in {years[0]}")
            + (f"; the most from {shown_venue(top_venue)} ({int(per_venue[order[0]]):,})"
               if len(venues) > 1 else f" ({shown_venue(top_venue)})")
            + (f"; the busiest year {years[int(np.argmax(per_year))]} "
               f"({int(per_year.max()):,} papers)" if len(years) > 1 else "") + ".")

    def rows() -> Rows:
        out = []
        for v in order:
            venue = str(venues[v])
            name = shown_venue(venue)
            out.append(cells(name, *[
                Cell(f"{int(n):,}", fragment(venue=name, years=f"{y}-{y}"),
                     f"Filter by {name} {y}:") for y, n in zip(years, wide[v], strict=True)]))
        return tuple(out)

    return Summary(text, ("Venue", *[str(y) for y in years]), rows,
                   "All papers per venue and year (the denominator of every share).")


def type_shares_summary(table: pd.DataFrame,
                        venue_years: pd.DataFrame | None = None) -> Summary:
    """Each type's share of the year's papers with a type (``tables.paper_type_shares_table``;
    ``venue_years`` for :func:`~dashboard.summaries.venue_mix.mix_change_note`)."""
    # counts read back from CSV may be NaN where a type had no paper: none
    counted = [c for c in ("typed", *TYPED) if c in table]
    t = table.fillna({c: 0 for c in counted}) if not table.empty else table
    t = t[t["typed"] > 0] if not t.empty else t
    if t.empty or len(t) < 2:
        return Summary(type_years_missing(t))  # the chart's message, kept out of sight
    t = t.sort_values("year")
    # the ends pooled as the other trend sentences' (one thin year is not the field)
    ends = pooled_ends([int(y) for y in t["year"]], t["typed"].to_numpy(dtype=float))
    said = [f"{TYPE_LABELS[k].lower()} {' → '.join(end_share_words(ends, t[k].to_numpy()))}"
            for k in TYPED]
    first, last = ends.labels
    one = one_type_words({k: t[k].sum() for k in TYPED}, ends)  # a type filter: 100% → 100%
    numbers = (f" {one}" if one else f" Of the papers with a type, from {first} to {last}: "
               + "; ".join(said) + ".") + ends.how(sentence=True)
    text = placed(numbers, mix_change_note(venue_years, ends.first, ends.last),
                  share_no_venue(venue_years, ends.first, ends.last)).strip()

    def rows() -> Rows:
        return tuple(cells(str(int(r["year"])), *[
            Cell(f"{share_cell(r[f'{k}_share'])} ({int(r[k]):,})",
                 fragment(years=f"{int(r['year'])}-{int(r['year'])}", type=k),
                 f"Filter by {int(r['year'])}, {TYPE_LABELS[k].lower()}:") for k in TYPED],
            f"{int(r['typed']):,}") for _, r in t.iterrows())

    return Summary(text, ("Year", *[TYPE_LABELS[k] for k in TYPED], "Papers with a type"),
                   rows, "Each type's share of the year's papers that have a type.")


def _item(row: Row) -> tuple[str, str]:
    """(name, filter) of a ranked item: a topic filters by the topic, a term searches."""
    topic = row.get("topic")
    if topic is not None and not pd.isna(topic):
        return topic_name(int(topic), str(row["term"]), NAME_CHARS), fragment(topic=int(topic))
    return spelling.label(row), fragment(q=keyword_query(str(row["term"])))


def diverging_summary(table: pd.DataFrame, labels: tuple[str, str], top: int = 12,
                      empty: str = "No change is significant.",
                      sides: tuple[str, str] = ("Falling most", "Rising most"),
                      lead: str = "{a} against {b}.",
                      only_mixed: str = "changed most", between: str = " → ") -> Summary:
    """Items ranked by z (as :func:`dashboard.figures.ranked.diverging_figure` draws them):
    the strongest of each side, with their shares in the two groups; a mixed topic
    (``mixed``) is drawn and listed, never named (when only mixed topics are drawn: "Only
    mixed topics ... ``only_mixed``").  The few items drawn are taken out as plain rows
    once (a pandas call per item would cost more than the figure).  ``between`` joins an
    item's two shares: " → " for a change over time, " vs " for two groups (an arrow
    between two venues' shares read as a change over time, walk 57)."""
    picked = diverging_pick(table, top)
    if picked.size == 0:
        return Summary(empty)
    drawn = records(table, picked)  # as drawn from the bottom: see diverging_pick
    a, b = labels
    said = []
    strongest = list(reversed(drawn))  # each side's strongest first
    # a mixed topic (analysis.topics.mixed) is no field: listed and drawn, never named
    named = [r for r in strongest if not r.get("mixed", False)]
    for side, sign in ((sides[1], 1), (sides[0], -1)):
        part = [r for r in named if sign * r["z"] > 0]
        if part:
            names = [f"{_item(r)[0]} ({share_words(earlier_share(r))}{between}"
                     f"{share_words(r['share_b'])})" for r in part[:3]]
            said.append(f"{side}: {listing(names)}")
        elif named and (mixed := [r for r in strongest if sign * r["z"] > 0]):
            # the chart's bars on this side are all mixed: said, not left unexplained
            said.append(f"{side}: only mixed topics ({len(mixed)})")
    if not said:
        said.append(f"Only mixed topics (no subject: the field's common words) {only_mixed}")
    text = lead.format(a=a, b=b) + " " + "; ".join(said) + "." + holds_sentence(drawn, table)
    restated = any(restandardised(r) for r in strongest)
    if restated:  # the earlier shares said are at the later period's venue mix
        text += f" {MIX_WORDS.format(a=a, b=b)}"
    if len(table) > picked.size:  # the CSV has them all: 30 rows against 24 bars (walk63)
        text += (f" Drawn: the {picked.size} strongest of the {len(table):,} listed; the "
                 "download has them all.")
    with_q = "q" in table

    def rows() -> Rows:
        out = []
        for r in strongest:
            name, frag = _item(r)
            out.append(cells(Cell(name, frag, "Filter by" if "topic=" in frag else "Search for"),
                             f"{share_cell(r['share_a'])} ({int(r['count_a']):,})",
                             *([share_cell(earlier_share(r))] if restated else []),
                             f"{share_cell(r['share_b'])} ({int(r['count_b']):,})",
                             f"{float(r['z']):+.2f}",
                             *([f"{float(r['q']):.2g}"] if with_q else [])))
        return tuple(out)

    return Summary(text, ("Item", a, *([f"{a} at {b}'s venue mix"] if restated else []), b,
                          "z", *(["q"] if with_q else [])), rows,
                   f"Share of the papers of {a} and of {b} (papers), and the z-score of the "
                   "log-odds ratio; positive: more in " + b + "."
                   + (f" {a} at {b}'s venue mix: each venue's own share in {a}, weighted by "
                      f"its papers in {b}." if restated else "")
                   + (f" q: the false discovery rate at which the change would still be "
                      f"listed (Benjamini-Hochberg over the items compared); below "
                      f"{Q_HOLDS:.2g} it holds." if with_q else ""))


def _groups(table: pd.DataFrame) -> tuple[str, str]:
    return str(table["group_a"].iat[0]), str(table["group_b"].iat[0])


def ranked_changes_summary(table: pd.DataFrame, kind: str = "keyword", top: int = 12,
                           account: VenueAccount | None = None,
                           evidence: pd.DataFrame | None = None) -> Summary:
    """Rising and falling keywords or topics (``tables.rising_falling_table``), with how
    many of the papers shown the venues with papers in both periods hold (``account``:
    the venue account of ``tables.change_periods`` of the same papers; without it the
    table's ``covered``, a share of all papers).  "No change" gives the papers compared
    (:func:`~dashboard.summaries.ends.few_compared`): on the 24k corpora topic #13's 652
    papers keep 102 in AISTATS, COLT and ICML, the venues with papers in both halves (ACL
    and NAACL, 416 of them, only in the later).  ``evidence``
    (``tables.change_evidence_table``) lets "no change" say how many items were tested
    and the nearest candidate."""
    t = table[table["kind"] == kind] if "kind" in table else table
    what = "keyword" if kind == "keyword" else "topic"
    if account is not None:
        where = coverage_words(account)
    else:  # the share of all papers the venues used hold
        covered = float(t["covered"].iloc[0]) if "covered" in t and len(t) else 1.0
        where = (f", in the venues with papers in both periods ({covered:.0%} of the papers)"
                 if covered < 0.995 else "")
    if t.empty:
        return Summary(_unchanged(what, account, evidence_row(evidence, kind)))
    # "from ... to ...": the periods note says "2019–2025 against 1987–2018", and
    # "1987–2018 against 2019–2025" here read as the opposite comparison; the shares are
    # of the venues with papers in both periods, which may hold few of the papers shown
    return diverging_summary(t, _groups(t), top, lead="From {a} to {b}" + where + ".")


def _unchanged(what: str, account: VenueAccount | None, nearest: dict | None = None) -> str:
    """"No keyword changed its share significantly ...", with the papers compared, and
    (``nearest``: a row of ``tables.change_evidence_table``) what was tested."""
    if account is None:
        return f"No {what} changed its share significantly between the periods."
    a, b = account.periods.labels
    if not account.used:
        return (f"No {what}'s change can be measured: no venue has papers in both {a} and "
                f"{b}.")
    text = f"No {what} changed its share significantly from {a} to {b}"
    few = few_compared(account)
    # what was tested, so "no change" is not read as "nothing moved" (walk 57: COLT,
    # topic #30, "multi-armed bandit" 29 of 627 papers -> 7 of 499, p 0.002, but q 0.16
    # over the 69 keywords compared)
    why = nearest_words(nearest, what) if nearest else (
        f" Each {what}'s change is tested within venues and listed where it holds at a "
        f"{Q_HOLDS:.0%} false discovery rate over all the {what}s compared "
        "(Benjamini-Hochberg): a share that moved may still be within chance.")
    if few:
        return f"{text}; {few}.{why}"
    # every paper shown of the two periods compared: their number
    return text + f" ({counted(sum(account.compared), 'paper')} shown).{why}"


def emerging_summary(table: pd.DataFrame, top: int = 15,
                     venue_years: pd.DataFrame | None = None) -> Summary:
    """Emerging terms (``tables.emerging_terms_table``), strongest burst first; when they
    were judged in some of the view's venues (those with papers in the latest year), which
    and their share of the papers, as the rising and falling keywords say theirs; with no
    term, those venues from ``venue_years`` (``tables.venue_years_table``)."""
    t = table.head(top)
    if t.empty:
        return Summary(_no_burst(venue_years))
    first = t.iloc[0]
    venues = judged_venues(t)
    window = window_words(int(first["judged_to"]), int(first["latest_year"])) \
        if "judged_to" in t else ""
    upto = f"{int(first['judged_to'])}" if window else "the latest year"
    where = (f" in the venues that can show it ({venues}: "
             f"{partial_share(float(first['covered']))} of the papers"
             f"{leading_words(first, venue_years)})" if venues else "")
    of = "their papers" if venues else "all papers"
    # the drawn terms are the page's table; the download lists more: "15 terms burst"
    # beside a download of 24 read as all there were (a reviewer, wave 34)
    verb = "bursts" if len(t) == 1 else "burst"
    more = f", the strongest of {len(table)} in the download" if len(table) > len(t) else ""
    text = (f"{counted(len(t), 'term')} {verb} up to {upto}{where}{more}. Strongest: "
            f"{spelling.label(first)}, took off in {took_off(first)}{gap_words(first)}: "
            f"{share_words(first['share_before'])} of {of} before, "
            f"{share_words(first['share_since'])} since")
    mix = "share_expected" in t and bool(t["share_expected"].notna().any())
    text += (f" (the venue mix alone predicts {share_words(first['share_expected'])}): a "
             "burst is measured against each venue's own use of the term." if mix else ".")
    text += f" {window}" if window else ""

    def rows() -> Rows:  # formatted only when the table is opened
        return tuple(cells(Cell(spelling.label(r), fragment(q=keyword_query(str(r["term"]))),
                                "Search for"),
                           str(int(r["first_year"])), took_off(r) + gap_words(r),
                           share_cell(r["share_before"]), share_cell(r["share_since"]),
                           *([share_cell(r["share_expected"])] if mix else []),
                           f"{int(r['n_since']):,}",
                           *([_first(r)] if has_first else [])) for _, r in t.iterrows())

    has_first = "first_paper" in t
    return Summary(text, ("Term", "First used", "Took off", "Share before", "Share since",
                          *(("Venue mix predicts",) if mix else ()), "Papers since",
                          *(("First paper",) if has_first else ())), rows,
                   "Emerging terms, strongest burst first."
                   + (f" Shares and papers are of {venues}; the first use and first paper, "
                      "of every venue." if venues else ""))


def _no_burst(venue_years: pd.DataFrame | None) -> str:
    """Why no term is listed.  Too few of the papers in the venues that can show a burst
    (:data:`~analysis.trends.emerging.BASIS_MIN`): "No basis for emerging terms here: a
    burst up to 2025 shows only in venues with papers that year and in two earlier years,
    and those (AISTATS: 4,992 of the 24,064 papers, 21%) are under half of the papers.
    Filter to those venues to see their own emerging terms."  Else "No term's use bursts
    up to 2025 in the venues that can show it (AutoML: 63 of the 2,270 papers)": an empty
    list names how narrow the comparison was (61k, ICRA and AutoML)."""
    if venue_years is None or venue_years.empty:
        return "No term's use bursts up to the latest year in the venues that can show it."
    papers = np.nan_to_num(venue_years["all_papers"].to_numpy(dtype=float))
    has = papers > 0
    venue = venue_keys(venue_years["venue"])[has]
    year = venue_years["year"].to_numpy(dtype=np.int64)[has]
    papers = papers[has]
    if not len(year):
        return "No term's use bursts up to the latest year in the venues that can show it."
    # the years judged (analysis.trends.window), the shares of all the view's papers
    end, latest, total = judged_end(venue, year, papers), int(year.max()), papers.sum()
    window = window_words(end, latest) if end is not None else ""
    if window:
        latest, cut = int(end or 0), year <= int(end or 0)
        venue, year, papers = venue[cut], year[cut], papers[cut]
    venues = latest_venues(venue, year)
    judged = float(papers[np.isin(venue, venues)].sum())
    if judged >= total:
        return f"No term's use bursts up to {latest}. {window}".strip()
    names = venue_names([shown_venue(v) for v in venues])
    counts = f"{int(judged):,} of the {int(total):,} papers"
    if judged / total < BASIS_MIN:
        those = (f"those ({names}: {counts}, {share_words(judged / total)}) are under half "
                 "of the papers. Filter to those venues to see their own emerging terms."
                 if len(venues) else "no venue here has them: " + _earlier_end(venue, year))
        return (f"No basis for emerging terms here: a burst up to {latest} shows only in "
                f"venues with papers that year and in two earlier years, and {those}")
    return (f"No term's use bursts up to {latest} in the venues that can show it "
            f"({names}: {counts}). {window}").strip()


def _earlier_end(venue: np.ndarray, year: np.ndarray) -> str:
    """What to do when no venue has papers in the latest year and two earlier ones: end the
    years where one does ("end the years at 2024 to see the emerging terms of COLT."), else
    widen them.  "widen the years" was said of COLT 2011-2024 + ALT 2025 at its full span
    (walk64), where only an earlier end helps."""
    for end in np.unique(year)[::-1][1:]:
        venues = latest_venues(venue[year <= end], year[year <= end])
        if len(venues):
            names = venue_names([shown_venue(v) for v in venues])
            return f"end the years at {end} to see the emerging terms of {names}."
    return "widen the years."


def _first(row: Row) -> str:
    """An emerging term's first paper: "Title (ICRA)"."""
    paper, venue = row["first_paper"], row.get("first_venue")
    # a table read back from CSV holds NaN where none was found
    return f"{paper} ({venue})" if isinstance(paper, str) and paper else ""

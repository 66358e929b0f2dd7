"""Each chart in words: the text summaries and tables the render draws beside the charts.

They are made from the same tables as the figures, in the same render, so what they say
is checked against the analysis (the planted corpus's known answer) and what their
buttons filter by against the marks of the figure they stand for.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd
import pytest
from dash import html

from analysis import tables
from analysis.filters import Filters, select
from analysis.terms import papers_with_term
from dashboard import ids
from dashboard.charts import summary_table, table_children
from dashboard.figures import fragment, keyword_query
from dashboard.page import present_charts, render
from dashboard.summaries import (
    Cell,
    Summary,
    characteristic_keywords_summary,
    followed_summary,
    keyword_trend_summary,
    paper_types_by_summary,
    paper_types_by_topic_summary,
    paper_types_overall_summary,
    topic_map_summary,
    topic_sizes_summary,
    topic_trends_summary,
)
from dashboard.summaries.base import counted, points_words, share_words, year_runs
from dashboard.summaries.compare import compare_topics_summary
from dashboard.summaries.decisions import (
    acceptance_by_topic_summary,
    authors_by_year_summary,
    prolific_authors_summary,
)
from dashboard.summaries.trends import diverging_summary
from dashboard.summaries.venue_mix import mix_change_note
from dashboard.view import make_view

STATES = {  # (filter state, trend state): every chart drawn with something in it
    "all": ("", ""),
    "ICML, followed": ("venue=ICML", "follow=diffusion&follow=topic%3A0&recent=1"),
    "compared": ("", "compare_a=venue%3AICML&compare_b=venue%3ACOLT"),
    "a topic and a search": ("topic=1&q=graph", ""),
}
# charts whose table lists only some of their marks (the compare plot names 16 of 600 terms)
PART_OF_THE_MARKS = {ids.COMPARE_TERMS}


@pytest.fixture(scope="module")
def planted(planted_analysis):
    return make_view(planted_analysis)


def _figure_filters(figure: dict, legend: bool) -> set[str]:
    """Every filter fragment a click on the figure can give: a mark's customdata, else its
    trace's meta (dashboard.state.click_fragment), and with ``legend`` a legend entry's."""
    found: set[str] = set()
    for trace in figure["data"]:
        own = set()
        for custom in trace.get("customdata") or []:
            first = custom[0] if isinstance(custom, list) and custom else custom
            if isinstance(first, str):
                own.add(first)
        found |= own
        if isinstance(trace.get("meta"), str) and (legend or not own):
            found.add(trace["meta"])
    return found


def _summary_filters(table: html.Table) -> set[str]:
    """The filters of the buttons of a chart's table, as the page gets it."""
    found = set()

    def walk(node):
        if isinstance(node, html.Button):
            found.add(getattr(node, "data-filter"))
        children = getattr(node, "children", None)
        for child in children if isinstance(children, list) else [children]:
            if hasattr(child, "children"):
                walk(child)

    walk(table)
    return found


def _summary_text(about: html.P) -> str:
    return about.children


@pytest.mark.parametrize("state", list(STATES))
def test_every_chart_has_words_whose_buttons_filter_as_its_marks_do(planted, state):
    filters, trend = STATES[state]
    out = render(planted, filters, trend)
    described = [c for c in present_charts(planted) if c.draw is not None and c.describe]
    assert len(described) == len([c for c in present_charts(planted) if c.draw is not None])
    for chart in described:
        about = out[ids.chart_about(chart.id)]
        assert _summary_text(about) == out["words"][chart.id].text, chart.id
        assert getattr(about, "data-graph") == chart.id
        from_table = _summary_filters(html.Div(table_children(chart, out["words"][chart.id])))
        from_marks = _figure_filters(out[chart.id], chart.legend_filters)
        assert from_table <= from_marks, (chart.id, from_table - from_marks)
        if chart.id not in PART_OF_THE_MARKS:
            assert from_table == from_marks, (chart.id, from_marks - from_table)


def test_a_first_to_last_year_change_across_a_venue_mix_change_says_so(planted_analysis):
    """The planted corpus keeps its venue mix (ICML with COLT's share steady), so its trend
    sentences carry no caveat; moving 2021's papers to one new venue adds one that names
    both years' venues (dashboard/summaries/venue_mix.py)."""
    a = planted_analysis
    venues = tables.venue_years_table(a, None)
    trends = tables.topic_trends_table(a, None)
    assert "venues differ" not in topic_trends_summary(trends, venues).text
    moved = venues.assign(venue=venues["venue"].where(venues["year"] < 2021, "NeurIPS"))
    text = topic_trends_summary(trends, moved).text
    icml = venues[(venues["year"] == 2019) & (venues["venue"] == "ICML")]["share_of_year"]
    # the two ends share no venue: said before the numbers
    assert (f" 2019 (ICML {share_words(float(icml.iloc[0]))} and COLT ") in text
    assert "and 2021 (NeurIPS 100%) share no venue" in text
    assert text.index("share no venue") < text.index("From 2019 to 2021")
    # the rest as before, with each named topic's share from the venue mix alone at the ends
    assert "the venue mix alone: " in text
    plain = re.sub(r"; the venue mix alone: [^)]*", "", text)
    unmoved = topic_trends_summary(trends).text
    lead = "Each topic's share of all papers of the year, 2019–2021."
    assert plain.startswith(lead) and unmoved.replace(lead, "") in plain
    followed = tables.keyword_trends_table(a, None, terms=["diffusion"])
    assert "share no venue" in keyword_trend_summary(followed, moved).text
    assert "venues differ" not in keyword_trend_summary(followed, venues).text
    authors = tables.authors_by_year_table(a, None)
    assert "share no venue" in authors_by_year_summary(authors, moved).text
    assert "venues differ" not in authors_by_year_summary(authors, venues).text


def test_the_topic_trend_words_give_the_planted_answer(planted_analysis):
    """Diffusion rises from 12 of 102 papers (2019) to 54 of 120 (2021); kernels fall from
    42 of 102 to 12 of 120 (tests/conftest.py)."""
    a = planted_analysis
    table = tables.topic_trends_table(a, None)
    # each change's verdict from the growing and shrinking topics' test of the same papers
    words = topic_trends_summary(table, None, tables.rising_falling_table(a, None),
                                 tables.change_periods(a, None)[1])
    labels = list(a.topics.labels)
    diffusion = next(k for k, lab in enumerate(labels) if "diffusion" in lab)
    kernels = next(k for k, lab in enumerate(labels) if "kernel" in lab)
    assert f"From 2019 to 2021, the largest rise: #{diffusion} " in words.text
    assert "12% (12 of 102 papers) to 45% (54 of 120) (+33 points; within venues: significant)" in words.text
    assert f"the largest fall: #{kernels} " in words.text
    assert "41% (42 of 102 papers) to 10% (12 of 120) (-31 points; within venues: significant)" in words.text
    assert words.text.endswith(" Significance: a test within venues of 2019–2020 against "
                               "2021 (the growing and shrinking topics' default periods).")
    row = next(r for r in words.rows if r[0].filter == f"topic={diffusion}")
    assert [c.text for c in row[1:]] == ["11.8% (12 of 102)", "27.8% (30 of 108)",
                                         "45.0% (54 of 120)"]


def test_the_characteristic_keyword_words_give_the_counted_shares(planted_analysis):
    """COLT's papers against the others: every term the words name is used by as many
    papers on each side as the search finds (not only what the table says).  A venue shares
    no venue with the other papers: the other venues, in COLT's years at its year mix (the
    papers expected if each year kept the other venues' rate)."""
    a = planted_analysis
    colt = (a.papers["venue"] == "COLT").to_numpy()
    table = tables.characteristic_keywords_table(a, colt)
    words = characteristic_keywords_summary(table)
    assert (table["baseline"] == "year-matched").all()
    assert len(table) >= 1 and words.text.startswith(
        "Used more here than in the other venues' papers of the same years, at the year mix "
        f"shown: {table['term'].iat[0]} (")
    assert words.columns[2] == "Other venues, same years (expected)"
    year = a.papers["year"].to_numpy()
    shared = [y for y in np.unique(year[colt]) if ((year == y) & ~colt).any()]
    n_in = sum(int(((year == y) & colt).sum()) for y in shared)
    for row in words.rows:
        term = row[0].text
        uses = papers_with_term(a.vocab, term)
        inside = sum(int((uses & colt & (year == y)).sum()) for y in shared)
        expected = sum(((year == y) & colt).sum() / ((year == y) & ~colt).sum()
                       * (uses & ~colt & (year == y)).sum() for y in shared)
        assert inside > expected, term
        assert row[1].text == f"{100 * inside / n_in:.1f}% ({inside:,})"
        assert row[2].text == f"{100 * expected / n_in:.1f}% ({expected:,.1f})"
        assert row[0].filter == fragment(q=keyword_query(term))
    # the planted corpus: half the kernel papers are COLT's, 75 of its 330 papers
    # (the other venues in COLT's years: the rows above check their expected share)
    assert "kernel ridge regression (52% of the papers shown, " in words.text
    # and that planted difference holds once every keyword the corpus uses is counted
    kernel = table[table["term"] == "kernel ridge regression"]
    assert float(kernel["q"].iat[0]) < 1e-6
    assert (table["compared"] == len(a.vocab.keyword_ids)).all()
    assert words.columns[-1] == "q" and "false discovery rate" in words.text
    # nothing set apart: a filter matched nothing distinct, or nothing is filtered
    assert characteristic_keywords_summary(table.iloc[:0]).text.startswith(
        "No keyword is used clearly more by these papers")
    assert characteristic_keywords_summary(table.iloc[:0], everything=True).text.startswith(
        "Filter the papers")


def test_the_headline_words_count_the_papers(planted, planted_analysis):
    a = planted_analysis
    out = render(planted, "type=theory&venue=COLT", "")
    n = int(select(a, Filters(types=("theory",), venues=("COLT",))).sum())
    assert out["status"] == f"Showing {n:,} of {len(a.papers):,} papers."
    overall = _summary_text(out[ids.chart_about(ids.TYPES_OVERALL)])
    assert overall.startswith(f"Of the {n:,} papers with a type, {n:,} are theory only (100%)")
    empty = render(planted, "q=zzzqqqxxx", "")
    assert empty["status"] == f"No paper matches these filters: 0 of {len(a.papers):,} papers."


def test_one_paper_is_counted_in_the_singular():
    # a one-paper selection read "Of the 1 papers with a type, ... and 1 have experiments"
    # and "1 papers drawn as dots" (review53)
    one = pd.DataFrame([{"topic": "all", "theory": 0, "empirical": 1, "both": 0,
                         "unclear": 0, "total": 1}])
    assert paper_types_overall_summary(one).text.startswith(
        "Of the 1 paper with a type, 0 are theory only (0%) and 1 has experiments (100%")
    words = topic_map_summary(pd.DataFrame({"topic": [4], "topic_label": ["uav"]}))
    assert words.text.startswith("1 paper drawn as dots, coloured by topic (1 topic)")


def test_lines_over_the_years_in_words_fill_missing_years_and_keep_the_line_order():
    """Two followed lines, the second missing a year: its share there is 0 (as drawn), the
    lines keep the figure's order, each is named and filtered from its own rows; 2021's 90
    papers are pooled with 2020's for the last end (100 papers or more)."""
    table = pd.DataFrame({
        "item": ["gan", "gan", "gan", "topic:2", "topic:2"],
        "kind": ["search", "search", "search", "topic", "topic"],
        "label": ["gan", "gan", "gan", "#2 graphs", "#2 graphs"],
        "year": [2019, 2020, 2021, 2021, 2019],
        "n_papers": [10, 30, 45, 6, 8], "year_papers": [100, 100, 90, 90, 100],
    }).assign(share=lambda t: t["n_papers"] / t["year_papers"])
    words = followed_summary(table)
    assert words.text == ("gan: 10% of all papers in 2019 (10 of 100), 39% in 2020–2021 (75 "
                          "of 190) (+29 points); #2 graphs: 8.0% of all papers in 2019 (8 of "
                          "100), 3.2% in 2020–2021 (6 of 190) (-4.8 points). The last years "
                          "are pooled to 100 papers or more (a share of those years' papers "
                          "together, not a point of the chart).")
    assert words.columns == ("Followed", "2019", "2020", "2021")
    gan, graphs = words.rows
    assert [c.text for c in graphs] == ["#2 graphs", "8.0% (8 of 100)", "0.0% (0 of 0)",
                                        "6.7% (6 of 90)"]
    assert graphs[0].filter == "topic=2" and gan[0].filter == "q=gan"


def test_the_topic_map_words_count_the_dots_per_topic():
    points = pd.DataFrame({"topic": [3, 1, 3, 1, 0, 3],
                           "topic_label": ["c", "a", "c", "a", "z", "c"]})
    words = topic_map_summary(points)
    assert words.text == ("6 papers drawn as dots, coloured by topic (3 topics); the most "
                          "dots: #3 c (3).")
    assert [(r[0].text, r[1].text) for r in words.rows] == [("#3 c", "3"), ("#1 a", "2"),
                                                            ("#0 z", "1")]
    assert words.rows[0][0].filter == "topic=3"


def test_a_summary_is_a_real_table():
    words = Summary("Two topics.", ("Topic", "Papers"),
                    ((Cell("#0 a", "topic=0", "Filter by topic"), Cell("3")),
                     (Cell("#1 b"), Cell("2"))), "Papers per topic.")
    table = summary_table(words, "topic-sizes-graph")
    caption, head, body = table.children
    assert isinstance(caption, html.Caption) and caption.children == "Papers per topic."
    assert [th.scope for th in head.children.children] == ["col", "col"]
    first, second = body.children
    header = first.children[0]
    assert isinstance(header, html.Th) and header.scope == "row"
    button = header.children
    assert getattr(button, "data-filter") == "topic=0"
    assert getattr(button, "data-graph") == "topic-sizes-graph"
    # the button's name says what it does; its visible text is the topic
    assert button.children[0].children == "Filter by topic "
    assert second.children[0].children == "#1 b"  # no filter: plain text
    assert summary_table(words, None).children[2].children[0].children[0].children == "#0 a"


def _rates(accepted: list[int], decided: list[int]) -> pd.DataFrame:
    from analysis.decisions.rates import wilson_interval

    k, n = [*accepted, sum(accepted)], [*decided, sum(decided)]
    low, high = wilson_interval(k, n)
    return pd.DataFrame({"topic": [*range(len(accepted)), "all"],
                         "topic_label": [f"t{i}" for i in range(len(accepted))] + ["All"],
                         "decided_accepted": k, "decided": n,
                         "acceptance_rate": [a / b for a, b in zip(k, n, strict=True)],
                         "acceptance_low": low, "acceptance_high": high})


def test_acceptance_words_name_topics_beyond_chance_not_the_extremes_of_tiny_ones():
    """2 of 2 accepted is the highest rate and 0 of 1 the lowest, but both intervals hold
    the overall 40%: the sentence names the 100-paper topics whose intervals do not."""
    text = acceptance_by_topic_summary(_rates([2, 60, 20, 0], [2, 100, 100, 1])).text
    assert text.startswith("All topics: 40% accepted. Clearly above it")
    assert "#1 t1 (60% of 100)" in text and "clearly below it (wholly below): #2 t2 (20% of 100)" in text
    assert "#0 t0" not in text and "#3 t3" not in text
    assert text.endswith("The other 2 topics' intervals include it.")
    even = acceptance_by_topic_summary(_rates([2, 40, 0], [2, 100, 1])).text
    assert "No topic is clearly above or below it" in even


def test_counts_and_year_runs_read_as_words():
    assert (counted(1, "venue"), counted(1200, "paper")) == ("1 venue", "1,200 papers")
    one = pd.DataFrame({"topic": [3], "label": ["bandits"], "share": [1.0], "n_papers": [12]})
    assert topic_sizes_summary(one).text.startswith("1 topic among the papers shown.")
    assert year_runs([2019, 2015, 2016]) == "2015–2016 and 2019"


def test_a_change_that_rounds_to_nothing_has_no_sign():
    """walk59: EM at NeurIPS, 0.8% to 0.8%, read "-0.0 points"."""
    assert points_words(-0.0004) == points_words(0.0004) == points_words(0.0) == "±0.0 points"
    assert (points_words(-0.008), points_words(0.12), points_words(-0.0005)) == (
        "-0.8 points", "+12 points", "-0.1 points")


class _Mix:
    """A stand-in scope whose venue-year table is given (all venue_mix_note reads)."""

    def __init__(self, pairs: list[tuple[str, int]], papers: list[int] | None = None,
                 corpus: list[int] | None = None,
                 corpus_pairs: list[tuple[str, int]] | None = None):
        self.table = pd.DataFrame(pairs, columns=["venue", "year"]).assign(
            all_papers=papers or 10)
        # the whole corpus's papers per venue-year (the shown ones unless given)
        self.corpus = (pd.DataFrame(corpus_pairs or pairs, columns=["venue", "year"])
                       .assign(all_papers=corpus) if corpus else self.table)

    def trend_table(self, build):
        return self.table

    def whole(self, build):
        return self.corpus


def test_the_venue_mix_note_names_years_without_papers_and_partial_venues():
    from dashboard.sections.trends import venue_mix_note

    iclr = venue_mix_note(_Mix([("ICLR", y) for y in (2013, 2014, 2017, 2018)]))
    assert iclr.endswith("No paper in 2015–2016: the charts over years shade them.")
    both = venue_mix_note(_Mix([(v, y) for v in ("A", "B") for y in (2019, 2020)]))
    assert both.endswith("Every venue has papers in every year with papers.")
    aistats = venue_mix_note(_Mix([("AISTATS", 2019), ("AISTATS", 2021), ("ICML", 2019),
                                   ("ICML", 2020), ("ICML", 2021)]))
    assert "The venue mix changes (AISTATS 2019–2021 (not every year))" in aistats
    assert "No paper in" not in aistats
    assert "incomplete" not in iclr + both + aistats


def test_the_venue_mix_note_names_venue_years_far_below_their_venue_s_usual():
    """ICRA 2016 holds 48 papers where ICRA's median year holds 812 (the 61k corpora):
    incomplete data would read as a fall, so the note names it; a venue of two years is
    not judged, nor a year at a fifth of the median or more."""
    from dashboard.sections.trends import venue_mix_note

    pairs = [("ICRA", y) for y in range(2014, 2019)] + [("RSS", 2015), ("RSS", 2016)]
    note = venue_mix_note(_Mix(pairs, [800, 812, 48, 900, 170, 100, 5]))
    assert note.endswith("Some venue-years hold under a fifth of the venue's usual papers, "
                         "so their data may be incomplete: ICRA 2016 (48); its median year "
                         "800.")


def test_the_venue_mix_note_judges_completeness_on_the_corpus_not_the_filtered_papers():
    """Filtered to theory-only papers, the robotics corpora's venue-years hold 1-30 papers:
    ICRA 2016's one paper against a median of 8 is not missing data (ICRA 2016's 48 papers
    of all types are), and the page said "their data may be incomplete: ICRA 2016 (1);
    its median year 8. IROS 2002 (1), 2004 (1), 2022 (1)"."""
    from dashboard.sections.trends import venue_mix_note

    pairs = [("ICRA", y) for y in range(2014, 2019)] + [("IROS", y) for y in range(2014, 2019)]
    corpus = [800, 812, 900, 850, 870, 900, 880, 890, 860, 910]
    theory = venue_mix_note(_Mix(pairs, [8, 9, 1, 8, 7, 6, 1, 7, 8, 6], corpus=corpus))
    assert "incomplete" not in theory
    # a thin venue-year of the corpus is named with its corpus counts, whatever the filter
    corpus[2] = 48
    theory = venue_mix_note(_Mix(pairs, [8, 9, 1, 8, 7, 6, 1, 7, 8, 6], corpus=corpus))
    assert theory.endswith("their data may be incomplete: ICRA 2016 (48); its median year "
                           "812.")
    # ... only where the page draws it: a year filter leaving 2016 out leaves it unnamed
    later = [(v, y) for v, y in pairs if y >= 2017]
    kept = venue_mix_note(_Mix(later, [8] * 4, corpus=corpus, corpus_pairs=pairs))
    assert "incomplete" not in kept


def test_rising_and_falling_words_run_from_the_earlier_period_to_the_later(planted_analysis):
    """The periods note says "2021 against 2019–2020"; the sentence under the chart must
    not read as the opposite comparison ("2019–2020 against 2021")."""
    from dashboard.summaries import ranked_changes_summary

    t = tables.rising_falling_table(planted_analysis, None)
    text = ranked_changes_summary(t, "keyword").text
    before, recent = t["group_a"].iloc[0], t["group_b"].iloc[0]
    assert int(str(before)[:4]) < int(str(recent)[:4])
    assert text.startswith(f"From {before} to {recent}. Rising most: ")


def test_every_listed_change_is_drawn_alike_with_its_q():
    """Since session 57 a change is listed only where its test holds (q < 0.05), so the pale
    "may be chance" bars of the |z| >= 1.96 rule are gone: every bar is drawn alike, its
    hover gives q, and the words say how many hold over how many compared."""
    from dashboard.figures import rising_falling_figure
    from dashboard.summaries import ranked_changes_summary

    t = pd.DataFrame({
        "kind": ["keyword"] * 3, "term": ["diffusion", "llm", "svm"],
        "group_a": ["2013–2016"] * 3, "group_b": ["2017–2019"] * 3,
        "count_a": [1, 5, 30], "count_b": [40, 12, 2], "share_a": [0.01, 0.05, 0.3],
        "share_b": [0.4, 0.12, 0.02], "log_odds": [3.0, 1.0, -2.0], "z": [6.0, 2.1, -4.0],
        "q": [1e-9, 1e-3, 1e-4], "compared": [812] * 3,
        "direction": ["rising", "rising", "falling"],
    })
    summary = ranked_changes_summary(t, "keyword")
    assert summary.text.endswith(" All 3 hold at a 5% false discovery rate over the 812 "
                                 "keywords compared (Benjamini-Hochberg).")
    assert summary.columns[-1] == "q"
    bar = rising_falling_figure(t, plain=True)["data"][0]
    assert set(bar["marker"]) == {"color"}  # no opacity: nothing is drawn pale
    assert bar["customdata"][bar["y"].index("llm")][5] == (
        "<br>q = 0.001 (Benjamini-Hochberg false discovery rate)")


@pytest.mark.parametrize(("label", "named"), [
    ("papers shown", "The papers shown"),  # an author or a venue: no name of their own
    ("shown: “gan” in topic #2", "The papers shown (“gan” in topic #2)")])
def test_the_papers_shown_line_is_named_once(label, named):
    """It read "The papers shown (papers shown)" and "(shown: “gan” …)"."""
    table = pd.DataFrame({"item": ["shown"] * 2, "kind": ["shown"] * 2, "label": [label] * 2,
                          "year": [2019, 2021], "n_papers": [1, 3], "year_papers": [10, 10]}
                         ).assign(share=lambda t: t["n_papers"] / t["year_papers"])
    assert followed_summary(table).text.startswith(f"{named}: 10% of all papers in 2019")


def test_the_ranked_change_words_name_each_sides_strongest_first():
    """The words name the biggest falls, not the smallest (on the 61k corpus "Falling
    most" named manipulator, z -2.9, where the chart's top faller, mobile robot, had z -8.9);
    the table lists each side strongest first, as the chart reads from the top."""
    z = [-2.9, -8.9, -4.0, 3.0, 9.5, -6.1, 5.0]
    table = pd.DataFrame({"term": list("abcdefg"), "z": z, "share_a": 0.1, "share_b": 0.2,
                          "count_a": 10, "count_b": 20})
    words = diverging_summary(table, ("2000–2018", "2019–2025"))
    assert "Rising most: e (10% → 20%), g (10% → 20%) and d (10% → 20%)" in words.text
    assert "Falling most: b (10% → 20%), f (10% → 20%) and c (10% → 20%)." in words.text
    assert [r[0].text for r in words.rows] == list("egdbfca")


def test_a_ranked_change_says_how_many_listed_it_leaves_undrawn():
    """walk63: ACL+NAACL+COLING's rising and falling keywords drew 24 bars and said "All 24
    hold", while the rising/falling CSV listed 30 that hold: the 12 strongest each way are
    drawn, and the summary says so when the table has more."""
    z = [float(v) for v in range(1, 16)] + [-float(v) for v in range(1, 16)]
    table = pd.DataFrame({"term": [f"t{i}" for i in range(30)], "z": z, "share_a": 0.1,
                          "share_b": 0.2, "count_a": 10, "count_b": 20})
    words = diverging_summary(table, ("2020–2022", "2024–2025"))
    assert words.text.endswith(" Drawn: the 24 strongest of the 30 listed; the download has "
                               "them all.")
    assert len(words.rows) == 24
    every = table.iloc[list(range(12)) + list(range(15, 27))]  # 12 each way: all drawn
    assert "Drawn:" not in diverging_summary(every, ("a", "b")).text


def test_the_venue_mix_caveat_says_how_far_apart_the_venues_are():
    """Two years with no venue in common compare venues, not years (the 61k corpora's 2000,
    ICRA and IROS, against 2025's AAAI and COLING: "partly" understated it); over half of
    the papers' venues moved: "most of"; a quarter to a half: "part of"; less: nothing."""
    def note(mixes: dict[int, dict[str, int]]) -> str:
        rows = [(v, y, n) for y, mix in mixes.items() for v, n in mix.items()]
        return mix_change_note(pd.DataFrame(rows, columns=["venue", "year", "all_papers"]),
                               min(mixes), max(mixes))

    apart = note({2000: {"ICRA": 60, "IROS": 40}, 2025: {"AAAI": 70, "COLING": 30}})
    assert apart == (" 2000 (ICRA 60% and IROS 40%) and 2025 (AAAI 70% and COLING 30%) share "
                     "no venue: a change between them compares venues, not years; the rising "
                     "and falling charts compare within venues.")
    assert "so most of this change may be the venue mix;" in note(
        {2000: {"ICRA": 60, "IROS": 40}, 2025: {"ICRA": 30, "AAAI": 70}})  # 0.7 apart
    assert "so part of this change may be the venue mix;" in note(
        {2000: {"ICRA": 60, "IROS": 40}, 2025: {"ICRA": 30, "IROS": 30, "AAAI": 40}})  # 0.4
    assert note({2000: {"ICRA": 60, "IROS": 40}, 2025: {"ICRA": 50, "IROS": 40, "AAAI": 10}}) \
        == ""  # 0.1 apart


def test_the_venue_mix_caveat_accounts_for_every_venue_of_each_end():
    """ACL + NAACL + COLING, theory only: "The venues differ between 2020–2021 (ACL 60% and
    COLING 40%) and 2022–2025 (ACL 33% and COLING 33%)" left NAACL's third out, shares that
    add to 66% read as the whole year.  A third venue is named; more are counted."""
    def note(mixes: dict[object, dict[str, int]], first: object, last: object) -> str:
        rows = [(v, y, n) for y, mix in mixes.items() for v, n in mix.items()]
        return mix_change_note(pd.DataFrame(rows, columns=["venue", "year", "all_papers"]),
                               first, last)

    three = note({2020: {"COLING": 2}, 2021: {"ACL": 3}, 2024: {"NAACL": 1},
                  2022: {"ACL": 1}, 2025: {"COLING": 1}}, (2020, 2021), (2022, 2025))
    assert three.startswith(" The venues differ between 2020–2021 (ACL 60% and COLING 40%) "
                            "and 2022–2025 (ACL 33%, COLING 33% and NAACL 33%):")
    five = note({2000: {"ICRA": 60, "IROS": 40},
                 2025: {"AAAI": 45, "IJCAI": 35, "COLING": 10, "RSS": 6, "WACV": 4}},
                2000, 2025)
    assert five.startswith(" 2000 (ICRA 60% and IROS 40%) and 2025 (AAAI 45%, IJCAI 35% and "
                           "3 others 20%) share no venue")


def test_the_highest_and_lowest_theory_share_name_groups_big_enough_with_counts():
    """A one-paper topic is no "highest theory-only share (100%)" (CVPR on the 61k
    corpora): only topics with 20 typed papers or more are named, with their counts."""
    t = pd.DataFrame({"topic": [0, 1, 2, 3], "topic_label": ["walking", "graphs", "nets", "rl"],
                      "theory": [1, 12, 2, 0], "empirical": [0, 18, 30, 3],
                      "both": [0, 10, 8, 1], "unclear": [0, 0, 0, 0]})
    t["total"] = t[["theory", "empirical", "both", "unclear"]].sum(axis=1)
    text = paper_types_by_topic_summary(t).text
    assert ("the theory-only share is highest in #1 graphs (30%, 12 of 40), lowest in "
            "#2 nets (5.0%, 2 of 40).") in text
    assert "walking" not in text and "rl" not in text
    assert "highest" not in paper_types_by_topic_summary(t[t["topic"] != 2]).text  # one left
    one = paper_types_by_topic_summary(t[t["topic"] == 1]).text
    assert one == "Papers of #1 graphs by type."  # not "each of 1 topic"


def test_groups_with_one_theory_share_are_not_named_both_highest_and_lowest():
    """RSS 2024-2025 (ICRA + IROS + RSS): every topic with 20 typed papers had no theory-only
    paper, and the card read "highest in #5 ... (0%, 0 of 66), lowest in #5 ... (0%, 0 of
    66)": one topic named twice, as if it were both ends."""
    t = pd.DataFrame({"topic": [5, 3, 7], "topic_label": ["rl", "arms", "tiny"],
                      "theory": [0, 0, 1], "empirical": [60, 22, 2], "both": [6, 0, 0],
                      "unclear": [4, 1, 0]})
    t["total"] = t[["theory", "empirical", "both", "unclear"]].sum(axis=1)
    text = paper_types_by_topic_summary(t).text
    assert "highest" not in text and "lowest" not in text
    assert text.endswith(" Among those with 20 papers with a type or more, both have the "
                         "same theory-only share, 0%.")
    venues = pd.DataFrame({"venue": ["ICRA", "IROS"], "theory": [2, 4], "empirical": [18, 36],
                           "both": [0, 0], "unclear": [0, 0], "total": [20, 40]})
    venues.loc[2] = ["WAFR", 1, 9, 0, 0, 10]  # under 20 typed papers: not among them
    venues.loc[3] = ["CoRL", 3, 27, 0, 0, 30]
    assert paper_types_by_summary(venues, "venue").text == (
        "Papers of each of 4 venues by type. Among those with 20 papers with a type or more, "
        "all 3 have the same theory-only share, 10%.")


def test_a_share_reads_the_same_in_the_headline_the_chart_and_its_summary():
    """The headline rounded the theory share to a whole percent (shares that add up to 100):
    "theory only 4%" above the paper-types card, whose summary said "3.5%"; the card's
    column said "(4%)".  One wording now: one decimal below 10%, whole percents above."""
    from dashboard.figures import paper_types_overall_figure
    from dashboard.sections.header import headline_shares
    from dashboard.summaries import paper_types_overall_summary

    counts = {"theory": 35, "empirical": 836, "both": 129, "unclear": 10}
    table = pd.DataFrame([{"topic": "all", "total": sum(counts.values()), **counts,
                           "theory_only_share": 35 / 1000}])
    assert headline_shares([35, 836, 129]) == ["3.5%", "84%", "13%"]
    text = paper_types_overall_summary(table).text
    assert "35 are theory only (3.5%)" in text and "have experiments (96%" in text
    notes = [n["text"] for n in paper_types_overall_figure(table, plain=True)["layout"][
        "annotations"]]
    assert "<b>35</b> (3.5%)" in notes and "<b>965</b> (96%)" in notes


def test_the_emerging_sentence_says_how_many_more_the_download_lists():
    """24 terms in the download, 15 drawn: "15 terms burst" read as all there were."""
    from dashboard.summaries.trends import emerging_summary
    table = pd.DataFrame({"term": [f"term {i}" for i in range(24)], "first_year": 2001,
                          "takeoff_year": 2020, "n_papers": 30, "n_since": 20,
                          "share_before": 0.01, "share_since": 0.05,
                          "share_expected": float("nan"), "burst_weight": 10.0,
                          "covered": 1.0, "venues": ""})
    text = emerging_summary(table, top=15).text
    assert text.startswith("15 terms burst up to the latest year, the strongest of 24 in the "
                           "download. Strongest: term 0, took off in 2020")
    assert emerging_summary(table.head(1)).text.startswith(
        "1 term bursts up to the latest year. Strongest:")
    # partial coverage never rounds to 100%
    near = table.assign(covered=0.997, venues="A, B")
    assert "(A, B: over 99% of the papers)" in emerging_summary(near).text


def test_two_groups_shares_read_as_two_groups_not_a_change():
    """The compare section wrote "(19% → 2.2%)" for COLT against ICML, which reads as a
    change over time; two groups' shares are joined by "vs" (a change keeps its arrow)."""
    table = pd.DataFrame({"kind": "topic", "term": ["bandits", "images"], "topic": [3, 4],
                          "group_a": "COLT", "group_b": "ICML", "z": [-5.0, 4.0],
                          "share_a": [0.19, 0.01], "share_b": [0.022, 0.08],
                          "count_a": [19, 1], "count_b": [22, 80],
                          "direction": ["falling", "rising"]})
    text = compare_topics_summary(table, "").text
    assert "More in COLT: #3 bandits (19% vs 2.2%)" in text
    assert "More in ICML: #4 images (1.0% vs 8.0%)" in text and "→" not in text


def test_the_paper_types_words_say_how_many_types_were_set_by_hand():
    """walk60: after a chair had set or confirmed 53 types, the card's words and its
    table said nothing of it; the words now say how many, counted as set."""
    from dashboard.summaries import paper_types_overall_summary

    counts = {"theory": 59, "empirical": 316, "both": 188, "unclear": 119}
    table = pd.DataFrame([{"topic": "all", "total": sum(counts.values()), **counts,
                           "theory_only_share": 59 / 563, "corrected": 27, "confirmed": 67}])
    # review61: changed and confirmed apart ("94 papers ... set or confirmed" of 27 changes)
    text = paper_types_overall_summary(table).text
    assert text.endswith("; 119 unclear. 27 types were corrected by hand and 67 confirmed, "
                         "counted as set.")
    one = paper_types_overall_summary(table.assign(corrected=1, confirmed=0)).text
    assert one.endswith(" 1 type was corrected by hand, counted as set.")
    agreed = paper_types_overall_summary(table.assign(corrected=0, confirmed=1)).text
    assert agreed.endswith(" 1 label was confirmed by hand, counted as set.")
    none = table.assign(corrected=0, confirmed=0)
    assert paper_types_overall_summary(none).text.endswith("unclear.")
    older = table.drop(columns="confirmed").assign(corrected=0)  # a table saved before
    assert paper_types_overall_summary(older).text.endswith("unclear.")


def test_authors_of_one_paper_each_are_not_called_the_most_prolific():
    """ACL + NAACL + COLING, theory only (8 papers): "15 most prolific authors; first: Andrej
    Risteski, 1 paper." named the first 15 names in alphabetical order as the most prolific."""
    def authors(papers: list[int]) -> pd.DataFrame:
        names = [f"Author {chr(65 + i)}" for i in range(len(papers))]
        return pd.DataFrame({"author": names, "n_papers": papers, "main_topic": 0,
                             "main_topic_label": "graphs", "corpus_papers": papers})

    assert prolific_authors_summary(authors([1] * 15)).text == (
        "No author has more than one of the papers shown; 15 are drawn, in the order of "
        "their names.")
    assert prolific_authors_summary(authors([3, 1, 1])).text == (
        "3 most prolific authors; first: Author A, 3 papers.")


def test_the_words_say_how_many_hold_in_all_when_more_hold_than_are_drawn():
    """"All 12 hold" read as every change that holds, where 30 did and 12 were drawn
    (newuser72: "All 19 hold" of 22)."""
    from dashboard.summaries import ranked_changes_summary

    n = 30
    t = pd.DataFrame({
        "kind": ["keyword"] * n, "term": [f"term{i}" for i in range(n)],
        "group_a": ["2013–2016"] * n, "group_b": ["2017–2019"] * n,
        "count_a": [1] * n, "count_b": [40] * n, "share_a": [0.01] * n, "share_b": [0.4] * n,
        "log_odds": [3.0 - i / 100 for i in range(n)], "z": [6.0 - i / 10 for i in range(n)],
        "q": [1e-6] * (n - 2) + [0.2, 0.3], "compared": [812] * n,
        "direction": ["rising"] * n,
    })
    text = ranked_changes_summary(t, "keyword").text
    assert " All 12 drawn hold at a 5% false discovery rate over the 812 keywords compared " \
        "(Benjamini-Hochberg). 28 hold in all; the table lists them." in text, text


@pytest.mark.parametrize("kind", ["theory", "empirical"])
def test_one_type_shown_gives_its_counts_not_a_share_of_100_or_0_percent(kind):
    """Under a type filter every paper shown is of that type: its share read "100% (40 of
    40) in 2013–2014, 100% (90 of 90) in 2018–2019" (newuser72: "100% → 100%")."""
    years = pd.DataFrame({"year": range(2013, 2020)})
    for k in ("theory", "empirical", "both", "unclear"):
        years[k] = [20 + 5 * i for i in range(7)] if k == kind else 0
    years["total"] = years[kind]
    text = paper_types_by_summary(years, "year").text
    assert "100%" not in text and " 0% " not in text, text
    name = "theory only" if kind == "theory" else "empirical only"
    assert text.startswith(f"Papers of each year by type. Every paper shown with a type is "
                           f"{name}: "), text


def test_one_type_shown_says_no_100_percent_change_in_the_type_shares():
    """The type-shares sentence under a type filter read "empirical only 100% (96 of 96) →
    100% (84 of 84); theory only 0% (0 of 96) → 0% (0 of 84)" (newuser72)."""
    from dashboard.summaries import type_shares_summary

    t = pd.DataFrame({"year": range(2013, 2020), "theory": 0, "both": 0,
                      "empirical": [20 + 5 * i for i in range(7)]})
    t["typed"] = t["empirical"]
    for k in ("theory", "empirical", "both"):
        t[f"{k}_share"] = t[k] / t["typed"]
    text = type_shares_summary(t).text
    assert "→" not in text and "100%" not in text, text
    assert text.startswith("Every paper shown with a type is empirical only: 110 in "), text

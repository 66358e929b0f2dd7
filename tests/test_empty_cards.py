"""A card whose chart is empty says one thing (ui68): the chart's message, its summary
the same words (kept for screen readers, out of sight), its note hidden by the page's
script (``assets/lazy_charts.js``, ``markEmpty``) unless it says what to do.  On b9db9c9
the 24k's topic #33 + ACL + empirical (one paper) read "No emerging term to list for these
filters." over "No basis for emerging terms here: ... widen the years", and acceptance
per topic "No rejected or withdrawn papers under these filters: ..." over "No acceptance
rates: no paper here has a decision ..."."""

from __future__ import annotations

import pandas as pd
import pytest

from analysis.filters import Filters
from dashboard import figures as F
from dashboard import ids
from dashboard.figures.base import empty_message
from dashboard.figures.decisions import acceptance_by_topic_figure, rates_by_type_figure
from dashboard.page import render
from dashboard.summaries.decisions import acceptance_by_topic_summary, rates_by_type_summary
from dashboard.view import make_view


@pytest.fixture(scope="module")
def planted(planted_analysis):
    return make_view(planted_analysis)


def test_an_empty_rate_chart_and_its_summary_say_the_same():
    topics = pd.DataFrame({"topic": ["all", 1], "topic_label": ["", "a"], "decided": [0, 0],
                           "accepted": [0, 0], "acceptance_rate": [float("nan")] * 2,
                           "acceptance_low": [0.0] * 2, "acceptance_high": [1.0] * 2})
    shown = empty_message(acceptance_by_topic_figure(topics, plain=True))
    assert shown is not None and acceptance_by_topic_summary(topics).text == shown
    types = pd.DataFrame({"paper_type": ["all", "theory"], "decided": [0, 0],
                          "presented": [0, 0]})
    shown = empty_message(rates_by_type_figure(types, plain=True))
    assert shown is not None and rates_by_type_summary(types).text == shown


def test_only_the_comparison_keeps_its_note_beside_an_empty_chart():
    """Its terms card's note says what to do ("Pick group A and group B above"); the topics
    card's says what the chart draws, as every other card's."""
    assert "keep_note" not in F.empty_figure("x", plain=True)["layout"]["meta"]
    empty = pd.DataFrame(columns=["kind", "term"])
    assert F.compare_terms_figure(empty, plain=True)["layout"]["meta"]["keep_note"] is True
    assert "keep_note" not in F.compare_topics_figure(empty, plain=True)["layout"]["meta"]


def test_every_empty_chart_of_a_thin_view_is_said_once(planted, planted_analysis):
    """Each chart drawn empty: its summary is its message (hidden) or says more of the
    same (a Decision filter's note); the emerging terms give the summary's reason."""
    years = sorted({int(y) for y in planted_analysis.papers["year"].dropna()})
    states = [Filters(years=(years[-1], years[-1])), Filters(years=(years[0], years[0]))]
    seen = 0
    for f in states:
        out = render(planted, f.to_query(), "")
        for chart, words in out["words"].items():
            shown = empty_message(out[chart])
            if shown is None:
                continue
            seen += 1
            about = out[ids.chart_about(chart)]
            assert words.text == shown, (chart, shown, words.text)
            assert "visually-hidden" in about.className
    assert seen >= 3


def test_a_card_of_one_year_names_the_filter_to_remove(planted, planted_analysis):
    """Topic + venue + type down to one year: the cards over the years say which filter,
    removed, shows papers from more years (on b9db9c9 they stopped at "need papers shown
    from at least two years")."""
    from dashboard.view import selected
    from dashboard.widen import n_years, widen_words

    years = sorted({int(y) for y in planted_analysis.papers["year"].dropna()})
    f = Filters(years=(years[-1], years[-1]))
    out = render(planted, f.to_query(), "")
    said = [empty_message(out[c]) for c in out["words"]]
    two = [s for s in said if s and "two years" in s]
    assert two and all(s.endswith(f"remove the years {years[-1]}.") for s in two), two
    for chart in (c for c in out["words"] if (empty_message(out[c]) or "") in two):
        assert out["words"][chart].text == empty_message(out[chart])
    # a filter whose removal leaves one year is not named; none set: nothing to say
    venue = str(planted_analysis.papers["venue"].iloc[0])
    both = Filters(years=f.years, venues=(venue,))
    words = widen_words(planted, both) or ""
    assert "the years" in words and venue not in words
    assert n_years(planted, selected(planted, Filters(venues=(venue,)).to_query())[1]) >= 2
    assert widen_words(planted, Filters()) is None


def test_the_served_layout_marks_the_cards_of_its_empty_charts():
    """The first view's empty charts have their notes hidden from the first paint, as the
    page's script hides them when a figure arrives (``assets/lazy_charts.js``)."""
    from dash import dcc, html

    from dashboard.charts import card
    from dashboard.first_view import mark_empty_cards

    cards = [card("a", "what a draws", [dcc.Graph(figure=F.empty_figure("none", plain=True))]),
             card("b", "pick two", [dcc.Graph(figure=F.empty_figure("x", plain=True,
                                                                      keep_note=True))]),
             card("c", "what c draws", [dcc.Graph(figure={"data": [], "layout": {}})])]
    mark_empty_cards(html.Div(cards))
    assert [c.className for c in cards] == ["card chart-empty", "card", "card"]


@pytest.fixture(scope="module")
def colt_unrefused(planted_analysis):
    """The planted corpus with every COLT paper an accepted poster and ICML 2019's rejected
    papers accepted too: only ICML 2020 and 2021 list rejections, COLT no orals."""
    import dataclasses

    papers = planted_analysis.papers.copy()
    colt = papers["venue"].eq("COLT")
    icml19 = papers["venue"].eq("ICML") & papers["year"].eq(2019)
    papers.loc[colt | (icml19 & papers["status"].eq("rejected")), "status"] = "accepted-poster"
    return make_view(dataclasses.replace(planted_analysis, papers=papers))


def _rate_cards(view, f: Filters) -> dict[str, tuple[str | None, str]]:
    out = render(view, f.to_query(), "")
    return {c: (empty_message(out[c]), out["words"][c].text)
            for c in (ids.ACCEPTANCE_BY_TOPIC, ids.RATES_BY_TYPE)}


def test_an_empty_acceptance_card_names_the_filter_to_remove(colt_unrefused):
    """On 33b394c the acceptance cards stopped at "No rejected or withdrawn papers under
    these filters: ..." with no filter named (ui69)."""
    from dashboard.figures.decisions import NO_ACCEPTANCE, NO_ORALS

    cards = _rate_cards(colt_unrefused, Filters(venues=("COLT",)))
    assert cards[ids.ACCEPTANCE_BY_TOPIC] == (
        f"{NO_ACCEPTANCE} To show acceptance rates, remove COLT.",) * 2
    assert cards[ids.RATES_BY_TYPE] == (
        f"{NO_ACCEPTANCE} {NO_ORALS} To show acceptance or oral rates, remove COLT.",) * 2
    # COLT 2019: the years removed bring in no rate, COLT removed brings ICML 2019's orals
    # but not an acceptance rate (ICML 2019 lists no rejection here): the venue-years named
    cards = _rate_cards(colt_unrefused, Filters(venues=("COLT",), years=(2019, 2019)))
    shown, words = cards[ids.ACCEPTANCE_BY_TOPIC]
    assert shown == words == (f"{NO_ACCEPTANCE} Acceptance rates count only the papers of "
                              "ICML 2020–2021, and removing any one filter alone brings "
                              "none of them in.")
    assert cards[ids.RATES_BY_TYPE][0].endswith("To show acceptance or oral rates, remove COLT.")


def test_a_decision_filter_is_not_named_and_keeps_its_words(colt_unrefused):
    """The rates count every decision: removing the Decision filter brings none in (not
    named); its summary's own sentence stays after the filter named."""
    from dashboard.sections.decisions import RATES_ALL_DECISIONS

    f = Filters(venues=("COLT",), statuses=("accepted-poster",))
    shown, words = _rate_cards(colt_unrefused, f)[ids.ACCEPTANCE_BY_TOPIC]
    assert shown is not None and shown.endswith("To show acceptance rates, remove COLT.")
    assert words == shown + RATES_ALL_DECISIONS
    assert _rate_cards(colt_unrefused, Filters(venues=("ICML",)))[
        ids.ACCEPTANCE_BY_TOPIC][0] is None  # a rate drawn: nothing to say


def _theme_topic(analysis, theme: str) -> int:
    papers = analysis.papers
    return int(papers.loc[papers["url"].astype(str).str.contains(f"/{theme}/"), "topic"].mode()[0])


def _compare_cards(view, f: Filters, trend: str) -> dict[str, tuple[str | None, str]]:
    out = render(view, f.to_query(), trend)
    return {c: (empty_message(out[c]), out["words"][c].text)
            for c in (ids.COMPARE_TERMS, ids.COMPARE_TOPICS)}


def test_a_comparison_of_a_group_without_papers_says_so(planted, planted_analysis):
    """Two groups picked, one of them without a paper under the filters: on 33b394c the
    terms card said "Nothing compared yet." (beside a note saying what was compared) and
    the topics card "No topic is more used by one group than the other." (ui69)."""
    diffusion = _theme_topic(planted_analysis, "diffusion")
    bandits = _theme_topic(planted_analysis, "bandits")
    n_diffusion = int((planted_analysis.papers["topic"] == diffusion).sum())
    cards = _compare_cards(planted, Filters(venues=("COLT",)),
                           f"compare_a=topic:{diffusion}&compare_b=topic:{bandits}")
    for shown, words in cards.values():
        assert shown == words
        assert shown.startswith(f"topic #{diffusion} ")
        assert shown.endswith(f" has no paper under these filters ({n_diffusion:,} in all), "
                              "so nothing is compared: remove a filter above, or pick "
                              "another group A.")
    out = render(planted, Filters(venues=("COLT",)).to_query(),
                 f"compare_a=topic:{diffusion}&compare_b=topic:{bandits}")
    assert "keep_note" not in out[ids.COMPARE_TERMS]["layout"]["meta"]  # its note: hidden
    cards = _compare_cards(planted, Filters(), "compare_a=zzqqxx&compare_b=venue:ICML")
    assert set(cards.values()) == {("zzqqxx has no paper in this corpus, so nothing is "
                                    "compared: pick another group A.",) * 2}
    assert set(_compare_cards(planted, Filters(), "compare_a=venue:COLT").values()) == {
        (F.compare.NOT_YET,) * 2}  # one group picked: nothing compared yet, truly


def test_no_topic_apart_says_over_how_many_papers(planted, planted_analysis):
    bandits = _theme_topic(planted_analysis, "bandits")
    f = Filters(topics=(bandits,))
    rows = planted_analysis.papers["topic"] == bandits
    n = planted_analysis.papers.loc[rows, "venue"].value_counts()
    shown, words = _compare_cards(planted, f, "compare_a=venue:COLT&compare_b=venue:ICML")[
        ids.COMPARE_TOPICS]
    assert shown == words == ("No topic is more used by one group than the other "
                              f"({n['COLT']:,} papers of COLT against {n['ICML']:,} of ICML).")

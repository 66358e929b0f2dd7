"""URL ⇄ filters ⇄ controls: one filter change, from wherever it came, made canonical.

The URL also keeps the trend options (what is followed, the periods, the two groups
compared: :class:`analysis.trends.TrendOptions`), so a reload or a shared link shows the
same lines.  They are not filters: they go to their own store (``trend-state``), and a
change of them alone leaves the filter state, and every view drawn from it alone, as it is.

A filter change can come from the URL (page load, back/forward, a pasted link), a control,
"clear all filters", a chart click or a legend click.  :func:`sync` turns each into one
:class:`~analysis.filters.Filters` value and from it the URL, the controls and the filter
state (the canonical query string) every view renders from.  Chart clicks carry URL query
fragments (:mod:`dashboard.figures`), parsed like the URL, so a click and a bookmark can
never disagree.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlencode

import pandas as pd

from analysis import tables
from analysis.decisions import STATUSES
from analysis.filters import Filters, years_within
from analysis.schema import PAPER_TYPES, shown_venue, venue_keys
from analysis.trends import TrendOptions
from dashboard import ids
from dashboard.outputs import YEAR_SLIDER, Key
from dashboard.view import View, parse_options, parse_state

# URL key -> Filters field, for the fragments that chart clicks carry.
FRAGMENT_FIELDS = {"topic": "topics", "q": "query", "venue": "venues", "years": "years",
                   "year": "years", "type": "types", "status": "statuses", "author": "author"}
CONTROLS = [(ids.TOPIC_FILTER, "value"), (ids.KEYWORD_FILTER, "value"),
            (ids.VENUE_FILTER, "value"), (ids.YEAR_FILTER, "value"), (ids.TYPE_FILTER, "value"),
            (ids.REVIEW_FILTER, "value"), (ids.STATUS_FILTER, "value"),
            (ids.AUTHOR_FILTER, "value")]
# (topics, query, venues, year range, types, review, statuses, author) as the controls hold them
Controls = tuple[Any, ...]
REVIEW = "review"  # the review checkbox's value when ticked
TREND_CONTROLS = [(ids.FOLLOW_TERMS, "value"), (ids.TREND_RECENT, "value"),
                  (ids.TREND_BEFORE, "value"), (ids.COMPARE_A, "value"), (ids.COMPARE_B, "value")]
TREND_IDS = {c for c, _ in TREND_CONTROLS}


def options_from_controls(view: View, controls: Controls | None) -> TrendOptions:
    """The trend options the trend controls show (followed items, periods, groups),
    checked against the corpus like a URL."""
    if not controls:
        return TrendOptions()
    follow, recent, before, a, b = controls
    asked = TrendOptions(follow=tuple(follow or ()), recent=int(recent or 0) or None,
                         before=int(before or 0) or None, compare_a=a or "", compare_b=b or "")
    return parse_options(view, asked.to_query())[0]


def controls_from_options(options: TrendOptions) -> Controls:
    """(followed, recent, before, group a, group b) to show in the trend controls."""
    return (list(options.follow), options.recent or 0, options.before or 0,
            options.compare_a or None, options.compare_b or None)


def page_query(f: Filters, options: TrendOptions) -> str:
    """The URL query of a view: its filters, then its trend options."""
    return "&".join(q for q in (f.to_query(), options.to_query()) if q)


def page_search(f: Filters, options: TrendOptions, paper: str | None = None) -> str:
    """The URL's ``search`` of a view ("?" and its query; "" for the unfiltered page),
    with the open paper's ``paper=ID`` last (:mod:`dashboard.paper_link`)."""
    query = "&".join(q for q in (page_query(f, options),
                                 urlencode({"paper": paper}) if paper else "") if q)
    return f"?{query}" if query else ""


def _venue_spans(analysis: Any) -> pd.DataFrame:
    """Each venue's first and last year with papers (``venue`` as the venue filter names
    it: a missing one is :data:`~analysis.schema.NO_VENUE`), from the whole corpus's
    ``tables.venue_years_table`` (made once per server: ``View.whole``)."""
    t = tables.venue_years_table(analysis)
    t = t[t["all_papers"] > 0]
    names = [shown_venue(v) for v in venue_keys(t["venue"])]
    return t.assign(venue=names).groupby("venue")["year"].agg(["min", "max"]).reset_index()


def year_span(view: View, venues: tuple[str, ...] | list[str] = (),
              years: tuple[int, int] | None = None) -> tuple[int, int]:
    """The years the year slider spans: the chosen ``venues``' first to last year (every
    venue's when none is chosen), widened to the chosen ``years`` so that a range the
    reader set is never cut (61k ICRA + IROS + RSS, RSS chosen: 2009-2025, not 2000-2025;
    with 2001-2005 chosen before: 2001-2025, which shows that no RSS paper is there)."""
    lo, hi = (view.years[0], view.years[-1]) if view.years else (0, 1)
    if venues and view.multi_year:
        spans = view.whole(_venue_spans)
        mine = spans[spans["venue"].isin(list(venues))]
        if not mine.empty:
            lo, hi = int(mine["min"].min()), int(mine["max"].max())
    if years:
        lo, hi = min(lo, years[0]), max(hi, years[1])
    return lo, hi


def _within_venues(view: View, f: Filters, warnings: list[str]) -> Filters:
    """A link's years cut to its venues' years, as they are to the corpus's
    (:func:`analysis.filters.years_within`), and dropped with a warning when they miss
    them; else the slider widened to them (walk62: ``?venue=ICLR&years=2022-2024`` on
    the 24k spanned 2013-2024 for a venue whose last year is 2018).  A range set on the
    slider before a venue is chosen keeps it (:func:`year_span`)."""
    if not (f.venues and f.years and view.multi_year):
        return f
    named = " and ".join([", ".join(f.venues[:-1]), f.venues[-1]] if len(f.venues) > 1
                         else f.venues)
    return f.with_(years=years_within(f.years, year_span(view, f.venues), warnings,
                                           f"the years of {named}"))


def year_slider(view: View, span: tuple[int, int],
                shown: tuple[int, int] | None) -> dict[Key, Any]:
    """The year slider's span (:func:`dashboard.state.year_span`: the chosen venues'
    years) and its end marks, sent when it differs from the span the page shows (None:
    the layout's, every year's)."""
    if not view.multi_year:
        return {}
    was = tuple(shown) if shown else (view.years[0], view.years[-1])
    if tuple(span) == was:
        return {}
    lo, hi = span
    return dict(zip(YEAR_SLIDER, (lo, hi, {lo: str(lo), hi: str(hi)}), strict=True))


def filters_from_controls(view: View, topics: list[int] | None, query: str | None,
                          venues: list[str] | None, year_range: list[int] | None,
                          types: list[str] | None, review: list[str] | None = None,
                          statuses: list[str] | None = None,
                          author: str | None = None, *,
                          shown: tuple[int, int] | None = None,
                          was: tuple[int, int] | None = None) -> Filters:
    """The filters the controls show; a year slider at its full range is no year filter:
    the range it shows (``shown``, its min and max; None: every year's), which follows the
    venues chosen (:func:`year_span`), unless that range was the year filter already
    (``was``: 2009-2025 chosen, then RSS, whose slider spans just that, stays chosen)."""
    years = None
    full = tuple(shown) if shown else (view.years[0], view.years[-1]) if view.years else None
    if view.multi_year and year_range and len(year_range) == 2:
        lo, hi = sorted(int(y) for y in year_range)
        if (lo, hi) != full or (lo, hi) == was:
            years = (lo, hi)
    k = view.analysis.topics.n_topics
    return Filters(
        topics=tuple(sorted({int(t) for t in (topics or []) if 0 <= int(t) < k})),
        query=(query or "").strip(),
        venues=tuple(v for v in (venues or []) if v in view.filter_venues),
        years=years,
        types=tuple(t for t in PAPER_TYPES if t in (types or [])),
        review=REVIEW in (review or []),
        statuses=tuple(s for s in STATUSES if s in (statuses or [])),
        author=parse_state(view, urlencode({"author": author}))[0].author if author else "",
    )


def controls_from_filters(view: View, f: Filters) -> Controls:
    """(topics, query, venues, year range, types, review, statuses, author) to show in the
    controls."""
    if view.multi_year:
        years = list(f.years) if f.years else list(year_span(view, f.venues))
    else:
        only = view.years[0] if view.years else 0
        years = [only, only + 1]
    return (list(f.topics), f.query, list(f.venues), years, list(f.types),
            [REVIEW] if f.review else [], list(f.statuses), f.author or None)


def click_fragment(click_data: dict[str, Any] | None,
                   keys: list[str | None] | None = None) -> str | None:
    """The filter fragment a chart click carries: the point's customdata, else (for
    traces whose points all filter alike, e.g. a topic's dots on the map) its trace's."""
    if not click_data or not click_data.get("points"):
        return None
    point = click_data["points"][0]
    custom = point.get("customdata")
    if isinstance(custom, list):
        custom = custom[0] if custom else None
    if isinstance(custom, str):
        return custom
    curve = point.get("curveNumber")
    if keys and isinstance(curve, int) and 0 <= curve < len(keys):
        return keys[curve]
    return None


def legend_fragment(restyle: list[Any] | None, keys: list[str | None] | None) -> str | None:
    """The fragment of the legend entry a single legend click toggled.

    Plotly reports a legend click as a restyle of ``visible`` on one trace
    (``[{"visible": ["legendonly"]}, [2]]``); a double click restyles every trace and
    is left to Plotly (show only / show all).
    """
    if not restyle or len(restyle) != 2 or not keys:
        return None
    change, traces = restyle
    if not isinstance(change, dict) or "visible" not in change or not traces:
        return None
    if len(traces) != 1 or not isinstance(traces[0], int) or traces[0] >= len(keys):
        return None
    return keys[traces[0]]


def apply_fragment(view: View, f: Filters, fragment: str) -> Filters:
    """Set the filters a click names; clicking what is already the filter clears it."""
    keys = {FRAGMENT_FIELDS[k] for k in parse_qs(fragment) if k in FRAGMENT_FIELDS}
    if not keys:
        return f
    parsed, _ = parse_state(view, fragment)
    wanted = {k: getattr(parsed, k) for k in keys}
    if all(getattr(f, k) == v for k, v in wanted.items()):
        return f.with_(**{k: getattr(Filters(), k) for k in keys})
    return f.with_(**wanted)


def _filters_of(view: View, trigger: str | None, controls: Controls,
                 clicks: dict[str, Any] | None, restyles: dict[str, Any] | None,
                 trace_keys: dict[str, list[str | None]] | None,
                 shown: tuple[int, int] | None = None,
                 was: tuple[int, int] | None = None) -> Filters | None:
    """The filters after a control, a "clear" or a chart event; None when a chart event
    names no filter.  ``shown``: the year slider's span as the page shows it; ``was``: the
    year filter before the change."""
    if trigger in ids.CLEARS:
        return Filters()
    f = filters_from_controls(view, *controls, shown=shown, was=was)
    frag = None
    if clicks and trigger in clicks:
        frag = click_fragment(clicks[trigger], (trace_keys or {}).get(trigger))
    if frag is None and restyles and trigger in restyles:
        frag = legend_fragment(restyles[trigger], (trace_keys or {}).get(trigger))
    if frag:
        return apply_fragment(view, f, frag)
    if trigger in (clicks or {}) or trigger in (restyles or {}):
        return None
    return f


def sync(view: View, trigger: str | None, search: str | None, controls: Controls,
         clicks: dict[str, Any] | None = None, restyles: dict[str, Any] | None = None,
         trace_keys: dict[str, list[str | None]] | None = None,
         trend_controls: Controls | None = None,
         year_shown: tuple[int, int] | None = None) -> dict[str, Any]:
    """One filter or trend-option change, from wherever it came, to the URL, the controls
    and the states.

    ``trigger`` is the id of what changed: ``url`` (page load, back/forward, a pasted
    link), a control, a trend control, ``clear-filters``, a graph (click or legend).
    Returns ``search`` (the canonical URL query), ``controls``, ``state`` (the filters'
    query the views render), ``trend_controls``, ``trend_state`` (the trend options'
    query), ``note`` (what was ignored in the URL, or "") and ``year_span`` (the years
    the slider spans: :func:`year_span`); or ``{"unchanged": True}`` when a chart event
    names no filter (a legend double click, a click on an empty spot).  ``year_shown``:
    the slider's span as the page shows it (None: every year's), the full range that is
    no year filter.
    """
    note = ""
    paper: str | None = None  # a link's open paper is kept (dashboard.paper_link); a
    if trigger in (None, ids.URL):  # change drops it
        paper = next(reversed(parse_qs((search or "").lstrip("?")).get("paper", [])), None)
        f, warnings = parse_state(view, search)
        f = _within_venues(view, f, warnings)
        options, more = parse_options(view, search)
        if warnings or more:
            note = "Part of the address was ignored: " + "; ".join(warnings + more) + "."
    else:
        got = _filters_of(view, trigger, controls, clicks, restyles, trace_keys, year_shown,
                          parse_state(view, search)[0].years)
        if got is None:
            return {"unchanged": True}
        # the keyword pick is no trend control: kept from the URL (dashboard.update)
        f = got
        kept = parse_options(view, search)[0]
        options = options_from_controls(view, trend_controls).with_(
            keywords=kept.keywords, keywords_emptied=kept.keywords_emptied)
        # a link's group the corpus lacks is kept (and said) until another is picked
        options = options.with_(**{f"missing_{g}": getattr(kept, f"missing_{g}") for g in "ab"
                                   if not getattr(options, f"compare_{g}")})
    return {"search": page_search(f, options, paper), "controls": controls_from_filters(view, f),
            "state": f.to_query(), "note": note, "filters": f, "options": options,
            "trend_controls": controls_from_options(options),
            "trend_state": options.to_query(), "year_span": year_span(view, f.venues, f.years)}


def trend_outputs(f: Filters, options: TrendOptions) -> dict[Key, Any]:
    """The trend state and the URL of a view whose trend options changed."""
    return {(ids.TREND_STATE, "data"): options.to_query(),
            (ids.URL, "search"): page_search(f, options)}

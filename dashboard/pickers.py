"""The pickers of what to follow and what to compare: options found as the reader types.

A picker offers any keyword of the whole vocabulary (not only the most frequent), the
phrase typed itself (a search), the topics, and for comparisons the venues, periods and
paper types; what is picked is an item string (:mod:`analysis.trends.items`), the form the
URL keeps.  The options are computed on the server from what is typed (a corpus has
thousands of keywords: sending them all would make every page load heavier).
"""

from __future__ import annotations

import re
from typing import Any

from dash import Dash, Input, Output, State
from dash.exceptions import PreventUpdate

from analysis.schema import PAPER_TYPES
from analysis.terms import spelling
from analysis.trends import (
    Item,
    TrendOptions,
    choose_periods,
    item_label,
    parse_item,
    search_item,
    year_counts,
)
from dashboard import ids
from dashboard.view import View

#: The filter bar's menus' height in px (Dash's default, 200, holds the search box, "Select
#: all" and three options: three of 40 topics).  480 shows ten, and ends above the fold of
#: a 768 px laptop screen from where the filter bar puts it.
MENU_HEIGHT = 480
#: The menus of the pickers lower on the page (compare, follow, keywords): seven options
#: where Dash's 200 px shows four.  A menu opens upwards when there is no room below it,
#: and one of 480 px then ran off the top of a 768 px screen, its search box out of view.
PICKER_MENU_HEIGHT = 320

TERMS_OFFERED = 20  # keywords offered for what is typed, the most used first
FOLLOW_KINDS = ("topic", "venue", "type")  # besides searches and keywords
GROUP_KINDS = ("venue", "years", "topic", "type")
KIND_NAMES = {"search": "search", "topic": "topic", "venue": "venue", "years": "years",
              "type": "paper type"}
_TOPIC_NUMBER = re.compile(r"#\d+$")
_YEARS = re.compile(r"^\s*(\d{4})\s*(?:[-–:]\s*(\d{4}))?\s*$")
Option = dict[str, Any]


def item_option(view: View, item: Item, typed: str = "") -> Option:
    """A dropdown option for ``item``: its label says what it is; ``search`` makes it match
    what was typed in the browser's own filtering."""
    label = item_label(view.analysis, item, limit=60)
    if item.kind == "search" and view.analysis.vocab.lookup(item.value.strip('"')) is not None:
        kind = "keyword"  # spelled as the charts spell it (analysis.terms.spelling)
        label = spelling.shown(view.analysis.vocab, label)
    else:
        kind = KIND_NAMES[item.kind]
    return {"label": f"{label} · {kind}", "value": item.text,
            "search": f"{typed} {label} {item.value}".strip()}


def _matching_terms(view: View, typed: str) -> list[Item]:
    words = typed.lower().strip().strip('"')
    vocab = view.vocabulary
    hits = vocab[vocab["folded"].str.contains(words, regex=False)] if words else vocab
    return [search_item(t) for t in hits["term"].head(TERMS_OFFERED)]


def _matching_groups(view: View, typed: str, kinds: tuple[str, ...]) -> list[Item]:
    """Topics, venues, types (and, for comparisons, periods) whose name holds ``typed``."""
    a, low = view.analysis, typed.lower().strip()
    found: list[Item] = []
    if "venue" in kinds:
        found += [Item("venue", v) for v in view.filter_venues if low in v.lower()]
    if "years" in kinds:
        m = _YEARS.match(typed)
        if m:
            got = parse_item(f"years:{m.group(1)}-{m.group(2) or m.group(1)}", a)
            found += [got] if got else []
    if "type" in kinds:
        found += [Item("type", t) for t in PAPER_TYPES[:3]
                  if low in item_label(a, Item("type", t)).lower()]
    if "topic" in kinds:
        found += [Item("topic", str(k)) for k, label in enumerate(a.topics.labels)
                  if low in f"#{k} {label}".lower()][:TERMS_OFFERED]
    return found


def item_options(view: View, typed: str | None, selected: list[str] | str | None,
                 kinds: tuple[str, ...], defaults: list[Item]) -> list[Option]:
    """The options for what was ``typed``: the items already picked, then the phrase typed
    (as a search) and matching keywords, and the matching topics, venues, periods and types
    (first, for the group pickers); with nothing typed, ``defaults``.

    A picked item stays an option (a dropdown drops a value its options lack) but matches
    the typed text only if it is one of the matches: the browser lists the picked first,
    so "transformer", picked, headed the list for "graph neural" and Enter un-ticked it."""
    a = view.analysis
    picked = [selected] if isinstance(selected, str) else list(selected or [])
    items = [i for i in (parse_item(t, a) for t in picked) if i is not None]
    typed = (typed or "").strip()
    matched: set[str] = set()
    if typed:
        groups = _matching_groups(view, typed, kinds)
        searches = [search_item(typed), *_matching_terms(view, typed)]
        # comparing: a venue, a period first; following: what was typed first, unless it
        # names a topic by its number ("#29" followed a search for "#29", which finds none)
        first = "years" in kinds or bool(_TOPIC_NUMBER.match(typed))
        matches = [*groups, *searches] if first else [*searches, *groups]
        matched = {i.text for i in matches}
        items += matches
    else:
        items += defaults
    seen: dict[str, Item] = {}
    for item in items:
        seen.setdefault(item.text, item)
    return [item_option(view, item, typed if item.text in matched else "")
            for item in seen.values()]


def follow_defaults(view: View) -> list[Item]:
    """What the follow picker offers before anything is typed: the most used keywords."""
    return [search_item(t) for t in view.vocabulary["term"].head(8)]


def group_defaults(view: View) -> list[Item]:
    """What the group pickers offer before anything is typed: the venues, the two halves
    of the years, the paper types.  The venues are those the venue filter offers, "(no
    venue)" among them when some paper has none (its bars filter by it; it compares too)."""
    a = view.analysis
    items = [Item("venue", v) for v in view.filter_venues]
    periods = choose_periods(year_counts(a.papers["year"]))
    if periods is not None:
        items += [i for p in (periods.before, periods.recent)
                  if (i := parse_item(f"years:{p[0]}-{p[1]}", a)) is not None]
    return items + [Item("type", t) for t in PAPER_TYPES[:3]]


# picker id -> (the kinds it offers besides searches, what it offers before typing)
PICKERS = {ids.FOLLOW_TERMS: (FOLLOW_KINDS, follow_defaults),
           ids.COMPARE_A: (GROUP_KINDS, group_defaults),
           ids.COMPARE_B: (GROUP_KINDS, group_defaults)}


def picker_defaults(view: View) -> dict[str, list[Item]]:
    """What each picker offers before anything is typed (made once per corpus)."""
    return {picker: defaults(view) for picker, (_, defaults) in PICKERS.items()}


def picker_options(view: View, options: TrendOptions, defaults: dict[str, list[Item]],
                   query: str = "") -> tuple[list[Option], ...]:
    """The options of the follow and group pickers for the trend options the URL holds,
    sent with their values (a dropdown drops a value its options lack); the search being
    explored (``query``) is offered to follow, so it stays as a line once the search is
    cleared."""
    picked: dict[str, list[str] | str] = {ids.FOLLOW_TERMS: list(options.follow),
                                          ids.COMPARE_A: options.compare_a,
                                          ids.COMPARE_B: options.compare_b}
    explored = {ids.FOLLOW_TERMS: [Item("search", query)] if query else []}
    return tuple(item_options(view, "", picked[p], kinds, explored.get(p, []) + defaults[p])
                 for p, (kinds, _) in PICKERS.items())


def register_pickers(app: Dash, view: View) -> None:
    """Each picker's options as the reader types (the sync callback sets them with the
    values; this one only answers typing)."""
    for picker, offered in picker_defaults(view).items():
        kinds = PICKERS[picker][0]

        @app.callback(Output(picker, "options", allow_duplicate=True),
                      Input(picker, "search_value"), State(picker, "value"),
                      prevent_initial_call=True)
        def _options(typed: str | None, value: Any, kinds: tuple[str, ...] = kinds,
                     offered: list[Item] = offered) -> list[Option]:
            if typed is None:
                raise PreventUpdate
            return item_options(view, typed, value, kinds, offered)

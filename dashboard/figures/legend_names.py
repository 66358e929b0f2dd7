"""A legend beside the plot with whole names where the chart is wide, cut where it is not.

Why: the topics-over-the-years legend cut every name at 30 characters between terms
(:func:`~dashboard.figures.labels.legend_topic_name`), fitted to the ~470-pixel chart
under which it moves above the plot; on a 1,400-pixel window its chart is ~1,300 px wide
and "#33 SVM · kernel · classifier" stood for "#33 support vector machine (SVM) · kernel ·
classifier" beside ~800 px of plot.  One cut cannot follow the room (polish67, legend67:
a cut long enough for 1,400 px, ~55 characters, left a 480-pixel chart ~90 px of plot).

Method: the figure is made twice, with the whole names and with the cut ones (each by
:func:`~dashboard.figures.base.make_figure`: its margins and its own ``meta.narrow``
tiers).  The whole-names figure is the one given, for a chart at least :func:`whole_below`
pixels wide: there the plot keeps at least half the chart beside the legend
(:data:`PLOT_SHARE`; the legend never wider than what it keys).  Under that width a tier
of ``meta.narrow`` (``assets/narrow_charts.js``) draws the cut figure: its ``data`` holds
each trace's keys that differ (``name``, ``legendwidth``), its ``layout`` every key the
tiers on either side touch, with their cut values (``restate``: laid over the given
figure's own, not over a wider tier's), then the cut figure's narrower tiers follow as
they were.  Widths: the 24k at 1,400 px (~1,300-px chart) whole; at 1,024 px (~950 px)
the cut; at 390 px the cut, above the plot (``bench/INTERACTION.md``, ui68).
"""

from __future__ import annotations

from typing import Any

from dashboard.figures.legend_tiers import _overlaid

#: the least share of the chart's width the plot keeps beside a legend of whole names
PLOT_SHARE = 0.5


def whole_below(layout: dict[str, Any]) -> int:
    """The chart width (px) under which the whole names' legend (its right margin, with
    the left one) would leave the plot less than :data:`PLOT_SHARE` of the chart."""
    margin = layout["margin"]
    return int((int(margin["l"]) + int(margin["r"])) / (1 - PLOT_SHARE)) + 1


def _tiers(layout: dict[str, Any]) -> list[dict[str, Any]]:
    meta = layout.get("meta")
    narrow = meta.get("narrow") if isinstance(meta, dict) else None
    return list(narrow) if isinstance(narrow, list) else []


def _trace_changes(whole: list[dict[str, Any]], cut: list[dict[str, Any]]
                   ) -> list[dict[str, Any] | None]:
    """Per trace of ``whole``: the keys whose values ``cut`` gives otherwise, None where
    none does."""
    out: list[dict[str, Any] | None] = []
    for w, c in zip(whole, cut, strict=True):
        keys = {k: c[k] for k in c if w.get(k) != c[k]}
        out.append(keys or None)
    return out


def with_whole_names(whole: dict[str, Any], cut: dict[str, Any]) -> dict[str, Any]:
    """``whole`` (a plain figure of whole legend names) with a ``meta.narrow`` tier that
    draws ``cut`` (the same traces, names cut) under :func:`whole_below`, and ``cut``'s
    narrower tiers; ``cut`` itself where the names are the same, or where a list (the
    annotations) would differ between them (the script adds a tier's list to the
    figure's: no tier can take one away)."""
    changes = _trace_changes(whole["data"], cut["data"])
    if not any(changes):
        return cut
    wl, cl = whole["layout"], cut["layout"]
    below = whole_below(wl)
    wide = [t for t in _tiers(wl) if int(t["below"]) > below]
    cut_tiers = _tiers(cl)
    drawn = dict(cl)  # the cut figure as drawn just under ``below``
    for tier in cut_tiers:
        if int(tier["below"]) >= below:
            drawn = _overlaid(drawn, tier["layout"])
    keys = {"margin", *(k for t in wide for k in t["layout"]),
            *(k for t in cut_tiers if int(t["below"]) >= below for k in t["layout"])}
    if any(isinstance(drawn.get(k), list) and drawn.get(k) != wl.get(k) for k in keys):
        return cut
    keys = {k for k in keys if not isinstance(drawn.get(k), list)}
    tier = {"below": below, "layout": {k: drawn[k] for k in sorted(keys) if k in drawn},
            "restate": sorted(keys), "data": changes}
    narrower = [t for t in cut_tiers if int(t["below"]) < below]
    meta = wl.get("meta") if isinstance(wl.get("meta"), dict) else {}
    return {**whole, "layout": {**wl, "meta": {**meta, "narrow": [*wide, tier, *narrower]}}}

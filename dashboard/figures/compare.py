"""Two groups compared: every term by its share of each group's papers (a Scattertext-style
plot, Kessler 2017), and the topics that characterise each group."""

from __future__ import annotations

from urllib.parse import quote_plus

import numpy as np
import pandas as pd

from analysis.terms import spelling
from dashboard.figures.base import (
    FALLING_COLOR,
    NEUTRAL_COLOR,
    RISING_COLOR,
    Figure,
    empty_figure,
    keyword_query,
    make_figure,
)
from dashboard.figures.margins import text_width
from dashboard.figures.ranked import diverging_figure

TERMS_DRAWN = 600  # points of the plot: the terms the two groups use most
TERMS_LABELLED = 8  # the most characteristic terms of each group are named on the plot
# Where the labels go (label_positions): the plot's size in a wide card at the narrowest
# window that lays it out so (821 px: 780 px wide, 520 high, less the margins), the labels'
# font and the marker's half width, in pixels.  At the left edge, the terms group a never
# uses stand in one column: labels centred above them were cut by the plot's left edge and
# overlapped the next one up.
LABEL_PLOT = (700.0, 450.0)
LABEL_SIZE = 10
LABEL_GAP = 6
#: The section's one instruction (the terms card's note); the two empty charts say only
#: NOT_YET, so a reader meets it once, not three times (five for a screen reader).
PICK_TWO = ("Pick group A and group B above: two venues, two periods, two searches, two "
            "topics or two paper types.")
NOT_YET = "Nothing compared yet."
NO_KEYWORD = "The papers of the two groups use no keyword to compare."
NO_TOPIC = "No topic is more used by one group than the other"


def _picked(table: pd.DataFrame) -> tuple[str, str, int, int]:
    """The two groups' names and papers counted (``papers_a``, ``papers_b``)."""
    first = table.iloc[0]
    return (str(first["group_a"]), str(first["group_b"]), int(first.get("papers_a", 1)),
            int(first.get("papers_b", 1)))


def not_compared(table: pd.DataFrame) -> str | None:
    """Why the two groups are not compared, in one sentence (None: they are): none picked
    yet (:data:`NOT_YET`; the terms card's note says what to do), or a group without a
    paper, named with what to change: another group where the corpus has none (a search
    nothing matches), else another group or a filter less (ui69: "Nothing compared
    yet." under two groups picked, beside a note saying what was compared)."""
    if table.empty:
        return NOT_YET
    a, b, n_a, n_b = _picked(table)
    if n_a and n_b:
        return None
    first = table.iloc[0]
    empty = [(g, which, int(first.get(f"corpus_{which.lower()}", 1)))
             for g, which, n in ((a, "A", n_a), (b, "B", n_b)) if not n]
    nowhere = [g for g, _, whole in empty if not whole]
    if len(empty) == 2:
        if len(nowhere) == 2:
            return f"Neither {a} nor {b} has a paper in this corpus: pick other groups."
        return (f"Neither {a} nor {b} has a paper under these filters: remove a filter "
                "above, or pick other groups.")
    group, which, whole = empty[0]
    if not whole:
        return (f"{group} has no paper in this corpus, so nothing is compared: pick another "
                f"group {which}.")
    return (f"{group} has no paper under these filters ({whole:,} in all), so nothing is "
            f"compared: remove a filter above, or pick another group {which}.")


def no_topic_words(table: pd.DataFrame) -> str:
    """The topics chart's words when no topic sets the groups apart, with the papers the
    test had: "No topic ... (3 papers of COLT against 5 of ICML)." says why at once."""
    a, b, n_a, n_b = _picked(table)
    return f"{NO_TOPIC} ({n_a:,} paper{'s' * (n_a != 1)} of {a} against {n_b:,} of {b})."


def compare_terms_figure(table: pd.DataFrame, *, plain: bool = False) -> Figure:
    """Each term (``tables.comparison_table``, keywords) placed by its share of group a's
    papers (x) and group b's (y), both on log scales; above the diagonal, b uses it more.
    Colour: the group a term characterises (``direction``: the test holds at q < 0.05); the
    strongest listed terms of each side are named where a label fits
    (:func:`label_positions`).  A click searches for the term.

    A log axis has no 0: a term one group never uses stands at half the smallest share
    drawn, where the axis says "0" (:func:`zero_ticks`), and its hover gives its true share
    (walk57: "halfspace" stood at the "0.05" tick and its hover read "UAI: 0.04% (0)")."""
    if (said := not_compared(table)) is not None:
        return empty_figure(said, plain=plain, keep_note=said == NOT_YET)
    t = table[table["kind"] == "keyword"] if "kind" in table else table
    if t.empty:
        return empty_figure(NO_KEYWORD, plain=plain)
    a, b = str(t["group_a"].iloc[0]), str(t["group_b"].iloc[0])
    col = {c: t[c].to_numpy() for c in ("term", "count_a", "count_b", "share_a", "share_b",
                                         "z", "direction")}
    drawn = np.argsort(-(col["count_a"] + col["count_b"]), kind="stable")[:TERMS_DRAWN]
    col = {c: v[drawn] for c, v in col.items()}
    shares = np.concatenate([col["share_a"], col["share_b"]]).astype(float)
    floor = shares[shares > 0].min() / 2 if (shares > 0).any() else 1e-4
    x = np.maximum(col["share_a"].astype(float), floor) * 100
    y = np.maximum(col["share_b"].astype(float), floor) * 100
    z = col["z"].astype(float)
    # the strongest listed terms of each side are named (an unlisted one never)
    listed = col["direction"] != ""
    up, down = np.flatnonzero(listed & (z > 0)), np.flatnonzero(listed & (z < 0))
    labelled = np.zeros(len(z), dtype=bool)
    labelled[up[np.argsort(-z[up], kind="stable")][:TERMS_LABELLED]] = True
    labelled[down[np.argsort(z[down], kind="stable")][:TERMS_LABELLED]] = True
    side = np.where(col["direction"] == f"more in {b}", RISING_COLOR,
                    np.where(col["direction"] == f"more in {a}", FALLING_COLOR, NEUTRAL_COLOR))
    terms = spelling.labels(t.iloc[drawn])  # one spelling (analysis.terms.spelling)
    top = float(max(x.max(), y.max())) * 1.3
    low = floor * 100 * 0.8
    where, named = label_positions(np.log10(x), np.log10(y), labelled, terms, np.abs(z),
                                   (np.log10(low), np.log10(top)))
    points = {
        "type": "scatter", "mode": "markers+text", "x": x.round(4).tolist(),
        "y": y.round(4).tolist(),
        "text": [term if lab else "" for term, lab in zip(terms, named, strict=True)],
        "textposition": where,
        "textfont": {"size": LABEL_SIZE},
        "cliponaxis": False,  # a label at the plot's edge is drawn whole, in the margin
        "marker": {"color": side.tolist(), "size": 7, "opacity": 0.75,
                   # the side by shape too: up, b's; down, a's; a dot, neither
                   "symbol": np.where(col["direction"] == f"more in {b}", "triangle-up",
                                      np.where(col["direction"] == f"more in {a}",
                                               "triangle-down", "circle")).tolist()},
        "customdata": [["q=" + quote_plus(keyword_query(term)), term, ca, cb, zz, sa, sb]
                       for term, ca, cb, zz, sa, sb in zip(
                           terms, col["count_a"].tolist(), col["count_b"].tolist(),
                           z.round(2).tolist(), (col["share_a"].astype(float) * 100).tolist(),
                           (col["share_b"].astype(float) * 100).tolist(), strict=True)],
        "hovertemplate": "<b>%{customdata[1]}</b><br>" + a + ": %{customdata[5]:.2f}% of its "
        "papers (%{customdata[2]:,})<br>" + b + ": %{customdata[6]:.2f}% (%{customdata[3]:,})"
        "<br>z = %{customdata[4]}<extra></extra>",
    }
    diagonal = {"type": "scatter", "mode": "lines", "x": [low, top], "y": [low, top],
                "line": {"color": "#cbd2d9", "dash": "dot", "width": 1}, "hoverinfo": "skip"}
    ticks = zero_ticks(floor * 100, low, top) if (shares == 0).any() else log_ticks(low, top)
    return make_figure([diagonal, points], {
        "height": 520,
        "xaxis": {"type": "log", "title": {"text": f"% of {a}'s papers using the term"},
                  **ticks},
        "yaxis": {"type": "log", "title": {"text": f"% of {b}'s papers using the term"},
                  **ticks},
    }, plain=plain)


def _box(u: float, v: float, width: float, position: str) -> tuple[float, ...]:
    """(left, right, bottom, top) in pixels of a label at ``position`` of a point at (u, v)."""
    height = LABEL_SIZE * 1.3
    vertical, horizontal = position.split(" ")
    bottom = {"top": v + height / 2, "middle": v - height / 2,
              "bottom": v - 1.5 * height}[vertical]
    left = {"right": u + LABEL_GAP, "left": u - LABEL_GAP - width,
            "center": u - width / 2}[horizontal]
    return left, left + width, bottom, bottom + height


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return (max(0.0, min(a[1], b[1]) - max(a[0], b[0]))
            * max(0.0, min(a[3], b[3]) - max(a[2], b[2])))


MARKER_HALF = 4.0  # a marker's half width in pixels, as an obstacle to a label


def label_positions(x: np.ndarray, y: np.ndarray, labelled: np.ndarray, terms: list[str],
                    strength: np.ndarray, bounds: tuple[float, float]
                    ) -> tuple[list[str], np.ndarray]:
    """Each point's ``textposition`` and which labels are drawn.  The most characteristic
    label (``strength``) is placed first, each next one beside, above or below its point,
    facing the plot's middle first (never across the plot's edge), where it covers no
    label placed and the fewest markers; a label that would cover one placed is not drawn
    (its hover still names it): on the 24k, 2013-2017 against 2020-2024, five labels of
    the lower right ("support vector machine", "Bayesian network", ...) were drawn over
    one another and over the markers.  ``x``, ``y`` and both axes' ``bounds`` as drawn
    (log10 of the shares); boxes estimated at :data:`LABEL_PLOT` from the characters
    (:func:`~dashboard.figures.margins.text_width`), the narrowest layout, so a wider
    one only spreads them."""
    out = ["middle right"] * len(x)
    drawn = np.zeros(len(x), dtype=bool)
    if not labelled.any():
        return out, drawn
    low, span = bounds[0], max(bounds[1] - bounds[0], 1e-9)
    u = (x - low) / span * LABEL_PLOT[0]
    v = (y - low) / span * LABEL_PLOT[1]
    markers = np.stack([u - MARKER_HALF, u + MARKER_HALF, v - MARKER_HALF, v + MARKER_HALF],
                       axis=1)
    placed: list[tuple[float, ...]] = []
    for i in sorted(np.flatnonzero(labelled), key=lambda i: -float(strength[i])):
        inward = "right" if u[i] < LABEL_PLOT[0] / 2 else "left"
        width = text_width([terms[i]], LABEL_SIZE)
        best: tuple[float, str, tuple[float, ...]] | None = None
        for side in (inward, "left" if inward == "right" else "right"):
            for vertical in ("middle", "top", "bottom"):
                box = _box(float(u[i]), float(v[i]), width, f"{vertical} {side}")
                if box[0] < 0 or box[1] > LABEL_PLOT[0] or any(
                        _overlap(box, p) > 0 for p in placed):
                    continue
                covered = float(_covers(box, markers, int(i)))
                if best is None or covered < best[0]:
                    best = (covered, f"{vertical} {side}", box)
        if best is not None:
            out[i], drawn[i] = best[1], True
            placed.append(best[2])
    return out, drawn


def _covers(box: tuple[float, ...], markers: np.ndarray, own: int) -> int:
    """How many markers (rows of ``markers``: left, right, bottom, top) but the label's own
    ``box`` covers."""
    hit = ((markers[:, 0] < box[1]) & (markers[:, 1] > box[0])
           & (markers[:, 2] < box[3]) & (markers[:, 3] > box[2]))
    hit[own] = False
    return int(hit.sum())


def log_ticks(low: float, high: float) -> dict[str, list]:
    """A log axis's ticks at 1, 2 and 5 times the powers of ten in [low, high], each
    written out: Plotly's own labels between powers are the digit alone ("2 5 0.1 2 5 1
    2 5 10"), so a "2" read 0.02, 0.2, 2 or 20."""
    values = [m * 10.0 ** e for e in range(int(np.floor(np.log10(low))),
                                           int(np.ceil(np.log10(high))) + 1)
              for m in (1, 2, 5) if low <= m * 10.0 ** e <= high]
    return {"tickvals": values, "ticktext": [f"{v:.10g}" for v in values]}


def zero_ticks(zero: float, low: float, high: float) -> dict[str, list]:
    """:func:`log_ticks` with "0" where the terms a group never uses stand (``zero``, half
    the smallest share drawn), and none between it and twice it: no term is there, and a
    tick so close to the "0" read as the zeros' share."""
    ticks = log_ticks(low, high)
    kept = [(v, t) for v, t in zip(ticks["tickvals"], ticks["ticktext"], strict=True)
            if v >= 2 * zero * (1 - 1e-9)]
    return {"tickvals": [zero] + [v for v, _ in kept], "ticktext": ["0"] + [t for _, t in kept]}


def compare_topics_figure(table: pd.DataFrame, top: int = 10, *,
                          plain: bool = False) -> Figure:
    """The topics most characteristic of each group (``tables.comparison_table``, topics):
    z of the log-odds ratio, group b's to the right; a click filters by the topic."""
    if (said := not_compared(table)) is not None:
        return empty_figure(said, plain=plain)
    t = table[table["kind"] == "topic"] if "kind" in table else table
    labels = (str(table["group_a"].iloc[0]), str(table["group_b"].iloc[0]))
    significant = t[t["direction"] != ""]
    return diverging_figure(significant, labels, top, no_topic_words(table), plain=plain)

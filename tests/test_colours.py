"""Colour vision: the palettes stay apart for the common colour-vision deficiencies, and
no chart tells its series apart by colour alone.

Simulation: Machado, Oliveira & Fernandes (2009), "A physiologically-based model for
simulation of color vision deficiency", as implemented by colorspacious (``sRGB1+CVD``),
at severity 100 (protanopia, deuteranopia, tritanopia: the strongest form of each).
Distance: CAM02-UCS ΔE (Luo, Cui & Li 2006), where about 1 is a just-noticeable
difference; :data:`dashboard.figures.base.MIN_DELTA_E` is the least any two colours of a
set may keep under each simulation.
"""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest

colorspacious = pytest.importorskip("colorspacious")

from analysis.schema import PAPER_TYPES  # noqa: E402
from dashboard import figures as F  # noqa: E402
from dashboard.figures import base  # noqa: E402

VISIONS = ("normal", "protanomaly", "deuteranomaly", "tritanomaly")


def _rgb(colour: str) -> np.ndarray:
    colour = colour.lstrip("#")
    return np.array([int(colour[i:i + 2], 16) for i in (0, 2, 4)]) / 255


def seen(colour: str, vision: str) -> np.ndarray:
    """``colour`` as a reader with ``vision`` sees it (sRGB, 0..1)."""
    rgb = _rgb(colour)
    if vision == "normal":
        return rgb
    cvd = {"name": "sRGB1+CVD", "cvd_type": vision, "severity": 100}
    return np.clip(colorspacious.cspace_convert(rgb, cvd, "sRGB1"), 0, 1)


def closest_pair(palette: tuple[str, ...], vision: str) -> tuple[float, str, str]:
    """The two colours of ``palette`` closest for ``vision``, and their ΔE."""
    return min((float(colorspacious.deltaE(seen(a, vision), seen(b, vision),
                                           input_space="sRGB1")), a, b)
               for a, b in itertools.combinations(palette, 2))


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("name", list(base.PALETTES))
def test_every_palette_stays_apart_for_each_colour_vision(name, vision):
    d, a, b = closest_pair(base.PALETTES[name], vision)
    assert d >= base.MIN_DELTA_E, f"{name}: {a} and {b} are {d:.1f} apart for {vision}"


def test_the_check_catches_a_palette_that_is_not_safe():
    """The topic palette this replaced (Tol's muted and light schemes mixed): near-twins for
    everyone; and a red and a green that deuteranopes cannot tell apart (protanopes still
    can, by lightness: red looks dark to them)."""
    old = ("#332288", "#88CCEE", "#44AA99", "#117733", "#999933", "#DDCC77", "#CC6677",
           "#882255", "#AA4499", "#77AADD", "#EE8866", "#EEDD88", "#FFAABB", "#99DDFF",
           "#44BB99", "#BBCC33", "#AAAA00", "#4477AA", "#EE6677", "#228833")
    assert closest_pair(old, "normal")[0] < base.MIN_DELTA_E
    red_green = ("#D62728", "#2CA02C")  # matplotlib's red and green
    assert closest_pair(red_green, "normal")[0] > 30
    assert closest_pair(red_green, "deuteranomaly")[0] < base.MIN_DELTA_E
    assert closest_pair(red_green, "protanomaly")[0] > base.MIN_DELTA_E


def test_every_topic_has_its_own_colour_and_second_mark():
    marks = [(F.topic_color(k), F.topic_hatch(k)) for k in range(54)]
    symbols = [(F.topic_color(k), F.topic_symbol(k)) for k in range(54)]
    assert len(set(marks)) == len(set(symbols)) == 54


def test_stacked_topics_differ_by_colour_or_pattern():
    topics = range(30)
    trends = pd.DataFrame([{"year": y, "topic": k, "topic_label": f"t{k}", "n_papers": 1,
                            "year_papers": 30, "share": 1 / 30}
                           for y in (2019, 2020) for k in topics])
    areas = F.topic_trends_figure(trends, plain=True)["data"]
    seen_marks = {(t["fillcolor"], t.get("fillpattern", {}).get("shape", "")) for t in areas}
    # the ten largest topics and one grey band of the other twenty
    assert len(seen_marks) == len(areas) == F.TREND_LEGEND + 1
    assert areas[-1]["name"] == "20 other topics"


def test_paper_types_are_told_by_pattern_as_well_as_colour():
    table = pd.DataFrame({"year": [2019, 2020], "theory": [3, 4], "empirical": [5, 6],
                          "both": [2, 2], "unclear": [1, 0], "total": [11, 12]})
    bars = F.paper_types_by_figure(table, "year", plain=True)["data"]
    shapes = [t["marker"]["pattern"]["shape"] for t in bars]
    assert [t["name"] for t in bars] == [F.TYPE_LEGEND[t] for t in PAPER_TYPES]
    assert len(set(shapes)) == len(PAPER_TYPES)
    shares = pd.DataFrame({"year": [2019, 2020], "theory": [3, 4], "empirical": [5, 6],
                           "both": [2, 2], "unclear": [1, 0], "typed": [10, 12],
                           "total": [11, 12], "theory_share": [.3, .33],
                           "empirical_share": [.5, .5], "both_share": [.2, .17]})
    areas = F.type_shares_figure(shares, plain=True)["data"]
    marks = {(t["fillcolor"], t.get("fillpattern", {}).get("shape", "")) for t in areas}
    assert len({shape for _, shape in marks}) == 3


def test_lines_and_venues_get_a_second_mark():
    table = pd.DataFrame([{"year": y, "term": f"term {i}", "n_papers": 1, "year_papers": 9,
                           "share": 0.1} for i in range(12) for y in (2019, 2020)])
    lines = F.keyword_trend_figure(table, plain=True)["data"]
    assert len({(t["line"]["color"], t["marker"]["symbol"]) for t in lines}) == 12
    venues = pd.DataFrame([{"venue": f"V{i}", "year": y, "n_papers": 1, "all_papers": 10 - i,
                            "share_of_year": 0.1} for i in range(9) for y in (2019, 2020)])
    bars = F.venue_years_figure(venues, plain=True)["data"]
    assert len({(t["marker"]["color"], t["marker"]["pattern"]["shape"]) for t in bars}) == 9


def test_a_venue_keeps_its_colour_whatever_the_filters_leave_of_it():
    """Ranked among the papers shown, a filter swapped the venues' colours (the robotics
    corpora: ICRA orange and IROS blue; filtered to theory-only papers, IROS orange and ICRA
    blue).  Given the corpus's venues, largest first, each keeps its colour."""
    def table(sizes):
        return pd.DataFrame([{"venue": v, "year": 2020, "n_papers": n, "all_papers": n,
                              "share_of_year": 0.5} for v, n in sizes.items()])

    def colours(sizes, **corpus):
        bars = F.venue_years_figure(table(sizes), plain=True, **corpus)["data"]
        return {t["name"]: (t["marker"]["color"], t["marker"]["pattern"]["shape"])
                for t in bars}

    corpus = {"venues": ["IROS", "ICRA", "RSS"]}
    everything = colours({"IROS": 1000, "ICRA": 900, "RSS": 60}, **corpus)
    theory = colours({"IROS": 100, "ICRA": 200, "RSS": 30}, **corpus)
    assert everything == theory
    assert everything["IROS"][0] == F.VENUE_PALETTE[0]
    # the venue filter leaves ICRA alone: still ICRA's colour, not the first
    assert colours({"ICRA": 900}, **corpus) == {"ICRA": everything["ICRA"]}
    # a venue the corpus order lacks comes after it
    assert colours({"ICRA": 900, "X": 5}, **corpus)["X"][0] == F.VENUE_PALETTE[3]

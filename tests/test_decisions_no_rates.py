"""The decisions section's note when no venue-year lists rejected papers says whether there
are oral rates instead (newuser72: AAAI 2022 "Technical" + IJCAI 2020-24 "Poster", accepted
papers only and no orals, read "so there are no acceptance rates (only oral rates)", and
the page had no oral rate)."""

from __future__ import annotations

import random

import pytest

from dashboard.sections.decisions import layout
from dashboard.view import make_view
from tests.test_trends_nested import analysed, themed_abstract


def _rows(statuses: dict[str, list[str]]) -> list[dict]:
    rng = random.Random(7)
    rows = []
    for venue, given in statuses.items():
        for i in range(40):
            phrase = ["graph neural network", "reinforcement learning"][i % 2]
            rows.append({"id": f"{venue}{i}", "title": f"{venue} paper {i}", "year": 2022,
                         "venue": venue, "status": given[i % len(given)],
                         "abstract": themed_abstract(rng, [phrase, "benchmark dataset"])})
    return rows


@pytest.mark.parametrize("statuses, said", [
    ({"AAAI": ["Technical"], "IJCAI": ["Poster"]},
     "no acceptance rates and, with no venue-year that has orals beside other accepted "
     "papers, no oral rates either."),
    ({"ICML": ["Oral", "Poster", "Poster"], "IJCAI": ["Poster"]},
     "no acceptance rates (only oral rates)."),
])
def test_the_note_says_which_rates_there_are(tmp_path_factory, statuses, said):
    view = make_view(analysed(tmp_path_factory, "rates", _rows(statuses), n_topics=2))
    assert said in str(layout(view))

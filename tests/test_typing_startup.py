"""Paper typing's look-alike prefilter: the same spans as the regex's own scan."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("low", [
    "the plans are formally verified and run on a robot.",
    "we obtain an exponential speed-up and a quadratic speedups over prior work.",
    "the two regimes are qualitatively different; experiments confirm it.",
    "we check the speed of convergence and validate it on real data.",  # literals, no match
    "we run experiments on imagenet.", "", "formally, we verify nothing here.",
])
def test_theory_lookalikes_are_the_regexs_own(low):
    # the substring test before the scan changes nothing of what the scan finds
    from analysis.paper_types import apparatus

    assert apparatus.theory_lookalikes(low) == [
        m.span() for m in apparatus.THEORY_LOOKALIKE.finditer(low)]
    assert set(apparatus._LOOKALIKE_NEEDS) == {"verif", "check", "validat", " speed",
                                                "qualitatively "}

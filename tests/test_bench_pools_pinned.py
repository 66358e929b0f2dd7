"""The bench pool scripts measure the blind sets they were run on, not evaluate's
``BLIND_SETS`` of the day: that list gains a set each session, and a pool script rerun
after it would read a set that was kept blind for another session's changes and no longer
reproduce its recorded figures (refit72.py pinned its sets in 5083a8a; the three below did not)."""

import pytest


@pytest.mark.parametrize("script, attribute, last", [
    ("weigh72", "DEV_SETS", "dev20"),
    ("both_missed_w72", "SETS", "dev20"),
    ("both_missed_w70", "SETS", "dev18"),
])
def test_a_pool_script_reads_the_sets_of_its_session(paper_bench, script, attribute, last):
    sets = getattr(getattr(paper_bench, script), attribute)
    blind = [s for s in sets if s.startswith("dev") and s[3:].isdigit() and int(s[3:]) >= 10]
    assert sets[:3] == ("dev", "dev9", "dev9t")
    assert blind == [f"dev{i}" for i in range(10, int(last[3:]) + 1)]
    assert set(blind) < set(paper_bench.evaluate.BLIND_SETS)  # dev21 on exists, unread here

"""The time left that ``analyze`` shows is honest on a planted timeline (small72): a stage
that counts nothing no longer holds "about 4 s left" for the ~55 s it runs (the 24k's
``analyze`` at a load of 10-17 said "97%, about 4 s left" as it began its tables)."""

from __future__ import annotations

import json
import types

import pytest

from analysis import progress as progress_module
from analysis.pipeline import STAGES
from analysis.progress import Progress

#: The 24k's stage times (manifest stage_seconds of an ``analyze`` here, rounded)
TIMELINE = {"load_and_clean": 14, "vocabulary": 51, "topics": 51, "search_index": 30,
            "paper_types": 80, "assemble": 1}


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    c = Clock()
    monkeypatch.setattr(progress_module, "time", types.SimpleNamespace(monotonic=c))
    return c


def _through_the_pipeline(p: Progress, clock: Clock) -> None:
    for name, seconds in TIMELINE.items():
        p.stage(name)
        clock.now += seconds


def test_a_stage_counting_nothing_is_not_given_seconds_it_has_run_past(clock):
    """The plan of 9be8f82's ``analyze`` (the store saved meanwhile, then the tables, one
    stage counting nothing): its last stage began at 97%.  The estimate then may count
    down its share of the run, never stand still at a few seconds for a minute."""
    p = Progress()
    p.expect([*STAGES, "save", "tables"])
    _through_the_pipeline(p, clock)
    p.stage("save")
    p.stage("tables")
    assert p.describe()["percent"] == 97
    first = p.seconds_left()
    assert first is not None and 4 <= first <= 10  # its 3% at the pace so far (227 s / 97%)
    clock.now += 3
    assert p.seconds_left() == pytest.approx(first - 3)  # counted down, not held
    clock.now += 52  # the 24k at load 10-17: ~55 s in all
    assert p.seconds_left() is None
    assert p.line() == "building the tables: 97%"  # no "about 4 s left"


def test_an_uncounted_stage_counts_down_its_share_then_says_nothing(clock):
    p = Progress()
    p.expect(STAGES)
    p.stage("load_and_clean")
    clock.now += 14
    p.stage("vocabulary")  # counts nothing: 0.17 of the run took 14 s
    pace = 14 / (0.17 / sum(progress_module.STAGE_WEIGHTS[s] for s in STAGES))
    assert p.seconds_left() == pytest.approx(pace * (1 - p.fraction))
    clock.now += 10
    assert p.seconds_left() == pytest.approx(pace * (1 - p.fraction) - 10)
    clock.now += 60  # past its share (~20 s): its end cannot be told
    assert p.seconds_left() is None and "left" not in p.line()
    p.stage("topics")  # a new stage: estimated again, at the slower pace
    assert p.seconds_left() == pytest.approx(84 / p.fraction * (1 - p.fraction))


def test_a_counted_stage_scales_the_time_so_far(clock):
    p = Progress()
    p.expect(STAGES)
    p.stage("load_and_clean", 10, "files")
    clock.now += 20
    p.advance(5)
    f = p.fraction
    assert p.seconds_left() == pytest.approx(20 * (1 - f) / f)
    assert p.line().startswith("reading and cleaning the papers (5/10 files): ")


def test_analyze_counts_its_tables_and_then_writes(planted_analysis):
    """``analyze``'s last stages: the tables, counted one by one, then the saved analysis
    waited for and the files written, a stage of its own ("write" without a store)."""
    from analysis.tables import all_tables, applicable_tables

    seen: list[str] = []
    out = all_tables(planted_analysis, on_table=seen.append)
    assert seen == list(out) == [s.name for s in applicable_tables(planted_analysis)]
    assert progress_module.STAGE_NAMES["write"] == "writing the files"


def test_analyze_waits_for_its_store_after_the_tables(planted_path, tmp_path, capsys):
    """The store is saved by a child while the tables are built: its stage, and the wait,
    come after them (it was a stage of 0 s before them, counted as done at once)."""
    from dashboard.cli import main

    assert main(["analyze", str(planted_path), "--out", str(tmp_path), "--topics", "4"]) == 0
    stages = [line.split(": ")[1] for line in capsys.readouterr().err.splitlines()
              if line.startswith("paper-trends: ")]
    tables = next(i for i, s in enumerate(stages) if s.startswith("building the tables"))
    assert stages[tables].startswith("building the tables (0/")
    written = json.loads((tmp_path / "manifest.json").read_text())["outputs"]
    n_tables = len([f for f in written if f != "skipped_records.csv"])
    assert f"(0/{n_tables} tables)" in stages[tables]
    assert stages[-2].startswith("saving the analysis") and tables == len(stages) - 3
    assert stages[-1] == "writing the files"

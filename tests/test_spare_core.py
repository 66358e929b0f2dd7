"""The typing child shares the papers it has left with a forked process once the parent,
which then only waits for it, says it has a core to spare (perf49): the same labels."""

from __future__ import annotations

import multiprocessing
import time

import pandas as pd
import pytest

from analysis import background
from analysis.background import Relay, core_spared
from analysis.paper_types import classify
from analysis.paper_types.classify import classify_papers
from tests.test_paper_types import BOTH, EMPIRICAL, THEORY

needs_fork = pytest.mark.skipif(not background._can_fork(),
                                reason="no fork here: a relay's function runs in this process")


def _waits_for_a_spare_core(parts: list[list[int]]) -> list[bool]:
    give_up = time.monotonic() + 10
    while not core_spared() and time.monotonic() < give_up:
        time.sleep(0.01)
    return [core_spared() for part in parts for _ in part]


def _is_a_core_spared(parts: list[list[int]]) -> list[bool]:
    return [core_spared() for part in parts for _ in part]


@needs_fork
def test_a_relay_child_learns_that_its_parent_has_a_core_to_spare():
    relay = Relay(_waits_for_a_spare_core, lambda results: sum(results, []))
    relay.add([1, 2])
    relay.spare_core()
    assert relay.result() == [True, True]
    assert not core_spared()  # only a relay's child is ever told


@needs_fork
def test_a_relay_child_is_not_told_of_a_spare_core_unless_there_is_one():
    relay = Relay(_is_a_core_spared, lambda results: sum(results, []))
    relay.add([1])
    assert relay.result() == [False]
    relay.spare_core()  # after the result: nothing to tell, no error


def _small_papers() -> tuple[list[str], list[str], list[str]]:
    abstracts = [THEORY, EMPIRICAL, BOTH, "", "A short note."] * 4
    titles = ["A Theory of Bandits", "", "", "", "Open Problem: X"] * 4
    originals = ["$x = 1$ \\alpha", "", "a < b", "", ""] * 4
    return abstracts, titles, originals


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork")
def test_the_papers_left_are_shared_with_a_forked_process_once_a_core_is_spare(monkeypatch):
    monkeypatch.setattr(classify, "SPARE_MIN_PAPERS", 4)
    monkeypatch.setattr(classify, "SPARE_CHECK_PAPERS", 2)
    forks: list[bool] = []

    class Counted(background.Background):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            forks.append(self.forked)

    monkeypatch.setattr(classify, "Background", Counted)
    asked: list[int] = []

    def spare() -> bool:  # a core is spare from the third question on (the 5th paper)
        asked.append(1)
        return len(asked) >= 3

    abstracts, titles, originals = _small_papers()
    shared = classify_papers(abstracts, titles, originals, workers=1, spare=spare)
    assert forks == [True] and len(asked) == 3  # asked no more once shared
    serial = classify_papers(abstracts, titles, originals, workers=1)
    pd.testing.assert_frame_equal(shared, serial)


def test_too_few_papers_left_are_not_shared(monkeypatch):
    monkeypatch.setattr(classify, "SPARE_MIN_PAPERS", 100)
    made: list[object] = []
    monkeypatch.setattr(classify, "Background", lambda *a, **k: made.append(a))
    abstracts, titles, originals = _small_papers()
    rows = classify_papers(abstracts, titles, originals, workers=1, spare=lambda: True)
    assert made == [] and len(rows) == len(abstracts)


def test_the_pipeline_types_the_same_when_the_papers_are_shared(planted_path, monkeypatch):
    from analysis.io import load_corpus
    from analysis.pipeline import paper_types_in_chunks

    monkeypatch.setattr(classify, "SPARE_MIN_PAPERS", 4)
    monkeypatch.setattr(classify, "SPARE_CHECK_PAPERS", 3)
    papers = load_corpus([planted_path]).papers
    shared = paper_types_in_chunks(papers, chunk_size=11, workers=1, spare=lambda: True)
    pd.testing.assert_frame_equal(shared, paper_types_in_chunks(papers, workers=1))


def test_the_typing_child_is_told_once_this_process_would_only_wait(monkeypatch):
    from analysis import pipeline

    class Typing:
        def __init__(self, working: bool) -> None:
            self.still, self.told = working, 0

        def working(self) -> bool:
            return self.still

        def wait(self, timeout: float) -> bool:
            return True

        def spare_core(self) -> None:
            self.told += 1

    class Searching:  # the search child has ended
        def working(self) -> bool:
            return False

    monkeypatch.setattr(pipeline, "_authorship", lambda papers: "built")
    typing = Typing(working=True)  # after the authorship, this process only waits
    assert pipeline._authorship_while_waiting(None, typing, Searching()) == "built"
    assert typing.told == 1
    typing = Typing(working=False)  # the types are there: nothing to share
    assert pipeline._authorship_while_waiting(None, typing, Searching()) is None
    assert typing.told == 0


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork")
def test_a_core_spared_late_never_cuts_before_the_papers_already_scored(monkeypatch):
    """Told of a spare core late (most papers scored), the cut fell before the papers this
    process had scored: those between were typed twice and the 24k's analysis stopped
    with 24,753 types for 24,064 papers (farm-bench, one run in six)."""
    monkeypatch.setattr(classify, "SPARE_MIN_PAPERS", 2)
    monkeypatch.setattr(classify, "SPARE_CHECK_PAPERS", 2)
    asked: list[int] = []

    def spare() -> bool:  # a core is spare only at the 10th question: 18 of 20 papers scored
        asked.append(1)
        return len(asked) >= 10

    abstracts, titles, originals = _small_papers()
    # (the cut was round((20 + 0.75 * 18) / 2) = 17, before the 18 scored: one paper twice)
    shared = classify_papers(abstracts, titles, originals, workers=1, spare=spare)
    assert len(asked) == 10
    serial = classify_papers(abstracts, titles, originals, workers=1)
    pd.testing.assert_frame_equal(shared, serial)

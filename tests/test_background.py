"""The background stage gives the function's own result, its errors, and survives a
child that dies; a relay of parts gives the same (analysis/background.py)."""

from __future__ import annotations

import os
import signal

import pytest

import analysis.background as background
from analysis.background import Background, Relay


@pytest.fixture(autouse=True)
def always_fork(monkeypatch):
    monkeypatch.setattr(background, "BACKGROUND_MIN_ITEMS", 0)
    monkeypatch.setattr(background, "_can_fork", lambda: True)


def _pid_and_square(x: int) -> tuple[int, int]:
    return os.getpid(), x * x


def test_the_result_comes_from_a_child_process():
    pid, value = Background(_pid_and_square, 7, n_items=1).result()
    assert value == 49
    assert pid != os.getpid()


def test_small_inputs_run_here(monkeypatch):
    monkeypatch.setattr(background, "BACKGROUND_MIN_ITEMS", 10)
    pid, value = Background(_pid_and_square, 3, n_items=9).result()
    assert (pid, value) == (os.getpid(), 9)


def _fails(message: str) -> None:
    raise ValueError(message)


def test_an_error_in_the_child_is_raised_here():
    with pytest.raises(ValueError, match="record 12 of a.json"):
        Background(_fails, "record 12 of a.json", n_items=1).result()


def _dies_in_a_child(parent: int) -> str:
    if os.getpid() != parent:
        os.kill(os.getpid(), signal.SIGKILL)
    return "computed here"


def test_a_child_that_dies_is_replaced_by_running_here(capsys):
    assert Background(_dies_in_a_child, os.getpid(), n_items=1).result() == "computed here"
    assert "running it here instead" in capsys.readouterr().err


def _has_children(_: int) -> int:
    import multiprocessing

    with multiprocessing.get_context("fork").Pool(2) as pool:  # as paper typing does
        return sum(pool.map(abs, [-1, -2, -3]))


def test_the_stage_may_fork_workers_of_its_own():
    assert Background(_has_children, 0, n_items=1).result() == 6


# --------------------------------------------------------------------------- Relay


def _pids_and_squares(parts: list[list[int]]) -> list[tuple[int, int]]:
    return [(os.getpid(), x * x) for part in parts for x in part]


def _joined(results: list[list[tuple[int, int]]]) -> list[tuple[int, int]]:
    return [row for result in results for row in result]


def test_a_relay_gives_the_function_of_every_part_in_order_from_children(monkeypatch):
    """Parts handed over one by one are computed in children while more come (a child
    takes what waited since the last one started); the answer is the function of all."""
    relay = Relay(_pids_and_squares, _joined, batch_items=3)
    parts = [[1, 2], [3], [4, 5, 6, 7], [8], [9, 10]]
    for part in parts:
        relay.add(part)
    rows = relay.result()
    assert [value for _, value in rows] == [x * x for part in parts for x in part]
    pids = {pid for pid, _ in rows}
    assert os.getpid() not in pids and len(pids) >= 2  # more than one child took a batch


def test_a_relay_of_few_items_runs_here(monkeypatch):
    monkeypatch.setattr(background, "BACKGROUND_MIN_ITEMS", 100)
    relay = Relay(_pids_and_squares, _joined, batch_items=50)
    relay.add([2, 3])
    relay.add([4])
    assert relay.result() == [(os.getpid(), 4), (os.getpid(), 9), (os.getpid(), 16)]


def test_a_relay_without_fork_runs_here(monkeypatch):
    monkeypatch.setattr(background, "_can_fork", lambda: False)
    relay = Relay(_pids_and_squares, _joined, batch_items=1)
    for part in ([1], [2], [3]):
        relay.add(part)
    assert relay.result() == [(os.getpid(), 1), (os.getpid(), 4), (os.getpid(), 9)]


def _fails_on_seven(parts: list[list[int]]) -> list[int]:
    if any(7 in part for part in parts):
        raise ValueError("record 7 of b.json")
    return [x for part in parts for x in part]


def test_an_error_in_a_relay_child_is_raised_here():
    relay = Relay(_fails_on_seven, lambda results: sum(results, []), batch_items=1)
    relay.add([1])
    relay.add([7])
    with pytest.raises(ValueError, match="record 7 of b.json"):
        relay.result()


def _sleeps(parts: list[list[int]]) -> list[int]:
    import time

    time.sleep(60)
    return []


def test_an_error_while_parts_come_stops_the_children():
    """A bad file while loading: the children typing the earlier files are stopped, not
    left waiting to hand over a result nobody asks for."""
    relay = Relay(_sleeps, lambda results: sum(results, []), batch_items=1)
    with pytest.raises(RuntimeError, match="a bad file"):
        with relay.cancelled_on_error():
            relay.add([1])
            raise RuntimeError("a bad file")
    child = relay._started[0]._process
    assert child is not None and not child.is_alive()


def _large_result(n: int) -> bytes:
    return b"x" * n  # far more than a pipe's buffer: the child's send waits for a reader


def test_the_child_ends_once_its_result_is_sent_before_it_is_asked_for():
    """A finished child must not live on until result() (it would keep copies of the
    pages this process rewrites meanwhile: analysis/memory.py)."""
    job = Background(_large_result, 4_000_000, n_items=1)
    assert job.wait(timeout=30)
    assert job._process.exitcode == 0 and not job._process.is_alive()
    assert job.result() == b"x" * 4_000_000


def _spans(parts: list[list[float]]) -> list[tuple[float, float]]:
    import time

    start = time.monotonic()
    time.sleep(sum(x for part in parts for x in part))
    return [(start, time.monotonic())]


def test_the_last_child_begins_when_the_one_still_working_has_ended():
    """close() forks the last batch's child at once, but it waits for the child still
    working: one child at a time, so the parent keeps its core."""
    relay = Relay(_spans, lambda results: sum(results, []), batch_items=1)
    relay.add([0.5])  # a child starts: it works for half a second
    relay.add([0.1])  # waits: one child at a time
    relay.close()  # the last child is forked now, while the first still works
    assert len(relay._started) == 2 and not relay._started[0].ready()
    (_, first_end), (second_start, _) = relay.result()
    assert second_start >= first_end


def test_the_last_child_does_not_wait_for_a_child_that_died():
    relay = Relay(_dies_or_sums, lambda results: sum(results, []), batch_items=1)
    relay.add([os.getpid(), -1])  # its child is killed (and the batch computed here)
    relay.add([2])
    relay.close()
    assert relay.result() == [os.getpid() - 1, 2]


def _dies_or_sums(parts: list[list[int]]) -> list[int]:
    import time

    values = [x for part in parts for x in part]
    if -1 in values and os.getpid() != values[0]:
        time.sleep(0.3)
        os.kill(os.getpid(), signal.SIGKILL)
    return [sum(part) for part in parts]

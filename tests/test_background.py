"""The background stage gives the function's own result, its errors, and survives a
child that dies (analysis/background.py)."""

from __future__ import annotations

import os
import signal

import pytest

import analysis.background as background
from analysis.background import Background


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


def _large_result(n: int) -> bytes:
    return b"x" * n  # far more than a pipe's buffer: the child's send waits for a reader


def test_the_child_ends_once_its_result_is_sent_before_it_is_asked_for():
    """A finished child must not live on until result() (it would keep copies of the
    pages this process rewrites meanwhile: analysis/memory.py)."""
    job = Background(_large_result, 4_000_000, n_items=1)
    job._process.join(timeout=30)
    assert not job._process.is_alive()
    assert job.result() == b"x" * 4_000_000

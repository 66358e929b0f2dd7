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


def test_a_relay_gives_the_function_of_every_part_in_order_from_one_child():
    """Parts handed over one by one are computed in one child, forked when the relay is
    made, while more come; the answer is the function of all of them, in order."""
    relay = Relay(_pids_and_squares, _joined)
    parts = [[1, 2], [3], [4, 5, 6, 7], [8], [9, 10]]
    for part in parts:
        relay.add(part)
    rows = relay.result()
    assert [value for _, value in rows] == [x * x for part in parts for x in part]
    pids = {pid for pid, _ in rows}
    assert len(pids) == 1 and os.getpid() not in pids
    assert not os.path.exists(relay._folder)  # the parts' files are removed


def _batches(parts: list[list[int]]) -> list[list[int]]:
    import time

    time.sleep(0.2)
    return [[x for part in parts for x in part]]


def test_the_child_takes_every_part_waiting_when_it_is_free():
    """While the child works on the first part, the next ones wait and are then taken
    together: one process, whatever the number of parts."""
    relay = Relay(_batches, _joined)
    for part in ([1], [2], [3], [4]):
        relay.add(part)
    batches = relay.result()
    assert [x for batch in batches for x in batch] == [1, 2, 3, 4]
    assert len(batches) < 4


def test_the_child_takes_at_most_a_batch_of_items_at_a_time(monkeypatch):
    monkeypatch.setattr(background, "RELAY_BATCH_ITEMS", 2)
    relay = Relay(_parts_of_each_batch, _joined)
    for part in ([1], [2], [3], [4, 5, 6], [7]):
        relay.add(part)
    batches = relay.result()
    assert [x for batch in batches for part in batch for x in part] == [1, 2, 3, 4, 5, 6, 7]
    # a batch stops at the part that brings it to 2 items
    assert all(sum(map(len, batch[:-1])) < 2 for batch in batches)


def _parts_of_each_batch(parts: list[list[int]]) -> list[list[list[int]]]:
    import time

    time.sleep(0.1)
    return [parts]


def _imports_a_module() -> None:
    import decimal  # noqa: F401 - what prepare does: its imports stay in the child


def _decimal_imported(parts: list[list[int]]) -> list[bool]:
    import sys

    return ["decimal" in sys.modules]


def test_prepare_runs_in_the_child_only(monkeypatch):
    import sys

    monkeypatch.delitem(sys.modules, "decimal", raising=False)
    relay = Relay(_decimal_imported, _joined, prepare=_imports_a_module)
    relay.add([1])
    assert relay.result() == [True]
    assert "decimal" not in sys.modules


def test_a_relay_without_fork_runs_here(monkeypatch):
    monkeypatch.setattr(background, "_can_fork", lambda: False)
    relay = Relay(_pids_and_squares, _joined)
    for part in ([1], [2], [3]):
        relay.add(part)
    assert relay.result() == [(os.getpid(), 1), (os.getpid(), 4), (os.getpid(), 9)]


def _fails_on_seven(parts: list[list[int]]) -> list[int]:
    if any(7 in part for part in parts):
        raise ValueError("record 7 of b.json")
    return [x for part in parts for x in part]


def test_an_error_in_a_relay_child_is_raised_here():
    relay = Relay(_fails_on_seven, lambda results: sum(results, []))
    relay.add([1])
    relay.add([7])
    with pytest.raises(ValueError, match="record 7 of b.json"):
        relay.result()


def _dies_in_the_child(parts: list[list[int]]) -> list[int]:
    values = [x for part in parts for x in part]
    if os.getpid() != values[0]:
        os.kill(os.getpid(), signal.SIGKILL)
    return values[1:]


def test_a_relay_child_that_dies_is_replaced_by_running_here(capsys):
    relay = Relay(_dies_in_the_child, lambda results: sum(results, []))
    relay.add([os.getpid(), 1])
    relay.add([2])  # the child may be dead by now: the part is kept here all the same
    relay.add([3])
    assert relay.result() == [1, 2, 3]
    assert "running it here instead" in capsys.readouterr().err


def _sleeps(parts: list[list[int]]) -> list[int]:
    import time

    time.sleep(60)
    return []


def test_an_error_while_parts_come_stops_the_child():
    """A bad file while loading: the child typing the earlier files is stopped, not
    left waiting for parts that will not come."""
    relay = Relay(_sleeps, lambda results: sum(results, []))
    with pytest.raises(RuntimeError, match="a bad file"):
        with relay.cancelled_on_error():
            relay.add([1])
            raise RuntimeError("a bad file")
    child = relay._child._process
    assert child is not None and not child.is_alive()
    assert not os.path.exists(relay._folder)


def _large_result(n: int) -> bytes:
    return b"x" * n  # far more than a pipe's buffer: the child's send waits for a reader


def test_the_child_ends_once_its_result_is_sent_before_it_is_asked_for():
    """A finished child must not live on until result() (it would keep copies of the
    pages this process rewrites meanwhile: analysis/memory.py)."""
    job = Background(_large_result, 4_000_000, n_items=1)
    assert job.wait(timeout=30)
    assert job._process.exitcode == 0 and not job._process.is_alive()
    assert job.result() == b"x" * 4_000_000


def test_a_process_that_exits_without_the_result_ends_its_relay(tmp_path):
    """Python's exit (SIGTERM ends the CLI's jobs so) before the result: the child waiting
    for parts ends, so the exit is not held by it, and the parts' folder is removed."""
    import subprocess
    import sys
    from pathlib import Path

    script = ("import os, sys\n"
              "from analysis.background import Relay\n"
              "relay = Relay(sorted, lambda results: results)\n"
              "relay.add([1])\n"
              "print(relay._folder, flush=True)\n"
              "sys.exit(0)\n")
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PYTHONPATH": str(root)})
    assert done.returncode == 0, done.stderr
    folder = done.stdout.strip()
    assert folder and not os.path.exists(folder)


def test_the_child_runs_at_the_niceness_asked_and_this_process_keeps_its_own():
    own = os.nice(0)
    assert Background(os.nice, 0, n_items=1, niceness=3).result() == min(own + 3, 19)
    assert os.nice(0) == own


def test_a_stage_run_here_keeps_this_processes_niceness(monkeypatch):
    monkeypatch.setattr(background, "BACKGROUND_MIN_ITEMS", 10)
    own = os.nice(0)
    assert Background(os.nice, 0, n_items=1, niceness=3).result() == own


def _deaf_to_sigterm(ready: int) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # as a child whose SIGTERM was lost
    os.write(ready, b"x")
    signal.pause()


def _cancel_within(job, block, seconds: float = 60):
    """Run ``block`` (which fails) in ``job.cancelled_on_error()`` in a thread: what it
    raised, or None if it was still waiting after ``seconds`` (then the child is killed,
    so the old code's wait ends)."""
    import threading

    raised: list[BaseException] = []

    def attempt() -> None:
        try:
            with job.cancelled_on_error():
                block()
        except BaseException as error:  # noqa: BLE001 - the test looks at it
            raised.append(error)

    thread = threading.Thread(target=attempt, daemon=True)
    thread.start()
    thread.join(seconds)
    child = job._child._process if isinstance(job, Relay) else job._process
    if thread.is_alive():
        os.kill(child.pid, signal.SIGKILL)
        return None, child
    return raised[0], child


def test_a_child_that_survives_its_sigterm_is_killed_and_the_error_raised(monkeypatch):
    """An error must reach the user even if the child does not end on SIGTERM: it was
    waited on for ever (an upload stayed at "reading and cleaning the papers, 0%")."""
    monkeypatch.setattr(background, "CANCEL_SECONDS", 0.5, raising=False)
    ready_r, ready_w = os.pipe()
    job = Background(_deaf_to_sigterm, ready_w, n_items=1)
    os.read(ready_r, 1)

    def fails() -> None:
        raise ValueError("broken JSON")

    raised, child = _cancel_within(job, fails)
    assert isinstance(raised, ValueError) and str(raised) == "broken JSON"
    assert child.exitcode == -signal.SIGKILL


def test_a_relay_child_that_lost_its_sigterm_ends_once_no_parts_can_come():
    """The parts' pipe is closed before the child is stopped: a child that survived the
    SIGTERM, waiting for parts, ends by itself (not killed) and the error is raised."""
    ready_r, ready_w = os.pipe()

    def prepare() -> None:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)  # the SIGTERM lost
        os.write(ready_w, b"x")

    relay = Relay(sorted, lambda results: results, prepare=prepare)
    os.read(ready_r, 1)

    def fails() -> None:
        relay.add([1])
        raise ValueError("broken JSON")

    raised, child = _cancel_within(relay, fails)
    assert isinstance(raised, ValueError) and str(raised) == "broken JSON"
    assert child.exitcode == 0  # ended by itself: no parts can come
    assert not os.path.exists(relay._folder)


_ORPHAN = """
import os, signal, sys, time
from analysis.background import Background

def inner(n):
    time.sleep(0.5)
    return b"x" * n          # past the pipe's 64 KiB: a send with no reader left

def outer(n):
    job = Background(inner, n, n_items=1, min_items=0)
    print(job._process.pid, flush=True)
    time.sleep(60)

job = Background(outer, 1_000_000, n_items=1, min_items=0)
grandchild = int(sys.stdin.readline())
os.kill(job._process.pid, signal.SIGKILL)    # a typing child cancelled mid-work
start = time.monotonic()
while time.monotonic() - start < 10:
    try:
        if open(f"/proc/{grandchild}/stat").read().split()[2] == "Z":
            break
    except FileNotFoundError:
        break
    time.sleep(0.05)
else:
    os.kill(grandchild, signal.SIGKILL)
    print("grandchild still alive after 10 s", file=sys.stderr)
    sys.exit(3)
"""


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="reads /proc")
def test_an_orphaned_child_ends_quietly_instead_of_blocking_for_ever():
    """A child whose parent died (a typing child killed while its own forked process
    worked) held its copy of the pipe's reading end: its send of a large answer blocked for
    ever, a process that never ended.  It now ends, and says nothing (no traceback)."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    # the grandchild's pid goes from the child's stdout to the script's stdin
    reader, writer = os.pipe()
    done = subprocess.Popen([sys.executable, "-c", _ORPHAN], stdin=reader, stdout=writer,
                            stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(root)})
    os.close(reader)
    os.close(writer)
    _, err = done.communicate(timeout=60)
    assert done.returncode == 0, err
    assert "Traceback" not in err and "Error" not in err, err


def _unpicklable():
    import threading
    return threading.Lock()


def test_a_result_that_does_not_pickle_is_raised_here_as_its_error():
    with pytest.raises(TypeError, match="pickle"):
        Background(_unpicklable, n_items=1).result()

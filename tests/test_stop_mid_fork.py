"""A SIGTERM that comes while the command forks still ends it, promptly, and children that
survive their SIGTERM are stopped all at once (dashboard/terminate.py,
analysis/stopping.py, analysis/background.py).

Before (8d3689d): the stop's ``SystemExit`` was raised within an at-fork hook, where
Python only prints it, and the command went on; an ``analyze`` then waited for its
store's child (a CI run, not ended 30 s after its SIGTERM).  Each surviving child held
the others back by CANCEL_SECONDS, one after another."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import analysis.background as background
from analysis.background import Background, cancel_all
from analysis.export import StagedOutputs
from analysis.store import open_analysis

ROOT = Path(__file__).resolve().parents[1]

#: A SIGTERM sent to the main thread by an at-fork hook registered before
#: dashboard.terminate's, so run after its hold (before-fork hooks run last-registered
#: first): the signal waits, held back, until the parent's after-fork hook lets it go,
#: as a ``kill`` that lands in the fork's milliseconds does.
_STOP_IN_FORK = """
import os, signal, sys, threading
armed = []
STOP = getattr(signal, os.environ.get("STOP_SIGNAL", "SIGTERM"))
if STOP == signal.SIGINT:  # Ctrl-C at a terminal: a job started with ``&`` or nohup (CI,
    signal.signal(signal.SIGINT, signal.default_int_handler)  # a script) ignores SIGINT
def stop_now():
    if armed and os.getpid() == armed[0]:
        armed.clear()
        signal.pthread_kill(threading.main_thread().ident, STOP)
os.register_at_fork(before=stop_now)
"""

_FORKS = _STOP_IN_FORK + """
import multiprocessing, time
from dashboard.terminate import terminate_as_exit
with terminate_as_exit():
    armed.append(os.getpid())
    child = multiprocessing.get_context("fork").Process(target=time.sleep, args=(0.2,))
    child.start()
    child.join()
    time.sleep(float(sys.argv[1]))
    print("went on", flush=True)
"""


def _python(script: str, *args: str, timeout: float = 120,
            stop: str = "SIGTERM") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", script, *args], capture_output=True,
                          text=True, timeout=timeout,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "STOP_SIGNAL": stop})


def test_a_sigterm_during_a_fork_ends_the_parent():
    done = _python(_FORKS, "20")
    assert "went on" not in done.stdout, done.stderr  # before: the stop was lost
    assert done.returncode == 128 + signal.SIGTERM, done.stderr
    assert "Exception ignored" not in done.stderr, done.stderr


def test_a_ctrl_c_during_a_fork_interrupts_the_parent():
    done = _python(_FORKS, "20", stop="SIGINT")
    assert "went on" not in done.stdout, done.stderr  # before: the KeyboardInterrupt lost
    assert "KeyboardInterrupt" in done.stderr.splitlines()[-1], done.stderr
    assert "Exception ignored" not in done.stderr, done.stderr


_BACKGROUND = _STOP_IN_FORK + """
import time
import analysis.background as background
from dashboard.terminate import terminate_as_exit
with terminate_as_exit():
    armed.append(os.getpid())
    job = background.Background(time.sleep, 600, n_items=1, min_items=0)
    print(job._process.pid, flush=True)
    time.sleep(20)
    print("went on", flush=True)
"""


def test_a_sigterm_during_a_backgrounds_fork_ends_it_and_its_child():
    """Stopped as its child starts: the child is recorded, so cancelled at exit (else
    Python's exit joins a child that sleeps 600 s)."""
    t0 = time.monotonic()
    done = _python(_BACKGROUND, timeout=300)
    assert "went on" not in done.stdout, done.stderr
    assert done.returncode == 128 + signal.SIGTERM, done.stderr
    assert time.monotonic() - t0 < 200  # not the child's 600 s
    child = done.stdout.split()
    if child:  # ended (a zombie of init at most)
        stat = Path(f"/proc/{child[0]}/stat")
        assert not stat.exists() or stat.read_text().split(")")[1].split()[0] == "Z"


#: ``analyze PLANTED --out OUT`` (every stage forked) whose store's child waits once its
#: files are written; then the next fork of the main process (the tables' writer) gets
#: a SIGTERM in its window.  Before, that stop was lost and ``analyze`` waited for the
#: store's child (600 s): the CI failure.
_ANALYZE = _STOP_IN_FORK + """
import faulthandler, time
faulthandler.register(signal.SIGUSR1, all_threads=True)
import analysis.background as background
import analysis.export as export
import analysis.store.saved as saved
background.BACKGROUND_MIN_ITEMS = 0
encode = saved.encode
def slow(analysis, folder, name):
    spec = encode(analysis, folder, name)
    said = folder.parent.parent / "saving.pid"
    said.with_suffix(".tmp").write_text(str(os.getpid()))
    os.replace(said.with_suffix(".tmp"), said)
    time.sleep(600)
    return spec
saved.encode = slow
write = export._write_tables
main_pid = os.getpid()
def armed_write(tables, fmt, folder):
    if os.getpid() == main_pid and "papers" not in tables:  # the tables written here
        said = folder.parent.parent / "saving.pid"
        while not said.exists():
            time.sleep(0.05)
        armed.append(main_pid)
    write(tables, fmt, folder)
export._write_tables = armed_write
from dashboard.cli import main
sys.exit(main(["analyze", sys.argv[1], "--out", sys.argv[2], "--topics", "4", "-q"]))
"""


def test_a_sigterm_during_analyzes_fork_ends_it_and_keeps_the_old_store(planted_path,
                                                                         tmp_path):
    from tests.test_stop_mid_save import _analyze, _diagnosed, _hidden

    out = tmp_path / "out"
    first = _analyze(planted_path, out)
    assert first.wait(300) == 0, first.communicate()
    stopped = _analyze(planted_path, out, _ANALYZE)
    code = _diagnosed(stopped, 240)
    assert code == 128 + signal.SIGTERM, stopped.communicate()
    assert not any(n.startswith((".store.", ".partial-")) for n in _hidden(out)), _hidden(out)
    assert open_analysis(out / "store").n_papers == 330


_WAITING = """
import os, signal, sys, threading, time
from analysis.background import Background
from dashboard.terminate import terminate_as_exit
with terminate_as_exit():
    job = Background(time.sleep, 600, n_items=1, min_items=0)
    print(job._process.pid, flush=True)
    threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGTERM)).start()
    try:
        job.result()
    except SystemExit:
        print("ready" if job.ready() else "working", flush=True)
        raise
"""


def test_a_sigterm_while_waiting_for_a_child_leaves_it_working_and_cancelled():
    """``Thread.join`` interrupted by the stop marked the receiving thread ended
    (python/cpython#90882): the child was taken for done, never cancelled, and waited
    for at exit (here 600 s; the CI run's timeout)."""
    done = _python(_WAITING, timeout=90)
    child, state = done.stdout.split()
    assert state == "working", done.stderr  # before: "ready", then the hang
    assert done.returncode == 128 + signal.SIGTERM, done.stderr
    stat = Path(f"/proc/{child}/stat")
    assert not stat.exists() or stat.read_text().split(")")[1].split()[0] == "Z"


def _stubborn(flag: str) -> None:
    """A child that survives SIGTERM (a handler of its own), saying when it got it."""
    signal.signal(signal.SIGTERM, lambda *_: Path(flag).write_text(repr(time.monotonic())))
    Path(flag + ".ready").write_text("")
    time.sleep(600)


def test_children_that_survive_sigterm_are_stopped_at_once(monkeypatch, tmp_path):
    """Five writers deaf to SIGTERM: all got it together, all were killed, after one
    wait (before: one CANCEL_SECONDS each, in turn: the last got its SIGTERM 4 x 2 s
    after the first)."""
    monkeypatch.setattr(background, "CANCEL_SECONDS", 2.0)
    flags = [str(tmp_path / f"child{k}") for k in range(5)]
    staged = StagedOutputs(tmp_path / "out")
    staged._writers = [Background(_stubborn, flag, n_items=1, min_items=0) for flag in flags]
    assert all(job.forked for job in staged._writers)
    end = time.monotonic() + 60
    while not all(Path(f + ".ready").exists() for f in flags):
        assert time.monotonic() < end
        time.sleep(0.02)
    children = [job._process for job in staged._writers]
    t0 = time.monotonic()
    staged.close()
    took = time.monotonic() - t0
    assert [child.exitcode for child in children] == [-signal.SIGKILL] * 5
    got = [float(Path(f).read_text()) for f in flags]  # CLOCK_MONOTONIC: one clock for all
    assert max(got) - min(got) < 2.0, got  # each its SIGTERM before any was killed
    assert took < 7.0, took  # one shared deadline: ~2 s (+ the kill), not 5 x 2 s


def test_cancel_all_leaves_finished_children_alone():
    done = Background(sum, [1, 2], n_items=1, min_items=0)
    assert done.result() == 3
    cancel_all([done])  # nothing to stop: no signal, no wait
    assert done._process.exitcode == 0

"""SIGTERM ends our commands through Python's exit; their forked children die at once, as
multiprocessing's pools expect (dashboard/terminate.py)."""

import multiprocessing
import signal

import pytest

from dashboard.terminate import terminate_as_exit


def _send_handler(end) -> None:
    end.send("default" if signal.getsignal(signal.SIGTERM) == signal.SIG_DFL
             else repr(signal.getsignal(signal.SIGTERM)))


def test_sigterm_exits_in_the_block_and_forked_children_keep_the_default():
    before = signal.getsignal(signal.SIGTERM)
    with terminate_as_exit():
        with pytest.raises(SystemExit) as ended:
            signal.raise_signal(signal.SIGTERM)
        assert ended.value.code == 128 + signal.SIGTERM
        fork = multiprocessing.get_context("fork")
        receive, send = fork.Pipe(duplex=False)
        child = fork.Process(target=_send_handler, args=(send,))
        child.start()
        in_child = receive.recv()
        child.join(30)
    assert in_child == "default"  # a pool worker's lost SIGTERM hung Pool.terminate
    assert signal.getsignal(signal.SIGTERM) == before


#: A forked child held in the window between the fork and its after-fork reset of SIGTERM
#: (by an after-fork hook registered first, which waits for a gate) until the parent has
#: sent it SIGTERM: the window the upload job's paper-typing child was stopped in when a
#: broken file ended the loading a few milliseconds after its fork.
_HELD_CHILD = """
import multiprocessing, os, signal, sys
gate_r, gate_w = os.pipe()
never_r, never_w = os.pipe()
holding = [True]
def held():  # the child, not yet past its after-fork hooks
    if holding[0]:
        os.read(gate_r, 1)
os.register_at_fork(after_in_child=held)
from dashboard.terminate import terminate_as_exit
with terminate_as_exit():
    child = multiprocessing.get_context("fork").Process(target=os.read, args=(never_r, 1))
    child.start()  # it waits for input that never comes, as the relay's child for parts
    holding[0] = False
    child.terminate()
    os.write(gate_w, b"x")
    child.join(60)
    print(child.exitcode, flush=True)
    if child.exitcode is None:
        child.kill()
"""


def test_a_sigterm_sent_before_a_forked_child_has_its_default_ends_it():
    """The signal was lost (raised in an after-fork hook, where it is only printed, or
    cleared by CPython after the fork) and the child lived on waiting; held back until
    the child has its default, it ends the child."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", _HELD_CHILD], capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": str(root)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(-signal.SIGTERM), done.stderr

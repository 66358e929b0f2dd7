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

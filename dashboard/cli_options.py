"""The CLI's number options, checked where they are read.

A number out of range went on to fail deep inside: ``--seed -1`` as scikit-learn's
``InvalidParameterError`` traceback after the papers were read, ``--topics -3`` as a
``ValueError`` traceback, ``--port 70000`` as ``OverflowError`` from ``bind`` (review66).
argparse turns the :class:`argparse.ArgumentTypeError` of these types into one line naming
the option, and exit status 2, before any work.  Light (no pandas): ``serve`` checks its
port before it binds it.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

#: NumPy's and scikit-learn's random seeds are 32-bit unsigned integers.
MAX_SEED = 2**32 - 1
MAX_PORT = 65535


def whole_number(low: int, high: int | None = None, hint: str = "") -> Callable[[str], int]:
    """An argparse ``type``: an integer from ``low`` to ``high`` (no upper bound when None),
    else an error saying the range (and ``hint``, what to do instead)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or value < low or (high is not None and value > high):
            span = f"from {low:,} to {high:,}" if high is not None else f"of at least {low:,}"
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number {span}{hint}")
        return value
    return parse


topics = whole_number(1, hint=" (leave --topics out to choose it from the corpus)")
seed = whole_number(0, MAX_SEED)
port = whole_number(0, MAX_PORT, hint=" (0: any free port)")
workers = whole_number(1)

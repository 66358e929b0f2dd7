"""Values the client makes and every worker reads, held so that a lost worker loses none.

The client computes a few values every partition's task needs: the words phrases are
made of, the fixed term model, the pairs a phrase level extends, the topics fitted on
the sample.  Dask's ``scatter`` would place them on the workers as data with no recipe:
the scheduler's active memory manager drops all copies but one once no task waits for
them, and when the worker holding the last copy dies, the scheduler forgets the value
and every task that needs it, even a finished one it must redo (the first 1,000,000-paper
run stopped so: ``FutureCancelledError: phrases2-... cancelled for reason: already
forgotten``).  So each such value is a task that returns it: the scheduler keeps the
recipe (the value, sent once) and makes the value again on another worker, as it redoes
any lost result a future still wants, and the run finishes with the same result.
"""

from __future__ import annotations

import warnings
from typing import Any, TypeVar

from distributed import Client, Future

T = TypeVar("T")


def _value(value: T) -> T:
    return value


def shared(client: Client, value: Any, key: str) -> Future:
    """``value`` for the workers' tasks as a future the scheduler can recompute."""
    with warnings.catch_warnings():
        # the value travels once, in its recipe: that is the point, not a mistake
        warnings.filterwarnings("ignore", message="Sending large graph")
        return client.submit(_value, value, key=key, pure=False)

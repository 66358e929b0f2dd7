"""Only what changed: an output's new value against what the browser shows now.

The page's one callback (:mod:`dashboard.callbacks`) knows what the browser shows: the
filter and trend states it holds (sent along as ``State``) name a render the server made
and keeps (:class:`Shown`), and every render is a pure function of those states.  So a
filter change sends, per output, nothing (``no_update``) when the value is the same, and
for a figure a :class:`dash.Patch` (Dash's partial property update) that sets only the
layout keys and trace keys that differ; anything else is sent whole.  Where the server
does not have what the browser shows (a new worker, an evicted state) it sends every
output whole, which is always right.

Why it is safe when changes overlap: Dash drops the answer of a callback that was set off
again before it answered (dash-renderer's prioritised callbacks, plotly/dash#1254), so the
states a request carries are those of the page its answer lands on.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any, Generic, TypeVar

import numpy as np
from dash import Patch, no_update

V = TypeVar("V")
# Above this many keys changed in a trace, the trace is sent whole (a patch would be larger).
WHOLE_TRACE_SHARE = 0.6


class Shown(Generic[V]):
    """A small least-recently-used map from a page state to what that state shows; unlike
    :func:`functools.lru_cache` it can be read without computing (:meth:`peek`)."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._items: OrderedDict[Hashable, V] = OrderedDict()
        self._lock = threading.Lock()  # the server answers in threads

    def peek(self, key: Hashable) -> V | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: Hashable, value: V) -> V:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self._size:
                self._items.popitem(last=False)
        return value

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


def plain_same(a: Any, b: Any) -> bool:
    """Equality of a figure's parts: Python's own comparison of plain lists and dicts (at C
    speed), :func:`same` where it cannot tell (a numpy array inside)."""
    try:
        return bool(a == b)
    except (ValueError, TypeError):
        return same(a, b)


def same(a: Any, b: Any) -> bool:
    """Value equality of JSON-like values that may hold numpy arrays or Dash components
    (which compare by identity in Python)."""
    if a is b:
        return True
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return (isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and a.shape == b.shape
                and a.dtype == b.dtype
                and bool(np.array_equal(a, b, equal_nan=a.dtype.kind == "f")))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if hasattr(a, "to_plotly_json") and hasattr(b, "to_plotly_json"):
        return type(a) is type(b) and same(a.to_plotly_json(), b.to_plotly_json())
    if isinstance(a, float) and isinstance(b, float) and a != a and b != b:
        return True  # NaN (a rate of no papers): the same value, drawn the same
    try:
        return bool(a == b)
    except (TypeError, ValueError):
        return False


def _is_figure(value: Any) -> bool:
    return isinstance(value, dict) and isinstance(value.get("data"), list) and isinstance(
        value.get("layout"), dict)


def _patch_keys(patch: Any, new: dict[str, Any], old: dict[str, Any]) -> int:
    """Set on ``patch`` the keys of ``new`` that differ from ``old``, delete those it lacks;
    the number of operations."""
    n = 0
    for key, value in new.items():
        if key not in old or not plain_same(value, old[key]):
            patch[key] = value
            n += 1
    for key in old.keys() - new.keys():
        del patch[key]
        n += 1
    return n


def figure_patch(new: dict[str, Any], old: dict[str, Any]) -> Any:
    """``no_update`` when the figures are equal, else a Patch that turns ``old`` into
    ``new``: the layout's changed top-level keys, and per trace its changed keys (a trace
    that changed in most keys, or a different number of traces: the traces whole)."""
    patch = Patch()
    n = _patch_keys(patch["layout"], new["layout"], old["layout"])
    data_new, data_old = new["data"], old["data"]
    if len(data_new) != len(data_old):
        patch["data"] = data_new
        return patch
    for i, (trace, before) in enumerate(zip(data_new, data_old, strict=True)):
        if not isinstance(trace, dict) or not isinstance(before, dict):
            if not plain_same(trace, before):
                patch["data"][i] = trace
                n += 1
            continue
        changed = [k for k in trace if k not in before or not plain_same(trace[k], before[k])]
        if len(changed) > WHOLE_TRACE_SHARE * max(len(trace), 1):
            patch["data"][i] = trace
            n += 1
        else:
            n += _patch_keys(patch["data"][i], trace, before)
    return patch if n else no_update


def changed(new: Any, old: Any, known: bool = True) -> Any:
    """What to send for an output whose value the browser shows is ``old`` (``known``:
    the server has it): nothing when equal, a Patch for a figure, else ``new``."""
    if not known:
        return new
    if _is_figure(new) and _is_figure(old):
        return figure_patch(new, old)
    return no_update if same(new, old) else new

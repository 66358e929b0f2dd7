"""What the dashboard derives from a whole corpus but its first screen does not need, made
on first use.

A server answers once the page's first screen is ready (:func:`dashboard.app.create_app`);
the trends' term cube and the papers table's sort keys are made when first asked: by the
server's priming, in the background right after the dashboard answers (``serve``) or
before gunicorn forks its workers (``serve --workers N``, so they share them), or by the
first request that needs one, whichever comes first.  Each is made once: a request that
asks while another thread makes it waits for that one.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Generic, TypeVar

import numpy as np

T = TypeVar("T")


class Once(Generic[T]):
    """``build()``, run by whichever thread first asks (the others wait for it), then kept."""

    def __init__(self, build: Callable[[], T]) -> None:
        self._build: Callable[[], T] | None = build
        self._lock = threading.Lock()
        self._value: T | None = None

    @property
    def done(self) -> bool:
        return self._build is None

    def ready(self) -> T | None:
        """The value if made already (else None, without making it)."""
        return self._value

    def __call__(self) -> T:
        if self._build is not None:
            with self._lock:
                if self._build is not None:
                    self._value = self._build()
                    self._build = None
        return self._value  # type: ignore[return-value]


class SortKeys(Mapping[str, np.ndarray]):
    """Grid column -> each paper's rank in that column's order, each built on first use
    (a sort by the type evidence ranks 250,000 strings: ~0.6 s no reader may ever ask
    for); :meth:`forget` drops keys whose column changed (a paper type corrected)."""

    def __init__(self, builders: dict[str, Callable[[], np.ndarray]]) -> None:
        self._builders = builders
        self._keys: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()

    def __getitem__(self, column: str) -> np.ndarray:
        key = self._keys.get(column)
        if key is None:
            build = self._builders[column]  # KeyError: not a sortable column
            with self._lock:
                key = self._keys.get(column)
                if key is None:
                    key = self._keys[column] = build()
        return key

    def __iter__(self) -> Iterator[str]:
        return iter(self._builders)

    def __len__(self) -> int:
        return len(self._builders)

    def build_all(self) -> None:
        for column in self._builders:
            self[column]

    def forget(self, columns: Iterable[str]) -> None:
        with self._lock:
            for column in columns:
                self._keys.pop(column, None)

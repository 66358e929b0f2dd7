"""Where a cluster run runs: the user's Dask scheduler, or a local cluster started for it.

Without an address, a ``LocalCluster`` of worker *processes* (one thread each: the
stages are pure Python and numpy on one BLAS thread, so threads would share one GIL)
with a memory limit per worker, so a laptop runs the same code a real cluster does
(dask-jobqueue, Kubernetes and the cloud services all hand out a scheduler address).
Two workers by default: one per core of a small machine.  ``"4GB"`` per worker by
default: a partition of 50,000 papers (a ``make_scale_corpus`` shard) with its tokens
needs about 1 GB at the vocabulary's peak, so four partitions fit in memory before Dask
spills to disk.

A task may fail on a worker that dies (killed, out of memory): the scheduler reruns it
on another, up to :data:`ALLOWED_FAILURES` times (Dask's ``allowed-failures``), and
recomputes every lost result the run still holds a future of (the values the client
shares are recomputable too: :mod:`analysis.cluster.shared`); past that, or when the
scheduler cancels a result (it restarted, or forgot it), the run stops with
:class:`ClusterError` before anything is written.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from concurrent.futures import CancelledError
from contextlib import contextmanager
from dataclasses import dataclass

import dask
from distributed import Client, KilledWorker, LocalCluster

#: Times a task may be lost with its worker before the run stops (Dask's default).
ALLOWED_FAILURES = 3


class ClusterError(RuntimeError):
    """The cluster could not finish the run (workers lost, scheduler gone)."""


@dataclass(frozen=True)
class ClusterSettings:
    """``scheduler``: an existing cluster's address (``tcp://host:8786``); None starts a
    local one of ``workers`` processes with ``memory_limit`` each.  ``dashboard``: the
    local cluster's dashboard address (``":8787"``; ``None`` for none, as in tests)."""

    scheduler: str | None = None
    workers: int = 2
    memory_limit: str = "4GB"
    dashboard: str | None = ":8787"


@contextmanager
def cluster_client(settings: ClusterSettings, quiet: bool = False) -> Iterator[Client]:
    """A client of the cluster ``settings`` name, closed (and a local cluster stopped)
    at the end; the dashboard link is printed to stderr unless ``quiet``."""
    with dask.config.set({"distributed.scheduler.allowed-failures": ALLOWED_FAILURES}):
        if settings.scheduler:
            try:
                client = Client(settings.scheduler, timeout="30s")
            except OSError as e:
                raise ClusterError(f"cannot reach the Dask scheduler at {settings.scheduler} "
                                   f"({e}); is it running, and is the address right?") from None
            cluster = None
        else:
            cluster = LocalCluster(n_workers=settings.workers, threads_per_worker=1,
                                   processes=True, memory_limit=settings.memory_limit,
                                   dashboard_address=settings.dashboard)
            client = Client(cluster)
        try:
            if not quiet:
                link = client.dashboard_link if settings.dashboard or settings.scheduler else ""
                print(f"paper-trends: Dask cluster at {client.scheduler_info()['address']}, "
                      f"{len(client.scheduler_info()['workers'])} worker(s)"
                      + (f"; progress at {link}" if link else ""), file=sys.stderr)
            yield client
        except KilledWorker as e:
            raise ClusterError(f"the cluster lost the workers running {e.task!r} "
                               f"{ALLOWED_FAILURES} times (killed, or out of memory: see the "
                               "workers' logs; a larger --memory-limit may help); nothing "
                               "was written") from None
        except CancelledError as e:
            raise ClusterError(f"the cluster cancelled a result the run needs ({e}: its "
                               "scheduler restarted, or could not make it again after "
                               "losing a worker); nothing was written") from None
        finally:
            client.close()
            if cluster is not None:
                cluster.close()

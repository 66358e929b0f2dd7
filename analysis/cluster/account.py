"""The engine's account of a run: where it ran, each worker's peak memory, the workers'
computing seconds per stage (the per-partition throughput the README's estimate for
larger corpora starts from), and the client's resident memory at each stage's end."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from distributed import Client

from analysis.pipeline import peak_mb


def resident_mb() -> int:
    """This process's resident memory now, MB (0 where /proc does not say)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return 0
    return round(pages * os.sysconf("SC_PAGE_SIZE") / 2**20)


def _compute_seconds(dask_scheduler: Any) -> dict[str, float]:
    """Seconds of computing spent on each kind of task (key prefix) so far."""
    return {name: float(prefix.all_durations.get("compute", 0.0))
            for name, prefix in dask_scheduler.task_prefixes.items()}


def task_seconds(client: Client) -> dict[str, float]:
    """The scheduler's computing seconds per kind of task (cumulative)."""
    return dict(client.run_on_scheduler(_compute_seconds))


def engine_account(client: Client, n_partitions: int, n_docs: int,
                   seconds_before: dict[str, float]) -> dict[str, Any]:
    """manifest.json's note of where the run ran: the scheduler, its workers (with
    each worker process's peak memory, MB), the partitions, and the workers' computing
    seconds per stage in this run (the per-partition throughput the README's estimate
    for larger corpora starts from)."""
    peaks = client.run(peak_mb)
    after = task_seconds(client)
    spent = {name: round(after[name] - seconds_before.get(name, 0.0), 3) for name in after}
    spent = {name: value for name, value in sorted(spent.items()) if value > 0}
    total = sum(spent.values())
    return {"name": "dask", "scheduler": client.scheduler_info()["address"],
            "workers": len(peaks), "partitions": n_partitions,
            "worker_peak_mb": dict(sorted(peaks.items())), "client_peak_mb": peak_mb(),
            "task_seconds": spent,
            "papers_per_task_second": round(n_docs / total, 1) if total else None}

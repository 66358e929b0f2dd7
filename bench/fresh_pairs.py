"""The shared latency tool on freshly started servers of two checkouts, in pairs.

``../shared/tools/browser_latency.py`` makes the same 20 changes every run, and a server's
page render cache (``RENDER_CACHE``) answers them from memory after its first run: only a
fresh server's first run is what a user sees.  So per pair both checkouts' servers of one
store are started anew (each measured once it answers and its priming is over,
:func:`first_load.start`), the tool runs once on each, in turns (the first checkout
first in odd pairs, second first in even ones), and both are stopped.

Usage::

    python bench/fresh_pairs.py STORE_DIR OLD_CHECKOUT NEW_CHECKOUT [--pairs 4] [--port 8170]
        [--old-store OLD_STORE_DIR]

``--old-store``: the old checkout's own store of the same corpus, when the two checkouts'
analysis code differs (a server refuses a store saved by other analysis code and analyses
its inputs again, writing the result back).

Prints one row per pair: the tool's p50 / p95 / max and first load for each checkout, and
the 1-minute load average before the pair; then the medians.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

from first_load import start

TOOL = Path(__file__).resolve().parents[2] / "shared" / "tools" / "browser_latency.py"
FIGURES = re.compile(r"p50 ([\d.]+) s, p95 ([\d.]+) s, max ([\d.]+) s;.*first load ([\d.]+) s")


def tool(url: str, tool_path: Path) -> tuple[float, ...]:
    """The tool's p50, p95, max and first load (s) of one run on ``url``."""
    run = subprocess.run([sys.executable, str(tool_path), url, "0.25"], capture_output=True,
                         text=True, check=False)
    found = FIGURES.search(run.stdout)
    if not found:  # the tool's own error says why (a page that did not load, a timeout)
        raise RuntimeError(f"no figures in the tool's output: {run.stdout!r}; its errors: "
                           f"{run.stderr[-1500:]}")
    return tuple(float(x) for x in found.groups())


def pair(stores: list[Path], roots: list[Path], port: int, order: list[int],
         tool_path: Path) -> dict[int, tuple[float, ...]]:
    """One pair: both servers fresh (each of its store), the tool once on each in ``order``."""
    servers = [start(root, store, port + k) for k, (root, store) in
               enumerate(zip(roots, stores, strict=True))]
    try:
        return {k: tool(servers[k][1], tool_path) for k in order}
    finally:
        for proc, _ in servers:
            proc.terminate()
            proc.wait(timeout=30)


def cell(figures: tuple[float, ...]) -> str:
    return f"{figures[0]:.2f} / {figures[1]:.2f} / {figures[2]:.2f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("store", type=Path)
    ap.add_argument("roots", type=Path, nargs=2, help="the old and the new checkout")
    ap.add_argument("--pairs", type=int, default=4)
    ap.add_argument("--port", type=int, default=8170, help="the old's port (new: +1)")
    ap.add_argument("--tool", type=Path, default=TOOL)
    ap.add_argument("--old-store", type=Path, default=None,
                    help="the old checkout's store (default: STORE_DIR)")
    args = ap.parse_args(argv)
    roots = [r.resolve() for r in args.roots]
    rows: list[dict[int, tuple[float, ...]]] = []
    print("| pair (first) | load | old p50 / p95 / max s | new p50 / p95 / max s "
          "| first load old / new s |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for n in range(args.pairs):
        order = [0, 1] if n % 2 == 0 else [1, 0]
        load = os.getloadavg()[0]
        stores = [(args.old_store or args.store).resolve(), args.store.resolve()]
        got = pair(stores, roots, args.port, order, args.tool)
        rows.append(got)
        print(f"| {n + 1} ({'old' if order[0] == 0 else 'new'}) | {load:.1f} | "
              f"{cell(got[0])} | {cell(got[1])} | {got[0][3]:.1f} / {got[1][3]:.1f} |",
              flush=True)
    med = [tuple(statistics.median(r[k][i] for r in rows) for i in range(4)) for k in (0, 1)]
    print(f"| medians | {os.getloadavg()[0]:.1f} | {cell(med[0])} | {cell(med[1])} | "
          f"{med[0][3]:.1f} / {med[1][3]:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

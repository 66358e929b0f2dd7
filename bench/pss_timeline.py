"""Where `paper-trends analyze` reaches its peak memory: the tree's PSS by stage.

    python bench/pss_timeline.py CHECKOUT CORPUS OUT_DIR TIMELINE.json
    python bench/pss_timeline.py --show TIMELINE.json

Runs ``python -m dashboard.cli analyze CORPUS --out OUT_DIR`` from ``CHECKOUT`` (its
progress lines read from the pipe, one per stage and every 10 s), samples the PSS of the
process and of each child every 0.5 s as ``bench/scale.py`` does, and saves both with
their times; ``--show`` prints each stage's peak and who held it (main process first,
then the children: the paper-typing child, the search index's keying workers).  The
output folder is kept, to compare the tables of two checkouts (``sha256sum``, ``cmp``).
Run under the heavy lock; the 1-minute load average before and after is recorded.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scale import _pss_kb, _tree  # noqa: E402 - the same sampling as scale.py


def start_analyze(checkout: str, corpus: str, out: str, prefix: tuple[str, ...] = ()):
    """``analyze`` started from ``checkout`` (``prefix``: e.g. ``/usr/bin/time``), its output
    lines collected with their seconds by two reader threads: (process, start time, lines,
    readers, load before)."""
    env = {**os.environ, "PYTHONPATH": checkout}
    load_before = os.getloadavg()[0]
    t0 = time.perf_counter()
    proc = subprocess.Popen([*prefix, sys.executable, "-m", "dashboard.cli", "analyze", corpus,
                             "--out", out], cwd=checkout, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    events: list[tuple[float, str]] = []

    def read(stream: object) -> None:
        for line in stream:  # type: ignore[attr-defined]
            events.append((round(time.perf_counter() - t0, 1), line.strip()[:120]))

    readers = [threading.Thread(target=read, args=(s,), daemon=True)
               for s in (proc.stdout, proc.stderr)]
    for r in readers:
        r.start()
    return proc, t0, events, readers, load_before


def record(checkout: str, corpus: str, out: str, log: str) -> None:
    proc, t0, events, readers, load_before = start_analyze(checkout, corpus, out)
    samples = []
    while proc.poll() is None:
        per = [_pss_kb(p) // 1024 for p in _tree(proc.pid)]
        samples.append((round(time.perf_counter() - t0, 1), sum(per), per))
        time.sleep(0.5)
    wall = time.perf_counter() - t0
    for r in readers:
        r.join()
    with open(log, "w", encoding="utf-8") as f:
        json.dump({"checkout": checkout, "corpus": corpus, "wall_s": round(wall, 1),
                   "load_before": round(load_before, 2),
                   "load_after": round(os.getloadavg()[0], 2), "returncode": proc.returncode,
                   "events": events, "samples": samples}, f)
    show(log)


def show(log: str) -> None:
    with open(log, encoding="utf-8") as f:
        data = json.load(f)
    marks: list[tuple[float, str]] = []
    for t, line in data["events"]:
        m = re.match(r"paper-trends: (\S+)", line)
        if m and (not marks or marks[-1][1] != m.group(1)):
            marks.append((t, m.group(1)))
    marks.append((float("inf"), "end"))
    peak = max(data["samples"], key=lambda s: s[1])
    print(f"{data['checkout']}: wall {data['wall_s']} s, tree peak {peak[1]:,} MB at "
          f"{peak[0]} s {peak[2]}, load {data['load_before']}/{data['load_after']}, "
          f"exit {data['returncode']}")
    for (start, name), (stop, _) in zip(marks, marks[1:], strict=False):
        inside = [s for s in data["samples"] if start <= s[0] < stop]
        if inside:
            top = max(inside, key=lambda s: s[1])
            print(f"  {name:12s} {start:7.1f}-{min(stop, data['wall_s']):7.1f} s  peak "
                  f"{top[1]:6,} MB at {top[0]} s {top[2]}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--show":
        show(sys.argv[2])
    elif len(sys.argv) == 5:
        record(*sys.argv[1:5])
    else:
        raise SystemExit(__doc__)

"""Where a core stands idle in `paper-trends analyze`: each process's CPU, second by second.

    python bench/cpu_timeline.py CHECKOUT CORPUS OUT_DIR TIMELINE.json
    python bench/cpu_timeline.py --show TIMELINE.json [BIN_SECONDS]

Runs ``/usr/bin/time python -m dashboard.cli analyze CORPUS --out OUT_DIR`` with cwd and
``PYTHONPATH`` the checkout (its progress lines read from the pipe), reads every 0.5 s the CPU time
(user + system, ``/proc/PID/stat``) of the process and of each descendant, and saves them
with the stage marks.  ``--show`` prints, per bin, the cores each role used: the main
process, the typing child (the first child forked), the search child (forked after the
vocabulary) with its keying workers, and how much of the two cores stood idle.  A
process's CPU after its last sample is not seen (at most 0.5 s each).  Run under the
heavy lock; the 1-minute load average before and after is recorded.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pss_timeline import start_analyze  # noqa: E402 - the same start as pss_timeline.py
from scale import _tree  # noqa: E402 - the same tree as scale.py

TICKS = os.sysconf("SC_CLK_TCK")
#: The whole command's wall, user CPU and largest RSS, as the other benchmarks print them.
TIME = ["/usr/bin/time", "-f", "%e s %U user %M KB"]


def _stat(pid: int) -> tuple[int, float, int] | None:
    """(parent pid, CPU seconds, start tick) of ``pid``, None once it has gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / TICKS, int(fields[19])


def record(checkout: str, corpus: str, out: str, log: str) -> None:
    proc, t0, events, readers, load_before = start_analyze(checkout, corpus, out, tuple(TIME))
    samples = []
    while proc.poll() is None:
        now = round(time.perf_counter() - t0, 2)
        stats = {p: s for p in _tree(proc.pid) if (s := _stat(p)) is not None}
        samples.append((now, {str(p): s for p, s in stats.items()}))
        time.sleep(0.5)
    wall = time.perf_counter() - t0
    for r in readers:
        r.join()
    # the analysis is /usr/bin/time's one child
    root = next(p for _, stats in samples for p, s in stats.items() if s[0] == proc.pid)
    with open(log, "w", encoding="utf-8") as f:
        json.dump({"checkout": checkout, "corpus": corpus, "wall_s": round(wall, 1),
                   "root": int(root), "load_before": round(load_before, 2),
                   "load_after": round(os.getloadavg()[0], 2), "returncode": proc.returncode,
                   "events": events, "samples": samples}, f)
    show(log)


def _roles(data: dict) -> dict[str, str]:
    """Each pid's role: main, typing (first child) and its workers, search (later
    children) and their workers."""
    parent, start = {}, {}
    for _, stats in data["samples"]:
        for pid, (ppid, _, tick) in stats.items():
            parent[pid], start[pid] = str(ppid), tick
    root = str(data["root"])
    children = sorted((p for p in parent if parent[p] == root), key=lambda p: start[p])
    roles = {root: "main"}
    for i, child in enumerate(children):
        roles[child] = "typing" if i == 0 else "search"
    for pid in sorted(parent, key=lambda p: start[p]):
        if pid not in roles:
            roles[pid] = roles.get(parent[pid], "other")
    return roles


def show(log: str, bin_s: float = 5.0) -> None:
    with open(log, encoding="utf-8") as f:
        data = json.load(f)
    roles = _roles(data)
    names = ["main", "typing", "search", "other"]
    marks: list[tuple[float, str]] = []
    for t, line in data["events"]:
        m = re.match(r"paper-trends: (\S+)", line)
        if m and (not marks or marks[-1][1] != m.group(1)):
            marks.append((t, m.group(1)))
    last: dict[str, float] = {}
    bins: dict[int, dict[str, float]] = {}
    for t, stats in data["samples"]:
        for pid, (_, cpu, _) in stats.items():
            used = cpu - last.get(pid, cpu if pid == str(data["root"]) else 0.0)
            last[pid] = cpu
            b = bins.setdefault(int(t // bin_s), dict.fromkeys(names, 0.0))
            b[roles.get(pid, "other")] += used
    print(f"{data['checkout']}: wall {data['wall_s']} s, load {data['load_before']}/"
          f"{data['load_after']}, exit {data['returncode']}; time: {data['events'][-1][1]}")
    print("  stage marks: " + ", ".join(f"{n} {t}" for t, n in marks))
    print(f"  {'from s':>6} " + " ".join(f"{n:>7}" for n in names) + "   cores  idle")
    idle_total = 0.0
    for k in sorted(bins):
        b = bins[k]
        busy = sum(b.values()) / bin_s
        idle = max(0.0, 2 - busy) * bin_s
        idle_total += idle
        stage = [n for t, n in marks if t <= (k + 1) * bin_s]
        print(f"  {k * bin_s:6.0f} " + " ".join(f"{b[n] / bin_s:7.2f}" for n in names)
              + f"   {busy:5.2f} {idle:5.1f}  {stage[-1] if stage else ''}")
    totals = {n: round(sum(b[n] for b in bins.values()), 1) for n in names}
    print(f"  CPU s by role {totals}; idle core-seconds {idle_total:.0f} of "
          f"{2 * data['wall_s']:.0f}")


if __name__ == "__main__":
    if len(sys.argv) in (3, 4) and sys.argv[1] == "--show":
        show(sys.argv[2], *(float(a) for a in sys.argv[3:]))
    elif len(sys.argv) == 5:
        record(*sys.argv[1:5])
    else:
        raise SystemExit(__doc__)

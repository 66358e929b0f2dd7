"""Where a topic pick's time goes in the page's main thread, phase by phase, from a trace.

``../shared/tools/browser_latency.py``'s p95 is one of its 4 topic picks.  This drives the
tool's 12 searches on the dashboard at URL with a Chromium trace on (V8 samples
included), makes the tool's topic pick after every third (Playwright opens the menu,
counts the options, clicks one, presses Escape), and splits each pick at marks the page
sets:

- ``open``: the action until the menu's trigger is pressed (Playwright finds and checks it);
- ``menu``: until an option is pressed (the menu opened and drawn, Playwright's role
  queries over the page, its checks that the option is visible and still);
- ``dash``: until the request leaves (the dropdown's change, dash-renderer's work);
- ``wire``: until the answer (the server, and the page's main thread meanwhile).

Per phase it prints the wall time, the main thread's busy time, and the JavaScript
functions and scripts that took most of it (sampled; ``(program)`` is the browser's own
work: style, layout, paint, input, the driver's messages).

Usage::

    python bench/pick_profile.py http://127.0.0.1:8050/ [--rounds 2] [--top 12]
"""

from __future__ import annotations

import argparse
import collections
import json
import tempfile
from pathlib import Path

from browser_interaction import WORDS, open_dashboard, settle
from change_timeline import TIMED_FETCH
from playwright.sync_api import sync_playwright

HOOK = TIMED_FETCH + """
document.addEventListener('pointerdown', e => {
  const t = e.target.closest ? e.target : null;
  if (t && t.closest('#topic-filter')) { performance.mark('pick-open'); }
  if (t && t.closest('[role=option]')) { performance.mark('pick-menu'); }
}, true);"""
MARKS = ("pick-start", "pick-open", "pick-menu", "pick-dash", "pick-wire")
PHASES = ("open", "menu", "dash", "wire")
CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing",
              "toplevel", "disabled-by-default-v8.cpu_profiler"]


def trace_picks(url: str, rounds: int, path: Path) -> None:
    """The tool's searches and topic picks on ``url``, traced to ``path``."""
    with sync_playwright() as pw:
        browser, page, box, _ = open_dashboard(pw, url, HOOK)
        browser.start_tracing(page=page, path=str(path), categories=CATEGORIES)
        for _ in range(rounds):
            for i, word in enumerate(WORDS):
                box.fill(word)
                box.press("Enter")
                settle(page)
                if i % 3 != 2:
                    continue
                page.evaluate("() => { window.__pt.n = 0; window.__pt.starts = []; "
                              "window.__pt.ends = []; performance.mark('pick-start'); }")
                page.locator("#topic-filter").click()
                options = page.get_by_role("option")
                options.nth(1 + i % (options.count() - 1)).click()
                page.keyboard.press("Escape")
                settle(page)
                page.evaluate("() => { performance.mark('pick-dash', {startTime: "
                              "window.__pt.starts[0]}); performance.mark('pick-wire', "
                              "{startTime: Math.max(...window.__pt.ends)}); }")
                page.locator("#clear-filters").click()
                settle(page)
        browser.stop_tracing()
        browser.close()


def phases(events: list[dict]) -> list[tuple[str, float, float]]:
    """(phase, start, end) in trace microseconds, for every pick whose marks are complete."""
    marks: dict[str, list[float]] = collections.defaultdict(list)
    for e in events:
        if e.get("cat") == "blink.user_timing" and e.get("name") in MARKS:
            marks[e["name"]].append(e["ts"])
    found = [sorted(set(marks[m])) for m in MARKS]
    out = []
    for start in found[0]:
        ends = [min((t for t in times if t > start), default=None) for times in found[1:]]
        if all(ends) and ends == sorted(ends):
            bounds = [start, *ends]
            out += [(p, bounds[k], bounds[k + 1]) for k, p in enumerate(PHASES)]
    return out


def samples(events: list[dict]) -> tuple[list[tuple[float, int]], dict[int, dict]]:
    """The V8 samples (time, node id) and the profile's nodes (with their parent)."""
    nodes: dict[int, dict] = {}
    got: list[tuple[float, int]] = []
    clock = 0.0
    for e in sorted((e for e in events if e.get("name") in ("Profile", "ProfileChunk")),
                    key=lambda e: e["ts"]):
        data = e["args"]["data"]
        if e["name"] == "Profile":
            clock = data["startTime"]
            continue
        for node in data.get("cpuProfile", {}).get("nodes", []):
            nodes[node["id"]] = node
        for sid, dt in zip(data.get("cpuProfile", {}).get("samples", []),
                           data.get("timeDeltas", []), strict=False):
            clock += dt
            got.append((clock, sid))
    return sorted(got), nodes


def label(node: dict) -> tuple[str, str]:
    """(function at script:line:column, script) of a profile node; the browser's own work
    (``(program)``, ``(garbage collector)``) is its own script."""
    frame = node["callFrame"]
    name = frame.get("functionName") or "(anonymous)"
    script = frame.get("url", "").rsplit("/", 1)[-1].split("?")[0]
    if not script:
        script = name if name.startswith("(") and name != "(anonymous)" else "(page or driver)"
    return f"{name} {script}:{frame.get('lineNumber')}:{frame.get('columnNumber')}", script


def report(path: Path, top: int) -> None:
    events = json.loads(path.read_text())
    events = events["traceEvents"] if isinstance(events, dict) else events
    spans = phases(events)
    got, nodes = samples(events)
    wall: dict[str, float] = collections.Counter()
    busy: dict[str, float] = collections.Counter()
    funcs: dict[str, collections.Counter] = {p: collections.Counter() for p in PHASES}
    scripts: dict[str, collections.Counter] = {p: collections.Counter() for p in PHASES}
    for phase, a, b in spans:
        wall[phase] += b - a
    for k, (t, sid) in enumerate(got[:-1]):
        phase = next((p for p, a, b in spans if a <= t < b), None)
        name, script = label(nodes[sid])
        if phase is None or name.startswith("(idle)"):
            continue
        dt = min(got[k + 1][0] - t, 2000.0)
        busy[phase] += dt
        funcs[phase][name] += dt
        scripts[phase][script] += dt
    picks = max(1, len(spans) // len(PHASES))
    print(f"{picks} topic picks; per pick, ms")
    for p in PHASES:
        print(f"\n## {p}: {wall[p] / picks / 1000:.0f} ms, main thread busy "
              f"{busy[p] / picks / 1000:.0f} ms")
        print("by script: " + ", ".join(f"{s} {v / picks / 1000:.1f}"
                                        for s, v in scripts[p].most_common(6)))
        for name, v in funcs[p].most_common(top):
            print(f"  {v / picks / 1000:6.1f}  {name}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("url")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--top", type=int, default=12)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "trace.json"
        trace_picks(args.url, args.rounds, path)
        report(path, args.top)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

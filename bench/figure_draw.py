"""How long the browser takes to draw each chart: Plotly.newPlot of the figures of one git
ref (before) against the working tree's (after), in the same headless Chromium, in turns.

Usage (from the worktree root; the saved analysis is opened read-only):

    python bench/figure_draw.py --store /tmp/final24k --before main [--reps 9]

Method: each side's figures are built by its own code: the ``--before`` ref's
``analysis``, ``dashboard`` and ``assets`` are extracted (``git archive``) into a temporary
folder and a child process, with that folder first on ``PYTHONPATH``, renders every chart
of each filter state (``dashboard.page.render``, what the page's callback sends) and
dumps the figures as JSON; the working tree's figures are dumped the same way.  A blank
page loads the plotly.js the dashboard serves (the plotly wheel's ``plotly.min.js``,
nothing downloaded) and draws each figure into a div as wide as its card on a
1,400-pixel-wide window (``WIDTH``; ``WIDE`` for the charts that span the grid),
``Plotly.newPlot`` timed with ``performance.now()`` until its promise resolves (the
drawing, automargin's measuring and its second pass included), then ``Plotly.purge``.
Before and after alternate draw by draw (ABAB...), so the machine's load hits both
alike; the median of ``--reps`` draws is printed per chart and side, with the ratio and
the JSON size of each figure.  The medians, not means: a shared machine's stalls land
on single draws.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
STATES = ("", "q=graph", "venue=NeurIPS&years=2010-2018")  # every paper, a search, a slice
WIDTH = 650  # px: a chart card in the two-column grid of a 1,400 px window
WIDE = 1330  # px: a card spanning the grid (Chart.wide)
DRAW_JS = """async ([fig, width]) => {
  const d = document.createElement('div'); d.style.width = width + 'px';
  document.body.appendChild(d);
  const t0 = performance.now();
  await Plotly.newPlot(d, fig.data, fig.layout, {responsive: false, displayModeBar: false});
  const ms = performance.now() - t0;
  Plotly.purge(d); d.remove();
  return ms;
}"""


def dump(store: str, out: str) -> None:
    """Every chart of each of STATES, as the page's callback renders it, to ``out``."""
    from analysis.store import open_saved, saved_folder
    from dashboard.page import present_charts, render
    from dashboard.view import make_view

    view = make_view(open_saved(saved_folder(Path(store))).analysis)
    wide = {c.id: c.wide for c in present_charts(view)}
    figures: dict[str, Any] = {}
    for state in STATES:
        page = render(view, state, "")
        for graph in wide:
            fig = page.get(graph)
            if fig is not None:
                plain = fig if isinstance(fig, dict) else fig.to_plotly_json()
                figures[f"{graph} [{state or 'all'}]"] = {"wide": wide[graph], "fig": plain}
    Path(out).write_text(json.dumps(figures, default=_plain))


def _plain(value: Any) -> Any:
    if hasattr(value, "tolist"):
        return value.tolist()
    if hasattr(value, "to_plotly_json"):
        return value.to_plotly_json()
    raise TypeError(type(value))


def dumped(code: Path, store: str, out: Path) -> dict[str, Any]:
    """The figures the code under ``code`` renders (a child process; that code first)."""
    env = {**os.environ, "PYTHONPATH": str(code)}
    subprocess.run([sys.executable, __file__, "--dump", str(out), "--store", store],
                   cwd=code, env=env, check=True)
    return json.loads(out.read_text())


def extract(ref: str, into: Path) -> Path:
    """The ``analysis``, ``dashboard`` and ``assets`` of git ``ref``, under ``into``."""
    into.mkdir(parents=True, exist_ok=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref, "analysis", "dashboard",
                              "assets"], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def draw_all(sides: dict[str, dict[str, Any]], reps: int) -> dict[str, dict[str, float]]:
    """Median newPlot ms per chart and side, the sides drawn in turns."""
    import plotly
    from playwright.sync_api import sync_playwright

    script = Path(plotly.__file__).parent / "package_data" / "plotly.min.js"
    times: dict[str, dict[str, list[float]]] = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                     args=["--no-sandbox", "--disable-gpu",
                                           "--disable-dev-shm-usage"])
        page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
        page.set_content("<!DOCTYPE html><html><body style='margin:0'></body></html>")
        page.add_script_tag(path=str(script))
        charts = [k for k in next(iter(sides.values())) if all(k in s for s in sides.values())]
        for chart in charts:
            for figs in sides.values():  # one untimed draw each: fonts, code warm
                page.evaluate(DRAW_JS, [figs[chart]["fig"], WIDTH])
            for _ in range(reps):
                for name, figs in sides.items():
                    width = WIDE if figs[chart]["wide"] else WIDTH
                    ms = page.evaluate(DRAW_JS, [figs[chart]["fig"], width])
                    times.setdefault(chart, {}).setdefault(name, []).append(ms)
        browser.close()
    return {c: {n: statistics.median(v) for n, v in t.items()} for c, t in times.items()}


def variants(graph: str, fig: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The alternatives weighed for the two charts of 40 topics (``--variants``): the
    topic trends' legend with every topic, the 10 largest (kept) or none; the map's
    numbers as 40 annotations or one text trace (kept), its dots as one trace per topic
    or one for all (kept: a topic name and fragment per dot)."""
    out = {"kept": fig}
    if graph.startswith("topic-trends"):
        every = copy.deepcopy(fig)
        for trace in every["data"]:
            trace["showlegend"] = True
        out["legend: every topic"] = every
        none = copy.deepcopy(fig)
        none["layout"]["showlegend"] = False
        out["legend: none"] = none
    if graph.startswith("topic-map"):
        dots, numbers = fig["data"]
        notes = copy.deepcopy(fig)
        notes["data"] = [dots]
        notes["layout"]["annotations"] = [
            {"x": x, "y": y, "text": t, "showarrow": False, "font": {"size": 11},
             "bgcolor": "rgba(255,255,255,0.7)", "hovertext": h}
            for x, y, t, h in zip(numbers["x"], numbers["y"], numbers["text"],
                                  numbers["hovertext"], strict=True)]
        out["numbers as annotations"] = notes
        per_topic = copy.deepcopy(fig)
        per_topic["data"] = [*_topic_traces(dots), numbers]
        out["dots: a trace per topic"] = per_topic
    return out


def _topic_traces(dots: dict[str, Any]) -> list[dict[str, Any]]:
    """The map's dots as one trace per topic (main's form): the fragment as the trace's
    ``meta``, the name in its hover template, nothing per dot but the title."""
    traces: dict[str, dict[str, Any]] = {}
    for i, (frag, name) in enumerate(dots["customdata"]):
        t = traces.setdefault(frag, {
            "type": "scatter", "mode": "markers", "name": name, "legendgroup": name,
            "meta": frag, "x": [], "y": [], "text": [],
            "marker": {"color": dots["marker"]["color"][i], "size": 6, "opacity": 0.8,
                       "symbol": dots["marker"]["symbol"][i]},
            "hoverlabel": {"namelength": -1},
            "hovertemplate": "<b>%{text}</b><br>" + name + "<extra></extra>"})
        for key in ("x", "y", "text"):
            t[key].append(dots[key][i])
    return list(traces.values())


def draw_variants(after: dict[str, Any], reps: int) -> str:
    """Median newPlot ms of each variant of the topic charts, drawn in turns."""
    sides: dict[str, dict[str, Any]] = {}
    for chart, spec in after.items():
        for name, fig in variants(chart, spec["fig"]).items():
            if len(variants(chart, spec["fig"])) > 1:
                sides.setdefault(name, {})[chart] = {"wide": spec["wide"], "fig": fig}
    lines = ["| chart [state] | variant | ms | kB |", "| --- | --- | ---: | ---: |"]
    for name, figs in sides.items():
        if name == "kept":
            continue
        pair = {"kept": {c: sides["kept"][c] for c in figs}, name: figs}
        for chart, m in draw_all(pair, reps).items():
            for side in pair:
                size = len(json.dumps(pair[side][chart]["fig"])) / 1000
                lines.append(f"| {chart} | {side} | {m[side]:.0f} | {size:.1f} |")
    return "\n".join(lines)


def report(medians: dict[str, dict[str, float]], sides: dict[str, dict[str, Any]]) -> str:
    """A Markdown table: median ms before and after, the ratio, the JSON kB of each."""
    lines = ["| chart [state] | before ms | after ms | after/before | kB before | kB after |",
             "| --- | ---: | ---: | ---: | ---: | ---: |"]
    total = {"before": 0.0, "after": 0.0}
    for chart, m in medians.items():
        size = {n: len(json.dumps(s[chart]["fig"])) / 1000 for n, s in sides.items()}
        total = {n: total[n] + m[n] for n in total}
        lines.append(f"| {chart} | {m['before']:.0f} | {m['after']:.0f} | "
                     f"{m['after'] / m['before']:.2f} | {size['before']:.1f} | "
                     f"{size['after']:.1f} |")
    lines.append(f"| **all** | {total['before']:.0f} | {total['after']:.0f} | "
                 f"{total['after'] / total['before']:.2f} | | |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--store", default="/tmp/final24k", help="a saved analysis (read only)")
    parser.add_argument("--before", default="main", help="the git ref drawn as 'before'")
    parser.add_argument("--reps", type=int, default=9, help="timed draws per chart and side")
    parser.add_argument("--variants", action="store_true",
                        help="also draw the alternatives weighed for the topic charts")
    parser.add_argument("--dump", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.dump:
        dump(args.store, args.dump)
        return
    print("load before:", os.getloadavg())
    with tempfile.TemporaryDirectory() as tmp:
        old = extract(args.before, Path(tmp) / "before")
        sides = {"before": dumped(old, args.store, Path(tmp) / "before.json"),
                 "after": dumped(ROOT, args.store, Path(tmp) / "after.json")}
    medians = draw_all(sides, args.reps)
    print(report(medians, sides))
    if args.variants:
        print(draw_variants(sides["after"], args.reps))
    print("load after:", os.getloadavg())


if __name__ == "__main__":
    main()

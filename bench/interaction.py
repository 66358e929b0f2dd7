"""Server time and payload of every dashboard filter change on a large corpus.

Drives the real Dash endpoint (``POST /_dash-update-component`` through Flask's test
client, so JSON parsing, the callback, figure building and serialisation all count) the
way the browser does after a filter change:

1. ``sync``: the changed control (or chart click) -> URL, controls, filter state;
2. ``render``: the filter state -> headline and every chart;
3. ``keywords``: the followed keyword's trend over years and keyword-in-context snippets;
4. ``rows``: the papers table's first page (AG Grid's infinite row model).

A filter change's server time is the sum of the four.  Each scenario is run ``--repeat``
times after one warm-up; p50/p95/max are over every run of every scenario.

Usage::

    python bench/interaction.py [PATH ...] [--repeat 5] [--out bench/INTERACTION.md]

Default corpus: ../shared/corpora/papercopilot (24k papers).  Analysis time is reported
but is not part of any interaction.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from analysis.filters import Filters  # noqa: E402
from dashboard import ids  # noqa: E402
from dashboard.sections.topics import MAP_POINTS  # noqa: E402

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpora" / "papercopilot"
BUDGET_MS = 100.0
CONTROLS = [ids.TOPIC_FILTER, ids.KEYWORD_FILTER, ids.VENUE_FILTER, ids.YEAR_FILTER,
            ids.TYPE_FILTER]


class Driver:
    """Calls the app's callbacks as the Dash renderer does, and times them."""

    def __init__(self, app, cold: bool = True):
        self.clear = app.paper_trends_clear_caches if cold else (lambda: None)
        self.client = app.server.test_client()
        self.client.get("/")
        deps = self.client.get("/_dash-dependencies").get_json()
        self.deps = {self._key(d): d for d in deps if not d.get("clientside_function")}
        self.cpu_ms = 0.0  # CPU time of this thread in callbacks: the cost without contention

    @staticmethod
    def _key(dep) -> str:
        return dep["output"]

    def find(self, output_fragment: str) -> dict:
        for key, dep in self.deps.items():
            if output_fragment in key:
                return dep
        raise KeyError(output_fragment)

    def call(self, dep: dict, values: dict, changed: list[str]) -> tuple[dict, float, int]:
        """POST one callback; ``values`` maps "id.prop" to the value the page holds."""
        outputs = [{"id": o.rsplit(".", 1)[0], "property": o.rsplit(".", 1)[1]}
                   for o in dep["output"].strip(".").split("...")]

        def spec(items):
            return [{"id": i["id"], "property": i["property"],
                     "value": values.get(f"{i['id']}.{i['property']}")} for i in items]

        body = {
            "output": dep["output"],
            "outputs": outputs if dep["output"].startswith("..") else outputs[0],
            "inputs": spec(dep["inputs"]),
            "state": spec(dep["state"]),
            "changedPropIds": changed,
        }
        c0, t0 = time.thread_time(), time.perf_counter()
        resp = self.client.post("/_dash-update-component", json=body)
        ms = (time.perf_counter() - t0) * 1000
        self.cpu_ms += (time.thread_time() - c0) * 1000
        if resp.status_code == 204:
            return {}, ms, 0
        if resp.status_code != 200:
            raise RuntimeError(f"{dep['output']}: HTTP {resp.status_code}\n{resp.data[:2000]}")
        data = resp.get_data()
        return json.loads(data)["response"], ms, len(data)


def page_state(view, f: Filters) -> dict:
    from dashboard.state import controls_from_filters

    values = dict(zip([f"{c}.value" for c in CONTROLS], controls_from_filters(view, f), strict=True))
    values[f"{ids.URL}.search"] = f"?{f.to_query()}" if f.to_query() else ""
    return values


def scenarios(view) -> list[tuple[str, str, dict, Filters]]:
    """(name, changed prop, extra values, filters before) for realistic filter changes."""
    a = view.analysis
    sizes = a.papers["topic"].value_counts()
    big, small = int(sizes.index[0]), int(sizes.index[-1])
    venues = a.papers["venue"].value_counts().index.tolist()
    y0, y1 = view.years[0], view.years[-1]
    mid = y0 + (y1 - y0) * 3 // 4
    none = Filters()
    topic_bar = {"points": [{"customdata": f"topic={big}"}]}
    year_bar = {"points": [{"customdata": f"years={mid}-{mid}&type=theory"}]}
    kw_bar = {"points": [{"customdata": "q=%22reinforcement+learning%22"}]}
    return [
        ("page load, no filter", "url.search", {}, none),
        ("topic: the largest", "topic-filter.value", {"topic-filter.value": [big]}, none),
        ("topic: the smallest", "topic-filter.value", {"topic-filter.value": [small]}, none),
        ("two topics", "topic-filter.value", {"topic-filter.value": [big, small]}, none),
        ("search: one word", "keyword-filter.value", {"keyword-filter.value": "diffusion"}, none),
        ("search: a phrase", "keyword-filter.value",
         {"keyword-filter.value": '"graph neural network"'}, none),
        ("search: two terms", "keyword-filter.value",
         {"keyword-filter.value": 'bandit "regret bound"'}, none),
        ("search: no match", "keyword-filter.value", {"keyword-filter.value": "zzzqqq"}, none),
        ("venue", "venue-filter.value", {"venue-filter.value": [venues[0]]}, none),
        ("year range", "year-filter.value", {"year-filter.value": [mid, y1]}, none),
        ("paper type", "type-filter.value", {"type-filter.value": ["theory"]}, none),
        ("all five filters", "type-filter.value",
         {"topic-filter.value": [big], "keyword-filter.value": "learning",
          "venue-filter.value": venues[:2], "year-filter.value": [y0, mid],
          "type-filter.value": ["empirical", "both"]}, none),
        ("click: topic bar", f"{ids.TOPIC_SIZES}.clickData",
         {f"{ids.TOPIC_SIZES}.clickData": topic_bar}, none),
        ("click: year x type segment", f"{ids.TYPES_BY_YEAR}.clickData",
         {f"{ids.TYPES_BY_YEAR}.clickData": year_bar}, none),
        ("click: keyword bar", f"{ids.KEYWORDS}.clickData", {f"{ids.KEYWORDS}.clickData": kw_bar},
         none),
        ("clear all filters", "clear-filters.n_clicks", {"clear-filters.n_clicks": 1},
         Filters(topics=(big,), query="learning", types=("theory",))),
        ("shared URL", "url.search",
         {"url.search": f"?topic={big}&venue={venues[0]}&years={mid}-{y1}&type=empirical"},
         none),
    ]


def run_change(driver: Driver, view, name, changed, extra, before) -> dict:
    deps = {"sync": driver.find(f"{ids.URL}.search"),
            "render": driver.find(f"{ids.PAPER_COUNT}.children"),
            "keywords": driver.find(f"{ids.KWIC}.children"),
            "rows": driver.find(f"{ids.PAPERS_TABLE}.getRowsResponse")}
    driver.clear()
    values = page_state(view, before)
    values.update(extra)
    values[f"{ids.FILTER_STATE}.data"] = before.to_query()
    out = {"name": name}
    cpu0 = driver.cpu_ms
    resp, out["sync_ms"], out["sync_bytes"] = driver.call(deps["sync"], values, [changed])
    state = resp.get(ids.FILTER_STATE, {}).get("data", values[f"{ids.FILTER_STATE}.data"])
    values[f"{ids.FILTER_STATE}.data"] = state
    resp, out["render_ms"], out["render_bytes"] = driver.call(
        deps["render"], values, [f"{ids.FILTER_STATE}.data"])
    pick = resp.get(ids.KEYWORD_PICK, {}).get("value")
    values[f"{ids.KEYWORD_PICK}.value"] = pick
    _, out["keywords_ms"], out["keywords_bytes"] = driver.call(
        deps["keywords"], values, [f"{ids.KEYWORD_PICK}.value"])
    values[f"{ids.PAPERS_TABLE}.getRowsRequest"] = {"startRow": 0, "endRow": 20, "sortModel": [],
                                                    "filterModel": {}}
    resp, out["rows_ms"], out["rows_bytes"] = driver.call(
        deps["rows"], values, [f"{ids.PAPERS_TABLE}.getRowsRequest"])
    rows = resp.get(ids.PAPERS_TABLE, {}).get("getRowsResponse", {})
    out["papers"] = rows.get("rowCount", 0)
    out["state"] = state
    out["total_ms"] = out["sync_ms"] + out["render_ms"] + out["keywords_ms"] + out["rows_ms"]
    out["cpu_ms"] = driver.cpu_ms - cpu0
    out["total_bytes"] = (out["sync_bytes"] + out["render_bytes"] + out["keywords_bytes"]
                          + out["rows_bytes"])
    return out


def render_breakdown(view, states: list[tuple[str, str]], repeat: int) -> list[dict]:
    """Milliseconds of each table function and of the figures in one render, per state."""
    from analysis import tables
    from dashboard import figures as fig
    from dashboard.sections.keywords import PICK_OPTIONS
    from dashboard.sections.topics import map_points
    from dashboard.view import selected

    a = view.analysis
    out = []
    for name, state in states:
        _, rows = selected(view, state)
        steps = {
            "paper_types_table": lambda r=rows: tables.paper_types_table(a, r),
            "topics_table": lambda r=rows: tables.topics_table(a, r),
            "keywords_table": lambda r=rows: tables.keywords_table(a, r, limit=PICK_OPTIONS),
            "topic_trends_table": lambda r=rows: tables.topic_trends_table(a, r),
            "rising_falling_table": lambda r=rows: tables.rising_falling_table(a, r),
            "paper_types_by (year + venue)": lambda r=rows: (
                tables.paper_types_by(a, r, "year"), tables.paper_types_by(a, r, "venue")),
        }
        row = {"name": name, "papers": int(rows.sum())}
        for step, func in steps.items():
            func()
            t0 = time.perf_counter()
            for _ in range(repeat):
                func()
            row[step] = (time.perf_counter() - t0) / repeat * 1000
        built = {k: f() for k, f in steps.items()}
        t0 = time.perf_counter()
        for _ in range(repeat):
            fig.topic_sizes_figure(built["topics_table"], plain=True)
            fig.topic_map_figure(map_points(view, rows)[0], view.map_extent, plain=True)
            fig.keywords_figure(built["keywords_table"], plain=True)
            fig.topic_trends_figure(built["topic_trends_table"], plain=True)
            fig.rising_falling_figure(built["rising_falling_table"], plain=True)
            fig.paper_types_overall_figure(built["paper_types_table"], plain=True)
            fig.paper_types_by_topic_figure(built["paper_types_table"], plain=True)
            fig.paper_types_by_figure(built["paper_types_by (year + venue)"][0], "year",
                                      plain=True)
            fig.paper_types_by_figure(built["paper_types_by (year + venue)"][1], "venue",
                                      plain=True)
        row["figures (dashboard)"] = (time.perf_counter() - t0) / repeat * 1000
        out.append(row)
    return out


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("paths", nargs="*", default=[str(DEFAULT_CORPUS)])
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--out", type=Path, default=ROOT / "bench" / "INTERACTION.md")
    p.add_argument("--warm", action="store_true",
                   help="keep the per-state caches between runs (default: every filter change "
                   "computes its rows, tables and charts from scratch)")
    args = p.parse_args(argv)

    from analysis.pipeline import analyze
    from dashboard.app import create_app
    from dashboard.view import make_view

    load_before = os.getloadavg()[0]
    t0 = time.perf_counter()
    analysis = analyze(args.paths)
    t_analyze = time.perf_counter() - t0
    t0 = time.perf_counter()
    app = create_app(analysis)
    t_app = time.perf_counter() - t0
    view = make_view(analysis)
    driver = Driver(app, cold=not args.warm)
    print(f"{analysis.name}: {len(analysis.papers):,} papers, {analysis.topics.n_topics} topics, "
          f"{len(view.years)} years, {len(view.venues)} venues; analysed in {t_analyze:.1f} s, "
          f"app built in {t_app:.2f} s")

    results = []
    for name, changed, extra, before in scenarios(view):
        run_change(driver, view, name, changed, extra, before)  # warm-up
        runs = [run_change(driver, view, name, changed, extra, before)
                for _ in range(args.repeat)]
        best = {k: statistics.median(r[k] for r in runs) for k in runs[0]
                if k.endswith("_ms")}
        results.append({**runs[-1], **best, "all_ms": [r["total_ms"] for r in runs],
                        "all_cpu_ms": [r["cpu_ms"] for r in runs]})
        r = results[-1]
        print(f"  {name:28s} {r['papers']:>6,} papers  {r['total_ms']:6.1f} ms "
              f"(cpu {r['cpu_ms']:6.1f})  "
              f"(sync {r['sync_ms']:.1f}, render {r['render_ms']:.1f}, keywords "
              f"{r['keywords_ms']:.1f}, rows {r['rows_ms']:.1f})  {r['total_bytes'] / 1024:6.1f} kB")

    load_after = os.getloadavg()[0]
    every = [ms for r in results for ms in r["all_ms"]]
    p50, p95, worst = pct(every, 0.5), pct(every, 0.95), max(every)
    cpu = [ms for r in results for ms in r["all_cpu_ms"]]
    c50, c95, cmax = pct(cpu, 0.5), pct(cpu, 0.95), max(cpu)
    ok = worst < BUDGET_MS
    verdict = (f"{'PASS' if ok else 'FAIL'}: every filter change answered in under "
               f"{BUDGET_MS:.0f} ms server time" if ok else
               f"FAIL: {sum(ms >= BUDGET_MS for ms in every)} of {len(every)} filter changes "
               f"took {BUDGET_MS:.0f} ms or more")
    payload = max(r["total_bytes"] for r in results)
    print(f"p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {worst:.1f} ms over {len(every)} filter "
          f"changes (CPU time: p50 {c50:.1f}, p95 {c95:.1f}, max {cmax:.1f} ms); largest "
          f"payload {payload / 1024:.0f} kB")
    print(verdict)

    lines = [
        "# Dashboard interaction benchmark",
        "",
        f"Generated by `python bench/interaction.py` on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}.",
        "",
        f"- corpus: `{analysis.name}`, {len(analysis.papers):,} papers, "
        f"{analysis.topics.n_topics} topics, {len(view.years)} years "
        f"({view.years[0] if view.years else '–'}–{view.years[-1] if view.years else '–'}), "
        f"{len(view.venues)} venues",
        f"- machine: {platform.platform()}, Python {platform.python_version()}, "
        f"{os.cpu_count()} cores shared with other jobs (1-min load average {load_before:.1f} "
        f"at the start, {load_after:.1f} at the end); analysis {t_analyze:.1f} s (once, not part "
        f"of any interaction), app built in {t_app:.2f} s",
        "- method: each filter change drives the four callbacks the browser fires (sync, render, "
        "keywords, first table page) through Flask's test client on `/_dash-update-component`; "
        "server time includes request parsing, the callback, figure building and JSON "
        f"serialisation. One warm-up, then {args.repeat} runs per scenario; per-scenario "
        "columns are medians, p50/p95/max are over every run. "
        + ("Caches kept between runs (--warm)." if args.warm else
           "Uncached: the per-state caches (selected rows, charts) are emptied before every "
           "change, so each one computes from scratch; only the unfiltered view (page load, "
           "clear all filters) is precomputed when the app starts."),
        "",
        f"**{verdict}.** p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {worst:.1f} ms over "
        f"{len(every)} filter changes (wall clock); the same changes cost p50 {c50:.1f} ms, "
        f"p95 {c95:.1f} ms, max {cmax:.1f} ms of CPU time (what they would take on an idle "
        "machine); largest response payload of one change "
        f"{payload / 1024:.0f} kB (the topic map is capped at a fixed random sample of "
        f"{MAP_POINTS:,} papers; the papers table ships 20 rows a page).",
        "",
        "| filter change | papers shown | total ms | CPU ms | sync | render | keywords | "
        "table page | payload kB |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in results:
        lines.append(f"| {r['name']} | {r['papers']:,} | {r['total_ms']:.1f} | {r['cpu_ms']:.1f} "
                     f"| {r['sync_ms']:.1f} "
                     f"| {r['render_ms']:.1f} | {r['keywords_ms']:.1f} | {r['rows_ms']:.1f} | "
                     f"{r['total_bytes'] / 1024:.1f} |")
    lines.append("")
    if view.multi_year:
        sizes = analysis.papers["topic"].value_counts()
        venue = analysis.papers["venue"].value_counts().index[0]
        breakdown = render_breakdown(view, [
            ("no filter", ""), ("the largest topic", f"topic={int(sizes.index[0])}"),
            (f"venue {venue}", Filters(venues=(venue,)).to_query()),
            ("theory papers", "type=theory")], args.repeat)
        steps = [k for k in breakdown[0] if k not in ("name", "papers")]
        lines += [
            "## Where a render's time goes",
            "",
            "Milliseconds per call (mean of the runs), outside the HTTP layer: each "
            "`analysis.tables` function the page calls once per filter change, and all the "
            "dashboard's figures together.",
            "",
            "| view | papers | " + " | ".join(steps) + " |",
            "| --- | ---: | " + " | ".join("---:" for _ in steps) + " |",
        ]
        for row in breakdown:
            lines.append(f"| {row['name']} | {row['papers']:,} | "
                         + " | ".join(f"{row[k]:.1f}" for k in steps) + " |")
            print(f"  render of {row['name']}: " + ", ".join(
                f"{k} {row[k]:.1f}" for k in steps))
        lines.append("")
    args.out.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {args.out}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

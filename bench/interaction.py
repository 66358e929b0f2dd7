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

Trend-option changes (follow a phrase, change the periods, compare two venues) are timed
apart: they run ``sync`` and the render callback, which redraws only the charts that follow
the options.  "Where a render's time goes" times each view the trend issue added or changed
(its table function and its figure together) on four states: each must stay within 20 ms.

Usage::

    python bench/interaction.py [PATH ...] [--store DIR] [--repeat 5] [--out FILE]

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
from dashboard.state import CONTROLS as _PAGE_CONTROLS  # noqa: E402

DEFAULT_CORPUS = ROOT.parent / "shared" / "corpora" / "papercopilot"
BUDGET_MS = 100.0
VIEW_BUDGET_MS = 20.0  # what one new trend view may add to a filter change
CONTROLS = [c for c, _ in _PAGE_CONTROLS]  # the filter controls, as the sync callback lists them


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
        c0, t0 = time.process_time(), time.perf_counter()
        resp = self.client.post("/_dash-update-component", json=body)
        ms = (time.perf_counter() - t0) * 1000
        self.cpu_ms += (time.process_time() - c0) * 1000
        if resp.status_code == 204:
            return {}, ms, 0
        if resp.status_code != 200:
            raise RuntimeError(f"{dep['output']}: HTTP {resp.status_code}\n{resp.data[:2000]}")
        data = resp.get_data()
        return json.loads(data)["response"], ms, len(data)


def page_state(view, f: Filters) -> dict:
    from analysis.trends import TrendOptions
    from dashboard.state import TREND_CONTROLS, controls_from_filters, controls_from_options

    values = dict(zip([f"{c}.value" for c in CONTROLS], controls_from_filters(view, f), strict=True))
    values.update(zip([f"{c}.value" for c, _ in TREND_CONTROLS],
                      controls_from_options(TrendOptions()), strict=True))
    values[f"{ids.URL}.search"] = f"?{f.to_query()}" if f.to_query() else ""
    values[f"{ids.TREND_STATE}.data"] = ""
    return values


def trend_scenarios(view) -> list[tuple[str, str, object]]:
    """(name, trend control changed, its new value) for trend-option changes."""
    venues = view.analysis.papers["venue"].value_counts().index.tolist()
    out = [("follow a phrase", f"{ids.FOLLOW_TERMS}.value", ['"graph neural networks"']),
           ("follow a term and a topic", f"{ids.FOLLOW_TERMS}.value", ["deep", "topic:0"]),
           ("periods: last 3 years vs 5 before", f"{ids.TREND_RECENT}.value", 3)]
    if len(venues) > 1:
        out.append(("compare two venues", f"{ids.COMPARE_B}.value", f"venue:{venues[1]}"))
    return out


def page_callback(driver: Driver) -> dict:
    return driver.find(f"{ids.PAPER_COUNT}.children")


def sent(resp: dict) -> dict[str, int]:
    """How the answer sent the figures: whole, as patches, or not at all (unchanged)."""
    figures = [v["figure"] for v in resp.values() if "figure" in v]
    patched = sum(isinstance(f, dict) and "__dash_patch_update" in f for f in figures)
    return {"whole": len(figures) - patched, "patched": patched}


def show(driver: Driver, view, values: dict) -> dict:
    """Let the page show the state ``values`` holds (an untimed page load), as a user's
    page does before a change; the values the page then holds."""
    values = dict(values)
    values[f"{ids.FILTER_STATE}.data"] = None
    resp, _, _ = driver.call(page_callback(driver), values, [f"{ids.URL}.search"])
    values[f"{ids.FILTER_STATE}.data"] = resp.get(ids.FILTER_STATE, {}).get("data", "")
    values[f"{ids.TREND_STATE}.data"] = resp.get(ids.TREND_STATE, {}).get("data", "")
    values[f"{ids.KEYWORD_PICK}.value"] = resp.get(ids.KEYWORD_PICK, {}).get("value")
    values[f"{ids.PAPERS_TABLE}.getRowsRequest"] = {"startRow": 0, "endRow": 20,
                                                    "sortModel": [], "filterModel": {}}
    return values


def run_trend_change(driver: Driver, view, name, changed, value) -> dict:
    """The page callback for a trend control (only the charts that follow the options)."""
    driver.clear()
    venues = view.analysis.papers["venue"].value_counts().index.tolist()
    values = show(driver, view, page_state(view, Filters()))
    if changed.startswith(ids.COMPARE_B):
        values[f"{ids.COMPARE_A}.value"] = f"venue:{venues[0]}"
    values[changed] = value
    out = {"name": name}
    resp, out["total_ms"], out["total_bytes"] = driver.call(page_callback(driver), values,
                                                            [changed])
    out.update(sent(resp))
    return out


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
        *decision_scenarios(view),
    ]


def decision_scenarios(view) -> list[tuple[str, str, dict, Filters]]:
    """A decision chosen in the filter bar and a click on the most prolific author (issue
    16), where the corpus has them."""
    from analysis.tables import authors_table

    if ids.STATUS_FILTER not in CONTROLS:
        return []
    orals = [("decision: orals", "status-filter.value",
              {"status-filter.value": ["accepted-oral"]}, Filters())]
    top = authors_table(view.analysis, limit=1)
    if top.empty:  # no paper lists its authors (the scale corpora)
        return orals
    author_bar = {"points": [{"customdata": f"author={top['author'].iloc[0]}"}]}
    return [*orals, ("click: author bar", f"{ids.PROLIFIC_AUTHORS}.clickData",
                     {f"{ids.PROLIFIC_AUTHORS}.clickData": author_bar}, Filters())]


def run_change(driver: Driver, view, name, changed, extra, before) -> dict:
    """One filter change: the page shows ``before`` (untimed), then the one request."""
    driver.clear()
    first = changed == f"{ids.URL}.search"  # a page load: nothing shown yet
    values = page_state(view, before) if first else show(driver, view, page_state(view, before))
    values.update(extra)
    out = {"name": name}
    cpu0 = driver.cpu_ms
    resp, out["total_ms"], out["total_bytes"] = driver.call(page_callback(driver), values,
                                                            [changed])
    out["cpu_ms"] = driver.cpu_ms - cpu0
    # the papers table asks for its rows itself (a second, small request): the headline
    count = resp.get(ids.PAPER_COUNT, {}).get("children", "0 of")
    out["papers"] = int(str(count).split(" of")[0].replace(",", "") or 0)
    # the filter state the change led to (bench/workers.py downloads its papers)
    out["state"] = resp.get(ids.FILTER_STATE, {}).get("data") or ""
    out.update(sent(resp))
    return out


# The views the trend issue added or changed: each may add at most VIEW_BUDGET_MS.
TREND_VIEWS = (ids.TOPIC_TRENDS, ids.TERM_TRENDS, ids.VENUE_YEARS, ids.TYPE_SHARES,
               ids.RISING_FALLING, ids.TOPIC_CHANGES, ids.EMERGING, ids.COMPARE_TERMS,
               ids.COMPARE_TOPICS)


def render_breakdown(view, states: list[tuple[str, str]], repeat: int) -> list[dict]:
    """CPU milliseconds each chart adds to one render (its tables, its figure, its live
    note), per state: the charts drawn in page order in one fresh scope, as the render
    callback draws them (so counts the trend views share are paid by the first that needs
    them), timed with the thread's CPU clock so that other jobs on the machine do not
    count.  The compare charts are drawn with two venues picked, the follow chart with a
    phrase and a topic followed (their searches cached per corpus, as in the app)."""
    from analysis.trends import TrendOptions
    from dashboard.charts import Scope
    from dashboard.page import present_charts
    from dashboard.view import selected

    venues = view.analysis.papers["venue"].value_counts().index.tolist()
    options = TrendOptions(follow=('"graph neural networks"', "topic:0"),
                           compare_a=f"venue:{venues[0]}",
                           compare_b=f"venue:{venues[-1] if len(venues) > 1 else venues[0]}")
    charts = [c for c in present_charts(view) if c.draw is not None]
    out = []
    for name, state in states:
        f, rows = selected(view, state)
        times: dict[str, list[float]] = {c.id: [] for c in charts}
        for run in range(repeat + 1):  # the first run warms the per-corpus caches
            scope = Scope(view, f, rows)
            for chart in charts:
                own = scope.with_options(options) if chart.uses_options else scope
                t0 = time.thread_time()
                chart.draw(own)
                if chart.live_note:
                    chart.live_note(own)
                if run:
                    times[chart.id].append((time.thread_time() - t0) * 1000)
        out.append({"name": name, "papers": int(rows.sum()),
                    **{k: statistics.median(v) for k, v in times.items()}})
    return out


def trend_change_lines(driver, view, repeat: int) -> list[str]:
    """Time the trend-option changes; the lines of their table."""
    lines = ["## Trend-option changes", "",
             "A trend control changed on the unfiltered page: the page's one callback, which "
             "redraws only the charts that follow the options (uncached).", "",
             "| change | total ms | figures whole | patched | payload kB |",
             "| --- | ---: | ---: | ---: | ---: |"]
    for name, changed, value in trend_scenarios(view):
        run_trend_change(driver, view, name, changed, value)  # warm-up
        runs = [run_trend_change(driver, view, name, changed, value) for _ in range(repeat)]
        med = {k: statistics.median(r[k] for r in runs) for k in runs[0] if k.endswith("_ms")}
        kb = runs[-1]["total_bytes"] / 1024
        last = runs[-1]
        print(f"  trend: {name:34s} {med['total_ms']:6.1f} ms  {kb:6.1f} kB")
        lines.append(f"| {name} | {med['total_ms']:.1f} | {last['whole']} | {last['patched']} "
                     f"| {kb:.1f} |")
    return lines + [""]


def breakdown_lines(breakdown: list[dict]) -> list[str]:
    """The per-view table, the trend views marked, with the verdict on their budget."""
    views = [k for k in breakdown[0] if k not in ("name", "papers")]
    worst = {v: max(row[v] for row in breakdown) for v in views}
    over = [v for v in TREND_VIEWS if worst.get(v, 0) > VIEW_BUDGET_MS]
    verdict = ("PASS: no view of the trend issue adds more than "
               f"{VIEW_BUDGET_MS:.0f} ms to a filter change" if not over else
               f"FAIL: {', '.join(over)} over {VIEW_BUDGET_MS:.0f} ms")
    print(verdict)
    trend_total = [sum(r[v] for v in TREND_VIEWS if v in r) for r in breakdown]
    lines = ["## Where a render's time goes", "",
             "CPU milliseconds each chart adds to a render (median of the runs), outside the "
             "HTTP layer: its tables, its figure and its live note, drawn in page order in one "
             "scope as the render callback draws them; the thread's CPU clock, so other jobs on "
             "the shared machine do not count (they still slow memory and caches). * marks the "
             "views the trend issue added or changed; the compare charts only cost this while "
             "two groups are compared.", "", f"**{verdict}.** All trend views together: "
             + ", ".join(f"{t:.1f}" for t in trend_total) + " ms.", "",
             "| view | " + " | ".join(f"{r['name']} ({r['papers']:,})" for r in breakdown) + " |",
             "| --- | " + " | ".join("---:" for _ in breakdown) + " |"]
    for v in views:
        mark = " *" if v in TREND_VIEWS else ""
        lines.append(f"| {v}{mark} | " + " | ".join(f"{r[v]:.1f}" for r in breakdown) + " |")
        print(f"  view {v}{mark}: " + ", ".join(f"{r[v]:.1f}" for r in breakdown))
    return lines + [""]


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("paths", nargs="*", default=[str(DEFAULT_CORPUS)])
    p.add_argument("--store", type=Path, default=None,
                   help="a saved analysis (paper-trends analyze PATH --out DIR) instead of PATHs")
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
    if args.store is not None:
        from analysis.store import open_saved, saved_folder

        folder = saved_folder(args.store)
        if folder is None:
            raise SystemExit(f"{args.store}: no saved analysis")
        analysis = open_saved(folder).analysis
    else:
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
              f"(cpu {r['cpu_ms']:6.1f})  {r['whole']} whole, {r['patched']} patched  "
              f"{r['total_bytes'] / 1024:6.1f} kB")

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
        f"of any interaction; opening a saved analysis when --store), app built in {t_app:.2f} s",
        "- method: each filter change is the one request the browser sends (the page's one "
        "callback, from a page showing the state before the change) through Flask's test "
        "client on `/_dash-update-component`; server time includes request parsing, the "
        f"callback, figure building, the patches and JSON serialisation. One warm-up, then {args.repeat} runs per scenario; per-scenario "
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
        "| filter change | papers shown | total ms | CPU ms | figures whole | patched | "
        "payload kB |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in results:
        lines.append(f"| {r['name']} | {r['papers']:,} | {r['total_ms']:.1f} | {r['cpu_ms']:.1f} "
                     f"| {r['whole']} | {r['patched']} | {r['total_bytes'] / 1024:.1f} |")
    lines.append("")
    lines += trend_change_lines(driver, view, args.repeat)
    if view.multi_year:
        sizes = analysis.papers["topic"].value_counts()
        venue = analysis.papers["venue"].value_counts().index[0]
        breakdown = render_breakdown(view, [
            ("no filter", ""), ("the largest topic", f"topic={int(sizes.index[0])}"),
            (f"venue {venue}", Filters(venues=(venue,)).to_query()),
            ("theory papers", "type=theory"),
            ("search: reinforcement learning", Filters(query='"reinforcement learning"').to_query())],
            args.repeat)
        lines += breakdown_lines(breakdown)
    load_end = os.getloadavg()[0]
    lines.append(f"1-min load average at the end of the breakdown: {load_end:.1f}.")
    lines.append("")
    args.out.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {args.out}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

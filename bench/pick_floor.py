"""How much of a filter change the page can still cut: the dashboard against a bare Dash page.

``../shared/tools/browser_latency.py`` times a change from the action to the last answer.
For a topic pick most of that passes before the request leaves: Playwright opens the menu,
counts the options and clicks one (its actionability checks), then Dash prepares the
request.  This drives the tool's 20 changes on the dashboard at URL and on a page of
nothing but the same controls (a Dash ``dcc.Dropdown`` of 40 topics, the search box, the
"clear" button, one callback that answers at once; served here), in turns, and splits
each change into:

- ``click``: the action until the page sees its last click or key before the request
  (the driver's part);
- ``->req``: the action until the request leaves (the driver and Dash in the page);
- ``answered``: the action until the last answer, what the shared tool reports.

What the bare page takes is the floor no change to the dashboard can go under.

Usage::

    python bench/pick_floor.py http://127.0.0.1:8050/ [--rounds 2] [--outputs 137] [--inputs 50]
        [--static 600]
"""

from __future__ import annotations

import argparse
import statistics
import threading

from browser_interaction import open_dashboard, pct, settle, tool_path
from change_timeline import TIMED_FETCH
from playwright.sync_api import sync_playwright

HOOK = """
window.__pt = {input: 0};
for (const t of ['click', 'keydown']) {
  document.addEventListener(t, () => { if (!window.__pt.n) { window.__pt.input = performance.now(); } },
                            true);
}""" + TIMED_FETCH
COLUMNS = ("click", "->req", "answered")


def bare_page(outputs: int = 0, inputs: int = 0, static: int = 0) -> str:
    """The bare page on a free port: its URL; with ``outputs`` more outputs of its one
    callback (empty blocks it leaves as they are, as the dashboard's callback leaves most
    of its 137), ``inputs`` more inputs (stores that never change; the dashboard's callback
    has 46 inputs and 7 states) and ``static`` more components that no callback touches
    (text spans; the dashboard holds ~630 components), to see what Dash's work per
    output, input and component costs in the page."""
    import logging

    import werkzeug.serving
    from dash import Dash, Input, Output, dcc, html, no_update

    logging.getLogger("werkzeug").setLevel(logging.ERROR)

    app = Dash(__name__)
    topics = [{"label": f"#{k} topic {k}: model, learning, data, method", "value": k}
              for k in range(40)]
    app.layout = html.Div([
        dcc.Input(id="keyword-filter", type="search", debounce=True, value=""),
        dcc.Dropdown(id="topic-filter", options=topics, multi=True, value=[]),
        html.Button("Clear all filters", id="clear-filters", n_clicks=0),
        html.Div(id="paper-count"), *[html.Div(id=f"out-{i}") for i in range(outputs)],
        *[dcc.Store(id=f"in-{i}", data=i) for i in range(inputs)],
        html.Div([html.Span(f"text {i} ") for i in range(static)])])

    @app.callback(Output("paper-count", "children"),
                  *[Output(f"out-{i}", "children") for i in range(outputs)],
                  Input("keyword-filter", "value"), Input("topic-filter", "value"),
                  Input("clear-filters", "n_clicks"),
                  *[Input(f"in-{i}", "data") for i in range(inputs)])
    def _count(query: str, topics: list[int], clears: int, *_: object) -> object:
        count = f"{query} {topics} {clears}"
        return (count, *[no_update] * outputs) if outputs else count

    server = werkzeug.serving.make_server("127.0.0.1", 0, app.server, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}/"


def drive(url: str) -> list[tuple[str, dict[str, float]]]:
    """The tool's 20 changes on ``url``: (kind, times in ms by COLUMNS) each."""
    rows: list[tuple[str, dict[str, float]]] = []
    with sync_playwright() as pw:
        browser, page, box, _ = open_dashboard(pw, url, HOOK)

        def act(kind: str, fn) -> None:
            page.evaluate("() => { window.__pt.n = 0; window.__pt.starts = []; "
                          "window.__pt.ends = []; }")
            t = page.evaluate("() => performance.now()")
            fn()
            settle(page)
            d = page.evaluate("() => ({s: window.__pt.starts, e: window.__pt.ends, "
                              "i: window.__pt.input})")
            if d["s"]:
                rows.append((kind, dict(zip(COLUMNS, (d["i"] - t, d["s"][0] - t,
                                                      max(d["e"]) - t), strict=True))))

        tool_path(page, box, act)
        browser.close()
    return rows



def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("url")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--outputs", type=int, default=0,
                    help="also a bare page whose callback has this many more outputs")
    ap.add_argument("--inputs", type=int, default=0, help="... and this many more inputs")
    ap.add_argument("--static", type=int, default=0,
                    help="also a bare page with this many more components no callback touches")
    args = ap.parse_args(argv)
    pages = [("dashboard", args.url), ("bare", bare_page())]
    if args.outputs or args.inputs:
        pages.append((f"bare, {args.outputs} more outputs, {args.inputs} more inputs",
                      bare_page(args.outputs, args.inputs)))
    if args.static:
        pages.append((f"bare, {args.static} more components", bare_page(static=args.static)))
    print("| round | page | kind | " + " | ".join(f"{c} p50 / max ms" for c in COLUMNS)
          + " | tool's p95 s |")
    print("| ---: | --- | --- |" + " ---: |" * (len(COLUMNS) + 1))
    for r in range(1, args.rounds + 1):
        for name, url in pages:
            rows = drive(url)
            p95 = pct([g["answered"] for _, g in rows], 0.95) / 1000
            for kind in ("search", "topic pick", "clear"):
                got = [g for k, g in rows if k.startswith(kind)]
                print(f"| {r} | {name} | {kind} | " + " | ".join(
                    f"{statistics.median([g[c] for g in got]):.0f} / "
                    f"{max(g[c] for g in got):.0f}" for c in COLUMNS) + f" | {p95:.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

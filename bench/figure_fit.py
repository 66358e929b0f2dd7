"""Does every chart's text fit its figure, now that the margins are computed, not measured?

Usage (a running dashboard; e.g. ``python -m dashboard.cli serve /tmp/final24k --port 8791``):

    python bench/figure_fit.py http://127.0.0.1:8791/ [--widths 1400 1100 900]
        [--query "?q=graph"] [--shots DIR]

Method: for each window width, headless Chromium loads the page (plus ``--query``),
scrolls through it so that every chart is drawn (``assets/lazy_charts.js`` draws a chart
only near the viewport), then for every Plotly figure compares the bounding box of each
text element (tick labels, axis titles, legend entries, annotations; hover labels left
out) with the figure's own box: a text outside it is cut off on screen; and on a category
axis, whether every category's label is drawn (Plotly drops every other label when the
categories are too close).  It also reports
where Plotly widened a margin beyond the figure's (``margin.autoexpand``: a legend that
wrapped into more rows than estimated), which costs a second drawing pass but cuts
nothing.  With ``--shots``, a screenshot of each chart for looking at.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

CHECK_JS = """() => { const res = [];
 for (const d of document.querySelectorAll('.js-plotly-plot')) {
  const box = d.getBoundingClientRect(); const cut = [];
  for (const t of d.querySelectorAll('svg text')) {
    const r = t.getBoundingClientRect(); if (!r.width) continue;
    const cls = (t.getAttribute('class') || '') + '/' + (t.parentNode.getAttribute('class') || '');
    if (cls.includes('hovertext')) continue;
    if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5
        || r.bottom > box.bottom + 0.5) cut.push(cls.split('/')[0] + ': ' + t.textContent.slice(0, 40));
  }
  const fl = d._fullLayout; const pushed = {};
  if (fl) for (const k of ['l', 'r', 't', 'b'])
    if (fl._size[k] > fl.margin[k] + 0.5) pushed[k] = [fl.margin[k], Math.round(fl._size[k])];
  if (fl && fl.yaxis && fl.yaxis.type === 'category' && fl.yaxis._categories
      && d.querySelectorAll('.ytick').length < fl.yaxis._categories.length)
    cut.push('ytick: ' + d.querySelectorAll('.ytick').length + ' of '
             + fl.yaxis._categories.length + ' category labels drawn');
  res.push({id: d.parentElement.id || d.id, width: Math.round(box.width), cut, pushed, drawn: !!fl});
 }
 return res; }"""


def check_page(page: Page, url: str, shots: Path | None) -> list[dict]:
    """Every chart of the page at ``url``: its width, text cut off, margins pushed."""
    page.goto(url)
    page.wait_for_selector("#paper-count")
    page.wait_for_timeout(3000)
    height = page.evaluate("document.body.scrollHeight")
    for y in range(0, height + 900, 500):  # near the viewport, so each chart is drawn
        page.evaluate(f"window.scrollTo(0, {y})")
        page.wait_for_timeout(250)
    page.wait_for_timeout(1500)
    charts = page.evaluate(CHECK_JS)
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
        for chart in charts:
            if chart["id"] and chart["drawn"]:
                page.locator(f"#{chart['id']}").screenshot(path=str(shots / f"{chart['id']}.png"))
    return charts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("url")
    parser.add_argument("--widths", type=int, nargs="+", default=[1400, 1100, 900])
    parser.add_argument("--query", default="", help="a page state, e.g. '?q=graph'")
    parser.add_argument("--shots", type=Path, help="a folder for a screenshot per chart")
    args = parser.parse_args()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                     args=["--no-sandbox", "--disable-gpu"])
        for width in args.widths:
            page = browser.new_context(viewport={"width": width, "height": 900}).new_page()
            shots = args.shots / str(width) if args.shots else None
            charts = check_page(page, args.url + args.query, shots)
            cut = [c for c in charts if c["cut"] or not c["drawn"]]
            pushed = [c for c in charts if c["pushed"]]
            print(f"window {width} px: {len(charts)} charts, {len(cut)} with text cut off, "
                  f"{len(pushed)} with a margin Plotly widened")
            for c in cut + [c for c in pushed if c not in cut]:
                print(f"  {c['id']} ({c['width']} px): cut {c['cut'][:3]} pushed {c['pushed']}")
            page.close()
        browser.close()


if __name__ == "__main__":
    main()

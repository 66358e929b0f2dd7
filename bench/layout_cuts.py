"""Cut and overflowing chart labels of a served dashboard, and per-section screenshots
(ui67).  Serve first (``paper-trends serve CORPUS --port PORT``), then
``python3 bench/layout_cuts.py PORT TAG [390,1024,1400] [?query]``: for each window width,
every drawn chart's y tick labels and annotations that end cut ("…") or reach past the
chart, printed and written to $SHOTS/TAG.json (default /work/tmp/layout_cuts), with a
screenshot of each section ($SHOTS/TAG_WIDTH_SECTION.png)."""

import json
import os
import sys

from playwright.sync_api import sync_playwright

port, tag = sys.argv[1], sys.argv[2]
widths = [int(w) for w in (sys.argv[3].split(",") if len(sys.argv) > 3 and sys.argv[3] else (390, 1024, 1400))]
query = sys.argv[4] if len(sys.argv) > 4 else ""
D = os.environ.get("SHOTS", "/work/tmp/layout_cuts")
os.makedirs(D, exist_ok=True)
JS = r"""() => {
  const bx = e => e.getBoundingClientRect();
  const out = [];
  for (const g of document.querySelectorAll('.js-plotly-plot')) {
    const r = bx(g); if (!r.width) continue;
    const ticks = [...g.querySelectorAll('.ytick text, .y2tick text')].filter(e => bx(e).width > 0);
    const notes = [...g.querySelectorAll('.annotation-text')];
    const texts = [...ticks, ...notes].map(e => [e.textContent, Math.round(bx(e).left - r.left), Math.round(bx(e).right - r.left)]);
    const cut = texts.filter(t => t[0].includes('…'));
    const outside = texts.filter(t => t[1] < -1 || t[2] > r.width + 1);
    out.push({id: g.parentElement.id || g.id, w: Math.round(r.width), h: Math.round(r.height),
              n: texts.length, cut: cut.map(t => t[0]), outside});
  }
  return out;
}"""
res = {}
with sync_playwright() as p:
    b = p.chromium.launch(executable_path="/usr/bin/chromium")
    for w in widths:
        page = b.new_page(viewport={"width": w, "height": 900})
        page.goto(f"http://127.0.0.1:{port}/{query}", timeout=900000)
        page.wait_for_selector("#topic-sizes-graph .main-svg", timeout=900000)
        page.wait_for_timeout(1500)
        H = page.evaluate("document.body.scrollHeight")
        for y in range(0, H, 700):
            page.evaluate(f"window.scrollTo(0, {y})")
            page.wait_for_timeout(300)
        page.wait_for_timeout(2500)
        res[w] = page.evaluate(JS)
        for sec in ("topics", "trends", "keywords", "paper-types", "decisions", "compare"):
            loc = page.locator(f"#{sec}")
            if loc.count() and loc.first.is_visible():
                loc.first.scroll_into_view_if_needed()
                page.wait_for_timeout(400)
                loc.first.screenshot(path=f"{D}/{tag}_{w}_{sec}.png")
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_timeout(300)
        page.screenshot(path=f"{D}/{tag}_{w}_top.png")
        page.close()
    b.close()
json.dump(res, open(f"{D}/{tag}.json", "w"), indent=1)
for w, gs in res.items():
    print("==", w)
    for g in gs:
        if g["cut"] or g["outside"]:
            print(f"  {g['id']} {g['w']}x{g['h']} n={g['n']} cut={len(g['cut'])} {g['cut'][:4]} outside={g['outside'][:3]}")

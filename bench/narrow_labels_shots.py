"""Topic bar labels of a served dashboard at 390, 1,024 and 1,400 px (polish65): the
labels drawn (above the bars, else the y ticks), their right ends, and a screenshot of the
chart each.  Serve first on port 8765; run ``python3 bench/narrow_labels_shots.py TAG``
(writes /work/tmp/polish65/shots/TAG_*.png and TAG.json)."""

import json
import sys

from playwright.sync_api import sync_playwright

tag = sys.argv[1]
out = {}
with sync_playwright() as p:
    b = p.chromium.launch(executable_path="/usr/bin/chromium")
    for w in (390, 1024, 1400):
        page = b.new_page(viewport={"width": w, "height": 900})
        page.goto("http://127.0.0.1:8765/", timeout=600000)
        page.wait_for_selector("#topic-sizes-graph .bars path", timeout=600000)
        el = page.locator("#topic-sizes-graph")
        el.scroll_into_view_if_needed()
        page.wait_for_timeout(2500)
        el.screenshot(path=f"/work/tmp/polish65/shots/{tag}_{w}.png")
        out[w] = page.evaluate("""() => { const r = document.querySelector('#topic-sizes-graph');
          const bx = e => e.getBoundingClientRect();
          return {width: bx(r).width,
            notes: [...r.querySelectorAll('.annotation-text')].map(e => [e.textContent, Math.round(bx(e).right - bx(r).left)]),
            ticks: [...r.querySelectorAll('.ytick text')].filter(e => bx(e).width > 0).map(e => e.textContent)}; }""")
        page.close()
    b.close()
json.dump(out, open(f"/work/tmp/polish65/shots/{tag}.json", "w"), indent=1)
for w, o in out.items():
    print(w, o["width"], len(o["notes"]), len(o["ticks"]))
    for t in (o["notes"] or [[x, 0] for x in o["ticks"]])[:6]:
        print("   ", t)

"""Issue 13, item 1, end to end: hostile searches through the dashboard's own callbacks.

    python bench/search/hostile.py [PATH ...]     # default: the 24k corpora

Analyses the corpus, then posts each search as the browser does after typing it
(``bench/interaction.py``'s driver: sync, render, keywords, the table's first page), plus
the note under the search box, and prints the server time of the whole filter change,
the papers found and the note shown.  Run by hand; figures in RESULTS.md.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analysis.filters import Filters  # noqa: E402
from analysis.pipeline import analyze  # noqa: E402
from dashboard import ids  # noqa: E402
from dashboard.app import create_app  # noqa: E402
from dashboard.view import make_view  # noqa: E402

WORDS = ["model", "data", "learning", "method", "problem", "network", "results", "paper"]
SEARCHES = [
    ("diffusion", "diffusion"),
    ('"mixture of experts"', '"mixture of experts"'),
    ('"of the" x 2,000 (18 kB)', '"of the" ' * 2_000),
    ('"of the" x 11,000 (99 kB)', '"of the" ' * 11_000),
    ("8 distinct phrases x 2,000 (100 kB)",
     " ".join(f'"of the {w}"' for w in WORDS * 2_000)[:100_000]),
]


def interaction_module():
    spec = importlib.util.spec_from_file_location("interaction", ROOT / "bench" / "interaction.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> None:
    paths = sys.argv[1:] or [str(ROOT.parent / "shared" / "corpora" / "papercopilot")]
    t0 = time.perf_counter()
    analysis = analyze(paths)
    print(f"analysed {analysis.n_papers:,} papers in {time.perf_counter() - t0:.1f} s; "
          f"load average {os.getloadavg()[0]:.1f}")
    interaction = interaction_module()
    app, view = create_app(analysis), make_view(analysis)
    driver = interaction.Driver(app)
    note = driver.find(f"{ids.SEARCH_NOTE}.children")
    print("| search typed | papers | server ms (sync + render + keywords + rows + note) | note |")
    print("|---|---|---|---|")
    for name, query in SEARCHES:
        out = interaction.run_change(driver, view, name, "keyword-filter.value",
                                     {"keyword-filter.value": query}, Filters())
        resp, note_ms, _ = driver.call(note, {f"{ids.FILTER_STATE}.data": out["state"]},
                                       [f"{ids.FILTER_STATE}.data"])
        notes = [n["props"]["children"] for n in resp.get(ids.SEARCH_NOTE, {}).get("children")
                 or []]
        print(f"| {name} | {out['papers']:,} | {out['total_ms'] + note_ms:,.0f} "
              f"({out['sync_ms']:.0f} + {out['render_ms']:.0f} + {out['keywords_ms']:.0f} + "
              f"{out['rows_ms']:.0f} + {note_ms:.0f}) | {' '.join(notes) or '–'} |")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()

"""The keyword benchmark's corpora and gold keywords (runs under both pythons: stdlib only).

Corpora (PaperCopilot JSON under shared/corpora):

- ``seeds``: the 57 bundled seed abstracts (no titles, no keywords);
- ``icml``: ICML 2013-2019;
- ``iclr``: ICLR 2017-2018, the papers the shared tool scores (author keywords);
- ``papercopilot``: every venue under shared/corpora/papercopilot (about 24,000 papers);
- ``ijcai``: IJCAI 2020-2024 (shared/corpora/papercopilot-more), whose ``keywords``
  are the conference's area categories ("Machine Learning: Deep Reinforcement Learning").

Gold keywords: for ICLR the shared tool's (``keyword_precision.gold_terms``: author
keywords of at least 3 papers); for IJCAI the same rule on its categories, each read as
the part after its last colon ("Computer Vision: CV: 3D computer vision" -> "3d computer
vision"), a second, independent check of the method (nothing was tuned on it).
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

SHARED = Path(__file__).resolve().parents[3] / "shared"
if not SHARED.exists():
    SHARED = Path("/work/shared")
sys.path.insert(0, str(SHARED / "tools"))

import keyword_precision  # noqa: E402  (the shared scorer, imported, never copied)

ROOT = SHARED / "corpora"
FILES = {
    "icml": sorted((ROOT / "papercopilot" / "icml").glob("*.json")),
    "iclr": [ROOT / "papercopilot" / "iclr" / f"iclr{y}.json" for y in (2017, 2018)],
    "papercopilot": sorted((ROOT / "papercopilot").glob("*/*.json")),
    "ijcai": sorted((ROOT / "papercopilot-more" / "ijcai").glob("*.json")),
}
SEEDS = Path(__file__).resolve().parents[2] / "seeds"


def paths(name: str) -> list[str]:
    """The input paths of corpus ``name`` for ``analysis.io.load_corpus`` ([] = seeds)."""
    return [] if name == "seeds" else [str(p) for p in FILES[name]]


def papers(name: str) -> list[dict]:
    """The corpus's papers (title, abstract, keywords), abstracts of 100 characters or
    more, as the shared tool reads them."""
    if name == "seeds":
        out = []
        for f in sorted(SEEDS.glob("*.txt")):
            blocks = [b.strip() for b in f.read_text(encoding="utf-8").split("\n\n")]
            out += [{"title": "", "abstract": " ".join(b.split())} for b in blocks[1:]]
        return [p for p in out if len(p["abstract"]) >= 100]
    return [p for f in FILES[name] for p in json.loads(Path(f).read_text(encoding="utf-8"))
            if len((p.get("abstract") or "").strip()) >= 100]


def gold(name: str) -> set[str] | None:
    """Normalised gold keywords of ``name`` (None when the corpus has none)."""
    if name == "iclr":
        return keyword_precision.gold_terms(papers("iclr"))
    if name == "ijcai":
        counts: collections.Counter[str] = collections.Counter()
        for p in papers("ijcai"):
            areas = {a.split(":")[-1].strip() for a in (p.get("keywords") or "").split(";")}
            counts.update(keyword_precision.norm(a) for a in areas if a)
        return {k for k, c in counts.items() if c >= 3 and k}
    return None

"""The keyword benchmark's corpora and gold keywords (runs under both pythons: stdlib only).

Corpora (PaperCopilot JSON under shared/corpora):

- ``seeds``: the 57 bundled seed abstracts (no titles, no keywords);
- ``icml``: ICML 2013-2019;
- ``iclr``: ICLR 2017-2018, the papers the shared tool scores (author keywords);
- ``papercopilot``: every venue under shared/corpora/papercopilot (about 24,000 papers);
- ``ijcai``: IJCAI 2020-2024 (shared/corpora/papercopilot-more), whose ``keywords``
  are the conference's area categories ("Machine Learning: Deep Reinforcement Learning").

Which venues carry keywords: :func:`keyword_venues` reads every venue folder of both
PaperCopilot corpora (24k and 61k) and lists those whose records have a ``keywords`` field
for at least :data:`MIN_KEYWORD_SHARE` of their papers (2026-12-06: ICLR, 1,283 of 1,613
papers, all in 2017-18; IJCAI, 4,259 of 4,259; no other venue has the field at all: AAAI
has a single ``primary_area`` per paper, not keywords).  Both are benchmarked.

Gold keywords: for ICLR the shared tool's (``keyword_precision.gold_terms``: author
keywords of at least 3 papers).  For IJCAI, whose keywords are the conference's area
categories, two readings (:data:`GOLDS`): ``ijcai`` reads each as the part after its last
colon ("Computer Vision: CV: 3D computer vision" -> "3d computer vision"), a second,
independent check of the method (nothing was tuned on it); ``ijcai-whole`` applies the
shared tool's rule unchanged (the whole ';'-separated keyword, "computer vision cv 3d
computer vision"), which no extractor of phrases from text can match: reported so the
literal rule's figure is on record, not as a target.
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
#: Share of a venue's papers (abstract of 100 characters or more) that must carry a
#: ``keywords`` field for the venue to be benchmarked: half, so a venue whose gold covers
#: a few stray records is not scored as if its authors had keyworded their papers.
MIN_KEYWORD_SHARE = 0.5


def keyword_venues(root: Path = ROOT) -> list[dict]:
    """Every venue folder of both PaperCopilot corpora under ``root``, with its papers,
    those carrying ``keywords`` and the files they are in; ``benchmarked``: at least
    :data:`MIN_KEYWORD_SHARE` of the papers carry them."""
    out = []
    for corpus in ("papercopilot", "papercopilot-more"):
        if not (root / corpus).is_dir():
            continue
        for venue in sorted(p for p in (root / corpus).iterdir() if p.is_dir()):
            n = k = 0
            years: set[str] = set()
            for f in sorted(venue.glob("*.json")):
                for p in json.loads(f.read_text(encoding="utf-8")):
                    if len((p.get("abstract") or "").strip()) < 100:
                        continue
                    n += 1
                    if (p.get("keywords") or "").strip():
                        k += 1
                        years.add(f.stem)
            out.append({"corpus": corpus, "venue": venue.name, "papers": n, "keyworded": k,
                        "files": sorted(years),
                        "benchmarked": n > 0 and k >= MIN_KEYWORD_SHARE * n})
    return out


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


#: The gold readings scored for each corpus (the first is the corpus's own row).
GOLDS = {"iclr": ("iclr",), "ijcai": ("ijcai", "ijcai-whole")}


def gold(name: str) -> set[str] | None:
    """Normalised gold keywords of reading ``name`` (:data:`GOLDS`; None when the corpus
    has none)."""
    if name == "iclr":
        return keyword_precision.gold_terms(papers("iclr"))
    if name == "ijcai-whole":
        return keyword_precision.gold_terms(papers("ijcai"))
    if name == "ijcai":
        counts: collections.Counter[str] = collections.Counter()
        for p in papers("ijcai"):
            areas = {a.split(":")[-1].strip() for a in (p.get("keywords") or "").split(";")}
            counts.update(keyword_precision.norm(a) for a in areas if a)
        return {k for k, c in counts.items() if c >= 3 and k}
    return None

"""Benchmark corpora, loaded exactly as the shared scorer loads them.

Runs under the project's Python and under the peers' venv (numpy/scipy/scikit-learn
only), so it imports nothing from ``analysis``.

``icml`` is ICML 2013-2019 (``topic_metrics.load_corpus("icml")``); ``papercopilot`` is
every venue folder under the PaperCopilot root, each loaded with ``load_corpus(venue)``
(title + ". " + abstract, abstracts under 100 characters skipped, NFKC + ``(cid:N)``
repair) and concatenated in venue-name order; ``seeds`` is the 57 seed abstracts;
``more:VENUE`` is a venue folder of ``papercopilot-more`` (``more:cvpr``).
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

SHARED = Path(__file__).resolve().parents[3] / "shared"
if not SHARED.exists():  # bench run from a clone elsewhere
    SHARED = Path("/work/shared")
sys.path.insert(0, str(SHARED / "tools"))

import topic_metrics  # noqa: E402  (shared scorer, imported, never copied)

MORE_ROOT = topic_metrics.DEFAULT_CORPUS_ROOT.parent / "papercopilot-more"
SEEDS_DIR = Path(__file__).resolve().parents[2] / "seeds"


def load(name: str) -> topic_metrics.Corpus:
    """Load the corpus ``name``: ``icml``, ``papercopilot``, ``seeds`` or any scorer spec."""
    if name == "papercopilot":
        root = topic_metrics.DEFAULT_CORPUS_ROOT
        docs: list[str] = []
        years: list[int] = []
        for venue in sorted(p.name for p in root.iterdir() if p.is_dir()):
            c = topic_metrics.load_corpus(venue)
            docs += c.docs
            years += c.years
        return topic_metrics.Corpus(name=name, docs=docs, years=years)
    if name == "seeds":
        docs = []
        for f in sorted(SEEDS_DIR.glob("*.txt")):
            blocks = [b.strip() for b in f.read_text(encoding="utf-8").split("\n\n")]
            # first block is the list header ("ICML 2026 ..."), the rest are abstracts
            docs += [" ".join(b.split()) for b in blocks[1:] if len(b) >= 100]
        return topic_metrics.Corpus(name=name, docs=docs)
    if name.startswith("more:"):  # a venue of papercopilot-more, e.g. more:cvpr
        return topic_metrics.load_corpus(name[len("more:"):], root=MORE_ROOT)
    return topic_metrics.load_corpus(name)


def fingerprint(docs: list[str]) -> str:
    h = hashlib.sha1()
    for d in docs:
        h.update(d.encode("utf-8"))
        h.update(b"\n")
    return h.hexdigest()[:12]


def rss_mb() -> float:
    """Resident memory of this process now, in MB (Linux /proc)."""
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")

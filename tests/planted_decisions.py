"""A planted corpus of decisions and authors whose right answers are worked out by hand.

Four themes (diffusion, bandits, graphs, kernels), two venue-years: ICLR 2018 lists its rejections and
withdrawals, NeurIPS 2017 only accepted papers.  Per theme:

=========  =====================================  =====================
theme      ICLR 2018 (40 papers)                  NeurIPS 2017 (20)
=========  =====================================  =====================
diffusion  8 oral, 12 poster, 16 reject, 4 withdraw  5 oral, 15 poster
bandits    2 oral, 8 poster, 28 reject, 2 withdraw   1 oral, 19 poster
graphs     20 poster, 20 reject                      20 poster
kernels    20 poster, 20 reject                      20 poster
=========  =====================================  =====================

Authors: every paper has its own author; NeurIPS papers also "Grace Hopper"; ICLR
diffusion papers "Ada Lovelace" in three spellings (one person: case and spacing);
ICLR bandits 0-4 "Grace Hopper" and 0-2 "A. Lovelace" (Ada: the one full name it can be,
never on a paper with her, so her 40 + 3 papers).
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import _THEMES

STATUSES = {  # (theme, venue) -> the status of each paper, in order
    ("diffusion", "ICLR"): ["Oral"] * 8 + ["Poster"] * 12 + ["Reject"] * 16 + ["Withdraw"] * 4,
    ("bandits", "ICLR"): ["Oral"] * 2 + ["Poster"] * 8 + ["Reject"] * 28 + ["Withdraw"] * 2,
    ("diffusion", "NeurIPS"): ["Oral"] * 5 + ["Poster"] * 15,
    ("bandits", "NeurIPS"): ["Oral"] * 1 + ["Poster"] * 19,
    ("graphs", "ICLR"): ["Poster"] * 20 + ["Reject"] * 20,
    ("graphs", "NeurIPS"): ["Poster"] * 20,
    ("kernels", "ICLR"): ["Poster"] * 20 + ["Reject"] * 20,
    ("kernels", "NeurIPS"): ["Poster"] * 20,
}
YEAR = {"ICLR": 2018, "NeurIPS": 2017}
ADA_SPELLINGS = ("ADA LOVELACE", "Ada  Lovelace", "Ada Lovelace")


def _authors(theme: str, venue: str, i: int) -> str:
    names = [f"Author {theme} {venue} {i}"]
    if venue == "NeurIPS":
        names.append("Grace Hopper")
    elif theme == "diffusion":
        names.append(ADA_SPELLINGS[i % 3])
    elif theme == "bandits":
        names += ["Grace Hopper"] * (i < 5) + ["A. Lovelace"] * (i < 3)
    return "; ".join(names)


def write_decisions_corpus(folder: Path) -> Path:
    """The corpus as one PaperCopilot-style JSON file (``status``, ``track``, ``author``)."""
    rows = []
    for (theme, venue), statuses in STATUSES.items():
        titles, abstract, subjects = _THEMES[theme]
        for i, status in enumerate(statuses):
            x = subjects[i % len(subjects)]
            rows.append({"id": f"{theme}-{venue}-{i}",
                         "title": titles[i % len(titles)].format(x=x) + f" ({venue} {i})",
                         "abstract": abstract.format(x=x) + f" Code {venue}-{i}.",
                         "venue": venue, "year": YEAR[venue], "status": status,
                         "track": "main", "author": _authors(theme, venue, i)})
    path = folder / "decisions.json"
    path.write_text(json.dumps(rows), encoding="utf-8")
    return path

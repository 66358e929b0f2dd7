"""Which `$` of real abstracts are maths: the dashboard's rule against Pandoc's in full.

Review 58 was asked to apply Pandoc's ``tex_math_dollars`` rule in full to abstracts and
titles (non-space after the opening `$`, non-space before the closing one, no digit after
it).  This renders every PaperCopilot text holding a `$` both ways and prints how many
differ, with a sample, so the rule kept in :mod:`analysis.text.display` can be checked
against the full one on the data (bench/REVIEW.md, review 58: 77 abstracts + 1 title
differ, one of them for the better).

Usage::

    python bench/dollar_pairs.py [CORPUS_DIR ...] [--sample 20]

Default corpora: /work/shared/corpora/papercopilot and papercopilot-more (JSON lists).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from analysis.text import display  # noqa: E402

DEFAULT = ["/work/shared/corpora/papercopilot", "/work/shared/corpora/papercopilot-more"]


def pandoc_in_full(text, opening, closing, spaced):  # noqa: ARG001 (the kept rule's signature)
    if closing is None or closing.group() != opening.group():
        return False
    if opening.group() == "$$":
        return True
    after = text[closing.end():closing.end() + 1]
    return not (text[opening.end():opening.end() + 1].isspace()
                or text[closing.start() - 1].isspace() or (after.isascii() and after.isdigit()))


def rendered(texts: list[tuple[str, str, str]]) -> list[str]:
    return [(display.display_abstract if field == "abstract" else display.display_title)(t)
            for _, field, t in texts]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpora", nargs="*", default=DEFAULT)
    ap.add_argument("--sample", type=int, default=20)
    a = ap.parse_args(argv)
    texts = []
    for root in a.corpora:
        for path in sorted(Path(root).rglob("*.json")):
            for paper in json.loads(path.read_text()):
                for field in ("abstract", "title"):
                    text = paper.get(field) if isinstance(paper, dict) else None
                    if isinstance(text, str) and "$" in text:
                        texts.append((path.stem, field, text))
    kept = rendered(texts)
    rule, display._closes = display._closes, pandoc_in_full
    try:
        full = rendered(texts)
    finally:
        display._closes = rule
    differ = [(t, k, f) for t, k, f in zip(texts, kept, full, strict=True) if k != f]
    print(f"{len(texts)} texts with a $ ({sum(t[1] == 'abstract' for t in texts)} abstracts); "
          f"rendered differently by Pandoc's rule in full: {len(differ)}")
    for (source, field, _), k, f in differ[:a.sample]:
        at = next((i for i in range(min(len(k), len(f))) if k[i] != f[i]), 0)
        print(f"{source} {field}\n  kept: {k[max(0, at - 40):at + 60]}\n  full: {f[max(0, at - 40):at + 60]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How many of a keyword's papers hold its acronym only in another case ("(iv)" for IV).

A keyword's papers are the search's (:mod:`analysis.search.term_papers`), and the search
compares words case-folded, so a keyword joined to an acronym also counts the papers
where those letters are a roman numeral, a name or an OCR fragment: "(iv)" for
"instrumental variable (IV)", "O(kd)" for "knowledge distillation (KD)", "Lp norms" for
"linear programming (LP)".  Wave 26 made the keyword in context show only the acronym
written in its case (:meth:`analysis.search.query.SearchPlan.first_cased_span`); wave 27
made the search find an added acronym only so (:mod:`analysis.search.keys`, written
keys), which changed the counts.  This measures by how much they are off.  What is left
after wave 27 is mostly this script's own reading: it looks for a spelling as a
lower-cased substring, so an inflected inner word ("activities of daily living"), a
possessive ("birds-eye view") or a cleaned-up line break of the text the search reads
is "neither" here though the search found the term's own words (bench/keywords/RESULTS.md).

    python bench/keywords/acronym_case.py STORE_DIR [--top 15]

For every keyword with an acronym, its papers split by what they hold: one of the
term's spellings (the vocabulary's ``spellings``, read in the text lower-cased with
hyphens as spaces and each word in the keys' American spelling, or with every space
dropped: "auto-encoders" holds "autoencoder", "semi-supervised" "semi-supervized"),
the acronym as written (on word boundaries, its plural or possessive allowed; since
wave 28 also in capitals, "RELU" for "ReLU", as the search finds it; ``--exact`` reads
it in its own case only, as wave 27's search did), or neither.  "Neither" are the
papers counted only through another case.  Printed: the keywords with the most such
papers.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main() -> None:
    from analysis.store import open_saved, saved_folder
    from analysis.terms.inflection import american

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("store", type=Path)
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--exact", action="store_true",
                    help="the acronym in its own case only (wave 27's reading)")
    args = ap.parse_args()
    analysis = open_saved(saved_folder(args.store)).analysis
    vocab, papers = analysis.vocab, analysis.papers
    text = (papers["title"].fillna("") + " " + papers["abstract"].fillna("")).to_numpy()
    # each word in the keys' spelling ("optimisation" is read as "optimization")
    low = [re.sub(r"[a-z]+", lambda m: american(m.group(0)), t.lower().replace("-", " "))
           for t in text]
    joined = [t.replace(" ", "") for t in low]
    rows = []
    for term_id in vocab.terms.index[(vocab.terms["acronym"] != "") & vocab.terms["keyword"]]:
        term, acronym, spellings = vocab.terms.loc[term_id, ["term", "acronym", "spellings"]]
        forms = [f.replace("-", " ") for f in str(spellings).split(";")
                 if f and f != acronym.lower()]
        docs = vocab.term_docs(int(term_id))
        written = "|".join(re.escape(a) for a in {acronym, acronym.upper()}
                           if a == acronym or not args.exact)
        cased = re.compile(rf"(?<!\w)(?:{written})(?:s|'s|’s)?(?!\w)")
        neither = sum(1 for d in docs if not cased.search(text[d]) and not any(
            f in low[d] or f.replace(" ", "") in joined[d] for f in forms))
        rows.append((neither, len(docs), f"{term} ({acronym})"))
    rows.sort(reverse=True)
    total = sum(r[0] for r in rows)
    print(f"{len(rows)} keywords with an acronym; {total} of their "
          f"{sum(r[1] for r in rows)} paper counts hold neither the expansion nor the "
          "acronym as written")
    print("| keyword | papers | only another case | share |\n|---|---:|---:|---:|")
    for neither, n, name in rows[:args.top]:
        print(f"| {name} | {n} | {neither} | {neither / max(n, 1):.0%} |")


if __name__ == "__main__":
    main()

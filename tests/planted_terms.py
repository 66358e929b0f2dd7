"""A planted corpus for the term tests: subjects named and repeated as papers name them,
generic scientific words used once each by every paper, acronyms defined by some papers.

Each paper is about one subject: its title names it, its abstract names it two or three
times, often by an acronym that some papers define ("generative adversarial networks
(GANs)") and others only use.  Every paper also uses each of :data:`GENERIC` once, in
sentences whose other words are drawn at random, so the generic words are everywhere,
like the field's own vocabulary, and never in a title.
"""

from __future__ import annotations

import random

from analysis.text import clean_text

#: The words issue 10 lists as generic scientific vocabulary.
GENERIC = ("model learning data algorithm method approach problem results performance "
           "training large system function information time diverse complex ability "
           "limited fixed insight").split()

#: subject -> (its name as written, its acronym or "")
SUBJECTS = {
    "gan": ("generative adversarial networks", "GANs"),
    "moe": ("mixture of experts", "MoE"),
    "ltr": ("learning to rank", ""),
    "tom": ("theory of mind", ""),
    "privacy": ("differential privacy", ""),
    "gp": ("Gaussian processes", "GPs"),
}
_FILLER = ("across under between toward beyond within after before among during around "
           "against along").split()
_OBJECTS = ("benchmarks baselines settings variants regimes cases experiments studies "
            "scenarios tasks domains").split()


#: The filler the acronym tests end each abstract with ("Experiments run across tasks ...").
_RUN_WORDS = "across under between toward within after before among during around".split()
_RUN_OBJECTS = "benchmarks baselines settings regimes tasks domains studies cases".split()


def experiments_run(rng: random.Random) -> str:
    """ "Experiments run" and five random "preposition object" pairs: words every kind of
    paper shares, so that no planted kind is told apart by its filler."""
    return "Experiments run " + " ".join(
        f"{rng.choice(_RUN_WORDS)} {rng.choice(_RUN_OBJECTS)}" for _ in range(5)) + "."


def kind_texts(kinds: dict[str, tuple[int, str, str]], seed: int
               ) -> tuple[list[str], list[str]]:
    """Each kind's papers ("Title. Abstract Experiments run ..."), from
    ``kind -> (how many, title, abstract)``, and the kind of each."""
    rng = random.Random(seed)
    out_kinds, texts = [], []
    for kind, (n, title, abstract) in kinds.items():
        for _ in range(n):
            out_kinds.append(kind)
            texts.append(f"{title}. {abstract} {experiments_run(rng)}")
    return out_kinds, texts


def _generic_sentence(rng: random.Random, words: list[str]) -> str:
    """A sentence holding ``words``, each between random function words, so that no
    two of them ever stand next to each other."""
    parts = []
    for w in words:
        parts += [rng.choice(_FILLER), w, rng.choice(_FILLER), rng.choice(_OBJECTS)]
    return " ".join(parts).capitalize() + "."


def planted_papers(per_subject: int = 20, seed: int = 0) -> list[dict[str, str]]:
    """Papers as dicts (subject, title, abstract, text: the cleaned ``title. abstract``).

    In each subject with an acronym, the first third of the papers define it, the second
    third only write the acronym, the last third only the name."""
    rng = random.Random(seed)
    out = []
    for subject, (name, acronym) in SUBJECTS.items():
        for i in range(per_subject):
            third = 3 * i // per_subject
            if not acronym or third == 2:
                first, later = name, name
            elif third == 0:
                first, later = f"{name} ({acronym})", acronym
            else:
                first, later = acronym, acronym
            generic = GENERIC[:]
            rng.shuffle(generic)
            body = " ".join(_generic_sentence(rng, generic[j:j + 4])
                            for j in range(0, len(generic), 4))
            title = f"{name.capitalize() if third == 2 or not acronym else acronym} for "\
                    f"{rng.choice(_OBJECTS)} {i}"
            abstract = (f"We study {first} in new {rng.choice(_OBJECTS)}. {body} Our analysis "
                        f"of {later} covers {rng.choice(_OBJECTS)}, and {later} scales.")
            out.append({"subject": subject, "title": title, "abstract": abstract,
                        "text": clean_text(f"{title}. {abstract}")})
    return out


def count_kinds(kinds: list[str], rows) -> dict[str, int]:
    """How many of ``rows`` (paper rows) are of each planted kind."""
    found = [kinds[int(i)] for i in rows]
    return {k: found.count(k) for k in sorted(set(found))}


def analysis_of_kinds(folder, kinds: list[str], texts: list[str], venue: str,
                      first_year: int, n_years: int):
    """The analysis (2 topics) of ``texts`` written as one JSON Lines file: "Title.
    Abstract" each, ids "kind-i", one venue, years cycling from ``first_year``."""
    import json

    from analysis.pipeline import analyze

    path = folder / "papers.jsonl"
    with open(path, "w", encoding="utf-8") as fh:
        for i, (kind, text) in enumerate(zip(kinds, texts, strict=True)):
            title, abstract = text.split(". ", 1)
            fh.write(json.dumps({"id": f"{kind}-{i}", "title": title, "abstract": abstract,
                                 "venue": venue, "year": first_year + i % n_years}) + "\n")
    return analyze([path], n_topics=2)

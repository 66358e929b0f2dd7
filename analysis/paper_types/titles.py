"""A title that names the paper's experiment: an experiment cue of its own (issue 14, wave 44).

Why titles carried none: the pipeline's text is "title. abstract" and :func:`.rules.score_text`
drops the leading title so it counts once, through :func:`.cues.title_cues`; those rules are
words of a side (``TITLE_EMPIRICAL``: "benchmark", "experiments with"), never an experiment,
and :func:`.rules.reports_experiment` reads only the abstract's own cues (a title cue starts
at -1).  So "Learning Bayesian Networks: Search Methods and Experimental Results"
(aistats1995:3bde8471a8, wave 43's fresh reading) stayed theory only on "NP-hard".

A title that *names* an experiment ("Experimental Results", "An Experimental Study of ...",
"... : Theory and Experiments", "An Empirical Evaluation of ...") reports the paper's own
run as surely as "we report experiments" does; these cues rule theory alone out as the
abstract's experiment cues do.  A title's theory word never decides (issue 14): only the
experiment side is read here, and no theory label is added by a title.  Not an experiment:
"Optimal Experimental Design", "Design of Experiments", "Natural Experiments", "Experiments
in Theory" (the objects a theory is about, or a play on words).

The cues are transparent (their keys join ``model.UNFITTED``: the shipped model was fitted
without them, so its features do not move) and shown as the empirical side's evidence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from analysis.paper_types.cues import EXPERIMENT, Cue
from analysis.paper_types.literals import necessary_literals

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

#: (second reader) not the object of a title's theory: "Optimal Design of Experimental Studies",
#: "Sample Complexity of Empirical Studies", "Power of Experimental Comparisons" (right after
#: "of", "from", "under", "across", "between"; "a platform for experimental validation", "with
#: Experimental Results", "An Experimental Study of" count)
_OBJECT = re.compile(r"\b(?:of|from|under|across|between) $")
PATTERNS: list[tuple[str, float]] = [
    # "Experimental Results", "An Experimental Study of ...", "Experimental Validation"
    (r"\bexperimental (?:results?|stud(?:y|ies)|evaluations?|comparisons?|analys[ie]s|investigations?|validations?|verifications?|assessments?|evidence|demonstrations?|characteri[sz]ations?)\b", 2.5),
    # "Theory and Experiments", "Analysis and Experimentation" (not "and experimental design")
    (r"(?<!\bobservations )(?<!\bobservation )(?<!\binterventions )(?<!\bintervention )\band (?:experiments?|experimentation)\b"
     r"(?! (?!(?:in|on|of|for|with|at|to|using|from|results?|stud(?:y|ies)|evaluations?|validations?)\b)[a-z])", 2.5),
    # "An Empirical Study / Evaluation / Comparison / Investigation of ..."
    (r"\bempirical (?:stud(?:y|ies)|evaluations?|comparisons?|investigations?)\b", 2.5),
]
_COMPILED = [re.compile(p) for p, _ in PATTERNS]
# strings one of which each pattern's every match holds (its parse tree): a title without one is
# not searched (most titles: three searches of every title were a seventieth of the typing, perf53)
_NEEDS = [tuple(sorted(necessary_literals(p) or ())) for p, _ in PATTERNS]
#: the cues' keys: outside the fitted features (``model.UNFITTED``), read by ``reports_experiment``
KEYS = frozenset(f"title_experiment:{i}" for i in range(len(PATTERNS)))


def cues(title: str) -> list[Cue]:
    """The experiments a title names, as empirical experiment cues (start -1, as a title's)."""
    low = title.lower()
    out = []
    for i, (pattern, (_, weight), needs) in enumerate(zip(_COMPILED, PATTERNS, _NEEDS, strict=True)):
        if needs and not any(need in low for need in needs):
            continue
        m = pattern.search(low)
        if m and not (i != 1 and _OBJECT.search(low, max(0, m.start() - 10), m.start())):
            out.append(Cue("empirical", weight, f"title: {title[m.start():m.end()]}", -100 - i, -1,
                           key=f"title_experiment:{i}", tag=EXPERIMENT))
    return out


def reports_experiment(cues: Sequence[Cue]) -> bool:
    """Whether one of ``cues`` is a title's named experiment that counts."""
    return any(c.key in KEYS and c.weight > 0 for c in cues)

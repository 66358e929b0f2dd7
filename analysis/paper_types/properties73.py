"""Formal properties of the paper's own method analysed or established: "Stability and
invariance properties are analyzed", "Pointwise and uniform consistency properties are
established for the developed method", "It studies their formal properties" (issue 14,
session 73, theory73).

Wave 72's blind reading (RESULTS.md, "wave 72 (label72)") classed, among gold ``both`` read
``empirical``, an own analysis told by the *formal properties* it is of: "Stability and
invariance properties are analyzed and validated in an experimental evaluation" (dev21
iros2015:7354044), "Pointwise and uniform consistency properties are established for the
developed method" (dev21 aistats2012:a11da66e35), "It studies their formal properties and
their experimental behaviour" (dev ijcai2023:paper346).  The same form is read right, by
other cues, on dev, dev10, dev15, dev16 and dev17 ("we analyze the convergence properties of
the proposed algorithm", "we theoretically establish the approximation properties of ...",
"the mathematical properties are investigated"), and on no gold ``empirical`` dev row.

The form: **a formal property noun** (formal, theoretical, mathematical, asymptotic,
convergence, stability, consistency, invariance, optimality, approximation, algebraic,
structural, robustness, passivity, controllability, observability, identifiability,
computational, X-theoretic) **+ "properties"**, either the subject of a passive verb of
analysis or proof ("are analyzed / established / proved / studied / investigated / derived /
characterized / examined / shown") or the object of the authors' verb ("we analyze / derive /
study / investigate / establish / discuss ... properties").  Measured out (RESULTS.md,
session 73): "statistical properties" (of data: "we study low-order statistical properties
in several sound ensembles", "a variety of statistical properties are investigated for 10
regularization strategies"), "desirable properties are derived from using tensegrity
structures" (a design's merits), and "the effects on the invariance properties are
discussed" (a discussion, no result).

Appended to ``apparatus.THEORY`` (transparent, unfitted): wave 55's gate
(:func:`.model.choose`) turns an ``empirical`` label into ``both`` with them; they never make
a theory label alone (not keys of :data:`.standalone.STANDALONE`).  Every repeat is bounded.
"""

from __future__ import annotations

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

#: a formal property: what an analysis or a proof is of
_P = r"(?:formal|theoretical|mathematical|asymptotic|convergence|stability|consistency|invariance|optimality|approximation|algebraic|structural|robustness|passivity|controllability|observability|identifiability|computational|[\w-]+-theoretic)"
#: one to three of them: "stability and invariance properties"
_PS = rf"{_P}(?:,? (?:and |or )?(?:[\w-]+ )?{_P}){{0,2}} properties"

THEORY: list[tuple[str, float]] = [
    # "Stability and invariance properties are analyzed" (dev21 iros2015:7354044)
    (rf"\b{_PS} (?:(?:of|for) (?:[\w-]+ ){{1,4}}?)?(?:are|is|were|have been|has been) (?:also |then |further |rigorously |formally |theoretically |thoroughly |carefully )?(?:analy[sz]ed|established|proved|proven|studied|investigated|derived|characteri[sz]ed|examined|shown)\b", 2.5),
    # "It studies their formal properties" (dev ijcai2023:paper346)
    (rf"\b(?:we|it|this paper|the paper) (?:also |then |further |first |formally |rigorously |theoretically )?(?:analy[sz]e|establish|prove|study|studies|investigate|investigates|characteri[sz]e|characteri[sz]es|derive|examine|examines|discuss) (?:the |its |their |some |several |many |various |a number of |key )?(?:[\w-]+ )?{_PS}\b", 2.5),
]

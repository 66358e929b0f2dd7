"""Own runs told as the method scaling to a counted or very large material (issue 14, wave 71).

Wave 71's fresh reading of theory-only labels (bench/paper_types/RESULTS.md, "Issue 14, wave
71"; `theory_readings_w71_fresh.csv`, seed 7101, read at main d8c326e before this module)
found 4.5% of the 24k's theory-only abstracts (4.5 of 100) reporting runs of their own.  Every
"yes" of every reading still labelled theory at d8c326e and every dev / blind dev abstract of
gold `both` or `empirical` predicted theory (176 rows, 142 papers, 35 waves and sets; dev7 left
out) was classed by the form in which its run is told (scratch scans, /work/tmp/exp71).  113 of
the 176 carry no counted empirical cue at all; among those the broad forms recur again (an
evaluative "good / better / competitive ... performance" in 10 waves and sets, but in 41 theory
labels read *no* and 9 gold-theory dev rows: prior work's "impressive performance", a bound's
"improved performance guarantees"), and the one narrow form of four waves with four different
papers that matches no theory label read *no* is **the own method scaling to a counted or a
very large material**:

* "The proposed algorithm easily scales to 1000's of vertices, while the standard SDP
  computation does not scale beyond few hundred vertices" (nips2015:5652, wave 71);
* "it scales to larger datasets, gives near optimal solutions, and ... shows a good anytime
  performance" (cvpr2015:a4f63837b4, wave 42);
* "converges more quickly and scales to very large graphs better than other techniques"
  (icra2014:6907480, wave 68);
* "demonstrate that the proposed method is scalable and able to compute such trade-off curves
  for instances with hundreds of vehicles and requests optimally" (rss2018:87ed08dfe5, wave 38
  and wave 39's pool).

The form: scales, scaled (not "be scaled"), is / are scalable (not a bare "scale" after a
modal or an aim: "can / will scale to millions of users", wave 43's look-alikes), then within
the clause (no `.` or `;`, 60 characters) to / for / with / on, then a count (a number, thousands, hundreds, millions,
billions) or "larger / very large / massive / huge" (not a bare "large": "an efficient
first-order scheme which scales to large graphs" is a design claim a theorem's paper makes
too), then within 25 characters a run's material (vertices, nodes, variables, graphs,
networks, data sets, instances, points, samples, images, documents, vehicles, robots,
agents, features, users, items, entities, edges, sequences, tokens, records, examples,
problems).  A negated scaling ("does not scale to problems with more than 20,000
variables", "is not scalable to large problem instances": others' limits) is the negation
machinery's to drop, as for every cue.

The match is read in its whole sentence by :data:`COST`: a cost's or a theorem's word (O(...),
running time, complexity, polynomial, linear / logarithmic / quadratic, bound, regret,
guarantee, theorem, prove...) or a citation anywhere in it makes it a complexity claim or
others' ("runs in O(n log n) time and so scales to millions of points").  Not
:data:`.exp68.READ`'s wider list: "converges" and "optimality proof" stand beside two of the
four runs (the sentence reports a run and a result).  Tagged :func:`.lexicon.experiment`,
weight 2.5, transparent and unfitted, as exp68-exp70.  Over both corpora (85k abstracts,
labels at d8c326e) it moves 5 labels, theory -> both, all rows of earlier readings (4 read
*yes*, 1 *half*; `changes_w71_exp.csv`), and no dev or blind dev label.
"""

from __future__ import annotations

import re

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.presentruns import Whole
from analysis.paper_types.proof_guard import Reading, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

#: a reported scaling: not a bare "scale" after a modal or an aim ("can / will scale to", "our aim is to
#: scale to": waves 43's look-alikes), nor "can be scaled"
_SCALES = r"(?:scales|(?<!be )scaled|(?:is|are|was|were) scalable)"
#: a count or a very large size; not a bare "large"
_COUNT = r"(?:\d[\d,.']*\s?(?:k|m)?'?s?|thousands|hundreds|millions|billions|larger|very large|massive|huge)"
_MATERIAL = r"(?:vertices|nodes|variables|graphs|networks|datasets|data sets|instances|points|samples|images|documents|vehicles|robots|agents|features|users|items|entities|edges|sequences|tokens|records|examples|problems)"

SCALED_RUNS: list[tuple[str, float]] = [
    # "The proposed algorithm easily scales to 1000's of vertices" (nips2015:5652); "scales to very large graphs" (icra2014:6907480)
    (experiment(rf"\b{_SCALES}\b[^.;]{{0,60}}?\b(?:to|for|with|on)\b[^.;]{{0,30}}?\b{_COUNT}(?![\w-])[^.;]{{0,25}}?\b{_MATERIAL}\b"), 2.5),
]

EMPIRICAL: list[tuple[str, float]] = SCALED_RUNS

#: a cost's or a theorem's word, or a citation, in the sentence: a complexity claim or others' scaling
_COST_WORDS = re.compile(
    r"\b(?:o\(|running times?|run ?times?|time complexity|complexit(?:y|ies)|polynomial\w*|"
    r"(?:(?:sub|near|super)-?)?linear(?:ly)?|logarithmic\w*|quadratic\w*|cubic\w*|bounds?|bounded|"
    r"regrets?|guarantee[sd]?|theorems?|lemmas?|prov(?:e[sdn]?|ing|abl[ey])|asymptotic\w*|et al)\b|\[\d|\b(?:19|20)\d\d\b|\$|\\")
COST: Reading = Whole(_COST_WORDS)

#: how each family is read (for the wiring test)
GUARDED: list[tuple[str, Reading]] = [(p, COST) for p, _ in EMPIRICAL]
for _p, _how in GUARDED:
    guard([_p], _how)

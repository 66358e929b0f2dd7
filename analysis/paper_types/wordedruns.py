"""Own runs told in words the run lists did not read: a speed-up in words, data gathered,
a named database, CPU time, a result confirmed by the own implementation (issue 14, wave 65).

Wave 65's fresh reading of theory-only labels (bench/paper_types/RESULTS.md, "Issue 14, wave
65"; `theory_readings_w65_fresh.csv`, seed 6501, read at main 6f1dd61 before this module)
found 2.5% of the 24k's and of the 61k's theory-only abstracts reporting runs of their own
(3 of 120); pooled over waves 58-65 the 24k's rate is 7.1%.  Every "yes" of every earlier
reading still labelled theory at 6f1dd61 (132 papers) was set against the 1,814 theory labels
read *no* and every theory-only label of the corpora (85k abstracts), one form at a time
(scratch scans, /work/tmp/exp65).  Kept, each a general way English abstracts tell a run,
each matching no theory label read *no* and only theory-only abstracts that report runs:

* **a speed-up told in words**: "more than 3 times as fast as the Viterbi algorithm"
  (aistats2007:d519752ef1), "several times faster than highly optimized commercial software"
  (nips2014:4525), "twice as fast as", "ten-fold faster": the lexicon read a digit before
  "times faster" only;
* **a result confirmed by the own implementation or hardware**: "verify the results of our
  analysis in a hybrid analog/digital VLSI CCN" (nips2007:791bcf62e6), "which is confirmed by
  our implementation" (ijcai2023:paper772).  Its sentence states the result confirmed, so no
  theorem's word guards it; a formal verification does ("verified in the Coq proof
  assistant", "model checking");
* **computing time spent**: "in just seconds of CPU time" (nips1998:57c2c5ad26): seconds,
  minutes, hours of CPU / computation / GPU / wall-clock time (:mod:`.runs` reads a number
  and a unit only);
* **data gathered by the authors, in the present**: "We gather images from the woods and
  find ..." (nips1993:9b184114b2): we gather, collect, record, acquire, capture or measure
  images, data, recordings, videos, measurements, trajectories, demonstrations, responses or
  signals (:mod:`.pastruns` reads the past tense);
* **a significant improvement over named methods**: "a fixed point iteration scheme which
  gives a significant improvement over loopy BP, mean field and TAP methods"
  (nips2001:70dcfd07bb): gives / yields / achieves / shows / leads to a significant,
  substantial ... improvement, gain or speed-up over ... methods, algorithms, approaches,
  baselines, heuristics or solvers (:mod:`.checkruns` read "show an improvement over
  existing methods" with the rival's adjective);
* **data taken from a named collection**: "Using images from the BSDS500 database, we show
  ..." (cvpr2018:ffb440b507): using / on / with / from images, data, recordings, videos,
  scans, sequences from / of / in the ... database, dataset, corpus, benchmark, archive,
  repository, cohort or challenge;
* **an outcome observed by the authors**: "we observe that acceleration in IHT leads to
  significant improvements" (aistats2018:6c1368afe1): we observe (that) ... significant(ly),
  substantial(ly), reduced, improved, faster, better.

* **a named data set studied, data from counted places, a run announced by its setting**:
  "As an application, we study the Yahoo! Movie user rating dataset" (icml2013:5c8b80f84a; not
  "the dataset of n points", nor its size), "observational data from seven sub-Saharan African
  countries" (ijcai2024:paper792), "In a simple empirical setting, our results correctly
  predict ..." (colt2023:57ee6ba80a; an empirical, experimental, numerical or simulated
  setting, setup, study, example or test).

Not kept (they match theory labels read *no*): a comparative "in practice" ("the first
theoretical justification of why existing heuristics work well in practice", 3 read no of 8
theory labels), "is shown / demonstrated to yield, achieve, perform ..." ("the forecaster is
shown to achieve an expected regret of the optimal order": 5 read no, 14 more theory labels).

Every form but the confirmed result is read in its whole sentence by
:data:`.presentruns.WHOLE` (a theorem's, bound's or analysis' word anywhere in it makes it a
theorem's); the computing time by a narrower list (:data:`COST_WORDS`: a complexity, a
polynomial, O-notation), since "approximation" and "rate" are what such a run measures.
Tagged :func:`.lexicon.experiment`, transparent and unfitted (through
``apparatus.EMPIRICAL``, ``model.UNFITTED``).
"""

from __future__ import annotations

import re

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.presentruns import WHOLE, Whole
from analysis.paper_types.proof_guard import Reading, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_TIMES = (r"(?:\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|"
          r"several|many|hundreds of|thousands of)")
_PRESENT_BY = r"(?:also |then |first |further |additionally )?"

WORDED: list[tuple[str, float]] = [
    # "more than 3 times as fast as the Viterbi algorithm" (aistats2007:d519752ef1), "several times faster than ... Gurobi"
    (experiment(rf"\b{_TIMES}(?:[- ]fold| times) (?:as (?:fast|quick|efficient|accurate) as|faster|quicker|more (?:efficient|accurate))\b|\btwice as (?:fast|quick|efficient|accurate) as\b"), 2.0),
    # "we gather images from the woods" (nips1993:9b184114b2); not a setting's time ("update a posterior
    # as we acquire data in a sequential online setting", aistats2021:58811aba6d, wave 66)
    (experiment(rf"(?<!\bas )(?<!\bwhen )(?<!\bwhenever )(?<!\bwhile )(?<!\bonce )(?<!\bbefore )(?<!\bafter )(?<!\bif )\bwe {_PRESENT_BY}(?:gather|collect|record|acquire|capture|measure) (?:(?:a |an |the |new |real |real-world |natural |our own |several |many |\d+ )?(?:[\w-]+ ){{0,2}}?)(?:images|data|datasets|data sets|recordings|videos|measurements|trajectories|demonstrations|responses|signals)\b"), 2.5),
    # "gives a significant improvement over loopy BP, mean field and TAP methods" (nips2001:70dcfd07bb)
    (experiment(r"\b(?:gives?|yields?|achieves?|provides?|offers?|shows?|leads? to|results? in) (?:a |an )?(?:significant|substantial|considerable|large|clear|marked|dramatic|notable)(?:ly)? (?:improvement|gain|speed-?up)s? (?:over|upon|compared (?:to|with)) (?:[\w,-]+ ){0,6}?(?:methods|algorithms|approaches|baselines|heuristics|solvers)\b"), 2.0),
    # "Using images from the BSDS500 database, we show" (cvpr2018:ffb440b507)
    (experiment(r"\b(?:using|on|with|from) (?:images|data|recordings|videos|scans|sequences|photographs) (?:from|of|in) the (?:[\w-]+ ){1,3}?(?:database|dataset|data set|corpus|benchmark|archive|repository|cohort|challenge)\b"), 2.5),
    # "we observe that acceleration in IHT leads to significant improvements" (aistats2018:6c1368afe1)
    (experiment(r"\bwe (?:also |further |then )?observe (?:that )?(?:[\w-]+ ){0,6}?(?:significant(?:ly)?|substantial(?:ly)?|reduced|improved|faster|better)\b"), 2.0),
    # "As an application, we study the Yahoo! Movie user rating dataset" (icml2013:5c8b80f84a)
    (experiment(r"\bwe (?:also |then |further |first )?(?:use|study|analy[sz]e|examine|investigate|employ|consider) the (?:[\w!.'-]+ ){0,5}?(?:dataset|data set|database|corpus|cohort)\b(?! (?:of|sizes?)\b)"), 2.5),
    # "we use retrospective observational data from seven sub-Saharan African countries" (ijcai2024:paper792)
    (experiment(r"\b(?:data|recordings|images|measurements|records) (?:collected |gathered |obtained |captured )?(?:from|in|across) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|many|multiple) (?:[\w-]+ ){0,2}?(?:countries|hospitals|patients|subjects|participants|sites|cities|users|households|schools|species|animals|monkeys|mice)\b"), 2.5),
    # "In a simple empirical setting, our results correctly predict how the test power ... scales" (colt2023:57ee6ba80a)
    (experiment(r"\bin an? (?:simple |small |realistic |real |synthetic )?(?:empirical|experimental|numerical|simulated) (?:setting|setup|study|example|illustration|test)s?\b"), 2.0),
]

#: a result confirmed by the own implementation, hardware or platform
CONFIRMED: list[tuple[str, float]] = [
    # "verify the results of our analysis in a hybrid analog/digital VLSI CCN" (nips2007:791bcf62e6),
    # "which is confirmed by our implementation" (ijcai2023:paper772)
    (experiment(r"\b(?:confirm|verif|validat|corroborat)\w* (?:\w+ ){0,6}?(?:by|in|on|through|with|using) (?:our|an?|the|this) (?:[\w/-]+ ){0,4}?(?:implementation|prototype|hardware|chip|robot|platform|vlsi|circuit)s?\b"), 2.5),
]

#: computing time spent: "in just seconds of CPU time" (nips1998:57c2c5ad26)
SPENT: list[tuple[str, float]] = [
    (experiment(r"\b(?:seconds|minutes|hours|days) of (?:cpu|computation|computing|gpu|wall[- ]clock) time\b"), 2.5),
]

EMPIRICAL: list[tuple[str, float]] = WORDED + CONFIRMED + SPENT

#: a formal verification, not a run: "verified in the Coq proof assistant", "model checking"
FORMAL: Reading = Whole(re.compile(
    r"\b(?:formal(?:ly)?|coq|isabelle|lean|proof assistants?|model[- ]check\w*|theorem provers?|"
    r"symbolic(?:ally)?)\b"))
#: a cost stated, not spent: a complexity, a polynomial, O-notation
COST_WORDS: Reading = Whole(re.compile(r"\b(?:complexit(?:y|ies)|polynomial\w*|o\(|bounds?)\b|\$|\\"))

#: how each family is read (for the wiring test)
GUARDED: list[tuple[str, Reading]] = (
    [(p, WHOLE) for p, _ in WORDED] + [(p, FORMAL) for p, _ in CONFIRMED] + [(p, COST_WORDS) for p, _ in SPENT])
for _p, _how in GUARDED:
    guard([_p], _how)

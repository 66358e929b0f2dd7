"""Runs told by what the authors demonstrate on data, or by the own method's outcome on a task (issue 14, wave 47).

Wave 46's fresh reading (bench/paper_types/RESULTS.md, "Issue 14, wave 46: fresh
measurement", seed 4601, "Misses of this reading") found theory-only labels whose abstract
tells a run of its own in words no cue knew.  Each family is a way of telling a run, never
one paper's phrase:

* **an own demonstration whose adjunct names data, simulations, applications or tasks**
  ("we demonstrate the cumulative regret reduction of our proposal over synthetic Bernoulli
  rewards as well as Yahoo! datasets", acml2022:bab79217d9; "We demonstrate the HSCRF in two
  applications: (i) ...", nips2008:335f4d63e2): we demonstrate / illustrate / showcase ...
  on / over / in / using / across N, synthetic, real, benchmark ... data sets, simulations,
  applications (not "applications to / of": a theorem's), tasks.  Not "we demonstrate how /
  why / whether", nor the existence of something, nor "that" with a copula and no
  comparative ("we demonstrate that the bound is tight"): those are a theory's; "to
  demonstrate" is a goal;
* **an outcome of the own method on a task, or against rivals, with no experiment word**
  ("The procedure is then shown to be competitive on clustering applications",
  aistats2017:35587e164a; "demonstrate that it is still better than the most widely used
  sparse representation algorithms", nips2005:b80c1897d3; "the new algorithm improves the
  original PPO on both stability and sample efficiency", uai2019:431069f7b4; "AIT* solves
  the tested problems as fast as RRT-Connect", icra2020:9197338; "reduces the computation
  time significantly compared to previous methods", icra2023:10161456; "the applicability in
  human pose and car shape estimation", cvpr2015:7506e0e8da): shown / demonstrated to be
  competitive, effective, accurate ... on / in applications, tasks, data sets; demonstrated
  to be better than the widely used, popular, existing ... algorithms; improves the
  original / vanilla / baseline <method> on / in terms of stability, accuracy, sample
  efficiency ...; the tested problems, instances, scenarios; reduces the computation,
  inference ... time compared to previous ... methods; applicability in a perception or
  control task.  A bound "better than" previous bounds, "improves the rate", "reduces the
  sample complexity compared to previous methods" name a bound's measure and stay theory;
  so does a running time, or a time with an order of growth ("from cubic to quadratic",
  "grows logarithmically": wave 49).

Wave 49: a theory's object shown in applications ("We demonstrate the reduction in two
applications: the planted clique and ...") is a theorem applied, no demonstration on data;
``NO_CLAIM_AFTER`` (a theorem's scope or count after a claim: "for all n", "whenever", "in
terms of the number of oracle calls") is shared by every rival comparison's after-check.

As :mod:`.contests`, every pattern is tagged :func:`.lexicon.experiment`, transparent and
outside the fitted features (``model.UNFITTED``, through ``apparatus.EMPIRICAL``); the model
is not refitted.  The demonstrations are read with :data:`.proof_guard.DEMONSTRATION` (a
proof's word, "provably" or "asymptotic(ally)" before or inside the match, "theoretically"
inside it), the outcomes against rivals with :data:`.proof_guard.RIVAL` (also a bound's
measure or "theoretical(ly)" before or inside the match).  The passive perfect of the own
run ("The finite sample performance of the S-OMP has been demonstrated on extensive
simulation studies", aistats2010:db01b8b0b9) is :mod:`.attribution`'s.  Every repeat is
bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import BOUND_WORDS, DEMONSTRATION, PROOF, RIVAL, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_COUNT = r"(?:two|three|four|five|six|several|multiple|various|numerous|many|diverse|\d+|a (?:number|range|variety|set) of)"
# data named as data: counted, synthetic, real, public ... data sets, corpora, benchmarks
_DATA = (rf"(?:(?:both |the |a |an |our |all )?(?:(?:{_COUNT}|synthetic|simulated|artificial|real|real-world|real-life|large-scale|public|publicly available|"
         r"benchmark|standard|challenging|popular|well-known) ){1,3}(?:[\w!'-]+ ){0,3}?(?:data ?sets|datasets|corpora|benchmarks|data|images|videos|scenes|robots?)\b"
         r"|(?:both |the )?(?:synthetic|simulated|real-world|real-life) (?:[\w!'-]+ ){0,5}?(?:data ?sets|datasets|data|rewards|instances|networks|graphs|signals|images|sequences|problems|environments|tasks|matrices|samples)\b"
         r"|(?:the |our )?(?:[\w-]+ ){0,2}?(?:data ?sets|datasets|corpora)\b"
         r"|(?:extensive |numerical |several |various |computer |monte carlo )?(?:simulation stud(?:y|ies)|simulations|experiments|case stud(?:y|ies))\b"
         rf"|(?:{_COUNT}|practical|real(?:-world)?|diverse|challenging|benchmark|standard) (?:[\w-]+ ){{0,2}}?(?:applications|tasks|domains)\b(?! (?:to|of)\b))")
# what a demonstration must not be about: how / why / whether, an existence (a bound shown on
# data is a run: "we demonstrate the regret reduction ... over synthetic rewards")
_NOT_THEORY = r"(?:(?!\b(?:how|why|whether|existence)\b)[^.;:]){0,140}?"
# a theory's object shown in applications is a theorem applied (wave 49): "We demonstrate the
# reduction in two applications: the planted clique and sparse PCA problems"
# (public: wave 51's plans.py reads the lexicon's "demonstrate ... applications" with it; "results" and
# "bounds" too: "We demonstrate the bound in two applications to queueing")
APPLIED = (r"(?:the |our |this |these |its |an? )?(?:[\w-]+ )?(?:reductions?|theorems?|lemmas?|hardness(?: results?)?|"
           r"(?:lower |upper )?bounds?|(?:main |theoretical |general )results|equivalences?|characteri[sz]ations?|impossibility results?) "
           r"(?:in|to|on|for|with|across|through|via|by) (?:[\w-]+ ){0,3}?(?:applications?|domains)\b")
_NOT_APPLIED = rf"(?!{APPLIED})"
# Public: USED, METHODS, NO_THEOREM_AFTER and NO_ORDER are the pattern parts plainruns.py
# shares, so a rival or a theorem's words are read one way in both families.
# the rivals' adjectives (not "the best known bounds")
USED = (r"(?:widely[- ]used|commonly[- ]used|most[- ]used|popular|standard|existing|state[- ]of[- ]the[- ]art|conventional|classical|classic|"
        r"traditional|leading|competing|previous|prior|baseline|alternative|current)")
METHODS = r"(?:methods|approaches|algorithms|techniques|baselines|solvers|planners|heuristics|estimators|systems|tools|models)"
_MEASURE = (r"(?:stability|sample[- ]efficiency|data[- ]efficiency|accuracy|robustness|speed|performance|success rates?|precision|recall|"
            r"reward|returns?|wall[- ]clock time|run[- ]?time|(?:computational|training|memory|energy) efficiency)")
# a measure a theorem compares (second reader, wave 47): "in terms of statistical efficiency",
# "of worst-case performance"; a bare "efficiency" is a mechanism's or an estimator's
_NOT_PROVED_MEASURE = r"(?!(?:statistical|asymptotic|relative|allocative|economic|pareto|social|worst-case|theoretical) )"
# what a theorem says after an outcome (second reader, wave 47): "the tested problems ... in
# polynomial time", "better than the classical algorithms in the worst case", "in terms of
# its robustness, as we prove", "accurate for all tasks satisfying the margin condition"
# (a bound, not a rate: "with higher success rates" is a run's)
NO_THEOREM_AFTER = (rf"(?![^.;]{{0,80}}?\b(?:regrets?|bounds?|bounded|complexit(?:y|ies)|guarantee[sd]?|minimax|"
                     rf"competitive (?:ratio|analysis|factor)|{PROOF}|worst[- ]case|polynomial(?:ly)?|"
                     r"exponential(?:ly)?|for (?:all|every|any) (?:input|instance|distribution)s?|satisf\w+|assumptions?)\b)")
# a theorem's scope or count after a claim (wave 48's plainruns, public since wave 49 for the
# rival comparisons of every module): "for every n", "whenever ...", "in the limit", "in terms
# of the number of oracle calls / samples" (a query or sample complexity)
NO_CLAIM_AFTER = NO_THEOREM_AFTER + (r"(?![^.;]{0,80}?\b(?:for (?:all|every|any|each) [a-z]\b|whenever|asymptotic\w*|in the limit|"
                                     r"in terms of (?:the )?(?:(?:total|expected|required) )?number of (?:[\w-]+ )?"
                                     r"(?:oracle (?:calls|queries|evaluations)|samples|queries to the oracle))\b)")
_TASK = (r"(?:(?:[\w-]+ ){0,4}?(?:recognition|detection|segmentation|tracking|chunking|parsing|translation|retrieval|localization|localisation|navigation|"
         r"grasping|manipulation|reconstruction|denoising|inpainting|registration|(?:pose|shape|depth|motion|flow) estimation))")

# a time told as an order of growth is a complexity ("from cubic to quadratic", "to O(n log n)",
# "grows logarithmically", "quadratically fewer": the "-ically" adverbs too, wave 49)
NO_ORDER = (r"(?![^.;]{0,100}?(?:\bo\(|[õθ]\(|\w\^|\bfactor of (?:(?!a\b)[a-z]|log|sqrt)\b|"
             r"\b(?:linear|quadratic|cubic|polynomial|logarithmic|exponential|sub-?linear|near-linear)(?:al)?(?:ly)?\b))")

DEMONSTRATED: list[tuple[str, float]] = [
    # an own demonstration on data: "we demonstrate the cumulative regret reduction ... over synthetic Bernoulli rewards"
    (experiment(rf"(?<!to )\bwe (?:also |further |then |finally |additionally |empirically |experimentally |numerically |successfully )?(?:demonstrate|illustrate|showcase)d? (?!how\b|why\b|whether\b){_NOT_APPLIED}{_NOT_THEORY}\b(?:on|over|in|using|with|across|through|via) {_DATA}"), 2.0),
    # shown to be competitive on a task: "The procedure is then shown to be competitive on clustering applications"
    (experiment(rf"\b(?:is|are|was|were|has been|have been) (?:then |also |further |empirically |experimentally |finally )?(?:shown|demonstrated|found|observed) to (?:be |perform )?(?:very |highly |quite |also )?(?:competitive|effective|successful|accurate|robust|useful|superior|favou?rable|well) (?:on|in|for|across) (?:the |a |an |several |various |many |real |real-world |practical |\d+ )?(?:[\w-]+ ){{0,2}}?(?:applications|tasks|data ?sets|datasets|benchmarks|real data)\b(?! (?:to|of|where|when|whenever|in which|whose)\b){NO_THEOREM_AFTER}"), 2.0),
    # the applicability in a task: "its merits compared to alternative methods, and the applicability in human pose and car shape estimation"
    (experiment(rf"(?<!to )\bwe (?:also |further |then |finally )?(?:demonstrate|show|illustrate)\b[^.;:]{{0,120}}?\b(?:applicability|usefulness|utility|effectiveness|efficacy) (?:of (?:[\w-]+ ){{1,4}}?)?(?:in|on|for) (?:the )?(?:tasks? of )?{_TASK}\b"), 2.0),
]

RIVALLED: list[tuple[str, float]] = [
    # demonstrated better than the widely used algorithms: "demonstrate that it is still better than the most widely used ... algorithms"
    (experiment(rf"(?<!to )\b(?:demonstrat\w*|empirically show\w*|experimentally show\w*) (?:that )?(?:[\w-]+ ){{1,4}}?(?:is|are|performs?|works?|remains?) (?:still |consistently |significantly |much |considerably |substantially |often |also )?(?:better|more accurate|more robust|superior) (?:than|to) (?:the |all )?(?:most |more |other )?{USED} (?:[\w-]+ ){{0,3}}?{METHODS}\b(?![^.;]{{0,80}}?\b{BOUND_WORDS}\b){NO_THEOREM_AFTER}"), 2.0),
    # improves the original method on a measure: "improves the original PPO on both stability and sample efficiency"
    (experiment(rf"\bimprov(?:es|ed|ing) (?:upon |on |over )?(?:the )?(?:original|vanilla|standard|baseline|plain|classic|classical|conventional) (?!(?:{BOUND_WORDS}|analys[ie]s|proofs?|results?|theorems?|estimates|dependence)\b)[\w*+-]+(?: [\w*+-]+)? (?:on|in|in terms of|with respect to|regarding) (?:both )?(?:its |the )?{_NOT_PROVED_MEASURE}(?:[\w-]+ )?{_MEASURE}\b{NO_THEOREM_AFTER}"), 2.0),
    # the tested problems: "AIT* solves the tested problems as fast as RRT-Connect"
    (experiment(rf"\b(?:on|solves?|solved|solving|in|across|for|of) (?:all |most |the |each of the |all the |every ){{1,2}}(?:tested|benchmarked|evaluated|considered test) (?:problems|instances|scenarios|tasks|environments|cases|sequences|data ?sets|datasets|robots|scenes)\b{NO_THEOREM_AFTER}"), 2.5),
    # reduces the computation time against earlier methods: "reduces the computation time significantly compared to previous methods"
    (experiment(rf"\b(?:reduc|shorten|cut|decreas|lower)(?:es|ed|ing|s)? (?:the )?(?:overall |total |average )?(?:computation(?:al)?|computing|execution|processing|inference|training|planning|solving|solve|wall[- ]clock|cpu|response) times? (?:significantly |considerably |substantially |drastically |greatly |dramatically |by [\w.%-]+ )?(?:compared (?:to|with)|over|relative to|than|versus|against|of) (?:the |all )?{USED} (?:[\w-]+ ){{0,2}}?{METHODS}\b{NO_ORDER}"), 2.0),
]

EMPIRICAL: list[tuple[str, float]] = DEMONSTRATED + RIVALLED

guard((p for p, _ in DEMONSTRATED), DEMONSTRATION)
guard((p for p, _ in RIVALLED), RIVAL)

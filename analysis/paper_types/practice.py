"""Experiments told as an outcome in practice, a run at a counted scale, a passive comparison or demonstration on data, or a study (issue 14, wave 43).

Wave 42's fresh reading (bench/paper_types/RESULTS.md, "Issue 14, wave 42: fresh
measurement", seed 4201, "Misses of this reading") found theory-only labels on abstracts
that tell their own run in forms no cue knew (the classifier's evidence, traced with
``find_cues``, is in RESULTS.md, wave 43).  Each family is a way of telling a run, never
one paper's phrase:

* **near-optimal solutions in practice** ("we show that this approach provides near-optimal
  solutions to the LP in practice", ijcai2022:paper717): an own method gives / provides /
  finds ... near-optimal (close to optimal) solutions, and "in practice" closes the clause:
  an observed outcome, where a theorem says "with high probability" or "within a factor".
  Without "in practice" ("we show that the algorithm finds near-optimal solutions") it
  stays the theory cue it was;
* **an own method's outcome in practice** ("our algorithms are simple, easy to implement,
  work well in practice", "we further demonstrate that these Lipschitz-constrained VAEs are
  more robust to attack than standard VAEs in practice"; found beyond the reading, RESULTS.md):
  our / the proposed ... method works, performs, runs, converges (well, faster ...) or is
  fast, efficient ... in practice; we demonstrate / observe / find that ... in practice (no
  bound, rate or theory word between).  Others' tools ("algorithms commonly used in
  practice", "gradient descent usually performs well in practice") are not "our";
* **a run at a counted scale** ("fitting a 100-topic topic model to 3.3M articles from
  Wikipedia", nips2010:49c464ba11; "scaling to large networks ... with over 300 million
  nodes and 30 billion edges", ijcai2022:paper717): fitting, training, running, scaling,
  testing ... on / to / with N million (or 3.3M) articles, images, nodes, users ...: data
  counted in thousands, millions or billions is data a run was made on.  A theorem counts
  in n, not in millions of named items.  Not a possibility ("can scale to millions of
  users", "Scaling to millions of documents is possible using ...");
* **a passive comparison with rivals' figures** ("The performance of MBF is compared to that
  of several baseline methods, on Autoencoder, CNN, and GCN problems",
  aistats2023:1103a54db2): compared to / with *that of* / *those of* several, existing,
  baseline ... methods (:mod:`.apparatus`' passive comparison wants the rivals right after
  "to");
* **a passive demonstration on data** ("its effectiveness on synthetic and real human
  locomotion data is demonstrated", aistats2025:s74HpEDH4a): a merit (effectiveness,
  performance, usefulness ...) on data, data sets, benchmarks, images, videos or real-world
  / benchmark problems, then is / are demonstrated, shown, illustrated, validated ...; not
  "shown to" / "shown that" (a property follows: "its performance on random instances is
  shown to be optimal") nor "shown theoretically";
* **a study named as such** ("An extensive statistical study with different number of robots
  demonstrates that the proposed algorithm can be used ...", iros2010:5649449): an
  extensive, statistical, large-scale, comparative, systematic or exhaustive study (or
  evaluation, campaign) with / over / across / using something, that demonstrates, shows,
  reveals ...  A study *of* something ("a thorough study of the problem shows it is
  NP-hard") is an analysis and is not read.

As :mod:`.demonstrations`, every pattern is tagged :func:`.lexicon.experiment`, transparent
and outside the fitted features (``model.UNFITTED``, through ``apparatus.EMPIRICAL``): it
rules theory alone out and is shown as the empirical side's evidence; the model is not
refitted.  Weights follow :mod:`.lexicon`: 2.5 a report of a run, 2.0 an outcome more than
an act.  Every repeat is bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

from analysis.paper_types.engineering import _COMPARED
from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import DEMONSTRATION, PRACTICE, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# what a run gives: solutions, plans, schedules ... (not a bound or a rate)
_SOLUTIONS = r"(?:solutions?|results?|policies|plans?|schedules?|assignments?|partitions?|partitionings?|clusterings?|allocations?|designs?|tours?|paths?|trajectories)"
# counted items of data: what a run is made on when it counts thousands or millions of them
_ITEMS = (r"(?:articles|documents|images|photos|videos|frames|nodes|vertices|edges|users|tweets|posts|pages|"
          r"web ?pages|papers|reviews|sentences|words|tokens|records|transactions|ratings|patients|molecules|"
          r"queries|clicks|ads|items|customers|products|songs|genes|cells|proteins|examples|samples|instances|"
          r"points|data ?points|trajectories|episodes|variables|features|parameters)")
# a count in thousands, millions, billions: "3.3M", "300 million", "30 billion"
_SCALE = r"(?:\d+(?:[.,]\d+)? ?(?:m|b|k|bn|mn|million|billion|thousand|trillion)|(?:millions|billions|hundreds of thousands|tens of millions|hundreds of millions) of)"
# the paper's own tool, named: the noun alone, its pattern puts "our / the proposed / the new /
# these / both" before it (standings', hardruns' and exhibits' _OWN carry their determiners)
_OWN = (r"(?:methods?|algorithms?|approach(?:es)?|schemes?|procedures?|estimators?|solvers?|heuristics?|variants?|"
        r"implementations?|updates|samplers?|techniques?|frameworks?|systems?)")
_MERIT = (r"(?:effectiveness|performance|efficacy|efficiency|usefulness|utility|accuracy|applicability|"
          r"benefits?|advantages?|potential|merits?|validity|feasibility|practicality|superiority|robustness|"
          r"scalability|value|capabilit(?:y|ies))")
# data a merit is shown on (problems only as benchmark, test or real-world ones)
_DATA = (r"(?:data|data ?sets?|databases?|benchmarks?|corpora|images|videos|scenes|recordings|signals|"
         r"(?:benchmark|test|real[- ]world|real|practical|industrial) (?:problems|instances|tasks|applications))")

# a passive demonstration on data: "its effectiveness on synthetic and real human locomotion data is demonstrated"
ON_DATA = experiment(rf"\b{_MERIT} (?:of (?:[\w-]+ ){{1,4}}?)?(?:on|in|for|with|across|using) (?:[\w,-]+ ){{0,6}}?{_DATA} (?:is|are|was|were|has been|have been) (?:also |then |further |successfully |empirically |experimentally |numerically |clearly |extensively )?(?:demonstrated|shown|illustrated|validated|verified|confirmed|showcased|evaluated|assessed)\b(?! (?:to|that|theoretically|analytically|formally|rigorously|mathematically)\b)")

EMPIRICAL: list[tuple[str, float]] = [
    # near-optimal solutions in practice: "provides near-optimal solutions to the LP in practice"
    (experiment(rf"\b(?:gives?|giving|provides?|providing|finds?|finding|produces?|producing|obtains?|obtaining|yields?|yielding|returns?|computes?|achieves?|attains?|delivers?|reaches) (?:(?:very|high-quality|good|often|typically|consistently) ){{0,2}}(?:near|nearly|close[- ]to|almost)[- ]optimal {_SOLUTIONS}(?: (?:[^\s.;:()]+ ){{0,6}}?)? ?in practice\b"), 2.0),
    # an own method's outcome in practice: "our algorithms are simple, easy to implement, work well in practice"
    (experiment(rf"\b(?:our|the proposed|the new|these|both) (?:[\w-]+ ){{0,3}}?{_OWN} (?:[^\s.;:()]+ ){{0,8}}?(?:works?|performs?|runs?|converges?|scales?|behaves?|(?:is|are) (?:very |much |often |typically |also |both )?(?:fast|faster|efficient|effective|competitive|accurate|robust|practical))(?: (?:[^\s.;:()]+ ){{0,3}}?| )in practice\b"), 2.0),
    (experiment(r"(?<!to )\bwe (?:also |further |then |empirically |experimentally )?(?:demonstrate|observe|find|found|observed|demonstrated) that (?:(?!(?:bounds?|rates?|regret|complexit\w*|guarantees?|theor\w*)\b)[^\s.;:()]+ ){1,12}?in practice\b"), 2.0),
    # a run at a counted scale: "fitting a 100-topic topic model to 3.3M articles", "with over 300 million nodes"
    (experiment(rf"(?<!can )(?<!could )(?<!may )(?<!might )(?<!would )(?<!will )(?<!should )(?<!must )(?<!to )(?<![\w-])(?:fit|fits|fitted|fitting|train|trains|trained|training|ran|run|runs|running|scal(?:e|es|ed|ing)|test|tests|tested|testing|evaluat(?:e|es|ed|ing)|appl(?:y|ies|ied|ying)|process(?:es|ed|ing)?|analy[sz](?:e|es|ed|ing)|deploy(?:s|ed|ing)?|learn(?:s|ed|ing)?) (?:[^\s.;:()]+ ){{0,8}}?(?:to|on|with|over|across|from) (?:over |more than |up to |nearly |almost |about |approximately |roughly |some |around )?{_SCALE} (?:[\w-]+ ){{0,2}}?{_ITEMS}\b(?!,? (?:is|are|was|were|becomes?|would be|remains?|may be|can be) (?:\w+ )?(?:possible|feasible|tractable|achievable|prohibitive|challenging|difficult|infeasible|impractical|expensive)\b)"), 2.5),
    # a passive comparison with rivals' figures: "is compared to that of several baseline methods"
    (experiment(rf"\b(?:is|are|was|were|has been|have been) (?:also |then |further |extensively |experimentally |empirically |numerically )?compared (?:to|with|against) (?:that|those) of (?:a (?:wide )?(?:range|number|variety|set) of |several |other |existing |related |competing |similar |state-of-the-art |standard |baseline |conventional |classical |traditional |alternative |previous |prior |popular |recent |the )(?:[\w-]+ ){{0,4}}?{_COMPARED}\b"), 2.5),
    # a passive demonstration on data: "its effectiveness on synthetic and real human locomotion data is demonstrated"
    (ON_DATA, 2.5),
    # a study named as such: "An extensive statistical study with different number of robots demonstrates"
    (experiment(r"\b(?:extensive|statistical|large-scale|comparative|systematic|exhaustive)(?: (?:statistical|comparative|simulation|numerical|experimental|benchmark))? (?:study|studies|evaluation|evaluations|campaign|investigation) (?:with|over|across|using|involving|on) (?:[^\s.;:()]+ ){0,10}?(?:demonstrates?|shows?|reveals?|confirms?|indicates?|verifies|validates?|suggests?)\b(?! that (?:[^\s.;:()]+ ){0,6}?(?:bounds?|tight|np-hard|np-complete|undecidable|intractable|inapproximable)\b)"), 2.5),
]

# a run's words in a theorem's sentence (a proof, a bound's measure, an explanation, a running
# time) are no run: proof_guard.PRACTICE; a demonstration on named data reads a proof's words
# only, as demonstrations' real-data form ("guarantees ... are provided and its effectiveness
# on ... data is demonstrated" is a run; wave 43's second reader)
guard((p for p, _ in EMPIRICAL if p != ON_DATA), PRACTICE)
guard([ON_DATA], DEMONSTRATION)

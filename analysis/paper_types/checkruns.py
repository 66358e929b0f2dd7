"""Runs told by their setting, a check against computed solutions, an improvement shown, a
platform (issue 14, wave 49).

Wave 49's fresh reading (bench/paper_types/RESULTS.md, "Issue 14, wave 49", seed 4901) found
theory-only labels whose abstract tells a run of its own in words no cue knew.  Each family is
a way of telling a run, never one paper's phrase:

* **the setting first, then the finding** ("Using a number of simple domains with heterogeneous
  noise in their transitions, we show that our heuristic-based algorithm outperforms ...",
  uai2020:2acfd662a0): using / on / across N (or a number of ...) domains, environments, tasks,
  benchmarks, data sets, games, scenarios, then ", we show / find / observe".  Not "for" (a
  theorem's quantifier), nor "many" (a field's background), nor a bound's words or a hardness
  after it ("On two tasks, we show that the problem is NP-hard", "no algorithm can");
* **compared with the state of the art in a run's measure** ("The proposed method is also
  compared with the state-of-the-art structures in terms of equalization speed and energy
  loss", icra2014:6907077): passively compared with existing, state-of-the-art ... <anything>
  in terms of speed, accuracy, energy, error, cost, time ... (not a complexity, a bound, a
  rate, a running time);
* **a derivation checked against computed solutions** ("investigate the accuracy of the derived
  solution through comparison with the numerical solutions", icra2014:6907538): through / by /
  in (a) comparison with numerical, simulated, experimental, measured, finite-element, Monte
  Carlo solutions, results, data;
* **implemented into a simulator or a robot** ("By implementing this control architecture to a
  simulator with consideration of mechanical dynamics of a real snake-like robot",
  iros2006:4059015): "to" with its article (not "implemented to handle robot ...", a purpose),
  not "can be / to be implemented";
* **at the state of the art on tasks, or brought closer to other methods** ("an algorithm which
  performs at the state-of-the-art on two natural language processing adaptation tasks",
  aistats2011:472e50eaa1; "brings the quality of weakly-supervised training significantly
  closer to fully supervised methods", cvpr2018:a0e769c6f7): not a bound's measure in the
  sentence (:data:`.proof_guard.RIVAL`), nor a theorem's scope after it;
* **responses recorded and quantified** ("Responses were quantified using reverse correlation",
  nips1996:512b56b355): responses, neural activity, firing rates, spike trains were quantified /
  measured / recorded using / from ..., not a model's (:data:`MODELLED`: a model, a theory, an
  assumption, a simulation or a proof's word before or inside the match);
* **an improvement shown over earlier methods** ("We demonstrate proof construction for 3-DOF
  and 4-DOF manipulators and show improvement over previous algorithms", rss2021:b3a68392f9):
  show / demonstrate / observe / report (a significant ...) improvement over previous, existing
  ... methods (not a quadratic improvement, not a bound's measure after it);
* **the behaviour of the own method on a platform** ("illustrates the behavior of the algorithm
  in a distributed computing platform", nips2016:8504): behaviour, performance, scalability of
  ... in / on a platform, a computing cluster, a testbed, a simulator, hardware;
* **an improved behaviour in practice** ("a regularized Gauss-Newton algorithm enjoying
  worst-case complexity bounds and improved convergence behavior in practice",
  icml2019:4201): enjoys / exhibits / shows ... improved, better, faster behaviour or
  performance in practice (not "the improved ...", nor after a proof's word or an
  explanation).

As :mod:`.plainruns`, every pattern is tagged :func:`.lexicon.experiment`, transparent and
unfitted (through ``apparatus.EMPIRICAL``).  The rivals and the setting-first form are read
with :data:`.proof_guard.RIVAL`, the others with :data:`.proof_guard.DEMONSTRATION`, the
practice form with :data:`PRACTICAL` (also an explanation before it).  A theorem's scope
after a match vetoes it (showings' ``NO_CLAIM_AFTER``).  Every repeat is bounded
(bench/paper_types/hostile.py).
"""

from __future__ import annotations

import re

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import (
            BOUND_WORDS,
            DEMONSTRATION,
            PROOF,
            RIVAL,
            Guard,
            guard,
            proof_words,
)
from analysis.paper_types.showings import METHODS, NO_CLAIM_AFTER, NO_ORDER, USED

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_COUNT = r"(?:a (?:number|range|variety|set|suite|collection) of|several|various|multiple|\d+|two|three|four|five|six|seven|eight|ten)"
_SETTINGS = r"(?:domains|environments|tasks|benchmarks|data ?sets|datasets|games|scenarios)"
# what a theorem shows in its settings: "On two tasks, we show that the problem is NP-hard"
# (wave 49 reader) nor a theorem's property of its object: "In two games, we show that the
# equilibrium is unique / the price of anarchy is at most 4/3 / the mechanism is truthful"
# (not a run's speed: "we show HPT converges up to 80x faster")
NO_HARDNESS = (r"(?![^.;]{0,80}?\b(?:np-(?:hard|complete)\w*|hardness|impossib\w+|necessary|undecidable|intractable|"
                r"cannot|no (?:algorithm|method|estimator|learner|policy|procedure)|"
                r"unique\w*|truthful\w*|strategy-?proof\w*|incentive[- ]compatib\w*|stable|stability|converge[sd]?(?! (?:up to|faster|quicker|more|much|significantly|\d))|"
                r"equilibri(?:um|a)|price of (?:anarchy|stability)|at (?:most|least)|welfare)\b)")
# a run's measure, not a bound's ("in terms of time complexity", "running time")
_MEASURE = (r"(?!running )(?:[\w-]+ ){0,2}?(?:speed|accuracy|precision|energy|time|costs?|errors?|throughput|latency|"
            r"success rates?|robustness|efficiency|quality|loss)\b(?! (?:complexit\w*|bounds?|rates?|guarantees?)\b)")
# a market's platform is no run's (wave 49 reader): "prices on a two-sided platform", "a
# ride-sharing platform", "on a platform with n players", "into the platform, the designer"
_MARKET = (r"(?<!sided )(?<!sharing )(?<!hailing )(?<!market )(?<!online )(?<!matching )(?<!trading )"
           r"(?<!lending )(?<!gig )(?<!crowdsourcing )(?<!commerce )")
_PLATFORMS = (rf"(?:{_MARKET}platforms?(?![^.;]{{0,80}}?\b(?:players|sellers|buyers|designer|revenue|welfare|prices|pricing)\b)|(?:computing|compute|gpu|cpu|hadoop|spark) clusters?|test ?-?beds?|simulators?|hardware|"
              r"robots?|(?:real|physical|mobile|legged|humanoid|wheeled) (?:robots?|platforms?|vehicles?))")
# a robot's model is no robot (wave 49 reader): "into the robot dynamics", "into a robot's dynamic model"
NOT_A_MODEL = r"(?![\w-])(?!(?:['’]s)? (?:[\w-]+ )?(?:dynamics|models?|kinematics|equations?)\b)"

RIVALLED: list[tuple[str, float]] = [
    # the setting first: "Using a number of simple domains with heterogeneous noise ..., we show that ..."
    (experiment(rf"\b(?:using|on|in|across|over) {_COUNT} (?:[\w-]+ ){{0,3}}?{_SETTINGS}\b[^.;:]{{0,120}}?, we (?:also |further |empirically |experimentally )?(?:show|find|observe|demonstrate|verify|confirm)\b{NO_CLAIM_AFTER}{NO_HARDNESS}"), 2.0),
    # compared with the state of the art in a run's measure: "compared with the state-of-the-art structures in terms of equalization speed"
    (experiment(rf"\b(?:is|are|was|were|has been|have been) (?:also |then |further |extensively )?compared (?:with|to|against) (?:the |other |several )?{USED} (?:[\w-]+ ){{0,3}}?[\w-]+ in terms of {_MEASURE}{NO_CLAIM_AFTER}"), 2.0),
    # performing at the state of the art on tasks: "an algorithm which performs at the state-of-the-art on two natural language processing adaptation tasks"
    (experiment(r"\bperform(?:s|ed|ing)? (?:at|on par with|close to|near) (?:the )?(?:level of (?:the )?)?state[- ]of[- ]the[- ]art (?:[\w-]+ )?(?:on|in|across) (?:[\w-]+ ){0,5}?(?:tasks|benchmarks|data ?sets|datasets|domains)\b"), 2.0),
    # brought closer to other methods: "brings the quality of weakly-supervised training significantly closer to fully supervised methods"
    (experiment(rf"\b(?:bring|brings|brought|bringing) (?!(?:[\w-]+ ){{0,3}}?(?:analys[ie]s|theor(?:y|ies|etical)|understanding|proofs?)\b)(?:the )?(?:[\w-]+ ){{1,6}}?(?:significantly |substantially |much |considerably |markedly )?closer to (?:the |that of |those of )?(?:[\w-]+ ){{0,2}}?{METHODS}\b{NO_CLAIM_AFTER}"), 2.0),
    # an improvement shown over earlier methods: "and show improvement over previous algorithms"
    (experiment(rf"\b(?:show|shows|showed|shown|demonstrate[sd]?|observe[sd]?|report(?:s|ed)?) (?:a |an )?(?:significant |substantial |consistent |clear |considerable |large |marked |noticeable )?(?:improvements?|gains?|speed-?ups?) (?:over|upon|against|compared (?:to|with)) (?:the |all )?(?:other )?{USED} (?:[\w-]+ ){{0,3}}?{METHODS}\b(?![^.;]{{0,80}}?\b(?:{BOUND_WORDS}|dependence on)\b){NO_ORDER}{NO_CLAIM_AFTER}"), 2.0),
]

SHOWN: list[tuple[str, float]] = [
    # a derivation checked against computed solutions: "through comparison with the numerical solutions"
    (experiment(rf"\b(?:through|by|via|in|with) (?:a |the )?(?:direct |careful |detailed |quantitative |extensive )?comparisons? (?:with|to|against) (?:the |our )?(?:[\w-]+ )?(?:numerical|numerically computed|simulation|simulated|experimental|measured|finite[- ]element|monte[- ]carlo) (?:solutions?|results|data|simulations|measurements|values)\b{NO_CLAIM_AFTER}"), 2.0),
    # implemented into a simulator or a robot: "By implementing this control architecture to a simulator"
    (experiment(rf"(?<!be )(?<!to )(?<!currently )\bimplement(?:ed|s|ing(?<!are implementing)(?<!is implementing))? (?:[^\s.;:()]+ ){{0,8}}?(?:into (?:a |an |the |our |its |each )?|to (?:a|an|the|our|its|each of the) )(?:[\w-]+ ){{0,3}}?{_PLATFORMS}{NOT_A_MODEL}"), 2.0),
    # the behaviour of the own method on a platform: "illustrates the behavior of the algorithm in a distributed computing platform"
    (experiment(rf"\b(?:illustrat|demonstrat|show|evaluat|stud(?:y|ies|ied)|investigat)\w* (?:the |its )?(?:[\w-]+ )?(?:behaviou?r|performance|scalability|efficiency|speed-?ups?) of (?:the |our |this )?(?:[\w-]+ ){{0,3}}?(?:in|on|using) (?:a |an |the |our )?(?:[\w-]+ ){{0,3}}?{_PLATFORMS}{NOT_A_MODEL}"), 2.0),
]

# an agent's responses told by a payoff are a game's (wave 49 reader): "the best responses of the
# players were quantified using the payoff matrix", "measured in terms of the expected utility"
_NO_PAYOFF = r"(?![^.;]{0,80}?\b(?:utilit(?:y|ies)|payoffs?|welfare|regret|mechanism|the limit of)\b)"

MEASURED: list[tuple[str, float]] = [
    # responses recorded and quantified: "Responses were quantified using reverse correlation, optimal linear reconstruction filters"
    (experiment(rf"(?<!best )(?<!best-)\b(?:responses|neuronal activity|neural activity|firing rates?|spike trains?|recordings) (?:of (?:[\w-]+ ){{1,4}}?)?(?:were|was) (?:then |also )?(?:quantified|measured|recorded) (?:using|with|by|from|in|via)\b{_NO_PAYOFF}{NO_CLAIM_AFTER}"), 2.0),
]

PRACTICE: list[tuple[str, float]] = [
    # an improved behaviour in practice: "enjoying worst-case complexity bounds and improved convergence behavior in practice"
    (experiment(r"\b(?:enjoy|exhibit|show|display|deliver|achiev)\w* (?:[\w-]+ ){0,6}?(?:and |as well as )?(?:improved|better|superior|faster) (?:empirical |numerical |practical )?(?:convergence )?(?:behaviou?r|performance) in practice\b"), 2.0),
]

#: the practice form: a proof's word, "provably", "asymptotic(ally)" or an explanation before it
#: or inside it ("which explains why it shows better performance in practice")
PRACTICAL = Guard(proof_words(provably=True, asymptotic=True, explained=True), through_match=True)
#: the responses measured: a proof's word, a model, a theory, an assumption or a simulation before
#: or inside the match ("the responses of the model were measured by", "In our model, firing
#: rates were recorded from") make them a model's
MODELLED = Guard(re.compile(rf"\b(?:{PROOF}|models?|modell?(?:ed|ing)|theor\w*|assum\w*|simulat\w*)\b"), through_match=True)

EMPIRICAL: list[tuple[str, float]] = RIVALLED + SHOWN + MEASURED + PRACTICE

guard((p for p, _ in RIVALLED), RIVAL)
guard((p for p, _ in SHOWN), DEMONSTRATION)
guard((p for p, _ in MEASURED), MODELLED)
guard((p for p, _ in PRACTICE), PRACTICAL)

"""Runs named in plain words, and outcomes against rivals told as a comparison (issue 14, wave 48).

Wave 47's fresh reading (bench/paper_types/RESULTS.md, "Issue 14, wave 47: fresh
measurement", seed 4701, "Misses of this reading") found theory-only labels whose abstract
names its own run in words no cue knew.  Each family is a way of telling a run:

* **an experiment named in plain words** ("the value of quasi-clustering analysis is
  illustrated with a study of internal migration", icml2014:1433423739; "We validate the
  method by performing inference tasks in a diverse set of models"; "Tests and comparisons
  are presented"; "assessed them against a catalog of ontologies"; "is firstly compared with
  an existing MORL algorithm on the ... problem", "a scalability study of MO-MCTS is made on";
  "verified by a number of computational examples").  Not "illustrated with an example of",
  "a study of the convergence", "hypothesis tests and comparisons ... are derived",
  "validate the conjecture by proving", "assessed against the lower bound";
* **an outcome against rivals** ("compare positively / competitively against the
  state-of-the-art LCD algorithm", "performs favorably to state-of-the-art methods", "can
  achieve competitive training performance while producing sparser models than current deep
  learning approaches", "the computational time ... is always shorter as compared to other
  existing algorithms").  Not "compares favorably with the best known bound", a time "shorter
  than O(n^2)", "compared with existing algorithms in terms of regret".

Wave 49: the tests and comparisons take one phrase between ("Tests and comparisons with
existing methods are presented", "Comparisons with X and tests on Y are reported"; not with a
theory's noun: "with the chi-square distribution", "in terms of minimax risk"), and the
compare / perform rivals read showings' ``NO_CLAIM_AFTER`` ("for all n", "in terms of the
number of oracle calls"); the growth adverbs are showings' ``NO_ORDER``'s.

Every pattern is tagged :func:`.lexicon.experiment`, transparent and unfitted (through
``apparatus.EMPIRICAL``); the plain runs are read with :data:`.proof_guard.DEMONSTRATION`,
the rivals with :data:`.proof_guard.RIVAL`.  A theorem's words after the match veto it
(showings' ``NO_THEOREM_AFTER``).  Every repeat is bounded (bench/paper_types/hostile.py).
"""

from __future__ import annotations

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import BOUND_WORDS, DEMONSTRATION, RIVAL, guard
from analysis.paper_types.showings import METHODS, NO_CLAIM_AFTER, NO_ORDER, NO_THEOREM_AFTER, USED

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# what a theory studies: "a study of the convergence", "a study of its asymptotic properties"
_STUDIED = (r"(?!(?:the |its |their |a |an )?(?:[\w-]+ )?(?:convergence|complexity|properties|property|behaviou?r|stability|consistency|"
            r"bounds?|rates?|limits?|asymptotics?|geometry|structure|existence|uniqueness|equilibri(?:a|um)|case|cases|problem|question|relation|connection)\b)")
# a theory's object studied (second reader, wave 48): "a study of the Ising model in", "of the
# mixing time of", "of the phase transition in", "of the regret of", "of voting rules in"
_OBJECTS = (r"(?![^.;]{0,50}?\b(?:models?|dynamics|games?|graphs?|rules?|times?|transitions?|regrets?|process(?:es)?|chains?|"
            r"equations?|spectr(?:um|a)|lattices?|operators?|mechanisms?)\b)")
# a statistical test or a thought experiment is no run: "likelihood ratio tests", "Wald tests and comparisons"
_NOT_STAT = (r"(?<!ratio )(?<!hypothesis )(?<!statistical )(?<!significance )(?<!wald )(?<!score )(?<!permutation )"
             r"(?<!exact )(?<!two-sample )(?<!goodness-of-fit )(?<!thought )(?<!gedanken )")
# what a pair of tests and comparisons is with or on, not a theory's ("with the chi-square
# distribution", "with the best known bounds", "of the hypotheses"): a few words, no theory noun
_NOT_THEORY_NOUN = (r"(?!(?:[\w-]+ ){0,5}?(?:bounds?|rates?|theor(?:y|ies|ems?|etical\w*)|distributions?|hypothes[ie]s|null|"
                    r"asymptotic\w*|analys[ie]s|best[- ]known results|lemmas?|conjectures?|approximations?|formulas?|regrets?|complexit(?:y|ies)|minimax|risks?)\b)")
_WITH = rf"(?:with|to|against|on|in(?! terms of)) {_NOT_THEORY_NOUN}(?:[\w/()-]+ ){{0,5}}?[\w/()-]+"
_COUNTED = r"(?:a (?:number|series|set|range|variety) of|several|various|numerous|many|some|two|three|four|five|\d+|a few)"
# "compare positively/competitively": one manner, or two with a slash
_HOW = r"(?:positively|competitively|favou?rably|well)"
_METHOD = r"(?:methods?|approach(?:es)?|algorithms?|techniques?|baselines?|solvers?|planners?|heuristics?|estimators?|systems?|tools?|models?)"

PLAIN: list[tuple[str, float]] = [
    # a study of something in the world: "illustrated with a study of internal migration within United States"
    (experiment(rf"\b(?:illustrated|demonstrated|exemplified|showcased|validated) (?:with|by|through|via|in) (?:a|an) (?:real(?:-world)? |empirical |case |small |detailed )?study (?:of|on) {_STUDIED}{_OBJECTS}(?:[\w-]+ ){{0,3}}?[\w-]+ (?:within|in|across|from|of|among)\b{NO_THEOREM_AFTER}"), 2.0),
    # validated by performing tasks: "We validate the method by performing inference tasks in a diverse set of models"
    (experiment(rf"\b(?:validate|evaluate|test|assess)[sd]? (?:[\w-]+ ){{1,3}}?by (?:performing|running|conducting|carrying out|solving) (?:[\w-]+ ){{0,2}}?{_NOT_STAT}(?:tasks|experiments|simulations|tests|evaluations|benchmarks) (?:on|in|with|across|over|using)\b{NO_THEOREM_AFTER}"), 2.0),
    # "Tests and comparisons are presented" (not hypothesis tests, nor ones derived)
    # one phrase between (wave 49): "Tests and comparisons with existing methods are presented",
    # "Comparisons with the Newton method and tests on two problems are reported"
    (experiment(rf"(?<![\w-] )\b(?:numerical |experimental |simulation |benchmark |extensive |several |some |further )?"
                rf"(?:tests and comparisons|comparisons and tests|comparisons {_WITH} and (?:numerical )?tests|tests {_WITH} and comparisons)(?: {_WITH})? "
                rf"(?:are|were) (?:also )?(?:presented|reported|provided|shown|given|included|performed|carried out|made)\b{NO_CLAIM_AFTER}"), 2.0),
    # assessed against a catalog: "implemented them in a tool, and assessed them against a catalog of ontologies"
    (experiment(r"\b(?:assessed|evaluated|tested|validated|benchmarked|checked) (?:it |them |this |these |the [\w-]+ |our [\w-]+ )?(?:against|on|using|with) (?:a|an|the) (?:large |public |publicly available |standard |real-world |existing |curated )?(?:catalog(?:ue)?|collection|corpus|suite|library|repository) of\b(?! (?:[\w-]+ ){0,2}?(?:paradox(?:es)?|counter-?examples|theorems|axioms|conjectures|identities|lower-bound)\b)"), 2.0),
    # compared with an existing method on a named problem: "is firstly compared with an existing MORL algorithm on the artificial Deep Sea Treasure problem"
    (experiment(rf"\b(?:is|are|was|were) (?:first |firstly |then |also |empirically |experimentally )?compared (?:with|to|against) (?:an?|the|several|two) (?:existing|state-of-the-art|previous|standard|classical|baseline|other) (?:[\w-]+ ){{0,3}}?{_METHOD} on (?:the|a|an|several|two|three) (?:[\w-]+ ){{0,4}}?(?:problems?|benchmarks?|tasks?|data ?sets?|datasets?|instances|domains?)\b{NO_THEOREM_AFTER}"), 2.0),
    # a study of a kind a run is: "a scalability study of MO-MCTS is made on the NP-hard problem of grid scheduling"
    (experiment(r"\b(?:scalability|empirical|experimental|simulation|ablation|benchmark(?:ing)?) study (?:of (?:the |our )?[\w*+-]+ )?(?:is|was|has been) (?:then |also )?(?:made|carried out|conducted|performed|done|undertaken) (?:on|with|using|over)\b"), 2.0),
    # "verified by a number of computational examples"
    (experiment(rf"\b(?:verified|validated|illustrated|demonstrated|confirmed|tested|evaluated) (?:by|with|through|on|using|in) {_COUNTED} (?:(?:computational|numerical|simulation|simulated|experimental) (?:examples|cases|tests|studies)|(?:practical|real-world|real-life) (?:cases|tests|studies))\b"), 2.0),
]

RIVALS: list[tuple[str, float]] = [
    # "compare positively / competitively against the state-of-the-art LCD ... algorithm"
    (experiment(rf"\bcompar(?:e|es|ed|ing) (?:very )?{_HOW}(?:/{_HOW})? (?:against|to|with) (?:the |all |several )?(?:other )?{USED} (?:[\w-]+ ){{0,3}}?(?:\([^()]{{1,60}}\) )?{_METHOD}\b(?![^.;]{{0,80}}?\b{BOUND_WORDS}\b){NO_CLAIM_AFTER}"), 2.0),
    # "performs favorably to state-of-the-art methods"
    (experiment(rf"\bperform(?:s|ed|ing)? (?:very )?(?:favou?rably|competitively|comparably|well) (?:to|against|with|compared (?:to|with)|relative to) (?:the |all |several )?(?:other )?{USED} (?:[\w-]+ ){{0,3}}?{_METHOD}\b(?![^.;]{{0,80}}?\b{BOUND_WORDS}\b){NO_CLAIM_AFTER}"), 2.0),
    # "can achieve competitive training performance while producing sparser models than current deep learning approaches"
    (experiment(rf"\b(?:achieves?|achieving|attains?|obtains?|yields?) (?:a |an )?(?:competitive|comparable|state-of-the-art|superior|better|similar) (?:[\w-]+ ){{0,2}}?(?:performance|accuracy|results|error) (?:while|whilst){NO_ORDER}[^.;]{{0,80}}?\bthan (?:the |those of )?(?:other )?{USED} (?:[\w-]+ ){{0,3}}?{METHODS}\b{NO_THEOREM_AFTER}"), 2.0),
    # "the computational time required by the proposed algorithm is always shorter as compared to other existing algorithms"
    (experiment(rf"\b(?:computation(?:al)?|computing|execution|cpu|wall[- ]clock|processing) times? (?:[\w-]+ ){{0,6}}?(?:is|are|was|were) (?:always |consistently |significantly |much |considerably |often )?(?:shorter|lower|smaller|less) (?:as )?(?:compared (?:to|with)|than) (?:that of |those of |the )?(?:other |all )?{USED} (?:[\w-]+ ){{0,2}}?{METHODS}\b{NO_ORDER}{NO_CLAIM_AFTER}"), 2.0),
]

EMPIRICAL: list[tuple[str, float]] = PLAIN + RIVALS

guard((p for p, _ in PLAIN), DEMONSTRATION)
guard((p for p, _ in RIVALS), RIVAL)

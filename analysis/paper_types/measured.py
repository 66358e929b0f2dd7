"""Own runs told as a comparison's finding, a speed against implementations, a frequency of
wins, a better behaviour in practice, a design checked by simulation, an application's gains
(issue 14, wave 60).

Wave 60's fresh reading of theory-only labels (bench/paper_types/RESULTS.md, "Issue 14, wave
60"; `theory_readings_w60_fresh.csv`, seed 6001, 60 of the 24k and 30 of the 61k) found
theory-only labels whose abstract tells a run of its own in words no cue ruled theory out
with.  Each family is a way of telling a run, never one paper's phrase, with the theory
look-alikes that share its words:

* **a comparison as the finding's subject**: "Comparison with classical existing methods
  illustrate the relevance of the proposed approach" (icra2011:5979795): comparison(s) with /
  to / against existing, classical, standard ... methods, filters, controllers ... show /
  illustrate / confirm ...; not a comparison of bounds, rates or guarantees (a bound's word
  in the rest of the sentence: "comparison with existing methods shows that our bound is
  tighter");
* **a speed against implementations**: "can exclude unstable grasps much faster than current
  implementations" (iros2013:6696854): code that runs is measured; not "asymptotically /
  provably faster" (:data:`.proof_guard.DEMONSTRATION` reads a proof's word or adverb);
* **a frequency of wins**: "they generalize to unseen interventions on their variables, often
  better than classical approaches" (aistats2024:be36f96b17): often / typically / usually /
  in most cases better, more accurate(ly) or faster than existing / classical / baseline ...
  methods: a theorem holds or does not, it is not often better;
* **better in practice**: "(we) demonstrate that it works better in practice"
  (nips2011:d735a8e2c3): the sibling of ``apparatus``' "works well / is efficient in
  practice" (whose list has no "better"), read by :data:`.proof_guard.PRACTICE` as it is;
* **a design checked by simulation**: "(a mechanism) is designed and optimized, through the
  theoretical analysis and finite element analysis (FEA)" (iros2015:7353902): designed /
  optimized / verified / validated ... through / by / using FEA, or a finite-element, FEM or
  CFD analysis, simulation, model or software (``runs`` knows their results compared only);
  not "analyzed using finite element theory" nor "... by the finite element method" (a
  numerical analysis' object);
* **an application's gains**: "we apply this acceleration technique to SGD, SAGA, SVRG and
  Katyusha ... and show significant performance gains" (nips2017:9179, wave 59's reading),
  "we apply additional modifications ... to the algorithm and show that it outperforms
  Monte-Carlo Tree-Search" (ijcai2022:paper658): the sibling of :mod:`.exhibits`' "we
  implement ... and exhibit gains"; not a theorem, result, bound or analysis applied ("we
  apply our theorem to ... and obtain improvements"), not a gain of an order or of a bound
  (:mod:`.exhibits`' ``_NOT_PROVED_GAIN``), not a claim in a bound's terms ("... and show that
  it outperforms UCB in regret").

Language studies (the 11 theory-only labels of ACL / NAACL / COLING in both corpora, all read in
wave 60: 4 report their own runs) tell their runs by the data and models they measured:

* **corpora of a counted number of languages used**: "Examining corpora from 7 typologically
  diverse languages, we use those upper bounds to quantify the lexicon's optimality"
  (naacl2021:2021.naacl-main.350); a verb of use before (examining, using, training ...): not
  "the gathering of extensive data from many languages" (acl2022:2022.acl-long.99, a position
  paper), nor "many" languages;
* **trained language models probed, with a finding**: "we analyze the BERT models on its
  ability to encode a syntactic and a semantic graph structure, and find that ..."
  (acl2021:2021.acl-long.145): BERT, RoBERTa, GPT, T5, LLaMA, LLMs, (large / pre-trained ...)
  language models;
* **trained language models measured failing**: "we show that even recent language models fail
  at distinguishing use from mention" (naacl2024:2024.naacl-long.331): a finding's verb (show,
  find, observe, discover, reveal ...), then even / recent / large / pre-trained ... language
  models or LLMs fail / struggle / perform poorly; not "current LLMs struggle with
  attribution" alone (a motivation: naacl2024:2024.naacl-long.216, and "recent studies
  indicate that current LLMs still struggle", ijcai2024:paper702, in the first digest), not
  "transformers" (an architecture, a theorem's object), nor after a proof's word.

Tagged :func:`.lexicon.experiment`, transparent and unfitted (through ``apparatus.EMPIRICAL``,
``model.UNFITTED``): they rule a theory label out and show as evidence, but enter no fitted
feature.  Each reads a bounded window (at most 20 words, the application's list of
methods and settings, or 120 characters a repeat).
"""

from __future__ import annotations

from analysis.paper_types.exhibits import _GAINS, _NOT_PROVED_GAIN, _ORDER
from analysis.paper_types.lexicon import experiment
from analysis.paper_types.proof_guard import (
    DEMONSTRATION,
    GAIN,
    OUTCOME,
    PRACTICE,
    RIVAL,
    Reading,
    guard,
)

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# a bound's, a rate's or a theorem's word later in the sentence: the claim is a theorem's
_NO_BOUND_AFTER = (r"(?![^.;]{0,120}?\b(?:bounds?|rates?|regrets?|complexit\w*|guarantee\w*|"
                   r"asymptotic\w*|theorems?|worst[- ]case|minimax)\b)")
# others' methods, named by a comparison's adjective
_OTHERS_ADJ = (r"(?:classical|classic|existing|standard|state-of-the-art|competing|previous|prior|"
               r"conventional|traditional|other|baseline|alternative|popular|recent|well-known|common)")
_THEIR_METHODS = (r"(?:methods|approaches|algorithms|techniques|schemes|filters|observers|controllers|"
                  r"solvers|estimators|models|baselines|planners|strategies|heuristics|systems)")

COMPARED: list[tuple[str, float]] = [
    # "Comparison with classical existing methods illustrate the relevance of the proposed approach"
    (experiment(rf"\b(?:comparisons?|benchmarking) (?:with|to|against) (?:the |several |some |two |three )?(?:{_OTHERS_ADJ},? (?:and )?){{1,3}}(?:[\w-]+ ){{0,2}}?{_THEIR_METHODS} (?:(?:clearly|also|further|then) )?(?:illustrates?|shows?|demonstrates?|confirms?|highlights?|indicates?|reveals?|validates?|proves?|underlines?)\b{_NO_BOUND_AFTER}"), 2.5),
]

SPEEDS: list[tuple[str, float]] = [
    # "can exclude unstable grasps much faster than current implementations"
    (experiment(r"\bfaster than (?:the )?(?:current|existing|standard|previous|state-of-the-art|available|popular|naive|other|off-the-shelf|competing|prior|conventional|reference|publicly available|public) (?:[\w-]+ ){0,2}?implementations?\b"), 2.5),
]

OFTEN: list[tuple[str, float]] = [
    # "often better than classical approaches"
    (experiment(rf"\b(?:often|typically|usually|frequently|mostly|in most cases|in many cases),? (?:(?:performing|generali[sz]ing|working|doing) )?(?:much |significantly |considerably |substantially )?(?:better|more accurate(?:ly)?|more robust(?:ly)?|faster) than (?:the )?(?:{_OTHERS_ADJ} )(?:[\w-]+ ){{0,2}}?{_THEIR_METHODS}\b{_NO_BOUND_AFTER}"), 2.0),
]

PRACTISED: list[tuple[str, float]] = [
    # "demonstrate that it works better in practice"
    (experiment(r"\b(?:show|shows|showed|demonstrate|demonstrates|demonstrated|confirm|observe|find|found|verify) (?:that )?(?:[\w-]+ ){0,4}?(?:is|are|performs?|works?|runs?|behaves?) (?:\w+ ){0,2}?(?:better|best) in practice\b"), 2.0),
]

SIMULATED: list[tuple[str, float]] = [
    # "is designed and optimized, through the theoretical analysis and finite element analysis (FEA)"
    (experiment(r"\b(?:designed|optimi[sz]ed|verified|validated|evaluated|tested|simulated|checked|confirmed),? (?:through|by|using|via|with|by means of) (?:the |a )?(?:[\w-]+ ){0,3}?(?:(?:finite[- ]element|fem|cfd|computational fluid dynamics) (?:analysis|analyses|simulations?|models?|modell?ing|software)|fea)\b"), 2.5),
]

# what is applied: not a theorem, a result, a bound, an analysis, a lemma, a theory
_NOT_THEORY_APPLIED = r"(?!(?:[\w-]+ ){0,4}?(?:theorems?|results?|bounds?|analys[ie]s|lemmas?|theory|theories|inequalit(?:y|ies)|characteri[sz]ations?|framework to (?:derive|obtain|prove))\b)"
_SHOWS = r"(?:show|shows|demonstrate|demonstrates|observe|obtain|achieve|report|find|see|get|exhibit)"

APPLIED: list[tuple[str, float]] = [
    # "we apply this acceleration technique to SGD, SAGA, SVRG and Katyusha ... and show significant performance gains";
    # "we apply additional modifications ... to the algorithm and show that it outperforms Monte-Carlo Tree-Search"
    (experiment(rf"\bwe (?:then |also |further |finally |successfully )?appl(?:y|ied) {_NOT_THEORY_APPLIED}(?:[^\s.;:()]+ ){{1,20}}?(?:and|,) (?:then |also |empirically |experimentally )?{_SHOWS} (?:that (?:it|they|this \w+|the \w+|our \w+) (?:significantly |consistently |substantially |clearly )?(?:outperforms?|improves? (?:on|upon|over))\b|(?:(?!{_ORDER}\b)[\w-]+ ){{0,3}}?{_GAINS}\b{_NOT_PROVED_GAIN}){_NO_BOUND_AFTER}"), 2.5),
]

# (language studies) a count of languages, trained language models by name or by their training
_COUNT = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|dozens of)"
_TRAINED_LMS = (r"(?:bert|roberta|gpt-?[234o]?|t5|llama\w*|llms?|(?:(?:large|pre-?trained|neural|modern|recent|"
                r"state-of-the-art|contemporary) )+language models|pre-?trained (?:language )?models|language models)")

LANGUAGE_RUNS: list[tuple[str, float]] = [
    # corpora of many languages used: "Examining corpora from 7 typologically diverse languages, we ..."
    (experiment(rf"\b(?:examin|us|analy[sz]|experiment|evaluat|test|train|appl|collect|annotat)\w* (?:on |with |in )?(?:the |our |a |new )?(?:[\w-]+ ){{0,2}}?(?:corpora|corpus|data ?sets?|treebanks?|texts) (?:from|of|in|across|covering|spanning) {_COUNT} (?:[\w-]+ ){{0,3}}?languages\b"), 2.5),
    # trained language models probed, with a finding: "we analyze the BERT models on its ability to ..., and find that"
    (experiment(rf"\bwe (?:\w+ )?(?:analy[sz]e|probe|examine|test|evaluate|investigate|query|prompt) (?:the |several |various |many |\d+ |popular |widely used )*(?:[\w-]+ )?{_TRAINED_LMS}\b[^.;]{{0,160}}?\b(?:and|to) (?:find|observe|discover|reveal)s? that\b"), 2.5),
    # trained language models measured failing: "We show that even recent language models fail at distinguishing ..."
    # (a finding's verb first: "current LLMs struggle with attribution" alone is a motivation)
    (experiment(r"\b(?:show|shows|showed|shown|find|finds|found|observe|observes|observed|discover|discovers|discovered|reveal|reveals|revealed|demonstrate|demonstrates|demonstrated) (?:that )?(?:even |recent |modern |state-of-the-art |large |pre-?trained |contemporary |current |strong )+(?:[\w-]+ )?(?:language models|llms) (?:consistently |still |often |systematically )?(?:fail|struggle|perform poorly|underperform)s?\b"), 2.0),
]

EMPIRICAL: list[tuple[str, float]] = (COMPARED + SPEEDS + OFTEN + PRACTISED + SIMULATED + APPLIED
                                      + LANGUAGE_RUNS)

#: how each family is read (after a proof's word in the sentence a comparison, a speed, a gain is a
#: theorem's; "we prove that even large language models fail to ..." too): (pattern, guard), for
#: the wiring test
_READ: list[tuple[list[tuple[str, float]], Reading]] = [
    (COMPARED + LANGUAGE_RUNS, OUTCOME), (SPEEDS + SIMULATED, DEMONSTRATION), (OFTEN, RIVAL),
    (PRACTISED, PRACTICE), (APPLIED, GAIN)]
GUARDED: list[tuple[str, Reading]] = [(p, how) for patterns, how in _READ for p, _ in patterns]
for _p, _how in GUARDED:
    guard([_p], _how)

"""A result attested by experiment is no proof; an own result told in forms the lexicon
missed is one (issue 14, wave 61).

Wave 61 drew a fresh development set (``bench/paper_types/sample_dev10.csv``: 60 + 60
abstracts from the 24k and the 61k at random, seed 6102, read blind before the classifier
ran; RESULTS.md, "Issue 14, wave 61").  Its misses between ``both`` and the one-sided labels
were read by linguistic form; each family here is a form, never one paper's phrase.

**Masks** (:data:`MASKS`, read first like :mod:`.lexicon`'s, consuming their words): "prove"
whose proof is an experiment, a measurement or a fitness for use:

* **a concept proved by measuring**: "we prove this concept by measuring the independent
  wrench components" (iros2020:9341250): a concept, idea, feasibility, principle, design ...
  proved by / through / with measuring, experiments, tests, a prototype, a demonstration;
  not "we prove the convergence of ..." (no such object), nor "prove this claim by
  induction" (no run's word after "by");
* **proved according to the experiments**: "According to the experiments, it was proved that
  the new mechanism effectively compensate ..." (iros2016:7759076): "it was / is / has been
  proved / proven" right after the experiments, tests, measurements or simulations (and
  their results) named as the source; "experimentally / empirically proved";
* **"proves sufficient to"**: "reasoning about the regions where parts connect proves
  sufficient to generate novel, high-quality 3D shapes" (eccv2022:3c05b2118f): the copular
  verb of :mod:`.senses` ("proves to be much more effective") with sufficient / enough /
  adequate and "to" or "for" right after it: not "we prove sufficient conditions" (an object
  noun follows the adjective), not after "we", "is" or "can";
* **a comparative convergence**: "our approach can converge to the correct pose more
  efficiently than the state-of-the-art" (icra2022:9812437, after "Simulation results show
  that"): converging faster, more quickly or more efficiently *than* something is a
  measured race, not a convergence result ("converges to the global optimum" stays);
* **theoretical results shown useful through guarantees**: "We demonstrate the usefulness of
  these theoretical results through uniform, in-probability guarantees for two machine
  learning tasks" (aistats2024:ddc9afd5b0): the usefulness of results, bounds or an analysis
  demonstrated through guarantees, bounds, corollaries or rates is a theorem's consequence,
  not a run.

**Own results** (:data:`THEORY`, transparent and unfitted like :mod:`.theorised`'s forms,
through ``apparatus.THEORY``: an own result in one of these forms rules ``empirical`` alone
out, ``model.choose``):

* **a rate of an own statistic or iterate**: "the DeepBET statistic converges at a
  root-$n$ rate" (aistats2025:5oZC5NeWsI): :mod:`.lexicon`'s "converges at a (two words)
  rate" reads no hyphen, and a rate's name is often hyphenated (root-n, sqrt-n, n^{-1/2}) or
  in big-O; converging / concentrating at such a rate, or at a linear, geometric,
  exponential, (near-)optimal, minimax or parametric one; not a comparative rate ("at a
  faster rate than", measured);
* **computed or derived analytically by the authors**: "employing powerful tools from free
  probability theory to analytically compute the entire singular value distribution"
  (nips2017:9255): we / to analytically compute, derive, calculate, characterise, solve for,
  obtain; not a method's mechanics (wave 61's digest: "analytically compute the state space
  gradients", "allows us to analytically obtain predictions", "analytically determine the
  optimal initial pose": a gradient, Jacobian, update, pose, prediction, estimate ...
  within three words, or a method that "allows us to");
* **a method backed by a named analysis**: "Both are backed theoretically by an excess risk
  analysis" (aistats2021:793ab8f5fa): backed / supported / underpinned / justified
  (theoretically) by an analysis, bounds, proofs or guarantees named mathematical (excess
  risk, risk, regret, convergence, stability, error, generalization, consistency,
  theoretical, formal, rigorous); "theoretically justified" alone stays :mod:`.lexicon`'s
  mask (an adjective, no analysis named);
* **an analysed representational power**: "we ... analyze their representational power"
  (icml2017:835): analysing, characterising or studying the representational / expressive
  power or capacity of a model class is a result about what it can represent; not
  "empirically analyse" and not a probing study (probing, probes, layers, experiments later in
  the sentence).

Every repeat is bounded (bench/paper_types/hostile.py's linear-time check).
"""

from __future__ import annotations

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# the run that proves: measuring, experiments, tests, a prototype, a demonstration
_RUN = (r"(?:measur\w*|experiment\w*|test\w*|trials?|prototyp\w*|demonstrat\w*|simulat\w*|"
        r"real[- ]world|physical|hardware|field|implement\w*|building|fabricat\w*|user stud\w*)")
# what a run proves: a concept, an idea, a design, a claim of fitness
_CONCEPT = (r"(?:concept|idea|feasibility|principle|hypothesis|design|effectiveness|efficacy|"
            r"validity|usefulness|capabilit(?:y|ies)|performance|approach|viability|practicality)")
# the experiments named as a proof's source, then a comma or not (one fixed width each)
_SOURCES = tuple(f"{w}{sep}" for w in (
    "experiments", "experiment", "experimental results", "experimental data", "tests",
    "test results", "measurements", "measured data", "simulations", "simulation results",
    "field tests", "trials")
    for sep in (", ", " "))
_AFTER_SOURCE = "(?:" + "|".join(f"(?<={s})" for s in _SOURCES) + ")"
# a proof's consequence: guarantees, bounds, corollaries, rates
_CONSEQUENCE = r"(?:guarantees?|bounds?|corollar(?:y|ies)|rates?|theorems?|inequalit(?:y|ies))"

MASKS: list[str] = [
    # "we prove this concept by measuring ...": the proof is a run
    rf"\b(?:we|to|and) (?:(?:also|further|then|first|experimentally|practically|successfully) )?prove (?:this|the|our|its|their|that) (?:[\w-]+ ){{0,2}}?{_CONCEPT}\b(?= (?:(?:[\w-]+ ){{0,3}}?)(?:by|through|with|via|in|using|on) (?:the |a |an |our )?(?:[\w-]+ ){{0,3}}?{_RUN}\b)",
    # "According to the experiments, it was proved that ...": the experiments named as the source
    _AFTER_SOURCE + r"(?:it )?(?:was|is|has been|had been|were|are|have been) (?:\w+ )?prov(?:ed|en)\b",
    # "experimentally proved", "proven empirically in field tests"
    r"\b(?:experimentally|empirically|practically) prov(?:ed|en|es|e)\b|\bprov(?:ed|en) (?:experimentally|empirically|in (?:practice|experiments|field tests|the field))\b",
    # "proves sufficient to generate ...": the copular verb, fit for a purpose (active only)
    r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bbe )(?<!\bbeen )(?<!\bwe )(?<!\bcan )(?<!\bto )"
    r"prov(?:es|ed|e) (?:to be )?(?:(?:quite|largely|more than|already|alone) )?(?:sufficient|enough|adequate)(?= (?:to|for)\b)",
    # "can converge to the correct pose more efficiently than ...": a measured race
    r"\bconverg(?:e|es|ed|ing)(?: (?:to|towards) (?:the |a |an )?(?:[\w-]+ ){0,3}?[\w-]+)? (?:much |significantly |considerably |substantially )?(?:more (?:efficiently|quickly|rapidly|reliably|accurately|stably|robustly)|faster|quicker|sooner|better) than\b",
    # "We demonstrate the usefulness of these theoretical results through ... guarantees"
    rf"\bdemonstrat(?:e|es|ed|ing) (?:the )?(?:usefulness|utility|relevance|power|applicability|scope|implications?) of (?:these|our|the|this|its|such) (?:(?:theoretical|main|general|new) )?(?:results?|bounds?|theorems?|analys[ie]s|inequalit(?:y|ies)|characteri[sz]ations?) (?:through|via|by (?:deriving|establishing|giving|obtaining|proving)) (?:[\w,()$-]+ ){{0,6}}?{_CONSEQUENCE}\b",
]

# a rate named formally: root-n / sqrt / big-O / n^-1/2, or a rate's adjective
_RATE_NAME = (r"(?:(?:[\w$^{}/.-]*(?:root|sqrt)[\w$^{}/.-]*|o ?\([^)]{1,30}\)|n\^\S{1,12}|"
              r"(?:near[- ]|nearly )?(?:optimal|minimax(?:[- ]optimal)?)|parametric|linear|geometric|exponential|"
              r"super-?linear|sub-?linear|quadratic|polynomial|logarithmic) )")

THEORY: list[tuple[str, float]] = [
    # "the DeepBET statistic converges at a root-n rate", "concentrates at the parametric rate"
    (rf"\b(?:converg(?:es|e|ed|ing)|concentrat(?:es|e|ed|ing)|contracts?) (?:at|with) (?:an? |the )?(?:(?:fast|optimal|standard|usual|same) )?{_RATE_NAME}(?:convergence )?rates?\b(?! (?:than|compared|relative)\b)", 2.5),
    # "(we employ ... to) analytically compute the entire singular value distribution"
    # (not a method's step: "allows us to analytically obtain predictions", "to analytically
    # compute the state space gradients", "analytically determine the optimal initial pose")
    (r"\b(?:we|(?<!us )(?<!allow )(?<!allows )(?<!enable )(?<!enables )(?<!possible )to|and) (?:(?:also|further|then|first|can|exactly) )?analytically (?:compute|derive|calculate|characteri[sz]e|solve for|obtain|determine)\b(?! (?:the |its |their |an? )?(?:[\w-]+ ){0,3}?(?:gradients?|jacobians?|hessians?|derivatives?|updates?|inverse kinematics|kinematics|dynamics|torques?|forces?|trajector(?:y|ies)|poses?|configurations?|features?|weights?|parameters?|loss(?:es)?|predictions?|estimates?|solutions? (?:of|to) the (?:update|subproblem|inner))\b)", 2.5),
    # "Both are backed theoretically by an excess risk analysis"
    (r"\b(?:backed|supported|underpinned|justified|accompanied)(?: up)?(?: theoretically| formally| mathematically)? by (?:an? |the |our |its |their |rigorous |formal )?(?:(?:excess[- ]risk|risk|regret|convergence|stability|error|generali[sz]ation|consistency|theoretical|formal|rigorous|finite[- ]sample|non-asymptotic|sample[- ]complexity|approximation) )(?:[\w-]+ )?(?:analys[ie]s|bounds?|proofs?|guarantees?|theorems?|theory)\b", 2.5),
    # "(we ...) analyze their representational power"
    (r"(?<!empirically )(?<!experimentally )\b(?:analy[sz]e|analy[sz]es|analy[sz]ing|characteri[sz]e|characteri[sz]es|characteri[sz]ing|study|studies|studying) (?:the |its |their |our )?(?:representational|expressive|representation) (?:power|capacity|capabilit(?:y|ies))\b(?![^.;]{0,120}?\b(?:prob(?:e|es|ing)|layers?|experiment\w*|empirical\w*|datasets?|benchmarks?)\b)", 2.0),
]

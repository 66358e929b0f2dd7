"""Forms that recur across the three blind dev sets: a theory side declared by its noun, an
analytic computation told verb first; others' empirical work, an application of the
analysis, a model built or a convergence measured against failing rivals read as the
paper's own result (issue 14, wave 63).

Wave 63 drew a third fresh development set (``bench/paper_types/sample_dev12.csv``: 100 +
100 abstracts of the 24k and the 61k at random, seed 6302, read blind and committed before
the classifier ran; RESULTS.md, "Issue 14, wave 63") and set its misses beside dev10's
(wave 61) and dev11's (wave 62), each scored by the release of its own session.  Only forms
that missed on at least two of the three sets are written here; each family is a form,
never one paper's phrase, and each was checked on the 85,347 abstracts of both corpora
(``bench/paper_types/cue_digest.py``).

**Own results** (:data:`THEORY`, transparent and unfitted like :mod:`.attested`'s and
:mod:`.equated`'s, through ``apparatus.THEORY``):

* **a theory side declared by its noun** (dev10 "Both are backed theoretically by an excess
  risk analysis" and dev11 "New analytic results are developed", both fixed then; dev12
  "Both the theoretical work and experimental validation are presented", "present both
  theoretical and practical contributions", "We show, by rigorous mathematical treatment and
  simulations, that ...", "with rigorous theoretic algorithm analysis provided"): a
  theoretical work presented beside its validation, theoretical contributions beside
  practical ones, a rigorous mathematical / theoretical / formal treatment, analysis or
  proof as the means ("by", "with", "through");
* **computed analytically, verb first** (dev10 "to analytically compute the entire singular
  value distribution", :mod:`.attested`; dev12 "we will calculate analytically the change of
  the synaptic weight"): the adverb after the verb, with :mod:`.attested`'s exclusion of a
  method's step (gradients, poses, updates ... within three words; velocities and
  accelerations too: "allowing to compute analytically the joint velocities and
  accelerations", icra2005:1570355, read in the digest).

**Masks** (:data:`MASKS`, read first, consuming their words):

* **others' empirical work agreed with** (dev11 "Motivated by the cost heterogeneity in
  experimentation", :mod:`.equated`; dev12 "in agreement with prior empirical work"):
  agreement with, or an explanation of, prior, previous or existing empirical work, studies
  or findings is others' run, not the paper's;
* **the analysis applied as a case study** (dev10 "We demonstrate the usefulness of these
  theoretical results through ... guarantees", :mod:`.attested`; dev12 "As a case study, we
  apply our analysis to DRO, providing algorithmic guarantees"): "as a case study / an
  application / an example, we apply our analysis, results, theory, bounds or theorems":
  the application is the theory's, not a run;
* **a model built** (dev11 "we derive the lateral connectivity" and "dynamical analysis" by
  "solving equilibrium equations", left then; dev12 "the design of the module is described,
  the theoretical modelling is presented, and experimental results validating ..."):
  "theoretical modelling" names the building of a model (LABELLING_GUIDE.md: a derivation
  that only produces a method or model is no result); a proof beside it still counts;
* **a convergence where rivals fail** (dev10 "can converge to the correct pose more
  efficiently than", :mod:`.attested`; dev12 "converges to low-error solutions where previous
  optimization methods fail"): a convergence measured against other methods is a run's
  outcome, not a proved convergence.

Two more recurring forms were written and taken out again: "despite the empirical success"
(dev10 "the empirical performance of affine policies", dev12 "Despite the empirical and
theoretical success in a wide range of problems") and results that prove a fitness (dev10
"it was proved", dev11 "This proves that", dev12 "The results not only proves the ability of
the system"): as masks they consume words the shipped model's features read on 8 dev rows,
so they need a refit of the model (``tests/test_paper_types.py``'s refit check), not a
cue module.

Every repeat is bounded (bench/paper_types/hostile.py's linear-time check).
"""

from __future__ import annotations

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# a formal treatment's adjective and noun ("rigorous theoretic algorithm analysis")
_FORMAL = r"(?:mathematical|theoretical|theoretic|formal|analytical)"
_TREATMENT = r"(?:treatments?|analys[ie]s|proofs?|derivations?|arguments?)"
# what a run is told as when it validates ("experimental validation", "simulation validations")
_RUN_NOUN = r"(?:experimental|empirical|practical|numerical|simulation|simulated|real-world)"
# a method's step computed analytically: no result of its own (as :mod:`.attested`)
_STEP = (r"(?:gradients?|jacobians?|hessians?|derivatives?|updates?|inverse kinematics|kinematics|dynamics|"
         r"velocit(?:y|ies)|accelerations?|"
         r"torques?|forces?|trajector(?:y|ies)|poses?|configurations?|features?|weights?|parameters?|"
         r"loss(?:es)?|predictions?|estimates?)")
_RIVALS = (r"(?:previous|other|existing|prior|conventional|competing|standard|traditional|classical|"
           r"baseline|state-of-the-art)")

THEORY: list[tuple[str, float]] = [
    # "Both the theoretical work and experimental validation are presented" (iros2013:6696947)
    (rf"\b(?:both )?(?:the |our |a )?(?:theoretical|mathematical|formal) (?:work|analys[ie]s|results|derivations?|proofs?) and (?:the |an? |our )?{_RUN_NOUN} (?:[\w-]+ )?(?:are|is|were|was|have been|has been) (?:(?:also|then|both) )?(?:presented|provided|given|reported|described|discussed|included)\b", 2.5),
    # "we ... present both theoretical and practical contributions" (cvpr2017:442)
    (r"\b(?:present|presents|presented|make|makes|made|offer|offers|provide|provides|give|gives)(?: both)? theoretical and (?:practical|experimental|empirical|algorithmic|methodological|numerical) contributions\b", 2.5),
    # "We show, by rigorous mathematical treatment and simulations, that" (iros2014:6943181),
    # "with rigorous theoretic algorithm analysis provided" (nips2018:11122)
    (rf"\b(?:by|with|through|via|using) (?:a |an |the |our )?rigorous {_FORMAL} (?:[\w-]+ )?{_TREATMENT}\b", 2.5),
    # "we will calculate analytically the change of the synaptic weight" (nips2003:430d700925)
    (rf"\b(?:we|(?<!us )(?<!allow )(?<!allows )(?<!allowing )(?<!enable )(?<!enables )(?<!enabling )(?<!possible )to|and) (?:(?:will|can|also|further|then|first|exactly) )?(?:compute|calculate|derive|characteri[sz]e|determine|obtain|solve for) analytically\b(?! (?:the |its |their |an? )?(?:[\w-]+ ){{0,3}}?{_STEP}\b)", 2.5),
]

MASKS: list[str] = [
    # "in agreement with prior empirical work" (colt2023:c8be94922f)
    r"\b(?:in (?:agreement|line|accordance) with|consistent with|corroborating|confirming|explaining) (?:the |many |numerous |several )?(?:prior|previous|earlier|existing|recent|past|known|numerous) (?:empirical|experimental) (?:work|works|studies|findings|observations|results|evidence|literature|reports)\b",
    # "As a case study, we apply our analysis to DRO" (aistats2024:2f685b7bb5)
    r"\bas (?:a|an) (?:case study|application|illustration|example|concrete example|showcase),? we (?:(?:also|further|then|finally) )?(?:apply|specialize|specialise|instantiate|use|employ) (?:our|the|these|this) (?:(?:general|main|theoretical|new) )?(?:analysis|analyses|results?|theory|bounds?|theorems?)\b",
    # "the theoretical modelling is presented" (icra2017:7989148): a model built, not a result
    r"\btheoretical model(?:l)?ing\b",
    # "converges to low-error solutions where previous optimization methods fail" (nips2017:9299)
    rf"\bconverg(?:e|es|ed|ing) (?:to|towards) (?:[\w-]+ ){{0,4}}?(?:where|when|in cases where|while) (?:the )?{_RIVALS} (?:[\w-]+ ){{0,2}}?(?:methods|approaches|algorithms|solvers|optimi[sz]ers|techniques|baselines) (?:fail|fails|do not|cannot|get stuck)\b",
]

"""Theory cues read in another sense: look-alikes found on an experiment's own sentence (issue 14, wave 41).

Wave 41's fresh reading (bench/paper_types/RESULTS.md, "Issue 14, wave 41: fresh
measurement", seed 4101) found theory-only labels whose *evidence* was the sentence that
reports the paper's experiment.  Each cue was traced (the classifier's evidence) and is
kept; what it fires on is a word in another sense, so a look-alike is added here as a
mask (it consumes its text before the theory cue can read it, as :mod:`.lexicon`'s
``MASKS``; the first two start at the cue's word, their sense read behind it, so that an
experiment cue before it, "experimental characterization", still counts), written as the
sense, never one paper's phrase:

* **a perceptual or data consistency** ("optimize color consistency of a collection of
  images", "color consistency results on large photo collections", cvpr2016:175): the cue
  ``consistency (of|result)`` means an estimator's statistical consistency; a consistency
  named by what looks or stays alike (color, photometric, temporal, geometric, multi-view,
  cycle, semantic, appearance, style ...) is a quality of images or outputs.  "Consistency
  of the MLE", "statistical consistency", "we prove the estimator is consistent" keep
  firing (no such word before them);
* **a characterization carried out** ("We perform extensive characterization of our
  method to verify its correctness", iros2014:6942582): the cue ``characteri[sz]ation of``
  means a result that says exactly when something holds; a characterization *performed*,
  *conducted* or *carried out* (not of equilibria, optimal points, rates, bounds ...), or an
  experimental / empirical one, is the engineering sense, a measurement of how a method or
  device behaves (a bare "an extensive characterization of the Nash equilibria" is a result).  "We
  characterize the sample complexity", "a complete characterization of the optimal
  policies" keep firing;
* **"proved" as "turned out", for fitness for use** ("PBC proved not suitable for real
  implementation", icra2011:5980240): :mod:`.lexicon` already masks "proved effective /
  useful / impractical ..." (the copular verb, an outcome of use); the words of fitness for
  use (suitable, appropriate, applicable, practical, workable, viable, usable, with "not" or
  a negative prefix) were missing.  Only right after the verb (and "to be"), so "it is proved
  under suitable conditions" and "has been proven NP-hard" stay proofs;
* **an established framework the paper works in** ("brings rich social interactions into a
  mathematical framework that has proven to be natural for robotics", icra2022:9811991):
  the cue ``mathematical framework`` means one the paper builds; a framework "that has
  proven / has been / has become ..." or a standard / established / widely used one is
  others' (here the MDP).  "We develop a mathematical framework for ..." and "a common
  mathematical framework" (shared by the paper's cases, icra2008:4543174) keep firing.

Wave 43 (RESULTS.md, "wave 43"; wave 42's fresh reading) adds three senses:

* **"proves" as "turns out", with a comparative** ("This proves to be much more effective in
  terms of accuracy and reliability", icra2006:1642329): :mod:`.lexicon`'s mask reads one
  word before the adjective; an intensifier and a comparative ("much more", "far less",
  "significantly") or "superior / better / faster" are the same copular verb.  Active only
  (the verb, not the participle "proven stable algorithms", others' established work)
  and not after "we", "which we" or "can" ("which we prove to be strictly more expressive",
  "is proved to be more efficient" stay proofs), and with no object after the adjective
  ("prove better regret bounds" is a proof);
* **a characterization of a built thing** ("the finite element modeling, manufacturing, and
  characterization of different end effectors", iros2020:9341138): after manufacturing,
  fabrication, prototyping, assembly or testing in a list, or of devices, prototypes,
  actuators, sensors, materials ... (the head noun: not "sensor placement"), it is a
  measurement of how a device behaves;
* **"polynomial" in a method's name** ("an improvement over the generalized Askey polynomial
  chaos framework", iros2009:5354420): polynomial chaos, kernels, features, regression,
  fitting, splines, trajectories, curves name tools, not a polynomial time (not
  "interpolation", which a theorem's reduction names: "a polynomial interpolation problem");
  the claim whose word it ends in ("it is shown to be ... polynomial") no longer counts.

Wave 44 (RESULTS.md, "wave 44"; wave 43's fresh reading) adds, in one block at the end:
"tight(ness)" of a constraint, grasp, fit, seal or contact ("the tightness of our normal
constraint", cvpr2016:240) and "tight estimation of the true region of attraction"
(icra2012:6225361), a computed region, not a bound ("the bound is tight", "tight estimates
of the regret" stay); and a main / key contribution that "is the consideration / design /
development / use / introduction of ..." (iros2012:6385644), an act of building, not a
result ("the main contribution is the derivation of the bound" stays).

Masks move the fitted features of the abstracts that hold them (the theory cue is gone):
the dev rows that do are listed in RESULTS.md (wave 41b) with the check that the shipped
model is still what ``train.py`` fits.  Every pattern is anchored and its repeats bounded.
"""

from __future__ import annotations

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# A mask here starts where its theory cue starts (at "consistency", "characterization"), its
# sense read in a look-behind: so it consumes no word before it, and an experiment cue there
# ("experimental", "annotation") still counts for the fitted model.
_LOOKS = ("color", "colour", "photometric", "radiometric", "tonal", "tone", "brightness",
          "illumination", "lighting", "exposure", "temporal", "geometric", "geometrical", "spatial",
          "spatio-temporal", "spatiotemporal", "multi-view", "multiview", "cross-view", "view",
          "cycle", "semantic", "appearance", "style", "stylistic", "texture", "shape", "depth",
          "motion", "visual", "frame", "inter-frame", "label", "annotation", "cross-modal",
          "perceptual")
# (not a bare "extensive": "we provide an extensive characterization of the equilibria" is a result)
_CARRIED_OUT = ("experimental", "empirical") + tuple(
    f"{verb} {article}".strip() for verb in (
        "perform", "performs", "performed", "performing", "conduct", "conducts", "conducted",
        "conducting", "carry out", "carries out", "carried out", "carrying out", "undertake",
        "undertook", "undertaken") for article in ("", "a", "an", "the", "extensive",
                                                    "an extensive", "a thorough", "thorough"))

# what a device goes through before it is characterized ("modeling, manufacturing, and characterization")
# (a word of its own: not "self-assembly", a theorem's field)
_BUILT = tuple(f"[^\\w-]{w}{sep}" for w in ("manufacturing", "fabrication", "prototyping", "assembly", "testing")
               for sep in (",", ", and", " and"))

#: what a characterization theorem is about: "a characterization of the fixed points / Nash
#: equilibria / optimal policies" is a result even when "carried out" (read after the word)
NOT_MATH = (r"(?! (?:of|for) (?:the |all |its |their |a |an )?(?:[\w-]+ ){0,2}?(?:equilibri\w*|fixed points?|"
            r"stationary points?|critical points?|optim(?:a|al|um)|minimi[sz]ers?|maximi[sz]ers?|solutions?|"
            r"conditions?|limits?|spectr\w*|eigen\w*|complexit\w*|regret|rates?|bounds?|mechanisms?|games?)\b)")


def _after(words: tuple[str, ...]) -> str:
    """A look-behind for any of ``words`` and a space (one fixed width each)."""
    return "(?:" + "|".join(f"(?<={w} )" for w in words) + ")"


MASKS: list[str] = [
    # a consistency of looks or outputs, not of an estimator
    # (a learning problem's consistency named by its labels is statistical: "multi-label consistency")
    r"(?<!multi-label )(?<!multilabel )" + _after(_LOOKS) + r"consistency\b",
    # a characterization performed: a device's or method's behaviour measured, not a result's object
    _after(_CARRIED_OUT) + r"characteri[sz]ations?\b" + NOT_MATH,
    # "proved" = turned out, fit or unfit for use: the active copular verb ("X proved (not) suitable
    # for"), not a proof in the passive ("is proved suitable") nor a transitive one ("we prove
    # suitable versions of the inequality": an object noun follows the adjective)
    r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bbe )(?<!\bbeen )(?<!\bbeing )"
    r"prov(?:e|es|ed|en) (?:to be (?:not |un|in|im)?(?:suitable|appropriate|applicable|practical|workable|viable|usable|fit)\b"
    r"|(?:not |un|in|im)(?:suitable|appropriate|applicable|practical|workable|viable|usable|fit)\b"
    r"|(?:suitable|appropriate|applicable|practical|workable|viable|usable|fit)\b"
    r"(?= (?:for|to|in|as|when|with|and|or|but|because|since)\b|[,.;:)]|$))",
    # an established framework the paper works in, not one it builds
    r"(?:a|an|the) (?:mathematical|theoretical|formal) (?:framework|formalism|model)s? (?:that|which) "
    r"(?:has|have) (?:\w+ )?(?:proven|proved|become|been(?! (?:lacking|missing|absent|elusive|needed|sought|unavailable|unexplored|overlooked|neglected)\b))\b",
    r"(?:well[- ]established|established|standard|existing|widely[- ]used|popular|classical) "
    r"(?:mathematical|theoretical|formal) (?:frameworks?|formalisms?)\b",
    # wave 43: "proves to be much more effective" (an intensifier and a comparative), active only
    r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bbe )(?<!\bbeen )(?<!\bbeing )(?<!\bwe )(?<!\bcan )"
    r"(?<!\bwe also )(?<!\bwe further )(?<!\bwe then )(?<!\bwe additionally )(?<!\bto )"
    r"prov(?:e|es|ed) (?:to be |itself |themselves )?(?:(?:much|far|significantly|considerably|substantially|even|slightly|somewhat|very|highly|quite|rather|extremely|remarkably|particularly|clearly) )?"
    r"(?:(?:more|less) )?(?:effective|efficient|accurate|reliable|robust|useful|successful|precise|stable|practical|fast|faster|better|superior|powerful|competitive|beneficial|advantageous|versatile|flexible|scalable|convenient)\b"
    # (no object after it: "prove better regret bounds" is a proof)
    r"(?= (?:than|for|to|in|as|when|with|and|or|but|because|since|at|on|compared|thanks)\b|[,.;:)]|$)",
    # a characterization of a built thing: in a list after its manufacture, or of devices and materials
    _after(_BUILT) + r"characteri[sz]ations?\b" + NOT_MATH,
    r"characteri[sz]ations? (?:of|for) (?:the |our |a |an |these |this |different |several |two |three |its |their |all |various )?"
    r"(?:[\w-]+ ){0,3}?(?:prototypes?|devices?|actuators?|sensors?|end[- ]effectors?|grippers?|materials?|specimens?|fabrics?|membranes?|electrodes?|circuits?|chips?|motors?)"
    r"(?![\w'’-])(?! (?:complexit\w*|sizes?|spaces?|paths?|bounds?|selection|placement|models?|networks?|design)\b)",
    # "polynomial" in a tool's name, not a polynomial time
    r"polynomial (?:chaos|kernels?|features?|regression|fits?|fitting|splines?|trajector(?:y|ies)|curves?)\b",
    # lexicon's "polynomial (?:in|number of)" has no \b after it: not inside "polynomial interpolation"
    r"(?:quasi[- ])?polynomial in(?=[a-z])",
    # wave 44 (one block): "tight" of a constraint or a fit, and of a computed region; a main
    # contribution that is an act of building (RESULTS.md, "wave 44")
    r"tight(?:ness|er|est)? (?:of (?:the |our |a |an |its |their |this |each |these )?(?:(?!(?:bounds?|regrets?|rates?|analys[ie]s|guarantees?|estimates?)\b)[\w-]+ ){0,2}?)?"
    r"(?:constraints?|grasps?|fits?|fitting|seals?|sealing|contacts?|tolerances?|clearances?)\b(?! violations?\b)",
    r"tight(?:er|est)? (?:estimation|estimates?|approximations?|over-approximations?|under-approximations?|inner approximations?|outer approximations?|enclosures?) of (?:the |a |an |its )?(?:true |actual |exact )?(?:regions?|sets?|shapes?|boundar(?:y|ies)|reachable sets?|workspaces?|envelopes?)\b(?! of (?:the )?(?:regret|complexity|rate|error))",
    r"(?:main|key|central) contributions? (?:of (?:this|the|our) (?:paper|work|article) )?(?:is|are) (?:the |a |an |our )?(?:novel |new )?(?:consideration|design|development|implementation|integration|construction|application|use|introduction|combination|fabrication|realization|realisation|incorporation|inclusion|modeling|modelling|prototype|deployment)\b"
    # (second reader) not a theory's building: "the design and analysis of", "the development of a theory",
    # "the construction of hard instances", "the introduction of a new complexity measure"
    r"(?! (?:and|&) (?:theoretical )?analysis| of (?:a |an |the |our )?(?:[\w-]+ ){0,3}?(?:theor(?:y|ies|ems?)|theoretical|notions?|measures?|bounds?|"
    r"proofs?|counterexamples?|(?:hard )?instances?|reductions?|characteri[sz]ations?)\b)",
]

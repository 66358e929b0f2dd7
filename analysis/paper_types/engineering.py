"""Phrase lists for engineering, robotics and vision abstracts (issue 14).

:mod:`.lexicon` was written from the ML venues; on ICRA, IROS, RSS, CVPR and the AI
venues its theory words meant something else, and papers were labelled theory, some
``certain``, without a proved result or despite an experiment of their own.  Each list
below answers one cause, read on a sample of the 61k corpus (bench/paper_types/RESULTS.md,
"Issue 14"), never a single paper's phrase:

* ``MASKS`` - look-alikes that consume their text: a bound a method *computes* ("compute
  their tight bounds", "joint and torque bounds"), a named theorem a method *uses*
  ("computable ... via Stokes's theorem", "recourse to the Gauss-Bonnet theorem to
  minimize"; not a proof "using Brouwer's theorem"), the near-optimal *plan or schedule* a
  heuristic finds, "tight" in its physical sense ("tight spaces", "a tight enclosure"),
  consistency a method *enforces* ("enforce consistency of the separators"), a device's
  *characterisation* (measured, not proved), Le Cam's "statistical experiments", physical
  or laboratory experiments as the *problem* (their cost, worth or automation, others'; a
  robot's own "simulated and physical experiments" count), a sample
  size that is a symbol ("trained with n training examples"), and a method illustrated
  with worked examples (examples are not experiments; numerical, toy or real ones stay
  experiments in :mod:`.lexicon`).
* ``THEORY_HINTS`` - theory words that never suffice alone (tagged :func:`.lexicon.hint`):
  "it will be shown" (the formal claim in :mod:`.lexicon` still counts when what is shown
  is formal).
* ``EMPIRICAL`` - experiments told in engineering words (tagged
  :func:`.lexicon.experiment`): methods compared with other methods, human-subject studies,
  field / flight / in-vivo trials, results on real or synthetic sequences, an
  implementation put to work ("implemented in C++ and tested"), "more accurate than
  competitors".

Weights follow :mod:`.lexicon`: 2.5 a decisive experiment, 2 a strong one, 1 a hint.  They
are read by :mod:`.cues` after the lists of :mod:`.lexicon` (so at the same start an older
pattern wins), and every pattern is a feature of the fitted model like the others.
"""

from __future__ import annotations

from analysis.paper_types.lexicon import experiment, hint

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_DEVICE = (r"(?:robots?|prototypes?|devices?|actuators?|sensors?|materials?|modules?|grippers?|"
           r"manipulators?|motors?|springs?|mechanisms?|joints?|hardware|skins?|fingers?|hands?|legs?|arms?)")
_COMPARED = (r"(?:methods?|approach(?:es)?|algorithms?|planners?|controllers?|work|works|techniques|"
             r"baselines?|heuristics|solvers?|systems|strategies|alternatives|competitors|implementations|"
             r"trackers|detectors|policies|schemes|frameworks)")

_LAB = r"(?:physical|laboratory|lab) experiments?\b"

MASKS: list[str] = [
    # a bound a method computes (collision checking, reachability, interval enclosures)
    r"(?:comput|calculat|evaluat|estimat|determin|updat|propagat)(?:e|es|ed|ing) (?:[\w-]+ ){0,4}?(?:upper and lower |lower and upper |upper |lower |tight |conservative |error |distance )?bounds?\b(?! (?:on|for) the (?:\w+ )?(?:regret|sample complexity|rate|error of))",
    r"(?:joint|torque|velocity|acceleration|actuator|input|control|state|workspace|speed|force|position|distance|time|safety|collision)(?:[- ]| and (?:\w+ )?)(?:limits? and )?bounds?\b",
    # a named theorem used by a method, not a proof: "computable ... via Stokes's theorem",
    # "recourse to the Gauss-Bonnet theorem to minimize" (not "we prove ... using Brouwer's theorem")
    r"(?:(?:via|using|recourse to|by means of|invoking) (?:the |a )?(?:[^\s.,;:()]+[- ]){1,3}theorems? to (?:minimi[sz]e|maximi[sz]e|compute|calculate|design|determine|plan|generate|optimi[sz]e|estimate|find|construct|reduce|approximate)|(?:comput|calculat|evaluat)(?:able|ed|es|e|ing) (?:[\w-]+ ){0,8}?(?:via|using|by) (?:the |a )?(?:[^\s.,;:()]+[- ]){1,3}theorems?)\b",
    # consistency a method enforces or keeps (maps, views, labels), not statistical consistency
    r"(?:enforc|maintain|impos|keep)\w* (?:the |global |local |temporal |spatial |map |multi-view |geometric |cross-view |photometric )?consisten(?:cy|t)\b(?: of)?",
    # a device characterised by measurement, not a characterisation theorem
    rf"(?:experimental |mechanical |physical |empirical |material |dynamic |electrical )?characteri[sz](?:ation|e|es|ed|ing) (?:of |for )?(?:the |this |our |a |an |its |their )?(?:[\w-]+ ){{0,3}}?{_DEVICE}\b",
    # Le Cam's statistical experiments: a model, not an experiment run
    r"(?:canonical |gaussian |two |between )?statistical experiments?\b(?! (?:show|demonstrate|confirm|reveal|indicate|suggest|on|with)\b)",
    # a sample size that is a symbol: "trained with n training examples", "from m samples"
    r"(?:trained |learned |learnt |given |run )?(?:with |from |on |using )(?:only )?\$?[nmtk]\$? (?:(?:training|i\.?i\.?d\.?|labell?ed|random|independent|noisy) )?(?:examples|samples|data points|observations)\b",
    # the quality of a plan or schedule a method finds, not a proved optimality
    r"(?:(?:an? |the )?(?:optimal or )?near[- ]optimal|to near[- ]optimal(?:ity)?) (?:[\w-]+ )?(?:paths?|schedul\w*|plans?|trajector\w+|tours?|routes?|motions?|grasps?|gaits?|coverage|feedback controllers?|as time)\b|to near[- ]optimal(?:ity)?\b",
    # tight in the physical sense: "tight spaces", "a tight enclosure of a function"
    r"tight(?:ly)? (?:enclosures?|spaces?|tolerances?|clearances?|fit|fitting|corners?|turns?|spots?|environments?|passages?|workspaces?|grasps?|schedules?|deadlines?|time constraints?|formations?|packing|integration|coupling|budgets?|loops?|synchroni[sz]ation|control)\b",
    # physical or laboratory experiments as the problem, not the paper's run (wave 37b): their
    # cost or worth ("to reduce the number of expensive physical experiments", "design
    # maximally informative physical experiments"), their automation, others' ("prior lab
    # experiments"), a field they arise in; "simulated and physical experiments on ... show"
    # are a robot's own and count (:data:`EMPIRICAL`'s "physical experiments")
    rf"\b(?:(?:most|maximally|highly|very|more|prohibitively|potentially) )?(?:expensive|costly|time[- ]consuming|laborious|tedious|informative|risky)(?: and [\w-]+)? {_LAB}",
    rf"(?:reduc|minimi[sz]|limit|sav|lower|cut)\w* (?:the )?(?:number|amount|costs?) of (?:[\w-]+ )?{_LAB}",
    rf"(?:automat(?:ed|ing|es?|ion of)|design of|planning of|logistics of|prior|previous|earlier|past|existing|published) (?:the |many |such |these )?{_LAB}",
    rf"(?:as in|arises? in|arising in|common in|ubiquitous in|found in) (?:many |most |numerous |various |some )?{_LAB}",
    rf"{_LAB} (?:(?:in|on|with|for|of) (?:[\w-]+ ){{0,3}}?)?(?:are|is|can be|remain|tend to be) (?:often |usually |typically |very |too |extremely |prohibitively |notoriously )*(?:expensive|costly|time[- ]consuming|slow|laborious|tedious|dangerous|risky|impractical|infeasible|human[- ]driven|labou?r[- ]intensive|difficult)",
    # a method illustrated with worked examples (issue 14: examples are not experiments)
    r"illustrat\w* (?:[\w-]+ ){0,6}?(?:with|by|through|using|on) (?:a |an |some |several |two |three |a few )?(?:simple |concrete |worked |small |illustrative )?examples?\b(?! (?:from|on|of) (?:real|simulated|synthetic|benchmark))",
]

THEORY_HINTS: list[tuple[str, float]] = [
    (hint(r"\bit (?:could|will) (?:also )?be shown\b"), 1.0),
]

EMPIRICAL: list[tuple[str, float]] = [
    # the authors compare their method with other methods (not bounds or rates)
    (experiment(rf"\bwe (?:(?:also|then|further|finally|next|additionally|experimentally|empirically)[,]? )?compare (?:(?!(?:bounds?|rates?|regret|complexit\w*|guarantees?|theor\w*|lower|upper)\b)[\w-]+,? ){{1,12}}?(?:to|with|against) (?:a (?:wide )?(?:range|number|variety|set) of |several |other |existing |related |competing |state-of-the-art |standard |baseline |conventional |classical |traditional |alternative |previous |prior |popular |recent |the (?:current |existing |standard |original |classical |conventional )?)(?:[\w-]+ ){{0,4}}?{_COMPARED}\b"), 2.5),
    # human-subject studies and trials outside the lab
    (experiment(r"\b(?:human[- ]subjects?|human[- ]in[- ]the[- ]loop|operator|subject|participant|surgeon|patient|driver) (?:studies|study|experiments?|trials?|evaluations?|tests?)\b|\b(?:field|flight|outdoor|indoor|driving|in[- ]vivo|ex[- ]vivo|cadaver(?:ic)?|phantom|bench[- ]?top|on-?board|physical|hardware|real[- ]robot|on[- ]robot) (?:experiments?|tests?|trials?|validation|demonstrations?|evaluations?|results|deployments?|studies|runs)\b"), 2.5),
    # results on real or synthetic sequences, images, scenes, trajectories
    (experiment(r"\b(?:results|experiments|tests|trials|evaluations?) (?:are |were )?(?:on|from|with|using|in) (?:both )?(?:synthetic|simulated|real|real-world|recorded|experimental|outdoor|indoor|challenging)(?: and (?:synthetic|simulated|real|real-world|recorded|experimental))? (?:[\w-]+ ){0,2}?(?:sequences|images|scenes|trajectories|videos|environments|robots?|platforms?|vehicles?|scenarios|datasets|data)\b"), 2.5),
    # an implementation put to work: "implemented in C++ and successfully proved over fifty examples"
    (experiment(r"\b(?:has been|have been|is|are|was|were) implemented (?:in|on|as|using|within) (?:[\w+#./-]+ ){1,4}?and (?:\w+ )?(?:tested|applied|evaluated|used|run|validated|deployed|compared|benchmarked|solved|proved|verified|integrated)\b"), 2.5),
    # a measured comparison with rival systems: "more accurate than other ... alternatives"
    (experiment(r"\b(?:is|are|runs?|was|were) (?:currently |also |still |much |significantly |considerably |slightly |generally )*(?:slower|more accurate|less accurate|more precise|more reliable) than (?:the |its |their |our )?(?:competitors|competing|other|existing|previous|prior|alternative|baselines?|conventional|standard|state)"), 2.0),
]

"""Look-alikes: phrases that read like evidence but are not (part of :mod:`.lexicon`).

"theoretically motivated", "empirical risk", "proof of concept", "code is available",
"evidence lower bound": matched before every cue, they consume their text, so the cue
inside them never fires (:mod:`analysis.paper_types.cues`).  Patterns are matched on the
lower-cased cleaned text.
"""

from __future__ import annotations

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# --- look-alikes that are NOT evidence (matched first, consume their span) ----------
MASKS: list[str] = [
    # theory-flavoured adjectives of a method, not results
    r"theoretic(?:al)?ly[- ](?:motivated|grounded|inspired|justified|sound|principled|founded"
    r"|well[- ]founded|informed|derived|appealing|elegant|attractive)",
    r"(?:theory|theoretically|physics|principle)[- ](?:driven|inspired|guided|informed|based|grounded)",
    r"(?:grounded|rooted|based|inspired) (?:in|on|by) (?:[\w'-]+ ){0,4}theor(?:y|ies)",
    r"(?:well|strong|solid|sound|firm|rigorous)[- ](?:theoretical|mathematical) (?:foundations?|grounding|basis|footing|underpinnings?)",
    r"(?:lack|lacks|lacking|limited|little|poor|no|without) (?:of )?(?:a )?(?:\w+ ){0,2}theoretical (?:understanding|foundations?|grounding|basis|insight|justification)",
    r"theoretical (?:understanding|foundations?) (?:of|for) [\w -]{0,40}(?:remains?|is|are) (?:\w+ ){0,2}(?:limited|lacking|unclear|poor|missing|elusive|open)",
    r"(?:is|are|remains?|remain) (?:\w+ ){0,2}(?:poorly|not well|little) understood(?: theoretically)?",
    r"(?:game|information|graph|control|decision|learning|category|measure|probability|number"
    r"|domain|social|queueing|queuing|random matrix|optimal transport|quantum field|mean[- ]field"
    r"|statistical learning|item response|prospect|attachment|rate[- ]distortion|approximation"
    r"|kernel|spectral graph|set|type|mind|coding|signal detection|dempster[- ]shafer|extreme value"
    r"|choice|argumentation|linguistic|cognitive|literary|rhetorical structure|centering"
    r"|psychological|economic|auction|mechanism design|belief) theor(?:y|ies|etic)",
    r"principled",
    r"(?:unbiased|exact|correct|valid|consistent|guaranteed) by construction",
    r"by construction",
    r"proofs?[- ]of[- ](?:concept|principle|work|stake)",
    r"prov(?:e|es|ed|en|ing) (?:to be |itself |themselves )?(?:\w+ )?(?:effective|successful|useful|valuable"
    r"|powerful|popular|beneficial|helpful|crucial|essential|effectiveness|efficient|difficult|hard"
    r"|challenging|robust|competitive|reliable|fruitful|critical|important|invaluable|costly|impractical"
    r"|insufficient|inadequate|advantageous|promising)",
    r"(?:has|have|had) (?:\w+ )?proven",
    # theorem proving as a task (NLP, LLM reasoning), not a proof in the paper
    r"(?:automated |automatic |interactive |neural |formal )?theorem[- ](?:prov\w+|knowledge|predictors?|libraries|library)",
    r"proof (?:graphs?|generation|search|assistants?|steps?|states?|sketch(?:es)?|writing|synthesis|datasets?|corpora|traces?|trees?)",
    r"(?:geometry|math|mathematical|olympiad|competition)[- ](?:theorem|problem)s?",
    r"(?:generat|writ|produc|synthesi[sz]|translat|autoformali[sz])\w* (?:\w+ )?(?:formal |mathematical |lean |natural[- ]language )?proofs?",
    r"proven (?:track|record|success|effective|useful|successful|techniques?|methods?|approach)",
    # the empirical-process vocabulary of learning theory
    r"empirical (?:risk|process(?:es)?|measures?|distributions?|bayes|means?|averages?|loss(?:es)?"
    r"|estimat\w*|covariances?|rademacher|minimi[sz]\w*|frequenc\w*|likelihood|counterparts?"
    r"|version|cdf|moments?|kernel|fisher|entropy|variance|quantiles?|objectives?|error|gram"
    r"|characteristic|spectral|copula|successes|norms?|margin|game|equilibri\w*|mixing|score"
    r"|data distribution|sample|samples|bernstein|x-|version)",
    r"empirical[- ]risk",
    r"(?:empirical and (?:population|true|expected)|(?:population|true|expected) and empirical) (?:risks?|loss(?:es)?|errors?|measures?|distributions?|processes)",
    r"empirical (?:success(?:es)?|successes|observations? (?:that|of)|nash|tbsg|mdp|model)",
    r"consistent(?:ly)? with",
    r"(?:to|with) (?:high|arbitrary|any|desired|target|given|prescribed) (?:\w+ )?accuracy",
    r"accuracy (?:epsilon|eps|level|parameter)",
    # ("physical experiments" is a robot's own: "simulated and physical experiments demonstrate")
    r"\(as in [^)]{0,60}\)|(?:scientific|laboratory) experiments",
    r"(?:experimental|experiment) design",
    # experimentation as part of the problem (a bandit's exploration phase, an A/B budget)
    r"experimentation (?:phases?|periods?|stages?|budgets?|costs?|horizons?|rounds?)|(?:phases?|periods?|stages?|costs?) of experimentation",
    # the phenomenon a paper explains is not its own experiment: "to understand this
    # empirical observation", "explain why wide networks outperform ... on downstream tasks"
    r"(?:understand|explain|account for|accounts for|shed light on|justify|rationali[sz]e)\w* (?:\w+ ){0,2}?(?:this|these|the|such|an?|some|recent|widespread|common|striking|surprising|remarkable) (?:\w+ )?(?:empirical(?:ly)?|experimental(?:ly)?) (?:\w+ )?(?:observations?|phenomen(?:on|a)|findings?|success(?:es)?|behaviou?rs?|evidence|results?|performance|gains?)",
    r"(?:this|these|such|an|common|widespread|striking|surprising|remarkable|puzzling) empirical (?:observations?|phenomen(?:on|a))",
    r"(?:explain|explains|explaining|understand|understanding) (?:why|how) [^.;,]{0,100}",
    r"design of experiments",
    r"(?:thought|natural|randomi[sz]ed controlled) experiments?",
    r"(?:sequential|adaptive|online|randomi[sz]ed|a/b|ab) (?:experiment(?:s|ation)?|testing)",
    r"simulated annealing",
    r"(?:off-policy |on-policy |policy )evaluation",
    r"simulation[- ]based (?:inference|estimation|calibration)",
    r"simulat(?:e|es|ed|ing) (?:annealing|from|samples|data from|draws|the posterior|trajectories of)",
    r"(?:can|may|could|to) simulate",
    r"(?:physics|molecular|engineering|scientific|climate|fluid) simulat(?:ions?|ors?)",
    r"simulators?",
    # released code/resources prove nothing either way
    r"(?:source code|code|codes|implementation|software|models?|data|dataset) (?:and [\w ]{1,30})?"
    r"(?:is|are|will be|has been|have been) (?:made )?(?:publicly |freely |openly )?(?:available|released|open[- ]sourced?)",
    r"(?:open[- ]source|release|make available|publicly release) (?:our |the )?(?:source )?(?:code|implementation|software)",
    r"open[- ]source(?:d)?",
    r"project (?:page|website)",
    r"github",
    r"no[- ]regret",  # a theory term, not a negation
    # the adversarial-training sense of "minimax"
    r"minimax (?:game|games|objectives?|formulations?|loss|training|players?)",
    r"two-player (?:\w+ )?(?:zero-sum )?minimax",
    # bounds that are objectives or computed quantities of a method, not proved results
    r"(?:variational|evidence)[- ]lower[- ]bounds?|\belbo\b",
    r"(?:convex|concave|convex-concave|tractable|differentiable|surrogate|smooth|variational|jensen) (?:\w+ )?(?:upper|lower)[- ]bounds?",
    r"(?:upper|lower)[- ]bound(?:s|ing)? (?:on |of |to )?the (?:\w+ )?(?:log-?likelihood|marginal likelihood|evidence|partition function|objective)",
    # problem statements, not results
    r"(?:lower|upper)[- ]bounded",
    r"bound (?:variables?|states?|constraints?|box(?:es)?|tokens?)",
    r"boundary|boundaries",
]

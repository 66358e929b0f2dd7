"""Phrase lists that decide a paper's type (used by :mod:`analysis.paper_types`).

Every entry is ``(regex, weight)``; patterns are matched on the lower-cased cleaned text.  A
weight is how much one occurrence says on its own: 3 is decisive ("we prove", "experiments on"),
2 is strong ("regret bound", "outperforms"), 1 is a hint that counts only together with others.

``MASKS`` are phrases that look like evidence but are not ("theoretically motivated", "empirical
risk", "proof of concept", "code is available"): they are matched first and consume their text,
so the cue inside them never fires.  Hedge spans end with their clause (:mod:`.clauses`).
"""

from __future__ import annotations

from analysis.paper_types.clauses import HEDGE_TAIL, PLAN_TAIL

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

#: Patterns of cues that report an experiment of the paper's own (simulations, "experiments
#: on", "we evaluate", "on a real robot"): one that counts rules out ``theory`` alone.
EXPERIMENT_PATTERNS: set[str] = set()
#: Theory cues that are only hints (notation, a cost, a bare "bound"): never enough alone for theory.
HINT_PATTERNS: set[str] = set()


def experiment(pattern: str) -> str:
    """Mark an empirical (or two-sided) cue as reporting an experiment of the paper's own."""
    EXPERIMENT_PATTERNS.add(pattern)
    return pattern


def hint(pattern: str) -> str:
    """Mark a theory cue as a hint only: formal notation or a cost statement is no result."""
    HINT_PATTERNS.add(pattern)
    return pattern


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
    # theorem proving as a task (NLP, LLM reasoning), proof-number search (wave 60): not a proof
    r"(?:automated |automatic |interactive |neural |formal )?theorem[- ](?:prov\w+|knowledge|predictors?|libraries|library)",
    r"(?:depth-first )?proof[- ]numbers?(?: search(?:es)?)?|proof (?:graphs?|generation|search|assistants?|steps?|states?|sketch(?:es)?|writing|synthesis|datasets?|corpora|traces?|trees?)",
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
    r"\(as in [^)]{0,60}\)|scientific experiments|(?<=[a-z])(?:physical|laboratory) experiments",  # at a word start: engineering.MASKS
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

# --- theory: proved results, formal analysis ---------------------------------------
THEORY: list[tuple[str, float]] = [
    (r"(?:we|and|which we) (?:(?:formally|rigorously|also|further|then|first|theoretically|mathematically|analytically|additionally|finally|next|now|here|moreover|furthermore|subsequently)[,]? ){0,2}(?:prove|proved|show(?: formally| rigorously| theoretically| analytically| mathematically)|demonstrate theoretically|establish(?: theoretically| formally| rigorously)?|derive(?: theoretically| rigorously| formally)?) (?!(?:a |the )?(?:new )?(?:state[- ]of|sota|record|baseline|benchmark))(?:(?:a|an|the|new|tight|sharp|optimal|several|two|three|non-asymptotic|explicit|matching|nearly[- ]\w+|improved|general|novel|first|upper|lower|finite[- ]\w+|high[- ]probability|\w+[- ]dependent|minimax|information[- ]theoretic)(?:(?!empiric|experiment|numeric)[\w -]){0,45}|(?:(?!empiric|experiment|numeric)[\w-]+ ){1,3}?)?\b(?:bounds?|rates?|theorems?|guarantees?|results?|lemmas?|characteri[sz]ations?|equivalences?|identifiability|consistency|convergence|complexity|regret|separations?|hardness|inequalit\w+|limits?|conditions?)\b", 3.0),
    # "we give bounds", "we obtain a minimax rate", "we provide a characterization": an own
    # result with a weaker verb (not "we provide results", which is as often a benchmark)
    (r"(?:we|and|which we) (?:(?:also|further|then|first|additionally|finally|here|now)[,]? ){0,2}(?:give|gives|provide|obtain|present|offer)s? (?:(?:a|an|the|new|tight|sharp|optimal|several|two|three|non-asymptotic|explicit|matching|nearly[- ]\w+|improved|general|novel|first|upper|lower|finite[- ]\w+|high[- ]probability|\w+[- ]dependent|minimax|information[- ]theoretic)(?:(?!empiric|experiment|numeric)[\w -]){0,45}?|(?:(?!empiric|experiment|numeric)[\w-]+ ){1,3}?)?\b(?:bounds?|guarantees?|theorems?|lemmas?|proofs?|characteri[sz]ations?|(?:convergence|minimax|optimal|error|statistical) rates?|rates? of convergence|(?:sample|query|iteration|communication) complexit(?:y|ies)|separations?|(?:hardness|impossibility) results?|equivalences?|identifiability)\b", 2.5),
    (r"(?:we|this paper|this work|paper|which we|and) (?:(?:formally|rigorously|also|further|then|first|theoretically|mathematically|analytically|additionally|finally|next|now|here|moreover|furthermore|subsequently|can)[,]? ){0,2}prov(?:e|es|ed)\b", 3.0),
    # not "proved with experiments" or "proving that it outperforms": an empirical claim
    (r"\bprov(?:e|es|ed|en|ing)\b(?! (?:to be )?(?:helpful|useful))(?! (?:\w+ ){0,2}?(?:with|by|through|via|using|in|on) (?:\w+ ){0,2}?(?:experiment|simulation|empiric|numerical|benchmark|data))(?! (?:that )?(?:\w+ ){0,3}?(?:outperform|achiev|improv|perform|beat)\w*)", 2.0),
    (r"theorems?\b", 2.5),
    (r"\blemmas?\b|\bcorollar(?:y|ies)\b", 2.0),
    (r"\bproofs?\b", 2.0),
    (r"\bprovabl[ey]\b", 2.5),
    (r"(?:theoretical|formal|mathematical|rigorous|convergence|non-asymptotic|asymptotic|finite[- ]sample|finite[- ]time|statistical|performance|approximation|recovery|generali[sz]ation|regret|optimality) guarantees?", 2.5),
    (r"guaranteed to (?:converge|find|recover|return|achieve|output|succeed|terminate|identify|yield|produce|be optimal)", 2.5),
    (r"\bguarantee[sd]? that\b", 2.0),
    (hint(r"\bguarantees?\b"), 1.0),
    (r"(?:upper|lower|regret|generali[sz]ation|error|risk|sample|complexity|convergence|pac[- ]bayes(?:ian)?|mistake|deviation|concentration|tail|excess[- ]risk|variance|information[- ]theoretic|minimax|high[- ]probability|tight|sharp|matching|non-asymptotic|finite[- ]sample|cram[eé]r[- ]rao|oracle|approximation|estimation|stability)[- ]bounds?\b", 2.5),
    (r"(?:upper|lower)[- ]bounds? (?:on|for|of)\b", 2.5),
    (hint(r"\bbounds?\b"), 1.0),
    (r"(?:sample|query|communication|oracle|iteration|statistical|label|round|circuit|gradient|sketching|teaching|membership|regret|description|information|rademacher|gaussian|covering|sq|statistical[- ]query)[- ]complexit(?:y|ies)", 2.5),
    (hint(r"(?:computational|time|space|memory|polynomial|exponential)[- ]complexit(?:y|ies)"), 1.0),
    (r"(?:vc|vapnik[- ]chervonenkis|natarajan|littlestone|graph|pseudo|fat[- ]shattering|teaching|eluder|star|daniely[- ]shalev[- ]shwartz|ds|sign[- ]rank)[- ]dimension", 2.5),
    (r"\bconstruct\w* (?:a |an )?(?:\w+ )?counter-?examples?|\bcounter-?examples? (?:showing|shows|that shows|demonstrating|proving|to (?:the|a|this) (?:\w+ )?(?:conjecture|claim))", 2.0),
    # a result stated in the passive: "consistency is established", "a rigorous error estimate is obtained"
    (r"\b(?:bounds?|guarantees?|consistency|convergence|optimality|equivalences?|theorems?|characteri[sz]ations?|identifiability|error estimates?|(?:convergence|error|minimax|optimal|statistical) rates?|inequalit(?:y|ies)|(?:sample|computational|query|iteration) complexit(?:y|ies)|hardness|impossibility|learnability) (?:[\w-]+ ){0,6}?(?:is|are|was|were|has been|have been|can be) (?:also |then |further |first |rigorously |formally |theoretically |mathematically |analytically )?(?:established|proved|proven|derived|obtained|shown)\b", 2.5),
    (r"\bminimax\b", 2.5),
    (r"\bnp[- ](?:hard|complete|hardness|completeness)|#p[- ]hard|\bpspace\b|\bapx[- ]hard|(?:computational|cryptographic|statistical|sq) hardness|\bhardness (?:result|of)", 2.5),
    (r"\binapproximab\w+|\bimpossibility (?:results?|theorem)|\bimpossible to\b", 2.0),
    (r"\bpac[- ](?:learn\w*|bayes\w*|model|framework|guarantees?|setting)|\bpac\b", 2.0),
    (r"\blearnability\b|\b(?:is|are|not|efficiently|properly|agnostically|pac|privately|online)[- ]learnable\b", 1.5),
    (r"\bidentifiab(?:le|ility)\b|\bnon-?identifiab\w+", 2.0),
    (r"(?:statistical(?:ly)?|strong(?:ly)?|weak(?:ly)?|uniform(?:ly)?|asymptotic(?:ally)?) consisten(?:t|cy)|\bconsistency (?:of|result)|\bis consistent\b(?! with)|\bconsistent estimat\w+", 2.0),
    (r"asymptotic(?:ally)? (?:normal\w*|optimal\w*|efficien\w+|unbiased|equivalen\w+|distribution|variance|analysis|behaviou?r|regime|results?|properties|theory)", 2.0),
    (r"\basymptotic(?:ally)?\b|\bnon-?asymptotic\b", 1.0),
    (r"(?:convergence|contraction|statistical|optimal|minimax|fast|slow|parametric|nonparametric|exponential|linear|sublinear|superlinear|quadratic|polynomial|logarithmic)[- ]rates?\b|\brates? of (?:convergence|contraction|decay)", 2.0),
    (r"converge[sd]? (?:at|with) (?:a |an |the )?(?:\w+ ){0,2}rate|converge[sd]? (?:almost surely|in probability|in distribution|linearly|exponentially|globally|to (?:a |an |the )?(?:global|local|unique|first[- ]order|second[- ]order|stationary|optimal|nash|fixed|true|correct|equilibri|minimi))", 2.5),
    (r"(?:global|local|linear|almost[- ]sure|asymptotic|exponential|polynomial[- ]time|finite[- ]time) convergence|convergence (?:analysis|proof|result|theorem|guarantee|properties|property|rate|of (?:the|our|gradient|sgd|stochastic|policy|q-|td|iterates))", 2.0),
    (r"\bstationary points?\b|\bsaddle points?\b", 1.0),
    (r"(?:sublinear|superlinear|linear) regret|\bregret (?:of|bound|guarantee|scales|that|rate|lower|upper|is|minimi[sz]\w+|analysis)|(?:optimal|logarithmic|polylogarithmic|expected|cumulative|minimax|worst[- ]case|high[- ]probability|adaptive|dynamic|static|swap|policy|bayesian) regret", 2.0),
    (r"\bregret[- ]rates?|optimal (?:\w+ ){0,2}regret", 2.0),
    (r"\bregret\b", 1.0),
    (r"competitive ratio|approximation (?:ratio|factor|guarantee|algorithm)|\bfptas\b|\bptas\b|constant[- ]factor (?:[\w-]+ )?approximat\w*", 2.5),
    (r"(?<=\d)[- ]approximation", 2.5),
    (r"(?:in|runs in|run in) (?:(?:quasi|strongly|pseudo)[- ])?polynomial time|polynomial[- ]time (?:algorithm|solvable|learnab\w+|reduction)|(?:quasi[- ]polynomial|polynomial) (?:in|number of)|fixed[- ]parameter tractable", 2.0),
    (hint(r"\bintractab\w+"), 1.0),
    (r"with probability (?:tending to|approaching|converging to|going to) (?:one|1)\b|\b(?:recover|recovers|recovered|identif\w+) (?:\w+ ){0,6}exactly\b|\bexact recovery\b", 2.0),
    (r"\b(?:finite[- ]sample|finite[- ]time|non-asymptotic|asymptotic|regret|convergence|complexity|stability|perturbation|theoretical|formal|mathematical|worst[- ]case|minimax|information[- ]theoretic) analys[ie]s\b", 2.0),
    (r"with high probability|\bw\.h\.p\.|\bwhp\b|almost surely|\ba\.s\.", 2.0),
    (r"necessary and sufficient|if and only if|\biff\b|sufficient conditions?|necessary conditions?", 2.0),
    (r"up to (?:a )?(?:logarithmic|log|poly-?log(?:arithmic)?|constant|polylogarithmic|lower[- ]order|universal constant) (?:factors?|terms?)|(?:nearly|near|rate|statistically|information[- ]theoretically|minimax)[- ]optimal", 2.0),
    (r"information[- ]theoretic(?:al)?(?:ly)? (?:lower|upper|limits?|bounds?|optimal|analysis|thresholds?)|(?:statistical|computational)[- ](?:limits?|thresholds?|barriers?|gaps?)", 2.5),
    (r"(?:exponential|polynomial|quadratic|superpolynomial) (?:separation|speed-?up|improvement|lower bound)|\bseparation (?:result|between)", 2.0),
    (r"theoretical (?:analysis|analyses|results?|guarantees?|characteri[sz]ation|justification|bounds?|contributions?)", 2.0),
    # vaguer theory words ("desirable theoretical properties"): their own learned weight
    (r"theoretical (?:findings?|framework|properties|insights?|underpinnings?|predictions?|perspective|study|investigation|model|treatment|explanation|understanding|lens)", 1.5),
    (r"\bour theory\b|\bour theoretical\b", 2.0),
    (r"(?:our|the|this|a) theory (?:predicts|shows|explains|reveals|implies|suggests|yields|provides|characteri[sz]es|covers|applies)|\b(?:develop|propose|present|give|build|provide) (?:a |an )?(?:\w+ ){0,2}theory (?:of|for|that)", 2.5),
    (r"(?:we|our analysis|our results?|analysis) (?:show|shows|prove|proves|reveal|reveals|establish|establishes|characteri[sz]es?)(?: theoretically| analytically| formally)", 3.0),
    (r"\b(?:theoretically|analytically|mathematically|formally|rigorously) (?:show|prove|establish|demonstrate|justify|analy[sz]e|characteri[sz]e|derive|verify|study|investigate|compare|compared|quantif|guarantee|bound|explain)\w*", 2.5),
    (r"\b(?:we|it is) show(?:n)? (?:theoretically|analytically|formally|rigorously)|\btheoretically,", 2.5),
    (r"(?:we|this paper|our paper|this work) (?:\w+ )?(?:characteri[sz]e|formali[sz]e|analy[sz]e theoretically)", 1.0),
    (r"\bcharacteri[sz]ation (?:of|for)\b|\bcharacteri[sz]e (?:\w+ )?(?:conditions|when|the (?:\w+ )?(?:set|class|behaviou?r|dynamics|limit|rate|complexity|optimal))", 1.5),
    (r"\b(?:improved|new|better|tighter|faster) (?:worst[- ]case )?(?:running[- ]time|runtime|time) (?:bounds?|estimates|guarantees|analysis)\b", 2.0),
    (r"\bwe (?:also |further |then |first |theoretically |rigorously |formally )?(?:analy[sz]e|study|characteri[sz]e|investigate|establish|derive|quantify) (?:the |its |their |our )?(?:global |local |asymptotic |finite[- ]sample |non-asymptotic |theoretical |statistical )?(?:convergence|complexity|sample complexity|regret|generalization error|generalization|stability|consistency|optimality|identifiability|expressivity|expressive power|approximation error|asymptotic|theoretical properties|properties of)\b", 2.0),
    (r"\bit (?:can|will) (?:also )?be (?:proved|proven|established|shown(?<!will be shown))\b|\b(?:and|then|also) (?:prove|establish|derive)s? (?:its|their|the) (?:\w+ )?(?:convergence|consistency|optimality|correctness|regret|(?:sample |computational )?complexity)\b", 2.0),
    (r"\bconditions under which\b|under (?:mild|standard|weak|general|minimal|certain|natural|suitable|appropriate|technical|regularity) (?:\w+ )?(?:assumptions|conditions)", 1.5),
    (r"\b(?:statistical|theoretical|asymptotic|convergence|consistency|approximation|optimality|sample) properties of\b", 2.0),
    (r"\bmathematical (?:study|analysis|framework|model|characteri[sz]ation|results?|proofs?|theory|foundations? of)|\btheoretical (?:links?|connections?|relationships?|equivalence)", 2.0),
    # a closed form is often how a method's update is derived, not a result: its own weight
    (hint(r"\b(?:analytically|in closed form|closed[- ]form (?:expression|solution|formula)s?)"), 1.0),
    (r"\b(?:exactly solvable|replica (?:method|calculation|analysis|trick|approach)|thermodynamic limit|statistical mechanics|mean[- ]field (?:limit|analysis|regime)|high[- ]dimensional limit|infinite[- ]width limit|scaling limit)", 1.5),
    (r"\b(?:excess risk|risk bound|oracle inequalit\w+|concentration inequalit\w+|martingale|uniform convergence|union bound|covering number|rademacher|kl[- ]divergence bound|lipschitz|strongly convex|smoothness assumption|sub-?gaussian|heavy[- ]tailed|margin assumption|realizab(?:le|ility)|(?<!-)agnostic (?:learning|setting|case|pac|regime|model))\b", 1.0),
    (r"\b(?:main|key|central|technical) (?:result|contribution)s? (?:is|are|shows?|establish\w*)|\bour (?:main )?results? (?:imply|implies|establish|extend|generali[sz]e|improve (?:upon|on)|resolve|settle)", 1.5),
    (r"(?:resolv|settl|answer)(?:e|es|ed|ing) (?:a |an |the )?(?:\w+ ){0,3}(?:open (?:question|problem)|conjecture)|(?:disprove|refute)s?", 2.5),
    (r"(?:universal approximation|expressive power|expressivity) (?:theorem|result|of)|\b(?:can|cannot) (?:represent|approximate|express) (?:any|every|all)\b", 1.5),
    (r"(?:worst[- ]case|average[- ]case|smoothed) (?:analysis|complexity|bound|guarantee|regret|instance)", 2.0),
    (hint(r"\b(?:lower|upper)[- ]bound"), 1.5),
    (r"tight\b(?! integration| coupling| budget)|\btightness\b|unimprovable|improves? (?:upon |on )?(?:the )?(?:best[- ]known|previous|prior|existing|state[- ]of[- ]the[- ]art) (?:bounds?|rates?|results?|guarantees?|complexit\w+|regret)", 1.5),
    (r"\b(?:theorem|proposition)\b", 2.0),
    (hint(r"(?<![\w'.-])(?:o\(|o \(|\u03c9\(|\u03c9 \(|\u03b8\(|\u03b8 \(|\u00f5\(|\u00f5 \()(?=[^()]{0,30}\))"), 1.0),
    (hint(r"(?<![\w'.-])(?:o |\u03c9 |\u03b8 |\u00f5 )(?=(?:[a-z0-9]{1,5} ){1,4})"), 1.0),
    (hint(r"\bepsilon[- ](?:optimal|approximate|accurate|stationary|close|net|differential)"), 1.0),
]

# --- theory claims: "we show that <formal content>" ----------------------------------
# Matched like THEORY but transparent: the claim does not consume its text, so cues
# inside it ("... converges, as experiments confirm") still count.
THEORY_CLAIMS: list[tuple[str, float]] = [
    (r"(?:\b(?:we|our (?:main )?results?|our analysis|this paper) (?:also |further |then |first |formally |rigorously )?(?:show|shows|prove|proves|establish|establishes) (?!(?:\w+ )?(?:experimentally|empirically|numerically))(?:\w+ ){0,2}?that|\b(?:is|are|was|were|can be|it is|it can be) (?:also |further |then )?(?:shown|proved|proven|established) (?:that|to)|\b(?:by |thus |thereby |and )?(?:showing|proving|establishing) that) [^.;]{0,120}?\b(?:intractable|inapproximable|sound and complete|global(?:ly)? (?:minimum|minimi[sz]er|optimum|optimal)|(?:an? )?(?:instance|special case) of|coincides?|strictly (?:more|larger|less|smaller|greater|stronger|weaker)|no (?:algorithm|method|estimator|learner|procedure|policy) can|cannot simultaneously|(?:only|exactly) (?:if|when)|converges?|converging|bounds?|bounded by|(?:bayes|minimax|statistically|information-theoretically|rate|near|nearly|asymptotically|globally|pareto)[- ]optimal|optimal (?:up to|among|for any|in the sense)|necessary and sufficient|sufficient conditions?|(?:is|are) equivalent to|equivalence between|unique (?:solution|equilibri\w*|minimi\w*|optim\w*|fixed point|stationary)|cannot (?:be|represent|learn|achieve|approximate)|impossible|polynomial(?:ly)?|exponential(?:ly)?|guarantee[sd]?|consistent(?:ly)? estimat\w*|estimated consistently|statistically consistent|unbiased|np-hard|regret|(?:sample|query|iteration|communication|computational|time|oracle|statistical) complexity|identifiab\w+|asymptotic\w*|minimax|provabl\w+|tight|suffices?|necessarily|almost surely|in expectation|with high probability)\b", 2.0),
]

# --- empirical: experiments, benchmarks, data, simulations, user studies ----------
EMPIRICAL: list[tuple[str, float]] = [
    (experiment(r"experiments?\b(?! design)"), 3.0),
    (experiment(r"\bexperimental(?:ly)?\b|\bexperimentation\b|\bwe experiment\b"), 3.0),
    (experiment(r"\bempirical (?:results?|evidence|stud(?:y|ies)|evaluations?|analys[ie]s|findings?|validation|comparisons?|investigations?|performance|tests?|experiments?|demonstrations?|assessments?|benchmarks?|insights?|observations?|support|verification|runtimes?|running times?|speed|effectiveness|efficiency|behaviou?r|gains?|improvements?|advantages?|superiority|benefits?|accuracy|speed-?ups?|validity|impact|justification)"), 3.0),
    (experiment(r"\bempirically\b"), 2.5),
    (r"\bempirical\b", 1.5),
    (experiment(r"(?:numerical|computer|monte[- ]carlo|extensive|our) simulations?\b|\bsimulations? (?:show|demonstrate|results|studies|study|confirm|illustrate|indicate|suggest|support|verify|validate|on)|\bsimulation study|\bsimulated data|\bsimulations?\b"), 2.5),
    (experiment(r"\bnumerical(?:ly)? (?:results?|examples?|evidence|evaluation|studies|study|illustrations?|tests?|experiments?|verif\w+|validation|comparisons?)|\bnumerically\b"), 2.5),
    (experiment(r"\bbenchmark(?:s|ed|ing)?\b"), 2.5),
    (r"\b(?:data ?sets?|corpora|corpus)\b", 1.0),
    (experiment(r"(?:(?:real[- ]world|real|synthetic|simulated) (?:and (?:real|synthetic|simulated)[- ]?(?:world )?)?(?:[\w/]+ )?|(?:large[- ]scale|public(?:ly available)?|standard|benchmark|several|multiple|diverse|various|three|four|five|two|six|seven|eight|ten) (?:and (?:real|synthetic|simulated)[- ]?(?:world )?)?)(?:data ?sets?|data(?![-/])|tasks|benchmarks?|environments)\b"), 2.5),
    (experiment(r"\b(?:evaluat(?:e|es|ed|ing|ions?)|test(?:s|ed|ing)?|validat(?:e|es|ed|ing)|assess(?:es|ed|ing)?|illustrat(?:e|es|ed|ing)|demonstrat(?:e|es|ed|ing)|appl(?:y|ies|ied)|verif(?:y|ies|ied)|benchmark(?:s|ed)?|compar(?:e|es|ed|ing)|trained|train) (?:\w+ ){0,5}?(?:on|across|against|using|with|over) (?:[\w-]+ ){0,4}?(?:data ?sets?|data|benchmarks?|tasks?|corpora|corpus|databases?|problems?|environments?|games|images|videos|languages|models|llms|baselines|robots?|hardware|platforms?|domains|suites?|applications?|instances|graphs|networks|text|configurations|scenarios|examples)\b"), 3.0),
    (experiment(r"(?<=\d )(?:data ?sets|tasks|benchmarks|environments|languages|domains)\b"), 2.5),
    (r"\bevaluations?\b", 1.5),
    (r"\boutperform(?:s|ed|ing)?\b|\bsuperior (?:performance|results|accuracy)|\bbeats?\b (?:the )?(?:state|baselines?|existing|previous|prior)", 2.5),
    (r"state[- ]of[- ]the[- ]art (?:results?|performance|accuracy|on|across|in)|achiev(?:e|es|ed|ing) (?:new )?(?:state[- ]of[- ]the[- ]art|sota)|\bsota\b|new state[- ]of[- ]the[- ]art", 2.5),
    (r"state[- ]of[- ]the[- ]art", 1.0),
    (r"\bbaselines?\b", 2.0),
    (experiment(r"\bablations?\b"), 2.5),
    (r"\b(?:results|experiments|evaluations|findings|analyses|studies|simulations) (?:on [\w -]{1,40} )?(?:show|demonstrate|indicate|suggest|confirm|reveal|verify|validate|illustrate|highlight|support)", 2.5),
    (r"(?:demonstrat|show|illustrat|verif|confirm|validat|corroborat)\w* (?:the |its |our )?(?:\w+ )?(?:effectiveness|efficacy|superiority|advantages?|benefits?|utility|usefulness|practicality|performance|applicability|competitiveness|robustness|scalability|potential|feasibility|merits?|value)", 2.0),
    (experiment(r"\b(?:user|human|pilot|field|clinical|case|ablation|empirical|observational|longitudinal|qualitative|quantitative|behaviou?ral|crowdsourcing|annotation|comparative|large[- ]scale) (?:studies|study|evaluations?|experiments?|trials?|judg(?:e)?ments|annotators?|subjects)\b"), 2.5),
    (r"\b(?:participants|annotators|crowd ?workers|crowdsourc\w+|mechanical turk|annotated|annotations?|human judg\w+|inter[- ]annotator|human raters?)\b", 2.0),
    (experiment(r"\b(?:we|they) (?:collect|construct|curate|build|create|release|introduce|present|compile|crawl|annotate|gather)(?:ed|d)? (?:a |an |the |two |three |our |new |large |first )?(?:[\w-]+ ){0,4}(?:data ?sets?|corpus|corpora|benchmarks?|test ?beds?|collections?|resources?|testbeds?|suites?|leaderboards?)"), 3.0),
    (experiment(r"\b(?:imagenet|cifar[- ]?\d*|mnist|fashion[- ]mnist|svhn|celeba|lsun|coco|pascal voc|ms ?marco|glue|superglue|squad|wmt\d*|iwslt\d*|atari|mujoco|d4rl|openai gym|dm ?control|procgen|minigrid|omniglot|mini[- ]?imagenet|penn treebank|wikitext|conll|ontonotes|snli|multinli|mnli|hotpotqa|natural questions|triviaqa|gsm8k|math500|humaneval|mbpp|mmlu|big[- ]?bench|ogb|cora|citeseer|pubmed|uci|kitti|nuscenes|shapenet|scannet|librispeech|ucf101|kinetics|ade20k|cityscapes|movielens|netflix|criteo|libero|swe[- ]bench|alpacaeval|mt[- ]bench|imdb|sst-?2|ag news|yelp)\b"), 2.5),
    (r"\baccuracy\b", 1.0),
    (r"\b(?:bleu|rouge(?:-\w+)?|f1|f-score|f-measure|auc|auroc|map|mrr|ndcg|perplexity|top-[15]|exact match|word error rate|wer|fid|psnr|ssim|iou|miou|success rate|win rate|pass@\d+|pass rate)\b", 1.5),
    (r"(?<=\d)(?:%| %| percent\b| percentage points?\b| pp\b)", 2.0),
    (experiment(r"(?<=\d)(?:x| x| ×|×| times) (?:faster|speed-?ups?|fewer|less|smaller|more efficient|improvement|reduction|compression)|\bspeed-?ups? of\b"), 2.0),
    (r"\bspeed-?ups?\b", 1.0),
    (experiment(r"\b(?:illustrat|demonstrat|evaluat|test|validat|assess)\w* (?:(?:the |our |this |these |its )?(?:proposed )?(?:approach|method|algorithm|framework|model|technique|system|scheme|procedure|estimator|idea|result|finding|theory|theories|analysis|bound)s?|it|them) (?:on|in|using|with|to)\b"), 2.5),
    (r"(?:significant(?:ly)?|substantial(?:ly)?|consistent(?:ly)?|considerabl[ey]|dramatic(?:ally)?|large|notabl[ey]|marked(?:ly)?) (?!(?:\w+ ){0,3}(?:complexit|bounds?\b|rates?\b|regret|dependenc|guarantee|sample size|error bound))(?:improv\w+|better|higher|lower|gains?|outperform\w*|boosts?|reduc\w+|fewer|faster|increas\w+|enhance\w*|speed\w*)", 1.5),
    (r"\bcompetitive (?:performance|results|accuracy|with)|\bcomparable (?:performance|results|accuracy)|\bperforms? (?:well|better|favorably|favourably|comparably|competitively|best|strongly)|\bcompares? favou?rably", 2.0),
    (r"\bimprov(?:e|es|ed|ing) (?:the )?(?:\w+ )?(?:performance|accuracy|f1|bleu|robustness)", 1.5),
    (r"\b(?:we find|we found|we observe|we observed|we discover|our analysis reveals|we analy[sz]e (?:how|whether|the behaviou?r)|we probe|we measure|we quantify)\b", 1.0),
    (r"\bin practice\b|\bpractical performance\b|\bworks well\b", 0.5),
    (r"(?:applied|apply|applying|application) (?:it |them |our \w+ |the \w+ )?to (?:real|several|various|a number of|many|\w+ data|the problem of|large)", 1.5),
    (r"\b(?:trained|fine-?tuned|pre-?trained) (?:on|with)\b|\bfine-?tun(?:e|es|ed|ing)\b", 1.0),
    (experiment(r"\b(?:robot|real[- ]robot|hardware|wet[- ]lab|deploy(?:ed|ment)) (?:experiments?|platforms?|trials?|tests?|in production)"), 2.5),
    (r"\btest(?:ed)? (?:it |them |this |our \w+ )?(?:on|against|in)\b|\bstress[- ]test", 1.0),
    (r"\b(?:human[- ]level|real[- ]time performance|error rates?|wall[- ]clock|throughput|latency)\b", 1.0),
    (experiment(r"\bwe (?:demonstrate|show) (?:\w+ ){0,3}(?:on|in|using|with) (?:real|several|a variety of|a range of|various|multiple|the|synthetic)\b[\w -]{0,30}?\b(?:data ?sets?|data|benchmarks?|tasks|experiments|domains|environments|problems|applications|images|corpora|examples)\b"), 2.0),
    (r"\b(?:superior|faster|quicker|improved|better) (?:empirical )?convergence\b(?! rates?| guarantees?| results?| analysis| bounds?| to| of)", 1.0),
    (experiment(r"\b(?:quantitative(?:ly)?|qualitative(?:ly)?) (?:and (?:qualitative|quantitative)(?:ly)? )?(?:results?|evaluations?|analys[ie]s|comparisons?|experiments?|assessments?|improvements?)|\bquantitatively\b|\bqualitatively\b"), 2.0),
    (r"\bcase stud(?:y|ies)\b", 2.0),
    # "a simulated robot", "simulated agents": a simulation of the paper's own
    (experiment(r"\bsimulated (?:[\w-]+ )?(?:robots?|agents?|environments?|humans?|users?|vehicles?|patients?|cells?|neurons?|experiments?|trials?|scenarios?|tasks?)\b"), 2.5),
    (experiment(r"\boutperform\w* (?:[\w-]+ ){0,6}?(?:in terms of|both in|in) (?:[\w-]+ ){0,3}?(?:accuracy|speed|run-?time|robustness|performance|efficiency|quality|error|f1|precision|recall|success)\b"), 2.5),
    (r"\bwe (?:train|trained|fine-?tune|probe|prompt|query)\b", 1.5),
    # "we trained networks", "an extensive evaluation", "compare the results with", "On X dataset, our"
    (experiment(r"\bwe (?:have )?(?:(?:also|then|first)[,]? )?(?:trained|train) (?:a |an |the |our |several |two |three |\w+ )?(?:[\w-]+ )?(?:networks?|models?|agents?|classifiers?|policies|transformers?|llms?)\b|\b(?:extensive|thorough|comprehensive|systematic|careful|large-scale|detailed) (?:empirical |experimental |numerical )?(?:evaluations?|experiments?|comparisons?|benchmarks?)\b|\bcompar(?:e|es|ed|ing) (?:the |our )?(?:results?|performance|outcomes?|running times?|accuracy|solutions?) (?:of (?:[\w-]+ ){0,4}?)?(?:with|to|against)\b(?! (?:[\w-]+ ){0,3}?(?:theor\w*|lower|upper|bounds?|minimax|rates?|regret|complexit\w*|guarantees?)\b)|\b(?:on|using|across|for) (?:the |a |an |two |three |several )?(?:[\w/-]+ ){0,4}?(?:data ?sets?|benchmarks?|corpora|corpus)\b,? (?:we|our|the proposed|it|this (?:method|approach|model|algorithm))\b"), 2.5),
    (experiment(r"\b(?:on|with|in|using) (?:a |an |some |several |two |three )?(?:simple |small |synthetic )?toy (?:examples?|problems?|data(?:sets?)?|experiments?|tasks?|domains?|environments?)\b"), 2.5),
    # the authors' own evaluation: "we then evaluate", "we propose and test", "we compare it
    # with existing methods" (not "we compare the rates with the lower bound")
    (experiment(r"\bwe (?:(?:\w+ly|then|also|further|next|finally|first|now|additionally|subsequently)[,]? ){0,2}(?:[\w-]+(?:,| and|, and) (?:[\w-]+(?:,| and|, and) )?)?(?:evaluate[sd]?|benchmark(?:ed)?|simulated?|replicated?|reproduced?|measured|measure (?:the |its |their )?(?:performance|accuracy|speed|run-?time|latency|throughput)|tested|test(?! (?:for|whether|if|the hypothesis)\b)|compared?(?! (?:\w+ ){0,6}?(?:bounds?|rates?|regret|complexit\w*|guarantees?|theor\w*|lower|upper)\b)(?= (?:\w+ ){0,8}?(?:to|with|against) (?:the |other |existing |competing |several |many |various |previous |prior |standard |popular |state|baselines?|alternative|(?:[\w-]+ ){1,5}?(?:methods?|approaches|algorithms?|baselines?|heuristics|solvers?|techniques))))\b"), 1.5),
    (experiment(r"\bcompar(?:e|es|ed|ing) (?:it|them|our (?:[\w-]+ ){0,2}?(?:results?|methods?|approach|algorithms?|models?|systems?|estimators?|implementation)) (?:with|to|against)\b(?! (?:[\w-]+ ){0,3}?(?:theor\w*|lower|upper|bounds?|minimax|rates?|regret|complexit\w*|guarantees?)\b)"), 2.5),
    # the clause-level own experiment: an act of evaluation ("demonstrate", "test", "applied")
    # then an empirical medium ("real-world rainfall data", "speech", "patients") in one
    # clause, at most ten words apart; negation, hedges and attribution apply as to any cue
    (experiment(r"\b(?:(?:demonstrat|illustrat|evaluat|validat|assess|benchmark|compar|showcas|verif|experiment|deploy|outperform|performance)\w*|test(?:s|ed|ing)?(?! (?:for|whether|if|statistics?)\b)|appl(?:y|ies|ied|ying|ications?)|run(?:s|ning)?|ran)\b (?:[^\s.;:()]+ ){0,10}?(?:data ?sets?|databases?|corpora|corpus|benchmarks?|test ?beds?|testbeds?|(?:natural|real|recorded) (?:[\w/-]+ ){0,3}?(?:audio|video|images?|scenes|signals|speech)|(?:real|real[- ]world|synthetic|simulated|semi-synthetic|artificial|experimental|observational|clinical|medical|financial|genomic|genetic|gene expression|sensor|census|survey|traffic|market|stock|weather|climate|rainfall|voting|neural|fmri|eeg|image|video|text|speech|audio|music|web|user|benchmark|public|large-scale|toy) (?:[\w/-]+ ){0,4}?data(?![-/])|images|videos|photographs|speech|utterances|recordings|robots?|simulators?|video games?|atari|patients|participants|volunteers|case stud(?:y|ies)|real[- ]world (?:[\w/-]+ )?(?:problems?|applications?|tasks?|settings?|scenarios?|networks?|graphs?|instances?|examples?|systems?)|(?:several|various|multiple|many|numerous|diverse|different|a (?:range|variety|number|suite|set|collection) of|two|three|four|five|six|seven|eight|ten|\d+) (?:[\w/-]+ ){0,3}?(?:tasks|domains|environments|benchmarks|datasets|data sets|scenarios|games|corpora|languages))\b"), 2.5),
    # passive demonstrations of merit: "the effectiveness of our method is proved with experiments"
    (experiment(r"\b(?:performance|effectiveness|efficiency|efficacy|accuracy|superiority|advantages?|benefits?|usefulness|utility|practicality|applicability|feasibility|merits?|robustness|scalability|capabilit(?:y|ies)|potential|validity|speed) (?:of (?:[\w-]+ ){0,6}?)?(?:is|are|was|were|has been|have been) (?:also |further |then |successfully |clearly |extensively |empirically |experimentally )?(?:demonstrated|illustrated|verified|validated|confirmed|evaluated|assessed|tested|showcased|proved|proven|corroborated|shown|highlighted|examined)\b(?! (?:theoretically|analytically|formally|mathematically))"), 2.5),
    # a method applied or tested: "the method is applied to control admission into a queue"
    (experiment(r"\b(?:methods?|approach(?:es)?|algorithms?|models?|systems?|techniques?|frameworks?|schemes?|procedures?|estimators?|controllers?|architectures?|tools?|software|implementations?|planners?|policies|solvers?|pipelines?|prototypes?) (?:is|are|was|were|has been|have been) (?:also |then |further |successfully |finally |extensively )?(?:applied|tested|evaluated|validated|deployed|demonstrated|benchmarked|trialed|field-tested|run|illustrated|showcased|assessed) (?:to|on|in|with|for|using|against)\b(?! (?:derive|prove|obtain|show|establish|bound|analy[sz]e|give|construct|compute|produce|yield|define|design|the analysis|the theory)\b)"), 2.5),
    # demonstrations on speech, a simulator, a video game, patients, the problem of curve matching
    (experiment(r"\b(?:demonstrat|illustrat|showcas|evaluat|test|validat|assess|appl)\w* (?:[\w-]+ ){0,5}?(?:on|with|in|using|to|for|through) (?:the |a |an |several |two |three |some |many |various |real |natural |simulated |synthetic |our |their )?(?:[\w-]+ ){0,3}?(?:speech|signals|recordings|video games?|computer games?|simulators?|images|videos|photographs|patients|subjects|volunteers|participants|sensors?|problem of [\w-]+ (?:matching|segmentation|detection|recognition|classification|tracking|control|navigation|retrieval|translation|reconstruction|registration|localization|planning))\b"), 2.5),
    (experiment(r"\b(?:a|an|two|three|several|some|our|the|numerous) (?:[\w-]+ )?(?:demonstrations?|vignettes|showcases?) (?:on|with|using|in|illustrating|showing|of (?:its|the|our) (?:practical|empirical))\b"), 2.5),
    (experiment(r"\b(?:design|built|build|develop|implement|fabricat|construct|assembl)\w*,? (?:[\w-]+,? ){0,3}?and (?:field-)?(?:tested|evaluated|validated|deployed|benchmarked|trialed)\b"), 2.5),
    (experiment(r"\b(?:our )?(?:software|implementation|code|solver|prototype|library|package|system) (?:is|runs|was|performs|ran) (?:\w+ ){0,4}?(?:faster|more accurate|more efficient|slower|competitive|comparable) (?:than|to|with)\b"), 2.5),
    (experiment(r"\boutperform\w* (?:[\w-]+ ){0,6}?by (?:a (?:large |wide |significant |considerable )?margin|(?:up to |about |over |more than |nearly |approximately |around |an average of )?\d)"), 2.5),
    (experiment(r"\b(?:real[- ]world|real|synthetic|simulated|artificial) (?:and (?:real|synthetic|simulated|artificial)[- ]?(?:world )?)?(?:problems?|examples?|instances|scenarios|images|signals|graphs|networks|systems|data ?sets?)\b"), 2.5),
    # "we implement our algorithm and show ...", "on three problem domains", "in four use cases"
    (experiment(r"\bimplement(?:ed|s|ing)? (?:our|the|these|this|both|all) (?:[\w-]+ ){0,2}?(?:algorithms?|methods?|approach(?:es)?|procedures?|estimators?|schemes?|models?)(?:,| and) (?:\w+ ){0,3}?(?:show|demonstrat|evaluat|test|compar|observ|find|found|report)\w*"), 2.5),
    (experiment(r"\b(?:on|using|across|over|from) (?:a set of |a suite of |a collection of |a range of |a variety of )?(?:[\w-]+ ){0,2}?(?:two|three|four|five|six|seven|eight|nine|ten|several|many|multiple|various|\d+) (?:[\w-]+ ){0,2}?(?:domains|data ?sets|benchmarks|environments|applications|corpora)\b"), 2.5),
    (experiment(r"\b(?:demonstrat|illustrat|evaluat|validat|showcas|assess|test)\w* (?:[\w-]+ ){0,4}?(?:in|on|through|with|via) (?:[\w-]+ ){0,3}?(?:use[- ]cases|case[- ]stud(?:y|ies)|real[- ]world (?:applications?|problems?|scenarios?|tasks?|settings?|data))\b"), 2.5),
    (experiment(r"\b(?:assess|evaluat|test|validat|demonstrat|verif|deploy|appl)\w* (?:[\w-]+ ){0,6}?in (?:a |the |several |various |many )?real[- ]world\b"), 2.5),
    # a demonstration on a task: "we demonstrate its gains in two practical applications",
    # "applied to synthetically generated data", "a detailed numerical analysis of"
    (experiment(r"\b(?:(?:demonstrat|illustrat|showcas)\w* (?:the |its |their |our )?(?:[\w-]+ ){0,3}?(?:applications?|use|usefulness|gains?|benefits?|effectiveness|efficiency|efficacy|flexibility|utility|practicality|applicability|advantages?|improvements?)|show\w* (?:the |its |their |our )?(?:practical )?(?:effectiveness|efficacy))(?: of (?:[\w-]+ ){0,5}?[\w-]+)? (?:on|in|for|with|through|to|across) (?!(?:the )?(?:theory|analysis|proof|bounds?)\b)"), 2.0),
    (experiment(r"\btest results\b|\b(?:fabricated|built|assembled) (?:a |an |the |our )?(?:[\w-]+ ){0,3}?(?:prototypes?|chips?|devices?|robots?)\b"), 2.5),
    (experiment(r"\bspeed-?ups? (?:[^.;:]{0,100}?)(?:compared|over|relative|against) (?:to |with )?(?:[\w-]+ ){0,3}?(?:baselines?|existing|state|prior|previous|standard|competing|current|fastest|commercial|popular)\b"), 2.0),
    # "illustrated with a one-dimensional example", "on the empirical side", "on 64 GPUs"
    (experiment(r"\billustrat\w* (?:[\w-]+ ){0,6}?(?:with|on|by|in|using|through) (?:a |an |two |three |several |some )?(?:toy |numerical |synthetic |real |practical |[\w]+-dimensional )examples?\b|\b(?:illustrat|demonstrat|showcas|validat)\w* (?:[\w-]+ ){0,5}?(?:via|through|by|with) (?:an? |the |several |two |three )?(?:[\w-]+ )?applications? (?:to|on|in)\b|\b(?:on|from) the (?:empirical|experimental|practical) side\b"), 2.5),
    (experiment(r"\b(?:on|using|with|in|across) (?:a |an )?(?:\d+[- ](?:processor|core|node|gpu|cpu|machine)s? (?:cluster|machine|server)|clusters? of \d+|\d+ (?:gpus|cpus|cores|machines|processors|nodes|tpus))\b|\borders? of magnitude (?:improvement|speed-?ups?|faster|reduction|smaller|lower|better|fewer|less)\b(?! (?:[\w-]+ ){0,3}?(?:bounds?|complexit\w*|rates?|regret|guarantees?)\b)"), 2.5),
    # "we present preliminary results", "an illustrative example": a small experiment is one
    (experiment(r"\bwe (?:\w+ ){0,2}?(?:present|report|show|give|provide|include|obtain)\w* (?:some |encouraging |promising )?preliminary (?:[\w-]+ )?(?:results|experiments?|evaluations?)|\bpreliminary (?:[\w-]+ )?(?:results|experiments?|evaluations?|studies|tests|simulations) (?:\w+ ){0,2}?(?:show|shows|demonstrate|demonstrates|suggest|suggests|indicate|indicates|confirm|confirms)\b|\billustrative numerical examples?\b"), 2.0),
    (experiment(r"\bappl(?:y|ies|ied|ying|ication) (?:[\w-]+ ){0,5}?to (?:[\w-]+ ){0,3}?(?:data(?: ?sets?)?|benchmarks?|corpora|tasks)\b"), 2.5),
    (experiment(r"\b(?:a |detailed |extensive |thorough |careful |our )numerical (?:analysis|study|investigation|comparison|evaluation)|\bnumerical (?:performance|behaviou?r)\b"), 2.5),
    (experiment(r"\boutperform\w* (?:[\w-]+ ){0,6}?(?:on|in|across) (?:[\w-]+ ){0,3}?(?:data ?sets?|benchmarks?|tasks|problems|instances|applications|domains|environments)\b"), 2.5),
    (experiment(r"\bon (?:several |some |a few |many |two |three )?(?:practical|realistic|real-life) (?:problems?|examples?|data|applications?|tasks?|instances)\b"), 2.0),
    (experiment(r"\boutperform\w* (?:[\w-]+ ){0,4}?in practice\b|\bin practice,? (?:\w+ ){0,2}?outperform\w*|\b(?:on|across|over) (?:a (?:wide |broad )?(?:range|variety|number|suite|set|collection) of|several|various|multiple|many|numerous|diverse) (?:[\w-]+ ){0,3}?(?:tasks|domains|data ?sets|benchmarks|environments|corpora|games)\b|\bcomputational (?:testing|experiments?|results|stud(?:y|ies)|evaluations?)\b"), 2.5),
    (experiment(r"\b(?:performance|empirical|practical) (?:gains?|improvements?) (?:compared|over|relative|against) (?:to |with )?(?:the )?(?:state|baselines?|existing|prior|previous|competing)"), 2.0),
    (experiment(r"\bcompar\w* (?:\w+ ){0,3}?performance (?:against|with|to) (?!(?:the )?(?:theor|lower|upper|bound))"), 2.0),
    (experiment(r"\b(?:results|experiments|measurements) (?:from|with|of|using) (?:an? |our |the )?(?:[\w-]+ ){0,3}?implementation"), 2.5),
    (experiment(r"\b(?:two|three|four|five|several|numerous|many|\d+) (?:numerical |illustrative |real[- ]data |simulated |synthetic )?examples (?:demonstrate|illustrate|show|confirm|validate|support)"), 2.5),
    (experiment(r"\b(?:is|are|was|were) shown to (?:be |run |converge )?(?:faster|more accurate|more efficient|competitive|superior|better|more robust) (?:than|with) (?:the )?(?:state|existing|previous|prior|standard|competing|baselines?|current)"), 2.0),
    # an experiment on hardware: "on a smartphone", "on a real robot", "deployed in the real world"
    (experiment(r"\b(?:on|onto|using|with|in) (?:a |an |the |our |two |three |several |real |physical )?(?:(?:real|physical|actual|commodity|mobile|off-the-shelf|low-cost|quadrotor|humanoid|legged|wheeled|robotic|android|embedded)[- ])*(?:robots?|smartphones?|mobile (?:phones?|devices?)|drones?|quadrotors?|uavs?|fpgas?|microcontrollers?|embedded (?:devices?|platforms?|boards?)|testbeds?|test beds?|prototypes?|manipulators?|(?:robot|robotic) (?:arms?|platforms?|hands?|systems?))\b"), 2.5),
    (experiment(r"\b(?:deployed|tested|validated|demonstrated|evaluated|verified|experiments?|trials?) (?:\w+ ){0,3}?in (?:the )?real[- ]world\b|\breal[- ]world (?:experiments?|deployments?|tests?|trials?|evaluations?|demonstrations?)"), 2.5),
]

# --- cues for both sides at once ("we show, both theoretically and empirically, ...")
BOTH: list[tuple[str, float]] = [
    (experiment(r"\b(?:both theoretically|both theoretical|theoretically|theoretical|analytically|formally|in theory),? (?:and|as well as|&) (?:\w+ )?(?:empirically|experimentally|numerically|empirical|experimental|numerical|in practice|practically)\b"), 3.0),
    (experiment(r"\b(?:both empirically|both experimentally|empirically|experimentally|numerically|empirical|experimental),? (?:and|as well as|&) (?:\w+ )?(?:theoretically|analytically|formally|theoretical)\b"), 3.0),
    (experiment(r"\b(?:confirm|corroborate|support|validate|verify|illustrate)\w* (?:\w+ ){0,2}(?:theoretical|theory|analysis|theorems?|bounds?)\w* (?:\w+ ){0,3}(?:experiment\w*|empirical\w*|simulations?|numerical\w*)"), 3.0),
    (experiment(r"\b(?:experiment\w*|empirical\w*|simulations?|numerical \w+) (?:\w+ ){0,3}(?:confirm|corroborate|support|validate|verify|illustrate|match|agree)\w* (?:\w+ ){0,3}(?:theoretical|theory|analysis|theorems?|bounds?|predictions?)"), 3.0),
]

# --- hedges and negations ------------------------------------------------------------
# A cue right after one of these (same clause, a few words apart) is not evidence:
# "without experiments", "no theoretical guarantees", "lack a proof".
NEGATORS = (r"\b(?:no|not|without|lacks?|lacking|lacked|neither|nor|absence of|absent|never|"
            r"little|fails? to|failed to|instead of|rather than|beyond|unlike|free of|devoid of|"
            r"barely|hardly|nor any|lack of|limited)\b")
# ... unless the negator is part of one of these.
NEGATOR_EXCEPTIONS = (r"\b(?:not only|not just|not merely|no longer|no less|not surprisingly|"
                      r"not necessarily|without (?:any )?(?:loss|sacrific\w+|compromis\w+|"
                      r"requiring|relying|assum\w+|access|knowledge|prior|additional|extra|the need))\b")

# Spans in which every cue is hedged away (the cue is announced, not done), to their clause's end (wave 53)
HEDGE_SPANS: list[str] = [
    # "we leave empirical evaluation to future work", "experiments are deferred to future work"
    r"\b(?:leave|leaves|leaving|left|defer|defers|deferring|deferred|postpone\w*|reserve\w*)\b[^.;:]{0,100}?"
    r"\b(?:to|for|as) (?:\w+ )?(?:future|further|subsequent|later|follow-?up) (?:work|research|study|studies|investigations?|papers?|versions?)",
    r"[^.;:,]{0,100}\b(?:is|are|remains?|will be)\s+(?:left|deferred)\s+(?:to|for|as)\s+(?:\w+ )?(?:future|further)" + HEDGE_TAIL,
    r"\b(?:in|as|for) (?:future|further|follow-?up) (?:work|research|studies)\b" + HEDGE_TAIL,
    r"^(?:\s*)(?:future|further) (?:work|research|directions?|studies)" + HEDGE_TAIL,
    r"\b(?:we|i) (?:plan|hope|intend|wish|would like) to\b" + PLAN_TAIL,
    r"\b(?:our hope is|we hope that|it is hoped)\b" + PLAN_TAIL,
    r"\b(?:should|could|would|might|may) be (?:tested|evaluated|validated|verified|studied|explored|investigated|proved|proven)\b",
    r"\bopen (?:question|problem)s? (?:is|are|include|remains?)\b" + HEDGE_TAIL,
]
# Spans in which theory cues only are hedged: a conjecture or an intuition is not a proof.
THEORY_HEDGE_SPANS: list[str] = [
    r"\b(?:we|i|they|it is|authors) (?:also )?(?:conjecture[sd]?|hypothesi[sz]e[sd]?|speculate[sd]?|believe[sd]?|suspect[sd]?|posit|argue|argued|intuit)\b[^.;:]*",
    r"\b(?:our |a |the |this )?conjecture[sd]? (?:that|is|states)\b[^.;:]*",
    r"\b(?:intuitively|informally|heuristically|loosely speaking|conjecturally)\b[^.;:]*",
    r"\b(?:heuristic|intuitive|informal|qualitative) (?:argument|explanation|justification|analysis|reasoning)s?\b",
]
# Sentences that report other people's results ("It is known that ...", "Prior work proved ...").
ATTRIBUTION = [r"^(?:\s*)(?:(?:many|most|several|some|other)\s+)?(?:prior|previous|existing|earlier|"
               r"recent|past|classical|classic|standard|traditional|conventional|current)\s+(?:\w+\s+){0,3}?"
               r"(?:work|works|methods|approaches|studies|results|analys[ie]s|literature|research|theory|"  # w58: "analysis"
               r"theories|papers|algorithms|techniques|bounds|guarantees|efforts|attempts)\b",
               # "many/several/some" + "results" is as often the paper's own ("Many experimental
               # results show ..."): these mark prior work only with nouns that are others'
               r"^(?:\s*)(?:many|most|several|some|other)\s+(?:\w+\s+){0,2}?(?:works|methods|approaches|"
               r"studies|literature|research|papers|algorithms|techniques|efforts|attempts|authors|"
               r"researchers)\b",
               r"\b(?:has|have|had) (?:been|also been|recently been) (?:\w+ )?(?:shown|proved|proven|"
               r"established|demonstrated|observed|studied|analy[sz]ed|reported)\b",  # evaluated: apparatus.py
               r"\bit is (?:well[- ])?known\b", r"\bwas (?:shown|proved|proven|established) (?:by|in)\b"]

# --- titles: the strongest single hint when present -----------------------------------
TITLE_THEORY: list[tuple[str, float]] = [
    (r"^(?:a|an|the|towards? a|toward an?) (?:\w+ ){0,2}theor(?:y|ies) (?:of|for)\b", 2.5),
    (r"\b(?:lower|upper) bounds?\b|\bbounds? (?:on|for)\b", 2.5),
    (r"\b(?:sample|query|computational|statistical|communication|oracle|iteration) complexity\b|\bcomplexity of\b", 2.0),
    (r"\bhardness\b|\bimpossibility\b|\bnp-hard|\bintractab\w+|\binapproximab\w+", 2.5),
    (r"\bminimax\b|\boptimal rates?\b|\brates? of convergence\b|\bconvergence rates?\b|\bconvergence of\b|\bconvergence analysis\b", 2.0),
    (r"\blearnability\b|\bidentifiability\b|\bconsistency of\b|\bpac[- ]", 2.0),
    (r"\bprovabl[ey]\b|\bprovably\b|\btheorem\b|\bproofs?\b", 2.0),
    (r"\bregret\b|\bguarantees?\b", 1.5),
    (r"\bon the (?:\w+[- ]){0,3}(?:complexity|hardness|power|limits?|limitations|optimality|convergence|consistency|expressive|expressivity|capacity|rate|role|geometry|benefits?|price|cost)\b", 1.5),
    (r"\btheoretical\b|\bcharacteri[sz]\w+", 1.0),
]
TITLE_EMPIRICAL: list[tuple[str, float]] = [
    (r"\b(?:an )?empirical (?:study|evaluation|analysis|investigation|comparison|look)\b|\bbenchmark\w*\b|\bdata ?set\b|\bcorpus\b|\bshared task\b|\bsystem description\b", 2.5),
    (r"\blessons? (?:from|learned)\b|\bin the wild\b|\bcase study\b|\bexperiments? (?:with|on|in)\b|\bevaluating\b|\bhow (?:well|good|robust|reliable)\b", 1.5),
]

# An open-problem note states a question, not a result (COLT "Open Problem: ...").
OPEN_PROBLEM = r"^\s*open problem\b|\bopen problem:"

# --- fall-backs when neither side has evidence ---------------------------------------
# A method, model or system is proposed: in this literature that is an empirical paper
# unless a proved result is stated.
METHOD_PROPOSAL = (r"\b(?:we|this paper|this work|this article|in this paper,? we)\s+(?:\w+ly\s+)?(?:have\s+)?"
                   r"(?:propose|present|introduce|develop|design|build|built|describe|devise|construct|"
                   r"implement|train|model|apply|use)\w*\b|\bour (?:method|model|approach|framework|system|"
                   r"algorithm|architecture|pipeline|technique|network|chip|circuit)\b|\bthe proposed\b|"
                   r"\b(?:is|are|was|were) (?:\w+ )?(?:proposed|presented|introduced|described|developed|"
                   r"constructed|implemented|designed|built|trained)\b")
# Position papers, surveys, essays: no basis either way.
POSITION = (r"\b(?:position paper|this position|we argue|this paper argues|we advocate|we call for|"
            r"survey|we review|this review|tutorial|essay|opinion piece)\b")
